"""``--expand-realloc``: each op with a ``REALLOC_EXPANSION`` model
(``memref.realloc``: ``dialects/_memref_realloc.py``) expanded into its
parts, as upstream::

    %r = memref.realloc %src(%n) : memref<2xf32> to memref<?xf32>
  ->
    %r = scf.if (old size < %n) { alloc, copy into a subview, [dealloc %src,] yield }
         else { yield a reinterpret_cast of %src }

The buffer-deallocation pipeline runs it with ``emit-deallocs=false``: the
ownership pass then frees the old buffer like any other.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..ir.buffer_deallocation import REALLOC_EXPANSION
from ..ir.nodes import Operation
from ..ir.registry import registry
from .base import ModulePass, register

__all__ = ["ExpandRealloc", "expand_realloc"]


def expand_realloc(root: Operation, emit_deallocs: bool = True) -> int:
    """Expand every op of ``root`` its dialect can expand; returns how many."""
    expanded = 0
    for op in list(root.walk()):
        model = registry.get(op.name)
        expand = model.interfaces.get(REALLOC_EXPANSION) if model is not None else None
        if expand is not None and expand(op, emit_deallocs):
            expanded += 1
    return expanded


@register
class ExpandRealloc(ModulePass):
    name = "expand-realloc"
    summary = "Expand memref.realloc operations into their components"

    @dataclass(frozen=True)
    class Options:
        emit_deallocs: bool = True

    def run(self, module_op) -> None:
        expand_realloc(module_op, self.options.emit_deallocs)
