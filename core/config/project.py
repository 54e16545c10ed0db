"""Configuration: ``bufls.toml`` or ``pyproject.toml [tool.bufls]`` -> ``Config``.

The nearest configuration file wins: starting in the folder of the checked
file and going up, the first folder with a ``bufls.toml`` (keys at the top
level) or with a ``pyproject.toml`` that has a ``[tool.bufls]`` table.
Nothing found means the defaults.  The language server passes the same keys
as a mapping (``config_from_mapping``)::

    [tool.bufls]
    private-function-dynamic-ownership = true
    exclude = ["third_party/", "*.gen.mlir"]     # relative to this file's folder
    severity = { BUF001 = "error", BUF202 = "off" }

    dialects = ["acme.td"]                       # ODS files, folders, globs (dialects.py)
    dialect-include-dirs = ["include"]           # where their `include "..."` look last

    [[tool.bufls.resource]]
    name = "pool"
    alloc = ["acme.pool_alloc"]
    dealloc = "acme.pool_free"
    clone = "acme.pool_clone"                    # optional
    [[tool.bufls.resource]]
    name = "stack"
    alloc = ["acme.stack_alloc"]
    automatic = true

A broken file is never an exception: each problem (TOML syntax, unknown key,
wrong type, bad value) becomes a ``syntax`` diagnostic located on the
offending line of the configuration file (``ConfigProblem``), the offending
key is ignored and the rest of the file still applies.

Reading the files of ``dialects`` is the last step (``resolve.py``, which
``load_config`` and ``config_from_mapping`` take unless told not to): the
ODS definitions and their resources, merged with the configured tables (a
table named like an ODS resource refines it: the ops it names replace the
ODS ones, ``automatic = true`` makes it automatic; it may leave out
``alloc`` and ``dealloc``), and the problems found there, a ``.td`` file's
at its own line and column.  The registry gets the definitions only when a
file of this configuration is analysed (``dialects.activate``).  The
records themselves (``Config``, ``ConfigProblem``, ``ResourceSpec``) are in
``model.py``.
"""

from __future__ import annotations

import functools
import os
import re
from collections.abc import Iterable, Mapping
from pathlib import Path

from ..analysis.resources import BUILTIN, RESOURCE_KEYS
from ..diagnostics import DEFAULT_SEVERITY
from .globs import clean_glob, compile_glob
from .model import SEVERITY_NAMES, Config, ConfigProblem, ResourceSpec, build_resources, problem
from .resolve import resolve_dialects
from .toml_lines import Locator, line_span, toml_error_span

__all__ = [
    "CONFIG_FIELDS",
    "CONFIG_FILES",
    "CONFIG_KEYS",
    "SEVERITY_NAMES",
    "Config",
    "ConfigProblem",
    "ResourceSpec",
    "config_from_mapping",
    "find_config_file",
    "load_config",
    "load_config_file",
    "resolve_dialects",
]

CONFIG_FILES = ("bufls.toml", "pyproject.toml")
# each key of the configuration -> the ``Config`` field it sets
CONFIG_FIELDS = {
    "private-function-dynamic-ownership": "private_function_dynamic_ownership",
    "severity": "severity",
    "exclude": "exclude",
    "resource": "resource_specs",
    "dialects": "dialects",
    "dialect-include-dirs": "dialect_include_dirs",
}
CONFIG_KEYS = tuple(CONFIG_FIELDS)
_BUILTIN_RESOURCES = frozenset(r.name for r in BUILTIN)
# an op name, or a call of a named function ("func.call @rt_alloc")
_OP_NAME = re.compile(r"^[A-Za-z_][\w$]*(\.[\w$]+)+( @[A-Za-z_$.][\w$.\-]*)?$")


# ---------------------------------------------------------------------------
# Discovery


def find_config_file(start: str | os.PathLike) -> Path | None:
    """The nearest ``bufls.toml``, or ``pyproject.toml`` with ``[tool.bufls]``,
    in ``start`` (a folder, or a file's folder) or above it."""
    folder = Path(os.path.abspath(start))
    if not folder.is_dir():
        folder = folder.parent
    for candidate in (folder, *folder.parents):
        own = candidate / "bufls.toml"
        if own.is_file():
            return own
        pyproject = candidate / "pyproject.toml"
        if pyproject.is_file() and _mentions_bufls(pyproject):
            return pyproject
    return None


def _mentions_bufls(pyproject: Path) -> bool:
    try:
        text = pyproject.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return False
    if "bufls" not in text and "\\u" not in text and "\\U" not in text:
        return False  # no key can spell it (nor can the pattern below match): no need to parse
    import tomllib

    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError:
        # broken: ours to report only if it looks like it configures bufls
        return re.search(r"^\s*\[\[?\s*tool\s*\.\s*bufls\b", text, re.MULTILINE) is not None
    tool = data.get("tool")
    return isinstance(tool, dict) and "bufls" in tool


def load_config(start: str | os.PathLike, resolve: bool = True) -> Config:
    """The configuration that applies to files in ``start`` (defaults if none).
    ``resolve``: read its dialects too (``resolve_dialects``)."""
    found = find_config_file(start)
    if found is None:
        return resolve_dialects(Config()) if resolve else Config()
    return load_config_file(found, resolve)


def load_config_file(path: str | os.PathLike, resolve: bool = True) -> Config:
    """Read one configuration file (memoized while it does not change; its
    dialect files are looked at again each time, see ``resolve_dialects``)."""
    path = Path(os.path.abspath(path))
    try:
        st = path.stat()
        stamp = (st.st_mtime_ns, st.st_size)
    except OSError:
        stamp = None
    config = _load_cached(str(path), stamp)
    return resolve_dialects(config) if resolve else config


@functools.lru_cache(maxsize=64)
def _load_cached(path: str, stamp) -> Config:
    root = os.path.dirname(path)
    try:
        raw = Path(path).read_bytes()
    except OSError as exc:
        return Config(
            path, root, problems=(problem(path, f"cannot read the configuration: {exc.strerror or exc}", 0, 0),)
        )
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start)
        text = raw.decode("utf-8", errors="replace")
        start, end = line_span(text, line)
        return Config(path, root, problems=(problem(path, "the configuration is not valid UTF-8", start, end),))
    import tomllib  # here: most folders have no configuration file

    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        start, end = toml_error_span(text, str(exc))
        message = re.sub(r"\s*\((at line \d+, column \d+|at end of document)\)$", "", str(exc))
        return Config(path, root, problems=(problem(path, f"invalid TOML: {message}", start, end),))
    if os.path.basename(path) == "pyproject.toml":
        table = data.get("tool", {}).get("bufls", {}) if isinstance(data.get("tool"), dict) else {}
        prefix = "tool.bufls"
    else:
        table, prefix = data, ""
    if not isinstance(table, dict):
        loc = Locator(text, "tool")
        start, end = loc.key_span("", "bufls")
        return Config(path, root, problems=(problem(path, "[tool.bufls] must be a table", start, end),))
    return _parse(table, path, root, Locator(text, prefix))


def config_from_mapping(data: Mapping, root: str | None = None, resolve: bool = True) -> Config:
    """Settings given as a mapping (LSP ``initializationOptions``); problems
    have no file (``ConfigProblem.path`` is None), except those in a dialect
    file, which are that file's.  Relative paths are relative to ``root``."""
    config = _parse(dict(data), None, root, None)
    return resolve_dialects(config) if resolve else config


# ---------------------------------------------------------------------------
# Parsing the table


class _Reader:
    def __init__(self, path: str | None, locator: Locator | None):
        self.path = path
        self.loc = locator
        self.problems: list[ConfigProblem] = []

    def report(
        self, message: str, section: str = "", key: str | None = None, occurrence: int = 0, dialects: bool = False
    ) -> None:
        start, end = self.span(section, key, occurrence)
        self.problems.append(problem(self.path, message, start, end, dialects))

    def span(self, section: str = "", key: str | None = None, occurrence: int = 0) -> tuple[int, int]:
        return (0, 0) if self.loc is None else self.loc.key_span(section, key, occurrence)

    def entry_spans(self, key: str, entries: tuple[str, ...]) -> tuple[tuple[int, int], ...]:
        """Where each string of the array ``key`` is written (its quotes
        included), else the key's line."""
        line = self.span("", key)
        if self.loc is None:
            return tuple(line for _ in entries)
        import json

        text = self.loc.text
        out = []
        at = line[0]
        for entry in entries:
            found = -1
            for quoted in (json.dumps(entry), f"'{entry}'"):
                found = text.find(quoted, at)
                if found >= 0:
                    out.append((found, found + len(quoted)))
                    at = found + len(quoted)
                    break
            if found < 0:
                out.append(line)
        return tuple(out)


def _parse(table: dict, path: str | None, root: str | None, locator: Locator | None) -> Config:
    r = _Reader(path, locator)
    where = "[tool.bufls]" if locator is None or locator.prefix == "tool.bufls" else "the configuration"
    values: dict = {}
    for key in table:
        if key not in CONFIG_KEYS:
            r.report(
                f"unknown key {key!r} in {where}{_did_you_mean(key, CONFIG_KEYS)}; "
                f"known keys: {', '.join(CONFIG_KEYS)}",
                "",
                key,
            )
    pfdo = table.get("private-function-dynamic-ownership")
    if pfdo is not None:
        if isinstance(pfdo, bool):
            values["private_function_dynamic_ownership"] = pfdo
        else:
            r.report(
                f"'private-function-dynamic-ownership' must be true or false, not {_kind(pfdo)}",
                "",
                "private-function-dynamic-ownership",
            )
    if "severity" in table:
        values["severity"] = _parse_severity(table["severity"], r)
    if "exclude" in table:
        values["exclude"] = _parse_exclude(table["exclude"], r)
    if "resource" in table:
        values["resource_specs"] = _parse_resources(table["resource"], r)
    for key, name, spans in (
        ("dialects", "dialects", "dialect_spans"),
        ("dialect-include-dirs", "dialect_include_dirs", "include_dir_spans"),
    ):
        if key in table:
            values[name] = _parse_paths(table[key], key, r)
            values[spans] = r.entry_spans(key, values[name])
    return Config(path, root, problems=tuple(r.problems), **values)


def _parse_paths(value, key: str, r: _Reader) -> tuple[str, ...]:
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        what = "files, folders or globs" if key == "dialects" else "folders"
        r.report(f"{key!r} must be a list of {what} (strings), not {_kind(value)}", "", key, dialects=True)
        return ()
    out = []
    for entry in value:
        if not entry.strip():
            r.report(f"{key!r}: an empty path", "", key, dialects=True)
            continue
        if "\0" in entry:
            r.report(f"{key!r}: {entry!r} is not a path", "", key, dialects=True)
            continue
        out.append(entry)
    return tuple(out)


def _parse_severity(value, r: _Reader) -> tuple[tuple[str, str], ...]:
    if not isinstance(value, dict):
        r.report(f"'severity' must be a table of code = level, not {_kind(value)}", "", "severity")
        return ()
    out = {}
    for code, level in value.items():
        if code not in DEFAULT_SEVERITY:
            r.report(
                f"unknown diagnostic code {code!r} in 'severity'{_did_you_mean(code, DEFAULT_SEVERITY)}; "
                f"codes: {', '.join(DEFAULT_SEVERITY)}",
                "severity",
                code,
            )
        elif not isinstance(level, str) or level.lower() not in SEVERITY_NAMES:
            shown = repr(level) if isinstance(level, str) else _kind(level)
            r.report(f"severity of {code} must be one of {', '.join(SEVERITY_NAMES)}, not {shown}", "severity", code)
        else:
            out[code] = level.lower()
    return tuple(sorted(out.items()))


def _parse_exclude(value, r: _Reader) -> tuple[str, ...]:
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        r.report(f"'exclude' must be a list of glob strings, not {_kind(value)}", "", "exclude")
        return ()
    out = []
    for pattern in value:
        try:
            compile_glob(clean_glob(pattern))
        except re.error:
            r.report(f"'exclude' pattern {pattern!r} is not a valid glob", "", "exclude")
            continue
        if clean_glob(pattern):
            out.append(pattern)
    return tuple(out)


def _parse_resources(value, r: _Reader) -> tuple[ResourceSpec, ...]:
    if isinstance(value, dict):
        value = [value]
    if not isinstance(value, list):
        r.report(f"'resource' must be an array of tables ([[resource]]), not {_kind(value)}", "", "resource")
        return ()
    specs: list[ResourceSpec] = []
    tables: list[int] = []  # the index of each spec's table
    names: set[str] = set(_BUILTIN_RESOURCES)
    owner: dict[str, str] = {op: r.name for r in BUILTIN for op in r.alloc}
    for i, table in enumerate(value):
        spec = _parse_resource(table, i, r, names, owner)
        if spec is not None:
            names.add(spec.name)
            specs.append(spec)
            tables.append(i)
    complete = [(s, i) for s, i in zip(specs, tables) if s.incomplete is None]
    while complete:  # the resource model's own checks; a table it rejects is reported and left out
        try:
            build_resources(tuple(s for s, _ in complete))
            break
        except ValueError as exc:
            m = re.match(r"resource\[(\d+)\](?:[.]([\w-]+))?$", getattr(exc, "key", ""))
            message = getattr(exc, "message", str(exc))
            if not m:
                r.report(f"resource: {message}", "", "resource")
                return ()
            spec, table = complete.pop(int(m.group(1)))
            r.report(f"resource: {message}", "resource", m.group(2) or "name", table)
            specs.remove(spec)
    return tuple(specs)


def _parse_resource(table, i: int, r: _Reader, names: set[str], owner: dict[str, str]) -> ResourceSpec | None:
    sec = "resource"
    if not isinstance(table, dict):
        r.report(f"each 'resource' must be a table, not {_kind(table)}", "", "resource")
        return None
    ok = True
    for key in table:
        if key not in RESOURCE_KEYS:
            r.report(
                f"unknown key {key!r} in resource{_did_you_mean(key, RESOURCE_KEYS)}; "
                f"known keys: {', '.join(RESOURCE_KEYS)}",
                sec,
                key,
                i,
            )
            ok = False
    name = table.get("name")
    if not isinstance(name, str) or not name:
        r.report("a resource needs a 'name' (a non-empty string)", sec, "name" if "name" in table else None, i)
        return None
    if name in names:
        what = "a built-in resource" if name in _BUILTIN_RESOURCES else "declared twice"
        r.report(f"resource name {name!r} is {what}", sec, "name", i)
        return None
    incomplete: ConfigProblem | None = None
    alloc = table.get("alloc")
    if isinstance(alloc, str):
        alloc = [alloc]
    if alloc is None:  # complete only as the refinement of an ODS resource
        alloc = []
        start, end = r.span(sec, "name", i)
        incomplete = problem(
            r.path, f"resource {name!r}: 'alloc' must be a non-empty list of op names, not nothing", start, end
        )
    elif not isinstance(alloc, list) or not alloc or not all(isinstance(a, str) for a in alloc):
        r.report(
            f"resource {name!r}: 'alloc' must be a non-empty list of op names, not {_kind(alloc)}",
            sec,
            "alloc" if "alloc" in table else "name",
            i,
        )
        return None
    automatic = table.get("automatic", False)
    if not isinstance(automatic, bool):
        r.report(f"resource {name!r}: 'automatic' must be true or false, not {_kind(automatic)}", sec, "automatic", i)
        return None
    kind = table.get("kind", "unique")
    if kind not in ("unique", "refcounted"):
        r.report(f'resource {name!r}: \'kind\' must be "unique" or "refcounted", not {kind!r}', sec, "kind", i)
        return None
    counted = kind == "refcounted"
    roles = (("release", "dealloc"), ("retain", "clone")) if counted else (("dealloc", "dealloc"), ("clone", "clone"))
    for key in ("dealloc", "clone", "automatic") if counted else ("retain", "release"):
        if key in table:
            r.report(
                f"resource {name!r}: a reference-counted resource has 'release' and 'retain', not {key!r}"
                if counted
                else f'resource {name!r}: {key!r} belongs to a reference-counted resource (kind = "refcounted")',
                sec,
                key,
                i,
            )
            return None
    fields = {}
    for key, role in roles:
        v = table.get(key)
        if v is not None and not isinstance(v, str):
            r.report(f"resource {name!r}: {key!r} must be an op name, not {_kind(v)}", sec, key, i)
            return None
        if counted and v is None:
            r.report(f"resource {name!r}: a reference-counted resource needs a {key!r} op", sec, "kind", i)
            return None
        fields[role] = v
    if automatic and fields["dealloc"] is not None:
        r.report(
            f"resource {name!r} is automatic (freed at scope exit): it cannot have a 'dealloc' op", sec, "dealloc", i
        )
        return None
    if not automatic and fields["dealloc"] is None and incomplete is None:
        start, end = r.span(sec, "name", i)
        incomplete = problem(r.path, f"resource {name!r} needs a 'dealloc' op (or automatic = true)", start, end)
    written = {role: key for key, role in roles}  # (a counted resource writes release / retain)
    for key, ops in (
        ("alloc", alloc),
        (written["dealloc"], [fields["dealloc"]]),
        (written["clone"], [fields["clone"]]),
    ):
        for op in ops:
            if op is not None and not _OP_NAME.match(op):
                r.report(f"resource {name!r}: {op!r} is not an op name (dialect.op)", sec, key, i)
                return None
    spaces = _parse_memory_spaces(table.get("memory-space"), name, r, i)
    if spaces is None:
        return None
    hoist = table.get("hoist", True)
    if not isinstance(hoist, bool):
        r.report(f"resource {name!r}: 'hoist' must be true or false, not {_kind(hoist)}", sec, "hoist", i)
        return None
    stack = table.get("promote-to")
    if stack is not None and (not isinstance(stack, str) or not stack):
        what = _kind(stack) if not isinstance(stack, str) else "an empty string"
        r.report(f"resource {name!r}: 'promote-to' must name an automatic resource, not {what}", sec, "promote-to", i)
        return None
    if stack is not None and (automatic or counted):
        why = "is automatic (already freed at scope exit)" if automatic else "is reference-counted"
        r.report(f"resource {name!r} {why}: it cannot have 'promote-to'", sec, "promote-to", i)
        return None
    for op in alloc:
        if op in owner and not spaces:  # (with memory spaces: build_resources says whether they tell them apart)
            r.report(f"resource {name!r}: {op} already allocates resource {owner[op]!r}", sec, "alloc", i)
            return None
    for op in alloc:
        owner.setdefault(op, name)
    if not ok:
        return None
    return ResourceSpec(
        name,
        tuple(alloc),
        fields["dealloc"],
        fields["clone"],
        automatic,
        incomplete,
        spaces,
        counted=counted,
        hoist=hoist,
        stack=stack,
    )


def _parse_memory_spaces(value, name: str, r: _Reader, i: int) -> tuple[int | str, ...] | None:
    """``memory-space = [1]`` or ``["#gpu.address_space<global>"]`` (one value
    alone too); None after a reported problem."""
    if value is None:
        return ()
    values = value if isinstance(value, list) else [value]
    bad = next(
        (
            v
            for v in values
            if isinstance(v, bool)
            or not isinstance(v, int | str)
            or (isinstance(v, int) and v < 0)
            or (isinstance(v, str) and not v.strip())
        ),
        None,
    )
    if not values or bad is not None:
        what = (
            "an empty array"
            if not values
            else _kind(bad)
            if isinstance(bad, bool) or not isinstance(bad, int | str)
            else repr(bad)
        )
        r.report(
            f"resource {name!r}: 'memory-space' must list memory spaces, integers (1) or attributes "
            f'("#gpu.address_space<global>"), not {what}',
            "resource",
            "memory-space",
            i,
        )
        return None
    return tuple(values)


# ---------------------------------------------------------------------------
# Helpers


def _kind(value) -> str:
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int | float):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "an array"
    if isinstance(value, dict):
        return "a table"
    if value is None:
        return "nothing"
    return f"a {type(value).__name__}"


def _did_you_mean(word: str, choices: Iterable[str]) -> str:
    import difflib

    close = difflib.get_close_matches(word.replace("_", "-"), list(choices), n=1, cutoff=0.6)
    return f" (did you mean {close[0]!r}?)" if close else ""
