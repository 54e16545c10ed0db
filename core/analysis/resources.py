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
    [[tool.bufls.resource]]
    name = "device"
    alloc = ["memref.alloc"]          # shared with the built-in memref resource...
    memory-space = [1]                # ...told apart by the memory space of result 0
    dealloc = "acme.device_free"
    [[tool.bufls.resource]]
    name = "scratch"
    alloc = ["acme.scratch_alloc"]
    dealloc = "acme.scratch_free"
    promote-to = "stack"              # small buffers may become acme.stack_alloc (--promote-buffers-to-stack)
    hoist = false                     # never moved by --buffer-hoisting / --buffer-loop-hoisting
    [[tool.bufls.resource]]
    name = "rc"
    kind = "refcounted"               # reference-counted buffers
    alloc = ["rc.alloc"]              # result 0 is a new buffer holding one reference
    retain = "rc.retain"              # one more reference to operand 0 (result 0: the same buffer)
    release = "rc.release"            # one reference fewer: the buffer is freed at zero

A reference-counted resource keeps its release op as ``dealloc`` and its
retain op as ``clone`` (``counted`` says so): the pipeline releases where it
would free and retains where it would clone, without a copy; the checker
counts the references a function holds (``checker/abi.py``).

Configured ops may be unregistered (generic form); the resource gives them
their memory effects (``interfaces.memory_effects(op, resources)``).

**The resource of one allocation** (``for_alloc(op)``, ``for_clone(op)``):

1. the op's ``bufls.resource = "name"`` attribute, when the op is an alloc op
   of some resource (``memref.alloc() {bufls.resource = "pool"}`` allocates a
   ``pool`` buffer; an unknown name is reported on the op by
   ``resource_attrs.py`` and ignored here);
2. among the resources whose alloc ops include the op's name, the one whose
   ``memory-space`` holds the memory space of result 0
   (``memref<4xf32, 1>``: space ``1``; the default space is ``0``);
3. else the one of them without ``memory-space``.

**The resource of one free** (``for_dealloc(op)``): a dealloc op name used by
one resource is that resource's.  Several resources may share it when their
``memory-space`` lists tell them apart (at most one has none); a free is
then the resource named by its own ``bufls.resource`` attribute, else the
one whose memory space holds operand 0's, else the one without
``memory-space``.  (The freed buffer's type is all a free op knows of it:
the pass names the resource on the free op itself where the type would not
tell it, ``ownership_emit.free_op``.)  Freeing a buffer of one resource with
a free of another is ``BUF004`` (``checker/abi.py``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # imported where used: reading a configuration needs no IR
    from ..ir.interfaces import EffectInstance

__all__ = [
    "BUILTIN",
    "DEFAULT",
    "RESOURCE_ATTR",
    "RESOURCE_KEYS",
    "Resource",
    "ResourceConfigError",
    "Resources",
    "memory_space_key",
    "resources_from_config",
]

RESOURCE_ATTR = "bufls.resource"  # on an alloc (or free) op: the resource it allocates (frees)


@dataclass(frozen=True)
class Resource:
    name: str  # "memref", "alloca", "gpu", or a configured name
    alloc: frozenset[str]  # ops whose result 0 is a new buffer of this resource
    dealloc: str | None  # op that frees operand 0 (None for automatic)
    clone: str | None = None  # op that copies operand 0 into a new buffer (result 0)
    automatic: bool = False  # freed by scope exit (memref.alloca), never by an op
    # memory spaces this resource owns buffers of (``memory_space_key``s;
    # empty: any space its ops allocate in)
    memory_space: frozenset[str] = frozenset()
    counted: bool = False  # reference counted: ``dealloc`` releases, ``clone`` retains (the same buffer)
    hoist: bool = True  # may the hoisting passes move its alloc ops (``hoist = false``: never)
    # the automatic resource its buffers may be promoted to by
    # --promote-buffers-to-stack (``promote-to = "name"``; None: never promoted)
    stack: str | None = None

    def __post_init__(self):
        if not isinstance(self.alloc, frozenset):
            object.__setattr__(self, "alloc", frozenset(self.alloc))
        if not isinstance(self.memory_space, frozenset):
            object.__setattr__(self, "memory_space", frozenset(self.memory_space))

    def op_names(self) -> list[str]:
        """Every op this resource names, alloc ops first (sorted)."""
        names = sorted(self.alloc)
        names += [n for n in (self.dealloc, self.clone) if n is not None]
        return names


BUILTIN = (
    Resource("memref", frozenset({"memref.alloc"}), "memref.dealloc", "bufferization.clone", stack="alloca"),
    Resource("alloca", frozenset({"memref.alloca"}), None, automatic=True),
    Resource("gpu", frozenset({"gpu.alloc"}), "gpu.dealloc", hoist=False),  # (mlir-opt never moves gpu.alloc)
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
    """The built-in resources plus configured ones, looked up by op (its name,
    then its memory space or ``bufls.resource`` attribute: module docstring)."""

    def __init__(self, resources: Iterable[Resource] = BUILTIN):
        self._list: tuple[Resource, ...] = tuple(resources)
        self._by_name = {r.name: r for r in self._list}
        # op name -> the resources of that role naming it, unrestricted one first
        self._alloc: dict[str, list[Resource]] = {}
        self._dealloc: dict[str, list[Resource]] = {}
        self._clone: dict[str, list[Resource]] = {}
        for r in self._list:
            for n in r.alloc:
                self._alloc.setdefault(n, []).append(r)
            if r.dealloc is not None:
                self._dealloc.setdefault(r.dealloc, []).append(r)
            if r.clone is not None:
                self._clone.setdefault(r.clone, []).append(r)
        for table in (self._alloc, self._dealloc, self._clone):
            for cands in table.values():
                cands.sort(key=lambda r: bool(r.memory_space))  # (stable: declaration order otherwise)
        # ops named as calls of a function ("func.call @rt_alloc"): the call op names
        self._calls = frozenset(
            k.split(" ", 1)[0] for t in (self._alloc, self._dealloc, self._clone) for k in t if " " in k
        )
        self.per_op = any(r.memory_space for r in self._list)  # any choice by memory space?

    def __iter__(self) -> Iterator[Resource]:
        return iter(self._list)

    def __len__(self) -> int:
        return len(self._list)

    def __repr__(self) -> str:
        return f"Resources({[r.name for r in self._list]})"

    def key(self, op) -> str:
        """How ``op`` is named in resource tables: its name, or for a call of
        a function some resource names, ``"func.call @rt_alloc"``."""
        name = op.name
        if name in self._calls and getattr(op, "results", None) is not None:
            from ..ir.interfaces import call_target

            target = call_target(op)
            if target is not None:
                return f"{name} @{target[0]}"
        return name

    def for_alloc(self, op) -> Resource | None:
        """The resource of the buffer ``op`` allocates (result 0), when ``op``
        is an alloc op of some resource."""
        cands = self._alloc.get(self.key(op))
        if cands is None:
            return None
        named = self._named(op)
        if named is not None:
            return named
        return cands[0] if len(cands) == 1 else _by_space(cands, _result_type(op))

    def for_dealloc(self, op) -> Resource | None:
        """The resource whose dealloc op ``op`` is (frees operand 0)."""
        cands = self._dealloc.get(self.key(op))
        if cands is None:
            return None
        if len(cands) == 1:
            return cands[0]
        named = self._named(op)
        if named is not None and named in cands:
            return named
        return _by_space(cands, _operand_type(op))

    def for_clone(self, op) -> Resource | None:
        """The resource whose clone op ``op`` is (result 0 is a new buffer;
        a retain of a reference-counted resource too: ``for_retain``)."""
        cands = self._clone.get(self.key(op))
        if cands is None:
            return None
        return cands[0] if len(cands) == 1 else _by_space(cands, _result_type(op))

    def for_retain(self, op) -> Resource | None:
        """The reference-counted resource whose retain op ``op`` is (one more
        reference to operand 0; result 0, if any, is the same buffer)."""
        r = self.for_clone(op)
        return r if r is not None and r.counted else None

    def frees_with(self, op_name: str) -> bool:
        """Whether some resource frees with ops named ``op_name``."""
        return op_name in self._dealloc

    def shares_dealloc(self, resource: Resource) -> bool:
        """Whether another resource frees with ``resource``'s dealloc op."""
        return resource.dealloc is not None and len(self._dealloc.get(resource.dealloc, ())) > 1

    def allocates(self, op_name: str) -> bool:
        """Whether ops named ``op_name`` are alloc ops of some resource."""
        return op_name in self._alloc

    def names(self) -> list[str]:
        return [r.name for r in self._list]

    def promotion_target(self, resource: Resource) -> Resource | None:
        """The automatic resource ``resource``'s buffers may be promoted to
        (``promote-to``; the built-in ``memref``'s is ``alloca``), when it
        has an alloc op to promote them with."""
        target = self._by_name.get(resource.stack) if resource.stack is not None else None
        return target if target is not None and target.automatic and target.alloc else None

    def _named(self, op) -> Resource | None:
        """The resource ``op``'s ``bufls.resource`` attribute names (None: no
        such attribute, or not a string naming a resource)."""
        attrs = getattr(op, "attributes", None)
        if not attrs:
            return None
        attr = attrs.get(RESOURCE_ATTR)
        if attr is None:
            return None
        return self._by_name.get(getattr(attr, "value", None))  # type: ignore[arg-type]

    def by_name(self, name: str) -> Resource:
        try:
            return self._by_name[name]
        except KeyError:
            raise KeyError(f"no allocation resource named {name!r}") from None

    def effects_of(self, op) -> list[EffectInstance] | None:
        """The effects a resource gives ``op`` (``None``: no resource names it)."""
        name = self.key(op)
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
            if op.results and self.for_retain(op) is None:  # (a retain's result is its operand's buffer)
                fx.append(EffectInstance(Effect.ALLOCATE, result=0))
            return fx
        return None


def memory_space_key(space) -> str:
    """The text a memory space is compared by: ``None`` (the default space)
    is ``"0"``, an integer attribute or a configured integer its value, any
    other attribute (or configured string) its text without blanks
    (``#gpu.address_space<global>``)."""
    if space is None:
        return "0"
    if isinstance(space, bool):
        return str(space).lower()
    if isinstance(space, int):
        return str(space)
    if isinstance(space, str):
        return re.sub(r"\s+", "", space)
    value = getattr(space, "value", None)
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    elided = getattr(space, "elided", None)
    return re.sub(r"\s+", "", elided() if callable(elided) else str(space))


def _result_type(op):
    results = getattr(op, "results", None)
    return results[0].type if results else None


def _operand_type(op):
    operands = getattr(op, "operands", None)
    return operands[0].type if operands else None


def _by_space(cands: Sequence[Resource], t) -> Resource:
    """Of resources sharing an op (unrestricted first), the one whose memory
    space holds that of type ``t``, else the unrestricted one."""
    if t is not None and hasattr(t, "memory_space"):
        key = memory_space_key(t.memory_space)
        for r in cands:
            if key in r.memory_space:
                return r
    return cands[0]


DEFAULT = Resources(BUILTIN)

# an op name, or a call of a named function ("func.call @rt_alloc")
_OP_NAME = re.compile(r"^[A-Za-z_][\w$]*(\.[\w$.]+)+( @[A-Za-z_$.][\w$.\-]*)?$")
RESOURCE_KEYS = (  # of a [[tool.bufls.resource]] table
    "name",
    "kind",
    "alloc",
    "dealloc",
    "clone",
    "retain",
    "release",
    "automatic",
    "memory-space",
    "hoist",
    "promote-to",
)
KINDS = ("unique", "refcounted")


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
    # op name -> (role, [(resource, its key)]) of every resource naming it
    owners: dict[str, tuple[str, list[tuple[Resource, str]]]] = {}
    for r in BUILTIN:
        for role, n in _roles(r):
            owners.setdefault(n, (role, []))[1].append((r, "built in"))
    for i, t in enumerate(tables):
        res = _one_resource(t, f"resource[{i}]")
        key = f"resource[{i}]"
        if res.name in names:
            what = "a built-in resource" if names[res.name] == "built in" else "already declared"
            raise ResourceConfigError(f"resource name '{res.name}' is {what}", f"{key}.name")
        names[res.name] = key
        for role, n in _roles(res):
            had = owners.get(n)
            if had is not None:
                _check_shared(n, role, had, res, key)
                had[1].append((res, key))
            else:
                owners[n] = (role, [(res, key)])
        configured.append(res)
    _check_promotions(configured, {r.name: r for r in BUILTIN + tuple(configured)})
    return Resources(BUILTIN + tuple(configured))


def _check_promotions(configured: list[Resource], by_name: dict[str, Resource]) -> None:
    """``promote-to`` names an automatic resource (the stack its buffers may
    be moved to); it is known once every table is read."""
    for i, res in enumerate(configured):
        if res.stack is None:
            continue
        target = by_name.get(res.stack)
        key = f"resource[{i}].promote-to"
        if target is None:
            raise ResourceConfigError(f"'promote-to' names no resource: '{res.stack}'", key)
        if not target.automatic:
            raise ResourceConfigError(
                f"'promote-to' must name an automatic resource (freed by scope exit), '{res.stack}' is not", key
            )


def _roles(r: Resource) -> list[tuple[str, str]]:
    out = [("alloc", n) for n in sorted(r.alloc)]
    out += [(role, n) for role, n in (("dealloc", r.dealloc), ("clone", r.clone)) if n is not None]
    return out


def _owner_words(r: Resource, key: str) -> str:
    return f"built-in resource '{r.name}'" if key == "built in" else f"resource '{r.name}'"


def _check_shared(n: str, role: str, had, res: Resource, key: str) -> None:
    """An op may be named by several resources in one role only when their
    memory spaces tell them apart: at most one of them without
    ``memory-space``, no space in two of them."""
    had_role, others = had
    first, first_key = others[0]
    if had_role != role:
        raise ResourceConfigError(f"op '{n}' already belongs to {_owner_words(first, first_key)}", f"{key}.{role}")
    if not res.memory_space:
        plain = [(o, k) for o, k in others if not o.memory_space]
        if plain:
            raise ResourceConfigError(f"op '{n}' already belongs to {_owner_words(*plain[0])}", f"{key}.{role}")
        return
    for o, k in others:
        both = sorted(res.memory_space & o.memory_space)
        if both:
            raise ResourceConfigError(
                f"memory space {both[0]} of op '{n}' already belongs to {_owner_words(o, k)}", f"{key}.memory-space"
            )


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
    counted = _counted(t, key)
    dealloc = t.get("release") if counted else t.get("dealloc")
    clone = t.get("retain") if counted else t.get("clone")
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
    spaces = _memory_spaces(t.get("memory-space"), f"{key}.memory-space")
    hoist = t.get("hoist", True)
    if not isinstance(hoist, bool):
        raise ResourceConfigError("'hoist' must be true or false", f"{key}.hoist")
    stack = _promote_to(t, key, automatic, counted)
    return Resource(name, frozenset(alloc), dealloc, clone, automatic, spaces, counted, hoist, stack)


def _promote_to(t: dict, key: str, automatic: bool, counted: bool) -> str | None:
    """``promote-to = "stack"``: the automatic resource this one's small
    buffers may become (checked to exist by ``_check_promotions``)."""
    stack = t.get("promote-to")
    if stack is None:
        return None
    if not isinstance(stack, str) or not stack.strip():
        raise ResourceConfigError("'promote-to' must name an automatic resource", f"{key}.promote-to")
    if automatic:
        raise ResourceConfigError("an automatic resource is already on the stack: no 'promote-to'", f"{key}.promote-to")
    if counted:
        raise ResourceConfigError(
            "a reference-counted resource's buffers outlive their scope: no 'promote-to'", f"{key}.promote-to"
        )
    return stack


def _counted(t: dict, key: str) -> bool:
    """``kind = "refcounted"``: ``retain`` and ``release`` instead of
    ``clone`` and ``dealloc`` (checked here); ``"unique"`` (the default):
    the reverse."""
    kind = t.get("kind", "unique")
    if kind not in KINDS:
        raise ResourceConfigError(f'\'kind\' must be "unique" or "refcounted", got {kind!r}', f"{key}.kind")
    counted = kind == "refcounted"
    wrong = ("dealloc", "clone", "automatic") if counted else ("retain", "release")
    for k in wrong:
        if k in t:
            what = (
                f"a reference-counted resource has 'release' and 'retain', not {k!r}"
                if counted
                else f'{k!r} belongs to a reference-counted resource (kind = "refcounted")'
            )
            raise ResourceConfigError(what, f"{key}.{k}")
    if counted:
        for k in ("release", "retain"):
            if t.get(k) is None:
                raise ResourceConfigError(f"a reference-counted resource needs a {k!r} op", key)
    return counted


def _memory_spaces(value, key: str) -> frozenset[str]:
    """``memory-space = [1]`` / ``["#gpu.address_space<global>"]`` (a single
    value too): the ``memory_space_key``s."""
    if value is None:
        return frozenset()
    if not isinstance(value, list):
        value = [value]
    if not value:
        raise ResourceConfigError("'memory-space' must be a non-empty array of memory spaces", key)
    out = []
    for v in value:
        if isinstance(v, bool) or not isinstance(v, int | str):
            raise ResourceConfigError(
                f'a memory space is an integer (1) or an attribute ("#gpu.address_space<global>"), got {v!r}', key
            )
        if isinstance(v, int) and v < 0:
            raise ResourceConfigError(f"a memory space is not negative, got {v}", key)
        if isinstance(v, str) and not v.strip():
            raise ResourceConfigError("a memory space is not an empty string", key)
        out.append(memory_space_key(v))
    if len(set(out)) != len(out):
        raise ResourceConfigError("'memory-space' lists a memory space twice", key)
    return frozenset(out)


def _check_op_name(n, key: str) -> None:
    if not isinstance(n, str) or not _OP_NAME.match(n):
        raise ResourceConfigError(f"expected an op name like 'dialect.op' or 'func.call @f', got {n!r}", key)
