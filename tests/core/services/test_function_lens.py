"""A function's contract in one line (core/services/function_lens.py):
what it owns, frees and returns, its ABI problems and other problems, from
the pass's rules, the ops' effects and the checker's diagnostics."""

from __future__ import annotations

from bufls.core.analysis.resources import DEFAULT
from bufls.core.services.document import snapshot_of
from bufls.core.services.explain.values import functions_in
from bufls.core.services.function_lens import function_lens

TEXT = """\
func.func @f(%arg0: memref<4xf32>, %c: i1) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %s = memref.alloca() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return %b : memref<4xf32>
}
func.func @g(%arg0: memref<4xf32>) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  memref.dealloc %arg0 : memref<4xf32>
  return %arg0 : memref<4xf32>
}
func.func @k(%arg0: memref<4xf32>) -> memref<4xf32> {
  return %arg0 : memref<4xf32>
}
func.func private @h(%x: memref<8xf32> {bufls.consumed}) {
  memref.dealloc %x : memref<8xf32>
  return
}
"""


def lenses(text: str) -> dict[str, str]:
    snap = snapshot_of(text, path="/x/a.mlir")
    out = {}
    for u in snap.units():
        for func in functions_in(snap.unit_at(u.start)):
            lens = function_lens(func, snap.diagnostics, DEFAULT)
            out[lens.name] = lens.line()
    return out


def test_each_function_gets_its_contract_in_one_line():
    """(@g returns the argument it freed: a use after free, which the
    checker reports instead of the BUF102 of returning an argument)"""
    got = lenses(TEXT)
    assert got["@f"] == "owns 2 buffers · frees 1 · returns 1 owned · ABI ok"
    assert got["@g"] == (
        "owns 1 buffer · frees 1 · returns 1 owned · ABI: 1 problem (BUF101) · 1 leak · 1 use after free"
    )
    assert got["@k"] == "owns 0 buffers · frees 0 · returns 1 owned · ABI: 1 problem (BUF102)"
    assert got["@h"] == "owns 1 buffer · frees 1 · returns 0 owned · ABI ok"  # a consumed argument is its own


def test_a_nested_function_counts_for_itself():
    text = """\
builtin.module @outer {
  func.func @a() {
    %x = memref.alloc() : memref<4xf32>
    return
  }
}
"""
    assert lenses(text) == {
        "@a": "owns 1 buffer · frees 0 · returns 0 owned · ABI ok · needs the deallocation pipeline"
    }
