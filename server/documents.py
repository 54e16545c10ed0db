"""Open documents: their text, version, and analysis schedule.

Every change bumps the version and schedules an analysis after a short
debounce; an analysis that finds a newer version waiting is skipped, and a
result is published only while its version is still the document's version.
All IR work runs on one worker thread (``Documents.worker``), so the
incremental analyzer's state is never touched by two threads at once.
Feature requests wait for the analysis of the version they were asked
about (or a newer one).

A whole text (a file opened, a configuration changed) is analysed in steps
that leave the worker free for requests in between:

1. when the same text was analysed before (in this process or another:
   ``SavedResults``, on disk by content), its diagnostics are published at
   once, before anything is parsed;
2. every unit is parsed (and scanned for frees: a BUF201 depends on the
   whole module; in a big text only the units a first snapshot needs, see
   ``incremental``: the others are parsed in the steps of 3, and requests
   about the whole text, ``_WHOLE_TEXT`` of ``server.py``, wait for them),
   then the units in the range the client shows
   (``Document.visible``: the range of its last inlay-hint or code-action
   request, the lines around its last hover..., else the top of the file)
   are verified and checked.  That partial snapshot covers only units whose
   diagnostics are final (the others have none yet); it is published if it
   is of the version opened and nothing complete was shown yet (a process
   taking over from the supervisor's previous one shows none: the client
   saw complete ones).  Requests are answered from it;
3. the other units are checked ``STEP`` seconds at a time, each step a job
   of its own (requests are answered in between; an edit meanwhile is
   checked first, its own units and the shown ones, and the steps go on),
   partial snapshots published at most every ``PARTIAL_EVERY`` seconds,
   and the complete snapshot is published (unless it says what step 1
   showed) and saved for step 1 of a later open.  Saved too: the last
   complete snapshot of a document saved, closed, or open at shutdown.

An edit of a document whose units are all checked is checked whole at once
(its cost is the edit's) -- unless it parsed units of more than
``PARSE_FIRST`` characters again: a snapshot of the parsed text is then
resolved first (requests that need no checker are answered from it; its
diagnostics are not published) and the check follows in steps.  Past half a second, an analysis reports
work-done progress (``progress.py``).
"""

from __future__ import annotations

import asyncio
import gc
import logging
import os
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from urllib.parse import unquote, urlparse

from bufls.core.config.project import Config
from bufls.core.runtime import return_free_memory
from bufls.core.services.document import Snapshot
from bufls.core.services.incremental import Analyzer
from bufls.core.services.savedresults import SavedResults
from bufls.core.syntax.parser import ParseResult

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


STEP = 0.1  # seconds of checking per job while the rest of a whole text is checked
VISIBLE_LINES = 100  # the range taken as visible before the client shows one
PARTIAL_EVERY = 1.0  # seconds between two publishes of partial diagnostics
TRIM_DELAY = 0.5  # seconds after an analysis before freed memory is given back (once for a burst)
# an edit of a checked text whose units to check again hold more characters
# than this (a function of a few hundred lines: its check takes 0.1 s and
# more) gets a snapshot of the parsed text first, which requests that need
# no checker (the ownership colours, the outline) are answered from, then
# its check in ``STEP``s
PARSE_FIRST = 20_000


def _update(analyzer: Analyzer, text: str, version, config, priority=None) -> Snapshot:
    """One analysis on the worker thread.  After analysing a whole text, the
    long-lived IR is moved out of the garbage collector's sight
    (``gc.freeze``): otherwise every later collection walks it again, which
    costs more than the incremental analysis of an edit.  Discarded IR is
    freed by reference counting (``ir.dispose`` breaks its cycles)."""
    full = analyzer.full_runs
    if priority is None:
        snap = analyzer.update(text, version, config, parse_first=PARSE_FIRST)
    else:
        snap = analyzer.update(text, version, config, priority=priority)
    if analyzer.full_runs != full:
        _refreeze(collect=full > 0)
    return snap


def _level(snap: Snapshot) -> int:
    """2: every unit checked, 1: every unit parsed, 0: neither."""
    return 2 if snap.complete else 1 if snap.parsed else 0


def _update_if_newest(doc: Document, text: str, version, config, priority=None) -> Snapshot | None:
    """``_update`` for a job the worker takes from its queue; None when the
    document changed while the job waited behind other work (the newer
    text is analysed next, see ``Documents._analyze_newest``)."""
    if doc.version != version:
        return None
    return _update(doc.analyzer, text, version, config, priority)


def _finish_step(doc: Document, version) -> Snapshot:
    """``STEP`` seconds of the checks the last snapshot left pending (of the
    analyzer's text, ``version``, even if the document changed since: the
    results of units an edit does not touch carry over)."""
    deferred = doc.analyzer.deferred()
    snap = doc.analyzer.finish(version, STEP)
    if deferred and not doc.analyzer.deferred():
        _refreeze(collect=False)  # the IR parsed in the steps, as after a whole text (see ``_update``)
    return snap


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
        self._waiters: list[tuple[int | None, bool, asyncio.Future]] = []
        self._failed: tuple[int | None, BaseException] | None = None  # the version whose analysis raised
        self._task: asyncio.Task | None = None
        self._busy = False  # an analysis of this document is queued or running
        self._again = False  # it changed meanwhile: analyse it again after that
        self._force = False  # ... even if the text is the same
        self.last_change = float("-inf")
        self.visible: tuple[int, int] | None = None  # the LSP lines the client shows, as far as it said
        self.shown_complete = False  # complete diagnostics were published (partial ones are no more)
        self.shown: tuple | None = None  # (version, diagnostics) published from the saved results
        self.looked_up = False  # the saved results were looked for
        self.opened_version = version  # partial diagnostics are published for this version only
        self.partial_at: float | None = None  # (loop time) when partial ones were published last
        self.saved_text: str | None = None  # the text whose results were saved last

    def newer_or_same(self, version) -> bool:
        return self.latest is not None and (version is None or (self.latest.version or 0) >= version)

    async def current(self, complete: bool = False, parsed: bool = False) -> Snapshot:
        """The snapshot of this version (or a newer one); with ``complete``,
        one whose every unit is checked (a whole-file rewrite needs them
        all); with ``parsed``, one whose every unit is parsed (an outline, the
        references of a symbol)."""
        latest = self.latest
        need = 2 if complete else 1 if parsed else 0
        if latest is not None and latest.version == self.version and _level(latest) >= need:
            return latest
        if self._failed is not None and self._failed[0] == self.version:
            raise self._failed[1]  # (no snapshot of this version will come: never wait for one)
        fut = asyncio.get_running_loop().create_future()
        self._waiters.append((self.version, need, fut))
        return await fut

    def _resolve(self, snap: Snapshot) -> None:
        self.latest = snap
        self._failed = None
        keep = []
        level = _level(snap)
        for version, need, fut in self._waiters:
            if fut.done():
                continue
            if (version is None or snap.version is None or snap.version >= version) and level >= need:
                fut.set_result(snap)
            else:
                keep.append((version, need, fut))
        self._waiters = keep

    def priority(self) -> list[tuple[int, int]]:
        """Offsets of what the client shows (read on the worker thread, once
        the text is parsed): the lines of its last range, else the first ones."""
        first, last = self.visible if self.visible is not None else (0, VISIBLE_LINES)
        starts = self.analyzer.line_starts
        if not starts:
            return [(0, 0)]
        first = min(max(first, 0), len(starts) - 1)
        last = min(max(last, first), len(starts) - 1)
        end = starts[last + 1] if last + 1 < len(starts) else len(self.analyzer.text or "")
        return [(starts[first], end)]

    def _fail(self, exc: BaseException, version=None) -> None:
        self._failed = (version, exc)
        for _, _, fut in self._waiters:
            if not fut.done():
                fut.set_exception(exc)
        self._waiters = []


class Documents:
    """The open documents of one server and the worker that analyses them.

    ``progress(title)``, when given, makes the ``WorkProgress`` of an
    analysis; ``results`` keeps the diagnostics of whole texts on disk;
    ``analysed(snap)`` is told of every snapshot once it is published (or
    not: what the saved results showed already)."""

    def __init__(
        self,
        publish: Callable[[Document, Snapshot], None],
        config_for: Callable[[str], object],
        debounce: Callable[[], float],
        progress: Callable[[str], object] | None = None,
        results: SavedResults | None = None,
        partial: bool = True,
        analysed: Callable[[Snapshot], None] | None = None,
    ):
        self.docs: dict[str, Document] = {}
        self.worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bufls-analysis")
        self._publish = publish
        self._config_for = config_for
        self._debounce = debounce
        self._progress = progress
        self.results = results
        self.partial = partial  # partial diagnostics may be published (not when taking over from a process)
        self._analysed = analysed  # told of each snapshot, after it is published (or not)
        self.position_encoding = UTF16  # set by the server to the negotiated one
        self._trim: asyncio.TimerHandle | None = None

    def get(self, uri: str) -> Document | None:
        return self.docs.get(uri)

    def open(self, uri: str, text: str, version: int | None) -> Document:
        doc = self.docs[uri] = Document(uri, text, version, self.position_encoding)
        doc.opened_version = version
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
            loop = asyncio.get_running_loop()
            self.save(doc)
            loop.run_in_executor(self.worker, _forget, doc.analyzer)
        return doc

    def save(self, doc: Document) -> None:
        """Keep the diagnostics of the document's last complete snapshot on
        disk (a saved or closed file), for the next time its text is opened."""
        snap = doc.latest
        if self.results is None or snap is None or not snap.complete or doc.saved_text is snap.text:
            return
        doc.saved_text = snap.text
        self.worker.submit(_save, self.results, snap)

    def save_all(self) -> None:
        """``save`` every open document, at once on this thread (the server
        is shutting down: an ``exit`` may follow before the worker would get
        to it; a snapshot is read only, so this does not wait for it)."""
        for doc in self.docs.values():
            snap = doc.latest
            if self.results is not None and snap is not None and snap.complete and doc.saved_text is not snap.text:
                doc.saved_text = snap.text
                _save(self.results, snap)

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
        latest = doc.latest
        if not force and latest is not None and latest.version == version and latest.complete and latest.text == text:
            return True
        lines = doc.lines()  # the LSP lines of ``text``, for the snapshot's features
        config = self._config_for(doc.path)
        # a whole text is checked in steps, what the client shows first (a
        # complete document's edit is checked at once: it costs the edit)
        whole = doc.latest is None or not doc.latest.complete or force
        work = self._start_progress(doc)
        try:
            if doc.latest is None and not doc.looked_up and self.results is not None:
                await self._show_saved(doc, text, version, config, lines)
            snap = await self.run(_update_if_newest, doc, text, version, config, doc.priority if whole else None)
            total = None
            stepped = False
            before = None
            while snap is not None and self._alive(doc):
                if snap is not before:  # (the same one while the rest is parsed)
                    attach_lines(snap, lines)
                    doc._resolve(snap)  # requests are answered from a partial snapshot too
                    if doc.version == version:
                        self._maybe_publish(doc, snap)
                    if self._analysed is not None:
                        self._analysed(snap)
                before = snap
                if snap.complete or ((doc.version != version or doc._again) and stepped):
                    break  # (a newer text next; one step at least: typing on does not starve the rest)
                # the requests the partial snapshot resolved queue their work
                # on the worker before the next step does
                await asyncio.sleep(0)
                stepped = True
                left = doc.analyzer.pending()
                total = total or max(left, 1)
                if work is not None:
                    work.set(0.5 + 0.5 * (1 - left / total), f"checking: {left:,} top-level ops left")
                snap = await self.run(_finish_step, doc, version)
        except Exception as exc:  # a bug in bufls: log it, keep serving
            log.exception("analysis of %s failed", doc.uri)
            doc._fail(exc, version)
            return self._alive(doc)
        finally:
            doc.analyzer.progress = None
            if work is not None:
                work.end()
        if not self._alive(doc):
            return False
        self._trim_soon()  # the replaced snapshot's pages, after the publish
        return True

    def _trim_soon(self) -> None:
        """Give freed memory back to the system ``TRIM_DELAY`` seconds from
        now, once for all the analyses until then: ``malloc_trim`` walks the
        whole heap (about 10 ms for a 50,000-line module), which a burst of
        edits need not pay for each one, nor wait behind."""
        if self._trim is None:
            self._trim = asyncio.get_running_loop().call_later(TRIM_DELAY, self._trim_now)

    def _trim_now(self) -> None:
        self._trim = None
        try:
            self.worker.submit(return_free_memory)
        except RuntimeError:  # (the worker was shut down)
            pass

    def _alive(self, doc: Document) -> bool:
        return self.docs.get(doc.uri) is doc

    def _start_progress(self, doc: Document):
        """The work-done progress of this analysis (shown if it lasts); the
        analyzer reports its parse to it from the worker thread."""
        if self._progress is None:
            return None
        work = self._progress(f"bufls: analysing {os.path.basename(doc.path)}")

        def parsed(phase: str, done: int, total: int) -> None:
            if phase == "parse":
                work.set(0.5 * done / max(total, 1), f"parsing: {done:,}/{total:,} top-level ops")

        doc.analyzer.progress = parsed
        return work

    def _maybe_publish(self, doc: Document, snap: Snapshot) -> None:
        """Publish ``snap`` if it is complete (and says something else than
        what the saved results showed), or if it is partial and nothing
        complete was shown for the document yet."""
        if not snap.complete:
            if self.partial and not doc.shown_complete and snap.version == doc.opened_version:
                now = asyncio.get_running_loop().time()
                if doc.partial_at is None or now - doc.partial_at >= PARTIAL_EVERY:
                    doc.partial_at = now
                    self._publish(doc, snap)
            return
        shown, doc.shown = doc.shown, None
        if shown is None or shown[0] != snap.version or shown[1] != snap.diagnostics:
            self._publish(doc, snap)
        doc.shown_complete = True
        if doc.saved_text is None:  # the first complete analysis: for the next open of this text
            self.save(doc)

    async def _show_saved(self, doc: Document, text: str, version, config, lines) -> None:
        """Publish the diagnostics saved for this very text, if any."""
        doc.looked_up = True  # (once per document)
        found = await self.run(_saved, self.results, doc.path, text, config)
        if found is None or not self._alive(doc) or doc.version != version or doc.latest is not None:
            return
        config = config if config is not None else Config()
        shown = Snapshot(text, doc.path, version, config, ParseResult(text, doc.path, [], found), found, [])
        attach_lines(shown, lines)
        self._publish(doc, shown)
        doc.shown = (version, found)
        doc.shown_complete = True
        doc.saved_text = text


def _saved(results: SavedResults, path: str, text: str, config):
    return results.get(path, text, config if config is not None else Config())


def _save(results: SavedResults, snap: Snapshot) -> None:
    try:
        results.put(snap.path, snap.text, snap.config, snap.diagnostics)
    except Exception:
        log.exception("the diagnostics of %s could not be saved", snap.path)
