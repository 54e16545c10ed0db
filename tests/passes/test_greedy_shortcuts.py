"""The greedy driver's shortcuts change nothing in what it produces: rounds
that leave out the functions the previous round did not change
(``greedy_walks.SKIP_CLEAN_FUNCTIONS``), generic patterns tried only on the op
names they declare (``only_for``), and the name-level answers remembered by
the dead-op check, dead_allocation and CSE."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from bufls.core import api
from bufls.core.dialects import _memref_patterns as M
from bufls.core.ir.interfaces import Effect, EffectInstance, effect, memory_effects
from bufls.core.passes import canonicalize as C
from bufls.core.passes import greedy as G
from bufls.core.passes import greedy_walks as W
from bufls.core.passes.base import PassError, _default_resources, run_pipeline
from bufls.core.passes.cse import _CSE

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "tests" / "corpus"
FILES = sorted((CORPUS / "upstream" / "cases").glob("*.mlir")) + sorted((CORPUS / "parse" / "cases").glob("*.mlir"))
FLAGS = (
    ["--canonicalize"],
    ["--buffer-deallocation-pipeline"],
    ["--ownership-based-buffer-deallocation", "--buffer-deallocation-simplification"],
)

sys.path.insert(0, str(ROOT / "benchmarks"))
import genmod  # noqa: E402


def _generated() -> list[tuple[str, str]]:
    """Small generated modules: many functions, loops, calls; CFG loops too."""
    out = []
    for seed in (1, 2, 3):
        out.append((f"gen{seed}", genmod.generate(400, seed, "none")))
        out.append((f"gen{seed}cf", genmod.generate(400, seed, "none", cf_loops=True)))
    return out


def _inputs() -> list[tuple[str, str]]:
    return [(p.name, p.read_text()) for p in FILES] + _generated()


def _run(text: str, flags: list[str]) -> str:
    result = api.parse_file(text, "input.mlir")
    if any(d.severity.name == "ERROR" for d in result.diagnostics):
        return "<parse error>"
    try:
        for pm in result.modules:
            run_pipeline(pm, flags)
    except PassError as exc:
        return f"<rejected: {exc.message}>"
    return api.print_result(result)


@pytest.mark.parametrize("flags", FLAGS, ids=lambda f: " ".join(f))
def test_leaving_out_unchanged_functions_gives_the_same_output(flags, monkeypatch):
    differ = []
    for name, text in _inputs():
        monkeypatch.setattr(W, "SKIP_CLEAN_FUNCTIONS", True)
        fast = _run(text, flags)
        monkeypatch.setattr(W, "SKIP_CLEAN_FUNCTIONS", False)
        plain = _run(text, flags)
        if fast != plain:
            differ.append(name)
    assert not differ, differ


def test_later_rounds_visit_only_the_functions_that_changed():
    text = genmod.generate(1500, 4, "none")
    module = api.parse_file(text, "gen.mlir").modules[0].op
    walked: list[int] = []
    real = W.round_ops

    def counting(*args):
        ops, units, total = real(*args)
        walked.append((len(ops), total))
        return ops, units, total

    try:
        G.round_ops = counting
        C.canonicalize(module, _default_resources())
    finally:
        G.round_ops = real
    assert len(walked) >= 2
    assert walked[0][0] == walked[0][1]  # the first round visits everything
    assert walked[-1][0] < walked[-1][1]  # the last one only what changed


def _ops_of_corpus():
    for path in FILES:
        result = api.parse_file(path.read_text(), str(path))
        for pm in result.modules:
            yield from G._pre_order(pm.op)


def test_a_generic_pattern_never_rewrites_an_op_its_names_exclude():
    resources = _default_resources()
    rw = G.Rewriter(resources)
    excluded = 0
    for op in _ops_of_corpus():
        for pattern in C.canonicalization_patterns()[1]:
            applies = getattr(pattern, "applies_to", None)
            if applies is None or applies(op.name, resources) or op.parent is None:
                continue
            excluded += 1
            assert not pattern(op, rw), (pattern.__name__, op.name)
    assert excluded


def test_an_op_name_that_cannot_free_or_write_never_frees_nor_writes_a_value():
    resources = _default_resources()
    rw = G.Rewriter(resources)
    for op in _ops_of_corpus():
        if op.results or op.regions or M._may_free_or_write(op.name, rw):
            continue
        for v in op.operands:
            assert not M._is_free_of(op, v, rw) and not M._is_store_into(op, v, rw), op.name


def test_cse_kinds_remembered_by_name_are_those_of_every_op():
    resources = _default_resources()
    remembered, fresh = _CSE(resources), _CSE(resources)
    seen = 0
    for op in _ops_of_corpus():
        kind = remembered._kind(op)
        fresh._kinds.clear()
        assert kind == fresh._kind(op), op.name
        seen += 1
    assert seen and remembered._kinds


def test_effect_instances_are_shared_and_equal_to_new_ones():
    a = effect(Effect.READ, 2)
    assert a is effect(Effect.READ, 2)
    assert a == EffectInstance(Effect.READ, operand=2)
    assert effect(Effect.ALLOCATE, result=0) == EffectInstance(Effect.ALLOCATE, result=0)
    assert effect(Effect.WRITE) == EffectInstance(Effect.WRITE)
    text = "func.func @f(%m: memref<2xf32>) {\n  linalg.fill ins(%c : f32) outs(%m : memref<2xf32>)\n  return\n}"
    text = text.replace("linalg.fill ins(%c", "%c = arith.constant 0.0 : f32\n  linalg.fill ins(%c")
    fill = next(op for op in G._pre_order(api.parse_file(text, "f.mlir").modules[0].op) if op.name == "linalg.fill")
    assert memory_effects(fill) == [EffectInstance(Effect.WRITE, operand=1)]
