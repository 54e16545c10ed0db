"""affine: ``affine.for``, ``affine.parallel`` (``_affine_parallel.py``),
``affine.if``, ``affine.load``/``affine.store``,
``affine.vector_load``/``affine.vector_store``, ``affine.apply``,
``affine.min``/``affine.max`` and ``affine.yield``.

Subscripts are affine maps over SSA values, as in MLIR:
``affine.load %m[%i + 3, symbol(%s) * 2]`` is stored as the property
``map = affine_map<(d0)[s0] -> (d0 + 3, s0 * 2)>`` with operands
``%m, %i, %s`` (dimensions first, then symbols, each in order of first use).
Printing substitutes the operands back into the map's results.
"""

from __future__ import annotations

import re

from ..ir import attrs as A
from ..ir import types as T
from ..ir.affine_expr import AffineSyntaxError
from ..ir.interfaces import PARENT, all_terminator_operands, if_else_successors, read, write
from ..ir.registry import OpModel
from ..syntax.asm import AsmError, Ref
from ..syntax.format import Format
from . import _affine_parallel
from ._affine_symbols import check_symbols as _check_symbols
from ._structured import (
    NameScope,
    arrow_types,
    check_no_args,
    check_parent,
    check_yield,
    ensure_terminator,
    ints,
    parse_assignments,
    parse_iv,
    print_arrow_types,
    print_assignments,
    print_region,
    seg,
    take_inherent,
)

_INDEX = T.IndexType()
_CONST = re.compile(r"-?\d+\Z")
_DIM_OR_SYM = re.compile(r"\b([ds])(\d+)\b")
_SET_HEADER = re.compile(r"\(([^)]*)\)(?:\[([^\]]*)\])?")


def _make_map(text: str, start: int, end: int) -> A.AffineMapAttr:
    try:
        return A.AffineMapAttr(text)
    except AffineSyntaxError as e:
        raise AsmError(f"invalid affine map: {e.message}", start, end) from None


def _map_attr(cur, what: str = "affine map"):
    """An ``#map`` alias or inline ``affine_map<...>``."""
    tok = cur.expect("ATTR", what)
    attr = cur.ctx.parse_attr(tok[2], tok[3])
    if not isinstance(attr, A.AffineMapAttr):
        raise AsmError(f"expected {what}, got '{tok[1]}'", tok[2], tok[3])
    return attr, (tok[2], tok[3])


def _set_counts(attr) -> tuple[int, int]:
    m = _SET_HEADER.match(attr.text)
    if m is None:
        return 0, 0
    dims = [d for d in m.group(1).split(",") if d.strip()]
    syms = [s for s in (m.group(2) or "").split(",") if s.strip()]
    return len(dims), len(syms)


# ---------------------------------------------------------------------------
# dimension and symbol lists: ``(%d0, %d1)[%s0]``


def _dims_and_symbols(cur, num_dims: int, num_syms: int, span) -> list[Ref]:
    dims = cur.paren_operands()
    syms = []
    if cur.accept("LSQB"):
        syms = cur.operand_list()
        cur.expect("RSQB")
    if len(dims) != num_dims:
        raise AsmError(f"dim operand count and affine map dim count must match ({len(dims)} vs {num_dims})", *span)
    if len(syms) != num_syms:
        raise AsmError(
            f"symbol operand count and affine map symbol count must match ({len(syms)} vs {num_syms})", *span
        )
    for r in dims + syms:
        r.type = _INDEX
    return dims + syms


def _print_dims_and_symbols(p, operands, num_dims: int) -> None:
    names = ["%" + p.name_of(v) for v in operands]
    p.raw("(" + ", ".join(names[:num_dims]) + ")")
    if len(names) > num_dims:
        p.raw("[" + ", ".join(names[num_dims:]) + "]")


# ---------------------------------------------------------------------------
# affine maps of SSA ids: ``[%i + 3, symbol(%s) * 2]``

_EXPR_TOKENS = frozenset({"INTEGER", "PLUS", "MINUS", "STAR", "LPAR", "RPAR"})
_EXPR_WORDS = frozenset({"floordiv", "ceildiv", "mod"})


def parse_ssa_map(cur) -> tuple[A.AffineMapAttr, list[Ref]]:
    """``[expr, ...]`` over SSA ids -> (map, dimension operands + symbol operands)."""
    open_tok = cur.expect("LSQB")
    dims: list[Ref] = []
    syms: list[Ref] = []
    ids: dict[str, str] = {}
    exprs: list[str] = []
    parts: list[str] = []
    depth = 0

    def ssa(ref: Ref, symbol: bool) -> str:
        name = ids.get(ref.name)
        if name is None:
            group = syms if symbol else dims
            name = f"{'s' if symbol else 'd'}{len(group)}"
            ref.type = _INDEX
            group.append(ref)
            ids[ref.name] = name
        return name

    while True:
        it = cur.peek()
        if type(it) is not tuple:
            raise cur.error("expected ']' to close the subscripts")
        tt = it[0]
        if depth == 0 and tt in ("RSQB", "COMMA"):
            if not parts and (tt == "COMMA" or exprs):
                raise cur.error("expected affine expression")
            cur.i += 1
            if parts:
                exprs.append(" ".join(parts))
            parts = []
            if tt == "RSQB":
                break
            continue
        if tt == "VALUE":
            parts.append(ssa(cur.operand(), False))
        elif cur.at_keyword("symbol") and type(cur.peek(1)) is tuple and cur.peek(1)[0] == "LPAR":
            cur.i += 2
            parts.append(ssa(cur.operand(), True))
            cur.expect("RPAR")
        elif tt in _EXPR_TOKENS or (tt == "BARE_ID" and it[1] in _EXPR_WORDS):
            depth += tt == "LPAR"
            depth -= tt == "RPAR"
            parts.append(it[1])
            cur.i += 1
        else:
            raise cur.error("expected affine expression of SSA ids")
    header = "(" + ", ".join(f"d{i}" for i in range(len(dims))) + ")"
    if syms:
        header += "[" + ", ".join(f"s{i}" for i in range(len(syms))) + "]"
    end = cur.items[cur.i - 1][3]
    amap = _make_map(f"{header} -> ({', '.join(exprs)})", open_tok[2], end)
    return amap, dims + syms


def print_ssa_map(p, amap, operands) -> None:
    """``[%i + 3, symbol(%s) * 2]`` from a map and its operands."""
    nd = amap.num_dims
    names = ["%" + p.name_of(v) for v in operands]

    def sub(m):
        k = int(m.group(2))
        if m.group(1) == "d":
            return names[k] if k < nd and k < len(names) else m.group(0)
        return f"symbol({names[nd + k]})" if nd + k < len(names) else m.group(0)

    p.raw("[" + ", ".join(_DIM_OR_SYM.sub(sub, r) for r in amap.results_text) + "]")


def _element_type(t):
    return getattr(t, "element", None) or T.UnknownType()


# ---------------------------------------------------------------------------
# affine.load / affine.store / affine.vector_load / affine.vector_store


def _parse_load(cur, pop, vector: bool = False) -> None:
    memref = cur.operand()
    amap, indices = parse_ssa_map(cur)
    pop.attributes.update(cur.attr_dict())
    cur.expect("COLON")
    memref.type = cur.type()
    if vector:
        cur.expect("COMMA")
        pop.result_types = [cur.type()]
    else:
        pop.result_types = [_element_type(memref.type)]
    cur.expect_end()
    take_inherent(pop, ("map",))
    pop.properties["map"] = amap
    pop.operands = [memref] + indices


def _parse_store(cur, pop, vector: bool = False) -> None:
    value = cur.operand()
    cur.expect("COMMA")
    memref = cur.operand()
    amap, indices = parse_ssa_map(cur)
    pop.attributes.update(cur.attr_dict())
    cur.expect("COLON")
    memref.type = cur.type()
    if vector:
        cur.expect("COMMA")
        value.type = cur.type()
    else:
        value.type = _element_type(memref.type)
    cur.expect_end()
    take_inherent(pop, ("map",))
    pop.properties["map"] = amap
    pop.operands = [value, memref] + indices


def _print_access(p, op, first: int, vector_type=None) -> None:
    p.value(op.operands[first])
    print_ssa_map(p, op.attr("map"), op.operands[first + 1 :])
    p.attr_dict(op, {"map"})
    p.punct(":")
    p.type(op.operands[first].type)
    if vector_type is not None:
        p.punct(",")
        p.type(vector_type)


def _print_load(p, op) -> None:
    _print_access(p, op, 0)


def _print_vector_load(p, op) -> None:
    _print_access(p, op, 0, op.results[0].type)


def _print_store(p, op) -> None:
    p.value(op.operands[0])
    p.punct(",")
    _print_access(p, op, 1)


def _print_vector_store(p, op) -> None:
    p.value(op.operands[0])
    p.punct(",")
    _print_access(p, op, 1, op.operands[0].type)


def _verify_access(first: int, vector: bool = False):
    def verify(op, report) -> None:
        amap = op.attr("map")
        if len(op.operands) <= first or not isinstance(amap, A.AffineMapAttr):
            report(f"'{op.name}' needs a memref and an affine map", op.name_span)
            return
        mt = op.operands[first].type
        nidx = len(op.operands) - first - 1
        if amap.num_dims + amap.num_symbols != nidx:
            report(f"'{op.name}' op expects as many subscripts as affine map inputs", op.name_span)
        if not isinstance(mt, T.MemRefType):
            if not isinstance(mt, T.UnknownType):
                report(f"'{op.name}' expects a memref, got '{mt}'", op.name_span)
            return
        if len(amap.results_text) != len(mt.shape):
            report(f"'{op.name}' op affine map num results must equal memref rank", op.name_span)
        if not vector:
            vt = op.results[0].type if first == 0 and op.results else op.operands[0].type
            if first == 1 or op.results:
                if vt != mt.element and not isinstance(vt, T.UnknownType):
                    report(
                        f"'{op.name}' value type '{vt}' does not match the memref element type '{mt.element}'",
                        op.name_span,
                    )

    return verify


# ---------------------------------------------------------------------------
# affine.apply / affine.min / affine.max  ``affine.apply #map(%d)[%s]``


def _parse_apply(cur, pop) -> None:
    amap, span = _map_attr(cur)
    pop.operands = _dims_and_symbols(cur, amap.num_dims, amap.num_symbols, span)
    pop.attributes.update(cur.attr_dict())
    cur.expect_end()
    take_inherent(pop, ("map",))
    pop.properties["map"] = amap
    pop.result_types = [_INDEX]


def _print_apply(p, op) -> None:
    amap = op.attr("map")
    p.attr(amap)
    _print_dims_and_symbols(p, op.operands, amap.num_dims)
    p.attr_dict(op, {"map"})


def _verify_apply(op, report) -> None:
    amap = op.attr("map")
    if not isinstance(amap, A.AffineMapAttr):
        report(f"'{op.name}' requires attribute 'map'", op.name_span)
        return
    if amap.num_dims + amap.num_symbols != len(op.operands):
        report(f"'{op.name}' op operand count and affine map dimension and symbol count must match", op.name_span)
    n = len(amap.results_text)
    if op.name == "affine.apply" and n != 1:
        report("'affine.apply' op mapping must produce one value", op.name_span)
    elif n == 0:
        report(f"'{op.name}' op affine map expects at least one result", op.name_span)


# ---------------------------------------------------------------------------
# affine.for
#   ``affine.for %i = max #lb(%a)[%s] to 100 step 2 iter_args(%x = %y) -> (f32) {..}``


def _parse_bound(cur, lower: bool):
    prefix = "max" if lower else "min"
    has_prefix = cur.accept_keyword(prefix) is not None
    if cur.at("VALUE"):
        ref = cur.operand()
        ref.type = _INDEX
        return A.AffineMapAttr("()[s0] -> (s0)"), [ref]
    if cur.at("INTEGER"):
        start, end = cur.here()
        value = cur.integer()
        if not -(1 << 63) <= value < 1 << 63:  # an index attribute
            raise AsmError("integer constant out of range for attribute", start + (value < 0), end)
        return A.AffineMapAttr(f"() -> ({value})"), []
    amap, span = _map_attr(cur, "loop bound (constant, SSA value or affine map)")
    operands = _dims_and_symbols(cur, amap.num_dims, amap.num_symbols, span)
    if len(amap.results_text) > 1 and not has_prefix:
        which = "lower" if lower else "upper"
        raise AsmError(f"{which} loop bound affine map with multiple results requires '{prefix}' prefix", *span)
    return amap, operands


def _parse_for(cur, pop) -> None:
    iv, s, e = parse_iv(cur)
    lb_map, lbs = _parse_bound(cur, True)
    cur.expect_keyword("to")
    ub_map, ubs = _parse_bound(cur, False)
    step = 1
    if cur.accept_keyword("step"):
        start, end = cur.here()
        step = cur.integer()
        if step <= 0:
            raise AsmError("expected step to be representable as a positive signed integer", start, end)
    names: list[tuple[str, tuple[int, int]]] = []
    inits: list[Ref] = []
    if cur.accept_keyword("iter_args"):
        names, inits = parse_assignments(cur)
        cur.expect("ARROW")
        pop.result_types = cur.result_type_list()
    if len(names) != len(pop.result_types):
        raise cur.error(
            f"mismatch between the number of loop-carried values ({len(names)}) and results ({len(pop.result_types)})"
        )
    for r, t in zip(inits, pop.result_types):
        r.type = t
    body = cur.region()
    pop.regions.append(body)
    pop.attributes.update(cur.attr_dict())
    cur.expect_end()
    take_inherent(pop, ("lowerBoundMap", "upperBoundMap", "step"))
    pop.properties.update(
        {
            "lowerBoundMap": lb_map,
            "upperBoundMap": ub_map,
            "operandSegmentSizes": seg([len(lbs), len(ubs), len(inits)]),
            "step": A.IntegerAttr(step, _INDEX),
        }
    )
    pop.operands = lbs + ubs + inits
    pop.region_args[0] = [(iv, _INDEX, (s, e))] + [(n, t, span) for (n, span), t in zip(names, pop.result_types)]
    if not pop.result_types:
        ensure_terminator(body, "affine.yield")


def _print_bound(p, amap, operands, prefix: str) -> None:
    results = amap.results_text
    if len(results) == 1:
        if amap.num_dims == 0 and amap.num_symbols == 0 and _CONST.match(results[0]):
            p.keyword(results[0])
            return
        if amap.num_dims == 0 and amap.num_symbols == 1 and results[0] == "s0" and operands:
            p.value(operands[0])
            return
    else:
        p.keyword(prefix)
    p.attr(amap)
    _print_dims_and_symbols(p, operands, amap.num_dims)


def _for_groups(op) -> list[list]:
    sizes = ints(op.attr("operandSegmentSizes"))
    if len(sizes) != 3:
        return [[], [], list(op.operands)]
    a, b = sizes[0], sizes[0] + sizes[1]
    return [op.operands[:a], op.operands[a:b], op.operands[b:]]


def _print_for(p, op) -> None:
    lbs, ubs, inits = _for_groups(op)
    body = op.regions[0]
    args = body.blocks[0].args if body.blocks else []
    with NameScope(p):
        p.value(args[0])
        p.punct("=")
        _print_bound(p, op.attr("lowerBoundMap"), lbs, "max")
        p.keyword("to")
        _print_bound(p, op.attr("upperBoundMap"), ubs, "min")
        step = op.attr("step")
        if step is not None and step.value != 1:
            p.keyword("step")
            p.keyword(str(step.value))
        if inits:
            p.keyword("iter_args")
            print_assignments(p, args[1:], inits)
            print_arrow_types(p, [r.type for r in op.results])
        print_region(p, body, None if op.results else "affine.yield")
    p.attr_dict(op, {"lowerBoundMap", "upperBoundMap", "step", "operandSegmentSizes"})


def _verify_for(op, report) -> None:
    lbs, ubs, inits = _for_groups(op)
    for name, vals in (("lowerBoundMap", lbs), ("upperBoundMap", ubs)):
        amap = op.attr(name)
        if not isinstance(amap, A.AffineMapAttr):
            report(f"'affine.for' requires attribute '{name}'", op.name_span)
        elif amap.num_dims + amap.num_symbols != len(vals):
            report(f"'affine.for' {name} operand count must match its dims and symbols", op.name_span)
        elif not _check_symbols(op, report, vals, amap.num_dims):
            return
    types = [r.type for r in op.results]
    if len(inits) != len(types):
        report(f"'affine.for' op has {len(inits)} iter_args but {len(types)} results", op.name_span)
        return
    body = op.regions[0] if op.regions else None
    if body is not None and body.blocks:
        args = body.blocks[0].args
        if len(args) != 1 + len(inits) or args[0].type != _INDEX:
            report(
                "'affine.for' op expected an index induction variable and one region argument per iter_arg",
                op.name_span,
            )
        check_yield(op, report, body, types, "body", "affine.yield")


# ---------------------------------------------------------------------------
# affine.if  ``affine.if #set(%d)[%s] [-> t] {..} [else {..}]``


def _parse_if(cur, pop) -> None:
    tok = cur.expect("ATTR", "integer set")
    cond = cur.ctx.parse_attr(tok[2], tok[3])
    if not isinstance(cond, A.IntegerSetAttr):
        raise AsmError(f"expected an integer set, got '{tok[1]}'", tok[2], tok[3])
    nd, ns = _set_counts(cond)
    pop.operands = _dims_and_symbols(cur, nd, ns, (tok[2], tok[3]))
    pop.result_types = arrow_types(cur)
    then = cur.region()
    other = cur.region() if cur.accept_keyword("else") else None
    pop.attributes.update(cur.attr_dict())
    cur.expect_end()
    take_inherent(pop, ("condition",))
    pop.properties["condition"] = cond
    ensure_terminator(then, "affine.yield")
    if other is not None:
        ensure_terminator(other, "affine.yield")
    else:
        from ..ir.nodes import Region

        other = Region()
    pop.regions = [then, other]


def _print_if(p, op) -> None:
    cond = op.attr("condition")
    p.attr(cond)
    _print_dims_and_symbols(p, op.operands, _set_counts(cond)[0])
    print_arrow_types(p, [r.type for r in op.results], parens=False)
    elide = None if op.results else "affine.yield"
    print_region(p, op.regions[0], elide)
    if len(op.regions) > 1 and op.regions[1].blocks:
        p.keyword("else")
        print_region(p, op.regions[1], elide)
    p.attr_dict(op, {"condition"})


def _verify_if(op, report) -> None:
    cond = op.attr("condition")
    if not isinstance(cond, A.IntegerSetAttr):
        report("'affine.if' requires attribute 'condition'", op.name_span)
        return
    nd, ns = _set_counts(cond)
    if nd + ns != len(op.operands):
        report(
            "'affine.if' operand count and condition integer set dimension and symbol count must match", op.name_span
        )
    elif not _check_symbols(op, report, op.operands, nd):
        return
    if len(op.regions) != 2:
        return
    if op.results and not op.regions[1].blocks:
        report("'affine.if' op must have an else block if defining values", op.name_span)
    types = [r.type for r in op.results]
    for k, (region, where) in enumerate(zip(op.regions, ("then region", "else region"))):
        check_no_args(op, report, region, k)
        check_yield(op, report, region, types, where, "affine.yield")


_YIELD = Format("attr-dict ($operands* `:` type($operands))?", operands=("operands*",))


def register(registry) -> None:
    single = frozenset({"single_block"})
    registry.add(
        OpModel(
            "affine.for",
            _parse_for,
            _print_for,
            traits=single,
            verify=_verify_for,
            num_regions=(1, 1),
            summary="An affine loop: induction variable between affine bounds with a constant "
            "step, optional loop-carried values.",
        )
    )
    registry.add(
        OpModel(
            "affine.if",
            _parse_if,
            _print_if,
            traits=single,
            verify=_verify_if,
            num_regions=(2, 2),
            summary="Runs its then region when the integer set holds for its operands.",
        )
    )
    registry.add(
        OpModel(
            "affine.load",
            _parse_load,
            _print_load,
            verify=_verify_access(0),
            num_operands=(1, None),
            num_results=(1, 1),
            summary="Loads an element of a memref at affine subscripts.",
        )
    )
    registry.add(
        OpModel(
            "affine.store",
            _parse_store,
            _print_store,
            verify=_verify_access(1),
            num_operands=(2, None),
            num_results=(0, 0),
            summary="Stores a value into a memref at affine subscripts.",
        )
    )
    registry.add(
        OpModel(
            "affine.vector_load",
            lambda c, po: _parse_load(c, po, True),
            _print_vector_load,
            verify=_verify_access(0, True),
            num_operands=(1, None),
            num_results=(1, 1),
            summary="Loads a vector from a memref at affine subscripts.",
        )
    )
    registry.add(
        OpModel(
            "affine.vector_store",
            lambda c, po: _parse_store(c, po, True),
            _print_vector_store,
            verify=_verify_access(1, True),
            num_operands=(2, None),
            num_results=(0, 0),
            summary="Stores a vector into a memref at affine subscripts.",
        )
    )
    for name, what in (
        ("affine.apply", "Applies an affine map (one result) to index operands."),
        ("affine.min", "The minimum of the results of an affine map."),
        ("affine.max", "The maximum of the results of an affine map."),
    ):
        registry.add(
            OpModel(
                name,
                _parse_apply,
                _print_apply,
                traits=frozenset({"pure"}),
                verify=_verify_apply,
                num_results=(1, 1),
                summary=what,
            )
        )
    registry.add(
        OpModel(
            "affine.yield",
            _YIELD.parse,
            _YIELD.print,
            traits=frozenset({"terminator", "return_like", "pure"}),
            num_results=(0, 0),
            verify=lambda op, report: check_parent(op, report, {"affine.for", "affine.if", "affine.parallel"}),
            summary="Yields values from an affine region to its parent op.",
        )
    )
    _affine_parallel.add_models(registry)
    _attach_interfaces(registry)


_CONSTANT_MAP = re.compile(r"^\(\)\s*->\s*\((-?\d+)\)$")


def _trip_count(op) -> int | None:
    """The trip count of an ``affine.for`` with constant bounds."""
    bounds = []
    for name in ("lowerBoundMap", "upperBoundMap"):
        m = _CONSTANT_MAP.match(getattr(op.attr(name), "text", "") or "")
        if m is None:
            return None
        bounds.append(int(m.group(1)))
    step = getattr(op.attr("step"), "value", 1) or 1
    lb, ub = bounds
    return max(0, -(-(ub - lb) // step))


def _for_successors(op, point: int) -> list[tuple[int, list[int]]]:
    """``affine.for`` (as MLIR's AffineForOp): body or results from both the
    parent (with the inits) and the body (with the yielded values), except
    that a constant trip count of 0 skips the body, >= 1 enters it, and 1
    leaves after the body."""
    n = len(op.results)
    trips = _trip_count(op)
    if point == PARENT:
        fwd = list(range(len(op.operands) - n, len(op.operands)))
        if trips == 0:
            return [(PARENT, fwd)]
        if trips is not None:
            return [(0, fwd)]
        return [(0, fwd), (PARENT, list(fwd))]
    fwd = all_terminator_operands(op, point)
    if trips == 1:
        return [(PARENT, fwd)]
    return [(0, fwd), (PARENT, list(fwd))]


def _attach_interfaces(registry) -> None:
    registry.attach("affine.for", "region_successors", _for_successors)
    registry.attach("affine.if", "region_successors", if_else_successors)
    for name in ("affine.for", "affine.if"):
        registry.add_traits(name, "recursive_effects")
    registry.add_traits("affine.for", "automatic_allocation_scope")
    registry.attach("affine.load", "memory_effects", [read(0)])
    registry.attach("affine.vector_load", "memory_effects", [read(0)])
    registry.attach("affine.store", "memory_effects", [write(1)])
    registry.attach("affine.vector_store", "memory_effects", [write(1)])
