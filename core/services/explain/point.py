"""Ownership of a value at a program point, in the words of the
ownership-based deallocation: the checker's path states
(``explain_paths``) read against where the value's block may own a buffer
(SEMANTICS.md: operands forwarded into a region op enter its regions with
ownership ``false``; a nested block owns nothing of its enclosing blocks),
with the pass's own rule (``explain_ops.pass_ownership``) where no path
reaches the point.

A point ``(block, pos)`` is before ``block.ops[pos]``: a use is looked at
before its op, a definition just after it (block arguments at ``pos`` 0).
"""

from __future__ import annotations

from ...analysis.aliasing import view_base
from ...analysis.ownership_state import region_is_proper_ancestor
from ...checker.report import block_name, op_span, value_name
from ...config.project import Config
from ...ir import interfaces as I
from ...ir import types as T
from ...ir.nodes import BlockArgument, Operation, Value
from .ops import effect_kind, paired_indicator, pass_ownership
from .paths import FunctionSymbols, Observation, Ownership, observe, ownership_from_paths

__all__ = ["Context", "ownership_at", "point_of"]


class Context:
    """The function being explained and the settings that matter."""

    def __init__(self, func: Operation, config: Config | None, source, symbols=None):
        config = config if config is not None else Config()
        resources = config.resources
        if resources is None:
            from ...analysis.resources import DEFAULT

            resources = DEFAULT
        self.func = func
        self.resources = resources
        self.dynamic = bool(config.private_function_dynamic_ownership)
        self.source = source
        self.symbols = symbols if symbols is not None else FunctionSymbols(func.parent_op)

    def line(self, what) -> str:
        """`` (line N)`` of an op or a span, or nothing without a source."""
        span = op_span(what) if isinstance(what, Operation) else what
        if self.source is None or not span or span == (0, 0):
            return ""
        return f" (line {self.source.line_col(span[0])[0] + 1})"

    def observe(self, targets: dict) -> Observation:
        return observe(self.func, targets, self.resources, self.dynamic, self.source, self.symbols)

    def func_name(self, func: Operation | None = None) -> str:
        sym = (func or self.func).attr("sym_name")
        return f"@{sym.value}" if sym is not None else "the function"


# ---------------------------------------------------------------------------
# points


def point_of(value: Value, at: Operation | None):
    """``(block, pos)``: before ``block.ops[pos]`` (a use) or just after the
    definition; None when the value has no place."""
    if at is not None:
        block = at.parent
        return (block, block.ops.index(at)) if block is not None else None
    if isinstance(value, BlockArgument):
        return value.owner, 0
    block = value.owner.parent
    return (block, block.ops.index(value.owner) + 1) if block is not None else None


# ---------------------------------------------------------------------------
# ownership at a point


def _within(site, region) -> bool:
    """Whether the op ``site`` lies in ``region`` (at any depth)."""
    if not isinstance(site, Operation):
        return True
    block = site.parent
    while block is not None:
        if block.parent is region:
            return True
        owner = block.parent.parent if block.parent is not None else None
        block = owner.parent if owner is not None else None
    return False


def _scope(value: Value):
    """``(inside(site), why not)``: where a buffer must come from for the
    value's block to own it through this value; ``inside`` None: anywhere.
    Operands forwarded into a region op enter its regions with ownership
    ``false`` (SEMANTICS.md): a region argument owns only what the op's
    regions allocated; a value of a nested block owns nothing allocated
    outside its region."""
    if isinstance(value, BlockArgument):
        block = value.owner
        region = block.parent
        parent = region.parent if region is not None else None
        if region is not None and region.blocks[0] is block and parent is not None and I.is_region_branch(parent):
            return (
                lambda site: isinstance(site, Operation) and parent.is_ancestor_of(site),
                f"it holds a buffer from outside '{parent.name}': the block that allocated it "
                f"keeps the ownership (ownership `false` here)",
            )
        return (lambda site: _within(site, region), "its buffer was allocated in an enclosing block, which owns it")
    op = value.owner
    if I.is_region_branch(op):
        return None, ""
    region = op.parent.parent if op.parent is not None else None
    return (lambda site: _within(site, region), "its buffer was allocated in an enclosing block, which owns it")


def _static(ctx: Context, value: Value, depth: int = 0) -> Ownership:
    """The pass's rule when no path reached the point (unreachable code)."""
    own = pass_ownership(value, ctx.resources, ctx.symbols, ctx.dynamic)
    if own.kind not in ("view", "join") or depth > 16:
        return own if own.kind not in ("view", "join") else Ownership("unknown", "unknown", own.reason)
    src = I.view_source(value.owner) if own.kind == "view" else None
    mems = [value.owner.operands[src]] if src is not None else [v for v in value.owner.operands if T.is_memref(v.type)]
    got = [_static(ctx, v, depth + 1) for v in mems]
    if got and all(g.label == got[0].label for g in got):
        return Ownership(got[0].kind, got[0].label, own.reason, got[0].indicator)
    return Ownership("unknown", "unknown", own.reason)


def ownership_at(ctx: Context, obs: Observation | None, value: Value, point, use: Operation | None) -> Ownership:
    """Ownership of ``value`` at ``point`` (a view answers for its base
    buffer: its ownership is that of its source)."""
    root = view_base(value)
    ind = paired_indicator(root)
    inside, outside_why = _scope(root)
    seen = obs.records(point[0], point[1], value) if obs is not None and point else None
    words = obs.voc.atom_words if obs is not None else {}
    own = ownership_from_paths(seen or [], value_name(ind) if ind is not None else None, words, inside, outside_why)
    if own is None:
        own = _static(ctx, value)
    maker = getattr(root, "owner", None)
    if isinstance(maker, Operation) and own.kind != "unknown" and effect_kind(maker, ctx.resources)[0] == "unknown":
        own = Ownership(
            "unknown",
            "unknown",
            f"'{maker.name}' has unknown memory effects (BUF202); bufls assumes {own.label}: {own.reason}",
        )
    home = root.parent_block
    if point and home is not None and own.kind in ("owned", "conditional"):
        here = point[0]
        if here.parent is not home.parent and region_is_proper_ancestor(home.parent, here.parent):
            own = Ownership(
                "enclosing",
                "not owned",
                f"{_block_words(ctx, home)} owns it ({own.label} there) and frees it",
                own.indicator,
            )
    return own


def _block_words(ctx: Context, block) -> str:
    parent = block.parent_op
    if parent is not None and I.is_function(parent):
        return f"block {block_name(block)} of {ctx.func_name(parent)}"
    if parent is not None:
        return f"the block around it (in '{parent.name}'{ctx.line(parent)})"
    return "an enclosing block"
