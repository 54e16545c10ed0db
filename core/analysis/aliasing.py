"""Where buffers come from: the origin analysis of the deallocation passes
(upstream's BufferOriginAnalysis, with bufls' care for loops).

A memref value is traced back through

- views (``view_source``: subview, cast, reinterpret_cast, the base buffer
  of extract_strided_metadata...) and ops whose result may alias some
  operands (``aliasing_operands``: ``arith.select``);
- block arguments of non-entry blocks (the operands every predecessor's
  branch forwards) and of regions of region-branch ops (the op's operands
  or the region terminators' operands forwarded there);
- results of region-branch ops (the values their regions yield);

to its *terminal* values: an allocation (a result with an ALLOCATE effect),
a function argument, or anything else ("unknown": a call result, a global,
an unregistered op's result, which also depends on its memref operands).

``same_allocation(a, b)``:

- ``True``  both are views of the same SSA value, or both trace back to
  one and the same terminal along paths that never cross a loop back edge;
- ``False`` their terminals are disjoint and all allocations on one side
  and allocations or function arguments on the other (distinct allocations
  never alias; an allocation never aliases a function argument);
- ``None``  otherwise (function arguments may alias each other).

Beyond upstream: a value carried around a loop (a block argument of a block
in a CFG cycle, the entry argument of a loop region, a loop result) may hold
the buffer of an *earlier* iteration's allocation, so "same terminal" is not
"same buffer" there: such paths never give ``True``.  Upstream does not need
this because its ownership pass rejects CFG loops.
"""

from __future__ import annotations

from ..ir import types as T
from ..ir.interfaces import (
    PARENT,
    Effect,
    aliasing_operands,
    is_region_branch,
    memory_effects,
    region_successor_inputs,
    region_successors,
    region_terminators,
    successor_operands,
    view_source,
)
from ..ir.nodes import BlockArgument, Operation, Region, Value

__all__ = ["ALLOC", "ARG", "UNKNOWN", "BufferOrigins", "view_base"]

ALLOC, ARG, UNKNOWN = "alloc", "arg", "unknown"


def view_base(v: Value) -> Value:
    """``v`` with every view op skipped (only through result 0, the view)."""
    while True:
        owner = getattr(v, "owner", None)
        if not isinstance(owner, Operation) or v.index != 0:
            return v
        src = view_source(owner)
        if src is None:
            return v
        v = owner.operands[src]


class BufferOrigins:
    """Origins of memref values in one module/function (cached; build a new
    one after changing the IR's structure)."""

    def __init__(self, resources=None):
        self.resources = resources
        self._kind: dict[int, str] = {}
        self._origins: dict[int, tuple[frozenset, bool]] = {}
        self._terminals: dict[int, tuple] = {}
        self._cyclic: dict[int, set[int]] = {}
        # region id -> (block id -> the edges into it: (branch op, successor
        # index), in block order; the region's block count then)
        self._edges: dict[int, tuple[dict[int, list[tuple[Operation, int]]], int]] = {}
        self._keep: list = []  # values whose id() is a cache key

    # -- terminals -----------------------------------------------------------------
    def kind(self, v: Value) -> str:
        """ALLOC, ARG or UNKNOWN for a terminal value."""
        k = self._kind.get(id(v))
        if k is None:
            k = self._kind[id(v)] = self._classify(v)
        return k

    def _classify(self, v: Value) -> str:
        if isinstance(v, BlockArgument):
            block = v.owner
            region = block.parent
            parent = region.parent if region is not None else None
            if parent is not None and region.blocks and region.blocks[0] is block and _is_function(parent):
                return ARG
            return UNKNOWN
        owner = getattr(v, "owner", None)
        if owner is None:  # (a use of an undefined value in broken IR)
            return UNKNOWN
        fx = memory_effects(owner, self.resources)
        if fx and any(e.effect is Effect.ALLOCATE and e.result == v.index for e in fx):
            return ALLOC
        return UNKNOWN

    def is_allocation(self, v: Value) -> bool:
        return not isinstance(v, BlockArgument) and self.kind(v) == ALLOC

    # -- tracing -------------------------------------------------------------------
    def _in_cycle(self, block) -> bool:
        region = block.parent
        if region is None:
            return False
        cyc = self._cyclic.get(id(region))
        if cyc is None:
            cyc = self._cyclic[id(region)] = _blocks_in_cycles(region)
            self._keep.append(region)
        return id(block) in cyc

    def _edges_into(self, block, region: Region) -> list[tuple[Operation, int]]:
        """The branches into ``block``: (branch op, successor index), in the
        order of the region's blocks, then of the successors.  Computed once
        per region (a scan of every block for every block argument traced
        was quadratic in the blocks of a function) and computed again when
        the region lost or gained blocks or a branch listed is no longer
        its block's terminator there (the region simplification of the
        greedy driver erasing blocks, a pattern replacing a branch)."""
        cached = self._edges.get(id(region))
        if cached is not None and cached[1] == len(region.blocks):
            edges = cached[0].get(id(block), [])
            for t, k in edges:
                b = t.parent
                if b is None or b.parent is not region or b.ops[-1] is not t or t.successors[k : k + 1] != [block]:
                    break
            else:
                return edges
        table: dict[int, list[tuple[Operation, int]]] = {}
        for pred in region.blocks:
            ops = pred.ops
            if not ops:
                continue
            t = ops[-1]
            for k, s in enumerate(t.successors):
                table.setdefault(id(s), []).append((t, k))
        if cached is None:
            self._keep.append(region)
        self._edges[id(region)] = (table, len(region.blocks))
        return table.get(id(block), [])

    def _predecessors(self, v: Value) -> tuple[list[Value], bool] | None:
        """The values ``v`` is defined from, and whether that step crosses a
        loop back edge; None for a terminal."""
        if isinstance(v, BlockArgument):
            block = v.owner
            region = block.parent
            if region is None:
                return None
            parent = region.parent
            if region.blocks[0] is not block:
                sources = []
                last = None
                groups = None
                for t, k in self._edges_into(block, region):
                    if t is not last:
                        last = t
                        groups = successor_operands(t)
                        if groups is None:
                            return None
                    if v.index >= len(groups[k]):
                        return None
                    sources.append(t.operands[groups[k][v.index]])
                return sources, self._in_cycle(block)
            if parent is None or not is_region_branch(parent):
                return None
            return self._region_entry_sources(parent, parent.regions.index(region), v)
        owner = getattr(v, "owner", None)
        if owner is None:  # (a use of an undefined value in broken IR)
            return None
        src = view_source(owner)
        if src is not None and v.index == 0:
            return [owner.operands[src]], False
        alias = aliasing_operands(owner, v.index)
        if alias:
            return [owner.operands[i] for i in alias], False
        if is_region_branch(owner):
            return self._region_result_sources(owner, v)
        return None

    def _region_entry_sources(self, op: Operation, index: int, arg: BlockArgument):
        entry = op.regions[index].blocks[0]
        sources: list[Value] = []
        loop = False
        points = [PARENT] + list(range(len(op.regions)))
        for point in points:
            succ = region_successors(op, point) or []
            for target, fwd in succ:
                if target != index:
                    continue
                inputs = region_successor_inputs(op, target, len(fwd))
                if not any(a is arg for a in inputs):
                    continue
                pos = [a is arg for a in inputs].index(True)
                if point == PARENT:
                    sources.append(op.operands[fwd[pos]])
                else:
                    loop = True  # re-entering a region: a loop-carried value
                    for t in region_terminators(op, point):
                        if fwd[pos] < len(t.operands):
                            sources.append(t.operands[fwd[pos]])
        if not sources and entry.args and arg.index < len(entry.args):
            return None
        return sources, loop

    def _region_result_sources(self, op: Operation, result: Value):
        sources: list[Value] = []
        loop = False
        for point in [PARENT] + list(range(len(op.regions))):
            for target, fwd in region_successors(op, point) or []:
                if target != PARENT or result.index >= len(fwd):
                    continue
                if point == PARENT:
                    sources.append(op.operands[fwd[result.index]])
                else:
                    loop |= _region_in_cycle(op, point)
                    for t in region_terminators(op, point):
                        if fwd[result.index] < len(t.operands):
                            sources.append(t.operands[fwd[result.index]])
        if not sources:
            return None
        return sources, loop

    def origins(self, v: Value) -> tuple[frozenset, bool]:
        """(terminal values as ids -> kept in ``self._keep``, crossed a loop?).
        A value met on the way whose origins are known already is not walked
        again (a chain of 200 blocks forwarding one buffer: each block
        argument's origins from the one before)."""
        hit = self._origins.get(id(v))
        if hit is not None:
            return hit
        terminals: dict[int, Value] = {}
        loop = False
        seen = {id(v)}
        stack = [v]
        while stack:
            cur = stack.pop()
            known = self._origins.get(id(cur)) if cur is not v else None
            if known is not None:  # what cur traces back to is known: all of it is v's too
                for t in self._terminals[id(cur)]:
                    terminals[id(t)] = t
                loop |= known[1]
                continue
            step = self._predecessors(cur)
            if step is None:
                terminals[id(cur)] = cur
                if not isinstance(cur, BlockArgument) and self.kind(cur) == UNKNOWN:
                    # unknown ops: their memref operands may flow into the result
                    for o in getattr(getattr(cur, "owner", None), "operands", ()):
                        if T.is_memref(o.type) and id(o) not in seen:
                            seen.add(id(o))
                            stack.append(o)
                continue
            sources, crosses = step
            loop |= crosses
            for s in sources:
                if id(s) not in seen:
                    seen.add(id(s))
                    stack.append(s)
        self._keep.extend(terminals.values())
        self._keep.append(v)
        result = (frozenset(terminals), loop)
        self._origins[id(v)] = result
        self._terminals[id(v)] = tuple(terminals.values())
        for t in terminals.values():
            self._kind.setdefault(id(t), self._classify(t))
        return result

    def terminals(self, v: Value) -> tuple[Value, ...]:
        """The terminal values ``v`` traces back to."""
        self.origins(v)
        return self._terminals[id(v)]

    # -- the question ----------------------------------------------------------
    def same_allocation(self, a: Value, b: Value) -> bool | None:
        a, b = view_base(a), view_base(b)
        if a is b:
            return True
        ta, loop_a = self.origins(a)
        tb, loop_b = self.origins(b)
        if len(ta) == 1 and ta == tb and not loop_a and not loop_b:
            return True
        if ta & tb:
            return None
        kinds_a = {self._kind[i] for i in ta}
        kinds_b = {self._kind[i] for i in tb}
        allocs_a, allocs_b = kinds_a == {ALLOC}, kinds_b == {ALLOC}
        known_a, known_b = kinds_a <= {ALLOC, ARG}, kinds_b <= {ALLOC, ARG}
        if (allocs_a and known_b) or (known_a and allocs_b):
            return False
        return None

    def may_alias(self, a: Value, b: Value) -> bool:
        return self.same_allocation(a, b) is not False


def _region_in_cycle(op: Operation, index: int) -> bool:
    """Can control leave region ``index`` and come back to it (a loop)?"""
    seen: set[int] = set()
    stack = [index]
    while stack:
        point = stack.pop()
        for target, _ in region_successors(op, point) or []:
            if target == PARENT:
                continue
            if target == index:
                return True
            if target not in seen:
                seen.add(target)
                stack.append(target)
    return False


def _is_function(op: Operation) -> bool:
    from ..ir.interfaces import callable_body

    return callable_body(op) is not None


def _blocks_in_cycles(region: Region) -> set[int]:
    """Ids of the blocks of ``region`` that lie on a CFG cycle (Tarjan SCCs)."""
    blocks = region.blocks
    mine = {id(b) for b in blocks}  # (broken IR may branch to a block of another region)
    succ = {id(b): [s for s in (b.terminator.successors if b.terminator else []) if id(s) in mine] for b in blocks}
    index: dict[int, int] = {}
    low: dict[int, int] = {}
    on_stack: set[int] = set()
    stack: list = []
    out: set[int] = set()
    counter = 0
    for root in blocks:
        if id(root) in index:
            continue
        work = [(root, iter(succ[id(root)]))]
        index[id(root)] = low[id(root)] = counter
        counter += 1
        stack.append(root)
        on_stack.add(id(root))
        while work:
            b, it = work[-1]
            advanced = False
            for s in it:
                if id(s) not in index:
                    index[id(s)] = low[id(s)] = counter
                    counter += 1
                    stack.append(s)
                    on_stack.add(id(s))
                    work.append((s, iter(succ[id(s)])))
                    advanced = True
                    break
                if id(s) in on_stack:
                    low[id(b)] = min(low[id(b)], index[id(s)])
            if advanced:
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[id(parent)] = min(low[id(parent)], low[id(b)])
            if low[id(b)] == index[id(b)]:
                comp = []
                while True:
                    x = stack.pop()
                    on_stack.discard(id(x))
                    comp.append(x)
                    if x is b:
                        break
                if len(comp) > 1 or any(s is b for s in succ[id(b)]):
                    out.update(id(x) for x in comp)
    return out
