"""The ``cf`` dialect's buffer-deallocation models: multi-successor
branches get one dealloc per successor, its conditions restricted to the
branch taken (golden cases tests/golden/passes/ownership/: cond_br,
cf_switch, cf_switch_strict).

* ``cf.cond_br`` (as upstream): ``%own & %c`` and ``%own & !%c``::

      %t = arith.andi %own, %c : i1
      %r0 = bufferization.dealloc (%base : memref<f32>) if (%t) retain (...)
      %true = arith.constant true
      %n = arith.xori %true, %c : i1
      %e = arith.andi %own, %n : i1
      %r1 = bufferization.dealloc (%base : memref<f32>) if (%e) retain (...)
      cf.cond_br %c, ^bb1(%x, %r0#0 : memref<2xf32>, i1), ^bb2

* ``cf.switch`` (beyond upstream): successor *k* is taken iff the flag
  equals case *k* (and no earlier case); the default iff no case matches
  (``arith.cmpi eq`` per case).
"""

from __future__ import annotations

from ..ir import attrs as A
from ..ir import types as T
from ..ir.buffer_deallocation import BranchConditions, DeallocModel
from ..ir.builder import Builder
from ..ir.interfaces import successor_operands
from ..ir.nodes import Operation, Value

__all__ = ["COND_BR", "SWITCH"]


class _CondBrConditions(BranchConditions):
    def __init__(self, op: Operation, b: Builder):
        self.cond = op.operands[0]
        self.b = b
        self._neg: Value | None = None

    def restrict(self, k: int, cond: Value) -> Value:
        b = self.b
        if k == 0:
            return b.andi(cond, self.cond)
        # upstream builds the negation once per condition
        negation = b.xori(b.constant_bool(True), self.cond)
        return b.andi(cond, negation)

    def taken(self, k: int) -> Value:
        if k == 0:
            return self.cond
        if self._neg is None:
            self._neg = self.b.xori(self.b.constant_bool(True), self.cond)
        return self._neg


def _case_values(op: Operation) -> list[int]:
    return A.int_elements(op.attr("case_values")) or []


class _SwitchConditions(BranchConditions):
    """Successor 0 is the default, successor k the (k-1)-th case."""

    def __init__(self, op: Operation, b: Builder):
        self.op = op
        self.b = b
        self._taken: list[Value] | None = None

    def _build(self) -> list[Value]:
        b, flag = self.b, self.op.operands[0]
        values = _case_values(self.op)
        eqs = [b.cmpi("eq", flag, b.constant(A.IntegerAttr(v, flag.type), flag.type)) for v in values]
        taken: list[Value] = []
        seen: list[Value] = []
        unique = len(set(values)) == len(values)
        for eq in eqs:
            if seen and not unique:
                earlier = seen[0]
                for s in seen[1:]:
                    earlier = b.ori(earlier, s)
                eq_first = b.andi(eq, b.xori(earlier, b.constant_bool(True)))
            else:
                eq_first = eq
            taken.append(eq_first)
            seen.append(eq)
        if eqs:
            anyc = eqs[0]
            for e in eqs[1:]:
                anyc = b.ori(anyc, e)
            default = b.xori(anyc, b.constant_bool(True))
        else:
            default = b.constant_bool(True)
        return [default] + taken

    def taken(self, k: int) -> Value:
        if self._taken is None:
            self._taken = self._build()
        return self._taken[k]

    def restrict(self, k: int, cond: Value) -> Value:
        return self.b.andi(cond, self.taken(k))


def _set_switch_operands(op: Operation, k: int, values: list[Value]) -> None:
    groups = [[op.operands[i] for i in g] for g in successor_operands(op) or []]
    groups[k] = list(values)
    op.set_operands([op.operands[0]] + [v for g in groups for v in g])
    store = op.properties if "operandSegmentSizes" in op.properties else op.attributes
    i32 = T.IntegerType(32)
    store["operandSegmentSizes"] = A.DenseArrayAttr(i32, (1, len(groups[0]), sum(len(g) for g in groups[1:])))
    store["case_operand_segments"] = A.DenseArrayAttr(i32, tuple(len(g) for g in groups[1:]))


COND_BR = DeallocModel(branch_conditions=_CondBrConditions)
SWITCH = DeallocModel(branch_conditions=_SwitchConditions, upstream=False, set_successor_operands=_set_switch_operands)
