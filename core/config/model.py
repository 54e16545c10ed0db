"""What a configuration is: ``Config`` and its parts, as data.

``project.py`` reads them from ``bufls.toml`` / ``pyproject.toml`` (or the
editor's settings), ``resolve.py`` adds what the ``dialects`` files give;
everything else reads them.  Frozen, hashable and picklable (``--check -j``
sends them to worker processes).
"""

from __future__ import annotations

import dataclasses
import functools
import os
from collections.abc import Iterable
from dataclasses import dataclass, field

from ..analysis.resources import resources_from_config
from ..diagnostics import OFF_BY_DEFAULT, Diagnostic, Severity
from .dialects import DialectSet
from .globs import matches, relative_parts

__all__ = ["SEVERITY_NAMES", "Config", "ConfigProblem", "ResourceSpec", "build_resources", "problem"]

SEVERITY_NAMES = {
    "error": Severity.ERROR,
    "warning": Severity.WARNING,
    "info": Severity.INFO,
    "hint": Severity.HINT,
    "off": None,
}


@dataclass(frozen=True)
class ConfigProblem:
    """A problem in a configuration file: a ``syntax`` diagnostic in that file."""

    path: str | None  # None: settings that came from the editor
    diagnostic: Diagnostic
    # a problem in a dialect file (``path``): the configuration file and the
    # span of its ``dialects`` entry that brought the file in
    listed_at: tuple[str, int, int] | None = None
    dialects: bool = False  # about ``dialects``/``dialect-include-dirs``, a dialect file or its resources


@dataclass(frozen=True)
class ResourceSpec:
    """One ``[[tool.bufls.resource]]`` table, as written."""

    name: str
    alloc: tuple[str, ...]
    dealloc: str | None = None
    clone: str | None = None
    automatic: bool = False
    # A table that leaves out ``alloc`` or ``dealloc``: complete only as the
    # refinement of an ODS resource of the same name; otherwise this problem
    # is reported (``resolve_dialects``) and the table ignored.
    incomplete: ConfigProblem | None = field(default=None, compare=False, repr=False)
    # ``memory-space = [1, "#gpu.address_space<global>"]``: the spaces it owns (empty: any)
    memory_space: tuple[int | str, ...] = ()
    # ``kind = "refcounted"``: ``dealloc`` holds its ``release`` op, ``clone`` its ``retain``
    counted: bool = False
    hoist: bool = True  # ``hoist = false``: the hoisting passes leave its alloc ops where they are
    stack: str | None = None  # ``promote-to = "name"``: the automatic resource its buffers may become

    def as_table(self) -> dict:
        table: dict = {"name": self.name, "alloc": list(self.alloc)}
        if self.counted:
            table["kind"] = "refcounted"
            table["release"], table["retain"] = self.dealloc, self.clone
        else:
            table["automatic"] = self.automatic
        if self.dealloc is not None and not self.counted:
            table["dealloc"] = self.dealloc
        if self.clone is not None and not self.counted:
            table["clone"] = self.clone
        if self.memory_space:
            table["memory-space"] = list(self.memory_space)
        if not self.hoist:
            table["hoist"] = False
        if self.stack is not None:
            table["promote-to"] = self.stack
        return table


@dataclass(frozen=True)
class Config:
    """Settings of one configuration file (defaults in the class)."""

    path: str | None = None  # the file read, None for the defaults
    root: str | None = None  # folder ``exclude`` globs are relative to
    private_function_dynamic_ownership: bool = False
    severity: tuple[tuple[str, str], ...] = ()  # (code, error|warning|info|hint|off), sorted
    exclude: tuple[str, ...] = ()
    resource_specs: tuple[ResourceSpec, ...] = ()
    dialects: tuple[str, ...] = ()  # as written: files, folders, globs (relative to ``root``)
    dialect_include_dirs: tuple[str, ...] = ()
    problems: tuple[ConfigProblem, ...] = ()
    # where each entry of ``dialects`` / ``dialect-include-dirs`` is written (offsets in ``path``)
    dialect_spans: tuple[tuple[int, int], ...] = field(default=(), compare=False, repr=False)
    include_dir_spans: tuple[tuple[int, int], ...] = field(default=(), compare=False, repr=False)
    # set by ``resolve_dialects``: the files read and the resources they declare
    # (refined by the configured tables of the same name)
    dialect_set: DialectSet | None = None
    dialect_resources: tuple[ResourceSpec, ...] = ()
    resolved: bool = field(default=False, compare=False, repr=False)

    # -- severity -------------------------------------------------------------
    def severity_of(self, code: str, default: Severity) -> Severity | None:
        """The severity a diagnostic of ``code`` is reported at; None: turned
        off (by the configuration, or by default: ``OFF_BY_DEFAULT``)."""
        for c, level in self.severity:
            if c == code:
                return SEVERITY_NAMES[level]
        return None if code in OFF_BY_DEFAULT else default

    def apply_severity(self, diagnostics: Iterable[Diagnostic]) -> list[Diagnostic]:
        """Diagnostics with the configured severities; those turned ``off`` dropped."""
        if not self.severity:
            return [d for d in diagnostics if d.code not in OFF_BY_DEFAULT]
        out = []
        for d in diagnostics:
            level = self.severity_of(d.code, d.severity)
            if level is None:
                continue
            out.append(d if level == d.severity else dataclasses.replace(d, severity=level))
        return out

    # -- resources ------------------------------------------------------------
    @property
    def resources(self):
        """``bufls.core.analysis.resources.Resources``: the built-ins, those of
        the ODS dialects, the configured ones."""
        return build_resources(self.effective_resource_specs())

    def effective_resource_specs(self) -> tuple[ResourceSpec, ...]:
        """The resources besides the built-in ones: the ODS dialects' (as
        refined), then the configured tables that refine none."""
        refined = {s.name for s in self.dialect_resources}
        own = tuple(s for s in self.resource_specs if s.incomplete is None and s.name not in refined)
        return self.dialect_resources + own

    # -- exclude --------------------------------------------------------------
    def is_excluded(self, path: str | os.PathLike) -> bool:
        """Whether ``path`` (a file or a folder) matches an ``exclude`` glob.

        A glob without ``/`` matches a file or folder name anywhere below the
        configuration's folder (``build``, ``*.gen.mlir``); one with ``/`` is
        anchored at that folder (``third_party/**``, ``tests/big.mlir``).  A
        matching folder excludes everything inside it."""
        if not self.exclude:
            return False
        parts = relative_parts(path, self.root)
        if parts is None:
            return False
        return any(matches(pattern, parts) for pattern in self.exclude)

    # -- identity ---------------------------------------------------------------
    def fingerprint(self) -> str:
        """A hash of everything that changes analysis results (not ``exclude``)."""
        data = {
            "private-function-dynamic-ownership": self.private_function_dynamic_ownership,
            "severity": list(self.severity),
            "resource": [r.as_table() for r in self.effective_resource_specs()],
        }
        if self.dialect_set is not None:
            data["dialects"] = self.dialect_set.digest()
        import hashlib  # here: only the --check cache asks for it
        import json

        return hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()


@functools.lru_cache(maxsize=32)
def build_resources(specs: tuple[ResourceSpec, ...]):
    return resources_from_config({"resource": [s.as_table() for s in specs]})


def problem(path: str | None, message: str, start: int, end: int, dialects: bool = False) -> ConfigProblem:
    return ConfigProblem(path, Diagnostic.make("syntax", message, start, end), dialects=dialects)
