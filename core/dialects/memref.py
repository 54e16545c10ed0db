"""memref: allocation, access, views and copies of memory buffers.

Every op of MLIR's memref dialect (LLVM 22) with its custom assembly, MLIR's
operand order and inherent attributes (stored as properties), e.g.::

    %a = memref.alloc(%d)[%s] {alignment = 8 : i64} : memref<?xf32, #map>
    "memref.alloc"(%d, %s) <{alignment = 8 : i64, operandSegmentSizes = array<i32: 1, 1>}>

    %v = memref.subview %m[%o, 4] [%n, 2] [1, 1] : memref<?x?xf32> to memref<?x2xf32, ...>
    "memref.subview"(%m, %o, %n) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>,
        static_offsets = array<i64: -9223372036854775808, 4>, ...}>

Most ops use a declarative ``Format``; the few whose syntax it cannot express
(``global``, ``prefetch``, ``transpose``, ``dma_start``, ``assume_alignment``,
the region ops ``generic_atomic_rmw`` and ``alloca_scope``) have a small reader
and printer.  Per-op checks live in ``_memref_verify.py``.
"""

from __future__ import annotations

import dataclasses

from ..ir import attrs as A
from ..ir import types as T
from ..ir.buffer_deallocation import BASE_BUFFER_RESULT, REALLOC_EXPANSION
from ..ir.nodes import Block, Operation, Region
from ..ir.registry import OpModel
from ..ir.registry import registry as _registry
from ..ir.rewriter import declare_patterns
from ..ir.typeattr_parser import parse_attr
from ..syntax.asm import AsmError
from ..syntax.format import Format
from . import _memref_patterns
from . import _memref_verify as V
from . import _memref_view_verify as VV
from ._dense_literal import check_literal_shape
from ._memref_interfaces import attach as _attach_interfaces
from ._memref_realloc import expand_realloc
from ._mixed import CUSTOMS

IDX = T.IndexType()

# arith::AtomicRMWKind, in enum order (the stored value is the index)
ATOMIC_KINDS = (
    "addf",
    "addi",
    "andi",
    "assign",
    "maximumf",
    "maxnumf",
    "maxs",
    "maxu",
    "minimumf",
    "minnumf",
    "mins",
    "minu",
    "mulf",
    "muli",
    "ori",
    "xori",
)


def _memref_type(ref):
    """The memref type a reader declared for ``ref`` (a parse error otherwise)."""
    t = ref.type
    if isinstance(t, (T.MemRefType, T.UnrankedMemRefType)):
        return t
    raise AsmError(f"invalid kind of type specified: expected builtin.memref, but found '{t}'", ref.start, ref.end)


def _element_of(i: int):
    """``infer``: the element type of operand ``i``'s memref type."""
    return lambda pop: [_memref_type(pop.operands[i]).element]


def _then(fmt: Format, fixup):
    """A reader running ``fmt`` then ``fixup(pop)``."""

    def parse(cur, pop) -> None:
        fmt.parse(cur, pop)
        fixup(pop)

    return parse


def _value_is_element(pop) -> None:
    """memref.store: the stored value has the memref's element type."""
    t = pop.operands[1].type
    if isinstance(t, (T.MemRefType, T.UnrankedMemRefType)) and pop.operands[0].type is None:
        pop.operands[0].type = t.element


# ---------------------------------------------------------------- formats

_ALLOC = Format(
    "`(` $dynamicSizes* `)` (`[` $symbolOperands* `]`)? attr-dict `:` type($memref)",
    operands=("dynamicSizes*", "symbolOperands*"),
    results=("memref",),
    segments=True,
    inherent=("alignment",),
    operand_types={"dynamicSizes": IDX, "symbolOperands": IDX},
)
_DEALLOC = Format("$memref attr-dict `:` type($memref)", operands=("memref",))
_LOAD = Format(
    "$memref `[` $indices* `]` attr-dict `:` type($memref)",
    operands=("memref", "indices*"),
    results=("result",),
    inherent=("nontemporal", "alignment"),
    operand_types={"indices": IDX},
    infer=_element_of(0),
)
_STORE = Format(
    "$value `,` $memref `[` $indices* `]` attr-dict `:` type($memref)",
    operands=("value", "memref", "indices*"),
    inherent=("nontemporal", "alignment"),
    operand_types={"indices": IDX},
)
_SUBVIEW = Format(
    "$source `` custom<DynamicIndexList>($offsets, $static_offsets) "
    "custom<DynamicIndexList>($sizes, $static_sizes) "
    "custom<DynamicIndexList>($strides, $static_strides) "
    "attr-dict `:` type($source) `to` type($result)",
    operands=("source", "offsets*", "sizes*", "strides*"),
    results=("result",),
    segments=True,
    customs=CUSTOMS,
)
_REINTERPRET_CAST = Format(
    "$source `to` `offset` `` `:` custom<DynamicIndexList>($offsets, $static_offsets) "
    "`,` `sizes` `` `:` custom<DynamicIndexList>($sizes, $static_sizes) "
    "`,` `strides` `` `:` custom<DynamicIndexList>($strides, $static_strides) "
    "attr-dict `:` type($source) `to` type($result)",
    operands=("source", "offsets*", "sizes*", "strides*"),
    results=("result",),
    segments=True,
    customs=CUSTOMS,
)
_CAST = Format("$source attr-dict `:` type($source) `to` type($dest)", operands=("source",), results=("dest",))
_VIEW = Format(
    "$source `[` $byte_shift `]` `[` $sizes* `]` attr-dict `:` type($source) `to` type($result)",
    operands=("source", "byte_shift", "sizes*"),
    results=("result",),
    operand_types={"byte_shift": IDX, "sizes": IDX},
)
_EXPAND_SHAPE = Format(
    "$src custom<Reassociation>($reassociation) `output_shape` "
    "custom<DynamicIndexList>($output_shape, $static_output_shape) "
    "attr-dict `:` type($src) `into` type($result)",
    operands=("src", "output_shape*"),
    results=("result",),
    customs=CUSTOMS,
)
_COLLAPSE_SHAPE = Format(
    "$src custom<Reassociation>($reassociation) attr-dict `:` type($src) `into` type($result)",
    operands=("src",),
    results=("result",),
    customs=CUSTOMS,
)
_GET_GLOBAL = Format("sym($name) `:` type($result) attr-dict", results=("result",), inherent=("name",))
_COPY = Format("$source `,` $target attr-dict `:` type($source) `to` type($target)", operands=("source", "target"))
_DIM = Format(
    "attr-dict $source `,` $index `:` type($source)",
    operands=("source", "index"),
    results=("result",),
    operand_types={"index": IDX},
    infer=lambda pop: [IDX],
)
_RANK = Format(
    "$memref attr-dict `:` type($memref)", operands=("memref",), results=("result",), infer=lambda pop: [IDX]
)
_EXTRACT_STRIDED_METADATA = Format(
    "$source `:` type($source) `->` type(results) attr-dict", operands=("source",), results=("results*",)
)
_EXTRACT_ALIGNED_POINTER = Format(
    "$source `:` type($source) `->` type(results) attr-dict", operands=("source",), results=("aligned_pointer",)
)
_REALLOC = Format(
    "$source (`(` $dynamicResultSize? `)`)? attr-dict `:` type($source) `to` type(results)",
    operands=("source", "dynamicResultSize?"),
    results=("result",),
    inherent=("alignment",),
    operand_types={"dynamicResultSize": IDX},
)
_ATOMIC_RMW = Format(
    "kw($kind) $value `,` $memref `[` $indices* `]` attr-dict `:` "
    "`(` type($value) `,` type($memref) `)` `->` type($result)",
    operands=("value", "memref", "indices*"),
    results=("result",),
    enums={"kind": ATOMIC_KINDS},
    inherent=("kind",),
    operand_types={"indices": IDX},
)
_ATOMIC_YIELD = Format("$result attr-dict `:` type($result)", operands=("result",))
_ALLOCA_SCOPE_RETURN = Format("attr-dict ($values* `:` type($values))?", operands=("values*",))
_RESHAPE = Format(
    "$source `(` $shape `)` attr-dict `:` functional-type(operands, results)",
    operands=("source", "shape"),
    results=("result",),
)
_MEMORY_SPACE_CAST = Format(
    "$source attr-dict `:` type($source) `to` type($dest)", operands=("source",), results=("dest",)
)
_DISTINCT_OBJECTS = Format(
    "$operands* attr-dict `:` type($operands)",
    operands=("operands*",),
    results=("results*",),
    infer=lambda pop: [r.type for r in pop.operands],
)
_DMA_WAIT = Format(
    "$tagMemRef `[` $tagIndices* `]` `,` $numElements attr-dict `:` type($tagMemRef)",
    operands=("tagMemRef", "tagIndices*", "numElements"),
    operand_types={"tagIndices": IDX, "numElements": IDX},
)


# ---------------------------------------------------------------- memref.global


def _parse_global(cur, pop) -> None:
    """``memref.global "private" constant @c : memref<4xf32> = dense<1.0> {alignment = 64}``

    The initial value is written without its type: it is a tensor of the
    memref's shape (``dense<1.0> : tensor<4xf32>``); ``= uninitialized`` is a
    unit ``initial_value``, and no ``=`` a declaration.
    """
    if cur.at("STRING"):
        pop.properties["sym_visibility"] = A.StringAttr(cur.string())
    if cur.accept_keyword("constant"):
        pop.properties["constant"] = A.UnitAttr()
    if not cur.at("SYMBOL"):
        raise cur.error("expected valid '@'-identifier for symbol name")
    sym, span = cur.symbol()
    pop.properties["sym_name"] = A.StringAttr(sym.root)
    pop.symbol_span = span
    cur.expect("COLON")
    start, end = cur.here()
    t = cur.type()
    if not isinstance(t, T.MemRefType) or not t.has_static_shape:
        raise AsmError(f"type should be static shaped memref, but got '{t}'", start, end)
    pop.properties["type"] = A.TypeAttr(t)
    if cur.accept("EQUAL"):
        if cur.accept_keyword("uninitialized"):
            pop.properties["initial_value"] = A.UnitAttr()
        else:
            start, _ = cur.here()
            value = cur.attr_value(stop=("COMMA",))
            if not isinstance(value, (A.DenseElementsAttr, A.DenseResourceAttr, A.SparseElementsAttr)):
                raise AsmError("initial value should be a unit or elements attribute", start, start + 1)
            if value.type is None:
                check_literal_shape(value, t.shape, start)
                value = dataclasses.replace(value, type=T.TensorType(t.shape, t.element))
            pop.properties["initial_value"] = value
    pop.attributes.update(cur.attr_dict())
    if "alignment" in pop.attributes:
        pop.properties["alignment"] = pop.attributes.pop("alignment")
    cur.expect_end()


def _print_global(p, op) -> None:
    vis = op.attr("sym_visibility")
    if vis is not None:
        p.attr(vis)
    if op.attr("constant") is not None:
        p.keyword("constant")
    p.symbol(A.SymbolRefAttr(op.attr("sym_name").value))
    p.punct(":")
    p.type(op.attr("type").type)
    init = op.attr("initial_value")
    if init is not None:
        p.punct("=")
        if isinstance(init, A.UnitAttr):
            p.keyword("uninitialized")
        else:
            p.attr(dataclasses.replace(init, type=None) if hasattr(init, "type") else init)
    p.attr_dict(op, {"sym_visibility", "constant", "sym_name", "type", "initial_value"})


# ---------------------------------------------------------------- memref.prefetch


def _parse_prefetch(cur, pop) -> None:
    """``memref.prefetch %m[%i, %j], read, locality<3>, data : memref<4x4xf32>``"""
    memref = cur.operand()
    cur.expect("LSQB")
    indices = cur.operand_list()
    cur.expect("RSQB")
    cur.expect("COMMA")
    start = cur.here()
    rw = cur.keyword()
    if rw not in ("read", "write"):
        raise AsmError("rw specifier has to be 'read' or 'write'", *start)
    cur.expect("COMMA")
    tok = cur.peek()
    if not (type(tok) is tuple and tok[0] == "ATTR" and tok[1].startswith("locality<")):
        raise cur.error("expected 'locality<N>'")
    cur.i += 1
    try:
        hint = int(tok[1][len("locality<") : -1].strip(), 0)
    except ValueError:
        raise AsmError("expected integer locality hint", tok[2], tok[3]) from None
    cur.expect("COMMA")
    start = cur.here()
    cache = cur.keyword()
    if cache not in ("data", "instr"):
        raise AsmError("cache type has to be 'data' or 'instr'", *start)
    pop.attributes.update(cur.attr_dict())
    cur.expect("COLON")
    memref.type = cur.type()
    cur.expect_end()
    for r in indices:
        r.type = IDX
    pop.operands = [memref, *indices]
    pop.properties["isWrite"] = A.BoolAttr(rw == "write")
    pop.properties["localityHint"] = A.IntegerAttr(hint, T.IntegerType(32))
    pop.properties["isDataCache"] = A.BoolAttr(cache == "data")


def _print_prefetch(p, op) -> None:
    _print_indexed(p, op.operands[0], op.operands[1:])
    p.punct(",")
    p.keyword("write" if _flag(op, "isWrite") else "read")
    p.punct(",")
    hint = op.attr("localityHint")
    p.keyword(f"locality<{hint.value if isinstance(hint, A.IntegerAttr) else hint}>")
    p.punct(",")
    p.keyword("data" if _flag(op, "isDataCache") else "instr")
    p.attr_dict(op, {"isWrite", "localityHint", "isDataCache"})
    p.punct(":")
    p.type(op.operands[0].type)


def _flag(op, name: str) -> bool:
    a = op.attr(name)
    return bool(getattr(a, "value", False))


def _print_indexed(p, memref, indices) -> None:
    """``%m[%i, %j]``"""
    p.value(memref)
    p.punct("[")
    for j, v in enumerate(indices):
        if j:
            p.punct(",")
        p.value(v)
    p.punct("]")


# ---------------------------------------------------------------- memref.transpose


def _parse_transpose(cur, pop) -> None:
    """``memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<...>``

    The permutation's dimension names are free; it is stored as the
    ``permutation`` affine map ``(d0, d1) -> (d1, d0)``.
    """
    src = cur.operand()
    start, _ = cur.here()
    cur.expect("LPAR")
    dims: dict[str, int] = {}
    while not cur.at("RPAR"):
        if dims:
            cur.expect("COMMA")
        tok = cur.peek()
        if not (type(tok) is tuple and tok[0] in ("BARE_ID", "TYPE")):
            raise cur.error("expected dimension identifier")
        cur.i += 1
        dims[tok[1]] = f"d{len(dims)}"
    cur.expect("RPAR")
    cur.expect("ARROW")
    results = []
    cur.expect("LPAR")
    depth = 1
    while True:
        tok = cur.peek()
        if tok is None or type(tok) is not tuple:
            raise cur.error("expected ')' closing the permutation")
        cur.i += 1
        if tok[0] == "LPAR":
            depth += 1
        elif tok[0] == "RPAR":
            depth -= 1
            if depth == 0:
                end = tok[3]
                break
        results.append(dims.get(tok[1], tok[1]))
    text = f"({', '.join(dims.values())}) -> ({' '.join(results).replace(' ,', ',')})"
    try:
        pop.properties["permutation"] = parse_attr(f"affine_map<{text}>")
    except T.TypeSyntaxError:
        raise AsmError("expected an affine map", start, end) from None
    pop.attributes.update(cur.attr_dict())
    cur.expect("COLON")
    src.type = cur.type()
    cur.expect_keyword("to")
    pop.result_types = [cur.type()]
    pop.operands = [src]
    cur.expect_end()


def _print_transpose(p, op) -> None:
    p.value(op.operands[0])
    perm = op.attr("permutation")
    p.keyword(perm.text if isinstance(perm, A.AffineMapAttr) else str(perm))
    p.attr_dict(op, {"permutation"})
    p.punct(":")
    p.type(op.operands[0].type)
    p.keyword("to")
    p.type(op.results[0].type)


# ---------------------------------------------------------------- memref.assume_alignment


def _parse_assume_alignment(cur, pop) -> None:
    """``%r = memref.assume_alignment %m, 64 : memref<?xf32>`` (alignment is i32)."""
    memref = cur.operand()
    cur.expect("COMMA")
    pop.properties["alignment"] = A.IntegerAttr(cur.integer(), T.IntegerType(32))
    pop.attributes.update(cur.attr_dict())
    cur.expect("COLON")
    memref.type = cur.type()
    cur.expect_end()
    pop.operands = [memref]
    pop.result_types = [memref.type]


def _print_assume_alignment(p, op) -> None:
    p.value(op.operands[0])
    p.punct(",")
    a = op.attr("alignment")
    p.keyword(str(a.value if isinstance(a, A.IntegerAttr) else a))
    p.attr_dict(op, {"alignment"})
    p.punct(":")
    p.type(op.operands[0].type)


# ---------------------------------------------------------------- memref.dma_start


def _parse_dma_start(cur, pop) -> None:
    """``memref.dma_start %src[%i], %dst[%j], %num, %tag[%k] (, %stride, %per)? : S, D, T``"""
    groups = []
    for _ in range(2):
        m = cur.operand()
        cur.expect("LSQB")
        groups.append((m, cur.operand_list()))
        cur.expect("RSQB")
        cur.expect("COMMA")
    num = cur.operand()
    cur.expect("COMMA")
    tag = cur.operand()
    cur.expect("LSQB")
    tag_indices = cur.operand_list()
    cur.expect("RSQB")
    stride = []
    if cur.accept("COMMA"):
        stride = cur.operand_list(allow_empty=False)
        if len(stride) != 2:
            raise cur.error("expected two stride related operands")
    pop.attributes.update(cur.attr_dict())
    cur.expect("COLON")
    start, end = cur.here()
    types = cur.type_list()
    if len(types) != 3:
        raise AsmError("expected three types: source, destination and tag memrefs", start, end)
    cur.expect_end()
    (src, src_idx), (dst, dst_idx) = groups
    src.type, dst.type, tag.type = types
    for r in (*src_idx, *dst_idx, num, *tag_indices, *stride):
        r.type = IDX
    pop.operands = [src, *src_idx, dst, *dst_idx, num, tag, *tag_indices, *stride]


def _rank(t) -> int:
    return len(t.shape) if isinstance(t, T.MemRefType) else 0


def _print_dma_start(p, op) -> None:
    ops = op.operands
    i = 0
    for _ in range(2):
        n = _rank(ops[i].type)
        _print_indexed(p, ops[i], ops[i + 1 : i + 1 + n])
        p.punct(",")
        i += 1 + n
    num = ops[i]
    tag = ops[i + 1]
    n = _rank(tag.type)
    p.value(num)
    p.punct(",")
    _print_indexed(p, tag, ops[i + 2 : i + 2 + n])
    for v in ops[i + 2 + n :]:
        p.punct(",")
        p.value(v)
    p.attr_dict(op)
    p.punct(":")
    src_rank = _rank(ops[0].type)
    p.type(ops[0].type)
    p.punct(",")
    p.type(ops[1 + src_rank].type)
    p.punct(",")
    p.type(tag.type)


# ---------------------------------------------------------------- region ops


def _parse_generic_atomic_rmw(cur, pop) -> None:
    """``%x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> { ^bb0(%cur: f32): ... }``"""
    memref = cur.operand()
    cur.expect("LSQB")
    indices = cur.operand_list()
    cur.expect("RSQB")
    cur.expect("COLON")
    memref.type = cur.type()
    for r in indices:
        r.type = IDX
    pop.operands = [memref, *indices]
    pop.regions.append(cur.region())
    pop.attributes.update(cur.attr_dict())
    cur.expect_end()
    pop.result_types = [_memref_type(memref).element]


def _print_generic_atomic_rmw(p, op) -> None:
    _print_indexed(p, op.operands[0], op.operands[1:])
    p.punct(":")
    p.type(op.operands[0].type)
    p.region(op.regions[0], print_entry_args=True)
    p.attr_dict(op)


def _parse_alloca_scope(cur, pop) -> None:
    """``%r = memref.alloca_scope -> (f32) { ... }``; without results the
    ``memref.alloca_scope.return`` terminator may be left out."""
    if cur.accept("ARROW"):
        pop.result_types = cur.result_type_list()
    region = cur.region()
    pop.attributes.update(cur.attr_dict())
    cur.expect_end()
    _ensure_terminator(region, "memref.alloca_scope.return")
    pop.regions.append(region)


def _ensure_terminator(region: Region, name: str) -> None:
    """MLIR's SingleBlockImplicitTerminator: add the terminator the custom
    form may omit."""
    if not region.blocks:
        region.add_block(Block())
    block = region.blocks[-1]
    if block.ops:
        model = _registry.get(block.ops[-1].name)
        if model is not None and model.has("terminator"):
            return
    block.append(Operation(name))


def _print_alloca_scope(p, op) -> None:
    p.raw(" ")
    if op.results:
        p.punct("->")
        p.punct("(")
        for j, r in enumerate(op.results):
            if j:
                p.punct(",")
            p.type(r.type)
        p.punct(")")
    region = op.regions[0]
    block = region.blocks[-1] if region.blocks else None
    term = block.ops[-1] if block is not None and block.ops else None
    elide = (
        not op.results
        and term is not None
        and not term.operands
        and not term.attributes
        and not term.properties
        and _is_terminator(term)
    )
    if elide:
        block.ops.pop()
    try:
        p.region(region)
    finally:
        if elide:
            block.ops.append(term)
    p.attr_dict(op)


def _is_terminator(op) -> bool:
    model = _registry.get(op.name)
    return model is not None and model.has("terminator")


# ---------------------------------------------------------------- registration


def _fmt(name: str, fmt: Format, parse=None, **kw) -> OpModel:
    return OpModel(name, parse or fmt.parse, fmt.print, **kw)


_PURE = frozenset({"pure"})


def register(registry) -> None:
    registry.add_dialect_properties("memref", "closed")  # bufls models every op of it
    add = registry.add
    add(
        _fmt(
            "memref.alloc",
            _ALLOC,
            verify=V.verify_alloc,
            num_results=(1, 1),
            summary="Allocates a buffer on the heap; free it with memref.dealloc.",
        )
    )
    add(
        _fmt(
            "memref.alloca",
            _ALLOC,
            verify=V.verify_alloca,
            num_results=(1, 1),
            summary="Allocates a buffer on the stack, freed when the enclosing scope exits.",
        )
    )
    add(
        _fmt(
            "memref.dealloc",
            _DEALLOC,
            verify=V.verify_dealloc,
            num_operands=(1, 1),
            num_results=(0, 0),
            summary="Frees a buffer allocated by memref.alloc.",
        )
    )
    add(
        _fmt(
            "memref.load",
            _LOAD,
            verify=V.verify_load,
            num_operands=(1, None),
            num_results=(1, 1),
            summary="Reads one element of a memref.",
        )
    )
    add(
        _fmt(
            "memref.store",
            _STORE,
            parse=_then(_STORE, _value_is_element),
            verify=V.verify_store,
            num_operands=(2, None),
            num_results=(0, 0),
            summary="Writes one element of a memref.",
        )
    )
    add(
        _fmt(
            "memref.subview",
            _SUBVIEW,
            traits=_PURE,
            verify=VV.verify_subview,
            num_results=(1, 1),
            summary="A strided view of a part of a memref (aliases its source).",
        )
    )
    add(
        _fmt(
            "memref.reinterpret_cast",
            _REINTERPRET_CAST,
            traits=_PURE,
            verify=VV.verify_reinterpret_cast,
            num_results=(1, 1),
            summary="A view of a buffer with a new offset, sizes and strides (aliases its source).",
        )
    )
    add(
        _fmt(
            "memref.cast",
            _CAST,
            traits=_PURE,
            verify=VV.verify_cast,
            num_operands=(1, 1),
            num_results=(1, 1),
            summary="Casts a memref to a compatible type (aliases its source).",
        )
    )
    add(
        _fmt(
            "memref.view",
            _VIEW,
            traits=_PURE,
            verify=VV.verify_view,
            num_operands=(2, None),
            num_results=(1, 1),
            summary="A typed view of an i8 buffer at a byte shift (aliases it).",
        )
    )
    add(
        _fmt(
            "memref.expand_shape",
            _EXPAND_SHAPE,
            traits=_PURE,
            verify=VV.verify_expand_shape,
            num_operands=(1, None),
            num_results=(1, 1),
            summary="Splits dimensions of a memref (aliases its source).",
        )
    )
    add(
        _fmt(
            "memref.collapse_shape",
            _COLLAPSE_SHAPE,
            traits=_PURE,
            verify=VV.verify_collapse_shape,
            num_operands=(1, 1),
            num_results=(1, 1),
            summary="Merges dimensions of a memref (aliases its source).",
        )
    )
    add(
        OpModel(
            "memref.global",
            _parse_global,
            _print_global,
            traits=frozenset({"symbol"}),
            verify=V.verify_global,
            num_operands=(0, 0),
            num_results=(0, 0),
            num_regions=(0, 0),
            summary="A global buffer (a symbol); memref.get_global reads it.",
        )
    )
    add(
        _fmt(
            "memref.get_global",
            _GET_GLOBAL,
            traits=_PURE,
            verify=V.verify_get_global,
            num_operands=(0, 0),
            num_results=(1, 1),
            summary="The buffer of a memref.global (not owned: never freed).",
        )
    )
    add(
        _fmt(
            "memref.copy",
            _COPY,
            verify=V.verify_copy,
            num_operands=(2, 2),
            num_results=(0, 0),
            summary="Copies the contents of one memref into another.",
        )
    )
    add(
        _fmt(
            "memref.dim",
            _DIM,
            traits=_PURE,
            verify=V.verify_dim,
            num_operands=(2, 2),
            num_results=(1, 1),
            summary="The size of one dimension of a memref.",
        )
    )
    add(
        _fmt(
            "memref.rank",
            _RANK,
            traits=_PURE,
            verify=V.verify_rank,
            num_operands=(1, 1),
            num_results=(1, 1),
            summary="The rank of a memref.",
        )
    )
    add(
        _fmt(
            "memref.extract_strided_metadata",
            _EXTRACT_STRIDED_METADATA,
            traits=_PURE,
            num_operands=(1, 1),
            num_results=(2, None),
            summary="Base buffer, offset, sizes and strides of a strided memref.",
        )
    )
    add(
        _fmt(
            "memref.extract_aligned_pointer_as_index",
            _EXTRACT_ALIGNED_POINTER,
            traits=_PURE,
            num_operands=(1, 1),
            num_results=(1, 1),
            summary="The aligned pointer of a memref as an index.",
        )
    )
    add(
        _fmt(
            "memref.realloc",
            _REALLOC,
            verify=V.verify_realloc,
            num_operands=(1, 2),
            num_results=(1, 1),
            summary="Grows or shrinks a heap buffer; the source must not be used afterwards.",
        )
    )
    add(
        OpModel(
            "memref.prefetch",
            _parse_prefetch,
            _print_prefetch,
            verify=V.verify_prefetch,
            num_operands=(1, None),
            num_results=(0, 0),
            summary="A prefetch hint for one element of a memref.",
        )
    )
    add(
        _fmt(
            "memref.atomic_rmw",
            _ATOMIC_RMW,
            verify=V.verify_atomic_rmw,
            num_operands=(2, None),
            num_results=(1, 1),
            summary="Atomic read-modify-write of one element.",
        )
    )
    add(
        OpModel(
            "memref.generic_atomic_rmw",
            _parse_generic_atomic_rmw,
            _print_generic_atomic_rmw,
            traits=frozenset({"single_block"}),
            verify=V.verify_generic_atomic_rmw,
            num_operands=(1, None),
            num_results=(1, 1),
            num_regions=(1, 1),
            summary="Atomic read-modify-write of one element computed by its region.",
        )
    )
    add(
        _fmt(
            "memref.atomic_yield",
            _ATOMIC_YIELD,
            traits=frozenset({"terminator", "pure"}),
            verify=V.verify_atomic_yield,
            num_operands=(1, 1),
            num_results=(0, 0),
            summary="Yields the new value of a memref.generic_atomic_rmw.",
        )
    )
    add(
        OpModel(
            "memref.alloca_scope",
            _parse_alloca_scope,
            _print_alloca_scope,
            traits=frozenset({"single_block"}),
            num_operands=(0, 0),
            num_regions=(1, 1),
            summary="A scope whose memref.alloca buffers are freed when it exits.",
        )
    )
    add(
        _fmt(
            "memref.alloca_scope.return",
            _ALLOCA_SCOPE_RETURN,
            traits=frozenset({"terminator", "return_like", "pure"}),
            num_results=(0, 0),
            summary="Returns values from a memref.alloca_scope.",
        )
    )
    add(
        OpModel(
            "memref.transpose",
            _parse_transpose,
            _print_transpose,
            traits=_PURE,
            verify=VV.verify_transpose,
            num_operands=(1, 1),
            num_results=(1, 1),
            summary="A transposed view of a memref (aliases its source).",
        )
    )
    add(
        _fmt(
            "memref.reshape",
            _RESHAPE,
            traits=_PURE,
            verify=VV.verify_reshape,
            num_operands=(2, 2),
            num_results=(1, 1),
            summary="A view of a memref with a shape given by a memref of sizes.",
        )
    )
    add(
        _fmt(
            "memref.memory_space_cast",
            _MEMORY_SPACE_CAST,
            traits=_PURE,
            num_operands=(1, 1),
            num_results=(1, 1),
            summary="Casts a memref to another memory space (aliases it).",
        )
    )
    add(
        OpModel(
            "memref.assume_alignment",
            _parse_assume_alignment,
            _print_assume_alignment,
            traits=_PURE,
            verify=V.verify_assume_alignment,
            num_operands=(1, 1),
            num_results=(1, 1),
            summary="Asserts the alignment of a memref (returns it as a view).",
        )
    )
    add(
        _fmt(
            "memref.distinct_objects",
            _DISTINCT_OBJECTS,
            traits=_PURE,
            verify=V.verify_distinct_objects,
            summary="Asserts that memrefs do not alias.",
        )
    )
    add(
        OpModel(
            "memref.dma_start",
            _parse_dma_start,
            _print_dma_start,
            verify=V.verify_dma_start,
            num_results=(0, 0),
            summary="Starts a DMA transfer between memrefs.",
        )
    )
    add(
        _fmt(
            "memref.dma_wait",
            _DMA_WAIT,
            verify=V.verify_dma_wait,
            num_operands=(2, None),
            num_results=(0, 0),
            summary="Waits for a DMA transfer to complete.",
        )
    )
    _attach_interfaces(registry)
    declare_patterns(registry, _memref_patterns.PATTERNS, _memref_patterns.FOLDS)
    registry.attach("memref.extract_strided_metadata", BASE_BUFFER_RESULT, 0)
    registry.attach("memref.realloc", REALLOC_EXPANSION, expand_realloc)
    # dead allocations, redundant clones, frees of a base buffer: by the
    # effects and resources of any op (configured allocation resources too)
    registry.add_canonicalization_patterns(_memref_patterns.GENERIC)
