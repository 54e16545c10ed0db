"""Listed files -> ``OdsLoad``: includes, the prelude, JSON dumps, the cache.

``load_dialects`` reads each listed ``.td`` file (and what it includes) with
the TableGen reader, or each ``.json`` with ``jsondump``, and interprets the
records.  The cache has three levels: a load whose files (and the include
candidates that were missing) have the same size and mtime is returned as
it was; a file with the same size and mtime is not read again; a file whose
text is unchanged is not parsed again.
"""

from __future__ import annotations

import hashlib
import os
import threading
from dataclasses import dataclass, field
from importlib import resources as _pkg_resources

from . import jsondump
from . import tablegen as tg
from .defs import Location, OdsDiagnostic, OdsLoad, OpDef
from .interpret import interpret, resources_of
from .records import Evaluator, Problem, Record

__all__ = ["OdsCache", "load_dialects", "BASE_INCLUDE_PREFIXES", "PRELUDE_PATH"]

# Includes of MLIR's own ODS files: bufls's prelude stands for them.
BASE_INCLUDE_PREFIXES = ("mlir/IR/", "mlir/Interfaces/", "mlir/Bytecode/", "mlir/Pass/", "mlir/Rewrite/")
PRELUDE_PATH = "<bufls prelude>"

_prelude_lock = threading.Lock()
_prelude: tg.ParsedFile | None = None


def _prelude_file() -> tg.ParsedFile:
    global _prelude
    with _prelude_lock:
        if _prelude is None:
            text = _pkg_resources.files(__package__).joinpath("prelude.td").read_text(encoding="utf-8")
            _prelude = tg.parse_file(text)
            assert _prelude.error is None, f"prelude.td: {_prelude.error.message} at {_prelude.error.start}"
        return _prelude


def _stat(path: str) -> tuple[int, int] | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return (st.st_mtime_ns, st.st_size)


@dataclass
class _FileEntry:
    stat: tuple[int, int]
    digest: str
    parsed: tg.ParsedFile | None  # None: a JSON file
    text: str


@dataclass
class OdsCache:
    """What ``load_dialects`` keeps between calls (thread-safe)."""

    files: dict[str, _FileEntry] = field(default_factory=dict)
    by_digest: dict[str, tg.ParsedFile] = field(default_factory=dict)
    loads: dict[tuple, tuple[tuple, OdsLoad]] = field(default_factory=dict)
    lock: threading.Lock = field(default_factory=threading.Lock)
    reads: int = 0  # files read from disk (for tests and benchmarks)
    parses: int = 0  # files parsed

    def clear(self) -> None:
        with self.lock:
            self.files.clear()
            self.by_digest.clear()
            self.loads.clear()

    def file(self, path: str) -> _FileEntry | None:
        """The entry of ``path`` (read again only when its size or mtime changed)."""
        st = _stat(path)
        if st is None:
            return None
        entry = self.files.get(path)
        if entry is not None and entry.stat == st:
            return entry
        try:
            with open(path, "rb") as f:
                data = f.read()
        except OSError:
            return None
        self.reads += 1
        digest = hashlib.sha256(data).hexdigest()
        text = data.decode("utf-8", errors="replace")
        if entry is not None and entry.digest == digest:
            entry = _FileEntry(st, digest, entry.parsed, entry.text)
        elif path.endswith(".json"):
            entry = _FileEntry(st, digest, None, text)
        else:
            parsed = self.by_digest.get(digest)
            if parsed is None:
                parsed = tg.parse_file(text)
                self.parses += 1
                if len(self.by_digest) > 512:
                    self.by_digest.clear()
                self.by_digest[digest] = parsed
            entry = _FileEntry(st, digest, parsed, text)
        self.files[path] = entry
        return entry


_DEFAULT_CACHE = OdsCache()


def load_dialects(paths, include_dirs=(), *, cache: OdsCache | None = None) -> OdsLoad:
    """The ops, dialects, resources and diagnostics of the listed files
    (see the package docstring)."""
    cache = _DEFAULT_CACHE if cache is None else cache
    listed = tuple(os.path.abspath(os.fspath(p)) for p in paths)
    dirs = tuple(os.path.abspath(os.fspath(d)) for d in include_dirs)
    key = (listed, dirs)
    with cache.lock:
        hit = cache.loads.get(key)
        if hit is not None:
            signature, load = hit
            if all(_stat(p) == st for p, st in signature):
                return load
        try:
            load, probed = _Load(listed, dirs, cache).run()
        except Exception as e:  # a last resort: a diagnostic, never a traceback
            path = listed[0] if listed else ""
            return OdsLoad(diagnostics=(OdsDiagnostic(path, 1, 1, f"bufls cannot read the dialect files: {e!r}"),))
        signature = tuple((p, _stat(p)) for p in (*load.files, *probed))
        cache.loads[key] = (signature, load)
        if len(cache.loads) > 32:
            cache.loads.pop(next(iter(cache.loads)))
        return load


class _Load:
    def __init__(self, listed: tuple[str, ...], dirs: tuple[str, ...], cache: OdsCache):
        self.listed = listed
        self.dirs = dirs
        self.cache = cache
        self.diags: list[OdsDiagnostic] = []
        self.files: list[str] = []
        self.texts: dict[str, str] = {}
        self.included: set[str] = set()
        self.probed: list[str] = []
        self.ev = Evaluator(include=self._include)

    def run(self) -> tuple[OdsLoad, list[str]]:
        prelude = _prelude_file()
        self.texts[PRELUDE_PATH] = prelude.text
        self.ev.run(prelude.statements, PRELUDE_PATH)
        prelude_defs = set(self.ev.defs)
        prelude_classes = set(self.ev.classes)
        json_records: list[Record] = []
        for path in self.listed:
            if path in self.included:
                continue
            entry = self.cache.file(path)
            if entry is None:
                self.diags.append(OdsDiagnostic(path, 1, 1, "cannot read this file (missing or unreadable)"))
                continue
            self.included.add(path)
            self.files.append(path)
            self.texts[path] = entry.text
            if entry.parsed is None:
                recs, problems = jsondump.records(entry.text, path, self.ev)
                json_records.extend(recs)
                self._problems(problems)
                continue
            self._run_file(path, entry.parsed)
        self._problems(self.ev.problems)
        for cls, (file, start) in self.ev.unknown_classes.items():
            if cls in prelude_classes:
                continue
            self._diag(
                file,
                start,
                f"class '{cls}' is not defined (in a missing include?): what derives from it is read without it",
                "warning",
            )
        records = [r for n, r in self.ev.defs.items() if n not in prelude_defs or r.file != PRELUDE_PATH]
        records += json_records
        dialects, ops = interpret(records, self._locate, self.diags)
        # one op per name: a later definition replaces an earlier one (a re-listed file)
        by_name: dict[str, OpDef] = {}
        for op in ops:
            if op.name in by_name:
                self.diags.append(
                    OdsDiagnostic(
                        op.location.path,
                        op.location.line,
                        op.location.column,
                        f"op {op.name} is defined again (first at {by_name[op.name].location}): the later one is used",
                        "warning",
                    )
                )
            by_name[op.name] = op
        ops = list(by_name.values())
        resources = resources_of(ops, self.diags)
        load = OdsLoad(
            ops=tuple(ops),
            dialects=tuple(dialects),
            resources=tuple(resources),
            diagnostics=tuple(self.diags),
            files=tuple(self.files),
        )
        return load, self.probed

    def _run_file(self, path: str, parsed: tg.ParsedFile) -> None:
        self.ev.run(parsed.statements, path)
        if parsed.error is not None:
            e = parsed.error
            self._diag(path, e.start, e.message, "error", e.end)

    def _diag(self, path: str, start: int, message: str, severity: str, end: int | None = None) -> None:
        text = self.texts.get(path, "")
        line, col = tg.line_col(text, min(start, len(text)))
        if end is not None and end > start:
            eline, ecol = tg.line_col(text, min(end, len(text)))
        else:
            eline, ecol = line, col + 1
        self.diags.append(OdsDiagnostic(path, line, col, message, severity, eline, ecol))

    def _problems(self, problems: list[Problem]) -> None:
        for p in problems:
            self._diag(p.file, p.start, p.message, p.severity, p.end)
        problems.clear()

    def _locate(self, rec: Record) -> Location:
        text = self.texts.get(rec.file)
        if text is None:
            return Location(rec.file, 1, 1)
        line, col = tg.line_col(text, min(rec.start, len(text)))
        return Location(rec.file, line, col)

    def _resolve(self, name: str, from_file: str) -> str | None:
        candidates = [os.path.join(os.path.dirname(from_file), name)]
        norm = "/" + name.replace("\\", "/").lstrip("/")
        candidates += [p for p in self.listed if p.replace("\\", "/").endswith(norm)]
        candidates += [os.path.join(d, name) for d in self.dirs]
        for c in candidates:
            c = os.path.abspath(c)
            if os.path.isfile(c):
                return c
            self.probed.append(c)
        return None

    def _include(self, stmt: tg.Include, from_file: str) -> None:
        name = stmt.path
        if from_file == PRELUDE_PATH:
            return
        if name.startswith(BASE_INCLUDE_PREFIXES):
            return  # MLIR's own base files: the prelude stands for them, never a file
        path = self._resolve(name, from_file)
        if path is None:
            self._diag(
                from_file,
                stmt.start,
                f'include "{name}" not found (looked beside this file, among the listed files and in the '
                "include folders): what it defines is unknown to bufls",
                "warning",
                stmt.end,
            )
            return
        if path in self.included:
            return
        entry = self.cache.file(path)
        if entry is None or entry.parsed is None:
            self._diag(from_file, stmt.start, f'include "{name}": cannot read {path}', "warning", stmt.end)
            return
        self.included.add(path)
        self.files.append(path)
        self.texts[path] = entry.text
        self._run_file(path, entry.parsed)
