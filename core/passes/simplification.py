"""``--buffer-deallocation-simplification``: fewer runtime alias checks in
``bufferization.dealloc`` ops, using the origin analysis
(``core/analysis/aliasing.py``).  Four rewrites (as upstream), plus the
``bufferization.dealloc`` canonicalizations and the op folders:

1. a memref that is (a view of) a retained value and may alias no other
   retained value is never freed: drop it and OR its condition into the
   results of the retained values it is::

     %r:2 = bufferization.dealloc (%a : ...) if (%c) retain (%a, %alloc : ...)
  -> %r:2 = bufferization.dealloc retain (%a, %alloc : ...)   ; %r#0 uses -> arith.ori %r#0, %c

2. a retained value that aliases no memref gets ``false``::

     %r:2 = bufferization.dealloc (%alloc : ...) if (%c) retain (%alloc0, %arg : ...)
  -> bufferization.dealloc (%alloc : ...) if (%c)           ; %r#0, %r#1 -> %false

3. a memref that aliases no other memref gets its own dealloc (results OR'ed)::

     %r = bufferization.dealloc (%alloc, %arg : ...) if (%c, %d) retain (%x : ...)
  -> %0 = bufferization.dealloc (%alloc : ...) if (%c) retain (%x : ...)
     %1 = bufferization.dealloc (%arg : ...) if (%d) retain (%x : ...)   ; %r -> ori

4. when every retained value is (a view of) a memref freed under constant
   ``true``, the results are ``true`` and those memrefs go.
"""

from __future__ import annotations

from ..analysis.aliasing import BufferOrigins, view_base
from ..dialects._arith_patterns import int_value
from ..dialects._bufferization_patterns import allocated_by, dealloc_parts, new_dealloc, update_dealloc
from ..dialects.bufferization import DEALLOC
from ..ir.buffer_deallocation import base_buffer_source
from ..ir.nodes import BlockArgument, Operation, Value
from ..ir.registry import registry
from ..ir.rewriter import CANONICALIZE, FOLD, Rewriter
from .base import ModulePass, register
from .greedy import apply_patterns

__all__ = ["Simplification", "simplify_deallocs"]


def _in_block(op: Operation, block) -> bool:
    """Is ``op`` in ``block`` or nested in an op of it?"""
    cur = op
    while cur is not None:
        if cur.parent is block:
            return True
        cur = cur.parent_op
    return False


def _distinct_alloc_and_block_argument(a: Value, b: Value, resources) -> bool:
    """An allocation made inside the block of a block argument (or nested in
    it) is a different buffer than the argument's."""
    a, b = view_base(a), view_base(b)

    def distinct(x, y) -> bool:
        return (
            not isinstance(x, BlockArgument)
            and isinstance(y, BlockArgument)
            and allocated_by(x, resources) is not None
            and _in_block(x.owner, y.owner)
        )

    return distinct(a, b) or distinct(b, a)


class _Patterns:
    def __init__(self, origins: BufferOrigins, resources):
        self.origins = origins
        self.resources = resources

    def may_alias_any(self, others, memref) -> bool:
        for other in others:
            if _distinct_alloc_and_block_argument(other, memref, self.resources):
                continue
            if self.origins.same_allocation(other, memref) is not False:
                return True
        return False

    def _drop_one(self, op: Operation, memref: Value, cond: Value, rw: Rewriter) -> bool:
        _, _, retained = dealloc_parts(op)
        answers = [self.origins.same_allocation(r, memref) for r in retained]
        if any(x is None for x in answers) or not any(answers):
            return False
        b = rw.builder_after(op)  # one insertion point per memref, as upstream
        for res, same in zip(op.results, answers):
            if same:
                new = b.ori(res, cond)
                rw.replace_all_uses(res, new, except_op=new.owner)
        return True

    def contained_in_retained(self, op: Operation, rw: Rewriter) -> bool:
        memrefs, conds, retained = dealloc_parts(op)
        if len({id(r) for r in retained}) != len(retained):
            return False
        new_m, new_c = [], []
        for m, c in zip(memrefs, conds):
            if self._drop_one(op, m, c, rw):
                continue
            source = base_buffer_source(m)
            if source is not None and self._drop_one(op, source, c, rw):
                continue
            new_m.append(m)
            new_c.append(c)
        return update_dealloc(op, new_m, new_c, rw)

    def retained_not_aliasing(self, op: Operation, rw: Rewriter) -> bool:
        memrefs, conds, retained = dealloc_parts(op)
        alias = [self.may_alias_any(memrefs, r) for r in retained]
        if all(alias):
            return False
        b = rw.builder_before(op)
        falses = [None if a else b.constant_bool(False) for a in alias]
        new = new_dealloc(rw, op, memrefs, conds, [r for r, a in zip(retained, alias) if a])
        results = iter(new.results)
        rw.replace_op(op, [next(results) if a else f for a, f in zip(alias, falses)])
        return True

    def split_not_aliasing(self, op: Operation, rw: Rewriter) -> bool:
        memrefs, conds, retained = dealloc_parts(op)
        if len(memrefs) <= 1:
            return False
        rest_m, rest_c, split = [], [], []
        for i, (m, c) in enumerate(zip(memrefs, conds)):
            others = memrefs[:i] + memrefs[i + 1 :]
            if self.may_alias_any(others, m):
                rest_m.append(m)
                rest_c.append(c)
                continue
            split.append(new_dealloc(rw, op, [m], [c], retained))
        if len(rest_m) == len(memrefs):
            return False
        rest = new_dealloc(rw, op, rest_m, rest_c, retained)
        values: list[Value] = list(rest.results)
        b = rw.builder_before(op)
        for d in split:
            values = [b.ori(v, r) for v, r in zip(values, d.results)]
        rw.replace_op(op, values)
        return True

    def retained_always_freed(self, op: Operation, rw: Rewriter) -> bool:
        memrefs, conds, retained = dealloc_parts(op)
        if not retained:
            return False
        covered = [False] * len(retained)
        new_m, new_c = [], []
        replace: dict[int, Value] = {}
        for m, c in zip(memrefs, conds):
            drop = False
            if int_value(c) == 1:
                source = base_buffer_source(m)
                for i, r in enumerate(retained):
                    same = self.origins.same_allocation(r, m)
                    if same is not True and source is not None:
                        same = self.origins.same_allocation(r, source)
                    if same is True:
                        replace[i] = c
                        covered[i] = True
                        drop = True
            if not drop:
                new_m.append(m)
                new_c.append(c)
        if not all(covered):
            return False
        for i, c in replace.items():
            rw.replace_all_uses(op.results[i], c)
        update_dealloc(op, new_m, new_c, rw)
        return True


def _folds() -> dict[str, list]:
    """The op folders MLIR's greedy driver applies besides the patterns
    (the ``fold`` interface the dialects attach)."""
    out: dict[str, list] = {}
    for name in registry.names():
        folds = registry.get(name).interfaces.get(FOLD)
        if folds:
            out[name] = list(folds)
    return out


def simplify_deallocs(root: Operation, resources=None) -> bool:
    p = _Patterns(BufferOrigins(resources), resources)
    patterns = _folds()
    patterns.setdefault(DEALLOC, [])[:0] = [
        p.contained_in_retained,
        p.retained_not_aliasing,
        p.split_not_aliasing,
        p.retained_always_freed,
        *registry.get(DEALLOC).interfaces.get(CANONICALIZE, ()),
    ]
    return apply_patterns(root, patterns, (), resources)


@register
class Simplification(ModulePass):
    name = "buffer-deallocation-simplification"
    summary = "Optimizes bufferization.dealloc operations for more efficient codegen"

    def run(self, module_op) -> None:
        simplify_deallocs(module_op, self.resources)
