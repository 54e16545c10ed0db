"""bufls/ownershipGraph end to end, through a real ``bufls --stdio``: the
custom request and the command bufls.ownershipGraph give the same graph of
the function under the cursor, with the leak's path in the SVG."""

from __future__ import annotations

import os
import shutil
import xml.etree.ElementTree as ET

import pytest
from lsp_testing import open_doc, wait_diagnostics
from lsprotocol import types as lsp

TEXT = """func.func @first() {
  return
}
func.func @f(%c: i1) {
  %a = memref.alloc() : memref<4xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.dealloc %a : memref<4xf32>
  cf.br ^bb2
^bb2:
  return
}
"""

SVG_NS = "{http://www.w3.org/2000/svg}"


@pytest.mark.asyncio
async def test_the_request_and_the_command_answer_the_same(client):
    uri = await open_doc(client, TEXT)
    await wait_diagnostics(client, uri)
    position = {"line": 5, "character": 4}
    request = {"textDocument": {"uri": uri}, "position": position, "format": "dot"}
    got = await client.protocol.send_request_async("bufls/ownershipGraph", request)
    by_command = await client.workspace_execute_command_async(
        lsp.ExecuteCommandParams(command="bufls.ownershipGraph", arguments=[uri, position, {"format": "dot"}])
    )
    got = _plain(got)
    assert got == _plain(by_command)
    assert got["function"] == "@f"
    assert got["range"]["start"] == {"line": 3, "character": 0}
    assert [n["label"] for n in got["nodes"]] == ["^bb0 (entry)", "^bb1", "^bb2"]
    assert got["nodes"][1]["range"]["start"] == {"line": 6, "character": 0}
    [p] = got["problems"]
    assert p["code"] == "BUF001"
    [e] = [e for e in got["edges"] if e["id"] in p["edges"]]
    assert (e["source"], e["target"], e["label"]) == ("b0", "b2", "not %c")
    assert got["svg"] is None and "digraph" in got["dot"]


@pytest.mark.asyncio
async def test_outside_any_function_there_is_no_graph(client):
    uri = await open_doc(client, "// nothing here\n\n" + TEXT)
    got = _plain(
        await client.protocol.send_request_async(
            "bufls/ownershipGraph", {"textDocument": {"uri": uri}, "position": {"line": 1, "character": 0}}
        )
    )
    assert got["function"] is None and got["nodes"] == []


@pytest.mark.asyncio
@pytest.mark.skipif(
    shutil.which("dot") is None and not os.environ.get("BUFLS_REQUIRE_DOT"), reason="Graphviz's dot is not installed"
)
async def test_the_svg_carries_the_leak_path(client):
    uri = await open_doc(client, TEXT)
    got = _plain(
        await client.protocol.send_request_async(
            "bufls/ownershipGraph", {"textDocument": {"uri": uri}, "position": {"line": 4, "character": 2}}
        )
    )
    assert got["error"] is None
    svg = ET.fromstring(got["svg"])
    on_path = {g.get("id") for g in svg.iter(SVG_NS + "g") if "problem-path" in (g.get("class") or "").split()}
    [p] = got["problems"]
    assert on_path == set(p["nodes"]) | set(p["edges"])


def _plain(value):
    if hasattr(value, "_asdict"):
        return {k: _plain(v) for k, v in value._asdict().items()}
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value
