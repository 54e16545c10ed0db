"""Which allocation resources a memref value may hold a buffer of.

``R(v)`` is a may-set of resource names (``core/analysis/resources.py``), solved to a
fixpoint over the whole module:

* an alloc op (or a resource's clone op) gives its result its resource; an
  op with an ``Allocate`` effect that no resource names gives the default
  resource ``memref`` (like ``bufferization.clone``);
* block arguments, results of region-branch ops and loop-carried values get
  the union over every value forwarded into them (``cf`` branches, region
  terminators, entry operands); the slots fed by one forwarding point
  (``scf.for`` body argument *i* and result *i*) share one set;
* a call result gets the callee's returned resources: with dynamic
  ownership (private callee) the union of what the callee returns, else
  the single resource the callee hands over (``return_resource``);
  external callees return ``memref`` buffers;
* any other op's memref results may alias its memref operands (views,
  ``arith.select``, ops with unknown effects): the union of the operands;
  no memref operand (``memref.get_global``, function arguments) gives the
  empty set: nothing there is ever owned.

The ownership pass keeps **one ownership indicator per (value, resource)**
for the resources of ``indicators(v)``: the non-automatic resources of
``R(v)`` plus, always, the default resource.  Automatic resources
(``memref.alloca``) never need an indicator: they are never freed.  When the
module allocates only ``memref``/``alloca`` buffers the analysis is
*trivial*: every value has the single indicator ``memref`` and the pass
behaves exactly like upstream MLIR.

Example (the block argument may hold a ``pool`` or a ``memref`` buffer)::

    ^bb1:  %a = memref.alloc() : memref<4xf32>           R = {memref}
           cf.br ^bb3(%a : memref<4xf32>)
    ^bb2:  %p = "acme.pool_alloc"() : () -> memref<4xf32> R = {pool}
           cf.br ^bb3(%p : memref<4xf32>)
    ^bb3(%m: memref<4xf32>):                              R = {memref, pool}
"""

from __future__ import annotations

from ..ir import interfaces as I
from ..ir.nodes import Operation, Value
from ..ir.types import is_memref

__all__ = ["DEFAULT_RESOURCE", "BufferResources"]

DEFAULT_RESOURCE = "memref"
_EMPTY: frozenset[str] = frozenset()


class BufferResources:
    """``R(v)`` for every memref value of a module (see the module docstring)."""

    def __init__(self, module_op: Operation, resources, functions: dict[str, Operation], dynamic: bool = False):
        self.resources = resources
        self.default = DEFAULT_RESOURCE
        self.order = {r.name: i for i, r in enumerate(resources)}
        self.automatic = {r.name for r in resources if r.automatic}
        self.functions = functions
        self.dynamic = dynamic
        self._parent: dict = {}
        self._sets: dict = {}
        self._fixed: dict = {}  # values created by the pass
        self._ind_cache: dict = {}
        self.trivial = not any(self._allocates_non_default(op) for op in module_op.walk())
        if not self.trivial:
            self._solve(module_op)

    # -- queries --------------------------------------------------------------
    def alloc_resource(self, op: Operation):
        """The resource of a buffer ``op`` allocates (result 0 / any result
        with an Allocate effect); the default resource when none names it."""
        r = self.resources.for_alloc(op) or self.resources.for_clone(op)
        return r if r is not None else self.resources.by_name(self.default)

    def of(self, v: Value) -> frozenset[str]:
        if self.trivial:
            return frozenset((self.default,))
        fixed = self._fixed.get(v)
        if fixed is not None:
            return fixed
        return self._sets.get(self._find(v), _EMPTY)

    def indicators(self, v: Value) -> tuple[str, ...]:
        """Resources ``v`` carries an ownership indicator for (default first)."""
        if self.trivial:
            return (self.default,)
        names = self.of(v)
        key = names
        cached = self._ind_cache.get(key)
        if cached is None:
            keep = {n for n in names if n not in self.automatic} | {self.default}
            cached = tuple(sorted(keep, key=lambda n: self.order.get(n, 1 << 30)))
            self._ind_cache[key] = cached
        return cached

    def assign(self, v: Value, names) -> None:
        """Fix the resources of a value the pass created (a clone, a maybe-clone)."""
        if not self.trivial:
            self._fixed[v] = frozenset(names)

    def function_result(self, func_op: Operation, i: int) -> frozenset[str]:
        """The union of the resources ``func_op`` returns at position ``i``."""
        if self.trivial:
            return frozenset((self.default,))
        return self._sets.get(self._find((func_op, i)), _EMPTY)

    def function_result_indicators(self, func_op: Operation, i: int) -> tuple[str, ...]:
        """Indicators a dynamic-ownership function returns for result ``i``."""
        if self.trivial:
            return (self.default,)
        names = self.function_result(func_op, i)
        keep = {n for n in names if n not in self.automatic} | {self.default}
        return tuple(sorted(keep, key=lambda n: self.order.get(n, 1 << 30)))

    def return_resource(self, func_op: Operation | None, i: int) -> str:
        """The resource a function hands over at result ``i`` under the
        function-boundary ABI: the one non-automatic resource it returns,
        else the default resource (buffers of other resources are cloned)."""
        if self.trivial or func_op is None:
            return self.default
        return self._single(self.function_result(func_op, i))

    def _single(self, names) -> str:
        real = [n for n in names if n not in self.automatic]
        return real[0] if len(real) == 1 else self.default

    # -- solving --------------------------------------------------------------
    def _allocates_non_default(self, op: Operation) -> bool:
        r = self.resources.for_alloc(op) or self.resources.for_clone(op)
        return r is not None and not r.automatic and r.name != DEFAULT_RESOURCE

    def _find(self, key):
        parent = self._parent
        root = key
        while True:
            p = parent.get(root)
            if p is None or p is root:
                break
            root = p
        while key is not root:
            nxt = parent.get(key)
            if nxt is None:
                break
            parent[key] = root
            key = nxt
        return root

    def _union(self, a, b) -> None:
        ra, rb = self._find(a), self._find(b)
        if ra is not rb:
            self._parent[rb] = ra

    def _solve(self, module_op: Operation) -> None:
        gens: list[tuple[object, frozenset]] = []
        flows: list[tuple[object, object]] = []
        handover: list[tuple[object, object]] = []  # (callee result key, call result)
        for op in module_op.walk():
            self._constraints(op, gens, flows, handover)
        sets = self._sets
        for key, names in gens:
            root = self._find(key)
            sets[root] = sets.get(root, _EMPTY) | names
        changed = True
        while changed:
            changed = False
            for src, dst in flows:
                s = sets.get(self._find(src), _EMPTY)
                if not s:
                    continue
                rd = self._find(dst)
                d = sets.get(rd, _EMPTY)
                if not s <= d:
                    sets[rd] = d | s
                    changed = True
            for src, dst in handover:
                names = frozenset((self._single(sets.get(self._find(src), _EMPTY)),))
                rd = self._find(dst)
                d = sets.get(rd, _EMPTY)
                if not names <= d:
                    sets[rd] = d | names
                    changed = True

    def _constraints(self, op: Operation, gens, flows, handover) -> None:
        memref_results = [r for r in op.results if is_memref(r.type)]
        # successors of a cf-style branch
        if op.successors:
            groups = I.successor_operands(op)
            if groups is not None:
                for succ, group in zip(op.successors, groups):
                    for idx, arg in zip(group, succ.args):
                        if is_memref(arg.type):
                            flows.append((op.operands[idx], arg))
        # region-branch forwarding (entry operands and region terminators)
        if I.is_region_branch(op):
            self._region_branch(op, flows)
        parent = op.parent_op
        if I.is_return_like(op) and parent is not None and I.is_function(parent):
            for i, v in enumerate(op.operands):
                if is_memref(v.type):
                    flows.append((v, (parent, i)))
        if not memref_results:
            return
        fx = I.memory_effects(op, self.resources)
        allocated = {e.result for e in fx or () if e.effect is I.Effect.ALLOCATE}
        target = I.call_target(op)
        if target is not None and self.resources.effects_of(op) is None:  # (a resource's call: below)
            callee = self.functions.get(target[0])
            body = I.callable_body(callee) if callee is not None else None
            for i, r in enumerate(op.results):
                if not is_memref(r.type):
                    continue
                if body is None or not body.blocks:
                    gens.append((r, frozenset((self.default,))))
                elif self.dynamic and I.is_private(callee):
                    flows.append(((callee, i), r))
                else:
                    handover.append(((callee, i), r))
            return
        if I.is_region_branch(op):
            return
        for r in memref_results:
            if r.index in allocated or (
                r.index == 0 and (self.resources.for_alloc(op) or self.resources.for_clone(op))
            ):
                gens.append((r, frozenset((self.alloc_resource(op).name,))))
                continue
            for v in op.operands:
                if is_memref(v.type):
                    flows.append((v, r))

    def _region_branch(self, op: Operation, flows) -> None:
        points = [(I.PARENT, op)] + [(i, t) for i in range(len(op.regions)) for t in I.region_terminators(op, i)]
        for point, source in points:
            succs = I.region_successors(op, point) or []
            slots: list[list[Value]] = []
            for target, indices in succs:
                inputs = I.region_successor_inputs(op, target, len(indices))
                for pos, (idx, inp) in enumerate(zip(indices, inputs)):
                    if idx >= len(source.operands) or not is_memref(inp.type):
                        continue
                    flows.append((source.operands[idx], inp))
                    while len(slots) <= pos:
                        slots.append([])
                    slots[pos].append(inp)
            for same in slots:
                for other in same[1:]:
                    self._union(same[0], other)
