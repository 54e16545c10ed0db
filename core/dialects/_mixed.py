"""Mixed static/dynamic index lists and reassociation lists, shared by the
memref and tensor dialects.

MLIR writes a list of sizes, offsets or strides that may be known or not at
compile time as one bracketed list mixing SSA values and integers::

    memref.subview %m[%o, 4] [%n, 2] [1, 1] : ...

and stores it split in two: the SSA values become operands (an operand group)
and the whole list becomes a ``DenseArrayAttr`` of i64 (``static_offsets``...)
in which each dynamic position holds the sentinel ``KDYNAMIC``
(``ShapedType::kDynamic``, -9223372036854775808)::

    "memref.subview"(%m, %o, %n) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>,
        static_offsets = array<i64: -9223372036854775808, 4>, ...}>

``DYNAMIC_INDEX_LIST`` is that ``custom<DynamicIndexList>($values,
$static_values)`` directive for ``Format``; ``REASSOCIATION`` reads and prints
the ``[[0, 1], [2]]`` of expand/collapse_shape (``custom<Reassociation>($a)``).
``parse_mixed`` / ``mixed_text`` are the same for hand-written readers.
"""

from __future__ import annotations

import itertools

from ..ir import attrs as A
from ..ir import types as T
from ..syntax.format import CustomDirective, space

__all__ = [
    "KDYNAMIC",
    "parse_mixed",
    "mixed_text",
    "static_array",
    "static_values",
    "DYNAMIC_INDEX_LIST",
    "REASSOCIATION",
    "CUSTOMS",
    "check_mixed_lists",
]

KDYNAMIC = T.KDYNAMIC


def static_array(values) -> A.DenseArrayAttr:
    """``array<i64: ...>`` holding the static part of a mixed list."""
    return A.DenseArrayAttr(T.IntegerType(64), tuple(values))


def static_values(attr) -> list[int]:
    """The integers of a ``static_*`` attribute (empty when absent)."""
    if attr is None:
        return []
    return [int(v) for v in getattr(attr, "values", ())]


def parse_mixed(cur) -> tuple[list, list[int]]:
    """``[%a, 4, %b]`` -> (refs of %a and %b typed index, [KDYNAMIC, 4, KDYNAMIC])."""
    cur.expect("LSQB")
    refs, static = [], []
    if not cur.at("RSQB"):
        while True:
            if cur.at("VALUE"):
                ref = cur.operand()
                ref.type = T.IndexType()
                refs.append(ref)
                static.append(KDYNAMIC)
            elif cur.at("INTEGER"):
                static.append(cur.integer())
            else:
                raise cur.error("expected SSA value or integer")
            if not cur.accept("COMMA"):
                break
    cur.expect("RSQB")
    return refs, static


def mixed_text(p, values, static) -> str:
    """``[%a, 4, %b]`` for the printer ``p``: dynamic positions take the next
    value of ``values``."""
    parts, it = [], iter(values)
    for s in static:
        if s == KDYNAMIC:
            v = next(it, None)
            parts.append("%" + p.name_of(v) if v is not None else "?")
        else:
            parts.append(str(s))
    return "[" + ", ".join(parts) + "]"


class _DynamicIndexList(CustomDirective):
    """``custom<DynamicIndexList>($values, $static_values)``"""

    def parse(self, cur, pop, operands, args) -> None:
        group, attr = args
        refs, static = parse_mixed(cur)
        operands[group] = refs
        pop.properties[attr] = static_array(static)

    def print(self, p, op, groups, args) -> None:
        group, attr = args
        space(p)
        p.raw(mixed_text(p, groups.get(group, []), static_values(op.attr(attr))))

    def elided(self, args) -> set:
        return {args[1]}

    def present(self, cur) -> bool:
        return cur.at("LSQB")


def parse_reassociation(cur) -> A.ArrayAttr:
    """``[[0, 1], [2]]`` -> ArrayAttr of ArrayAttr of i64 IntegerAttr."""
    i64 = T.IntegerType(64)
    groups = []
    cur.expect("LSQB")
    if not cur.at("RSQB"):
        while True:
            cur.expect("LSQB")
            dims = []
            if not cur.at("RSQB"):
                dims.append(A.IntegerAttr(cur.integer(), i64))
                while cur.accept("COMMA"):
                    dims.append(A.IntegerAttr(cur.integer(), i64))
            cur.expect("RSQB")
            groups.append(A.ArrayAttr(tuple(dims)))
            if not cur.accept("COMMA"):
                break
    cur.expect("RSQB")
    return A.ArrayAttr(tuple(groups))


def reassociation_text(attr) -> str:
    if attr is None:
        return "[]"
    return "[" + ", ".join("[" + ", ".join(str(d.value) for d in g.values) + "]" for g in attr.values) + "]"


class _Reassociation(CustomDirective):
    """``custom<Reassociation>($reassociation)``"""

    def parse(self, cur, pop, operands, args) -> None:
        pop.properties[args[0]] = parse_reassociation(cur)

    def print(self, p, op, groups, args) -> None:
        space(p)
        p.raw(reassociation_text(op.attr(args[0])))

    def elided(self, args) -> set:
        return {args[0]}

    def present(self, cur) -> bool:
        return cur.at("LSQB")


def _segment_sizes(op) -> list[int] | None:
    seg = op.attr("operandSegmentSizes")
    return [int(v) for v in seg.values] if isinstance(seg, A.DenseArrayAttr) else None


def check_mixed_lists(
    op, report, first_segment: int, names=("offsets", "sizes", "strides"), same_rank: int = 0
) -> list | None:
    """The OffsetSizeAndStrideOpInterface checks shared by views and slices:
    each ``static_<name>`` has one ``KDYNAMIC`` per operand of its group, and
    the lists from ``names[same_rank]`` on have the same length.  Returns the
    static lists (or None after a problem)."""
    seg = _segment_sizes(op)
    if seg is None or len(seg) < first_segment + len(names):
        return None
    lists = []
    for k, name in enumerate(names):
        static = static_values(op.attr(f"static_{name}"))
        ndyn = sum(1 for v in static if v == KDYNAMIC)
        if ndyn != seg[first_segment + k]:
            report(
                f"expected the number of '{name}' to match the number of dynamic entries in "
                f"'static_{name}' ({seg[first_segment + k]} vs {ndyn})"
            )
            return None
        lists.append(static)
    pairs = list(zip(names, lists))[same_rank:]
    for (a, la), (b, lb) in itertools.pairwise(pairs):
        if len(la) != len(lb):
            report(
                f"expected mixed {a} rank to match mixed {b} rank ({len(la)} vs {len(lb)}) "
                "so the rank of the result type is well-formed."
            )
            return None
    for name, static in zip(names[:2], lists[:2]):
        for v in static:
            if v != KDYNAMIC and v < 0:
                report(f"expected {name} to be non-negative, but got {v}")
                return None
    return lists


DYNAMIC_INDEX_LIST = _DynamicIndexList()
REASSOCIATION = _Reassociation()
# pass as Format(..., customs=CUSTOMS)
CUSTOMS = {"DynamicIndexList": DYNAMIC_INDEX_LIST, "Reassociation": REASSOCIATION}
