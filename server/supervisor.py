"""``bufls --stdio`` as a supervisor of a worker server it can replace.

The supervisor relays LSP messages between the client and a worker process
(the real server, ``BUFLS_WORKER=1 python -m bufls --stdio``).  It keeps what
a new worker needs to take over: the ``initialize`` parameters, the last
settings, and the text and version of every open document.  When the
worker's resident memory has grown by ``GROWTH`` over what it held after its
first analysis (when it said, ``bufls/settled``, a notification the client
never sees, that every open document is checked whole: a big file's first
diagnostics come before that), and no request is pending either way, it
starts a new worker
and sends it ``initialize`` while the old one keeps serving.  Once the new
one has answered, client messages wait until the old one has answered what
it owes; the old one is retired, and the new one gets ``initialized``, the
settings, a ``didOpen`` of every document and the messages that waited.  The
client sees fresh diagnostics of the same versions and nothing else (the new
process, started with ``BUFLS_TAKEOVER=1``, publishes no partial diagnostics
while it checks the texts again); what it asks meanwhile waits for the new
worker's analysis, not for its start.

Why: CPython returns a 1 MiB arena of small objects to the system only when
every object in it is gone, and thousands of edits leave the long-lived IR
spread thinly over arenas that were allocated at the peaks.  A new process
holding the same text needs a fraction of that memory.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import sys
from types import SimpleNamespace

from .opentext import OpenText

GROWTH = float(os.environ.get("BUFLS_WORKER_GROWTH", "1.1"))  # (tests replace workers with 0)
TAKEOVER_TIMEOUT = 120.0  # seconds for a new process to answer ``initialize``
RETIRE_TIMEOUT = 10.0  # seconds for the old one to exit after ``exit``
DRAIN_TIMEOUT = 30.0  # seconds for the old one to answer what it owes
_INIT_ID = "bufls-supervisor-initialize"
_SHUTDOWN_ID = "bufls-supervisor-shutdown"


def _frame(body: bytes) -> bytes:
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def _encode(msg: dict) -> bytes:
    return _frame(json.dumps(msg, separators=(",", ":")).encode())


async def _read(reader: asyncio.StreamReader) -> bytes | None:
    """The body of the next message, or None at the end of the stream (a
    body cut short by it included).  Headers without a valid
    ``Content-Length`` are skipped, with a line on stderr."""
    length = None
    while True:
        line = await reader.readline()
        if not line:
            return None
        line = line.strip()
        if not line:
            if length is not None:
                break
            continue
        key, _, value = line.decode("ascii", "replace").partition(":")
        if key.strip().lower() == "content-length":
            try:
                length = int(value.strip())
            except ValueError:
                print(f"bufls: skipped a message header with an invalid length: {line[:80]!r}", file=sys.stderr)
    try:
        return await reader.readexactly(length)
    except asyncio.IncompleteReadError:
        return None


_PUBLISH = b'"textDocument/publishDiagnostics"'


_RAW_RESPONSE = re.compile(rb'\{"id":(-?\d+|"(?:[^"\\]|\\.)*"),"jsonrpc":"2\.0","result":')


def _worker_message(body: bytes) -> dict:
    """What the relay needs of a message from the worker.  The diagnostics
    it publishes or answers a pull with, often the biggest messages, are not
    parsed: a publish's ``method`` comes after its ``params`` (pygls writes
    it so, and so does ``wire.py``), so it is found at the end; a pulled
    report is written with its ``id`` first (``server._Protocol``)."""
    if _PUBLISH in body[-96:]:
        return {"method": "textDocument/publishDiagnostics"}
    if len(body) > 4096 and (m := _RAW_RESPONSE.match(body)) is not None:
        return {"id": json.loads(m.group(1))}
    try:
        return json.loads(body)
    except ValueError:
        return {}


def _rss(pid: int) -> int | None:
    try:
        with open(f"/proc/{pid}/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return None


def _namespace(value):
    if isinstance(value, dict):
        return SimpleNamespace(**{k: _namespace(v) for k, v in value.items()})
    if isinstance(value, list):
        return [_namespace(v) for v in value]
    return value


_SETTLED = "bufls/settled"  # from the worker: every open document is checked whole (not relayed)


class _Worker:
    def __init__(self, proc: asyncio.subprocess.Process):
        self.proc = proc
        self.baseline: int | None = None
        self.settled = False  # it said every open document is checked, and none was opened since

    def send(self, data: bytes) -> None:
        self.proc.stdin.write(data)


class Supervisor:
    def __init__(self, write_client):
        self.write_client = write_client
        self.worker: _Worker | None = None
        self.init: dict | None = None
        self.initialized = False
        self.settings: dict | None = None
        self.docs: dict[str, tuple[str, OpenText]] = {}  # uri -> (languageId, text)
        self.encoding = "utf-16"
        self.client_pending: set = set()  # ids the worker owes the client
        self.worker_pending: set = set()  # ids the client owes the worker
        self.replacing = False
        self.holding = False  # client messages wait (replacing)
        self.held: list[bytes] = []
        self.held_ids: set = set()  # requests among them
        self.replaced = 0
        self.enabled = True
        self.closing = False  # the client asked for shutdown
        self._next: _Worker | None = None
        self.done = asyncio.get_running_loop().create_future()

    # -- workers --------------------------------------------------------------
    async def _start_worker(self) -> _Worker:
        env = dict(os.environ, BUFLS_WORKER="1")
        if self.worker is not None:  # a new one: the client saw complete diagnostics, no partial again
            env["BUFLS_TAKEOVER"] = "1"
        proc = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "bufls",
            "--stdio",
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            env=env,
            limit=1 << 30,
        )
        worker = _Worker(proc)
        asyncio.get_running_loop().create_task(self._from_worker(worker))
        return worker

    async def _from_worker(self, worker: _Worker) -> None:
        while True:
            body = await _read(worker.proc.stdout)
            if body is None:
                break
            if worker is not self.worker:
                if self.replacing and worker is self._next:
                    self._during_takeover(body)
                continue  # a retired worker: its output is dropped
            msg = _worker_message(body)
            if msg.get("method") == _SETTLED:
                self._settled(worker)
                continue
            if "method" not in msg and "id" in msg:
                self.client_pending.discard(msg["id"])
                if msg["id"] == (self.init or {}).get("id"):
                    caps = (msg.get("result") or {}).get("capabilities") or {}
                    self.encoding = caps.get("positionEncoding") or "utf-16"
            elif "id" in msg:
                self.worker_pending.add(msg["id"])
            self.write_client(_frame(body))
            if msg.get("method") == "textDocument/publishDiagnostics":
                self._maybe_replace()
        if worker is self.worker and not self.done.done():
            self.done.set_result(await worker.proc.wait())
        elif self.replacing and worker is self._next and not self._takeover.done():
            self._takeover.set_exception(EOFError("the new analysis process exited"))

    def _during_takeover(self, body: bytes) -> None:
        msg = json.loads(body)
        if msg.get("id") == _INIT_ID and "method" not in msg:
            self._takeover.set_result(msg)
        elif "method" in msg and "id" in msg:  # a request to the client (registration...)
            self.worker_pending.add(msg["id"])
            self.write_client(_frame(body))

    def _settled(self, worker: _Worker) -> None:
        """The worker checked every open document whole: the first time, its
        memory is the baseline (the memory after a partial analysis, when it
        published the diagnostics of the visible functions, would be lower
        than that of the analysis itself, not a sign of fragmentation)."""
        worker.settled = True
        if worker.baseline is None:
            worker.baseline = _rss(worker.proc.pid)

    def _maybe_replace(self) -> None:
        w = self.worker
        rss = _rss(w.proc.pid)
        if rss is None or self.replacing or not self.initialized or not self.enabled or self.closing:
            return
        if w.baseline is None or not w.settled:  # still analysing what it was given
            return
        if rss > w.baseline * GROWTH and not self.client_pending and not self.worker_pending:
            self.replacing = True
            asyncio.get_running_loop().create_task(self._replace())

    async def _replace(self) -> None:
        self._takeover = asyncio.get_running_loop().create_future()
        try:
            self._next = await self._start_worker()
            self._next.send(_encode(dict(self.init, id=_INIT_ID)))
            await asyncio.wait_for(self._takeover, TAKEOVER_TIMEOUT)
        except (TimeoutError, OSError, EOFError) as exc:
            self._keep_old(
                None if self.closing else f"could not start a new analysis process ({exc}); keeping this one",
                for_good=True,
            )
            return
        # the texts as the old process has them; what the client sends from
        # now on waits, and goes to the new one after them
        opens = [
            _encode(
                {
                    "jsonrpc": "2.0",
                    "method": "textDocument/didOpen",
                    "params": {
                        "textDocument": {"uri": uri, "languageId": lang, "version": doc.version, "text": doc.text}
                    },
                }
            )
            for uri, (lang, doc) in self.docs.items()
        ]
        self.holding = True
        if not await self._drained():
            self._keep_old("the analysis process still owes answers; not replaced this time", for_good=False)
            return
        # the old process goes before the new one analyses: the two never
        # hold an analysed module at the same time
        old, self.worker, self._next = self.worker, self._next, None  # old's output is dropped now
        old.send(_encode({"jsonrpc": "2.0", "id": _SHUTDOWN_ID, "method": "shutdown"}))
        old.send(_encode({"jsonrpc": "2.0", "method": "exit"}))
        try:
            await asyncio.wait_for(old.proc.wait(), RETIRE_TIMEOUT)
        except TimeoutError:
            old.proc.kill()
        self.worker.send(_encode({"jsonrpc": "2.0", "method": "initialized", "params": {}}))
        if self.settings is not None:
            self.worker.send(_encode(self.settings))
        for data in opens:
            self.worker.send(data)
        self._release()
        self.replaced += 1
        self._log(4, f"bufls: analysis process replaced to give its memory back ({self.replaced} so far)")

    async def _drained(self) -> bool:
        """Wait until no request is pending either way (the client's answers
        still reach the old process); False after ``DRAIN_TIMEOUT``."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + DRAIN_TIMEOUT
        while (self.client_pending - self.held_ids) or self.worker_pending:
            if loop.time() > deadline:
                return False
            await asyncio.sleep(0.01)
        return True

    def _release(self) -> None:
        """Send the messages that waited, in order, and stop holding."""
        for data in self.held:
            self.worker.send(data)
        self.held, self.held_ids = [], set()
        self.holding = self.replacing = False

    def _keep_old(self, message: str | None, for_good: bool) -> None:
        """The new process is not taken: the old one goes on (for good
        when a new one could not start or the client shuts down)."""
        self._stop_next()
        self._next = None
        self._release()
        if for_good:
            self.enabled = False
        if message:
            self._log(2 if for_good else 4, "bufls: " + message)

    def _stop_next(self) -> None:
        if self._next is not None and self._next.proc.returncode is None:
            self._next.proc.kill()

    def _log(self, kind: int, message: str) -> None:
        self.write_client(
            _encode({"jsonrpc": "2.0", "method": "window/logMessage", "params": {"type": kind, "message": message}})
        )

    # -- the client -----------------------------------------------------------
    def _track(self, msg: dict) -> None:
        method = msg.get("method")
        params = msg.get("params") or {}
        if method is None:
            self.worker_pending.discard(msg.get("id"))
        elif "id" in msg:
            self.client_pending.add(msg["id"])
            if method == "initialize":
                self.init = msg
            elif method == "shutdown":  # the old process stays to the end: a new one is not wanted
                self.closing = True
                self._stop_next()
        elif method == "initialized":
            self.initialized = True
        elif method == "workspace/didChangeConfiguration":
            self.settings = msg
        elif method == "textDocument/didOpen":
            if self.worker is not None:
                self.worker.settled = False  # until it says it checked this one too
            td = params["textDocument"]
            self.docs[td["uri"]] = (
                td.get("languageId", "mlir"),
                OpenText(td["text"], td.get("version"), self.encoding),
            )
        elif method == "textDocument/didChange":
            entry = self.docs.get(params["textDocument"]["uri"])
            if entry is not None:
                entry[1].apply(_namespace(params["contentChanges"]))
                entry[1].version = params["textDocument"].get("version")
        elif method == "textDocument/didClose":
            self.docs.pop(params["textDocument"]["uri"], None)

    async def from_client(self, reader: asyncio.StreamReader) -> None:
        while True:
            body = await _read(reader)
            if body is None:
                break
            msg = None
            try:
                msg = json.loads(body)
                self._track(msg)
            except (ValueError, LookupError, TypeError, AttributeError):
                # the worker answers what it cannot read, as before; but the
                # texts kept here may be wrong now: never replace it
                self.enabled = False
            answer = isinstance(msg, dict) and "method" not in msg  # to a request of the worker's
            if self.holding and not answer:
                self.held.append(_frame(body))
                if isinstance(msg, dict) and "id" in msg:
                    self.held_ids.add(msg["id"])
            else:
                self.worker.send(_frame(body))
        if self.worker is not None and self.worker.proc.stdin is not None:
            self.worker.proc.stdin.close()


async def _main() -> int:
    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader(limit=1 << 30)
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin.buffer)
    out = sys.stdout.buffer

    def write(data: bytes) -> None:
        out.write(data)
        out.flush()

    sup = Supervisor(write)
    sup.worker = await sup._start_worker()
    # the task stays referenced by the stream reader it waits on
    loop.create_task(sup.from_client(reader))  # noqa: RUF006
    return await sup.done


def run() -> int:
    try:
        return asyncio.run(_main())
    except KeyboardInterrupt:
        return 130
