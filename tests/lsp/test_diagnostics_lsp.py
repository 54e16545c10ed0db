"""Diagnostics end to end: open, incremental change, save, close, settings."""

from __future__ import annotations

import asyncio

import pytest
from lsp_testing import EXAMPLES, open_doc, wait_diagnostics
from lsprotocol import types as lsp

LEAK = (EXAMPLES / "leak.mlir").read_text()

CLEAN = """func.func @f() {
  %a = memref.alloc() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}
"""


def _codes(diags):
    return sorted(str(d.code) for d in diags)


@pytest.mark.asyncio
async def test_open_publishes_the_leak_and_the_double_free(client):
    uri = await open_doc(client, LEAK, "leak.mlir")
    diags = await wait_diagnostics(client, uri, version=1)
    assert _codes(diags) == ["BUF001", "BUF002"]
    leak = next(d for d in diags if d.code == "BUF001")
    assert leak.source == "bufls"
    assert leak.code_description.href.endswith("/docs/diagnostics.md#buf001")
    assert leak.range.start.line == LEAK[: LEAK.index("memref.alloc")].count("\n")
    assert leak.related_information, "the leaking exit is a related location"


@pytest.mark.asyncio
async def test_incremental_change_removes_the_free_and_reports_the_leak(client):
    uri = await open_doc(client, CLEAN)
    assert await wait_diagnostics(client, uri, version=1) == []
    line = 2  # the dealloc line, deleted with an incremental change
    client.text_document_did_change(
        lsp.DidChangeTextDocumentParams(
            text_document=lsp.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[
                lsp.TextDocumentContentChangePartial(
                    range=lsp.Range(
                        start=lsp.Position(line=line, character=0), end=lsp.Position(line=line + 1, character=0)
                    ),
                    text="",
                )
            ],
        )
    )
    diags = await wait_diagnostics(client, uri, version=2)
    assert _codes(diags) == ["BUF201"]


@pytest.mark.asyncio
async def test_syntax_error_keeps_the_other_functions_diagnostics(client):
    text = LEAK.replace(
        "func.func @double_free_on_error_path", "func.func @broken(%x: ) {\n}\nfunc.func @double_free_on_error_path", 1
    )
    uri = await open_doc(client, text, "broken.mlir")
    diags = await wait_diagnostics(client, uri, version=1)
    assert "syntax" in _codes(diags)
    assert {"BUF001", "BUF002"} <= set(_codes(diags))


@pytest.mark.asyncio
async def test_only_the_newest_version_is_published(client):
    uri = await open_doc(client, CLEAN)
    await wait_diagnostics(client, uri, version=1)
    for v in range(2, 12):
        client.text_document_did_change(
            lsp.DidChangeTextDocumentParams(
                text_document=lsp.VersionedTextDocumentIdentifier(uri=uri, version=v),
                content_changes=[lsp.TextDocumentContentChangeWholeDocument(text=CLEAN + f"// {v}\n")],
            )
        )
    await wait_diagnostics(client, uri, version=11)
    versions = [p.version for p in client.published if p.uri == uri]
    assert versions == sorted(versions), versions
    assert versions[-1] == 11


@pytest.mark.asyncio
async def test_close_clears_the_diagnostics(client):
    uri = await open_doc(client, LEAK, "leak.mlir")
    await wait_diagnostics(client, uri, version=1)
    client.text_document_did_close(lsp.DidCloseTextDocumentParams(text_document=lsp.TextDocumentIdentifier(uri=uri)))
    for _ in range(500):
        last = [p for p in client.published if p.uri == uri][-1]
        if not last.diagnostics:
            break
        await asyncio.sleep(0.01)
    assert list(last.diagnostics) == []


@pytest.mark.asyncio
async def test_severity_setting_from_did_change_configuration(client):
    uri = await open_doc(client, LEAK, "leak.mlir")
    await wait_diagnostics(client, uri, version=1)
    count = len(client.published)
    client.workspace_did_change_configuration(
        lsp.DidChangeConfigurationParams(settings={"bufls": {"severity": {"BUF001": "off"}}})
    )
    for _ in range(1000):
        if len(client.published) > count:
            break
        await asyncio.sleep(0.01)
    assert _codes(client.published[-1].diagnostics) == ["BUF002"]


@pytest.mark.asyncio
async def test_workspace_config_file_applies(client):
    (client.workspace_root / "bufls.toml").write_text('severity = { BUF002 = "off" }\n')
    uri = await open_doc(client, LEAK, "leak.mlir")
    assert _codes(await wait_diagnostics(client, uri, version=1)) == ["BUF001"]
