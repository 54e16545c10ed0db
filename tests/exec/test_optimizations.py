"""Proof by execution of issue 20's buffer optimizations: programs of
``programs/`` run with one optimization and the deallocation pipeline
(``harness.optimized_pipeline``), by ``bufls opt``, print what they print
without deallocation, leak nothing and free nothing wrongly (allocation
counter; valgrind for the first program of each pass); the real mlir-opt runs
the same flags for the allocation figures.

Only the passes ``bufls opt`` knows are tested (``harness.registered_optimizations``),
so passes are picked up as they land.  Each pass runs on the programs of
``SUBSET`` that exercise it (the whole matrix, every program with every
pass: ``python tests/exec/optimization_counts.py``).

- ``test_optimization_runs_clean[pass-program]``: the run is clean, or the
  pass refuses the input as mlir-opt does (``rej`` in the table);
- ``test_optimization_allocation_counts``: prints (``pytest -s``) heap + pool
  allocations at run time with and without each pass, bufls/upstream, and
  checks that the passes meant to save allocations make no more than the
  pipeline alone.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent


def _load(name: str, filename: str):
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, HERE / filename)
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


harness = _load("bufls_tests_exec_harness", "harness.py")
counts = _load("bufls_tests_exec_optimization_counts", "optimization_counts.py")

#: The programs each pass runs on: the first also under valgrind.
SUBSET = {
    "buffer-hoisting": [
        "scf_if_yield",
        "cf_diamond_nested",
        "calls_recursive",
        "pool_mixed_block_arg",
        "scf_deep_nest",
    ],
    "buffer-loop-hoisting": [
        "scf_for_conditional_yield",
        "alloca_in_loop",
        "scf_for_iter_swap",
        "views_in_loop",
        "cf_nested_loops",
    ],
    "promote-buffers-to-stack": [
        "cf_diamond_nested",
        "generic_many_live",
        "scf_for_iter_swap",
        "pool_basic",
        "views_expand_collapse",
    ],
    "optimize-allocation-liveness": [
        "generic_many_live",
        "scf_while_alloc_before",
        "dynamic_select",
        "rt_calls_mixed_join",
        "calls_multi_return",
    ],
    "drop-equivalent-buffer-results": [
        "calls_return_argument_in_place",
        "calls_private_return_arg",
        "calls_multi_return",
        "calls_mutual_recursion",
    ],
    "buffer-results-to-out-params": [
        "calls_private_return_arg",
        "calls_mutual_recursion",
        "calls_multi_return",
        "kitchen_sink",
        "calls_return_argument_in_place",
    ],
}
#: Passes whose point is fewer run-time allocations (or the same number).
SAVING = (
    "buffer-loop-hoisting",
    "promote-buffers-to-stack",
    "optimize-allocation-liveness",
    "drop-equivalent-buffer-results",
)

#: Runs known to fail, and why (strict: a fix must remove the entry).
KNOWN_FAILURES: dict[tuple[str, str], str] = {}  # (pass, program) -> the bug, for a strict xfail


MISSING = harness.tools_missing()
REGISTERED = harness.registered_optimizations() if MISSING is None else []
BY_NAME = {p.name: p for p in harness.load_programs()}
CASES = [(p, n) for p in REGISTERED for n in SUBSET[p]]

pytestmark = [
    pytest.mark.skipif(MISSING is not None, reason=MISSING or ""),
    pytest.mark.xdist_group("exec-optimizations"),
]


def test_subset_names_programs_that_exist():
    assert set(SUBSET) == set(harness.OPTIMIZATIONS)
    assert all(n in BY_NAME for names in SUBSET.values() for n in names)


@pytest.fixture(scope="module")
def matrix(tmp_path_factory):
    work = tmp_path_factory.mktemp("exec-opt")
    runtime = harness.build_runtime(work / "runtime")
    passes_of: dict[str, list[str]] = {}
    for p, n in CASES:
        passes_of.setdefault(n, []).append(p)
    plan = [(BY_NAME[n], ps) for n, ps in passes_of.items()]
    valgrind = [(SUBSET[p][0], p) for p in REGISTERED] if harness.valgrind_missing() is None else []
    return plan, counts.run_matrix(plan, runtime, work, valgrind)


@pytest.mark.parametrize(
    ("pass_name", "name"),
    [
        pytest.param(p, n, id=f"{p}-{n}", marks=[pytest.mark.xfail(strict=True, reason=KNOWN_FAILURES[(p, n)])])
        if (p, n) in KNOWN_FAILURES
        else pytest.param(p, n, id=f"{p}-{n}")
        for p, n in CASES
    ],
)
def test_optimization_runs_clean(matrix, pass_name, name):
    _, cells = matrix
    cell = cells[(name, harness.optimized_pipeline(pass_name))]
    assert not cell.problems, "\n".join(cell.problems)
    if cell.rejected:
        return
    assert cell.bufls.ok


def test_optimization_allocation_counts(matrix, capsys):
    if not REGISTERED:
        pytest.skip("no optimization registered in bufls opt")
    plan, cells = matrix
    programs = [prog for prog, _ in plan]
    with capsys.disabled():
        print()
        print(counts.table(programs, REGISTERED, cells))
    more = []
    for prog, passes in plan:
        base = cells[(prog.name, counts.PIPELINE)].allocs(cells[(prog.name, counts.PIPELINE)].bufls)
        for p in passes:
            cell = cells[(prog.name, harness.optimized_pipeline(p))]
            ours = cell.allocs(cell.bufls)
            if p in SAVING and None not in (base, ours) and ours > base:
                more.append(f"{prog.name} [{p}]: {ours} allocations, {base} with the pipeline alone")
    assert not more
