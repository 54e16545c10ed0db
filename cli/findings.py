"""Report records of the command line: diagnostics placed in their files.

A ``Finding`` carries a diagnostic with every position a report format
needs: 1-based code-point line/column (text, GitHub) and the 0-based UTF-16
LSP range (JSON, SARIF).  ``FileReport`` is what checking one file produced.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from bufls.core.syntax.source import SourceFile
from bufls.server.convert import span_to_range

__all__ = ["FileReport", "Finding", "Related", "to_findings"]


@dataclass(frozen=True)
class Related:
    file: str
    line: int  # 1-based, code points (text format)
    column: int
    range: dict  # 0-based LSP range, UTF-16 (JSON format)
    message: str
    end_line: int = 0  # 1-based, code points, exclusive column
    end_column: int = 0


@dataclass(frozen=True)
class Finding:
    file: str
    line: int
    column: int
    range: dict
    severity: str  # "error" | "warning" | "info" | "hint"
    is_error: bool
    code: str
    message: str
    related: tuple[Related, ...] = ()
    end_line: int = 0
    end_column: int = 0


@dataclass
class FileReport:
    file: str
    findings: list[Finding] = field(default_factory=list)
    error: str | None = None  # an I/O or internal error, already worded for stderr
    notes: list[str] = field(default_factory=list)  # stderr remarks (why --fix left a file alone)
    new_text: str | None = None  # --fix/--diff: the text to write, None when unchanged
    old_text: str | None = None
    cached: bool = False


def _position(source: SourceFile, start: int, end: int):
    l0, c0 = source.line_col(start)
    l1, c1 = source.line_col(max(start, end))
    return l0 + 1, c0 + 1, l1 + 1, c1 + 1, span_to_range(source, start, end)


def to_findings(
    display: str, source: SourceFile, diagnostics: Iterable, source_of: Callable[[str], SourceFile | None] | None = None
) -> list[Finding]:
    """Findings of ``diagnostics`` (offsets into ``source``), sorted by position.

    Related locations in other files are placed with ``source_of(path)``;
    when that file cannot be read they point at its first line."""
    out: list[Finding] = []
    for d in sorted(diagnostics, key=lambda d: (d.start, d.end, d.code, d.message)):
        line, col, eline, ecol, rng = _position(source, d.start, d.end)
        related = []
        for r in d.related:
            same = r.path is None or r.path == display
            rs = source if same else (source_of(r.path) if source_of else None)
            rfile = display if same else r.path
            if rs is None:
                related.append(Related(rfile, 1, 1, span_to_range(SourceFile(""), 0, 0), r.message, 1, 1))
            else:
                rl, rc, rel, rec, rr = _position(rs, r.start, r.end)
                related.append(Related(rfile, rl, rc, rr, r.message, rel, rec))
        out.append(
            Finding(
                file=display,
                line=line,
                column=col,
                range=rng,
                severity=d.severity.label,
                is_error=d.severity.name == "ERROR",
                code=d.code,
                message=d.message,
                related=tuple(related),
                end_line=eline,
                end_column=ecol,
            )
        )
    return out
