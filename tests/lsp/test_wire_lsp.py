"""Diagnostics kept per function on the wire, end to end: after edits, what
the server publishes (functions unchanged, moved, edited) is what a server
that opens the edited text afresh publishes."""

from __future__ import annotations

import json

import pytest
from lsp_testing import open_doc, wait_diagnostics
from lsprotocol import types as lsp
from pygls.protocol import default_converter


def _leaky(k: int) -> str:
    return (
        f"func.func @f{k}(%v: f32, %i: index) {{\n"
        "  %a = memref.alloc() : memref<8xf32>\n"
        "  %b = memref.alloc() : memref<4xf32>\n"
        "  memref.store %v, %a[%i] : memref<8xf32>\n"
        "  return\n"
        "}\n\n"
    )


TEXT = "".join(_leaky(k) for k in range(12))


def _json(diags) -> list:
    return default_converter().unstructure(list(diags))


def _edit(client, uri: str, version: int, line: int, start: int, end: int, text: str) -> None:
    rng = lsp.Range(start=lsp.Position(line=line, character=start), end=lsp.Position(line=line, character=end))
    client.text_document_did_change(
        lsp.DidChangeTextDocumentParams(
            text_document=lsp.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[lsp.TextDocumentContentChangePartial(range=rng, text=text)],
        )
    )


@pytest.mark.asyncio
async def test_edited_moved_and_unchanged_functions_publish_what_a_fresh_open_does(client):
    uri = await open_doc(client, TEXT, "wire.mlir")
    first = await wait_diagnostics(client, uri, version=1)
    assert len(first) == 12
    lines = TEXT.split("\n")
    # in @f5: a buffer renamed (its diagnostic changes), then a line inserted in @f3 (later ones move)
    line_b = next(i for i, t in enumerate(lines) if t.startswith("  %b") and i > 5 * 7)
    _edit(client, uri, 2, line_b, 2, 4, "%c")
    lines[line_b] = lines[line_b].replace("%b", "%c", 1)
    _edit(client, uri, 3, 3 * 7 + 1, 0, 0, "  // x\n")
    lines.insert(3 * 7 + 1, "  // x")
    edited = "\n".join(lines)
    after = await wait_diagnostics(client, uri, version=3)
    assert [d.range.start.line for d in after] == [7 * k + (k > 3) for k in range(12)]
    assert "%c is never freed" in [r.message for r in after[5].related_information]
    fresh_uri = await open_doc(client, edited, "fresh.mlir")
    fresh = await wait_diagnostics(client, fresh_uri, version=1)
    # (the same but for the file each related location names)
    assert json.dumps(_json(after)) == json.dumps(_json(fresh)).replace(fresh_uri, uri)
