"""Dominator trees of a region's CFG (Cooper, Harvey, Kennedy: "A Simple,
Fast Dominance Algorithm").  Blocks are any hashable nodes; ``succs`` maps
each block to its successors."""

from __future__ import annotations

__all__ = ["reverse_postorder", "dominator_children"]


def reverse_postorder(entry, succs: dict) -> list:
    seen = {entry}
    post = []
    stack = [(entry, iter(succs[entry]))]
    while stack:
        b, it = stack[-1]
        for s in it:
            if s not in seen:
                seen.add(s)
                stack.append((s, iter(succs[s])))
                break
        else:
            stack.pop()
            post.append(b)
    post.reverse()
    return post


def dominator_children(order: list, succs: dict) -> dict:
    """Block -> the blocks it immediately dominates (reachable blocks only,
    in ``order``)."""
    index = {b: i for i, b in enumerate(order)}
    preds: list[list[int]] = [[] for _ in order]
    for b in order:
        i = index[b]
        for s in succs[b]:
            j = index.get(s)
            if j is not None:
                preds[j].append(i)
    idom = [-1] * len(order)
    idom[0] = 0
    changed = True
    while changed:
        changed = False
        for i in range(1, len(order)):
            new = -1
            for p in preds[i]:
                if idom[p] == -1:
                    continue
                if new == -1:
                    new = p
                    continue
                a, b = p, new
                while a != b:
                    while a > b:
                        a = idom[a]
                    while b > a:
                        b = idom[b]
                new = a
            if idom[i] != new:
                idom[i] = new
                changed = True
    children: dict = {}
    for i in range(1, len(order)):
        children.setdefault(order[idom[i]], []).append(order[i])
    return children
