"""What is visible at a text offset: the SSA values and block labels that
completion may offer there.

``point_at(op, offset)`` finds the program point of a cursor inside ``op``
(usually a function): the innermost block whose region's braces hold the
offset and how many of its ops end before it.  ``values_at`` then lists
the values that dominate that point, as MLIR's SSA dominance rules say:
the block's arguments and the results of the ops above the cursor, then
those of the dominating blocks of the region, then (for regions that are
not isolated from above) those of the block around the region's op, up to
that op.  Everything dominates an unreachable block, as in MLIR.

When the text around the cursor does not parse into IR at all (an
unbalanced ``{`` while typing), ``scan_value_names`` and ``scan_labels``
read the definitions from the text instead.
"""

from __future__ import annotations

import re

from ..ir.nodes import Block, Operation, Region, Value
from ..ir.registry import registry

__all__ = ["point_at", "values_at", "labels_at", "scan_value_names", "scan_labels", "scan_definition", "value_name"]


def value_name(v: Value) -> str | None:
    """``%name`` of a parsed value (``%0#1`` for one of several results)."""
    return None if v.name is None else "%" + v.name


def _region_holding(op: Operation, offset: int) -> Region | None:
    for r in op.regions:
        if r.span is not None and r.span[0] < offset < r.span[1]:
            return r
    return None


def _block_holding(region: Region, offset: int) -> Block | None:
    found = None
    for i, b in enumerate(region.blocks):
        start = b.label_span[0] if b.label_span is not None else (region.span[0] if i == 0 else None)
        if start is None and b.span is not None:
            start = b.span[0]
        if start is not None and start <= offset:
            found = b
    return found


def point_at(op: Operation, offset: int) -> tuple[Block, int] | None:
    """``(block, pos)``: the cursor is before ``block.ops[pos]``; None when
    ``offset`` is in no region of ``op``."""
    point = None
    while True:
        region = _region_holding(op, offset)
        block = _block_holding(region, offset) if region is not None else None
        if block is None:
            return point
        pos = 0
        for o in block.ops:
            if o.span is None or o.span[1] > offset:
                break
            pos += 1
        point = (block, pos)
        if pos == len(block.ops):
            return point
        nxt = block.ops[pos]
        if nxt.span is None or nxt.span[0] > offset:
            return point
        op = nxt


def _isolated(op: Operation) -> bool:
    model = registry.get(op.name)
    return model is not None and model.has("isolated_from_above")


def _idoms(region: Region) -> dict:
    from ..analysis.scopes import Scopes

    return Scopes().region(region).idom


def _own(block: Block, pos: int) -> list[Value]:
    """Values ``block`` defines before ``block.ops[pos]``, nearest first:
    results from the cursor up, then the arguments in their order."""
    out: list[Value] = []
    for o in reversed(block.ops[:pos]):
        out.extend(o.results)
    out.extend(block.args)
    return out


def values_at(block: Block, pos: int) -> list[Value]:
    """The values that dominate the point before ``block.ops[pos]``,
    innermost (nearest) first."""
    out: list[Value] = []
    while block is not None:
        out.extend(_own(block, pos))
        region = block.parent
        if region is None:
            break
        if region.blocks and region.blocks[0] is block:
            block, pos = _enclosing(region)
            continue
        idom = _idoms(region)
        if block in idom:
            block = idom[block]
            pos = len(block.ops) if block is not None else 0
            continue
        # unreachable: every block of the region dominates it
        for b in reversed(region.blocks):
            if b is not block:
                out.extend(_own(b, len(b.ops)))
        block, pos = _enclosing(region)
    return list({id(v): v for v in out}.values())  # each once, in first-seen order


def _enclosing(region: Region) -> tuple[Block | None, int]:
    """The block around ``region``'s op and the op's position in it, when
    the region can see that block's values."""
    op = region.parent
    if op is None or op.parent is None or _isolated(op):
        return None, 0
    try:
        return op.parent, op.parent.ops.index(op)
    except ValueError:
        return None, 0


def labels_at(block: Block) -> list[Block]:
    """The labelled blocks a terminator in ``block`` may branch to."""
    region = block.parent
    return [b for b in region.blocks if b.label] if region is not None else []


# -- from the text ------------------------------------------------------------

_ID = r"[\w$.\-]+"
_RESULTS = re.compile(r"^[ \t]*(%" + _ID + r"(?::\d+)?(?:[ \t]*,[ \t]*%" + _ID + r"(?::\d+)?)*)[ \t]*=(?!=)", re.M)
_ONE_RESULT = re.compile(r"%(" + _ID + r")(?::(\d+))?")
_ARG = re.compile(r"[(,][ \t]*%(" + _ID + r")[ \t]*:(?!:)")
_LABEL = re.compile(r"^[ \t]*\^(" + _ID + r")", re.M)


def scan_value_names(text: str, start: int, end: int) -> list[str]:
    """``%names`` defined in ``text[start:end]``: results nearest to ``end``
    first, then block and function arguments in text order."""
    found: list[tuple[int, str]] = []
    for m in _RESULTS.finditer(text, start, end):
        for r in _ONE_RESULT.finditer(m.group(1)):
            name, count = r.group(1), r.group(2)
            if count is not None and int(count) > 1:
                found.extend((m.start(1), f"%{name}#{k}") for k in range(int(count)))
            else:
                found.append((m.start(1), "%" + name))
    found.sort(key=lambda x: -x[0])
    found.extend((m.start(1), "%" + m.group(1)) for m in _ARG.finditer(text, start, end))
    return list(dict.fromkeys(name for _, name in found))


def scan_labels(text: str, start: int, end: int) -> list[str]:
    """``^labels`` of the blocks written in ``text[start:end]``."""
    return list(dict.fromkeys("^" + m.group(1) for m in _LABEL.finditer(text, start, end)))


def scan_definition(text: str, start: int, end: int, name: str) -> tuple[int, int] | None:
    """Span of the last definition of ``name`` (``%x`` or ``^bb1``) written
    in ``text[start:end]``: a result, an argument or a block label."""
    best = None
    if name.startswith("^"):
        for m in _LABEL.finditer(text, start, end):
            if "^" + m.group(1) == name:
                best = (m.start(1) - 1, m.end(1))
        return best
    base = name.split("#", 1)[0]
    for m in _RESULTS.finditer(text, start, end):
        for r in _ONE_RESULT.finditer(m.group(1)):
            if "%" + r.group(1) == base:
                best = max(best or (-1, -1), (m.start(1) + r.start(), m.start(1) + r.end()))
    for m in _ARG.finditer(text, start, end):
        if "%" + m.group(1) == base:
            best = max(best or (-1, -1), (m.start(1) - 1, m.end(1)))
    return best
