"""``--canonicalize``: the canonicalization patterns the deallocation
pipeline relies on, applied greedily (``greedy.py``).

What it does (each module's docstring shows its rewrites, IR before/after):

- erases dead ops: unused results and no effects but reads and allocations
  of their own results (``memref.alloc``, ``memref.load``, pure ops, region
  ops whose nested ops are all such);
- uniques ``arith.constant`` ops and hoists them to the function entry;
- folds i1 logic, compares and selects (``patterns_arith.py``);
- ``scf.if`` on a constant, condition propagation, trivial results to
  ``arith.select``, unused results; loop-invariant ``scf.for`` iter_args
  (``patterns_scf.py``);
- ``bufferization.dealloc`` folds (``patterns_dealloc.py``);
- dead allocations (freed / written only), redundant clones, ``memref.dim``
  of known sizes (``patterns_memref.py``);
- ``cf`` branch folding and block merging (``patterns_cf.py``);
- results of any region-branch op that are invariant or unused
  (``patterns_region.py``);
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

from . import patterns_arith, patterns_cf, patterns_dealloc, patterns_memref, patterns_region, patterns_scf
from .base import ModulePass, register
from .greedy import apply_patterns

__all__ = ["Canonicalize", "all_patterns", "canonicalize"]


def all_patterns() -> dict:
    """Op name -> canonicalization patterns."""
    out: dict[str, list] = {}
    for table in (patterns_arith.PATTERNS, patterns_scf.PATTERNS, patterns_dealloc.PATTERNS,
                  patterns_memref.PATTERNS, patterns_cf.PATTERNS):
        for name, pats in table.items():
            out.setdefault(name, []).extend(pats)
    return out


_PATTERNS = all_patterns()
_GENERIC = [*patterns_memref.GENERIC, *patterns_region.GENERIC]


def canonicalize(root, resources=None, max_iterations: int = 10, region_simplify: bool = True,
                 top_down: bool = True) -> bool:
    """Canonicalize the ops nested in ``root``; returns whether anything changed."""
    return apply_patterns(root, _PATTERNS, _GENERIC, resources, max_iterations, region_simplify,
                          top_down)


@register
class Canonicalize(ModulePass):
    name = "canonicalize"
    summary = "Canonicalize operations (the patterns the deallocation pipeline relies on)"

    @dataclass(frozen=True)
    class Options:
        max_iterations: int = 10
        max_num_rewrites: int = -1
        region_simplify: str = field(default="normal",
                                     metadata={"choices": ("disabled", "normal", "aggressive")})
        top_down: bool = True
        test_convergence: bool = False
        disable_patterns: str = ""
        enable_patterns: str = ""

    def run(self, module_op) -> None:
        canonicalize(module_op, self.resources, self.options.max_iterations,
                     self.options.region_simplify != "disabled", self.options.top_down)
