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

A client whose ``textDocument.hover.contentFormat`` does not list Markdown
gets the same lines as plain text: no backticks, emphasis or escapes.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from lsprotocol import types as lsp

from bufls.core.services.explain.values import OpExplanation, ValueExplanation, explain_at
from bufls.server.convert import lines_of, position_to_offset, to_lsp_range

__all__ = ["hover", "markdown", "plain_text"]

_CODE = re.compile(r"(`[^`]*`)")
_NAMES = re.compile(r"(?<![\w`])(%[\w$.#-]+|@[\w$.-]+|'[\w$]+\.[\w$.]+')")
_SPECIAL = re.compile(r"([\\*_<>\[\]])")
_SITE_WORDS = {"alloc": "allocated by", "argument": "memory of", "call": "returned by"}


def hover(snap, params: lsp.HoverParams, capabilities: lsp.ClientCapabilities | None = None) -> lsp.Hover | None:
    """The hover at ``params.position``: Markdown, or plain text for a client
    whose ``capabilities`` say it does not read Markdown (None: Markdown)."""
    pos, lines = params.position, lines_of(snap)
    offset = position_to_offset(lines, pos.line, pos.character)
    got = explain_at(snap, offset)
    if got is None:
        return None
    ex, (start, end) = got
    if _reads_markdown(capabilities):
        contents = lsp.MarkupContent(kind=lsp.MarkupKind.Markdown, value=markdown(ex))
    else:
        contents = lsp.MarkupContent(kind=lsp.MarkupKind.PlainText, value=plain_text(ex))
    return lsp.Hover(contents=contents, range=to_lsp_range(lines, start, end))


def _reads_markdown(capabilities: lsp.ClientCapabilities | None) -> bool:
    if capabilities is None:
        return True
    hover_caps = capabilities.text_document.hover if capabilities.text_document else None
    formats = hover_caps.content_format if hover_caps else None
    return bool(formats) and lsp.MarkupKind.Markdown in formats


@dataclass(frozen=True)
class _Style:
    """How code (names, types), explanation text and emphasis are written."""

    code: Callable[[str], str]
    text: Callable[[str], str]
    strong: Callable[[str], str]


def markdown(ex) -> str:
    return _render(ex, _MARKDOWN)


def plain_text(ex) -> str:
    return _render(ex, _PLAIN)


def _render(ex, style: _Style) -> str:
    lines = _op_lines(ex, style) if isinstance(ex, OpExplanation) else _value_lines(ex, style)
    return "\n".join(lines)


def _value_lines(ex: ValueExplanation, st: _Style) -> list[str]:
    lines = [st.code(f"{ex.name} : {ex.type}")]
    if not ex.memref:
        if ex.indicator_of:
            lines.append(f"- ownership indicator ({st.code('i1')}) of {st.text(ex.indicator_of)}")
        return lines
    if ex.ownership is not None:
        lines.append(
            f"- ownership {st.text(ex.point)}: {st.strong(st.text(_label(ex.ownership)))} — "
            f"{st.text(ex.ownership.reason)}"
        )
    for s in ex.sites:
        lines.append(f"- {_SITE_WORDS.get(s.kind, 'comes from')} {st.text(s.text)}")
    if ex.base is not None:
        lines.append(f"- base buffer: {st.text(ex.base.text)}")
    if ex.aliases:
        more = f" and {ex.more_aliases} more" if ex.more_aliases else ""
        lines.append(f"- may alias: {st.text(', '.join(a.text for a in ex.aliases))}{more}")
    for s in ex.frees:
        lines.append(f"- freed by {st.text(s.text)}")
    for s in ex.leaks:
        lines.append(f"- leaks: {st.text(s.text)}")
    for s in ex.returned:
        lines.append(f"- returned by {st.text(s.text)}")
    if ex.contract:
        lines.append(f"- contract: {st.text(ex.contract)}")
    if ex.pass_note:
        lines.append(f"- deallocation pass: {st.text(ex.pass_note)}")
    return lines


def _label(own) -> str:
    return "not owned by this block" if own.kind == "enclosing" else own.label


def _op_lines(ex: OpExplanation, st: _Style) -> list[str]:
    head = st.code(ex.name)
    if ex.summary:
        head += f" — {st.text(ex.summary)}"
    elif not ex.registered:
        head += " — unregistered op"
    lines = [head, f"- memory effects: {st.text(_effects(ex))}"]
    lines.extend(f"- resource: {st.text(r)}" for r in ex.roles)
    lines.extend(f"- deallocation pass: {st.text(t)}" for t in ex.treatment)
    lines.extend(f"- contract: {st.text(c)}" for c in ex.contract)
    lines.extend(f"- buffer optimizations: {st.text(p)}" for p in ex.placement)
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


def _plain(text: str) -> str:
    """The explanation's words without what marks code: the backticks, and
    the quotes around op names (as ``_md`` drops them)."""
    out = []
    for part in _CODE.split(text):
        if part.startswith("`") and part.endswith("`") and len(part) > 1:
            out.append(part[1:-1])
        else:
            out.append(_NAMES.sub(lambda m: m.group(1).strip("'"), part))
    return "".join(out)


_MARKDOWN = _Style(code=lambda s: f"`{s}`", text=_md, strong=lambda s: f"**{s}**")
_PLAIN = _Style(code=str, text=_plain, strong=str)
