"""Interface models of the memref ops (memory effects, views, region
branching), attached by ``memref.register()``.

Effects follow MLIR's ODS declarations (``MemAlloc``/``MemFree``/``MemRead``/
``MemWrite`` on operands and results): ``memref.alloc`` and
``memref.alloca`` allocate their result (the ``alloca`` resource is automatic,
see ``core/analysis/resources.py``), ``memref.dealloc`` frees its operand,
``memref.realloc`` frees its source and allocates its result.  Views are pure
and give ``view_source`` (casts also ``view_keeps_base``).  Loads, stores,
``dim``, ``get_global`` and ``extract_aligned_pointer_as_index`` have a role
for the ownership checker (``ir/checker_transfer.py``).
"""

from __future__ import annotations

from ..ir import types as T
from ..ir.checker_transfer import KEY as CHECKER_TRANSFER
from ..ir.checker_transfer import TransferModel
from ..ir.interfaces import (
    Effect,
    EffectInstance,
    alloc_result,
    effect_kinds,
    free_operand,
    read,
    read_write,
    run_once_successors,
    write,
)

# Pure ops whose result 0 is a view of operand 0 (ViewLikeOpInterface); for
# extract_strided_metadata result 0 is the base buffer.
VIEWS = (
    "memref.subview",
    "memref.reinterpret_cast",
    "memref.cast",
    "memref.view",
    "memref.expand_shape",
    "memref.collapse_shape",
    "memref.transpose",
    "memref.reshape",
    "memref.memory_space_cast",
    "memref.assume_alignment",
    "memref.extract_strided_metadata",
)
# Views whose result 0 is the source buffer itself (same base pointer and
# offset): freeing it frees the source (``view_keeps_base``).
BASE_KEEPING_VIEWS = ("memref.cast", "memref.memory_space_cast", "memref.assume_alignment")

# The ops the ownership checker interprets beyond their effects (roles of
# ``ir/checker_transfer.py``).
_CHECKER_ROLES = {
    "memref.extract_aligned_pointer_as_index": "pointer",
    "memref.load": "load",
    "memref.store": "store",
    "memref.get_global": "get_global",
    "memref.dim": "dim",
}

_EFFECTS = {
    "memref.alloc": [alloc_result(0)],
    "memref.alloca": [alloc_result(0)],
    "memref.dealloc": [free_operand(0)],
    "memref.realloc": [free_operand(0), alloc_result(0)],
    "memref.load": [read(0)],
    "memref.store": [write(1)],
    "memref.copy": [read(0), write(1)],
    # a hint with no result: MLIR keeps it (never trivially dead), and the
    # upstream tests use it as "a use that must survive"
    "memref.prefetch": [read(0), write(0)],
    "memref.atomic_rmw": read_write(1),  # (value, memref, indices...)
    "memref.generic_atomic_rmw": read_write(0),  # (memref, indices...)
    "memref.dma_wait": [read(0)],  # (tag, indices..., numElements)
}


def _rank(t) -> int:
    return len(t.shape) if isinstance(t, T.MemRefType) else 0


@effect_kinds(Effect.READ, Effect.WRITE)
def _dma_start_effects(op) -> list[EffectInstance]:
    """``dma_start %src[i..], %dst[j..], %n, %tag[k..] (, %stride, %per)?``:
    read src, write dst, read tag (as MLIR's DmaStartOp::getEffects)."""
    ops = op.operands
    if not ops:
        return []
    dst = 1 + _rank(ops[0].type)
    if dst >= len(ops):
        return [read(0)]
    tag = dst + 1 + _rank(ops[dst].type) + 1
    fx = [read(0), write(dst)]
    if tag < len(ops):
        fx.append(EffectInstance(Effect.READ, operand=tag))
    return fx


def _distinct_objects_aliases(op, result_index: int) -> list[int]:
    """``memref.distinct_objects %a, %b`` returns each operand unchanged."""
    return [result_index] if result_index < len(op.operands) else []


def attach(registry) -> None:
    for name, fx in _EFFECTS.items():
        registry.attach(name, "memory_effects", fx)
    registry.attach("memref.dma_start", "memory_effects", _dma_start_effects)
    for name in VIEWS:
        registry.attach(name, "view_source", 0)
    for name in BASE_KEEPING_VIEWS:
        registry.attach(name, "view_keeps_base", True)
    for name, role in _CHECKER_ROLES.items():
        registry.attach(name, CHECKER_TRANSFER, TransferModel(role))
    registry.attach("memref.distinct_objects", "aliasing_operands", _distinct_objects_aliases)
    registry.attach("memref.alloca_scope", "region_successors", run_once_successors)
    registry.add_traits("memref.alloca_scope", "recursive_effects", "automatic_allocation_scope")
