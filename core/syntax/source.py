"""Source text, spans and position maps.

A span is a half-open ``(start, end)`` pair of character offsets into the
text of one file.  ``SourceFile`` turns offsets into 0-based ``(line,
column)`` pairs (columns in code points; the server converts to UTF-16 in
one place, ``server/convert.py``) and back.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, field

__all__ = ["Span", "SourceFile", "SpanIndex", "lf_line_breaks", "spliced_line_starts"]

_LONE_CR = re.compile(r"\r(?!\n)")


def lf_line_breaks(text: str) -> str:
    """``text`` with each lone ``\\r`` (old Mac line break) made a ``\\n``.

    mlir-opt ends a line, and a ``//`` comment, at either; the parser's
    line-based scans look for ``\\n`` only.  One character for one: every
    offset, so every span, stays valid for the original text::

        "%a = f\\r// c\\r%b = g\\r\\n"   ->   "%a = f\\n// c\\n%b = g\\r\\n"
    """
    return _LONE_CR.sub("\n", text) if "\r" in text else text


@dataclass(frozen=True, slots=True)
class Span:
    start: int
    end: int

    def __contains__(self, offset: int) -> bool:
        return self.start <= offset < self.end

    def shifted(self, delta: int) -> Span:
        return Span(self.start + delta, self.end + delta)


@dataclass
class SourceFile:
    text: str
    path: str = "<stdin>"
    _line_starts: list[int] = field(default_factory=list, repr=False)

    def __post_init__(self) -> None:
        starts = [0]
        find = self.text.find
        pos = find("\n")
        while pos >= 0:
            starts.append(pos + 1)
            pos = find("\n", pos + 1)
        self._line_starts = starts

    @classmethod
    def with_line_starts(cls, text: str, line_starts: list[int], path: str = "<stdin>") -> SourceFile:
        """A SourceFile whose line starts are already known (kept up to date
        edit by edit by the language server instead of rescanning the text)."""
        obj = cls.__new__(cls)
        obj.text = text
        obj.path = path
        obj._line_starts = line_starts
        return obj

    def line_starts(self) -> list[int]:
        return self._line_starts

    @property
    def line_count(self) -> int:
        return len(self._line_starts)

    def line_col(self, offset: int) -> tuple[int, int]:
        """0-based line and column (in code points) of ``offset``."""
        offset = max(0, min(offset, len(self.text)))
        line = bisect.bisect_right(self._line_starts, offset) - 1
        return line, offset - self._line_starts[line]

    def offset(self, line: int, col: int) -> int:
        """Offset of a 0-based line and code-point column, clamped to the text."""
        if line < 0:
            return 0
        if line >= len(self._line_starts):
            return len(self.text)
        start = self._line_starts[line]
        end = self._line_starts[line + 1] - 1 if line + 1 < len(self._line_starts) else len(self.text)
        return min(start + max(col, 0), end)

    def line_start(self, line: int) -> int:
        return self._line_starts[line]

    def line_text(self, line: int) -> str:
        start = self._line_starts[line]
        end = self._line_starts[line + 1] - 1 if line + 1 < len(self._line_starts) else len(self.text)
        return self.text[start:end]


def spliced_line_starts(starts: list[int], start: int, end: int, new: str) -> list[int]:
    """The line starts after ``text[start:end]`` is replaced by ``new``,
    computed from the old ones without scanning the rest of the text."""
    a = bisect.bisect_right(starts, start)
    b = bisect.bisect_right(starts, end)
    delta = len(new) - (end - start)
    middle = []
    pos = new.find("\n")
    while pos >= 0:
        middle.append(start + pos + 1)
        pos = new.find("\n", pos + 1)
    return starts[:a] + middle + [x + delta for x in starts[b:]]


class SpanIndex:
    """Answers "which entity is at this offset" in O(log n).

    Built from non-overlapping (or properly nested) ``(start, end, item)``
    triples; ``at(offset)`` returns the innermost item whose span contains the
    offset (or touches it at its end, so a cursor just after ``%x`` finds
    ``%x``).
    """

    def __init__(self, entries: list[tuple[int, int, object]]):
        entries = sorted(entries, key=lambda e: (e[0], -e[1]))
        self._starts = [e[0] for e in entries]
        self._entries = entries

    def __len__(self) -> int:
        return len(self._entries)

    def at(self, offset: int):
        i = bisect.bisect_right(self._starts, offset) - 1
        best = None
        # walk back over entries starting before offset; nested spans start
        # later than their parents, so the first hit is the innermost one.
        while i >= 0:
            start, end, item = self._entries[i]
            if start <= offset < end:
                return item if best is None else best
            if offset == end and best is None and start < end:
                best = item
            elif best is not None:
                return best
            if offset - start > 4096:  # spans are tokens: none is this long
                break
            i -= 1
        return best
