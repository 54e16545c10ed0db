"""textDocument/inlayHint: the ownership of memref block arguments
(function arguments under the ABI, loop iter_args, ``cf`` block arguments)
and of memref results of region ops (``scf.if``/``for``/``while``), as
short labels after their names::

    func.func @f(%arg0 [not owned]: memref<4xf32>) {
      %r [owned if %c] = scf.if %c -> (memref<4xf32>) { ... }

Only the functions overlapping the requested range are looked at; each
function's hints are remembered by its text
(``explain.cached_ownership_hints``), so an edit re-analyses only the
functions it changed.
"""

from __future__ import annotations

from lsprotocol import types as lsp

from bufls.core.services.explain.values import cached_ownership_hints, functions_between, symbols_of
from bufls.server.convert import lines_of, offset_to_position, position_to_offset

__all__ = ["inlay_hints"]


def inlay_hints(snap, params: lsp.InlayHintParams) -> list[lsp.InlayHint]:
    rng, lines = params.range, lines_of(snap)
    start = position_to_offset(lines, rng.start.line, rng.start.character)
    end = position_to_offset(lines, rng.end.line, rng.end.character)
    out: list[lsp.InlayHint] = []
    for func in functions_between(snap, start, end):
        symbols = symbols_of(snap, func.parent_op)
        for h in cached_ownership_hints(func, snap.text, config=snap.config, start=start, end=end, symbols=symbols):
            line, character = offset_to_position(lines, h.offset)
            out.append(
                lsp.InlayHint(
                    position=lsp.Position(line=line, character=character),
                    label=h.label,
                    tooltip=h.tooltip,
                    padding_left=True,
                )
            )
    return out
