"""What the checker compares states on: the values visible at a point, and
among them those that may still be used (``Scopes.live``)."""

from __future__ import annotations

import textwrap

from bufls.core.analysis.scopes import Scopes
from bufls.core.api import parse_file

SRC = textwrap.dedent("""
    func.func @f(%n: index, %m: memref<4xf32>) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %a = memref.alloc() : memref<4xf32>
      %b = memref.alloc() : memref<4xf32>
      memref.copy %a, %m : memref<4xf32> to memref<4xf32>
      scf.for %i = %c0 to %n step %c1 {
        %t = memref.alloc() : memref<4xf32>
        memref.copy %b, %t : memref<4xf32> to memref<4xf32>
        memref.dealloc %t : memref<4xf32>
      }
      memref.dealloc %b : memref<4xf32>
      return
    }
    """)


def body():
    result = parse_file(SRC, "t.mlir")
    assert not result.diagnostics
    (module,) = result.modules
    func = next(op for op in module.op.regions[0].blocks[0].ops if op.name == "func.func")
    return func.regions[0].blocks[0]


def names(values):
    return [v.name for v in values]


def test_a_value_whose_last_use_is_behind_the_point_is_not_live():
    entry = body()
    scopes = Scopes()
    after_copy = 5  # before the scf.for: %a was last used by the copy
    assert "a" in names(scopes.visible(entry, after_copy))
    live = names(scopes.live(entry, after_copy))
    assert "a" not in live and "m" not in live  # (the checker keeps argument buffers apart)
    assert {"b", "n", "c0", "c1"} <= set(live)


def test_outer_values_used_in_a_loop_body_are_live_throughout_it():
    entry = body()
    loop = entry.ops[5]
    loop_body = loop.regions[0].blocks[0]
    scopes = Scopes()
    end = len(loop_body.ops)  # after the dealloc of %t, before the yield
    live = names(scopes.live(loop_body, end - 1))
    assert "b" in live  # used after the loop, and by the copy on the next iteration
    assert "a" not in live
    assert "t" not in live  # freed and never used again


def test_live_is_a_subset_of_visible_in_its_order():
    entry = body()
    scopes = Scopes()
    for pos in range(len(entry.ops) + 1):
        vis = scopes.visible(entry, pos)
        live = scopes.live(entry, pos)
        assert [v for v in vis if v in set(live)] == live
