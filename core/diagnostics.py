"""Diagnostics: the one way problems in the user's input are reported.

Every problem bufls finds in a file (syntax, verification, ownership) is a
``Diagnostic`` with a span in that file; nothing about the input is ever
reported by raising an exception.  Codes and severities are the stable ones
of DESIGN.md.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum

__all__ = ["Severity", "Related", "Diagnostic", "DEFAULT_SEVERITY"]


class Severity(IntEnum):
    ERROR = 1
    WARNING = 2
    INFO = 3
    HINT = 4

    @property
    def label(self) -> str:
        return self.name.lower()


DEFAULT_SEVERITY = {
    "syntax": Severity.ERROR,
    "verify": Severity.ERROR,
    "BUF001": Severity.WARNING,
    "BUF002": Severity.ERROR,
    "BUF003": Severity.ERROR,
    "BUF004": Severity.ERROR,
    "BUF101": Severity.ERROR,
    "BUF102": Severity.WARNING,
    "BUF201": Severity.INFO,
    "BUF202": Severity.WARNING,
}


@dataclass(frozen=True)
class Related:
    start: int
    end: int
    message: str
    path: str | None = None   # None: the same file


@dataclass(frozen=True)
class Diagnostic:
    code: str
    message: str
    start: int
    end: int
    severity: Severity = field(default=Severity.ERROR)
    related: tuple[Related, ...] = ()

    @staticmethod
    def make(code: str, message: str, start: int, end: int,
             related: tuple[Related, ...] = ()) -> "Diagnostic":
        return Diagnostic(code, message, start, max(end, start), DEFAULT_SEVERITY[code], related)
