"""Which way control goes: the conditions that pick a successor.

``interfaces.region_successors`` / ``successor_operands`` list where control
*may* go; the checker also needs the ``i1`` value that decides it, so that a
path that took ``scf.if %c``'s then-region knows ``%c`` is true afterwards.
The guards' format and the helpers that build them are in ``core.guards``.

The per-op models live in the dialects, attached to the registry as the
interfaces ``successor_guards`` (branch terminators), ``region_guards``
(region-branch ops) and ``induction_facts`` (loops); the functions here look
them up and stand in ``None`` guards / no facts for ops without one.
"""

from __future__ import annotations

from ..ir.registry import registry as _registry

__all__ = ["induction_facts", "region_guards", "successor_guards"]


def _interface(op, name: str):
    model = _registry.get(op.name)
    return model.interfaces.get(name) if model is not None else None


def successor_guards(term) -> list:
    """One guard per successor of a branch terminator."""
    fn = _interface(term, "successor_guards")
    got = fn(term) if fn is not None else None
    return got if got is not None else [None] * len(term.successors)


def region_guards(op, point: int, term, succs: list) -> list:
    """One guard per entry of ``succs`` (``region_successors(op, point)``);
    ``term`` is the terminator leaving region ``point`` (None from PARENT)."""
    fn = _interface(op, "region_guards")
    got = fn(op, point, term, succs) if fn is not None else None
    return got if got is not None else [None] * len(succs)


def induction_facts(op, target: int) -> list:
    """Relations known to hold on entry to region ``target`` of a loop:
    ``(relation, a, b, truth)`` over SSA values."""
    fn = _interface(op, "induction_facts")
    return fn(op, target) if fn is not None else []
