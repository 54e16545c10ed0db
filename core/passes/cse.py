"""``--cse``: common sub-expression elimination, as MLIR's CSE pass.

An op is replaced by an identical earlier op that dominates it: same name,
operands, properties, attributes and result types, no regions, and no
memory effects (or only reads, with nothing between the two ops in the same
block that may write or free memory).  Allocations and unknown ops are
never merged.

    %p = memref.extract_aligned_pointer_as_index %a : memref<2xf32> -> index
    %q = memref.extract_aligned_pointer_as_index %a : memref<2xf32> -> index
    %0 = arith.cmpi ne, %p, %r : index          ->  %p = ... (once)
    %1 = arith.cmpi ne, %q, %r : index              %0 = arith.cmpi ne, %p, %r : index
    "use"(%0, %1) : (i1, i1) -> ()                  "use"(%0, %0) : (i1, i1) -> ()
"""

from __future__ import annotations

from ..ir.dominance import dominator_children, reverse_postorder
from ..ir.interfaces import Effect, memory_effects
from ..ir.nodes import Block, Operation, Region
from ..ir.registry import registry
from .base import ModulePass, register

__all__ = ["CSE", "cse"]

# enum members, looked up once (class attribute access of an Enum is slow)
_READ = Effect.READ
_WRITE = Effect.WRITE
_FREE = Effect.FREE


def _key(op: Operation):
    try:
        props = tuple(sorted(op.properties.items()))
        attrs = tuple(sorted(op.attributes.items()))
        hash((props, attrs))
    except TypeError:
        return None
    return (
        op.name,
        tuple(id(v) for v in op.operands),
        tuple(r.type for r in op.results),
        props,
        attrs,
        tuple(id(b) for b in op.successors),
    )


class _Scope:
    """A chain of hash tables: lookups see the enclosing (dominating) ones."""

    def __init__(self, parent: _Scope | None = None):
        self.parent = parent
        self.table: dict = {}

    def lookup(self, key):
        s = self
        while s is not None:
            hit = s.table.get(key)
            if hit is not None:
                return hit
            s = s.parent
        return None


class _CSE:
    def __init__(self, resources):
        self.resources = resources
        self.changed = False
        # op name -> its ops' kind, for the names whose effects are a
        # constant list or the ``pure`` trait (other names depend on the op)
        self._kinds: dict[str, str | None] = {}

    def _kind(self, op: Operation) -> str | None:
        """ "pure", "read" or None (not a candidate)."""
        if op.regions or not op.results or op.successors or op.opaque is not None:
            return None
        if op.name in self._kinds:
            return self._kinds[op.name]
        model = registry.get(op.name)
        if model is None or model.has("terminator"):
            return None
        fx = memory_effects(op, self.resources)
        if fx is None:
            kind = None
        elif not fx:
            kind = "pure"
        elif all(e.effect is _READ for e in fx):
            kind = "read"
        else:
            kind = None
        model_fx = model.interfaces.get("memory_effects")
        if (model_fx is not None and not callable(model_fx)) or (
            model_fx is None and model.has("pure") and (self.resources is None or self.resources.effects_of(op) is None)
        ):
            self._kinds[op.name] = kind
        return kind

    def _may_write_between(self, first: Operation, second: Operation) -> bool:
        block = first.parent
        ops = block.ops
        i, j = ops.index(first), ops.index(second)
        for mid in ops[i + 1 : j]:
            if mid.regions:
                return True
            fx = memory_effects(mid, self.resources)
            if fx is None or any(e.effect in (_WRITE, _FREE) for e in fx):
                return True
        return False

    def block(self, block: Block, scope: _Scope) -> None:
        for op in list(block.ops):
            kind = self._kind(op)
            if kind is not None:
                key = _key(op)
                if key is not None:
                    prior = scope.lookup(key)
                    if (
                        prior is not None
                        and prior.parent is not None
                        and (kind == "pure" or (prior.parent is block and not self._may_write_between(prior, op)))
                    ):
                        for r, p in zip(op.results, prior.results):
                            r.replace_all_uses_with(p)
                        op.erase()
                        self.changed = True
                        continue
                    scope.table[key] = op
            for region in op.regions:
                isolated = registry.get(op.name) is not None and registry.get(op.name).has("isolated_from_above")
                self.region(region, _Scope(None if isolated else scope))

    def region(self, region: Region, scope: _Scope) -> None:
        if not region.blocks:
            return
        if len(region.blocks) == 1:
            self.block(region.blocks[0], scope)
            return
        succs = {b: list(b.terminator.successors if b.terminator else []) for b in region.blocks}
        order = reverse_postorder(region.blocks[0], succs)
        children = dominator_children(order, succs)
        stack = [(region.blocks[0], scope)]
        while stack:
            b, parent_scope = stack.pop()
            s = _Scope(parent_scope)
            self.block(b, s)
            for c in reversed(children.get(b, [])):
                stack.append((c, s))


def cse(root: Operation, resources=None) -> bool:
    """Eliminate common sub-expressions in ``root``'s regions."""
    worker = _CSE(resources)
    for region in root.regions:
        worker.region(region, _Scope())
    return worker.changed


@register
class CSE(ModulePass):
    name = "cse"
    summary = "Eliminate common sub-expressions"

    def run(self, module_op) -> None:
        cse(module_op, self.resources)
