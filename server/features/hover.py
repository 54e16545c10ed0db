"""textDocument/hover: the ownership of a memref value, or what an op does
to memory and how the deallocation pass treats it.

The explanation comes from ``bufls.core.services.explain.values``; this module
only writes it as Markdown: the first line names the value and its type
(or the op), then one bullet per fact::

    `%a : memref<4xf32>`
    - ownership at its definition: **owned** by this block (this block owns it ...)
    - allocated by `memref.alloc` (line 2), resource 'memref'
    - freed by `memref.dealloc` (line 5) inside `scf.if` (line 4) when `%c` is true
    - leaks: `%a` is not freed when `%c` is false before `@f` returns
"""

from __future__ import annotations

import re

from lsprotocol import types as lsp

from bufls.core.services.explain.values import OpExplanation, ValueExplanation, explain_at
from bufls.server.convert import lines_of, position_to_offset, to_lsp_range

__all__ = ["hover", "markdown"]

_CODE = re.compile(r"(`[^`]*`)")
_NAMES = re.compile(r"(?<![\w`])(%[\w$.#-]+|@[\w$.-]+|'[\w$]+\.[\w$.]+')")
_SPECIAL = re.compile(r"([\\*_<>\[\]])")
_SITE_WORDS = {"alloc": "allocated by", "argument": "memory of", "call": "returned by"}


def hover(snap, params: lsp.HoverParams) -> lsp.Hover | None:
    pos, lines = params.position, lines_of(snap)
    offset = position_to_offset(lines, pos.line, pos.character)
    got = explain_at(snap, offset)
    if got is None:
        return None
    ex, (start, end) = got
    return lsp.Hover(contents=lsp.MarkupContent(kind=lsp.MarkupKind.Markdown, value=markdown(ex)),
                     range=to_lsp_range(lines, start, end))


def markdown(ex) -> str:
    lines = _op_lines(ex) if isinstance(ex, OpExplanation) else _value_lines(ex)
    return "\n".join(lines)


def _value_lines(ex: ValueExplanation) -> list[str]:
    lines = [f"`{ex.name} : {ex.type}`"]
    if not ex.memref:
        if ex.indicator_of:
            lines.append(f"- ownership indicator (`i1`) of {_md(ex.indicator_of)}")
        return lines
    if ex.ownership is not None:
        lines.append(f"- ownership {_md(ex.point)}: **{_md(_label(ex.ownership))}** — "
                     f"{_md(ex.ownership.reason)}")
    for s in ex.sites:
        lines.append(f"- {_SITE_WORDS.get(s.kind, 'comes from')} {_md(s.text)}")
    if ex.base is not None:
        lines.append(f"- base buffer: {_md(ex.base.text)}")
    if ex.aliases:
        more = f" and {ex.more_aliases} more" if ex.more_aliases else ""
        lines.append(f"- may alias: {_md(', '.join(a.text for a in ex.aliases))}{more}")
    for s in ex.frees:
        lines.append(f"- freed by {_md(s.text)}")
    for s in ex.leaks:
        lines.append(f"- leaks: {_md(s.text)}")
    for s in ex.returned:
        lines.append(f"- returned by {_md(s.text)}")
    if ex.pass_note:
        lines.append(f"- deallocation pass: {_md(ex.pass_note)}")
    return lines


def _label(own) -> str:
    return "not owned by this block" if own.kind == "enclosing" else own.label


def _op_lines(ex: OpExplanation) -> list[str]:
    head = f"`{ex.name}`"
    if ex.summary:
        head += f" — {_md(ex.summary)}"
    elif not ex.registered:
        head += " — unregistered op"
    lines = [head, f"- memory effects: {_md(_effects(ex))}"]
    lines.extend(f"- resource: {_md(r)}" for r in ex.roles)
    lines.extend(f"- deallocation pass: {_md(t)}" for t in ex.treatment)
    return lines


def _effects(ex: OpExplanation) -> str:
    if ex.effects_of == "callee":
        return "those of the callee (not known here)"
    if ex.effects is None:
        return "unknown"
    if ex.effects_of == "nested ops":
        return "those of its nested ops" + (f" ({', '.join(ex.effects)})" if ex.effects else "")
    return "; ".join(ex.effects) if ex.effects else "none"


def _md(text: str) -> str:
    """Plain words as Markdown: SSA names, symbols and op names as code,
    everything else escaped."""
    out = []
    for part in _CODE.split(text):
        if part.startswith("`") and part.endswith("`") and len(part) > 1:
            out.append(part)
            continue
        pieces = _NAMES.split(part)
        for i, piece in enumerate(pieces):
            if i % 2:
                out.append(f"`{piece.strip(chr(39))}`")
            else:
                out.append(_SPECIAL.sub(r"\\\1", piece))
    return "".join(out)
