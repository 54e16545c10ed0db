"""``memref.rank`` gives the rank of its memref operand (the ``shape_rank``
interface, read by ``passes/promote_to_stack.py``): upstream's promotion to
the stack takes a dynamic size that is a rank to be small.

Kept in a module of its own, loaded after ``memref`` (modules load by name).
"""

from __future__ import annotations

RANK_OPS = ("memref.rank",)


def register(registry) -> None:
    for name in RANK_OPS:
        registry.attach(name, "shape_rank", 0)
