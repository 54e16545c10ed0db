"""Allocation resources: which ops allocate, free and clone buffers.

The deallocation passes never assume ``memref.alloc``/``memref.dealloc``: a
buffer belongs to the resource whose alloc op created it and is freed with
that resource's dealloc op.  Built in: ``memref`` (memref.alloc /
memref.dealloc / bufferization.clone), ``alloca`` (memref.alloca, freed by
scope exit) and ``gpu`` (gpu.alloc / gpu.dealloc).  More come from the
configuration (read by ``config/project.py``; README.md shows the keys)::

    [[tool.bufls.resource]]
    name = "pool"
    alloc = ["acme.pool_alloc"]       # result 0 is a new buffer
    dealloc = "acme.pool_free"        # frees operand 0
    clone = "acme.pool_clone"         # optional: copies operand 0 into a new buffer
    [[tool.bufls.resource]]
    name = "stack"
    alloc = ["acme.stack_alloc"]
    automatic = true                  # freed by scope exit, never by an op

Configured ops may be unregistered (generic form); the resource gives them
their memory effects (``interfaces.memory_effects(op, resources)``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # imported where used: reading a configuration needs no IR
    from ..ir.interfaces import EffectInstance

__all__ = [
    "BUILTIN",
    "DEFAULT",
    "RESOURCE_KEYS",
    "Resource",
    "ResourceConfigError",
    "Resources",
    "resources_from_config",
]


@dataclass(frozen=True)
class Resource:
    name: str  # "memref", "alloca", "gpu", or a configured name
    alloc: frozenset[str]  # ops whose result 0 is a new buffer of this resource
    dealloc: str | None  # op that frees operand 0 (None for automatic)
    clone: str | None = None  # op that copies operand 0 into a new buffer (result 0)
    automatic: bool = False  # freed by scope exit (memref.alloca), never by an op

    def __post_init__(self):
        if not isinstance(self.alloc, frozenset):
            object.__setattr__(self, "alloc", frozenset(self.alloc))

    def op_names(self) -> list[str]:
        """Every op this resource names, alloc ops first (sorted)."""
        names = sorted(self.alloc)
        names += [n for n in (self.dealloc, self.clone) if n is not None]
        return names


BUILTIN = (
    Resource("memref", frozenset({"memref.alloc"}), "memref.dealloc", "bufferization.clone"),
    Resource("alloca", frozenset({"memref.alloca"}), None, automatic=True),
    Resource("gpu", frozenset({"gpu.alloc"}), "gpu.dealloc"),
)


class ResourceConfigError(ValueError):
    """A bad ``[[tool.bufls.resource]]`` table.  ``key`` locates the problem
    (``"resource[1].dealloc"``; ``resource[i]`` counts from 0) so that the
    configuration layer can turn it into a located diagnostic."""

    def __init__(self, message: str, key: str = "resource"):
        super().__init__(f"{key}: {message}")
        self.message = message
        self.key = key


class Resources:
    """The built-in resources plus configured ones, looked up by op name."""

    def __init__(self, resources: Iterable[Resource] = BUILTIN):
        self._list: tuple[Resource, ...] = tuple(resources)
        self._by_name = {r.name: r for r in self._list}
        self._alloc: dict[str, Resource] = {}
        self._dealloc: dict[str, Resource] = {}
        self._clone: dict[str, Resource] = {}
        for r in self._list:
            for n in r.alloc:
                self._alloc.setdefault(n, r)
            if r.dealloc is not None:
                self._dealloc.setdefault(r.dealloc, r)
            if r.clone is not None:
                self._clone.setdefault(r.clone, r)

    def __iter__(self) -> Iterator[Resource]:
        return iter(self._list)

    def __len__(self) -> int:
        return len(self._list)

    def __repr__(self) -> str:
        return f"Resources({[r.name for r in self._list]})"

    def for_alloc(self, op) -> Resource | None:
        """The resource whose alloc ops include ``op`` (result 0 is its buffer)."""
        return self._alloc.get(op.name)

    def for_dealloc(self, op) -> Resource | None:
        """The resource whose dealloc op ``op`` is (frees operand 0)."""
        return self._dealloc.get(op.name)

    def for_clone(self, op) -> Resource | None:
        """The resource whose clone op ``op`` is (result 0 is a new buffer)."""
        return self._clone.get(op.name)

    def frees_with(self, op_name: str) -> bool:
        """Whether some resource frees with ops named ``op_name``."""
        return op_name in self._dealloc

    def by_name(self, name: str) -> Resource:
        try:
            return self._by_name[name]
        except KeyError:
            raise KeyError(f"no allocation resource named {name!r}") from None

    def effects_of(self, op) -> list[EffectInstance] | None:
        """The effects a resource gives ``op`` (``None``: no resource names it)."""
        name = op.name
        if name not in self._alloc and name not in self._dealloc and name not in self._clone:
            return None
        from ..ir.interfaces import Effect, EffectInstance

        if name in self._alloc:
            return [EffectInstance(Effect.ALLOCATE, result=0)] if op.results else []
        if name in self._dealloc:
            return [EffectInstance(Effect.FREE, operand=0)] if op.operands else []
        if name in self._clone:
            fx = []
            if op.operands:
                fx.append(EffectInstance(Effect.READ, operand=0))
            if op.results:
                fx.append(EffectInstance(Effect.ALLOCATE, result=0))
            return fx
        return None


DEFAULT = Resources(BUILTIN)

_OP_NAME = re.compile(r"^[A-Za-z_][\w$]*(\.[\w$.]+)+$")
RESOURCE_KEYS = ("name", "alloc", "dealloc", "clone", "automatic")  # of a [[tool.bufls.resource]] table


def resources_from_config(cfg: dict) -> Resources:
    """Built-in resources plus the ``resource`` tables of a ``[tool.bufls]``
    table (or of a parsed ``bufls.toml``).  Raises ``ResourceConfigError``."""
    tables = cfg.get("resource", []) if isinstance(cfg, dict) else cfg
    if isinstance(tables, dict):
        tables = [tables]
    if not isinstance(tables, list):
        raise ResourceConfigError("expected an array of tables ([[tool.bufls.resource]])")
    configured: list[Resource] = []
    names = {r.name: "built in" for r in BUILTIN}
    owners: dict[str, str] = {}  # op name -> "resource 'x' (alloc)"
    for r in BUILTIN:
        for n in r.op_names():
            owners[n] = f"built-in resource '{r.name}'"
    for i, t in enumerate(tables):
        res = _one_resource(t, f"resource[{i}]")
        key = f"resource[{i}]"
        if res.name in names:
            what = "a built-in resource" if names[res.name] == "built in" else "already declared"
            raise ResourceConfigError(f"resource name '{res.name}' is {what}", f"{key}.name")
        names[res.name] = key
        for field_name, ops in (("alloc", sorted(res.alloc)), ("dealloc", [res.dealloc]), ("clone", [res.clone])):
            for n in ops:
                if n is None:
                    continue
                if n in owners:
                    raise ResourceConfigError(f"op '{n}' already belongs to {owners[n]}", f"{key}.{field_name}")
                owners[n] = f"resource '{res.name}'"
        configured.append(res)
    return Resources(BUILTIN + tuple(configured))


def _one_resource(t, key: str) -> Resource:
    if not isinstance(t, dict):
        raise ResourceConfigError("expected a table with 'name' and 'alloc'", key)
    unknown = sorted(set(t) - set(RESOURCE_KEYS))
    if unknown:
        raise ResourceConfigError(
            f"unknown key '{unknown[0]}' (expected one of {', '.join(sorted(RESOURCE_KEYS))})", f"{key}.{unknown[0]}"
        )
    name = t.get("name")
    if not isinstance(name, str) or not name.strip():
        raise ResourceConfigError("'name' must be a non-empty string", f"{key}.name")
    alloc = t.get("alloc")
    if isinstance(alloc, str):
        alloc = [alloc]
    if not isinstance(alloc, list) or not alloc:
        raise ResourceConfigError("'alloc' must be a non-empty array of op names", f"{key}.alloc")
    for n in alloc:
        _check_op_name(n, f"{key}.alloc")
    if len(set(alloc)) != len(alloc):
        raise ResourceConfigError("'alloc' lists an op twice", f"{key}.alloc")
    automatic = t.get("automatic", False)
    if not isinstance(automatic, bool):
        raise ResourceConfigError("'automatic' must be true or false", f"{key}.automatic")
    dealloc = t.get("dealloc")
    clone = t.get("clone")
    for field_name, v in (("dealloc", dealloc), ("clone", clone)):
        if v is not None:
            _check_op_name(v, f"{key}.{field_name}")
    if automatic and dealloc is not None:
        raise ResourceConfigError(
            "an automatic resource is freed by scope exit and cannot have a 'dealloc' op", f"{key}.dealloc"
        )
    if not automatic and dealloc is None:
        raise ResourceConfigError(f"resource '{name}' needs a 'dealloc' op (or automatic = true)", key)
    ops = list(alloc) + [n for n in (dealloc, clone) if n is not None]
    if len(set(ops)) != len(ops):
        raise ResourceConfigError("the same op is used for two roles (alloc/dealloc/clone)", key)
    return Resource(name, frozenset(alloc), dealloc, clone, automatic)


def _check_op_name(n, key: str) -> None:
    if not isinstance(n, str) or not _OP_NAME.match(n):
        raise ResourceConfigError(f"expected an op name like 'dialect.op', got {n!r}", key)
