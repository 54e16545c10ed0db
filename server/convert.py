"""The one place where bufls spans become LSP positions and ranges.

``bufls.core`` measures columns in code points (``SourceFile.line_col``);
LSP clients count UTF-16 code units by default, so a character outside the
Basic Multilingual Plane (an emoji in a comment) counts twice.  Everything
that leaves bufls with an LSP position -- the language server and
``bufls --check --format json`` -- goes through this module.

The plain functions return ints and dicts so the command line does not pay
for importing lsprotocol; ``to_lsp_range`` builds the lsprotocol object for
the server.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bufls.core.source import SourceFile

if TYPE_CHECKING:  # pragma: no cover
    from lsprotocol import types as lsp

__all__ = [
    "utf16_len",
    "utf16_column",
    "codepoint_column",
    "offset_to_position",
    "position_to_offset",
    "span_to_range",
    "to_lsp_range",
]


def utf16_len(text: str) -> int:
    """Length of ``text`` in UTF-16 code units."""
    if text.isascii():
        return len(text)
    return len(text) + sum(1 for ch in text if ord(ch) > 0xFFFF)


def utf16_column(line_text: str, column: int) -> int:
    """UTF-16 column of the code-point ``column`` in ``line_text``."""
    return utf16_len(line_text[:column])


def codepoint_column(line_text: str, character: int) -> int:
    """Code-point column of the UTF-16 ``character`` in ``line_text``.

    A position inside a surrogate pair, or past the end of the line, is
    moved to the next code point / the end of the line, as LSP asks.
    """
    if line_text.isascii():
        return min(character, len(line_text))
    units = 0
    for index, ch in enumerate(line_text):
        if units >= character:
            return index
        units += 2 if ord(ch) > 0xFFFF else 1
    return len(line_text)


def offset_to_position(source: SourceFile, offset: int) -> tuple[int, int]:
    """0-based ``(line, character)`` of ``offset`` with a UTF-16 character."""
    line, column = source.line_col(offset)
    return line, utf16_column(source.line_text(line), column)


def position_to_offset(source: SourceFile, line: int, character: int) -> int:
    """Offset of a 0-based LSP position (UTF-16 ``character``), clamped to the text."""
    if line < 0:
        return 0
    if line >= source.line_count:
        return len(source.text)
    return source.offset(line, codepoint_column(source.line_text(line), character))


def span_to_range(source: SourceFile, start: int, end: int) -> dict:
    """The LSP range of ``[start, end)`` as a JSON-ready dict."""
    s_line, s_char = offset_to_position(source, start)
    e_line, e_char = offset_to_position(source, max(end, start))
    return {
        "start": {"line": s_line, "character": s_char},
        "end": {"line": e_line, "character": e_char},
    }


def to_lsp_range(source: SourceFile, start: int, end: int) -> "lsp.Range":
    """The lsprotocol ``Range`` of ``[start, end)``."""
    from lsprotocol import types as lsp

    r = span_to_range(source, start, end)
    return lsp.Range(
        start=lsp.Position(line=r["start"]["line"], character=r["start"]["character"]),
        end=lsp.Position(line=r["end"]["line"], character=r["end"]["character"]),
    )
