"""The one place where bufls spans become LSP positions and ranges.

``bufls.core`` measures columns in code points (``SourceFile.line_col``);
LSP clients count UTF-16 code units by default (or UTF-8 / UTF-32 when
that was negotiated), so a character outside the Basic Multilingual Plane
(an emoji in a comment) counts twice.  Everything that leaves bufls with an
LSP position -- the language server and ``bufls --check --format json`` --
goes through this module.

Lines: the language server's features convert through ``lines_of(snap)``,
the document's LSP lines (``lines.py``: a lone ``\\r`` ends a line too),
which ``documents.py`` keeps up to date edit by edit and attaches to each
snapshot; the command line passes its ``SourceFile`` (MLIR lines, as
mlir-opt counts them).  Both have the same ``line_col`` / ``line_text`` /
``offset`` / ``line_count``; a table's ``encoding`` (UTF-16 when it has
none) says how ``character`` is counted.

The plain functions return ints and dicts so the command line does not pay
for importing lsprotocol; ``to_lsp_range`` builds the lsprotocol object for
the server.
"""

from __future__ import annotations

import threading
import weakref
from typing import TYPE_CHECKING

from bufls.core.syntax.source import SourceFile

from .lines import Lines

if TYPE_CHECKING:  # pragma: no cover
    from lsprotocol import types as lsp

    from bufls.core.services.document import Snapshot

LineMap = SourceFile | Lines  # what the position functions accept

UTF8, UTF16, UTF32 = "utf-8", "utf-16", "utf-32"

__all__ = [
    "lines_of",
    "attach_lines",
    "utf16_len",
    "units_len",
    "units_column",
    "utf16_column",
    "codepoint_column",
    "offset_to_position",
    "position_to_offset",
    "span_to_range",
    "to_lsp_range",
]


_LINES: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # snapshot -> Lines
_LINES_LOCK = threading.Lock()


def attach_lines(snap: Snapshot, lines: Lines) -> None:
    """Remember ``lines`` (the document's LSP lines of ``snap.text``) for ``snap``."""
    with _LINES_LOCK:
        _LINES[snap] = lines


def lines_of(snap: Snapshot) -> Lines:
    """The LSP lines of ``snap.text``: those the server attached, else
    counted once here (a snapshot made outside the server: UTF-16)."""
    with _LINES_LOCK:
        lines = _LINES.get(snap)
    if lines is not None and (lines.text is snap.text or lines.text == snap.text):
        return lines
    lines = Lines(snap.text)
    attach_lines(snap, lines)
    return lines


def utf16_len(text: str) -> int:
    """Length of ``text`` in UTF-16 code units."""
    if text.isascii():
        return len(text)
    return len(text) + sum(1 for ch in text if ord(ch) > 0xFFFF)


def units_len(text: str, encoding: str = UTF16) -> int:
    """Length of ``text`` in code units of ``encoding``."""
    if encoding == UTF32 or text.isascii():
        return len(text)
    if encoding == UTF8:
        return len(text.encode("utf-8", "surrogatepass"))
    return utf16_len(text)


def utf16_column(line_text: str, column: int) -> int:
    """UTF-16 column of the code-point ``column`` in ``line_text``."""
    return utf16_len(line_text[:column])


def units_column(line_text: str, column: int, encoding: str = UTF16) -> int:
    """The ``encoding`` column of the code-point ``column`` in ``line_text``."""
    return units_len(line_text[:column], encoding)


def _width(encoding: str):
    if encoding == UTF8:
        return lambda ch: 1 if ch < "\x80" else 2 if ch < "\u0800" else 3 if ch < "\U00010000" else 4
    return lambda ch: 2 if ch > "\uffff" else 1


def codepoint_column(line_text: str, character: int, encoding: str = UTF16) -> int:
    """Code-point column of the ``character`` (in ``encoding`` units) in ``line_text``.

    A position inside a character's code units, or past the end of the line,
    is moved to the next code point / the end of the line, as LSP asks.
    """
    if encoding == UTF32 or line_text.isascii():
        return max(0, min(character, len(line_text)))
    width = _width(encoding)
    units = 0
    for index, ch in enumerate(line_text):
        if units >= character:
            return index
        units += width(ch)
    return len(line_text)


def _encoding(source: LineMap) -> str:
    return getattr(source, "encoding", UTF16)


def offset_to_position(source: LineMap, offset: int) -> tuple[int, int]:
    """0-based ``(line, character)`` of ``offset`` (``character`` in the
    table's encoding, UTF-16 for a ``SourceFile``)."""
    line, column = source.line_col(offset)
    return line, units_column(source.line_text(line), column, _encoding(source))


def position_to_offset(source: LineMap, line: int, character: int) -> int:
    """Offset of a 0-based LSP position, clamped to the text (and to its line)."""
    if line < 0:
        return 0
    if line >= source.line_count:
        return len(source.text)
    return source.offset(line, codepoint_column(source.line_text(line), character, _encoding(source)))


def span_to_range(source: LineMap, start: int, end: int) -> dict:
    """The LSP range of ``[start, end)`` as a JSON-ready dict."""
    s_line, s_char = offset_to_position(source, start)
    e_line, e_char = offset_to_position(source, max(end, start))
    return {
        "start": {"line": s_line, "character": s_char},
        "end": {"line": e_line, "character": e_char},
    }


def to_lsp_range(source: LineMap, start: int, end: int) -> lsp.Range:
    """The lsprotocol ``Range`` of ``[start, end)``."""
    from lsprotocol import types as lsp

    s_line, s_char = offset_to_position(source, start)
    e_line, e_char = offset_to_position(source, max(end, start))
    return lsp.Range(start=lsp.Position(line=s_line, character=s_char), end=lsp.Position(line=e_line, character=e_char))
