"""What the checker's path states say about memref values at chosen points
(the facts behind the ownership hover and inlay hints).

``observe(func, targets, ...)`` runs the ownership checker on one function
(``checker.FunctionAnalysis``, never the whole module) and records, for each
target ``(block, pos) -> [values]`` (the point before ``block.ops[pos]``),
what every path state reaching that point knows about each value: the
kind of its buffer (owned / argument / automatic / global / unknown), its
status (live / freed / maybe), when the function owns it (an ``i1``
expression under the path's facts), its allocation site and resource.  It
also records every op that frees a buffer, with the decisions of the path
that led there ("when %c is true"), and keeps the function's diagnostics
(the BUF001 leaks and the path each one happens on).

    func.func @f(%c: i1) {
      %a = memref.alloc() : memref<4xf32>   // target (bb0, 1): kind owned, owned True
      scf.if %c { memref.dealloc %a : memref<4xf32> }   // free of %a's site, "when %c is true"
      return                                // BUF001: %a leaks when %c is false
    }

``ownership_from_paths`` turns the records of one value into an
``Ownership`` in the words of the ownership-based deallocation
(SEMANTICS.md): owned, not owned (argument, automatic resource, global),
owned if ``%x``, unknown, freed.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...checker.engine import FunctionAnalysis, module_context
from ...checker.origins import ARG, AUTO, FREED, GLOBAL, MAYBE, OWNED, TOP, UNKNOWN
from ...checker.report import Reporter
from ...ir.interfaces import callable_body
from ...runtime import deep_recursion

__all__ = ["Free", "FunctionSymbols", "Observation", "Ownership", "Seen", "observe", "ownership_from_paths"]

MAX_SEEN = 64  # records kept per (point, value): loops revisit points


@dataclass(frozen=True, slots=True)
class Seen:
    """What one path state knows about a memref value at a point."""

    kind: str | None  # origins.OWNED/ARG/AUTO/GLOBAL/UNKNOWN; None: lost after a join
    status: str | None  # origins.LIVE/FREED/MAYBE
    owned: object  # boolexpr under the path's facts (owned kind only)
    site: object  # alloc/call/get_global op, or the argument Value
    view: object  # the view op the value was made by, or None
    resource: object  # resources.Resource or None
    free_op: object  # the op that freed the buffer (status FREED)
    facts: tuple  # ((atom, bool), ...): the path condition


@dataclass(frozen=True)
class Free:
    """An op that frees a buffer on some path, and the decisions that lead
    there (rendered like the checker's messages: " when %c is true")."""

    op: object
    index: int
    path: str


@dataclass(frozen=True)
class Ownership:
    """Ownership of a value at a point.  ``kind``: owned, not-owned,
    conditional, unknown, freed or enclosing; ``label`` is the short form
    used by inlay hints (``owned``, ``not owned``, ``owned if %x``,
    ``unknown``, ``freed``); ``reason`` says why in one sentence."""

    kind: str
    label: str
    reason: str
    indicator: str | None = None
    origin: str = ""  # of a buffer not owned by rule: "argument", "automatic", "global" (pass_ownership)


class FunctionSymbols:
    """Functions of one symbol table, looked up by name.  The table's ops
    are read only as far as a lookup needs (a 50,000-line module has a
    thousand of them; callees are usually declared near the top)."""

    def __init__(self, table_op):
        self._map: dict = {}
        self._rest = self._ops(table_op)

    @staticmethod
    def _ops(table_op):
        for region in getattr(table_op, "regions", ()):
            for block in region.blocks:
                yield from block.ops

    def get(self, name, default=None):
        op = self._map.get(name)
        while op is None and self._rest is not None:
            nxt = next(self._rest, None)
            if nxt is None:
                self._rest = None
                break
            sym = nxt.properties.get("sym_name") or nxt.attributes.get("sym_name")
            if sym is not None:
                key = getattr(sym, "value", None)
                self._map.setdefault(key, nxt)
                if key == name:
                    op = self._map[key]
        return op if op is not None and callable_body(op) is not None else default


def _one_function(func, resources, dynamic: bool, source, symbols):
    """The module context ``FunctionAnalysis`` reads, built for one function
    (``checker.module_context``: nothing of the module is walked)."""
    mod = module_context(
        None,
        {"private-function-dynamic-ownership": dynamic},
        resources,
        source=source,
        symbols=symbols if symbols is not None else FunctionSymbols(func.parent_op),
    )
    # keep the leaks: the module-wide BUF201 swap is check_module's business
    mod.frees_anywhere = True
    return mod


class Observation(FunctionAnalysis):
    """The checker, recording path states at target points (see the module
    docstring).  Only the interpreter's entry points are wrapped: the
    analysis itself is ``FunctionAnalysis``'s."""

    def __init__(self, module, func, targets):
        super().__init__(module, func)
        self.targets = targets  # {(id(block), pos): [values]}
        self.seen: dict[tuple, list[Seen]] = {}  # (id(block), pos, id(value)) -> records
        self.frees: dict[int, dict[int, Free]] = {}  # id(site) -> id(op) -> Free
        self.found = []  # the function's diagnostics
        self.failed = False

    # -- records ----------------------------------------------------------------
    def records(self, block, pos: int, value) -> list[Seen] | None:
        """The records of ``value`` at ``(block, pos)``; None: no path got there."""
        return self.seen.get((id(block), pos, id(value)))

    def _look(self, block, pos, states) -> None:
        values = self.targets.get((id(block), pos))
        if not values:
            return
        for v in values:
            lst = self.seen.setdefault((id(block), pos, id(v)), [])
            for s in states:
                if len(lst) >= MAX_SEEN:
                    break
                rec = _seen(s, v)
                if rec is not None and rec not in lst:
                    lst.append(rec)

    # -- the interpreter's entry points -------------------------------------------
    def step(self, op, states, block, i):
        if self.targets:
            self._look(block, i, states)
        return super().step(op, states, block, i)

    def branch(self, block, term, s, info):
        if self.targets:
            self._look(block, len(block.ops) - 1, (s,))
        return super().branch(block, term, s, info)

    def exit(self, term, s) -> None:
        if self.targets and term.parent is not None:
            self._look(term.parent, len(term.parent.ops) - 1, (s,))
        super().exit(term, s)

    def route(self, op, point, term, s):
        if self.targets and term is not None and term.parent is not None:
            self._look(term.parent, len(term.parent.ops) - 1, (s,))
        return super().route(op, point, term, s)

    def free(self, s, op, i, resource, verb="frees"):
        m = s.env.get(op.operands[i])
        if type(m) is tuple and m[0] == "m" and m[1] != TOP:
            buf = s.bufs.get(m[1])
            if buf is not None:
                self._record_free(s, op, i, buf)
        return super().free(s, op, i, resource, verb)

    def _record_free(self, s, op, i, buf) -> None:
        keep = lambda ev: self.relevance.touches(ev.cause, buf)
        items = self.report.path_items(s, buf.alloc_mark, self.voc.atom_text, keep)
        by_op = self.frees.setdefault(id(buf.site), {})
        old = by_op.get(id(op))
        if old is None:
            by_op[id(op)] = Free(op, i, Reporter.render(items))
        elif old.path and old.path != Reporter.render(items):
            by_op[id(op)] = Free(op, i, "")  # reached under different decisions

    def frees_of(self, site) -> list[Free]:
        return list(self.frees.get(id(site), {}).values())


def _seen(s, v) -> Seen | None:
    m = s.env.get(v)
    if type(m) is not tuple or m[0] != "m":
        return None
    facts = tuple(sorted(s.facts.items()))
    if m[1] == TOP:
        return Seen(None, MAYBE, None, None, m[2], None, None, facts)
    buf = s.bufs.get(m[1])
    if buf is None:
        return Seen(None, MAYBE, None, None, m[2], None, None, facts)
    owned = s.cond(buf.owned) if buf.kind == OWNED else False
    return Seen(buf.kind, buf.status, owned, buf.site, m[2], buf.resource, buf.free_op, facts)


def observe(
    func, targets: dict, resources, dynamic: bool = False, source=None, symbols: FunctionSymbols | None = None
) -> Observation:
    """Run the checker on ``func`` alone, recording ``targets``
    (``{(id(block), pos): [values]}``)."""
    obs = Observation(_one_function(func, resources, dynamic, source, symbols), func, targets)
    try:
        with deep_recursion():
            obs.scan()
            obs.found = obs.run()
    except Exception:  # a hover never fails: what was recorded stays
        obs.failed = True
    return obs


# ---------------------------------------------------------------------------
# records -> ownership

_NOT_OWNED_WHY = {
    ARG: "a function argument: memref arguments are never owned by the callee (function-boundary ABI)",
    AUTO: "an automatic resource, freed when its scope exits, never by an op",
    GLOBAL: "a global (memref.get_global), not memory this function owns",
}


def ownership_from_paths(
    seen: list[Seen], indicator: str | None, atom_words: dict, inside=None, outside_why: str = ""
) -> Ownership | None:
    """The ownership the path states ``seen`` agree on (None: no record).

    ``indicator``: the name of the value's ``i1`` ownership indicator when
    the IR already carries one (deallocation pipeline output).
    ``inside(site)``: whether a buffer allocated at ``site`` is owned where
    the value is looked at (a buffer allocated outside a region op belongs
    to the block that allocated it, not to the op's results or region
    arguments); ``outside_why`` says so when no path owns it for that reason.
    """
    if not seen:
        return None
    n = len(seen)
    if any(r.kind is None or r.kind == UNKNOWN or r.status == MAYBE for r in seen):
        if all(r.kind == UNKNOWN for r in seen):
            why = "it comes from an op bufls cannot see through (unknown effects)"
        else:
            why = "what the buffer is was lost where paths join (a loop or a select)"
        return Ownership("unknown", "unknown", why)
    freed = [r for r in seen if r.status == FREED]
    if freed:
        op = freed[0].free_op
        what = f"'{op.name}'" if op is not None and hasattr(op, "name") else "a free"
        if len(freed) == n:
            return Ownership("freed", "freed", f"already freed by {what} on every path here")
        return Ownership("freed", "maybe freed", f"already freed by {what} on {len(freed)} of {n} paths here")
    vals: list[bool] = []
    whys: dict[str, set[int]] = {}
    for r in seen:
        if r.kind != OWNED:
            vals.append(False)
            whys.setdefault(r.kind, set()).add(id(r.site))
        elif inside is not None and not inside(r.site):
            vals.append(False)
            whys.setdefault("outside", set())
        else:
            vals.append(r.owned)
            if r.owned is False:
                whys.setdefault("false", set())
    if all(v is True for v in vals):
        why = "this block owns it on every path here"
        if indicator:
            why += f" (its ownership indicator {indicator} is true)"
        return Ownership("owned", "owned", why, indicator)
    if all(v is False for v in vals):
        return Ownership("not-owned", "not owned", _not_owned_why(whys, seen, outside_why))
    if indicator:
        return Ownership(
            "conditional", f"owned if {indicator}", f"owned through its ownership indicator {indicator}", indicator
        )
    name = _single_atom(vals, atom_words)
    if name is None:
        name = _deciding_atom(seen, vals, atom_words)
    if name is not None:
        return Ownership("conditional", f"owned if {name}", f"owned exactly when {name} holds", name)
    k = sum(1 for v in vals if v is True)
    return Ownership(
        "conditional",
        "maybe owned",
        f"owned on {k} of {n} paths here; the deallocation pass tracks this with an i1 ownership indicator",
    )


def _not_owned_why(whys: dict, seen, outside_why: str) -> str:
    if len(whys) == 1:
        why, sites = next(iter(whys.items()))
        if why == ARG and len(sites) == 1:
            arg = seen[0].site
            name = f"%{arg.name}" if getattr(arg, "name", None) else "a function argument"
            return (
                f"the memory of function argument {name}: memref arguments are never owned "
                f"by the callee (function-boundary ABI)"
            )
        if why in _NOT_OWNED_WHY:
            return _NOT_OWNED_WHY[why]
        if why == "outside" and outside_why:
            return outside_why
    if set(whys) <= {ARG, AUTO, GLOBAL}:
        return "an argument, stack memory or a global on every path here"
    return "its ownership indicator is false on every path here"


def _atom_name(a, atom_words) -> str | None:
    w = atom_words.get(a)
    return w if isinstance(w, str) and w.startswith("%") else None


def _single_atom(vals, atom_words) -> str | None:
    """``%x`` / ``not %x`` when every path owns the buffer iff the same atom."""
    if len({repr(v) for v in vals}) != 1:
        return None
    v = vals[0]
    if type(v) is int:
        return _atom_name(v, atom_words)
    if type(v) is tuple and v[0] == "!" and type(v[1]) is int:
        name = _atom_name(v[1], atom_words)
        return f"not {name}" if name else None
    return None


def _deciding_atom(seen, vals, atom_words) -> str | None:
    """An atom decided on every path whose value says whether it owns."""
    if not all(v is True or v is False for v in vals):
        return None
    facts = [dict(r.facts) for r in seen]
    for a in sorted(set().union(*facts)):
        name = _atom_name(a, atom_words)
        if name is None or not all(a in f for f in facts):
            continue
        if all(f[a] == v for f, v in zip(facts, vals)):
            return name
        if all(f[a] != v for f, v in zip(facts, vals)):
            return f"not {name}"
    return None
