"""Pull diagnostics (``textDocument/diagnostic``) for a client that asks
for them instead of being sent them.

A client that declares ``textDocument.diagnostic`` and can be told to ask
again (``workspace.diagnostics.refreshSupport``) pulls: the server
advertises ``diagnosticProvider`` and publishes nothing for its documents,
or the client would show every diagnostic twice (VS Code and Neovim keep
pushed and pulled ones apart).  Other clients are pushed to, as before;
without ``refreshSupport`` a client could not learn of diagnostics that
change with no edit of its own (the rest of a big file checked, a
configuration or ``.td`` file changed).

What is pulled is what would be pushed: the documents' schedule hands each
snapshot it would publish to ``PullDiagnostics.offer`` (the same rules:
partial ones of the opened version first, then the complete one), which
keeps its diagnostics as the same JSON (``wire.py``) under a ``resultId``
that changes only when that JSON does.  A pull for the document's current
version waits for its first report; one whose ``previousResultId`` is the
current report's gets ``unchanged``.  When the report of a version the
client pulled changes, the client is asked to pull again
(``workspace/diagnostic/refresh``).  The report goes out as JSON text
(``RawJson``), not as lsprotocol objects.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import logging
import os

from lsprotocol import types as lsp

from .convert import lines_of

__all__ = ["PullDiagnostics", "RawJson", "client_pulls"]

log = logging.getLogger("bufls")

_ids = itertools.count(1)
_PREFIX = f"{os.getpid():x}"  # a new process never repeats an id of the one before


class RawJson:
    """A result that is JSON text already (``server._Protocol`` sends it as is)."""

    __slots__ = ("text",)

    def __init__(self, text: str):
        self.text = text


def client_pulls(capabilities: lsp.ClientCapabilities | None) -> bool:
    td = getattr(capabilities, "text_document", None)
    ws = getattr(capabilities, "workspace", None)
    refresh = getattr(getattr(ws, "diagnostics", None), "refresh_support", False)
    return getattr(td, "diagnostic", None) is not None and bool(refresh)


class _Report:
    __slots__ = ("version", "result_id", "items", "pulled")

    def __init__(self, version, result_id: str, items: str):
        self.version = version
        self.result_id = result_id
        self.items = items  # the diagnostics' JSON, comma-separated
        self.pulled = False  # the client has it


class PullDiagnostics:
    """The reports of the open documents (see the module docstring)."""

    def __init__(self, server):
        self.server = server
        self.reports: dict[str, _Report] = {}
        self._waiters: dict[str, list[tuple[int | None, asyncio.Future]]] = {}
        self.refreshes = 0

    def offer(self, doc, snap) -> None:
        """``snap``'s diagnostics are what the client should see of ``doc`` now."""
        items = ",".join(doc.wire.items(snap, lines_of(snap)))
        old = self.reports.get(doc.uri)
        if old is not None and old.items == items:
            old.version = snap.version  # (same diagnostics: the same result id)
            report = old
        else:
            report = self.reports[doc.uri] = _Report(snap.version, f"{_PREFIX}-{next(_ids)}", items)
            if old is not None and old.pulled and old.version == snap.version:
                self._refresh()  # what the client pulled for this version changed
        keep = []
        for version, fut in self._waiters.pop(doc.uri, []):
            if fut.done():
                continue
            if version is None or snap.version is None or snap.version >= version:
                fut.set_result(report)
            else:
                keep.append((version, fut))
        if keep:
            self._waiters[doc.uri] = keep

    def forget(self, uri: str) -> None:
        self.reports.pop(uri, None)
        for _, fut in self._waiters.pop(uri, []):
            if not fut.done():
                fut.set_result(None)

    async def pull(self, params: lsp.DocumentDiagnosticParams) -> RawJson:
        uri = params.text_document.uri
        doc = self.server.documents.get(uri)
        report = None
        if doc is not None:
            report = self.reports.get(uri)
            if report is None or (doc.version is not None and (report.version or 0) < doc.version):
                fut = asyncio.get_running_loop().create_future()
                self._waiters.setdefault(uri, []).append((doc.version, fut))
                report = await fut
        if report is None:  # not open (or closed meanwhile): nothing to say
            return RawJson('{"kind":"full","items":[]}')
        report.pulled = True
        if params.previous_result_id == report.result_id:
            return RawJson('{"kind":"unchanged","resultId":' + json.dumps(report.result_id) + "}")
        return RawJson('{"kind":"full","resultId":' + json.dumps(report.result_id) + ',"items":[' + report.items + "]}")

    def _refresh(self) -> None:
        self.refreshes += 1
        try:
            self.server.protocol.send_request(lsp.WORKSPACE_DIAGNOSTIC_REFRESH, None)
        except Exception:
            log.exception("workspace/diagnostic/refresh could not be sent")
