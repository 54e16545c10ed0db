"""Editor settings: ``initializationOptions`` and ``workspace/didChangeConfiguration``.

The editor sends the configuration-file keys (``private-function-dynamic-ownership``,
``severity``, ``exclude``, ``resource``, ``dialects``, ``dialect-include-dirs``) and the
server's own keys, either flat or under ``"bufls"``::

    {"bufls": {"severity": {"BUF001": "error"}, "inlay-hints": false,
               "debounce-ms": 15, "log-level": "info"}}

A document's configuration is its ``bufls.toml`` / ``pyproject.toml``
(``bufls.core.config.project.load_config``) with the keys the editor set on top.
Bad values never raise: they become problems logged to the client, and the
default is used.

``OPTION_NAMES`` is every key the server reads; the VS Code extension's
``package.json`` names, for each setting it sends, the key it goes to
(``serverOption``); tests/server/test_settings_names.py keeps the two in step.
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from bufls.core.config.project import (
    CONFIG_FIELDS,
    CONFIG_KEYS,
    Config,
    config_from_mapping,
    load_config,
    resolve_dialects,
)

__all__ = ["LOG_LEVELS", "OPTION_NAMES", "SERVER_OPTIONS", "Settings", "parse_settings"]

LOG_LEVELS = ("error", "warning", "info", "debug")


@dataclass(frozen=True)
class _Option:
    """One of the server's own options: the ``Settings`` field it sets, and
    which values it takes (``expected`` says it in a problem)."""

    field: str
    valid: Callable[[object], bool]
    expected: str
    alias: str | None = None  # an older spelling still read


SERVER_OPTIONS = {
    "inlay-hints": _Option("inlay_hints", lambda v: isinstance(v, bool), "true or false", alias="inlayHints"),
    "debounce-ms": _Option(
        "debounce_ms",
        lambda v: isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 5000,
        "an integer from 0 to 5000",
    ),
    "log-level": _Option("log_level", lambda v: v in LOG_LEVELS, f"one of {', '.join(LOG_LEVELS)}"),
}
OPTION_NAMES = CONFIG_KEYS + tuple(SERVER_OPTIONS)


@dataclass(frozen=True)
class Settings:
    config_keys: tuple = ()  # ((key, value), ...) the editor set
    inlay_hints: bool = True
    debounce_ms: int = 15
    log_level: str = "warning"
    problems: tuple[str, ...] = field(default=(), compare=False)

    def config_for(self, path: str | None, workspace: str | None = None) -> Config:
        """The configuration of the document at ``path`` (a filesystem path),
        its dialect files read.  Relative paths the editor set (``dialects``)
        are relative to the configuration file's folder, else to
        ``workspace``, else to the document's folder."""
        folder = os.path.dirname(path) if path and os.path.isabs(path) else None
        base = load_config(folder, resolve=False) if folder else Config()
        root = base.root or workspace or folder
        if not self.config_keys:
            return resolve_dialects(base, root)
        editor = config_from_mapping(dict(self.config_keys), root, resolve=False)
        given = {CONFIG_FIELDS[k]: getattr(editor, CONFIG_FIELDS[k]) for k, _ in self.config_keys}
        for key, spans in (("dialects", "dialect_spans"), ("dialect-include-dirs", "include_dir_spans")):
            if key in dict(self.config_keys):  # written in the settings, not in the file
                given[spans] = ()
        merged = dataclasses.replace(base, problems=base.problems + editor.problems, **given)
        return resolve_dialects(merged, root)


def parse_settings(data) -> Settings:
    """``Settings`` from what the editor sent (any JSON value)."""
    if isinstance(data, Mapping) and isinstance(data.get("bufls"), Mapping):
        data = data["bufls"]
    if not isinstance(data, Mapping):
        return Settings()
    problems: list[str] = []
    keys = tuple((k, data[k]) for k in CONFIG_KEYS if k in data)
    values = {}
    for name, option in SERVER_OPTIONS.items():
        spelling = next((k for k in (name, option.alias) if k is not None and k in data), None)
        if spelling is None:
            continue
        value = data[spelling]
        if option.valid(value):
            values[option.field] = value
        else:
            problems.append(f"{name} must be {option.expected}, not {value!r}")
    return Settings(keys, problems=tuple(problems), **values)
