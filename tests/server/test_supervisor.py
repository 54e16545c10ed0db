"""server/supervisor.py without processes: framing, what it keeps for a new
analysis process, and giving up when one does not start (the end-to-end
tests are in tests/lsp/test_supervisor.py)."""

from __future__ import annotations

import asyncio
import json
import os
from types import SimpleNamespace

from bufls.server import supervisor


class _FakeWorker:
    def __init__(self):
        self.got: list[bytes] = []
        self.proc = SimpleNamespace(pid=os.getpid(), returncode=None, kill=lambda: None)

    def send(self, data: bytes) -> None:
        self.got.append(data)


def _message(method, params=None, id=None) -> dict:
    msg = {"jsonrpc": "2.0", "method": method, "params": params or {}}
    if id is not None:
        msg["id"] = id
    return msg


def test_frames_are_read_back_whole_and_in_order():
    async def scenario():
        reader = asyncio.StreamReader()
        one, two = _message("a", {"x": "é" * 3}), _message("b", id=7)
        reader.feed_data(supervisor._encode(one) + b"content-length: 2\r\n\r\n{}" + supervisor._encode(two))
        reader.feed_eof()
        return [await supervisor._read(reader) for _ in range(4)], one, two

    bodies, one, two = asyncio.run(scenario())
    assert [json.loads(b) for b in bodies[:3]] == [one, {}, two] and bodies[3] is None


def test_it_keeps_the_newest_text_settings_and_pending_requests():
    async def scenario():
        sup = supervisor.Supervisor(lambda data: None)
        uri = "file:///w/a.mlir"
        for msg in (_message("initialize", {"capabilities": {}}, id=1), _message("initialized"),
                    _message("textDocument/didOpen", {"textDocument": {
                        "uri": uri, "languageId": "mlir", "version": 1, "text": "a\nb€\nc\n"}}),
                    _message("textDocument/didChange", {"textDocument": {"uri": uri, "version": 2}, "contentChanges": [
                        {"range": {"start": {"line": 1, "character": 2}, "end": {"line": 2, "character": 0}},
                         "text": "X\n"}]}),
                    _message("workspace/didChangeConfiguration", {"settings": {"bufls": {"debounce-ms": 5}}}),
                    _message("textDocument/hover", {}, id=2)):
            sup._track(msg)
        return sup, uri

    sup, uri = asyncio.run(scenario())
    lang, text = sup.docs[uri]
    assert (lang, text.text, text.version) == ("mlir", "a\nb€X\nc\n", 2)
    assert sup.initialized and sup.settings["params"]["settings"]["bufls"]["debounce-ms"] == 5
    assert sup.client_pending == {1, 2}


def test_a_new_process_that_does_not_start_leaves_the_old_one_serving():
    async def scenario():
        sent: list[bytes] = []
        sup = supervisor.Supervisor(sent.append)
        old = sup.worker = _FakeWorker()

        async def cannot_start():
            raise OSError("no interpreter")

        sup._start_worker = cannot_start
        sup.init = _message("initialize", {"capabilities": {}}, id=1)
        sup.replacing, sup.held = True, [b"held message"]
        await sup._replace()
        return sup, old, sent

    sup, old, sent = asyncio.run(scenario())
    assert old.got == [b"held message"] and sup.worker is old
    assert not sup.replacing and not sup.enabled
    assert b"could not start a new analysis process" in sent[-1]


def test_a_message_it_cannot_follow_is_relayed_and_turns_replacement_off():
    async def scenario():
        sup = supervisor.Supervisor(lambda data: None)
        worker = sup.worker = _FakeWorker()
        reader = asyncio.StreamReader()
        broken = b'{"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {"textDocument": 3}}'
        reader.feed_data(supervisor._frame(b"{not json") + supervisor._frame(broken))
        reader.feed_eof()
        worker.proc.stdin = SimpleNamespace(close=lambda: None)
        await sup.from_client(reader)
        return sup, worker

    sup, worker = asyncio.run(scenario())
    assert len(worker.got) == 2 and worker.got[0].endswith(b"{not json")
    assert not sup.enabled


def test_published_diagnostics_are_recognised_without_parsing_them():
    from lsprotocol import types as lsp
    from pygls.protocol import default_converter

    convert = default_converter()
    diagnostic = lsp.Diagnostic(range=lsp.Range(start=lsp.Position(line=0, character=0),
                                                end=lsp.Position(line=0, character=1)), message="x" * 50)
    publish = lsp.PublishDiagnosticsNotification(params=lsp.PublishDiagnosticsParams(
        uri="file:///a.mlir", diagnostics=[diagnostic] * 100, version=3))
    body = json.dumps(convert.unstructure(publish)).encode()      # as pygls writes it
    assert supervisor._worker_message(body) == {"method": "textDocument/publishDiagnostics"}
    response = json.dumps(convert.unstructure(lsp.HoverResponse(id=4, result=None))).encode()
    assert supervisor._worker_message(response)["id"] == 4
