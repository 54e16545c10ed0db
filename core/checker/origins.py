"""Abstract buffers and the values that point into them (aliasing).

Each allocation the checker sees executed on a path is one abstract buffer
(``Buf``), identified by a number unique in the function's analysis.  A
memref SSA value is ``("m", buffer id, view)``: the buffer it points into,
and ``view`` = None when the value is the buffer itself (the allocation, a
``memref.cast`` of it: views whose model declares ``view_keeps_base``; the
base of ``memref.extract_strided_metadata``) or
the view op that made it (``memref.subview``, ``reinterpret_cast``...):
views and casts alias their base.  An index from
``memref.extract_aligned_pointer_as_index`` is ``("p", buffer id)``.

Kinds of buffers:

* ``owned``: allocated in this function (an alloc op, a clone, the result of
  a call: results of calls are owned by the caller); ``owned`` says when the
  function owns it (an ``i1`` expression: ``True``, or the ownership result
  of a call under private-function-dynamic-ownership);
* ``arg``: the memory of a memref argument (never owned by the callee;
  arguments may alias each other);
* ``auto``: an automatic resource (``memref.alloca``), freed by scope exit;
* ``global``: ``memref.get_global``;
* ``unknown``: produced by an op the checker cannot see through (never
  reported).

Distinct allocations never alias; two buffers that are not both fresh
allocations may (``may_alias``): their pointer comparison is an atom.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

__all__ = [
    "ARG",
    "AUTO",
    "FREED",
    "GLOBAL",
    "LIVE",
    "MAYBE",
    "OWNED",
    "TOP",
    "TRACKED_ELEMENTS",
    "UNKNOWN",
    "Buf",
    "may_alias",
    "memval",
]

OWNED, ARG, AUTO, GLOBAL, UNKNOWN = "owned", "arg", "auto", "global", "unknown"
LIVE, FREED, MAYBE = "live", "freed", "maybe"

# A memref value whose buffer is not known after a conservative join.
TOP = 0

# Contents are tracked for small static buffers of these element kinds (the
# pointer and condition arrays of the lowered ``bufferization.dealloc``).
TRACKED_ELEMENTS = 1024


@dataclass(frozen=True, slots=True, eq=False)
class Buf:
    id: int
    kind: str
    site: object  # the alloc/call/get_global op, or the argument Value
    name: str  # "%alloc", "%arg0", "@glob"
    resource: object = None  # resources.Resource or None
    status: str = LIVE
    owned: object = False  # boolexpr
    free_op: object = None  # the first free
    free_mark: int = 0  # path length at the first free
    alloc_mark: int = 0  # path length at the allocation
    escaped: bool = False  # stored into memory: leaks are not reported
    fresh: bool = False  # a new allocation (cannot alias any other buffer)
    size: int | None = None  # element count when small and static (contents tracked)
    contents: dict | None = field(default=None)  # element index -> abstract value
    dims: tuple | None = None  # abstract sizes (("i", n) or unknown ints) when known
    refs: int = 1  # references held here (reference-counted resources; an argument's: 0 until retained)

    def with_(self, **changes) -> Buf:
        return replace(self, **changes)

    def signature(self, canon_value) -> tuple:
        """What distinguishes two states' buffers (without the id)."""
        contents = None
        if self.contents:
            contents = tuple(sorted((k, canon_value(v)) for k, v in self.contents.items()))
        dims = None if self.dims is None else tuple(canon_value(d) for d in self.dims)
        return (
            self.kind,
            id(self.site),
            getattr(self.resource, "name", None),
            self.status,
            canon_value(self.owned),
            self.escaped,
            contents,
            dims,
            self.refs,
        )


def memval(buf_id: int, view=None) -> tuple:
    return ("m", buf_id, view)


def may_alias(a: Buf, b: Buf) -> bool:
    """Whether two distinct buffers may share memory: not when one of them
    was allocated on this path (distinct allocations never alias), nor two
    different globals."""
    if a.fresh or b.fresh:
        return False
    return not (a.kind == GLOBAL and b.kind == GLOBAL)
