"""linalg: structured operations on tensors and memrefs.

All structured ops share the destination-passing-style operand lists
``ins(%a, %b : A, B) outs(%c : C)`` (operands in that order, with
``operandSegmentSizes = array<i32: #ins, #outs>``) and return one result per
*tensor* init, spelled ``-> tensor<...>`` after the op.

``linalg.generic`` writes its body region explicitly::

    %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
        ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) attrs = {foo} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4xf32>

(the custom form spells iterator types as strings, MLIR stores them as
``#linalg.iterator_type<parallel>``; both conversions are done here).

Named ops (``linalg.fill``, ``linalg.copy``, ``linalg.matmul``,
``linalg.add``, the convolutions, ...) have a region too, but the custom form
never shows it: MLIR's parser *builds* it from the op's semantics (for
``linalg.matmul`` on i8 x i8 -> i32: two ``arith.extsi``, ``arith.muli``,
``arith.addi``, ``linalg.yield``).  ``mlir-opt`` insists on that region in
the generic form (``"linalg.fill"(...) ({})`` fails with "expects to have 1
region with 1 block", no region at all with "requires one region"), and
rebuilding it would mean re-implementing MLIR's per-op region builders and
their type-dependent cast rules.  So a named op read from its custom form has
*no* region in bufls' IR, and its model carries the
``custom_form_in_generic`` hook: the printer keeps such an op in custom form
even when printing generically.  ``mlir-opt`` reads a custom-form op inside a
generic-form file like any other, so ``mlir-opt --mlir-print-op-generic``
gives the same output for our generic print as for the original.  A named op
read from the generic form keeps its explicit region and prints generically.

``linalg.transpose``/``linalg.broadcast`` are the same (implicit region, with
``permutation = [..]`` / ``dimensions = [..]`` after ``outs``);
``linalg.map``/``linalg.reduce`` are read in their long form with an
explicit ``(%in: f32, %init: f32) { ... }`` body (the short form
``linalg.map { arith.addf } ...`` is not supported: its body would have to
be synthesized).
"""

from __future__ import annotations

import re

from ..ir import attrs as A
from ..ir import types as T
from ..ir.registry import OpModel
from ..ir.typeattr_parser import parse_attr
from ..syntax.asm import AsmError, RawAttrs
from . import _linalg_interfaces

_I32 = T.IntegerType(32)
_I64 = T.IntegerType(64)
_SEGMENTS = "operandSegmentSizes"
_ITERATOR_TYPES = ("parallel", "reduction")
# linalg.generic attributes printed in the leading dictionary
_TRAIT_ATTRS = ("doc", "indexing_maps", "iterator_types", "library_call")
# attributes of named ops that MLIR stores as properties
_NAMED_INHERENT = ("indexing_maps", "cast", "kind", "strides", "dilations", "fun")


# ---------------------------------------------------------------------------
# shared pieces: ins(...) outs(...), results, bracketed attributes


def _segments(n_ins: int, n_outs: int) -> A.DenseArrayAttr:
    return A.DenseArrayAttr(_I32, (n_ins, n_outs))


def _typed_group(cur, keyword: str) -> list:
    """``keyword(%a, %b : A, B)`` (absent: [])."""
    if not cur.accept_keyword(keyword):
        return []
    cur.expect("LPAR")
    refs = cur.operand_list()
    cur.expect("COLON")
    if refs:
        cur.typed_operands(refs)
    cur.expect("RPAR")
    return refs


def _read_ins_outs(cur, pop, segments: bool = True) -> tuple[list, list]:
    """``<{props}>? {attrs}? ins(...)? outs(...)?`` (parseCommonStructuredOpParts)."""
    pop.properties.update(cur.props())
    pop.attributes.update(cur.attr_dict())
    ins = _typed_group(cur, "ins")
    outs = _typed_group(cur, "outs")
    pop.operands.extend(ins)
    pop.operands.extend(outs)
    if segments:
        pop.properties[_SEGMENTS] = _segments(len(ins), len(outs))
    return ins, outs


def _arrow_results(cur, pop) -> None:
    if cur.accept("ARROW"):
        pop.result_types = cur.result_type_list()


def _bracketed_attr(cur):
    """A ``[...]`` attribute ending at its own closing bracket."""
    if not cur.at("LSQB"):
        raise cur.error("expected '['")
    first = cur.peek()
    depth = 0
    while True:
        it = cur.peek()
        if it is None:
            raise cur.error("expected ']'")
        cur.i += 1
        if type(it) is tuple and it[0] == "LSQB":
            depth += 1
        elif type(it) is tuple and it[0] == "RSQB":
            depth -= 1
            if depth == 0:
                return cur.ctx.parse_attr(first[2], it[3])


def _dense_i64_keyword(cur, pop, name: str) -> None:
    """``name = [1, 0]`` -> ``name = array<i64: 1, 0>`` (parseDenseI64ArrayAttr)."""
    cur.expect_keyword(name)
    cur.expect("EQUAL")
    cur.expect("LSQB")
    values = []
    if not cur.at("RSQB"):
        values.append(cur.integer())
        while cur.accept("COMMA"):
            values.append(cur.integer())
    cur.expect("RSQB")
    pop.properties[name] = A.DenseArrayAttr(_I64, tuple(values))


def _move_inherent(pop, names) -> None:
    for name in names:
        if name in pop.attributes:
            pop.properties[name] = pop.attributes.pop(name)


def _split(op) -> tuple[list, list]:
    """(ins, outs) of a structured op."""
    seg = op.attr(_SEGMENTS)
    if seg is not None and len(seg.values) == 2:
        n = int(seg.values[0])
        return op.operands[:n], op.operands[n:]
    n_outs = max(1, len(op.results)) if op.operands else 0
    return op.operands[: len(op.operands) - n_outs], op.operands[len(op.operands) - n_outs :]


def _print_group(p, keyword: str, values) -> None:
    if not values:
        return
    p.keyword(keyword)
    p.punct("(")
    for i, v in enumerate(values):
        if i:
            p.punct(",")
        p.value(v)
    p.punct(":")
    for i, v in enumerate(values):
        if i:
            p.punct(",")
        p.type(v.type)
    p.punct(")")


def _print_ins_outs(p, op) -> None:
    ins, outs = _split(op)
    _print_group(p, "ins", ins)
    _print_group(p, "outs", outs)


def _print_arrow_results(p, op) -> None:
    if not op.results:
        return
    p.punct("->")
    types = [r.type for r in op.results]
    if len(types) == 1 and not isinstance(types[0], T.FunctionType):
        p.type(types[0])
    else:
        p.punct("(")
        for i, t in enumerate(types):
            if i:
                p.punct(",")
            p.type(t)
        p.punct(")")


def _tensor_results(outs) -> list:
    return [r.type for r in outs if isinstance(r.type, T.TensorType)]


def _implicit_region(op) -> bool:
    """The ``custom_form_in_generic`` hook (see the module docstring)."""
    return not op.regions


_KEEP_CUSTOM = {"custom_form_in_generic": _implicit_region}


# ---------------------------------------------------------------------------
# named ops (implicit region)


def _map_list(text: str) -> A.Attr:
    return parse_attr(text)


_MATMUL_MAPS = (
    "[affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]"
)
_BATCH_MATMUL_MAPS = (
    "[affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, "
    "affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, "
    "affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]"
)
_BATCH_REDUCE_MATMUL_MAPS = (
    "[affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, "
    "affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, "
    "affine_map<(d0, d1, d2, d3) -> (d1, d2)>]"
)


class _Named:
    """Parser/printer of a named structured op; ``maps``: the default
    ``indexing_maps`` (matmul family) or None; ``needs_maps``: the op must
    spell ``indexing_maps = [...]`` (linalg.contract); ``kind``: the op starts
    with ``kind = #linalg.elementwise_kind<..>`` (linalg.elementwise)."""

    def __init__(self, maps: str | None = None, needs_maps: bool = False, kind: bool = False):
        self.maps_text = maps
        self._maps = None
        self.needs_maps = needs_maps
        self.kind = kind

    @property
    def default_maps(self):
        if self._maps is None and self.maps_text is not None:
            self._maps = _map_list(self.maps_text)
        return self._maps

    def parse(self, cur, pop) -> None:
        if self.kind:
            cur.expect_keyword("kind")
            cur.expect("EQUAL")
            tok = cur.expect("ATTR", "elementwise kind attribute")
            pop.properties["kind"] = cur.ctx.parse_attr(tok[2], tok[3])
        if cur.accept_keyword("indexing_maps"):
            cur.expect("EQUAL")
            pop.properties["indexing_maps"] = _bracketed_attr(cur)
        elif self.needs_maps:
            raise cur.error("expected 'indexing_maps' attribute")
        elif self.default_maps is not None:
            pop.properties["indexing_maps"] = self.default_maps
        _ins, _outs = _read_ins_outs(cur, pop)
        pop.attributes.update(cur.attr_dict())
        _arrow_results(cur, pop)
        cur.expect_end()
        _move_inherent(pop, _NAMED_INHERENT)

    def print(self, p, op) -> None:
        elided = {_SEGMENTS, "indexing_maps", "linalg.memoized_indexing_maps", "kind"}
        kind = op.attr("kind")
        if self.kind and kind is not None:
            p.keyword("kind")
            p.punct("=")
            p.attr(kind)
        maps = op.attr("indexing_maps")
        if maps is not None and (self.default_maps is None or str(maps) != str(self.default_maps)):
            p.keyword("indexing_maps")
            p.punct("=")
            p.attr(maps)
        p.attr_dict(op, elided)
        _print_ins_outs(p, op)
        _print_arrow_results(p, op)


# Named structured ops of LLVM 22 (those `mlir-opt` knows with this syntax).
_ELEMENTWISE = (
    "abs",
    "add",
    "ceil",
    "div",
    "div_unsigned",
    "erf",
    "exp",
    "floor",
    "log",
    "max",
    "min",
    "mul",
    "negf",
    "powf",
    "reciprocal",
    "round",
    "rsqrt",
    "select",
    "sqrt",
    "square",
    "sub",
    "tanh",
)
_CONTRACTIONS = (
    "batch_matvec",
    "batch_mmt4d",
    "batch_vecmat",
    "dot",
    "matvec",
    "mmt4d",
    "quantized_batch_matmul",
    "quantized_matmul",
    "vecmat",
)
_CONVOLUTIONS = (
    "conv_1d",
    "conv_1d_ncw_fcw",
    "conv_1d_nwc_wcf",
    "conv_2d",
    "conv_2d_nchw_fchw",
    "conv_2d_nchw_fchw_q",
    "conv_2d_ngchw_fgchw",
    "conv_2d_ngchw_gfchw",
    "conv_2d_ngchw_gfchw_q",
    "conv_2d_nhwc_fhwc",
    "conv_2d_nhwc_fhwc_q",
    "conv_2d_nhwc_hwcf",
    "conv_2d_nhwc_hwcf_q",
    "conv_2d_nhwgc_gfhwc",
    "conv_2d_nhwgc_gfhwc_q",
    "conv_3d",
    "conv_3d_ncdhw_fcdhw",
    "conv_3d_ndhwc_dhwcf",
    "conv_3d_ndhwc_dhwcf_q",
    "depthwise_conv_1d_ncw_cw",
    "depthwise_conv_1d_nwc_wc",
    "depthwise_conv_1d_nwc_wcm",
    "depthwise_conv_2d_nchw_chw",
    "depthwise_conv_2d_nhwc_hwc",
    "depthwise_conv_2d_nhwc_hwc_q",
    "depthwise_conv_2d_nhwc_hwcm",
    "depthwise_conv_2d_nhwc_hwcm_q",
    "depthwise_conv_3d_ncdhw_cdhw",
    "depthwise_conv_3d_ndhwc_dhwc",
    "depthwise_conv_3d_ndhwc_dhwcm",
    "pooling_nchw_max",
    "pooling_nchw_sum",
    "pooling_ncw_max",
    "pooling_ncw_sum",
    "pooling_ndhwc_max",
    "pooling_ndhwc_min",
    "pooling_ndhwc_sum",
    "pooling_nhwc_max",
    "pooling_nhwc_max_unsigned",
    "pooling_nhwc_min",
    "pooling_nhwc_min_unsigned",
    "pooling_nhwc_sum",
    "pooling_nwc_max",
    "pooling_nwc_max_unsigned",
    "pooling_nwc_min",
    "pooling_nwc_min_unsigned",
    "pooling_nwc_sum",
)
_NAMED = {
    "fill": (_Named(), "Fills the init operand with a scalar."),
    "fill_rng_2d": (_Named(), "Fills a 2-d init with pseudo-random numbers."),
    "copy": (_Named(), "Copies the input into the init operand."),
    "matmul": (_Named(_MATMUL_MAPS), "Matrix multiplication, accumulated into the init."),
    "batch_matmul": (_Named(_BATCH_MATMUL_MAPS), "Batched matrix multiplication."),
    "batch_reduce_matmul": (_Named(_BATCH_REDUCE_MATMUL_MAPS), "Batched matrix multiplication reduced over the batch."),
    "contract": (_Named(needs_maps=True), "A contraction given by its indexing maps."),
    "elementwise": (_Named(kind=True), "An elementwise operation of the given kind."),
}
for _n in _ELEMENTWISE:
    _NAMED[_n] = (_Named(), f"Elementwise '{_n}' of the inputs, written to the init.")
for _n in _CONTRACTIONS + _CONVOLUTIONS:
    _NAMED[_n] = (_Named(), f"Named structured op '{_n}'.")


def _verify_dps_results(op, report) -> None:
    """One result per tensor init, of the init's type."""
    _ins, outs = _split(op)
    expected = _tensor_results(outs)
    got = [r.type for r in op.results]
    if len(got) != len(expected):
        report(f"'{op.name}' expects {len(expected)} results (one per tensor init), got {len(got)}", op.name_span)
    elif any(a != b for a, b in zip(got, expected)):
        report(f"'{op.name}' result types must match the tensor init types", op.name_span)


# ---------------------------------------------------------------------------
# linalg.generic


def _iterator_attr(word: str) -> A.Attr:
    return parse_attr(f"#linalg.iterator_type<{word}>")


_ITER_WORD = re.compile(r"#linalg\.iterator_type<\s*(\w+)\s*>")


def _iterator_word(attr) -> str:
    if isinstance(attr, A.StringAttr):
        return attr.value
    m = _ITER_WORD.fullmatch(str(attr).strip())
    return m.group(1) if m else str(attr)


def _parse_generic(cur, pop) -> None:
    """``{traits} ins(...) outs(...) (attrs = {...})? {region} (-> types)?``;
    the traits may be an alias of a dictionary (``#trait = {...}``, then
    ``linalg.generic #trait ins(...)``)."""
    start = cur.here()
    traits = cur.attr_dict()
    if not traits and cur.at("ATTR"):
        tok = cur.peek()
        alias = cur.ctx.parse_attr(tok[2], tok[3])
        if isinstance(alias, A.DictAttr):
            cur.i += 1
            traits = dict(alias.entries)
    its = traits.get("iterator_types")
    if not isinstance(its, A.ArrayAttr):
        raise AsmError("expected iterator_types array attribute", *start)
    converted = []
    for v in its.values:
        word = _iterator_word(v)
        if word not in _ITERATOR_TYPES:
            raise AsmError(f"unexpected iterator_type ({word})", *start)
        converted.append(_iterator_attr(word))
    traits["iterator_types"] = A.ArrayAttr(tuple(converted))
    for k, v in traits.items():
        (pop.properties if k in _TRAIT_ATTRS else pop.attributes)[k] = v
    _read_ins_outs(cur, pop)
    if cur.accept_keyword("attrs"):
        cur.expect("EQUAL")
        pop.attributes.update(cur.attr_dict())
    pop.regions.append(cur.region())
    _arrow_results(cur, pop)
    cur.expect_end()


def _print_generic(p, op) -> None:
    entries = []
    for name in _TRAIT_ATTRS:  # alphabetical, like a DictionaryAttr
        a = op.attr(name)
        if a is None:
            continue
        if name == "iterator_types" and isinstance(a, A.ArrayAttr):
            text = "[" + ", ".join(f'"{_iterator_word(v)}"' for v in a.values) + "]"
        else:
            text = str(a)
        entries.append(f"{name} = {text}")
    if entries:
        p.attr("{" + ", ".join(entries) + "}")
    _print_ins_outs(p, op)
    elided = set(_TRAIT_ATTRS) | {_SEGMENTS}
    if any(k not in elided for k in list(op.properties) + list(op.attributes)):
        p.keyword("attrs")
        p.punct("=")
        p.attr_dict(op, elided)
    if op.regions:
        p.region(op.regions[0], print_entry_args=True)
    _print_arrow_results(p, op)


def _verify_generic(op, report) -> None:
    _verify_dps_results(op, report)
    maps = op.attr("indexing_maps")
    if isinstance(maps, A.ArrayAttr) and len(maps.values) != len(op.operands):
        report(
            f"expected indexing_maps to have one map per operand ({len(op.operands)}), got {len(maps.values)}",
            op.name_span,
        )
    if op.regions and op.regions[0].blocks:
        entry = op.regions[0].blocks[0]
        if len(entry.args) != len(op.operands):
            report(
                f"expected the body to have {len(op.operands)} arguments (one per operand), got {len(entry.args)}",
                op.name_span,
            )


# ---------------------------------------------------------------------------
# map / reduce (explicit body), transpose / broadcast (implicit body)


def _parse_body(cur, pop) -> None:
    """``(%in: f32, %init: f32) { ... }``"""
    cur.expect("LPAR")
    args: list[tuple[str, T.Type, tuple[int, int]]] = []
    while not cur.at("RPAR"):
        if args:
            cur.expect("COMMA")
        ref = cur.operand()
        cur.expect("COLON")
        args.append((ref.name, cur.type(), (ref.start, ref.end)))
        cur.attr_dict()
    cur.expect("RPAR")
    pop.regions.append(cur.region())
    pop.region_args[0] = args


def _print_body(p, op) -> None:
    if not op.regions or not op.regions[0].blocks:
        return
    entry = op.regions[0].blocks[0]
    p.raw(" (" + ", ".join(f"%{p.name_of(a)}: {a.type}" for a in entry.args) + ")")
    p._prev = ")"
    p.region(op.regions[0])


class _DstStyle:
    """``ins(...) outs(...) (keyword = [..])? attr-dict`` with results taken
    from the tensor inits (parseDstStyleOp), and an explicit body when
    ``body`` is set.  There are no operand segments: the inits are the last
    operand, or the second half of the operands when ``paired`` (reduce)."""

    def __init__(self, keyword: str | None = None, body: bool = False, paired: bool = False):
        self.keyword = keyword
        self.body = body
        self.paired = paired

    def parse(self, cur, pop) -> None:
        if self.body and type(cur.peek()) is RawAttrs:
            raise cur.error(
                "the short form '{ payload.op }' is not supported by bufls; write the body as '(%in: t, ...) { ... }'"
            )
        _ins, outs = _read_ins_outs(cur, pop, segments=False)
        pop.result_types = _tensor_results(outs)
        if self.keyword is not None:
            _dense_i64_keyword(cur, pop, self.keyword)
        pop.attributes.update(cur.attr_dict())
        if self.body:
            _parse_body(cur, pop)
        cur.expect_end()

    def print(self, p, op) -> None:
        n_inits = len(op.operands) // 2 if self.paired else min(1, len(op.operands))
        split = len(op.operands) - n_inits
        _print_group(p, "ins", op.operands[:split])
        _print_group(p, "outs", op.operands[split:])
        if self.keyword is not None and op.attr(self.keyword) is not None:
            p.keyword(self.keyword)
            p.punct("=")
            p.keyword("[" + ", ".join(str(v) for v in op.attr(self.keyword).values) + "]")
        p.attr_dict(op, {self.keyword} if self.keyword else set())
        if self.body:
            _print_body(p, op)


# ---------------------------------------------------------------------------
# small ops


def _parse_yield(cur, pop) -> None:
    """``attr-dict ($values : types)?``"""
    pop.attributes.update(cur.attr_dict())
    if cur.at_operand():
        refs = cur.operand_list()
        cur.expect("COLON")
        cur.typed_operands(refs)
        pop.operands.extend(refs)
    cur.expect_end()


def _print_yield(p, op) -> None:
    p.attr_dict(op)
    if op.operands:
        for i, v in enumerate(op.operands):
            p.punct(",") if i else None
            p.value(v)
        p.punct(":")
        for i, v in enumerate(op.operands):
            p.punct(",") if i else None
            p.type(v.type)


def _parse_index(cur, pop) -> None:
    """``linalg.index 0 : index``"""
    pop.properties["dim"] = A.IntegerAttr(cur.integer(), _I64)
    pop.attributes.update(cur.attr_dict())
    cur.expect("COLON")
    pop.result_types = [cur.type()]
    cur.expect_end()


def _print_index(p, op) -> None:
    dim = op.attr("dim")
    p.keyword(str(dim.value if isinstance(dim, A.IntegerAttr) else dim))
    p.attr_dict(op, {"dim"})
    p.punct(":")
    p.type(op.results[0].type)


def register(registry) -> None:
    for short, (named, summary) in _NAMED.items():
        registry.add(
            OpModel(
                f"linalg.{short}",
                named.parse,
                named.print,
                verify=_verify_dps_results,
                num_regions=(0, 1),
                interfaces=dict(_KEEP_CUSTOM),
                summary=summary,
            )
        )
    registry.add(
        OpModel(
            "linalg.generic",
            _parse_generic,
            _print_generic,
            verify=_verify_generic,
            traits=frozenset({"single_block"}),
            num_regions=(1, 1),
            summary="A structured op given by its indexing maps, iterator types and body.",
        )
    )
    transpose = _DstStyle("permutation")
    broadcast = _DstStyle("dimensions")
    mapper = _DstStyle(body=True)
    reducer = _DstStyle("dimensions", body=True, paired=True)
    registry.add(
        OpModel(
            "linalg.transpose",
            transpose.parse,
            transpose.print,
            verify=_verify_dps_results,
            num_regions=(0, 1),
            interfaces=dict(_KEEP_CUSTOM),
            summary="Permutes the dimensions of the input into the init.",
        )
    )
    registry.add(
        OpModel(
            "linalg.broadcast",
            broadcast.parse,
            broadcast.print,
            verify=_verify_dps_results,
            num_regions=(0, 1),
            interfaces=dict(_KEEP_CUSTOM),
            summary="Broadcasts the input into the init along the given dimensions.",
        )
    )
    registry.add(
        OpModel(
            "linalg.map",
            mapper.parse,
            mapper.print,
            traits=frozenset({"single_block"}),
            num_regions=(1, 1),
            summary="Applies its body elementwise to the inputs.",
        )
    )
    registry.add(
        OpModel(
            "linalg.reduce",
            reducer.parse,
            reducer.print,
            traits=frozenset({"single_block"}),
            num_regions=(1, 1),
            summary="Reduces the inputs along the given dimensions.",
        )
    )
    registry.add(
        OpModel(
            "linalg.yield",
            _parse_yield,
            _print_yield,
            traits=frozenset({"terminator", "return_like", "pure"}),
            num_results=(0, 0),
            summary="Yields the values of a linalg body.",
        )
    )
    registry.add(
        OpModel(
            "linalg.index",
            _parse_index,
            _print_index,
            traits=frozenset({"pure"}),
            num_operands=(0, 0),
            num_results=(1, 1),
            summary="The iteration index along a dimension of the enclosing linalg op.",
        )
    )
    _linalg_interfaces.attach(registry, list(_NAMED), {"fill", "fill_rng_2d", "copy", "elementwise", *_ELEMENTWISE})
