"""``affine.parallel``: a band of parallel affine loops.

Custom form, as MLIR's AffineParallelOp::parse / print::

    affine.parallel (%i, %j) = (0, max(%a, 2)) to (symbol(%n), 10) step (1, 2)
        reduce ("addf") -> (f32) { ... affine.yield %v : f32 }

Each bound is an affine expression of SSA ids (``%d`` a dimension,
``symbol(%s)`` a symbol); a lower bound may be ``max(e, ...)``, an upper one
``min(e, ...)``.  Stored as MLIR stores it: the properties
``lowerBoundsMap`` / ``upperBoundsMap`` (one map holding every bound
expression of the band, its inputs the ids in order of first use, dimensions
then symbols), ``lowerBoundsGroups`` / ``upperBoundsGroups`` (how many of the
map's results each loop takes, ``dense<...> : tensor<Nxi32>``), ``steps``
(``[1, 2]``) and ``reductions`` (``arith::AtomicRMWKind`` values); operands
the lower bounds' ids then the upper bounds'.  The body has one ``index``
argument per loop and ends in ``affine.yield`` (left out when it yields
nothing).

Its facts are those of MLIR's op: a loop (``LoopLikeOpInterface``) whose
iterations may run at the same time (``loop_like = "parallel"``, the
``HasParallelRegion`` trait that upstream adds to it to keep
``buffer-loop-hoisting`` from sharing a body's buffer between iterations,
llvm/llvm-project#225149), an automatic allocation scope with recursive
memory effects.
"""

from __future__ import annotations

import re

from ..ir import attrs as A
from ..ir import types as T
from ..ir.affine_expr import AffineSyntaxError
from ..ir.registry import OpModel
from ..syntax.asm import AsmError, Ref
from ._structured import (
    NameScope,
    check_yield,
    ensure_terminator,
    lparen,
    print_arrow_types,
    print_region,
    take_inherent,
)
from .memref import ATOMIC_KINDS

__all__ = ["add_models"]

_INDEX = T.IndexType()
_I32 = T.IntegerType(32)
_DIM_OR_SYM = re.compile(r"\b([ds])(\d+)\b")
_EXPR_TOKENS = frozenset({"INTEGER", "PLUS", "MINUS", "STAR", "LPAR", "RPAR"})
_EXPR_WORDS = frozenset({"floordiv", "ceildiv", "mod"})
_PROPS = ("lowerBoundsMap", "lowerBoundsGroups", "upperBoundsMap", "upperBoundsGroups", "steps", "reductions")


def _groups_attr(groups: list[int]) -> A.DenseElementsAttr:
    body = str(groups[0]) if groups and all(g == groups[0] for g in groups) else "[" + ", ".join(map(str, groups)) + "]"
    return A.DenseElementsAttr(body, T.TensorType((len(groups),), _I32))


def _parse_bounds(cur, prefix: str) -> tuple[A.AffineMapAttr, list[int], list[Ref]]:
    """``(e, prefix(e, e), ...)`` -> (map, results per loop, dims + symbols)."""
    open_tok = cur.expect("LPAR")
    dims: list[Ref] = []
    syms: list[Ref] = []
    ids: dict[tuple[str, bool], str] = {}
    exprs: list[str] = []
    groups: list[int] = []

    def ssa(ref: Ref, symbol: bool) -> str:
        key = (ref.name, symbol)
        name = ids.get(key)
        if name is None:
            group = syms if symbol else dims
            name = f"{'s' if symbol else 'd'}{len(group)}"
            ref.type = _INDEX
            group.append(ref)
            ids[key] = name
        return name

    def expr() -> str:
        parts: list[str] = []
        depth = 0
        while True:
            it = cur.peek()
            if type(it) is not tuple:
                raise cur.error("expected ')' to close the loop bounds")
            tt = it[0]
            if depth == 0 and tt in ("COMMA", "RPAR"):
                if not parts:
                    raise cur.error("expected affine expression")
                return " ".join(parts)
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

    if not cur.accept("RPAR"):
        while True:
            if cur.at_keyword(prefix) and type(cur.peek(1)) is tuple and cur.peek(1)[0] == "LPAR":
                cur.i += 2
                n = 0
                while True:
                    exprs.append(expr())
                    n += 1
                    if not cur.accept("COMMA"):
                        break
                cur.expect("RPAR")
                groups.append(n)
            else:
                exprs.append(expr())
                groups.append(1)
            if not cur.accept("COMMA"):
                break
        cur.expect("RPAR")
    header = "(" + ", ".join(f"d{i}" for i in range(len(dims))) + ")"
    if syms:
        header += "[" + ", ".join(f"s{i}" for i in range(len(syms))) + "]"
    end = cur.items[cur.i - 1][3]
    try:
        amap = A.AffineMapAttr(f"{header} -> ({', '.join(exprs)})")
    except AffineSyntaxError as e:
        raise AsmError(f"invalid affine map: {e.message}", open_tok[2], end) from None
    return amap, groups, dims + syms


def _parse_ints(cur) -> list[int]:
    cur.expect("LPAR")
    out = []
    if not cur.accept("RPAR"):
        while True:
            start, end = cur.here()
            v = cur.integer()
            if v <= 0:
                raise AsmError("steps must be positive integers", start, end)
            out.append(v)
            if not cur.accept("COMMA"):
                break
        cur.expect("RPAR")
    return out


def _parse_reductions(cur) -> list[int]:
    cur.expect("LPAR")
    out = []
    if not cur.accept("RPAR"):
        while True:
            tok = cur.expect("STRING", "reduction kind")
            kind = tok[1][1:-1]
            if kind not in ATOMIC_KINDS:
                raise AsmError(f"invalid reduction value: {tok[1]}", tok[2], tok[3])
            out.append(ATOMIC_KINDS.index(kind))
            if not cur.accept("COMMA"):
                break
        cur.expect("RPAR")
    return out


def _parse_parallel(cur, pop) -> None:
    ivs = cur.paren_operands()
    cur.expect("EQUAL")
    lb_map, lb_groups, lbs = _parse_bounds(cur, "max")
    cur.expect_keyword("to")
    ub_map, ub_groups, ubs = _parse_bounds(cur, "min")
    if len(lb_groups) != len(ivs) or len(ub_groups) != len(ivs):
        raise cur.error("number of lower and upper bounds must match the number of induction variables")
    steps = [1] * len(ivs)
    if cur.accept_keyword("step"):
        steps = _parse_ints(cur)
        if len(steps) != len(ivs):
            raise cur.error("steps must match the number of induction variables")
    reductions: list[int] = []
    if cur.accept_keyword("reduce"):
        reductions = _parse_reductions(cur)
    if cur.accept("ARROW"):
        pop.result_types = cur.result_type_list()
    body = cur.region()
    pop.regions.append(body)
    pop.attributes.update(cur.attr_dict())
    cur.expect_end()
    take_inherent(pop, _PROPS)
    pop.properties.update(
        {
            "lowerBoundsGroups": _groups_attr(lb_groups),
            "lowerBoundsMap": lb_map,
            "reductions": A.ArrayAttr(tuple(A.IntegerAttr(k) for k in reductions)),
            "steps": A.ArrayAttr(tuple(A.IntegerAttr(s) for s in steps)),
            "upperBoundsGroups": _groups_attr(ub_groups),
            "upperBoundsMap": ub_map,
        }
    )
    pop.operands = lbs + ubs
    pop.region_args[0] = [(r.name, _INDEX, (r.start, r.end)) for r in ivs]
    if not pop.result_types:
        ensure_terminator(body, "affine.yield")


def _split(op) -> tuple[list, list]:
    lb = op.attr("lowerBoundsMap")
    n = lb.num_dims + lb.num_symbols if isinstance(lb, A.AffineMapAttr) else 0
    return list(op.operands[:n]), list(op.operands[n:])


def _print_bounds(p, amap, groups, operands, prefix: str) -> None:
    nd = amap.num_dims
    names = ["%" + p.name_of(v) for v in operands]

    def sub(m):
        k = int(m.group(2))
        if m.group(1) == "d":
            return names[k] if k < nd and k < len(names) else m.group(0)
        return f"symbol({names[nd + k]})" if nd + k < len(names) else m.group(0)

    results = [_DIM_OR_SYM.sub(sub, r) for r in amap.results_text]
    items, i = [], 0
    for g in groups:
        chunk = results[i : i + g]
        i += g
        items.append(chunk[0] if g == 1 else f"{prefix}({', '.join(chunk)})")
    lparen(p)
    p.raw(", ".join(items) + ")")


def _print_parallel(p, op) -> None:
    lbs, ubs = _split(op)
    body = op.regions[0]
    args = body.blocks[0].args if body.blocks else []
    steps = [a.value for a in getattr(op.attr("steps"), "values", ())]
    reductions = [a.value for a in getattr(op.attr("reductions"), "values", ())]
    with NameScope(p):
        lparen(p)
        for k, a in enumerate(args):
            if k:
                p.punct(",")
            p.value(a)
        p.punct(")")
        p.punct("=")
        _print_bounds(p, op.attr("lowerBoundsMap"), A.int_elements(op.attr("lowerBoundsGroups")) or [], lbs, "max")
        p.keyword("to")
        _print_bounds(p, op.attr("upperBoundsMap"), A.int_elements(op.attr("upperBoundsGroups")) or [], ubs, "min")
        if any(s != 1 for s in steps):
            p.keyword("step")
            lparen(p)
            p.raw(", ".join(map(str, steps)) + ")")
        if reductions:
            p.keyword("reduce")
            lparen(p)
            p.raw(", ".join(f'"{ATOMIC_KINDS[k]}"' for k in reductions) + ")")
        print_arrow_types(p, [r.type for r in op.results])
        print_region(p, body, None if op.results else "affine.yield")
    p.attr_dict(op, set(_PROPS))


def _verify_parallel(op, report) -> None:
    lb, ub = op.attr("lowerBoundsMap"), op.attr("upperBoundsMap")
    if not isinstance(lb, A.AffineMapAttr) or not isinstance(ub, A.AffineMapAttr):
        report("'affine.parallel' op requires attributes 'lowerBoundsMap' and 'upperBoundsMap'", op.name_span)
        return
    if lb.num_dims + lb.num_symbols + ub.num_dims + ub.num_symbols != len(op.operands):
        report("'affine.parallel' op operand count must match the bound maps' dims and symbols", op.name_span)
        return
    lg = A.int_elements(op.attr("lowerBoundsGroups")) or []
    ug = A.int_elements(op.attr("upperBoundsGroups")) or []
    if sum(lg) != len(lb.results_text) or sum(ug) != len(ub.results_text):
        report("'affine.parallel' op expected the bound groups to cover the bound maps' results", op.name_span)
        return
    n = len(lg)
    body = op.regions[0] if op.regions else None
    if len(ug) != n or len(getattr(op.attr("steps"), "values", ())) != n:
        report("'affine.parallel' op expected as many upper bounds and steps as lower bounds", op.name_span)
        return
    if len(getattr(op.attr("reductions"), "values", ())) != len(op.results):
        report("'affine.parallel' op a reduction must be specified for each output", op.name_span)
        return
    if body is not None and body.blocks:
        args = body.blocks[0].args
        if len(args) != n or any(a.type != _INDEX for a in args):
            report("'affine.parallel' op expected one index region argument per loop", op.name_span)
            return
        check_yield(op, report, body, [r.type for r in op.results], "body", "affine.yield")


def add_models(registry) -> None:
    registry.add(
        OpModel(
            "affine.parallel",
            _parse_parallel,
            _print_parallel,
            traits=frozenset({"single_block", "automatic_allocation_scope", "recursive_effects"}),
            verify=_verify_parallel,
            num_regions=(1, 1),
            interfaces={"loop_like": "parallel"},
            summary="A band of parallel affine loops: one induction variable per loop between affine "
            "bounds (max of lower, min of upper) with a constant step, optional reductions.",
        )
    )
