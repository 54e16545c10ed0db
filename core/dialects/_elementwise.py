"""Type constraints and trait checks of elementwise ops (arith, math, index),
with mlir-opt's verifier messages.

A constraint is ``(description, predicate)``: ``C_INT`` is ODS's
``SignlessIntegerOrIndexLike`` ("signless-integer-like"), ``C_FLOAT``
``FloatLike``, ...  A check is ``check(op) -> message | None``:
``same_type_all`` is ``SameOperandsAndResultType``, ``elementwise`` the
``Elementwise`` trait, ``all_match`` ``AllTypesMatch``, ...  ``verifier``
combines them into a model's ``verify`` hook that reports the first failure,
in MLIR's order.
"""

from __future__ import annotations

from dataclasses import replace

from ..ir import attrs as A
from ..ir import types as T

__all__ = [
    "SHAPED",
    "MAPPABLE",
    "I1",
    "element",
    "i1_like",
    "is_signless",
    "is_int_or_index",
    "is_float",
    "C_INT",
    "C_FIXED",
    "C_FLOAT",
    "C_BOOL",
    "C_INDEX_CAST",
    "C_BITCAST",
    "ranked_shape",
    "compatible_shapes",
    "same_type_all",
    "same_type_operands",
    "same_shape",
    "same_tensor_dims",
    "i1_result",
    "all_match",
    "elementwise",
    "enum_attr",
    "verifier",
]

SHAPED = (T.VectorType, T.TensorType, T.UnrankedTensorType, T.MemRefType, T.UnrankedMemRefType)
MAPPABLE = (T.VectorType, T.TensorType, T.UnrankedTensorType)
I1 = T.IntegerType(1)


def element(t):
    """The element type of a shaped type, else the type itself."""
    return t.element if isinstance(t, SHAPED) else t


def i1_like(t):
    """``i1`` with the shape of ``t`` (MLIR's ``getI1SameShape``)."""
    if isinstance(t, (T.VectorType, T.TensorType, T.MemRefType, T.UnrankedMemRefType)):
        return replace(t, element=I1)
    if isinstance(t, T.UnrankedTensorType):
        return T.UnrankedTensorType(I1)
    return I1


def _like(pred):
    """scalar, vector or tensor whose element satisfies ``pred``."""

    def check(t) -> bool:
        if isinstance(t, MAPPABLE):
            return pred(t.element)
        return not isinstance(t, SHAPED) and pred(t)

    return check


def _memref_of(pred):
    return lambda t: isinstance(t, (T.MemRefType, T.UnrankedMemRefType)) and pred(t.element)


def is_signless(t) -> bool:
    return isinstance(t, T.IntegerType) and t.is_signless


def is_int_or_index(t) -> bool:
    return is_signless(t) or isinstance(t, T.IndexType)


def is_float(t) -> bool:
    return isinstance(t, T.FloatType)


def _any_of(*preds):
    return lambda t: any(p(t) for p in preds)


# (description, predicate): ODS type constraints by their messages
C_INT = ("signless-integer-like", _like(is_int_or_index))
C_FIXED = ("signless-fixed-width-integer-like", _like(is_signless))
C_FLOAT = ("floating-point-like", _like(is_float))
C_BOOL = ("bool-like", _like(lambda e: e == I1))
C_INDEX_CAST = (
    "signless-integer-like or memref of signless-integer",
    _any_of(_like(is_int_or_index), _memref_of(is_int_or_index)),
)
C_BITCAST = (
    "signless-integer-or-float-like or memref of signless-integer or float",
    _any_of(_like(_any_of(is_signless, is_float)), _memref_of(_any_of(is_signless, is_float))),
)


def ranked_shape(t):
    return t.shape if isinstance(t, (T.VectorType, T.TensorType, T.MemRefType)) else None


def compatible_shapes(types) -> bool:
    """MLIR's ``verifyCompatibleShapes``."""
    shaped = [isinstance(t, SHAPED) for t in types]
    if not all(shaped):
        return not any(shaped)
    scalable = [isinstance(t, T.VectorType) and bool(t.scalable) for t in types]
    if any(scalable) and not all(scalable):
        return False
    shapes = [s for s in map(ranked_shape, types) if s is not None]
    if not shapes:
        return True
    if len({len(s) for s in shapes}) != 1:
        return False
    for dims in zip(*shapes):
        static = {d for d in dims if d is not None}
        if len(static) > 1:
            return False
    return True


def _types(op):
    return [v.type for v in op.operands] + [r.type for r in op.results]


def same_type_all(op):
    """SameOperandsAndResultType."""
    if not op.operands or not op.results:
        return None
    ref = op.results[0].type
    enc = getattr(ref, "encoding", None) if isinstance(ref, T.TensorType) else None
    for t in _types(op)[:]:
        if element(t) != element(ref) or not compatible_shapes([t, ref]):
            return "requires the same type for all operands and results"
    if enc is not None:
        for t in _types(op):
            if isinstance(t, T.TensorType) and t.encoding != enc:
                return "requires the same encoding for all operands and results"
    return None


def same_type_operands(op):
    """SameTypeOperands."""
    if any(v.type != op.operands[0].type for v in op.operands):
        return "requires all operands to have the same type"
    return None


def same_shape(op):
    """SameOperandsAndResultShape."""
    if not compatible_shapes(_types(op)):
        return "requires the same shape for all operands and results"
    return None


def same_tensor_dims(op):
    """SameInputOutputTensorDims (first operand vs first result)."""

    def dims(t):
        return t.shape if isinstance(t, T.TensorType) else ()

    if dims(op.operands[0].type) != dims(op.results[0].type):
        return "failed to verify that input and output have the same tensor dimensions"
    return None


def i1_result(op):
    """TypesMatchWith<lhs, result, getI1SameShape>."""
    if op.results[0].type != i1_like(op.operands[0].type):
        return "failed to verify that result type has i1 element type and same shape as operands"
    return None


def all_match(*slots):
    """AllTypesMatch over named operand/result positions: ("lhs", 0) is operand 0,
    ("sum", -1) is result 0, ("high", -2) result 1."""
    names = ", ".join(n for n, _ in slots)

    def check(op):
        types = [op.operands[i].type if i >= 0 else op.results[-i - 1].type for _, i in slots]
        if any(t != types[0] for t in types):
            return f"failed to verify that all of {{{names}}} have same type"
        return None

    return check


def elementwise(op):
    """The Elementwise trait."""
    res = [t for t in (r.type for r in op.results) if isinstance(t, MAPPABLE)]
    ops = [t for t in (v.type for v in op.operands) if isinstance(t, MAPPABLE)]
    if not res and not ops:
        return None
    if res and not ops:
        return "if a result is non-scalar, then at least one operand must be non-scalar"
    if not res:
        return "if an operand is non-scalar, then there must be at least one non-scalar result"
    if len(res) != len(op.results):
        return "if an operand is non-scalar, then all results must be non-scalar"
    types = ops + res
    if any(type(t) is not type(types[0]) for t in types) or not compatible_shapes(types):
        return "all non-scalar operands/results must have the same shape and base type"
    return None


def enum_attr(name: str, n: int, width: int = 64):
    """A required I64/I32 enum attribute with values 0..n-1."""

    def check(op):
        a = op.attr(name)
        if a is None:
            return f"requires attribute '{name}'"
        ok = isinstance(a, A.IntegerAttr) and a.type == T.IntegerType(width) and 0 <= a.value < n
        if not ok:
            cases = ", ".join(str(i) for i in range(n))
            return (
                f"attribute '{name}' failed to satisfy constraint: allowed {width}-bit signless integer cases: {cases}"
            )
        return None

    return check


def verifier(operands=(), results=(), checks=()):
    """A verify hook: type constraints of operands and results (``(description,
    predicate)`` or None), then ``checks`` in order; reports the first failure.

    The outcome depends only on the op's name, types and attributes, so it
    is remembered per such signature (a big module has few of them)."""

    def first_failure(op) -> str | None:
        if any(isinstance(t, T.UnknownType) for t in _types(op)):
            return None
        for i, (c, v) in enumerate(zip(operands, op.operands)):
            if c is not None and not c[1](v.type):
                return f"'{op.name}' op operand #{i} must be {c[0]}, but got '{v.type}'"
        for i, (c, r) in enumerate(zip(results, op.results)):
            if c is not None and not c[1](r.type):
                return f"'{op.name}' op result #{i} must be {c[0]}, but got '{r.type}'"
        for check in checks:
            msg = check(op)
            if msg:
                return f"'{op.name}' op {msg}"
        return None

    seen: dict = {}

    def verify(op, report) -> None:
        key = (
            op.name,
            tuple([v.type for v in op.operands]),
            tuple([r.type for r in op.results]),
            tuple(op.properties.items()),
            tuple(op.attributes.items()),
        )
        try:
            msg = seen[key]
        except KeyError:
            msg = first_failure(op)
            if len(seen) < 4096:
                seen[key] = msg
        except TypeError:  # an unhashable attribute
            msg = first_failure(op)
        if msg:
            report(msg)

    return verify
