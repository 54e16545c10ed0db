"""Helpers for ops with regions shared by the scf and affine dialects.

* Implicit terminators: MLIR's custom forms of ``scf.for``/``scf.if``/
  ``affine.for``/``affine.if`` (and a few others) may leave out an
  operand-less terminator.  ``ensure_terminator`` adds it when reading, the
  way MLIR's ``ensureTerminator`` does, and ``print_region`` leaves it out
  again when printing.
* Loop headers: ``%i = ...`` induction variables, ``(%a = %x, ...)``
  assignment lists (``iter_args``, ``shared_outs``, ``scf.while``), optional
  ``-> (types)`` lists.
* Checks on what a region yields to its op.
"""

from __future__ import annotations

from ..ir import attrs as A
from ..ir import types as T
from ..ir.nodes import Block, Operation
from ..ir.registry import registry as _registry
from ..syntax.asm import Ref

INDEX = T.IndexType()
I1 = T.IntegerType(1)


def ensure_terminator(region, name: str) -> None:
    """Append an operand-less ``name`` op to the region's last block unless it
    already ends with a terminator; an empty region gets one block first."""
    if not region.blocks:
        region.add_block(Block())
    block = region.blocks[-1]
    last = block.ops[-1] if block.ops else None
    if last is not None:
        model = _registry.get(last.name)
        if model is not None and model.has("terminator"):
            return
    at = region.span[1] - 1 if region.span is not None else None
    span = (at, at) if at is not None else None
    block.append(Operation(name, span=span, name_span=span))


def is_implicit(op, name: str) -> bool:
    """``op`` is an operand-less ``name`` op the custom form may leave out."""
    return (
        op.name == name
        and not op.operands
        and not op.results
        and not op.attributes
        and not op.properties
        and not op.regions
        and op.loc is None
    )


def print_region(p, region, elide: str | None = None, entry_args: bool = False) -> None:
    """Print ``region``; an implicit ``elide`` terminator ending its single
    block is left out."""
    block = region.blocks[0] if len(region.blocks) == 1 else None
    last = block.ops[-1] if block is not None and block.ops else None
    if elide is not None and last is not None and is_implicit(last, elide):
        block.ops.pop()
        try:
            p.region(region, print_entry_args=entry_args)
        finally:
            block.ops.append(last)
    else:
        p.region(region, print_entry_args=entry_args)


class NameScope:
    """Names printed in an op's header (induction variables) are scoped to the
    op, so sibling loops may reuse them."""

    def __init__(self, p):
        self.p = p

    def __enter__(self):
        self.p._names.append({})
        return self

    def __exit__(self, *exc):
        self.p._names.pop()


def lparen(p) -> None:
    """``(`` preceded by a space (``scf.while (``, ``to (``)."""
    p.raw(" (")
    p._prev = "("


def parse_iv(cur) -> tuple[str, int, int]:
    """``%i =`` or ``%i loc(...) =`` -> (name, start, end)."""
    if cur.at("VALUE_DEF"):
        return cur.def_name()
    ref = cur.operand()
    cur.accept("LOC")
    cur.expect("EQUAL")
    return ref.name, ref.start, ref.end


def parse_assignments(cur) -> tuple[list, list[Ref]]:
    """``(%a = %x, %b = %y)`` -> ([(name, span)], [Ref])."""
    cur.expect("LPAR")
    names: list[tuple[str, tuple[int, int]]] = []
    inits: list[Ref] = []
    while not cur.at("RPAR"):
        if names:
            cur.expect("COMMA")
        name, s, e = cur.def_name()
        names.append((name, (s, e)))
        inits.append(cur.operand())
    cur.expect("RPAR")
    return names, inits


def print_assignments(p, args, inits, spaced: bool = False) -> None:
    lparen(p) if spaced else p.punct("(")
    for k, (a, v) in enumerate(zip(args, inits)):
        if k:
            p.punct(",")
        p.value(a)
        p.punct("=")
        p.value(v)
    p.punct(")")


def arrow_types(cur) -> list:
    """An optional ``-> t`` / ``-> (t1, t2)``."""
    return cur.result_type_list() if cur.accept("ARROW") else []


def print_arrow_types(p, types, parens: bool = True) -> None:
    if not types:
        return
    p.punct("->")
    if parens or len(types) != 1 or isinstance(types[0], T.FunctionType):
        p.punct("(")
        for k, t in enumerate(types):
            if k:
                p.punct(",")
            p.type(t)
        p.punct(")")
    else:
        p.type(types[0])


def take_inherent(pop, names) -> None:
    """Inherent attributes written in the attribute dictionary belong in the
    properties (MLIR moves them there too)."""
    for n in names:
        if n in pop.attributes:
            pop.properties[n] = pop.attributes.pop(n)


def check_parent(op, report, parents) -> None:
    parent = op.parent_op
    if parent is not None and parent.name not in parents:
        report(f"'{op.name}' op expects parent op to be one of '{', '.join(sorted(parents))}'", op.name_span)


def types_match(values, types) -> bool:
    return all(v.type == t or isinstance(v.type, T.UnknownType) for v, t in zip(values, types))


def ints(attr) -> list[int]:
    vals = getattr(attr, "values", None) if attr is not None else None
    return [int(v) for v in vals] if vals is not None else []


def seg(values, width: int = 32) -> A.DenseArrayAttr:
    return A.DenseArrayAttr(T.IntegerType(width), tuple(values))


def terminator(region):
    """The last op of the region's last block (``None`` for an empty region)."""
    if not region.blocks or not region.blocks[-1].ops:
        return None
    return region.blocks[-1].ops[-1]


def _span(op, fallback):
    s = op.span
    return s if s is not None and s[1] > s[0] else fallback


def check_yield(op, report, region, types, where: str, term_name: str | None = None) -> None:
    """The terminator of ``region`` yields values of ``types`` to ``op``."""
    term = terminator(region)
    if term is None or (term_name is not None and term.name != term_name):
        return
    vals = term.operands
    span = _span(term, op.name_span)
    if len(vals) != len(types):
        report(f"'{op.name}' op {where} yields {len(vals)} values, but {len(types)} are expected", span)
        return
    for k, (v, t) in enumerate(zip(vals, types)):
        if v.type != t and not isinstance(v.type, T.UnknownType):
            report(f"'{op.name}' op {where}: yielded value #{k} has type '{v.type}', expected '{t}'", span)


def check_no_args(op, report, region, k: int) -> None:
    if region.blocks and region.blocks[0].args:
        report(f"'{op.name}' op region #{k} should have no arguments", op.name_span)
