"""A small LSP client for benchmarks and soak tests: JSON-RPC over a server
subprocess's stdio with ``Content-Length`` framing, on asyncio.

    client = await LspClient.start([sys.executable, "-m", "bufls", "--stdio"])
    await client.initialize(root_uri)
    doc = Document(uri, text)
    await client.open(doc)
    pub = await client.wait_diagnostics(uri, version=1)
    ...
    await client.stop()

It knows only what a benchmark needs: requests with futures, notifications,
``publishDiagnostics`` kept per document with their arrival time (taken when
the message is read, so the event loop's own delays do not count),
``window/logMessage`` and ``window/showMessage`` kept in ``client.log``, the
server's stderr kept in ``client.stderr``, and a polite empty answer to any
request the server sends (``workspace/configuration``,
``client/registerCapability``, ``window/workDoneProgress/create``).

``Document`` holds the client's copy of the text as lines and turns an edit
(code-point positions) into the LSP change a client sends: an incremental
``{range, text}`` (UTF-16 columns) or the full text.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
import time
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass, field

__all__ = ["LspClient", "Document", "Published", "LspError", "proc_memory"]


class LspError(Exception):
    """An error answer of the server, or the server gone."""


@dataclass
class Published:
    """One ``textDocument/publishDiagnostics`` notification."""

    uri: str
    version: int | None
    diagnostics: list
    at: float  # time.perf_counter() when it was read
    seq: int  # order of arrival over the whole session


def utf16_col(line: str, col: int) -> int:
    head = line[:col]
    if head.isascii():
        return len(head)
    return len(head) + sum(1 for ch in head if ord(ch) > 0xFFFF)


class Document:
    """The client's copy of an open document.

    Positions given to ``edit`` are 0-based (line, code-point column); the
    change it returns has UTF-16 columns, as LSP wants by default."""

    def __init__(self, uri: str, text: str, language_id: str = "mlir"):
        self.uri = uri
        self.language_id = language_id
        self.lines = text.split("\n")
        self.version = 1

    @property
    def text(self) -> str:
        return "\n".join(self.lines)

    def edit(self, start: tuple[int, int], end: tuple[int, int], new: str, bump: bool = True) -> dict:
        """Replace [start, end) by ``new``; returns the incremental change
        (positions valid for the text *before* the edit) and bumps the version
        (not for the second and later changes of one ``didChange``: ``bump=False``)."""
        (sl, sc), (el, ec) = start, end
        change = {
            "range": {
                "start": {"line": sl, "character": utf16_col(self.lines[sl], sc)},
                "end": {"line": el, "character": utf16_col(self.lines[el], ec)},
            },
            "text": new,
        }
        prefix, suffix = self.lines[sl][:sc], self.lines[el][ec:]
        self.lines[sl : el + 1] = (prefix + new + suffix).split("\n")
        self.version += bump
        return change

    def end_of(self, start: tuple[int, int], new: str) -> tuple[int, int]:
        """Where the text ``new`` inserted at ``start`` ends."""
        parts = new.split("\n")
        if len(parts) == 1:
            return start[0], start[1] + len(new)
        return start[0] + len(parts) - 1, len(parts[-1])

    def get(self, start: tuple[int, int], end: tuple[int, int]) -> str:
        (sl, sc), (el, ec) = start, end
        if sl == el:
            return self.lines[sl][sc:ec]
        return "\n".join([self.lines[sl][sc:], *self.lines[sl + 1 : el], self.lines[el][:ec]])


def _descendants(pid: int) -> list[int]:
    out, todo = [], [pid]
    while todo:
        p = todo.pop()
        try:
            with open(f"/proc/{p}/task/{p}/children") as f:
                kids = [int(x) for x in f.read().split()]
        except OSError:
            kids = []
        out += kids
        todo += kids
    return out


def proc_memory(pid: int) -> dict[str, int]:
    """``VmRSS`` and ``VmHWM`` (peak RSS) of a process and its descendants
    (a supervisor and its worker), summed, in KiB (Linux)."""
    total: dict[str, int] = {}
    for p in [pid] + _descendants(pid):
        for k, v in _one_memory(p).items():
            total[k] = total.get(k, 0) + v
    return total


def _one_memory(pid: int) -> dict[str, int]:
    out = {}
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                key, _, rest = line.partition(":")
                if key in ("VmRSS", "VmHWM"):
                    out[key] = int(rest.split()[0])
    except OSError:
        pass
    return out


@dataclass
class _Waiter:
    uri: str
    version: int | None
    after_seq: int
    future: asyncio.Future = field(default=None)


class LspClient:
    def __init__(self, proc: asyncio.subprocess.Process, name: str):
        self.proc = proc
        self.name = name
        self.pid = proc.pid
        self._next_id = 0
        self._pending: dict[int, asyncio.Future] = {}
        self._waiters: list[_Waiter] = []
        self.published: dict[str, Published] = {}
        self.publish_count = 0
        self.log: list[tuple[int, str]] = []  # (MessageType, message)
        # the mark (see ``mark``) at each replacement bufls' supervisor reported:
        # what the new analysing process publishes comes after it
        self.replacement_marks: list[int] = []
        self.stderr: deque[str] = deque(maxlen=20000)  # the last lines of the server's stderr
        self.server_capabilities: dict = {}
        self.on_publish = None  # called with each Published
        self._reader = asyncio.ensure_future(self._read_loop())
        self._err_reader = asyncio.ensure_future(self._read_stderr())
        self.closed = asyncio.get_running_loop().create_future()

    # -- process ------------------------------------------------------------

    @classmethod
    async def start(
        cls, cmd: Sequence[str], env: dict | None = None, cwd: str | None = None, name: str | None = None
    ) -> LspClient:
        proc = await asyncio.create_subprocess_exec(
            *cmd,
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
            env=env,
            cwd=cwd,
            limit=1 << 26,
        )
        return cls(proc, name or os.path.basename(cmd[0]))

    def memory(self) -> dict[str, int]:
        return proc_memory(self.pid)

    @property
    def replacements(self) -> int:
        """How many times bufls' supervisor said it replaced its analysing process."""
        return len(self.replacement_marks)

    @property
    def alive(self) -> bool:
        return self.proc.returncode is None and not self.closed.done()

    async def stop(self, timeout: float = 10.0) -> int | None:
        """shutdown + exit; kill the process if it does not go."""
        if self.alive:
            try:
                await asyncio.wait_for(self.request("shutdown", None), timeout)
                await self.notify("exit", None)
            except (TimeoutError, LspError, ConnectionError, OSError):
                pass
        try:
            await asyncio.wait_for(self.proc.wait(), timeout)
        except TimeoutError:
            self.proc.kill()
            await self.proc.wait()
        for task in (self._reader, self._err_reader):
            try:
                await asyncio.wait_for(task, 2)
            except (TimeoutError, asyncio.CancelledError):
                task.cancel()
        return self.proc.returncode

    # -- wire ---------------------------------------------------------------

    @staticmethod
    def frame(message: dict) -> bytes:
        body = json.dumps(message, separators=(",", ":")).encode()
        return b"Content-Length: %d\r\n\r\n" % len(body) + body

    async def send_frame(self, frame: bytes) -> None:
        if not self.alive:
            raise LspError(f"{self.name}: server is gone (exit {self.proc.returncode})")
        self.proc.stdin.write(frame)
        await self.proc.stdin.drain()

    async def _send(self, message: dict) -> None:
        await self.send_frame(self.frame(message))

    async def _read_loop(self) -> None:
        reader = self.proc.stdout
        try:
            while True:
                length = None
                while True:
                    line = await reader.readline()
                    if not line:
                        return
                    line = line.strip()
                    if not line:
                        break
                    key, _, value = line.partition(b":")
                    if key.strip().lower() == b"content-length":
                        length = int(value)
                if length is None:
                    continue
                body = await reader.readexactly(length)
                self._dispatch(json.loads(body), time.perf_counter())
        except (asyncio.IncompleteReadError, ConnectionError):
            return
        finally:
            if not self.closed.done():
                self.closed.set_result(True)
            gone = LspError(f"{self.name}: server closed its output")
            for fut in list(self._pending.values()) + [w.future for w in self._waiters]:
                if not fut.done():
                    fut.set_exception(gone)

    async def _read_stderr(self) -> None:
        while True:
            line = await self.proc.stderr.readline()
            if not line:
                return
            self.stderr.append(line.decode(errors="replace"))

    def _dispatch(self, msg: dict, at: float) -> None:
        if "method" not in msg:
            fut = self._pending.pop(msg.get("id"), None)
            if fut is not None and not fut.done():
                if "error" in msg:
                    fut.set_exception(LspError(f"{self.name}: {msg['error']}"))
                else:
                    fut.set_result(msg.get("result"))
            return
        method, params = msg["method"], msg.get("params") or {}
        if "id" in msg:  # a request from the server: answer politely
            result = [None] * len(params.get("items", [])) if method == "workspace/configuration" else None
            asyncio.ensure_future(self._send({"jsonrpc": "2.0", "id": msg["id"], "result": result}))  # noqa: RUF006
        elif method == "textDocument/publishDiagnostics":
            self.publish_count += 1
            version = params.get("version")
            pub = Published(params["uri"], version, params.get("diagnostics", []), at, self.publish_count)
            self.published[pub.uri] = pub
            if self.on_publish is not None:
                self.on_publish(pub)
            self._wake(pub)
        elif method in ("window/logMessage", "window/showMessage"):
            self.log.append((params.get("type", 4), params.get("message", "")))
            if "analysis process replaced" in self.log[-1][1]:
                self.replacement_marks.append(self.publish_count)

    def _wake(self, pub: Published) -> None:
        keep = []
        for w in self._waiters:
            if w.future.done():
                continue
            if (
                w.uri == pub.uri
                and pub.seq > w.after_seq
                and (w.version is None or pub.version is None or pub.version >= w.version)
            ):
                w.future.set_result(pub)
            else:
                keep.append(w)
        self._waiters = keep

    # -- JSON-RPC -----------------------------------------------------------

    async def request(self, method: str, params) -> object:
        self._next_id += 1
        fut = asyncio.get_running_loop().create_future()
        self._pending[self._next_id] = fut
        await self._send({"jsonrpc": "2.0", "id": self._next_id, "method": method, "params": params})
        return await fut

    async def notify(self, method: str, params) -> None:
        await self._send({"jsonrpc": "2.0", "method": method, "params": params})

    # -- LSP ----------------------------------------------------------------

    async def initialize(self, root_uri: str | None, options: dict | None = None) -> dict:
        caps = {
            "textDocument": {
                "synchronization": {"dynamicRegistration": False, "didSave": True},
                "publishDiagnostics": {"relatedInformation": True, "versionSupport": True},
                "hover": {"contentFormat": ["markdown", "plaintext"]},
            },
            "window": {"workDoneProgress": False},
            "workspace": {"configuration": False, "workspaceFolders": True},
            "general": {"positionEncodings": ["utf-16"]},
        }
        params = {
            "processId": os.getpid(),
            "rootUri": root_uri,
            "capabilities": caps,
            "clientInfo": {"name": "bufls-bench", "version": "1"},
        }
        if root_uri is not None:
            params["workspaceFolders"] = [{"uri": root_uri, "name": "bench"}]
        if options is not None:
            params["initializationOptions"] = options
        result = await self.request("initialize", params)
        self.server_capabilities = (result or {}).get("capabilities", {})
        await self.notify("initialized", {})
        return result

    @property
    def incremental(self) -> bool:
        """True when the server asked for incremental text sync (kind 2)."""
        sync = self.server_capabilities.get("textDocumentSync", 1)
        kind = sync.get("change", 1) if isinstance(sync, dict) else sync
        return kind == 2

    def mark(self) -> int:
        """A point in the stream of publishDiagnostics; see ``wait_diagnostics``."""
        return self.publish_count

    async def open(self, doc: Document) -> None:
        await self.notify(
            "textDocument/didOpen",
            {"textDocument": {"uri": doc.uri, "languageId": doc.language_id, "version": doc.version, "text": doc.text}},
        )

    def change_frame(self, doc: Document, changes: list[dict]) -> bytes:
        """The ``didChange`` of ``changes`` (already applied to ``doc``) for
        ``doc.version``, framed; the full text instead when the server only
        does full sync."""
        if not self.incremental:
            changes = [{"text": doc.text}]
        return self.frame(
            {
                "jsonrpc": "2.0",
                "method": "textDocument/didChange",
                "params": {"textDocument": {"uri": doc.uri, "version": doc.version}, "contentChanges": changes},
            }
        )

    async def change(self, doc: Document, changes: list[dict]) -> None:
        await self.send_frame(self.change_frame(doc, changes))

    async def wait_diagnostics(
        self, uri: str, version: int | None = None, after: int | None = None, timeout: float = 120.0
    ) -> Published:
        """The first publishDiagnostics for ``uri`` read after the mark
        ``after`` whose version is at least ``version`` (any version when the
        server does not send one)."""
        after = self.mark() if after is None else after
        pub = self.published.get(uri)
        if pub is not None and pub.seq > after and (version is None or pub.version is None or pub.version >= version):
            return pub
        waiter = _Waiter(uri, version, after, asyncio.get_running_loop().create_future())
        if self.closed.done():
            raise LspError(f"{self.name}: server closed its output")
        self._waiters.append(waiter)
        return await asyncio.wait_for(waiter.future, timeout)

    async def settle(self, uri: str, timeout: float = 900) -> float:
        """Seconds until the server is idle (a whole module checked, the
        work left after a request done), seen as three hovers in a row
        answered within 10 ms: what an editor has after the file was open
        a while."""
        loop = asyncio.get_running_loop()
        t0 = loop.time()
        quick = 0
        while quick < 3 and loop.time() - t0 < timeout:
            t = loop.time()
            await self.hover(uri, 0, 0)
            quick = quick + 1 if loop.time() - t < 0.010 else 0
            await asyncio.sleep(0.05)
        return loop.time() - t0

    async def hover(self, uri: str, line: int, character: int):
        return await self.request(
            "textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": line, "character": character}}
        )


def bufls_command() -> list[str]:
    """``python -m bufls --stdio`` with this interpreter."""
    return [sys.executable, "-m", "bufls", "--stdio"]
