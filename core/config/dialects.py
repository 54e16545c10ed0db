"""The ``dialects`` key: a dialect's own ODS files, read by bufls, no rebuilt binary.

    dialects = ["acme.td", "include/acme/", "ops/*.td", "build/acme.json"]   # relative to the configuration file
    dialect-include-dirs = ["third_party/include"]                          # where `include "..."` looks last

An entry is a file (``.td``, or the ``.json`` of ``mlir-tblgen --dump-json``),
a folder (every ``.td`` below it, hidden folders skipped) or a glob (``*``,
``?``, ``[...]``; ``**`` spans folders), relative to the folder of the
configuration file (``~`` is the home folder).  Folders and globs are
expanded each time the configuration is read, in sorted order, so a new
file that matches is picked up; a file listed twice is read once.  Nothing
is ever run: the files are read by ``bufls.core.dialects.ods``.

This module turns the entries into a ``DialectSet`` (the files, the include
folders and the size and mtime of every file the load read: two sets are
equal while none of those files changed, so an analysis whose configuration
is unchanged keeps its results and one whose ``.td`` changed starts again),
turns the loader's diagnostics into ``ConfigProblem``-shaped records located
in their own file, and installs a load into the op registry
(``activate``): the registry holds the dialects of one configuration at a
time, those of the file being analysed; switching to another configuration
uninstalls the previous load first.
"""

from __future__ import annotations

import functools
import glob
import os
import threading
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..diagnostics import Diagnostic, Related, Severity
from ..syntax.source import SourceFile

if TYPE_CHECKING:  # imported where a configuration lists dialects (most list none)
    from ..dialects import ods

__all__ = [
    "DIALECT_SUFFIXES",
    "DialectSet",
    "activate",
    "active",
    "expand_entries",
    "located_diagnostics",
    "missing_include_dirs",
]

DIALECT_SUFFIXES = (".td", ".json")
_GLOB_CHARS = frozenset("*?[")


# ---------------------------------------------------------------------------
# Entries -> files


def expand_entries(entries: Iterable[str], base: str) -> tuple[list[str], list[tuple[int, str]]]:
    """The files the entries name (absolute, in order, each once) and, for
    each entry that names nothing, ``(index, message)``."""
    files: list[str] = []
    seen: set[str] = set()
    problems: list[tuple[int, str]] = []
    for i, entry in enumerate(entries):
        found, why = _expand_one(entry, base)
        if why is not None:
            problems.append((i, why))
        for f in found:
            if f not in seen:
                seen.add(f)
                files.append(f)
    return files, problems


def _expand_one(entry: str, base: str) -> tuple[list[str], str | None]:
    path = os.path.join(base, os.path.expanduser(entry))
    shown = f"{entry!r}" if os.path.isabs(os.path.expanduser(entry)) else f"{entry!r} (relative to {base})"
    if any(c in _GLOB_CHARS for c in entry):
        matched = sorted(
            os.path.abspath(p)
            for p in glob.glob(path, recursive=True)
            if os.path.isfile(p) and p.endswith(DIALECT_SUFFIXES)
        )
        if not matched:
            return [], f"'dialects': {shown} matches no .td or .json file"
        return matched, None
    if os.path.isdir(path):
        found: list[str] = []
        for root, dirs, names in os.walk(path):
            dirs[:] = sorted(d for d in dirs if not d.startswith("."))
            found.extend(os.path.join(root, n) for n in sorted(names) if n.endswith(".td"))
        if not found:
            return [], f"'dialects': the folder {shown} holds no .td file"
        return [os.path.abspath(f) for f in found], None
    if os.path.isfile(path):
        return [os.path.abspath(path)], None
    if os.path.exists(path):
        return [], f"'dialects': {shown} is not a file or a folder"
    return [], f"'dialects': no such file: {shown}"


def missing_include_dirs(dirs: Iterable[str], base: str) -> tuple[list[str], list[tuple[int, str]]]:
    """The include folders (absolute) and ``(index, message)`` for each one
    that is not a folder (it is left out)."""
    out: list[str] = []
    problems: list[tuple[int, str]] = []
    for i, d in enumerate(dirs):
        path = os.path.abspath(os.path.join(base, os.path.expanduser(d)))
        if os.path.isdir(path):
            out.append(path)
        else:
            problems.append((i, f"'dialect-include-dirs': {d!r} is not a folder (relative to {base})"))
    return out, problems


# ---------------------------------------------------------------------------
# The set of files of one configuration


def _stat(path: str) -> tuple[str, int, int]:
    try:
        st = os.stat(path)
    except OSError:
        return (path, -1, -1)
    return (path, st.st_mtime_ns, st.st_size)


@dataclass(frozen=True)
class DialectSet:
    """The ODS files of one configuration.  Picklable (``--check -j`` sends
    it to worker processes, which load the files again from their own cache)."""

    files: tuple[str, ...]  # listed, absolute, in order
    include_dirs: tuple[str, ...] = ()
    # (path, mtime_ns, size) of every file the load read, listed and included
    stamp: tuple[tuple[str, int, int], ...] = ()

    @staticmethod
    def of(files: Iterable[str], include_dirs: Iterable[str] = ()) -> tuple[DialectSet, ods.OdsLoad]:
        """The set of ``files`` and its load (read now, or from the loader's cache)."""
        from ..dialects import ods

        files, include_dirs = tuple(files), tuple(include_dirs)
        load = ods.load_dialects(files, include_dirs)
        read = tuple(dict.fromkeys((*files, *load.files)))
        return DialectSet(files, include_dirs, tuple(_stat(f) for f in read)), load

    def load(self) -> ods.OdsLoad:
        """The definitions (the loader's cache answers while no file changed)."""
        from ..dialects import ods

        return ods.load_dialects(self.files, self.include_dirs)

    def changed(self) -> bool:
        """Whether a file read for this set changed since (size or mtime)."""
        return any(_stat(path) != (path, mtime, size) for path, mtime, size in self.stamp)

    def watched(self) -> frozenset[str]:
        """Every file whose change changes this set."""
        return frozenset(path for path, _, _ in self.stamp)

    def digest(self) -> str:
        """A hash of the content of every file read (the ``--check`` cache key)."""
        return _digest(self.stamp, self.include_dirs)


@functools.lru_cache(maxsize=64)
def _digest(stamp: tuple[tuple[str, int, int], ...], include_dirs: tuple[str, ...]) -> str:
    import hashlib

    h = hashlib.sha256()
    for path, _, _ in stamp:
        h.update(path.encode("utf-8", "surrogateescape") + b"\0")
        try:
            with open(path, "rb") as f:
                h.update(hashlib.sha256(f.read()).digest())
        except OSError:
            h.update(b"-")
    for d in include_dirs:
        h.update(d.encode("utf-8", "surrogateescape") + b"\1")
    return h.hexdigest()


# ---------------------------------------------------------------------------
# Loader diagnostics -> diagnostics located in their own file

_SEVERITY = {"error": Severity.ERROR, "warning": Severity.WARNING}


def located_diagnostics(load: ods.OdsLoad) -> list[tuple[str, Diagnostic]]:
    """``(path, Diagnostic)`` for each problem the load found, with offsets
    in that file's text (code ``syntax``, like every configuration problem;
    the loader's severity kept)."""
    sources: dict[str, SourceFile] = {}
    out: list[tuple[str, Diagnostic]] = []
    for d in load.diagnostics:
        source = sources.get(d.path)
        if source is None:
            source = sources[d.path] = SourceFile(_read(d.path), d.path)
        start = _offset(source, d.line, d.column)
        end = _offset(source, d.end_line, d.end_column) if d.end_line else start
        diag = Diagnostic.make("syntax", d.message, start, max(start, end))
        severity = _SEVERITY.get(d.severity, Severity.ERROR)
        if severity != diag.severity:
            diag = Diagnostic(diag.code, diag.message, diag.start, diag.end, severity)
        out.append((d.path, diag))
    return out


def _read(path: str) -> str:
    try:
        with open(path, "rb") as f:
            return f.read().decode("utf-8", errors="replace")
    except OSError:
        return ""


def _offset(source: SourceFile, line: int, column: int) -> int:
    starts = source.line_starts()
    if not starts or line < 1:
        return 0
    if line > len(starts):
        return len(source.text)
    start = starts[line - 1]
    end = starts[line] - 1 if line < len(starts) else len(source.text)
    return min(start + max(column - 1, 0), max(end, start))


def related_to(path: str, diag: Diagnostic) -> Related:
    """A pointer from the configuration to the place in ``path``."""
    return Related(diag.start, diag.end, diag.message, path)


# ---------------------------------------------------------------------------
# Installing a load into the registry

_lock = threading.RLock()
# (the load installed, what install() added); None: no ODS dialect installed
_installed: tuple[ods.OdsLoad, object] | None = None


def activate(dialects: DialectSet | None, registry=None) -> ods.OdsLoad | None:
    """Make the op registry hold the dialects of ``dialects`` and no other
    ODS-loaded ones: nothing to do when that load is installed already (the
    loader returns the same load while no file changed); otherwise the
    installed one is uninstalled first.  ``None``: only the built-in
    dialects.  Returns the load installed."""
    global _installed
    if registry is None:
        from ..ir.registry import registry
    with _lock:
        load = dialects.load() if dialects is not None else None
        if load is not None and not load.ops:
            load = None
        if _installed is not None and _installed[0] is load:
            return load
        from ..dialects import ods

        if _installed is not None:
            previous, _installed = _installed, None
            ods.uninstall(previous[1], registry)
        if load is not None:
            _installed = (load, ods.install(load, registry))
        return load


def active() -> ods.OdsLoad | None:
    """The load the registry holds now (for tests)."""
    with _lock:
        return _installed[0] if _installed is not None else None
