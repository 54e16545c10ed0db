"""Where a buffer flows: every value that may hold (a view of) the buffer of a
given value, following its uses forward (upstream's BufferViewFlowAnalysis,
``resolve``).  ``aliasing.py`` answers the reverse question (where a value
comes from).

From a value ``v``, a use by op ``u`` makes these values aliases of ``v``:

- the results of ``u`` whose ``aliasing_operands`` include the use (views:
  result 0 of ``memref.subview``/``memref.cast``...; ``arith.select``);
- a branch (``successor_operands``): the block argument the operand lands on;
- a region-branch op taking ``v`` as an operand it forwards on entry
  (``region_successors`` from the parent: ``scf.for`` inits): the target
  region's arguments or the op's results;
- a return-like terminator of a region of a region-branch op (``scf.yield``,
  ``scf.condition``): the values of each place control goes next (the
  loop's region arguments, the op's results);
- a call (``call_target``): every result (nothing is known of the callee).

Other ops' results are not aliases (as upstream: an op without these
interfaces makes new values); a use by them is still a use of ``v``.
"""

from __future__ import annotations

from ..ir.interfaces import (
    PARENT,
    aliasing_operands,
    call_target,
    is_region_branch,
    is_return_like,
    region_successor_inputs,
    region_successors,
    successor_operands,
)
from ..ir.nodes import Operation, Value

__all__ = ["aliases"]


def aliases(v: Value) -> list[Value]:
    """``v`` and every value its buffer flows into, in the order found."""
    out = [v]
    seen = {id(v)}
    i = 0
    while i < len(out):
        cur = out[i]
        i += 1
        for user, index in cur.uses:
            for nxt in _flows_into(user, index):
                if id(nxt) not in seen:
                    seen.add(id(nxt))
                    out.append(nxt)
    return out


def _flows_into(user: Operation, index: int) -> list[Value]:
    got: list[Value] = []
    if user.successors:
        groups = successor_operands(user)
        for k, group in enumerate(groups or []):
            if k >= len(user.successors):
                break
            args = user.successors[k].args
            for j, operand in enumerate(group):
                if operand == index and j < len(args):
                    got.append(args[j])
    if is_region_branch(user):
        for target, fwd in region_successors(user, PARENT) or []:
            got.extend(_landing(user, target, fwd, index))
    elif call_target(user) is not None:
        got.extend(user.results)
    else:
        for r in range(len(user.results)):
            if index in aliasing_operands(user, r):
                got.append(user.results[r])
    if is_return_like(user):
        parent = user.parent_op
        region = user.parent.parent if user.parent is not None else None
        if parent is not None and region is not None and is_region_branch(parent):
            point = next((k for k, r in enumerate(parent.regions) if r is region), None)
            if point is not None:
                for target, fwd in region_successors(parent, point) or []:
                    got.extend(_landing(parent, target, fwd, index))
    return got


def _landing(op: Operation, target: int, fwd: list[int], index: int) -> list[Value]:
    """The values operand ``index`` (of ``op`` or of a region's terminator)
    lands on when control goes to ``target`` forwarding ``fwd``."""
    if index not in fwd:
        return []
    inputs = region_successor_inputs(op, target, len(fwd))
    return [inputs[k] for k, operand in enumerate(fwd) if operand == index and k < len(inputs)]
