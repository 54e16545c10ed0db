"""Regions of ops whose semantics bufls does not know (an op in custom
syntax it cannot read, an unregistered generic op) are checked apart for the
buffers allocated inside them (``engine.run_regions_apart``); the buffers
they use from outside, and the ones their last op may pass on, are
uncertain and never reported."""

from __future__ import annotations

import textwrap

from bufls.core.analyze import analyze


def codes(src: str):
    text = textwrap.dedent(src).lstrip("\n")
    return sorted((d.code, text.count("\n", 0, d.start) + 1) for d in analyze(text, "t.mlir"))


def test_a_leak_and_a_double_free_inside_an_unknown_loop():
    assert codes("""
        func.func @f(%n: index) {
          foo.loop (%i) = (0) to (%n) {
            %a = memref.alloc(%i) : memref<?xf32>
            %b = memref.alloc(%i) : memref<?xf32>
            memref.dealloc %b : memref<?xf32>
            memref.dealloc %b : memref<?xf32>
          }
          return
        }
        """) == [("BUF001", 3), ("BUF002", 6)]


def test_a_buffer_freed_inside_is_clean():
    assert (
        codes("""
        func.func @f() {
          foo.region {
            %a = memref.alloc() : memref<4xf32>
            memref.dealloc %a : memref<4xf32>
          }
          return
        }
        """)
        == []
    )


def test_a_buffer_passed_to_the_unknown_terminator_is_not_a_leak():
    assert codes("""
        func.func @f() {
          %r = "foo.produce"() ({
            %a = memref.alloc() : memref<4xf32>
            "foo.yield"(%a) : (memref<4xf32>) -> ()
          }) : () -> memref<4xf32>
          return
        }
        """) == [("BUF202", 4)]


def test_an_outer_buffer_freed_inside_is_uncertain_not_a_double_free():
    assert codes("""
        func.func @f() {
          %a = memref.alloc() : memref<4xf32>
          foo.loop (%i) = (0) to (4) {
            memref.dealloc %a : memref<4xf32>
          }
          return
        }
        """) == [("BUF202", 3)]  # what was assumed of the loop is said
