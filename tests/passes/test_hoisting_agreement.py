"""Agreement of ``--buffer-hoisting`` and ``--buffer-loop-hoisting`` with the
real mlir-opt 22.1.8 on upstream's own tests of these passes.

The cases are the ``upstream_*.mlir`` golden files of
tests/golden/passes/buffer-hoisting/ and buffer-loop-hoisting/ (their
README.md says where each comes from).  A case is *identical* when mlir-opt
printing bufls' output gives exactly what mlir-opt prints after running the
pass on the input.  Every other case says why on its
``// upstream-differs:`` line, and a case with such a line must differ (a
stale reason fails).  The tally is printed::

    .venv/bin/pytest -s -p no:xdist tests/passes/test_hoisting_agreement.py
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from bufls.core import upstream

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_golden import GOLDEN, resources_of, run_bufls, split_case

PASSES = ("buffer-hoisting", "buffer-loop-hoisting")

pytestmark = pytest.mark.skipif(upstream.tool_path("mlir-opt") is None, reason="mlir-opt is not installed")


def _mlir_opt(args, text):
    return upstream.run_tool("mlir-opt", ["--allow-unregistered-dialect", *args, "-"], input=text)


def _compare(path: Path) -> tuple[bool, str]:
    """(identical?, what mlir-opt said when it did not run)."""
    case = split_case(path.read_text())
    ours, error = run_bufls(case["input"], case["flags"], str(path), resources_of(path, case))
    assert error is None, f"{path.name}: bufls rejected the input: {error}"
    theirs = _mlir_opt(case["flags"], case["input"])
    if theirs.returncode != 0:
        first = (theirs.stderr.strip().splitlines() or [f"exit {theirs.returncode}"])[0]
        return False, f"mlir-opt failed ({theirs.returncode}): {first[:100]}"
    printed = _mlir_opt([], ours)
    assert printed.returncode == 0, f"{path.name}: mlir-opt rejects bufls' output:\n{printed.stderr}"
    return printed.stdout == theirs.stdout, ""


@pytest.fixture(scope="module")
def tally():
    out = {}
    for name in PASSES:
        rows = []
        for path in sorted((GOLDEN / name).glob("upstream_*.mlir")):
            same, note = _compare(path)
            rows.append((path, same, split_case(path.read_text())["differs"], note))
        out[name] = rows
    lines = ["", "agreement with mlir-opt 22.1.8 on upstream's tests (bufls output == mlir-opt output):"]
    for name, rows in out.items():
        same = sum(1 for _, s, _, _ in rows if s)
        lines.append(f"  {name}: {same} of {len(rows)} upstream cases identical")
        for path, s, why, note in rows:
            if not s:
                lines.append(f"    differs: {path.stem}: {why or note}")
    print("\n".join(lines))
    return out


@pytest.mark.parametrize("name", PASSES)
def test_upstream_cases_are_there(tally, name):
    assert len(tally[name]) >= (22 if name == "buffer-hoisting" else 30)


@pytest.mark.parametrize("name", PASSES)
def test_every_difference_says_why_and_every_reason_is_current(tally, name):
    unexplained = [p.name for p, same, why, _ in tally[name] if not same and not why]
    stale = [p.name for p, same, why, _ in tally[name] if same and why]
    assert not unexplained, f"cases differing from mlir-opt without an upstream-differs line: {unexplained}"
    assert not stale, f"cases identical to mlir-opt that still say they differ: {stale}"


def test_buffer_hoisting_agrees_on_every_upstream_case(tally):
    assert all(same for _, same, _, _ in tally["buffer-hoisting"])
