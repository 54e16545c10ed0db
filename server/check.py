"""``bufls --check``: run the checker over files and folders and report.

Each file is read as UTF-8 (line endings kept, so offsets match what an
editor shows), checked with ``bufls.core.api.check_file`` and turned into
``Finding`` records that carry both the 1-based code-point position of the
text format and the 0-based UTF-16 LSP range of the JSON format.  Work per
file is independent, so ``-j N`` hands files to worker processes; the
report is always in the same order (files as given, folders sorted, findings
by position).
"""

from __future__ import annotations

import json
import os
import sys
import traceback
from collections.abc import Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from bufls.core.source import SourceFile
from bufls.server.convert import span_to_range

__all__ = ["Finding", "FileReport", "InputError", "read_text", "collect_files", "check_path", "check_paths",
           "format_text", "format_json", "summary", "STDIN", "STDIN_NAME"]

STDIN = "-"
STDIN_NAME = "<stdin>"


class InputError(Exception):
    """A file cannot be read: missing, unreadable, or not UTF-8."""


@dataclass(frozen=True)
class Related:
    file: str
    line: int            # 1-based, code points (text format)
    column: int
    range: dict          # 0-based LSP range, UTF-16 (JSON format)
    message: str


@dataclass(frozen=True)
class Finding:
    file: str
    line: int
    column: int
    range: dict
    severity: str        # "error" | "warning" | "info" | "hint"
    is_error: bool
    code: str
    message: str
    related: tuple[Related, ...] = ()


@dataclass
class FileReport:
    file: str
    findings: list[Finding] = field(default_factory=list)
    error: str | None = None   # an I/O or internal error, already worded for stderr


# ---------------------------------------------------------------------------
# Finding the files

def _skip_dir(name: str) -> bool:
    return name.startswith(".") or name in ("__pycache__", "node_modules")


def collect_files(paths: Iterable[str]) -> tuple[list[str], list[str]]:
    """Files to check (deduplicated, in order) and error messages for missing paths.

    A folder is searched recursively for ``*.mlir`` (hidden folders skipped);
    a file named explicitly is checked whatever its suffix; ``-`` is stdin.
    """
    files: list[str] = []
    errors: list[str] = []
    seen: set[str] = set()

    def add(name: str) -> None:
        key = name if name == STDIN else os.path.realpath(name)
        if key not in seen:
            seen.add(key)
            files.append(name)

    for raw in paths:
        if raw == STDIN:
            add(raw)
        elif os.path.isdir(raw):
            found: list[str] = []
            for root, dirs, names in os.walk(raw):
                dirs[:] = [d for d in dirs if not _skip_dir(d)]
                found.extend(os.path.join(root, n) for n in names if n.endswith(".mlir"))
            for name in sorted(found):
                add(name)
        elif os.path.exists(raw):
            add(raw)
        else:
            errors.append(f"bufls: {raw}: no such file or directory")
    return files, errors


def read_text(name: str) -> str:
    """The text of a file (or stdin for ``-``), strictly UTF-8, newlines kept."""
    shown = STDIN_NAME if name == STDIN else name
    try:
        data = sys.stdin.buffer.read() if name == STDIN else Path(name).read_bytes()
    except OSError as exc:
        raise InputError(f"bufls: {shown}: cannot read: {exc.strerror or exc}") from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise InputError(
            f"bufls: {shown}: not valid UTF-8 (byte 0x{data[exc.start]:02x} "
            f"at offset {exc.start}, line {line}); bufls reads .mlir files as UTF-8"
        ) from None


# ---------------------------------------------------------------------------
# Checking

def _debug() -> bool:
    return os.environ.get("BUFLS_DEBUG", "") not in ("", "0")


def _findings(display: str, source: SourceFile, diagnostics) -> list[Finding]:
    others: dict[str, SourceFile | None] = {}

    def source_of(path: str | None) -> SourceFile | None:
        if path is None or path == display:
            return source
        if path not in others:
            try:
                others[path] = SourceFile(read_text(path), path)
            except InputError:
                others[path] = None
        return others[path]

    out: list[Finding] = []
    for d in sorted(diagnostics, key=lambda d: (d.start, d.end, d.code, d.message)):
        line, col = source.line_col(d.start)
        related = []
        for r in d.related:
            rs = source_of(r.path)
            rfile = display if r.path is None else r.path
            if rs is None:
                rline, rcol, rrange = 1, 1, span_to_range(SourceFile(""), 0, 0)
            else:
                l0, c0 = rs.line_col(r.start)
                rline, rcol, rrange = l0 + 1, c0 + 1, span_to_range(rs, r.start, r.end)
            related.append(Related(rfile, rline, rcol, rrange, r.message))
        out.append(Finding(
            file=display,
            line=line + 1,
            column=col + 1,
            range=span_to_range(source, d.start, d.end),
            severity=d.severity.label,
            is_error=d.severity.name == "ERROR",
            code=d.code,
            message=d.message,
            related=tuple(related),
        ))
    return out


def check_path(name: str) -> FileReport:
    """Check one file; never raises (problems end up in ``FileReport.error``)."""
    display = STDIN_NAME if name == STDIN else name
    try:
        text = read_text(name)
    except InputError as exc:
        return FileReport(display, error=str(exc))
    try:
        from bufls.core import api

        diagnostics = api.check_file(text, display)
        return FileReport(display, _findings(display, SourceFile(text, display), diagnostics))
    except Exception as exc:  # an internal error: reported, never a raw traceback
        message = f"bufls: {display}: internal error: {type(exc).__name__}: {exc}"
        if _debug():
            message += "\n" + traceback.format_exc().rstrip()
        else:
            message += " (set BUFLS_DEBUG=1 for a traceback)"
        return FileReport(display, error=message)


def check_paths(files: list[str], jobs: int = 1) -> Iterator[FileReport]:
    """Reports for ``files`` in order; ``jobs`` > 1 uses worker processes."""
    jobs = jobs if jobs > 0 else (os.cpu_count() or 1)
    parallel = [f for f in files if f != STDIN]
    if jobs == 1 or len(parallel) < 2:
        for name in files:
            yield check_path(name)
        return
    with ProcessPoolExecutor(max_workers=min(jobs, len(parallel))) as pool:
        futures = {name: pool.submit(check_path, name) for name in parallel}
        for name in files:
            yield check_path(name) if name == STDIN else futures[name].result()


# ---------------------------------------------------------------------------
# Reports

def format_text(findings: Iterable[Finding]) -> str:
    """``path:line:col: severity: message [CODE]``, related notes after each."""
    lines = []
    for f in findings:
        lines.append(f"{f.file}:{f.line}:{f.column}: {f.severity}: {f.message} [{f.code}]")
        for r in f.related:
            lines.append(f"{r.file}:{r.line}:{r.column}: note: {r.message}")
    return "".join(line + "\n" for line in lines)


def format_json(findings: Iterable[Finding]) -> str:
    """The committed JSON contract of DESIGN.md: a list, ``[]`` when clean."""
    items = [
        {
            "file": f.file,
            "range": f.range,
            "severity": f.severity,
            "code": f.code,
            "message": f.message,
            "related": [{"file": r.file, "range": r.range, "message": r.message}
                        for r in f.related],
        }
        for f in findings
    ]
    return json.dumps(items, indent=2, ensure_ascii=False) + "\n"


def summary(reports: list[FileReport]) -> str:
    findings = [f for r in reports for f in r.findings]
    counts: dict[str, int] = {}
    for f in findings:
        counts[f.severity] = counts.get(f.severity, 0) + 1
    checked = sum(1 for r in reports if r.error is None)
    failed = len(reports) - checked
    noun = "file" if checked == 1 else "files"
    head = f"bufls: {checked} {noun} checked"
    if failed:
        head += f", {failed} could not be checked"
    if not findings:
        return head + ("" if failed else ", no problems found")
    parts = []
    for sev in ("error", "warning", "info", "hint"):
        n = counts.get(sev, 0)
        if n:
            parts.append(f"{n} {sev}{'s' if n != 1 and sev in ('error', 'warning', 'hint') else ''}")
    return head + ": " + ", ".join(parts)
