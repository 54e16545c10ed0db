#!/usr/bin/env python3
"""The counts behind the execution proof of issue 19's resources: for each
program that uses a reference-counted, call-based or consumed resource,
the bufls pipeline's run under the allocation counter and under valgrind.

    python tests/exec/resource_counts.py [name-substring ...]

prints one row per program: heap and rc allocations, frees, retains and
releases, leaks, invalid or double frees, the output check and valgrind's
verdict.  (The tests assert the same: tests/exec/test_execution.py.)"""

from __future__ import annotations

import importlib.util
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
spec = importlib.util.spec_from_file_location("bufls_tests_exec_harness", HERE / "harness.py")
harness = importlib.util.module_from_spec(spec)
sys.modules[spec.name] = harness
spec.loader.exec_module(harness)

_RESOURCE_WORDS = ('"rc.', "@rt_", "bufls.consumed", '"acme.pool')


def main(argv: list[str]) -> int:
    missing = harness.tools_missing() or harness.valgrind_missing()
    if missing:
        print(f"cannot run: {missing}")
        return 2
    wanted = argv or None
    programs = [
        p
        for p in harness.load_programs()
        if any(w in p.text for w in _RESOURCE_WORDS) and (wanted is None or any(w in p.name for w in wanted))
    ]
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        runtime = harness.build_runtime(work / "runtime")
        print(
            f"{'program':28} {'heap a/f':>9} {'rc a/ret/rel':>13} {'pool a/f':>9} "
            f"{'leaks':>5} {'bad':>4} {'output':>7} {'valgrind':>9}"
        )
        for p in programs:
            ref = harness.run_program(p, harness.Step.NONE, runtime, work)
            out = harness.run_program(p, harness.Step.BUFLS, runtime, work)
            vg = harness.run_program(p, harness.Step.BUFLS, runtime, work, valgrind=True)
            r = out.report or harness.AllocReport()
            leaks = r["leaks"] + r["rc_leaks"] + r["pool_leaks"]
            bad = sum(r[k] for k in ("invalid_frees", "double_frees", "rc_invalid_frees", "rc_double_frees"))
            bad += r["rc_bad_retains"] + r["pool_invalid_frees"] + r["pool_double_frees"]
            same = harness.normalize_output(ref.stdout) == harness.normalize_output(out.stdout)
            verdict = "clean" if vg.ok and not harness.problems(vg, ref) else "FAIL"
            print(
                f"{p.name:28} {r['allocs']:>4}/{r['frees']:<4} "
                f"{r['rc_allocs']:>4}/{r['rc_retains']}/{r['rc_releases']:<4} "
                f"{r['pool_allocs']:>4}/{r['pool_frees']:<4} {leaks:>5} {bad:>4} "
                f"{'same' if same else 'DIFF':>7} {verdict:>9}"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
