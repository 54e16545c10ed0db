"""MLIR builtin attributes as immutable, hashable values that print in MLIR syntax.

``parse_attr("dense<[1, 2]> : tensor<2xi32>")`` (in ``typeattr_parser.py``)
gives a ``DenseElementsAttr``; ``str()`` of any attribute is text mlir-opt reads back
as the same attribute.  Scalars print exactly as mlir-opt prints them
(``1 : i64``, ``1.000000e+00 : f32``, ``0x7FC00000 : f32``, ``true``,
``"a\\0A"``).  Affine maps and sets are normalized (``core/ir/affine_expr.py``);
dense, sparse and opaque dialect bodies are kept as written, with list
spacing normalized for dense and sparse bodies.

Literal rules are MLIR's: an integer without ``: type`` is ``i64``, a float
without one is ``f64``, an integer with type ``i1`` is a ``BoolAttr``, a bare
type is a ``TypeAttr``, and an unknown bare keyword is an ``OpaqueAttr``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from . import affine_expr as affine
from . import floats
from .types import F64, I1, I64, FloatType, IndexType, IntegerType, Type, TypeSyntaxError

__all__ = [
    "Attr",
    "IntegerAttr",
    "FloatAttr",
    "BoolAttr",
    "StringAttr",
    "UnitAttr",
    "ArrayAttr",
    "DenseArrayAttr",
    "DictAttr",
    "SymbolRefAttr",
    "TypeAttr",
    "AffineMapAttr",
    "IntegerSetAttr",
    "StridedLayoutAttr",
    "DenseElementsAttr",
    "DenseResourceAttr",
    "SparseElementsAttr",
    "LocationAttr",
    "OpaqueAttr",
    "AttrSyntaxError",
    "escape_string",
    "print_name",
    "int_elements",
]


class AttrSyntaxError(TypeSyntaxError):
    """Text that is not an attribute; ``offset`` is into that text.

    A ``TypeSyntaxError``, so ``except TypeSyntaxError`` catches both.
    """


class Attr:
    """Base of all attributes: frozen, hashable, ``str()`` is MLIR syntax."""

    __slots__ = ()

    def elided(self) -> str:
        """The text where MLIR may elide a default type (``1`` for ``1 : i64``):
        inside arrays and as a memref memory space."""
        return str(self)

    # How an attribute behaves as a memref's layout or memory space: the
    # memref types ask the attribute, so that types.py needs no import of
    # this module.  The defaults hold for every attribute but the three
    # that override them.

    def canonical_layout(self, rank: int) -> Attr | None:
        """This attribute as the layout of a memref of ``rank`` dimensions;
        None where MLIR drops it (an identity affine map of that rank)."""
        return self

    def canonical_memory_space(self) -> Attr | None:
        """This attribute as a memory space; None where MLIR drops it (the
        default space, an integer ``0``)."""
        return self

    def is_identity_layout(self, shape: tuple) -> bool:
        """MLIR's ``isIdentity()`` of a memref layout: true for one whose map
        is ``(d0, ...) -> (d0, ...)`` (``strided<[1]>`` on a 1-D memref)."""
        return False


_BARE_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_$.]*\Z")


def escape_string(value: str) -> str:
    """Quote ``value`` as MLIR prints strings: ``\\\\``, printable ASCII, else ``\\XX``."""
    out = ['"']
    for byte in value.encode("utf-8", "surrogateescape"):
        if byte == 0x5C:
            out.append("\\\\")
        elif 0x20 <= byte <= 0x7E and byte != 0x22:
            out.append(chr(byte))
        else:
            out.append(f"\\{byte:02X}")
    out.append('"')
    return "".join(out)


def print_name(name: str) -> str:
    """A dictionary key or symbol name: bare when it is an identifier, else quoted."""
    return name if _BARE_NAME.match(name) else escape_string(name)


def _int_width(t: Type) -> int:
    if isinstance(t, IndexType):
        return 64
    if isinstance(t, IntegerType):
        return t.width
    raise ValueError(f"integer attribute needs an integer or index type, not {t}")


def _wrap(value: int, t: Type) -> int:
    """Two's-complement truncation of ``value`` to the type, in MLIR's printed range."""
    width = _int_width(t)
    if width == 0:
        return 0
    value &= (1 << width) - 1
    # MLIR prints unsigned types and signless i1 as unsigned, the rest as signed
    unsigned = isinstance(t, IntegerType) and (t.signedness == "u" or t == I1)
    if not unsigned and value >> (width - 1):
        value -= 1 << width
    return value


def _bool_key(attr) -> tuple | None:
    """Equality key shared by BoolAttr and i1 IntegerAttrs (MLIR's BoolAttr is one)."""
    if isinstance(attr, BoolAttr):
        return (I1, int(attr.value))
    if isinstance(attr, IntegerAttr) and attr.type == I1:
        return (I1, attr.value)
    return None


@dataclass(frozen=True, slots=True, eq=False)
class IntegerAttr(Attr):
    """``1 : i64``, ``-1 : i8``, ``5 : index``; the value is wrapped to the type's width.

    Parsing gives a ``BoolAttr`` for ``i1``; an ``i1`` IntegerAttr prints as
    ``true``/``false`` and compares equal to the BoolAttr of the same value.
    """

    value: int
    type: Type = I64

    def __post_init__(self):
        object.__setattr__(self, "value", _wrap(int(self.value), self.type))

    def __eq__(self, other) -> bool:
        if self.type == I1:
            return _bool_key(self) == _bool_key(other)
        return isinstance(other, IntegerAttr) and self.value == other.value and self.type == other.type

    def __hash__(self) -> int:
        return hash(_bool_key(self) or (IntegerAttr, self.value, self.type))

    def __str__(self) -> str:
        if self.type == I1:
            return "true" if self.value else "false"
        return f"{self.value} : {self.type}"

    def elided(self) -> str:
        return str(self.value) if self.type == I64 else str(self)

    def canonical_memory_space(self) -> Attr | None:
        return None if self.value == 0 else self


def _float_name(t: Type) -> str:
    if not isinstance(t, FloatType):
        raise ValueError(f"float attribute needs a float type, not {t}")
    return t.name


@dataclass(frozen=True, slots=True, eq=False)
class FloatAttr(Attr):
    """``1.000000e+00 : f32``.  ``bits`` is the exact encoding in ``type``.

    Give either a value (rounded to the type, ties to even) or ``bits`` (via
    ``FloatAttr.from_bits``); ``value`` is then the nearest Python float.
    Equality is by type and bits, so NaNs compare equal to themselves and
    ``-0.0`` differs from ``0.0``.
    """

    value: float
    type: Type = F64
    bits: int | None = None

    def __post_init__(self):
        name = _float_name(self.type)
        bits = self.bits
        if bits is None:
            bits = floats.encode(float(self.value), name)
        elif not floats.bits_fit(bits, name):
            raise ValueError(f"0x{bits:X} does not fit {name}")
        else:
            bits = floats.canonical_bits(bits, name)
        object.__setattr__(self, "bits", bits)
        object.__setattr__(self, "value", floats.decode(bits, name))

    @classmethod
    def from_bits(cls, bits: int, type: Type) -> FloatAttr:
        return cls(0.0, type, bits)

    def __eq__(self, other) -> bool:
        return isinstance(other, FloatAttr) and self.bits == other.bits and self.type == other.type

    def __hash__(self) -> int:
        return hash((FloatAttr, self.bits, self.type))

    def literal(self) -> str:
        """The number alone, as mlir-opt prints it (``1.000000e+00``, ``0x7FC00000``)."""
        return floats.format_float(self.bits, self.type.name)

    def __str__(self) -> str:
        return f"{self.literal()} : {self.type}"

    def elided(self) -> str:
        """Without ``: f64`` where the text stays a float; a hexadecimal
        literal (inf, nan) alone would read back as an integer."""
        text = self.literal()
        return text if self.type == F64 and not text.startswith(("0x", "-0x")) else str(self)


@dataclass(frozen=True, slots=True, eq=False)
class BoolAttr(Attr):
    """``true`` / ``false`` (MLIR's ``i1`` integer attribute; equal to ``IntegerAttr(v, I1)``)."""

    value: bool

    def __post_init__(self):
        object.__setattr__(self, "value", bool(self.value))

    def __eq__(self, other) -> bool:
        return _bool_key(self) == _bool_key(other)

    def __hash__(self) -> int:
        return hash(_bool_key(self))

    @property
    def type(self) -> Type:
        return I1

    def __str__(self) -> str:
        return "true" if self.value else "false"


@dataclass(frozen=True, slots=True)
class StringAttr(Attr):
    """``"text"``; ``type`` is set only for the rare typed form ``"x" : i32``.

    Non-UTF-8 bytes (``"\\FF"``) are kept as surrogate escapes in ``value``.
    """

    value: str
    type: Type | None = None

    def __str__(self) -> str:
        text = escape_string(self.value)
        return text if self.type is None else f"{text} : {self.type}"


@dataclass(frozen=True, slots=True)
class UnitAttr(Attr):
    def __str__(self) -> str:
        return "unit"


@dataclass(frozen=True, slots=True)
class ArrayAttr(Attr):
    """``[a, b]``: elements print with ``i64``/``f64`` types elided, as MLIR does."""

    values: tuple[Attr, ...] = ()

    def __post_init__(self):
        object.__setattr__(self, "values", tuple(self.values))

    def __str__(self) -> str:
        return "[" + ", ".join(v.elided() for v in self.values) + "]"

    def __iter__(self) -> Iterator[Attr]:
        return iter(self.values)

    def __len__(self) -> int:
        return len(self.values)

    def __getitem__(self, index: int) -> Attr:
        return self.values[index]


@dataclass(frozen=True, slots=True)
class DenseArrayAttr(Attr):
    """``array<i64: 1, 2>``, ``array<f32: 1.000000e+00>``, ``array<i1: true>``, ``array<i8>``.

    Values are ints (wrapped to the element width), bools for ``i1``, or
    floats (rounded to the element type).
    """

    element: Type
    values: tuple = ()

    def __post_init__(self):
        if isinstance(self.element, FloatType):
            name = self.element.name
            values = tuple(floats.decode(floats.encode(float(v), name), name) for v in self.values)
        elif self.element == I1:
            values = tuple(bool(v) for v in self.values)
        else:
            values = tuple(_wrap(int(v), self.element) for v in self.values)
        object.__setattr__(self, "values", values)

    def _element_text(self, v) -> str:
        if isinstance(self.element, FloatType):
            return floats.format_float(floats.encode(v, self.element.name), self.element.name)
        if self.element == I1:
            return "true" if v else "false"
        return str(v)

    def __str__(self) -> str:
        if not self.values:
            return f"array<{self.element}>"
        return f"array<{self.element}: {', '.join(map(self._element_text, self.values))}>"


@dataclass(frozen=True, slots=True)
class DictAttr(Attr):
    """``{a = 1 : i64, b}``: entries in the order given (mlir-opt sorts them by name).

    A ``UnitAttr`` value prints as the bare key.
    """

    entries: tuple[tuple[str, Attr], ...] = ()

    def __post_init__(self):
        object.__setattr__(self, "entries", tuple((k, v) for k, v in self.entries))

    def __str__(self) -> str:
        items = (print_name(k) if isinstance(v, UnitAttr) else f"{print_name(k)} = {v}" for k, v in self.entries)
        return "{" + ", ".join(items) + "}"

    def get(self, name: str, default: Attr | None = None) -> Attr | None:
        for k, v in self.entries:
            if k == name:
                return v
        return default

    def __getitem__(self, name: str) -> Attr:
        value = self.get(name)
        if value is None:
            raise KeyError(name)
        return value

    def __contains__(self, name: object) -> bool:
        return any(k == name for k, _ in self.entries)

    def __len__(self) -> int:
        return len(self.entries)

    def keys(self) -> tuple[str, ...]:
        return tuple(k for k, _ in self.entries)

    def sorted(self) -> DictAttr:
        """The entries in mlir-opt's order (by name)."""
        return DictAttr(tuple(sorted(self.entries, key=lambda kv: kv[0].encode())))


@dataclass(frozen=True, slots=True)
class SymbolRefAttr(Attr):
    """``@foo``, ``@a::@b``, ``@"quoted name"``."""

    root: str
    nested: tuple[str, ...] = ()

    def __str__(self) -> str:
        return "::".join("@" + print_name(n) for n in (self.root, *self.nested))

    @property
    def leaf(self) -> str:
        return self.nested[-1] if self.nested else self.root


@dataclass(frozen=True, slots=True)
class TypeAttr(Attr):
    type: Type

    def __str__(self) -> str:
        return str(self.type)


@dataclass(frozen=True, slots=True)
class AffineMapAttr(Attr):
    """``affine_map<(d0)[s0] -> (d0 + s0)>``; ``text`` is the normalized body."""

    text: str

    def __post_init__(self):
        object.__setattr__(self, "text", affine.normalize_map(self.text))

    def __str__(self) -> str:
        return f"affine_map<{self.text}>"

    @property
    def num_dims(self) -> int:
        return affine.map_info(self.text).num_dims

    @property
    def num_symbols(self) -> int:
        return affine.map_info(self.text).num_symbols

    @property
    def results_text(self) -> tuple[str, ...]:
        return affine.map_info(self.text).results

    @property
    def is_identity(self) -> bool:
        return affine.map_info(self.text).is_identity

    def canonical_layout(self, rank: int) -> Attr | None:
        return None if self.is_identity and self.num_dims == rank else self

    def is_identity_layout(self, shape: tuple) -> bool:
        return self.is_identity and self.num_dims == len(shape)


@dataclass(frozen=True, slots=True)
class IntegerSetAttr(Attr):
    """``affine_set<(d0)[s0] : (d0 - s0 >= 0)>``; ``text`` is the normalized body."""

    text: str

    def __post_init__(self):
        object.__setattr__(self, "text", affine.normalize_set(self.text))

    def __str__(self) -> str:
        return f"affine_set<{self.text}>"


@dataclass(frozen=True, slots=True)
class StridedLayoutAttr(Attr):
    """``strided<[?, 1], offset: ?>``: None is dynamic; offset 0 is not printed."""

    offset: int | None = 0
    strides: tuple[int | None, ...] = ()

    def __post_init__(self):
        object.__setattr__(self, "strides", tuple(self.strides))

    def __str__(self) -> str:
        strides = ", ".join("?" if s is None else str(s) for s in self.strides)
        if self.offset == 0:
            return f"strided<[{strides}]>"
        return f"strided<[{strides}], offset: {'?' if self.offset is None else self.offset}>"

    def is_identity_layout(self, shape: tuple) -> bool:
        return len(shape) == 1 and self.strides == (1,) and self.offset == 0


_STRING = r'"(?:[^"\\]|\\.)*"'
_BODY_PART = re.compile(rf"({_STRING})|([^\"]+)", re.DOTALL)


def _normalize_body(text: str) -> str:
    """Collapse spacing in a dense/sparse body outside strings: ``[1, 2]``."""
    out = []
    for m in _BODY_PART.finditer(text):
        if m.group(1):
            out.append(m.group(1))
        else:
            out.append(re.sub(r"\s+", "", m.group(2)).replace(",", ", "))
    return "".join(out)


def _typed(head: str, t: Type | None) -> str:
    return head if t is None else f"{head} : {t}"


@dataclass(frozen=True, slots=True)
class DenseElementsAttr(Attr):
    """``dense<[1, 2]> : tensor<2xi32>``; ``text`` is the body between the angles.

    ``type`` is None where the surrounding syntax gives it (``memref.global``).
    """

    text: str
    type: Type | None = None

    def __post_init__(self):
        object.__setattr__(self, "text", _normalize_body(self.text))

    def __str__(self) -> str:
        return _typed(f"dense<{self.text}>", self.type)

    @property
    def is_splat(self) -> bool:
        """True for a single scalar body (``dense<1.0>``); hex bodies count as not splat."""
        return bool(self.text) and self.text[0] not in '["'


_INT_WORD = re.compile(r"-?\d+|true|false")


def int_elements(attr) -> list[int] | None:
    """The integers of ``array<i32: 1, 2>`` or of ``dense<[1, 2]> :
    vector<2xi32>`` (booleans as 1 / 0; a splat ``dense<7> : vector<3xi32>``
    repeated to its static shape).  None for anything else: no attribute,
    another kind, not integers, a hex body, a splat of unknown count."""
    if isinstance(attr, DenseArrayAttr):
        return [int(v) for v in attr.values]
    if (
        not isinstance(attr, DenseElementsAttr)
        or attr.text.startswith('"')
        or not isinstance(getattr(attr.type, "element", None), (IntegerType, IndexType))
    ):
        return None
    values = [1 if w == "true" else 0 if w == "false" else int(w) for w in _INT_WORD.findall(attr.text)]
    if attr.is_splat:
        shape = getattr(attr.type, "shape", None)
        if shape is None or None in shape:
            return None
        count = 1
        for n in shape:
            count *= n
        values = values * count
    return values


@dataclass(frozen=True, slots=True)
class DenseResourceAttr(Attr):
    """``dense_resource<blob1> : tensor<4xf32>``."""

    handle: str
    type: Type | None = None

    def __str__(self) -> str:
        return _typed(f"dense_resource<{self.handle}>", self.type)


@dataclass(frozen=True, slots=True)
class SparseElementsAttr(Attr):
    """``sparse<[[0, 0]], [1]> : tensor<2x2xi32>``; ``text`` is the body."""

    text: str
    type: Type | None = None

    def __post_init__(self):
        object.__setattr__(self, "text", _normalize_body(self.text))

    def __str__(self) -> str:
        return _typed(f"sparse<{self.text}>", self.type)


@dataclass(frozen=True, slots=True)
class LocationAttr(Attr):
    """``loc("file.mlir":3:4)``, kept verbatim (``text`` includes ``loc(...)``)."""

    text: str

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True, slots=True)
class OpaqueAttr(Attr):
    """Anything else, verbatim: ``#gpu.address_space<workgroup>``, ``#llvm.noalias``,
    ``distinct[0]<...>``, bare keywords."""

    text: str

    def __str__(self) -> str:
        return self.text
