"""``--bufferization-lower-deallocations``: ``bufferization.dealloc`` into
frees, pointer compares and (for several memrefs) a library function.

No memrefs: the results are ``false``.  One memref, nothing retained::

    bufferization.dealloc (%m : memref<2xf32>) if (%c)
 -> scf.if %c { memref.dealloc %m : memref<2xf32> }

One memref, retained values (free unless it is one of them)::

    %r = bufferization.dealloc (%m : memref<2xf32>) if (%c) retain (%x : memref<2xf32>)
 -> %p = memref.extract_aligned_pointer_as_index %m : memref<2xf32> -> index
    %q = memref.extract_aligned_pointer_as_index %x : memref<2xf32> -> index
    %0 = arith.cmpi ne, %p, %q : index
    %1 = arith.andi %0, %c : i1
    scf.if %1 { memref.dealloc %m : memref<2xf32> }
    %true = arith.constant true
    %2 = arith.xori %0, %true : i1
    %r = arith.andi %2, %c : i1

Several memrefs: the pointers and conditions go into ``memref<Nxindex>`` /
``memref<Nxi1>`` arrays, a private ``@dealloc_helper`` (generated once per
module) says which memref to free and which retained value it owned, then
one ``scf.if`` + free per memref.

Where bufls differs from upstream (22.1.8), on purpose:

- the bookkeeping arrays are ``memref.alloca`` (stack), not ``memref.alloc``
  + ``memref.dealloc`` (heap): no heap allocation per dealloc.  When the
  dealloc is not in a function's straight-line code (it is in a loop body, a
  region of another op, or a block of a CFG cycle), the lowering is wrapped
  in ``memref.alloca_scope`` so that the stack is given back each time (the
  scope returns the flags; the frees follow it, so that the scope stays a
  single block when scf is lowered to cf before memref);
- the helper frees a memref unless an *earlier memref with a true condition*
  is the same buffer (upstream: any earlier memref), so a buffer listed
  twice, owned only through the second entry, is still freed exactly once.

Each buffer is freed with the dealloc op of its allocation resource
(``core/analysis/resources.py``), found from where it was allocated: a resource's
own free op only when *every* origin of the buffer is an allocation of
that resource, else ``memref.dealloc``.  An origin that is not an
allocation bufls can see (a call result, a function argument, a global,
an unknown op's result) is a buffer of the default ``memref`` resource, so
a block argument joining a call result and a pool buffer is freed with
``memref.dealloc`` -- which is what the ownership pass means: it emits
``bufferization.dealloc`` only for the ``memref`` ownership indicator and
frees every other resource inline with its own op
(``ownership_emit.py``; golden:
tests/golden/passes/ownership/configured/call_result_pool_join.mlir)::

    ^bb3(%j: memref<4xf32>, %own: i1, %own_pool: i1):   // a call result or a pool buffer
      %base, ... = memref.extract_strided_metadata %j : ...
      bufferization.dealloc (%base : memref<f32>) if (%own)
 -> scf.if %own { memref.dealloc %base : memref<f32> }     // not "acme.pool_free"

A dealloc op with the attribute ``bufls.resource = "name"`` uses that
resource for all its memrefs.
"""

from __future__ import annotations

from ..analysis.aliasing import ALLOC, BufferOrigins
from ..dialects._bufferization_patterns import dealloc_parts
from ..dialects.bufferization import DEALLOC
from ..ir import types as T
from ..ir.builder import Builder
from ..ir.interfaces import PARENT, callable_body, is_region_branch, region_successors
from ..ir.nodes import Operation, Value
from .base import ModulePass, PassError, register
from .ownership_emit import BUFFERIZATION_FREE_OP

__all__ = ["HELPER_NAME", "LowerDeallocations", "lower_deallocations"]

HELPER_NAME = "dealloc_helper"
# the free op of the default resource, what bufferization.dealloc means upstream
# the free op of the default resource (what bufferization.dealloc lowers to)
DEFAULT_FREE = BUFFERIZATION_FREE_OP
_IDX_ARR = T.MemRefType((None,), T.INDEX)
_I1_ARR = T.MemRefType((None,), T.I1)
HELPER_TYPES = (_IDX_ARR, _IDX_ARR, _I1_ARR, _I1_ARR, _I1_ARR)


class _Lowering:
    def __init__(self, module: Operation, resources, on_function: bool):
        self.module = module
        self.resources = resources
        self.on_function = on_function
        self.origins = BufferOrigins(resources)
        self.helper: str | None = None

    # -- which free op ---------------------------------------------------------
    def free_op(self, dealloc: Operation, memref: Value) -> str:
        """The op freeing ``memref`` (see the module docstring)."""
        if self.resources is None:
            return DEFAULT_FREE
        name = dealloc.attributes.get("bufls.resource")
        if name is not None:
            try:
                res = self.resources.by_name(getattr(name, "value", str(name)))
                if res.dealloc is not None:
                    return res.dealloc
            except KeyError:
                pass
        found = set()
        for t in self.origins.terminals(memref):
            if self.origins.kind(t) != ALLOC:
                # a call result, a function argument, a global...: the default resource
                found.add(DEFAULT_FREE)
                continue
            owner = t.owner
            res = self.resources.for_alloc(owner) or self.resources.for_clone(owner)
            if res is None:  # an Allocate effect no resource names
                found.add(DEFAULT_FREE)
            elif res.dealloc is not None:
                found.add(res.dealloc)
            # automatic buffers (memref.alloca) are never freed: no say
        return found.pop() if len(found) == 1 else DEFAULT_FREE

    # -- the three cases -------------------------------------------------------
    def lower(self, op: Operation) -> None:
        memrefs, conds, retained = dealloc_parts(op)
        if not memrefs:
            false = Builder.before(op).constant_bool(False)
            self._finish(op, [false] * len(op.results))
        elif len(memrefs) == 1 and not retained:
            b = Builder.before(op)
            _, then_b, _ = b.scf_if(conds[0])
            then_b.dealloc(memrefs[0], self.free_op(op, memrefs[0]))
            self._finish(op, [])
        elif len(memrefs) == 1:
            self._finish(op, self._one_memref(op, Builder.before(op), memrefs[0], conds[0], retained))
        else:
            if self.on_function:
                raise PassError.at(
                    op,
                    "library function required for generic lowering, but cannot "
                    "be automatically inserted when operating on functions",
                    notes=[("failed to legalize operation 'bufferization.dealloc' that was explicitly marked illegal")],
                )
            self._finish(op, self._generic(op, memrefs, conds, retained))

    def _finish(self, op: Operation, values) -> None:
        for r, v in zip(op.results, values):
            r.replace_all_uses_with(v)
        op.erase()

    def _one_memref(self, op, b: Builder, m, cond, retained) -> list[Value]:
        ptr = b.extract_aligned_pointer(m)
        nes = []
        for r in retained:
            nes.append(b.cmpi("ne", ptr, b.extract_aligned_pointer(r)))
        acc = nes[0]
        for ne in nes[1:]:
            acc = b.andi(acc, ne)
        _, then_b, _ = b.scf_if(b.andi(acc, cond))
        then_b.dealloc(m, self.free_op(op, m))
        true = b.constant_bool(True)
        return [b.andi(b.xori(ne, true), cond) for ne in nes]

    def _generic(self, op, memrefs, conds, retained) -> list[Value]:
        helper = self._helper()
        outer = b = Builder.before(op)
        n, k = len(memrefs), len(retained)
        scope = None
        if _needs_scope(op):
            # the scope returns the flags: no control flow inside it, so it
            # stays a single block when scf is lowered to cf before memref
            scope, b = b.alloca_scope([T.I1] * (n + k))
        ptrs = b.alloca(T.MemRefType((n,), T.INDEX))
        flags = b.alloca(T.MemRefType((n,), T.I1))
        rptrs = b.alloca(T.MemRefType((k,), T.INDEX))
        for i, m in enumerate(memrefs):
            b.store(b.extract_aligned_pointer(m), ptrs, [b.constant_index(i)])
        for i, c in enumerate(conds):
            b.store(c, flags, [b.constant_index(i)])
        for i, r in enumerate(retained):
            b.store(b.extract_aligned_pointer(r), rptrs, [b.constant_index(i)])
        casts = [b.cast(ptrs, _IDX_ARR), b.cast(flags, _I1_ARR), b.cast(rptrs, _IDX_ARR)]
        free_out = b.alloca(T.MemRefType((n,), T.I1))
        own_out = b.alloca(T.MemRefType((k,), T.I1))
        casts += [b.cast(free_out, _I1_ARR), b.cast(own_out, _I1_ARR)]
        b.call(helper, [casts[0], casts[2], casts[1], casts[3], casts[4]])
        if scope is None:
            for i, m in enumerate(memrefs):
                should = b.load(free_out, [b.constant_index(i)])
                _, then_b, _ = b.scf_if(should)
                then_b.dealloc(m, self.free_op(op, m))
            return [b.load(own_out, [b.constant_index(j)]) for j in range(k)]
        should = [b.load(free_out, [b.constant_index(i)]) for i in range(n)]
        owned = [b.load(own_out, [b.constant_index(j)]) for j in range(k)]
        b.set_terminator_operands(should + owned)
        for m, flag in zip(memrefs, scope.results[:n]):
            _, then_b, _ = outer.scf_if(flag)
            then_b.dealloc(m, self.free_op(op, m))
        return list(scope.results[n:])

    # -- the library function ----------------------------------------------------
    def _helper(self) -> str:
        if self.helper is not None:
            return self.helper
        body = self.module.regions[0].blocks[0]
        taken = {getattr(o.attr("sym_name"), "value", None) for o in body.ops}
        name, k = HELPER_NAME, 0
        while name in taken:
            name = f"{HELPER_NAME}_{k}"
            k += 1
        func, b = Builder.at_end(body).func(name, HELPER_TYPES, (), private=True)
        for i, a in enumerate(func.regions[0].blocks[0].args):
            a.name = f"arg{i}"
        build_helper_body(b, func.regions[0].blocks[0].args)
        self.helper = name
        return name


def build_helper_body(b: Builder, args) -> None:
    """``dealloc_helper(ptrs, retained_ptrs, conds, free_out, owned_out)``::

    owned_out[j] = OR_i (ptrs[i] == retained_ptrs[j] and conds[i])
    free_out[i]  = conds[i] and ptrs[i] differs from every retained
                   pointer and from every earlier ptrs[j] whose conds[j] holds
    """
    ptrs, rptrs, conds, free_out, owned_out = args
    c0, c1 = b.constant_index(0), b.constant_index(1)
    true, false = b.constant_bool(True), b.constant_bool(False)
    n, k = b.dim(ptrs, c0), b.dim(rptrs, c0)
    _, zero = b.scf_for(c0, k, c1)
    zero.store(false, owned_out, [zero.block.args[0]])
    _, outer = b.scf_for(c0, n, c1)
    i = outer.block.args[0]
    p = outer.load(ptrs, [i])
    c = outer.load(conds, [i])
    first, inner = outer.scf_for(c0, k, c1, [true])
    j, acc = inner.block.args
    q = inner.load(rptrs, [j])
    eq = inner.cmpi("eq", q, p)
    _, then_b, _ = inner.scf_if(eq)
    old = then_b.load(owned_out, [j])
    then_b.store(then_b.ori(old, c), owned_out, [j])
    inner.set_terminator_operands([inner.andi(acc, inner.cmpi("ne", q, p))])
    second, earlier = outer.scf_for(c0, i, c1, [first.results[0]])
    j2, acc2 = earlier.block.args
    q2 = earlier.load(ptrs, [j2])
    c2 = earlier.load(conds, [j2])
    same_owned = earlier.andi(earlier.cmpi("eq", q2, p), c2)
    earlier.set_terminator_operands([earlier.andi(acc2, earlier.xori(same_owned, true))])
    outer.store(outer.andi(second.results[0], c), free_out, [i])
    b.func_return([])


def _needs_scope(op: Operation) -> bool:
    """Does the lowering of ``op`` need its own ``memref.alloca_scope``: may
    it run several times per call of its function (a loop body, a block on
    a CFG cycle, a region whose op is not known to run it at most once)?"""
    block = op.parent
    while block is not None:
        if _in_cycle(block):
            return True
        region = block.parent
        parent = region.parent if region is not None else None
        if parent is None:
            return True
        if callable_body(parent) is region:
            return False
        if not is_region_branch(parent) or _may_repeat(parent, parent.regions.index(region)):
            return True
        block = parent.parent
    return True


def _may_repeat(op: Operation, index: int) -> bool:
    """Can region ``index`` of a region-branch op run again after it ran?"""
    seen: set[int] = set()
    stack = [index]
    while stack:
        for target, _ in region_successors(op, stack.pop()) or []:
            if target == index:
                return True
            if target != PARENT and target not in seen:
                seen.add(target)
                stack.append(target)
    return False


def _in_cycle(block) -> bool:
    start = block
    seen = set()
    stack = list(block.terminator.successors) if block.terminator else []
    while stack:
        b = stack.pop()
        if b is start:
            return True
        if id(b) in seen:
            continue
        seen.add(id(b))
        if b.terminator is not None:
            stack.extend(b.terminator.successors)
    return False


def lower_deallocations(module: Operation, resources=None, on_function: bool = False) -> None:
    """Lower every ``bufferization.dealloc`` nested in ``module``."""
    lowering = _Lowering(module, resources, on_function)
    ops = [op for op in module.walk() if op.name == DEALLOC]
    for op in ops:
        lowering.lower(op)


@register
class LowerDeallocations(ModulePass):
    name = "bufferization-lower-deallocations"
    summary = "Lowers bufferization.dealloc operations to memref.dealloc operations"

    def run(self, module_op) -> None:
        lower_deallocations(module_op, self.resources, on_function=self.anchor != "builtin.module")
