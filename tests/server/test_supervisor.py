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
        self.killed = False

        async def wait():
            return 0

        def kill():
            self.killed = True

        self.proc = SimpleNamespace(
            pid=os.getpid(), returncode=None, kill=kill, wait=wait, stdin=SimpleNamespace(close=lambda: None)
        )

    def send(self, data: bytes) -> None:
        self.got.append(data)

    def messages(self) -> list[dict]:
        return [json.loads(data.partition(b"\r\n\r\n")[2]) for data in self.got]


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


def test_a_header_with_a_bad_length_is_skipped_and_a_cut_body_ends_the_stream(capsys):
    async def scenario():
        reader = asyncio.StreamReader()
        one = _message("a", id=1)
        reader.feed_data(b"Content-Length: abc\r\n\r\n" + supervisor._encode(one) + b"Content-Length: 50\r\n\r\n{}")
        reader.feed_eof()
        return [await supervisor._read(reader) for _ in range(2)], one

    bodies, one = asyncio.run(scenario())
    assert json.loads(bodies[0]) == one and bodies[1] is None
    assert "invalid length" in capsys.readouterr().err


def test_it_keeps_the_newest_text_settings_and_pending_requests():
    async def scenario():
        sup = supervisor.Supervisor(lambda data: None)
        uri = "file:///w/a.mlir"
        for msg in (
            _message("initialize", {"capabilities": {}}, id=1),
            _message("initialized"),
            _message(
                "textDocument/didOpen",
                {"textDocument": {"uri": uri, "languageId": "mlir", "version": 1, "text": "a\nb€\nc\n"}},
            ),
            _message(
                "textDocument/didChange",
                {
                    "textDocument": {"uri": uri, "version": 2},
                    "contentChanges": [
                        {
                            "range": {"start": {"line": 1, "character": 2}, "end": {"line": 2, "character": 0}},
                            "text": "X\n",
                        }
                    ],
                },
            ),
            _message("workspace/didChangeConfiguration", {"settings": {"bufls": {"debounce-ms": 5}}}),
            _message("textDocument/hover", {}, id=2),
        ):
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
    diagnostic = lsp.Diagnostic(
        range=lsp.Range(start=lsp.Position(line=0, character=0), end=lsp.Position(line=0, character=1)),
        message="x" * 50,
    )
    publish = lsp.PublishDiagnosticsNotification(
        params=lsp.PublishDiagnosticsParams(uri="file:///a.mlir", diagnostics=[diagnostic] * 100, version=3)
    )
    body = json.dumps(convert.unstructure(publish)).encode()  # as pygls writes it
    assert supervisor._worker_message(body) == {"method": "textDocument/publishDiagnostics"}
    response = json.dumps(convert.unstructure(lsp.HoverResponse(id=4, result=None))).encode()
    assert supervisor._worker_message(response)["id"] == 4


_URI = "file:///w/a.mlir"


async def _takeover_started(old: _FakeWorker, new: _FakeWorker):
    """A supervisor serving ``old`` that has just started ``new`` (which has
    not answered ``initialize`` yet), and the client's stream into it."""
    sent: list[bytes] = []
    sup = supervisor.Supervisor(sent.append)
    sup.worker = old

    async def start():
        return new

    sup._start_worker = start
    for msg in (
        _message("initialize", {"capabilities": {}}, id=1),
        _message("initialized"),
        _message(
            "textDocument/didOpen", {"textDocument": {"uri": _URI, "languageId": "mlir", "version": 1, "text": "a\n"}}
        ),
    ):
        sup._track(msg)
    sup.client_pending.clear()
    reader = asyncio.StreamReader()
    client = asyncio.get_running_loop().create_task(sup.from_client(reader))
    sup.replacing = True
    replace = asyncio.get_running_loop().create_task(sup._replace())
    await asyncio.sleep(0.01)
    return sup, reader, client, replace, sent


async def _send(reader: asyncio.StreamReader, msg: dict) -> None:
    reader.feed_data(supervisor._encode(msg))
    await asyncio.sleep(0.01)


_CHANGE = _message(
    "textDocument/didChange",
    {
        "textDocument": {"uri": _URI, "version": 2},
        "contentChanges": [
            {"range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 1}}, "text": "b"}
        ],
    },
)


def test_the_old_process_serves_while_the_new_one_starts_and_what_waits_follows_the_texts():
    async def scenario():
        old, new = _FakeWorker(), _FakeWorker()
        sup, reader, client, replace, _sent = await _takeover_started(old, new)
        await _send(reader, _message("textDocument/hover", {}, id=5))  # before the new one answered
        sup._takeover.set_result({"id": supervisor._INIT_ID, "result": {}})
        await asyncio.sleep(0.01)
        await _send(reader, _CHANGE)  # waits: 5 is still owed
        await _send(reader, _message("textDocument/hover", {}, id=6))
        waiting = sup.holding and not replace.done()
        sup.client_pending.discard(5)  # the old one answers 5
        await asyncio.wait_for(replace, 1)
        reader.feed_eof()
        await client
        return sup, old, new, waiting

    sup, old, new, waiting = asyncio.run(scenario())
    assert waiting
    assert [m.get("method") for m in old.messages()] == ["textDocument/hover", "shutdown", "exit"]
    got = new.messages()
    assert [m.get("method") for m in got] == [
        "initialize",
        "initialized",
        "textDocument/didOpen",
        "textDocument/didChange",
        "textDocument/hover",
    ]
    assert got[2]["params"]["textDocument"]["text"] == "a\n" and got[2]["params"]["textDocument"]["version"] == 1
    assert sup.worker is new and not sup.holding and not sup.replacing and sup.replaced == 1
    assert sup.docs[_URI][1].text == "b\n"


def test_an_old_process_that_keeps_owing_an_answer_is_kept_this_time(monkeypatch):
    monkeypatch.setattr(supervisor, "DRAIN_TIMEOUT", 0.05)

    async def scenario():
        old, new = _FakeWorker(), _FakeWorker()
        sup, reader, client, replace, sent = await _takeover_started(old, new)
        await _send(reader, _message("textDocument/hover", {}, id=5))  # never answered
        sup._takeover.set_result({"id": supervisor._INIT_ID, "result": {}})
        await asyncio.sleep(0.01)
        await _send(reader, _CHANGE)
        await asyncio.wait_for(replace, 1)
        reader.feed_eof()
        await client
        return sup, old, new, sent

    sup, old, new, sent = asyncio.run(scenario())
    assert [m.get("method") for m in old.messages()] == ["textDocument/hover", "textDocument/didChange"]
    assert new.killed and sup.worker is old and sup.enabled and not sup.holding and not sup.replacing
    assert b"not replaced this time" in sent[-1]


def test_a_shutdown_while_a_new_process_starts_stops_it_quietly():
    async def scenario():
        old, new = _FakeWorker(), _FakeWorker()
        sup, reader, client, replace, sent = await _takeover_started(old, new)
        await _send(reader, _message("shutdown", id=9))
        if new.killed:  # what its reader then sees
            sup._takeover.set_exception(EOFError("the new analysis process exited"))
        await asyncio.wait_for(replace, 1)
        reader.feed_eof()
        await client
        return sup, old, new, sent

    sup, old, new, sent = asyncio.run(scenario())
    assert new.killed and sup.worker is old and not sup.replacing
    assert [m.get("method") for m in old.messages()] == ["shutdown"]
    assert sent == []  # no warning to the client


def test_growth_is_measured_from_the_memory_after_every_document_is_checked(monkeypatch):
    """A big file's first diagnostics come before its analysis ends: the
    baseline is the memory when the worker says ``bufls/settled`` (which the
    client never sees), and nothing is replaced while a document is being
    checked."""
    rss = {"now": 100}
    monkeypatch.setattr(supervisor, "_rss", lambda pid: rss["now"])

    async def scenario():
        sent: list[bytes] = []
        sup = supervisor.Supervisor(sent.append)
        sup.worker = worker = _FakeWorker()
        worker.baseline, worker.settled = None, False
        sup.initialized = True
        started = []

        async def replace():  # (only whether it would start one)
            started.append(True)
            sup.replacing = False

        sup._replace = replace
        reader = asyncio.StreamReader()
        publish = b'{"params":{"uri":"file:///a.mlir","diagnostics":[]},"method":"textDocument/publishDiagnostics"}'
        sup._maybe_replace()  # the first (partial) publish: no baseline from it
        rss["now"] = 150  # the rest checked
        body = supervisor._encode({"jsonrpc": "2.0", "method": supervisor._SETTLED})
        worker.proc.stdout = reader
        reader.feed_data(body + supervisor._frame(publish))
        reader.feed_eof()
        await sup._from_worker(worker)
        baseline, relayed = worker.baseline, [d for d in sent if b"bufls/settled" in d]
        rss["now"] = 200  # grown by a third since: replaced
        sup._maybe_replace()
        await asyncio.sleep(0)
        replaced = bool(started)
        started.clear()
        sup._track(
            _message("textDocument/didOpen", {"textDocument": {"uri": "file:///b.mlir", "text": "", "version": 1}})
        )
        rss["now"] = 400  # the new document being checked
        sup._maybe_replace()
        await asyncio.sleep(0)
        return baseline, relayed, replaced, bool(started), worker.settled

    baseline, relayed, replaced, replaced_while_checking, settled = asyncio.run(scenario())
    assert baseline == 150 and relayed == []
    assert replaced and not replaced_while_checking and not settled
