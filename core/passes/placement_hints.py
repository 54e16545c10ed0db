"""What ``--buffer-loop-hoisting`` and ``--promote-buffers-to-stack`` would
change, said before they run: the ``BUF301`` and ``BUF302`` hints of
``bufls --check`` and the editor, with their quick fixes and the hover
words (``core/services``).

BUF302: an allocation that promotion to the stack would replace by the
stack resource's alloc op, with the pass's default limits (1024 bytes,
rank 1; ``promote_to_stack.promotion_verdict``): a small buffer that nothing
frees and no function returns.  The quick fix changes the op's name::

    %a = memref.alloc() : memref<4xf32>    ->    %a = memref.alloca() : memref<4xf32>

An allocation inside a sequential loop that the pass would move out (its
sizes do not depend on the loop, no iteration passes the buffer to the next
or out of the loop: ``hoisting.py``) allocates and frees the same buffer on
every iteration.  It is reported when moving it keeps the program right as
written: nothing frees the buffer (input of the deallocation pipeline, which
then frees it once after the loop), or the one free is in the allocation's
own block, which then moves after the loop too::

    scf.for %i = %c0 to %n step %c1 {               %a = memref.alloc() : memref<4xf32>
      %a = memref.alloc() : memref<4xf32>           scf.for %i = %c0 to %n step %c1 {
      memref.store %x, %a[%c0] : memref<4xf32>  ->    memref.store %x, %a[%c0] : memref<4xf32>
      memref.dealloc %a : memref<4xf32>             }
    }                                               memref.dealloc %a : memref<4xf32>
"""

from __future__ import annotations

from ..analysis.block_dominance import BlockDominance
from ..analysis.region_loops import is_sequential_loop
from ..analysis.view_flow import aliases
from ..diagnostics import Diagnostic, Related
from ..ir.interfaces import Effect, is_function, memory_effects
from ..ir.nodes import Operation, walk
from .hoisting import _placement, hoisting_candidates
from .promote_to_stack import promotion_verdict, stack_promotions

__all__ = [
    "HINT_CODES",
    "LoopHoist",
    "loop_hoisting_hints",
    "loop_hoists",
    "placement_hints",
    "placement_words",
    "stack_promotion_hints",
    "stack_promotions_in",
    "wanted_hints",
]


class LoopHoist:
    """``alloc`` would move before ``loop`` (the outermost loop it leaves);
    ``free``, its one free in its own block, after ``loop``."""

    __slots__ = ("alloc", "loop", "free", "alloc_span", "loop_span")

    def __init__(self, alloc: Operation, loop: Operation, free: Operation | None):
        self.alloc, self.loop, self.free = alloc, loop, free
        assert alloc.span is not None and loop.span is not None  # (ops of the parsed text)
        self.alloc_span: tuple[int, int] = tuple(alloc.name_span or alloc.span)  # type: ignore[assignment]
        self.loop_span: tuple[int, int] = tuple(loop.span)  # type: ignore[assignment]


def loop_hoists(root: Operation, resources, recovered=()) -> list[LoopHoist]:
    """The allocations of the functions in ``root`` (``root`` itself if it
    is one) that loop hoisting would move and that can move as written.
    Functions in ``recovered`` spans (rebuilt after a syntax error) are
    skipped, as the checker skips them."""
    out = []
    for func in _functions(root, recovered):
        doms = BlockDominance()
        for op in hoisting_candidates(func, resources, loops=True):
            resource = resources.for_alloc(op)
            if resource is None or resource.automatic or op.span is None:
                continue
            frees = _frees(op, resources)
            if frees is None:
                continue
            try:
                placement = _placement(op, doms, True)
            except (NotImplementedError, KeyError, AttributeError, ValueError):
                continue  # (IR being edited: a use of an undefined value, a block of another region)
            if placement is None or placement is op.parent:
                continue
            loop = op
            while loop is not None and loop.parent is not placement:
                loop = loop.parent_op
            if loop is None or loop.span is None:
                continue
            out.append(LoopHoist(op, loop, frees[0] if frees else None))
    return out


def _functions(root: Operation, recovered=()) -> list[Operation]:
    """``root`` if it is a function, else its functions; not those in
    ``recovered`` spans (rebuilt after a syntax error: the checker skips
    them too)."""
    funcs = [root] if is_function(root) else [op for op in walk(root) if op is not root and is_function(op)]
    if recovered:
        funcs = [f for f in funcs if not (f.span and any(s <= f.span[0] < e for s, e in recovered))]
    return funcs


def stack_promotions_in(root: Operation, resources, recovered=()) -> list[tuple[Operation, str]]:
    """``(allocation, stack alloc op)`` for what ``--promote-buffers-to-stack``
    would promote in the functions of ``root`` (ops of the parsed text)."""
    out: list[tuple[Operation, str]] = []
    for func in _functions(root, recovered):
        try:
            found = stack_promotions(func, resources)
        except (NotImplementedError, KeyError, AttributeError, ValueError):
            continue  # (IR being edited)
        out.extend((op, target) for op, target in found if op.span is not None)
    return out


def stack_promotion_hints(root: Operation, resources, recovered=()) -> list[Diagnostic]:
    """``BUF302`` for each of ``stack_promotions_in``."""
    out = []
    for op, target in stack_promotions_in(root, resources, recovered):
        start, end = op.name_span or op.span or (0, 0)
        out.append(
            Diagnostic.make(
                "BUF302",
                f"'{op.name}' allocates a small buffer that never leaves its scope: it could be on the stack, "
                f"as '{target}' (promote-buffers-to-stack)",
                start,
                end,
            )
        )
    return out


HINT_CODES = ("BUF301", "BUF302")


def placement_hints(root: Operation, resources, source=None, recovered=(), codes=HINT_CODES) -> list[Diagnostic]:
    """The hints of ``codes`` (BUF301, BUF302) of the functions in ``root``."""
    out = loop_hoisting_hints(root, resources, source, recovered) if "BUF301" in codes else []
    return out + (stack_promotion_hints(root, resources, recovered) if "BUF302" in codes else [])


def wanted_hints(config) -> tuple[str, ...]:
    """The codes of ``HINT_CODES`` that ``config`` reports."""
    from ..diagnostics import Severity

    return tuple(c for c in HINT_CODES if config.severity_of(c, Severity.HINT) is not None)


def _frees(op: Operation, resources) -> list[Operation] | None:
    """The frees of ``op``'s buffer when they allow the move (none, or one
    in its own block after it, freeing the buffer itself); else None."""
    found = []
    for alias in aliases(op.results[0]):
        for user, _ in alias.uses:
            fx = memory_effects(user, resources) or []
            if any(e.effect is Effect.FREE and e.value(user) is alias for e in fx):
                found.append(user)
    if not found:
        return []
    if len(found) == 1 and found[0].parent is op.parent and found[0].span is not None:
        ops = op.parent.ops
        if ops.index(found[0]) > ops.index(op) and found[0].operands and found[0].operands[0] is op.results[0]:
            return found
    return None


def loop_hoisting_hints(root: Operation, resources, source=None, recovered=()) -> list[Diagnostic]:
    """``BUF301`` for each of ``loop_hoists``."""
    out = []
    for h in loop_hoists(root, resources, recovered):
        where = f" at line {source.line_col(h.loop.span[0])[0] + 1}" if source is not None else ""
        what = "with its free after the loop" if h.free is not None else "(the pipeline then frees it once)"
        start, end = h.alloc_span
        loop_start, loop_end = h.loop.name_span or h.loop_span
        out.append(
            Diagnostic.make(
                "BUF301",
                f"'{h.alloc.name}' allocates the same buffer on every iteration of the loop{where}: it could be "
                f"allocated once before the loop {what} (buffer-loop-hoisting)",
                start,
                end,
                (Related(loop_start, loop_end, "the loop it does not depend on"),),
            )
        )
    return out


def placement_words(op: Operation, resources, source=None) -> list[str]:
    """What the buffer optimizations would do with the allocation ``op``, or
    why not (hover): loop hoisting (for an op in a loop), then promotion to
    the stack; nothing for an op that is not a heap allocation."""
    return _loop_words(op, resources, source) + _stack_words(op, resources)


def _stack_words(op: Operation, resources) -> list[str]:
    try:
        target, why_not = promotion_verdict(op, resources)
    except (NotImplementedError, KeyError, AttributeError, ValueError):
        return []  # (IR being edited)
    if target is not None:
        return [f"promote-buffers-to-stack would allocate it on the stack, as '{target}' (BUF302)"]
    return [f"stays on the heap under promote-buffers-to-stack: {why_not}"] if why_not else []


def _loop_words(op: Operation, resources, source=None) -> list[str]:
    resource = resources.for_alloc(op) if op.results else None
    if resource is None or resource.automatic:
        return []
    loop = op.parent_op
    while loop is not None and not is_function(loop) and not is_sequential_loop(loop):
        loop = loop.parent_op
    if loop is None or is_function(loop):
        return []

    def line(o) -> str:
        return f" at line {source.line_col(o.span[0])[0] + 1}" if source is not None and o.span else ""

    if not getattr(resource, "hoist", True):
        return [f"stays in the loop{line(loop)}: resource '{resource.name}' says hoist = false"]
    func = op.parent_op
    while func is not None and not is_function(func):
        func = func.parent_op
    for h in loop_hoists(func, resources) if func is not None else ():
        if h.alloc is op:
            return [f"buffer-loop-hoisting would allocate it once, before the loop{line(h.loop)} (BUF301)"]
    inside = [v for v in op.operands if _defined_in(v, loop)]
    if inside:
        return [
            f"stays in the loop{line(loop)}: its size depends on {', '.join('%' + (v.name or '?') for v in inside)}"
        ]
    return [
        f"stays in the loop{line(loop)}: its buffer reaches the next iteration or leaves the loop, or it is freed "
        f"where a move would break"
    ]


def _defined_in(v, loop: Operation) -> bool:
    block = v.parent_block
    op = block.parent_op if block is not None else None
    while op is not None:
        if op is loop:
            return True
        op = op.parent_op
    return False
