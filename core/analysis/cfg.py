"""Control-flow graph helpers for the deallocation passes: the block order
the ownership pass walks in, and CFG loops (back edges).

``dominance_order(region)`` is MLIR's ``ForwardDominanceIterator`` order: a
depth-first pre-order from the entry block along successors, so every block
comes after all of its dominators.  Blocks unreachable from the entry come
last, in region order (MLIR skips them; bufls still processes them so that
their branches into reachable blocks stay well-formed).

``back_edges(op)`` lists the edges ``(from, to)`` of explicit control-flow
loops in the regions nested in ``op`` (an edge to a block that is on the
current depth-first path)::

    ^bb1(%m: memref<2xf32>):          back_edges = [(^bb1, ^bb1)]
      cf.br ^bb1(%m : memref<2xf32>)
"""

from __future__ import annotations

from ..ir.nodes import Block, Operation, Region

__all__ = ["back_edges", "dominance_order", "has_back_edges"]


def _successors(block: Block) -> list[Block]:
    t = block.terminator
    return list(t.successors) if t is not None else []


def dominance_order(region: Region) -> list[Block]:
    """Blocks of ``region``: DFS pre-order from the entry, then the rest."""
    blocks = region.blocks
    if not blocks:
        return []
    if len(blocks) == 1:
        return [blocks[0]]
    entry = blocks[0]
    order: list[Block] = [entry]
    seen = {entry}
    # pre-order of a recursive DFS (llvm::depth_first), without recursion
    stack = [iter(_successors(entry))]
    while stack:
        for s in stack[-1]:
            if s not in seen and s.parent is region:
                seen.add(s)
                order.append(s)
                stack.append(iter(_successors(s)))
                break
        else:
            stack.pop()
    if len(order) != len(blocks):
        order.extend(b for b in blocks if b not in seen)
    return order


def back_edges(op: Operation) -> list[tuple[Block, Block]]:
    """Edges closing a CFG cycle, in every region nested in ``op``."""
    edges: list[tuple[Block, Block]] = []
    for nested in op.walk():
        for region in nested.regions:
            if len(region.blocks) > 1:
                edges.extend(_region_back_edges(region))
    return edges


def has_back_edges(op: Operation) -> bool:
    return bool(back_edges(op))


def _region_back_edges(region: Region) -> list[tuple[Block, Block]]:
    """Classic three-colour DFS from the entry block."""
    WHITE, GREY, BLACK = 0, 1, 2
    colour = dict.fromkeys(region.blocks, WHITE)
    edges: list[tuple[Block, Block]] = []
    entry = region.blocks[0]
    colour[entry] = GREY
    stack = [(entry, iter(_successors(entry)))]
    while stack:
        b, it = stack[-1]
        for s in it:
            c = colour.get(s)
            if c is None:
                continue
            if c == GREY:
                edges.append((b, s))
            elif c == WHITE:
                colour[s] = GREY
                stack.append((s, iter(_successors(s))))
                break
        else:
            colour[b] = BLACK
            stack.pop()
    return edges
