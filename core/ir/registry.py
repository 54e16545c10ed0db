"""Op name -> OpModel: everything bufls knows about an operation kind.

Dialect modules (``dialects/*.py``) each end in ``register(registry)`` and
attach models by op name; nothing else in bufls switches on op names.  An op
with no model is *unregistered*: it parses and prints in generic form only
and has no known traits or effects.

The built-in dialects are loaded on the first look-up, from the packages
named in ``DIALECT_PACKAGES``, by name through ``importlib``: the dialect
modules sit above this one in the layers (they import the IR and register
into it), so this is the one import across layers that points upward, and
it is dynamic on purpose -- no static import of ``bufls.core.dialects`` here.
"""

from __future__ import annotations

import importlib
import pkgutil
import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from typing import Any

__all__ = ["OpModel", "Registry", "registry", "TRAITS", "DIALECT_PROPERTIES"]

# Packages whose public modules (a leading ``_`` marks a shared helper) are the
# built-in dialects, each ending in ``register(registry)``.
DIALECT_PACKAGES = ("bufls.core.dialects",)

# Traits used by the verifier and the printer.
TRAITS = frozenset(
    {
        "terminator",  # must be the last op of its block
        "return_like",  # terminator that leaves the parent region
        "isolated_from_above",  # regions cannot see values from outside
        "symbol_table",  # regions hold symbols (builtin.module)
        "symbol",  # defines a symbol through `sym_name`
        "no_terminator",  # single-block regions without terminator
        "graph_region",  # no dominance inside the regions
        "single_block",  # every region has at most one block
        "pure",  # no memory effects
        "recursive_effects",  # effects are those of the nested ops (RecursiveMemoryEffects)
        "automatic_allocation_scope",  # stack allocations (memref.alloca) are freed when it exits
        "affine_scope",  # its region arguments and top-level values are affine symbols
        "constant_like",  # materializes its ``value`` attribute (uniqued, hoisted by rewrites)
    }
)

# Properties of a whole dialect, declared by its ``register()``.
DIALECT_PROPERTIES = frozenset(
    {
        "closed",  # an unknown op name in it is an error (MLIR: no unknown operations)
        # its ops print without the dialect prefix at the top level, where no op
        # sets a default dialect (builtin: MLIR's parser starts from it)
        "implicit_prefix",
        # bufls reads only the common forms of the ops it models: text its
        # readers reject is kept as written (an opaque op), not reported
        "partial_syntax",
    }
)


@dataclass(frozen=True)
class OpModel:
    name: str
    # Reads the items after the op name into a ParsedOp (custom form);
    # ``None``: the op has no custom form, only the generic one.
    parse: Callable[[Any, Any], None] | None = None
    # Writes the custom form after the op name; ``None``: generic form.
    print: Callable[[Any, Any], None] | None = None
    traits: frozenset[str] = frozenset()
    # Extra checks: ``verify(op, report)`` with ``report(message, span)``.
    verify: Callable[[Any, Callable], None] | None = None
    # Dialect whose prefix may be omitted for ops inside this op's regions.
    default_dialect: str | None = None
    # Number of operands/results expected: None = any; (min, max) with max None.
    num_operands: tuple[int, int | None] | None = None
    num_results: tuple[int, int | None] | None = None
    num_regions: tuple[int, int | None] | None = None
    num_successors: tuple[int, int | None] | None = None
    # Free-form per-interface models (memory effects, region branch, ...)
    # attached by later layers; keyed by interface name.
    interfaces: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)
    summary: str = ""

    def has(self, trait: str) -> bool:
        return trait in self.traits


class Registry:
    def __init__(self) -> None:
        self._models: dict[str, OpModel] = {}
        self._attribute_verifiers: dict[str, Callable] = {}
        self._argument_verifiers: dict[str, Callable] = {}
        self._dialect_properties: dict[str, frozenset[str]] = {}
        self._canonicalization_patterns: list[Callable] = []
        # dialects added whole at run time (add_dialect): name -> (ops added, models they replaced)
        self._added: dict[str, tuple[tuple[str, ...], dict[str, OpModel]]] = {}
        # bumped by add_dialect / remove_dialect: caches of parsed text compare it
        self.generation = 0
        self._loaded = False
        self._lock = threading.Lock()

    def add(self, model: OpModel) -> None:
        unknown = model.traits - TRAITS
        assert not unknown, f"{model.name}: unknown traits {unknown}"
        self._models[model.name] = model

    def add_dialect(
        self, dialect: str, models: Iterable[OpModel], *, override: bool = False
    ) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """Add a whole dialect's models at run time (a dialect read from its
        ODS files), replacing what an earlier ``add_dialect`` of the same
        dialect added.  An op name already registered otherwise (by a built-in
        dialect module) keeps its model unless ``override``.  Returns (names
        added, names kept).  Undone by ``remove_dialect``."""
        if not self._loaded:
            self._load()
        models = list(models)
        with self._lock:
            self._remove_dialect(dialect)
            added: list[str] = []
            kept: list[str] = []
            replaced: dict[str, OpModel] = {}
            for m in models:
                prev = self._models.get(m.name)
                if prev is not None:
                    if not override:
                        kept.append(m.name)
                        continue
                    replaced[m.name] = prev
                self.add(m)
                added.append(m.name)
            self._added[dialect] = (tuple(added), replaced)
            self.generation += 1
        return tuple(added), tuple(kept)

    def remove_dialect(self, dialect: str) -> None:
        """Undo ``add_dialect(dialect, ...)``: its models go, the models they
        replaced come back."""
        with self._lock:
            self._remove_dialect(dialect)

    def added_dialects(self) -> tuple[str, ...]:
        """The dialects added by ``add_dialect`` (and not removed)."""
        return tuple(self._added)

    def _remove_dialect(self, dialect: str) -> None:
        entry = self._added.pop(dialect, None)
        if entry is None:
            return
        names, replaced = entry
        for n in names:
            self._models.pop(n, None)
        self._models.update(replaced)
        self.generation += 1

    def extend(self, name: str, **changes) -> None:
        """Replace fields of an existing model (used by later layers)."""
        self._models[name] = replace(self._models[name], **changes)

    def attach(self, name: str, interface: str, model: Any) -> None:
        """Add an interface model to a registered op (callable from a
        dialect's ``register()``: no lazy loading here)."""
        self._models[name].interfaces[interface] = model

    def add_traits(self, name: str, *traits: str) -> None:
        """Add traits to a registered op (callable from ``register()``)."""
        model = self._models[name]
        self.add(replace(model, traits=model.traits | frozenset(traits)))

    def add_attribute_verifier(self, dialect: str, verify: Callable) -> None:
        """``verify(op, name, attr, report)`` checks each discardable attribute
        ``<dialect>.*`` of a registered op (MLIR's ``verifyOperationAttribute``)."""
        self._attribute_verifiers[dialect] = verify

    def add_argument_attribute_verifier(self, dialect: str, verify: Callable) -> None:
        """``verify(name, attr, type, report)`` checks each ``<dialect>.*``
        attribute of a function argument of that ``type`` (MLIR's
        ``verifyRegionArgAttribute``)."""
        self._argument_verifiers[dialect] = verify

    def argument_attribute_verifier(self, dialect: str) -> Callable | None:
        if not self._loaded:
            self._load()
        return self._argument_verifiers.get(dialect)

    def add_canonicalization_patterns(self, patterns) -> None:
        """Patterns a dialect declares for every op, not one op name (MLIR's
        dialect canonicalization patterns; callable from ``register()``).
        ``--canonicalize`` tries them after the op's own, in registration
        order (dialect modules by name)."""
        self._canonicalization_patterns.extend(patterns)

    def canonicalization_patterns(self) -> tuple[Callable, ...]:
        if not self._loaded:
            self._load()
        return tuple(self._canonicalization_patterns)

    def attribute_verifier(self, dialect: str) -> Callable | None:
        if not self._loaded:
            self._load()
        return self._attribute_verifiers.get(dialect)

    def add_dialect_properties(self, dialect: str, *properties: str) -> None:
        """Declare properties of a whole dialect (``DIALECT_PROPERTIES``;
        callable from ``register()``)."""
        unknown = set(properties) - DIALECT_PROPERTIES
        assert not unknown, f"{dialect}: unknown dialect properties {unknown}"
        self._dialect_properties[dialect] = self._dialect_properties.get(dialect, frozenset()) | frozenset(properties)

    def dialect_has(self, dialect: str, prop: str) -> bool:
        if not self._loaded:
            self._load()
        return prop in self._dialect_properties.get(dialect, ())

    def get(self, name: str) -> OpModel | None:
        if not self._loaded:
            self._load()
        return self._models.get(name)

    def names(self) -> list[str]:
        if not self._loaded:
            self._load()
        return sorted(self._models)

    def _load(self) -> None:
        with self._lock:
            if not self._loaded:
                self._load_dialects()
                self._loaded = True
                # from now on ``get`` is the dict's own (it is called for
                # nearly every op by the parser, verifier and passes)
                self.get = self._models.get

    def _load_dialects(self) -> None:
        for package_name in DIALECT_PACKAGES:
            package = importlib.import_module(package_name)
            for info in sorted(pkgutil.iter_modules(package.__path__), key=lambda i: i.name):
                if info.name.startswith("_"):
                    continue  # shared helpers of the dialect modules
                mod = importlib.import_module(f"{package_name}.{info.name}")
                register = getattr(mod, "register", None)
                if register is not None:
                    register(self)


registry = Registry()
