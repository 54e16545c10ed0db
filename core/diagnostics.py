"""Diagnostics: the one way problems in the user's input are reported.

Every problem bufls finds in a file (syntax, verification, ownership) is a
``Diagnostic`` with a span in that file; nothing about the input is ever
reported by raising an exception.  The codes, their default severities and
their documentation are those of the catalogue (``catalogue.py``, rendered
as docs/diagnostics.md).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum

from .catalogue import CATALOGUE

__all__ = ["Severity", "Related", "Diagnostic", "DEFAULT_SEVERITY"]


class Severity(IntEnum):
    ERROR = 1
    WARNING = 2
    INFO = 3
    HINT = 4

    @property
    def label(self) -> str:
        return self.name.lower()


# code -> severity before configuration (``severity`` overrides it)
DEFAULT_SEVERITY: dict[str, Severity] = {c.code: Severity[c.severity.upper()] for c in CATALOGUE.values()}
# codes reported only once the configuration gives them a severity
OFF_BY_DEFAULT: frozenset[str] = frozenset(c.code for c in CATALOGUE.values() if not c.enabled)


@dataclass(frozen=True)
class Related:
    start: int
    end: int
    message: str
    path: str | None = None  # None: the same file


@dataclass(frozen=True)
class Diagnostic:
    code: str
    message: str
    start: int
    end: int
    severity: Severity = field(default=Severity.ERROR)
    related: tuple[Related, ...] = ()

    @staticmethod
    def make(code: str, message: str, start: int, end: int, related: tuple[Related, ...] = ()) -> Diagnostic:
        return Diagnostic(code, message, start, max(end, start), DEFAULT_SEVERITY[code], related)
