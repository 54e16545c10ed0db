"""Memrefs that the regions of an op use but do not define.

An op with regions and unknown memory effects (an unregistered op) is not
analysed inside: the buffers its regions capture from outside become
uncertain, and BUF202 says so::

    %buf = memref.alloc() : memref<4xf32>
    "acme.region"() ({
      "acme.use"(%buf) : (memref<4xf32>) -> ()     // %buf is captured
    }) : () -> ()

``captured_memrefs`` answers for every op with regions under some roots in
one bottom-up pass: an op's captured values are the memref operands of the
ops directly in its regions plus what its nested region ops capture, minus
what its own blocks define.  A 10,000-deep nest of region ops costs its size,
not its square (asking each op separately walks its whole subtree).
"""

from __future__ import annotations

from collections.abc import Iterable

from ..ir import types as T

__all__ = ["captured_memrefs"]


def captured_memrefs(roots: Iterable) -> dict[int, list]:
    """``id(op) -> [values]`` for every op with regions among and under
    ``roots``: the memref values used in its regions and defined outside it,
    in pre-order of first use.  Undefined values (a ``verify`` error) are left
    out."""
    out: dict[int, list] = {}
    stack = [(op, False) for op in reversed(list(roots)) if op.regions]
    while stack:
        op, children_done = stack.pop()
        if not children_done:
            stack.append((op, True))
            stack.extend((o, False) for r in op.regions for b in r.blocks for o in b.ops if o.regions)
            continue
        out[id(op)] = _captured(op, out)
    return out


def _captured(op, nested: dict[int, list]) -> list:
    defined: set[int] = set()
    for r in op.regions:
        for b in r.blocks:
            defined.update(id(a) for a in b.args)
            for o in b.ops:
                defined.update(id(v) for v in o.results)
    found, seen = [], set()
    for r in op.regions:
        for b in r.blocks:
            for o in b.ops:
                values = o.operands if not o.regions else [*o.operands, *nested.get(id(o), ())]
                for v in values:
                    if id(v) in seen or id(v) in defined:
                        continue
                    seen.add(id(v))
                    owner = getattr(v, "owner", None)
                    if owner is None or owner is op or not T.is_memref(v.type):
                        continue
                    found.append(v)
    return found
