"""Which way control goes: the conditions that pick a successor.

``interfaces.region_successors`` / ``successor_operands`` list where control
*may* go; the checker also needs the ``i1`` value that decides it, so that a
path that took ``scf.if %c``'s then-region knows ``%c`` is true afterwards.
A guard is ``None`` (no condition known), ``("cond", value, polarity)``,
``("nonempty", lb, ub)`` (a loop entered only when ``lb < ub``, decided
when both bounds are constants), or ``("cases", value, ((c, truth), ...))``
(taken where ``value == c`` is ``truth`` for every pair: a switch)::

    cf.switch %x : i32, [default: ^d, 0: ^a, 1: ^b]
    // ^d: ("cases", %x, ((0, False), (1, False)))
    // ^a: ("cases", %x, ((0, True),))     ^b: ("cases", %x, ((1, True),))

The models are keyed by op name, like the dialect models (they could move
into the dialects' ``register()`` as a ``branch_condition`` interface).
"""

from __future__ import annotations


from .. import attrs as A
from ..interfaces import PARENT

__all__ = ["induction_facts", "region_guards", "successor_guards"]


def _case_guards(flag, values: list[int]) -> list:
    """Successor 0 is the default, successor ``k`` the case ``values[k-1]``;
    the first case that matches is taken (a repeated value's successor never)."""
    guards = [("cases", flag, tuple((v, False) for v in values))]
    for k, v in enumerate(values):
        repeated = ((v, False),) if v in values[:k] else ()
        guards.append(("cases", flag, ((v, True),) + repeated))
    return guards


def _cond_br(term):
    if not term.operands or len(term.successors) != 2:
        return None
    c = term.operands[0]
    return [("cond", c, True), ("cond", c, False)]


def _switch(term):
    attr = term.attr("case_values")
    values = [] if attr is None else A.int_elements(attr)
    if not term.operands or values is None or len(values) != len(term.successors) - 1:
        return None
    return _case_guards(term.operands[0], values)


_BRANCH = {"cf.cond_br": _cond_br, "cf.switch": _switch}


def successor_guards(term) -> list:
    """One guard per successor of a branch terminator."""
    fn = _BRANCH.get(term.name)
    got = fn(term) if fn is not None else None
    return got if got is not None else [None] * len(term.successors)


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


def _index_switch_guards(op, point, term, succs):
    """``scf.index_switch``: region 0 is the default, region ``k`` case ``k-1``."""
    values = A.int_elements(op.attr("cases"))
    if point != PARENT or not op.operands or values is None \
            or len(values) != len(op.regions) - 1 \
            or [t for t, _ in succs] != list(range(len(op.regions))):
        return None
    return _case_guards(op.operands[0], values)


_REGION = {"scf.if": _if_guards, "scf.while": _while_guards, "scf.for": _for_guards,
           "scf.index_switch": _index_switch_guards}


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
