"""``--promote-buffers-to-stack``: small heap buffers that never leave their
function become stack buffers (MLIR 22's pass, for every resource).

    func.func @f(%arg0: memref<2xf32>) {
      %0 = memref.alloc() : memref<2xf32>
      memref.copy %arg0, %0 : memref<2xf32> to memref<2xf32>
      return
    }

becomes::

    func.func @f(%arg0: memref<2xf32>) {
      %alloca = memref.alloca() : memref<2xf32>
      memref.copy %arg0, %alloca : memref<2xf32> to memref<2xf32>
      return
    }

An allocation is promoted when all of these hold:

- its op allocates exactly one result (memory effects) of a resource that
  may be promoted (``Resources.promotion_target``: the built-in ``memref``
  resource to ``alloca``; a configured one with ``promote-to = "stack"``);
- nothing frees that result (a buffer freed by an op is left alone);
- it is small: a static shape whose size (elements times the element's bit
  width, ``index`` as wide as the nearest ``#dlti.dl_spec`` says, 64 bits
  by default) is at most ``max-alloc-size-in-bytes``; or a dynamic shape of
  rank at most ``max-rank-of-allocated-memref`` whose sizes are all ranks
  of memrefs (an op with the ``shape_rank`` interface, ``memref.rank``);
- going out from its region, an automatic allocation scope (``func.func``,
  ``scf.for``...) is reached from which none of its aliases is returned by
  a terminator of the scope's region, before a loop or a region op whose
  control flow is unknown.

The new op is the automatic resource's alloc op (its first, by name) with
the same operands, result type and attributes, where the old op was.

bufls keeps the heap buffer where upstream 22.1.8 aborts: a static shape
whose element count overflows 64 bits, and elements with no bit width
(``memref<1xmemref<2xf32>>``), as later upstream versions do.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..analysis.region_loops import is_known_control_flow, is_loop
from ..analysis.view_flow import aliases
from ..ir import types as T
from ..ir.floats import FORMATS
from ..ir.interfaces import Effect, callable_body, is_function, is_return_like, memory_effects
from ..ir.nodes import Operation, Region, Value
from ..ir.registry import registry
from .base import ModulePass, register

__all__ = [
    "PromoteBuffersToStack",
    "functions_of",
    "promote_buffers_to_stack",
    "promotion_verdict",
    "stack_promotions",
]

SHAPE_RANK = "shape_rank"  # interface key: result 0 is the rank of operand 0 (memref.rank)
DEFAULT_INDEX_BITWIDTH = 64  # MLIR's default data layout
_MAX_INT64 = (1 << 63) - 1
_INDEX_ENTRY = re.compile(r"(?:dl_entry<\s*index\s*,\s*(\d+)|\bindex\s*=\s*(\d+))")


def promote_buffers_to_stack(root: Operation, resources, max_bytes: int = 1024, max_rank: int = 1) -> int:
    """Promote the small allocations of every function in ``root``; returns how many."""
    found = stack_promotions(root, resources, max_bytes, max_rank)
    for op, target in found:
        _replace(op, target)
    return len(found)


def stack_promotions(
    root: Operation, resources, max_bytes: int = 1024, max_rank: int = 1
) -> list[tuple[Operation, str]]:
    """``(allocation, alloc op of the stack resource)`` for each op of the
    functions in ``root`` that the pass would promote (it changes nothing)."""
    out = []
    for func in functions_of(root):
        for op in func.walk():
            if op is not func:
                target, _ = promotion_verdict(op, resources, max_bytes, max_rank)
                if target is not None:
                    out.append((op, target))
    return out


def promotion_verdict(op: Operation, resources, max_bytes: int = 1024, max_rank: int = 1) -> tuple[str | None, str]:
    """``(target, why_not)``: the stack resource's alloc op the pass would
    put in place of ``op`` (``why_not`` empty), or None and why it stays on
    the heap (``why_not`` empty too when ``op`` allocates nothing the pass
    looks at: not an allocation, or already on the stack)."""
    value = _allocation(op, resources)
    resource = resources.for_alloc(op) if value is not None else None
    if value is None or resource is None or resource.automatic:
        return None, ""
    target = resources.promotion_target(resource)
    if target is None:
        return None, f"resource '{resource.name}' has no promote-to"
    free = _free_of(value, resources)
    if free is not None:
        return None, f"it is freed (by '{free.name}'), and the pass leaves freed buffers alone"
    why = _too_big(op, value, max_bytes, max_rank)
    if why:
        return None, why
    why = _no_scope(value)
    if why:
        return None, why
    return sorted(target.alloc)[0], ""


def functions_of(root: Operation) -> list[Operation]:
    """The functions the buffer optimizations run on: ``root`` if it is one,
    else those of its body (upstream: each ``func.func`` of the module)."""
    if callable_body(root) is not None:
        return [root]
    out: list[Operation] = []
    for region in root.regions:
        for block in region.blocks:
            out.extend(op for op in block.ops if callable_body(op) is not None)
    return out


def _allocation(op: Operation, resources) -> Value | None:
    """The one result ``op`` allocates (None: none, several or unknown)."""
    if not op.results:
        return None
    fx = memory_effects(op, resources)
    if not fx:
        return None
    allocated = [e.result for e in fx if e.effect is Effect.ALLOCATE and e.result is not None]
    return op.results[allocated[0]] if len(allocated) == 1 else None


def _free_of(value: Value, resources) -> Operation | None:
    """An op that frees ``value`` itself, if any."""
    for user in value.users:
        fx = memory_effects(user, resources) or []
        if any(e.effect is Effect.FREE and e.value(user) is value for e in fx):
            return user
    return None


def _too_big(op: Operation, value: Value, max_bytes: int, max_rank: int) -> str:
    """Why the buffer is not small enough for the stack ("": it is)."""
    t = value.type
    if not isinstance(t, T.MemRefType):
        return "its type is not a memref"
    if not t.has_static_shape:
        if len(t.shape) > max_rank:
            return (
                f"its shape is dynamic, of rank {len(t.shape)} (the pass's max-rank-of-allocated-memref is {max_rank})"
            )
        if not all(_is_rank(v) for v in op.operands):
            return "its shape is dynamic, with sizes that are not ranks of memrefs"
        return ""
    bits = _bitwidth(t.element, op)
    if bits is None:
        return f"its element type {t.element} has no size in the data layout"
    count = 1
    for d in t.shape:
        count *= d
        if count > _MAX_INT64:
            return "its element count overflows 64 bits"
    if count * bits > max_bytes * 8:
        size = (count * bits + 7) // 8
        return f"it takes {size} bytes, over the pass's max-alloc-size-in-bytes of {max_bytes}"
    return ""


def _is_rank(v: Value) -> bool:
    owner = getattr(v, "owner", None)
    if not isinstance(owner, Operation):
        return False
    model = registry.get(owner.name)
    return model is not None and SHAPE_RANK in model.interfaces


def _bitwidth(t, op: Operation) -> int | None:
    """The size in bits the default data layout gives an element type."""
    if isinstance(t, T.IntegerType):
        return t.width
    if isinstance(t, T.FloatType):
        return FORMATS[t.name].width if t.name in FORMATS else None
    if isinstance(t, T.IndexType):
        return _index_bitwidth(op)
    if isinstance(t, T.ComplexType):
        inner = _bitwidth(t.element, op)
        return None if inner is None else 2 * _aligned(inner)
    if isinstance(t, T.VectorType) and t.has_static_shape and t.shape:
        inner = _bitwidth(t.element, op)
        if inner is None:
            return None
        rows = 1
        for d in t.shape[:-1]:
            rows *= d
        return rows * _power_of_two_ceil(t.shape[-1] * inner)
    return None


def _aligned(bits: int) -> int:
    """Bits rounded up to whole bytes, as the data layout stores them."""
    return (bits + 7) // 8 * 8


def _power_of_two_ceil(n: int) -> int:
    return 1 if n <= 1 else 1 << (n - 1).bit_length()


def _index_bitwidth(op: Operation) -> int:
    """``index``'s width from the nearest enclosing ``#dlti.dl_spec``."""
    cur: Operation | None = op
    while cur is not None:
        for attr in cur.attributes.values():
            text = getattr(attr, "text", None)
            if isinstance(text, str) and text.startswith("#dlti.dl_spec<"):
                m = _INDEX_ENTRY.search(text)
                if m:
                    return int(m.group(1) or m.group(2))
        cur = cur.parent_op
    return DEFAULT_INDEX_BITWIDTH


def _no_scope(value: Value) -> str:
    """Why no automatic allocation scope out of which no alias of ``value``
    is returned is reached before a loop or unknown region control flow
    ("": one is)."""
    block = value.parent_block
    region: Region | None = block.parent if block is not None else None
    flows = None
    while region is not None:
        parent = region.parent
        if parent is None:
            return "no automatic allocation scope holds it"
        model = registry.get(parent.name)
        if model is not None and model.has("automatic_allocation_scope"):
            if flows is None:
                flows = aliases(value)
            if not _leaves(region, flows):
                return ""
            if is_function(parent):
                return f"it is returned by {_symbol(parent)}"
        if is_loop(parent):
            return f"it is allocated in the loop '{parent.name}', before any scope that would free it"
        if not is_known_control_flow(parent):
            return f"'{parent.name}' around it has control flow the pass does not know"
        block = parent.parent
        region = block.parent if block is not None else None
    return "no automatic allocation scope holds it"


def _symbol(func: Operation) -> str:
    name = getattr(func.attr("sym_name"), "value", None)
    return f"@{name}" if name else f"its '{func.name}'"


def _leaves(region: Region, flows: list[Value]) -> bool:
    for v in flows:
        for user in v.users:
            if is_return_like(user) and user.parent is not None and user.parent.parent is region:
                return True
    return False


def _replace(op: Operation, name: str) -> None:
    new = Operation(
        name,
        list(op.operands),
        [op.results[0].type],
        attributes=dict(op.attributes),
        properties=dict(op.properties),
    )
    new.span, new.name_span, new.loc = op.span, op.name_span, op.loc
    new.results[0].name = name.rsplit(".", 1)[-1]  # (``%alloca``, as MLIR names memref.alloca's result)
    assert op.parent is not None
    op.parent.insert_before(op, new)
    op.results[0].replace_all_uses_with(new.results[0])
    op.erase()


@register
class PromoteBuffersToStack(ModulePass):
    name = "promote-buffers-to-stack"
    summary = "Promotes heap-based allocations to automatically managed stack-based allocations"

    @dataclass(frozen=True)
    class Options:
        max_alloc_size_in_bytes: int = 1024
        max_rank_of_allocated_memref: int = 1

    def run(self, module_op) -> None:
        o = self.options
        promote_buffers_to_stack(module_op, self.resources, o.max_alloc_size_in_bytes, o.max_rank_of_allocated_memref)
