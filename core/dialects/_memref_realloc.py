"""``memref.realloc`` expanded into its parts, what ``--expand-realloc``
does (``passes/expand_realloc.py``; the memref dialect attaches
``expand_realloc`` under ``REALLOC_EXPANSION``)::

    %r = memref.realloc %src(%n) : memref<2xf32> to memref<?xf32>

becomes::

    %c2 = arith.constant 2 : index
    %0 = arith.cmpi ult, %c2, %n : index
    %r = scf.if %0 -> (memref<?xf32>) {
      %alloc = memref.alloc(%n) : memref<?xf32>
      %subview = memref.subview %alloc[0] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1]>>
      memref.copy %src, %subview : memref<2xf32> to memref<2xf32, strided<[1]>>
      memref.dealloc %src : memref<2xf32>           // only with emit_deallocs
      scf.yield %alloc : memref<?xf32>
    } else {
      %reinterpret_cast = memref.reinterpret_cast %src to offset: [0], sizes: [%n], strides: [1]
          : memref<2xf32> to memref<?xf32>
      scf.yield %reinterpret_cast : memref<?xf32>
    }
"""

from __future__ import annotations

from ..ir import attrs as A
from ..ir import types as T
from ..ir.builder import Builder
from ..ir.nodes import Operation

__all__ = ["expand_realloc"]


def _size(b: Builder, memref, dyn_operand):
    """The 1-D size of ``memref``: a constant if static, else the dynamic
    operand given, else ``memref.dim``."""
    t = memref.type
    if t.shape[0] is not None:
        return b.constant_index(t.shape[0]), t.shape[0]
    if dyn_operand is not None:
        return dyn_operand, dyn_operand
    d = b.dim(memref, b.constant_index(0))
    return d, d


def expand_realloc(op: Operation, emit_deallocs: bool) -> bool:
    """Expand ``op`` (a ``memref.realloc``) in place; False, untouched, when
    it is not a realloc of a 1-D memref into a 1-D memref (which the
    verifier rejects)."""
    if not (
        op.results
        and isinstance(op.results[0].type, T.MemRefType)
        and isinstance(op.operands[0].type, T.MemRefType)
        and len(op.results[0].type.shape) == 1
        and len(op.operands[0].type.shape) == 1
    ):
        return False
    src = op.operands[0]
    dyn = op.operands[1] if len(op.operands) > 1 else None
    rtype = op.results[0].type
    b = Builder.before(op)
    old, old_static = _size(b, src, None)
    new, new_static = _size(b, op.results[0], dyn)
    cond = b.cmpi("ult", old, new)
    if_op, then_b, else_b = b.scf_if(cond, [rtype], with_else=True)
    alloc = then_b.alloc(rtype, [dyn] if dyn is not None else [], op.attr("alignment"))
    sub_type = T.MemRefType(
        (old_static if isinstance(old_static, int) else None,),
        rtype.element,
        A.StridedLayoutAttr(0, (1,)),
        rtype.memory_space,
    )
    sub = then_b.subview(alloc, [0], [old_static], [1], sub_type)
    then_b.copy(src, sub)
    if emit_deallocs:
        then_b.dealloc(src)
    then_b.set_terminator_operands([alloc])
    cast = else_b.reinterpret_cast(src, 0, [new_static], [1], rtype)
    else_b.set_terminator_operands([cast])
    if_op.results[0].name = op.results[0].name
    op.results[0].replace_all_uses_with(if_op.results[0])
    op.erase()
    return True
