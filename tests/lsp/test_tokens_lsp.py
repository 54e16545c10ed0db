"""Semantic tokens end to end, through a real ``bufls --stdio``: the legend
the server announces, full / range / delta answers decoded back to
(line, text, type, modifiers), and a delta after an edit that, applied to
the previous answer, gives the new full answer."""

from __future__ import annotations

import asyncio

import pytest
from lsp_testing import open_doc, wait_diagnostics
from lsprotocol import types as lsp

TEXT = """func.func @f(%arg0: memref<4xf32>, %c: i1) {
  %a = memref.alloc() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  "test.use"(%a) : (memref<4xf32>) -> ()
  return
}
func.func @g() {
  %s = memref.alloca() : memref<4xf32>
  return
}
"""


def decode(client, text: str, data: list[int]) -> list[tuple]:
    legend = client.server_capabilities.semantic_tokens_provider.legend
    lines, out, line, char = text.split("\n"), [], 0, 0
    for i in range(0, len(data), 5):
        dl, dc, length, ty, mods = data[i : i + 5]
        line, char = line + dl, (char + dc if dl == 0 else dc)
        names = tuple(m for b, m in enumerate(legend.token_modifiers) if mods & (1 << b))
        out.append((line, lines[line][char : char + length], legend.token_types[ty], names))
    return out


def apply(data: list[int], edits) -> list[int]:
    data = list(data)
    for e in sorted(edits, key=lambda e: e.start, reverse=True):
        data[e.start : e.start + e.delete_count] = e.data or []
    return data


@pytest.mark.asyncio
async def test_full_range_and_delta(client):
    provider = client.server_capabilities.semantic_tokens_provider
    assert provider.range is True and provider.full.delta is True
    uri = await open_doc(client, TEXT)
    await wait_diagnostics(client, uri)
    doc = lsp.TextDocumentIdentifier(uri=uri)
    full = await client.text_document_semantic_tokens_full_async(lsp.SemanticTokensParams(text_document=doc))
    assert decode(client, TEXT, full.data) == [
        (0, "%arg0", "borrowedBuffer", ("declaration", "argument")),
        (1, "%a", "ownedBuffer", ("declaration",)),
        (2, "%a", "ownedBuffer", ()),
        (3, "%a", "freedBuffer", ()),
        (7, "%s", "borrowedBuffer", ("declaration", "automatic")),
    ]
    rng = lsp.Range(start=lsp.Position(line=6, character=0), end=lsp.Position(line=9, character=0))
    part = await client.text_document_semantic_tokens_range_async(
        lsp.SemanticTokensRangeParams(text_document=doc, range=rng)
    )
    assert decode(client, TEXT, part.data) == [(7, "%s", "borrowedBuffer", ("declaration", "automatic"))]

    # the use after free is replaced by a new allocation: one edit, after the first three tokens
    edited = TEXT.replace('  "test.use"(%a) : (memref<4xf32>) -> ()\n', "  %b = memref.alloc() : memref<8xf32>\n")
    client.text_document_did_change(
        lsp.DidChangeTextDocumentParams(
            text_document=lsp.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[lsp.TextDocumentContentChangeWholeDocument(text=edited)],
        )
    )
    delta = await client.text_document_semantic_tokens_full_delta_async(
        lsp.SemanticTokensDeltaParams(text_document=doc, previous_result_id=full.result_id)
    )
    assert isinstance(delta, lsp.SemanticTokensDelta) and delta.result_id != full.result_id
    assert len(delta.edits) == 1 and delta.edits[0].start == 15  # the first three tokens are kept
    new = apply(full.data, delta.edits)
    assert decode(client, edited, new)[3] == (3, "%b", "ownedBuffer", ("declaration",))
    again = await client.text_document_semantic_tokens_full_async(lsp.SemanticTokensParams(text_document=doc))
    assert list(again.data) == new

    stale = await client.text_document_semantic_tokens_full_delta_async(
        lsp.SemanticTokensDeltaParams(text_document=doc, previous_result_id="no such id")
    )
    assert isinstance(stale, lsp.SemanticTokens) and list(stale.data) == new  # a full answer instead


BRANCH_FREE = """func.func @g(%c: i1) {
  %a = memref.alloc() : memref<4xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.dealloc %a : memref<4xf32>
  cf.br ^bb2
^bb2:
  "test.use"(%a) : (memref<4xf32>) -> ()
  return
}
"""


@pytest.mark.asyncio
async def test_quick_tokens_first_then_the_checkers_after_a_refresh(client):
    """A function not computed yet is answered at once without the checker
    (the free on one branch is not seen at the join); the checker's tokens
    follow, and the server asks the client to request them again."""
    uri = await open_doc(client, BRANCH_FREE)
    await wait_diagnostics(client, uri)
    doc = lsp.TextDocumentIdentifier(uri=uri)
    first = await client.text_document_semantic_tokens_full_async(lsp.SemanticTokensParams(text_document=doc))
    assert decode(client, BRANCH_FREE, first.data)[-1] == (7, "%a", "ownedBuffer", ())
    loop = asyncio.get_running_loop()
    deadline = loop.time() + 30
    while True:
        got = await client.text_document_semantic_tokens_full_async(lsp.SemanticTokensParams(text_document=doc))
        if decode(client, BRANCH_FREE, got.data)[-1] == (7, "%a", "freedBuffer", ()):
            break
        assert loop.time() < deadline, "the checker's tokens never came"
        await asyncio.sleep(0.05)
    if client.capabilities.workspace.semantic_tokens and client.capabilities.workspace.semantic_tokens.refresh_support:
        assert client.token_refreshes >= 1
