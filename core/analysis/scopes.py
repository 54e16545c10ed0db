"""What is visible where: the CFG facts of each region and, for any program
point, the SSA values that can still be used there (SSA dominance).

A point is ``(block, pos)``: before ``block.ops[pos]`` (``pos == 0`` is the
block entry, with its arguments).  The values visible there are the block's
arguments and the results of ``block.ops[:pos]``, then those of its
dominator chain: the immediate dominator (all of its values) or, for the
entry block of a region, the block holding the region's op up to that op.
Only the values the checker tracks (memrefs, ``i1``, integers) are listed.

States are compared and pruned on the values among these that may still
be used (``live``: ``paths.key`` and ``paths.normalize``): a buffer no such
value points to can never be freed any more, and two states that differ
only in values nothing uses again have the same future.  A value is taken
as used again when a use is at or after the point in its own block (or in
an op there), anywhere outside its block, or, for values of the blocks
enclosing or dominating the point's block, anywhere at all below the op
holding the point: conservative, and cheap (one walk per block).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..ir import types as T
from ..ir.dominance import dominator_children, reverse_postorder

__all__ = ["RegionInfo", "Scopes", "tracked"]


def tracked(t) -> bool:
    return isinstance(t, (T.MemRefType, T.UnrankedMemRefType, T.IntegerType, T.IndexType))


@dataclass
class RegionInfo:
    order: list  # reachable blocks, reverse postorder
    index: dict  # block -> position in order
    idom: dict  # block -> immediate dominator (entry: None)
    headers: set = field(default_factory=set)  # targets of back edges
    back: set = field(default_factory=set)  # (src, dst) back edges
    joins: set = field(default_factory=set)  # blocks with several ways in (or loop headers)


class Scopes:
    def __init__(self):
        self._regions: dict[int, RegionInfo] = {}
        self._own: dict[int, tuple[list, list[int]]] = {}
        self._prefix: dict[int, list] = {}
        self._op_index: dict[int, dict] = {}
        self._loops: dict[int, set] = {}
        self._last: dict[int, dict] = {}
        self._live_prefix: dict[int, list] = {}
        self._live: dict[tuple[int, int], list] = {}

    # -- regions --------------------------------------------------------------
    def region(self, region) -> RegionInfo:
        info = self._regions.get(id(region))
        if info is None:
            info = self._regions[id(region)] = _region_info(region)
        return info

    def loop_targets(self, op) -> set:
        """Regions of a region-branch op that control can reach again from a
        region (loop bodies): only those need their entry states merged."""
        got = self._loops.get(id(op))
        if got is None:
            from ..ir.interfaces import region_successors

            got = set()
            for point in range(len(op.regions)):
                for target, _ in region_successors(op, point) or []:
                    if target >= 0:
                        got.add(target)
            self._loops[id(op)] = got
        return got

    # -- visibility -------------------------------------------------------------
    def _own_values(self, block) -> tuple[list, list[int]]:
        """Tracked values defined by ``block`` in order, and for each op
        position the count of them defined before it."""
        got = self._own.get(id(block))
        if got is None:
            vals = [a for a in block.args if tracked(a.type)]
            cuts = []
            for op in block.ops:
                cuts.append(len(vals))
                vals.extend(r for r in op.results if tracked(r.type))
            cuts.append(len(vals))
            got = self._own[id(block)] = (vals, cuts)
        return got

    def op_index(self, op) -> int:
        block = op.parent
        idx = self._op_index.get(id(block))
        if idx is None:
            idx = self._op_index[id(block)] = {id(o): i for i, o in enumerate(block.ops)}
        return idx[id(op)]

    def _prefix_of(self, block) -> list:
        """The values visible before ``block``'s own values (those of the
        blocks that dominate it and of the enclosing regions), built once
        per block from its parent's: ``visible`` then costs the number of
        values, not the nesting depth (10,000 nested regions of unknown ops)."""
        got = self._prefix.get(id(block))
        if got is not None:
            return got
        parent = self._parent_point(block)
        if parent is None:
            got = []
        else:
            pb, pos = parent
            vals, cuts = self._own_values(pb)
            outer = self._prefix_of(pb)
            got = outer + vals[: cuts[pos]] if cuts[pos] else outer  # (shared when nothing is added)
        self._prefix[id(block)] = got
        return got

    def _parent_point(self, block):
        """Where ``block``'s values continue those of another block:
        ``(block holding the region's op, its index)`` for the entry block
        of an inner region, ``(immediate dominator, its op count)`` for
        another block; None at the top."""
        region = block.parent
        if region is None:
            return None
        if region.blocks and region.blocks[0] is block:
            op = region.parent
            if op is not None and op.parent is not None and op.parent.parent is not None and _is_inner(op):
                return (op.parent, self.op_index(op))
            return None
        d = self.region(region).idom.get(block)
        return None if d is None else (d, len(d.ops))

    def visible(self, block, pos: int) -> list:
        out = list(self._prefix_of(block))
        vals, cuts = self._own_values(block)
        out.extend(vals[: cuts[min(pos, len(cuts) - 1)]])
        return out

    # -- liveness -------------------------------------------------------------------
    def _last_uses(self, block) -> dict:
        """For each tracked value ``block`` defines, the index of the last op
        of ``block`` that uses it (itself or below it); ``_FAR`` when a use is
        outside ``block``."""
        got = self._last.get(id(block))
        if got is None:
            got = {}
            index = None
            for v in self._own_values(block)[0]:
                last = -1
                for user, _ in v.uses:
                    op = user
                    while op is not None and op.parent is not block:
                        op = op.parent_op
                    if op is None:
                        last = _FAR
                        break
                    if index is None:
                        index = {id(o): i for i, o in enumerate(block.ops)}
                    last = max(last, index.get(id(op), _FAR))
                got[v] = last
            self._last[id(block)] = got
        return got

    def _live_prefix_of(self, block) -> list:
        """``_prefix_of(block)`` without the values nothing below it uses
        (of a dominator, whose point is past its last op: those used
        outside it)."""
        got = self._live_prefix.get(id(block))
        if got is not None:
            return got
        parent = self._parent_point(block)
        got = [] if parent is None else self._live_values(parent[0], parent[1], self._live_prefix_of(parent[0]))
        self._live_prefix[id(block)] = got
        return got

    def _live_values(self, block, pos: int, prefix: list) -> list:
        vals, cuts = self._own_values(block)
        last = self._last_uses(block)
        return prefix + [v for v in vals[: cuts[min(pos, len(cuts) - 1)]] if last[v] >= pos]

    def live(self, block, pos: int) -> list:
        """The values visible at ``(block, pos)`` that may be used there or
        later (a subset of ``visible``, in its order)."""
        k = (id(block), pos)
        got = self._live.get(k)
        if got is None:
            got = self._live[k] = self._live_values(block, pos, self._live_prefix_of(block))
        return got


_FAR = 1 << 60  # a use outside the block


def _is_inner(op) -> bool:
    """Whether ``op``'s regions see the values of the block holding it (not
    for functions and other isolated ops)."""
    from ..ir.registry import registry

    model = registry.get(op.name)
    return model is None or not model.has("isolated_from_above")


def _region_info(region) -> RegionInfo:
    blocks = region.blocks
    if not blocks:
        return RegionInfo([], {}, {})
    succs = {}
    inside = set(blocks)
    for b in blocks:
        t = b.terminator
        # a successor outside the region (an undefined `^label`, reported by
        # the verifier) is no edge of this CFG
        succs[b] = [s for s in dict.fromkeys(t.successors) if s in inside] if t is not None else []
    order = reverse_postorder(blocks[0], succs)
    index = {b: i for i, b in enumerate(order)}
    children = dominator_children(order, succs)
    idom = {blocks[0]: None}
    for parent, kids in children.items():
        for k in kids:
            idom[k] = parent
    info = RegionInfo(order, index, idom)
    preds: dict = {}
    for b in order:
        for s in succs[b]:
            if s in index:
                preds[s] = preds.get(s, 0) + 1
                if _dominates(s, b, idom):
                    info.back.add((b, s))
                    info.headers.add(s)
    info.joins = {b for b, n in preds.items() if n > 1} | info.headers
    return info


def _dominates(a, b, idom) -> bool:
    while b is not None:
        if b is a:
            return True
        b = idom.get(b)
    return False
