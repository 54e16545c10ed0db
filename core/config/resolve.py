"""The last step of reading a configuration: the files of ``dialects``.

``resolve_dialects(config)`` expands the entries (``dialects.py``), loads the
ODS definitions (``Config.dialect_set``), merges the resources they declare
with the configured ``[[resource]]`` tables (``Config.dialect_resources``)
and adds what it found wrong to ``Config.problems``: an entry that names
no file on its ``dialects`` string, a problem in a ``.td`` file at that
file's own line and column (``ConfigProblem.path`` is the ``.td`` file,
``listed_at`` where the configuration lists it), a resource that cannot be
used where it is declared.
"""

from __future__ import annotations

import dataclasses
import os
import re
from pathlib import Path

from ..analysis.resources import ResourceConfigError
from ..diagnostics import Diagnostic, Severity
from ..syntax.source import SourceFile
from .dialects import DialectSet, expand_entries, located_diagnostics, missing_include_dirs
from .model import Config, ConfigProblem, ResourceSpec, build_resources, problem
from .toml_lines import Locator

__all__ = ["resolve_dialects"]


def resolve_dialects(config: Config, root: str | None = None) -> Config:
    """``config`` with its ``dialects`` read (see the module docstring):
    ``dialect_set`` and ``dialect_resources`` set, the problems found added.
    Relative entries are relative to ``config.root``, else ``root``, else
    the current folder.  Cheap while nothing changed: the loader answers
    from its cache after a ``stat`` of each file.  A config resolved already
    is returned as it is."""
    if config.resolved:
        return config
    problems: list[ConfigProblem] = []
    base = config.root or root or os.getcwd()
    dialect_set = None
    ods_resources: tuple = ()
    reported: set[tuple[str, int]] = set()
    if config.dialects:
        # entries the editor set have no spans: their problems have no configuration file
        listing = config.path if config.dialect_spans else None
        files, missing = expand_entries(config.dialects, base)
        for i, message in missing:
            problems.append(problem(listing, message, *_span_at(config.dialect_spans, i), dialects=True))
        include_dirs, bad_dirs = missing_include_dirs(config.dialect_include_dirs, base)
        listing = config.path if config.include_dir_spans else None
        for i, message in bad_dirs:
            problems.append(problem(listing, message, *_span_at(config.include_dir_spans, i), dialects=True))
        if files:
            dialect_set, load = DialectSet.of(files, include_dirs)
            problems.extend(_load_problems(config, base, load))
            ods_resources = load.resources
            reported = {(d.path, d.line) for d in load.diagnostics}
    dialect_resources = _merge_resources(config, ods_resources, problems, reported)
    for spec in config.resource_specs:
        if spec.incomplete is not None and spec.name not in {s.name for s in dialect_resources}:
            problems.append(spec.incomplete)
    return dataclasses.replace(
        config,
        dialect_set=dialect_set,
        dialect_resources=dialect_resources,
        problems=config.problems + tuple(problems),
        resolved=True,
    )


def _span_at(spans: tuple[tuple[int, int], ...], i: int) -> tuple[int, int]:
    return spans[i] if i < len(spans) else (spans[0] if spans else (0, 0))


def _load_problems(config: Config, base: str, load) -> list[ConfigProblem]:
    """The loader's diagnostics, each in its own file, with where the
    configuration lists that file (the entry naming it, else the first)."""
    if not load.diagnostics:
        return []
    entry_of: dict[str, int] = {}
    for i, entry in enumerate(config.dialects):
        named, _ = expand_entries([entry], base)
        for f in named:
            entry_of.setdefault(f, i)
    out = []
    for path, diagnostic in located_diagnostics(load):
        listed_at = None
        if config.path is not None and config.dialect_spans:
            start, end = _span_at(config.dialect_spans, entry_of.get(path, 0))
            listed_at = (config.path, start, end)
        out.append(ConfigProblem(path, diagnostic, listed_at, dialects=True))
    return out


def _merge_resources(
    config: Config, ods_resources, problems: list[ConfigProblem], reported: set[tuple[str, int]]
) -> tuple[ResourceSpec, ...]:
    """The ODS resources as ``ResourceSpec``s, each refined by the configured
    table of the same name (its ops where it names them; its ``memory-space``,
    ``kind``, ``hoist`` and ``promote-to``, which a ``.td`` never declares).
    One that clashes with another resource (an op that one owns already) is
    left out and reported: at the configured table
    that refines it or clashes with it (an error), else where the ``.td``
    declares it (a warning: the ``.td`` may be right, bufls cannot use the
    resource; said once when the loader warned there already)."""
    configured = {s.name: s for s in config.resource_specs}
    merged: list[ResourceSpec] = []
    for res in ods_resources:
        table = res.as_table()
        spec = ResourceSpec(
            table["name"],
            tuple(table.get("alloc", ())),
            table.get("dealloc"),
            table.get("clone"),
            bool(table.get("automatic", False)),
        )
        own = configured.get(spec.name)
        if own is not None:
            automatic = own.automatic or spec.automatic
            spec = ResourceSpec(
                spec.name,
                own.alloc or spec.alloc,
                None if automatic else (own.dealloc or spec.dealloc),
                own.clone or spec.clone,
                automatic,
                memory_space=own.memory_space,
                # keys ODS has no word for: the configured table's (a .td never says them)
                counted=own.counted,
                hoist=own.hoist,
                stack=own.stack,
            )
        merged.append(spec)
    locations = {res.name: res.location for res in ods_resources}
    while merged:
        names = {m.name for m in merged}
        others = tuple(s for s in config.resource_specs if s.incomplete is None and s.name not in names)
        try:
            build_resources(tuple(merged) + others)
            break
        except ResourceConfigError as exc:
            m = re.match(r"resource\[(\d+)\]", exc.key)
            i = int(m.group(1)) if m else 0
            if i < len(merged):
                dropped = merged.pop(i)
                blame = dropped.name if dropped.name in configured else None
            else:  # a configured table clashes with the dialects' resources
                clash = others[min(i - len(merged), len(others) - 1)]
                ops = set(clash.alloc) | {clash.dealloc, clash.clone} - {None}
                j = next(
                    (k for k, d in enumerate(merged) if ops & (set(d.alloc) | {d.dealloc, d.clone})),
                    len(merged) - 1,
                )
                dropped, blame = merged.pop(j), clash.name
            message = f"resource {dropped.name!r} of the dialects is not used: {exc.message}"
            location = locations.get(dropped.name)
            if blame is not None:
                problems.append(problem(config.path, message, *_resource_span(config, blame), dialects=True))
            elif location is None or (location.path, location.line) not in reported:
                found = _located(location, message, config)
                warning = dataclasses.replace(found.diagnostic, severity=Severity.WARNING)
                problems.append(dataclasses.replace(found, diagnostic=warning))
    return tuple(merged)


def _located(location, message: str, config: Config) -> ConfigProblem:
    """A problem at an ODS ``Location`` (offsets in that file), else on the
    ``dialects`` line."""
    path = getattr(location, "path", "")
    if not path:
        listing = config.path if config.dialect_spans else None
        return problem(listing, message, *_span_at(config.dialect_spans, 0), dialects=True)
    source = SourceFile(_read_text(path), path)
    starts = source.line_starts()
    line = max(1, min(location.line, len(starts)))
    start = min(starts[line - 1] + max(location.column - 1, 0), len(source.text))
    end = source.text.find("\n", start)
    listed_at = None
    if config.path is not None and config.dialect_spans:
        listed_at = (config.path, *_span_at(config.dialect_spans, 0))
    diagnostic = Diagnostic.make("syntax", message, start, len(source.text) if end < 0 else end)
    return ConfigProblem(path, diagnostic, listed_at, dialects=True)


def _read_text(path: str) -> str:
    """The text of ``path`` as the offsets count it (line breaks kept)."""
    try:
        return Path(path).read_bytes().decode("utf-8", errors="replace")
    except OSError:
        return ""


def _resource_span(config: Config, name: str) -> tuple[int, int]:
    """Where the configured table ``name`` is (its ``name`` line), if known."""
    if config.path is None:
        return (0, 0)
    text = _read_text(config.path)
    prefix = "tool.bufls" if os.path.basename(config.path) == "pyproject.toml" else ""
    loc = Locator(text, prefix)
    for i, spec in enumerate(config.resource_specs):
        if spec.name == name:
            return loc.key_span("resource", "name", i)
    return (0, 0)
