"""``--optimize-allocation-liveness``: each free moves up to just after the
last use of its buffer in the block (MLIR 22's pass, for every resource).

    %alloc = memref.alloc() : memref<4xf32>
    %view = memref.expand_shape %alloc [[0, 1]] output_shape [2, 2] : memref<4xf32> into memref<2x2xf32>
    %other = memref.alloc() : memref<8xf32>
    memref.store %f, %other[%c0] : memref<8xf32>
    memref.dealloc %alloc : memref<4xf32>
    memref.dealloc %other : memref<8xf32>

becomes::

    %alloc = memref.alloc() : memref<4xf32>
    %view = memref.expand_shape %alloc [[0, 1]] output_shape [2, 2] : memref<4xf32> into memref<2x2xf32>
    memref.dealloc %alloc : memref<4xf32>
    %other = memref.alloc() : memref<8xf32>
    memref.store %f, %other[%c0] : memref<8xf32>
    memref.dealloc %other : memref<8xf32>

For each op that allocates exactly one of its results (memory effects, in
program order), when exactly one user of that result frees memory and it
sits in the allocating op's block: the last op of that block using the
buffer or any of its aliases (views, values it is forwarded to: the
aliases of ``analysis/view_flow.py``), itself or through an op nested in
it, is found; the free moves to just after it.  Frees stay inside
conditionals (a free in another block than the allocation is left alone).

Where upstream would break the IR or crash, bufls leaves the free where
it is: a use outside the block (through a branch), a last user that is the
block's terminator, a free op with other operands defined later than its
new place.
"""

from __future__ import annotations

from ..analysis.view_flow import aliases
from ..ir.interfaces import Effect, callable_body, memory_effects
from ..ir.nodes import Block, Operation, Value
from .base import ModulePass, register
from .promote_to_stack import functions_of

__all__ = ["OptimizeAllocationLiveness", "optimize_allocation_liveness"]


def optimize_allocation_liveness(root: Operation, resources) -> int:
    """Move the frees of every function in ``root``; returns how many moved."""
    moved = 0
    for func in functions_of(root):
        body = callable_body(func)
        if body is None or not body.blocks:
            continue  # a declaration
        for op in [o for o in func.walk() if o is not func]:
            if _move_free(op, resources):
                moved += 1
    return moved


def _move_free(op: Operation, resources) -> bool:
    if op.parent is None or not op.results:
        return False
    fx = memory_effects(op, resources)
    if not fx:
        return False
    allocated = [e.result for e in fx if e.effect is Effect.ALLOCATE and e.result is not None]
    if len(allocated) != 1:
        return False
    value = op.results[allocated[0]]
    free = _only_free(value, resources)
    block = op.parent
    if free is None or free.parent is not block:
        return False
    last = _last_user(value, free, block)
    if last is None or last is free or last is block.terminator:
        return False
    if not _operands_ready(free, last, block):
        return False
    block.remove(free)
    block.insert_after(last, free)
    return True


def _only_free(value: Value, resources) -> Operation | None:
    """The one user of ``value`` that frees it (None: none or several).  An
    op with regions whose nested ops free something (``scf.for`` carrying
    the buffer, with recursive effects) is not a free of ``value``: it
    must not move (it did, above the uses of the loop's results)."""
    found = None
    for user in value.users:
        fx = memory_effects(user, resources) or []
        if user.regions:
            if any(e.effect is Effect.FREE for e in fx):
                return None  # (the buffer may be freed inside: leave it all)
            continue
        if any(e.effect is Effect.FREE and e.value(user) is value for e in fx):
            if found is not None and found is not user:
                return None
            found = user
    return found


def _last_user(value: Value, free: Operation, block: Block) -> Operation | None:
    """The last op of ``block`` that uses ``value`` or an alias, itself or
    through a nested op; None if none, or if a use lies outside ``block``."""
    last, last_pos = None, -1
    for v in aliases(value):
        for user in v.users:
            if user is free:
                continue
            top = _ancestor_in(user, block)
            if top is None:
                return None
            pos = block.index(top)
            if pos > last_pos:
                last, last_pos = top, pos
    return last


def _ancestor_in(op: Operation, block: Block) -> Operation | None:
    cur: Operation | None = op
    while cur is not None and cur.parent is not block:
        cur = cur.parent_op
    return cur


def _operands_ready(free: Operation, last: Operation, block: Block) -> bool:
    """Are the free's operands all defined before its new place (after ``last``)?"""
    limit = block.index(last)
    for v in free.operands:
        owner = getattr(v, "owner", None)
        if isinstance(owner, Operation):
            top = _ancestor_in(owner, block)
            if top is not None and block.index(top) > limit:
                return False
    return True


@register
class OptimizeAllocationLiveness(ModulePass):
    name = "optimize-allocation-liveness"
    summary = "This pass optimizes the liveness of temp allocations in the input function"

    def run(self, module_op) -> None:
        optimize_allocation_liveness(module_op, self.resources)
