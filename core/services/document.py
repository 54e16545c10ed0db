"""One analysed version of a document: what the language server's features read.

A ``Snapshot`` holds the text, its diagnostics and the parsed modules.  The
incremental analyzer (``incremental.py``) reuses the IR of unchanged
top-level ops between versions and moves their spans only when a feature
asks for them, so features reach the IR through ``unit_at``, ``modules``
and the indexes here, never through spans kept from an older snapshot.

    snap = snapshot_of(text, path="a.mlir", version=1)
    op = snap.unit_at(offset)            # the func.func around the cursor
    entity = snap.unit_index(offset).at(offset)
"""

from __future__ import annotations

import bisect
from collections.abc import Callable, Sequence

from ..config.project import Config
from ..diagnostics import Diagnostic
from ..ir.nodes import Operation
from ..syntax.parser import ParsedModule, ParseResult
from ..syntax.source import SourceFile
from .lookup import EntityIndex, build_index

__all__ = ["Snapshot", "Unit", "snapshot_of"]


class Unit:
    """A top-level op of a module and where its text lies now.

    ``op`` spans are valid for ``base``; ``materialize`` moves them to
    ``start`` when the text before the unit changed length."""

    __slots__ = ("start", "end", "op", "base", "module", "_index")

    def __init__(self, start: int, end: int, op: Operation, module: ParsedModule, base: int | None = None):
        self.start = start
        self.end = end
        self.op = op
        self.module = module
        self.base = start if base is None else base
        self._index: EntityIndex | None = None

    def materialize(self) -> Operation:
        if self.base != self.start and self.op is not None:
            from ..syntax.parser import shift_spans

            shift_spans(self.op, self.start - self.base)
            self.base = self.start
            self._index = None
        return self.op

    def index(self) -> EntityIndex:
        self.materialize()
        if self._index is None:
            self._index = build_index(_OneOp(self.op))
        return self._index


class _OneOp:
    """Looks like a ParseResult with one module whose op is ``op``."""

    def __init__(self, op: Operation):
        self.modules = [ParsedModule(op, *(op.span or (0, 0)), implicit=True)]


Group = tuple[int, tuple[Diagnostic, ...]]  # (start, diagnostics with spans relative to start)


class Snapshot:
    """An analysed version of a document (see the module docstring).

    Its diagnostics come in ``groups``: ``(start, diagnostics)`` pairs in
    text order, each tuple sorted, its spans relative to ``start`` -- one
    group per top-level op that has diagnostics (the incremental analyzer
    gives an op whose diagnostics did not change the very tuple it gave
    before, wherever the op moved), one per module-level diagnostic.  The
    language server keeps each group's LSP form by the tuple's identity;
    ``diagnostics``, the flat sorted list with absolute spans, is built on
    first use.  ``complete`` is False while some ops are not checked yet
    (``groups`` then cover the others: see ``Analyzer.update``'s
    ``priority``); ``parsed`` is False while some are not parsed either."""

    def __init__(
        self,
        text: str,
        path: str,
        version: int | None,
        config: Config,
        result: ParseResult,
        diagnostics: list[Diagnostic] | None,
        units: Sequence[Unit],
        source: SourceFile | None = None,
        groups: list[Group] | None = None,
        complete: bool = True,
    ):
        self.text = text
        self.path = path
        self.version = version
        self.config = config
        self._diagnostics = diagnostics
        if groups is None:
            groups = [(0, tuple(diagnostics))] if diagnostics else []
        self.groups = groups
        self.complete = complete
        self.parsed = True  # False while some units are not even parsed (their ops are not in ``units``)
        self.source = source if source is not None else SourceFile(text)
        self._result = result
        self._units = list(units)
        self._starts: list[int] | None = None  # the units' starts, on first use
        self._index: EntityIndex | None = None
        self._materialized = False

    @property
    def diagnostics(self) -> list[Diagnostic]:
        """Every diagnostic, spans absolute, sorted by (start, end, code, message)."""
        if self._diagnostics is None:
            found = [d if not start else _shifted(d, start) for start, group in self.groups for d in group]
            found.sort(key=_order)
            self._diagnostics = found
        return self._diagnostics

    def diagnostics_between(self, start: int, end: int) -> list[Diagnostic]:
        """The diagnostics starting in ``[start, end]`` (absolute spans), in order."""
        found = []
        for gstart, group in self.groups:
            for d in group:
                if start <= gstart + d.start <= end:
                    found.append(d if not gstart else _shifted(d, gstart))
        found.sort(key=_order)
        return found

    def has_code(self, code: str) -> bool:
        return any(d.code == code for _, group in self.groups for d in group)

    # -- the IR ------------------------------------------------------------

    def modules(self) -> list[ParsedModule]:
        """Every module, with spans valid for ``text``."""
        if not self._materialized:
            for u in self._units:
                u.materialize()
            self._materialized = True
        return self._result.modules

    def parts(self) -> list[ParsedModule]:
        """The modules (``// -----`` parts) in text order, without making
        their spans valid (``modules`` does): for telling them apart."""
        return self._result.modules

    def result(self) -> ParseResult:
        self.modules()
        if not self._result.diagnostics and self.groups:
            self._result.diagnostics = self.diagnostics
        return self._result

    def units(self) -> list[Unit]:
        return self._units

    def _unit(self, offset: int) -> Unit | None:
        if self._starts is None:
            self._starts = [u.start for u in self._units]
        i = bisect.bisect_right(self._starts, offset) - 1
        if i >= 0 and offset <= self._units[i].end:
            return self._units[i]
        return None

    def unit_at(self, offset: int) -> Operation | None:
        """The top-level op whose text holds ``offset`` (spans valid)."""
        u = self._unit(offset)
        return u.materialize() if u is not None else None

    def unit_index(self, offset: int) -> EntityIndex | None:
        u = self._unit(offset)
        return u.index() if u is not None else None

    def index(self) -> EntityIndex:
        if self._index is None:
            self._index = build_index(self.result())
        return self._index

    def module_at(self, offset: int) -> ParsedModule | None:
        for pm in self._result.modules:
            if pm.start <= offset <= pm.end:
                return pm
        return self._result.modules[0] if self._result.modules else None

    def symbol(self, name: str, offset: int = 0) -> Operation | None:
        """The op that defines ``@name`` in the module holding ``offset``."""
        name = name.lstrip("@")
        pm = self.module_at(offset)
        if pm is None:
            return None
        for u in self._units:
            if u.module is pm:
                sym = u.op.attr("sym_name")
                if sym is not None and getattr(sym, "value", None) == name:
                    return u.materialize()
        return None


def _order(d: Diagnostic):
    return (d.start, d.end, d.code, d.message)


def _shifted(d: Diagnostic, delta: int) -> Diagnostic:
    from ..syntax.parser import _shift_diag

    return _shift_diag(d, delta)


def units_of(result: ParseResult) -> list[Unit]:
    """The top-level ops of every module, in text order."""
    out = []
    for pm in result.modules:
        body = pm.op.regions[0].blocks[0].ops if pm.op.regions and pm.op.regions[0].blocks else []
        for op in body:
            if op.span is not None:
                out.append(Unit(op.span[0], op.span[1], op, pm))
    out.sort(key=lambda u: u.start)
    return out


def snapshot_of(
    text: str,
    path: str = "<stdin>",
    version: int | None = None,
    config: Config | None = None,
    analyze: Callable | None = None,
) -> Snapshot:
    """Analyse ``text`` from scratch (the CLI's analysis) into a Snapshot."""
    from ..analyze import analyze_result

    config = config if config is not None else Config()
    result, diagnostics = (analyze or analyze_result)(text, path, config)
    return Snapshot(text, path, version, config, result, diagnostics, units_of(result))
