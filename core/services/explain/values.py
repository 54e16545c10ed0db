"""Ownership explained to a person: what the language server's hover and
inlay hints show (and what a command-line tool could print).

For a memref value looked at in one function, at its definition or at a use
(``explain_value``): its type; its ownership at that point in the words of
the ownership-based deallocation (owned by this block; not owned: a function
argument, stack memory, a global, or a buffer an enclosing block owns;
owned if ``%indicator``; unknown; freed); its allocation sites and
resources; its base buffer and the values that may alias it; the ops that
free it and the paths on which it leaks.  For an op (``explain_op``): its
memory effects and how the deallocation pass treats it.

    func.func @f(%c: i1) {
      %a = memref.alloc() : memref<4xf32>   // %a: owned; memref.alloc, resource 'memref'
      scf.if %c {
        memref.dealloc %a : memref<4xf32>   // %a here: not owned by this block
      }                                     //   (block ^bb0 of @f owns it)
      return                                // leaks when %c is false
    }

Only the function looked at is analysed (the checker's ``FunctionAnalysis``
on that function, ``explain_paths.observe``), never the whole module.
Nothing is kept across snapshots but the inlay hints of a function, by its
text (``explain_hints``); within one snapshot the symbol table's functions
are indexed once (``symbols_of``).

Modules: ``explain_paths`` (the checker's path states at chosen points),
``explain_point`` (ownership at a point), ``explain_ops`` (ops and the
deallocation pass's rules), ``explain_hints`` (inlay hints).
"""

from __future__ import annotations

import threading
import weakref
from dataclasses import dataclass, field

from ...analysis.aliasing import BufferOrigins
from ...checker.report import op_span, value_name
from ...config.project import Config
from ...ir import interfaces as I
from ...ir import types as T
from ...ir.contracts import argument_contract
from ...ir.nodes import BlockArgument, Operation, Value
from .hints import Hint, cached_ownership_hints, ownership_hints
from .ops import OpExplanation, effect_kind, indicator_owner, pass_ownership
from .ops import explain_op as _explain_op
from .paths import FunctionSymbols, Observation, Ownership
from .point import Context, ownership_at, point_of

__all__ = [
    "Hint",
    "OpExplanation",
    "Ownership",
    "Site",
    "ValueExplanation",
    "cached_ownership_hints",
    "explain_at",
    "explain_op",
    "explain_value",
    "function_of",
    "functions_between",
    "functions_in",
    "ownership_hints",
    "symbols_of",
]

MAX_ALIASES = 8


@dataclass(frozen=True)
class Site:
    """A place worth naming, in words, with its span (None: no source)."""

    text: str
    span: tuple[int, int] | None = None
    kind: str = ""


@dataclass
class ValueExplanation:
    name: str
    type: str
    memref: bool
    span: tuple[int, int] | None = None  # the token looked at
    point: str = ""  # "at its definition", "at its use by 'x' (line 4)"
    ownership: Ownership | None = None
    sites: list[Site] = field(default_factory=list)
    base: Site | None = None  # when the value is a view
    aliases: list[Site] = field(default_factory=list)
    more_aliases: int = 0
    frees: list[Site] = field(default_factory=list)
    leaks: list[Site] = field(default_factory=list)
    returned: list[Site] = field(default_factory=list)
    pass_note: str = ""  # how the deallocation pass treats the value
    indicator_of: str | None = None  # an i1 carrying the ownership of that memref
    contract: str = ""  # a function argument's contract (ir/contracts.py), in words


# ---------------------------------------------------------------------------
# finding things


def function_of(thing) -> Operation | None:
    """The innermost function-like op holding an op, block or value."""
    if isinstance(thing, BlockArgument):
        thing = thing.owner
    if isinstance(thing, Value):
        thing = thing.owner
    op = thing if isinstance(thing, Operation) else getattr(thing, "parent_op", None)
    while op is not None:
        if I.callable_body(op) is not None:
            return op
        op = op.parent_op
    return None


def functions_in(unit: Operation) -> list[Operation]:
    """The functions with a body in a top-level op (itself, or nested ones)."""
    out = []
    for op in unit.walk():
        body = I.callable_body(op)
        if body is not None and body.blocks:
            out.append(op)
    return out


def functions_between(snap, start: int, end: int):
    """The functions with a body of a snapshot (``document.Snapshot``) whose
    spans overlap ``[start, end]``, in text order (a nested function after
    the one around it); only the units overlapping the range are looked at."""
    for unit in snap.units():
        if unit.end < start or unit.start > end:
            continue
        op = snap.unit_at(unit.start)
        if op is not None:
            yield from _functions_overlapping(op, start, end)


def _functions_overlapping(op: Operation, start: int, end: int):
    """``functions_in(op)`` overlapping ``[start, end]``: the ops outside
    the range are not entered (a function inside one is outside too)."""
    if op.span is None or op.span[1] < start or op.span[0] > end:
        return
    body = I.callable_body(op)
    if body is not None and body.blocks:
        yield op
    for region in op.regions:
        for block in region.blocks:
            for inner in block.ops:
                if inner.span is not None and inner.span[0] > end:
                    break
                yield from _functions_overlapping(inner, start, end)


# ---------------------------------------------------------------------------
# values


def explain_value(
    func: Operation,
    value: Value,
    at: Operation | None = None,
    *,
    config: Config | None = None,
    source=None,
    symbols=None,
) -> ValueExplanation:
    """``value`` looked at in ``func``: at its definition (``at`` None) or at
    its use by the op ``at``.  ``source``: the ``SourceFile`` for line
    numbers; ``symbols``: the functions of ``func``'s symbol table
    (``symbols_of``)."""
    ctx = Context(func, config, source, symbols)
    name = value_name(value)
    memref = T.is_memref(value.type)
    ex = ValueExplanation(name, str(value.type), memref, value.span)
    ex.point = "at its definition" if at is None else f"at its use by '{at.name}'{ctx.line(at)}"
    if not memref:
        owner = indicator_owner(value)
        ex.indicator_of = value_name(owner) if owner is not None else None
        return ex
    point = point_of(value, at)
    targets = {(id(point[0]), point[1]): [value]} if point else {}
    obs = ctx.observe(targets)
    ex.ownership = ownership_at(ctx, obs, value, point, at)
    ex.pass_note = pass_ownership(value, ctx.resources, ctx.symbols, ctx.dynamic).reason
    seen = obs.records(point[0], point[1], value) if point else None
    sites = _sites(value, seen, ctx)
    ex.sites = [_site_words(ctx, s, res) for s, res in sites]
    ex.base = _base(ctx, value)
    aliases = _aliases(ctx, value)
    ex.aliases = [Site(value_name(v) + ctx.line(v.span), v.span) for v in aliases[:MAX_ALIASES]]
    ex.more_aliases = max(0, len(aliases) - MAX_ALIASES)
    ex.frees = _frees(ctx, obs, [s for s, _ in sites])
    ex.leaks = _leaks(obs, [s for s, _ in sites])
    ex.returned = _returns(ctx, {id(value)} | {id(v) for v in aliases})
    ex.contract = _contract_of(value)
    return ex


def _contract_of(value: Value) -> str:
    """The contract of a function argument: ``read only (bufferization.access = "read")``."""
    block = getattr(value, "owner", None)
    region = getattr(block, "parent", None)
    func = getattr(region, "parent", None)
    if not isinstance(value, BlockArgument) or func is None or not I.is_function(func) or region.blocks[0] is not block:
        return ""
    c = argument_contract(func, value.index)
    return f"{c.words()} ({', '.join(c.attrs)})" if c else ""


def _sites(value: Value, seen, ctx: Context) -> list[tuple[object, str | None]]:
    """(site, resource name): the allocations the value's buffer comes from
    on the paths reaching the point (or, with none, its origins)."""
    out, ids = [], set()
    for r in seen or ():
        if r.site is not None and id(r.site) not in ids:
            ids.add(id(r.site))
            out.append((r.site, getattr(r.resource, "name", None)))
    if out:
        return out
    for t in BufferOrigins(ctx.resources).terminals(value):
        site = t if isinstance(t, BlockArgument) else t.owner
        if id(site) not in ids:
            ids.add(id(site))
            out.append((site, None))
    return out


def _site_words(ctx: Context, site, resource: str | None) -> Site:
    """The words for where a buffer comes from; ``Site.kind``: argument,
    call, alloc (an op with an Allocate effect) or op (anything else: a
    global, an op bufls cannot see through)."""
    if not isinstance(site, Operation):
        fn = function_of(site)
        what = (
            f"argument {value_name(site)} of {ctx.func_name(fn)}"
            if fn is not None
            else f"block argument {value_name(site)}"
        )
        return Site(what + ctx.line(site.span), site.span, "argument")
    span = op_span(site)
    target = I.call_target(site)
    if target is not None:
        return Site(f"the call of @{target[0]}{ctx.line(site)}", span, "call")
    kind = "op"
    r = ctx.resources.for_alloc(site) or ctx.resources.for_clone(site)
    _, fx = effect_kind(site, ctx.resources)
    if r is not None or (fx and any(e.effect is I.Effect.ALLOCATE for e in fx)):
        kind = "alloc"
        resource = resource or (r.name if r is not None else "memref")
    tail = f", resource '{resource}'" if resource else ""
    return Site(f"'{site.name}'{ctx.line(site)}{tail}", span, kind)


def _base(ctx: Context, value: Value) -> Site | None:
    chain, cur = [], value
    for _ in range(64):
        owner = getattr(cur, "owner", None)
        if not isinstance(owner, Operation) or cur.index != 0:
            break
        src = I.view_source(owner)
        if src is None:
            break
        chain.append(f"'{owner.name}'")
        cur = owner.operands[src]
    if not chain:
        return None
    return Site(f"{value_name(cur)}{ctx.line(cur.span)}, through {', '.join(chain)}", cur.span)


def _memref_values(func: Operation):
    for op in func.walk():
        for region in op.regions:
            for block in region.blocks:
                for a in block.args:
                    if T.is_memref(a.type):
                        yield a
        for r in op.results:
            if T.is_memref(r.type):
                yield r


def _aliases(ctx: Context, value: Value) -> list[Value]:
    """Named values of the function that may share ``value``'s buffer."""
    origins = BufferOrigins(ctx.resources)
    mine = origins.origins(value)[0]
    out, names = [], set()
    for v in _memref_values(ctx.func):
        if v is value or not v.name or v.span is None or v.name in names:
            continue
        if origins.origins(v)[0] & mine:
            names.add(v.name)
            out.append(v)
    return out


def _frees(ctx: Context, obs: Observation, sites) -> list[Site]:
    out = []
    for site in sites:
        for f in obs.frees_of(site):
            guard = ""
            anc = f.op.parent_op
            if anc is not None and anc is not ctx.func and not I.is_function(anc):
                guard = f" inside '{anc.name}'{ctx.line(anc)}"
            out.append(Site(f"'{f.op.name}'{ctx.line(f.op)}{guard}{f.path}", op_span(f.op)))
    return out


def _leaks(obs: Observation, sites) -> list[Site]:
    spans = {op_span(s) for s in sites if isinstance(s, Operation)}
    out = []
    for d in obs.found:
        if d.code == "BUF001" and (d.start, d.end) in spans:
            site = Site(d.message.removeprefix("leak: "), (d.start, d.end))
            if site not in out:
                out.append(site)
    return out


def _returns(ctx: Context, ids: set) -> list[Site]:
    out = []
    for op in ctx.func.walk():
        if op.parent_op is ctx.func and I.is_return_like(op) and any(id(v) in ids for v in op.operands):
            out.append(Site(f"'{op.name}'{ctx.line(op)}: ownership passes to the caller", op_span(op)))
    return out


# ---------------------------------------------------------------------------
# ops and positions


def explain_op(op: Operation, *, config: Config | None = None, symbols=None, source=None) -> OpExplanation:
    """Memory effects of ``op`` and how the deallocation pass treats it
    (``source``: for line numbers)."""
    func = function_of(op)
    ctx = Context(func if func is not None else op, config, source, symbols)
    return _explain_op(op, ctx.resources, ctx.symbols, ctx.dynamic, source)


def explain_at(snap, offset: int):
    """What a hover at ``offset`` of a ``Snapshot`` explains:
    ``(ValueExplanation | OpExplanation, (start, end))`` or None."""
    index = snap.unit_index(offset)
    entity = index.at(offset) if index is not None else None
    if entity is None:
        return None
    span = (entity.start, entity.end)
    if entity.kind == "op-name":
        func = function_of(entity.target) or entity.target
        ex = explain_op(entity.target, config=snap.config, symbols=symbols_of(snap, func.parent_op), source=snap.source)
        return ex, span
    if entity.kind not in ("result", "block-arg", "operand"):
        return None
    value = entity.target
    at = entity.op if entity.kind == "operand" else None
    if entity.kind == "result":
        value = _first_memref_result(entity.op, value)
    func = function_of(at if at is not None else value)
    if func is None:
        return ValueExplanation(value_name(value), str(value.type), False, span), span
    ex = explain_value(
        func, value, at, config=snap.config, source=snap.source, symbols=symbols_of(snap, func.parent_op)
    )
    ex.span = span
    return ex, span


_SYMBOLS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
_SYMBOLS_LOCK = threading.Lock()


def symbols_of(snap, table_op) -> FunctionSymbols:
    """The functions of ``table_op`` for hovers on one snapshot (kept as
    long as the snapshot lives, never across snapshots)."""
    with _SYMBOLS_LOCK:
        per = _SYMBOLS.get(snap)
        if per is None:
            per = _SYMBOLS[snap] = {}
        got = per.get(id(table_op))
        if got is None or got[0] is not table_op:
            got = per[id(table_op)] = (table_op, FunctionSymbols(table_op))
        return got[1]


def _first_memref_result(op: Operation, value: Value) -> Value:
    """``%r:2`` names several results: the first memref among them."""
    if T.is_memref(value.type) or op is None:
        return value
    for r in op.results:
        if r.span == value.span and T.is_memref(r.type):
            return r
    return value
