"""Where to free a leaking buffer: candidate edits for a BUF001 quick fix.

A leak (BUF001) names the allocation and the exits where the buffer is
still owned.  The candidates, in the order they are tried (the caller keeps
the first one that removes the leak without any new diagnostic):

1. the resource's dealloc op before each leaking ``return`` that can see
   the buffer (else at the end of the allocation's block)::

       %a = memref.alloc() : memref<4xf32>           %a = memref.alloc() : memref<4xf32>
       cf.cond_br %c, ^bb1, ^bb2                     cf.cond_br %c, ^bb1, ^bb2
     ^bb1:                                         ^bb1:
       memref.dealloc %a : memref<4xf32>     ->      memref.dealloc %a : memref<4xf32>
       return                                        return
     ^bb2:                                         ^bb2:
       return                                        memref.dealloc %a : memref<4xf32>
                                                     return

2. at the end of the allocation's block (a buffer allocated in a loop body
   or an ``scf.if`` branch, freed before the yield);
3. at the end of any other block where the buffer is visible: the other
   blocks of its region, and the blocks of regions nested after it;
4. in a new ``else`` branch of an ``scf.if`` that frees it on one side only::

       scf.if %c {                                   scf.if %c {
         memref.dealloc %a : memref<4xf32>     ->      memref.dealloc %a : memref<4xf32>
       }                                             } else {
                                                       memref.dealloc %a : memref<4xf32>
                                                     }
"""

from __future__ import annotations

from ..ir import types as T
from ..ir.interfaces import is_return_like
from ..ir.nodes import Block, Operation
from ..ir.registry import registry
from .edits import Edit
from .fixtext import (
    find_op,
    insert_after,
    insert_before,
    line_indent,
    newline_of,
    op_text,
)

__all__ = ["MAX_CANDIDATES", "leak_candidates"]

MAX_CANDIDATES = 10


def leak_candidates(text: str, unit: Operation, diag, resources) -> list[tuple[str, list[Edit]]]:
    """``[(title, edits)]`` that may free the buffer of the leak ``diag`` (made
    by the op at the diagnostic: an alloc, a clone, a call...)."""
    site = find_op(unit, diag.start, diag.end)
    if site is None or site.parent is None:
        return []
    resource = _resource_of(site, resources)
    if resource is None or resource.automatic or not resource.dealloc:
        return []
    out: list[tuple[str, list[Edit]]] = []
    for value in site.results:  # the leaking one: the others' frees do not remove the leak
        if T.is_memref(value.type) and value.name:
            out.extend(_candidates(text, unit, diag, site, value, resource.dealloc))
    return out[:MAX_CANDIDATES]


def _resource_of(site: Operation, resources):
    """The resource of a new buffer made by ``site``: its alloc or clone op,
    else (a call result...) the ``memref`` resource."""
    found = resources.for_alloc(site) or resources.for_clone(site)
    if found is not None:
        return found
    try:
        return resources.by_name("memref")
    except KeyError:
        return None


def _candidates(text, unit, diag, alloc, value, dealloc: str) -> list[tuple[str, list[Edit]]]:
    ref = "%" + value.name
    line = op_text(dealloc, [(ref, value.type)])
    title = f"Free {ref} where it leaks ('{dealloc}')"
    out: list[list[Edit]] = []

    def add(edits) -> None:
        edits = sorted({e[0]: e for e in edits if e is not None}.values())
        if edits and edits not in out:
            out.append(edits)

    home = alloc.parent
    exits = []
    for r in diag.related:
        target = find_op(unit, r.start, r.end)
        if target is not None and is_return_like(target) and _visible(alloc, target):
            exits.append(insert_before(text, target.span[0], line))
        elif target is not None:
            exits.append(block_end(text, home, line))
    add(exits)
    for block in [home, *_blocks_after(alloc)]:
        if len(out) >= MAX_CANDIDATES:
            break
        add([block_end(text, block, line)])
        for op in block.ops:
            if _has_optional_else(op) and _visible(alloc, op):
                add([else_branch(text, op, line)])
    return [(title, edits) for edits in out[:MAX_CANDIDATES]]


def _has_optional_else(op: Operation) -> bool:
    """An if-like op whose empty else region a fix may write (``scf.if``)."""
    model = registry.get(op.name)
    return model is not None and bool(model.interfaces.get("optional_else"))


def _visible(alloc: Operation, op: Operation) -> bool:
    """Whether ``alloc``'s result may be used at ``op`` (same block and
    later, nested in a later op, or in another block of the same region:
    dominance is left to the verifier)."""
    home = alloc.parent
    x = op
    while x is not None and x.parent is not None:
        if x.parent is home:
            return home.ops.index(x) > home.ops.index(alloc)
        if x.parent.parent is home.parent:
            return True
        x = x.parent_op
    return False


def _blocks_after(alloc: Operation):
    """Blocks where ``alloc``'s result may be visible, outermost first:
    the other blocks of its region, then blocks nested in ops after it."""
    home = alloc.parent
    region = home.parent
    level = [b for b in (region.blocks if region is not None else [home]) if b is not home]
    nested_roots = list(home.ops[home.ops.index(alloc) + 1 :])
    for b in level:
        nested_roots.extend(b.ops)
    yield from level
    queue = list(nested_roots)
    while queue:
        op = queue.pop(0)
        for r in op.regions:
            for b in r.blocks:
                yield b
                queue.extend(b.ops)


def block_end(text: str, block: Block, line: str) -> Edit | None:
    """``line`` at the end of ``block``: before its terminator, after its
    last op when the terminator is implicit, or inside empty braces."""
    ops = block.ops
    last = ops[-1] if ops else None
    if (
        last is not None
        and last.span is not None
        and last.span[1] > last.span[0]
        and (last.successors or is_return_like(last))
    ):
        return insert_before(text, last.span[0], line)
    written = [op for op in ops if op.span is not None and op.span[1] > op.span[0]]
    if written and not (written[-1].successors or is_return_like(written[-1])):
        prev = written[-1]
        return insert_after(text, prev.span[1], line, line_indent(text, prev.span[0]))
    region = block.parent
    owner = region.parent if region is not None else None
    if (
        not written
        and region is not None
        and region.span is not None
        and owner is not None
        and owner.span is not None
        and len(region.blocks) == 1
    ):
        inner = line_indent(text, owner.span[0]) + "  "
        return insert_after(text, region.span[0] + 1, line, inner)
    return None


def else_branch(text: str, if_op: Operation, line: str) -> Edit | None:
    """``line`` in a new ``else`` region of an ``scf.if`` that has none."""
    if len(if_op.regions) < 2 or if_op.regions[1].blocks or if_op.regions[0].span is None or if_op.results:
        return None
    end = if_op.regions[0].span[1]
    ind = line_indent(text, if_op.span[0])
    nl = newline_of(text)
    return (end, end, f" else {{{nl}{ind}  {line}{nl}{ind}}}")
