"""No false alarms: zero BUF001-BUF102 findings on correct IR.

Run with ``-s`` for the tallies:

    pytest tests/checker/test_no_false_alarms.py -s

* every valid output of the real ``mlir-opt`` on the upstream
  OwnershipBasedBufferDeallocation cases (the pipeline and the RUN-line
  alternatives: partial pipelines with ``bufferization.dealloc``, dynamic
  ownership, the generated ``@dealloc_helper``);
* ``mlir-opt --buffer-deallocation-pipeline`` on modules of the generator;
* bufls' own pipeline on the upstream inputs and on generated modules;
* hand-written correct deallocations (``genmod --deallocs all``: CFG
  diamonds and loops with memref block arguments).

The single-pass upstream files (simplification, lowering, out-params) free
function arguments on purpose; their findings are printed, not asserted.
"""

from __future__ import annotations

import collections
import time

import corpora
import pytest

from bufls.core.api import parse_file
from bufls.core.checker import engine as checker

OWNERSHIP_CODES = ("BUF001", "BUF002", "BUF003", "BUF004", "BUF101", "BUF102")


def _check_all(items):
    checker.STRICT = True
    tally = collections.Counter()
    bad = []
    functions = 0
    t0 = time.perf_counter()
    for name, text, cfg in items:
        result = parse_file(text, name)
        assert not result.diagnostics, (name, result.diagnostics[:2])
        for pm in result.modules:
            functions += sum(1 for op in pm.op.walk() if op.name == "func.func")
            for d in checker.check_module(pm, cfg, text=text):
                tally[d.code] += 1
                if d.code in OWNERSHIP_CODES:
                    bad.append((name, d.code, text.count("\n", 0, d.start) + 1, d.message))
    return tally, bad, functions, time.perf_counter() - t0


def _show(title, items, tally, bad, functions, seconds):
    lines = sum(t.count("\n") for _, t, _ in items)
    print(
        f"\n{title}: {len(items)} files, {functions} functions, {lines} lines, "
        f"{seconds:.1f} s; BUF001-BUF102: {sum(tally[c] for c in OWNERSHIP_CODES)}; "
        f"all codes: {dict(sorted(tally.items()))}"
    )
    for b in bad[:20]:
        print("   ", *b)


def test_upstream_mlir_opt_outputs():
    items = corpora.upstream_outputs()
    if not items:
        pytest.skip("upstream corpus not found")
    res = _check_all(items)
    _show("mlir-opt outputs of the upstream ownership cases", items, *res)
    assert res[1] == []


def test_upstream_single_pass_files_are_shown_apart():
    items = corpora.upstream_synthetic()
    if not items:
        pytest.skip("upstream corpus not found")
    res = _check_all(items)
    _show("single-pass upstream files (synthetic inputs that free arguments: findings expected)", items, *res)


def test_mlir_opt_pipeline_on_generated_modules():
    items = list(corpora.mlir_opt_generated(16, 600))
    if not items:
        pytest.skip("mlir-opt not installed")
    res = _check_all(items)
    _show("mlir-opt --buffer-deallocation-pipeline on genmod --deallocs none", items, *res)
    assert res[1] == []


def test_bufls_pipeline_outputs():
    if not corpora.bufls_available():
        pytest.skip("bufls' pipeline not built")
    items, status = corpora.bufls_pipeline(corpora.upstream_inputs() + corpora.generated_inputs(16, 600))
    res = _check_all(items)
    _show(f"bufls' --buffer-deallocation-pipeline ({status})", items, *res)
    assert res[1] == []


def test_bufls_pipeline_on_modules_of_other_shapes():
    """Big functions ended with a ``@dealloc_helper`` call of 95 entries
    (past the 64 elements whose contents were tracked: every free after it a
    free choice, 59 errors and 337 warnings on 10,000 lines), and joins
    made the helper's arrays unknown (false frees of arguments)."""
    if not corpora.bufls_available():
        pytest.skip("bufls' pipeline not built")
    items, status = corpora.bufls_pipeline(corpora.shaped_inputs(1500, (1, 2)))
    res = _check_all(items)
    _show(f"bufls' --buffer-deallocation-pipeline on genshapes ({status})", items, *res)
    assert status.get("ok") == 9
    assert res[1] == []


def test_hand_written_deallocations():
    items = corpora.hand_written(24, 600)
    res = _check_all(items)
    _show("genmod --deallocs all (hand-written frees, CFG loops)", items, *res)
    assert res[1] == []
