"""An open document's text and version, kept up to date change by change
(used by the server's documents and by the supervisor, which must not pay
for importing the analysis)."""

from __future__ import annotations

from .convert import UTF16, position_to_offset
from .lines import Lines, LineTable

__all__ = ["OpenText"]


class OpenText:
    def __init__(self, text: str, version: int | None, encoding: str = UTF16):
        self.version = version
        self.encoding = encoding  # of LSP ``character``s, as negotiated
        self.set_text(text)

    def set_text(self, text: str) -> None:
        self.text = text
        self._table: LineTable | None = None

    def apply(self, changes) -> None:
        """Apply LSP content changes (objects with ``range`` and ``text``;
        ranges in LSP lines and ``encoding`` units, in order); the LSP line
        table is spliced, so an edit costs no scan of the text."""
        for change in changes:
            rng = getattr(change, "range", None)
            if rng is None:
                self.set_text(change.text)
                continue
            table = self._lines()
            start = self._offset(table, rng.start.line, rng.start.character)
            end = max(start, self._offset(table, rng.end.line, rng.end.character))
            self.text = self.text[:start] + change.text + self.text[end:]
            table.splice(self.text, start, end, len(change.text))

    def lines(self) -> Lines:
        """The LSP lines of the current text; they stay as they are when the
        document changes later (a snapshot's features read them)."""
        return self._lines().view(self.text, self.encoding)

    def _lines(self) -> LineTable:
        if self._table is None:
            self._table = LineTable(self.text)
        return self._table

    def _offset(self, table: LineTable, line: int, character: int) -> int:
        # a view of the table as it is now, used at once: no copy
        return position_to_offset(Lines(self.text, table, self.encoding), line, character)
