"""What ``transfer.py`` asks of the function being analysed (mixed into
``checker.FunctionAnalysis``): fresh atoms and unknowns, buffers, the
abstract value of an SSA value, integer, pointer and buffer comparisons,
and the changes a buffer can undergo besides a free (escape, clobbered
contents, uncertainty)."""

from __future__ import annotations

from ..ir import types as T
from . import boolexpr as B
from .origins import MAYBE, TOP
from .report import value_name

__all__ = ["Services"]


def _is_i1(t) -> bool:
    return isinstance(t, T.IntegerType) and t.width == 1


class Services:
    def value_atom(self, v) -> int:
        return self.voc.value_atom(v)

    def anon_atom(self) -> int:
        return self.voc.atom()

    def unknown_int(self) -> tuple:
        return self.voc.unknown_int()

    def new_buf(self, state, kind, site, value, **kw) -> int:
        return self.voc.buf(state, kind, site, value, **kw)

    def bounded(self, state, e, v):
        return self.voc.bounded(state, e, v)

    def bool_of(self, state, v):
        e = state.env.get(v)
        if e is None or (type(e) is tuple and e[0] in ("m", "p", "u", "i")):
            e = state.env[v] = self.voc.value_atom(v)
        return e

    def memref_of(self, state, v):
        m = state.env.get(v)
        return m if type(m) is tuple and m[0] == "m" else None

    def shape_of(self, buf):
        return self.voc.shapes.get(buf.id)

    def compare(self, state, rel, a, b, words=None):
        if rel == "eq" and a[0] == "p" and b[0] == "p":
            return self._same(state, a[1], b[1])
        a, b = self.voc.resolve(state.facts, a), self.voc.resolve(state.facts, b)
        return self.voc.compare(rel, a, b, words)

    def equals(self, state, v, c: int):
        """``v == c`` for an integer SSA value ``v`` and a constant (the
        condition of a switch case), as an ``i1`` expression."""
        t = v.type
        if _is_i1(t):
            e = self.bool_of(state, v)
            return e if c & 1 else B.not_(e)
        if isinstance(t, T.IntegerType) and t.width > 1:  # as arith.constant holds it
            half = 1 << (t.width - 1)
            c = (c + half) % (2 * half) - half
        x = state.env.get(v)
        if x is None:
            x = state.env[v] = self.voc.unknown_int()
        if type(x) is not tuple or x[0] not in ("i", "u", "p"):
            return self.voc.atom()
        name = value_name(v)
        return self.compare(state, "eq", x, ("i", c), (f"{name} is {c}", f"{name} is not {c}"))

    def ptr_eq(self, state, p, q):
        if p is None or q is None or type(p) is not tuple or type(q) is not tuple:
            return self.voc.atom()
        return self.compare(state, "eq", p, q)

    def alias(self, state, m1, m2):
        if m1 is None or m2 is None:
            return self.voc.atom()
        return self._same(state, m1[1], m2[1])

    def _same(self, state, x, y):
        """Whether buffers ``x`` and ``y`` are the same.  An unknown buffer
        (TOP, after a join) can only be one of the buffers the join made
        ``maybe``: it is not any other."""
        if x != y and (x == TOP or y == TOP):
            other = state.bufs.get(y if x == TOP else x)
            if other is not None and other.status != MAYBE:
                return False
        return self.voc.same_buffer(x, y)

    def _buf_of(self, state, v):
        m = self.memref_of(state, v)
        if m is None or m[1] == TOP:
            return None
        return state.bufs.get(m[1])

    def escape(self, state, v) -> None:
        buf = self._buf_of(state, v)
        if buf is not None:
            state.bufs[buf.id] = buf.with_(escaped=True)

    def clobber(self, state, v) -> None:
        buf = self._buf_of(state, v)
        if buf is not None and buf.contents:
            state.bufs[buf.id] = buf.with_(contents=None)

    def unsure_value(self, state, v) -> None:
        buf = self._buf_of(state, v)
        if buf is not None:
            state.bufs[buf.id] = buf.with_(status=MAYBE)

    def unsure(self, state, *values) -> None:
        for v in values:
            self.unsure_value(state, v)
