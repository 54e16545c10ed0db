"""Canonicalization patterns of ``cf.br`` / ``cf.cond_br`` (after MLIR's
ControlFlowOps canonicalizations): constant conditions, pass-through
blocks, identical successors, and merging a block into its only
predecessor.  Example (the "inverted critical edge" of the corpus)::

    %a = memref.alloc() : memref<2xf32>           %a = memref.alloc() : memref<2xf32>
    cf.cond_br %c, ^bb1, ^bb2(%arg : ...)          %0 = arith.select %c, %a, %arg : memref<2xf32>
  ^bb1:                                      ->    memref.copy %0, %out : ...
    cf.br ^bb2(%a : memref<2xf32>)                 return
  ^bb2(%x: memref<2xf32>):
    memref.copy %x, %out : ...
    return
"""

from __future__ import annotations

from ..ir import attrs as A
from ..ir import types as T
from ..ir.nodes import Block, Operation, Value
from ..ir.rewriter import Rewriter
from ._arith_patterns import int_value

__all__ = ["PATTERNS"]


def _cond_br_groups(op: Operation) -> tuple[list[Value], list[Value]] | None:
    seg = op.attr("operandSegmentSizes")
    if seg is None or len(seg.values) != 3:
        return None
    _, nt, nf = (int(x) for x in seg.values)
    ops = op.operands
    return list(ops[1 : 1 + nt]), list(ops[1 + nt : 1 + nt + nf])


def _set_cond_br(op: Operation, rw: Rewriter, cond: Value, t: Block, t_ops, f: Block, f_ops) -> None:
    op.successors[0], op.successors[1] = t, f
    rw.set_operands(op, [cond, *t_ops, *f_ops])
    op.properties["operandSegmentSizes"] = A.DenseArrayAttr(T.I32, (1, len(t_ops), len(f_ops)))


def _replace_with_br(op: Operation, rw: Rewriter, dest: Block, operands) -> None:
    br = Operation("cf.br", list(operands), successors=[dest])
    op.parent.insert_before(op, br)
    rw.notify_created(br)
    rw.erase(op)


def _single_predecessor(block: Block) -> Block | None:
    """The block's only predecessor block, reached by exactly one edge."""
    region = block.parent
    if region is None or region.blocks[0] is block:
        return None
    found = None
    for b in region.blocks:  # (the greedy driver asks for every branch: kept tight)
        ops = b.ops
        if not ops:
            continue
        succ = ops[-1].successors
        if block not in succ:  # (blocks compare by identity)
            continue
        if found is not None or succ.count(block) > 1:
            return None
        found = b
    return found


def _only_edges_from(block: Block, pred: Block) -> bool:
    """All edges into ``block`` come from ``pred`` (MLIR's getUniquePredecessor)."""
    region = block.parent
    if region is None or region.blocks[0] is block:
        return False
    for b in region.blocks:
        ops = b.ops
        if ops and b is not pred and block in ops[-1].successors:
            return False
    return True


def _pass_through(dest: Block, operands: list[Value]) -> tuple[Block, list[Value]] | None:
    """If ``dest`` only branches on (``cf.br``), where does it go and with what?"""
    if len(dest.ops) != 1 or len(operands) != len(dest.args):
        return None
    br = dest.ops[0]
    if br.name != "cf.br" or br.successors[0] is dest:
        return None
    mapping = {id(a): v for a, v in zip(dest.args, operands)}
    new_ops = []
    for v in br.operands:
        if getattr(v, "owner", None) is dest:
            v = mapping[id(v)]
        new_ops.append(v)
    return br.successors[0], new_ops


def br_merge_single_predecessor(op: Operation, rw: Rewriter) -> bool:
    """``cf.br ^bb1(args)`` where this block is ^bb1's only predecessor:
    ^bb1's ops move here."""
    dest = op.successors[0]
    block = op.parent
    if dest is block or len(op.operands) != len(dest.args) or _single_predecessor(dest) is not block:
        return False
    args = list(op.operands)
    rw.erase(op)
    for a, v in zip(dest.args, args):
        rw.replace_all_uses(a, v)
    moved = dest.ops
    dest.ops = []
    for o in moved:
        o.parent = block
        rw.add(o)
    block.ops.extend(moved)
    dest.parent.blocks.remove(dest)
    dest.parent = None
    return True


def br_pass_through(op: Operation, rw: Rewriter) -> bool:
    dest = op.successors[0]
    if dest is op.parent:
        return False
    hop = _pass_through(dest, list(op.operands))
    if hop is None:
        return False
    target, operands = hop
    op.successors[0] = target
    rw.set_operands(op, operands)
    rw.add(dest.ops[0])
    return True


def cond_br_constant(op: Operation, rw: Rewriter) -> bool:
    c = int_value(op.operands[0])
    groups = _cond_br_groups(op)
    if c is None or groups is None:
        return False
    _replace_with_br(op, rw, op.successors[0 if c else 1], groups[0 if c else 1])
    return True


def cond_br_pass_through(op: Operation, rw: Rewriter) -> bool:
    groups = _cond_br_groups(op)
    if groups is None:
        return False
    t_ops, f_ops = groups
    t, f = op.successors
    changed = False
    if t is not op.parent:
        hop = _pass_through(t, t_ops)
        if hop is not None:
            t, t_ops = hop
            changed = True
    if f is not op.parent:
        hop = _pass_through(f, f_ops)
        if hop is not None:
            f, f_ops = hop
            changed = True
    if not changed:
        return False
    old = list(op.successors)
    _set_cond_br(op, rw, op.operands[0], t, t_ops, f, f_ops)
    for b in old:
        if b.ops:
            rw.add(b.ops[-1])
    return True


def cond_br_identical_successors(op: Operation, rw: Rewriter) -> bool:
    groups = _cond_br_groups(op)
    t, f = op.successors
    if groups is None or t is not f:
        return False
    t_ops, f_ops = groups
    if len(t_ops) != len(t.args) or len(f_ops) != len(t.args):
        return False
    if all(a is b for a, b in zip(t_ops, f_ops)):
        _replace_with_br(op, rw, t, t_ops)
        return True
    if not _only_edges_from(t, op.parent):
        return False
    b = rw.builder_before(op)
    merged = [a if a is c else b.select(op.operands[0], a, c) for a, c in zip(t_ops, f_ops)]
    _replace_with_br(op, rw, t, merged)
    return True


def assert_true(op: Operation, rw: Rewriter) -> bool:
    """``cf.assert %true, "..."`` never fires: erased."""
    if op.operands and int_value(op.operands[0]) == 1:
        rw.erase(op)
        return True
    return False


PATTERNS = {
    "cf.assert": [assert_true],
    "cf.br": [br_merge_single_predecessor, br_pass_through],
    "cf.cond_br": [cond_br_constant, cond_br_identical_successors, cond_br_pass_through],
}
