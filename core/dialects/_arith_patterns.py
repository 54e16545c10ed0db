"""Canonicalization patterns of the arith ops the deallocation pipeline
produces (i1 logic, pointer compares, selects), after MLIR's folders and
``ArithCanonicalization``:

    %0 = arith.andi %x, %true : i1          ->  %x
    %1 = arith.ori %x, %false : i1          ->  %x
    %2 = arith.xori %c, %true : i1          ->  arith.cmpi eq, %a, %b   (%c = cmpi ne, %a, %b)
    %3 = arith.select %true, %a, %b : T     ->  %a
    %4 = arith.select %c, %true, %false     ->  %c
    %5 = arith.cmpi eq, %p, %p : index      ->  %true
    %6 = arith.andi %true, %x : i1          ->  arith.andi %x, %true  (constants go right)
"""

from __future__ import annotations

import math

from ..ir import attrs as A
from ..ir import types as T
from ..ir.arith_predicates import CMPF_PREDICATES, CMPI
from ..ir.nodes import Operation
from ..ir.rewriter import Rewriter, constant_of

__all__ = ["FOLDS", "PATTERNS", "int_attr", "int_value"]

_INVERSE = {
    "eq": "ne",
    "ne": "eq",
    "slt": "sge",
    "sge": "slt",
    "sle": "sgt",
    "sgt": "sle",
    "ult": "uge",
    "uge": "ult",
    "ule": "ugt",
    "ugt": "ule",
}
_PRED_NAME = {v: k for k, v in CMPI.items()}


def _width(t) -> int | None:
    if isinstance(t, T.IndexType):
        return 64
    if isinstance(t, T.IntegerType):
        return t.width
    return None


def int_value(v) -> int | None:
    """The constant of an integer/index/i1 value as an unsigned int, or None."""
    a = constant_of(v)
    if a is None:
        return None
    w = _width(v.type)
    if w is None:
        return None
    if isinstance(a, A.BoolAttr):
        return int(a.value)
    if isinstance(a, A.IntegerAttr):
        return a.value & ((1 << w) - 1)
    return None


def int_attr(value: int, t) -> A.Attr:
    if t == T.I1:
        return A.BoolAttr(bool(value & 1))
    return A.IntegerAttr(value, t)


def _mask(t) -> int:
    return (1 << _width(t)) - 1


def _signed(v: int, w: int) -> int:
    return v - (1 << w) if v >> (w - 1) else v


def _compare(pred: str, a: int, b: int, w: int) -> bool:
    if pred[0] == "s":
        a, b = _signed(a, w), _signed(b, w)
    return {
        "eq": a == b,
        "ne": a != b,
        "slt": a < b,
        "sle": a <= b,
        "sgt": a > b,
        "sge": a >= b,
        "ult": a < b,
        "ule": a <= b,
        "ugt": a > b,
        "uge": a >= b,
    }[pred]


def _order_constants_last(op: Operation, rw: Rewriter) -> bool:
    """Commutative ops keep constants on the right (MLIR's foldCommutative)."""
    a, b = op.operands
    if constant_of(a) is not None and constant_of(b) is None:
        rw.set_operands(op, [b, a])
        return True
    return False


def _binary(fold):
    """A pattern from ``fold(op, a, b, ca, cb) -> Value | int | None`` (an int
    is a constant of the result type)."""

    def pattern(op: Operation, rw: Rewriter) -> bool:
        if len(op.operands) != 2 or len(op.results) != 1 or _width(op.results[0].type) is None:
            return False
        a, b = op.operands
        r = fold(op, a, b, int_value(a), int_value(b))
        if r is None:
            return False
        t = op.results[0].type
        rw.replace_op(op, [int_attr(r & _mask(t), t) if isinstance(r, int) else r])
        return True

    pattern.__name__ = fold.__name__
    return pattern


@_binary
def fold_andi(op, a, b, ca, cb):
    m = _mask(a.type)
    if ca is not None and cb is not None:
        return ca & cb
    for x, c in ((a, cb), (b, ca)):
        if c == 0:
            return 0
        if c == m:
            return x
    if a is b:
        return a
    return None


@_binary
def fold_ori(op, a, b, ca, cb):
    m = _mask(a.type)
    if ca is not None and cb is not None:
        return ca | cb
    for x, c in ((a, cb), (b, ca)):
        if c == 0:
            return x
        if c == m:
            return m
    if a is b:
        return a
    return None


@_binary
def fold_xori(op, a, b, ca, cb):
    if ca is not None and cb is not None:
        return ca ^ cb
    if a is b:
        return 0
    for x, c in ((a, cb), (b, ca)):
        if c == 0:
            return x
    # xori(xori(x, c), c) -> x
    inner = getattr(a, "owner", None)
    if (
        cb is not None
        and isinstance(inner, Operation)
        and inner.name == "arith.xori"
        and int_value(inner.operands[1]) == cb
    ):
        return inner.operands[0]
    return None


@_binary
def fold_addi(op, a, b, ca, cb):
    if ca is not None and cb is not None:
        return ca + cb
    if cb == 0:
        return a
    if ca == 0:
        return b
    return None


@_binary
def fold_subi(op, a, b, ca, cb):
    if ca is not None and cb is not None:
        return ca - cb
    if cb == 0:
        return a
    if a is b:
        return 0
    return None


@_binary
def fold_muli(op, a, b, ca, cb):
    if ca is not None and cb is not None:
        return ca * cb
    for x, c in ((a, cb), (b, ca)):
        if c == 0:
            return 0
        if c == 1:
            return x
    return None


def xori_not_cmpi(op: Operation, rw: Rewriter) -> bool:
    """``xori(cmpi(p, a, b), true)`` -> ``cmpi(not p, a, b)`` (i1)."""
    a, b = op.operands
    cmp = getattr(a, "owner", None)
    if op.results[0].type != T.I1 or int_value(b) != 1 or not isinstance(cmp, Operation) or cmp.name != "arith.cmpi":
        return False
    pred = _PRED_NAME.get(getattr(cmp.attr("predicate"), "value", None))
    if pred is None:
        return False
    new = rw.builder_before(op).cmpi(_INVERSE[pred], cmp.operands[0], cmp.operands[1])
    rw.replace_op(op, [new])
    return True


def fold_cmpi(op: Operation, rw: Rewriter) -> bool:
    pred = _PRED_NAME.get(getattr(op.attr("predicate"), "value", None))
    if pred is None or len(op.operands) != 2:
        return False
    a, b = op.operands
    w = _width(a.type)
    if w is None:
        return False
    ca, cb = int_value(a), int_value(b)
    result = None
    if ca is not None and cb is not None:
        result = _compare(pred, ca, cb, w)
    elif a is b:
        result = pred in ("eq", "sle", "sge", "ule", "uge")
    elif w == 1 and cb is not None and (pred, cb) in (("eq", 1), ("ne", 0)):
        rw.replace_op(op, [a])
        return True
    if result is None:
        return False
    rw.replace_op(op, [A.BoolAttr(result)])
    return True


def fold_select(op: Operation, rw: Rewriter) -> bool:
    """``select`` on a constant condition, of equal values, of i1 constants;
    ``select(not c, a, b)`` -> ``select(c, b, a)``."""
    if len(op.operands) != 3:
        return False
    c, a, b = op.operands
    cc = int_value(c)
    if cc is not None and c.type == T.I1:
        rw.replace_op(op, [a if cc else b])
        return True
    if a is b:
        rw.replace_op(op, [a])
        return True
    if op.results[0].type == T.I1 and c.type == T.I1:
        ca, cb = int_value(a), int_value(b)
        if (ca, cb) == (1, 0):
            rw.replace_op(op, [c])
            return True
        if (ca, cb) == (0, 1):
            bld = rw.builder_before(op)
            rw.replace_op(op, [bld.xori(c, bld.constant_bool(True))])
            return True
    inner = getattr(c, "owner", None)
    if (
        isinstance(inner, Operation)
        and inner.name == "arith.xori"
        and int_value(inner.operands[1]) == 1
        and c.type == T.I1
    ):
        rw.set_operands(op, [inner.operands[0], b, a])
        return True
    return False


PATTERNS = {
    "arith.andi": [fold_andi, _order_constants_last],
    "arith.ori": [fold_ori, _order_constants_last],
    "arith.xori": [fold_xori, xori_not_cmpi, _order_constants_last],
    "arith.addi": [fold_addi, _order_constants_last],
    "arith.muli": [fold_muli, _order_constants_last],
    "arith.subi": [fold_subi],
    "arith.cmpi": [fold_cmpi],
    "arith.select": [fold_select],
}


# ---------------------------------------------------------------------------
# constant folding of the rest of the usual integer/float arithmetic, so that
# branches on constant conditions fold before the ownership pass runs

_EXACT_FLOATS = ("f16", "bf16", "f32", "f64")


def float_value(v):
    a = constant_of(v)
    if isinstance(a, A.FloatAttr) and a.type.name in _EXACT_FLOATS:
        return a.value
    return None


def _float_attr(x: float, t) -> A.Attr | None:
    try:
        return A.FloatAttr(x, t)
    except (ValueError, OverflowError):
        return None


def _float_binary(compute):
    def pattern(op: Operation, rw: Rewriter) -> bool:
        if len(op.operands) != 2 or len(op.results) != 1:
            return False
        a, b = float_value(op.operands[0]), float_value(op.operands[1])
        t = op.results[0].type
        if a is None or b is None or not isinstance(t, T.FloatType) or t.name not in _EXACT_FLOATS:
            return False
        try:
            r = compute(a, b)
        except (ZeroDivisionError, OverflowError, ValueError):
            return False
        attr = _float_attr(r, t)
        if attr is None:
            return False
        rw.replace_op(op, [attr])
        return True

    pattern.__name__ = f"fold_{compute.__name__}"
    return pattern


def _same_operand_fold(op: Operation, rw: Rewriter) -> bool:
    """``maximumf %x, %x`` and friends are ``%x``."""
    if len(op.operands) == 2 and op.operands[0] is op.operands[1] and len(op.results) == 1:
        rw.replace_op(op, [op.operands[0]])
        return True
    return False


def fold_cmpf(op: Operation, rw: Rewriter) -> bool:
    pred = getattr(op.attr("predicate"), "value", None)
    if pred is None or not 0 <= pred < len(CMPF_PREDICATES) or len(op.operands) != 2:
        return False
    name = CMPF_PREDICATES[pred]
    if name in ("false", "true"):
        rw.replace_op(op, [A.BoolAttr(name == "true")])
        return True
    a, b = float_value(op.operands[0]), float_value(op.operands[1])
    if a is None or b is None:
        return False
    unordered = math.isnan(a) or math.isnan(b)
    if name == "ord":
        r = not unordered
    elif name == "uno":
        r = unordered
    else:
        base = {"eq": a == b, "gt": a > b, "ge": a >= b, "lt": a < b, "le": a <= b, "ne": a != b}[name[1:]]
        r = (base and not unordered) if name[0] == "o" else (unordered or base)
    rw.replace_op(op, [A.BoolAttr(r)])
    return True


def _int_binary(compute, signed: bool = False):
    @_binary
    def fold(op, a, b, ca, cb):
        if ca is None or cb is None:
            return None
        w = _width(a.type)
        if signed:
            ca, cb = _signed(ca, w), _signed(cb, w)
        try:
            return compute(ca, cb)
        except ZeroDivisionError:
            return None

    fold.__name__ = f"fold_{compute.__name__}"
    return fold


def _trunc_div(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def _trunc_rem(a: int, b: int) -> int:
    return a - b * _trunc_div(a, b)


def fold_int_cast(signed: bool):
    """index_cast / extsi / extui / trunci of a constant."""

    def pattern(op: Operation, rw: Rewriter) -> bool:
        if len(op.operands) != 1 or len(op.results) != 1:
            return False
        c = int_value(op.operands[0])
        src_w, dst = _width(op.operands[0].type), op.results[0].type
        if c is None or _width(dst) is None:
            return False
        if signed:
            c = _signed(c, src_w)
        rw.replace_op(op, [int_attr(c & _mask(dst), dst)])
        return True

    return pattern


def fold_int_to_float(signed: bool):
    def pattern(op: Operation, rw: Rewriter) -> bool:
        c = int_value(op.operands[0]) if len(op.operands) == 1 else None
        t = op.results[0].type if len(op.results) == 1 else None
        if c is None or not isinstance(t, T.FloatType) or t.name not in _EXACT_FLOATS:
            return False
        if signed:
            c = _signed(c, _width(op.operands[0].type))
        attr = _float_attr(float(c), t)
        if attr is None:
            return False
        rw.replace_op(op, [attr])
        return True

    return pattern


PATTERNS.update(
    {
        "arith.cmpf": [fold_cmpf],
        "arith.addf": [_float_binary(lambda a, b: a + b)],
        "arith.subf": [_float_binary(lambda a, b: a - b)],
        "arith.mulf": [_float_binary(lambda a, b: a * b)],
        "arith.divf": [_float_binary(lambda a, b: a / b)],
        "arith.maximumf": [_same_operand_fold],
        "arith.minimumf": [_same_operand_fold],
        "arith.maxnumf": [_same_operand_fold],
        "arith.minnumf": [_same_operand_fold],
        "arith.maxsi": [_same_operand_fold, _int_binary(max, True)],
        "arith.minsi": [_same_operand_fold, _int_binary(min, True)],
        "arith.maxui": [_same_operand_fold, _int_binary(max)],
        "arith.minui": [_same_operand_fold, _int_binary(min)],
        "arith.divui": [_int_binary(lambda a, b: a // b)],
        "arith.remui": [_int_binary(lambda a, b: a % b)],
        "arith.divsi": [_int_binary(_trunc_div, True)],
        "arith.remsi": [_int_binary(_trunc_rem, True)],
        "arith.index_cast": [fold_int_cast(True)],
        "arith.index_castui": [fold_int_cast(False)],
        "arith.extsi": [fold_int_cast(True)],
        "arith.extui": [fold_int_cast(False)],
        "arith.trunci": [fold_int_cast(False)],
        "arith.sitofp": [fold_int_to_float(True)],
        "arith.uitofp": [fold_int_to_float(False)],
    }
)

# what the ops' folders do (applied by every greedy rewrite, not only canonicalize)
FOLDS = {name: [p for p in pats if p is not xori_not_cmpi] for name, pats in PATTERNS.items()}
