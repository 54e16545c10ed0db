"""Which decisions of a path matter for a buffer (for the words of a message).

A path that shows a leak of ``%a`` may have gone through many branches; the
message names only the decisions of ops that can change what happens to
``%a``: a branch whose regions (or successor blocks) free, yield, return or
forward a memref that may be ``%a`` (statically: its root through views and
``extract_strided_metadata`` is ``%a``'s allocation, or not known), and any
op deciding on ownership itself (a free, ``bufferization.dealloc``...).

    scf.if %c { memref.dealloc %a }     // relevant to %a
    scf.if %d { memref.dealloc %b }     // not relevant to %a
"""

from __future__ import annotations

from ..ir import types as T
from ..ir.contracts import argument_contract
from ..ir.interfaces import Effect, aliasing_operands, call_target, memory_effects, view_source
from ..ir.nodes import Value

__all__ = ["Relevance"]


def _root(v, resources):
    """``v`` through views and retains (a retain's result is its operand's buffer)."""
    for _ in range(64):
        op = getattr(v, "owner", None)
        if op is None or not hasattr(op, "operands"):
            return v
        src = view_source(op)
        if src is None and op.operands and resources.for_retain(op) is not None:
            src = 0
        if src is not None and v.index == 0:
            v = op.operands[src]
            continue
        return v
    return v


class Relevance:
    def __init__(self, resources, symbols=None):
        self.resources = resources
        self.symbols: dict = symbols if symbols is not None else {}  # symbol name -> function op
        self._cache: dict = {}
        self._moves: dict = {}

    def touches(self, cause, buf) -> bool:
        """Whether the decision of ``cause`` may change what happens to ``buf``."""
        if cause is None:
            return True
        k = (id(cause), id(buf.site))
        got = self._cache.get(k)
        if got is None:
            got = self._cache[k] = self._touches(cause, buf.site)
        return got

    def _touches(self, cause, site) -> bool:
        if cause.regions:
            ops = [o for r in cause.regions for o in r.ops()]
        elif cause.successors:
            if any(T.is_memref(v.type) for v in cause.operands):
                return True
            ops = [o for b in cause.successors for top in b.ops for o in top.walk()]
        else:
            return True  # a free, a dealloc, a return: about ownership itself
        for v in self._moved(cause, ops):
            r = _root(v, self.resources)
            owner = getattr(r, "owner", None)
            if r is site or owner is site or not hasattr(owner, "operands"):
                return True  # this buffer, or a block argument (may be it)
            if owner.regions or call_target(owner) is not None or len(aliasing_operands(owner, r.index)) > 1:
                return True  # a region result, a call result, a select: may be it
        return False

    def _moved(self, cause, ops) -> list:
        """Memrefs freed, yielded, returned or forwarded by ``ops``."""
        got = self._moves.get(id(cause))
        if got is not None:
            return got
        out: list[Value] = []
        for o in ops:
            if o.successors or (not o.results and _returns(o)):
                out.extend(v for v in o.operands if T.is_memref(v.type))
                continue
            target = call_target(o)
            if target is not None and self.resources.effects_of(o) is None:  # (not a resource's own call)
                # buffers handed over to ``bufls.consumed`` parameters
                callee = self.symbols.get(target[0])
                for k, i in enumerate(target[1]):
                    if i < len(o.operands) and argument_contract(callee, k).consumed:
                        out.append(o.operands[i])
                continue
            fx = memory_effects(o, self.resources)
            if fx is None:
                continue
            for e in fx:
                if e.effect is Effect.FREE and e.operand is not None and e.operand < len(o.operands):
                    out.append(o.operands[e.operand])
        self._moves[id(cause)] = out
        return out


def _returns(op) -> bool:
    from ..ir.interfaces import is_return_like

    return is_return_like(op)
