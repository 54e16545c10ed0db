"""Block-level liveness of SSA values, with MLIR's ``mlir::Liveness`` semantics.

For every block ``B`` nested in the analysed op:

* ``use(B)``: values used by the ops of ``B`` or by ops nested in their
  regions, minus the values defined there;
* ``live_in(B) = (use(B) | live_out(B)) - def(B)`` where ``def(B)`` holds
  ``B``'s arguments and the results of its ops (nested definitions too);
* ``live_out(B)`` = the values defined in ``B`` used by another block of the
  same region, plus the live-in values of ``B``'s successors.

A value defined in an enclosing region and used inside a nested block is
live-in at that nested block but never live-out of it (unless a successor
in the same nested region uses it as well): ownership of such values stays
with the region that defines them.

The sets are solved to a fixpoint, so unstructured loops (``cf`` back edges)
are handled like any other control flow.  Nested regions are summarised
bottom-up (each op is visited once, whatever the nesting depth).

Example::

    ^bb0:  %a = memref.alloc()          live_out(bb0) = {%a}
           cf.br ^bb1                   live_in(bb1)  = {%a}
    ^bb1:  memref.load %a[...]          live_out(bb1) = {}
           return
"""

from __future__ import annotations

from ..ir.nodes import Block, Operation, Region, Value

__all__ = ["Liveness"]

_EMPTY: frozenset = frozenset()


class Liveness:
    """Live-in / live-out sets of every block nested in ``op``."""

    def __init__(self, op: Operation):
        self._in: dict[Block, set[Value]] = {}
        self._out: dict[Block, set[Value]] = {}
        for region in op.regions:
            self._region(region)

    def live_in(self, block: Block):
        return self._in.get(block, _EMPTY)

    def live_out(self, block: Block):
        return self._out.get(block, _EMPTY)

    # -- construction ---------------------------------------------------------
    def _region(self, region: Region) -> set[Value]:
        """Analyse ``region``; return the values its blocks use but that are
        defined outside it (its free uses)."""
        blocks = region.blocks
        uses: dict[Block, set[Value]] = {}
        defs: dict[Block, set[Value]] = {}
        free: set[Value] = set()
        all_defs: set[Value] = set()
        for b in blocks:
            u, d = self._block(b)
            uses[b], defs[b] = u, d
            free |= u
            all_defs |= d
        free -= all_defs
        if len(blocks) == 1:
            b = blocks[0]
            self._in[b] = uses[b]
            self._out[b] = set()
            return free
        outs = {b: _escaping(b, defs[b]) for b in blocks}
        ins = {b: (uses[b] | outs[b]) - defs[b] for b in blocks}
        preds: dict[Block, list[Block]] = {b: [] for b in blocks}
        for b in blocks:
            t = b.terminator
            if t is not None:
                for s in t.successors:
                    if s in preds:
                        preds[s].append(b)
        work = list(blocks)
        queued = set(blocks)
        while work:
            b = work.pop()
            queued.discard(b)
            out = outs[b]
            t = b.terminator
            if t is not None:
                for s in t.successors:
                    out |= ins.get(s, _EMPTY)
            new_in = (uses[b] | out) - defs[b]
            if new_in != ins[b]:
                ins[b] = new_in
                for p in preds[b]:
                    if p not in queued:
                        queued.add(p)
                        work.append(p)
        for b in blocks:
            self._in[b] = ins[b]
            self._out[b] = outs[b]
        return free

    def _block(self, block: Block) -> tuple[set[Value], set[Value]]:
        """(use, def) of ``block``: uses in nested regions count as uses here."""
        defs: set[Value] = set(block.args)
        used: set[Value] = set()
        for op in block.ops:
            used.update(op.operands)
            for region in op.regions:
                used |= self._region(region)
            defs.update(op.results)
        used -= defs
        return used, defs


def _escaping(block: Block, defs: set[Value]) -> set[Value]:
    """Values defined in ``block`` with a user in another block of its region."""
    region = block.parent
    out: set[Value] = set()
    for v in defs:
        for user, _ in v.uses:
            if _ancestor_block(user, region) is not block:
                out.add(v)
                break
    return out


def _ancestor_block(op: Operation, region: Region) -> Block | None:
    """The block of ``region`` that holds ``op`` (directly or nested)."""
    cur = op
    while cur is not None:
        b = cur.parent
        if b is None:
            return None
        if b.parent is region:
            return b
        cur = b.parent.parent if b.parent is not None else None
    return None
