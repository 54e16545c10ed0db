"""Path states of the ownership checker.

A ``State`` is what the checker knows on one path through a function:

* ``env``: SSA value -> abstract value (``origins``: ``("m", buf, view)`` for
  memrefs, ``("p", buf)`` for pointers, ``("i", n)`` / ``("u", k)`` for known
  and unknown integers, a ``boolexpr`` for ``i1``);
* ``bufs``: buffer id -> ``origins.Buf`` (live / freed / maybe);
* ``facts``: atom -> bool, the path condition (closed under what one fact
  implies, ``theory.excluded_by``: ``x == 0`` true makes ``x == 1`` false);
* ``path``: the events that made this path (the facts decided by a split,
  the CFG edges taken when a terminator could go several ways), for the
  messages; ``iters``: iterations done per loop;
* ``unsure``: the path was split on an atom that is not free
  (``Vocabulary.opaque``: it stands for an expression too big to keep, or
  for a condition read through a memref a join made unknown), so it may be
  a path that cannot happen: nothing is reported on it.

``decide`` splits a state until an ``i1`` expression is constant on each
part.  At joins (``FunctionAnalysis.merge``) states are normalized to the
values visible at that point (SSA dominance) that may still be used
(``Scopes.live``), buffers nothing can reach any more are
dropped (a live owned one is a leak: ``on_lost``), states equal up to
renaming (``key``) are kept once, and beyond ``limit`` states the rest are
joined into one conservative state whose uncertain buffers are ``maybe``
(never reported).
"""

from __future__ import annotations

from . import boolexpr as B
from .origins import ARG, FREED, LIVE, MAYBE, OWNED, TOP, Buf

__all__ = [
    "Event",
    "State",
    "assume",
    "common_prefix",
    "decide",
    "events_since",
    "join",
    "key",
    "merge_facts",
    "normalize",
]


class Event:
    """A link of a path: ``kind`` "fact" (atom, value), "edge" (src, dst),
    "iter" (loop, count) or "skip" (loop); ``cause`` is the op that decided."""

    __slots__ = ("a", "b", "cause", "kind", "length", "prev")

    def __init__(self, kind, a, b, prev, cause=None):
        self.kind = kind
        self.a = a
        self.b = b
        self.cause = cause
        self.prev = prev
        self.length = 1 + (prev.length if prev is not None else 0)


def path_length(path) -> int:
    return path.length if path is not None else 0


def common_prefix(p, q):
    """The longest path both ``p`` and ``q`` extend."""
    while path_length(p) > path_length(q):
        p = p.prev
    while path_length(q) > path_length(p):
        q = q.prev
    while p is not q:
        p, q = p.prev, q.prev
    return p


def events_since(path, mark: int) -> list[Event]:
    """The events of ``path`` after its first ``mark`` ones, oldest first."""
    out = []
    while path is not None and path.length > mark:
        out.append(path)
        path = path.prev
    out.reverse()
    return out


class State:
    __slots__ = ("bufs", "env", "facts", "globals", "iters", "path", "theory", "unsure")

    def __init__(self, theory=None):
        self.env: dict = {}
        self.bufs: dict[int, Buf] = {}
        self.facts: dict[int, bool] = {}
        self.path = None
        self.iters: dict = {}
        self.globals: dict[str, int] = {}
        self.theory = theory  # what the atoms mean (``facts.Vocabulary``), shared
        self.unsure = False  # split on an opaque atom: reports are not made on this path

    def copy(self) -> State:
        s = State.__new__(State)
        s.env = self.env.copy()
        s.bufs = self.bufs.copy()
        s.facts = self.facts.copy()
        s.path = self.path
        s.iters = self.iters.copy()
        s.globals = self.globals.copy()
        s.theory = self.theory
        s.unsure = self.unsure
        return s

    @property
    def mark(self) -> int:
        return path_length(self.path)

    def event(self, kind, a, b=None, cause=None) -> None:
        self.path = Event(kind, a, b, self.path, cause)

    def value(self, v):
        """The abstract value of an SSA value (None: unknown)."""
        return self.env.get(v)

    def cond(self, e):
        """``e`` simplified under this path's facts."""
        return B.simplify(e, self.facts)


def assume(state: State, atom: int, value: bool) -> bool:
    """Add ``atom = value`` and what it implies to the facts of ``state``;
    False when that contradicts them (the path cannot happen)."""
    if state.facts.get(atom, value) != value:
        return False
    state.facts[atom] = value
    if value and state.theory is not None:
        for other in state.theory.excluded_by(atom):
            if state.facts.get(other) is True:
                return False
            state.facts[other] = False
    return True


def decide(state: State, e, limit: int = 32, cause=None) -> list[tuple[State, bool | None]]:
    """Split ``state`` so that ``e`` is a constant on each part.

    Returns ``[(state, value)]``; the first part reuses ``state`` (unless
    ``e`` being true contradicts its facts).  Parts that cannot happen are
    left out.  Past ``limit`` parts the rest come back with value None
    (undecided).  ``cause``: the op that branches (recorded on the path for
    messages)."""
    e = state.cond(e)
    if e is True or e is False:
        return [(state, e)]
    out: list[tuple[State, bool | None]] = []
    work = [(state, e)]
    while work:
        s, x = work.pop()
        if x is True or x is False:
            out.append((s, x))
            continue
        if len(out) + len(work) >= limit:
            out.append((s, None))
            continue
        atom = B.first_atom(x)
        if s.theory is not None and atom in s.theory.opaque:
            s.unsure = True
        other = s.copy()
        other.facts[atom] = False
        other.event("fact", atom, False, cause)
        work.append((other, B.simplify(x, other.facts)))
        if assume(s, atom, True):
            s.event("fact", atom, True, cause)
            work.append((s, B.simplify(x, s.facts)))
    return out


# ---------------------------------------------------------------------------
# canonical keys, normalization, joins


class _Canon:
    """Numbers buffers, atoms and unknown integers by first occurrence."""

    def __init__(self, state: State):
        self.state = state
        self.bufs: dict[int, int] = {}
        self.order: list[int] = []
        self.atoms: dict[int, int] = {}
        self.unknowns: dict[int, int] = {}

    def buf(self, b: int):
        if b == TOP:
            return "top"
        n = self.bufs.get(b)
        if n is None:
            n = self.bufs[b] = len(self.bufs)
            self.order.append(b)
        return n

    def atom(self, a: int) -> int:
        n = self.atoms.get(a)
        if n is None:
            n = self.atoms[a] = len(self.atoms)
        return n

    def value(self, v):
        t = type(v)
        if t is tuple:
            tag = v[0]
            if tag == "m":
                return ("m", self.buf(v[1]), None if v[2] is None else id(v[2]))
            if tag == "p":
                return ("p", self.buf(v[1]))
            if tag == "u":
                n = self.unknowns.get(v[1])
                if n is None:
                    n = self.unknowns[v[1]] = len(self.unknowns)
                return ("u", n)
            if tag == "i":
                return v
            return B.canon(v, self.atom)
        if t is int:
            return ("a", self.atom(v))
        return v


def key(state: State, visible) -> tuple:
    """A hashable summary of ``state`` at a point where ``visible`` values
    can be used: ``(shape, facts, atoms)``.  Equal ``(shape, facts)`` mean
    equivalent states (up to renaming); ``facts`` is a frozenset of
    ``(atom number, value)`` and ``atoms`` maps those numbers back to atoms."""
    c = _Canon(state)
    env = state.env
    vals = tuple(c.value(env.get(v)) for v in visible)
    for b in state.bufs:  # arguments and other kept buffers, after the values
        c.buf(b)
    sigs = []
    i = 0
    while i < len(c.order):  # signatures may number more buffers (pointers in contents)
        buf = state.bufs.get(c.order[i])
        sigs.append(None if buf is None else buf.signature(c.value))
        i += 1
    facts = frozenset((n, state.facts[a]) for a, n in c.atoms.items() if a in state.facts)
    return (vals, tuple(sigs)), facts, {n: a for a, n in c.atoms.items()}


def merge_facts(group: list) -> list:
    """States of the same shape whose facts differ in one atom only are one
    state without that fact (``x`` true or false: ``x`` unknown).  ``group``:
    ``[(state, facts, atoms)]``; returns the states left."""
    items = list(group)
    changed = True
    while changed and len(items) > 1:
        changed = False
        for i in range(len(items)):
            si, fi, ai = items[i]
            for j in range(i + 1, len(items)):
                sj, fj, _ = items[j]
                diff = fi ^ fj
                if len(diff) != 2:
                    continue
                (n1, v1), (n2, v2) = diff
                if n1 != n2 or v1 == v2:
                    continue
                si.facts.pop(ai[n1], None)
                si.path = common_prefix(si.path, sj.path)
                items[i] = (si, fi - diff, ai)
                del items[j]
                changed = True
                break
            if changed:
                break
    return [it[0] for it in items]


def _value_atoms(v, out: set) -> None:
    if type(v) is tuple:
        if v[0] in ("m", "p", "u", "i"):
            return
        B.atoms(v, out)
    elif type(v) is int:
        out.add(v)


def normalize(state: State, visible, on_lost, sticky) -> None:
    """Keep only what is visible; buffers nothing can reach are dropped (a
    live owned one is reported through ``on_lost(state, buf)``).  Facts on
    atoms no value refers to are forgotten, except the ``sticky`` ones
    (comparisons that may be asked again)."""
    env = state.env
    new_env = {}
    reach = set()
    for v in visible:
        a = env.get(v)
        if a is not None:
            new_env[v] = a
            if type(a) is tuple and a[0] == "m":
                reach.add(a[1])
    state.env = new_env
    dropped = [b for b in state.bufs if b not in reach and state.bufs[b].kind != ARG]
    for b in dropped:
        buf = state.bufs.pop(b)
        if buf.status == LIVE and buf.kind == OWNED and not buf.escaped:
            on_lost(state, buf)
    used: set = set()
    for a in new_env.values():
        _value_atoms(a, used)
    for buf in state.bufs.values():
        _value_atoms(buf.owned, used)
        if buf.contents:
            for x in buf.contents.values():
                _value_atoms(x, used)
    if len(state.facts) > len(used):
        state.facts = {a: v for a, v in state.facts.items() if a in used or a in sticky}


def join(states: list[State], visible, fresh_atom) -> State:
    """One state that over-approximates ``states`` (all normalized at the
    same point): values that differ become unknown, buffers that differ or
    that such values pointed to become ``maybe``.  When an ``i1`` value or a
    fact differs, whether any live buffer will be freed is uncertain: every
    live buffer becomes ``maybe``."""
    first = states[0]
    out = first.copy()
    out.unsure = any(s.unsure for s in states)
    unsure: set[int] = set()
    conditions_differ = False
    for v in visible:
        vals = [s.env.get(v) for s in states]
        a = vals[0]
        if all(x == a for x in vals[1:]):
            continue
        if any(type(x) is tuple and x[0] == "m" for x in vals):
            for x in vals:
                if type(x) is tuple and x[0] == "m":
                    unsure.add(x[1])
            out.env[v] = ("m", TOP, None)
        elif any(type(x) is tuple and x[0] in ("p", "u", "i") for x in vals):
            out.env[v] = None
        else:
            out.env[v] = fresh_atom(v)
            conditions_differ = True
    facts = {}
    for a, val in first.facts.items():
        if all(s.facts.get(a) == val for s in states[1:]):
            facts[a] = val
    if any(len(s.facts) != len(facts) for s in states):
        conditions_differ = True
    out.facts = facts
    ids: set[int] = set()
    for s in states:
        ids.update(s.bufs)
    for b in ids:
        recs = [s.bufs.get(b) for s in states]
        r0 = next(r for r in recs if r is not None)
        same = all(
            r is not None
            and r.status == r0.status
            and r.owned == r0.owned
            and r.escaped == r0.escaped
            and r.refs == r0.refs
            for r in recs
        )
        if same and b not in unsure and not (conditions_differ and r0.status == LIVE):
            contents_same = all(r.contents == r0.contents for r in recs)
            out.bufs[b] = r0 if contents_same else r0.with_(contents=None)
        else:
            out.bufs[b] = r0.with_(status=MAYBE, contents=None)
    return out


__all__ += ["FREED", "path_length"]
