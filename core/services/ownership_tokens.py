"""Ownership colours: every memref value a function names -- at its
definition and at each use -- classified by its ownership there, for the
editor's semantic tokens::

    func.func @f(%arg0: memref<4xf32>, %c: i1) {   %arg0      borrowed (declaration, argument)
      %a = memref.alloc() : memref<4xf32>          %a         owned (declaration)
      %s = memref.alloca() : memref<4xf32>         %s         borrowed (declaration, automatic)
      scf.if %c {
        memref.dealloc %a : memref<4xf32>          %a         borrowed (enclosing: ^bb0 owns it)
      }
      %r = scf.if %c -> memref<4xf32> { ... }      %r         conditional (declaration)
      memref.dealloc %a : memref<4xf32>            %a         owned
      "test.use"(%a) : (memref<4xf32>) -> ()       %a         freed
      return
    }

The classes are the ownership of ``explain.point.ownership_at`` (what the
hover says), read from one run of the checker on the function with every
occurrence as a target: owned, borrowed (not owned: an argument, stack
memory, a global, a buffer an enclosing block owns), conditional (owned if
an ``i1``), freed (on some path), unknown.  Modifiers say why a buffer is
borrowed and whether the token is a definition or a view.

``cached_ownership_tokens`` remembers each function's tokens by its text
(as the inlay hints do), so that after an edit only the functions whose
text changed are analysed again, and a range request is answered from what
the function's first request computed.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..analysis.aliasing import BufferOrigins, view_base
from ..analysis.ownership_state import region_is_proper_ancestor
from ..checker.origins import ARG, AUTO, GLOBAL
from ..config.project import Config
from ..ir import interfaces as I
from ..ir import types as T
from ..ir.checker_transfer import transfer_role
from ..ir.nodes import Operation
from .explain.hints import Lru, function_key
from .explain.ops import pass_ownership
from .explain.paths import FunctionSymbols, Ownership
from .explain.point import Context, ownership_at

__all__ = [
    "TOKEN_MODIFIERS",
    "TOKEN_TYPES",
    "Token",
    "cached_ownership_tokens",
    "cached_quick_tokens",
    "ownership_tokens",
    "quick_ownership_tokens",
]

# the legend: the order is the protocol's (an index into these)
TOKEN_TYPES = ("ownedBuffer", "borrowedBuffer", "conditionalBuffer", "freedBuffer", "unknownBuffer")
TOKEN_MODIFIERS = ("declaration", "argument", "automatic", "global", "view", "enclosing")

_TYPE_OF_KIND = {
    "owned": "ownedBuffer",
    "not-owned": "borrowedBuffer",
    "enclosing": "borrowedBuffer",
    "conditional": "conditionalBuffer",
    "freed": "freedBuffer",
    "unknown": "unknownBuffer",
}
_MODIFIER_OF_ORIGIN = {ARG: "argument", AUTO: "automatic", GLOBAL: "global"}


@dataclass(frozen=True, slots=True)
class Token:
    start: int  # offsets in the document's text
    end: int
    type: str  # one of TOKEN_TYPES
    modifiers: tuple[str, ...] = ()  # of TOKEN_MODIFIERS
    label: str = ""  # the ownership in words ("owned if %c"), for tests and tooltips


def _sites(func: Operation, start: int = 0, end: int | None = None, mark=None, frees=None) -> list[tuple]:
    """``(value, span, block, point, use)`` of the memref definitions and
    uses of ``func`` in ``[start, end]`` (nested functions excluded), in text
    order: ``point`` the position in ``block`` the value is looked at (a use:
    its op's; a result: after it), ``use`` the op of a use (None at a
    definition), or what ``mark(block, value, op)`` makes of it.
    ``frees(block, op)`` is called after each op's memref operands, of the
    ops that end before ``start`` too (those are not entered); the ops that
    start after ``end`` are not looked at."""
    limit = end if end is not None else 1 << 62
    out: list[tuple] = []

    def walk(block) -> bool:  # False once an op starting past the range was reached
        for a in block.args:
            if a.span is not None and start <= a.span[0] <= limit and T.is_memref(a.type):
                out.append((a, a.span, block, 0, None))
        for pos, op in enumerate(block.ops):
            if op.span is not None and op.span[0] > limit:
                return False
            if I.is_function(op):
                continue
            before = op.span is not None and op.span[1] < start
            uses_memrefs = False
            for v, span in zip(op.operands, op.operand_spans, strict=False):
                if T.is_memref(v.type):
                    uses_memrefs = True
                    if not before and span is not None and start <= span[0] <= limit:
                        out.append((v, span, block, pos, op if mark is None else mark(block, v, op)))
            if uses_memrefs and frees is not None:
                frees(block, op)
            if before:
                continue
            for r in op.results:
                if r.span is not None and start <= r.span[0] <= limit and T.is_memref(r.type):
                    out.append((r, r.span, block, pos + 1, None))
            for region in op.regions:
                for inner in region.blocks:
                    if not walk(inner):
                        return False
        return True

    body = I.callable_body(func)
    for block in body.blocks if body is not None else ():
        if not walk(block):
            break
    out.sort(key=lambda o: o[1][0])
    return out


def ownership_tokens(func: Operation, *, config: Config | None = None, symbols=None) -> list[Token]:
    """The ownership tokens of ``func``'s memref values, in text order."""
    occurrences = _sites(func)
    if not occurrences:
        return []
    ctx = Context(func, config, None, symbols)
    targets: dict = {}
    for v, _span, block, pos, _use in occurrences:
        lst = targets.setdefault((id(block), pos), [])
        if v not in lst:
            lst.append(v)
    obs = ctx.observe(targets)
    out = []
    for v, span, block, pos, use in occurrences:
        point = (block, pos)
        own = ownership_at(ctx, obs, v, point, use)
        mods = []
        if use is None:
            mods.append("declaration")
        seen = obs.records(point[0], point[1], v) or ()
        origins = {r.kind for r in seen}
        if len(origins) == 1 and (m := _MODIFIER_OF_ORIGIN.get(next(iter(origins)))) is not None:
            mods.append(m)
        if view_base(v) is not v:
            mods.append("view")
        if own.kind == "enclosing":
            mods.append("enclosing")
        out.append(Token(span[0], span[1], _TYPE_OF_KIND.get(own.kind, "unknownBuffer"), tuple(mods), own.label))
    return out


def quick_ownership_tokens(
    func: Operation, *, config: Config | None = None, symbols=None, start: int = 0, end: int | None = None
) -> list[Token]:
    """The tokens of ``func`` without running the checker (what a range
    request answers for a function whose tokens are not computed yet): at a
    definition, the pass's rule (``pass_ownership``); at a use, the class of
    its buffer's definition, ``freed`` after a free of that buffer earlier in
    the same block (or in a block around it), ``borrowed`` + ``enclosing``
    in a block nested below the one that owns it.  Only the tokens in
    ``[start, end]`` are made: of the ops before ``start`` only the frees
    are looked at, the ops after ``end`` not at all."""
    ctx = Context(func, config, None, symbols)
    rule = _Rules(ctx)
    out: list[Token] = []

    for v, span, block, _pos, use in _window_occurrences(func, ctx.resources, start, end):
        if use is _FREED:
            out.append(Token(span[0], span[1], "freedBuffer", (), "freed"))
            continue
        root = view_base(v)
        own = rule(root)
        mods = [] if use is not None else ["declaration"]
        if own.origin:
            mods.append(own.origin)
        if root is not v:
            mods.append("view")
        kind = own.kind
        if kind in ("owned", "conditional") and _encloses(root.parent_block, block):
            kind = "enclosing"
            mods.append("enclosing")
        label = "not owned" if kind == "enclosing" else own.label
        out.append(Token(span[0], span[1], _TYPE_OF_KIND.get(kind, "unknownBuffer"), tuple(mods), label))
    return out


class _Rules:
    """The pass's rule for each buffer of one function; where that is
    "maybe owned" (a block argument, a region's result, a join of operands)
    the rules of the buffers it may hold (its origins' terminals), each as
    seen where it is defined, when they agree::

        cf.cond_br %c, ^bb1(%a : memref<2xf32>), ^bb1(%b : memref<2xf32>)   (%a, %b: memref.alloc)
      ^bb1(%x: memref<2xf32>):                                               %x owned, not "maybe owned"

        scf.for ... iter_args(%it = %arg0) {
          %y = scf.if %c -> memref<2xf32> {                                  %y not owned: %arg0, or
            scf.yield %alloc_outside : memref<2xf32>                         a buffer an enclosing
          } else { scf.yield %it : memref<2xf32> }                           block owns
    """

    def __init__(self, ctx: Context):
        self.ctx = ctx
        self.origins = BufferOrigins(ctx.resources)
        self._known: dict[int, Ownership] = {}

    def __call__(self, value) -> Ownership:
        got = self._known.get(id(value))
        if got is None:
            got = self._known[id(value)] = self._rule(value)
        return got

    def _pass(self, value) -> Ownership:
        ctx = self.ctx
        return pass_ownership(value, ctx.resources, ctx.symbols, ctx.dynamic)

    def _rule(self, value) -> Ownership:
        own = self._pass(value)
        if own.kind not in ("view", "join", "conditional"):
            return own
        kinds, origins = set(), set()
        for source in self.origins.terminals(value):
            got = self._pass(source)
            if got.kind in ("owned", "conditional") and _encloses(source.parent_block, value.parent_block):
                got = _ENCLOSING
            kinds.add(got.kind)
            origins.add(got.origin)
        if kinds == {"owned"}:
            return Ownership("owned", "owned", "every buffer it may hold is owned here")
        if kinds == {"not-owned"}:
            origin = next(iter(origins)) if len(origins) == 1 else ""
            return Ownership("not-owned", "not owned", "no buffer it may hold is owned here", origin=origin)
        if own.kind == "conditional":
            return own
        if kinds <= {"owned", "not-owned", "conditional"}:
            return Ownership("conditional", "maybe owned", own.reason)
        return Ownership("unknown", "unknown", own.reason)


_ENCLOSING = Ownership("not-owned", "not owned", "a buffer an enclosing block owns")


def _encloses(home, block) -> bool:
    """Whether ``home`` is a block around ``block``'s region (``block``
    sees the buffers ``home`` owns as not owned)."""
    if home is None or block is None or home.parent is block.parent:
        return False
    return region_is_proper_ancestor(home.parent, block.parent)


_FREED = object()  # in place of a use's op: the use follows a free of its buffer


def _window_occurrences(func: Operation, resources, start: int = 0, end: int | None = None) -> list[tuple]:
    """``_sites`` of ``func`` in ``[start, end]``, a use marked ``_FREED`` in
    place of its op when a free of its buffer comes before it in its block
    or in a block around it (the frees of the ops before ``start`` count)."""
    freed_at: dict[int, set[int]] = {}  # id(block) -> ids of the buffers freed so far there

    def freed(block, v, op):
        root, b = view_base(v), block
        while b is not None:
            if id(root) in freed_at.get(id(b), ()):
                return _FREED
            owner = b.parent.parent if b.parent is not None else None
            b = owner.parent if owner is not None else None
        return op

    def note_frees(block, op) -> None:
        if transfer_role(op) == "dealloc":
            return  # (frees where a condition holds, what it retains never: not known without the checker)
        for e in I.memory_effects(op, resources) or ():
            if e.effect is I.Effect.FREE and e.operand is not None:
                freed_at.setdefault(id(block), set()).add(id(view_base(op.operands[e.operand])))

    return _sites(func, start, end, mark=freed, frees=note_frees)


MAX_CACHED_FUNCTIONS = 2048
_TOKENS = Lru(MAX_CACHED_FUNCTIONS)  # function_key -> the checker's tokens, relative to the function's start
_QUICK = Lru(MAX_CACHED_FUNCTIONS)  # function_key -> (made from, made to, quick tokens), relative too


def _absolute(rel, lo: int, start: int, end: int) -> list[Token]:
    return [Token(lo + s, lo + e, ty, mods, label) for s, e, ty, mods, label in rel if start <= lo + s <= end]


def _relative(tokens: list[Token], lo: int) -> list[tuple]:
    return [(t.start - lo, t.end - lo, t.type, t.modifiers, t.label) for t in tokens]


def cached_ownership_tokens(
    func: Operation,
    text: str,
    *,
    config: Config | None = None,
    start: int = 0,
    end: int | None = None,
    symbols=None,
    compute: bool = True,
) -> list[Token] | None:
    """``ownership_tokens`` of ``func`` within ``[start, end]``, remembered
    by ``function_key`` (``text``: the document ``func``'s spans index); the cache
    keeps no IR.  ``compute`` False: None when they are not remembered yet."""
    end = end if end is not None else 1 << 62
    if func.span is None:
        if not compute:
            return None
        return [t for t in ownership_tokens(func, config=config, symbols=symbols) if start <= t.start <= end]
    config = config if config is not None else Config()
    symbols = symbols if symbols is not None else FunctionSymbols(func.parent_op)
    key, lo = function_key(func, text, config, symbols), func.span[0]
    rel = _TOKENS.find(key)
    if rel is None:
        if not compute:
            return None
        rel = _relative(ownership_tokens(func, config=config, symbols=symbols), lo)
        _TOKENS.keep(key, rel)
    return _absolute(rel, lo, start, end)


def cached_quick_tokens(
    func: Operation, text: str, *, config: Config | None = None, start: int = 0, end: int | None = None, symbols=None
) -> list[Token]:
    """``quick_ownership_tokens`` of ``func`` within ``[start, end]``,
    remembered like ``cached_ownership_tokens``: the span made so far,
    widened by a request that overlaps it, replaced by one that does not
    (scrolling through a long function makes each window once)."""
    config = config if config is not None else Config()
    symbols = symbols if symbols is not None else FunctionSymbols(func.parent_op)
    if func.span is None:
        return quick_ownership_tokens(func, config=config, symbols=symbols, start=start, end=end)
    key, (lo, hi) = function_key(func, text, config, symbols, callees=False), func.span
    stop = min(end if end is not None else hi, hi)
    since, upto = max(start, lo) - lo, stop - lo
    got = _QUICK.find(key)
    if got is None or not (got[0] <= since and upto <= got[1]):
        if got is not None and got[0] <= upto and since <= got[1]:
            since, upto = min(since, got[0]), max(upto, got[1])
        made = quick_ownership_tokens(func, config=config, symbols=symbols, start=lo + since, end=lo + upto)
        got = (since, upto, _relative(made, lo))
        _QUICK.keep(key, got)
    return _absolute(got[2], lo, start, stop)
