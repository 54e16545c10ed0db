"""``--canonicalize``: the canonicalization patterns the deallocation
pipeline relies on, applied greedily (``greedy.py``).

What it does:

- erases dead ops: unused results and no effects but reads and allocations
  of their own results (``memref.alloc``, ``memref.load``, pure ops, region
  ops whose nested ops are all such);
- uniques ``arith.constant`` ops and hoists them to the function entry;
- the patterns each dialect declares for its ops (``canonicalize``
  interface, attached in its ``register()``; the modules
  ``core/dialects/_*_patterns.py`` show the rewrites, IR before/after): i1
  logic, compares and selects (arith); ``scf.if`` on a constant, condition
  propagation, trivial results to ``arith.select``, unused results,
  loop-invariant ``scf.for`` iter_args (scf); ``bufferization.dealloc``
  folds; ``memref.dim`` of known sizes (memref); ``cf`` branch folding and
  block merging (cf);
- the patterns dialects declare for every op: dead allocations (freed /
  written only) and redundant clones, by effects and allocation resources
  (memref); invariant or unused results of any region-branch op (scf);
- unreachable blocks and unused block arguments.

Example (the dealloc of a buffer that is never read disappears)::

    func.func @f(%c: i1) {                      func.func @f(%c: i1) {
      %a = memref.alloc() : memref<2xf32>         return
      %true = arith.constant true           ->  }
      bufferization.dealloc (%a : memref<2xf32>) if (%true)
      return
    }
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..ir.registry import registry
from ..ir.rewriter import CANONICALIZE
from .base import ModulePass, register
from .greedy import apply_patterns

__all__ = ["Canonicalize", "canonicalization_patterns", "canonicalize"]


def canonicalization_patterns() -> tuple[dict[str, list], tuple]:
    """(op name -> the patterns its dialect declares, the patterns for every
    op), from the registry."""
    per_op: dict[str, list] = {}
    for name in registry.names():
        patterns = registry.get(name).interfaces.get(CANONICALIZE)
        if patterns:
            per_op[name] = list(patterns)
    return per_op, registry.canonicalization_patterns()


def canonicalize(
    root, resources=None, max_iterations: int = 10, region_simplify: bool = True, top_down: bool = True
) -> bool:
    """Canonicalize the ops nested in ``root``; returns whether anything changed."""
    per_op, generic = canonicalization_patterns()
    return apply_patterns(root, per_op, generic, resources, max_iterations, region_simplify, top_down)


@register
class Canonicalize(ModulePass):
    name = "canonicalize"
    summary = "Canonicalize operations (the patterns the deallocation pipeline relies on)"

    @dataclass(frozen=True)
    class Options:
        max_iterations: int = 10
        max_num_rewrites: int = -1
        region_simplify: str = field(default="normal", metadata={"choices": ("disabled", "normal", "aggressive")})
        top_down: bool = True
        test_convergence: bool = False
        disable_patterns: str = ""
        enable_patterns: str = ""

    def run(self, module_op) -> None:
        canonicalize(
            module_op,
            self.resources,
            self.options.max_iterations,
            self.options.region_simplify != "disabled",
            self.options.top_down,
        )
