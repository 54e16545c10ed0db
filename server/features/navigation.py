"""Definition and references: SSA values, blocks and symbols.

What the cursor is on (``target_at``) comes from the cheap index of the
unit under the cursor (``snap.unit_index``) for values and blocks, and from
the text for symbols (``@f`` has a span only where a custom form reads it,
so ``bufls.core.ir.symbols`` reads the tokens of the line and resolves them
in the nearest symbol table, the top-level module through
``snap.symbol``).  Values and blocks never leave their function, so their
definitions and uses are read from the IR's use lists; symbol references
are searched in the text of the module and kept when the op around them
really holds that ``SymbolRefAttr``.  Where no unit holds the cursor (an
unbalanced ``{`` kept a function from parsing), the definition of ``%x`` or
``^bb1`` is read from the text around it.

Document symbols and folding ranges are in ``outline.py``; both are
re-exported here for the server's wiring.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from lsprotocol import types as lsp

from bufls.core.ir.nodes import Block, Operation, Value
from bufls.core.ir.symbols import SymbolToken, holds_ref, line_bounds, lookup_in, resolve, symbol_name, symbol_token_at
from bufls.core.services.document import Snapshot
from bufls.core.services.visible import scan_definition
from bufls.server.convert import lines_of, position_to_offset, to_lsp_range

from .outline import document_symbols, folding_ranges

__all__ = ["definition", "references", "document_symbols", "folding_ranges", "target_at", "Target", "unparsed_text"]

Span = tuple[int, int]


@dataclass(frozen=True)
class Target:
    """What a cursor names: ``kind`` is value, block or symbol; ``item`` the
    Value, Block or symbol-defining Operation."""

    kind: str
    item: Value | Block | Operation


def definition(snap: Snapshot, params: lsp.DefinitionParams) -> lsp.Location | None:
    offset = _offset(snap, params.position)
    target = target_at(snap, offset)
    span = definition_span(target) if target is not None else _text_definition(snap, offset)
    if span is None:
        return None
    return lsp.Location(uri=params.text_document.uri, range=to_lsp_range(lines_of(snap), *span))


def references(snap: Snapshot, params: lsp.ReferenceParams) -> list[lsp.Location] | None:
    offset = _offset(snap, params.position)
    target = target_at(snap, offset)
    if target is None:
        return None
    spans = reference_spans(snap, target, offset, params.context.include_declaration)
    uri, lines = params.text_document.uri, lines_of(snap)
    return [lsp.Location(uri=uri, range=to_lsp_range(lines, *s)) for s in spans]


# -- what is under the cursor -------------------------------------------------


def _offset(snap: Snapshot, position: lsp.Position) -> int:
    return position_to_offset(lines_of(snap), position.line, position.character)


def target_at(snap: Snapshot, offset: int) -> Target | None:
    """The value, block or symbol named at ``offset``."""
    tok = symbol_token_at(snap.text, offset)
    if tok is not None:
        op = _symbol_target(snap, tok, offset)
        return Target("symbol", op) if op is not None else None
    index = snap.unit_index(offset)
    entity = index.at(offset) if index is not None else None
    if entity is None:
        return None
    if entity.kind in ("operand", "result", "block-arg"):
        return Target("value", entity.target)
    if entity.kind in ("successor", "block-label"):
        return Target("block", entity.target)
    return None


def _user_at(snap: Snapshot, offset: int) -> Operation | None:
    index = snap.unit_index(offset)
    op = index.op_at(offset) if index is not None else None
    if op is None:
        pm = snap.module_at(offset)
        op = pm.op if pm is not None else None
    return op


def _lookup(snap: Snapshot, offset: int):
    """``lookup(table, name)`` for ``resolve``: the top-level module through
    the snapshot (which materializes only the unit found)."""
    pm = snap.module_at(offset)
    top = pm.op if pm is not None else None

    def lookup(table: Operation, name: str) -> Operation | None:
        if table is top:
            return snap.symbol(name, offset)
        return lookup_in(table, name)

    return lookup


def _symbol_target(snap: Snapshot, tok: SymbolToken, offset: int) -> Operation | None:
    user = _user_at(snap, offset)
    if user is None:
        return None
    k = tok.part_at(offset)
    if k == 0 and _declares(user, tok):
        return user
    return resolve(tok.path(k), user, _lookup(snap, offset))


def _declares(op: Operation, tok: SymbolToken) -> bool:
    """Whether ``tok`` is the name ``op`` defines (``func.func @f``)."""
    span = op.symbol_span
    return span is not None and span[0] == tok.start and symbol_name(op) == tok.parts[0][0]


# -- text no unit holds ---------------------------------------------------------

_NAME = re.compile(r"[%^][\w$.\-]+(?:#\d+)?")


def unparsed_text(snap: Snapshot, offset: int) -> tuple[int, int]:
    """``[start, end)`` around ``offset`` that no unit holds (a function
    whose unbalanced ``{`` kept it from parsing): from the end of the unit
    before ``offset`` to the start of the unit after it."""
    pm = snap.module_at(offset)
    start, end = (pm.start, pm.end) if pm is not None else (0, len(snap.text))
    for u in snap.units():
        if u.end <= offset:
            start = max(start, u.end)
        elif u.start > offset:
            end = min(end, u.start)
            break
    return start, end


def _text_definition(snap: Snapshot, offset: int) -> Span | None:
    """Where ``%x`` / ``^bb1`` under the cursor is defined, read from the
    text when no unit holds the cursor."""
    if snap.unit_at(offset) is not None:
        return None
    ls, le = line_bounds(snap.text, offset)
    m = next((m for m in _NAME.finditer(snap.text, ls, le) if m.start() <= offset <= m.end()), None)
    if m is None:
        return None
    start, end = unparsed_text(snap, offset)
    return scan_definition(snap.text, start, end if m.group()[0] == "^" else m.end(), m.group())


# -- definitions and uses -----------------------------------------------------


def definition_span(target: Target) -> Span | None:
    item = target.item
    if target.kind == "value":
        return item.span
    if target.kind == "block":
        return item.label_span
    return item.symbol_span or item.name_span or item.span


def reference_spans(snap: Snapshot, target: Target, offset: int, include_declaration: bool) -> list[Span]:
    """Spans of every use of ``target`` (and its definition if asked), in
    text order."""
    if target.kind == "value":
        uses = [op.operand_spans[i] for op, i in target.item.uses if i < len(op.operand_spans)]
    elif target.kind == "block":
        uses = _successor_spans(target.item)
    else:
        uses = _symbol_use_spans(snap, target.item, offset)
    spans = {s for s in uses if s is not None}
    decl = definition_span(target)
    if include_declaration and decl is not None:
        spans.add(decl)
    elif decl is not None:
        spans.discard(decl)
    return sorted(spans)


def _successor_spans(block: Block) -> list[Span | None]:
    region = block.parent
    out = []
    for b in region.blocks if region is not None else []:
        for op in b.ops:
            for i, succ in enumerate(op.successors):
                if succ is block and i < len(op.successor_spans):
                    out.append(op.successor_spans[i])
    return out


def _symbol_pattern(name: str) -> re.Pattern:
    quoted = name.replace("\\", "\\\\").replace('"', '\\"')
    return re.compile(r"@(?:" + re.escape(name) + r'(?![\w$.\-])|"' + re.escape(quoted) + '")')


def _symbol_use_spans(snap: Snapshot, op: Operation, offset: int) -> list[Span]:
    """Where the module holding ``offset`` names ``op``: every ``@name``
    written in it that resolves to ``op`` from the op holding it."""
    name = symbol_name(op)
    pm = snap.module_at(offset)
    if name is None or pm is None:
        return []
    lookup = _lookup(snap, offset)
    out = []
    for m in _symbol_pattern(name).finditer(snap.text, pm.start, pm.end):
        tok = symbol_token_at(snap.text, m.start())
        k = next((i for i, p in enumerate(tok.parts) if p[1] == m.start()), None) if tok else None
        if k is None:
            continue  # in a comment or a string
        span = tok.parts[k][1:]
        user = _user_at(snap, m.start())
        if user is None:
            continue
        if k == 0 and _declares(user, tok):
            if user is op:
                out.append(span)
            continue
        if holds_ref(user, tok.path()) and resolve(tok.path(k), user, lookup) is op:
            out.append(span)
    return out
