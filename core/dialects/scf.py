"""scf: structured control flow -- ``scf.for``, ``scf.if``, ``scf.while``,
``scf.condition``, ``scf.yield``, ``scf.execute_region``,
``scf.index_switch``; ``scf.parallel``, ``scf.reduce`` (+
``scf.reduce.return``) and ``scf.forall`` (+ ``scf.forall.in_parallel``) are
in ``_scf_parallel.py``.

Loop headers declare the body's entry-block arguments (``%i = ...``,
``iter_args(%x = %init)``); readers hand them over in ``ParsedOp.region_args``.
Where MLIR's custom form may leave out an operand-less ``scf.yield``
(``scf.for``/``scf.if`` without results, the default region of
``scf.index_switch``), the reader adds it and the printer leaves it out
(``_structured.py``).
"""

from __future__ import annotations

from ..ir import attrs as A
from ..ir import types as T
from ..ir.guards import case_guards, cond_guards
from ..ir.interfaces import PARENT, all_terminator_operands, if_else_successors, loop_successors, run_once_successors
from ..ir.nodes import Region
from ..ir.registry import OpModel
from ..ir.rewriter import declare_patterns
from ..syntax.asm import AsmError, Ref
from ..syntax.format import Format
from . import _region_patterns, _scf_parallel, _scf_patterns
from ._structured import (
    I1,
    INDEX,
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
    terminator,
    types_match,
)

# ---------------------------------------------------------------------------
# scf.for
#   ``scf.for [unsigned] %i = %lb to %ub step %s [iter_args(%a = %x) -> (t)] [: t] {..}``


def _parse_for(cur, pop) -> None:
    if cur.accept_keyword("unsigned"):
        pop.properties["unsignedCmp"] = A.UnitAttr()
    iv, s, e = parse_iv(cur)
    lb = cur.operand()
    cur.expect_keyword("to")
    ub = cur.operand()
    cur.expect_keyword("step")
    step = cur.operand()
    names: list[tuple[str, tuple[int, int]]] = []
    inits: list[Ref] = []
    if cur.accept_keyword("iter_args"):
        names, inits = parse_assignments(cur)
        cur.expect("ARROW")
        pop.result_types = cur.result_type_list()
    if len(names) != len(pop.result_types):
        raise cur.error(
            f"mismatch in number of loop-carried values ({len(names)}) and defined values ({len(pop.result_types)})"
        )
    iv_type = cur.type() if cur.accept("COLON") else INDEX
    for r in (lb, ub, step):
        r.type = iv_type
    for r, t in zip(inits, pop.result_types):
        r.type = t
    body = cur.region()
    pop.regions.append(body)
    pop.attributes.update(cur.attr_dict())
    cur.expect_end()
    take_inherent(pop, ("unsignedCmp",))
    pop.operands = [lb, ub, step] + inits
    pop.region_args[0] = [(iv, iv_type, (s, e))] + [(n, t, span) for (n, span), t in zip(names, pop.result_types)]
    if not pop.result_types:
        ensure_terminator(body, "scf.yield")


def _print_for(p, op) -> None:
    body = op.regions[0]
    args = body.blocks[0].args if body.blocks else []
    with NameScope(p):
        if op.attr("unsignedCmp") is not None:
            p.keyword("unsigned")
        p.value(args[0])
        p.punct("=")
        p.value(op.operands[0])
        p.keyword("to")
        p.value(op.operands[1])
        p.keyword("step")
        p.value(op.operands[2])
        if len(op.operands) > 3:
            p.keyword("iter_args")
            print_assignments(p, args[1:], op.operands[3:])
            print_arrow_types(p, [r.type for r in op.results])
        if op.operands[0].type != INDEX:
            p.punct(":")
            p.type(op.operands[0].type)
        print_region(p, body, None if op.results else "scf.yield")
    p.attr_dict(op, {"unsignedCmp"})


def _verify_for(op, report) -> None:
    if len(op.operands) < 3 or not op.regions:
        return
    lb, ub, step = op.operands[:3]
    if not (lb.type == ub.type == step.type):
        report("'scf.for' op expected lower bound, upper bound and step to have the same type", op.name_span)
    inits = op.operands[3:]
    types = [r.type for r in op.results]
    if len(inits) != len(types):
        report(f"'scf.for' op has {len(inits)} iter_args but {len(types)} results", op.name_span)
        return
    if not types_match(inits, types):
        report("'scf.for' op types of iter_args must match the result types", op.name_span)
    body = op.regions[0]
    if not body.blocks:
        return
    args = body.blocks[0].args
    if len(args) != 1 + len(inits):
        report(
            f"'scf.for' op expected {1 + len(inits)} region arguments (the induction variable "
            f"and one per iter_arg), got {len(args)}",
            op.name_span,
        )
        return
    if args[0].type != lb.type:
        report("'scf.for' op expected induction variable to be same type as bounds and step", op.name_span)
    if [a.type for a in args[1:]] != types:
        report("'scf.for' op types of region iter_args must match the result types", op.name_span)
    check_yield(op, report, body, types, "body", "scf.yield")


# ---------------------------------------------------------------------------
# scf.if  ``scf.if %c [-> (t)] {..} [else {..}]``


def _parse_if(cur, pop) -> None:
    cond = cur.operand()
    cond.type = I1
    pop.operands.append(cond)
    pop.result_types = arrow_types(cur)
    then = cur.region()
    other = cur.region() if cur.accept_keyword("else") else Region()
    pop.regions = [then, other]
    pop.attributes.update(cur.attr_dict())
    cur.expect_end()
    if not pop.result_types:
        ensure_terminator(then, "scf.yield")
        if other.blocks or other.span is not None:
            ensure_terminator(other, "scf.yield")


def _print_if(p, op) -> None:
    p.value(op.operands[0])
    print_arrow_types(p, [r.type for r in op.results])
    elide = None if op.results else "scf.yield"
    print_region(p, op.regions[0], elide)
    if len(op.regions) > 1 and op.regions[1].blocks:
        p.keyword("else")
        print_region(p, op.regions[1], elide)
    p.attr_dict(op)


def _verify_if(op, report) -> None:
    if len(op.regions) != 2:
        return
    cond = op.operands[0].type if op.operands else I1
    if cond != I1 and not isinstance(cond, T.UnknownType):
        report(
            f"'scf.if' op operand #0 must be 1-bit signless integer, but got '{cond}'",
            op.operand_spans[0] if op.operand_spans else op.name_span,
        )
    if op.results and not op.regions[1].blocks:
        report("'scf.if' op must have an else block if defining values", op.name_span)
    types = [r.type for r in op.results]
    for k, (region, where) in enumerate(zip(op.regions, ("then region", "else region"))):
        check_no_args(op, report, region, k)
        check_yield(op, report, region, types, where, "scf.yield")


# ---------------------------------------------------------------------------
# scf.while  ``scf.while (%a = %x) : (t) -> (r) {before} do {after}``


def _parse_while(cur, pop) -> None:
    names, inits = parse_assignments(cur) if cur.at("LPAR") else ([], [])
    cur.expect("COLON")
    start, end = cur.here()
    ft = cur.type()
    if not isinstance(ft, T.FunctionType):
        raise AsmError("expected a function type '(inputs) -> results'", start, end)
    if len(ft.inputs) != len(inits):
        raise AsmError(
            f"expected as many input types as operands (expected {len(inits)} got {len(ft.inputs)})", start, end
        )
    for r, t in zip(inits, ft.inputs):
        r.type = t
    pop.operands = inits
    pop.result_types = list(ft.results)
    pop.regions.append(cur.region())
    cur.expect_keyword("do")
    pop.regions.append(cur.region())
    pop.attributes.update(cur.attr_dict_with_keyword())
    cur.expect_end()
    if names:
        pop.region_args[0] = [(n, t, span) for (n, span), t in zip(names, ft.inputs)]


def _print_while(p, op) -> None:
    before = op.regions[0]
    args = before.blocks[0].args if before.blocks else []
    with NameScope(p):
        if op.operands:
            print_assignments(p, args, op.operands, spaced=True)
        p.punct(":")
        p.function_type([v.type for v in op.operands], [r.type for r in op.results])
        p.region(before)
    p.keyword("do")
    p.region(op.regions[1], print_entry_args=True)
    p.attr_dict(op, keyword=True)


def _verify_while(op, report) -> None:
    if len(op.regions) != 2:
        return
    before, after = op.regions
    if before.blocks:
        if [a.type for a in before.blocks[0].args] != [v.type for v in op.operands]:
            report("'scf.while' op expects the 'before' region arguments to match the operand types", op.name_span)
        term = terminator(before)
        if term is None or term.name != "scf.condition":
            report("'scf.while' op expects the 'before' region to terminate with 'scf.condition'", op.name_span)
        elif after.blocks:
            passed = [v.type for v in term.operands[1:]]
            if passed != [a.type for a in after.blocks[0].args]:
                report(
                    "'scf.while' op the values passed by 'scf.condition' must match the 'after' region arguments",
                    term.span or op.name_span,
                )
    if after.blocks:
        check_yield(op, report, after, [v.type for v in op.operands], "'after' region", "scf.yield")


# ---------------------------------------------------------------------------
# scf.execute_region  ``scf.execute_region [-> (t)] [no_inline] {..}``


def _parse_execute_region(cur, pop) -> None:
    pop.result_types = arrow_types(cur)
    if cur.accept_keyword("no_inline"):
        pop.properties["no_inline"] = A.UnitAttr()
    pop.regions.append(cur.region())
    pop.attributes.update(cur.attr_dict())
    cur.expect_end()
    take_inherent(pop, ("no_inline",))


def _verify_execute_region(op, report) -> None:
    if op.regions:
        check_no_args(op, report, op.regions[0], 0)


def _print_execute_region(p, op) -> None:
    print_arrow_types(p, [r.type for r in op.results], parens=False)
    if op.attr("no_inline") is not None:
        p.keyword("no_inline")
    p.region(op.regions[0])
    p.attr_dict(op, {"no_inline"})


# ---------------------------------------------------------------------------
# scf.index_switch
#   ``scf.index_switch %i [{attrs}] [-> t1, t2] case 2 {..} ... default {..}``


def _parse_index_switch(cur, pop) -> None:
    arg = cur.operand()
    arg.type = INDEX
    pop.operands.append(arg)
    pop.attributes.update(cur.attr_dict())
    if cur.accept("ARROW"):
        pop.result_types = cur.type_list()
    cases, regions = [], []
    while cur.accept_keyword("case"):
        cases.append(cur.integer())
        regions.append(cur.region())
    cur.expect_keyword("default")
    default = cur.region()
    cur.expect_end()
    take_inherent(pop, ("cases",))
    pop.properties["cases"] = seg(cases, 64)
    if not pop.result_types:
        ensure_terminator(default, "scf.yield")
    pop.regions = [default] + regions


def _print_index_switch(p, op) -> None:
    p.value(op.operands[0])
    p.attr_dict(op, {"cases"})
    if op.results:
        p.punct("->")
        for k, r in enumerate(op.results):
            if k:
                p.punct(",")
            p.type(r.type)
    for value, region in zip(ints(op.attr("cases")), op.regions[1:]):
        p.newline()
        p.keyword("case")
        p.keyword(str(value))
        p.region(region)
    p.newline()
    p.keyword("default")
    print_region(p, op.regions[0], None if op.results else "scf.yield")


def _verify_index_switch(op, report) -> None:
    cases = ints(op.attr("cases"))
    if len(cases) != len(op.regions) - 1:
        report(
            f"'scf.index_switch' op has {len(op.regions) - 1} case regions but {len(cases)} case values", op.name_span
        )
    seen = set()
    for c in cases:
        if c in seen:
            report(f"'scf.index_switch' op has duplicate case value: {c}", op.name_span)
        seen.add(c)
    types = [r.type for r in op.results]
    for k, region in enumerate(op.regions):
        where = "default region" if k == 0 else f"case region #{k - 1}"
        term = terminator(region)
        if term is not None and term.name != "scf.yield":
            report(f"'scf.index_switch' op expected region to end with scf.yield, but got {term.name}", op.name_span)
            continue
        check_yield(op, report, region, types, where, "scf.yield")


# ---------------------------------------------------------------------------
# Terminators

_YIELD = Format("attr-dict ($operands* `:` type($operands))?", operands=("operands*",))
_CONDITION = Format("`(` $condition `)` attr-dict ($args* `:` type($args))?", operands=("condition", "args*"))


def _verify_condition(op, report) -> None:
    check_parent(op, report, {"scf.while"})
    if op.operands and op.operands[0].type != I1 and not isinstance(op.operands[0].type, T.UnknownType):
        report(f"'scf.condition' op condition must be i1, got '{op.operands[0].type}'", op.name_span)


def _parse_condition(cur, pop) -> None:
    _CONDITION.parse(cur, pop)
    if pop.operands:
        pop.operands[0].type = I1


_YIELD_PARENTS = {"scf.execute_region", "scf.for", "scf.if", "scf.index_switch", "scf.while"}


def register(registry) -> None:
    registry.add_dialect_properties("scf", "closed")  # bufls models every op of it
    loop = frozenset({"single_block"})
    registry.add(
        OpModel(
            "scf.for",
            _parse_for,
            _print_for,
            traits=loop,
            verify=_verify_for,
            num_operands=(3, None),
            num_regions=(1, 1),
            summary="A counted loop: induction variable from lower to upper bound by step, "
            "with optional loop-carried values (iter_args).",
        )
    )
    registry.add(
        OpModel(
            "scf.if",
            _parse_if,
            _print_if,
            traits=loop,
            verify=_verify_if,
            num_operands=(1, 1),
            num_regions=(2, 2),
            summary="If-then-else; yields values when it has results.",
        )
    )
    registry.add(
        OpModel(
            "scf.while",
            _parse_while,
            _print_while,
            traits=loop,
            verify=_verify_while,
            num_regions=(2, 2),
            summary="A while loop: the 'before' region computes the condition (scf.condition), "
            "the 'after' region the loop body.",
        )
    )
    registry.add(
        OpModel(
            "scf.execute_region",
            _parse_execute_region,
            _print_execute_region,
            verify=_verify_execute_region,
            num_operands=(0, 0),
            num_regions=(1, 1),
            summary="Runs its region once (it may have several blocks) and yields its results.",
        )
    )
    registry.add(
        OpModel(
            "scf.index_switch",
            _parse_index_switch,
            _print_index_switch,
            traits=loop,
            verify=_verify_index_switch,
            num_operands=(1, 1),
            num_regions=(1, None),
            summary="Switch on an index value: one region per case value plus a default region.",
        )
    )
    registry.add(
        OpModel(
            "scf.condition",
            _parse_condition,
            _CONDITION.print,
            traits=frozenset({"terminator", "return_like", "pure"}),
            verify=_verify_condition,
            num_operands=(1, None),
            num_results=(0, 0),
            summary="Terminator of the 'before' region of scf.while: continue (with values) or exit.",
        )
    )
    registry.add(
        OpModel(
            "scf.yield",
            _YIELD.parse,
            _YIELD.print,
            traits=frozenset({"terminator", "return_like", "pure"}),
            num_results=(0, 0),
            verify=lambda op, report: check_parent(op, report, _YIELD_PARENTS),
            summary="Yields values from an scf region to its parent op.",
        )
    )
    _scf_parallel.add_models(registry)
    _attach_interfaces(registry)
    declare_patterns(registry, _scf_patterns.PATTERNS, _scf_patterns.FOLDS)
    # invariant and unused results of any region-branch op (after memref's
    # dialect patterns: registration goes by module name)
    registry.add_canonicalization_patterns(_region_patterns.GENERIC)


def _while_successors(op, point: int) -> list[tuple[int, list[int]]]:
    """``scf.while``: parent -> before (all inits); before (``scf.condition``)
    -> after or the results (the values after the condition); after -> before."""
    if point == PARENT:
        return [(0, list(range(len(op.operands))))]
    if point == 0:
        fwd = all_terminator_operands(op, 0, skip=1)
        return [(1, fwd), (PARENT, list(fwd))]
    return [(0, all_terminator_operands(op, 1))]


def _switch_successors(op, point: int) -> list[tuple[int, list[int]]]:
    """``scf.index_switch``: any case region (region 0 is the default) -> results."""
    if point == PARENT:
        return [(i, []) for i in range(len(op.regions))]
    return [(PARENT, all_terminator_operands(op, point))]


def _if_guards(op, point, term, succs):
    """``scf.if``: the then-region where the condition is true."""
    if point != PARENT or not op.operands or len(succs) != 2:
        return None
    return cond_guards(op.operands[0])


def _while_guards(op, point, term, succs):
    """``scf.while``: from ``scf.condition``, into the body where it is true."""
    if point != 0 or term is None or not term.operands or len(succs) != 2:
        return None
    return cond_guards(term.operands[0], succs[0][0] != PARENT)


def _for_guards(op, point, term, succs):
    """``scf.for``: the body is entered only when ``lb < ub``."""
    if point != PARENT or len(op.operands) < 3 or len(succs) != 2:
        return None
    lb, ub = op.operands[0], op.operands[1]
    into_body = succs[0][0] != PARENT
    return [("nonempty", lb, ub, into_body), ("nonempty", lb, ub, not into_body)]


def _index_switch_guards(op, point, term, succs):
    """``scf.index_switch``: region 0 is the default, region ``k`` case ``k-1``."""
    values = A.int_elements(op.attr("cases"))
    if (
        point != PARENT
        or not op.operands
        or values is None
        or len(values) != len(op.regions) - 1
        or [t for t, _ in succs] != list(range(len(op.regions)))
    ):
        return None
    return case_guards(op.operands[0], values)


def _for_induction(op, target):
    """``scf.for``: in the body, ``lb <= iv < ub``."""
    entry = op.regions[0].entry if op.regions else None
    if target != 0 or entry is None or not entry.args or len(op.operands) < 3:
        return []
    iv, lb, ub = entry.args[0], op.operands[0], op.operands[1]
    return [
        ("slt", iv, ub, True),
        ("ult", iv, ub, True),
        ("eq", iv, ub, False),
        ("slt", iv, lb, False),
        ("ult", iv, lb, False),
    ]


def _attach_interfaces(registry) -> None:
    successors = {
        "scf.for": loop_successors(lambda op: list(range(3, len(op.operands)))),
        "scf.if": if_else_successors,
        "scf.while": _while_successors,
        "scf.execute_region": run_once_successors,
        "scf.index_switch": _switch_successors,
    }
    for name, fn in successors.items():
        registry.attach(name, "region_successors", fn)
        registry.add_traits(name, "recursive_effects")
    registry.add_traits("scf.for", "automatic_allocation_scope")
    for name, fn in (
        ("scf.if", _if_guards),
        ("scf.while", _while_guards),
        ("scf.for", _for_guards),
        ("scf.index_switch", _index_switch_guards),
    ):
        registry.attach(name, "region_guards", fn)
    registry.attach("scf.for", "induction_facts", _for_induction)
    # region 1 is an else branch the custom form omits when empty (quick fixes add one)
    registry.attach("scf.if", "optional_else", True)
    # LoopLikeOpInterface with HasParallelRegion (``loop_like``, read by
    # analysis/region_loops.py): iterations may run at the same time, so the
    # hoisting passes keep a body's allocations inside.  scf.forall's region
    # never branches back to itself (it runs once per thread): without this
    # it would not be a loop at all.
    for name in ("scf.parallel", "scf.forall"):
        registry.attach(name, "loop_like", "parallel")
