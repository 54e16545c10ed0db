"""Open documents: incremental text sync and the line starts kept with it."""

from __future__ import annotations

import random

from lsprotocol import types as lsp

from bufls.server.documents import Document, uri_to_path


def _change(sl, sc, el, ec, text):
    return lsp.TextDocumentContentChangePartial(
        range=lsp.Range(start=lsp.Position(line=sl, character=sc), end=lsp.Position(line=el, character=ec)),
        text=text)


def _lines(text):
    return [0] + [i + 1 for i, ch in enumerate(text) if ch == "\n"]


def test_changes_apply_in_order_and_keep_line_starts():
    doc = Document("file:///a.mlir", "abc\ndef\nghi\n", 1)
    doc.apply([_change(1, 1, 2, 1, "X\nY\nZ"), _change(0, 0, 0, 0, "// c\n")])
    assert doc.text == "// c\nabc\ndX\nY\nZhi\n"
    assert doc._starts() == _lines(doc.text)


def test_columns_are_utf16_units():
    doc = Document("file:///a.mlir", "// 😀 x\nfunc\n", 1)
    doc.apply([_change(0, 6, 0, 7, "y")])          # the emoji counts two units
    assert doc.text == "// 😀 y\nfunc\n"


def test_a_whole_document_change_replaces_the_text():
    doc = Document("file:///a.mlir", "old\n", 1)
    doc.apply([lsp.TextDocumentContentChangeWholeDocument(text="new\ntext\n")])
    assert doc.text == "new\ntext\n" and doc._starts() == [0, 4, 9]


def test_positions_past_the_end_are_clamped():
    doc = Document("file:///a.mlir", "ab\ncd", 1)
    doc.apply([_change(1, 99, 7, 0, "!")])
    assert doc.text == "ab\ncd!"


def test_random_edits_match_a_plain_splice():
    rnd = random.Random(7)
    text = "".join(rnd.choice("ab\n") for _ in range(300))
    doc = Document("file:///a.mlir", text, 1)
    for _ in range(300):
        starts = _lines(text)
        sl = rnd.randrange(len(starts)); el = rnd.randrange(sl, len(starts))
        line_len = lambda n: (starts[n + 1] - 1 if n + 1 < len(starts) else len(text)) - starts[n]
        sc = rnd.randrange(line_len(sl) + 1)
        ec = rnd.randrange(line_len(el) + 1) if el > sl else rnd.randrange(sc, line_len(el) + 1)
        new = "".join(rnd.choice("xy\n") for _ in range(rnd.randrange(4)))
        a, b = starts[sl] + sc, starts[el] + ec
        text = text[:a] + new + text[b:]
        doc.apply([_change(sl, sc, el, ec, new)])
        assert doc.text == text
    assert doc._starts() == _lines(text)


def test_uri_to_path():
    assert uri_to_path("file:///tmp/a%20b.mlir") == "/tmp/a b.mlir"
    assert uri_to_path("untitled:Untitled-1") == "untitled:Untitled-1"
