"""builtin: ``module`` and ``unrealized_conversion_cast``."""

from __future__ import annotations

from ..ir import attrs as A
from ..ir.nodes import Block
from ..ir.registry import OpModel
from ..syntax.format import Format


def _parse_module(cur, pop) -> None:
    """``module @name attributes {...} { ... }``"""
    if cur.at("SYMBOL"):
        sym, span = cur.symbol()
        pop.properties["sym_name"] = A.StringAttr(sym.root)
        pop.symbol_span = span
    pop.attributes.update(cur.attr_dict_with_keyword())
    region = cur.region()
    if not region.blocks:  # `module {}` still has its one block
        region.add_block(Block())
    pop.regions.append(region)
    cur.expect_end()


def _print_module(p, op) -> None:
    name = op.attr("sym_name")
    if name is not None:
        p.symbol(A.SymbolRefAttr(name.value))
    p.attr_dict(op, {"sym_name"}, keyword=True)
    p.region(op.regions[0])


_SYMBOL_ATTRS = frozenset({"sym_name", "sym_visibility"})


def _is_data_layout_spec(attr) -> bool:
    """MLIR's DataLayoutSpecInterface attributes: ``#dlti.dl_spec<...>``."""
    return isinstance(attr, A.OpaqueAttr) and attr.text.startswith("#dlti.dl_spec<")


def _verify_module(op, report) -> None:
    """Discardable attributes have dialect-prefixed names; at most one of them
    is a data layout spec (MLIR reports each extra one; names in sorted order)."""
    attrs = op.attributes
    for name in sorted(attrs):
        if "." not in name and name not in _SYMBOL_ATTRS:
            report(
                f"'builtin.module' op can only contain attributes with dialect-prefixed names, found: '{name}'",
                op.name_span,
            )
            return
    specs = [name for name in sorted(attrs) if _is_data_layout_spec(attrs[name])]
    for _ in specs[1:]:
        report("'builtin.module' op expects at most one data layout attribute", op.name_span)


_CAST = Format(
    "($inputs* `:` type($inputs))? `to` type(results) attr-dict", operands=("inputs*",), results=("outputs*",)
)


def register(registry) -> None:
    registry.add(
        OpModel(
            "builtin.module",
            _parse_module,
            _print_module,
            traits=frozenset(
                {"isolated_from_above", "symbol_table", "no_terminator", "single_block", "graph_region", "affine_scope"}
            ),
            num_operands=(0, 0),
            num_results=(0, 0),
            num_regions=(1, 1),
            verify=_verify_module,
            default_dialect="builtin",  # MLIR's ModuleOp::getDefaultDialect: `module` in `module {`
            summary="A top-level container of operations (a symbol table).",
        )
    )
    registry.add(
        OpModel(
            "builtin.unrealized_conversion_cast",
            _CAST.parse,
            _CAST.print,
            traits=frozenset({"pure"}),
            summary="A cast between types that a later conversion resolves.",
        )
    )
    registry.add_dialect_properties("builtin", "implicit_prefix")
