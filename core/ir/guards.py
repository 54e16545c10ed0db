"""Guards: the condition under which control takes one successor.

A guard is ``None`` (no condition known), ``("cond", value, polarity)``,
``("nonempty", lb, ub, polarity)`` (a loop entered only when ``lb < ub``,
decided when both bounds are constants), or
``("cases", value, ((c, truth), ...))`` (taken where ``value == c`` is
``truth`` for every pair: a switch)::

    cf.switch %x : i32, [default: ^d, 0: ^a, 1: ^b]
    // ^d: ("cases", %x, ((0, False), (1, False)))
    // ^a: ("cases", %x, ((0, True),))     ^b: ("cases", %x, ((1, True),))

Dialect modules build them with these helpers and attach the per-op models
to the registry (``successor_guards``, ``region_guards``,
``induction_facts``); ``analysis.branching`` looks them up.
"""

from __future__ import annotations

__all__ = ["case_guards", "cond_guards"]


def cond_guards(cond, first: bool = True) -> list:
    """Two successors on an ``i1``: the first taken where ``cond`` is
    ``first``, the second where it is not."""
    return [("cond", cond, first), ("cond", cond, not first)]


def case_guards(flag, values: list[int]) -> list:
    """Successor 0 is the default, successor ``k`` the case ``values[k-1]``;
    the first case that matches is taken (a repeated value's successor never)."""
    guards = [("cases", flag, tuple((v, False) for v in values))]
    for k, v in enumerate(values):
        repeated = ((v, False),) if v in values[:k] else ()
        guards.append(("cases", flag, ((v, True),) + repeated))
    return guards
