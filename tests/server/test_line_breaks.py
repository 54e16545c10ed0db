"""Features place ranges on LSP lines (a lone \\r and \\r\\n end a line, as
LSP says), whatever core counts for mlir-opt's ``file:line:col`` (\\n only).
A lone \\r ends a ``//`` comment for mlir-opt too, so it ends bufls' comments."""

from __future__ import annotations

from pathlib import Path

import pytest
from lsprotocol import types as lsp

from bufls.cli.fix import fix_text
from bufls.core.config.project import Config
from bufls.core.services.document import snapshot_of
from bufls.server.convert import lines_of, position_to_offset
from bufls.server.features import actions
from bufls.server.features.diagnostics import to_lsp
from bufls.server.features.hover import hover
from bufls.server.features.navigation import definition, document_symbols, folding_ranges
from bufls.server.lines import Lines
from bufls.server.server import create_server

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"

PATH = "/tmp/bufls-tests/breaks.mlir"
URI = "file://" + PATH
# LSP lines: 0-1 the comment, 2 @f, 3 alloc, 4 store, 5 return (\r\n), 6 }
TEXT = (
    "// a comment\r// after a lone CR\n"
    "func.func @f(%v: f32) {\n"
    "  %0 = memref.alloc() : memref<8xf32>\n"
    "  memref.store %v, %0[] : memref<8xf32>\n"
    "  return\r\n"
    "}\n"
)


def _pos(line: int, character: int) -> lsp.Position:
    return lsp.Position(line=line, character=character)


def _doc() -> lsp.TextDocumentIdentifier:
    return lsp.TextDocumentIdentifier(uri=URI)


def test_core_keeps_mlir_lines_and_the_server_counts_lsp_lines():
    snap = snapshot_of(TEXT, path=PATH)
    assert snap.source.line_col(TEXT.index("func.func"))[0] == 1  # mlir-opt's line 2
    assert lines_of(snap).line_col(TEXT.index("func.func")) == (2, 0)


def test_a_diagnostic_after_a_lone_cr_is_on_its_lsp_line():
    snap = snapshot_of(TEXT, path=PATH)
    (leak,) = [d for d in to_lsp(snap, URI) if d.code == "BUF201"]
    assert leak.range.start.line == 2


def test_hover_after_a_lone_cr_finds_the_value_on_that_line():
    snap = snapshot_of(TEXT, path=PATH)
    h = hover(snap, lsp.HoverParams(text_document=_doc(), position=_pos(3, 3)))
    assert h is not None and h.contents.value.startswith("`%0 : memref<8xf32>`")
    assert h.range == lsp.Range(start=_pos(3, 2), end=_pos(3, 4))


def test_definition_from_a_line_after_a_lone_cr():
    snap = snapshot_of(TEXT, path=PATH)
    loc = definition(snap, lsp.DefinitionParams(text_document=_doc(), position=_pos(4, 20)))
    assert loc.range == lsp.Range(start=_pos(3, 2), end=_pos(3, 4))


def test_symbols_and_folds_are_on_lsp_lines():
    snap = snapshot_of(TEXT, path="/tmp/bufls-tests/breaks-outline.mlir")
    (f,) = document_symbols(snap, lsp.DocumentSymbolParams(text_document=_doc()))
    assert (f.name, f.range.start.line, f.range.end.line) == ("@f", 2, 6)
    folds = folding_ranges(snap, lsp.FoldingRangeParams(text_document=_doc()))
    assert {(r.start_line, r.end_line, r.kind) for r in folds} == {
        (0, 1, lsp.FoldingRangeKind.Comment),  # two comments, one line for mlir-opt's count
        (2, 5, lsp.FoldingRangeKind.Region),
    }


def test_edits_of_a_crlf_file_with_a_lone_cr_apply_in_lsp_lines():
    text = "// about\r// this file\n" + (EXAMPLES / "bufferized.mlir").read_text().replace("\n", "\r\n")
    snap = snapshot_of(text, path=PATH, version=7)
    [change] = actions.command_edit(snap, actions.INSERT_DEALLOCATIONS, [URI, "file"]).document_changes
    client = Lines(text)  # how the editor counts
    for e in sorted(change.edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        start = position_to_offset(client, e.range.start.line, e.range.start.character)
        text = text[:start] + e.new_text + text[position_to_offset(client, e.range.end.line, e.range.end.character) :]
    assert text == fix_text(snap.text, "a.mlir", Config()).new_text


def _change(sl, sc, el, ec, text):
    return lsp.TextDocumentContentChangePartial(range=lsp.Range(start=_pos(sl, sc), end=_pos(el, ec)), text=text)


@pytest.mark.asyncio
async def test_the_server_applies_edits_and_answers_in_lsp_lines():
    server = create_server()
    server.documents._publish = lambda doc, snap: None
    server.documents.open(URI, TEXT, 1)
    server.documents.change(URI, [_change(4, 0, 5, 0, "")], 2)  # the store goes
    diags = await server.answer(URI, lambda snap, params: to_lsp(snap, URI), None)
    assert [(d.code, d.range.start.line) for d in diags] == [("BUF201", 2)]
    assert server.documents.get(URI).text == TEXT.replace("  memref.store %v, %0[] : memref<8xf32>\n", "")
    h = await server.answer(URI, hover, lsp.HoverParams(text_document=_doc(), position=_pos(3, 3)))
    assert h.range == lsp.Range(start=_pos(3, 2), end=_pos(3, 4))


@pytest.mark.asyncio
async def test_the_server_answers_in_the_encoding_it_was_given():
    server = create_server()
    server.documents._publish = lambda doc, snap: None
    server.documents.position_encoding = "utf-8"
    server.documents.open(URI, TEXT.replace("\r// after", "\r// é😀 after"), 1)
    server.documents.change(URI, [_change(1, 9, 1, 9, "x")], 2)  # 3 + 2 + 4 bytes into line 1
    doc = server.documents.get(URI)
    assert doc.text.startswith("// a comment\r// é😀x after a lone CR\n")
    h = await server.answer(URI, hover, lsp.HoverParams(text_document=_doc(), position=_pos(3, 3)))
    assert h.range == lsp.Range(start=_pos(3, 2), end=_pos(3, 4))
    assert lines_of(doc.latest).encoding == "utf-8"
