"""MLIR builtin types as immutable, hashable values that print in MLIR syntax.

``parse_type("memref<4x?xf32, strided<[?, 1], offset: ?>, 1>")`` (in
``typeattr_parser.py``) gives a ``MemRefType``; ``str()`` of any type is the
text mlir-opt prints for it.
Construction canonicalizes the way MLIR's type constructors do, so equal
types compare equal however they were written: an identity ``affine_map``
layout and a memory space of ``0`` are dropped (``memref<4xf32,
affine_map<(d0) -> (d0)>, 0>`` is ``memref<4xf32>``).

Types of dialects bufls does not model are ``OpaqueType`` and print verbatim.
Attributes (layouts, memory spaces, encodings) are ``bufls.core.ir.attrs``
values, which say themselves how they canonicalize as a layout or memory
space (so this module never imports ``attrs``); the two modules share one
grammar (``types.lark``) and parser (``typeattr_parser.py``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .attrs import Attr

__all__ = [
    "Type",
    "IntegerType",
    "FloatType",
    "IndexType",
    "NoneType",
    "ComplexType",
    "TupleType",
    "FunctionType",
    "MemRefType",
    "UnrankedMemRefType",
    "TensorType",
    "UnrankedTensorType",
    "VectorType",
    "OpaqueType",
    "UnknownType",
    "TypeSyntaxError",
    "is_memref",
    "is_shaped",
    "I1",
    "I8",
    "I16",
    "I32",
    "I64",
    "INDEX",
    "F16",
    "BF16",
    "F32",
    "F64",
    "NONE",
    "FLOAT_TYPE_NAMES",
]


class TypeSyntaxError(ValueError):
    """Text that is not a type; ``offset`` is the 0-based offset of the problem in it."""

    def __init__(self, message: str, offset: int = 0):
        super().__init__(message)
        self.message = message
        self.offset = offset

    def __str__(self) -> str:
        return self.message


class Type:
    """Base of all types: frozen, hashable, ``str()`` is MLIR syntax."""

    __slots__ = ()


MAX_INT_WIDTH = (1 << 24) - 1


@dataclass(frozen=True, slots=True)
class IntegerType(Type):
    """``i32`` (signless), ``si8`` (signed), ``ui16`` (unsigned)."""

    width: int
    signedness: str = ""  # "", "s" or "u"

    def __post_init__(self):
        if self.signedness not in ("", "s", "u") or self.width < 0:
            raise ValueError(f"bad integer type: {self.signedness}i{self.width}")
        if self.width > MAX_INT_WIDTH:  # upstream's limit (and 1 << width must stay cheap)
            raise ValueError(f"integer bitwidth is limited to {MAX_INT_WIDTH} bits")

    def __str__(self) -> str:
        return f"{self.signedness}i{self.width}"

    @property
    def is_signless(self) -> bool:
        return not self.signedness


FLOAT_TYPE_NAMES = frozenset(
    {
        "f16",
        "bf16",
        "f32",
        "f64",
        "f80",
        "f128",
        "tf32",
        "f8E5M2",
        "f8E4M3",
        "f8E3M4",
        "f8E4M3FN",
        "f8E5M2FNUZ",
        "f8E4M3FNUZ",
        "f8E4M3B11FNUZ",
        "f8E8M0FNU",
        "f6E2M3FN",
        "f6E3M2FN",
        "f4E2M1FN",
    }
)


@dataclass(frozen=True, slots=True)
class FloatType(Type):
    """A builtin float type by its MLIR name: ``f32``, ``bf16``, ``f8E4M3FN``..."""

    name: str

    def __post_init__(self):
        if self.name not in FLOAT_TYPE_NAMES:
            raise ValueError(f"unknown float type {self.name!r}")

    def __str__(self) -> str:
        return self.name


@dataclass(frozen=True, slots=True)
class IndexType(Type):
    def __str__(self) -> str:
        return "index"


@dataclass(frozen=True, slots=True)
class NoneType(Type):
    def __str__(self) -> str:
        return "none"


@dataclass(frozen=True, slots=True)
class ComplexType(Type):
    element: Type

    def __str__(self) -> str:
        return f"complex<{self.element}>"


@dataclass(frozen=True, slots=True)
class TupleType(Type):
    types: tuple[Type, ...] = ()

    def __str__(self) -> str:
        return f"tuple<{', '.join(map(str, self.types))}>"


@dataclass(frozen=True, slots=True)
class FunctionType(Type):
    """``(i32, f32) -> i1``; several or no results are parenthesised."""

    inputs: tuple[Type, ...] = ()
    results: tuple[Type, ...] = ()

    def __str__(self) -> str:
        args = ", ".join(map(str, self.inputs))
        if len(self.results) == 1 and not isinstance(self.results[0], FunctionType):
            return f"({args}) -> {self.results[0]}"
        return f"({args}) -> ({', '.join(map(str, self.results))})"


def _dims(shape: Iterable[int | None], scalable: tuple[bool, ...] = ()) -> str:
    out = []
    for i, d in enumerate(shape):
        text = "?" if d is None else str(d)
        out.append(f"[{text}]" if i < len(scalable) and scalable[i] else text)
    return "".join(f"{t}x" for t in out)


KDYNAMIC = -(1 << 63)
"""MLIR's ``ShapedType::kDynamic``: the i64 that stands for a dynamic size,
offset or stride in ``static_*`` index arrays (a type's own shape uses None)."""


class _Shaped:
    """Shape helpers shared by ranked memrefs, tensors and vectors."""

    __slots__ = ()
    shape: tuple[int | None, ...]

    @property
    def rank(self) -> int:
        return len(self.shape)

    @property
    def has_static_shape(self) -> bool:
        return None not in self.shape

    @property
    def num_dynamic_dims(self) -> int:
        return sum(d is None for d in self.shape)

    @property
    def num_elements(self) -> int | None:
        """The element count, or None when a dimension is dynamic."""
        if not self.has_static_shape:
            return None
        n = 1
        for d in self.shape:
            n *= d
        return n

    def is_dynamic_dim(self, index: int) -> bool:
        return self.shape[index] is None

    def with_shape(self, shape: Iterable[int | None]):
        """The same type with another shape (layout, space, encoding kept)."""
        return replace(self, shape=tuple(shape))  # type: ignore[type-var]  # mixed into dataclasses only


def _check_shape(shape: tuple) -> None:
    for d in shape:
        if d is not None and (not isinstance(d, int) or d < 0):
            raise ValueError(f"bad dimension {d!r}")


@dataclass(frozen=True, slots=True)
class MemRefType(_Shaped, Type):
    """``memref<4x?xf32, strided<[?, 1], offset: ?>, 1>``; None dims are dynamic.

    ``layout`` None is the identity layout; ``memory_space`` None is the
    default space.  An identity ``AffineMapAttr`` layout and an integer space
    ``0`` are canonicalized to None, as MLIR does.
    """

    shape: tuple[int | None, ...]
    element: Type
    layout: Attr | None = None
    memory_space: Attr | None = None

    def __post_init__(self):
        object.__setattr__(self, "shape", tuple(self.shape))
        _check_shape(self.shape)
        if self.layout is not None:
            object.__setattr__(self, "layout", self.layout.canonical_layout(len(self.shape)))
        if self.memory_space is not None:
            object.__setattr__(self, "memory_space", self.memory_space.canonical_memory_space())

    def __str__(self) -> str:
        text = f"memref<{_dims(self.shape)}{self.element}"
        if self.layout is not None:
            text += f", {self.layout}"
        if self.memory_space is not None:
            text += f", {self.memory_space.elided()}"
        return text + ">"

    @property
    def is_identity_layout(self) -> bool:
        """True for the default row-major layout (no layout, or one equal to it)."""
        return self.layout is None or self.layout.is_identity_layout(self.shape)


@dataclass(frozen=True, slots=True)
class UnrankedMemRefType(Type):
    """``memref<*xf32>``, ``memref<*xf32, 1>``."""

    element: Type
    memory_space: Attr | None = None

    def __post_init__(self):
        if self.memory_space is not None:
            object.__setattr__(self, "memory_space", self.memory_space.canonical_memory_space())

    def __str__(self) -> str:
        space = f", {self.memory_space.elided()}" if self.memory_space is not None else ""
        return f"memref<*x{self.element}{space}>"


@dataclass(frozen=True, slots=True)
class TensorType(_Shaped, Type):
    """``tensor<4x?xf32>``, ``tensor<?xf64, #CSR>`` (encoding printed in full)."""

    shape: tuple[int | None, ...]
    element: Type
    encoding: Attr | None = None

    def __post_init__(self):
        object.__setattr__(self, "shape", tuple(self.shape))
        _check_shape(self.shape)

    def __str__(self) -> str:
        enc = f", {self.encoding}" if self.encoding is not None else ""
        return f"tensor<{_dims(self.shape)}{self.element}{enc}>"


@dataclass(frozen=True, slots=True)
class UnrankedTensorType(Type):
    element: Type

    def __str__(self) -> str:
        return f"tensor<*x{self.element}>"


@dataclass(frozen=True, slots=True)
class VectorType(_Shaped, Type):
    """``vector<4x[8]xf32>``: ``scalable[i]`` marks ``[n]`` dimensions (may be empty)."""

    shape: tuple[int, ...]
    element: Type
    scalable: tuple[bool, ...] = ()

    def __post_init__(self):
        object.__setattr__(self, "shape", tuple(self.shape))
        scalable = tuple(bool(s) for s in self.scalable)
        if not any(scalable):
            scalable = ()
        elif len(scalable) != len(self.shape):
            raise ValueError("scalable flags must match the shape")
        object.__setattr__(self, "scalable", scalable)
        if None in self.shape:
            raise ValueError("vector dimensions must be static")
        _check_shape(self.shape)

    def __str__(self) -> str:
        return f"vector<{_dims(self.shape, self.scalable)}{self.element}>"


@dataclass(frozen=True, slots=True)
class OpaqueType(Type):
    """A dialect type kept as text: ``!llvm.ptr`` is ``OpaqueType("llvm", ".ptr")``.

    ``body`` is everything after the dialect name, verbatim, so
    ``str()`` is ``"!" + dialect + body``.
    """

    dialect: str
    body: str = ""

    def __str__(self) -> str:
        return f"!{self.dialect}{self.body}"

    @property
    def name(self) -> str:
        """``llvm.ptr`` for ``!llvm.ptr<1>``: the dialect and the mnemonic."""
        m = re.match(r"\.[\w$.]*", self.body)
        return self.dialect + (m.group() if m else "")


@dataclass(frozen=True, slots=True)
class UnknownType(Type):
    """Stand-in for the type of a value the parser could not type."""

    def __str__(self) -> str:
        return "<<unknown>>"


I1 = IntegerType(1)
I8 = IntegerType(8)
I16 = IntegerType(16)
I32 = IntegerType(32)
I64 = IntegerType(64)
INDEX = IndexType()
F16 = FloatType("f16")
BF16 = FloatType("bf16")
F32 = FloatType("f32")
F64 = FloatType("f64")
NONE = NoneType()


def is_memref(t: Type) -> bool:
    """True for ranked and unranked memrefs."""
    return isinstance(t, (MemRefType, UnrankedMemRefType))


def is_shaped(t: Type) -> bool:
    """True for memrefs, tensors and vectors, ranked or not."""
    return isinstance(t, (MemRefType, UnrankedMemRefType, TensorType, UnrankedTensorType, VectorType))
