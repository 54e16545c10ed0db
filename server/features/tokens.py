"""textDocument/semanticTokens (full, full/delta, range): memref values
coloured by their ownership where they are named (``ownership_tokens.py``):

    %a = memref.alloc()          ownedBuffer + declaration
    memref.dealloc %a            ownedBuffer
    "test.use"(%a)               freedBuffer
    func.func @f(%arg0: memref)  borrowedBuffer + declaration, argument

A request looks only at the functions overlapping its range.  Each
function's tokens are remembered by its text; a function not computed yet
(the checker on a big function takes seconds) is answered at once with its
quick tokens (the pass's rules, frees in the same block: no checker), and
``refine`` computes the real ones afterwards, one function per call on the
analysis thread, for functions of at most ``MAX_REFINED_OPS`` ops; the
server then asks the client to request the tokens again
(``workspace/semanticTokens/refresh``).  A full request remembers its
answer per document (``resultId``) for the next delta request, which sends
the one edit between the two token arrays.
"""

from __future__ import annotations

import itertools
import threading
from collections import OrderedDict

from lsprotocol import types as lsp

from bufls.core.services.explain.values import functions_between, symbols_of
from bufls.core.services.ownership_tokens import (
    TOKEN_MODIFIERS,
    TOKEN_TYPES,
    cached_ownership_tokens,
    cached_quick_tokens,
)
from bufls.server.convert import lines_of, offset_to_position, position_to_offset

__all__ = ["LEGEND", "refine", "semantic_tokens_delta", "semantic_tokens_full", "semantic_tokens_range"]

LEGEND = lsp.SemanticTokensLegend(token_types=list(TOKEN_TYPES), token_modifiers=list(TOKEN_MODIFIERS))
_TYPE_INDEX = {t: i for i, t in enumerate(TOKEN_TYPES)}
_MODIFIER_BIT = {m: 1 << i for i, m in enumerate(TOKEN_MODIFIERS)}


def semantic_tokens_range(snap, params: lsp.SemanticTokensRangeParams) -> lsp.SemanticTokens:
    lines, rng = lines_of(snap), params.range
    start = position_to_offset(lines, rng.start.line, rng.start.character)
    end = position_to_offset(lines, rng.end.line, rng.end.character)
    return lsp.SemanticTokens(data=_encode(snap, start, end))


def semantic_tokens_full(snap, params: lsp.SemanticTokensParams) -> lsp.SemanticTokens:
    data = _encode(snap, 0, len(snap.text))
    return lsp.SemanticTokens(data=data, result_id=_remember(params.text_document.uri, data))


def semantic_tokens_delta(snap, params: lsp.SemanticTokensDeltaParams):
    uri = params.text_document.uri
    data = _encode(snap, 0, len(snap.text))
    with _LOCK:
        old = _LAST.get(uri)
    result_id = _remember(uri, data)
    if old is None or old[0] != params.previous_result_id:
        return lsp.SemanticTokens(data=data, result_id=result_id)
    return lsp.SemanticTokensDelta(edits=_edits(old[1], data), result_id=result_id)


def _encode(snap, start: int, end: int) -> list[int]:
    """The tokens of ``[start, end]`` in the protocol's relative encoding:
    ``deltaLine, deltaStart, length, type, modifiers`` per token.  A
    function whose tokens are not remembered yet gets its quick ones, and
    is left for ``refine``."""
    lines = lines_of(snap)
    data: list[int] = []
    prev_line = prev_char = 0
    later: list = []
    for func in functions_between(snap, start, end):
        for t in _function_tokens(snap, func, start, end, later):
            line, char = offset_to_position(lines, t.start)
            end_line, end_char = offset_to_position(lines, t.end)
            if end_line != line or end_char <= char:
                continue
            if data and (line, char) <= (prev_line, prev_char):
                continue  # (a nested function's tokens are its own: never twice, always in order)
            mods = 0
            for m in t.modifiers:
                mods |= _MODIFIER_BIT[m]
            delta_char = char - prev_char if line == prev_line else char
            data += (line - prev_line, delta_char, end_char - char, _TYPE_INDEX[t.type], mods)
            prev_line, prev_char = line, char
    if later:
        with _LOCK:
            _LATER[id(snap)] = (snap, later)
            while len(_LATER) > MAX_DOCUMENTS:
                _LATER.popitem(last=False)
    return data


def _function_tokens(snap, func, start: int, end: int, later: list):
    """``func``'s tokens in ``[start, end]``: the checker's when remembered,
    else its quick ones (``func`` then goes to ``later``, when small enough
    for ``refine``)."""
    symbols = symbols_of(snap, func.parent_op)
    small = _size(func) <= MAX_REFINED_OPS
    if small:
        tokens = cached_ownership_tokens(
            func, snap.text, config=snap.config, start=start, end=end, symbols=symbols, compute=False
        )
        if tokens is not None:
            return tokens
        later.append(func)
    return cached_quick_tokens(func, snap.text, config=snap.config, symbols=symbols, start=start, end=end)


# A function of more ops keeps its quick tokens: the checker takes more
# than ~0.1 s on it, time the analysis thread would not answer requests.
MAX_REFINED_OPS = 500


def _size(func) -> int:
    n = 0
    for _ in func.walk():
        n += 1
        if n > MAX_REFINED_OPS:
            break
    return n


# the functions answered with quick tokens, with their snapshots: refine computes theirs
_LATER: OrderedDict[int, tuple[object, list]] = OrderedDict()


def refine() -> bool | None:
    """Compute the tokens of one function that an answer gave quick tokens
    (on the analysis thread, one function per call, so that requests are
    answered in between).  True: more remain; False: the last one was
    computed (the client should ask again); None: nothing was left."""
    with _LOCK:
        while _LATER:
            key, (snap, funcs) = next(iter(_LATER.items()))
            if funcs:
                func = funcs.pop(0)
                break
            _LATER.pop(key)
        else:
            return None
        if not funcs:
            _LATER.pop(key)
        more = bool(_LATER)
    cached_ownership_tokens(func, snap.text, config=snap.config, symbols=symbols_of(snap, func.parent_op))
    return more


# uri -> (resultId, data) of the last full answer, for the next delta request
_LAST: OrderedDict[str, tuple[str, list[int]]] = OrderedDict()
_LOCK = threading.Lock()
_IDS = itertools.count(1)
MAX_DOCUMENTS = 64


def _remember(uri: str, data: list[int]) -> str:
    result_id = str(next(_IDS))
    with _LOCK:
        _LAST[uri] = (result_id, data)
        _LAST.move_to_end(uri)
        while len(_LAST) > MAX_DOCUMENTS:
            _LAST.popitem(last=False)
    return result_id


def _edits(old: list[int], new: list[int]) -> list[lsp.SemanticTokensEdit]:
    """The one edit turning ``old`` into ``new``: what lies between their
    common prefix and suffix, cut at token boundaries (5 integers)."""
    n = min(len(old), len(new))
    head = 0
    while head < n and old[head] == new[head]:
        head += 1
    head -= head % 5
    tail = 0
    while tail < n - head and old[len(old) - 1 - tail] == new[len(new) - 1 - tail]:
        tail += 1
    tail -= tail % 5
    if head == len(old) == len(new):
        return []
    return [lsp.SemanticTokensEdit(start=head, delete_count=len(old) - tail - head, data=new[head : len(new) - tail])]
