"""Text -> ``types``/``attrs`` values: the tokens of ``typeattr_lexer.py`` feed
an LALR parser over the tables lark computes for ``types.lark``
(``types_tables.py``, read without importing lark: ``lalr_tables``), whose
reductions call ``_Builder`` as lark would call an inline transformer, so
that values are built during the parse (no tree).  Common simple texts
(``i32``, ``memref<4x?xf32>``, ``64``) skip the parser.

``parse_type``, ``parse_type_list``, ``parse_attr`` and ``parse_attr_dict``
are the entry points (``parse`` with the kind of text as its first argument).

Results are cached by text.  Alias references (``!name``, ``#name``) are
parsed into placeholders, so the cached result does not depend on the alias
tables; ``parse`` substitutes them on the way out (only for texts that can
contain one).  A typed literal whose type is an alias (``1 : !t``) is built
after substitution (``_Deferred``).
"""

from __future__ import annotations

import dataclasses
import functools
import os
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from . import affine_expr as affine
from . import floats, lalr_tables
from .attrs import (
    AffineMapAttr,
    ArrayAttr,
    Attr,
    AttrSyntaxError,
    BoolAttr,
    DenseArrayAttr,
    DenseElementsAttr,
    DenseResourceAttr,
    DictAttr,
    FloatAttr,
    IntegerAttr,
    IntegerSetAttr,
    LocationAttr,
    OpaqueAttr,
    SparseElementsAttr,
    StridedLayoutAttr,
    StringAttr,
    SymbolRefAttr,
    TypeAttr,
    UnitAttr,
)
from .typeattr_lexer import LexError, Token, scan_angle, tokenize
from .types import (
    F64,
    FLOAT_TYPE_NAMES,
    I1,
    I64,
    INDEX,
    NONE,
    ComplexType,
    FloatType,
    FunctionType,
    IndexType,
    IntegerType,
    MemRefType,
    OpaqueType,
    TensorType,
    TupleType,
    Type,
    TypeSyntaxError,
    UnrankedMemRefType,
    UnrankedTensorType,
    VectorType,
)

__all__ = ["parse", "parse_type", "parse_type_list", "parse_attr", "parse_attr_dict", "unescape_string", "scan_angle"]

GRAMMAR = os.path.join(os.path.dirname(__file__), "types.lark")
_STARTS = ("start_type", "start_types", "start_attr", "start_dict")
# (grammar, generated tables, start symbols, lark's options): see lalr_tables
TABLES_SPEC = (
    GRAMMAR,
    os.path.join(os.path.dirname(__file__), "types_tables.py"),
    _STARTS,
    {"maybe_placeholders": False},
)

# ------------------------------------------------------ alias placeholders


@dataclass(frozen=True, slots=True)
class _TypeAliasRef(Type):
    name: str
    offset: int = dataclasses.field(default=0, compare=False)

    def __str__(self) -> str:
        return f"!{self.name}"


@dataclass(frozen=True, slots=True)
class _AttrAliasRef(Attr):
    name: str
    offset: int = dataclasses.field(default=0, compare=False)

    def __str__(self) -> str:
        return f"#{self.name}"


@dataclass(frozen=True, slots=True)
class _Deferred(Attr):
    """An attribute to build once the aliases in ``args`` are resolved."""

    build: Callable
    args: tuple


# ---------------------------------------------------------------- builder

_STR = r'"(?:[^"\\]|\\.)*"'
_ESCAPE = re.compile(r"\\(?:([0-9a-fA-F]{2})|(.))", re.DOTALL)
_SIMPLE_ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}


def unescape_string(token: str, offset: int = 0) -> str:
    """The value of a quoted MLIR string (``\\n \\t \\" \\\\ \\XX`` escapes)."""
    body = token[1:-1]
    if "\\" not in body:
        return body
    out = bytearray()
    pos = 0
    for m in _ESCAPE.finditer(body):
        out += body[pos : m.start()].encode("utf-8", "surrogateescape")
        if m.group(1):
            out.append(int(m.group(1), 16))
        elif m.group(2) in _SIMPLE_ESCAPES:
            out += _SIMPLE_ESCAPES[m.group(2)].encode()
        else:
            raise AttrSyntaxError("unknown escape in string literal", offset + 1 + m.start())
        pos = m.end()
    out += body[pos:].encode("utf-8", "surrogateescape")
    return out.decode("utf-8", "surrogateescape")


def _symbol_names(token: Token) -> list[str]:
    names = []
    for m in re.finditer(rf"@(?:([A-Za-z_][\w$.]*)|({_STR}))", str(token)):
        names.append(m.group(1) or unescape_string(m.group(2), token.start_pos + m.start(2)))
    return names


def _dims(token: Token) -> tuple[tuple[int | None, ...], tuple[bool, ...]]:
    shape, scalable = [], []
    for m in re.finditer(r"(\d+)|(\?)|\[\s*(\d+)\s*\]", str(token)):
        shape.append(None if m.group(2) else int(m.group(1) or m.group(3)))
        scalable.append(m.group(3) is not None)
    return tuple(shape), tuple(scalable)


def _angle_body(token: Token) -> str:
    text = str(token)
    return text[text.index("<") + 1 : -1]


def _check_layout_rank(layout, rank: int) -> None:
    """MLIR's memref layout verification: one map dimension or stride per dimension."""
    if isinstance(layout, AffineMapAttr) and layout.num_dims != rank:
        raise AttrSyntaxError(f"memref layout mismatch between rank and affine map: {rank} != {layout.num_dims}", 0)
    if isinstance(layout, StridedLayoutAttr) and len(layout.strides) != rank:
        raise AttrSyntaxError("expected the number of strides to match the rank", 0)


def _error(message: str, token: Token) -> AttrSyntaxError:
    return AttrSyntaxError(message, token.start_pos or 0)


def _int_value(token: Token) -> int:
    text = str(token)
    return int(text, 16) if "x" in text else int(text)


def _is_alias(t) -> bool:
    return isinstance(t, _TypeAliasRef)


class _Builder:
    """Callbacks named after the grammar's rule aliases; each builds one value."""

    # -- types
    def start_type(self, c):
        return c[0]

    def start_types(self, c):
        return tuple(c)

    def start_attr(self, c):
        return c[0]

    def start_dict(self, c):
        return c[0]

    def integer_type(self, c):
        text = str(c[0])
        sign = text[0] if text[0] in "su" else ""
        return IntegerType(int(text.lstrip("su")[1:]), sign)

    def float_type(self, c):
        return FloatType(str(c[0]))

    def index_type(self, c):
        return INDEX

    def none_type(self, c):
        return NONE

    def complex_type(self, c):
        return ComplexType(c[0])

    def tuple_type(self, c):
        return TupleType(tuple(c))

    def function_type(self, c):
        return FunctionType(tuple(c[:-1]), c[-1])

    def single_result(self, c):
        return (c[0],)

    def result_list(self, c):
        return tuple(c)

    def type_alias(self, c):
        return _TypeAliasRef(str(c[0])[1:], c[0].start_pos)

    def opaque_type(self, c):
        m = re.match(r"!([\w$\-]+)", str(c[0]))
        return OpaqueType(m.group(1), str(c[0])[m.end() :])

    def memref_type(self, c):
        shape = _dims(c.pop(0))[0] if isinstance(c[0], Token) else ()
        element, params = c[0], c[1:]
        if len(params) > 2:
            raise AttrSyntaxError("too many memref parameters", 0)
        if len(params) == 1:
            layout_like = isinstance(params[0], (AffineMapAttr, StridedLayoutAttr, _AttrAliasRef))
            params = params if layout_like else [None, params[0]]
        _check_layout_rank(params[0] if params else None, len(shape))
        return MemRefType(shape, element, *params)

    def unranked_memref_type(self, c):
        if len(c) > 3:
            raise AttrSyntaxError("too many memref parameters", 0)
        return UnrankedMemRefType(c[1], c[2] if len(c) > 2 else None)

    def tensor_type(self, c):
        shape = _dims(c.pop(0))[0] if isinstance(c[0], Token) else ()
        return TensorType(shape, c[0], c[1] if len(c) > 1 else None)

    def unranked_tensor_type(self, c):
        return UnrankedTensorType(c[1])

    def vector_type(self, c):
        shape, scalable = _dims(c.pop(0)) if isinstance(c[0], Token) else ((), ())
        if None in shape:
            raise AttrSyntaxError("vector dimensions must be static", 0)
        return VectorType(shape, c[0], scalable)

    # -- attributes
    def bool_attr(self, c):
        return BoolAttr(str(c[0]) == "true")

    def unit_attr(self, c):
        return UnitAttr()

    def array_attr(self, c):
        return ArrayAttr(tuple(c))

    def type_attr(self, c):
        return TypeAttr(c[0])

    def loc_attr(self, c):
        return LocationAttr(str(c[0]))

    def opaque_attr(self, c):
        return OpaqueAttr(str(c[0]))

    def keyword_attr(self, c):
        return OpaqueAttr(str(c[0]))

    def attr_alias(self, c):
        return _AttrAliasRef(str(c[0])[1:], c[0].start_pos)

    def symbol_attr(self, c):
        names = _symbol_names(c[0])
        return SymbolRefAttr(names[0], tuple(names[1:]))

    def string_attr(self, c):
        return StringAttr(unescape_string(str(c[0]), c[0].start_pos), c[1] if len(c) > 1 else None)

    def int_attr(self, c):
        if len(c) > 1 and _is_alias(c[1]):
            return _Deferred(_build_int, (c[0], c[1]))
        return _build_int(c[0], c[1] if len(c) > 1 else I64)

    def float_attr(self, c):
        if len(c) > 1 and _is_alias(c[1]):
            return _Deferred(_build_float, (c[0], c[1]))
        return _build_float(c[0], c[1] if len(c) > 1 else F64)

    def dense_attr(self, c):
        return DenseElementsAttr(_angle_body(c[0]), c[1] if len(c) > 1 else None)

    def sparse_attr(self, c):
        return SparseElementsAttr(_angle_body(c[0]), c[1] if len(c) > 1 else None)

    def dense_resource_attr(self, c):
        return DenseResourceAttr(_angle_body(c[0]).strip(), c[1] if len(c) > 1 else None)

    def dense_array_attr(self, c):
        if _is_alias(c[0]):
            return _Deferred(_build_dense_array, (c[0], tuple(c[1:])))
        return _build_dense_array(c[0], tuple(c[1:]))

    def strided_attr(self, c):
        offset = 0
        if len(c) >= 2 and isinstance(c[-2], Token) and c[-2].type == "OFFSET":
            offset = _stride(c[-1])
            c = c[:-2]
        return StridedLayoutAttr(offset, tuple(_stride(t) for t in c))

    def affine_map_attr(self, c):
        return _affine(AffineMapAttr, c[0])

    def integer_set_attr(self, c):
        return _affine(IntegerSetAttr, c[0])

    def dict(self, c):
        seen = set()
        for (name, _), token in c:
            if name in seen:
                raise AttrSyntaxError(f"duplicate key '{name}' in dictionary attribute", token.start_pos)
            seen.add(name)
        return DictAttr(tuple(entry for entry, _ in c))

    def entry(self, c):
        key = c[0]
        name = unescape_string(str(key), key.start_pos) if key.type == "STRING" else str(key)
        if not name:
            raise _error("expected valid attribute name", key)
        return (name, c[1] if len(c) > 1 else UnitAttr()), key


def _stride(token: Token) -> int | None:
    return None if token.type == "QMARK" else _int_value(token)


def _affine(cls, token: Token):
    body = _angle_body(token)
    try:
        return cls(body)
    except affine.AffineSyntaxError as e:
        raise AttrSyntaxError(e.message, token.start_pos + str(token).index("<") + 1 + e.offset) from None


def _int_range_ok(value: int, t: Type) -> bool:
    """MLIR's range check: signless and index literals may be written signed or unsigned."""
    width = 64 if isinstance(t, IndexType) else t.width
    if width == 0:
        return value == 0
    half = 1 << (width - 1)
    if isinstance(t, IntegerType) and t.signedness == "u":
        return 0 <= value < 2 * half
    if isinstance(t, IntegerType) and t.signedness == "s":
        return -half <= value < half
    return -half <= value < 2 * half


def _build_int(token: Token, t: Type) -> Attr:
    value = _int_value(token)
    if isinstance(t, FloatType):
        if "x" not in str(token):
            raise _error("unexpected decimal integer literal for a floating point value", token)
        if value < 0:
            raise _error("hexadecimal float literal should not have a leading minus", token)
        if not floats.bits_fit(value, t.name):
            raise _error(f"hexadecimal float constant out of range for type {t}", token)
        return FloatAttr.from_bits(value, t)
    if not isinstance(t, (IntegerType, IndexType)):
        raise _error(f"integer literal not valid for specified type {t}", token)
    if not _int_range_ok(value, t):
        raise _error(f"integer constant out of range for type {t}", token)
    if t == I1:
        return BoolAttr(bool(value))
    return IntegerAttr(value, t)


def _build_float(token: Token, t: Type) -> Attr:
    if not isinstance(t, FloatType):
        raise _error(f"floating point value not valid for specified type {t}", token)
    try:
        return FloatAttr(float(str(token)), t)
    except ValueError as e:
        raise _error(str(e), token) from None


def _build_dense_array(element: Type, items: tuple) -> Attr:
    if not isinstance(element, (IntegerType, FloatType)):
        raise AttrSyntaxError(f"expected integer or float type in array, got {element}", 0)
    values = []
    for tok in items:
        if isinstance(element, FloatType):
            if tok.type == "INT" and "x" in str(tok):
                values.append(floats.decode(_int_value(tok), element.name))
            elif tok.type in ("INT", "FLOAT"):
                values.append(float(str(tok)))
            else:
                raise _error("expected a float", tok)
        elif tok.type in ("TRUE", "FALSE"):
            values.append(tok.type == "TRUE")
        elif tok.type == "INT":
            if not _int_range_ok(_int_value(tok), element):
                raise _error(f"integer constant out of range for type {element}", tok)
            values.append(_int_value(tok))
        else:
            raise _error("expected an integer", tok)
    return DenseArrayAttr(element, tuple(values))


@functools.cache
def _parser() -> lalr_tables.Parser:
    try:
        from . import types_tables as generated
    except ImportError:  # not written yet
        generated = None
    grammar, _, start, options = TABLES_SPEC
    return lalr_tables.Parser(lalr_tables.load(grammar, generated, start=start, **options), _Builder())


# ----------------------------------------------------------- entry points

_START = {"type": "start_type", "types": "start_types", "attr": "start_attr", "dict": "start_dict"}
_WHAT = {"type": "type", "types": "type list", "attr": "attribute", "dict": "attribute dictionary"}
_ALIAS_HINT = re.compile(r"[#!][\w$\-]")
_SCALAR = r"[su]?i\d+|f16|bf16|f32|f64|index"
# Most type texts in real IR: a scalar, or a shaped type of a scalar with no
# layout, space or encoding.  These skip the LALR parser.
_FAST_TYPE = re.compile(rf"\s*(?:(memref|tensor|vector)<((?:(?:\d+|\?)x)*)({_SCALAR})>|({_SCALAR}))\s*\Z")
_FAST_INT = re.compile(rf"\s*(-?\d+)(?:\s*:\s*({_SCALAR}))?\s*\Z")
_SHAPED_CLASS = {"memref": MemRefType, "tensor": TensorType, "vector": VectorType}


def _scalar(text: str) -> Type:
    if text == "index":
        return INDEX
    if text in FLOAT_TYPE_NAMES:
        return FloatType(text)
    sign = text[0] if text[0] in "su" else ""
    return IntegerType(int(text[len(sign) + 1 :]), sign)


def _fast_parse(kind: str, text: str):
    """The value of a common simple text, or None to use the full parser."""
    if kind == "type":
        m = _FAST_TYPE.match(text)
        if m is None or (m.group(1) == "vector" and "?" in m.group(2)):
            return None
        if m.group(4):
            return _scalar(m.group(4))
        shape = tuple(None if d == "?" else int(d) for d in m.group(2).split("x")[:-1])
        return _SHAPED_CLASS[m.group(1)](shape, _scalar(m.group(3)))
    if kind == "attr":
        m = _FAST_INT.match(text)
        if m is None or (m.group(2) and m.group(2) in FLOAT_TYPE_NAMES):
            return None
        token = Token("INT", m.group(1), start_pos=m.start(1))
        return _build_int(token, _scalar(m.group(2)) if m.group(2) else I64)
    return None


def _describe(token) -> str:
    if token is None or token.type == "$END":
        return "end of input"
    return f"'{token}'"


@functools.lru_cache(maxsize=4096)
def _parse_text(kind: str, text: str) -> tuple[Any, tuple]:
    """(value with alias placeholders, the placeholders in it)."""
    error = TypeSyntaxError if kind in ("type", "types") else AttrSyntaxError
    try:
        fast = _fast_parse(kind, text)
        if fast is not None:
            return fast, ()
        result = _parser().parse(tokenize(text), _START[kind])
    except LexError as e:
        raise error(str(e), e.offset) from None
    except lalr_tables.ParseError as e:
        token = e.token
        offset = len(text) if token is None or token.type == "$END" else token.start_pos
        raise error(f"unexpected {_describe(token)} in {_WHAT[kind]}", offset) from None
    except TypeSyntaxError as e:  # raised by a builder (AttrSyntaxError included)
        raise error(e.message, e.offset) from None
    except ValueError as e:  # a constructor rejected a value
        raise error(str(e), 0) from None
    refs = _alias_refs(result) if _ALIAS_HINT.search(text) else ()
    return result, refs


def parse(
    kind: str, text: str, type_aliases: Mapping[str, Type] | None = None, attr_aliases: Mapping[str, Attr] | None = None
) -> Any:
    """Parse ``text`` as a ``type``, ``types`` (comma list), ``attr`` or ``dict``."""
    result, refs = _parse_text(kind, text)
    if not refs:
        return result
    error = TypeSyntaxError if kind in ("type", "types") else AttrSyntaxError
    values = tuple(
        _lookup(type_aliases if isinstance(ref, _TypeAliasRef) else attr_aliases, ref, error) for ref in refs
    )
    return _resolved(kind, text, values, error)


def parse_type(
    text: str, aliases: Mapping[str, Type] | None = None, attr_aliases: Mapping[str, Attr] | None = None
) -> Type:
    """Parse one type.  ``!name`` is looked up in ``aliases`` and ``#name``
    (e.g. a memref layout ``#map``) in ``attr_aliases``; keys are the names
    without the sigil (with it also works).  Raises ``TypeSyntaxError``.
    Results are cached by text.
    """
    return parse("type", text, aliases, attr_aliases)


def parse_type_list(
    text: str, aliases: Mapping[str, Type] | None = None, attr_aliases: Mapping[str, Attr] | None = None
) -> tuple[Type, ...]:
    """Parse ``i32, memref<2xf32>`` (possibly empty) into a tuple of types."""
    return parse("types", text, aliases, attr_aliases)


def parse_attr(
    text: str, type_aliases: Mapping[str, Type] | None = None, attr_aliases: Mapping[str, Attr] | None = None
) -> Attr:
    """Parse one attribute value.  ``#name`` resolves through ``attr_aliases``,
    ``!name`` through ``type_aliases`` (keys without the sigil; with it also
    works).  Raises ``AttrSyntaxError``.  Results are cached by text.
    """
    return parse("attr", text, type_aliases, attr_aliases)


def parse_attr_dict(
    text: str, type_aliases: Mapping[str, Type] | None = None, attr_aliases: Mapping[str, Attr] | None = None
) -> DictAttr:
    """Parse ``{a = 1, b}`` into a ``DictAttr`` (duplicate keys are an error)."""
    return parse("dict", text, type_aliases, attr_aliases)


def _lookup(table: Mapping | None, ref, error: type):
    sigil, what = ("!", "type") if isinstance(ref, _TypeAliasRef) else ("#", "attribute")
    if table:
        for key in (ref.name, sigil + ref.name):
            if key in table:
                return table[key]
    raise error(f"undefined {what} alias '{sigil}{ref.name}'", ref.offset)


def _alias_refs(obj) -> tuple:
    """The distinct alias placeholders in ``obj``, in first-seen order."""
    found: dict = {}

    def walk(x):
        if isinstance(x, (_TypeAliasRef, _AttrAliasRef)):
            found.setdefault(x, None)
        elif isinstance(x, tuple):
            for item in x:
                walk(item)
        elif isinstance(x, (Type, Attr)) and dataclasses.is_dataclass(x):
            for f in dataclasses.fields(x):
                walk(getattr(x, f.name))

    walk(obj)
    return tuple(found)


@functools.lru_cache(maxsize=4096)
def _resolved(kind: str, text: str, values: tuple, error: type):
    """The parse of ``text`` with its placeholders replaced by ``values``
    (cached by the values themselves, not by the alias tables)."""
    result, refs = _parse_text(kind, text)
    return _Resolver(dict(zip(refs, values)), error).resolve(result)


class _Resolver:
    """Replace alias placeholders, rebuilding the values that hold them."""

    def __init__(self, values: dict, error: type):
        self.values = values
        self.error = error

    def resolve(self, obj):
        if isinstance(obj, (_TypeAliasRef, _AttrAliasRef)):
            return self.values[obj]
        if isinstance(obj, _Deferred):
            try:
                return obj.build(*self.resolve(obj.args))
            except AttrSyntaxError as e:
                raise self.error(e.message, e.offset) from None
        if isinstance(obj, tuple):
            items = tuple(self.resolve(x) for x in obj)
            return obj if all(a is b for a, b in zip(items, obj)) else items
        if isinstance(obj, (Type, Attr)) and dataclasses.is_dataclass(obj):
            changes = {}
            for f in dataclasses.fields(obj):
                value = getattr(obj, f.name)
                new = self.resolve(value)
                if new is not value:
                    changes[f.name] = new
            if changes:
                return self.rebuild(obj, changes)
        return obj

    def rebuild(self, obj, changes: dict):
        if (
            isinstance(obj, MemRefType)
            and isinstance(obj.layout, _AttrAliasRef)
            and obj.memory_space is None
            and not isinstance(changes["layout"], (AffineMapAttr, StridedLayoutAttr))
        ):
            # `memref<4xf32, #a>`: the alias named a memory space, not a layout
            changes["memory_space"], changes["layout"] = changes["layout"], None
        try:
            return dataclasses.replace(obj, **changes)
        except ValueError as e:
            raise self.error(str(e), 0) from None
