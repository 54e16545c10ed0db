"""Open documents: their text, version, and analysis schedule.

Every change bumps the version and schedules an analysis after a short
debounce; an analysis that finds a newer version waiting is skipped, and a
result is published only while its version is still the document's version.
All IR work runs on one worker thread (``Documents.worker``), so the
incremental analyzer's state is never touched by two threads at once.
Feature requests wait for the analysis of the version they were asked
about (or a newer one).
"""

from __future__ import annotations

import asyncio
import gc
import logging
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from urllib.parse import unquote, urlparse

from bufls.core.runtime import return_free_memory
from bufls.core.services.document import Snapshot
from bufls.core.services.incremental import Analyzer

from .convert import UTF16, attach_lines
from .opentext import OpenText
from .wire import WireDiagnostics

log = logging.getLogger("bufls")

__all__ = ["Document", "Documents", "uri_to_path"]


def uri_to_path(uri: str) -> str:
    """The filesystem path of a ``file:`` uri; other schemes keep the uri."""
    parsed = urlparse(uri)
    if parsed.scheme != "file":
        return uri
    return unquote(parsed.path)


def _update(analyzer: Analyzer, text: str, version, config) -> Snapshot:
    """One analysis on the worker thread.  After analysing a whole text, the
    long-lived IR is moved out of the garbage collector's sight
    (``gc.freeze``): otherwise every later collection walks it again, which
    costs more than the incremental analysis of an edit.  Discarded IR is
    freed by reference counting (``ir.dispose`` breaks its cycles)."""
    full = analyzer.full_runs
    snap = analyzer.update(text, version, config)
    if analyzer.full_runs != full:
        _refreeze(collect=full > 0)
    return snap


def _update_if_newest(doc: Document, text: str, version, config) -> Snapshot | None:
    """``_update`` for a job the worker takes from its queue; None when the
    document changed while the job waited behind other work (the newer
    text is analysed next, see ``Documents._analyze_newest``)."""
    if doc.version != version:
        return None
    return _update(doc.analyzer, text, version, config)


def _refreeze(collect: bool) -> None:
    """Freeze what lives now; first, when an old analysis was dropped, let
    the collector free its leftovers (parser contexts and caches hold
    reference cycles that frozen objects would keep forever)."""
    if collect:
        gc.unfreeze()
        gc.collect()
    gc.freeze()


def _forget(analyzer: Analyzer) -> None:
    """A closed document: free its IR at once."""
    analyzer.reset()
    _refreeze(collect=True)
    return_free_memory()


class Document(OpenText):
    def __init__(self, uri: str, text: str, version: int | None, encoding: str = UTF16):
        super().__init__(text, version, encoding)
        self.uri = uri
        self.path = uri_to_path(uri)
        self.analyzer = Analyzer(self.path)
        self.wire = WireDiagnostics(uri, self.path)  # its diagnostics' JSON, kept per function
        self.latest: Snapshot | None = None
        self._waiters: list[tuple[int | None, asyncio.Future]] = []
        self._task: asyncio.Task | None = None
        self._busy = False  # an analysis of this document is queued or running
        self._again = False  # it changed meanwhile: analyse it again after that
        self._force = False  # ... even if the text is the same
        self.last_change = float("-inf")

    def newer_or_same(self, version) -> bool:
        return self.latest is not None and (version is None or (self.latest.version or 0) >= version)

    async def current(self) -> Snapshot:
        """The snapshot of this version (or a newer one)."""
        if self.latest is not None and self.latest.version == self.version:
            return self.latest
        fut = asyncio.get_running_loop().create_future()
        self._waiters.append((self.version, fut))
        return await fut

    def _resolve(self, snap: Snapshot) -> None:
        self.latest = snap
        keep = []
        for version, fut in self._waiters:
            if fut.done():
                continue
            if version is None or snap.version is None or snap.version >= version:
                fut.set_result(snap)
            else:
                keep.append((version, fut))
        self._waiters = keep

    def _fail(self, exc: BaseException) -> None:
        for _, fut in self._waiters:
            if not fut.done():
                fut.set_exception(exc)
        self._waiters = []


class Documents:
    """The open documents of one server and the worker that analyses them."""

    def __init__(
        self,
        publish: Callable[[Document, Snapshot], None],
        config_for: Callable[[str], object],
        debounce: Callable[[], float],
    ):
        self.docs: dict[str, Document] = {}
        self.worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bufls-analysis")
        self._publish = publish
        self._config_for = config_for
        self._debounce = debounce
        self.position_encoding = UTF16  # set by the server to the negotiated one

    def get(self, uri: str) -> Document | None:
        return self.docs.get(uri)

    def open(self, uri: str, text: str, version: int | None) -> Document:
        doc = self.docs[uri] = Document(uri, text, version, self.position_encoding)
        self.schedule(doc, delay=False)
        return doc

    def change(self, uri: str, changes, version: int | None) -> None:
        doc = self.docs.get(uri)
        if doc is None:
            log.warning("change of %s, which is not open: ignored", uri)
            return
        doc.apply(changes)
        doc.version = version
        self.schedule(doc)

    def close(self, uri: str) -> Document | None:
        doc = self.docs.pop(uri, None)
        if doc is not None:
            if doc._task is not None:
                doc._task.cancel()
            doc._fail(LookupError(f"{uri} was closed"))
            asyncio.get_running_loop().run_in_executor(self.worker, _forget, doc.analyzer)
        return doc

    def reanalyze_all(self) -> None:
        for doc in self.docs.values():
            self.schedule(doc, delay=False, force=True)

    def schedule(self, doc: Document, delay: bool = True, force: bool = False) -> None:
        """Analyse ``doc`` soon.  The debounce applies within a burst of
        changes (the previous one came less than ``debounce`` ago): a lone
        edit is analysed at once, a fast typist's keystrokes are coalesced."""
        loop = asyncio.get_running_loop()
        now = loop.time()
        wait = self._debounce()
        burst = delay and now - doc.last_change < wait
        doc.last_change = now
        doc._task = loop.create_task(self._analyze(doc, doc.version, wait if burst else 0.0, force))

    async def run(self, fn: Callable, *args):
        """Run ``fn(*args)`` on the analysis thread."""
        return await asyncio.get_running_loop().run_in_executor(self.worker, fn, *args)

    async def _analyze(self, doc: Document, version, wait: float, force: bool) -> None:
        await asyncio.sleep(wait)
        if self.docs.get(doc.uri) is not doc or doc.version != version:
            return  # closed, or a newer change has its own task
        if doc._busy:  # the analysis under way goes on to this version
            doc._again = True
            doc._force |= force
            return
        doc._busy = True
        try:
            while await self._analyze_newest(doc, force) and doc._again:
                force, doc._force = doc._force, False
        finally:
            doc._busy = False

    async def _analyze_newest(self, doc: Document, force: bool) -> bool:
        """Analyse the newest text of ``doc`` on the worker and publish the
        result if it is still the newest; False once ``doc`` was closed.

        One analysis per document at a time: changes that come in meanwhile
        only set ``doc._again``, and the text analysed next is the newest
        one.  A job queued per change would hold its own copy of the text
        and of the line table until the worker reached it; behind a slow
        analysis (a big statement broken by the edit) dozens piled up."""
        doc._again = False
        version, text = doc.version, doc.text
        if not force and doc.latest is not None and doc.latest.version == version and doc.latest.text == text:
            return True
        lines = doc.lines()  # the LSP lines of ``text``, for the snapshot's features
        config = self._config_for(doc.path)
        try:
            snap = await self.run(_update_if_newest, doc, text, version, config)
        except Exception as exc:  # a bug in bufls: log it, keep serving
            log.exception("analysis of %s failed", doc.uri)
            doc._fail(exc)
            return self.docs.get(doc.uri) is doc
        if self.docs.get(doc.uri) is not doc:
            return False
        if snap is None:
            return True
        attach_lines(snap, lines)
        doc._resolve(snap)
        if doc.version == version:
            self._publish(doc, snap)
        self.worker.submit(return_free_memory)  # the replaced snapshot's pages, after the publish
        return True
