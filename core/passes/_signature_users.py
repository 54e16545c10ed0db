"""Refusing a signature change that other references to a function would
contradict.

``buffer-results-to-out-params`` and ``drop-equivalent-buffer-results``
change function types and rebuild the calls; any other op referring to a
changed function (``func.constant @f : (memref<2xf32>) -> memref<2xf32>``)
still states the old type.  mlir-opt fails such IR in the verifier after the
pass; bufls refuses it as a located PassError with the verifier's message,
rather than print IR that no longer verifies::

    func.func private @f() -> memref<2xf32> { ... }
    %c = func.constant @f : () -> memref<2xf32>
  ->
    error: 'func.constant' op reference to function with mismatched type

Which references care about the type is the op's own verifier (its dialect
model), not a list here.
"""

from __future__ import annotations

from ..ir.interfaces import call_target
from ..ir.nodes import Operation
from ..ir.symbols import symbol_refs
from ..ir.verifier import verify_op
from .base import PassError

__all__ = ["check_symbol_users"]


def check_symbol_users(module: Operation, changed: set[str]) -> None:
    """Raise a PassError at the first op outside calls that refers to one of
    the ``changed`` top-level functions and no longer verifies."""
    if not changed:
        return
    for op in module.walk():
        if op is module or call_target(op) is not None:
            continue
        if not any(r.root in changed and not r.nested for r in symbol_refs(op)):
            continue
        for d in verify_op(op):
            if d.severity.name == "ERROR":
                raise PassError.at(op, d.message)
