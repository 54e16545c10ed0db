"""Op interfaces: what the passes ask about an operation, answered by the
op's model in the registry (attached by op name in each dialect's
``register()``), never by name checks in the passes.

Interface keys of ``OpModel.interfaces`` (all optional):

``memory_effects``
    ``list[EffectInstance]`` (a constant) or ``fn(op) -> list | None``.
``view_source``
    ``int`` or ``fn(op) -> int | None``: ViewLikeOpInterface, the operand
    whose buffer result 0 aliases.
``view_keeps_base``
    ``True`` on views whose result 0 is the source buffer itself (same base
    pointer and offset: ``memref.cast``): freeing it frees the source.
``aliasing_operands``
    ``fn(op, result_index) -> list[int]`` (views answer by default).
``region_successors``
    ``fn(op, point) -> list[(target, [operand indices])]``.
``successor_operands``
    ``fn(op) -> list[list[int]] | None`` (default: ``operandSegmentSizes``).
``call_target``
    ``fn(op) -> (symbol name, [argument operand indices]) | None``.
``callable_body``
    ``int``: index of the body region of a function-like op.
``optional_else``
    ``True`` on if-like ops (``scf.if``) whose region 1 is an else branch
    that the custom form omits when empty and writes ``else { ... }`` right
    after region 0 (the leak quick fix adds one).

Keys defined beside the code that reads them: ``buffer_deallocation`` and
``base_buffer_result`` (``buffer_deallocation.py``), ``canonicalize`` and
``fold`` (``rewriter.py``), ``checker_transfer`` (``checker_transfer.py``).

Traits used here (``registry.TRAITS``): ``pure`` (no effects),
``recursive_effects`` (the effects of the nested ops), ``return_like``.

Effects are MLIR's MemoryEffectOpInterface reduced to what the deallocation
passes need: the kind and the operand or result it applies to.  An effect with
neither (``EffectInstance(Effect.WRITE)``) touches no SSA value (a global or
an I/O resource: ``vector.print``, ``cf.assert``); it keeps the op alive
(not trivially dead) but says nothing about buffers.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass

from . import types as T
from .nodes import Operation, Region, Value
from .registry import registry as _registry

__all__ = [
    "Effect",
    "EffectInstance",
    "effect",
    "memory_effects",
    "has_effect",
    "view_source",
    "view_keeps_base",
    "aliasing_operands",
    "PARENT",
    "region_successors",
    "is_region_branch",
    "region_successor_inputs",
    "region_terminators",
    "successor_operands",
    "is_return_like",
    "call_target",
    "callable_body",
    "is_function",
    "is_private",
    # builders used by the dialect modules
    "alloc_result",
    "free_operand",
    "read",
    "write",
    "read_write",
    "effects_on_memrefs",
    "run_once_successors",
    "if_else_successors",
    "loop_successors",
    "all_terminator_operands",
    "symbol_call_target",
]


class Effect(enum.Enum):
    ALLOCATE = "allocate"
    FREE = "free"
    READ = "read"
    WRITE = "write"


# the members, looked up once (class attribute access of an Enum is slow)
_ALLOCATE, _FREE, _READ, _WRITE = Effect.ALLOCATE, Effect.FREE, Effect.READ, Effect.WRITE


@dataclass(frozen=True)
class EffectInstance:
    effect: Effect
    operand: int | None = None
    result: int | None = None

    def value(self, op: Operation) -> Value | None:
        """The SSA value the effect applies to (``None``: no value)."""
        if self.operand is not None:
            return op.operands[self.operand]
        if self.result is not None:
            return op.results[self.result]
        return None


# ---------------------------------------------------------------------------
# memory effects


def _model(op: Operation):
    return _registry.get(op.name)


def memory_effects(op: Operation, resources=None) -> list[EffectInstance] | None:
    """The op's memory effects; ``[]`` = none, ``None`` = unknown.

    Order of precedence: the op's ``memory_effects`` model; a configured
    resource naming the op (``resources``: a ``bufls.core.analysis.resources.Resources``;
    its alloc ops allocate result 0, its dealloc op frees operand 0, its clone
    op reads operand 0 and allocates result 0); the ``pure`` trait (``[]``);
    the ``recursive_effects`` trait (the union of the nested ops' effects,
    ``None`` if any is unknown; the nested effects lose their operand/result
    index since it refers to the nested op: they come back as
    ``EffectInstance(kind)``, once per kind); else unknown.
    """
    if op.opaque is not None:
        return None  # an op bufls could not read: operands unknown
    model = _model(op)
    if model is not None:
        fx = model.interfaces.get("memory_effects")
        if fx is not None:
            fx = fx(op) if callable(fx) else fx
            return None if fx is None else list(fx)
    if resources is not None:
        fx = resources.effects_of(op)
        if fx is not None:
            return fx
    if model is None:
        return None
    if model.has("pure"):
        return []
    if model.has("recursive_effects"):
        return _recursive_effects(op, resources)
    return None


def _recursive_effects(op: Operation, resources) -> list[EffectInstance] | None:
    kinds: list[Effect] = []
    for region in op.regions:
        for nested in region.ops():
            model = _model(nested)
            if model is not None and model.has("recursive_effects") and "memory_effects" not in model.interfaces:
                continue  # its own nested ops are walked here anyway
            fx = memory_effects(nested, resources)
            if fx is None:
                return None
            for e in fx:
                if e.effect not in kinds:
                    kinds.append(e.effect)
    return [effect(k) for k in kinds]


def has_effect(op: Operation, effect: Effect, resources=None) -> bool | None:
    """Whether the op has an effect of this kind (``None``: unknown)."""
    fx = memory_effects(op, resources)
    if fx is None:
        return None
    return any(e.effect is effect for e in fx)


def may_free(name: str, resources=None) -> bool:
    """Whether an op named ``name`` can free memory, known from its model
    alone (no op at hand), as ``memory_effects`` would find it: a model's
    effect list holds FREE; a model computing its effects per op says
    which kinds it can give (``effect_kinds``; one that does not, may
    free); a configured resource frees with it.  An op with no model or
    unknown effects frees nothing as far as "does this function free?"
    goes (``checker.abi``), and a ``recursive_effects`` op frees only
    through the ops nested in it, which have names of their own."""
    model = _registry.get(name)
    if model is not None:
        fx = model.interfaces.get("memory_effects")
        if fx is not None:
            kinds = getattr(fx, "effect_kinds", None) if callable(fx) else [e.effect for e in fx]
            return kinds is None or _FREE in kinds
    return resources is not None and resources.frees_with(name)


def effect_kinds(*kinds: Effect):
    """Marks a ``memory_effects`` function with the kinds of effect it can
    give, for ``may_free``."""

    def mark(fn):
        fn.effect_kinds = frozenset(kinds)
        return fn

    return mark


# builders for dialect models ----------------------------------------------

_INSTANCES: dict[tuple, EffectInstance] = {}


def effect(kind: Effect, operand: int | None = None, result: int | None = None) -> EffectInstance:
    """``EffectInstance(kind, operand, result)``, one shared object per
    value (they are immutable; models that compute effects per op make
    many, and a frozen dataclass is slow to build)."""
    key = (kind._name_, operand, result)  # (an Enum member hashes in Python)
    inst = _INSTANCES.get(key)
    if inst is None:
        inst = _INSTANCES[key] = EffectInstance(kind, operand, result)
    return inst


def alloc_result(i: int = 0) -> EffectInstance:
    return effect(_ALLOCATE, result=i)


def free_operand(i: int = 0) -> EffectInstance:
    return effect(_FREE, i)


def read(i: int) -> EffectInstance:
    return effect(_READ, i)


def write(i: int) -> EffectInstance:
    return effect(_WRITE, i)


def read_write(i: int) -> list[EffectInstance]:
    return [effect(_READ, i), effect(_WRITE, i)]


def effects_on_memrefs(*pairs: tuple[Effect, int]) -> Callable[[Operation], list[EffectInstance]]:
    """A model: each ``(effect, operand index)`` applies when that operand
    exists and is a memref (negative indices count from the end); ops on
    tensors (``vector.transfer_read`` of a tensor) have no effect."""

    @effect_kinds(*(kind for kind, _ in pairs))
    def effects(op: Operation) -> list[EffectInstance]:
        out = []
        n = len(op.operands)
        for kind, i in pairs:
            j = i if i >= 0 else n + i
            if 0 <= j < n and T.is_memref(op.operands[j].type):
                out.append(effect(kind, j))
        return out

    return effects


# ---------------------------------------------------------------------------
# views and aliasing


def view_source(op: Operation) -> int | None:
    """ViewLikeOpInterface: the operand whose buffer result 0 aliases."""
    model = _model(op)
    if model is None:
        return None
    src = model.interfaces.get("view_source")
    if src is None:
        return None
    i = src(op) if callable(src) else src
    if i is None or i >= len(op.operands) or not op.results:
        return None
    return i


def view_keeps_base(op: Operation) -> bool:
    """Whether the op is a view whose result 0 is its source buffer itself
    (a cast: same base pointer and offset), not a part of it."""
    model = _model(op)
    return model is not None and bool(model.interfaces.get("view_keeps_base"))


def aliasing_operands(op: Operation, result_index: int) -> list[int]:
    """Operands the buffer of result ``result_index`` may alias: views ->
    ``[source]`` (result 0), ``arith.select`` -> ``[1, 2]``; else ``[]``
    (region ops and calls are handled by their own interfaces)."""
    model = _model(op)
    if model is None:
        return []
    fn = model.interfaces.get("aliasing_operands")
    if fn is not None:
        return list(fn(op, result_index))
    if result_index == 0:
        src = view_source(op)
        if src is not None:
            return [src]
    return []


# ---------------------------------------------------------------------------
# region control flow (RegionBranchOpInterface)

PARENT = -1


def region_successors(op: Operation, point: int) -> list[tuple[int, list[int]]] | None:
    """Where control goes from ``point`` (``PARENT``: entering the op; ``i``:
    leaving region ``i`` through its return-like terminator), as
    ``[(target, forwarded operand indices)]``; target ``PARENT`` = the op's
    results.  Indices are operands of the op (from ``PARENT``) or of the
    region's terminator.  ``None`` if the op is not a region-branch op.

    The forwarded values land, in order, on the *last* ``n`` entry-block
    arguments of a target region (``scf.for``: after the induction
    variable) or on the first ``n`` results: see ``region_successor_inputs``.
    """
    model = _model(op)
    if model is None:
        return None
    fn = model.interfaces.get("region_successors")
    if fn is None:
        return None
    return fn(op, point)


def is_region_branch(op: Operation) -> bool:
    model = _model(op)
    return model is not None and "region_successors" in model.interfaces


def region_successor_inputs(op: Operation, target: int, count: int) -> list[Value]:
    """The values receiving ``count`` forwarded operands at ``target``."""
    if count == 0:
        return []
    if target == PARENT:
        return list(op.results[:count])
    entry = op.regions[target].entry
    return list(entry.args[len(entry.args) - count :]) if entry is not None else []


def region_terminators(op: Operation, index: int) -> list[Operation]:
    """The return-like terminators of region ``index`` (one per block that
    leaves the region; several in a multi-block ``scf.execute_region``)."""
    out = []
    for b in op.regions[index].blocks:
        t = b.terminator
        if t is not None and is_return_like(t):
            out.append(t)
    return out


# builders for dialect models ----------------------------------------------


def all_terminator_operands(op: Operation, index: int, skip: int = 0) -> list[int]:
    """Operand indices ``skip..`` of region ``index``'s terminator."""
    terms = region_terminators(op, index)
    if not terms:
        return []
    return list(range(skip, len(terms[0].operands)))


def run_once_successors(op: Operation, point: int) -> list[tuple[int, list[int]]]:
    """Region 0 runs once and returns to the parent (``scf.execute_region``,
    ``shape.assuming``, ``memref.alloca_scope``)."""
    if point == PARENT:
        return [(0, [])]
    return [(PARENT, all_terminator_operands(op, point))]


def if_else_successors(op: Operation, point: int) -> list[tuple[int, list[int]]]:
    """``scf.if``/``affine.if``: then region, else region (or straight to the
    parent when the else region is empty); each region returns to the parent."""
    if point != PARENT:
        return [(PARENT, all_terminator_operands(op, point))]
    out: list[tuple[int, list[int]]] = [(0, [])]
    out.append((1, []) if len(op.regions) > 1 and op.regions[1].blocks else (PARENT, []))
    return out


def loop_successors(inits: Callable[[Operation], list[int]]):
    """A loop with one body region whose terminator forwards all its operands:
    both the parent and the body go to the body or to the results
    (``scf.for``)."""

    def successors(op: Operation, point: int) -> list[tuple[int, list[int]]]:
        fwd = inits(op) if point == PARENT else all_terminator_operands(op, point)
        return [(0, list(fwd)), (PARENT, list(fwd))]

    return successors


# ---------------------------------------------------------------------------
# branches, returns, calls, functions


def successor_operands(op: Operation) -> list[list[int]] | None:
    """BranchOpInterface: operand indices forwarded to each successor;
    ``None`` if the op has no successors or the split is unknown."""
    if not op.successors:
        return None
    model = _model(op)
    hook = model.interfaces.get("successor_operands") if model is not None else None
    if hook is not None:
        return hook(op)
    groups = _groups
    if groups is None:
        groups = _default_groups()
    return groups(op)


_groups: Callable[[Operation], list[list[int]] | None] | None = None  # imported on first use


def _default_groups():
    """``verifier.successor_operand_groups`` (imported when first needed, not
    at every branch asked about: the import statement alone was a tenth of
    this function)."""
    global _groups
    from .verifier import successor_operand_groups

    _groups = successor_operand_groups
    return _groups


def is_return_like(op: Operation) -> bool:
    """Terminators that leave their region: ``func.return``, ``scf.yield``,
    ``scf.condition``, ``gpu.return``..."""
    model = _model(op)
    return model is not None and model.has("return_like")


def call_target(op: Operation) -> tuple[str, list[int]] | None:
    """CallOpInterface: (callee symbol name without ``@``, argument operand
    indices); ``None`` for non-calls and calls without a symbol."""
    model = _model(op)
    fn = model.interfaces.get("call_target") if model is not None else None
    return fn(op) if fn is not None else None


def callable_body(op: Operation) -> Region | None:
    """FunctionOpInterface: the body region of a function-like op (a
    declaration's region has no blocks); ``None`` if not a function."""
    model = _model(op)
    i = model.interfaces.get("callable_body") if model is not None else None
    if i is None or i >= len(op.regions):
        return None
    return op.regions[i]


def is_function(op: Operation) -> bool:
    return callable_body(op) is not None


def is_private(func_op: Operation) -> bool:
    vis = func_op.attr("sym_visibility")
    return getattr(vis, "value", None) == "private"


def symbol_call_target(attr_name: str = "callee"):
    """A ``call_target`` model: callee from a SymbolRefAttr, all operands are
    arguments (``func.call``)."""

    def target(op: Operation):
        ref = op.attr(attr_name)
        if ref is None or not hasattr(ref, "root"):
            return None
        name = ref.root if not ref.nested else str(ref).replace("@", "")
        return name, list(range(len(op.operands)))

    return target
