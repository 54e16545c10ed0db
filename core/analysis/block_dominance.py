"""Dominance between blocks of nested regions (MLIR's DominanceInfo on
blocks), for passes that move ops between blocks and out of regions.

Inside one region, block ``a`` dominates ``b`` when every path from the
region's entry to ``b`` passes through ``a`` (the dominator tree of
``scopes.RegionInfo``).  Across regions, ``b`` is first replaced by its
ancestor block in ``a``'s region (the block holding the op whose region
holds ``b``, and so on up): a block dominates every block nested in it::

    ^bb0:                       ^bb0 dominates ^bb1, ^bb2 and the then-block
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:                       ^bb1 dominates the then-block (nested in it),
      scf.if %d {               not ^bb2
        ...                     <- then-block
      }

A block that control cannot reach from its region's entry is *unreachable*:
it dominates nothing, has no immediate dominator, and callers decide what
to do with it (the hoisting passes leave its ops where they are).
"""

from __future__ import annotations

from collections.abc import Iterable

from ..ir.nodes import Block
from .scopes import Scopes

__all__ = ["BlockDominance"]


class BlockDominance:
    """Dominance queries on blocks; the region CFGs are read once each (the
    answers stay right while ops move between blocks, not when blocks or
    branches change)."""

    def __init__(self, scopes: Scopes | None = None):
        self.scopes = scopes if scopes is not None else Scopes()

    def reachable(self, block: Block) -> bool:
        """Can control reach ``block`` from its region's entry?"""
        region = block.parent
        return region is None or block in self.scopes.region(region).index

    def idom(self, block: Block) -> Block | None:
        """The immediate dominator in ``block``'s region (None: the entry
        block, or an unreachable block)."""
        region = block.parent
        if region is None:
            return None
        return self.scopes.region(region).idom.get(block)

    def properly_dominates(self, a: Block, b: Block) -> bool:
        if a is b:
            return False
        if a.parent is not b.parent:
            anc = _ancestor_in(b, a.parent)
            if anc is None:
                return False
            if anc is a:
                return True  # b is nested in a
            b = anc
        if not self.reachable(a):
            return False
        info = self.scopes.region(a.parent)
        if b not in info.index:
            return False
        cur = info.idom.get(b)
        while cur is not None:
            if cur is a:
                return True
            cur = info.idom.get(cur)
        return False

    def dominates(self, a: Block, b: Block) -> bool:
        return a is b or self.properly_dominates(a, b)

    def nearest_common_dominator(self, blocks: Iterable[Block]) -> Block | None:
        """The nearest block dominating all of ``blocks``, in the innermost
        region holding them all (None: no common region, or one of them lies
        in, or is nested in, a block unreachable in that region)."""
        out: Block | None = None
        first = True
        for b in blocks:
            if first:
                out, first = b, False
                continue
            if out is None:
                return None
            out = self._common(out, b)
        return out

    # -- helpers ------------------------------------------------------------
    def _common(self, a: Block, b: Block) -> Block | None:
        if a is b:
            return a
        # the innermost region holding both: walk up from a until b has an
        # ancestor in a's region
        cur: Block | None = a
        while cur is not None:
            anc = _ancestor_in(b, cur.parent)
            if anc is not None:
                return self._common_in_region(cur, anc)
            op = cur.parent_op
            cur = op.parent if op is not None else None
        return None

    def _common_in_region(self, a: Block, b: Block) -> Block | None:
        if a is b:
            return a
        info = self.scopes.region(a.parent)
        index = info.index
        if a not in index or b not in index:
            return None
        # Cooper-Harvey-Kennedy intersection on reverse-postorder numbers
        while a is not b:
            while index[a] > index[b]:
                a = info.idom[a]
            while index[b] > index[a]:
                b = info.idom[b]
        return a


def _ancestor_in(b: Block, region) -> Block | None:
    """``b`` or the block enclosing it that lies in ``region`` (None: none)."""
    cur: Block | None = b
    while cur is not None:
        if cur.parent is region:
            return cur
        op = cur.parent_op
        cur = op.parent if op is not None else None
    return None
