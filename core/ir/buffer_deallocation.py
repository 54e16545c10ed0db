"""BufferDeallocationOpInterface: what an op tells the ownership-based
buffer deallocation pass beyond its generic interfaces (MLIR's external
models of ``BufferDeallocationOpInterface``).

A dialect attaches a ``DeallocModel`` under the interface key ``KEY`` in its
``register(registry)``; the pass (``passes/ownership.py``) and the
ownership hover (``services/explain/ops.py``) ask ``model_of(op)`` and never
switch on op names::

    registry.attach("func.call_indirect", KEY,
                    DeallocModel(process=lambda fd, op: fd.own_call_results(op)))

The models of the built-in dialects: ``arith.select`` (selects the
ownership like the value), ``cf.cond_br``/``cf.switch`` (one dealloc per
successor, ``dialects/_cf_deallocation.py``), ``func.func`` (a function the
pass deallocates), ``func.call_indirect`` (results owned by the caller),
``bufferization.dealloc`` (rejected).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from . import attrs as A
from . import types as T
from .interfaces import call_target, memory_effects, successor_operands
from .nodes import Operation, Value
from .registry import registry

__all__ = [
    "KEY",
    "BranchConditions",
    "DeallocModel",
    "model_of",
    "set_successor_operands",
    "CALL",
    "KNOWN",
    "RECURSIVE",
    "UNKNOWN",
    "effect_kind",
    "BASE_BUFFER_RESULT",
    "REALLOC_EXPANSION",
    "base_buffer_source",
]

KEY = "buffer_deallocation"


@dataclass(frozen=True)
class DeallocModel:
    # Replaces the generic interface handlers (and their preconditions):
    # ``process(fd, op)`` with ``fd`` the pass's per-function object
    # (``FunctionDeallocation``: ``state``, ``res``, ``own_call_results``...).
    process: Callable | None = None
    # ``materialize(state, builder, value, resource) -> (value, indicator) | None``
    # (None: fall back to the state's default, a clone).
    materialize: Callable | None = None
    # Multi-successor terminators: ``branch_conditions(op, builder) -> BranchConditions``.
    branch_conditions: Callable | None = None
    # Upstream MLIR handles this op (accepted in strict mode).
    upstream: bool = True
    # ``set_successor_operands(op, k, values)`` when the default (the last
    # operand segments, one per successor) does not fit.
    set_successor_operands: Callable | None = None
    # Rejected with this message (upstream-style).
    reject: str | None = None
    # A function the pass deallocates (MLIR walks func.func only).
    function: bool = False


def model_of(op: Operation) -> DeallocModel | None:
    """The op's ``DeallocModel`` (``None``: the generic handlers only)."""
    model = registry.get(op.name)
    return model.interfaces.get(KEY) if model is not None else None


class BranchConditions:
    """Per-successor conditions of a multi-successor terminator."""

    def restrict(self, k: int, cond: Value) -> Value:
        """``cond`` and "successor ``k`` is taken" (built at the builder)."""
        raise NotImplementedError

    def taken(self, k: int) -> Value:
        raise NotImplementedError


def set_successor_operands(op: Operation, k: int, values: list[Value]) -> None:
    """Make ``values`` the operands ``op`` forwards to successor ``k``: the
    model's own setter, else the last operand segments (one per successor)."""
    model = model_of(op)
    if model is not None and model.set_successor_operands is not None:
        model.set_successor_operands(op, k, values)
        return
    groups = successor_operands(op) or [[] for _ in op.successors]
    in_group = {i for g in groups for i in g}
    prefix = [v for i, v in enumerate(op.operands) if i not in in_group]
    new_groups = [[op.operands[i] for i in g] for g in groups]
    new_groups[k] = list(values)
    op.set_operands(prefix + [v for g in new_groups for v in g])
    n = len(op.successors)
    for store in (op.properties, op.attributes):
        seg = store.get("operandSegmentSizes")
        if isinstance(seg, A.DenseArrayAttr) and len(seg.values) > n:
            sizes = list(seg.values[:-n]) + [len(g) for g in new_groups]
            store["operandSegmentSizes"] = A.DenseArrayAttr(T.IntegerType(32), tuple(sizes))
            break


# effect kinds of an op (MLIR: MemoryEffectOpInterface / RecursiveMemoryEffects / call / none)
KNOWN, RECURSIVE, CALL, UNKNOWN = "known", "recursive", "call", "unknown"


def effect_kind(op: Operation, resources):
    """(kind, effects) with MLIR's distinction of the op's own effects, as
    the deallocation pass dispatches on them (and the ownership hover tells
    them): a call, the nested ops' effects, known effects or unknown ones.
    A call that a resource names (``alloc = ["func.call @rt_alloc"]``) has
    the effects of that resource's op, not a call's."""
    if call_target(op) is not None:
        fx = resources.effects_of(op) if resources is not None else None
        return (CALL, None) if fx is None else (KNOWN, fx)
    model = registry.get(op.name)
    if (
        model is not None
        and op.opaque is None
        and model.has("recursive_effects")
        and "memory_effects" not in model.interfaces
    ):
        return RECURSIVE, None
    fx = memory_effects(op, resources)
    if fx is None:
        return UNKNOWN, None
    return KNOWN, fx


# interface key: ``expand(op, emit_deallocs) -> bool``, the op rewritten into
# simpler ones by --expand-realloc (``memref.realloc``: allocate, copy, free)
REALLOC_EXPANSION = "realloc_expansion"

# interface key: the result of a metadata extraction that is the base buffer
# of its operand 0 (``memref.extract_strided_metadata``: 0)
BASE_BUFFER_RESULT = "base_buffer_result"


def base_buffer_source(v: Value) -> Value | None:
    """The memref whose base buffer ``v`` is, when ``v`` is the base-buffer
    result of a metadata extraction (the deallocation pass frees base
    buffers)::

        %base, %offset, ... = memref.extract_strided_metadata %a   ->  %a for %base
    """
    owner = getattr(v, "owner", None)
    if not isinstance(owner, Operation) or not owner.operands:
        return None
    model = registry.get(owner.name)
    i = model.interfaces.get(BASE_BUFFER_RESULT) if model is not None else None
    if i is None or i >= len(owner.results) or v is not owner.results[i]:
        return None
    return owner.operands[0]
