"""The diagnostics' JSON kept per top-level op (``server/wire.py``): it says
what ``features.diagnostics.to_lsp`` says, an edit rebuilds only the JSON of
the ops whose diagnostics changed (the analyzer hands back the very tuple of
the others), ops moved by inserted lines are written again from their
template, and the supervisor relays the notification without reading it."""

from __future__ import annotations

import json

import pytest
from lsprotocol import types as lsp
from pygls.protocol import default_converter

from bufls.core.services.incremental import Analyzer
from bufls.server import supervisor
from bufls.server.convert import UTF8, UTF16, UTF32, attach_lines
from bufls.server.features.diagnostics import to_lsp
from bufls.server.opentext import OpenText
from bufls.server.wire import WireDiagnostics

PATH = "/tmp/bufls-tests/wire.mlir"
URI = "file://" + PATH


def _leaky(name: str) -> str:
    """A function that allocates two buffers and frees none (BUF201 with
    two related locations)."""
    return (
        f"func.func @{name}(%v: f32, %i: index) {{\n"
        "  %a = memref.alloc() : memref<8xf32>\n"
        "  %b = memref.alloc() : memref<4xf32>\n"
        "  memref.store %v, %a[%i] : memref<8xf32>\n"
        "  return\n"
        "}\n"
    )


TEXT = "// three functions that free nothing\n" + _leaky("f") + "\n" + _leaky("g") + "\n" + _leaky("h")


class _Doc:
    """An open document as the server keeps it: text, LSP lines, analyzer, wire."""

    def __init__(self, text: str, encoding: str = UTF16):
        self.text = OpenText(text, 1, encoding)
        self.analyzer = Analyzer(PATH)
        self.wire = WireDiagnostics(URI, PATH)

    def analyse(self):
        snap = self.analyzer.update(self.text.text, self.text.version)
        attach_lines(snap, self.text.lines())
        return snap

    def replace(self, old: str, new: str) -> None:
        """Replace the first ``old`` (an incremental change, as a client sends)."""
        lines = self.text.lines()
        start = self.text.text.index(old)
        (sl, sc), (el, ec) = lines.line_col(start), lines.line_col(start + len(old))
        rng = lsp.Range(start=lsp.Position(line=sl, character=sc), end=lsp.Position(line=el, character=ec))
        self.text.apply([lsp.TextDocumentContentChangePartial(range=rng, text=new)])
        self.text.version += 1

    def published(self, snap) -> list[dict]:
        body = json.loads(self.wire.body(snap, self.text.lines(), snap.version))
        assert body["method"] == "textDocument/publishDiagnostics"
        assert body["params"]["uri"] == URI and body["params"]["version"] == snap.version
        return body["params"]["diagnostics"]


def _expected(snap) -> list[dict]:
    """What pygls writes for ``to_lsp``'s objects."""
    return default_converter().unstructure(to_lsp(snap, URI))


def test_the_json_says_what_to_lsp_says():
    doc = _Doc(TEXT)
    snap = doc.analyse()
    assert [d.code for d in snap.diagnostics] == ["BUF201"] * 3
    assert doc.published(snap) == _expected(snap)
    assert all(len(d["relatedInformation"]) == 2 for d in doc.published(snap))


@pytest.mark.parametrize("encoding", [UTF8, UTF16, UTF32])
@pytest.mark.parametrize("breaks", ["\n", "\r\n", "\r"])
def test_columns_and_lines_after_wide_characters_and_any_line_break(encoding, breaks):
    # an emoji and an accent before the op on its first line; LSP lines end at a lone \r too
    text = TEXT.replace("\n", breaks).replace("func.func @g", "/* é😀 */ func.func @g")
    text = text.replace("// three", "// 😀 three")
    doc = _Doc(text, encoding)
    snap = doc.analyse()
    assert doc.published(snap) == _expected(snap)


def test_an_edit_rebuilds_the_json_of_the_function_it_changed_only():
    doc = _Doc(TEXT)
    first = doc.analyse()
    doc.published(first)
    assert (doc.wire.built, doc.wire.reused) == (3, 0)
    doc.replace("%b = memref.alloc() : memref<4xf32>", "%c = memref.alloc() : memref<5xf32>")  # in @f
    second = doc.analyse()
    after = doc.published(second)
    assert (doc.wire.built, doc.wire.moved, doc.wire.reused) == (4, 0, 2)
    # the analyzer gave the same tuples for @g and @h, a new one for @f
    (f1, g1, h1), (f2, g2, h2) = [g for _, g in first.groups], [g for _, g in second.groups]
    assert f2 is not f1 and g2 is g1 and h2 is h1
    assert "%c is never freed" in [r["message"] for r in after[0]["relatedInformation"]]
    assert after == _expected(second)


def test_functions_moved_by_an_inserted_line_are_written_again_not_rebuilt():
    doc = _Doc(TEXT)
    doc.published(doc.analyse())
    doc.replace("  %b = memref.alloc() : memref<4xf32>\n", "  %b = memref.alloc() : memref<4xf32>\n  // x\n")
    snap = doc.analyse()
    after = doc.published(snap)
    # @f's diagnostics are the same (its BUF201 is on its first line), but its
    # text changed: rebuilt; @g and @h moved one line down: written again
    assert (doc.wire.built, doc.wire.moved, doc.wire.reused) == (4, 2, 0)
    assert after == _expected(snap)
    assert [d["range"]["start"]["line"] for d in after] == [1, 9, 16]


def test_a_signature_change_checks_every_function_again_but_equal_results_keep_their_json():
    text = TEXT + "\nfunc.func @k() {\n  return\n}\n"
    doc = _Doc(text)
    doc.published(doc.analyse())
    checked = doc.analyzer.incremental_runs
    doc.replace("func.func @k() {", "func.func @k(%x: i32) {")  # a signature: every unit verified again
    snap = doc.analyse()
    assert doc.analyzer.incremental_runs == checked + 1
    doc.published(snap)
    assert (doc.wire.built, doc.wire.reused) == (3, 3)


def test_a_text_with_nothing_to_report_publishes_an_empty_list():
    doc = _Doc("func.func @f() {\n  return\n}\n")
    snap = doc.analyse()
    assert doc.published(snap) == []
    assert doc.wire.built == 0


def test_the_supervisor_relays_the_notification_without_parsing_it():
    doc = _Doc(TEXT)
    snap = doc.analyse()
    body = doc.wire.body(snap, doc.text.lines(), snap.version)
    assert supervisor._worker_message(body) == {"method": "textDocument/publishDiagnostics"}
    body = doc.wire.body(snap, doc.text.lines(), None)  # no version: the key is left out
    assert "version" not in json.loads(body)["params"]
