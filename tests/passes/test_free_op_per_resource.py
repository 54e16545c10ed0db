"""Which op frees a buffer once ``bufferization.dealloc`` is lowered, with a
configured ``pool`` resource (``core/passes/lower_deallocations.py``,
``_Lowering.free_op``).

The ownership pass keeps one ownership indicator per (value, resource): a
value that may hold a default ``memref`` buffer or a pool buffer is freed by
a ``bufferization.dealloc`` under its ``memref`` indicator and by an inline
``acme.pool_free`` under its ``pool`` indicator.  The lowering must then free
the ``bufferization.dealloc`` side with ``memref.dealloc``, even though one of
the buffer's origins is a pool allocation: a call result, a function argument
or an scf result of such a join is a buffer of the default resource (the
miscompile of random soundness programs 40, 80, 170: both freed with
``acme.pool_free``).  Golden IR of the cf join:
tests/golden/passes/ownership/configured/call_result_pool_join.mlir.
"""

from __future__ import annotations

from collections import Counter

import pytest

from bufls.core.analysis.resources import resources_from_config
from bufls.core.api import parse_file, print_result
from bufls.core.passes.base import run_pipeline

POOL = resources_from_config(
    {
        "resource": [
            {"name": "pool", "alloc": ["acme.pool_alloc"], "dealloc": "acme.pool_free", "clone": "acme.pool_clone"}
        ]
    }
)

PIPELINE = "--buffer-deallocation-pipeline"
DYNAMIC = "--buffer-deallocation-pipeline=private-function-dynamic-ownership=true"
FREES = ("memref.dealloc", "acme.pool_free")

MAKE = """\
func.func private @make(%n: index) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  return %a : memref<?xf32>
}
"""

CF_JOIN = (
    MAKE
    + """\
func.func @f(%p: i1, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  cf.cond_br %p, ^bb1, ^bb2
^bb1:
  %c = func.call @make(%n) : (index) -> memref<?xf32>
  cf.br ^bb3(%c : memref<?xf32>)
^bb2:
  %q = "acme.pool_alloc"(%n) : (index) -> memref<?xf32>
  cf.br ^bb3(%q : memref<?xf32>)
^bb3(%j: memref<?xf32>):
  %v = memref.load %j[%c0] : memref<?xf32>
  return %v : f32
}
"""
)

EXTERNAL_CF_JOIN = CF_JOIN.replace(MAKE, "func.func private @make(%n: index) -> memref<?xf32>\n")

SCF_JOIN = (
    MAKE
    + """\
func.func @f(%p: i1, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %r = scf.if %p -> memref<?xf32> {
    %c = func.call @make(%n) : (index) -> memref<?xf32>
    scf.yield %c : memref<?xf32>
  } else {
    %q = "acme.pool_alloc"(%n) : (index) -> memref<?xf32>
    scf.yield %q : memref<?xf32>
  }
  %v = memref.load %r[%c0] : memref<?xf32>
  return %v : f32
}
"""
)

POOL_ONLY_JOIN = """\
func.func @f(%p: i1, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  cf.cond_br %p, ^bb1, ^bb2
^bb1:
  %a = "acme.pool_alloc"(%n) : (index) -> memref<?xf32>
  cf.br ^bb3(%a : memref<?xf32>)
^bb2:
  %b = "acme.pool_alloc"(%n) : (index) -> memref<?xf32>
  cf.br ^bb3(%b : memref<?xf32>)
^bb3(%j: memref<?xf32>):
  %v = memref.load %j[%c0] : memref<?xf32>
  return %v : f32
}
"""


def run(text: str, *flags: str) -> str:
    result = parse_file(text, "case.mlir", split=True)
    assert not [d for d in result.diagnostics if d.severity.name == "ERROR"]
    for pm in result.modules:
        run_pipeline(pm, list(flags), POOL, [])
    return print_result(result)


def frees_in(text: str, func: str = "@f") -> Counter:
    """The free ops of function ``func`` of printed IR, by name."""
    out: Counter = Counter()
    inside = False
    for line in text.splitlines():
        if line.startswith("func.func"):
            inside = f" {func}(" in line
        elif inside:
            for name in FREES:
                if f"{name} " in line or f'"{name}"' in line:
                    out[name] += 1
    return out


@pytest.mark.parametrize("flags", [PIPELINE, DYNAMIC], ids=["static", "dynamic"])
@pytest.mark.parametrize(
    "text", [CF_JOIN, EXTERNAL_CF_JOIN, SCF_JOIN], ids=["cf_join", "external_callee_cf_join", "scf_if_join"]
)
def test_a_call_result_joined_with_a_pool_buffer_is_freed_by_each_resource_own_op(text, flags):
    assert frees_in(run(text, flags)) == Counter({"memref.dealloc": 1, "acme.pool_free": 1})


def test_the_join_frees_the_call_result_under_its_memref_indicator():
    out = run(CF_JOIN, PIPELINE)
    # the call edge passes (true, false), the pool edge (false, true)
    assert "cf.br ^bb3(%c, %true, %false" in out and "cf.br ^bb3(%q, %false, %true" in out
    after = out.split("^bb3(%j: memref<?xf32>, %0: i1, %1: i1):")[1]
    assert after.index("scf.if %0 {\n    memref.dealloc") < after.index('scf.if %1 {\n    "acme.pool_free"')


def test_a_join_of_pool_buffers_only_is_freed_with_the_pool_op_only():
    # (its memref indicator, false on every edge, is still freed -- with the pool's op)
    frees = frees_in(run(POOL_ONLY_JOIN, PIPELINE))
    assert frees["acme.pool_free"] >= 1 and frees["memref.dealloc"] == 0


LOWER = "--bufferization-lower-deallocations"

HAND_WRITTEN = """\
func.func private @make() -> memref<4xf32>
func.func @f(%p: i1, %c: i1, %arg: memref<4xf32>) {
  cf.cond_br %p, ^bb1, ^bb2
^bb1:
  %m = func.call @make() : () -> memref<4xf32>
  cf.br ^bb3(%m : memref<4xf32>)
^bb2:
  %q = "acme.pool_alloc"() : () -> memref<4xf32>
  cf.br ^bb3(%q : memref<4xf32>)
^bb3(%j: memref<4xf32>):
  bufferization.dealloc (%j : memref<4xf32>) if (%c)
  return
}
"""


@pytest.mark.parametrize(
    "origin, expected",
    [
        ("%m = func.call @make() : () -> memref<4xf32>", "memref.dealloc"),
        ('%m = "acme.pool_alloc"() : () -> memref<4xf32>', "acme.pool_free"),
        ("%m = memref.cast %arg : memref<4xf32> to memref<4xf32>", "memref.dealloc"),
        ("%m = memref.alloc() : memref<4xf32>", "memref.dealloc"),
    ],
    ids=["call_result", "pool_alloc", "function_argument", "memref_alloc"],
)
def test_lowering_frees_with_a_resource_op_only_when_every_origin_is_its_allocation(origin, expected):
    """The other edge always brings a pool buffer: only a second pool
    allocation makes the pool's op the free op."""
    text = HAND_WRITTEN.replace("%m = func.call @make() : () -> memref<4xf32>", origin)
    assert frees_in(run(text, LOWER)) == Counter({expected: 1})
