"""Shared helpers of the navigation and completion tests: a snapshot of a
text, LSP positions of marked places and the text of returned ranges."""

from __future__ import annotations

import pathlib

from lsprotocol import types as lsp

from bufls.core.services.document import snapshot_of
from bufls.server.convert import lines_of, position_to_offset

EXAMPLES = pathlib.Path(__file__).resolve().parents[2] / "examples"


class Doc:
    """``text`` analysed into ``snap``; ``pos(needle)`` is the position one
    character into the ``nth`` occurrence of ``needle`` (or ``delta`` in)."""

    def __init__(self, text: str, name: str = "a.mlir", config=None):
        self.text = text
        self.path = f"/tmp/bufls-tests/{name}"
        self.uri = pathlib.Path(self.path).as_uri()
        self.snap = snapshot_of(text, path=self.path, version=1, config=config)
        self.doc = lsp.TextDocumentIdentifier(uri=self.uri)

    @classmethod
    def example(cls, name: str) -> Doc:
        return cls((EXAMPLES / name).read_text(), name)

    def offset(self, needle: str, nth: int = 0, delta: int = 1) -> int:
        off = self.text.index(needle)
        for _ in range(nth):
            off = self.text.index(needle, off + 1)
        return off + delta

    def pos(self, needle: str, nth: int = 0, delta: int = 1) -> lsp.Position:
        line, col = lines_of(self.snap).line_col(self.offset(needle, nth, delta))
        return lsp.Position(line=line, character=col)

    def at(self, r: lsp.Range) -> str:
        """``line:col text`` of a range (1-based line, as editors show)."""
        s = position_to_offset(lines_of(self.snap), r.start.line, r.start.character)
        e = position_to_offset(lines_of(self.snap), r.end.line, r.end.character)
        return f"{r.start.line + 1}:{r.start.character} {self.text[s:e]}"
