"""Editor settings: ``initializationOptions`` and ``workspace/didChangeConfiguration``.

The editor sends the configuration-file keys (``private-function-dynamic-ownership``,
``severity``, ``exclude``, ``resource``) and the server's own keys, either flat or
under ``"bufls"``::

    {"bufls": {"severity": {"BUF001": "error"}, "inlay-hints": false,
               "debounce-ms": 15, "log-level": "info"}}

A document's configuration is its ``bufls.toml`` / ``pyproject.toml``
(``bufls.core.config.project.load_config``) with the keys the editor set on top.
Bad values never raise: they become problems logged to the client, and the
default is used.
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Mapping
from dataclasses import dataclass, field

from bufls.core.config.project import Config, config_from_mapping, load_config

__all__ = ["Settings", "parse_settings", "LOG_LEVELS"]

_CONFIG_KEYS = ("private-function-dynamic-ownership", "severity", "exclude", "resource")
_FIELDS = {"private-function-dynamic-ownership": "private_function_dynamic_ownership",
           "severity": "severity", "exclude": "exclude", "resource": "resource_specs"}
LOG_LEVELS = ("error", "warning", "info", "debug")


@dataclass(frozen=True)
class Settings:
    config_keys: tuple = ()                 # ((key, value), ...) the editor set
    inlay_hints: bool = True
    debounce_ms: int = 15
    log_level: str = "warning"
    problems: tuple[str, ...] = field(default=(), compare=False)

    def config_for(self, path: str | None) -> Config:
        """The configuration of the document at ``path`` (a filesystem path)."""
        base = load_config(os.path.dirname(path)) if path and os.path.isabs(path) else Config()
        if not self.config_keys:
            return base
        editor = config_from_mapping(dict(self.config_keys), base.root)
        given = {_FIELDS[k]: getattr(editor, _FIELDS[k]) for k, _ in self.config_keys}
        return dataclasses.replace(base, problems=base.problems + editor.problems, **given)


def parse_settings(data) -> Settings:
    """``Settings`` from what the editor sent (any JSON value)."""
    if isinstance(data, Mapping) and isinstance(data.get("bufls"), Mapping):
        data = data["bufls"]
    if not isinstance(data, Mapping):
        return Settings()
    problems: list[str] = []
    keys = tuple((k, data[k]) for k in _CONFIG_KEYS if k in data)
    inlay = data.get("inlay-hints", data.get("inlayHints", True))
    if not isinstance(inlay, bool):
        problems.append(f"inlay-hints must be true or false, not {inlay!r}")
        inlay = True
    debounce = data.get("debounce-ms", 15)
    if isinstance(debounce, bool) or not isinstance(debounce, int) or not 0 <= debounce <= 5000:
        problems.append(f"debounce-ms must be an integer from 0 to 5000, not {debounce!r}")
        debounce = 15
    level = data.get("log-level", "warning")
    if level not in LOG_LEVELS:
        problems.append(f"log-level must be one of {', '.join(LOG_LEVELS)}, not {level!r}")
        level = "warning"
    return Settings(keys, inlay, debounce, level, tuple(problems))
