"""The ownership lattice and the per-function state of the ownership-based
buffer deallocation pass (MLIR's ``Ownership`` and ``DeallocationState``).

Ownership of a memref value in a block is one point of the lattice
``uninitialized < unique(indicator) < unknown``: ``unique(%c)`` means "this
block must free the buffer iff the ``i1`` value ``%c`` is true".  Joining
``unique(%a)`` with ``unique(%b)`` gives ``unknown`` unless both indicators
are the same value or equal constants; ``uninitialized`` is neutral.

The state keeps, per ``(value, block, resource)``, the ownership (one
indicator per allocation resource of the value, see
``buffer_resources.py``); per block, the memrefs the block is responsible
for ("to free": allocated here, block arguments, live-in values of the same
region); and the liveness the retain lists come from::

    ^bb0:                                   to_free(bb0) = [%a]
      %a = memref.alloc()                   own(%a, bb0, memref) = unique(%true)
      %v = memref.subview %a[...]           own(%v, bb0, memref) = unique(%true) (join of %a)
      %s = arith.select %c, %a, %arg        own(%s, bb0, memref) = unknown
"""

from __future__ import annotations

from ..ir.builder import Builder
from ..ir.nodes import Block, BlockArgument, Operation, Region, Value
from ..ir.rewriter import constant_of
from ..ir.types import is_memref
from .liveness import Liveness

__all__ = [
    "UNINITIALIZED",
    "UNKNOWN",
    "DeallocationState",
    "Ownership",
    "OwnershipError",
    "is_false",
    "is_true",
    "unique",
]


class Ownership:
    """One point of the ownership lattice (immutable)."""

    __slots__ = ("indicator", "state")
    _UNINIT, _UNIQUE, _UNKNOWN = 0, 1, 2

    def __init__(self, state: int, indicator: Value | None = None):
        self.state = state
        self.indicator = indicator

    @property
    def is_uninitialized(self) -> bool:
        return self.state == self._UNINIT

    @property
    def is_unique(self) -> bool:
        return self.state == self._UNIQUE

    @property
    def is_unknown(self) -> bool:
        return self.state == self._UNKNOWN

    def combined(self, other: Ownership) -> Ownership:
        """The join of two ownerships."""
        if other.state == self._UNINIT:
            return self
        if self.state == self._UNINIT:
            return other
        if self.state != self._UNIQUE or other.state != self._UNIQUE:
            return UNKNOWN
        if _same_indicator(self.indicator, other.indicator):
            return self
        return UNKNOWN

    def __repr__(self) -> str:
        if self.is_unique:
            return f"unique({self.indicator!r})"
        return "unknown" if self.is_unknown else "uninitialized"


UNINITIALIZED = Ownership(Ownership._UNINIT)
UNKNOWN = Ownership(Ownership._UNKNOWN)


def unique(indicator: Value) -> Ownership:
    return Ownership(Ownership._UNIQUE, indicator)


def _const_bool(v: Value):
    a = constant_of(v)
    if a is None:
        return None
    val = getattr(a, "value", None)
    return bool(val) if isinstance(val, (bool, int)) else None


def is_true(v: Value) -> bool:
    return _const_bool(v) is True


def is_false(v: Value) -> bool:
    return _const_bool(v) is False


def _same_indicator(a: Value, b: Value) -> bool:
    if a is b:
        return True
    ca = _const_bool(a)
    return ca is not None and ca == _const_bool(b)


class OwnershipError(Exception):
    """A value the pass must free has no unique ownership (a bug in a
    handler, reported upstream-style as "MemRef value does not have valid
    ownership")."""

    def __init__(self, value: Value):
        super().__init__("MemRef value does not have valid ownership")
        self.value = value


class DeallocationState:
    """Ownerships, to-free lists and liveness of one function."""

    def __init__(self, func_op: Operation, buffer_resources):
        self.liveness = Liveness(func_op)
        self.res = buffer_resources
        self._own: dict[tuple[Value, Block, str], Ownership] = {}
        self._to_free: dict[Block, list[Value]] = {}
        self._order = _program_order(func_op)

    # -- ownership map --------------------------------------------------------
    def update(
        self, value: Value, ownership: Ownership, block: Block | None = None, resource: str | None = None
    ) -> None:
        """Join ``ownership`` into the ownership of ``value`` in ``block``
        (default: its defining block) for ``resource`` (default resource)."""
        if block is None:
            block = value.parent_block
        key = (value, block, resource or self.res.default)
        old = self._own.get(key)
        self._own[key] = ownership if old is None else old.combined(ownership)

    def reset(self, values, block: Block, resource: str | None = None) -> None:
        r = resource or self.res.default
        for v in values:
            self._own[(v, block, r)] = UNINITIALIZED

    def get(self, value: Value, block: Block | None = None, resource: str | None = None) -> Ownership:
        if block is None:
            block = value.parent_block
        return self._own.get((value, block, resource or self.res.default), UNINITIALIZED)

    # -- memrefs to free ------------------------------------------------------
    def add_to_free(self, value: Value, block: Block) -> None:
        self._to_free.setdefault(block, []).append(value)

    def drop_to_free(self, value: Value, block: Block) -> None:
        lst = self._to_free.get(block)
        if lst:
            lst[:] = [v for v in lst if v is not value]

    def to_free(self, block: Block) -> list[Value]:
        return self._to_free.get(block, [])

    def memrefs_and_conditions(
        self, b: Builder, block: Block, resource: str, extract_base: bool = True
    ) -> tuple[list[Value], list[Value]]:
        """The memrefs ``block`` must free for ``resource`` and their
        conditions.  With ``extract_base`` each memref is replaced by its base
        buffer (``memref.extract_strided_metadata``; an unranked memref is
        first cast to rank 0), as ``bufferization.dealloc`` requires.
        Non-default resources skip values whose indicator is constant false."""
        memrefs, conds = [], []
        default = resource == self.res.default
        for v in self.to_free(block):
            if resource not in self.res.indicators(v):
                continue
            own = self._own.get((v, block, resource), UNINITIALIZED)
            if not own.is_unique:
                raise OwnershipError(v)
            assert own.indicator is not None  # unique ownership has its indicator
            if not default and is_false(own.indicator):
                continue
            memrefs.append(base_buffer(b, v) if extract_base else v)
            conds.append(own.indicator)
        return memrefs, conds

    # -- liveness -------------------------------------------------------------
    def sort_values(self, values) -> list[Value]:
        """MLIR's ValueComparator order: block arguments (by index, then
        program order) before op results (program order, then index)."""
        order = self._order

        def key(v: Value):
            if isinstance(v, BlockArgument):
                return (0, v.index, order.get(v.owner, 1 << 60))
            return (1, order.get(v.owner, 1 << 60), v.index)

        return sorted(values, key=key)

    def live_memrefs_in(self, block: Block) -> list[Value]:
        return self.sort_values(v for v in self.liveness.live_in(block) if is_memref(v.type))

    def memrefs_to_retain(
        self, from_block: Block, to_block: Block | None, operands, resource: str | None = None
    ) -> list[Value]:
        """Forwarded memref operands, then the memrefs live out of
        ``from_block`` (and live into ``to_block`` when given), restricted to
        values with an indicator for ``resource``."""
        inds = self.res.indicators
        r = resource or self.res.default
        retain = [v for v in operands if is_memref(v.type) and r in inds(v)]
        live = self.liveness.live_out(from_block)
        if to_block is not None:
            live_in = self.liveness.live_in(to_block)
            live = [v for v in live if v in live_in]
        retain.extend(self.sort_values(v for v in live if is_memref(v.type) and r in inds(v)))
        return retain


def base_buffer(b: Builder, v: Value) -> Value:
    """``memref.extract_strided_metadata`` base of ``v`` (rank 0 cast first
    for an unranked memref)."""
    from ..ir.attrs import StridedLayoutAttr
    from ..ir.types import MemRefType, UnrankedMemRefType

    if isinstance(v.type, UnrankedMemRefType):
        # the type MLIR's ReinterpretCastOp builder infers: memref<T, strided<[]>>
        t = MemRefType((), v.type.element, StridedLayoutAttr(0, ()), v.type.memory_space)
        v = b.reinterpret_cast(v, 0, [], [], t)
    return b.extract_strided_metadata(v)[0]


def _program_order(op: Operation) -> dict:
    """Pre-order index of every op and block nested in ``op``."""
    order: dict = {}
    i = 0
    stack = [op]
    while stack:
        o = stack.pop()
        order[o] = i
        i += 1
        nested = []
        for r in o.regions:
            for b in r.blocks:
                order[b] = i
                i += 1
                nested.extend(b.ops)
        nested.reverse()
        stack.extend(nested)
    return order


def region_is_proper_ancestor(ancestor: Region, region: Region) -> bool:
    """Whether ``region`` is nested (strictly) inside ``ancestor``."""
    cur = region.parent
    while cur is not None:
        blk = cur.parent
        if blk is None:
            return False
        r = blk.parent
        if r is ancestor:
            return True
        if r is None:
            return False
        cur = r.parent
    return False
