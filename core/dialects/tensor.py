"""tensor: value-semantics tensors (created, read, updated, sliced, reshaped).

Mixed static/dynamic lists (``tensor.extract_slice %t[%o, 0] [4, 4] [1, 1]``,
``tensor.pad ... low[0, %i]``, ``output_shape [2, %n]``) and reassociations
(``[[0, 1], [2]]``) use the shared directives of ``_mixed.py`` (also used by
memref.subview): the SSA values become an operand group, the whole list a
``static_*`` ``array<i64: ...>`` property with ``ShapedType::kDynamic`` at the
dynamic positions.

Operand types the text leaves implicit are filled in as MLIR infers them
(indices are ``index``; ``tensor.insert``'s scalar, ``tensor.splat``'s input and
``tensor.from_elements``' elements have the element type), so that uses are
type-checked like mlir-opt does.
"""

from __future__ import annotations

from ..ir import attrs as A
from ..ir import types as T
from ..ir.registry import OpModel
from ..syntax.format import Format
from ._mixed import CUSTOMS, KDYNAMIC, mixed_text, parse_mixed, static_array, static_values

_INDEX = T.IndexType()
_I64 = T.IntegerType(64)
_SEGMENTS = "operandSegmentSizes"


def _element(t):
    return getattr(t, "element", None)


def _rank(t) -> int | None:
    return len(t.shape) if isinstance(t, T.TensorType) else None


def _fmt(spec: str, post=None, **kw):
    """(parse, print) of a Format, with ``post(pop)`` run after parsing."""
    f = Format(spec, customs=CUSTOMS, **kw)
    if post is None:
        return f.parse, f.print

    def parse(cur, pop) -> None:
        f.parse(cur, pop)
        post(pop)

    return parse, f.print


def _set_type(ref, t) -> None:
    if ref.type is None and t is not None:
        ref.type = t


# ---------------------------------------------------------------------------
# formats

_EMPTY = _fmt(
    "`(` $dynamicSizes* `)` attr-dict `:` type($result)",
    operands=("dynamicSizes*",),
    results=("result",),
    operand_types={"dynamicSizes": _INDEX},
)
_EXTRACT = _fmt(
    "$tensor `[` $indices* `]` attr-dict `:` type($tensor)",
    operands=("tensor", "indices*"),
    results=("result",),
    operand_types={"indices": _INDEX},
    infer=lambda pop: [_element(pop.operands[0].type) or T.UnknownType()],
)


def _insert_post(pop) -> None:
    _set_type(pop.operands[0], _element(pop.operands[1].type))


_INSERT = _fmt(
    "$scalar `into` $dest `[` $indices* `]` attr-dict `:` type($dest)",
    _insert_post,
    operands=("scalar", "dest", "indices*"),
    results=("result",),
    operand_types={"indices": _INDEX},
    infer=lambda pop: [pop.operands[1].type],
)

_SLICE_LISTS = (
    "custom<DynamicIndexList>($offsets, $static_offsets) "
    "custom<DynamicIndexList>($sizes, $static_sizes) "
    "custom<DynamicIndexList>($strides, $static_strides)"
)
_EXTRACT_SLICE = _fmt(
    "$source `` " + _SLICE_LISTS + " attr-dict `:` type($source) `to` type($result)",
    operands=("source", "offsets*", "sizes*", "strides*"),
    results=("result",),
    segments=True,
)
_INSERT_SLICE = _fmt(
    "$source `into` $dest `` " + _SLICE_LISTS + " attr-dict `:` type($source) `into` type($dest)",
    operands=("source", "dest", "offsets*", "sizes*", "strides*"),
    results=("result",),
    segments=True,
    infer=lambda pop: [pop.operands[1].type],
)
_PARALLEL_INSERT_SLICE = _fmt(
    "$source `into` $dest `` " + _SLICE_LISTS + " attr-dict `:` type($source) `into` type($dest)",
    operands=("source", "dest", "offsets*", "sizes*", "strides*"),
    segments=True,
)
_CAST = _fmt("$source attr-dict `:` type($source) `to` type($dest)", operands=("source",), results=("dest",))
_DIM = _fmt(
    "attr-dict $source `,` $index `:` type($source)",
    operands=("source", "index"),
    results=("result",),
    operand_types={"index": _INDEX},
    infer=lambda pop: [_INDEX],
)
_RANK = _fmt(
    "$tensor attr-dict `:` type($tensor)", operands=("tensor",), results=("result",), infer=lambda pop: [_INDEX]
)


def _splat_post(pop) -> None:
    result = pop.result_types[0] if pop.result_types else None
    _set_type(pop.operands[0], _element(result))


_SPLAT = _fmt(
    "$input (`[` $dynamicSizes* `]`)? attr-dict `:` type($aggregate)",
    _splat_post,
    operands=("input", "dynamicSizes*"),
    results=("aggregate",),
    operand_types={"dynamicSizes": _INDEX},
)


def _from_elements_post(pop) -> None:
    elem = _element(pop.result_types[0]) if pop.result_types else None
    for r in pop.operands:
        _set_type(r, elem)


_FROM_ELEMENTS = _fmt(
    "$elements* attr-dict `:` type($result)", _from_elements_post, operands=("elements*",), results=("result",)
)
_YIELD = _fmt("$value attr-dict `:` type($value)", operands=("value",))
_COLLAPSE_SHAPE = _fmt(
    "$src custom<Reassociation>($reassociation) attr-dict `:` type($src) `into` type($result)",
    operands=("src",),
    results=("result",),
)
_EXPAND_SHAPE = _fmt(
    "$src custom<Reassociation>($reassociation) `output_shape` "
    "custom<DynamicIndexList>($output_shape, $static_output_shape) "
    "attr-dict `:` type($src) `into` type($result)",
    operands=("src", "output_shape*"),
    results=("result",),
)
_RESHAPE = _fmt(
    "$source `(` $shape `)` attr-dict `:` functional-type(operands, results)",
    operands=("source", "shape"),
    results=("result",),
)
_BITCAST = _fmt("$source attr-dict `:` type($source) `to` type($dest)", operands=("source",), results=("dest",))


# ---------------------------------------------------------------------------
# hand-written: generate and pad print their body's entry arguments, concat
# has an integer in parentheses


def _parse_generate(cur, pop) -> None:
    """``%d0, %d1 { ^bb0(%i: index, ...): ... } attr-dict : tensor<...>``"""
    refs = cur.operand_list()
    for r in refs:
        r.type = _INDEX
    pop.operands.extend(refs)
    pop.regions.append(cur.region())
    pop.attributes.update(cur.attr_dict())
    cur.expect("COLON")
    pop.result_types = [cur.type()]
    cur.expect_end()


def _print_generate(p, op) -> None:
    for i, v in enumerate(op.operands):
        if i:
            p.punct(",")
        p.value(v)
    p.region(op.regions[0], print_entry_args=True)
    p.attr_dict(op)
    p.punct(":")
    p.type(op.results[0].type)


def _parse_pad(cur, pop) -> None:
    """``%src nofold? low[...] high[...] {region} attr-dict : T to U``"""
    source = cur.operand()
    if cur.accept_keyword("nofold"):
        pop.properties["nofold"] = A.UnitAttr()
    cur.expect_keyword("low")
    low, static_low = parse_mixed(cur)
    cur.expect_keyword("high")
    high, static_high = parse_mixed(cur)
    pop.properties["static_low"] = static_array(static_low)
    pop.properties["static_high"] = static_array(static_high)
    pop.regions.append(cur.region())
    pop.attributes.update(cur.attr_dict())
    cur.expect("COLON")
    source.type = cur.type()
    cur.expect_keyword("to")
    pop.result_types = [cur.type()]
    cur.expect_end()
    pop.operands.extend([source, *low, *high])
    pop.properties[_SEGMENTS] = A.DenseArrayAttr(T.IntegerType(32), (1, len(low), len(high)))
    if "nofold" in pop.attributes:
        pop.properties["nofold"] = pop.attributes.pop("nofold")


def _print_pad(p, op) -> None:
    static_low = static_values(op.attr("static_low"))
    static_high = static_values(op.attr("static_high"))
    n_low = sum(1 for s in static_low if s == KDYNAMIC)
    seg = op.attr(_SEGMENTS)
    if seg is not None and len(seg.values) == 3:
        n_low = int(seg.values[1])
    low = op.operands[1 : 1 + n_low]
    high = op.operands[1 + n_low :]
    p.value(op.operands[0])
    if op.attr("nofold") is not None:
        p.keyword("nofold")
    p.keyword("low" + mixed_text(p, low, static_low))
    p.keyword("high" + mixed_text(p, high, static_high))
    p.region(op.regions[0], print_entry_args=True)
    p.attr_dict(op, {_SEGMENTS, "static_low", "static_high", "nofold"})
    p.punct(":")
    p.type(op.operands[0].type)
    p.keyword("to")
    p.type(op.results[0].type)


def _parse_concat(cur, pop) -> None:
    """``dim(0) %a, %b attr-dict : (A, B) -> C``"""
    cur.expect_keyword("dim")
    cur.expect("LPAR")
    pop.properties["dim"] = A.IntegerAttr(cur.integer(), _I64)
    cur.expect("RPAR")
    refs = cur.operand_list()
    pop.attributes.update(cur.attr_dict())
    cur.expect("COLON")
    ft = cur.function_type()
    if len(ft.inputs) != len(refs):
        raise cur.error(f"expected {len(refs)} operand types, got {len(ft.inputs)}")
    for r, t in zip(refs, ft.inputs):
        r.type = t
    pop.operands.extend(refs)
    pop.result_types = list(ft.results)
    cur.expect_end()


def _print_concat(p, op) -> None:
    dim = op.attr("dim")
    p.keyword(f"dim({dim.value if isinstance(dim, A.IntegerAttr) else dim})")
    for i, v in enumerate(op.operands):
        if i:
            p.punct(",")
        p.value(v)
    p.attr_dict(op, {"dim"})
    p.punct(":")
    p.function_type([v.type for v in op.operands], [r.type for r in op.results])


# ---------------------------------------------------------------------------
# verifiers


def _verify_indexed(tensor_index: int, message: str):
    """One index per dimension of the tensor operand ``tensor_index``."""

    def verify(op, report) -> None:
        if len(op.operands) <= tensor_index:
            return
        rank = _rank(op.operands[tensor_index].type)
        n = len(op.operands) - tensor_index - 1
        if rank is not None and n != rank:
            report(f"'{op.name}' op {message} (expected {rank}, got {n})", op.name_span)

    return verify


def _verify_empty(op, report) -> None:
    t = op.results[0].type if op.results else None
    if isinstance(t, T.TensorType) and t.num_dynamic_dims != len(op.operands):
        report(
            f"'tensor.empty' op incorrect number of dynamic sizes, has {len(op.operands)}, "
            f"expected {t.num_dynamic_dims}",
            op.name_span,
        )


def _verify_from_elements(op, report) -> None:
    t = op.results[0].type if op.results else None
    if isinstance(t, T.TensorType) and t.num_elements is not None and t.num_elements != len(op.operands):
        report(
            f"'tensor.from_elements' number of operands and types do not match: "
            f"got {len(op.operands)} operands and {t.num_elements} types",
            op.name_span,
        )


def _verify_slice(n_fixed: int):
    """offsets/sizes/strides: one entry per source (or dest) dimension."""

    def verify(op, report) -> None:
        lists = [static_values(op.attr(a)) for a in ("static_offsets", "static_sizes", "static_strides")]
        if len({len(x) for x in lists}) > 1:
            report(f"'{op.name}' op expected offsets, sizes and strides of the same length", op.name_span)
        seg = op.attr(_SEGMENTS)
        if seg is not None:
            dyn = [sum(1 for s in x if s == KDYNAMIC) for x in lists]
            if list(seg.values)[n_fixed:] != dyn:
                report(f"'{op.name}' op expected as many dynamic operands as '?' positions", op.name_span)

    return verify


# ---------------------------------------------------------------------------

_PURE = frozenset({"pure"})


def register(registry) -> None:
    def add(short, parse_print, summary, traits=_PURE, verify=None, **kw):
        parse, print_ = parse_print
        registry.add(OpModel(f"tensor.{short}", parse, print_, traits=traits, verify=verify, summary=summary, **kw))

    add(
        "empty",
        _EMPTY,
        "An uninitialized tensor of the given (dynamic) sizes.",
        verify=_verify_empty,
        num_results=(1, 1),
    )
    add(
        "extract",
        _EXTRACT,
        "Reads one element of a tensor.",
        verify=_verify_indexed(0, "incorrect number of indices for extract_element"),
        num_results=(1, 1),
    )
    add(
        "insert",
        _INSERT,
        "A copy of a tensor with one element replaced.",
        verify=_verify_indexed(1, "incorrect number of indices"),
        num_results=(1, 1),
    )
    add(
        "extract_slice",
        _EXTRACT_SLICE,
        "A slice of a tensor (offsets, sizes, strides).",
        verify=_verify_slice(1),
        num_results=(1, 1),
    )
    add(
        "insert_slice",
        _INSERT_SLICE,
        "A copy of the dest tensor with a slice replaced.",
        verify=_verify_slice(2),
        num_results=(1, 1),
    )
    add(
        "parallel_insert_slice",
        _PARALLEL_INSERT_SLICE,
        "Inserts a slice into a shared output of the enclosing scf.forall.",
        traits=frozenset(),
        verify=_verify_slice(2),
        num_results=(0, 0),
    )
    add("cast", _CAST, "Converts a tensor to a compatible tensor type.", num_results=(1, 1))
    add("bitcast", _BITCAST, "Reinterprets the elements of a tensor.", num_results=(1, 1))
    add("dim", _DIM, "The size of one dimension of a tensor.", num_results=(1, 1))
    add("rank", _RANK, "The rank of a tensor.", num_results=(1, 1))
    add("splat", _SPLAT, "A tensor with every element equal to a scalar.", num_results=(1, 1))
    add(
        "from_elements",
        _FROM_ELEMENTS,
        "A tensor built from scalar elements.",
        verify=_verify_from_elements,
        num_results=(1, 1),
    )
    add(
        "generate",
        (_parse_generate, _print_generate),
        "A tensor whose elements its body computes from their indices.",
        traits=frozenset({"single_block"}),
        num_results=(1, 1),
        num_regions=(1, 1),
    )
    add(
        "pad",
        (_parse_pad, _print_pad),
        "A tensor padded at its low and high ends.",
        traits=frozenset({"single_block"}),
        num_results=(1, 1),
        num_regions=(1, 1),
    )
    add(
        "yield",
        _YIELD,
        "Yields the element value of tensor.generate/tensor.pad.",
        traits=frozenset({"terminator", "return_like", "pure"}),
        num_results=(0, 0),
    )
    add("collapse_shape", _COLLAPSE_SHAPE, "Merges groups of dimensions of a tensor.", num_results=(1, 1))
    add("expand_shape", _EXPAND_SHAPE, "Splits dimensions of a tensor into groups.", num_results=(1, 1))
    add("reshape", _RESHAPE, "Reshapes a tensor to the shape given by another tensor.", num_results=(1, 1))
    add("concat", (_parse_concat, _print_concat), "Concatenates tensors along a dimension.", num_results=(1, 1))
    for short in ("generate", "pad"):
        registry.add_traits(f"tensor.{short}", "recursive_effects")
    registry.attach("tensor.parallel_insert_slice", "memory_effects", [])  # tensors only
    # ParallelCombiningOpInterface: the operands it updates (the dest)
    registry.attach("tensor.parallel_insert_slice", "parallel_combining", lambda op: [1])
