"""Analysing one document again and again as it is edited.

``Analyzer(path).update(text, version, config) -> Snapshot`` gives the same
diagnostics as ``analyze.analyze_result`` on the whole text, but after an
edit it parses, verifies and checks again only the top-level ops (units)
whose text changed::

    version 1                               version 2: one line edited in @g
    func.func @f() { ... }    reused        func.func @f() { ... }
    func.func @g() { ... }    parsed again  func.func @g() { ...edited... }
    func.func @h() { ... }    reused        func.func @h() { ... }   (moved: spans shift lazily)

How:

1. The edit window is found by comparing the old and new text (prefix and
   suffix), so full and incremental text sync are handled alike.
2. Units are re-scanned from the unit before the window until a unit ends
   where an old one ended (the scanner is then back in step); units with
   unchanged text keep their IR, others are parsed.  Units after the window
   only have their offsets moved; their IR's spans move when a feature asks
   (``document.Unit.materialize``).
3. Each unit keeps its diagnostics relative to its start.  Verification of
   a unit is redone when its text or the module's symbol signatures change;
   the ownership check of a function when its text, the symbol signatures,
   "are there frees anywhere" (BUF201) or, for messages naming a line, its
   line changes.
4. When the results of top-level ops change (a broken function spills its
   body into the module), the later units that are not isolated from above
   are parsed again: what their names resolve to may have changed.
5. Anything the shortcut cannot follow (an edit in aliases, a module
   header, a ``// -----`` line) analyses the whole text again.

A whole text of ``DEFER_TEXT`` characters or more, given with a
``priority``, is not parsed all at once: only the units a first snapshot
needs are (``_needed``: those in the ranges, the units defining the
symbols they name, and so on, the prelude), the others are *deferred*:
their span is known, their IR is not.  ``finish`` parses them, then
checks them.  The first snapshot says what the whole analysis will say of
the units it covers, since what a unit's diagnostics depend on beyond its
own text is in it: the symbols it names; whether any function frees
(BUF201): known once a parsed unit frees, else the deferred units whose
text names an op that may free (``interfaces.may_free``) are parsed until
one does or none is left.  A text whose top-level ops define values, or
whose symbols are named twice, is parsed whole::

    func.func @f() { ... call @g ... }    shown: parsed, checked
    func.func @g() { ... }                named by @f: parsed
    func.func @h() { ... }  x 1,500       deferred (no op that may free)
"""

from __future__ import annotations

import bisect
import re
import time

from ..analysis.resource_attrs import resource_attribute_problems
from ..analysis.resources import RESOURCE_ATTR
from ..config.dialects import activate
from ..config.project import Config
from ..diagnostics import Diagnostic
from ..ir.nodes import Operation, dispose
from ..passes.placement_hints import placement_hints, wanted_hints
from ..runtime import deep_recursion
from ..syntax.parser import (
    _MODULE_HEAD,
    _PRELUDE,
    ParseResult,
    _add_prelude,
    _Context,
    _shift_diag,
    iter_units,
    open_module,
    parse_body_unit,
    split_input,
)
from ..syntax.source import SourceFile, lf_line_breaks, spliced_line_starts
from .document import Snapshot, Unit

__all__ = ["Analyzer"]

_MENTIONS_LINE = re.compile(r"\bline \d")
DEFER_TEXT = 256 * 1024  # characters of a whole text from which units off screen are parsed later
_SYMBOL = re.compile(r'@(?:[\w$.\-]+|"[^"\n]*")')
_DEFINES_VALUES = re.compile(r"(?:\s|//[^\n]*)*%")  # a top-level op with results
_SPLIT_MARK = "// -----"


class _UnitState(Unit):
    """A unit plus what was computed for it (diagnostics relative to its start)."""

    __slots__ = (
        "text",
        "line",
        "depth",
        "func_names",
        "parse_rel",
        "verify_rel",
        "verify_key",
        "check_rel",
        "check_key",
        "has_frees",
        "funcs",
        "fp",
        "recovered",
        "prelude",
        "mentions_line",
        "final",
        "final_parts",
        "final_context",
        "deferred",
    )

    def __init__(self, start, end, op, module, text, line):
        super().__init__(start, end, op, module)
        self.text = text
        self.line = line
        self.depth = (0, 0)  # (net, lowest) bracket depth of its text
        self.parse_rel: list[Diagnostic] = []
        self.verify_rel: list[Diagnostic] = []
        self.verify_key = None
        self.check_rel: list[Diagnostic] = []
        self.check_key = None
        self.has_frees: bool | None = None  # None: not scanned yet
        self.funcs: list[Operation] = []
        self.func_names: list[tuple[str, Operation]] = []
        self.fp = None
        self.recovered = False
        self.prelude = False
        self.mentions_line = False
        self.final: tuple[Diagnostic, ...] = ()  # what the user sees of it, relative, sorted
        self.final_parts: tuple | None = None  # the lists ``final`` was made of
        self.final_context: str | None = None  # the lines its suppressions were read from
        self.deferred = False  # not parsed yet (a whole text's unit off screen)


class _Part:
    """One ``// -----`` part: a module whose body is a list of units."""

    def __init__(self, start, end, pm, body, ctx, head_diags, units):
        self.start, self.end = start, end
        self.pm, self.body, self.ctx = pm, body, ctx
        self.head_diags = head_diags
        self.units: list[_UnitState] = units
        self.results: int | None = None  # how many top-level results its units have (None: count them)
        self.symbols: dict | None = None  # the functions of its units by name (None: look again)
        self.table: dict | bool | None = False  # its symbol table for the verifier (False: make it again)
        self._live: tuple | None = None  # (units with IR, hash of their signatures); None: again
        self.checked: tuple | None = None  # (key, frees) its units were last checked for
        self.line_bound = True  # some unit's messages name a line (its check depends on where it is)
        self.deferred = 0  # how many of its units are not parsed yet
        self.may_free: list[_UnitState] = []  # deferred units whose text names an op that may free

    def replaced(self) -> None:
        """Some of its units were replaced: what is made of all of them is made again."""
        self.symbols, self.table, self._live = None, False, None

    def live_and_key(self) -> tuple[list, int]:
        """Its units that have IR, and the hash of the symbols and their signatures."""
        if self._live is None:
            live = [u for u in self.units if u.op is not None]
            self._live = (live, hash(tuple([u.fp for u in live])))
        return self._live

    def results_count(self) -> int:
        if self.results is None:
            self.results = len(_top_level_names(self.units))
        return self.results


class Analyzer:
    def __init__(self, path: str):
        self.path = path
        self.reset()

    def reset(self) -> None:
        if getattr(self, "parts", None):
            self._dispose_all()
        self.text: str | None = None  # the text parsed: lone \r made \n
        self._promises_of: tuple[str, bool] | None = None  # (text, ``_promises(text)``)
        self.given: str | None = None  # the text as given
        self.parts: list[_Part] = []
        self.line_starts: list[int] = []
        self.config: Config | None = None
        self.full_runs = 0
        self.incremental_runs = 0
        self.fallbacks: dict[str, int] = {}  # why whole texts were analysed again
        self._changed: dict[int, _UnitState] = {}  # units whose lists were computed again
        self._pending = 0
        self.progress = None  # called with (phase, done, total) while a long analysis runs
        self._last: Snapshot | None = None

    # -- the entry point -----------------------------------------------------------------
    def update(
        self,
        text: str,
        version: int | None,
        config: Config | None = None,
        priority=None,
        parse_first: int | None = None,
    ) -> Snapshot:
        """The snapshot of ``text``.  With ``priority`` (offset ranges, or a
        function that gives them once the text is parsed), only the units
        they overlap and those this update parsed are verified and checked
        now; the snapshot then covers those and the units whose results
        were up to date already, and says whether that is all of them
        (``complete``).  ``finish`` checks the others.

        An edit of a checked text is checked at once, unless the units it
        parsed again hold more than ``parse_first`` characters: then the
        snapshot is of the parsed text only (not ``complete``; the edited
        units pending, their diagnostics left out), for what needs no
        checker (the ownership colours of a function of thousands of lines
        are drawn while its check runs, in ``finish``)."""
        config = config if config is not None else Config()
        activate(config.dialect_set)  # the registry holds this configuration's ODS dialects
        self.given = text  # what the snapshot shows
        text = lf_line_breaks(text)  # what is parsed (same offsets)
        full, pending = self.full_runs, self._pending
        with deep_recursion():
            if self.text is None or config != self.config or not self._edit(text):
                self._full(text, priority, config)
            self.config = config
            if self.full_runs == full and not pending:
                if parse_first is not None and sum(u.end - u.start for u in self._changed.values()) > parse_first:
                    return self._snapshot(version, [], edited=False)  # (none checked now: see above)
                priority = None  # an edit of a checked text: its cost is the edit's, all of it now
            # after an edit, the units it parsed go first; after a whole text, only the ranges
            return self._snapshot(version, priority, edited=self.full_runs == full)

    def finish(self, version: int | None, budget: float | None = None) -> Snapshot:
        """Verify and check the units the last snapshot left pending, for
        about ``budget`` seconds (None: all of them); the snapshot of the
        same text, complete once none is left."""
        assert self.config is not None, "finish() follows an update()"
        activate(self.config.dialect_set)  # (another document may have installed others since)
        with deep_recursion():
            deadline = None if budget is None else time.perf_counter() + budget
            if self._parse_deferred(deadline) and self._last is not None:
                return self._last  # (still parsing: what the units checked say has not changed)
            left = None if deadline is None else max(deadline - time.perf_counter(), 0.0)
            return self._snapshot(version, budget=left)

    # -- whole text ----------------------------------------------------------------------
    def _full(self, text: str, priority=None, config: Config | None = None) -> None:
        from ..syntax.resolve import Resolver

        self.full_runs += 1
        self._dispose_all()
        self.text = text
        self.line_starts = SourceFile(text).line_starts()
        self.parts = []
        ranges = None
        if priority is not None and len(text) >= DEFER_TEXT:
            ranges = priority() if callable(priority) else priority
        for start, end in split_input(text):
            head: list[Diagnostic] = []
            ctx = _Context(text, head)
            depths: list = []
            pm, body, spans = open_module(text, start, end, ctx, depths)
            part = _Part(start, end, pm, body, ctx, head, [])
            needed = _needed(text, spans, ranges) if ranges is not None else None
            frees = _free_names(config) if needed is not None else None
            resolver = Resolver([])  # later units see the results of earlier ones
            for k, (us, ue) in enumerate(spans):
                if needed is not None and k not in needed:
                    u = _UnitState(us, ue, None, pm, text[us:ue], bisect.bisect_right(self.line_starts, us) - 1)
                    u.deferred = True
                    part.deferred += 1
                    if frees is not None and frees.search(u.text):
                        part.may_free.append(u)
                    if len(depths) == len(spans):
                        u.depth = depths[k]
                    part.units.append(u)
                    continue
                u = self._parse_unit(part, us, ue, resolver)
                if self.progress is not None:
                    self.progress("parse", k + 1, len(spans))
                if len(depths) == len(spans):
                    u.depth = depths[k]
                part.units.append(u)
                if u.op is not None:
                    resolver.define_results(u.op)
            self._rebuild_body(part)
            self.parts.append(part)

    def _parse_deferred(self, deadline: float | None, only: _UnitState | None = None) -> bool:
        """Parse the deferred units (``only`` that one), until ``deadline``;
        whether some are left."""
        left = False
        for part in self.parts:
            if not part.deferred:
                continue
            units = part.units
            if only is not None:
                if only.module is not part.pm or not only.deferred:
                    continue
                k = bisect.bisect_left(units, only.start, key=lambda u: u.start)
                todo = [k] if k < len(units) and units[k] is only else []
            else:
                todo = [k for k, u in enumerate(units) if u.deferred]
            for n, k in enumerate(todo):
                old = units[k]
                u = self._parse_unit(part, old.start, old.end, _resolver_with([]))
                u.depth = old.depth
                units[k] = u
                part.deferred -= 1
                if self.progress is not None and n % 64 == 63:
                    self.progress("parse", len(units) - part.deferred, len(units))
                if deadline is not None and time.perf_counter() > deadline:
                    break
            if todo:
                part.replaced()
                self._rebuild_body(part)
            left = left or part.deferred > 0
        return left

    def _dispose_all(self) -> None:
        """Free the IR of every part (its cycles would outlive a ``gc.freeze``)."""
        for part in self.parts:
            for u in part.units:
                if u.op is not None:
                    dispose(u.op)
            dispose(part.pm.op)
        self.parts = []

    def _parse_unit(self, part: _Part, us: int, ue: int, resolver=None) -> _UnitState:
        from ..syntax.resolve import Resolver

        text = self.text
        diags: list[Diagnostic] = []
        ctx = part.ctx
        ctx.text, ctx.diags = text, diags
        recovered = len(part.pm.recovered)
        if resolver is None:
            resolver = Resolver(diags)
        resolver.diags = diags
        op = parse_body_unit(text, us, ue, ctx, part.pm, resolver)
        line = bisect.bisect_right(self.line_starts, us) - 1
        u = _UnitState(us, ue, op if type(op) is Operation else None, part.pm, text[us:ue], line)
        u.recovered = len(part.pm.recovered) > recovered
        u.prelude = (op is not None and type(op) is not Operation) or _PRELUDE.match(text, us, ue) is not None
        if u.prelude:
            _add_prelude(part.pm, op)
        u.parse_rel = [_shift_diag(d, -us) for d in diags]
        self._changed[id(u)] = u
        if u.op is not None:
            _fingerprint(u, self._promises(text))
        return u

    def _promises(self, text: str) -> bool:
        """Whether ``text`` declares a read-only or untouched argument: only
        then do callers depend on what their callees do to a parameter."""
        if self._promises_of is None or self._promises_of[0] is not text:
            self._promises_of = (text, any(w in text for w in _PROMISE_WORDS))
        return self._promises_of[1]

    def _rebuild_body(self, part: _Part) -> None:
        ops = []
        for u in part.units:
            if u.op is not None:
                u.op.parent = part.body
                ops.append(u.op)
        part.body.ops = ops
        part.pm.recovered = [(u.start, u.end) for u in part.units if u.recovered]

    # -- an edit -------------------------------------------------------------------------
    def _edit(self, new: str) -> bool:
        """Bring the state up to ``new`` by re-parsing the units around the
        edit; False when the whole text must be analysed again."""
        old = self.text
        if new == old:
            return True
        self._parse_deferred(None)  # (an edit while a whole text is parsed pays for the rest)
        p, oe, ne = _edit_window(old, new)
        if _SPLIT_MARK in old[max(0, p - 8) : oe + 8] or _SPLIT_MARK in new[max(0, p - 8) : ne + 8]:
            return self._fallback("split marker")
        part = next((pt for pt in self.parts if pt.pm.body_span[0] <= p and oe <= pt.pm.body_span[1]), None)
        if part is None:
            return self._fallback("outside a module body")
        delta = ne - oe
        plan = self._rescan(part, new, p, oe, ne, delta)
        if plan is None:
            return self._fallback("prelude")
        lo, hi, spans, depths = plan
        dependents = _users_elsewhere(part.units, part.units[lo:hi])
        names_before = _top_level_names(part.units[lo:hi])  # (the other units keep theirs)
        any_names = part.results_count() > 0
        self.text = new
        self._move_lines(old, new, p, oe, ne)
        self._move_after(p, oe, delta, part, hi)
        # units of unchanged text keep their IR, unless top-level results
        # exist: what a unit's names resolve to then depends on its place.
        # Units of the same text are matched in order: a state says where its
        # unit stood (a terminator not last in the module body is an error).
        reuse: dict[str, list[_UnitState]] = {}
        if not any_names:
            for u in reversed(part.units[lo:hi]):
                reuse.setdefault(u.text, []).append(u)
        plan = []
        for (us, ue), depth in zip(spans, depths):
            same = reuse.get(new[us:ue])
            u = same.pop() if same else None
            plan.append((us, ue, depth, u if u is not None and u.op is not None and not u.recovered else None))
        # the IR of the units that go is freed before the new units are
        # built: they take its memory instead of new arenas (an edit that
        # re-parses half the file would otherwise hold both halves at once,
        # and the memory stays fragmented at that peak)
        kept = {id(u) for *_, u in plan if u is not None}
        for u in part.units[lo:hi]:
            if id(u) not in kept and u.op is not None:
                dispose(u.op)
        # top-level results are visible to the units after them (graph region)
        defined = [u.op for u in part.units[:lo] if u.op is not None and u.op.results] if any_names else []
        fresh = []
        for us, ue, depth, u in plan:
            if u is not None:
                u.start, u.end = us, ue
                u.line = bisect.bisect_right(self.line_starts, us) - 1
            else:
                u = self._parse_unit(part, us, ue, _resolver_with(defined))
                if u.prelude:
                    return self._fallback("new prelude")
            u.depth = depth
            if u.op is not None and u.op.results:
                defined.append(u.op)
            fresh.append(u)
        part.units[lo:hi] = fresh
        part.replaced()
        names_after = _top_level_names(fresh)
        part.results = None if names_after or any_names else 0
        if names_after != names_before:
            # the names the later units see changed; a function body is
            # isolated from above and sees none of them
            later = part.units[lo + len(fresh) :]
            dependents += [u for u in later if u.op is not None and u not in dependents and not _isolated(u.op)]
        self._reparse_users(part, dependents)
        if not part.pm.implicit and _closes_early(part.units):
            return self._fallback("a bracket closes the module")
        if part.pm.implicit:
            body = [u for u in part.units if not u.prelude]
            if len(body) == 1 and _MODULE_HEAD.match(new, body[0].start, body[0].end):
                return self._fallback("one `module {` holds everything")
        self._rebuild_body(part)
        self.incremental_runs += 1
        return True

    def _reparse_users(self, part: _Part, dependents: list) -> None:
        """Parse again the units that used top-level results of re-parsed
        units (their text is the same, the values they name are new), and
        in turn the users of theirs."""
        while dependents:
            u = min(dependents, key=lambda x: x.start)
            dependents.remove(u)
            for more in _users_elsewhere(part.units, [u]):
                if more not in dependents:
                    dependents.append(more)
            k = part.units.index(u)
            defined = [x.op for x in part.units[:k] if x.op is not None and x.op.results]
            again = part.units[k] = self._parse_unit(part, u.start, u.end, _resolver_with(defined))
            part.replaced()
            self._changed.pop(id(u), None)  # (gone: its IR is freed below)
            again.depth = u.depth
            dispose(u.op)

    def _fallback(self, reason: str) -> bool:
        self.fallbacks[reason] = self.fallbacks.get(reason, 0) + 1
        return False

    def _rescan(self, part: _Part, new: str, p: int, oe: int, ne: int, delta: int):
        """``(lo, hi, spans)``: old units ``lo:hi`` become the units at
        ``spans`` (new offsets); None when the edit reaches a prelude unit."""
        units = part.units
        bs, be = part.pm.body_span
        ends = [u.end for u in units]
        lo = bisect.bisect_left(ends, p)  # first unit ending at or after p
        if lo > 0 and units[lo - 1].prelude:
            if lo == len(units) or p < units[lo].start:
                return None  # the edit may touch the aliases
        else:
            lo = max(0, lo - 1)  # and the unit before it
        start = bs if lo == 0 else units[lo].start
        sync = {u.end + delta: k for k, u in enumerate(units) if k >= lo and u.end > oe}
        spans: list = []
        depths: list = []
        hi = len(units)
        for us, ue in iter_units(new, start, be + delta, depths):
            spans.append((us, ue))
            if ue >= ne and ue in sync:
                hi = sync[ue] + 1
                break
        if any(u.prelude for u in units[lo:hi]):
            return None
        return lo, hi, spans, depths

    def _move_lines(self, old: str, new: str, p: int, oe: int, ne: int) -> None:
        before = len(self.line_starts)
        self.line_starts = spliced_line_starts(self.line_starts, p, oe, new[p:ne])
        line_delta = len(self.line_starts) - before
        if line_delta:
            for part in self.parts:
                for u in part.units:
                    if u.start > oe:
                        u.line += line_delta

    def _move_after(self, p: int, oe: int, delta: int, edited: _Part, hi: int) -> None:
        """Offsets at or after the old end of the window move by ``delta``."""
        if not delta:
            return
        for part in self.parts:
            if part.end < oe:
                continue
            pm = part.pm
            part.start, part.end = _moved(part.start, oe, delta), _moved(part.end, oe, delta)
            pm.start, pm.end = part.start, part.end
            pm.body_span = tuple(_moved(x, oe, delta) for x in pm.body_span)
            pm.aliases = (
                [(n, v, _moved(s, oe, delta), _moved(e, oe, delta)) for n, v, s, e in pm.aliases]
                if pm.aliases and isinstance(pm.aliases[0], tuple) and len(pm.aliases[0]) == 4
                else pm.aliases
            )
            _shift_shell(pm.op, oe, delta)
            part.head_diags = [_shift_diag(d, delta) if d.start >= oe else d for d in part.head_diags]
            units = part.units[hi:] if part is edited else part.units
            for u in units:
                if u.start >= oe:
                    u.start += delta
                    u.end += delta

    # -- diagnostics ---------------------------------------------------------------------
    def _snapshot(self, version, priority=None, budget: float | None = None, edited: bool = False) -> Snapshot:
        """The snapshot of the text analysed; first the units whose results
        are stale are verified and checked: all of them (``priority`` and
        ``budget`` None), those in ``priority``'s ranges and those parsed by
        this update, or as many as ``budget`` seconds allow.  The others are
        pending: left out of the snapshot's groups, which says it is not
        ``complete``."""
        text = self.given
        config = self.config
        source = SourceFile.with_line_starts(text, self.line_starts, self.path)
        suppress = "bufls" in text  # (no ``// bufls: ignore`` anywhere: nothing to look up)
        ranges = priority() if callable(priority) else priority
        deadline = None if budget is None else time.perf_counter() + budget
        groups: list = []
        heads: list = []  # module-level diagnostics: one group each
        pending = 0
        for part in self.parts:
            live, key = part.live_and_key()
            mod, frees, scanned = self._scan_all(part, live, config, source)
            while not frees and part.may_free:  # does a deferred unit free? (BUF201 says whether any does)
                self._parse_deferred(None, only=part.may_free.pop(0))
                live, key = part.live_and_key()
                mod, frees, scanned = self._scan_all(part, live, config, source)
            if part.checked == (key, frees) and not self._pending and not part.line_bound:
                # nothing else changed: the stale units are those parsed or scanned again
                stale = [
                    u
                    for u in self._changed.values()
                    if u.module is part.pm and u.op is not None and self._stale(u, key, frees)
                ]
                stale.sort(key=lambda u: u.start)
            else:
                stale = [u for u in live if self._stale(u, key, frees)]
            todo = stale
            if ranges is not None:
                changed = self._changed
                todo = [
                    u
                    for u in stale
                    if (edited and id(u) in changed) or any(u.start <= e and s <= u.end for s, e in ranges)
                ]
            head = self._work(part, live, key, (mod, frees, scanned), todo, deadline)
            heads.extend((d.start, (_shift_diag(d, -d.start),)) for d in self._seen(head, source, suppress))
            # (only a unit stale before the work can still be: what it would say is not known yet)
            left = {id(u) for u in stale if self._stale(u, key, frees)} if stale else ()
            pending += len(left) + part.deferred
            part.checked = (key, frees)
            part.line_bound = any(u.mentions_line for u in live) if stale or part.line_bound else False
            changed = self._changed
            for u in part.units:
                if left and id(u) in left:
                    continue
                if suppress or id(u) in changed:  # (else its lists and so its ``final`` are as they were)
                    self._final(u, source, suppress)
                if u.final:
                    groups.append((u.start, u.final))
        self._changed = {}
        self._pending = pending
        for g in heads:  # (few: each goes before the first unit group that starts after it)
            groups.insert(bisect.bisect_right(groups, g[0], key=lambda x: x[0]), g)
        units = [u for part in self.parts for u in part.units if u.op is not None]
        result = ParseResult(text, self.path, [part.pm for part in self.parts], [])
        snap = Snapshot(text, self.path, version, config, result, None, units, source, groups, not pending)
        snap.parsed = not any(part.deferred for part in self.parts)
        self._last = snap
        return snap

    def deferred(self) -> int:
        """How many units are not parsed yet."""
        return sum(part.deferred for part in self.parts)

    def pending(self) -> int:
        """How many units the last snapshot left unchecked."""
        return self._pending

    @staticmethod
    def _stale(u: _UnitState, key: int, frees: bool) -> bool:
        if u.verify_key != key:
            return True
        if u.recovered:
            return False
        return u.check_key != (key, frees, u.line if u.mentions_line else None)

    def _work(self, part: _Part, live: list, key: int, context, todo: list, deadline) -> list[Diagnostic]:
        """Verify and check ``todo`` (in batches until ``deadline``); returns
        the module-level diagnostics."""
        mod, frees, scanned = context
        head = None
        done = 0
        batch = len(todo) if deadline is None else 16
        for i in range(0, max(len(todo), 1), max(batch, 1)):
            chunk = todo[i : i + batch]
            got = self._verify(part, live, key, [u for u in chunk if u.verify_key != key])
            head = got if head is None else head
            self._check(mod, [u for u in chunk if not u.recovered], key, frees, scanned)
            done += len(chunk)
            self._report(done, len(todo))
            if deadline is not None and time.perf_counter() > deadline:
                break
        for u in live:
            if u.recovered and u.check_rel:
                u.check_rel = []
                self._changed[id(u)] = u
        return part.head_diags + (head or [])

    def _report(self, done: int, todo: int) -> None:
        if self.progress is not None and todo:
            self.progress("check", done, todo)

    def _seen(self, diags: list[Diagnostic], source: SourceFile, suppress: bool) -> list[Diagnostic]:
        """``diags`` (absolute) as the user sees them: suppressions, severities, order."""
        from ..config.suppress import suppressed_on_lines

        if diags and suppress:
            diags = suppressed_on_lines(source, diags)
        found = self.config.apply_severity(diags)
        found.sort(key=lambda d: (d.start, d.end, d.code, d.message))
        return found

    def _final(self, u: _UnitState, source: SourceFile, suppress: bool) -> tuple[Diagnostic, ...]:
        """The unit's diagnostics as the user sees them, relative to its start.

        Made again only when one of its lists was computed again or the
        lines its suppressions are read from changed; when they come out
        equal (a unit checked again because a signature changed elsewhere),
        the tuple made before is kept: identity says "unchanged" to the
        language server, which keeps each tuple's LSP form."""
        parts = (u.parse_rel, u.verify_rel, u.check_rel)
        context = self._suppression_context(u) if suppress else None
        old = u.final_parts
        if old is not None and u.final_context == context and all(a is b for a, b in zip(parts, old)):
            return u.final
        diags = [d for rel in parts for d in rel]
        if diags:
            moved = [_shift_diag(d, u.start) for d in diags]
            diags = [_shift_diag(d, -u.start) for d in self._seen(moved, source, suppress)]
        final = tuple(diags)
        if final != u.final:
            u.final = final
        u.final_parts, u.final_context = parts, context
        return u.final

    def _suppression_context(self, u: _UnitState) -> str:
        """The text ``suppressed_on_lines`` reads for the unit's diagnostics:
        its lines and the line above the first."""
        starts = self.line_starts
        first = starts[max(0, u.line - 1)]
        last = bisect.bisect_right(starts, u.end) - 1
        stop = starts[last + 1] if last + 1 < len(starts) else len(self.text)
        return self.text[first:stop]

    def _verify(self, part: _Part, live: list, key: int, todo: list) -> list[Diagnostic]:
        """Verify ``todo``, units whose text or module context changed;
        returns the module-level diagnostics (duplicate symbols...)."""
        from ..ir.verifier import verify_units

        if part.table is False:  # (made again once a unit is replaced)
            table: dict | None = {}
            for u in live:
                name = u.fp[0]
                if name is None:
                    continue
                if name in table:  # duplicates: the verifier reports them, with both spans
                    table = None
                    break
                table[name] = u.op
            part.table = table
        table = part.table
        if table is None:
            for u in live:
                u.materialize()
        for u in todo:
            u.materialize()
        head, per = verify_units(part.pm.op, [u.op for u in todo], table=table)
        for u, diags in zip(todo, per):
            u.verify_key = key
            u.verify_rel = [] if u.recovered else [_shift_diag(d, -u.start) for d in diags]
            self._changed[id(u)] = u
        recovered = part.pm.recovered  # as api.parse_file: no echo of a syntax error
        return [d for d in head if not any(s <= d.start < e for s, e in recovered)]

    def _scan_all(self, part: _Part, live: list, config: Config, source: SourceFile):
        """The module's checker context, and whether any function frees
        (each unit scanned once, when it is new)."""
        from ..checker import engine as checker

        symbols = part.symbols
        if symbols is None:
            symbols = part.symbols = {}
            for u in live:
                if not u.recovered:
                    for name, f in u.func_names:
                        symbols.setdefault(name, f)
        mod = checker.module_context(part.pm, config, source=source, symbols=symbols)
        frees = False
        scanned = {}  # the scans made here, for the checks of this snapshot
        for u in live:
            if u.recovered:
                continue
            if u.has_frees is None:  # new: scan it
                scanned[id(u)] = self._scan(mod, u)
            frees = frees or bool(u.has_frees)
        mod.frees_anywhere = frees
        return mod, frees, scanned

    def _check(self, mod, units: list, sig: int, frees: bool, scanned: dict) -> None:
        """Check ``units``, whose text or context changed (``check_rel``)."""
        from ..checker import engine as checker

        hint_codes = wanted_hints(self.config)
        plain = (sig, frees, None)
        for u in units:
            if u.check_key == (plain if not u.mentions_line else (sig, frees, u.line)):
                continue
            analyses = scanned.pop(id(u), None) or self._scan(mod, u)
            mod.frees_anywhere = frees
            diags = [d for fa in analyses for d in checker.run_function(fa)]
            if self.text is not None and self.text.find(RESOURCE_ATTR, u.start, u.end) >= 0:
                diags += resource_attribute_problems(u.op, mod.resources)  # (analysis/resource_attrs.py)
            diags += placement_hints(u.op, mod.resources, mod.source, codes=hint_codes)  # (passes/placement_hints.py)
            u.check_rel = [_shift_diag(d, -u.start) for d in diags]
            self._changed[id(u)] = u
            u.mentions_line = any(_MENTIONS_LINE.search(d.message) for d in diags)
            u.check_key = (sig, frees, u.line if u.mentions_line else None)

    @staticmethod
    def _scan(mod, u: _UnitState) -> list:
        from ..checker import engine as checker

        u.materialize()
        analyses = [checker.FunctionAnalysis(mod, f) for f in u.funcs]
        for fa in analyses:
            fa.scan()
        u.has_frees = any(getattr(fa, "has_frees", False) for fa in analyses)
        return analyses


def _needed(text: str, spans: list, ranges: list) -> set[int] | None:
    """The units a first snapshot of ``ranges`` needs parsed (by index):
    the prelude, those the ranges overlap, the units defining a symbol one
    of those names, and so on; None: all of them (top-level ops that define
    values, a symbol defined twice, or one in generic form)."""
    defines: dict[str, int] = {}
    needed: list[int] = []
    for k, (us, ue) in enumerate(spans):
        if _DEFINES_VALUES.match(text, us, ue):
            return None
        if _PRELUDE.match(text, us, ue) or any(us <= e and s <= ue for s, e in ranges):
            needed.append(k)
        m = _SYMBOL.search(text, us, ue)
        if m is not None:
            if m.group() in defines:
                return None
            defines[m.group()] = k
        elif text.find("sym_name", us, ue) >= 0:
            return None  # (a symbol in generic form: its name is not where @names are looked for)
    seen = set(needed)
    while needed:
        us, ue = spans[needed.pop()]
        for name in set(_SYMBOL.findall(text, us, ue)):
            k = defines.get(name)
            if k is not None and k not in seen:
                seen.add(k)
                needed.append(k)
    return seen


_FREE_NAMES: dict = {}


def _free_names(config: Config | None):
    """A pattern that finds, in a unit's text, the name of every op that may
    free (a word it ends with, dialect or not: ``dealloc`` also finds
    ``memref.dealloc`` and ``"gpu.dealloc"``), or None when no op may."""
    from ..ir.interfaces import may_free
    from ..ir.registry import registry

    key = (registry.generation, config)
    if key not in _FREE_NAMES:
        resources = config.resources if config is not None else None
        words = {n.rsplit(".", 1)[-1] for n in registry.names() if may_free(n, resources)}
        words |= {r.dealloc.split()[0].rsplit(".", 1)[-1] for r in resources or () if r.dealloc}
        alternatives = "|".join(map(re.escape, sorted(words)))
        _FREE_NAMES.clear()
        _FREE_NAMES[key] = re.compile(rf"\b(?:{alternatives})\b") if words else None
    return _FREE_NAMES[key]


def _closes_early(units) -> bool:
    """Would the scan of the whole file end ``module {`` before its last
    unit?  It does where the body's running bracket depth (1 inside the
    module) falls to 0: a unit closing brackets it did not open."""
    running = 1
    for u in units:
        net, low = u.depth
        if running + low <= 0:
            return True
        running += net
    return False


def _users_elsewhere(units: list, sources: list) -> list:
    """The units (of ``units``, not in ``sources``) whose ops use a top-level
    result of one of ``sources``."""
    mine = {id(u.op) for u in sources if u.op is not None}
    wanted: set[int] = set()
    for u in sources:
        if u.op is None or not u.op.results:
            continue
        for r in u.op.results:
            for user, _ in r.uses:
                top = _top_level(user)
                if id(top) not in mine:
                    wanted.add(id(top))
    return [u for u in units if u.op is not None and id(u.op) in wanted] if wanted else []


def _top_level(op: Operation) -> Operation:
    while (
        op.parent is not None
        and op.parent.parent is not None
        and op.parent.parent.parent is not None
        and op.parent.parent.parent.parent is not None
    ):
        op = op.parent.parent.parent
    return op


def _isolated(op: Operation) -> bool:
    from ..ir.registry import registry

    model = registry.get(op.name)
    return model is not None and model.has("isolated_from_above")


def _top_level_names(units) -> list:
    return [r.name for u in units if u.op is not None for r in u.op.results]


def _resolver_with(defined: list):
    """A resolver that sees the results of the top-level ops ``defined``."""
    from ..syntax.resolve import Resolver

    resolver = Resolver([])
    for op in defined:
        resolver.define_results(op)
    return resolver


_PROMISE_WORDS = ("bufferization.access", "bufferization.writable")


def _fingerprint(u: _UnitState, promises: bool = True) -> None:
    """What other units may depend on: the symbol, its signature and
    visibility, its argument attributes (contracts) and, when the text has
    read-only promises (``promises``), what it does to its parameters."""
    from ..checker.engine import callables_in
    from ..ir.registry import registry

    op = u.op
    u.funcs = callables_in(op)
    u.func_names = [
        (n.value, f) for f in u.funcs if (n := f.attr("sym_name")) is not None and getattr(n, "value", None) is not None
    ]
    name = op.attr("sym_name")
    name = getattr(name, "value", None)
    model = registry.get(op.name)
    if model is not None and model.has("symbol_table"):
        u.fp = (name, hash(u.text))
    else:  # (and the contracts callers are checked against: ir/contracts.py, checker/contracts.py)
        u.fp = (
            name,
            str(op.attr("function_type")),
            str(op.attr("sym_visibility")),
            str(op.attr("arg_attrs")),
            _parameter_uses(op) if promises else None,
        )


def _parameter_uses(op: Operation):
    """``checker.contracts.parameter_uses`` of a function with memref
    arguments (None otherwise: nothing to compare)."""
    from ..analysis.resources import DEFAULT
    from ..checker.contracts import parameter_uses
    from ..ir.interfaces import callable_body
    from ..ir.types import is_memref

    body = callable_body(op)
    if body is None or not body.blocks or not any(is_memref(a.type) for a in body.blocks[0].args):
        return None
    uses = parameter_uses(op, DEFAULT)
    return None if uses is None else tuple(tuple(sorted(map(str, u))) for u in uses)


def _moved(x: int, oe: int, delta: int) -> int:
    return x + delta if x >= oe else x


def _shift_shell(op: Operation, oe: int, delta: int) -> None:
    """Move the spans of a module op itself (not of its body's ops)."""

    def mv(span):
        return None if span is None else (_moved(span[0], oe, delta), _moved(span[1], oe, delta))

    op.span = mv(op.span)
    op.name_span = mv(op.name_span)
    op.symbol_span = mv(op.symbol_span)
    for region in op.regions:
        region.span = mv(region.span)
        for b in region.blocks:
            b.span = mv(b.span)
            b.label_span = mv(b.label_span)


def _edit_window(old: str, new: str) -> tuple[int, int, int]:
    """``(p, old_end, new_end)``: ``old[p:old_end]`` became ``new[p:new_end]``."""
    n = min(len(old), len(new))
    p = _common_prefix(old, new, n)
    limit = n - p
    s = _common_suffix(old, new, limit)
    return p, len(old) - s, len(new) - s


def _common_prefix(a: str, b: str, n: int) -> int:
    """Length of the common prefix of ``a[:n]`` and ``b[:n]`` (compared a
    block at a time, then narrowed: C string comparisons do the work)."""
    lo = 0
    for step in (65536, 4096, 256, 16, 1):
        while lo < n:
            hi = min(n, lo + step)
            if a[lo:hi] != b[lo:hi]:
                break
            lo = hi
    return lo


def _common_suffix(a: str, b: str, limit: int) -> int:
    """Length of the common suffix, at most ``limit``."""
    la, lb = len(a), len(b)
    s = 0
    for step in (65536, 4096, 256, 16, 1):
        while s < limit:
            t = min(limit, s + step)
            if a[la - t : la - s] != b[lb - t : lb - s]:
                break
            s = t
    return s
