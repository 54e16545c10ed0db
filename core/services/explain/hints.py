"""Inlay hints: the ownership of a function's memref block arguments
(function arguments under the ABI, region and ``cf`` block arguments) and of
its region ops' memref results, as short labels (``owned``, ``not owned``,
``owned if %x``, ``unknown``, ``maybe owned``).

``cached_ownership_hints`` remembers each function's hints by its text, so
that after an edit only the functions whose text changed are analysed.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass

from ...config.project import Config
from ...ir import interfaces as I
from ...ir import types as T
from ...ir.nodes import Operation, Value
from .ops import pass_ownership
from .paths import FunctionSymbols, Ownership
from .point import Context, ownership_at

__all__ = ["Hint", "Lru", "cached_ownership_hints", "callee_key", "function_key", "ownership_hints"]


@dataclass(frozen=True)
class Hint:
    offset: int
    label: str
    tooltip: str


def ownership_hints(
    func: Operation, *, config: Config | None = None, source=None, start: int = 0, end: int | None = None, symbols=None
) -> list[Hint]:
    """Ownership labels for the memref block arguments and region-op results
    of ``func`` whose names lie in ``[start, end]``."""
    ctx = Context(func, config, source, symbols)
    body = I.callable_body(func)
    if body is None or not body.blocks:
        return []
    end = end if end is not None else 1 << 62

    def wanted(v) -> bool:
        return T.is_memref(v.type) and v.span is not None and start <= v.span[0] and v.span[1] <= end

    entry = body.blocks[0]
    todo: list[tuple[Value, tuple]] = []
    for op in func.walk():
        if op is not func and I.is_function(op):
            continue
        for region in op.regions:
            for block in region.blocks:
                if block is not entry:
                    todo.extend((a, (block, 0)) for a in block.args if wanted(a))
        if I.is_region_branch(op) and op.parent is not None:
            pos = op.parent.ops.index(op) + 1
            todo.extend((r, (op.parent, pos)) for r in op.results if wanted(r))
    targets: dict = {}
    for v, (block, pos) in todo:
        targets.setdefault((id(block), pos), []).append(v)
    obs = ctx.observe(targets) if targets else None
    hints = [Hint(a.span[1], "not owned", pass_ownership(a, ctx.resources).reason) for a in entry.args if wanted(a)]
    for v, point in todo:
        own = ownership_at(ctx, obs, v, point, None)
        hints.append(Hint(v.span[1], _hint_label(v, own), own.reason))
    hints.sort(key=lambda h: h.offset)
    return hints


class Lru(OrderedDict):
    """A bounded map, least recently used out first (every access holds
    the lock: the analysis thread and a test may share it)."""

    def __init__(self, size: int):
        super().__init__()
        self.size = size
        self.lock = threading.Lock()

    def find(self, key):
        with self.lock:
            got = self.get(key)
            if got is not None:
                self.move_to_end(key)
            return got

    def keep(self, key, value) -> None:
        with self.lock:
            self[key] = value
            self.move_to_end(key)
            while len(self) > self.size:
                self.popitem(last=False)


MAX_CACHED_FUNCTIONS = 2048
_HINTS = Lru(MAX_CACHED_FUNCTIONS)  # function_key -> hints, relative to the function's start
_CALLEES = Lru(MAX_CACHED_FUNCTIONS)  # a function's text -> the symbols it calls


def function_key(func: Operation, text: str, config: Config, symbols, callees: bool = True) -> tuple:
    """What an analysis of one function depends on, to remember its answer
    by: the function's text (``text``: the document its spans index), the
    settings that matter and what the checker reads of its callees
    (``callees`` False: only what the pass's rules read of them, nothing
    unless private functions have dynamic ownership)."""
    dynamic = bool(config.private_function_dynamic_ownership)
    assert func.span is not None
    lo, hi = func.span
    own = text[lo:hi]
    if not callees and not dynamic:
        return (own, dynamic, config.resource_specs, ())
    names = _CALLEES.find(own)
    if names is None:
        names = tuple(sorted({t[0] for t in map(I.call_target, func.walk()) if t is not None}))
        _CALLEES.keep(own, names)
    read = tuple((n, callee_key(symbols.get(n), dynamic)) for n in names)
    return (own, dynamic, config.resource_specs, read)


def cached_ownership_hints(
    func: Operation, text: str, *, config: Config | None = None, start: int = 0, end: int | None = None, symbols=None
) -> list[Hint]:
    """``ownership_hints`` remembered by ``function_key``, so that an edit
    re-analyses only the functions it changed; the cache keeps no IR."""
    if func.span is None:
        return ownership_hints(func, config=config, start=start, end=end, symbols=symbols)
    config = config if config is not None else Config()
    symbols = symbols if symbols is not None else FunctionSymbols(func.parent_op)
    key, lo = function_key(func, text, config, symbols), func.span[0]
    rel = _HINTS.find(key)
    if rel is None:
        # no source: the words of a hint must not depend on where the function is
        rel = [(h.offset - lo, h.label, h.tooltip) for h in ownership_hints(func, config=config, symbols=symbols)]
        _HINTS.keep(key, rel)
    end = end if end is not None else 1 << 62
    return [Hint(lo + o, label, tip) for o, label, tip in rel if start <= lo + o <= end]


def callee_key(callee: Operation | None, dynamic: bool):
    """What the checker reads of a callee: its visibility, signature and,
    under dynamic ownership, what its returns give back."""
    if callee is None:
        return None
    body = I.callable_body(callee)
    has_body = body is not None and bool(body.blocks)
    key = (I.is_private(callee), has_body, str(callee.attr("function_type")), str(callee.attr("sym_name")))
    if not (dynamic and has_body and I.is_private(callee)):
        return key
    entry = body.blocks[0]
    returns = []
    for block in body.blocks:
        term = block.terminator
        if term is None or not I.is_return_like(term):
            continue
        returns.append(
            tuple(
                ("arg", v.index)
                if getattr(v, "owner", None) is entry
                else ("op", getattr(v.owner, "name", "?"), str(v.owner.attr("value")))
                if isinstance(getattr(v, "owner", None), Operation)
                else ("?",)
                for v in term.operands
            )
        )
    return key + (tuple(returns),)


def _hint_label(v: Value, own: Ownership) -> str:
    owner = getattr(v, "owner", None)
    if isinstance(owner, Operation) and sum(1 for r in owner.results if r.span == v.span) > 1:
        return f"#{v.index} {own.label}"
    return own.label
