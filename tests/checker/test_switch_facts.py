"""Integer facts on a path: ``x == c`` for an unknown ``x`` and a constant
``c``.  Comparisons of one value against different constants are mutually
exclusive, and the edges of ``cf.switch`` / the regions of
``scf.index_switch`` know which case comparisons hold (the deallocation
pipeline's output for switches relies on both)."""

from __future__ import annotations

import textwrap

from bufls.core.api import parse_file
from bufls.core.checker import engine as checker

checker.STRICT = True


def check(src: str):
    """[(code, 1-based line, message)] of the checker on ``src``."""
    text = textwrap.dedent(src).lstrip("\n")
    result = parse_file(text, "t.mlir")
    assert not result.diagnostics, result.diagnostics
    out = []
    for pm in result.modules:
        for d in checker.check_module(pm, text=text):
            out.append((d.code, text.count("\n", 0, d.start) + 1, d.message))
    return out


def codes(found):
    return [(c, ln) for c, ln, _ in found]


# -- exclusive comparisons -------------------------------------------------------------


def test_equal_to_two_different_constants_is_exclusive():
    assert (
        check("""
        func.func @f(%x: i32) {
          %true = arith.constant true
          %c0 = arith.constant 0 : i32
          %c1 = arith.constant 1 : i32
          %a = memref.alloc() : memref<2xf32>
          %is0 = arith.cmpi eq, %x, %c0 : i32
          %is1 = arith.cmpi eq, %x, %c1 : i32
          %either = arith.ori %is0, %is1 : i1
          %neither = arith.xori %either, %true : i1
          scf.if %is0 {
            memref.dealloc %a : memref<2xf32>
          }
          scf.if %is1 {
            memref.dealloc %a : memref<2xf32>
          }
          scf.if %neither {
            memref.dealloc %a : memref<2xf32>
          }
          return
        }
    """)
        == []
    )


def test_equal_to_the_same_constant_twice_is_not_exclusive():
    found = check("""
        func.func @f(%x: i32) {
          %c0 = arith.constant 0 : i32
          %zero = arith.constant 0 : i32
          %a = memref.alloc() : memref<2xf32>
          %p = arith.cmpi eq, %x, %c0 : i32
          %q = arith.cmpi eq, %x, %zero : i32
          scf.if %p {
            memref.dealloc %a : memref<2xf32>
          }
          scf.if %q {
            memref.dealloc %a : memref<2xf32>
          }
          return
        }
    """)
    assert codes(found) == [("BUF001", 4), ("BUF002", 11)]
    assert "when %p is true" in found[1][2]


def test_a_value_known_equal_to_a_constant_compares_as_that_constant():
    assert (
        check("""
        func.func @f(%x: index) {
          %c0 = arith.constant 0 : index
          %c5 = arith.constant 5 : index
          %a = memref.alloc() : memref<2xf32>
          %is0 = arith.cmpi eq, %x, %c0 : index
          scf.if %is0 {
            %lt = arith.cmpi slt, %x, %c5 : index
            scf.if %lt {
              memref.dealloc %a : memref<2xf32>
            }
          } else {
            memref.dealloc %a : memref<2xf32>
          }
          return
        }
    """)
        == []
    )


# -- cf.switch ---------------------------------------------------------------------------


def test_a_case_edge_knows_the_flag_equals_its_value():
    assert (
        check("""
        func.func @f(%x: i32) {
          %c0 = arith.constant 0 : i32
          %a = memref.alloc() : memref<2xf32>
          %is0 = arith.cmpi eq, %x, %c0 : i32
          cf.switch %x : i32, [default: ^other, 0: ^zero]
        ^zero:
          scf.if %is0 {
            memref.dealloc %a : memref<2xf32>
          }
          return
        ^other:
          memref.dealloc %a : memref<2xf32>
          return
        }
    """)
        == []
    )


def test_the_default_edge_knows_no_case_matched():
    assert (
        check("""
        func.func @f(%x: i32) {
          %c0 = arith.constant 0 : i32
          %c1 = arith.constant 1 : i32
          %a = memref.alloc() : memref<2xf32>
          cf.switch %x : i32, [default: ^other, 0: ^done, 1: ^done]
        ^other:
          %is0 = arith.cmpi eq, %x, %c0 : i32
          %not1 = arith.cmpi ne, %x, %c1 : i32
          scf.if %is0 {
            memref.dealloc %a : memref<2xf32>
          }
          scf.if %not1 {
            memref.dealloc %a : memref<2xf32>
          }
          return
        ^done:
          memref.dealloc %a : memref<2xf32>
          return
        }
    """)
        == []
    )


def test_a_double_free_under_a_switch_is_reported_with_the_case():
    found = check("""
        func.func @f(%x: i32) {
          %a = memref.alloc() : memref<2xf32>
          cf.switch %x : i32, [default: ^other, 0: ^zero, 1: ^one]
        ^zero:
          memref.dealloc %a : memref<2xf32>
          cf.br ^one
        ^one:
          memref.dealloc %a : memref<2xf32>
          return
        ^other:
          memref.dealloc %a : memref<2xf32>
          return
        }
    """)
    assert codes(found) == [("BUF002", 8)]
    assert "when %x is 0" in found[0][2]


def test_a_leak_on_the_default_edge_is_reported():
    found = check("""
        func.func @f(%x: i32) {
          %c1 = arith.constant 1 : i32
          %a = memref.alloc() : memref<2xf32>
          cf.switch %x : i32, [default: ^other, 0: ^zero]
        ^zero:
          memref.dealloc %a : memref<2xf32>
          return
        ^other:
          %is1 = arith.cmpi eq, %x, %c1 : i32
          scf.if %is1 {
            memref.dealloc %a : memref<2xf32>
          }
          return
        }
    """)
    assert codes(found) == [("BUF001", 3)]
    assert "%x is not 0" in found[0][2] and "%is1 is false" in found[0][2]


def test_a_repeated_case_value_never_takes_its_second_edge():
    assert (
        check("""
        func.func @f(%x: i32) {
          %a = memref.alloc() : memref<2xf32>
          cf.switch %x : i32, [default: ^other, 0: ^zero, 0: ^again]
        ^zero:
          memref.dealloc %a : memref<2xf32>
          return
        ^again:
          return
        ^other:
          memref.dealloc %a : memref<2xf32>
          return
        }
    """)
        == []
    )


def test_a_constant_flag_takes_only_its_case():
    assert (
        check("""
        func.func @f() {
          %c1 = arith.constant 1 : i32
          %a = memref.alloc() : memref<2xf32>
          cf.switch %c1 : i32, [default: ^other, 0: ^zero, 1: ^one]
        ^zero:
          return
        ^one:
          memref.dealloc %a : memref<2xf32>
          return
        ^other:
          return
        }
    """)
        == []
    )


# -- scf.index_switch --------------------------------------------------------------------


def test_an_index_switch_case_region_knows_the_flag_equals_its_value():
    assert (
        check("""
        func.func @f(%i: index) {
          %c2 = arith.constant 2 : index
          %a = memref.alloc() : memref<2xf32>
          %is2 = arith.cmpi eq, %i, %c2 : index
          scf.index_switch %i
          case 2 {
            scf.if %is2 {
              memref.dealloc %a : memref<2xf32>
            }
            scf.yield
          }
          default {
            scf.if %is2 {
              memref.dealloc %a : memref<2xf32>
            } else {
              memref.dealloc %a : memref<2xf32>
            }
            scf.yield
          }
          return
        }
    """)
        == []
    )


def test_a_case_value_is_compared_at_the_width_of_the_flag():
    # 255 : i8 is the constant -1 : i8 (how arith.constant holds it)
    assert (
        check("""
        func.func @f(%x: i8) {
          %m1 = arith.constant 255 : i8
          %a = memref.alloc() : memref<2xf32>
          %is = arith.cmpi eq, %x, %m1 : i8
          "cf.switch"(%x)[^other, ^hit] {case_values = dense<[255]> : vector<1xi8>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>} : (i8) -> ()
        ^hit:
          scf.if %is {
            memref.dealloc %a : memref<2xf32>
          }
          return
        ^other:
          memref.dealloc %a : memref<2xf32>
          return
        }
    """)
        == []
    )
