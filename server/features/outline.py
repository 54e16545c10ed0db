"""Document symbols and folding ranges: the shape of a file.

Symbols: every op that defines a symbol (functions, globals, nested and
GPU modules) with, as children, the symbols of its symbol table or the
labelled blocks of a function; an explicit ``module {`` wraps its
contents.  Only the top-level ops and their direct regions are read.

Folding ranges: each region (``{`` to the line before its ``}``), each
labelled block, each op written over several lines, and each run of
comment lines; one per start line (the longest).

Both read every unit of the file, so they do not materialize the units
(which would move the spans of every op of a 50,000-line file after an
edit near its top): they read each unit's IR with the offset ``delta``
between where its spans were computed and where its text is now
(``Unit.base`` and ``Unit.start``).  What they compute for a unit is kept
for the next version of the document (``_UnitCache``): a unit whose IR was
reused by the incremental analyzer (same op, same text) gets back its
symbols and folds as they were when it starts at the same line and column
(after any edit that keeps the line count, as typing inside a line does),
moved by whole lines when only its line changed.
"""

from __future__ import annotations

import threading
from collections import OrderedDict

from lsprotocol import types as lsp

from bufls.core.ir import attrs as A
from bufls.core.ir.nodes import Block, Operation, walk
from bufls.core.ir.symbols import is_symbol_table, symbol_name
from bufls.core.services.document import Snapshot, Unit
from bufls.server.convert import lines_of, to_lsp_range
from bufls.server.lines import Lines

__all__ = ["document_symbols", "folding_ranges"]


class _UnitCache:
    """Results per unit of the last version of the last ``docs`` documents,
    by unit op; an entry is used only when the unit's text (and ``key``) is
    the same.  Ops are not kept (only their ids), so a closed document's IR
    is never held here."""

    def __init__(self, docs: int = 16):
        self.docs = docs
        self._by_path: OrderedDict[str, dict[int, tuple]] = OrderedDict()
        self._lock = threading.Lock()

    def previous(self, path: str) -> dict[int, tuple]:
        with self._lock:
            return self._by_path.get(path, {})

    def replace(self, path: str, entries: dict[int, tuple]) -> None:
        with self._lock:
            self._by_path[path] = entries
            self._by_path.move_to_end(path)
            while len(self._by_path) > self.docs:
                self._by_path.popitem(last=False)


def _cached(cache: _UnitCache, snap: Snapshot, compute, key_of, adapt=None) -> list[tuple[Unit, object]]:
    """``compute(unit)`` for every unit, or what was kept for it: as is
    under the same ``key_of(unit)``, else through ``adapt(value, old key,
    new key)`` when that does not answer None."""
    old, new, out = cache.previous(snap.path), {}, []
    for u in snap.units():
        text, key = snap.text[u.start : u.end], key_of(u)
        entry = old.get(id(u.op))
        value = None
        if entry is not None and entry[0] == text:
            value = entry[2] if entry[1] == key else adapt(entry[2], entry[1], key) if adapt else None
        if value is None:
            value = compute(u)
        new[id(u.op)] = (text, key, value)
        out.append((u, value))
    cache.replace(snap.path, new)
    return out


_SYMBOLS = _UnitCache()
_FOLDS = _UnitCache()


def document_symbols(snap: Snapshot, params: lsp.DocumentSymbolParams) -> list[lsp.DocumentSymbol]:
    lines = lines_of(snap)
    per_unit = _cached(
        _SYMBOLS,
        snap,
        lambda u: _Outline(lines, u.start - u.base).symbols(u.op),
        lambda u: lines.line_col(u.start),
        _moved_symbols,
    )
    out: list[lsp.DocumentSymbol] = []
    for pm, group in _by_module(per_unit):
        inner = [s for _, symbols in group for s in symbols]
        if pm.implicit or pm.op.span is None:
            out.extend(inner)
        else:
            out.append(_Outline(lines, 0).symbol(pm.op, inner))  # the module shell's spans are current
    return out


def _moved_symbols(symbols: list, old: tuple[int, int], new: tuple[int, int]) -> list | None:
    """The symbols of a unit that moved down or up by whole lines."""
    if old[1] != new[1]:
        return None
    lines = new[0] - old[0]
    return [_shift_symbol(s, lines) for s in symbols]


def _shift_symbol(s: lsp.DocumentSymbol, lines: int) -> lsp.DocumentSymbol:
    return lsp.DocumentSymbol(
        name=s.name,
        kind=s.kind,
        detail=s.detail,
        range=_shift_range(s.range, lines),
        selection_range=_shift_range(s.selection_range, lines),
        children=[_shift_symbol(c, lines) for c in s.children] if s.children else s.children,
    )


def _shift_range(r: lsp.Range, lines: int) -> lsp.Range:
    return lsp.Range(
        start=lsp.Position(line=r.start.line + lines, character=r.start.character),
        end=lsp.Position(line=r.end.line + lines, character=r.end.character),
    )


def _by_module(per_unit: list[tuple[Unit, object]]) -> list[tuple[object, list[tuple[Unit, object]]]]:
    """``(unit, value)`` pairs grouped by the unit's module, in text order."""
    groups: list[tuple[object, list]] = []
    for pair in per_unit:
        if not groups or groups[-1][0] is not pair[0].module:
            groups.append((pair[0].module, []))
        groups[-1][1].append(pair)
    return groups


def _body(op: Operation) -> list[Operation]:
    return [o for r in op.regions for b in r.blocks for o in b.ops]


class _Outline:
    """Document symbols of ops whose spans are ``delta`` behind the text."""

    def __init__(self, lines: Lines, delta: int):
        self.lines = lines
        self.delta = delta

    def range(self, span: tuple[int, int]) -> lsp.Range:
        return to_lsp_range(self.lines, span[0] + self.delta, span[1] + self.delta)

    def symbols(self, op: Operation) -> list[lsp.DocumentSymbol]:
        if op.span is None:
            return []
        if is_symbol_table(op):
            return [self.symbol(op, [s for o in _body(op) for s in self.symbols(o)])]
        if symbol_name(op) is not None:
            return [self.symbol(op, self.blocks(op))]
        return []

    def symbol(self, op: Operation, children: list[lsp.DocumentSymbol]) -> lsp.DocumentSymbol:
        name = symbol_name(op)
        function_type = op.attr("function_type")
        if is_symbol_table(op):
            kind = lsp.SymbolKind.Module
        elif isinstance(function_type, A.TypeAttr):
            kind = lsp.SymbolKind.Function
        else:
            kind = lsp.SymbolKind.Variable
        return lsp.DocumentSymbol(
            name="@" + name if name is not None else op.name.split(".")[-1],
            kind=kind,
            range=self.range(op.span),
            selection_range=self.range(op.symbol_span or op.name_span or op.span),
            detail=_detail(op, function_type),
            children=children,
        )

    def blocks(self, op: Operation) -> list[lsp.DocumentSymbol]:
        return [self.block(b) for region in op.regions for b in region.blocks if b.label and b.label_span is not None]

    def block(self, b: Block) -> lsp.DocumentSymbol:
        args = ", ".join(f"%{a.name}: {a.type}" for a in b.args if a.name)
        return lsp.DocumentSymbol(
            name="^" + b.label,
            kind=lsp.SymbolKind.Key,
            range=self.range(b.span or b.label_span),
            selection_range=self.range(b.label_span),
            detail=f"({args})" if args else None,
        )


def _detail(op: Operation, function_type) -> str | None:
    parts = []
    vis = op.attr("sym_visibility")
    if isinstance(vis, A.StringAttr):
        parts.append(vis.value)
    if isinstance(function_type, A.TypeAttr):
        parts.append(str(function_type.type))
    elif isinstance(op.attr("type"), A.TypeAttr):
        parts.append(str(op.attr("type").type))
    return " ".join(parts) or None


# -- folding ------------------------------------------------------------------


def folding_ranges(snap: Snapshot, params: lsp.FoldingRangeParams) -> list[lsp.FoldingRange]:
    region, lines = lsp.FoldingRangeKind.Region, lines_of(snap)
    per_unit = _cached(
        _FOLDS,
        snap,
        lambda u: _fold_objects(_op_folds(lines, u.op, u.start - u.base), region),
        lambda u: lines.line_col(u.start)[0],
        _moved_folds,
    )
    out: list[lsp.FoldingRange] = []
    for pm, group in _by_module(per_unit):
        if not pm.implicit:  # the module shell's spans are current
            out.extend(_fold_objects(_region_folds(lines, pm.op, 0), region))
        for _, folds in group:
            out.extend(folds)
    out.extend(_fold_objects(_comment_runs(lines), lsp.FoldingRangeKind.Comment))
    out.sort(key=lambda f: f.start_line)
    return out


def _fold_objects(lines: list[tuple[int, int]], kind: str) -> list[lsp.FoldingRange]:
    """One range per start line (the longest), for ranges over several lines."""
    found: dict[int, int] = {}
    for start, end in lines:
        if end > start and found.get(start, -1) < end:
            found[start] = end
    return [lsp.FoldingRange(start_line=s, end_line=e, kind=kind) for s, e in sorted(found.items())]


def _moved_folds(folds: list[lsp.FoldingRange], old: int, new: int) -> list[lsp.FoldingRange]:
    lines = new - old
    return [lsp.FoldingRange(start_line=f.start_line + lines, end_line=f.end_line + lines, kind=f.kind) for f in folds]


def _comment_runs(lines: Lines) -> list[tuple[int, int]]:
    """First and last lines of each run of lines holding only a comment
    (bufls' lexer runs a ``//`` comment to the ``\\n``, over any lone ``\\r``)."""
    text, line_col = lines.text, lines.line_col
    runs: list[list[int]] = []
    pos = text.find("//")
    while pos >= 0:
        line, col = line_col(pos)
        nl = text.find("\n", pos)
        if text[pos - col : pos].strip() == "":
            last = line_col(nl if nl >= 0 else len(text))[0]
            if runs and runs[-1][1] == line - 1:
                runs[-1][1] = last
            else:
                runs.append([line, last])
        pos = text.find("//", nl) if nl >= 0 else -1
    return [(a, b) for a, b in runs]


def _breaks_line(text: str, start: int, end: int) -> bool:
    return text.find("\n", start, end) >= 0 or text.find("\r", start, end) >= 0


def _op_folds(lines: Lines, root: Operation, delta: int) -> list[tuple[int, int]]:
    """Line ranges to fold in ``root`` (spans ``delta`` behind the text):
    regions and labelled blocks, and ops without regions written over
    several lines."""
    line = lines.line_col
    out = []
    for op in walk(root):
        if op.regions:
            out.extend(_region_folds(lines, op, delta))
            continue
        span = op.span
        if span is not None and _breaks_line(lines.text, span[0] + delta, span[1] + delta):
            out.append((line(span[0] + delta)[0], line(span[1] + delta - 1)[0]))
    return out


def _region_folds(lines: Lines, op: Operation, delta: int) -> list[tuple[int, int]]:
    line = lines.line_col
    out = []
    for region in op.regions:
        if region.span is not None:
            out.append((line(region.span[0] + delta)[0], _last_inside(lines, region.span[1] + delta - 1)))
        for b in region.blocks:
            if b.label_span is not None and b.span is not None:
                out.append((line(b.span[0] + delta)[0], line(b.span[1] + delta - 1)[0]))
    return out


def _last_inside(lines: Lines, close: int) -> int:
    """The line to fold up to for a ``}`` at ``close``: the line before it
    when the brace starts its line, so the brace stays visible."""
    close_line, col = lines.line_col(close)
    before = lines.text[close - col : close]
    return close_line - 1 if before.strip() == "" else close_line
