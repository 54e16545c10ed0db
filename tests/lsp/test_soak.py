"""The language server under a stream of random edits (CI-sized soak of
benchmarks/soak_lsp.py): it survives them, logs no error, does not grow, and
its last diagnostics equal a fresh analysis of the client's text."""

from __future__ import annotations

import asyncio
import importlib.util
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "benchmarks"


def _load(name: str):
    spec = importlib.util.spec_from_file_location(f"bufls_bench_{name}", BENCH / f"{name}.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod  # dataclasses look their module up while it runs
    spec.loader.exec_module(mod)
    return mod


soak_lsp = _load("soak_lsp")
lspclient = sys.modules["lspclient"]  # the ones soak_lsp imported
lspedits = sys.modules["lspedits"]


def test_random_edits_leave_the_server_alive_quiet_bounded_and_right(tmp_path):
    text = soak_lsp.generate(1000, 5, "all")
    path = tmp_path / "soak.mlir"
    path.write_text(text)
    # memory is compared from edit 200 on: the allocator has warmed up by then
    report = asyncio.run(soak_lsp.soak(text, path, edits=600, seed=5, checkpoint=200, timeout=300))
    assert report.ok, "\n".join(report.failures)
    assert report.edits == 600 and report.publishes >= report.waits > 1
    assert report.counts.get("undo_some") and report.counts.get("paste_block") and report.counts.get("multi")


def test_the_edit_stream_tracks_the_text_as_an_incremental_lsp_server_applies_it():
    from lsprotocol import types as lsp
    from lsprotocol.converters import get_converter
    from pygls.workspace.text_document import TextDocument

    conv = get_converter()
    text = soak_lsp.generate(300, 2, "all")
    doc = lspclient.Document("file:///w/a.mlir", text)
    server_side = TextDocument(doc.uri, text, version=1, sync_kind=lsp.TextDocumentSyncKind.Incremental)
    stream = lspedits.EditStream(doc, 11, text)
    for _ in range(400):
        for changes in stream.next_op():
            for change in changes:
                kind = (
                    lsp.TextDocumentContentChangePartial
                    if "range" in change
                    else lsp.TextDocumentContentChangeWholeDocument
                )
                server_side.apply_change(conv.structure(change, kind))
            assert server_side.source == doc.text
    assert doc.version > 400 and len(stream.counts) >= 9


LEAK_AFTER_EDIT = (
    "// a comment with a {sep} in it\n"
    "func.func @f() {{\n"
    "  %0 = memref.alloc() : memref<8xf32>\n"
    "  memref.dealloc %0 : memref<8xf32>\n"
    "  return\n"
    "}}\n"
)


@pytest.mark.parametrize("sep", ["\x0c", "\u2028"], ids=["form-feed", "line-separator"])
def test_an_edit_below_a_unicode_line_separator_in_a_comment_lands_on_its_line(tmp_path, sep):
    """LSP breaks lines only at \\n, \\r\\n and \\r; Python's str.splitlines (which
    pygls' own TextDocument uses) also breaks at form feed, U+2028... and would
    apply the edit one line too high."""
    text = LEAK_AFTER_EDIT.format(sep=sep)
    path = tmp_path / "a.mlir"
    path.write_text(text)

    async def run():
        client = await lspclient.LspClient.start(lspclient.bufls_command(), cwd=str(tmp_path))
        try:
            await client.initialize(tmp_path.as_uri())
            doc = lspclient.Document(path.as_uri(), text)
            await client.open(doc)
            await client.wait_diagnostics(doc.uri, 1, after=0, timeout=60)
            change = doc.edit((3, 0), (4, 0), "")  # delete the dealloc (not the alloc)
            await client.change(doc, [change])
            pub = await client.wait_diagnostics(doc.uri, doc.version, after=0, timeout=60)
            return doc.text, pub
        finally:
            await client.stop()

    final, pub = asyncio.run(run())
    got = sorted(soak_lsp.published_key(d) for d in pub.diagnostics)
    assert got == soak_lsp.expected_diagnostics(final, str(path))
    assert "verify" not in [d["code"] for d in pub.diagnostics]


def test_a_lone_carriage_return_is_a_line_break_as_lsp_says(tmp_path):
    # a lone \r ends a comment for mlir-opt too: the next line is a comment again
    text = LEAK_AFTER_EDIT.format(sep="\r//")  # LSP lines: 0-1 comment, 2 func, 3 alloc, 4 dealloc
    path = tmp_path / "a.mlir"
    path.write_text(text)

    async def run():
        client = await lspclient.LspClient.start(lspclient.bufls_command(), cwd=str(tmp_path))
        try:
            await client.initialize(tmp_path.as_uri())
            await client.open(lspclient.Document(path.as_uri(), text))
            await client.wait_diagnostics(path.as_uri(), 1, after=0, timeout=60)
            await client.notify(
                "textDocument/didChange",
                {
                    "textDocument": {"uri": path.as_uri(), "version": 2},
                    "contentChanges": [
                        {
                            "range": {"start": {"line": 4, "character": 0}, "end": {"line": 5, "character": 0}},
                            "text": "",
                        }
                    ],
                },
            )
            return await client.wait_diagnostics(path.as_uri(), 2, after=0, timeout=60)
        finally:
            await client.stop()

    pub = asyncio.run(run())
    assert [d["code"] for d in pub.diagnostics] == ["BUF201"]  # the dealloc went, not `return`
    assert pub.diagnostics[0]["range"]["start"]["line"] == 2  # on @f, LSP line 2
