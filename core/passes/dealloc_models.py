"""Per-op buffer-deallocation models (MLIR's ``BufferDeallocationOpInterface``
external models), attached by op name to the registry under the interface
key ``buffer_deallocation``.  The ownership pass asks ``model_of(op)``; it
never switches on op names.

Golden cases (tests/golden/passes/ownership/): select, cond_br, cf_switch,
cf_switch_strict, bufferization_dealloc_rejected.

* ``arith.select`` -- ``process`` is a no-op (the result's ownership is the
  join of the operands'); when a unique ownership is needed (returning the
  select), the indicator is selected like the value::

      %r = arith.select %c, %a, %b : memref<2xf32>
      %o = arith.select %c, %own_a, %own_b : i1        // ownership of %r

* ``cf.cond_br`` -- a multi-successor branch: one dealloc per successor, the
  conditions restricted to the branch taken (``%own & %c``, ``%own & !%c``)::

      %t = arith.andi %own, %c : i1
      %r0 = bufferization.dealloc (%base : memref<f32>) if (%t) retain (...)
      %true = arith.constant true
      %n = arith.xori %true, %c : i1
      %e = arith.andi %own, %n : i1
      %r1 = bufferization.dealloc (%base : memref<f32>) if (%e) retain (...)
      cf.cond_br %c, ^bb1(%x, %r0#0 : memref<2xf32>, i1), ^bb2

* ``cf.switch`` -- beyond upstream: successor *k* is taken iff the flag
  equals case *k* (and no earlier case); the default iff no case matches.
  Each successor gets its own dealloc with ``%own & taken_k`` and its
  operands get their ownership indicators (``arith.cmpi eq`` per case).

* ``func.call_indirect`` -- like a call of an external function: its memref
  results are owned by the caller (the function-boundary ABI).

* ``bufferization.dealloc`` -- rejected: the pass must run on IR without
  deallocations ("No deallocation operations must be present when running
  this pass!").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..ir import attrs as A
from ..ir import interfaces as I
from ..ir import types as T
from ..ir.builder import Builder
from ..ir.nodes import Operation, Value

__all__ = [
    "KEY",
    "BranchConditions",
    "DeallocModel",
    "model_of",
    "register",
    "set_successor_operands",
]

KEY = "buffer_deallocation"


@dataclass(frozen=True)
class DeallocModel:
    # Replaces the generic interface handlers (and their preconditions):
    # ``process(pass_, op)``.
    process: Callable | None = None
    # ``materialize(state, builder, value, resource) -> (value, indicator) | None``
    # (None: fall back to the state's default, a clone).
    materialize: Callable | None = None
    # Multi-successor terminators: ``branch_conditions(op, builder) -> BranchConditions``.
    branch_conditions: Callable | None = None
    # Upstream MLIR handles this op (accepted in strict mode).
    upstream: bool = True
    # ``set_successor_operands(op, k, values)`` when the default (the last
    # operand segments, one per successor) does not fit.
    set_successor_operands: Callable | None = None
    # Rejected with this message (upstream-style).
    reject: str | None = None
    # A function the pass deallocates (MLIR walks func.func only).
    function: bool = False


_CACHE: dict[str, DeallocModel | None] = {}


def model_of(op: Operation) -> DeallocModel | None:
    name = op.name
    try:
        return _CACHE[name]
    except KeyError:
        pass
    from ..ir.registry import registry
    model = registry.get(name)
    found = model.interfaces.get(KEY) if model is not None else None
    _CACHE[name] = found
    return found


# ---------------------------------------------------------------------------
# multi-successor branches

class BranchConditions:
    """Per-successor conditions of a multi-successor terminator."""

    def restrict(self, k: int, cond: Value) -> Value:
        """``cond`` and "successor ``k`` is taken" (built at the builder)."""
        raise NotImplementedError

    def taken(self, k: int) -> Value:
        raise NotImplementedError


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
        eqs = [b.cmpi("eq", flag, b.constant(A.IntegerAttr(v, flag.type), flag.type))
               for v in values]
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
    groups = [[op.operands[i] for i in g] for g in I.successor_operands(op) or []]
    groups[k] = list(values)
    op.set_operands([op.operands[0]] + [v for g in groups for v in g])
    store = op.properties if "operandSegmentSizes" in op.properties else op.attributes
    i32 = T.IntegerType(32)
    store["operandSegmentSizes"] = A.DenseArrayAttr(
        i32, (1, len(groups[0]), sum(len(g) for g in groups[1:])))
    store["case_operand_segments"] = A.DenseArrayAttr(i32, tuple(len(g) for g in groups[1:]))


def set_successor_operands(op: Operation, k: int, values: list[Value]) -> None:
    """Make ``values`` the operands ``op`` forwards to successor ``k``."""
    model = model_of(op)
    if model is not None and model.set_successor_operands is not None:
        model.set_successor_operands(op, k, values)
        return
    groups = I.successor_operands(op) or [[] for _ in op.successors]
    in_group = {i for g in groups for i in g}
    prefix = [v for i, v in enumerate(op.operands) if i not in in_group]
    new_groups = [[op.operands[i] for i in g] for g in groups]
    new_groups[k] = list(values)
    op.set_operands(prefix + [v for g in new_groups for v in g])
    n = len(op.successors)
    for store in (op.properties, op.attributes):
        seg = store.get("operandSegmentSizes")
        if isinstance(seg, A.DenseArrayAttr) and len(seg.values) > n:
            sizes = list(seg.values[:-n]) + [len(g) for g in new_groups]
            store["operandSegmentSizes"] = A.DenseArrayAttr(T.IntegerType(32), tuple(sizes))
            break


# ---------------------------------------------------------------------------
# arith.select

def _select_materialize(state, b: Builder, value: Value, resource: str):
    op = value.owner
    block = value.parent_block
    indicators = []
    for v in op.operands[1:3]:
        if resource not in state.res.indicators(v):
            indicators.append(b.constant_bool(False))     # never a buffer of this resource
            continue
        own = state.get(v, block, resource)
        if not own.is_unique:
            return None
        indicators.append(own.indicator)
    return value, b.select(op.operands[0], *indicators)


def _no_op(pass_, op) -> None:
    return None


def _indirect_call(pass_, op) -> None:
    """``func.call_indirect``: a call whose callee is unknown follows the
    function-boundary ABI -- its memref results are owned by the caller."""
    from .ownership_handlers import own_call_results
    own_call_results(pass_, op, None)


MODELS: dict[str, DeallocModel] = {
    "arith.select": DeallocModel(process=_no_op, materialize=_select_materialize),
    "cf.cond_br": DeallocModel(branch_conditions=_CondBrConditions),
    "cf.switch": DeallocModel(branch_conditions=_SwitchConditions, upstream=False,
                              set_successor_operands=_set_switch_operands),
    "bufferization.dealloc": DeallocModel(
        reject="No deallocation operations must be present when running this pass!"),
    "func.func": DeallocModel(function=True),
    "func.call_indirect": DeallocModel(process=_indirect_call),
}


def register(registry) -> None:
    for name, model in MODELS.items():
        if registry.get(name) is not None:
            registry.attach(name, KEY, model)
    _CACHE.clear()
