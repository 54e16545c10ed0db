"""Region simplification of the greedy driver (``greedy.py``), run when a
round's worklist is empty: blocks no branch reaches are erased, and unused
arguments of non-entry blocks are dropped with the operands that feed them::

    cf.br ^bb1(%x : i32)                        cf.br ^bb1
  ^bb1(%a: i32):          // %a unused    ->  ^bb1:
    ...                                         ...
  ^bb2:                   // unreachable       (erased)

``rw`` is the driver's ``Rewriter`` (the changes are reported to it).
"""

from __future__ import annotations

from ..ir import attrs as A
from ..ir.interfaces import successor_operands
from ..ir.nodes import Operation, Region
from ..ir.registry import registry

__all__ = ["erase_forwarded_operand", "simplify_op_regions", "simplify_regions", "with_regions"]


def _reachable(region: Region) -> set[int]:
    seen = {id(region.blocks[0])}
    stack = [region.blocks[0]]
    while stack:
        b = stack.pop()
        t = b.terminator
        if t is None:
            continue
        for s in t.successors:
            if id(s) not in seen:
                seen.add(id(s))
                stack.append(s)
    return seen


def _erase_unreachable_blocks(region: Region, rw) -> bool:
    if len(region.blocks) < 2:
        return False
    live = _reachable(region)
    dead = [b for b in region.blocks if id(b) not in live]
    if not dead:
        return False
    for b in dead:
        for op in list(b.ops):
            for nested in op.walk():
                nested.drop_operand_uses()
    for b in dead:
        for op in b.ops:
            for nested in op.walk():
                nested.parent = None
        region.blocks.remove(b)
        b.parent = None
    rw.changed = True
    for b in region.blocks:
        if b.terminator is not None:
            rw.add(b.terminator)
    return True


def erase_forwarded_operand(term: Operation, operand_index: int) -> None:
    """Remove one operand of a branch op, keeping ``operandSegmentSizes``."""
    ops = list(term.operands)
    del ops[operand_index]
    seg = term.properties.get("operandSegmentSizes")
    term.set_operands(ops)
    if seg is not None:
        sizes = list(seg.values)
        start = 0
        for k, s in enumerate(sizes):
            if start <= operand_index < start + s:
                sizes[k] = s - 1
                break
            start += s
        term.properties["operandSegmentSizes"] = A.DenseArrayAttr(seg.element, tuple(sizes))


def _editable_branch(term: Operation) -> bool:
    """A branch whose forwarded operands are the generic segments (no custom
    successor-operand model, e.g. not cf.switch)."""
    model = registry.get(term.name)
    return model is not None and "successor_operands" not in model.interfaces and successor_operands(term) is not None


def _erase_dead_block_args(region: Region, rw) -> bool:
    changed = False
    preds: dict[int, list[tuple[Operation, int]]] = {}
    for b in region.blocks:
        t = b.terminator
        if t is None:
            continue
        for s_index, s in enumerate(t.successors):
            preds.setdefault(id(s), []).append((t, s_index))
    for b in region.blocks[1:]:
        for arg in b.args:
            if not arg.uses:
                break
        else:  # every argument used (or none): nothing to drop
            continue
        incoming = preds.get(id(b), [])
        if not incoming or not all(_editable_branch(t) for t, _ in incoming):
            continue
        for arg in reversed(list(b.args)):
            if arg.uses:
                continue
            for t, s_index in incoming:
                groups = successor_operands(t)
                erase_forwarded_operand(t, groups[s_index][arg.index])
                rw.add(t)
                rw.add_defining_ops(t)
            b.erase_arg(arg.index)
            changed = True
    if changed:
        rw.changed = True
    return changed


def with_regions(root: Operation) -> list[Operation]:
    """``root`` and the ops nested in it that have regions, in pre-order
    (``list(root.walk())`` without the ops that have none)."""
    out: list[Operation] = []
    stack = [root]
    while stack:
        op = stack.pop()
        out.append(op)
        nested = [x for r in op.regions for b in r.blocks for x in b.ops if x.regions]
        nested.reverse()
        stack.extend(nested)
    return out


def simplify_op_regions(op: Operation, rw) -> bool:
    """Simplify the regions of ``op`` that have several blocks."""
    changed = False
    for region in op.regions:
        if len(region.blocks) > 1:  # single blocks: nothing unreachable, no edges
            changed |= _erase_unreachable_blocks(region, rw)
            changed |= _erase_dead_block_args(region, rw)
    return changed


def simplify_regions(root: Operation, rw) -> bool:
    """Simplify the regions of ``root`` and of every op nested in it."""
    changed = False
    for op in with_regions(root):
        changed |= simplify_op_regions(op, rw)
    return changed
