"""Canonicalization patterns of buffers: dead allocations, redundant clones,
``memref.dim`` / ``extract_strided_metadata`` of known shapes.

    %a = memref.alloc() : memref<2xf32>       ->  (all three erased: the buffer is
    memref.store %v, %a[%i] : memref<2xf32>        never read)
    memref.dealloc %a : memref<2xf32>

    %c = bufferization.clone %a               ->  (the clone is %a; the dealloc of
    ... uses of %c ...                             %c, in the same block, is erased)
    memref.dealloc %c

    %d = memref.dim %alloc, %c0 : memref<4x?xf32>   (%alloc = memref.alloc(%n))
 -> %c4 for dim 0, %n for dim 1

Allocation, free and clone ops are recognized by their memory effects and
by the allocation resources (``core/analysis/resources.py``), not by name.
"""

from __future__ import annotations

from ..ir import attrs as A
from ..ir import types as T
from ..ir.buffer_deallocation import base_buffer_source
from ..ir.contracts import consumed_operands
from ..ir.interfaces import Effect, call_target, memory_effects, view_source
from ..ir.nodes import Operation, Value
from ..ir.registry import registry
from ..ir.rewriter import Rewriter, only_for
from ._arith_patterns import int_value
from ._bufferization_patterns import allocated_by

__all__ = ["FOLDS", "GENERIC", "PATTERNS", "frees_of"]

# enum members, looked up once (class attribute access of an Enum is slow)
_FREE = Effect.FREE
_WRITE = Effect.WRITE
_ALLOCATE = Effect.ALLOCATE


def _effects(op: Operation, rw: Rewriter):
    return memory_effects(op, rw.resources)


def _is_free_of(user: Operation, v: Value, rw: Rewriter) -> bool:
    """``user`` only frees ``v`` (a dealloc op of a resource, no results)."""
    if user.results or not all(o is v for o in user.operands):
        return False
    fx = _effects(user, rw)
    return bool(fx) and all(e.effect is _FREE and e.operand is not None and user.operands[e.operand] is v for e in fx)


def _is_store_into(user: Operation, v: Value, rw: Rewriter) -> bool:
    """``user`` only writes into ``v`` (like memref.store into it): no
    results, and ``v`` is used only as the written buffer."""
    if user.results or user.regions:
        return False
    fx = _effects(user, rw)
    if not fx or not all(e.effect is _WRITE and e.operand is not None and user.operands[e.operand] is v for e in fx):
        return False
    written = {e.operand for e in fx}
    return all(i in written for i, o in enumerate(user.operands) if o is v)


class _Named:
    """An op name where ``Resources`` looks an op up (it reads only the name)."""

    __slots__ = ("name",)

    def __init__(self, name: str):
        self.name = name


def _effects_model(name: str):
    """The ``memory_effects`` model of ``name`` (a list or a function), or None."""
    model = registry.get(name)
    return None if model is None else model.interfaces.get("memory_effects")


def _may_allocate_a_result(name: str, resources) -> bool:
    """Can ``memory_effects`` of an op of this name have an ALLOCATE effect
    on a result (what ``allocated_by`` looks for)?  Not for pure ops, ops
    with recursive effects (their effects name no result) nor unknown ones."""
    fx = _effects_model(name)
    if fx is not None:
        return callable(fx) or any(e.effect is _ALLOCATE and e.result is not None for e in fx)
    return resources is not None and (
        resources.for_alloc(_Named(name)) is not None or resources.for_clone(_Named(name)) is not None
    )


def _may_only_free_operand_0(name: str, resources) -> bool:
    """Can the effects of an op of this name be exactly "frees operand 0"?"""
    fx = _effects_model(name)
    if fx is not None:
        return callable(fx) or [(e.effect, e.operand) for e in fx] == [(_FREE, 0)]
    return resources is not None and resources.for_dealloc(_Named(name)) is not None


def _is_a_clone(name: str, resources) -> bool:
    return resources is not None and resources.for_clone(_Named(name)) is not None


def _may_free_or_write(name: str, rw: Rewriter) -> bool:
    """Can an op of this name free or write a buffer (else it is neither
    ``_is_free_of`` nor ``_is_store_into`` anything)?  Remembered per name."""
    key = ("may_free_or_write", name)
    verdict = rw.name_facts.get(key)
    if verdict is None:
        fx = _effects_model(name)
        if fx is not None:
            verdict = callable(fx) or any(e.effect is _FREE or e.effect is _WRITE for e in fx)
        else:  # a resource's dealloc op frees; its alloc and clone ops do not
            verdict = rw.resources is not None and rw.resources.for_dealloc(_Named(name)) is not None
        rw.name_facts[key] = verdict
    return verdict


@only_for(_may_allocate_a_result)
def dead_allocation(op: Operation, rw: Rewriter) -> bool:
    """An allocation whose only users free it or write into it is erased
    with those users (MLIR's SimplifyDeadAlloc, for every resource)."""
    if len(op.results) != 1:
        return False
    v = op.results[0]
    # the cheap checks of the users first (most buffers are read somewhere)
    if (
        not v.uses
        or any(u.results or u.regions or not _may_free_or_write(u.name, rw) for u, _ in v.uses)
        or not T.is_memref(v.type)
        or allocated_by(v, rw.resources, only=True) is None
    ):
        return False
    users = list(v.users)
    if not all(_is_free_of(u, v, rw) or _is_store_into(u, v, rw) for u in users):
        return False
    for u in users:
        rw.erase(u)
    rw.erase(op)
    return True


def frees_of(v: Value, rw: Rewriter) -> list[Operation]:
    """Users of ``v`` with a FREE effect on it, or calls handing it over to
    a ``bufls.consumed`` parameter (the callee frees it)."""
    out = []
    for user in v.users:
        if call_target(user) is not None:
            if any(user.operands[i] is v for i in consumed_operands(user)):
                out.append(user)
            continue
        fx = _effects(user, rw) or []
        if any(e.effect is _FREE and e.operand is not None and user.operands[e.operand] is v for e in fx):
            out.append(user)
    return out


def _view_base(v: Value) -> Value:
    while True:
        owner = getattr(v, "owner", None)
        if not isinstance(owner, Operation) or getattr(v, "index", None) != 0:
            return v
        src = view_source(owner)
        if src is None:
            return v
        v = owner.operands[src]


@only_for(_is_a_clone)
def simplify_clone(op: Operation, rw: Rewriter) -> bool:
    """A clone (of a resource with a clone op) whose copy or source is freed
    later in the same block, with no other free in between, is its source
    (MLIR's SimplifyClones)."""
    if len(op.results) != 1 or len(op.operands) != 1 or rw.resources is None or rw.resources.for_clone(op) is None:
        return False
    src, out = op.operands[0], op.results[0]
    if src.type != out.type:
        return False
    base = _view_base(src)
    clone_frees = frees_of(out, rw)
    source_frees = frees_of(base, rw)
    if len(clone_frees) > 1 or len(source_frees) > 1:
        return False
    # only plain frees (memref.dealloc): a bufferization.dealloc frees
    # conditionally and other buffers too, it cannot be dropped
    if not all(_is_free_of(f, out, rw) for f in clone_frees) or not all(_is_free_of(f, base, rw) for f in source_frees):
        return False
    cf = clone_frees[0] if clone_frees else None
    sf = source_frees[0] if source_frees else None
    if cf is not None and sf is not None and cf.parent is sf.parent:
        return False
    block = op.parent
    redundant = cf if cf is not None and cf.parent is block else (sf if sf is not None and sf.parent is block else None)
    if redundant is None:
        return False
    ops = block.ops
    i, j = ops.index(op), ops.index(redundant)
    if j < i:
        return False
    for mid in ops[i + 1 : j]:
        fx = _effects(mid, rw)
        if fx and any(e.effect is _FREE for e in fx):
            return False
    rw.replace_all_uses(out, src)
    rw.erase(redundant)
    rw.erase(op)
    return True


def dealloc_of_cast(op: Operation, rw: Rewriter) -> bool:
    """Free of a ``memref.cast`` that only drops static information frees the
    cast's source (MLIR's foldMemRefCast)."""
    if len(op.operands) != 1 or op.results:
        return False
    cast = getattr(op.operands[0], "owner", None)
    if not isinstance(cast, Operation) or cast.name != "memref.cast":
        return False
    fx = _effects(op, rw)
    if not fx or [e.effect for e in fx] != [_FREE]:
        return False
    src, dst = cast.operands[0].type, cast.results[0].type
    if (
        not (isinstance(src, T.MemRefType) and isinstance(dst, T.MemRefType))
        or len(src.shape) != len(dst.shape)
        or src.layout != dst.layout
    ):
        return False
    if any(d is not None and s != d for s, d in zip(src.shape, dst.shape)):
        return False
    rw.set_operands(op, [cast.operands[0]])
    return True


def copy_to_itself(op: Operation, rw: Rewriter) -> bool:
    if len(op.operands) == 2 and op.operands[0] is op.operands[1]:
        rw.erase(op)
        return True
    return False


def fold_dim(op: Operation, rw: Rewriter) -> bool:
    """``memref.dim`` of a static dimension, or of an allocation's dynamic
    size operand."""
    if len(op.operands) != 2:
        return False
    m, i = op.operands
    k = int_value(i)
    t = m.type
    if k is None or not isinstance(t, T.MemRefType) or k >= len(t.shape):
        return False
    if t.shape[k] is not None:
        rw.replace_op(op, [A.IntegerAttr(t.shape[k], T.INDEX)])
        return True
    owner = getattr(m, "owner", None)
    if isinstance(owner, Operation) and owner.name in ("memref.alloc", "memref.alloca"):
        seg = owner.attr("operandSegmentSizes")
        ndyn = int(seg.values[0]) if seg is not None else len(owner.operands)
        pos = sum(1 for d in t.shape[:k] if d is None)
        if pos < ndyn:
            rw.replace_op(op, [owner.operands[pos]])
            return True
    return False


def _strided(t: T.MemRefType) -> tuple[int | None, list[int | None]] | None:
    """Static offset and strides of a memref type (None entries: dynamic)."""
    layout = t.layout
    if layout is None:
        strides: list[int | None] = []
        acc: int | None = 1
        for d in reversed(t.shape):
            strides.append(acc)
            acc = None if acc is None or d is None else acc * d
        return 0, list(reversed(strides))
    if isinstance(layout, A.StridedLayoutAttr):
        return layout.offset, list(layout.strides)
    return None


def fold_extract_strided_metadata(op: Operation, rw: Rewriter) -> bool:
    """Used offset/size/stride results that are static become constants."""
    t = op.operands[0].type if op.operands else None
    if not isinstance(t, T.MemRefType):
        return False
    info = _strided(t)
    if info is None:
        return False
    offset, strides = info
    rank = len(t.shape)
    statics = [offset, *t.shape, *strides]
    changed = False
    for r, s in zip(op.results[1 : 1 + 1 + 2 * rank], statics):
        if s is not None and r.uses:
            rw.replace_all_uses(r, rw.constant(A.IntegerAttr(s, T.INDEX), T.INDEX, op))
            changed = True
    return changed


@only_for(_may_only_free_operand_0)
def free_of_base_of_alloc(op: Operation, rw: Rewriter) -> bool:
    """A free of the base buffer of an allocation frees the allocation::

    %base, ... = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, ...
    memref.dealloc %base : memref<f32>      ->  memref.dealloc %alloc : memref<2xf32>
    """
    if len(op.operands) != 1 or op.results or op.regions:
        return False
    source = base_buffer_source(op.operands[0])
    if source is None:
        return False
    fx = _effects(op, rw)
    if not fx or [(e.effect, e.operand) for e in fx] != [(_FREE, 0)]:
        return False
    if allocated_by(source, rw.resources) is None:
        return False
    rw.set_operands(op, [source])
    return True


PATTERNS = {
    "memref.dealloc": [dealloc_of_cast],
    "memref.copy": [copy_to_itself],
    "memref.dim": [fold_dim],
    "memref.extract_strided_metadata": [fold_extract_strided_metadata],
}

# patterns tried on every op (they recognize their ops by effects and resources)
GENERIC = [dead_allocation, simplify_clone, free_of_base_of_alloc]

# what the ops' folders do (applied by every greedy rewrite, not only canonicalize)
FOLDS = {
    "memref.dealloc": [dealloc_of_cast],
    "memref.dim": [fold_dim],
    "memref.extract_strided_metadata": [fold_extract_strided_metadata],
}
