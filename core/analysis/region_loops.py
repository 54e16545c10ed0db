"""Which region ops are loops, and which loops run their iterations one after
another: asked of the op's model in the registry, never of its name.

- ``is_known_control_flow(op)``: the op says where control goes between its
  regions (a ``region_successors`` model: RegionBranchOpInterface) or is
  loop-like.  Passes that move ops out of regions stop at any other region
  op: they do not know when, how often or on which thread its regions run.
- ``is_loop(op)``: loop-like, or control can leave one of its regions and
  come back to it (a cycle among ``region_successors``: ``scf.for``,
  ``scf.while``, ``affine.for``).
- ``is_sequential_loop(op)``: a loop whose iterations do not run at the same
  time (not ``parallel``).

The interface key ``loop_like`` of ``OpModel.interfaces`` (defined here, as
MLIR's LoopLikeOpInterface with the HasParallelRegion trait) says what the
region successors cannot: ``"parallel"`` on loops whose iterations may run
concurrently (``scf.parallel``, ``scf.forall``: the body of ``scf.forall``
never branches back to itself, yet it runs once per iteration), and
``"sequential"`` on a loop without a cycle among its region successors.
"""

from __future__ import annotations

from ..ir.interfaces import PARENT, is_region_branch, region_successors
from ..ir.nodes import Operation
from ..ir.registry import registry

__all__ = ["LOOP_LIKE", "is_known_control_flow", "is_loop", "is_sequential_loop", "loop_kind"]

LOOP_LIKE = "loop_like"  # interface key: "sequential" | "parallel"


def loop_kind(op: Operation) -> str | None:
    """``"sequential"``, ``"parallel"`` or None (not a loop)."""
    model = registry.get(op.name)
    if model is None:
        return None
    kind = model.interfaces.get(LOOP_LIKE)
    if kind is not None:
        return "parallel" if kind == "parallel" else "sequential"
    if "region_successors" in model.interfaces and _has_region_cycle(op):
        return "sequential"
    return None


def is_known_control_flow(op: Operation) -> bool:
    if is_region_branch(op):
        return True
    model = registry.get(op.name)
    return model is not None and LOOP_LIKE in model.interfaces


def is_loop(op: Operation) -> bool:
    return loop_kind(op) is not None


def is_sequential_loop(op: Operation) -> bool:
    return loop_kind(op) == "sequential"


def _has_region_cycle(op: Operation) -> bool:
    """Can control leave some region of ``op`` and enter it again?"""
    succ = {}
    for i in range(len(op.regions)):
        succ[i] = [t for t, _ in region_successors(op, i) or [] if t != PARENT]
    for start in succ:
        seen: set[int] = set()
        stack = list(succ[start])
        while stack:
            r = stack.pop()
            if r == start:
                return True
            if r in seen:
                continue
            seen.add(r)
            stack.extend(succ.get(r, []))
    return False
