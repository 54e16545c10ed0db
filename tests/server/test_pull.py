"""Pull diagnostics without a client: who pulls, the reports and their
result ids, the refresh asked when a pulled report changes, and the raw
answer the supervisor relays without reading it."""

from __future__ import annotations

import asyncio
import json
from types import SimpleNamespace

import pytest
from lsprotocol import types as lsp

from bufls.core.services.incremental import Analyzer
from bufls.server import supervisor
from bufls.server.convert import attach_lines
from bufls.server.opentext import OpenText
from bufls.server.pull import PullDiagnostics, RawJson, client_pulls
from bufls.server.server import create_server
from bufls.server.wire import WireDiagnostics

URI = "file:///tmp/bufls-tests/pull.mlir"
LEAKY = "func.func @f() {\n  %a = memref.alloc() : memref<4xf32>\n  return\n}\n"
CLEAN = "func.func @f() {\n  return\n}\n"


def _caps(diagnostic: bool, refresh: bool | None) -> lsp.ClientCapabilities:
    return lsp.ClientCapabilities(
        text_document=lsp.TextDocumentClientCapabilities(
            diagnostic=lsp.DiagnosticClientCapabilities() if diagnostic else None
        ),
        workspace=lsp.WorkspaceClientCapabilities(
            diagnostics=None if refresh is None else lsp.DiagnosticWorkspaceClientCapabilities(refresh_support=refresh)
        ),
    )


@pytest.mark.parametrize(
    ("caps", "pulls"),
    [
        (_caps(True, True), True),
        (_caps(True, False), False),  # could not be told of diagnostics that change with no edit
        (_caps(True, None), False),  # (Neovim 0.10 and 0.11)
        (_caps(False, True), False),
        (None, False),
    ],
)
def test_a_client_pulls_when_it_can_and_can_be_told_to_pull_again(caps, pulls):
    assert client_pulls(caps) is pulls


class _Doc:
    def __init__(self, text: str, version: int = 1):
        self.uri = URI
        self.version = version
        self.text = OpenText(text, version)
        self.analyzer = Analyzer("/tmp/bufls-tests/pull.mlir")
        self.wire = WireDiagnostics(URI, "/tmp/bufls-tests/pull.mlir")

    def snapshot(self, text: str | None = None, version: int | None = None):
        if text is not None:
            self.text.set_text(text)
            self.version = version
        snap = self.analyzer.update(self.text.text, self.version)
        attach_lines(snap, self.text.lines())
        return snap


class _Server:
    def __init__(self, doc):
        self.requests = []
        self.protocol = SimpleNamespace(send_request=lambda method, params: self.requests.append(method))
        self.documents = SimpleNamespace(get=lambda uri: doc if uri == URI else None)


def _params(previous=None, uri=URI):
    return lsp.DocumentDiagnosticParams(text_document=lsp.TextDocumentIdentifier(uri=uri), previous_result_id=previous)


def _report(raw: RawJson) -> dict:
    return json.loads(raw.text)


def test_result_ids_change_with_the_diagnostics_only_and_a_changed_pulled_report_asks_for_a_refresh():
    async def scenario():
        doc = _Doc(LEAKY)
        server = _Server(doc)
        reports = PullDiagnostics(server)
        waiting = asyncio.ensure_future(reports.pull(_params()))  # before any analysis: waits
        await asyncio.sleep(0)
        reports.offer(doc, doc.snapshot())
        first = _report(await waiting)
        again = _report(await reports.pull(_params(first["resultId"])))
        reports.offer(doc, doc.snapshot(LEAKY + "// end\n", 2))  # same diagnostics, new version
        same = _report(await reports.pull(_params(first["resultId"])))
        reports.offer(doc, doc.snapshot(CLEAN, 2))  # same version, other diagnostics: pulled, so refresh
        refreshed = list(server.requests)
        cleared = _report(await reports.pull(_params(first["resultId"])))
        return first, again, same, refreshed, cleared

    first, again, same, refreshed, cleared = asyncio.run(scenario())
    assert first["kind"] == "full" and [d["code"] for d in first["items"]] == ["BUF201"]
    assert again == {"kind": "unchanged", "resultId": first["resultId"]}
    assert same == again
    assert refreshed == [lsp.WORKSPACE_DIAGNOSTIC_REFRESH]
    assert cleared["kind"] == "full" and cleared["items"] == [] and cleared["resultId"] != first["resultId"]


def test_a_document_not_open_or_closed_while_pulled_has_nothing():
    async def scenario():
        doc = _Doc(LEAKY)
        reports = PullDiagnostics(_Server(doc))
        other = _report(await reports.pull(_params(uri="file:///elsewhere.mlir")))
        waiting = asyncio.ensure_future(reports.pull(_params()))
        await asyncio.sleep(0)
        reports.forget(URI)
        return other, _report(await waiting)

    other, closed = asyncio.run(scenario())
    assert other == closed == {"kind": "full", "items": []}


def test_a_pulled_report_is_answered_as_json_the_supervisor_does_not_read():
    server = create_server()
    sent = []
    server.protocol.set_writer(SimpleNamespace(write=sent.append))
    items = ",".join(['{"message":"' + "x" * 100 + '"}'] * 100)
    server.protocol._send_response(7, RawJson('{"kind":"full","resultId":"a-1","items":[' + items + "]}"))
    [data] = sent
    body = data.split(b"\r\n\r\n", 1)[1]
    assert json.loads(body)["result"]["resultId"] == "a-1" and json.loads(body)["id"] == 7
    assert supervisor._worker_message(body) == {"id": 7}
    server.protocol._send_response("req-8", RawJson('{"kind":"unchanged","resultId":"a-1"}'))
    assert json.loads(sent[-1].split(b"\r\n\r\n", 1)[1]) == {
        "id": "req-8",
        "jsonrpc": "2.0",
        "result": {"kind": "unchanged", "resultId": "a-1"},
    }
