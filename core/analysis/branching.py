"""Which way control goes: the conditions that pick a successor.

``interfaces.region_successors`` / ``successor_operands`` list where control
*may* go; the checker also needs the ``i1`` value that decides it, so that a
path that took ``scf.if %c``'s then-region knows ``%c`` is true afterwards.
A guard is ``None`` (no condition known), ``("cond", value, polarity)``, or
``("nonempty", lb, ub)`` (a loop entered only when ``lb < ub``, decided
when both bounds are constants).

The models are keyed by op name, like the dialect models (they could move
into the dialects' ``register()`` as a ``branch_condition`` interface).
"""

from __future__ import annotations

from ..interfaces import PARENT

__all__ = ["induction_facts", "region_guards", "successor_guards"]


def _cond_br(term):
    c = term.operands[0]
    return [("cond", c, True), ("cond", c, False)]


_BRANCH = {"cf.cond_br": _cond_br}


def successor_guards(term) -> list:
    """One guard per successor of a branch terminator."""
    fn = _BRANCH.get(term.name)
    if fn is not None and term.operands and len(term.successors) == 2:
        return fn(term)
    return [None] * len(term.successors)


def _if_guards(op, point, term, succs):
    if point != PARENT or not op.operands or len(succs) != 2:
        return None
    c = op.operands[0]
    return [("cond", c, True), ("cond", c, False)]


def _while_guards(op, point, term, succs):
    if point != 0 or term is None or not term.operands or len(succs) != 2:
        return None
    c = term.operands[0]
    return [("cond", c, succs[0][0] != PARENT), ("cond", c, succs[0][0] == PARENT)]


def _for_guards(op, point, term, succs):
    if point != PARENT or len(op.operands) < 3 or len(succs) != 2:
        return None
    lb, ub = op.operands[0], op.operands[1]
    into_body = succs[0][0] != PARENT
    return [("nonempty", lb, ub, into_body), ("nonempty", lb, ub, not into_body)]


_REGION = {"scf.if": _if_guards, "scf.while": _while_guards, "scf.for": _for_guards}


def region_guards(op, point: int, term, succs: list) -> list:
    """One guard per entry of ``succs`` (``region_successors(op, point)``);
    ``term`` is the terminator leaving region ``point`` (None from PARENT)."""
    fn = _REGION.get(op.name)
    got = fn(op, point, term, succs) if fn is not None else None
    return got if got is not None else [None] * len(succs)


def _for_induction(op, target):
    """``scf.for``: in the body, ``lb <= iv < ub``."""
    entry = op.regions[0].entry if op.regions else None
    if target != 0 or entry is None or not entry.args or len(op.operands) < 3:
        return []
    iv, lb, ub = entry.args[0], op.operands[0], op.operands[1]
    return [("slt", iv, ub, True), ("ult", iv, ub, True), ("eq", iv, ub, False),
            ("slt", iv, lb, False), ("ult", iv, lb, False)]


_INDUCTION = {"scf.for": _for_induction}


def induction_facts(op, target: int) -> list:
    """Relations known to hold on entry to region ``target`` of a loop:
    ``(relation, a, b, truth)`` over SSA values."""
    fn = _INDUCTION.get(op.name)
    return fn(op, target) if fn is not None else []
