"""The analyses behind the ownership pass: liveness, CFG order and back
edges, the ownership lattice, and allocation resources of memref values."""

from __future__ import annotations

import pytest

from bufls.core.analysis.buffer_resources import BufferResources
from bufls.core.analysis.cfg import back_edges, dominance_order
from bufls.core.analysis.liveness import Liveness
from bufls.core.analysis.ownership_state import UNINITIALIZED, UNKNOWN, unique
from bufls.core.analysis.resources import resources_from_config
from bufls.core.api import parse_file
from bufls.core.ir import interfaces as I
from bufls.core.ir.builder import Builder
from bufls.core.ir.nodes import Block

POOL = resources_from_config(
    {"resource": [{"name": "pool", "alloc": ["acme.pool_alloc"], "dealloc": "acme.pool_free"}]}
)


def module(text: str):
    result = parse_file(text)
    assert not result.diagnostics, result.diagnostics
    return result.modules[0].op


def func(text: str):
    return next(op for op in module(text).walk() if op.name == "func.func")


def named(op, name: str):
    """The value named ``%name`` (result or block argument) nested in ``op``."""
    for o in op.walk():
        for r in o.results:
            if r.name == name:
                return r
        for region in o.regions:
            for b in region.blocks:
                for a in b.args:
                    if a.name == name:
                        return a
    raise KeyError(name)


def blocks(f):
    return f.regions[0].blocks


LOOP = """
func.func @f(%n: index, %m: memref<2xf32>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2xf32>
  cf.br ^head(%c0 : index)
^head(%i: index):
  %go = arith.cmpi slt, %i, %n : index
  cf.cond_br %go, ^body, ^exit
^body:
  %x = memref.load %a[%c0] : memref<2xf32>
  cf.br ^head(%i : index)
^exit:
  return
}
"""


# ---------------------------------------------------------------------------
# liveness


def test_a_value_used_in_a_loop_is_live_around_the_back_edge():
    f = func(LOOP)
    live = Liveness(f)
    entry, head, body, exit_ = blocks(f)
    a = named(f, "a")
    assert a in live.live_out(entry) and a in live.live_in(head)
    assert a in live.live_out(body), "the back edge keeps %a alive"
    assert a not in live.live_in(exit_) and a not in live.live_out(head) - live.live_in(body)


def test_a_value_used_in_a_nested_region_is_live_in_there_but_not_live_out():
    f = func("""
func.func @f(%c: i1, %out: memref<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  scf.if %c {
    memref.copy %a, %out : memref<2xf32> to memref<2xf32>
  }
  return
}
""")
    live = Liveness(f)
    a = named(f, "a")
    inner = next(op for op in f.walk() if op.name == "scf.if").regions[0].blocks[0]
    assert a in live.live_in(inner)
    assert a not in live.live_out(inner)
    assert a not in live.live_out(blocks(f)[0])


def test_block_arguments_are_not_live_in_their_block():
    f = func(LOOP)
    live = Liveness(f)
    head = blocks(f)[1]
    assert named(f, "i") not in live.live_in(head)
    assert named(f, "i") in live.live_out(head)  # used by ^body


# ---------------------------------------------------------------------------
# CFG order and back edges

DIAMOND = """
func.func @f(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  return
}
"""


def test_dominance_order_is_a_depth_first_preorder():
    f = func(DIAMOND)
    b0, b1, b2, b3 = blocks(f)
    assert dominance_order(f.regions[0]) == [b0, b1, b3, b2]


def test_unreachable_blocks_come_last():
    f = func("""
func.func @f() {
  cf.br ^bb2
^bb1:
  cf.br ^bb2
^bb2:
  return
}
""")
    b0, b1, b2 = blocks(f)
    assert dominance_order(f.regions[0]) == [b0, b2, b1]


def test_back_edges_of_a_cf_loop_and_none_in_a_diamond():
    f = func(LOOP)
    _, head, body, _ = blocks(f)
    assert back_edges(f) == [(body, head)]
    assert back_edges(func(DIAMOND)) == []


# ---------------------------------------------------------------------------
# the ownership lattice


def _constants():
    b = Builder.at_end(Block())
    return (
        b.constant_bool(True),
        b.constant_bool(True),
        b.constant_bool(False),
        b.andi(b.constant_bool(True), b.constant_bool(False)),
    )


def test_uninitialized_is_neutral_and_unknown_absorbs():
    t, _, _, _ = _constants()
    assert UNINITIALIZED.combined(unique(t)).indicator is t
    assert unique(t).combined(UNINITIALIZED).indicator is t
    assert unique(t).combined(UNKNOWN).is_unknown
    assert UNKNOWN.combined(UNINITIALIZED).is_unknown


def test_equal_constant_indicators_join_to_unique_others_to_unknown():
    t1, t2, false, x = _constants()
    assert unique(t1).combined(unique(t2)).is_unique, "two `true` constants are the same indicator"
    assert unique(x).combined(unique(x)).is_unique
    assert unique(t1).combined(unique(false)).is_unknown
    assert unique(t1).combined(unique(x)).is_unknown


# ---------------------------------------------------------------------------
# allocation resources of memref values

MIXED = """
func.func @f(%c: i1, %n: index) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %p = "acme.pool_alloc"(%n) : (index) -> memref<?xf32>
  cf.br ^bb3(%p : memref<?xf32>)
^bb2:
  %h = memref.alloc(%n) : memref<?xf32>
  %s = memref.alloca(%n) : memref<?xf32>
  cf.br ^bb3(%h : memref<?xf32>)
^bb3(%m: memref<?xf32>):
  %v = memref.subview %m[0] [1] [1] : memref<?xf32> to memref<1xf32, strided<[1]>>
  return
}
"""


def analyse(text: str, resources=POOL, dynamic=False):
    m = module(text)
    functions = {op.attr("sym_name").value: op for op in m.walk() if I.is_function(op)}
    return m, BufferResources(m, resources, functions, dynamic)


def test_only_builtin_buffers_make_the_analysis_trivial():
    m, res = analyse(
        MIXED.replace('"acme.pool_alloc"(%n) : (index) -> memref<?xf32>', "memref.alloc(%n) : memref<?xf32>")
    )
    assert res.trivial
    assert res.indicators(named(m, "m")) == ("memref",)


def test_a_block_argument_fed_by_two_resources_holds_both():
    m, res = analyse(MIXED)
    assert not res.trivial
    assert res.of(named(m, "m")) == {"memref", "pool"}
    assert res.indicators(named(m, "m")) == ("memref", "pool")
    assert res.of(named(m, "v")) == {"memref", "pool"}, "a view holds its source's buffers"
    assert res.of(named(m, "s")) == {"alloca"}
    assert res.indicators(named(m, "s")) == ("memref",), "automatic resources need no indicator"
    assert res.of(named(m, "c")) == set()


def test_loop_carried_slots_share_one_set():
    m, res = analyse("""
func.func @f(%n: index, %c1: index) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %h = memref.alloc(%n) : memref<?xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%cur = %h) -> (memref<?xf32>) {
    %p = "acme.pool_alloc"(%n) : (index) -> memref<?xf32>
    scf.yield %p : memref<?xf32>
  }
  return %r : memref<?xf32>
}
""")
    assert res.of(named(m, "cur")) == res.of(named(m, "r")) == {"memref", "pool"}
    f = next(op for op in m.walk() if op.name == "func.func")
    assert res.return_resource(f, 0) == "memref", "mixed returns are handed over as memref buffers"


def test_a_callee_returning_pool_buffers_hands_over_pool_buffers():
    m, res = analyse("""
func.func @make(%n: index) -> memref<?xf32> {
  %p = "acme.pool_alloc"(%n) : (index) -> memref<?xf32>
  return %p : memref<?xf32>
}
func.func @use(%n: index) {
  %m = call @make(%n) : (index) -> memref<?xf32>
  return
}
""")
    make = next(op for op in m.walk() if op.name == "func.func")
    assert res.return_resource(make, 0) == "pool"
    assert res.of(named(m, "m")) == {"pool"}


@pytest.mark.parametrize("dynamic", [False, True])
def test_external_callees_return_memref_buffers(dynamic):
    m, res = analyse(
        """
func.func private @ext(index) -> memref<?xf32>
func.func @use(%n: index) {
  %p = "acme.pool_alloc"(%n) : (index) -> memref<?xf32>
  %m = call @ext(%n) : (index) -> memref<?xf32>
  return
}
""",
        dynamic=dynamic,
    )
    assert res.of(named(m, "m")) == {"memref"}
