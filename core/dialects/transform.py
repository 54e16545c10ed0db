"""transform: the few ops of the transform dialect that appear around
bufferization tests (``named_sequence``, ``structured.match``,
``apply_patterns`` with pattern ops, ``yield``).  They carry no buffers; bufls
only needs to read and print them."""

from __future__ import annotations

from ..ir import attrs as A
from ..ir.registry import OpModel
from ..syntax.format import Format
from .func import parse_function_like, print_function_like


def _parse_match(cur, pop) -> None:
    """``ops{["func.func"]} in %h : (!transform.any_op) -> !transform.any_op``"""
    if cur.accept_keyword("ops"):
        it = cur.peek()
        if it is None or not hasattr(it, "kind"):
            raise cur.error("expected '{[...]}' after 'ops'")
        cur.i += 1
        pop.attributes["ops"] = cur.ctx.parse_attr(it.start + 1, it.end - 1)
    pop.attributes.update(cur.attr_dict())
    cur.expect_keyword("in")
    pop.operands.append(cur.operand())
    cur.expect("COLON")
    ft = cur.function_type()
    pop.operands[0].type = ft.inputs[0] if ft.inputs else None
    pop.result_types = list(ft.results)
    cur.expect_end()


def _print_match(p, op) -> None:
    ops = op.attr("ops")
    if ops is not None:
        p.keyword("ops")
        p.raw("{" + str(ops) + "}")
    p.attr_dict(op, {"ops"})
    p.keyword("in")
    p.value(op.operands[0])
    p.punct(":")
    p.function_type([v.type for v in op.operands], [r.type for r in op.results])


_APPLY = Format("`to` $target $patterns attr-dict `:` type($target)", operands=("target",), regions=("patterns",))
_YIELD = Format("attr-dict ($operands* `:` type($operands))?", operands=("operands*",))


def _parse_alloc_to_alloca(cur, pop) -> None:
    """``transform.apply_patterns.memref.alloc_to_alloca size_limit(32)``"""
    if cur.accept_keyword("size_limit"):
        cur.expect("LPAR")
        pop.attributes["size_limit"] = A.IntegerAttr(cur.integer(), _i64())
        cur.expect("RPAR")
    pop.attributes.update(cur.attr_dict())
    cur.expect_end()


def _print_alloc_to_alloca(p, op) -> None:
    limit = op.attr("size_limit")
    if limit is not None:
        p.keyword("size_limit")
        p.raw(f"({limit.value})")
    p.attr_dict(op, {"size_limit"})


def _i64():
    from ..ir.types import IntegerType

    return IntegerType(64)


def register(registry) -> None:
    # a few ops, in the forms the bufferization tests use (match's `interface{...}`, say, is not read)
    registry.add_dialect_properties("transform", "partial_syntax")
    registry.add(
        OpModel(
            "transform.named_sequence",
            parse_function_like,
            print_function_like,
            traits=frozenset({"isolated_from_above", "symbol"}),
            num_regions=(1, 1),
            summary="A named sequence of transformations.",
        )
    )
    registry.add(
        OpModel("transform.structured.match", _parse_match, _print_match, summary="Matches payload ops by name.")
    )
    registry.add(
        OpModel(
            "transform.apply_patterns",
            _APPLY.parse,
            _APPLY.print,
            traits=frozenset({"no_terminator", "single_block"}),
            summary="Applies the patterns listed in its region.",
        )
    )
    registry.add(
        OpModel(
            "transform.yield",
            _YIELD.parse,
            _YIELD.print,
            traits=frozenset({"terminator", "return_like"}),
            summary="Ends a transform sequence.",
        )
    )
    registry.add(
        OpModel(
            "transform.apply_patterns.memref.alloc_to_alloca",
            _parse_alloc_to_alloca,
            _print_alloc_to_alloca,
            summary="Pattern: small memref.alloc -> memref.alloca.",
        )
    )
    registry.attach("transform.named_sequence", "callable_body", 0)
