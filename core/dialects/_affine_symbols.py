"""Which operands of the affine ops may be symbols: MLIR's ``isValidSymbol``
as far as bufls can be sure of it (the affine dialect's verify hooks use it).

A symbol is a value fixed for the whole affine scope (the nearest ancestor op
with the ``affine_scope`` trait: ``func.func``, ``gpu.func``, ``gpu.launch``,
``builtin.module``): an argument of the scope's region, a constant, ...  An
enclosing loop's induction variable is not one::

    affine.for %i = 0 to 10 {
      affine.for %j = 0 to %i {    // 'affine.for' op operand cannot be used as a symbol
"""

from __future__ import annotations

from ..ir.nodes import BlockArgument
from ..ir.registry import registry as _registry

__all__ = ["not_a_symbol", "check_symbols"]


def not_a_symbol(op, value) -> bool:
    """True when MLIR's ``isValidSymbol`` surely fails for ``value`` used by
    ``op``: a block argument of a region nested inside ``op``'s affine scope
    (e.g. an enclosing loop's induction variable).  Every op from ``op`` up to
    the argument's owner must be known to bufls and not an ``affine_scope``
    (whose region arguments are symbols); otherwise the answer is False."""
    if not isinstance(value, BlockArgument) or value.owner is None:
        return False
    owner = value.owner.parent_op
    for anc in op.ancestors():
        model = _registry.get(anc.name)
        if model is None or model.has("affine_scope"):
            return False
        if anc is owner:
            return True
    return False


def check_symbols(op, report, operands, num_dims: int) -> bool:
    """MLIR's verifyDimAndSymbolIdentifiers, for the symbols only."""
    if any(not_a_symbol(op, v) for v in operands[num_dims:]):
        report(f"'{op.name}' op operand cannot be used as a symbol", op.name_span)
        return False
    return True
