"""Which ops a round of the greedy driver (``greedy.py``) visits, in which
order, and which functions it can leave out.
"""

from __future__ import annotations

from ..ir.nodes import Operation
from .greedy_regions import simplify_op_regions, with_regions

__all__ = ["ROOT", "SKIP_CLEAN_FUNCTIONS", "post_order", "pre_order", "round_ops", "simplify_units", "unit_of"]


def post_order(root: Operation) -> list[Operation]:
    """Every op nested in ``root``, each after the ops nested in it."""
    out: list[Operation] = []
    stack: list[tuple[Operation, bool]] = []
    for region in reversed(root.regions):
        for block in reversed(region.blocks):
            for op in reversed(block.ops):
                stack.append((op, False))
    while stack:
        op, done = stack.pop()
        if done or not op.regions:
            out.append(op)
            continue
        stack.append((op, True))
        for region in reversed(op.regions):
            for block in reversed(region.blocks):
                for nested in reversed(block.ops):
                    stack.append((nested, False))
    return out


def pre_order(root: Operation) -> list[Operation]:
    """Every op nested in ``root``, in pre-order (``Region.ops`` of each of
    its regions, without generators)."""
    out: list[Operation] = []
    append = out.append
    stack: list[Operation] = []
    for region in reversed(root.regions):
        for block in reversed(region.blocks):
            stack.extend(reversed(block.ops))
    pop, extend = stack.pop, stack.extend
    while stack:
        op = pop()
        append(op)
        if op.regions:
            for region in reversed(op.regions):
                for block in reversed(region.blocks):
                    extend(reversed(block.ops))
    return out


# -- the functions a round visits ---------------------------------------------
#
# Each op nested in a top-level op of the root that is isolated from above (a
# function) belongs to that op's *unit*; every other op (the top-level ops
# themselves, ops nested in top-level ops that are not isolated) belongs to
# the root's.  Patterns see only their op's function (values do not cross an
# isolated op, no pattern looks up symbols), so a unit nothing changed in
# during a round would be visited again for nothing: every pattern, every
# constant uniquing and the region simplification would find what they found
# before.  The next round leaves it out; a change to the root's ops brings
# every unit back.  (MLIR visits them all again; only those visits are saved,
# in the same order for the rest, so the result is the same.)

ROOT = None  # the unit of ops outside the isolated top-level ops

# False: every round visits every function, as MLIR's driver (same output,
# slower; the tests compare the two)
SKIP_CLEAN_FUNCTIONS = True


def _top_level(root: Operation) -> list[Operation]:
    return [t for region in root.regions for block in region.blocks for t in block.ops]


def round_ops(root: Operation, rw, top_down: bool, walk: set | None, sizes: dict) -> tuple[list[Operation], dict, int]:
    """The ops of this round in walk order (pre-order when ``top_down``,
    else post-order), leaving out the bodies of the functions not in
    ``walk`` (None: none left out); the unit of each op listed; the number
    of ops of the whole walk.  ``sizes`` keeps each function's op count."""
    ops: list[Operation] = []
    units: dict[Operation, Operation | None] = {}
    total = 0
    order = pre_order if top_down else post_order
    for t in _top_level(root):
        units[t] = ROOT
        if not t.regions:
            ops.append(t)
            total += 1
            continue
        isolated = rw.isolated(t)
        if isolated and walk is not None and t not in walk:
            ops.append(t)  # the function op itself, not its body
            total += sizes[t] + 1
            continue
        nested = order(t)
        units.update(dict.fromkeys(nested, t if isolated else ROOT))
        if isolated:
            sizes[t] = len(nested)
        if top_down:
            ops.append(t)
            ops.extend(nested)
        else:
            ops.extend(nested)
            ops.append(t)
        total += len(nested) + 1
    return ops, units, total


def unit_of(op: Operation, root: Operation, rw):
    """The unit of ``op``: its top-level op if that is a function and ``op``
    is nested in it, else ``ROOT``."""
    top = op
    while True:
        block = top.parent
        if block is None or block.parent is None:
            return ROOT
        parent = block.parent.parent
        if parent is root:
            break
        if parent is None:
            return ROOT
        top = parent
    if top is op or not top.regions or not rw.isolated(top):
        return ROOT
    return top


def simplify_units(root: Operation, rw, walk: set | None, dirty: set) -> None:
    """``simplify_regions`` for the units of this round, in the same order;
    the units it changes go to ``dirty``."""
    tops = _top_level(root)
    if simplify_op_regions(root, rw):
        dirty.add(ROOT)
    for t in tops:
        if not t.regions:
            continue
        unit = t if rw.isolated(t) else ROOT
        if unit is not ROOT and walk is not None and t not in walk:
            continue
        for op in with_regions(t):
            if simplify_op_regions(op, rw):
                dirty.add(unit)
