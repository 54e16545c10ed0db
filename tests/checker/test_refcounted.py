"""Reference-counted resources in the checker (``kind = "refcounted"``):
each buffer counts the references the function holds."""

from __future__ import annotations

import textwrap

from bufls.core.analysis.resources import resources_from_config
from bufls.core.api import parse_file
from bufls.core.checker import engine as checker

checker.STRICT = True

RC = resources_from_config(
    {
        "resource": [
            {"name": "rc", "kind": "refcounted", "alloc": ["rc.alloc"], "retain": "rc.retain", "release": "rc.release"}
        ]
    }
)


def check(src: str):
    text = textwrap.dedent(src).lstrip("\n")
    (pm,) = parse_file(text, "t.mlir").modules
    return [
        (d.code, text.count("\n", 0, d.start) + 1, d.message) for d in checker.check_module(pm, resources=RC, text=text)
    ]


def codes(found):
    return [(c, ln) for c, ln, _ in found]


def test_balanced_retains_and_releases_are_quiet():
    found = check("""
        func.func @f(%i: index, %c: i1) -> f32 {
          %a = "rc.alloc"() : () -> memref<4xf32>
          %b = "rc.retain"(%a) : (memref<4xf32>) -> memref<4xf32>
          "rc.release"(%a) : (memref<4xf32>) -> ()
          %x = memref.load %b[%i] : memref<4xf32>
          scf.if %c {
            %d = "rc.retain"(%b) : (memref<4xf32>) -> memref<4xf32>
            "rc.release"(%d) : (memref<4xf32>) -> ()
          }
          "rc.release"(%b) : (memref<4xf32>) -> ()
          return %x : f32
        }
        func.func @g() -> memref<4xf32> {
          %a = "rc.alloc"() : () -> memref<4xf32>
          return %a : memref<4xf32>
        }
        func.func @h(%p: memref<4xf32>) {
          %q = "rc.retain"(%p) : (memref<4xf32>) -> memref<4xf32>
          "rc.release"(%q) : (memref<4xf32>) -> ()
          return
        }
    """)
    assert found == []


def test_a_missing_release_is_a_leak():
    found = check("""
        func.func @f(%c: i1) {
          %a = "rc.alloc"() : () -> memref<4xf32>
          %b = "rc.retain"(%a) : (memref<4xf32>) -> memref<4xf32>
          "rc.release"(%a) : (memref<4xf32>) -> ()
          scf.if %c {
            "rc.release"(%b) : (memref<4xf32>) -> ()
          }
          return
        }
    """)
    assert codes(found) == [("BUF001", 2)]
    assert "leak: %a is never released when %c is false" in found[0][2]


def test_a_release_too_many_and_a_use_after_the_last_release():
    found = check("""
        func.func @f(%i: index) -> f32 {
          %a = "rc.alloc"() : () -> memref<4xf32>
          %b = "rc.retain"(%a) : (memref<4xf32>) -> memref<4xf32>
          "rc.release"(%b) : (memref<4xf32>) -> ()
          "rc.release"(%a) : (memref<4xf32>) -> ()
          %x = memref.load %b[%i] : memref<4xf32>
          "rc.release"(%a) : (memref<4xf32>) -> ()
          return %x : f32
        }
    """)
    assert codes(found) == [("BUF003", 6), ("BUF002", 7)]
    assert "after its last reference was released" in found[0][2]
    assert "released once more than it was retained" in found[1][2]


def test_counted_and_unique_frees_mixed_up():
    found = check("""
        func.func @f() {
          %a = "rc.alloc"() : () -> memref<4xf32>
          memref.dealloc %a : memref<4xf32>
          %m = memref.alloc() : memref<4xf32>
          "rc.release"(%m) : (memref<4xf32>) -> ()
          %k = memref.alloc() : memref<4xf32>
          %k2 = "rc.retain"(%k) : (memref<4xf32>) -> memref<4xf32>
          memref.dealloc %k : memref<4xf32>
          return
        }
    """)
    assert codes(found) == [("BUF004", 3), ("BUF004", 5), ("BUF004", 7)]
    assert "a reference-counted buffer of resource 'rc'" in found[0][2] and "expected 'rc.release'" in found[0][2]
    assert "with the release op of resource 'rc' (expected 'memref.dealloc')" in found[1][2]
    assert "that is not reference counted" in found[2][2]


def test_references_to_arguments_and_returned_ones():
    found = check("""
        func.func @f(%p: memref<4xf32>, %c: i1) {
          %q = "rc.retain"(%p) : (memref<4xf32>) -> memref<4xf32>
          scf.if %c {
            "rc.release"(%q) : (memref<4xf32>) -> ()
          }
          return
        }
        func.func @g(%p: memref<4xf32>) {
          "rc.release"(%p) : (memref<4xf32>) -> ()
          return
        }
        func.func @h() -> memref<4xf32> {
          %a = "rc.alloc"() : () -> memref<4xf32>
          %b = "rc.retain"(%a) : (memref<4xf32>) -> memref<4xf32>
          return %b : memref<4xf32>
        }
    """)
    assert codes(found) == [("BUF001", 1), ("BUF101", 9), ("BUF001", 13)]
    assert "@f retains one reference to its argument %p and never releases it when %c is false" in found[0][2]
    assert "of the 2 held, the return hands over one" in found[2][2]


def test_a_loop_that_retains_without_releasing_leaks():
    found = check("""
        func.func @f(%n: index) {
          %c0 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          %a = "rc.alloc"() : () -> memref<4xf32>
          scf.for %i = %c0 to %n step %c1 {
            %b = "rc.retain"(%a) : (memref<4xf32>) -> memref<4xf32>
          }
          "rc.release"(%a) : (memref<4xf32>) -> ()
          return
        }
    """)
    assert codes(found) == [("BUF001", 4)]
    assert found[0][2].startswith("leak: %a is never released")  # (after one iteration: one reference left)
