"""The ``bufls.resource`` attribute of an op, checked against the resources
of the configuration (``resources.py``: the resource of one allocation).

``memref.alloc() {bufls.resource = "pool"}`` allocates a buffer of resource
``pool``; on a free op (``"acme.free"(%m) {bufls.resource = "pool"}``) it
says which of the resources sharing that op frees.  What is wrong with one
is a ``verify`` error on the op, and the op is then read without it::

    %a = memref.alloc() {bufls.resource = 3} : memref<4xf32>
        error: 'memref.alloc' op attribute 'bufls.resource' must be a string naming an allocation resource, not 3
    %b = memref.alloc() {bufls.resource = "poll"} : memref<4xf32>
        error: 'memref.alloc' op attribute 'bufls.resource' names no allocation resource: 'poll' (did you mean 'pool'?)
    %c = arith.constant {bufls.resource = "pool"} 0 : index
        error: 'arith.constant' op attribute 'bufls.resource': the op neither allocates nor frees a buffer

``bufls --check`` and the language server report them with the checker's
diagnostics; ``bufls opt`` rejects the input at the first one.
"""

from __future__ import annotations

from ..diagnostics import Diagnostic
from .resources import RESOURCE_ATTR

__all__ = ["resource_attribute_problems"]


def resource_attribute_problems(root, resources) -> list[Diagnostic]:
    """A ``verify`` diagnostic for each bad ``bufls.resource`` attribute of
    ``root`` or an op nested in it."""
    out: list[Diagnostic] = []
    for op in root.walk():
        attrs = op.attributes
        if not attrs or RESOURCE_ATTR not in attrs:
            continue
        message = attribute_problem(op, resources)
        if message is not None:
            start, end = _span(op)
            out.append(Diagnostic.make("verify", message, start, end))
    return out


def attribute_problem(op, resources) -> str | None:
    """What is wrong with ``op``'s ``bufls.resource`` attribute (None: nothing)."""
    attr = op.attributes.get(RESOURCE_ATTR)
    if attr is None:
        return None
    head = f"'{op.name}' op attribute '{RESOURCE_ATTR}'"
    name = getattr(attr, "value", None)
    if type(attr).__name__ != "StringAttr" or not isinstance(name, str):
        return f"{head} must be a string naming an allocation resource, not {attr}"
    known = resources.names()
    if name not in known:
        import difflib

        close = difflib.get_close_matches(name, known, n=1, cutoff=0.6)
        hint = f" (did you mean '{close[0]}'?)" if close else f" (resources: {', '.join(known)})"
        return f"{head} names no allocation resource: '{name}'{hint}"
    if resources.allocates(op.name):
        return None
    if resources.frees_with(op.name):
        res = resources.by_name(name)
        if res.dealloc is None:
            return f"{head}: resource '{name}' is freed by scope exit, never by an op"
        if res.dealloc != op.name:
            return f"{head}: resource '{name}' does not free with '{op.name}' (its dealloc op is '{res.dealloc}')"
        return None
    return f"{head}: the op neither allocates nor frees a buffer of a resource"


def _span(op) -> tuple[int, int]:
    while op is not None:
        s = op.name_span or op.span
        if s is not None:
            return s
        op = op.parent_op
    return (0, 0)
