"""Canonicalization of any region-branch op (``shape.assuming``,
``scf.execute_region``, ``memref.alloca_scope``, ``affine.if``...), from its
``region_successors`` model rather than its name:

- a result that always receives the same value defined outside the op is
  that value;
- an unused result of an op whose regions run at most once each (no region
  leads to another) is dropped, with the values its terminators yield::

    %r:2 = shape.assuming %w -> (memref<2xf32>, i1) {      shape.assuming %w {
      ...                                           ->        ...
      shape.assuming_yield %arg, %false : ...               shape.assuming_yield
    }                                                      }
    (uses of %r#0 -> %arg, of %r#1 -> %false)
"""

from __future__ import annotations

from ..ir.interfaces import PARENT, is_region_branch, region_successors, region_terminators
from ..ir.nodes import Operation
from ..ir.registry import registry
from ..ir.rewriter import Rewriter, only_for
from ._scf_patterns import defined_inside, drop_results

__all__ = ["GENERIC"]


def _incoming(op: Operation, index: int):
    """Every value that can become result ``index``; None if unknown."""
    values = []
    for point in [PARENT, *range(len(op.regions))]:
        for target, fwd in region_successors(op, point) or []:
            if target != PARENT:
                continue
            if index >= len(fwd):
                return None
            if point == PARENT:
                values.append(op.operands[fwd[index]])
            else:
                for t in region_terminators(op, point):
                    if fwd[index] >= len(t.operands):
                        return None
                    values.append(t.operands[fwd[index]])
    return values


def _region_branch(name: str, resources) -> bool:
    """Is an op of this name a region-branch op (``is_region_branch``)?"""
    model = registry.get(name)
    return model is not None and "region_successors" in model.interfaces


@only_for(_region_branch)
def forward_invariant_results(op: Operation, rw: Rewriter) -> bool:
    if not op.results or not op.regions or not is_region_branch(op):
        return False
    changed = False
    for r in op.results:
        if not r.uses:
            continue
        values = _incoming(op, r.index)
        if not values or any(v is not values[0] for v in values) or defined_inside(values[0], op):
            continue
        rw.replace_all_uses(r, values[0])
        changed = True
    return changed


def _run_once(op: Operation) -> bool:
    """No region leads to a region, nothing goes from the parent straight to
    the results with operands."""
    for point in [PARENT, *range(len(op.regions))]:
        for target, fwd in region_successors(op, point) or []:
            if point != PARENT and target != PARENT:
                return False
            if point == PARENT and target == PARENT and fwd:
                return False
    return True


@only_for(_region_branch)
def drop_unused_results(op: Operation, rw: Rewriter) -> bool:
    if not op.results or not op.regions or not is_region_branch(op):
        return False
    unused = [r.index for r in op.results if not r.uses]
    if not unused or not _run_once(op):
        return False
    edits = []
    for point in range(len(op.regions)):
        for target, fwd in region_successors(op, point) or []:
            if target != PARENT:
                continue
            if len(fwd) != len(op.results):
                return False
            for t in region_terminators(op, point):
                if "operandSegmentSizes" in t.properties or max(fwd, default=-1) >= len(t.operands):
                    return False
                drop = {fwd[i] for i in unused}
                edits.append((t, [v for k, v in enumerate(t.operands) if k not in drop]))
    for t, operands in edits:
        rw.set_operands(t, operands)
    drop_results(op, unused)
    rw.notify_modified(op)
    return True


GENERIC = [forward_invariant_results, drop_unused_results]
