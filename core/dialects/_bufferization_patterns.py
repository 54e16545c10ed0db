"""Canonicalization patterns of ``bufferization.dealloc`` (SEMANTICS.md,
"bufferization.dealloc"); also used by the simplification pass.

    %r = bufferization.dealloc (%a, %a : ...) if (%c, %d) retain (%x, %x : ...)
 -> %o = arith.ori %c, %d
    %r = bufferization.dealloc (%a : ...) if (%o) retain (%x : ...)      (both results -> %r)

    bufferization.dealloc (%a, %b : ...) if (%c, %false)   ->  bufferization.dealloc (%a : ...) if (%c)
    %r = bufferization.dealloc retain (%x : ...)           ->  %false
    %base, ... = memref.extract_strided_metadata %alloc
    bufferization.dealloc (%base : memref<f32>) if (%c)    ->  bufferization.dealloc (%alloc : ...) if (%c)
    %alloc = memref.alloc() ; bufferization.dealloc (%alloc : ...) if (%c)   ->  (both erased)
"""

from __future__ import annotations

from ..ir import attrs as A
from ..ir import types as T
from ..ir.buffer_deallocation import base_buffer_source
from ..ir.interfaces import Effect, memory_effects
from ..ir.nodes import Operation, Value
from ..ir.rewriter import Rewriter
from ._arith_patterns import int_value

__all__ = ["PATTERNS", "allocated_by", "dealloc_parts", "new_dealloc", "update_dealloc"]

# enum members, looked up once (class attribute access of an Enum is slow)
_ALLOCATE = Effect.ALLOCATE


def dealloc_parts(op: Operation) -> tuple[list[Value], list[Value], list[Value]]:
    """(memrefs, conditions, retained) of a ``bufferization.dealloc``."""
    seg = op.attr("operandSegmentSizes")
    n, m, k = seg.values
    if type(n) is not int or type(m) is not int or type(k) is not int:
        n, m, k = int(n), int(m), int(k)
    ops = op.operands  # slices are new lists
    return ops[:n], ops[n : n + m], ops[n + m : n + m + k]


def update_dealloc(op: Operation, memrefs, conditions, rw: Rewriter) -> bool:
    """Replace the memrefs/conditions (in place); False if nothing changes."""
    old_m, old_c, retained = dealloc_parts(op)
    if (
        len(old_m) == len(memrefs)
        and all(a is b for a, b in zip(old_m, memrefs))
        and len(old_c) == len(conditions)
        and all(a is b for a, b in zip(old_c, conditions))
    ):
        return False
    rw.set_operands(op, [*memrefs, *conditions, *retained])
    op.properties["operandSegmentSizes"] = _segment_sizes(len(memrefs), len(conditions), len(retained))
    return True


_SEGMENTS: dict[tuple[int, int, int], A.DenseArrayAttr] = {}


def _segment_sizes(*sizes: int) -> A.DenseArrayAttr:
    """The ``operandSegmentSizes`` of a dealloc (attributes are immutable:
    one object per value)."""
    attr = _SEGMENTS.get(sizes)
    if attr is None:
        attr = _SEGMENTS[sizes] = A.DenseArrayAttr(T.I32, sizes)
    return attr


def new_dealloc(rw: Rewriter, before: Operation, memrefs, conditions, retained) -> Operation:
    return rw.builder_before(before).bufferization_dealloc(memrefs, conditions, retained)


def allocated_by(v: Value, resources=None, only: bool = False) -> Operation | None:
    """The op that allocates ``v`` (an ALLOCATE effect on that result); with
    ``only``, that must be the op's single effect."""
    owner = getattr(v, "owner", None)
    if not isinstance(owner, Operation) or not hasattr(v, "index"):
        return None
    fx = memory_effects(owner, resources)
    if not fx:
        return None
    mine = [e for e in fx if e.effect is _ALLOCATE and e.result == v.index]
    if not mine:
        return None
    if only and len(fx) != len(mine):
        return None
    return owner


def remove_duplicate_memrefs(op: Operation, rw: Rewriter) -> bool:
    memrefs, conds, _ = dealloc_parts(op)
    new_m: list[Value] = []
    new_c: list[Value] = []
    index: dict[int, int] = {}
    for m, c in zip(memrefs, conds):
        j = index.get(id(m))
        if j is None:
            index[id(m)] = len(new_m)
            new_m.append(m)
            new_c.append(c)
        elif new_c[j] is not c:
            new_c[j] = rw.builder_before(op).ori(new_c[j], c)
    if len(new_m) == len(memrefs) == len(conds):
        return False  # no duplicate (update_dealloc would find nothing to change)
    return update_dealloc(op, new_m, new_c, rw)


def remove_duplicate_retained(op: Operation, rw: Rewriter) -> bool:
    memrefs, conds, retained = dealloc_parts(op)
    seen: dict[int, int] = {}
    new_r: list[Value] = []
    where: list[int] = []
    for r in retained:
        j = seen.get(id(r))
        if j is None:
            j = seen[id(r)] = len(new_r)
            new_r.append(r)
        where.append(j)
    if len(new_r) == len(retained):
        return False
    new = new_dealloc(rw, op, memrefs, conds, new_r)
    rw.replace_op(op, [new.results[j] for j in where])
    return True


def erase_empty(op: Operation, rw: Rewriter) -> bool:
    memrefs, _, _ = dealloc_parts(op)
    if memrefs:
        return False
    false = rw.builder_before(op).constant_bool(False) if op.results else None
    rw.replace_op(op, [false] * len(op.results))
    return True


def erase_always_false(op: Operation, rw: Rewriter) -> bool:
    memrefs, conds, _ = dealloc_parts(op)
    keep = [i for i, c in enumerate(conds) if int_value(c) != 0]
    if len(keep) == len(conds) == len(memrefs):
        return False  # (update_dealloc would find nothing to change)
    return update_dealloc(op, [memrefs[i] for i in keep], [conds[i] for i in keep], rw)


def skip_extract_metadata_of_alloc(op: Operation, rw: Rewriter) -> bool:
    memrefs, conds, _ = dealloc_parts(op)
    new_m = []
    skipped = False
    for m in memrefs:
        source = base_buffer_source(m)
        if source is not None and allocated_by(source, rw.resources):
            m = source
            skipped = True
        new_m.append(m)
    if not skipped and len(conds) == len(memrefs):
        return False  # (update_dealloc would find nothing to change)
    return update_dealloc(op, new_m, conds, rw)


def remove_alloc_dealloc_pair(op: Operation, rw: Rewriter) -> bool:
    memrefs, conds, _ = dealloc_parts(op)
    new_m: list[Value] = []
    new_c: list[Value] = []
    dead: list[Operation] = []
    for m, c in zip(memrefs, conds):
        alloc = allocated_by(m, rw.resources, only=True)
        if alloc is not None and len(m.uses) == 1 and not any(a is alloc for a in dead):
            dead.append(alloc)
            continue
        new_m.append(m)
        new_c.append(c)
    if not dead and len(conds) == len(memrefs):
        return False  # (update_dealloc would find nothing to change)
    if not update_dealloc(op, new_m, new_c, rw):
        return False
    for alloc in dead:
        rw.erase(alloc)
    return True


PATTERNS = {
    "bufferization.dealloc": [
        remove_duplicate_memrefs,
        remove_duplicate_retained,
        erase_empty,
        erase_always_false,
        skip_extract_metadata_of_alloc,
        remove_alloc_dealloc_pair,
    ],
}
