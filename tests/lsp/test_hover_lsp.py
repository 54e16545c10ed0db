"""Hover and inlay hints end to end, through a real ``bufls --stdio``."""

from __future__ import annotations

import asyncio
import os
import sys

import pytest
import pytest_lsp
from lsp_testing import open_doc, wait_diagnostics
from lsprotocol import types as lsp
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

TEXT = """func.func @guarded(%c: i1, %arg: memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  %r = scf.if %c -> (memref<4xf32>) {
    scf.yield %a : memref<4xf32>
  } else {
    scf.yield %arg : memref<4xf32>
  }
  scf.if %c {
    memref.dealloc %a : memref<4xf32>
  }
  return
}
"""


def _doc(uri: str) -> lsp.TextDocumentIdentifier:
    return lsp.TextDocumentIdentifier(uri=uri)


async def _hover(client, uri: str, line: int, character: int):
    return await client.text_document_hover_async(
        lsp.HoverParams(text_document=_doc(uri), position=lsp.Position(line=line, character=character))
    )


async def _hints(client, uri: str):
    return await client.text_document_inlay_hint_async(
        lsp.InlayHintParams(
            text_document=_doc(uri),
            range=lsp.Range(start=lsp.Position(line=0, character=0), end=lsp.Position(line=12, character=0)),
        )
    )


@pytest.mark.asyncio
async def test_hover_on_a_memref_value_and_on_an_op_name(client):
    uri = await open_doc(client, TEXT, "hover.mlir")
    await wait_diagnostics(client, uri, version=1)
    value = await _hover(client, uri, 1, 3)
    lines = value.contents.value.split("\n")
    assert value.contents.kind == lsp.MarkupKind.Markdown
    assert lines[0] == "`%a : memref<4xf32>`"
    assert lines[1] == ("- ownership at its definition: **owned** — this block owns it on every path here")
    assert "- freed by `memref.dealloc` (line 9) inside `scf.if` (line 8) when `%c` is true" in lines
    assert "- leaks: `%a` is not freed when `%c` is false before `@guarded` returns" in lines
    assert value.range == lsp.Range(start=lsp.Position(line=1, character=2), end=lsp.Position(line=1, character=4))
    op = await _hover(client, uri, 8, 8)
    assert op.contents.value.split("\n")[1] == "- memory effects: frees operand 0 (`%a`)"
    assert await _hover(client, uri, 10, 1) is None


CONTRACTS = """func.func private @axpy(memref<4xf32> {llvm.noalias}, memref<4xf32> {bufls.consumed})
func.func @f(%src: memref<4xf32> {bufferization.access = "read"}, %i: index, %x: f32) {
  memref.store %x, %src[%i] : memref<4xf32>
  %a = memref.alloc() : memref<4xf32>
  call @axpy(%a, %a) : (memref<4xf32>, memref<4xf32>) -> ()
  return
}
"""


@pytest.mark.asyncio
async def test_contracts_are_checked_and_shown_on_hover(client):
    uri = await open_doc(client, CONTRACTS, "contracts.mlir")
    found = await wait_diagnostics(client, uri, version=1)
    assert sorted((d.code, d.range.start.line) for d in found) == [("BUF103", 2), ("BUF104", 4)]
    call = await _hover(client, uri, 4, 4)
    lines = call.contents.value.split("\n")
    assert "- contract: `@axpy` argument #0: aliases no other argument (llvm.noalias), given `%a`" in lines
    arg = await _hover(client, uri, 1, 15)
    assert '- contract: read only (bufferization.access = "read")' in arg.contents.value.split("\n")


@pytest_lsp.fixture(
    config=ClientServerConfig(
        server_command=[sys.executable, "-m", "bufls", "--stdio"],
        server_env={k: v for k, v in os.environ.items() if k != "BUFLS_CACHE_DIR"},
    )
)
async def plain_text_client(lsp_client: LanguageClient, tmp_path):
    """Neovim's capabilities, but a hover that shows plain text only."""
    capabilities = client_capabilities("neovim")
    capabilities.text_document.hover.content_format = [lsp.MarkupKind.PlainText]
    await lsp_client.initialize_session(lsp.InitializeParams(capabilities=capabilities, root_uri=tmp_path.as_uri()))
    lsp_client.workspace_root = tmp_path
    yield lsp_client
    await lsp_client.shutdown_session()


@pytest.mark.asyncio
async def test_a_client_that_shows_plain_text_gets_a_hover_without_markdown(plain_text_client):
    client = plain_text_client
    uri = await open_doc(client, TEXT, "plain.mlir")  # the hover waits for the analysis
    value = await _hover(client, uri, 1, 3)
    assert value.contents.kind == lsp.MarkupKind.PlainText
    lines = value.contents.value.split("\n")
    assert lines[0] == "%a : memref<4xf32>"
    assert "- leaks: %a is not freed when %c is false before @guarded returns" in lines
    assert "`" not in value.contents.value and "**" not in value.contents.value


@pytest.mark.asyncio
async def test_inlay_hints_label_ownership_and_can_be_switched_off(client):
    uri = await open_doc(client, TEXT, "inlay.mlir")
    await wait_diagnostics(client, uri, version=1)
    hints = await _hints(client, uri)
    assert [(h.position.line, h.position.character, h.label) for h in hints] == [
        (0, 31, "not owned"),
        (2, 4, "owned if %c"),
    ]
    client.workspace_did_change_configuration(
        lsp.DidChangeConfigurationParams(settings={"bufls": {"inlay-hints": False}})
    )
    for _ in range(500):
        if not await _hints(client, uri):
            break
        await asyncio.sleep(0.01)
    assert not await _hints(client, uri)
