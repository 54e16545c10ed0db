"""``textDocument/publishDiagnostics``: a snapshot's diagnostics as LSP objects.

Related locations in the same file become ``relatedInformation``; each
diagnostic links to the code's description and carries its code, so quick
fixes can find it again (``actions.py`` matches by code and range).
"""

from __future__ import annotations

from pathlib import Path

from lsprotocol import types as lsp

from bufls.core.diagnostics import Diagnostic
from bufls.core.document import Snapshot

from ..convert import to_lsp_range

__all__ = ["to_lsp"]

_SEVERITY = {1: lsp.DiagnosticSeverity.Error, 2: lsp.DiagnosticSeverity.Warning,
             3: lsp.DiagnosticSeverity.Information, 4: lsp.DiagnosticSeverity.Hint}


def to_lsp(snap: Snapshot, uri: str | None = None) -> list[lsp.Diagnostic]:
    uri = uri or _uri(snap.path)
    return [_one(snap, d, uri) for d in snap.diagnostics]


def _one(snap: Snapshot, d: Diagnostic, uri: str) -> lsp.Diagnostic:
    related = [
        lsp.DiagnosticRelatedInformation(
            location=lsp.Location(uri=uri if r.path is None else _uri(r.path),
                                  range=to_lsp_range(snap.source, r.start, r.end)),
            message=r.message)
        for r in d.related if r.path is None or r.path == snap.path
    ]
    return lsp.Diagnostic(
        range=to_lsp_range(snap.source, d.start, d.end),
        message=d.message,
        severity=_SEVERITY.get(int(d.severity), lsp.DiagnosticSeverity.Error),
        code=d.code,
        source="bufls",
        related_information=related or None,
    )


def _uri(path: str) -> str:
    try:
        return Path(path).as_uri()
    except ValueError:
        return path
