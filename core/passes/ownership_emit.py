"""IR the ownership pass emits: deallocations per resource, clones, and the
operand/result plumbing of ownership indicators.

**Deallocation per resource.**  A resource freed by ``memref.dealloc`` (the
built-in ``memref``) gets MLIR's ``bufferization.dealloc``, which the rest of
the pipeline simplifies and lowers::

    %r = bufferization.dealloc (%base : memref<f32>) if (%own) retain (%k : memref<2xf32>)

Any other resource (``gpu``, a configured ``pool``) is freed with its own
dealloc op, inline, with the same semantics (free a buffer iff its
condition holds, it aliases no retained value and no earlier buffer of the
same op was freed; each retained value's result is the OR of the conditions
of the buffers aliasing it)::

    %p  = memref.extract_aligned_pointer_as_index %m : memref<4xf32> -> index
    %q  = memref.extract_aligned_pointer_as_index %k : memref<4xf32> -> index
    %eq = arith.cmpi eq, %p, %q : index
    %r  = arith.andi %own, %eq : i1                  // ownership passed to %k
    %no = arith.xori %eq, %true : i1
    %f  = arith.andi %own, %no : i1
    scf.if %f {
      "acme.pool_free"(%m) : (memref<4xf32>) -> ()
    }

(golden cases: gpu_alloc, configured/*).  Without retained values and
with a single buffer this is just ``scf.if %own { "acme.pool_free"(%m) }``
(the bare free when ``%own`` is the constant true); a buffer retained as
itself is never freed and passes its condition on.  A buffer straight from
its resource's alloc (or clone) op is freed as is, any other value through
its ``memref.extract_strided_metadata`` base.
"""

from __future__ import annotations

from ..analysis.ownership_state import base_buffer, is_true
from ..analysis.resources import DEFAULT, RESOURCE_ATTR
from ..ir import attrs as A
from ..ir import types as T
from ..ir.builder import Builder
from ..ir.nodes import Operation, Value

__all__ = [
    "BUFFERIZATION_FREE_OP",
    "append_operands",
    "clone_value",
    "emit_assert",
    "emit_dealloc",
    "free_op",
    "uses_bufferization_dealloc",
]

# bufferization.dealloc lowers to this free op: resources freed by it use
# bufferization.dealloc, every other resource is freed inline.
_MEMREF_FREE = DEFAULT.by_name("memref").dealloc
assert _MEMREF_FREE is not None  # the built-in memref resource frees
BUFFERIZATION_FREE_OP: str = _MEMREF_FREE


def uses_bufferization_dealloc(resource) -> bool:
    return resource.dealloc == BUFFERIZATION_FREE_OP


def emit_dealloc(
    b: Builder, resource, memrefs: list[Value], conds: list[Value], retained: list[Value], resources=None
) -> list[Value]:
    """Free ``memrefs`` (base buffers for ``bufferization.dealloc``, the
    values themselves for inline frees) under ``conds``, retaining
    ``retained``; return one updated ownership per retained value."""
    if uses_bufferization_dealloc(resource):
        return list(b.bufferization_dealloc(memrefs, conds, retained).results)
    return _inline_dealloc(b, resource, memrefs, conds, retained, resources)


def _fresh(v: Value, resource, resources) -> bool:
    """``v`` is the result of ``resource``'s alloc or clone op."""
    owner = getattr(v, "owner", None)
    if not isinstance(owner, Operation) or resources is None or v.index != 0:
        return False
    r = resources.for_alloc(owner) or resources.for_clone(owner)
    return r is not None and r.name == resource.name


def _any(b: Builder, values: list[Value]) -> Value:
    acc = values[0]
    for v in values[1:]:
        acc = b.ori(acc, v)
    return acc


def _or_into(b: Builder, results: list, j: int, value: Value) -> None:
    results[j] = value if results[j] is None else b.ori(results[j], value)


def _inline_dealloc(b: Builder, resource, memrefs, conds, retained, resources) -> list[Value]:
    results: list[Value | None] = [None] * len(retained)
    # a buffer retained as itself is certainly kept: its ownership passes on
    kept_as_is = set()
    for i, m in enumerate(memrefs):
        for j, k in enumerate(retained):
            if k is m:
                kept_as_is.add(i)
                _or_into(b, results, j, conds[i])
    todo = [i for i in range(len(memrefs)) if i not in kept_as_is]
    if todo:
        bases = {i: memrefs[i] if _fresh(memrefs[i], resource, resources) else base_buffer(b, memrefs[i]) for i in todo}
        need_ptrs = bool(retained) or len(todo) > 1
        ptrs = {i: b.extract_aligned_pointer(bases[i]) for i in todo} if need_ptrs else {}
        kept = [b.extract_aligned_pointer(k) for k in retained] if retained else []
        for pos, i in enumerate(todo):
            blockers = []
            for j, q in enumerate(kept):
                eq = b.cmpi("eq", ptrs[i], q)
                blockers.append(eq)
                _or_into(b, results, j, b.andi(conds[i], eq))
            for prev in todo[:pos]:
                blockers.append(b.andi(b.cmpi("eq", ptrs[i], ptrs[prev]), conds[prev]))
            cond = conds[i]
            if blockers:
                cond = b.andi(cond, b.xori(_any(b, blockers), b.constant_bool(True)))
            if is_true(cond):
                free_op(b, resource, bases[i], resources)
                continue
            _, then_b, _ = b.scf_if(cond)
            free_op(then_b, resource, bases[i], resources)
    if any(r is None for r in results):
        false = b.constant_bool(False)
        results = [false if r is None else r for r in results]
    return results  # type: ignore[return-value]


def free_op(b: Builder, resource, v: Value, resources=None) -> Operation:
    """``resource``'s free of ``v``.  When other resources free with the same
    op, told apart by memory space, and ``v``'s type would not say it is
    ``resource``'s (a ``pool`` buffer chosen by attribute, in the default
    space), the free names it (``resources.py``)::

        "acme.free"(%m) {bufls.resource = "pool"} : (memref<4xf32>) -> ()
    """
    op = b.create(resource.dealloc, (v,))
    if resources is not None and resources.shares_dealloc(resource) and resources.for_dealloc(op) is not resource:
        op.attributes[RESOURCE_ATTR] = A.StringAttr(resource.name)
    return op


def clone_value(b: Builder, v: Value, resource) -> Value:
    """A copy of ``v`` in a new buffer of ``resource`` (its clone op)."""
    op = b.create(resource.clone, (v,), [v.type])
    return op.results[0]


def emit_assert(b: Builder, cond: Value, message: str) -> Operation:
    return b.create("cf.assert", (cond,), (), {"msg": A.StringAttr(message)})


def append_operands(op: Operation, values: list[Value]) -> None:
    """Append operands to the last operand group of ``op`` (loop inits,
    terminator values), keeping ``operandSegmentSizes`` consistent."""
    if not values:
        return
    for v in values:
        op.add_operand(v)
    for store in (op.properties, op.attributes):
        seg = store.get("operandSegmentSizes")
        if isinstance(seg, A.DenseArrayAttr) and seg.values:
            sizes = list(seg.values)
            sizes[-1] += len(values)
            store["operandSegmentSizes"] = A.DenseArrayAttr(T.IntegerType(32), tuple(sizes))
            break
