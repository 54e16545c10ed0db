"""ub: undefined behaviour -- ``ub.poison`` (a poison value of any type) and
``ub.unreachable`` (a terminator marking unreachable code).

``ub.poison`` has a ``value`` property defaulting to ``#ub.poison``; the
custom form writes another value as ``ub.poison <#attr> : t``.
"""

from __future__ import annotations

from ..syntax.format import CustomDirective, Format
from ._elementwise import verifier
from .arith import model

_DEFAULT = "#ub.poison"


class _PoisonValue(CustomDirective):
    """``<#attr>`` before the type; the default ``#ub.poison`` is not printed."""

    def present(self, cur) -> bool:
        return cur.at("LESS")

    def parse(self, cur, pop, operands, args) -> None:
        cur.expect("LESS")
        pop.properties[args[0]] = cur.attr_value(stop=("MORE",))
        cur.expect("MORE")

    def print(self, p, op, groups, args) -> None:
        a = op.attr(args[0])
        if a is not None and str(a) != _DEFAULT:
            p.punct("<")
            p.attr(a)
            p.punct(">")

    def elided(self, args) -> set:
        return {args[0]}


_POISON = Format(
    "attr-dict (custom<PoisonValue>($value))? `:` type($result)",
    results=("result",),
    customs={"PoisonValue": _PoisonValue()},
)
_UNREACHABLE = Format("attr-dict")


def register(registry) -> None:
    registry.add(model("ub.poison", _POISON, verifier(), summary="A poison value: using it is undefined behaviour."))
    registry.add(
        model(
            "ub.unreachable",
            _UNREACHABLE,
            verifier(),
            traits=frozenset({"terminator"}),
            num_results=(0, 0),
            summary="Marks a point control flow never reaches (a terminator).",
        )
    )
