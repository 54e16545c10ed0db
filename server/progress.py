"""LSP work-done progress for what takes long: a whole file analysed, a
rewrite of many functions.

    work = WorkProgress(server, "bufls: analysing big.mlir").start()
    work.set(0.4, "parsing: 600/1,500 functions")   # from any thread
    work.end()

Nothing is sent for work that ends within ``DELAY`` seconds, or to a client
that does not say ``window.workDoneProgress``.  Past ``DELAY``, the server
asks the client for a token (``window/workDoneProgress/create``; or uses
the ``workDoneToken`` the client's request carried), sends ``begin`` with
the percentage reached, a ``report`` every ``INTERVAL`` seconds while the
percentage or the message changes, and ``end``.  ``set`` only stores
numbers, so the analysis thread calls it freely; the event loop sends.
``BUFLS_PROGRESS_DELAY`` sets ``DELAY`` (tests: 0, every analysis reports).
"""

from __future__ import annotations

import asyncio
import itertools
import logging
import os

from lsprotocol import types as lsp

__all__ = ["DELAY", "INTERVAL", "WorkProgress", "client_shows_progress"]

log = logging.getLogger("bufls")

DELAY = float(os.environ.get("BUFLS_PROGRESS_DELAY", "0.5"))  # seconds of work before progress is shown
INTERVAL = 0.2  # seconds between two reports
CREATE_TIMEOUT = 10.0  # seconds the client has to answer window/workDoneProgress/create

_tokens = itertools.count(1)


def client_shows_progress(server) -> bool:
    caps = getattr(server.protocol, "client_capabilities", None)
    window = getattr(caps, "window", None)
    return bool(getattr(window, "work_done_progress", False))


class WorkProgress:
    """The progress of one piece of work (see the module docstring)."""

    def __init__(self, server, title: str, token: lsp.ProgressToken | None = None):
        self.server = server
        self.title = title
        self.token = token  # the client's, from the request
        self.fraction = 0.0
        self.message: str | None = None
        self.begun = False
        self._ended: asyncio.Event | None = None
        self._task: asyncio.Task | None = None

    def start(self) -> WorkProgress:
        if self.token is None and not client_shows_progress(self.server):
            return self
        self._ended = asyncio.Event()
        self._task = asyncio.get_running_loop().create_task(self._run())
        return self

    def set(self, fraction: float, message: str | None = None) -> None:
        """How far the work is (0..1); thread-safe (two assignments)."""
        self.fraction = min(max(fraction, 0.0), 1.0)
        self.message = message

    def end(self) -> None:
        """The work is over (on the event loop's thread)."""
        if self._ended is not None:
            self._ended.set()

    def _percentage(self) -> int:
        return int(self.fraction * 100)

    async def _run(self) -> None:
        assert self._ended is not None
        try:
            await asyncio.wait_for(self._ended.wait(), DELAY)
            return  # done before anyone had to wait
        except TimeoutError:
            pass
        progress = self.server.work_done_progress
        token = self.token
        if token is None:
            token = f"bufls-{os.getpid()}-{next(_tokens)}"
            try:
                await asyncio.wait_for(progress.create_async(token), CREATE_TIMEOUT)
            except Exception as exc:  # refused, or no answer: no progress then
                log.debug("no work-done progress: %s", exc)
                return
            # (a token the client made is begun and ended, even if the work
            # ended while it answered: it may wait for both)
        shown = (self._percentage(), self.message)
        progress.begin(
            token,
            lsp.WorkDoneProgressBegin(title=self.title, message=shown[1], percentage=shown[0], cancellable=False),
        )
        self.begun = True
        try:
            while not self._ended.is_set():
                try:
                    await asyncio.wait_for(self._ended.wait(), INTERVAL)
                except TimeoutError:
                    pass
                now = (self._percentage(), self.message)
                if now != shown and not self._ended.is_set():
                    progress.report(token, lsp.WorkDoneProgressReport(message=now[1], percentage=now[0]))
                    shown = now
        finally:
            progress.end(token, lsp.WorkDoneProgressEnd())
            progress.tokens.pop(token, None)
