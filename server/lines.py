"""A document's lines as LSP counts them, kept up to date edit by edit.

LSP ends a line at ``\\n``, ``\\r\\n`` or a lone ``\\r``; MLIR (mlir-opt,
``bufls --check``, ``bufls.core.syntax.source.SourceFile``) only at ``\\n``, and
its ``//`` comments run to the ``\\n``.  So core keeps its own line numbers
for its messages, and every LSP position of the server goes through this
table instead (``convert.py`` turns its code-point columns into the
negotiated encoding)::

    table = LineTable(text)                      # the open document's, mutable
    text = text[:start] + new + text[end:]
    table.splice(text, start, end, len(new))     # costs the edit, not the text
    lines = table.view(text, "utf-16")           # immutable: what features read
    lines.line_col(offset), lines.offset(line, column), lines.line_text(line)

Typing shifts every line start after the cursor; the table does not write
that shift into all of them at once (``Starts``): starts from ``pivot`` on
are stored without the pending ``shift``, so an edit costs the distance of
its line from the previous edit's line plus the line breaks it inserts.
A view shares the stored list until the next edit copies it.
"""

from __future__ import annotations

import bisect
import re

__all__ = ["LINE_BREAK", "LineTable", "Lines", "Starts", "line_starts"]

LINE_BREAK = re.compile(r"\r\n?|\n")


def line_starts(text: str, pos: int = 0, endpos: int | None = None) -> list[int]:
    """The offsets just after each LSP line break of ``text[pos:endpos]``."""
    endpos = len(text) if endpos is None else endpos
    return [m.end() for m in LINE_BREAK.finditer(text, pos, endpos)]


class Starts:
    """Sorted line starts; ``raw[i] + shift`` for ``i >= pivot``, else ``raw[i]``."""

    __slots__ = ("raw", "pivot", "shift")

    def __init__(self, raw: list[int], pivot: int | None = None, shift: int = 0):
        self.raw = raw
        self.pivot = len(raw) if pivot is None else pivot
        self.shift = shift

    def __len__(self) -> int:
        return len(self.raw)

    def __getitem__(self, i: int) -> int:
        return self.raw[i] + self.shift if i >= self.pivot else self.raw[i]

    def count_le(self, offset: int) -> int:
        """How many starts are ``<= offset``."""
        i = bisect.bisect_right(self.raw, offset, 0, self.pivot)
        return i if i < self.pivot else bisect.bisect_right(self.raw, offset - self.shift, self.pivot)

    def count_lt(self, offset: int) -> int:
        """How many starts are ``< offset``."""
        i = bisect.bisect_left(self.raw, offset, 0, self.pivot)
        return i if i < self.pivot else bisect.bisect_left(self.raw, offset - self.shift, self.pivot)

    def to_list(self) -> list[int]:
        return [self[i] for i in range(len(self.raw))]


class LineTable(Starts):
    """The LSP line starts of an open document's text (see the module docstring)."""

    __slots__ = ("_shared",)

    def __init__(self, text: str):
        super().__init__([0] + line_starts(text))
        self._shared = False

    def splice(self, text: str, start: int, end: int, new_len: int) -> None:
        """Follow the replacement of ``[start, end)`` by ``new_len`` characters;
        ``text`` is the text after it.  Only the breaks that can change are
        looked at again: those ending in ``[start, start + new_len]``, which
        covers a ``\\r`` before ``start`` that now meets a ``\\n`` (or stops
        meeting one), and a ``\\r`` inserted just before an old ``\\n``."""
        if self._shared:
            self.raw = list(self.raw)
            self._shared = False
        new_end = start + new_len
        first, after = max(self.count_lt(start), 1), self.count_le(end)  # line 0 always starts at 0
        self._move_pivot(first)
        middle = [p for p in line_starts(text, max(start - 1, 0), min(new_end + 1, len(text))) if p <= new_end]
        self.raw[first:after] = middle
        self.pivot = first + len(middle)
        self.shift += new_len - (end - start)
        if self.pivot == len(self.raw):
            self.shift = 0

    def _move_pivot(self, to: int) -> None:
        """Store the starts between the pivot and ``to`` so that ``to`` is the pivot."""
        raw, shift, pivot = self.raw, self.shift, self.pivot
        if shift and to > pivot:
            raw[pivot:to] = [x + shift for x in raw[pivot:to]]
        elif shift and to < pivot:
            raw[to:pivot] = [x - shift for x in raw[to:pivot]]
        self.pivot = to

    def view(self, text: str, encoding: str = "utf-16") -> Lines:
        """The lines of ``text`` (the text this table is up to date with) as
        they are now; later edits do not change the view."""
        self._shared = True
        return Lines(text, Starts(self.raw, self.pivot, self.shift), encoding)


class Lines:
    """The LSP lines of one text, immutable.  Columns are code points;
    ``encoding`` is the one the client negotiated for ``character``
    (``convert.py`` converts)."""

    __slots__ = ("text", "starts", "encoding")

    def __init__(self, text: str, starts: Starts | None = None, encoding: str = "utf-16"):
        self.text = text
        self.starts = starts if starts is not None else Starts([0] + line_starts(text))
        self.encoding = encoding

    @property
    def line_count(self) -> int:
        return len(self.starts)

    def line_start(self, line: int) -> int:
        return self.starts[line]

    def line_end(self, line: int) -> int:
        """Where the text of ``line`` ends (before its line break)."""
        if line + 1 >= len(self.starts):
            return len(self.text)
        end = self.starts[line + 1] - 1
        if end > self.starts[line] and self.text[end] == "\n" and self.text[end - 1] == "\r":
            end -= 1
        return end

    def line_text(self, line: int) -> str:
        return self.text[self.starts[line] : self.line_end(line)]

    def line_col(self, offset: int) -> tuple[int, int]:
        """0-based line and code-point column of ``offset``."""
        offset = max(0, min(offset, len(self.text)))
        line = self.starts.count_le(offset) - 1
        return line, offset - self.starts[line]

    def offset(self, line: int, col: int) -> int:
        """Offset of a 0-based line and code-point column, clamped to the line."""
        if line < 0:
            return 0
        if line >= len(self.starts):
            return len(self.text)
        return min(self.starts[line] + max(col, 0), self.line_end(line))
