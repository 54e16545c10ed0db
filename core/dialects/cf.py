"""cf: unstructured control flow -- ``cf.br``, ``cf.cond_br``, ``cf.switch``,
``cf.assert``.

Successor operands follow MLIR's operand order: the op's own operands first
(condition / flag), then each successor's operands in successor order, which
is the order the parser appends them in.  ``cond_br`` and ``switch`` record
the split in ``operandSegmentSizes`` (and ``case_operand_segments``).
"""

from __future__ import annotations

from ..ir import attrs as A
from ..ir import types as T
from ..ir.buffer_deallocation import KEY as BUFFER_DEALLOCATION
from ..ir.checker_transfer import KEY as CHECKER_TRANSFER
from ..ir.checker_transfer import TransferModel
from ..ir.guards import case_guards, cond_guards
from ..ir.interfaces import Effect, EffectInstance
from ..ir.registry import OpModel
from ..ir.rewriter import declare_patterns
from ..ir.typeattr_parser import parse_attr
from ..syntax.asm import AsmError
from . import _cf_deallocation, _cf_patterns

_I32 = T.IntegerType(32)


def _seg(values) -> A.DenseArrayAttr:
    return A.DenseArrayAttr(_I32, tuple(values))


def _int_values(attr) -> list[int]:
    """The integers of an array or dense attribute ([] for none)."""
    return A.int_elements(attr) or []


def _successor_groups(op, sizes: list[int], first: int) -> list[list]:
    """Split ``op.operands[first:]`` into per-successor groups."""
    groups, i = [], first
    for n in sizes:
        groups.append(op.operands[i : i + n])
        i += n
    return groups


# ---------------------------------------------------------------------------
# cf.br  ``cf.br ^bb1(%a, %b : i32, f32) attr-dict``


def _parse_br(cur, pop) -> None:
    pop.successors.append(cur.successor())
    pop.attributes.update(cur.attr_dict())
    cur.expect_end()


def _print_br(p, op) -> None:
    p.successor(op, 0, op.operands)
    p.attr_dict(op)


# ---------------------------------------------------------------------------
# cf.cond_br  ``cf.cond_br %c weights([30, 70]), ^t(...), ^f(...) attr-dict``


def _parse_weights(cur) -> tuple[int, ...]:
    cur.expect("LPAR")
    cur.expect("LSQB")
    weights: list[int] = []
    while not cur.at("RSQB"):
        if weights:
            cur.expect("COMMA")
        weights.append(cur.integer())
    cur.expect("RSQB")
    cur.expect("RPAR")
    return tuple(weights)


def _parse_cond_br(cur, pop) -> None:
    cond = cur.operand()
    cond.type = T.IntegerType(1)
    pop.operands.append(cond)
    if cur.accept_keyword("weights"):
        pop.properties["branch_weights"] = _seg(_parse_weights(cur))
    cur.expect("COMMA")
    pop.successors.append(cur.successor())
    cur.expect("COMMA")
    pop.successors.append(cur.successor())
    pop.attributes.update(cur.attr_dict())
    cur.expect_end()
    pop.properties["operandSegmentSizes"] = _seg([1, len(pop.successors[0].operands), len(pop.successors[1].operands)])


def _cond_br_groups(op) -> list[list]:
    seg = op.attr("operandSegmentSizes")
    sizes = _int_values(seg)
    if len(sizes) != 3:
        n = len(op.operands) - 1
        sizes = [1, n, 0]
    return _successor_groups(op, sizes[1:], 1)


def _print_cond_br(p, op) -> None:
    p.value(op.operands[0])
    weights = op.attr("branch_weights")
    if weights is not None:
        p.keyword("weights")
        p.raw("([" + ", ".join(str(w) for w in _int_values(weights)) + "])")
    true_ops, false_ops = _cond_br_groups(op)
    p.punct(",")
    p.successor(op, 0, true_ops)
    p.punct(",")
    p.successor(op, 1, false_ops)
    p.attr_dict(op, {"operandSegmentSizes", "branch_weights"})


def _verify_cond_br(op, report) -> None:
    if not op.operands:
        report("'cf.cond_br' needs a condition operand", op.name_span)
        return
    if op.operands[0].type != T.IntegerType(1) and not isinstance(op.operands[0].type, T.UnknownType):
        report(f"'cf.cond_br' condition must be i1, got '{op.operands[0].type}'", op.operand_spans[0] or op.name_span)
    weights = op.attr("branch_weights")
    if weights is not None:
        values = _int_values(weights)
        if len(values) != 2:
            report(
                f"'cf.cond_br' op number of weights ({len(values)}) does not match the number of successors (2)",
                op.name_span,
            )
        elif not any(values):
            report("'cf.cond_br' op branch weights cannot all be zero", op.name_span)


# ---------------------------------------------------------------------------
# cf.switch
#   ``cf.switch %flag : i32, [default: ^bb1(%a : i32), 42: ^bb2, 43: ^bb3(%b : i32)]``


def _parse_switch(cur, pop) -> None:
    flag = cur.operand()
    cur.expect("COLON")
    flag_type = cur.type()
    flag.type = flag_type
    pop.operands.append(flag)
    cur.expect("COMMA")
    cur.expect("LSQB")
    cur.expect_keyword("default")
    cur.expect("COLON")
    pop.successors.append(cur.successor())
    values = []
    while cur.accept("COMMA"):
        start, end = cur.here()
        value = cur.integer()
        if isinstance(flag_type, T.IntegerType) and not _fits(value, flag_type.width):
            raise AsmError(f"case value {value} does not fit in {flag_type}", start, end)
        values.append(value)
        cur.expect("COLON")
        pop.successors.append(cur.successor())
    for succ in pop.successors:
        for ref in succ.operands:
            if "#" in ref.name:  # MLIR parses these lists without result numbers
                raise AsmError("result number not allowed in argument list", ref.start, ref.end)
    cur.expect("RSQB")
    pop.attributes.update(cur.attr_dict())
    cur.expect_end()
    if values:
        pop.properties["case_values"] = _case_values_attr(values, flag_type)
    pop.properties["case_operand_segments"] = _seg([len(s.operands) for s in pop.successors[1:]])
    pop.properties["operandSegmentSizes"] = _seg(
        [1, len(pop.successors[0].operands), sum(len(s.operands) for s in pop.successors[1:])]
    )


def _fits(value: int, width: int) -> bool:
    # MLIR accepts the signed and the unsigned range of the flag's width
    return -(1 << max(width - 1, 0)) <= value < (1 << width)


def _case_values_attr(values: list[int], flag_type) -> A.Attr:
    width = getattr(flag_type, "width", 64)
    if width == 1:
        elems = ["true" if v else "false" for v in values]
    else:
        elems = [str(_signed(v, width)) for v in values]
    text = f"dense<[{', '.join(elems)}]> : vector<{len(values)}x{flag_type}>"
    return parse_attr(text)


def _signed(value: int, width: int) -> int:
    """``255`` for an i8 flag is stored as ``-1`` (two's complement)."""
    value &= (1 << width) - 1
    return value - (1 << width) if width > 1 and value >= 1 << (width - 1) else value


def _switch_groups(op) -> list[list]:
    seg = _int_values(op.attr("operandSegmentSizes"))
    case_seg = _int_values(op.attr("case_operand_segments"))
    ndefault = seg[1] if len(seg) == 3 else len(op.operands) - 1 - sum(case_seg)
    return _successor_groups(op, [ndefault] + case_seg, 1)


def _print_switch(p, op) -> None:
    flag = op.operands[0]
    p.value(flag)
    p.punct(":")
    p.type(flag.type)
    p.punct(",")
    p.punct("[")
    groups = _switch_groups(op)
    values = _int_values(op.attr("case_values"))
    p.keyword("default")
    p.raw(":")
    p.successor(op, 0, groups[0] if groups else [])
    for k in range(1, len(op.successors)):
        p.punct(",")
        p.keyword(str(values[k - 1]) if k - 1 < len(values) else "0")
        p.raw(":")
        p.successor(op, k, groups[k] if k < len(groups) else [])
    p.punct("]")
    p.attr_dict(op, {"operandSegmentSizes", "case_operand_segments", "case_values"})


def _verify_switch(op, report) -> None:
    values = _int_values(op.attr("case_values"))
    if len(op.successors) != len(values) + 1:
        report(
            f"'cf.switch' has {len(values)} case values but {len(op.successors) - 1} case destinations", op.name_span
        )
        return
    case_seg = _int_values(op.attr("case_operand_segments"))
    if len(case_seg) != len(values):
        report("'cf.switch' case_operand_segments does not match the number of cases", op.name_span)


def _switch_operand_indices(op) -> list[list[int]] | None:
    """The verifier's view: operand indices per successor."""
    groups, i = [], 0
    for g in _switch_groups(op):
        groups.append(list(range(i + 1, i + 1 + len(g))))
        i += len(g)
    return groups if len(groups) == len(op.successors) else None


def _cond_br_guards(term):
    """``cf.cond_br``: the first successor where the condition is true."""
    if not term.operands or len(term.successors) != 2:
        return None
    return cond_guards(term.operands[0])


def _switch_guards(term):
    """``cf.switch``: successor 0 is the default, successor ``k`` case ``k-1``."""
    attr = term.attr("case_values")
    values = [] if attr is None else A.int_elements(attr)
    if not term.operands or values is None or len(values) != len(term.successors) - 1:
        return None
    return case_guards(term.operands[0], values)


# ---------------------------------------------------------------------------
# cf.assert  ``cf.assert %cond, "message" attr-dict``


def _parse_assert(cur, pop) -> None:
    arg = cur.operand()
    arg.type = T.IntegerType(1)
    pop.operands.append(arg)
    cur.expect("COMMA")
    tok = cur.expect("STRING", "message string")
    pop.properties["msg"] = cur.ctx.parse_attr(tok[2], tok[3])
    pop.attributes.update(cur.attr_dict())
    cur.expect_end()


def _print_assert(p, op) -> None:
    p.value(op.operands[0])
    p.punct(",")
    p.attr(op.attr("msg"))
    p.attr_dict(op, {"msg"})


def register(registry) -> None:
    registry.add(
        OpModel(
            "cf.br",
            _parse_br,
            _print_br,
            traits=frozenset({"terminator", "pure"}),
            num_results=(0, 0),
            num_regions=(0, 0),
            num_successors=(1, 1),
            summary="Unconditional branch to a block, passing its arguments.",
        )
    )
    registry.add(
        OpModel(
            "cf.cond_br",
            _parse_cond_br,
            _print_cond_br,
            traits=frozenset({"terminator", "pure"}),
            verify=_verify_cond_br,
            num_operands=(1, None),
            num_results=(0, 0),
            num_regions=(0, 0),
            num_successors=(2, 2),
            summary="Conditional branch on an i1: to the first successor if true, else the second.",
        )
    )
    registry.add(
        OpModel(
            "cf.switch",
            _parse_switch,
            _print_switch,
            traits=frozenset({"terminator", "pure"}),
            verify=_verify_switch,
            interfaces={"successor_operands": _switch_operand_indices},
            num_operands=(1, None),
            num_results=(0, 0),
            num_regions=(0, 0),
            num_successors=(1, None),
            summary="Multi-way branch on an integer flag: a default and one destination per case value.",
        )
    )
    registry.add(
        OpModel(
            "cf.assert",
            _parse_assert,
            _print_assert,
            num_operands=(1, 1),
            num_results=(0, 0),
            num_regions=(0, 0),
            num_successors=(0, 0),
            summary="Aborts with a message at run time when its i1 argument is false.",
        )
    )
    # MLIR: a write to the default resource (aborting is observable), on no value
    registry.attach("cf.assert", "memory_effects", [EffectInstance(Effect.WRITE)])
    registry.attach("cf.assert", CHECKER_TRANSFER, TransferModel("assert"))
    registry.add_dialect_properties("cf", "closed")
    registry.attach("cf.cond_br", "successor_guards", _cond_br_guards)
    registry.attach("cf.switch", "successor_guards", _switch_guards)
    registry.attach("cf.cond_br", BUFFER_DEALLOCATION, _cf_deallocation.COND_BR)
    registry.attach("cf.switch", BUFFER_DEALLOCATION, _cf_deallocation.SWITCH)
    declare_patterns(registry, _cf_patterns.PATTERNS)
