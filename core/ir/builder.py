"""Create ops the way the parser would read them.

Each helper builds exactly the ``Operation`` the parser produces for the
same text (operand order, ``properties`` vs ``attributes``, result types,
implicit terminators), so that passes' output prints, prints generically
and verifies like parsed IR.  ``tests/core/test_builder.py`` checks every
helper against the parser.

    b = Builder.before(op)
    true = b.constant_bool(True)            # %true = arith.constant true
    c = b.andi(x, true)                     # %0 = arith.andi %x, %true : i1
    if_op, then_b, _ = b.scf_if(c)          # scf.if %0 { <then_b inserts here> }
    then_b.dealloc(m)                       #   memref.dealloc %m : memref<2xf32>

New values get mlir-opt's result names as hints (``true``, ``c0``,
``base_buffer``, ``intptr``, ``alloc``...); the printer numbers them.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import attrs as A
from . import types as T
from .arith_predicates import CMPI
from .nodes import Block, Operation, Region, Value

__all__ = ["DYNAMIC", "Builder"]

DYNAMIC = T.KDYNAMIC  # ShapedType::kDynamic in static_* arrays

_I1, _INDEX = T.I1, T.INDEX


# Attributes and types are immutable: the few segment sizes and base-buffer
# types a pass builds are made once (their constructors check and
# canonicalize their fields, for every dealloc and metadata op otherwise).
_SEGS: dict[tuple[int, ...], A.DenseArrayAttr] = {}
_BASES: dict[tuple, T.MemRefType] = {}
_CACHED = 4096  # at most this many of each


def _seg(*sizes: int) -> A.DenseArrayAttr:
    attr = _SEGS.get(sizes)
    if attr is None:
        attr = A.DenseArrayAttr(T.I32, tuple(sizes))
        if len(_SEGS) < _CACHED:
            _SEGS[sizes] = attr
    return attr


def _base_type(t) -> T.MemRefType:
    """The type of ``memref.extract_strided_metadata``'s base buffer of a ``t``."""
    key = (t.element, t.memory_space)
    try:
        base = _BASES.get(key)
    except TypeError:  # an unhashable memory space
        return T.MemRefType((), t.element, None, t.memory_space)
    if base is None:
        base = T.MemRefType((), t.element, None, t.memory_space)
        if len(_BASES) < _CACHED:
            _BASES[key] = base
    return base


def _i64_array(values) -> A.DenseArrayAttr:
    return A.DenseArrayAttr(T.I64, tuple(values))


class Builder:
    """Inserts new ops before ``anchor`` in ``block`` (at the end when the
    anchor is None)."""

    __slots__ = ("anchor", "block")

    def __init__(self, block: Block, anchor: Operation | None = None):
        self.block = block
        self.anchor = anchor

    @classmethod
    def before(cls, op: Operation) -> Builder:
        return cls(op.parent, op)

    @classmethod
    def after(cls, op: Operation) -> Builder:
        ops = op.parent.ops
        i = op.parent.index(op)
        return cls(op.parent, ops[i + 1] if i + 1 < len(ops) else None)

    @classmethod
    def at_end(cls, block: Block) -> Builder:
        return cls(block, None)

    @classmethod
    def at_start(cls, block: Block) -> Builder:
        return cls(block, block.ops[0] if block.ops else None)

    def set_terminator_operands(self, values: Sequence[Value]) -> None:
        """Give the terminator this builder inserts before (its anchor) these operands."""
        self.anchor.set_operands(values)

    # -- generic -------------------------------------------------------------
    def insert(self, op: Operation) -> Operation:
        if self.anchor is None:
            self.block.append(op)
        else:
            self.block.insert_before(self.anchor, op)
        return op

    def create(
        self,
        name: str,
        operands: Sequence[Value] = (),
        result_types: Sequence = (),
        properties=None,
        attributes=None,
        regions: int = 0,
        names: Sequence[str | None] = (),
    ) -> Operation:
        op = Operation(
            name,
            list(operands),
            list(result_types),
            attributes=attributes or {},
            properties=properties or {},
            regions=regions,
        )
        for r, n in zip(op.results, names):
            r.name = n
        return self.insert(op)

    # -- arith -------------------------------------------------------------------
    def constant(self, value: A.Attr, type) -> Value:
        return self.create("arith.constant", (), [type], {"value": value}, names=[_constant_name(value, type)]).results[
            0
        ]

    def constant_bool(self, value: bool) -> Value:
        return self.constant(A.BoolAttr(bool(value)), _I1)

    def constant_index(self, value: int) -> Value:
        return self.constant(A.IntegerAttr(int(value), _INDEX), _INDEX)

    def _binary(self, name: str, a: Value, b: Value) -> Value:
        return self.create(name, (a, b), [a.type]).results[0]

    def andi(self, a: Value, b: Value) -> Value:
        return self._binary("arith.andi", a, b)

    def ori(self, a: Value, b: Value) -> Value:
        return self._binary("arith.ori", a, b)

    def xori(self, a: Value, b: Value) -> Value:
        return self._binary("arith.xori", a, b)

    def select(self, cond: Value, a: Value, b: Value) -> Value:
        return self.create("arith.select", (cond, a, b), [a.type]).results[0]

    def cmpi(self, predicate: str, a: Value, b: Value) -> Value:
        return self.create("arith.cmpi", (a, b), [_I1], {"predicate": A.IntegerAttr(CMPI[predicate], T.I64)}).results[0]

    # -- memref ------------------------------------------------------------------
    def alloc(
        self, type, dynamic_sizes: Sequence[Value] = (), alignment=None, name: str = "memref.alloc", hint: str = "alloc"
    ) -> Value:
        props: dict = {"operandSegmentSizes": _seg(len(dynamic_sizes), 0)}
        if alignment is not None:
            props["alignment"] = alignment
        return self.create(name, dynamic_sizes, [type], props, names=[hint]).results[0]

    def alloca(self, type, dynamic_sizes: Sequence[Value] = ()) -> Value:
        return self.alloc(type, dynamic_sizes, name="memref.alloca", hint="alloca")

    def dealloc(self, memref: Value, name: str = "memref.dealloc") -> Operation:
        return self.create(name, (memref,))

    def extract_strided_metadata(self, memref: Value) -> list[Value]:
        """``base_buffer, offset, sizes..., strides...`` of a ranked memref."""
        t = memref.type
        base = _base_type(t)
        rank = len(t.shape)
        types = [base, _INDEX] + [_INDEX] * (2 * rank)
        names = ["base_buffer", "offset"] + ["sizes"] * rank + ["strides"] * rank
        op = self.create("memref.extract_strided_metadata", (memref,), types, names=names)
        return list(op.results)

    def extract_aligned_pointer(self, memref: Value) -> Value:
        return self.create("memref.extract_aligned_pointer_as_index", (memref,), [_INDEX], names=["intptr"]).results[0]

    def load(self, memref: Value, indices: Sequence[Value]) -> Value:
        return self.create("memref.load", (memref, *indices), [memref.type.element]).results[0]

    def store(self, value: Value, memref: Value, indices: Sequence[Value]) -> Operation:
        return self.create("memref.store", (value, memref, *indices))

    def cast(self, memref: Value, type) -> Value:
        return self.create("memref.cast", (memref,), [type], names=["cast"]).results[0]

    def dim(self, memref: Value, index: Value) -> Value:
        return self.create("memref.dim", (memref, index), [_INDEX], names=["dim"]).results[0]

    def copy(self, source: Value, target: Value) -> Operation:
        return self.create("memref.copy", (source, target))

    def subview(self, source: Value, offsets, sizes, strides, result_type) -> Value:
        """Offsets/sizes/strides are ints (static) or index Values (dynamic)."""
        return self._offset_sizes_strides("memref.subview", source, offsets, sizes, strides, result_type, "subview")

    def reinterpret_cast(self, source: Value, offset, sizes, strides, result_type) -> Value:
        return self._offset_sizes_strides(
            "memref.reinterpret_cast", source, [offset], sizes, strides, result_type, "reinterpret_cast"
        )

    def _offset_sizes_strides(self, name, source, offsets, sizes, strides, result_type, hint):
        operands = [source]
        groups = []
        statics = []
        for items in (offsets, sizes, strides):
            dyn = [v for v in items if isinstance(v, Value)]
            operands.extend(dyn)
            groups.append(len(dyn))
            statics.append(_i64_array(DYNAMIC if isinstance(v, Value) else int(v) for v in items))
        props = {
            "static_offsets": statics[0],
            "static_sizes": statics[1],
            "static_strides": statics[2],
            "operandSegmentSizes": _seg(1, *groups),
        }
        return self.create(name, operands, [result_type], props, names=[hint]).results[0]

    def alloca_scope(self, result_types: Sequence = ()) -> tuple[Operation, Builder]:
        """``memref.alloca_scope`` with an empty body ending in its return
        (give the returned values with ``set_terminator_operands``)."""
        op = self.create("memref.alloca_scope", (), list(result_types), regions=1)
        body = op.regions[0].add_block(Block())
        ret = Operation("memref.alloca_scope.return")
        body.append(ret)
        return op, Builder(body, ret)

    # -- bufferization -----------------------------------------------------------------
    def bufferization_dealloc(
        self, memrefs: Sequence[Value], conditions: Sequence[Value], retained: Sequence[Value] = ()
    ) -> Operation:
        props = {"operandSegmentSizes": _seg(len(memrefs), len(conditions), len(retained))}
        return self.create("bufferization.dealloc", (*memrefs, *conditions, *retained), [_I1] * len(retained), props)

    def clone(self, memref: Value, name: str = "bufferization.clone") -> Value:
        return self.create(name, (memref,), [memref.type]).results[0]

    # -- scf -------------------------------------------------------------------------------
    def scf_if(
        self, cond: Value, result_types: Sequence = (), with_else: bool = False
    ) -> tuple[Operation, Builder, Builder | None]:
        """``scf.if`` whose regions end in ``scf.yield`` (no operands yet: use
        ``set_terminator_operands``); builders insert before those yields.
        An ``else`` region is built when asked or when there are results."""
        op = self.create("scf.if", (cond,), list(result_types), regions=2)
        then_b = _region_with_terminator(op.regions[0], "scf.yield")
        else_b = None
        if with_else or result_types:
            else_b = _region_with_terminator(op.regions[1], "scf.yield")
        return op, then_b, else_b

    def scf_for(self, lb: Value, ub: Value, step: Value, inits: Sequence[Value] = ()) -> tuple[Operation, Builder]:
        """``scf.for`` with body args (iv, iter_args...) and an ``scf.yield``."""
        op = self.create("scf.for", (lb, ub, step, *inits), [v.type for v in inits], regions=1)
        block = op.regions[0].add_block(Block([lb.type] + [v.type for v in inits]))
        y = Operation("scf.yield")
        block.append(y)
        return op, Builder(block, y)

    # -- func --------------------------------------------------------------------------------
    def call(self, callee: str, args: Sequence[Value], result_types: Sequence = ()) -> Operation:
        return self.create("func.call", args, list(result_types), attributes={"callee": A.SymbolRefAttr(callee)})

    def func(
        self, name: str, inputs: Sequence, results: Sequence = (), private: bool = False, body: bool = True
    ) -> tuple[Operation, Builder | None]:
        """``func.func`` with an entry block (arguments of ``inputs``), or a
        declaration (``body=False``: no block, no builder)."""
        props: dict = {}
        if private:
            props["sym_visibility"] = A.StringAttr("private")
        props["sym_name"] = A.StringAttr(name)
        props["function_type"] = A.TypeAttr(T.FunctionType(tuple(inputs), tuple(results)))
        op = self.create("func.func", (), (), props, regions=1)
        if not body:
            return op, None
        block = op.regions[0].add_block(Block(list(inputs)))
        return op, Builder(block, None)

    def func_return(self, values: Sequence[Value] = ()) -> Operation:
        return self.create("func.return", values)


def _region_with_terminator(region: Region, terminator: str) -> Builder:
    block = region.add_block(Block())
    t = Operation(terminator)
    block.append(t)
    return Builder(block, t)


def _constant_name(value: A.Attr, type) -> str | None:
    """mlir-opt's result name for ``arith.constant``: ``true``, ``c0``, ``c1_i32``."""
    if isinstance(value, A.BoolAttr) or (isinstance(value, A.IntegerAttr) and type == _I1):
        return "true" if value.value else "false"
    if isinstance(value, A.IntegerAttr):
        return f"c{value.value}" if isinstance(type, T.IndexType) else f"c{value.value}_{type}"
    return "cst"
