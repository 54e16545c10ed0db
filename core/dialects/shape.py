"""shape: ``shape.assuming`` (a region op that runs its body under a witness)
and its terminator ``shape.assuming_yield`` — the one shape construct that
carries buffers through a region in bufferized IR."""

from __future__ import annotations

from ..ir.interfaces import run_once_successors
from ..ir.registry import OpModel
from ..syntax.format import Format
from ._structured import arrow_types, check_yield, ensure_terminator, print_arrow_types, print_region


def _parse_assuming(cur, pop) -> None:
    """``shape.assuming %w -> (T...) attr-dict? { body }``; a body without
    results may leave out its ``shape.assuming_yield``."""
    pop.operands.append(cur.operand())
    pop.result_types = arrow_types(cur)
    pop.attributes.update(cur.attr_dict_with_keyword())
    region = cur.region()
    ensure_terminator(region, "shape.assuming_yield")
    pop.regions.append(region)
    cur.expect_end()


def _print_assuming(p, op) -> None:
    p.value(op.operands[0])
    print_arrow_types(p, [r.type for r in op.results], parens=len(op.results) != 1)
    p.attr_dict(op, (), keyword=True)
    print_region(p, op.regions[0], elide="shape.assuming_yield")


def _verify_assuming(op, report) -> None:
    if op.regions:
        check_yield(op, report, op.regions[0], [r.type for r in op.results], "region", "shape.assuming_yield")


_YIELD = Format("attr-dict ($operands* `:` type($operands))?", operands=("operands*",))


def register(registry) -> None:
    registry.add(
        OpModel(
            "shape.assuming",
            _parse_assuming,
            _print_assuming,
            verify=_verify_assuming,
            traits=frozenset({"single_block"}),
            num_operands=(1, 1),
            num_regions=(1, 1),
            summary="Executes its region when the witness holds; yields the region's values.",
        )
    )
    registry.add(
        OpModel(
            "shape.assuming_yield",
            _YIELD.parse,
            _YIELD.print,
            traits=frozenset({"terminator", "return_like", "pure"}),
            summary="Yields values from a shape.assuming region.",
        )
    )
    registry.attach("shape.assuming", "region_successors", run_once_successors)
    registry.add_traits("shape.assuming", "recursive_effects")
