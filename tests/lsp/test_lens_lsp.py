"""Code lens end to end, through a real ``bufls --stdio``: one lens per
function, at its name, with its contract and the command that opens its
ownership graph for that position."""

from __future__ import annotations

import pytest
from lsp_testing import open_doc, wait_diagnostics
from lsprotocol import types as lsp

TEXT = """func.func @f(%c: i1) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.dealloc %a : memref<4xf32>
  cf.br ^bb2
^bb2:
  return %b : memref<4xf32>
}
func.func @g(%arg0: memref<4xf32>) -> memref<4xf32> {
  return %arg0 : memref<4xf32>
}
"""


@pytest.mark.asyncio
async def test_a_lens_over_each_function_opens_its_graph(client):
    uri = await open_doc(client, TEXT)
    await wait_diagnostics(client, uri)
    lenses = await client.text_document_code_lens_async(
        lsp.CodeLensParams(text_document=lsp.TextDocumentIdentifier(uri=uri))
    )
    got = [(c.range.start.line, c.range.start.character, c.command.title) for c in lenses]
    assert got == [
        (0, 10, "owns 2 buffers · frees 1 · returns 1 owned · ABI ok · 1 leak"),
        (10, 10, "owns 0 buffers · frees 0 · returns 1 owned · ABI: 1 problem (BUF102)"),
    ]
    command = lenses[0].command
    assert command.command == "bufls.showOwnershipGraph"
    assert list(command.arguments) == [uri, {"line": 0, "character": 10}]
    # the graph the lens opens: the same position through the server's view
    graph = await client.workspace_execute_command_async(
        lsp.ExecuteCommandParams(command="bufls.ownershipGraph", arguments=[*command.arguments, {"format": "dot"}])
    )
    assert graph["function"] == "@f" and [p["code"] for p in graph["problems"]] == ["BUF001"]
