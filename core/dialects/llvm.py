"""The LLVM dialect: only the function argument attributes bufls reads
(``ir/contracts.py``); its ops are not modelled (they are kept as written).

``llvm.noalias`` is a unit attribute on an argument that lowers to a
pointer (a memref)::

    func.func private @axpy(memref<4xf32> {llvm.noalias}, memref<4xf32>)
"""

from __future__ import annotations

from ..ir import attrs as A
from ..ir import types as T

__all__ = ["register", "verify_arg_attribute"]


def verify_arg_attribute(name: str, attr, t, report) -> None:
    """MLIR's ``LLVMDialect::verifyRegionArgAttribute`` for ``llvm.noalias``."""
    if name != "llvm.noalias":
        return
    if not isinstance(attr, A.UnitAttr):
        report('"llvm.noalias" should be a unit attribute')
    elif t is not None and not (T.is_memref(t) or "ptr" in str(t)):
        report(f'"llvm.noalias" on an argument of type {t}, which is not a pointer or a memref')


def register(registry) -> None:
    registry.add_argument_attribute_verifier("llvm", verify_arg_attribute)
