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
4. Anything the shortcut cannot follow (an edit in aliases, a module
   header, a ``// -----`` line, module-level SSA values) analyses the whole
   text again.
"""

from __future__ import annotations

import bisect
import re

from .config import Config
from .diagnostics import Diagnostic
from .document import Snapshot, Unit
from .ir import Operation, dispose
from .parser import (_PRELUDE, ParseResult, _add_prelude, _Context, _shift_diag, iter_units,
                     open_module, parse_body_unit, split_input)
from .runtime import deep_recursion
from .source import SourceFile

__all__ = ["Analyzer"]

_MENTIONS_LINE = re.compile(r"\bline \d")
_SPLIT_MARK = "// -----"


class _UnitState(Unit):
    """A unit plus what was computed for it (diagnostics relative to its start)."""

    __slots__ = ("text", "line", "parse_rel", "verify_rel", "verify_key", "check_rel", "check_key",
                 "has_frees", "funcs", "fp", "recovered", "prelude", "mentions_line")

    def __init__(self, start, end, op, module, text, line):
        super().__init__(start, end, op, module)
        self.text = text
        self.line = line
        self.parse_rel: list[Diagnostic] = []
        self.verify_rel: list[Diagnostic] = []
        self.verify_key = None
        self.check_rel: list[Diagnostic] = []
        self.check_key = None
        self.has_frees = False
        self.funcs: list[Operation] = []
        self.fp = None
        self.recovered = False
        self.prelude = False
        self.mentions_line = False


class _Part:
    """One ``// -----`` part: a module whose body is a list of units."""

    def __init__(self, start, end, pm, body, ctx, head_diags, units):
        self.start, self.end = start, end
        self.pm, self.body, self.ctx = pm, body, ctx
        self.head_diags = head_diags
        self.units: list[_UnitState] = units


class Analyzer:
    def __init__(self, path: str):
        self.path = path
        self.reset()

    def reset(self) -> None:
        if getattr(self, "parts", None):
            self._dispose_all()
        self.text: str | None = None
        self.parts: list[_Part] = []
        self.line_starts: list[int] = []
        self.config: Config | None = None
        self.full_runs = 0
        self.incremental_runs = 0

    # -- the entry point -----------------------------------------------------------------
    def update(self, text: str, version: int | None, config: Config | None = None) -> Snapshot:
        config = config if config is not None else Config()
        with deep_recursion():
            if self.text is None or config != self.config or not self._edit(text):
                self._full(text)
            self.config = config
            return self._snapshot(version)

    # -- whole text ----------------------------------------------------------------------
    def _full(self, text: str) -> None:
        from .resolve import Resolver
        self.full_runs += 1
        self._dispose_all()
        self.text = text
        self.line_starts = SourceFile(text).line_starts()
        self.parts = []
        for start, end in split_input(text):
            head: list[Diagnostic] = []
            ctx = _Context(text, head)
            pm, body, spans = open_module(text, start, end, ctx)
            part = _Part(start, end, pm, body, ctx, head, [])
            resolver = Resolver([])         # later units see the results of earlier ones
            for us, ue in spans:
                u = self._parse_unit(part, us, ue, resolver)
                part.units.append(u)
                if u.op is not None:
                    resolver.define_results(u.op)
            self._rebuild_body(part)
            self.parts.append(part)

    def _dispose_all(self) -> None:
        """Free the IR of every part (its cycles would outlive a ``gc.freeze``)."""
        for part in self.parts:
            for u in part.units:
                if u.op is not None:
                    dispose(u.op)
            dispose(part.pm.op)
        self.parts = []

    def _parse_unit(self, part: _Part, us: int, ue: int, resolver=None) -> _UnitState:
        from .resolve import Resolver
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
        u.prelude = op is not None and type(op) is not Operation or _PRELUDE.match(text, us, ue) is not None
        if u.prelude:
            _add_prelude(part.pm, op)
        u.parse_rel = [_shift_diag(d, -us) for d in diags]
        if u.op is not None:
            _fingerprint(u)
        return u

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
        p, oe, ne = _edit_window(old, new)
        if _SPLIT_MARK in old[max(0, p - 8):oe + 8] or _SPLIT_MARK in new[max(0, p - 8):ne + 8]:
            return False
        part = next((pt for pt in self.parts if pt.pm.body_span[0] <= p and oe <= pt.pm.body_span[1]), None)
        if part is None or any(u.op is not None and u.op.results for u in part.units):
            return False
        delta = ne - oe
        plan = self._rescan(part, new, p, oe, ne, delta)
        if plan is None:
            return False
        lo, hi, spans = plan
        self.text = new
        self._move_lines(old, new, p, oe, ne)
        self._move_after(p, oe, delta, part, hi)
        reuse = {u.text: u for u in part.units[lo:hi]}
        fresh = []
        for us, ue in spans:
            u = reuse.pop(new[us:ue], None)
            if u is not None and u.op is not None and not u.recovered:
                u.start, u.end = us, ue
                u.line = bisect.bisect_right(self.line_starts, us) - 1
            else:
                u = self._parse_unit(part, us, ue)
                if u.prelude or (u.op is not None and u.op.results):
                    return False
            fresh.append(u)
        kept = {id(u) for u in fresh}
        for u in part.units[lo:hi]:
            if id(u) not in kept and u.op is not None:
                dispose(u.op)
        part.units[lo:hi] = fresh
        self._rebuild_body(part)
        self.incremental_runs += 1
        return True

    def _rescan(self, part: _Part, new: str, p: int, oe: int, ne: int, delta: int):
        """``(lo, hi, spans)``: old units ``lo:hi`` become the units at
        ``spans`` (new offsets); None when the edit reaches a prelude unit."""
        units = part.units
        bs, be = part.pm.body_span
        ends = [u.end for u in units]
        lo = bisect.bisect_left(ends, p)            # first unit ending at or after p
        if lo > 0 and units[lo - 1].prelude:
            if lo == len(units) or p < units[lo].start:
                return None                         # the edit may touch the aliases
        else:
            lo = max(0, lo - 1)                     # and the unit before it
        start = bs if lo == 0 else units[lo].start
        sync = {u.end + delta: k for k, u in enumerate(units) if k >= lo and u.end > oe}
        spans = []
        hi = len(units)
        for us, ue in iter_units(new, start, be + delta):
            spans.append((us, ue))
            if ue >= ne and ue in sync:
                hi = sync[ue] + 1
                break
        if any(u.prelude for u in units[lo:hi]):
            return None
        return lo, hi, spans

    def _move_lines(self, old: str, new: str, p: int, oe: int, ne: int) -> None:
        starts = self.line_starts
        delta = ne - oe
        a = bisect.bisect_right(starts, p)
        b = bisect.bisect_right(starts, oe)
        middle = [m.end() for m in re.finditer("\n", new[p:ne])]
        middle = [p + x for x in middle]
        self.line_starts = starts[:a] + middle + [s + delta for s in starts[b:]]
        line_delta = len(middle) - (b - a)
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
            pm.aliases = [(n, v, _moved(s, oe, delta), _moved(e, oe, delta)) for n, v, s, e in pm.aliases] \
                if pm.aliases and isinstance(pm.aliases[0], tuple) and len(pm.aliases[0]) == 4 else pm.aliases
            _shift_shell(pm.op, oe, delta)
            part.head_diags = [_shift_diag(d, delta) if d.start >= oe else d for d in part.head_diags]
            units = part.units[hi:] if part is edited else part.units
            for u in units:
                if u.start >= oe:
                    u.start += delta
                    u.end += delta

    # -- diagnostics ---------------------------------------------------------------------
    def _snapshot(self, version) -> Snapshot:
        from .suppress import suppressed_on_lines
        text = self.text
        config = self.config
        source = SourceFile.with_line_starts(text, self.line_starts, self.path)
        found: list[Diagnostic] = []
        for part in self.parts:
            found.extend(part.head_diags)
            found.extend(self._verify(part))
            found.extend(self._check(part, config, source))
            for u in part.units:
                if u.parse_rel:
                    found.extend(_shift_diag(d, u.start) for d in u.parse_rel)
        found = suppressed_on_lines(source, found) if "bufls" in text else found
        found = config.apply_severity(found)
        found.sort(key=lambda d: (d.start, d.end, d.code, d.message))
        units = [u for part in self.parts for u in part.units if u.op is not None]
        result = ParseResult(text, self.path, [part.pm for part in self.parts], found)
        return Snapshot(text, self.path, version, config, result, found, units, source)

    def _verify(self, part: _Part) -> list[Diagnostic]:
        from .verifier import verify_units
        key = hash(tuple(u.fp for u in part.units if u.op is not None))
        todo = [u for u in part.units if u.op is not None and u.verify_key != key]
        names: dict = {}
        for u in part.units:            # duplicate symbols are reported with both spans
            if u.op is not None and u.fp and u.fp[0] is not None:
                names.setdefault(u.fp[0], []).append(u)
        for group in names.values():
            if len(group) > 1:
                for u in group:
                    u.materialize()
        for u in todo:
            u.materialize()
        head, per = verify_units(part.pm.op, [u.op for u in todo])
        for u, diags in zip(todo, per):
            u.verify_key = key
            u.verify_rel = [] if u.recovered else [_shift_diag(d, -u.start) for d in diags]
        out = list(head)
        for u in part.units:
            if u.verify_rel:
                out.extend(_shift_diag(d, u.start) for d in u.verify_rel)
        return out

    def _check(self, part: _Part, config: Config, source: SourceFile) -> list[Diagnostic]:
        from .analysis import checker
        units = [u for u in part.units if u.op is not None and not u.recovered]
        symbols: dict = {}
        for u in units:
            for f in u.funcs:
                name = f.attr("sym_name")
                if name is not None and getattr(name, "value", None) is not None:
                    symbols.setdefault(name.value, f)
        mod = checker.module_context(part.pm, config, source=source, symbols=symbols)
        sig = hash(tuple(u.fp for u in units))
        new = [u for u in units if u.check_key is None]       # has_frees unknown yet
        scanned = {}
        for u in new:
            u.materialize()
            analyses = [checker.FunctionAnalysis(mod, f) for f in u.funcs]
            for fa in analyses:
                fa.scan()
            u.has_frees = any(getattr(fa, "has_frees", False) for fa in analyses)
            scanned[id(u)] = analyses
        frees = any(u.has_frees for u in units)
        mod.frees_anywhere = frees
        for u in units:
            line = u.line if u.mentions_line else None
            key = (sig, frees, line)
            if u.check_key == key:
                continue
            analyses = scanned.get(id(u))
            if analyses is None:
                u.materialize()
                analyses = [checker.FunctionAnalysis(mod, f) for f in u.funcs]
                for fa in analyses:
                    fa.scan()
            mod.frees_anywhere = frees
            diags = [d for fa in analyses for d in checker.run_function(fa)]
            u.check_rel = [_shift_diag(d, -u.start) for d in diags]
            u.mentions_line = any(_MENTIONS_LINE.search(d.message) for d in diags)
            u.check_key = (sig, frees, u.line if u.mentions_line else None)
        out = []
        for u in units:
            if u.check_rel:
                out.extend(_shift_diag(d, u.start) for d in u.check_rel)
        return out


def _fingerprint(u: _UnitState) -> None:
    """What other units may depend on: the symbol, its signature and visibility."""
    from .analysis.checker import callables_in
    from .registry import registry
    op = u.op
    u.funcs = callables_in(op)
    name = op.attr("sym_name")
    name = getattr(name, "value", None)
    model = registry.get(op.name)
    if model is not None and model.has("symbol_table"):
        u.fp = (name, hash(u.text))
    else:
        u.fp = (name, str(op.attr("function_type")), str(op.attr("sym_visibility")))


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
            if a[la - t:la - s] != b[lb - t:lb - s]:
                break
            s = t
    return s
