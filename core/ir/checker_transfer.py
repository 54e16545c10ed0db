"""The checker-transfer interface: what an op *is* for the ownership
checker, when its memory effects and views do not say enough.

Most ops need nothing here: the checker (``core/checker/transfer.py``)
reads their memory effects, views, aliasing and calls.  A few ops carry the
values the deallocation pipeline computes ownership with (``i1``
conditions, buffer pointers, the small arrays of the lowered
``bufferization.dealloc``); the checker interprets them when their dialect
attaches a ``TransferModel`` under the interface key ``KEY`` in its
``register(registry)``::

    registry.attach("memref.load", KEY, TransferModel("load"))

The dialect says which role the op plays (a fact about the op); the checker
maps each role to its transfer function (how to reason about it), like an
MLIR interface with one implementation per kind.  Facts other interfaces
already give need no role: the checker reads the ``value`` of an op with the
``constant_like`` trait, and the base buffer of a metadata extraction from
``base_buffer_result`` (``buffer_deallocation.py``).  The roles and the
operand layout each one assumes:

``and``, ``or``, ``xor``
    ``i1`` logic on operands 0 and 1.
``cmpi``
    integer comparison of operands 0 and 1; ``predicate(op)`` names the
    predicate (``eq ne slt sle sgt sge ult ule ugt uge``) or ``None``.
``select``
    the result is operand 1 where operand 0 holds, else operand 2 (values
    or buffers).
``pointer``
    the result (an index) is the address of memref operand 0's buffer.
``load``
    reads memref operand 0 at the indices ``operands[1:]``; the result is the
    element (tracked for small static buffers).
``store``
    writes operand 0 into memref operand 1 at the indices ``operands[2:]``.
``get_global``
    the result is the global buffer named by the ``name`` symbol attribute.
``dim``
    the result is the size of dimension operand 1 of memref operand 0.
``dealloc``
    ``bufferization.dealloc (memrefs) if (conditions) retain (retained)``
    (three operand segments): frees each memref whose condition holds and
    that aliases no retained value; result ``j`` says whether retained
    value ``j`` was among the freed ones.
``assert``
    execution continues only where operand 0 holds.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .nodes import Operation
from .registry import registry

__all__ = ["KEY", "ROLES", "TransferModel", "transfer_model", "transfer_role"]

KEY = "checker_transfer"

ROLES = frozenset(
    {"and", "or", "xor", "cmpi", "select", "pointer", "load", "store", "get_global", "dim", "dealloc", "assert"}
)


@dataclass(frozen=True)
class TransferModel:
    role: str
    # ``cmpi``: ``predicate(op) -> str | None`` (the predicate's name).
    predicate: Callable[[Operation], str | None] | None = None

    def __post_init__(self) -> None:
        assert self.role in ROLES, f"unknown checker-transfer role {self.role!r}"
        assert (self.role == "cmpi") == (self.predicate is not None), (
            "a predicate is given to the cmpi role, and to it only"
        )


def transfer_model(op: Operation) -> TransferModel | None:
    """The op's ``TransferModel`` (``None``: the generic transfer only)."""
    model = registry.get(op.name)
    return model.interfaces.get(KEY) if model is not None else None


def transfer_role(op: Operation) -> str | None:
    model = transfer_model(op)
    return model.role if model is not None else None
