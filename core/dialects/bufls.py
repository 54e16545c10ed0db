"""bufls' own attributes (no ops): the function-boundary contract
``bufls.consumed`` on a memref argument (``ir/contracts.py``); the
``bufls.resource`` op attribute depends on the configured resources and is
checked with them (``analysis/resource_attrs.py``)."""

from __future__ import annotations

from ..ir.contracts import verify_bufls_argument_attribute

__all__ = ["register"]


def register(registry) -> None:
    registry.add_argument_attribute_verifier("bufls", verify_bufls_argument_attribute)
