"""Pull diagnostics end to end: a client that pulls (and can be told to pull
again) gets, by textDocument/diagnostic, what a client that is pushed to
gets by publishDiagnostics, with a resultId that says "unchanged" while the
diagnostics are; nothing is pushed to it for its documents, and a pushed-to
client is not offered pulls (a client keeps the two apart: it would show
each diagnostic twice)."""

from __future__ import annotations

import asyncio

import pytest
from lsp_testing import EXAMPLES, open_doc, wait_diagnostics
from lsprotocol import types as lsp
from pygls.protocol import default_converter

LEAK = (EXAMPLES / "leak.mlir").read_text()


def _json(diags) -> list:
    return default_converter().unstructure(list(diags))


async def pull(client, uri: str, previous: str | None = None):
    return await client.text_document_diagnostic_async(
        lsp.DocumentDiagnosticParams(text_document=lsp.TextDocumentIdentifier(uri=uri), previous_result_id=previous)
    )


def change(client, uri: str, version: int, line: int, text: str) -> None:
    pos = lsp.Position(line=line, character=0)
    client.text_document_did_change(
        lsp.DidChangeTextDocumentParams(
            text_document=lsp.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[lsp.TextDocumentContentChangePartial(range=lsp.Range(start=pos, end=pos), text=text)],
        )
    )


@pytest.mark.asyncio
async def test_the_pulled_diagnostics_are_those_pushed_to_other_clients(pull_client, client):
    assert pull_client.server_capabilities.diagnostic_provider is not None
    pulled_uri = await open_doc(pull_client, LEAK, "leak.mlir")
    report = await pull(pull_client, pulled_uri)
    assert report.kind == "full" and report.result_id
    pushed_uri = await open_doc(client, LEAK, "leak.mlir")
    pushed = await wait_diagnostics(client, pushed_uri, version=1)
    assert pushed_uri == pulled_uri  # (the same file: both clients have the test's folder)
    assert _json(report.items) == _json(pushed)
    assert sorted(str(d.code) for d in report.items) == ["BUF001", "BUF002"]
    await asyncio.sleep(0.2)
    assert [p for p in pull_client.published if p.uri == pulled_uri] == []  # nothing pushed besides


@pytest.mark.asyncio
async def test_unchanged_while_the_diagnostics_are_the_same(pull_client):
    client = pull_client
    uri = await open_doc(client, LEAK, "leak.mlir")
    first = await pull(client, uri)
    assert (await pull(client, uri, first.result_id)).kind == "unchanged"
    change(client, uri, 2, LEAK.count("\n"), "// a comment at the end\n")  # moves nothing
    same = await pull(client, uri, first.result_id)
    assert same.kind == "unchanged" and same.result_id == first.result_id
    change(client, uri, 3, 0, "// a line above everything\n")  # moves every diagnostic a line down
    moved = await pull(client, uri, first.result_id)
    assert moved.kind == "full" and moved.result_id != first.result_id
    assert [d.range.start.line for d in moved.items] == [d.range.start.line + 1 for d in first.items]


@pytest.mark.asyncio
async def test_a_report_that_grows_for_the_same_version_makes_the_client_pull_again(pull_client):
    client = pull_client
    text = "".join(
        f"func.func @f{k}(%v: f32, %i: index) {{\n  %a = memref.alloc() : memref<8xf32>\n"
        f"  memref.store %v, %a[%i] : memref<8xf32>\n  return\n}}\n\n"
        for k in range(60)
    )
    uri = await open_doc(client, text, "big.mlir")
    first = await pull(client, uri)  # the top of the file: the functions on screen
    loop = asyncio.get_running_loop()
    deadline = loop.time() + 60
    report = first
    while len(report.items) < 60 and loop.time() < deadline:
        await asyncio.sleep(0.05)
        if client.diagnostic_refresh_count:
            report = await pull(client, uri, report.result_id)
    assert len(first.items) < 60 <= len(report.items) and client.diagnostic_refresh_count >= 1
    final = {d.range.start.line: d for d in report.items}
    assert all(final[d.range.start.line] == d for d in first.items)


@pytest.mark.asyncio
async def test_a_closed_document_has_nothing_to_pull(pull_client):
    client = pull_client
    uri = await open_doc(client, LEAK, "leak.mlir")
    assert (await pull(client, uri)).items
    client.text_document_did_close(lsp.DidCloseTextDocumentParams(text_document=lsp.TextDocumentIdentifier(uri=uri)))
    assert list((await pull(client, uri)).items) == []
