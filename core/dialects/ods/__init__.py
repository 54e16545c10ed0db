"""Dialects learnt from their ODS definitions: no rebuilt binary.

A user lists their dialect's own ODS ``.td`` files (or the JSON of
``mlir-tblgen --dump-json`` / ``llvm-tblgen --dump-json``), and bufls reads
the op definitions from them: names, operands, attributes, results,
regions, successors, traits, declarative assembly formats, memory effects
and allocation resources.  Nothing here registers itself: the dialect
package's ``register(registry)`` convention does not apply to this package
(it has no ``register``); the caller installs a load explicitly.

API (everything below is importable from ``bufls.core.dialects.ods``)::

    load = load_dialects(paths, include_dirs=())     # -> OdsLoad, never raises on bad input
    installed = install(load, registry)              # -> Installation (what was added)
    uninstall(installed, registry)                   # back to the registry as it was

``load_dialects(paths, include_dirs=(), *, cache=None) -> OdsLoad``
    ``paths``: ``.td`` files and ``.json`` dumps, in order (folders and globs
    are the configuration layer's to expand).  An ``include "x/y.td"`` is
    resolved against the including file's folder, then against the listed
    files by path suffix, then against ``include_dirs`` in order; MLIR's own
    ``mlir/IR/*.td`` and ``mlir/Interfaces/*.td`` come from bufls's prelude
    (``prelude.td``) without files.  A missing include or a construct the
    reader cannot read is an ``OdsDiagnostic`` located in its own file, never
    an exception.  Results are cached (``cache``: an ``OdsCache``; default
    the module's own): a file whose size and mtime are unchanged is not read
    again, a file whose content is unchanged is not parsed again, and a
    second load of unchanged files returns the same ``OdsLoad``.

``OdsLoad`` (frozen)
    ``ops: tuple[OpDef, ...]`` in definition order; ``dialects:
    tuple[DialectDef, ...]``; ``resources: tuple[ResourceDef, ...]``;
    ``diagnostics: tuple[OdsDiagnostic, ...]``; ``files: tuple[str, ...]``
    (every file read, listed and included: what to watch); ``op(name) ->
    OpDef | None``.

``OpDef`` (frozen)
    ``name`` (``"acme.alloc"``: ``<dialect name>.<mnemonic>``), ``dialect``,
    ``mnemonic``, ``record`` (the TableGen def name), ``operands`` /
    ``results``: ``tuple[ValueDef, ...]``, ``attributes:
    tuple[AttrDef, ...]``, ``regions: tuple[RegionDef, ...]``,
    ``successors: tuple[SuccessorDef, ...]``, ``traits: tuple[str, ...]``
    (ODS def names, ``"Pure"``, ``"MemoryEffects"``, unknown ones kept),
    ``effects: tuple[EffectDef, ...]`` (of ``MemoryEffects<[...]>`` traits:
    not tied to a value), ``assembly_format: str | None``,
    ``custom_assembly: bool`` (hasCustomAssemblyFormat), ``summary``,
    ``description``, ``location: Location``; also ``has_memory_effects``
    (a ``MemoryEffects`` trait or a decorated value: the effects are known,
    possibly none), ``asm_methods`` (OpAsmOpInterface methods the op
    declares, ``"getDefaultDialect"``), ``type_matches`` (``(lhs, rhs,
    how)`` of ``AllTypesMatch``/``TypesMatchWith``; ``how`` is ``""`` for the
    same type, ``"element"`` for ``getElementType()``, ``"?"`` for other C++);
    ``operand(name)``, ``result(name)``, ``attribute(name)``.

``ValueDef``: ``name``, ``constraint`` (ODS def name of the type
constraint, ``"AnyMemRef"``), ``kind`` (``"single" | "optional" |
"variadic" | "variadic_of_variadic"``), ``effects: tuple[EffectDef, ...]``
(the decorators of ``Arg<>``/``Res<>``), ``type: str | None`` (the MLIR type
text when the constraint is buildable, ``"i1"``, ``"index"``,
``"!pdl.value"``), ``buffer`` (a memref constraint), ``dialect_type``
(``"!pdl.range"``: the prefix MLIR strips when the format writes the type).
``AttrDef``: ``name``, ``constraint``, ``optional`` (``OptionalAttr``,
``UnitAttr`` or with a default), ``default: str | None`` (C++ text),
``kind`` (``"unit" | "bool" | "integer" | "float" | "string" | "symbol" |
"symbol_name" | "type" | "array" | "dense_array" | "dict" | "enum" |
"dialect" | "typed" | "other"``), ``storage`` (``"i32"`` of ``I32Attr``),
``enum_cases: tuple[tuple[str, int], ...]`` (keyword, value),
``enum_int``, ``enum_bits``, ``enum_attr`` (``"#acme<kind"`` of an
``EnumAttr``), ``enum_angle``, ``dialect_attr``, ``property`` (an ODS
``Property``).
``EffectDef``: ``effect`` (``"read" | "write" | "allocate" | "free"``),
``resource: str`` (``"DefaultResource"`` when none is named).
``RegionDef``: ``name``, ``variadic``, ``single_block``. ``SuccessorDef``:
``name``, ``variadic``.
``DialectDef``: ``name``, ``cpp_namespace``, ``summary``, ``description``,
``record``, ``location``.

``ResourceDef`` (frozen): ``name`` (the ODS def name of the ``Resource``,
``"AcmePool"``), ``alloc: tuple[str, ...]`` (ops whose result 0 is
``Res<..., [MemAlloc<AcmePool>]>``), ``dealloc: str | None`` (the op whose
operand 0 is ``Arg<..., [MemFree<AcmePool>]>``), ``clone: str | None`` (an
op of one operand and one result that reads operand 0 and allocates result
0 of the resource), ``automatic: bool`` (upstream's
``AutomaticAllocationScopeResource``), ``location``.  ``as_table() ->
dict`` gives the ``[[tool.bufls.resource]]`` table of
``core/analysis/resources.py`` (``name``, ``alloc``, ``dealloc``, ``clone``,
``automatic``); the configuration layer merges it with the configured
tables, a configured table with the same name refining it.  Resources that
allocate and free nothing of their own (``DefaultResource``) are not listed:
their ops get memory effects only.

``OdsDiagnostic`` (frozen): ``path``, ``line``, ``column`` (1-based),
``end_line``, ``end_column``, ``severity`` (``"error" | "warning"``),
``message``; ``str()`` is ``path:line:col: severity: message``.
``Location``: ``path``, ``line``, ``column``.

``install(load, registry, *, override=False) -> Installation``
    Adds an ``OpModel`` per op of ``load`` through
    ``registry.add_dialect(dialect, models, override=...)``: parsing and
    printing through the op's declarative format (``format.py``'s
    ``Format``), or none (an op with ``hasCustomAssemblyFormat`` or a
    ``custom<...>`` directive parses in generic form; in custom form it goes
    through the parser's opaque-op path), the op's arity, traits mapped to
    ``registry.TRAITS``, memory effects (``interfaces.memory_effects``) and
    its summary for hover; an op declaring ``getDefaultDialect`` gets its
    own dialect as ``default_dialect`` (what the C++ mostly returns).  An op
    name bufls already models (a built-in dialect module registered it) is
    kept as it is unless ``override``: the hand-written model knows more
    (verifiers, checker roles, deallocation models, canonicalizations) than
    the definitions can say; ops of a built-in dialect that bufls does not
    model are added.  Installing a load again replaces what an earlier
    install of the same dialects added (a re-loaded, changed ``.td``).
    ``Installation``: ``names`` (ops added), ``kept`` (ops of the load left
    to the built-in model), ``dialects``, ``generic`` (op name -> why it has
    no custom syntax).  ``registry.generation`` changes with every install
    and uninstall: caches of parsed text compare it.

``models_of(load) -> (dialect -> [OpModel], op name -> why generic)``
    The models ``install`` would add, without adding them.

``uninstall(installation, registry)``
    Removes what ``install`` added and restores any built-in model it
    replaced.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .defs import (
        AttrDef,
        DialectDef,
        EffectDef,
        Location,
        OdsDiagnostic,
        OdsLoad,
        OpDef,
        RegionDef,
        ResourceDef,
        SuccessorDef,
        ValueDef,
    )
    from .loader import OdsCache, load_dialects

__all__ = [
    "load_dialects",
    "install",
    "uninstall",
    "models_of",
    "Installation",
    "OdsCache",
    "OdsLoad",
    "OpDef",
    "DialectDef",
    "ResourceDef",
    "ValueDef",
    "AttrDef",
    "EffectDef",
    "RegionDef",
    "SuccessorDef",
    "OdsDiagnostic",
    "Location",
]

# The registry imports this package with the dialect modules: the reader is
# imported on first use only (a process that lists no dialect never pays for it).
_FROM_LOADER = frozenset({"load_dialects", "OdsCache"})
_FROM_DEFS = frozenset(
    {"AttrDef", "DialectDef", "EffectDef", "Location", "OdsDiagnostic", "OdsLoad", "OpDef"}
    | {"RegionDef", "ResourceDef", "SuccessorDef", "ValueDef"}
)


def __getattr__(name: str):
    if name in _FROM_LOADER:
        from . import loader as module
    elif name in _FROM_DEFS:
        from . import defs as module  # type: ignore[no-redef]
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(module, name)
    globals()[name] = value
    return value


@dataclass(frozen=True)
class Installation:
    """What ``install`` did: ``names`` added, ``kept`` (ops of the load left to
    the model bufls already had), ``dialects`` added, and ``generic``: op
    name -> why it has no custom syntax (read in generic form only)."""

    dialects: tuple[str, ...] = ()
    names: tuple[str, ...] = ()
    kept: tuple[str, ...] = ()
    generic: dict[str, str] = field(default_factory=dict)


def models_of(load: OdsLoad) -> tuple[dict, dict[str, str]]:
    """dialect -> [OpModel] for the ops of ``load``, and op name -> why it has
    no custom syntax."""
    from .models import bare_model, op_model

    by_dialect: dict[str, list] = {}
    generic: dict[str, str] = {}
    for op in load.ops:
        try:
            model, reason = op_model(op)
        except Exception as e:  # an op bufls cannot model stays generic, with the reason
            # a definition bufls cannot model: the op is still known, in generic form
            model, reason = bare_model(op), f"cannot model it ({type(e).__name__}: {e})"
        by_dialect.setdefault(op.dialect, []).append(model)
        if reason is not None:
            generic[op.name] = reason
    return by_dialect, generic


def install(load: OdsLoad, registry, *, override: bool = False) -> Installation:
    """Register the ops of ``load`` (see the module docstring)."""
    by_dialect, generic = models_of(load)
    names: list[str] = []
    kept: list[str] = []
    for dialect, models in by_dialect.items():
        added, left = registry.add_dialect(dialect, models, override=override)
        names += added
        kept += left
    return Installation(tuple(by_dialect), tuple(names), tuple(kept), generic)


def uninstall(installation: Installation, registry) -> None:
    """Remove what ``install`` added; built-in models it replaced come back."""
    for dialect in installation.dialects:
        registry.remove_dialect(dialect)
