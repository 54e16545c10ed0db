"""A function's ownership contract in one line, for the lens the editor
shows above it::

    owns 2 buffers · frees 1 · returns 1 owned · ABI ok · 1 leak
    func.func @f(%arg0: memref<4xf32>, %c: i1) -> memref<4xf32> {
      %a = memref.alloc() : memref<4xf32>     (owned: counted)
      %b = memref.alloc() : memref<4xf32>     (owned: counted)
      memref.dealloc %a : memref<4xf32>       (a free: counted)
      return %b : memref<4xf32>               (a memref result: the caller owns it)
    }

``owns``: the buffers the function owns where they are made (allocations,
memref results of calls, ``bufls.consumed`` arguments: the pass's rule,
``pass_ownership``); ``frees``: its ops that free a buffer (their memory
effects); ``returns N owned``: its memref results, which the caller owns
under the function-boundary ABI.  ``ABI ok`` unless the checker reported
a boundary problem in the function (BUF101, BUF102), the count of its
other ownership problems, and whether it still needs the deallocation
pipeline (BUF201: it allocates and frees nothing).  Nested functions count for themselves.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from ..diagnostics import Diagnostic
from ..ir import interfaces as I
from ..ir import types as T
from ..ir.nodes import Operation
from .explain.ops import pass_ownership

__all__ = ["FunctionLens", "function_lens"]

ABI_CODES = ("BUF101", "BUF102")
PROBLEM_WORDS = {
    "BUF001": ("leak", "leaks"),
    "BUF002": ("double free", "double frees"),
    "BUF003": ("use after free", "uses after free"),
    "BUF004": ("bad free", "bad frees"),
}


@dataclass
class FunctionLens:
    name: str  # "@f"
    owns: int = 0
    frees: int = 0
    returns_owned: int = 0
    abi: Counter = field(default_factory=Counter)  # ABI code -> count
    problems: Counter = field(default_factory=Counter)  # BUF00x -> count
    undeallocated: bool = False  # BUF201: allocates and frees nothing yet

    def line(self) -> str:
        parts = [
            f"owns {self.owns} buffer{'' if self.owns == 1 else 's'}",
            f"frees {self.frees}",
            f"returns {self.returns_owned} owned",
        ]
        if self.abi:
            n = sum(self.abi.values())
            parts.append(f"ABI: {n} problem{'' if n == 1 else 's'} ({', '.join(sorted(self.abi))})")
        else:
            parts.append("ABI ok")
        if self.undeallocated:
            parts.append("needs the deallocation pipeline")
        for code in sorted(self.problems):
            one, many = PROBLEM_WORDS[code]
            n = self.problems[code]
            parts.append(f"{n} {one if n == 1 else many}")
        return " · ".join(parts)


def function_lens(func: Operation, diagnostics: list[Diagnostic], resources, symbols=None) -> FunctionLens:
    """The lens of ``func``; ``diagnostics``: the document's, those within
    the function's span (and not in a nested function) count."""
    sym = func.attr("sym_name")
    lens = FunctionLens(f"@{sym.value}" if sym is not None else "(function)")
    body = I.callable_body(func)
    if body is None or not body.blocks:
        return lens
    nested: list[tuple[int, int]] = []
    for op in _own_ops(func, nested):
        for r in op.results:
            if T.is_memref(r.type) and pass_ownership(r, resources, symbols).kind == "owned":
                lens.owns += 1
        effects = I.memory_effects(op, resources) or ()
        lens.frees += any(e.effect is I.Effect.FREE for e in effects)
    lens.owns += sum(
        1 for a in body.blocks[0].args if T.is_memref(a.type) and pass_ownership(a, resources).kind == "owned"
    )
    ft = getattr(func.attr("function_type"), "type", None)
    lens.returns_owned = sum(1 for t in getattr(ft, "results", ()) if T.is_memref(t))
    lo, hi = func.span if func.span is not None else (0, -1)
    for d in diagnostics:
        if not lo <= d.start <= hi or any(a <= d.start <= b for a, b in nested):
            continue
        if d.code in ABI_CODES:
            lens.abi[d.code] += 1
        elif d.code in PROBLEM_WORDS:
            lens.problems[d.code] += 1
        elif d.code == "BUF201":
            lens.undeallocated = True
    return lens


def _own_ops(func: Operation, nested: list[tuple[int, int]]):
    """The ops of ``func``'s body, nested functions left out (their spans
    go to ``nested``)."""
    todo = [func]
    while todo:
        op = todo.pop()
        for region in op.regions:
            for block in region.blocks:
                for inner in block.ops:
                    if I.callable_body(inner) is not None:
                        if inner.span is not None:
                            nested.append(inner.span)
                        continue
                    yield inner
                    todo.append(inner)
