"""Configuration files in the editor: their problems, and the files to watch.

The problems of a document's configuration (``Config.problems``: a bad key
of ``bufls.toml``, an entry of ``dialects`` that names no file, a ``.td``
file bufls cannot read) are published on the configuration file, where
they are located; each analysis of an open document updates those of its
configuration, and they are cleared once no open document uses it.

A problem in a dialect file is published on the configuration file too, on
the ``dialects`` entry that lists it, its message starting with the
``.td`` file's own ``path:line:col`` and its related information pointing
there (one click away).  Why there and not on the ``.td`` file: bufls is
not the language server of ``.td`` files (the client sends it no
``didOpen`` for them, so it cannot tell whether one is open), and the
configuration file is what made bufls read the file -- where a missing file
or a bad glob is reported anyway, and where ``bufls --check`` users look
for configuration problems.  Dialect files set in the editor's settings
(no configuration file lists them) get their problems on themselves.
Problems of the editor's own settings have no file: they are logged.

Watching: ``watched(config)`` is every file whose change changes the
analysis (the configuration file, the dialect files read, listed and
included); the server re-analyses the open documents when the client
reports one of them changed or saved, or any ``.td`` file (a new file a
glob of ``dialects`` now matches).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from pathlib import Path

from lsprotocol import types as lsp

from bufls.core.config.project import Config, ConfigProblem

from .convert import to_lsp_range
from .lines import Lines

__all__ = ["WATCHED_GLOBS", "ConfigFiles", "is_config_file", "is_dialect_file", "watched"]

# what the server asks the client to watch (workspace/didChangeWatchedFiles)
WATCHED_GLOBS = ("**/bufls.toml", "**/pyproject.toml", "**/*.td", "**/*.json")
_CONFIG_NAMES = ("bufls.toml", "pyproject.toml")

_SEVERITY = {
    1: lsp.DiagnosticSeverity.Error,
    2: lsp.DiagnosticSeverity.Warning,
    3: lsp.DiagnosticSeverity.Information,
    4: lsp.DiagnosticSeverity.Hint,
}


def is_config_file(path: str) -> bool:
    return os.path.basename(path) in _CONFIG_NAMES


def is_dialect_file(path: str) -> bool:
    return path.endswith(".td")


def watched(config: Config) -> frozenset[str]:
    """The files whose change changes what ``config`` gives."""
    files = set() if config.dialect_set is None else set(config.dialect_set.watched())
    if config.path is not None:
        files.add(config.path)
    return frozenset(files)


def _uri(path: str) -> str:
    try:
        return Path(path).as_uri()
    except ValueError:
        return path


class _Texts:
    """File texts read once per update (offsets -> LSP ranges)."""

    def __init__(self, encoding: str):
        self.encoding = encoding
        self._lines: dict[str, Lines] = {}

    def lines(self, path: str) -> Lines:
        lines = self._lines.get(path)
        if lines is None:
            try:
                with open(path, encoding="utf-8", errors="replace", newline="") as f:
                    text = f.read()
            except OSError:
                text = ""
            lines = self._lines[path] = Lines(text, encoding=self.encoding)
        return lines


def _diagnostics(config: Config, texts: _Texts) -> dict[str, list[lsp.Diagnostic]]:
    """The problems of ``config`` by the uri they are published on."""
    out: dict[str, list[lsp.Diagnostic]] = {}
    for p in config.problems:
        placed = _place(p, texts)
        if placed is not None:
            uri, diagnostic = placed
            out.setdefault(uri, []).append(diagnostic)
    return out


def _place(p: ConfigProblem, texts: _Texts) -> tuple[str, lsp.Diagnostic] | None:
    d = p.diagnostic
    severity = _SEVERITY.get(int(d.severity), lsp.DiagnosticSeverity.Error)
    if p.listed_at is not None and p.path is not None:
        config_path, start, end = p.listed_at
        here = to_lsp_range(texts.lines(p.path), d.start, d.end)
        shown = os.path.relpath(p.path, os.path.dirname(config_path))
        where = f"{shown}:{here.start.line + 1}:{here.start.character + 1}"
        return _uri(config_path), lsp.Diagnostic(
            range=to_lsp_range(texts.lines(config_path), start, end),
            message=f"{where}: {d.message}",
            severity=severity,
            code=d.code,
            source="bufls",
            related_information=[
                lsp.DiagnosticRelatedInformation(location=lsp.Location(uri=_uri(p.path), range=here), message=d.message)
            ],
        )
    if p.path is None:
        return None  # the editor's settings: logged by the server
    return _uri(p.path), lsp.Diagnostic(
        range=to_lsp_range(texts.lines(p.path), d.start, d.end),
        message=d.message,
        severity=severity,
        code=d.code,
        source="bufls",
    )


class ConfigFiles:
    """What was published on configuration (and dialect) files, per open
    document's configuration."""

    def __init__(self, publish: Callable[[str, list[lsp.Diagnostic]], None]):
        self._publish = publish
        self._configs: dict[str, Config] = {}  # document uri -> its configuration
        self._contributions: dict[tuple, dict[str, list[lsp.Diagnostic]]] = {}  # (path, problems) -> by uri
        self._published: dict[str, list[lsp.Diagnostic]] = {}
        self.encoding = "utf-16"

    def update(self, doc_uri: str, config: Config) -> None:
        """``doc_uri`` was analysed under ``config``: publish what changed."""
        if self._configs.get(doc_uri) is config:
            return
        self._configs[doc_uri] = config
        self._refresh()

    def forget(self, doc_uri: str) -> None:
        """``doc_uri`` was closed."""
        if self._configs.pop(doc_uri, None) is not None:
            self._refresh()

    def configs(self) -> Iterable[Config]:
        return self._configs.values()

    def watched(self) -> frozenset[str]:
        """Every file the open documents' configurations read."""
        out: set[str] = set()
        for config in self._configs.values():
            out |= watched(config)
        return frozenset(out)

    def _refresh(self) -> None:
        wanted: dict[str, list[lsp.Diagnostic]] = {}
        keys = set()
        texts = _Texts(self.encoding)
        for config in self._configs.values():
            key = (config.path, config.problems)
            if key in keys:
                continue  # documents under the same configuration
            keys.add(key)
            by_uri = self._contributions.get(key)
            if by_uri is None:
                by_uri = self._contributions[key] = _diagnostics(config, texts)
            for uri, diagnostics in by_uri.items():
                wanted.setdefault(uri, []).extend(diagnostics)
        self._contributions = {k: v for k, v in self._contributions.items() if k in keys}
        for uri in sorted(set(wanted) | set(self._published)):
            diagnostics = wanted.get(uri, [])
            if self._published.get(uri, []) != diagnostics:
                self._publish(uri, diagnostics)
            if diagnostics:
                self._published[uri] = diagnostics
            else:
                self._published.pop(uri, None)
