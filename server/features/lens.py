"""textDocument/codeLens: each function's ownership contract in one line
above it (``function_lens.py``), which opens the function's ownership graph:

    owns 3 buffers · frees 3 · returns 1 owned · ABI ok
    func.func @f(...) -> memref<4xf32> {

The lens's command is the client's ``bufls.showOwnershipGraph`` with
``[uri, {"line", "character"}]`` (the VS Code extension opens its graph
panel; a Neovim mapping can call ``bufls.ownershipGraph`` with the same
arguments, docs/graph.md).  Answered from the checked text: the ABI part
reads the function's diagnostics.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right

from lsprotocol import types as lsp

from bufls.core.services.explain.point import Context
from bufls.core.services.explain.values import functions_between, symbols_of
from bufls.core.services.function_lens import function_lens
from bufls.server.convert import lines_of, offset_to_position

__all__ = ["SHOW_GRAPH", "code_lenses"]

SHOW_GRAPH = "bufls.showOwnershipGraph"


def code_lenses(snap, params: lsp.CodeLensParams) -> list[lsp.CodeLens]:
    lines, uri = lines_of(snap), params.text_document.uri
    diagnostics = snap.diagnostics
    starts = [d.start for d in diagnostics]
    out = []
    for func in functions_between(snap, 0, len(snap.text)):
        symbols = symbols_of(snap, func.parent_op)
        resources = Context(func, snap.config, None, symbols).resources
        inside = diagnostics[bisect_left(starts, func.span[0]) : bisect_right(starts, func.span[1])]
        lens = function_lens(func, inside, resources, symbols)
        at = (func.symbol_span or func.name_span or func.span)[0]
        line, character = offset_to_position(lines, at)
        position = lsp.Position(line=line, character=character)
        out.append(
            lsp.CodeLens(
                range=lsp.Range(start=position, end=position),
                command=lsp.Command(
                    title=lens.line(),
                    command=SHOW_GRAPH,
                    arguments=[uri, {"line": line, "character": character}],
                ),
            )
        )
    return out
