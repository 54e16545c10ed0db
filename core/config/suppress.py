"""Inline suppression comments.

A diagnostic is dropped when its first line, or the line above it when that
line holds only the comment, carries::

    // bufls: ignore[BUF001]            one code
    // bufls: ignore[BUF001, BUF003]    several (comma-separated)
    // bufls: ignore                    every code

for example::

    // bufls: ignore[BUF001]
    %buf = memref.alloc() : memref<8xf32>
    %tmp = memref.alloc() : memref<8xf32>   // bufls: ignore[BUF001]

Codes are matched without regard to case; the directive may follow other
comment text (``// keep: bufls: ignore[BUF201]``).
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable

from ..diagnostics import Diagnostic

__all__ = ["apply_suppressions", "suppressions", "suppressed_on_lines"]

_DIRECTIVE = re.compile(r"\bbufls:\s*ignore\b(?:\[([^\]]*)\])?", re.IGNORECASE)
ALL = None  # every code


def suppressions(text: str) -> dict[int, frozenset[str] | None]:
    """0-based line -> codes suppressed there (upper case), or ``None`` for all.

    A comment alone on its line applies to that line and the next one; a
    comment after code applies to its own line only."""
    out: dict[int, frozenset[str] | None] = {}
    if "bufls" not in text:
        return out
    for line, raw in enumerate(text.split("\n")):
        comment = _comment_start(raw)
        if comment >= 0:
            m = _DIRECTIVE.search(raw, comment)
            if m is not None:
                codes = (
                    ALL
                    if m.group(1) is None
                    else frozenset(c.strip().upper() for c in m.group(1).split(",") if c.strip())
                )
                targets = (line, line + 1) if raw[:comment].strip() == "" else (line,)
                for t in targets:
                    _merge(out, t, codes)
    return out


def apply_suppressions(text: str, diagnostics: Iterable[Diagnostic]) -> list[Diagnostic]:
    """``diagnostics`` without those suppressed by ``// bufls: ignore`` comments."""
    diagnostics = list(diagnostics)
    table = suppressions(text)
    if not table:
        return diagnostics
    starts = [0]
    find = text.find
    p = find("\n")
    while p >= 0:
        starts.append(p + 1)
        p = find("\n", p + 1)
    out = []
    for d in diagnostics:
        line = bisect.bisect_right(starts, max(0, min(d.start, len(text)))) - 1
        if line in table:
            codes = table[line]
            if codes is ALL or d.code.upper() in codes:
                continue
        out.append(d)
    return out


def suppressed_on_lines(source, diagnostics: Iterable[Diagnostic]) -> list[Diagnostic]:
    """``apply_suppressions`` reading only the lines of the diagnostics (and
    the line above each): for a big file with few diagnostics."""
    out = []
    cache: dict[int, dict] = {}
    for d in diagnostics:
        line = source.line_col(d.start)[0]
        table = cache.get(line)
        if table is None:
            first = max(0, line - 1)
            table = cache[line] = suppressions("\n".join(source.line_text(i) for i in range(first, line + 1)))
            table = cache[line] = {first + k: v for k, v in table.items()}
        codes = table.get(line, ()) if line in table else ()
        if line in table and (codes is ALL or d.code.upper() in codes):
            continue
        out.append(d)
    return out


def _merge(out: dict, line: int, codes) -> None:
    if line in out:
        old = out[line]
        out[line] = ALL if old is ALL or codes is ALL else old | codes
    else:
        out[line] = codes


def _comment_start(line: str) -> int:
    """Offset of ``//`` that starts a comment (not inside a string), or -1."""
    i = line.find("//")
    if i < 0:
        return -1
    in_string = False
    j = 0
    n = len(line)
    while j < n:
        c = line[j]
        if in_string:
            if c == "\\":
                j += 2
                continue
            if c == '"':
                in_string = False
        elif c == '"':
            in_string = True
        elif c == "/" and line.startswith("//", j):
            return j
        j += 1
    return -1
