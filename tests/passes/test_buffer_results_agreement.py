"""Agreement of ``--drop-equivalent-buffer-results`` and
``--buffer-results-to-out-params`` (with its options) with the real
mlir-opt 22.1.8 on upstream's own tests of these passes.

Two checks, both printed as a tally::

    .venv/bin/pytest -s -p no:xdist tests/passes/test_buffer_results_agreement.py

1. The ``upstream_*.mlir`` golden cases of the two pass folders (one
   upstream ``// -----`` chunk each; the README.md of each folder says where
   they come from).  A case is *identical* when mlir-opt printing bufls'
   output gives exactly what mlir-opt prints after running the pass on the
   input, or when both reject it with the same message.  Every other case
   says why on its ``// upstream-differs:`` line, and a case with such a
   line must differ (a stale reason fails).
2. The upstream test files themselves (``upstream/`` of each folder, with
   their CHECK lines): bufls' output, printed by mlir-opt, piped into the
   real FileCheck with each RUN line's flags and prefix.  Where mlir-opt
   22.1.8 itself fails the file (the stored file is newer than 22.1.8) the
   tally says so; where mlir-opt crashes, the CHECK lines are the only
   oracle.
"""

from __future__ import annotations

import re
import shlex
import sys
from pathlib import Path

import pytest

from bufls.core import upstream

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_golden import GOLDEN, resources_of, run_bufls, split_case

PASSES = ("drop-equivalent-buffer-results", "buffer-results-to-out-params")

pytestmark = pytest.mark.skipif(upstream.tool_path("mlir-opt") is None, reason="mlir-opt is not installed")

# Upstream files whose CHECK lines bufls' output does not pass, and why
# (a known bufls bug is named as such).
KNOWN_FILECHECK_FAILURES = {
    "buffer-results-to-out-params-add-result-attr.mlir": (
        "the stored file predates modify-public-functions (public functions were rewritten then); "
        "mlir-opt 22.1.8 fails it too; golden *_public cases run its input with modify-public-functions"
    ),
    "buffer-results-to-out-params-elim.mlir": "as add-result-attr: public functions, mlir-opt 22.1.8 fails it too",
}


def _mlir_opt(args, text):
    return upstream.run_tool("mlir-opt", ["--allow-unregistered-dialect", *args, "-"], input=text)


def _compare(path: Path) -> tuple[bool, str]:
    """(identical?, what mlir-opt said when it did not run)."""
    case = split_case(path.read_text())
    split = ["--split-input-file"] if "// -----" in case["input"] else []
    ours, error = run_bufls(case["input"], case["flags"], str(path), resources_of(path, case))
    theirs = _mlir_opt([*split, *case["flags"]], case["input"])
    if error is not None:
        same = theirs.returncode != 0 and error in theirs.stderr
        return same, "" if same else f"bufls rejects ({error}), mlir-opt: exit {theirs.returncode}"
    if theirs.returncode != 0:
        first = (theirs.stderr.strip().splitlines() or [f"exit {theirs.returncode}"])[0]
        return False, f"mlir-opt failed ({theirs.returncode}): {first[:100]}"
    printed = _mlir_opt(split, ours)
    assert printed.returncode == 0, f"{path.name}: mlir-opt rejects bufls' output:\n{printed.stderr}"
    return printed.stdout == theirs.stdout, ""


def _run_lines(text: str) -> list[tuple[list[str], str]]:
    """(mlir-opt flags, FileCheck prefix) of each RUN line of an upstream file."""
    runs, cur = [], ""
    for line in text.split("\n"):
        m = re.match(r"//\s*RUN:\s*(.*)$", line)
        if not m:
            continue
        cur += " " + m.group(1).rstrip("\\").strip()
        if m.group(1).rstrip().endswith("\\"):
            continue
        opt, _, check = cur.partition("|")
        words = shlex.split(opt)[1:]
        flags, i = [], 0
        while i < len(words):
            w = words[i]
            if w == "-p":
                flags.append(f"--pass-pipeline={words[i + 1]}")
                i += 2
                continue
            if w.startswith("-") and w.lstrip("-") not in ("allow-unregistered-dialect", "verify-diagnostics"):
                flags.append("--" + w.lstrip("-"))
            i += 1
        m2 = re.search(r"--check-prefix=(\S+)", check)
        runs.append((flags, m2.group(1) if m2 else "CHECK"))
        cur = ""
    return runs


def _filecheck(path: Path, prefix: str, output: str) -> bool:
    proc = upstream.run_tool("FileCheck", [str(path), f"--check-prefix={prefix}"], input=output)
    return proc.returncode == 0


def _bufls_printed(text: str, flags: list[str], path: Path) -> str | None:
    split = [f for f in flags if f == "--split-input-file"]
    passes = [f for f in flags if f != "--split-input-file"]
    ours, error = run_bufls(text, passes, str(path))
    if error is not None:
        return None
    printed = _mlir_opt(split, ours)
    return printed.stdout if printed.returncode == 0 else None


@pytest.fixture(scope="module")
def tally():
    cases = {}
    for name in PASSES:
        rows = []
        for path in sorted((GOLDEN / name).glob("upstream_*.mlir")):
            same, note = _compare(path)
            rows.append((path, same, split_case(path.read_text())["differs"], note))
        cases[name] = rows
    checks = []
    if upstream.tool_path("FileCheck") is not None:
        for name in PASSES:
            for path in sorted((GOLDEN / name / "upstream").glob("*.mlir")):
                text = path.read_text()
                for flags, prefix in _run_lines(text):
                    ours = _bufls_printed(text, flags, path)
                    theirs = _mlir_opt(flags, text)
                    up = theirs.returncode == 0 and _filecheck(path, prefix, theirs.stdout)
                    why = "crashes" if theirs.returncode < 0 else ("fails" if not up else "passes")
                    checks.append((path, prefix, ours is not None and _filecheck(path, prefix, ours), why))
    lines = ["", "agreement with mlir-opt 22.1.8 on upstream's tests (bufls output == mlir-opt output):"]
    for name, rows in cases.items():
        same = sum(1 for _, s, _, _ in rows if s)
        lines.append(f"  {name}: {same} of {len(rows)} upstream cases identical")
        for path, s, why, note in rows:
            if not s:
                lines.append(f"    differs: {path.stem}: {why or note}")
    if checks:
        lines.append("upstream CHECK lines (FileCheck on bufls' output printed by mlir-opt):")
        for path, prefix, ok, up in checks:
            lines.append(f"  {path.name} [{prefix}]: bufls {'passes' if ok else 'FAILS'}, mlir-opt 22.1.8 {up}")
    print("\n".join(lines))
    return {"cases": cases, "checks": checks}


@pytest.mark.parametrize("name", PASSES)
def test_upstream_cases_are_there(tally, name):
    assert len(tally["cases"][name]) >= (7 if name == "drop-equivalent-buffer-results" else 17)


@pytest.mark.parametrize("name", PASSES)
def test_every_difference_says_why_and_every_reason_is_current(tally, name):
    rows = tally["cases"][name]
    unexplained = [p.name for p, same, why, _ in rows if not same and not why]
    stale = [p.name for p, same, why, _ in rows if same and why]
    assert not unexplained, f"cases differing from mlir-opt without an upstream-differs line: {unexplained}"
    assert not stale, f"cases identical to mlir-opt that still say they differ: {stale}"


def test_upstream_check_lines_pass_where_mlir_opt_passes_them(tally):
    if not tally["checks"]:
        pytest.skip("FileCheck is not installed")
    worse = [f"{p.name} [{prefix}]" for p, prefix, ok, up in tally["checks"] if up == "passes" and not ok]
    assert not worse


def test_allocation_returned_twice_fills_every_out_param(tally):
    """``return %a, %a`` with hoist-static-allocs / hoist-dynamic-allocs:
    upstream's CHECK lines (%a hoisted into the first out-parameter, copied
    into the second) pass on bufls' output, where mlir-opt 22.1.8 crashes."""
    if not tally["checks"]:
        pytest.skip("FileCheck is not installed")
    hoist = {p.name: ok for p, _, ok, _ in tally["checks"] if "hosit" in p.name}
    assert hoist == {
        "buffer-results-to-out-params-hosit-dynamic-allocs.mlir": True,
        "buffer-results-to-out-params-hosit-static-allocs.mlir": True,
    }


def test_upstream_check_lines_known_failures_are_current(tally):
    """The CHECK lines bufls fails are the known ones (a fixed bug must
    leave KNOWN_FILECHECK_FAILURES), and drop-equivalent-buffer-results'
    file passes in both runs, MODIFY-PUBLIC included (mlir-opt 22.1.8 has no
    such option)."""
    if not tally["checks"]:
        pytest.skip("FileCheck is not installed")
    failing = {p.name for p, _, ok, _ in tally["checks"] if not ok}
    assert failing == set(KNOWN_FILECHECK_FAILURES)
    drop = [(prefix, ok) for p, prefix, ok, _ in tally["checks"] if p.name == "drop-equivalent-buffer-results.mlir"]
    assert drop == [("CHECK", True), ("MODIFY-PUBLIC", True)]
