"""``bufls --check`` / ``--fix`` / ``--diff``: find files, check them, report.

Each file is read as UTF-8 (line endings kept, so offsets match what an
editor shows) and analysed with ``bufls.core.analyze.analyze`` under the
configuration nearest to it (``bufls.toml`` / ``pyproject.toml``), which
also says which files to ``exclude``.  Results come from the content-hash
cache when the file, its configuration and bufls are unchanged; the other
files are checked in worker processes (``-j``; by default in this process
when they hold little text, see ``workers``).  Reports are always in the
same order: files as given, folders sorted, findings by position.
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from bufls.cli.cache import Cache
from bufls.cli.findings import FileReport, Finding, Related, to_findings
from bufls.cli.formats import format_json, format_text
from bufls.cli.inputs import STDIN, STDIN_NAME, InputError, decode, read_bytes, read_text
from bufls.core.config.project import Config, load_config
from bufls.core.syntax.source import SourceFile

if TYPE_CHECKING:  # imported when a pool is used: a single file never needs one
    from concurrent.futures import ProcessPoolExecutor

__all__ = [
    "STDIN",
    "STDIN_NAME",
    "CheckerUnavailable",
    "Configs",
    "FileReport",
    "Finding",
    "InputError",
    "Related",
    "Task",
    "check_files",
    "collect_files",
    "config_findings",
    "format_json",
    "format_text",
    "read_text",
    "summary",
]

PROGRESS_MIN_FILES = 20
# ``-j 0`` (the default) checks in this process when the files to analyse
# hold less text than this: starting worker processes (each loads the
# dialects and the grammar tables again) costs more than it saves on a
# small amount of work (analysis runs at about a microsecond per byte).
# Above it, one worker per core, and at most one per WORK_PER_WORKER bytes.
SMALL_WORK = 64 * 1024
WORK_PER_WORKER = 32 * 1024


class CheckerUnavailable(Exception):
    """bufls.core cannot be imported (a broken install): nothing can be checked."""


# ---------------------------------------------------------------------------
# Configuration per folder


class Configs:
    """The configuration of each folder, found once (nearest file wins)."""

    def __init__(self) -> None:
        self._by_folder: dict[str, Config] = {}

    def for_path(self, path: str) -> Config:
        if path == STDIN:
            folder = os.getcwd()
        elif os.path.isdir(path):
            folder = os.path.abspath(path)
        else:
            folder = os.path.abspath(os.path.dirname(path) or ".")
        config = self._by_folder.get(folder)
        if config is None:
            config = self._by_folder[folder] = load_config(folder)
        return config

    def used(self) -> list[Config]:
        seen: dict[str, Config] = {}
        for c in self._by_folder.values():
            if c.path is not None:
                seen.setdefault(c.path, c)
        return [seen[p] for p in sorted(seen)]


def config_findings(configs: Configs) -> list[Finding]:
    """Problems in the configuration files that applied, as findings located
    there; a problem in one of their dialect files (``dialects``) is located
    in that file, at its own line and column.  A dialect file two
    configurations list is reported once."""
    out: list[Finding] = []
    seen: set[tuple] = set()
    for config in configs.used():
        by_file: dict[str, list] = {}
        for p in config.problems:
            path = p.path or config.path
            key = (path, p.diagnostic.start, p.diagnostic.end, p.diagnostic.message)
            if key not in seen:
                seen.add(key)
                by_file.setdefault(path, []).append(p.diagnostic)
        for path, diagnostics in by_file.items():
            try:  # line breaks kept: the offsets count a \r\n as two
                text = Path(path).read_bytes().decode("utf-8", errors="replace")
            except OSError:
                text = ""
            out.extend(to_findings(path, SourceFile(text, path), diagnostics))
    return out


# ---------------------------------------------------------------------------
# Finding the files


def _skip_dir(name: str) -> bool:
    return name.startswith(".") or name in ("__pycache__", "node_modules")


def collect_files(paths: Iterable[str], configs: Configs | None = None) -> tuple[list[str], list[str], int]:
    """Files to check (deduplicated, in order), error messages for missing
    paths, and how many files the configurations' ``exclude`` left out.

    A folder is searched recursively for ``*.mlir`` (hidden folders skipped);
    a file named explicitly is checked whatever its suffix; ``-`` is stdin.
    ``exclude`` globs apply to both (so pre-commit, which names files,
    honours them)."""
    configs = configs if configs is not None else Configs()
    files: list[str] = []
    errors: list[str] = []
    seen: set[str] = set()
    excluded = 0

    def add(name: str) -> None:
        nonlocal excluded
        key = name if name == STDIN else os.path.realpath(name)
        if key in seen:
            return
        seen.add(key)
        if name != STDIN and configs.for_path(name).is_excluded(name):
            excluded += 1
            return
        files.append(name)

    for raw in paths:
        if raw == STDIN:
            add(raw)
        elif os.path.isdir(raw):
            found: list[str] = []
            for root, dirs, names in os.walk(raw):
                dirs[:] = [
                    d
                    for d in dirs
                    if not _skip_dir(d) and not configs.for_path(root).is_excluded(os.path.join(root, d))
                ]
                found.extend(os.path.join(root, n) for n in names if n.endswith(".mlir"))
            for name in sorted(found):
                add(name)
        elif os.path.exists(raw):
            add(raw)
        else:
            errors.append(f"bufls: {raw}: no such file or directory")
    return files, errors, excluded


# ---------------------------------------------------------------------------
# Checking one file (in a worker process or not)


@dataclass(frozen=True)
class Task:
    display: str
    text: str
    config: Config
    mode: str = "check"  # "check" | "fix" | "diff"


def _debug() -> bool:
    return os.environ.get("BUFLS_DEBUG", "") not in ("", "0")


def _source_of(path: str) -> SourceFile | None:
    try:
        return SourceFile(read_text(path), path)
    except InputError:
        return None


def run_task(task: Task) -> tuple[FileReport, list | None]:
    """The report of one file and its diagnostics (for the cache); never raises."""
    display = task.display
    try:
        if task.mode == "check":
            from bufls.core.analyze import analyze

            diagnostics = analyze(task.text, display, task.config)
            return FileReport(
                display, to_findings(display, SourceFile(task.text, display), diagnostics, _source_of)
            ), diagnostics
        from bufls.cli.fix import FixRefused, fix_text

        try:
            fixed = fix_text(task.text, display, task.config)
        except FixRefused as exc:
            return FileReport(display, error=f"bufls: {exc}"), None
        text = task.text if fixed.new_text is None else fixed.new_text
        report = FileReport(
            display,
            to_findings(display, SourceFile(text, display), fixed.diagnostics, _source_of),
            notes=fixed.notes,
            new_text=fixed.new_text,
        )
        return report, fixed.diagnostics
    except Exception as exc:  # an internal error: reported, never a raw traceback
        message = f"bufls: {display}: internal error: {type(exc).__name__}: {exc}"
        if _debug():
            import traceback

            message += "\n" + traceback.format_exc().rstrip()
        else:
            message += " (set BUFLS_DEBUG=1 for a traceback)"
        return FileReport(display, error=message), None


# ---------------------------------------------------------------------------
# Checking many files


class Progress:
    """``[####....] 12/40 files`` on stderr, redrawn at most ten times a second."""

    def __init__(self, total: int, stream=None, enabled: bool | None = None):
        self.total = total
        self.done = 0
        self.stream = stream if stream is not None else sys.stderr
        if enabled is None:
            isatty = getattr(self.stream, "isatty", None)
            enabled = bool(isatty and isatty()) and total > PROGRESS_MIN_FILES
        self.enabled = enabled
        self._last = 0.0

    def advance(self, n: int = 1) -> None:
        self.done += n
        if not self.enabled:
            return
        now = time.monotonic()
        if self.done < self.total and now - self._last < 0.1:
            return
        self._last = now
        width = 30
        filled = width * self.done // max(self.total, 1)
        self.stream.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {self.done}/{self.total} files")
        self.stream.flush()

    def close(self) -> None:
        if self.enabled:
            self.stream.write("\r\x1b[K")
            self.stream.flush()


def check_files(
    files: list[str],
    configs: Configs,
    mode: str = "check",
    jobs: int = 0,
    cache: Cache | None = None,
    progress: Progress | None = None,
) -> list[FileReport]:
    """Reports for ``files`` in order; cached results are reused, the rest
    run in ``jobs`` worker processes (0: one per core, none for little
    text: ``workers``)."""
    cache = cache if cache is not None else Cache(None)
    progress = progress if progress is not None else Progress(len(files), enabled=False)
    reports: list[FileReport | None] = [None] * len(files)
    texts: list[str | None] = [None] * len(files)
    todo: list[tuple[int, Task]] = []
    for i, name in enumerate(files):
        display = STDIN_NAME if name == STDIN else name
        try:
            data = read_bytes(name)
            texts[i] = text = decode(name, data)
        except InputError as exc:
            reports[i] = FileReport(display, error=str(exc))
            progress.advance()
            continue
        config = configs.for_path(name)
        cached = cache.get(cache.key(data, display, config.fingerprint())) if cache.enabled else None
        if cached is not None and (mode == "check" or not any(d.code == "BUF201" for d in cached)):
            reports[i] = FileReport(
                display, to_findings(display, SourceFile(text, display), cached, _source_of), cached=True
            )
            progress.advance()
            continue
        todo.append((i, Task(display, text, config, mode)))

    def done(i: int, task: Task, report: FileReport, diagnostics) -> None:
        if report.new_text is not None:
            report.old_text = task.text
        if diagnostics is not None and cache.enabled:
            text = report.new_text if report.new_text is not None else task.text
            cache.put(cache.key(text.encode("utf-8"), task.display, task.config.fingerprint()), diagnostics)
        reports[i] = report
        progress.advance()

    if todo:
        # only files the cache does not know need the checker; fail once if it cannot load
        try:
            from bufls.core import analyze, api  # noqa: F401
        except Exception as exc:
            progress.close()
            raise CheckerUnavailable(str(exc)) from exc
    for i, task, report, diagnostics in _run(todo, jobs):
        done(i, task, report, diagnostics)
    progress.close()
    return reports  # type: ignore[return-value]


def workers(todo: list[tuple[int, Task]], jobs: int) -> int:
    """How many worker processes check ``todo`` (0: none, in this process).
    ``-j N`` asks for N (one file needs none); ``-j 0`` for one per core,
    but none for a small amount of text (``SMALL_WORK``)."""
    if len(todo) < 2 or jobs == 1:
        return 0
    if jobs > 1:
        return min(jobs, len(todo))
    size = sum(len(task.text) for _, task in todo)
    if size < SMALL_WORK:
        return 0
    n = min(os.cpu_count() or 1, len(todo), size // WORK_PER_WORKER)
    return n if n > 1 else 0


def _run(todo: list[tuple[int, Task]], jobs: int) -> Iterator[tuple[int, Task, FileReport, list | None]]:
    n = workers(todo, jobs)
    if not n:
        for i, task in todo:
            yield (i, task, *run_task(task))
        return
    # imported here: a check without workers (one file, little text) needs none of it
    from concurrent.futures import ProcessPoolExecutor, as_completed

    with ProcessPoolExecutor(max_workers=n) as pool, _cancel_on_interrupt(pool):
        futures = {pool.submit(run_task, task): (i, task) for i, task in todo}
        for future in as_completed(futures):
            i, task = futures[future]
            try:
                report, diagnostics = future.result()
            except Exception as exc:  # a worker died (killed, out of memory)
                report, diagnostics = (
                    FileReport(
                        task.display, error=f"bufls: {task.display}: internal error: {type(exc).__name__}: {exc}"
                    ),
                    None,
                )
            yield i, task, report, diagnostics


@contextlib.contextmanager
def _cancel_on_interrupt(pool: ProcessPoolExecutor):
    """Ctrl-C or SIGTERM: drop the files not started yet instead of checking
    them all before the pool's ``with`` lets the interruption through."""
    try:
        yield
    except BaseException:
        pool.shutdown(wait=False, cancel_futures=True)
        raise


# ---------------------------------------------------------------------------
# Summary line


def summary(reports: list[FileReport], extra: Iterable[Finding] = (), excluded: int = 0) -> str:
    findings = [*extra, *(f for r in reports for f in r.findings)]
    counts: dict[str, int] = {}
    for f in findings:
        counts[f.severity] = counts.get(f.severity, 0) + 1
    checked = sum(1 for r in reports if r.error is None)
    failed = len(reports) - checked
    noun = "file" if checked == 1 else "files"
    head = f"bufls: {checked} {noun} checked"
    if failed:
        head += f", {failed} could not be checked"
    if excluded:
        head += f", {excluded} excluded"
    if not findings:
        return head + ("" if failed else ", no problems found")
    parts = []
    for sev in ("error", "warning", "info", "hint"):
        n = counts.get(sev, 0)
        if n:
            parts.append(f"{n} {sev}{'s' if n != 1 and sev in ('error', 'warning', 'hint') else ''}")
    return head + ": " + ", ".join(parts)
