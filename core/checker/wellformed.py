"""Ops whose shape the checker can trust.

The checker's ``transfer`` and the dialect models it consults (branch and
region guards, region-branch interfaces) read an op by position:
``arith.ori``'s result 0, ``scf.while``'s region 1,
``bufferization.dealloc``'s operand segments.  The verifier
reports an op that does not have the operands, results, regions or
successors its registered model declares, but the checker still runs on
such IR (a generic-form op with the wrong arity, an op rebuilt after a
syntax error), so it does not interpret it (``transfer.opaque``)::

    "arith.ori"(%a, %b) : (i1, i1) -> ()      // no result: not interpreted
    scf.while { scf.yield }                   // one region (after a syntax error)
"""

from __future__ import annotations

from ..ir.registry import registry

__all__ = ["well_formed"]


def _within(n: int, rng) -> bool:
    if rng is None:
        return True
    lo, hi = rng
    return n >= lo and (hi is None or n <= hi)


def well_formed(op) -> bool:
    """Whether ``op`` has the operand, result, region and successor counts
    of its registered model, and operand segments that add up.  Ops without
    a model are read through their interfaces only (always True)."""
    model = registry.get(op.name)
    if model is None:
        return True
    if not (
        _within(len(op.operands), model.num_operands)
        and _within(len(op.results), model.num_results)
        and _within(len(op.regions), model.num_regions)
        and _within(len(op.successors), model.num_successors)
    ):
        return False
    sizes = getattr(op.attr("operandSegmentSizes"), "values", None)
    return sizes is None or sum(sizes) == len(op.operands)
