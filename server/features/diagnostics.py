"""``textDocument/publishDiagnostics``: a snapshot's diagnostics as LSP objects.

Related locations in the same file become ``relatedInformation``; each
diagnostic carries its code, so quick fixes can find it again
(``actions.py`` matches by code and range), and a ``codeDescription`` link
to the code's section of docs/diagnostics.md (``catalogue.doc_url``).
"""

from __future__ import annotations

from pathlib import Path

from lsprotocol import types as lsp

from bufls.core.catalogue import doc_url
from bufls.core.diagnostics import Diagnostic
from bufls.core.services.document import Snapshot

from ..convert import lines_of, to_lsp_range
from ..lines import Lines

__all__ = ["to_lsp"]

_SEVERITY = {
    1: lsp.DiagnosticSeverity.Error,
    2: lsp.DiagnosticSeverity.Warning,
    3: lsp.DiagnosticSeverity.Information,
    4: lsp.DiagnosticSeverity.Hint,
}


def to_lsp(snap: Snapshot, uri: str | None = None) -> list[lsp.Diagnostic]:
    uri = uri or _uri(snap.path)
    lines = lines_of(snap)
    return [_one(snap, lines, d, uri) for d in snap.diagnostics]


def _one(snap: Snapshot, lines: Lines, d: Diagnostic, uri: str) -> lsp.Diagnostic:
    related = [
        lsp.DiagnosticRelatedInformation(
            location=lsp.Location(
                uri=uri if r.path is None else _uri(r.path), range=to_lsp_range(lines, r.start, r.end)
            ),
            message=r.message,
        )
        for r in d.related
        if r.path is None or r.path == snap.path
    ]
    return lsp.Diagnostic(
        range=to_lsp_range(lines, d.start, d.end),
        message=d.message,
        severity=_SEVERITY.get(int(d.severity), lsp.DiagnosticSeverity.Error),
        code=d.code,
        code_description=_code_description(d.code),
        source="bufls",
        related_information=related or None,
    )


def _uri(path: str) -> str:
    try:
        return Path(path).as_uri()
    except ValueError:
        return path


def _code_description(code: str) -> lsp.CodeDescription | None:
    url = doc_url(code)
    return lsp.CodeDescription(href=url) if url else None
