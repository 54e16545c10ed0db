"""Ops the verifier rejects for their shape (operand, result, region or
successor counts; operand segments) are not interpreted by the checker
(``wellformed``, ``transfer.opaque``): no internal error, the verifier's
located diagnostic, and the rest of the function is still checked.

Regression: ``func.func{scf.while{return}}`` (found by
``tests/fuzz``' ``test_analyze_keeps_spans_inside_the_text`` on a mutated
generated module) left, after the syntax error, an ``scf.while`` with one
region; its region-branch model sends control to region 1 and the checker
raised ``IndexError`` (``run_region_op``: ``op.regions[target]``)."""

from __future__ import annotations

import textwrap

import pytest

from bufls.core.analyze import analyze
from bufls.core.checker import engine as checker

checker.STRICT = True


def diagnostics(src: str):
    """[(code, 1-based line, message)] of ``analyze`` (parser, verifier,
    checker) on ``src``; every span lies inside the text."""
    text = textwrap.dedent(src).lstrip("\n")
    out = []
    for d in analyze(text, "t.mlir"):
        assert 0 <= d.start <= d.end <= len(text), d
        out.append((d.code, text.count("\n", 0, d.start) + 1, d.message))
    return out


def test_a_while_rebuilt_with_one_region_after_a_syntax_error():
    found = diagnostics("func.func{scf.while{return}}")
    assert found and {c for c, _, _ in found} <= {"syntax", "verify"}


def test_a_while_with_one_region_in_generic_form():
    found = diagnostics("""
        func.func @f() {
          "scf.while"() ({
            %t = arith.constant true
            scf.condition(%t)
          }) : () -> ()
          return
        }
    """)
    assert [(c, ln) for c, ln, _ in found] == [("verify", 2)]
    assert "expected 2 regions" in found[0][2]


@pytest.mark.parametrize(
    "op",
    [
        '"arith.ori"(%c, %c) : (i1, i1) -> ()',
        '"arith.cmpi"(%i, %i) {predicate = 0 : i64} : (index, index) -> ()',
        '"arith.select"(%c, %i, %i) : (i1, index, index) -> ()',
        '"memref.extract_aligned_pointer_as_index"(%m) : (memref<2xf32>) -> ()',
        '"memref.dim"(%m, %i) : (memref<2xf32>, index) -> ()',
        '"memref.get_global"() {name = @g} : () -> ()',
        '"memref.load"() : () -> f32',
        '"bufferization.dealloc"(%m) {operandSegmentSizes = array<i32: 1, 1, 0>} : (memref<2xf32>) -> ()',
        (
            '"bufferization.dealloc"(%m, %m, %c) {operandSegmentSizes = array<i32: 2, 1, 0>} '
            ": (memref<2xf32>, memref<2xf32>, i1) -> ()"
        ),
    ],
)
def test_an_op_without_the_operands_or_results_its_model_reads(op):
    found = diagnostics(f"""
        func.func @f(%c: i1, %i: index, %m: memref<2xf32>) {{
          {op}
          %a = memref.alloc() : memref<2xf32>
          %b = memref.alloc() : memref<2xf32>
          memref.dealloc %b : memref<2xf32>
          return
        }}
    """)
    assert [c for c, _, _ in found] == ["verify", "BUF001"]  # the rest is still checked


def test_a_buffer_given_to_a_malformed_op_is_not_reported():
    found = diagnostics("""
        func.func @f() {
          %a = memref.alloc() : memref<2xf32>
          "memref.dealloc"(%a, %a) : (memref<2xf32>, memref<2xf32>) -> ()
          memref.dealloc %a : memref<2xf32>
          return
        }
    """)
    assert [(c, ln) for c, ln, _ in found] == [("verify", 3)]
