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
from ..ir import interfaces as I
from ..ir import types as T
from ..ir.builder import Builder
from ..ir.nodes import Operation, Value

__all__ = [
    "BUFFERIZATION_FREE_OP",
    "append_operands",
    "clone_value",
    "handover_copy",
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


def _own_reference(v: Value, resource, resources) -> bool:
    """``v`` holds a reference of its own: a call's result, a retain, or a
    new allocation of ``resource``."""
    owner = getattr(v, "owner", None)
    if not isinstance(owner, Operation):
        return False
    if _fresh(v, resource, resources) or (resources is not None and resources.for_retain(owner) is resource):
        return True
    return I.call_target(owner) is not None and (resources is None or resources.effects_of(owner) is None)


def _any(b: Builder, values: list[Value]) -> Value:
    acc = values[0]
    for v in values[1:]:
        acc = b.ori(acc, v)
    return acc


def _or_into(b: Builder, results: list, j: int, value: Value) -> None:
    results[j] = value if results[j] is None else b.ori(results[j], value)


def _inline_dealloc(b: Builder, resource, memrefs, conds, retained, resources) -> list[Value]:
    """Free each of ``memrefs`` whose condition holds, unless an earlier one
    or a retained value is the same buffer (its ownership passes on).

    For a reference-counted resource, a call result (or a new allocation)
    holds a reference of its own even when its pointer equals another
    value's (``@f`` may return a retained reference to its argument): it is
    never deduplicated against other values, nor kept alive by a retained
    value other than itself::

        %b = call @pick(%false, %base)       // %b == %base, one more reference
        "rc.release"(%base)                  // both released: the count balances
        "rc.release"(%b)
    """
    distinct = (lambda v: _own_reference(v, resource, resources)) if resource.counted else (lambda v: False)
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
                if distinct(retained[j]):
                    continue
                eq = b.cmpi("eq", ptrs[i], q)
                blockers.append(eq)
                _or_into(b, results, j, b.andi(conds[i], eq))
            for prev in todo[:pos]:
                if distinct(memrefs[i]) or distinct(memrefs[prev]):
                    continue
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
    if " @" in resource.dealloc:
        return _resource_call(b, resource, resource.dealloc, v, None)
    op = b.create(resource.dealloc, (v,))
    if resources is not None and resources.shares_dealloc(resource) and resources.for_dealloc(op) is not resource:
        op.attributes[RESOURCE_ATTR] = A.StringAttr(resource.name)
    return op


def clone_value(b: Builder, v: Value, resource) -> Value:
    """A copy of ``v`` in a new buffer of ``resource`` (its clone op)."""
    if " @" in resource.clone:
        return _resource_call(b, resource, resource.clone, v, v.type).results[0]
    op = b.create(resource.clone, (v,), [v.type])
    return op.results[0]


def _resource_call(b: Builder, resource, ref: str, v: Value, result_type) -> Operation:
    """A resource op that is a call (``dealloc = "func.call @rt_free"``): the
    callee must be declared; ``v`` is cast to its parameter type when they
    differ (a base buffer ``memref<f32>`` to ``memref<*xf32>``), and a clone's
    result type must be ``v``'s::

        func.func private @rt_free(memref<*xf32>)
        ...
        %cast = memref.cast %base_buffer : memref<f32> to memref<*xf32>
        func.call @rt_free(%cast) : (memref<*xf32>) -> ()
    """
    from .base import PassError

    op_name, sym = ref.split(" @", 1)
    anchor = b.anchor if b.anchor is not None else b.block.parent_op
    callee = _declared(b.block.parent_op, sym)
    role = "frees" if result_type is None else "clones"
    if callee is None:
        raise PassError.at(
            anchor,
            f"resource '{resource.name}' {role} with @{sym}, which is not declared: declare it, "
            f"e.g. func.func private @{sym}({_unranked(v.type)})" + (f" -> {v.type}" if result_type else ""),
        )
    ft = getattr(callee.attr("function_type"), "type", None)
    params = list(getattr(ft, "inputs", ()))
    results = list(getattr(ft, "results", ()))
    if len(params) != 1 or len(results) != (0 if result_type is None else 1):
        raise PassError.at(
            anchor,
            f"resource '{resource.name}' {role} with @{sym}, which must take one memref and return nothing"
            if result_type is None
            else f"resource '{resource.name}' {role} with @{sym}, which must take one memref and return one",
        )
    arg = v
    if params[0] != v.type:
        if not _castable(v.type, params[0]):
            raise PassError.at(
                anchor,
                f"resource '{resource.name}' {role} a {v.type} with @{sym}, which takes {params[0]}: "
                f"declare its parameter {_unranked(v.type)}",
            )
        arg = b.cast(v, params[0])
    if result_type is not None and results[0] != result_type:
        raise PassError.at(
            anchor, f"resource '{resource.name}' clones a {result_type} with @{sym}, which returns {results[0]}"
        )
    return b.create(
        op_name, (arg,), [] if result_type is None else [result_type], attributes={"callee": A.SymbolRefAttr(sym)}
    )


def _declared(op: Operation | None, sym: str) -> Operation | None:
    """The function ``sym`` of the nearest enclosing symbol table that defines it."""
    while op is not None:
        for region in op.regions:
            for block in region.blocks:
                for f in block.ops:
                    name = f.attr("sym_name")
                    if getattr(name, "value", None) == sym and f.attr("function_type") is not None:
                        return f
        op = op.parent_op
    return None


def _unranked(t) -> str:
    space = getattr(t, "memory_space", None)
    return f"memref<*x{t.element}{', ' + space.elided() if space is not None else ''}>"


def _castable(src, dst) -> bool:
    """``memref.cast`` from ``src`` to ``dst``: same element type and memory
    space, to an unranked memref or one of the same rank."""
    if not (isinstance(src, T.MemRefType) and isinstance(dst, T.MemRefType | T.UnrankedMemRefType)):
        return False
    if src.element != dst.element or src.memory_space != dst.memory_space:
        return False
    if isinstance(dst, T.UnrankedMemRefType):
        return True
    return len(src.shape) == len(dst.shape) and all(
        a is None or b is None or a == b for a, b in zip(src.shape, dst.shape)
    )


def handover_copy(b: Builder, v: Value, resource) -> Value:
    """A new buffer holding ``v``'s contents, for a callee that takes
    ownership (``bufls.consumed``).  Spelled ``memref.alloc`` +
    ``memref.copy`` for a ``memref`` buffer of identity layout, so that no
    canonicalizer folds it away as a redundant ``bufferization.clone`` (it
    cannot see the callee free it); the resource's clone op otherwise::

        %c = bufferization.clone %v           %c = memref.alloc(%d) : memref<?xf32>
                                              memref.copy %v, %c : memref<?xf32> to memref<?xf32>
    """
    t = v.type
    if resource.name != "memref" or not isinstance(t, T.MemRefType) or t.layout is not None:
        return clone_value(b, v, resource)
    sizes = [b.dim(v, b.constant_index(i)) for i, d in enumerate(t.shape) if d is None]
    copy = b.alloc(t, sizes)
    b.copy(v, copy)
    return copy


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
