"""The ``arith`` dialect's buffer-deallocation model: ``arith.select`` of
memrefs (golden case tests/golden/passes/ownership/select).

Its result's ownership is the join of the operands' (the generic handlers
have nothing to do: ``process`` is a no-op); when a unique ownership is
needed (returning the select), the indicator is selected like the value::

    %r = arith.select %c, %a, %b : memref<2xf32>
    %o = arith.select %c, %own_a, %own_b : i1        // ownership of %r
"""

from __future__ import annotations

from ..ir.buffer_deallocation import DeallocModel
from ..ir.builder import Builder
from ..ir.nodes import Value

__all__ = ["SELECT"]


def _select_materialize(state, b: Builder, value: Value, resource: str):
    op = value.owner
    block = value.parent_block
    indicators = []
    for v in op.operands[1:3]:
        if resource not in state.res.indicators(v):
            indicators.append(b.constant_bool(False))  # never a buffer of this resource
            continue
        own = state.get(v, block, resource)
        if not own.is_unique:
            return None
        indicators.append(own.indicator)
    return value, b.select(op.operands[0], *indicators)


def _no_op(fd, op) -> None:
    return None


SELECT = DeallocModel(process=_no_op, materialize=_select_materialize)
