#!/usr/bin/env python3
"""Execution proof of issue 20's buffer optimizations: each program of
``programs/`` run with one optimization and the deallocation pipeline
(``harness.optimized_pipeline``: before it, or after it for
optimize-allocation-liveness), by ``bufls opt`` and by the real mlir-opt,
under the allocation counter.  Every bufls run must print what the program
prints without deallocation, leak nothing and free nothing twice or wrongly.

    python tests/exec/optimization_counts.py [--valgrind] [--jobs N] [--pass NAME ...] [name-substring ...]

prints one row per program: heap + pool allocations at run time after the
pipeline alone and after each optimization, as ``bufls/upstream`` (``-``:
upstream rejects the program; ``rej``: the pass refuses the input, in both;
``FAIL``: a problem, listed below the table), then the totals over the
programs both ran.  ``--valgrind`` also runs bufls' results natively under
valgrind (slow).  Only the optimizations ``bufls opt`` knows are run.
tests/exec/test_optimizations.py checks a subset the same way.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import importlib.util
import os
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
if "bufls_tests_exec_harness" not in sys.modules:
    _spec = importlib.util.spec_from_file_location("bufls_tests_exec_harness", HERE / "harness.py")
    _module = importlib.util.module_from_spec(_spec)
    sys.modules[_spec.name] = _module
    _spec.loader.exec_module(_module)
harness = sys.modules["bufls_tests_exec_harness"]
Step = harness.Step
PIPELINE = (harness.PIPELINE_FLAG,)


@dataclass
class Cell:
    """One (program, flags) pair: bufls' run and upstream's."""

    bufls: object | None = None  # harness.Outcome
    upstream: object | None = None
    valgrind: object | None = None
    problems: list[str] = field(default_factory=list)
    rejected: str = ""  # the pass refuses the input (bufls and upstream alike)

    def allocs(self, outcome) -> int | None:
        if outcome is None or not outcome.ok or outcome.report is None or not outcome.report.complete:
            return None
        return outcome.report.total_allocs


def _rejection(outcome) -> str:
    """The first error line of a run stopped by the pass (exit 1 at stage 1)."""
    if outcome is None or outcome.stage != "dealloc" or outcome.returncode != 1:
        return ""
    for line in outcome.stderr.splitlines():
        if "error: " in line:
            return line.split("error: ", 1)[1].strip()
    return ""


def run_matrix(plan, runtime, workdir: Path, valgrind=(), jobs: int | None = None):
    """``{(program name, flags): Cell}`` for each ``(program, passes)`` of
    ``plan``: the pipeline alone and with each pass; ``valgrind``: the
    ``(program name, pass)`` pairs whose bufls run also goes under valgrind.
    References (no deallocation) under ``(name, ())``."""
    jobs = jobs or max(2, min(8, os.cpu_count() or 2))
    vg = {(n, harness.optimized_pipeline(p)) for n, p in valgrind}
    wanted = [(prog, [PIPELINE] + [harness.optimized_pipeline(p) for p in passes]) for prog, passes in plan]
    cells: dict = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        futures = {}
        for prog, flag_sets in wanted:
            folder = workdir / prog.name
            futures[(prog.name, (), "ref")] = pool.submit(harness.run_program, prog, Step.NONE, runtime, folder)
            for flags in flag_sets:
                sub = folder / "-".join(f.lstrip("-")[:12] for f in flags)
                futures[(prog.name, flags, "bufls")] = pool.submit(
                    harness.run_program, prog, Step.BUFLS, runtime, sub, False, flags
                )
                if not prog.upstream_rejects:
                    futures[(prog.name, flags, "upstream")] = pool.submit(
                        harness.run_program, prog, Step.UPSTREAM, runtime, sub, False, flags
                    )
                if (prog.name, flags) in vg:
                    futures[(prog.name, flags, "valgrind")] = pool.submit(
                        harness.run_program, prog, Step.BUFLS, runtime, sub, True, flags
                    )
        results = {k: f.result() for k, f in futures.items()}
    for prog, flag_sets in wanted:
        ref = results[(prog.name, (), "ref")]
        cells[(prog.name, ())] = Cell(bufls=ref)
        for flags in flag_sets:
            cell = Cell(
                results[(prog.name, flags, "bufls")],
                results.get((prog.name, flags, "upstream")),
                results.get((prog.name, flags, "valgrind")),
            )
            ours, theirs = _rejection(cell.bufls), _rejection(cell.upstream)
            if ours and flags != PIPELINE and (theirs == ours or prog.upstream_rejects):
                cell.rejected = ours
            else:
                cell.problems = harness.problems(cell.bufls, ref)
                if cell.valgrind is not None:
                    cell.problems += [f"valgrind: {p}" for p in harness.problems(cell.valgrind, ref)]
            cells[(prog.name, flags)] = cell
    return cells


def table(programs, passes, cells) -> str:
    flag_sets = [("pipeline", PIPELINE)] + [(p, harness.optimized_pipeline(p)) for p in passes]
    width = max(9, *(len(n) for n, _ in flag_sets))
    lines = [
        "heap + pool allocations at run time, bufls/upstream (pipeline alone, then each optimization with it):",
        f"{'program':30} " + " ".join(f"{n:>{width}}" for n, _ in flag_sets),
    ]
    totals = {n: [0, 0] for n, _ in flag_sets}
    for prog in programs:
        row = []
        for _n, flags in flag_sets:
            cell = cells.get((prog.name, flags))
            if cell is None:
                row.append("")
                continue
            if cell.rejected:
                row.append("rej")
                continue
            if cell.problems:
                row.append("FAIL")
                continue
            ours, theirs = cell.allocs(cell.bufls), cell.allocs(cell.upstream)
            row.append(f"{ours}/{'-' if theirs is None else theirs}")
        lines.append(f"{prog.name:30} " + " ".join(f"{c:>{width}}" for c in row))
    # totals over the programs where bufls and upstream both ran clean for
    # the pipeline and for the column
    for n, flags in flag_sets:
        for prog in programs:
            base, cell = cells[(prog.name, PIPELINE)], cells.get((prog.name, flags))
            if cell is None:
                continue
            pair = [cell.allocs(cell.bufls), cell.allocs(cell.upstream)]
            if (
                None not in pair
                and not cell.problems
                and None not in (base.allocs(base.bufls), base.allocs(base.upstream))
            ):
                totals[n][0] += pair[0]
                totals[n][1] += pair[1]
    lines.append(f"{'total (both ran clean)':30} " + " ".join(f"{f'{a}/{b}':>{width}}" for a, b in totals.values()))
    return "\n".join(lines)


def failures(programs, passes, cells) -> list[str]:
    out = []
    for prog in programs:
        for p in ["pipeline", *passes]:
            flags = PIPELINE if p == "pipeline" else harness.optimized_pipeline(p)
            for problem in getattr(cells.get((prog.name, flags)), "problems", []):
                out.append(f"{prog.name} [{' '.join(flags)}]: {problem}")
    return out


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("names", nargs="*", help="program name substrings")
    ap.add_argument("--pass", dest="passes", action="append", help="only this optimization (repeatable)")
    ap.add_argument("--valgrind", action="store_true", help="bufls' runs under valgrind too")
    ap.add_argument("--jobs", type=int, default=None)
    args = ap.parse_args(argv)
    missing = harness.tools_missing() or (args.valgrind and harness.valgrind_missing())
    if missing:
        print(f"cannot run: {missing}")
        return 2
    passes = [p for p in harness.registered_optimizations() if not args.passes or p in args.passes]
    unknown = sorted(set(harness.OPTIMIZATIONS) - set(harness.registered_optimizations()))
    programs = [p for p in harness.load_programs() if not args.names or any(w in p.name for w in args.names)]
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        runtime = harness.build_runtime(work / "runtime")
        plan = [(p, passes) for p in programs]
        valgrind = [(p.name, n) for p in programs for n in passes] if args.valgrind else ()
        cells = run_matrix(plan, runtime, work, valgrind, args.jobs)
    print(table(programs, passes, cells))
    if unknown:
        print("not registered in bufls opt (not run): " + ", ".join(unknown))
    bad = failures(programs, passes, cells)
    for line in bad:
        print(line.split("\n")[0])
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
