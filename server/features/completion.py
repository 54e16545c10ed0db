"""textDocument/completion: op names, SSA values in scope, block labels and
symbols, chosen by what is typed before the cursor on its line:

* ``%pre``   the values that dominate the cursor (``bufls.core.services.visible``),
  nearest first, with their types (nothing where ``%pre`` starts the line:
  a new result is being named);
* ``^pre``   the labelled blocks of the region around the cursor;
* ``@pre``   the symbols of the module (and of symbol tables around the
  cursor), with their function type or type;
* an op name where an op may start (``memref.al``, after ``%x = `` too):
  the ops of the registry and of configured resources; after a dot only
  that dialect's ops; the short names of the enclosing op's default dialect
  (``return`` in a function).

The line being typed usually does not parse; the parser blanks it and the
rest of its function still gives the IR.  When no IR holds the cursor (an
unbalanced ``{`` while typing), values and labels are read from the text
of the statement instead.  Every item carries a ``textEdit`` over the typed
prefix, so clients filter on ``%pre`` / ``memref.al`` whatever their word
pattern.
"""

from __future__ import annotations

import re

from lsprotocol import types as lsp

from bufls.core.ir import attrs as A
from bufls.core.ir.nodes import Operation
from bufls.core.ir.registry import registry
from bufls.core.ir.symbols import line_bounds, symbol_name, symbol_ops, symbol_tables_around
from bufls.core.services.document import Snapshot
from bufls.core.services.visible import labels_at, point_at, scan_labels, scan_value_names, value_name, values_at
from bufls.server.convert import lines_of, position_to_offset, to_lsp_range

from .navigation import unparsed_text

__all__ = ["completion"]

_ID = r"[\w$.\-]"
_VALUE = re.compile(r"%" + _ID + r"*(?:#\d*)?\Z")
_LABEL = re.compile(r"\^" + _ID + r"*\Z")
_SYMBOL = re.compile(r"@" + _ID + r"*\Z")
_RESULTS = r"%" + _ID + r"+(?::\d+)?(?:[ \t]*,[ \t]*%" + _ID + r"+(?::\d+)?)*[ \t]*=[ \t]*"
_OP = re.compile(r"^[ \t]*(?:" + _RESULTS + r")?\"?([A-Za-z_][\w$.\-]*)?\Z")
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')


def completion(snap: Snapshot, params: lsp.CompletionParams) -> lsp.CompletionList:
    lines = lines_of(snap)
    offset = position_to_offset(lines, params.position.line, params.position.character)
    line_start = lines.line_start(lines.line_col(offset)[0])  # the editor's line (after a lone \r too)
    comment_start, _ = line_bounds(snap.text, offset)  # bufls' lexer runs a `//` comment to the \n
    before = snap.text[line_start:offset]
    items: list[lsp.CompletionItem] = []
    if "//" not in _STRING.sub('""', snap.text[comment_start:offset]):
        items = _items(snap, offset, line_start, before)
    return lsp.CompletionList(is_incomplete=False, items=items)


def _items(snap: Snapshot, offset: int, line_start: int, before: str) -> list[lsp.CompletionItem]:
    for pattern, make in ((_VALUE, _values), (_LABEL, _labels), (_SYMBOL, _symbols)):
        m = pattern.search(before)
        if m is not None:
            if not before[: m.start()].strip() and pattern is not _SYMBOL:
                return []  # `%x` / `^bb` starting a line names a new result or block
            edit = _Edit(snap, line_start + m.start(), offset)
            return make(snap, offset, line_start, edit)
    m = _OP.match(before)
    if m is not None:
        prefix = m.group(1) or ""
        return _op_names(snap, offset, prefix, _Edit(snap, offset - len(prefix), offset))
    return []


class _Edit:
    """Builds items whose text edit replaces the typed prefix."""

    def __init__(self, snap: Snapshot, start: int, end: int):
        self.range = to_lsp_range(lines_of(snap), start, end)

    def item(
        self,
        text: str,
        kind: lsp.CompletionItemKind,
        detail: str | None = None,
        order: int | None = None,
        documentation: str | None = None,
    ) -> lsp.CompletionItem:
        return lsp.CompletionItem(
            label=text,
            kind=kind,
            detail=detail,
            documentation=documentation or None,
            sort_text=f"{order:05d}" if order is not None else None,
            filter_text=text,
            text_edit=lsp.TextEdit(range=self.range, new_text=text),
        )


# -- values and labels ----------------------------------------------------------


def _point(snap: Snapshot, offset: int):
    unit = snap.unit_at(offset)
    return (unit, point_at(unit, offset)) if unit is not None else (None, None)


def _values(snap: Snapshot, offset: int, line_start: int, edit: _Edit) -> list[lsp.CompletionItem]:
    unit, point = _point(snap, offset)
    kind = lsp.CompletionItemKind.Variable
    if point is not None:
        values = [v for v in values_at(*point) if v.name is not None]
        return [edit.item(value_name(v), kind, str(v.type), i) for i, v in enumerate(values)]
    if unit is not None:
        return []  # in a signature or attribute, not a region
    start, _ = unparsed_text(snap, offset)
    return [edit.item(n, kind, None, i) for i, n in enumerate(scan_value_names(snap.text, start, line_start))]


def _labels(snap: Snapshot, offset: int, line_start: int, edit: _Edit) -> list[lsp.CompletionItem]:
    unit, point = _point(snap, offset)
    kind = lsp.CompletionItemKind.Reference
    if point is not None:
        out = []
        for b in labels_at(point[0]):
            args = ", ".join(str(a.type) for a in b.args)
            out.append(edit.item("^" + b.label, kind, f"({args})" if args else None))
        return out
    if unit is not None:
        return []
    start, end = unparsed_text(snap, offset)
    return [edit.item(label, kind) for label in scan_labels(snap.text, start, end)]


# -- symbols -----------------------------------------------------------------------


def _symbols(snap: Snapshot, offset: int, line_start: int, edit: _Edit) -> list[lsp.CompletionItem]:
    pm = snap.module_at(offset)
    ops: list[Operation] = [u.op for u in snap.units() if u.module is pm]
    index = snap.unit_index(offset)
    inner = index.op_at(offset) if index is not None else None
    if inner is not None:
        for table in symbol_tables_around(inner):
            if pm is None or table is not pm.op:
                ops.extend(symbol_ops(table))
    out, seen = [], set()
    for op in ops:
        name = symbol_name(op)
        if name is not None and name not in seen:
            seen.add(name)
            kind, detail = _symbol_kind(op)
            out.append(edit.item("@" + name, kind, detail))
    return out


def _symbol_kind(op: Operation) -> tuple[lsp.CompletionItemKind, str | None]:
    function_type = op.attr("function_type")
    if isinstance(function_type, A.TypeAttr):
        return lsp.CompletionItemKind.Function, str(function_type.type)
    model = registry.get(op.name)
    if model is not None and model.has("symbol_table"):
        return lsp.CompletionItemKind.Module, op.name
    t = op.attr("type")
    return lsp.CompletionItemKind.Variable, str(t.type) if isinstance(t, A.TypeAttr) else op.name


# -- op names ------------------------------------------------------------------------


def _op_names(snap: Snapshot, offset: int, prefix: str, edit: _Edit) -> list[lsp.CompletionItem]:
    kind = lsp.CompletionItemKind.Function
    names: dict[str, str | None] = {}
    for name in registry.names():
        names[name] = registry.get(name).summary or None
    for spec in snap.config.resource_specs:
        for name in (*spec.alloc, spec.dealloc, spec.clone):
            if name:
                names.setdefault(name, f"resource {spec.name}")
    if "." in prefix:
        dialect = prefix.rsplit(".", 1)[0] + "."
        names = {n: d for n, d in names.items() if n.startswith(dialect)}
    else:
        names.update(_short_names(snap, offset, names))
    return [edit.item(n, kind, _dialect(n), documentation=d) for n, d in sorted(names.items())]


def _dialect(name: str) -> str:
    return name.split(".", 1)[0] + " dialect" if "." in name else "op"


def _short_names(snap: Snapshot, offset: int, names: dict) -> dict:
    """``return`` for ``func.return`` inside a function: ops of the default
    dialect of the op around the cursor, without their prefix."""
    _, point = _point(snap, offset)
    parent = point[0].parent_op if point is not None else None
    model = registry.get(parent.name) if parent is not None else None
    dialect = model.default_dialect if model is not None else None
    if not dialect:
        return {}
    return {n[len(dialect) + 1 :]: d for n, d in names.items() if n.startswith(dialect + ".")}
