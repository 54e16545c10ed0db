"""Diagnostics on the wire: a document's ``publishDiagnostics`` built from
JSON kept per top-level op, so that an edit costs what it changed.

A snapshot's diagnostics come in groups (``Snapshot.groups``: one tuple per
top-level op, spans relative to the op's start; the incremental analyzer
hands back the same tuple for an op whose diagnostics did not change).
``WireDiagnostics`` keeps, per tuple, its diagnostics as LSP JSON text with
the line numbers left open, relative to the op's first line::

    '{"range":{"start":{"line":%d,"character":9},"end":...},"message":"...",...}'
     % (base + 0, base + 0, base + 2, ...)

so that an op moved by lines inserted above it is written again by one
``%`` of its template, and an op that did not move is not written at all
(its text from the previous publish is reused).  Only the ops whose
diagnostics changed are converted to LSP positions again.  The text before
an op on its first line (its columns there) is part of the key.

``body(snap, lines)`` is the whole notification, ready for the transport
(``method`` last: the supervisor recognises a publish by its end without
parsing it); ``items`` the diagnostics' JSON texts, for pull diagnostics.
``built``, ``moved`` and ``reused`` count the groups made anew, written
for a new first line, and taken as they were (for tests).
"""

from __future__ import annotations

import json
from bisect import bisect_right
from pathlib import Path

from bufls.core.catalogue import doc_url
from bufls.core.diagnostics import Diagnostic

from .convert import UTF32, offset_to_position, units_column
from .lines import Lines

__all__ = ["WireDiagnostics", "diagnostic_json", "uri_of"]

_SEVERITIES = {1, 2, 3, 4}  # bufls' Severity values are LSP's DiagnosticSeverity values


def uri_of(path: str) -> str:
    try:
        return Path(path).as_uri()
    except ValueError:
        return path


class _Template:
    """One group's diagnostics as JSON with open line numbers."""

    __slots__ = ("group", "prefix", "fmt", "rel", "base", "text")

    def __init__(self, group: tuple, prefix: int, fmt: str, rel: tuple[int, ...]):
        self.group = group  # kept: its id is the key
        self.prefix = prefix
        self.fmt = fmt
        self.rel = rel
        self.base: int | None = None
        self.text = ""

    def at(self, base: int) -> str:
        if base != self.base:
            self.text = self.fmt % tuple([base + r for r in self.rel]) if self.rel else self.fmt
            self.base = base
        return self.text


class WireDiagnostics:
    """The JSON of one document's diagnostics, kept per group (see the module docstring)."""

    def __init__(self, uri: str, path: str):
        self.uri = uri
        self.path = path
        self._templates: dict[int, _Template] = {}
        self._ascii: tuple[str | None, bool] = (None, False)  # (text, whether it is ASCII)
        self.built = self.moved = self.reused = 0

    def items(self, snap, lines: Lines) -> list[str]:
        """The JSON text of each group of ``snap`` (a comma-separated list of
        diagnostics each), in order; groups without diagnostics are left out."""
        if self._ascii[0] is not lines.text:
            self._ascii = (lines.text, lines.text.isascii())
        ascii_text = self._ascii[1] or lines.encoding == UTF32
        old, new = self._templates, {}
        out = []
        # lines.line_col(start), inlined: once per group and publish
        starts = lines.starts
        raw, pivot, shift = starts.raw, starts.pivot, starts.shift
        for start, group in snap.groups:
            if not group:
                continue
            k = bisect_right(raw, start, 0, pivot)
            if k == pivot:
                k = bisect_right(raw, start - shift, pivot)
            line = k - 1
            column = start - raw[line] - (shift if line >= pivot else 0)
            prefix = column if ascii_text else _prefix(lines, line, column)
            t = old.get(id(group))
            if t is None or t.group is not group or t.prefix != prefix:
                t = self._template(snap, lines, start, group, line, prefix)
                self.built += 1
            elif t.base != line:
                self.moved += 1
            else:
                self.reused += 1
            new[id(group)] = t
            out.append(t.at(line))
        self._templates = new
        return out

    def body(self, snap, lines: Lines, version: int | None) -> bytes:
        """The ``textDocument/publishDiagnostics`` notification of ``snap``, encoded."""
        items = ",".join(self.items(snap, lines))
        head = '{"params":{"uri":' + json.dumps(self.uri)
        if version is not None:
            head += ',"version":' + str(int(version))
        tail = ']},"method":"textDocument/publishDiagnostics","jsonrpc":"2.0"}'
        return (head + ',"diagnostics":[' + items + tail).encode("ascii")

    def _template(self, snap, lines: Lines, start: int, group: tuple, base: int, prefix: int) -> _Template:
        pieces: list[str] = []
        rel: list[int] = []
        for d in group:
            diagnostic_json(d, start, lines, self.uri, snap.path, pieces, rel, base)
            pieces.append(",")
        pieces.pop()
        return _Template(group, prefix, "".join(pieces), tuple(rel))


def diagnostic_json(
    d: Diagnostic, start: int, lines: Lines, uri: str, path: str, pieces: list, rel: list, base: int
) -> None:
    """Append the JSON of ``d`` (spans relative to ``start``) to ``pieces``
    as a ``%`` template whose ``%d`` are its line numbers minus ``base``
    (appended to ``rel``): the same object ``features.diagnostics.to_lsp``
    gives, with its code, severity, ``codeDescription`` link and related
    information in this file."""

    def position(offset: int) -> str:
        line, character = offset_to_position(lines, offset)
        rel.append(line - base)
        return '{"line":%d,"character":' + str(character) + "}"

    def span(s: int, e: int) -> str:
        return '{"start":' + position(start + s) + ',"end":' + position(start + max(e, s)) + "}"

    severity = int(d.severity) if int(d.severity) in _SEVERITIES else 1
    out = '{"range":' + span(d.start, d.end) + ',"message":' + _text(d.message)
    out += ',"severity":' + str(severity) + ',"code":' + _text(d.code)
    url = doc_url(d.code)
    if url:
        out += ',"codeDescription":{"href":' + _text(url) + "}"
    out += ',"source":"bufls"'
    related = [r for r in d.related if r.path is None or r.path == path]
    if related:
        out += ',"relatedInformation":['
        out += ",".join(
            '{"location":{"uri":'
            + _text(uri if r.path is None else uri_of(r.path))
            + ',"range":'
            + span(r.start, r.end)
            + '},"message":'
            + _text(r.message)
            + "}"
            for r in related
        )
        out += "]"
    pieces.append(out + "}")


def _text(value: str) -> str:
    """A JSON string, with ``%`` doubled for the template."""
    return json.dumps(value).replace("%", "%%")


def _prefix(lines: Lines, line: int, column: int) -> int:
    return units_column(lines.line_text(line), column, lines.encoding)
