"""The IR: operations, blocks, regions and SSA values with use lists.

Operations are generic objects: the name says what an op is, and its
behaviour (assembly format, traits, memory effects, ...) comes from the
dialect registry (``registry.py``), so unregistered ops and ops declared in
configuration are handled like any other.

Every entity parsed from text keeps its source span as ``(start, end)``
character offsets: an op (``span``, ``name_span``), each result and block
argument (``Value.span``), each operand use (``Operation.operand_spans``),
each successor reference, each block label, and symbol names.  Entities
created by passes have ``None`` spans.
"""

from __future__ import annotations

from collections.abc import Iterator

from .attrs import Attr
from .types import Type

__all__ = ["Value", "OpResult", "BlockArgument", "Operation", "Block", "Region", "walk", "dispose", "unlink"]

Span = tuple[int, int]
"""``(start, end)`` character offsets into the source text."""


class Value:
    """An SSA value.  ``name`` is the source name without ``%`` (a hint for
    the printer); ``uses`` lists ``(op, operand index)`` pairs."""

    __slots__ = ("type", "name", "uses", "span")

    def __init__(self, type: Type, name: str | None = None, span: Span | None = None):
        self.type = type
        self.name = name
        self.uses: list[tuple[Operation, int]] = []
        self.span = span

    @property
    def users(self) -> Iterator[Operation]:
        seen = set()
        for op, _ in self.uses:
            if id(op) not in seen:
                seen.add(id(op))
                yield op

    def replace_all_uses_with(self, other: Value) -> None:
        for op, i in list(self.uses):
            op.set_operand(i, other)

    @property
    def parent_block(self) -> Block | None:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"%{self.name or '?'}: {self.type}"


class OpResult(Value):
    __slots__ = ("owner", "index")

    def __init__(self, type: Type, owner: Operation, index: int, name: str | None = None, span: Span | None = None):
        super().__init__(type, name, span)
        self.owner = owner
        self.index = index

    @property
    def parent_block(self) -> Block | None:
        return self.owner.parent


class BlockArgument(Value):
    __slots__ = ("owner", "index")

    def __init__(self, type: Type, owner: Block, index: int, name: str | None = None, span: Span | None = None):
        super().__init__(type, name, span)
        self.owner = owner
        self.index = index

    @property
    def parent_block(self) -> Block | None:
        return self.owner


class Operation:
    """One operation.

    ``attributes`` holds the discardable and inherent attributes (printed in
    the attribute dictionary or by the custom form); ``properties`` the
    inherent attributes written in ``<{...}>`` in generic form.  ``loc`` keeps
    the trailing ``loc(...)`` text if the source had one.
    """

    __slots__ = (
        "name",
        "operands",
        "results",
        "attributes",
        "properties",
        "regions",
        "successors",
        "parent",
        "span",
        "name_span",
        "operand_spans",
        "successor_spans",
        "loc",
        "symbol_span",
        "generic",
        "opaque",
        "pending",
    )

    def __init__(
        self,
        name: str,
        operands=(),
        result_types=(),
        attributes=None,
        properties=None,
        regions=0,
        successors=(),
        span: Span | None = None,
        name_span: Span | None = None,
    ):
        self.name = name
        self.operands: list[Value] = []
        self.operand_spans: list[Span | None] = []
        # (the parser creates hundreds of thousands of ops with only a name
        # and spans: the empty cases cost no loop)
        self.results: list[OpResult] = (
            [OpResult(t, self, i) for i, t in enumerate(result_types)] if result_types else []
        )
        self.attributes: dict[str, Attr] = attributes if attributes is not None else {}
        self.properties: dict[str, Attr] = properties if properties is not None else {}
        self.regions: list[Region] = []
        if successors:
            self.successors: list[Block] = list(successors)
            self.successor_spans: list[Span | None] = [None] * len(self.successors)
        else:
            self.successors = []
            self.successor_spans = []
        self.parent: Block | None = None
        self.span = span
        self.name_span = name_span
        self.loc: str | None = None
        self.symbol_span: Span | None = None
        self.generic = False  # parsed from the generic form
        self.opaque: str | None = None  # source text of an op bufls could not read
        self.pending = None  # (operand refs, successor refs) until names are resolved
        if operands:
            for v in operands:
                self.add_operand(v)
        if regions:
            if isinstance(regions, int):
                for _ in range(regions):
                    self.add_region(Region())
            else:
                for r in regions:
                    self.add_region(r)

    # -- operands -----------------------------------------------------------
    def add_operand(self, value: Value, span=None) -> None:
        value.uses.append((self, len(self.operands)))
        self.operands.append(value)
        self.operand_spans.append(span)

    def set_operand(self, index: int, value: Value) -> None:
        old = self.operands[index]
        old.uses.remove((self, index))
        value.uses.append((self, index))
        self.operands[index] = value

    def set_operands(self, values) -> None:
        self.drop_operand_uses()
        self.operands = []
        self.operand_spans = []
        for v in values:
            self.add_operand(v)

    def drop_operand_uses(self) -> None:
        for i, v in enumerate(self.operands):
            try:
                v.uses.remove((self, i))
            except ValueError:
                pass

    # -- results, regions, successors ----------------------------------------
    def add_result(self, type: Type, name: str | None = None) -> OpResult:
        r = OpResult(type, self, len(self.results), name)
        self.results.append(r)
        return r

    def add_region(self, region: Region) -> Region:
        region.parent = self
        self.regions.append(region)
        return region

    @property
    def result(self) -> OpResult:
        assert len(self.results) == 1, f"{self.name} has {len(self.results)} results"
        return self.results[0]

    # -- attributes ----------------------------------------------------------
    def attr(self, name: str, default=None):
        a = self.properties.get(name)
        if a is None:
            a = self.attributes.get(name, default)
        return a

    # -- structure -----------------------------------------------------------
    @property
    def parent_op(self) -> Operation | None:
        b = self.parent
        if b is None or b.parent is None:
            return None
        return b.parent.parent

    def ancestors(self) -> Iterator[Operation]:
        op = self.parent_op
        while op is not None:
            yield op
            op = op.parent_op

    def is_ancestor_of(self, other: Operation) -> bool:
        return any(a is self for a in other.ancestors())

    def walk(self) -> Iterator[Operation]:
        """This op and every op nested in it, in pre-order."""
        return walk(self)

    def erase(self) -> None:
        """Detach from the parent block and drop operand uses (the results
        must be unused)."""
        self.drop_operand_uses()
        for r in self.regions:
            for op in list(r.ops()):
                op.drop_operand_uses()
        if self.parent is not None:
            self.parent.remove(self)
            self.parent = None

    def __repr__(self) -> str:
        return f"<Operation {self.name} at {self.span}>"


class Block:
    """A block: its arguments and its ops, a plain list (``ops``).

    ``index(op)`` finds an op's position starting from where the block was
    last looked into or changed (``hint``): passes insert run after run of
    ops before one anchor and erase ops next to each other, and a scan of
    ``ops`` from the front for each was quadratic in the length of a big
    block.  The hint is only a guess, checked each time: code that changes
    ``ops`` itself leaves it stale, never wrong."""

    __slots__ = ("args", "ops", "parent", "label", "label_span", "span", "hint")

    def __init__(self, arg_types=(), label: str | None = None):
        self.args: list[BlockArgument] = [BlockArgument(t, self, i) for i, t in enumerate(arg_types)]
        self.ops: list[Operation] = []
        self.parent: Region | None = None
        self.label = label
        self.label_span: Span | None = None
        self.span: Span | None = None
        self.hint = 0

    def add_arg(self, type: Type, name: str | None = None, span=None) -> BlockArgument:
        a = BlockArgument(type, self, len(self.args), name, span)
        self.args.append(a)
        return a

    def erase_arg(self, index: int) -> None:
        arg = self.args.pop(index)
        assert not arg.uses, "erasing a used block argument"
        for i, a in enumerate(self.args):
            a.index = i

    def append(self, op: Operation) -> Operation:
        op.parent = self
        self.ops.append(op)
        return op

    def insert(self, index: int, op: Operation) -> Operation:
        op.parent = self
        self.ops.insert(index, op)
        return op

    def index(self, op: Operation) -> int:
        """The position of ``op`` in ``ops`` (ValueError if it is not there)."""
        ops = self.ops
        h = self.hint
        if h < len(ops) and ops[h] is op:
            return h
        lo = h - 32 if h > 32 else 0
        try:
            i = ops.index(op, lo, h + 33)
        except ValueError:
            i = ops.index(op)
        self.hint = i
        return i

    def remove(self, op: Operation) -> None:
        """Take ``op`` out of ``ops`` (its ``parent`` is the caller's)."""
        i = self.index(op)
        del self.ops[i]
        self.hint = i

    def insert_before(self, anchor: Operation, op: Operation) -> Operation:
        i = self.index(anchor)
        self.hint = i + 1  # where the anchor is now
        op.parent = self
        self.ops.insert(i, op)
        return op

    def insert_after(self, anchor: Operation, op: Operation) -> Operation:
        i = self.index(anchor) + 1
        self.hint = i  # the new op
        op.parent = self
        self.ops.insert(i, op)
        return op

    @property
    def terminator(self) -> Operation | None:
        return self.ops[-1] if self.ops else None

    @property
    def parent_op(self) -> Operation | None:
        return self.parent.parent if self.parent is not None else None

    @property
    def predecessors(self) -> list[Block]:
        if self.parent is None:
            return []
        preds = []
        for b in self.parent.blocks:
            t = b.terminator
            if t is not None and any(s is self for s in t.successors):
                preds.append(b)
        return preds

    def __repr__(self) -> str:
        return f"<Block ^{self.label or '?'}>"


class Region:
    __slots__ = ("blocks", "parent", "span")

    def __init__(self, blocks=()):
        self.blocks: list[Block] = []
        self.parent: Operation | None = None
        self.span: Span | None = None
        for b in blocks:
            self.add_block(b)

    def add_block(self, block: Block) -> Block:
        block.parent = self
        self.blocks.append(block)
        return block

    @property
    def entry(self) -> Block | None:
        return self.blocks[0] if self.blocks else None

    def ops(self) -> Iterator[Operation]:
        """Every op nested in this region, in pre-order."""
        for b in self.blocks:
            for op in b.ops:
                yield from walk(op)


def walk(op: Operation) -> Iterator[Operation]:
    """``op`` and every op nested in it, in pre-order (iterative)."""
    stack = [op]
    pop = stack.pop
    while stack:
        o = pop()
        yield o
        if o.regions:
            nested = []
            for r in o.regions:
                for b in r.blocks:
                    nested.extend(b.ops)
            nested.reverse()
            stack.extend(nested)


def dispose(op: Operation) -> None:
    """Break the reference cycles of an op tree nobody will use again
    (parents, use lists, successors), so reference counting frees it at
    once, even when the garbage collector has been told to ignore it
    (``gc.freeze`` in the language server)."""
    for o in list(walk(op)):
        unlink(o)


def unlink(item: Operation | Block | Region) -> None:
    """Break the links of one op, block or region nobody will use again:
    its parent, its values' owners and uses, the blocks of its regions.
    The ops inside are the caller's to unlink (``dispose`` walks them; a
    failed parse lists everything it built)."""
    if isinstance(item, Operation):
        for r in item.results:
            r.uses = []
            r.owner = None
        for region in item.regions:
            unlink(region)
        item.successors = []
        item.operands = []
    elif isinstance(item, Block):
        for a in item.args:
            a.uses = []
            a.owner = None
        item.ops = []
    else:
        for b in item.blocks:
            unlink(b)
        item.blocks = []
    item.parent = None
