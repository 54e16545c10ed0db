"""Canonicalization patterns of ``scf.if`` and ``scf.for`` (after MLIR's
SCF canonicalizations), the ones that clean up the ownership pass' output:

    scf.if %true { A } else { B }              ->  A (inlined)
    %r:2 = scf.if %c -> (memref<2xf32>, i1) {  ->  %r = scf.if %c -> (memref<2xf32>) {
      ...; scf.yield %a, %true                         ...; scf.yield %a
    } else {                                         } else { scf.yield %b }
      scf.yield %b, %false                         (%r#1 replaced by %c: select %c, %true, %false)
    }
    scf.if %c { ... %c ... }                   ->  scf.if %c { ... %true ... }
    %r = scf.for ... iter_args(%x = %i) { scf.yield %x }   ->  %i
"""

from __future__ import annotations

from ..ir.nodes import Block, BlockArgument, Operation, Value
from ..ir.rewriter import Rewriter
from ._arith_patterns import int_value

__all__ = ["FOLDS", "PATTERNS", "defined_inside", "drop_results"]


def defined_inside(v: Value, op: Operation) -> bool:
    """Is ``v`` defined in one of ``op``'s regions (at any depth)?"""
    block = v.owner if isinstance(v, BlockArgument) else v.owner.parent
    while block is not None:
        region = block.parent
        if region is None:
            return False
        parent = region.parent
        if parent is op:
            return True
        if parent is None:
            return False
        block = parent.parent
    return False


def drop_results(op: Operation, indices) -> None:
    """Remove the (unused) results at ``indices`` from ``op``."""
    drop = set(indices)
    keep = [r for i, r in enumerate(op.results) if i not in drop]
    assert all(not op.results[i].uses for i in drop)
    for i, r in enumerate(keep):
        r.index = i
    op.results[:] = keep


def _yield(block: Block) -> Operation | None:
    return block.terminator if block.ops else None


def _region_of_use(user: Operation, op: Operation) -> int | None:
    """Index of the region of ``op`` that contains ``user`` (None: outside)."""
    cur = user
    while cur is not None:
        block = cur.parent
        if block is None or block.parent is None:
            return None
        if block.parent.parent is op:
            return op.regions.index(block.parent)
        cur = block.parent.parent
    return None


# ---------------------------------------------------------------------------
# scf.if


def if_constant_condition(op: Operation, rw: Rewriter) -> bool:
    """``scf.if %true`` / ``%false``: inline the taken region."""
    c = int_value(op.operands[0])
    if c is None:
        return False
    region = op.regions[0 if c else 1]
    if not region.blocks:
        if op.results:
            return False
        rw.erase(op)
        return True
    block = region.blocks[0]
    term = _yield(block)
    values = list(term.operands) if term is not None else []
    if term is not None:
        rw.erase(term)
    rw.inline_block_before(block, op)
    for r, v in zip(op.results, values):
        rw.replace_all_uses(r, v)
    rw.erase(op)
    return True


def if_condition_propagation(op: Operation, rw: Rewriter) -> bool:
    """Uses of the condition inside the then (else) region become true (false)."""
    cond = op.operands[0]
    if int_value(cond) is not None:
        return False
    changed = False
    made: dict[bool, object] = {}
    for user, i in list(cond.uses):
        if user is op:
            continue
        region = _region_of_use(user, op)
        if region is None:
            continue
        v = made.get(region == 0)
        if v is None:
            v = made[region == 0] = rw.builder_before(op).constant_bool(region == 0)
        user.set_operand(i, v)
        rw.notify_modified(user)
        changed = True
    return changed


def if_trivial_results_to_select(op: Operation, rw: Rewriter) -> bool:
    """A used result whose two yielded values are defined outside the if
    becomes ``arith.select %c, %then, %else`` (or the value when equal)."""
    if not op.results or len(op.regions) < 2 or not op.regions[1].blocks:
        return False
    ty, ey = _yield(op.regions[0].blocks[0]), _yield(op.regions[1].blocks[0])
    if ty is None or ey is None:
        return False
    changed = False
    for r, a, b in zip(op.results, ty.operands, ey.operands):
        if not r.uses or defined_inside(a, op) or defined_inside(b, op):
            continue
        v = a if a is b else rw.builder_before(op).select(op.operands[0], a, b)
        rw.replace_all_uses(r, v)
        changed = True
    return changed


def if_remove_unused_results(op: Operation, rw: Rewriter) -> bool:
    unused = [i for i, r in enumerate(op.results) if not r.uses]
    if not unused:
        return False
    for region in op.regions:
        for block in region.blocks:
            t = _yield(block)
            if t is not None and len(t.operands) == len(op.results):
                rw.set_operands(t, [v for i, v in enumerate(t.operands) if i not in unused])
    drop_results(op, unused)
    rw.notify_modified(op)
    return True


def if_remove_empty_else(op: Operation, rw: Rewriter) -> bool:
    if op.results or len(op.regions) < 2 or not op.regions[1].blocks:
        return False
    block = op.regions[1].blocks[0]
    if len(block.ops) != 1 or block.ops[0].operands or block.args:
        return False
    for o in list(block.ops):
        rw.erase(o)
    op.regions[1].blocks.clear()
    block.parent = None
    rw.notify_modified(op)
    return True


def if_swap_not_condition(op: Operation, rw: Rewriter) -> bool:
    """``scf.if (xori %c, %true)`` with an else region -> ``scf.if %c`` with
    the regions swapped (MLIR's IfOp::fold)."""
    if len(op.regions) < 2 or not op.regions[1].blocks:
        return False
    x = getattr(op.operands[0], "owner", None)
    if not isinstance(x, Operation) or x.name != "arith.xori" or int_value(x.operands[1]) != 1:
        return False
    rw.set_operands(op, [x.operands[0]])
    a, b = op.regions
    op.regions[0], op.regions[1] = b, a
    return True


# ---------------------------------------------------------------------------
# scf.for


def _for_parts(op: Operation):
    if len(op.operands) < 3 or not op.regions or not op.regions[0].blocks:
        return None
    body = op.regions[0].blocks[0]
    term = _yield(body)
    n = len(op.operands) - 3
    if term is None or len(term.operands) != n or len(body.args) != n + 1 or len(op.results) != n:
        return None
    return body, term, n


def for_fold_iter_args(op: Operation, rw: Rewriter) -> bool:
    """Drop loop-carried values that never change (yielded unchanged, or the
    init yielded again) or that nobody uses."""
    parts = _for_parts(op)
    if parts is None:
        return False
    body, term, n = parts
    drop = []
    for i in range(n):
        arg, res, init, y = body.args[i + 1], op.results[i], op.operands[3 + i], term.operands[i]
        invariant = y is arg or (y is init and not defined_inside(y, op))
        if invariant:
            rw.replace_all_uses(arg, init)
            rw.replace_all_uses(res, init)
            drop.append(i)
        elif not res.uses and all(u is term for u, _ in arg.uses) and all(k == i for u, k in arg.uses):
            drop.append(i)
    if not drop:
        return False
    keep = [i for i in range(n) if i not in drop]
    rw.set_operands(term, [term.operands[i] for i in keep])
    for i in reversed(drop):
        arg = body.args[i + 1]
        for u, k in list(arg.uses):
            u.set_operand(k, op.operands[3 + i])
        body.erase_arg(i + 1)
    rw.set_operands(op, list(op.operands[:3]) + [op.operands[3 + i] for i in keep])
    drop_results(op, drop)
    return True


def for_zero_trips(op: Operation, rw: Rewriter) -> bool:
    """A loop that never runs (lb == ub, or constant lb >= ub): its results
    are the inits."""
    lb, ub = op.operands[0], op.operands[1]
    clb, cub = int_value(lb), int_value(ub)
    never = lb is ub or (
        clb is not None and cub is not None and _as_signed(clb) >= _as_signed(cub) and op.attr("unsignedCmp") is None
    )
    if not never:
        return False
    rw.replace_op(op, list(op.operands[3 : 3 + len(op.results)]))
    return True


def _as_signed(v: int) -> int:
    return v - (1 << 64) if v >> 63 else v


# ---------------------------------------------------------------------------
# scf.execute_region


def execute_region_inline(op: Operation, rw: Rewriter) -> bool:
    """A single-block ``scf.execute_region`` in a block: inline it."""
    if not op.regions or len(op.regions[0].blocks) != 1:
        return False
    block = op.regions[0].blocks[0]
    term = _yield(block)
    if term is None or len(term.operands) != len(op.results):
        return False
    values = list(term.operands)
    rw.erase(term)
    rw.inline_block_before(block, op)
    for r, v in zip(op.results, values):
        rw.replace_all_uses(r, v)
    rw.erase(op)
    return True


PATTERNS = {
    "scf.if": [
        if_constant_condition,
        if_swap_not_condition,
        if_condition_propagation,
        if_trivial_results_to_select,
        if_remove_unused_results,
        if_remove_empty_else,
    ],
    "scf.for": [for_zero_trips, for_fold_iter_args],
    "scf.execute_region": [execute_region_inline],
}

# what the ops' folders do (applied by every greedy rewrite, not only canonicalize)
FOLDS = {"scf.if": [if_swap_not_condition]}
