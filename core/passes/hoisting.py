"""``--buffer-hoisting`` and ``--buffer-loop-hoisting``: allocations move up,
before deallocation is placed, so that fewer buffers are allocated and freed
on each path (semantics of MLIR 22's BufferOptimizations).

Both passes run on every function and look at each allocation: an op whose
result 0 is a new buffer of an allocation resource (``resources.for_alloc``)
that may be hoisted (a resource's ``hoist``, true unless configured
otherwise).  Buffers of automatic resources (the stack: ``memref.alloca``)
move out of loops only.  An allocation freed by more than one op stays put.

**Where to.**  The *aliases* of the buffer are the values it flows into
(``analysis/view_flow.py``: views, branch and region arguments, region-branch
results, call results); the *dominator block* is the nearest common dominator
of the allocation's block, the aliases' blocks and the blocks of all their
uses (``analysis/block_dominance.py``).  The *dependency block* is the lowest
block defining an operand of the allocation (its sizes).  From the
allocation's block the search climbs to the immediate dominator in the same
region, or, from a region's entry block, to the block holding the region's op
(when that op is region control flow: a ``region_successors`` model or a
``loop_like`` one, ``analysis/region_loops.py``; other region ops, such as
``linalg.generic`` or an unknown op, are never left).  An allocation never
climbs above its dependency block, and never into an unreachable block's
dominators.  Then it moves before the op of the placement block that holds
it, or before the placement block's terminator.

``--buffer-hoisting`` climbs at most to the dominator block (every use is
still below the allocation) and never leaves a loop: the buffer is not shared
by iterations::

    func.func @f(%c: i1, %n: index) -> memref<?xf32> {     func.func @f(%c: i1, %n: index) -> memref<?xf32> {
      %r = scf.if %c -> (memref<?xf32>) {                     %a = memref.alloc(%n) : memref<?xf32>
        %a = memref.alloc(%n) : memref<?xf32>       ->        %b = memref.alloc(%n) : memref<?xf32>
        scf.yield %a : memref<?xf32>                          %r = scf.if %c -> (memref<?xf32>) {
      } else {                                                  scf.yield %a : memref<?xf32>
        %b = memref.alloc(%n) : memref<?xf32>                 } else {
        scf.yield %b : memref<?xf32>                            scf.yield %b : memref<?xf32>
      }                                                       }
      return %r : memref<?xf32>                               return %r : memref<?xf32>
    }                                                       }

``--buffer-loop-hoisting`` moves an allocation out of every enclosing
sequential loop (not ``parallel`` ones: ``scf.parallel``, ``scf.forall``)
whose iterations cannot see the buffer of an earlier one -- the dominator
block of the aliases is inside the loop (nothing yields the buffer to the
next iteration or out of the loop) -- and that its sizes do not depend on;
it stops at the first region op that is not such a loop::

    scf.for %i = %lb to %ub step %s {            %a = memref.alloc() : memref<4xf32>
      %a = memref.alloc() : memref<4xf32>        scf.for %i = %lb to %ub step %s {
      %b = memref.alloc(%i) : memref<?xf32>  ->    %b = memref.alloc(%i) : memref<?xf32>
      memref.copy %a, %b : memref<4xf32> to ...     memref.copy %a, %b : memref<4xf32> to ...
    }                                            }

(``%b`` stays: its size is the induction variable).

Beyond upstream: allocations in blocks that control cannot reach are left
alone (mlir-opt 22.1.8's loop hoisting crashes on them), and the climb stops
in an unreachable block instead of asking it for a dominator.
"""

from __future__ import annotations

from ..analysis.block_dominance import BlockDominance
from ..analysis.region_loops import is_known_control_flow, is_loop, is_sequential_loop
from ..analysis.view_flow import aliases
from ..ir.interfaces import Effect, is_function, memory_effects
from ..ir.nodes import Block, Operation, walk
from .base import ModulePass, register

__all__ = ["BufferHoisting", "BufferLoopHoisting", "hoist_allocations", "hoisting_candidates"]


def hoisting_candidates(func: Operation, resources, loops: bool) -> list[Operation]:
    """The allocations of ``func`` (not of functions nested in it) the pass
    looks at, in the order it moves them: heap-like ones in program order,
    then (``loops``) those of automatic resources."""
    heap: list[Operation] = []
    stack: list[Operation] = []
    for op in _own_ops(func):
        if not op.results:
            continue
        resource = resources.for_alloc(op)
        if resource is None or not getattr(resource, "hoist", True):
            continue
        if resource.automatic:
            if loops:
                stack.append(op)
        elif _free_count(op, resources) <= 1:
            heap.append(op)
    return heap + stack


def hoist_allocations(func: Operation, resources, loops: bool) -> int:
    """Move the allocations of ``func`` (``loops``: out of loops, else into
    dominators); returns how many moved."""
    doms = BlockDominance()
    moved = 0
    for op in hoisting_candidates(func, resources, loops):
        placement = _placement(op, doms, loops)
        if placement is not None and placement is not op.parent:
            _move_into(op, placement)
            moved += 1
    return moved


# -- where an allocation goes ---------------------------------------------------


def _placement(op: Operation, doms: BlockDominance, loops: bool) -> Block | None:
    """The block ``op`` belongs in (None: leave it)."""
    home = op.parent
    if home is None or not doms.reachable(home):
        return None
    buffer = op.results[0]
    blocks = [home]
    for alias in aliases(buffer):
        for user, _ in alias.uses:
            if user.parent is not None:
                blocks.append(user.parent)
        b = alias.parent_block
        if b is not None:
            blocks.append(b)
    dominator = doms.nearest_common_dominator(dict.fromkeys(blocks))
    if dominator is None:
        return None
    dependency: Block | None = None
    for operand in op.operands:
        b = operand.parent_block
        if b is not None and (dependency is None or doms.dominates(dependency, b)):
            dependency = b
    # loop hoisting is bounded by the sizes only; dominance hoisting by the
    # lower of the dominator block and the dependency block
    below = dependency is not None and doms.properly_dominates(dominator, dependency)
    bound = dependency if loops or below else dominator
    current = placement = home
    while True:
        parent_op = current.parent_op
        parent_block = parent_op.parent if parent_op is not None else None
        if parent_block is None or (bound is not None and not doms.properly_dominates(bound, current)):
            break
        if not doms.reachable(current):
            break  # (no dominator to ask for)
        idom = doms.idom(current)
        if idom is not None:
            current = idom
            if not loops:
                placement = current
            continue
        if not is_known_control_flow(parent_op):
            break
        if loops:
            if not is_sequential_loop(parent_op) or doms.dominates(dominator, parent_block):
                break  # a parallel loop, or the buffer reaches the next iteration / the loop's exit
        elif is_loop(parent_op):
            break
        current = placement = parent_block
    return placement


def _move_into(op: Operation, block: Block) -> None:
    """Move ``op`` before the op of ``block`` that holds it, else before
    ``block``'s terminator."""
    anchor = op
    while anchor is not None and anchor.parent is not block:
        anchor = anchor.parent_op
    if anchor is None:
        anchor = block.terminator
    assert op.parent is not None
    op.parent.remove(op)
    if anchor is None:
        block.append(op)
    else:
        block.insert_before(anchor, op)


# -- helpers -------------------------------------------------------------------


def _own_ops(func: Operation):
    """The ops nested in ``func``, not in functions nested in it."""
    for region in func.regions:
        for block in region.blocks:
            for top in block.ops:
                stack = [top]
                while stack:
                    op = stack.pop()
                    if is_function(op):
                        continue
                    yield op
                    nested = [o for r in op.regions for b in r.blocks for o in b.ops]
                    stack.extend(reversed(nested))


def _free_count(op: Operation, resources) -> int:
    """How many ops free ``op``'s buffer directly (not through an alias)."""
    buffer = op.results[0]
    count = 0
    for user in buffer.users:
        fx = memory_effects(user, resources) or []
        if any(e.effect is Effect.FREE and e.value(user) is buffer for e in fx):
            count += 1
    return count


def _functions(module_op: Operation):
    return [op for op in walk(module_op) if op is not module_op and is_function(op)]


def _resources(resources):
    if resources is not None:
        return resources
    from ..analysis.resources import DEFAULT

    return DEFAULT


@register
class BufferHoisting(ModulePass):
    name = "buffer-hoisting"
    summary = "Move allocations into the common dominator of their uses and out of nested regions (not loops)"

    def run(self, module_op) -> None:
        resources = _resources(self.resources)
        for func in _functions(module_op):
            hoist_allocations(func, resources, loops=False)


@register
class BufferLoopHoisting(ModulePass):
    name = "buffer-loop-hoisting"
    summary = "Move allocations that do not depend on a loop out of the loop nest"

    def run(self, module_op) -> None:
        resources = _resources(self.resources)
        for func in _functions(module_op):
            hoist_allocations(func, resources, loops=True)
