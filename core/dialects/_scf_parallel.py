"""scf parallel loops: ``scf.parallel`` with its terminator ``scf.reduce``
(+ ``scf.reduce.return``), and ``scf.forall`` with its terminator
``scf.forall.in_parallel``.  Registered by ``scf.register``.

``scf.parallel``'s custom form may leave out an operand-less ``scf.reduce``
(added when reading; printed, as mlir-opt does).  ``scf.forall``'s may leave
out an empty ``scf.forall.in_parallel`` (added when reading; left out when
printing a forall without results, as mlir-opt does).
"""

from __future__ import annotations

from ..ir.interfaces import PARENT
from ..ir.nodes import Block, Region
from ..ir.registry import OpModel
from ..ir.registry import registry as _registry
from ..ir.types import KDYNAMIC
from ..syntax.asm import AsmError, Ref
from ..syntax.format import Format
from ._structured import (
    INDEX,
    NameScope,
    arrow_types,
    check_parent,
    ensure_terminator,
    ints,
    lparen,
    parse_assignments,
    print_arrow_types,
    print_assignments,
    seg,
    take_inherent,
    terminator,
)

# ---------------------------------------------------------------------------
# scf.parallel
#   ``scf.parallel (%i) = (%lb) to (%ub) step (%s) [init (%x)] [-> t] {..}``


def _paren_operands(cur, n: int | None, what: str) -> list[Ref]:
    start, end = cur.here()
    refs = cur.paren_operands()
    if n is not None and len(refs) != n:
        raise AsmError(f"expected {n} {what} operands, got {len(refs)}", start, end)
    for r in refs:
        r.type = INDEX
    return refs


def _type_by_results(cur, pop, values: list[Ref]) -> None:
    """``values`` (scf.parallel's init operands, scf.forall's shared_outs)
    take the op's result types, one each."""
    if len(values) != len(pop.result_types):
        raise cur.error(
            f"number of operands and types do not match: got {len(values)} operands and {len(pop.result_types)} types"
        )
    for r, t in zip(values, pop.result_types):
        r.type = t


def _body(cur, pop) -> Region:
    """The op's region, then its attribute dictionary, then the end of the op."""
    body = cur.region()
    pop.regions.append(body)
    pop.attributes.update(cur.attr_dict())
    cur.expect_end()
    return body


def _parse_parallel(cur, pop) -> None:
    ivs = cur.paren_operands()
    cur.expect("EQUAL")
    lbs = _paren_operands(cur, len(ivs), "lower bound")
    cur.expect_keyword("to")
    ubs = _paren_operands(cur, len(ivs), "upper bound")
    cur.expect_keyword("step")
    steps = _paren_operands(cur, len(ivs), "step")
    inits = cur.paren_operands() if cur.accept_keyword("init") else []
    pop.result_types = arrow_types(cur)
    _type_by_results(cur, pop, inits)
    body = _body(cur, pop)
    pop.operands = lbs + ubs + steps + inits
    pop.properties["operandSegmentSizes"] = seg([len(lbs), len(ubs), len(steps), len(inits)])
    pop.region_args[0] = [(r.name, INDEX, (r.start, r.end)) for r in ivs]
    ensure_terminator(body, "scf.reduce")


def _split(op, n: int) -> list[list]:
    sizes = ints(op.attr("operandSegmentSizes"))
    if len(sizes) != n:
        return [list(op.operands)] + [[] for _ in range(n - 1)]
    out, i = [], 0
    for k in sizes:
        out.append(op.operands[i : i + k])
        i += k
    return out


def _print_values(p, values) -> None:
    lparen(p)
    for k, v in enumerate(values):
        if k:
            p.punct(",")
        p.value(v)
    p.punct(")")


def _print_parallel(p, op) -> None:
    lbs, ubs, steps, inits = _split(op, 4)
    body = op.regions[0]
    with NameScope(p):
        _print_values(p, body.blocks[0].args if body.blocks else [])
        p.punct("=")
        _print_values(p, lbs)
        p.keyword("to")
        _print_values(p, ubs)
        p.keyword("step")
        _print_values(p, steps)
        if inits:
            p.keyword("init")
            _print_values(p, inits)
        print_arrow_types(p, [r.type for r in op.results], parens=False)
        p.region(body)
    p.attr_dict(op, {"operandSegmentSizes"})


def _constant_int(v):
    """The value of an ``arith.constant`` integer operand, else None."""
    owner = getattr(v, "owner", None)
    attr = owner.attr("value") if getattr(owner, "name", None) == "arith.constant" else None
    value = getattr(attr, "value", None)
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _verify_parallel(op, report) -> None:
    lbs, ubs, steps, _inits = _split(op, 4)
    if not lbs and not ubs and not steps:
        report("'scf.parallel' op needs at least one tuple element for lowerBound, upperBound and step", op.name_span)
        return
    if not (len(lbs) == len(ubs) == len(steps)):
        report("'scf.parallel' op expects the same number of lower bounds, upper bounds and steps", op.name_span)
        return
    for k, s in enumerate(steps):
        c = _constant_int(s)
        if c is not None and c <= 0:
            span = op.operand_spans[len(lbs) + len(ubs) + k] if op.operand_spans else None
            report("'scf.parallel' op constant step operand must be positive", span or op.name_span)
    body = op.regions[0] if op.regions else None
    if body is None or not body.blocks:
        return
    args = body.blocks[0].args
    if len(args) != len(steps):
        report(
            f"'scf.parallel' op expects the same number of induction variables: {len(args)} "
            f"as bound and step values: {len(steps)}",
            op.name_span,
        )
    if any(a.type != INDEX for a in args):
        report("'scf.parallel' op expects arguments for the induction variable to be of index type", op.name_span)
    term = terminator(body)
    if term is None or term.name != "scf.reduce":
        report("'scf.parallel' op expects body to terminate with 'scf.reduce'", op.name_span)
        return
    if len(term.operands) != len(op.results):
        report(
            f"'scf.parallel' op expects number of results: {len(op.results)} to be the same "
            f"as number of reductions: {len(term.operands)}",
            op.name_span,
        )
        return
    for k, (v, r) in enumerate(zip(term.operands, op.results)):
        if v.type != r.type:
            report(
                f"'scf.reduce' op expects type of {k}-th reduction operand: '{v.type}' to be "
                f"the same as the {k}-th result type: '{r.type}'",
                term.span or op.name_span,
            )


# ---------------------------------------------------------------------------
# scf.reduce  ``scf.reduce`` / ``scf.reduce(%a, %b : f32, i32) {..}, {..}``


def _parse_reduce(cur, pop) -> None:
    if cur.accept("LPAR"):
        pop.operands = cur.operand_list()
        if cur.at("RPAR") and cur.peek(1) is not None and cur.peek(1)[0] == "COLON":
            s, e = cur.here()
            raise AsmError("old 'scf.reduce(%x) : t' syntax; write 'scf.reduce(%x : t)'", s, e)
        cur.expect("COLON")
        cur.typed_operands(pop.operands)
        cur.expect("RPAR")
    while cur.at_region():
        pop.regions.append(cur.region())
        if not cur.accept("COMMA"):
            break
    pop.attributes.update(cur.attr_dict())
    cur.expect_end()


def _print_reduce(p, op) -> None:
    if op.operands:
        p.raw("(")
        p._prev = "("
        for k, v in enumerate(op.operands):
            if k:
                p.punct(",")
            p.value(v)
        p.punct(":")
        for k, v in enumerate(op.operands):
            if k:
                p.punct(",")
            p.type(v.type)
        p.punct(")")
    for k, r in enumerate(op.regions):
        if k:
            p.punct(",")
        p.region(r, print_entry_args=True)
    p.attr_dict(op)


def _verify_reduce(op, report) -> None:
    check_parent(op, report, {"scf.parallel"})
    if len(op.regions) != len(op.operands):
        report(f"'scf.reduce' op has {len(op.operands)} operands but {len(op.regions)} reduction regions", op.name_span)
    for _k, (v, r) in enumerate(zip(op.operands, op.regions)):
        entry = r.blocks[0] if r.blocks else None
        if entry is None or len(entry.args) != 2 or not all(a.type == v.type for a in entry.args):
            report(f"'scf.reduce' op expects two arguments to reduce block of type '{v.type}'", op.name_span)
        term = terminator(r)
        if term is None or term.name != "scf.reduce.return":
            report(
                "'scf.reduce' op reduction bodies must be terminated with an 'scf.reduce.return' op",
                (term.span if term is not None else None) or op.name_span,
            )
        elif term.operands and term.operands[0].type != v.type:
            report(
                f"'scf.reduce.return' op must have type '{v.type}' (the type of the reduction inputs)",
                term.span or op.name_span,
            )


# ---------------------------------------------------------------------------
# scf.forall
#   ``scf.forall (%i, %j) in (%n, 8) [shared_outs(%o = %t) -> (t)] {..}``
#   ``scf.forall (%i) = (%lb) to (%ub) step (%s) ...``


def _dynamic_index_list(cur) -> tuple[list[Ref], list[int]]:
    cur.expect("LPAR")
    refs: list[Ref] = []
    static: list[int] = []
    while not cur.at("RPAR"):
        if static:
            cur.expect("COMMA")
        if cur.at("VALUE"):
            r = cur.operand()
            r.type = INDEX
            refs.append(r)
            static.append(KDYNAMIC)
        else:
            static.append(cur.integer())
    cur.expect("RPAR")
    return refs, static


def _parse_forall(cur, pop) -> None:
    ivs = cur.paren_operands()
    n = len(ivs)
    if cur.accept_keyword("in"):
        lbs: list[Ref] = []
        steps: list[Ref] = []
        ubs, s_ub = _dynamic_index_list(cur)
        s_lb, s_step = [0] * n, [1] * n
    else:
        cur.expect("EQUAL")
        lbs, s_lb = _dynamic_index_list(cur)
        cur.expect_keyword("to")
        ubs, s_ub = _dynamic_index_list(cur)
        cur.expect_keyword("step")
        steps, s_step = _dynamic_index_list(cur)
    names: list[tuple[str, tuple[int, int]]] = []
    outs: list[Ref] = []
    if cur.accept_keyword("shared_outs"):
        names, outs = parse_assignments(cur)
        pop.result_types = arrow_types(cur)
        _type_by_results(cur, pop, outs)
    body = _body(cur, pop)
    take_inherent(pop, ("mapping",))
    pop.operands = lbs + ubs + steps + outs
    pop.properties["operandSegmentSizes"] = seg([len(lbs), len(ubs), len(steps), len(outs)])
    pop.properties["staticLowerBound"] = seg(s_lb, 64)
    pop.properties["staticUpperBound"] = seg(s_ub, 64)
    pop.properties["staticStep"] = seg(s_step, 64)
    pop.region_args[0] = [(r.name, INDEX, (r.start, r.end)) for r in ivs] + [
        (nm, t, span) for (nm, span), t in zip(names, pop.result_types)
    ]
    ensure_terminator(body, "scf.forall.in_parallel")
    last = body.blocks[-1].ops[-1]
    if last.name == "scf.forall.in_parallel" and not last.regions:
        _add_single_block(last)


def _add_single_block(op) -> None:
    region = Region()
    region.add_block(Block())
    op.add_region(region)


def _print_mixed(p, values, static) -> None:
    lparen(p)
    it = iter(values)
    for k, s in enumerate(static):
        if k:
            p.punct(",")
        if s == KDYNAMIC:
            p.value(next(it))
        else:
            p.keyword(str(s))
    p.punct(")")


def _print_forall(p, op) -> None:
    lbs, ubs, steps, outs = _split(op, 4)
    s_lb = ints(op.attr("staticLowerBound"))
    s_ub = ints(op.attr("staticUpperBound"))
    s_step = ints(op.attr("staticStep"))
    body = op.regions[0]
    args = body.blocks[0].args if body.blocks else []
    n = len(s_ub)
    with NameScope(p):
        _print_values(p, args[:n])
        if not lbs and not steps and all(v == 0 for v in s_lb) and all(v == 1 for v in s_step):
            p.keyword("in")
            _print_mixed(p, ubs, s_ub)
        else:
            p.punct("=")
            _print_mixed(p, lbs, s_lb)
            p.keyword("to")
            _print_mixed(p, ubs, s_ub)
            p.keyword("step")
            _print_mixed(p, steps, s_step)
        if outs:
            p.keyword("shared_outs")
            print_assignments(p, args[n:], outs)
            print_arrow_types(p, [r.type for r in op.results])
        last = body.blocks[-1].ops[-1] if body.blocks and body.blocks[-1].ops else None
        elide = (
            not op.results
            and last is not None
            and last.name == "scf.forall.in_parallel"
            and not last.attributes
            and last.loc is None
            and all(not b.ops for r in last.regions for b in r.blocks)
        )
        if elide:
            body.blocks[-1].ops.pop()
        try:
            p.region(body)
        finally:
            if elide:
                body.blocks[-1].ops.append(last)
    p.attr_dict(op, {"operandSegmentSizes", "staticLowerBound", "staticUpperBound", "staticStep"})


def _verify_forall(op, report) -> None:
    _lbs, _ubs, _steps, outs = _split(op, 4)
    n = len(ints(op.attr("staticUpperBound")))
    if len(outs) != len(op.results):
        report(f"'scf.forall' op has {len(outs)} shared_outs but {len(op.results)} results", op.name_span)
    body = op.regions[0] if op.regions else None
    term = terminator(body) if body is not None else None
    if body is not None and body.blocks and (term is None or term.name != "scf.forall.in_parallel"):
        found = f", found '{term.name}'" if term is not None else ""
        report(f"'scf.forall' op expects regions to end with 'scf.forall.in_parallel'{found}", op.name_span)
    mapping = op.attr("mapping")
    if mapping is not None and len(getattr(mapping, "values", ())) != n:
        report("'scf.forall' op mapping attribute size must match op rank", op.name_span)


def _parse_in_parallel(cur, pop) -> None:
    region = cur.region()
    if not region.blocks:
        region.add_block(Block())
    pop.regions.append(region)
    pop.attributes.update(cur.attr_dict())
    cur.expect_end()


def _verify_in_parallel(op, report) -> None:
    """Only ParallelCombiningOpInterface ops (the ``parallel_combining``
    interface: ``fn(op) -> [indices of the operands it updates]``), each
    updating shared outputs (block arguments after the induction variables)."""
    forall = op.parent_op
    check_parent(op, report, {"scf.forall"})
    if forall is None or forall.name != "scf.forall" or not op.regions or not op.regions[0].blocks:
        return
    body = forall.regions[0].blocks[0].args if forall.regions and forall.regions[0].blocks else []
    outs = set(body[len(ints(forall.attr("staticUpperBound"))) :])
    for child in op.regions[0].blocks[0].ops:
        model = _registry.get(child.name)
        updated = model.interfaces.get("parallel_combining") if model is not None else None
        if updated is None:
            report("'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops", op.name_span)
            return
        if any(child.operands[i] not in outs for i in updated(child) if i < len(child.operands)):
            report(f"'{child.name}' op may only insert into an output block argument", child.name_span)
            return


def _print_in_parallel(p, op) -> None:
    p.region(op.regions[0])
    p.attr_dict(op)


_REDUCE_RETURN = Format("$result attr-dict `:` type($result)", operands=("result",))


def add_models(registry) -> None:
    loop = frozenset({"single_block"})
    registry.add(
        OpModel(
            "scf.parallel",
            _parse_parallel,
            _print_parallel,
            traits=loop,
            verify=_verify_parallel,
            num_regions=(1, 1),
            summary="A parallel loop nest with optional reductions (scf.reduce).",
        )
    )
    registry.add(
        OpModel(
            "scf.reduce",
            _parse_reduce,
            _print_reduce,
            traits=frozenset({"terminator", "return_like", "single_block"}),
            verify=_verify_reduce,
            num_results=(0, 0),
            summary="Terminator of scf.parallel: combines each operand with its reduction region.",
        )
    )
    registry.add(
        OpModel(
            "scf.reduce.return",
            _REDUCE_RETURN.parse,
            _REDUCE_RETURN.print,
            traits=frozenset({"terminator", "return_like", "pure"}),
            num_operands=(1, 1),
            num_results=(0, 0),
            verify=lambda op, report: check_parent(op, report, {"scf.reduce"}),
            summary="Returns the combined value from an scf.reduce region.",
        )
    )
    registry.add(
        OpModel(
            "scf.forall",
            _parse_forall,
            _print_forall,
            traits=loop,
            verify=_verify_forall,
            num_regions=(1, 1),
            summary="A multi-dimensional parallel loop over tensors with shared outputs.",
        )
    )
    registry.add(
        OpModel(
            "scf.forall.in_parallel",
            _parse_in_parallel,
            _print_in_parallel,
            traits=frozenset({"terminator", "return_like", "no_terminator", "single_block"}),
            num_operands=(0, 0),
            num_results=(0, 0),
            num_regions=(1, 1),
            verify=_verify_in_parallel,
            summary="Terminator of scf.forall: the parallel inserts into the shared outputs.",
        )
    )
    _attach_interfaces(registry)


def _parallel_successors(op, point: int) -> list[tuple[int, list[int]]]:
    """``scf.parallel``: the parent and the body go to the body or to the
    parent (the loop may not run); nothing is forwarded (reductions reach the
    results through ``scf.reduce``)."""
    return [(0, []), (PARENT, [])]


def _forall_successors(op, point: int) -> list[tuple[int, list[int]]]:
    """``scf.forall``: parent -> body (or straight to the results with 0
    threads); its body runs in parallel threads and never branches back into
    itself: body -> parent."""
    return [(0, []), (PARENT, [])] if point == PARENT else [(PARENT, [])]


def _attach_interfaces(registry) -> None:
    registry.attach("scf.parallel", "region_successors", _parallel_successors)
    registry.attach("scf.forall", "region_successors", _forall_successors)
    for name in ("scf.parallel", "scf.forall", "scf.reduce"):
        registry.add_traits(name, "recursive_effects")
    for name in ("scf.parallel", "scf.forall"):
        registry.add_traits(name, "automatic_allocation_scope")
    registry.attach("scf.forall.in_parallel", "memory_effects", [])  # Pure in MLIR
