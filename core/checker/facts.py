"""The per-function vocabulary of the checker: atoms, buffers, comparisons.

``Vocabulary`` hands out fresh atoms (with the words that describe them in
messages), fresh unknown integers and buffer ids, and memoizes comparisons:
asking twice whether two pointers are equal gives the same atom, so the
answer a path decided once holds for the rest of it.

It also knows what the comparison atoms mean, which the path conditions
use (``paths.assume``): ``u == c`` for an unknown integer ``u`` and a
constant ``c`` is false wherever ``u == d`` holds for another constant
``d`` (``excluded_by``), and once a path knows ``u == c`` a later
comparison of ``u`` compares ``c`` (``resolve``)::

    %is0 = arith.cmpi eq, %x, %c0 : i32      // atom A: u == 0
    %is1 = arith.cmpi eq, %x, %c1 : i32      // atom B: u == 1 (false where A holds)
    cf.switch %x : i32, [default: ^d, 0: ^zero]   // ^zero: A; ^d: !A
"""

from __future__ import annotations

from ..ir import types as T
from . import boolexpr as B
from .origins import GLOBAL, TOP, TRACKED_ELEMENTS, Buf, may_alias
from .report import value_name

__all__ = ["Vocabulary"]


class Vocabulary:
    def __init__(self):
        self._next_atom = 2  # 0 and 1 would compare equal to False/True
        self._next_int = 0
        self._next_buf = 1  # 0 is origins.TOP
        self.atom_words: dict[int, object] = {}
        self.sticky: set[int] = set()
        self.opaque: set[int] = set()  # atoms standing for an expression too big to keep (``bounded``)
        self.bufs: dict[int, Buf] = {}  # every buffer ever made (fixed fields)
        self.shapes: dict[int, tuple] = {}
        self._cmp: dict[tuple, int] = {}
        self._eq: dict[tuple, dict[int, int]] = {}  # unknown integer -> {constant: atom u == c}
        self._eq_of: dict[int, tuple] = {}  # atom -> (unknown integer, constant)

    # -- atoms --------------------------------------------------------------------
    def atom(self, words=None) -> int:
        a = self._next_atom
        self._next_atom += 1
        if words is not None:
            self.atom_words[a] = words
        return a

    def value_atom(self, v) -> int:
        return self.atom(value_name(v) if v is not None and getattr(v, "name", None) else None)

    def atom_text(self, a: int, val: bool) -> str | None:
        w = self.atom_words.get(a)
        if w is None:
            return None
        if isinstance(w, tuple):
            return w[0] if val else w[1]
        return f"{w} is {'true' if val else 'false'}"

    def unknown_int(self) -> tuple:
        self._next_int += 1
        return ("u", self._next_int)

    # -- buffers ------------------------------------------------------------------
    def buf(
        self, state, kind, site, value, *, owned=False, fresh=False, resource=None, label=None, dims=None, refs=1
    ) -> int:
        b = self._next_buf
        self._next_buf += 1
        size = None
        t = getattr(value, "type", None)
        if isinstance(t, T.MemRefType) and t.has_static_shape and isinstance(t.element, (T.IntegerType, T.IndexType)):
            n = t.num_elements
            if n is not None and n <= TRACKED_ELEMENTS:
                size = n
                self.shapes[b] = t.shape
        rec = Buf(
            b,
            kind,
            site,
            label or value_name(value),
            resource,
            owned=owned,
            alloc_mark=state.mark,
            fresh=fresh,
            size=size,
            dims=dims,
            refs=refs,
        )
        state.bufs[b] = rec
        self.bufs[b] = rec
        return b

    # -- comparisons --------------------------------------------------------------
    def compare(self, rel: str, a, b, words=None):
        """``a rel b`` for abstract integers/pointers (rel: eq, slt, ult);
        ``words`` names a new atom in messages (the compared value)."""
        if a == b:
            return rel == "eq"
        if a[0] == "i" and b[0] == "i":
            x, y = a[1], b[1]
            return x == y if rel == "eq" else x < y
        if rel == "eq" and a[0] == "p" and b[0] == "p":
            return self.same_buffer(a[1], b[1])
        if rel == "eq" and repr(b) < repr(a):
            a, b = b, a
        k = (rel, a, b)
        got = self._cmp.get(k)
        if got is None:
            got = self._cmp[k] = self.atom(words)
            self.sticky.add(got)
            if rel == "eq":
                self._note_equality(a, b, got)
        return got

    def _note_equality(self, a, b, atom: int) -> None:
        if a[0] == "u" and b[0] == "i":
            a, b = b, a
        if a[0] == "i" and b[0] == "u":
            self._eq.setdefault(b, {})[a[1]] = atom
            self._eq_of[atom] = (b, a[1])

    def excluded_by(self, atom: int) -> list[int]:
        """The atoms that are false wherever ``atom`` is true: ``u == c``
        excludes ``u == d`` for every other constant ``d``."""
        got = self._eq_of.get(atom)
        if got is None:
            return []
        u, c = got
        return [a for d, a in self._eq[u].items() if d != c]

    def resolve(self, facts: dict, x):
        """``x``, or the constant an unknown integer ``x`` equals under
        ``facts`` (a path condition)."""
        if type(x) is tuple and x[0] == "u":
            for c, a in self._eq.get(x, {}).items():
                if facts.get(a) is True:
                    return ("i", c)
        return x

    def assume(self, rel: str, a, b, value: bool) -> None:
        """Record ``a rel b`` as known (induction variables of loops)."""
        if rel == "eq" and repr(b) < repr(a):
            a, b = b, a
        self._cmp[(rel, a, b)] = value

    def same_buffer(self, x: int, y: int):
        if x == y:
            return True
        if x == TOP or y == TOP:
            return self.atom()
        bx, by = self.bufs.get(x), self.bufs.get(y)
        if bx is None or by is None or not may_alias(bx, by):
            return False
        if bx.kind == GLOBAL and by.kind == GLOBAL:
            return False
        k = ("alias", min(x, y), max(x, y))
        got = self._cmp.get(k)
        if got is None:
            n1, n2 = (bx.name, by.name) if x < y else (by.name, bx.name)
            got = self._cmp[k] = self.atom(
                (f"{n1} and {n2} are the same buffer", f"{n1} and {n2} are different buffers")
            )
            self.sticky.add(got)
        return got

    def bounded(self, state, e, v):
        """``e`` simplified; a fresh atom when it grew too large.  That atom
        is ``opaque``: it is not free (it depends on the atoms of ``e``), so
        a path that assumes one value of it may be one that cannot happen
        (``paths.decide`` marks it unsure)."""
        e = state.cond(e)
        if type(e) is tuple and B.size(e) > B.MAX_SIZE:
            return self.opaque_atom(v)
        return e

    def opaque_atom(self, v) -> int:
        """A fresh atom for ``v`` that is not a free choice (``opaque``)."""
        a = self.value_atom(v)
        self.opaque.add(a)
        return a
