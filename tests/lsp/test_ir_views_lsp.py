"""bufls/irAfterPasses and bufls/irDocument end to end, through a real
``bufls --stdio``: the stages of the function under the cursor (or of the
file) with their ``bufls-ir:`` uris, each stage's text from the uri's query,
and the same through workspace/executeCommand."""

from __future__ import annotations

import copy
from urllib.parse import parse_qsl, quote, urlsplit

import pytest
from lsp_testing import open_doc, wait_diagnostics
from lsprotocol import types as lsp

TEXT = """func.func @first() {
  return
}
func.func @f(%i: index) -> f32 {
  %a = memref.alloc() : memref<2xf32>
  %v = memref.load %a[%i] : memref<2xf32>
  return %v : f32
}
"""

PIPELINE = [
    "input",
    "expand-realloc",
    "canonicalize",
    "ownership-based-buffer-deallocation",
    "canonicalize",
    "buffer-deallocation-simplification",
    "bufferization-lower-deallocations",
    "cse",
    "canonicalize",
]


def document_request(stage_uri: str) -> dict:
    """The bufls/irDocument request a client makes of a stage's uri."""
    query = dict(parse_qsl(urlsplit(stage_uri).query, keep_blank_values=True))
    return {
        "textDocument": {"uri": query["source"]},
        "scope": query["scope"],
        "function": query["function"],
        "index": int(query["index"]),
        "version": int(query["version"]),
    }


@pytest.mark.asyncio
async def test_the_stages_of_the_function_under_the_cursor_and_their_texts(client):
    uri = await open_doc(client, TEXT, name="leak.mlir")
    await wait_diagnostics(client, uri)
    got = await request(
        client, "bufls/irAfterPasses", {"textDocument": {"uri": uri}, "position": {"line": 4, "character": 4}}
    )
    assert got["function"] == "@f" and got["scope"] == "function" and got["error"] is None
    assert [s["pass"] for s in got["stages"]] == PIPELINE
    assert [s["index"] for s in got["stages"]] == list(range(len(PIPELINE)))
    assert got["stages"][0]["title"] == "@f: input"
    assert got["stages"][3]["title"] == "@f after ownership-based-buffer-deallocation"
    first = got["stages"][3]["uri"]
    assert first.startswith("bufls-ir:/leak/3-ownership-based-buffer-deallocation.mlir?")
    query = urlsplit(first).query
    assert query == f"source={_quoted(uri)}&version=1&scope=function&function=%40f&index=3"

    texts = []
    for stage in got["stages"]:
        doc = await request(client, "bufls/irDocument", document_request(stage["uri"]))
        assert doc["error"] is None and doc["stale"] is False
        assert doc["title"] == stage["title"]
        texts.append(doc["text"])
    assert texts[0] == TEXT[TEXT.index("func.func @f(") :]
    assert "memref.dealloc" not in texts[0]
    assert "bufferization.dealloc" in texts[3]
    assert "  memref.dealloc %a : memref<2xf32>\n  return %v : f32\n}\n" in texts[-1]
    assert all(t.startswith("func.func @f(") for t in texts)


@pytest.mark.asyncio
async def test_the_commands_answer_as_the_requests(client):
    uri = await open_doc(client, TEXT)
    await wait_diagnostics(client, uri)
    position = {"line": 5, "character": 0}
    params = {"textDocument": {"uri": uri}, "position": position, "scope": "function"}
    got = await request(client, "bufls/irAfterPasses", params)
    by_command = await command(client, "bufls.irAfterPasses", [uri, position, {"scope": "function"}])
    assert by_command == got
    last = document_request(got["stages"][-1]["uri"])
    options = {k: v for k, v in last.items() if k != "textDocument"}
    doc = await request(client, "bufls/irDocument", last)
    doc_by_command = await command(client, "bufls.irDocument", [uri, None, options])
    assert doc_by_command == doc
    assert "memref.dealloc" in doc["text"]


@pytest.mark.asyncio
async def test_the_whole_file(client):
    uri = await open_doc(client, TEXT)
    await wait_diagnostics(client, uri)
    got = await request(client, "bufls/irAfterPasses", {"textDocument": {"uri": uri}, "scope": "file"})
    assert got["function"] is None and got["scope"] == "file" and got["error"] is None
    assert [s["pass"] for s in got["stages"]] == PIPELINE
    assert got["stages"][0]["title"] == "a.mlir: input"
    assert "&scope=file&function=&index=0" in got["stages"][0]["uri"]
    docs = [(await request(client, "bufls/irDocument", document_request(s["uri"]))) for s in got["stages"]]
    assert docs[0]["text"] == TEXT
    assert "func.func @first()" in docs[-1]["text"] and "memref.dealloc %a" in docs[-1]["text"]


@pytest.mark.asyncio
async def test_a_stage_of_an_older_version_is_stale(client):
    uri = await open_doc(client, TEXT)
    await wait_diagnostics(client, uri)
    got = await request(
        client, "bufls/irAfterPasses", {"textDocument": {"uri": uri}, "position": {"line": 4, "character": 0}}
    )
    changed = TEXT.replace("memref<2xf32>", "memref<3xf32>")
    client.text_document_did_change(
        lsp.DidChangeTextDocumentParams(
            text_document=lsp.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[lsp.TextDocumentContentChangeWholeDocument(text=changed)],
        )
    )
    await wait_diagnostics(client, uri, version=2)
    doc = await request(client, "bufls/irDocument", document_request(got["stages"][0]["uri"]))
    assert doc["stale"] is True
    assert "memref<2xf32>" in doc["text"]  # the stages of version 1, still remembered
    again = document_request(got["stages"][0]["uri"])
    again["version"] = 2
    fresh = await request(client, "bufls/irDocument", again)
    assert fresh["stale"] is False and "memref<3xf32>" in fresh["text"]


@pytest.mark.asyncio
async def test_problems_are_answers_not_failures(client):
    refused = (
        "func.func @f() {\n  %a = memref.alloc() : memref<2xf32>\n"
        "  memref.dealloc %a : memref<2xf32>\n  memref.dealloc %a : memref<2xf32>\n  return\n}\n"
    )
    uri = await open_doc(client, "// no function here\n\n" + refused)
    await wait_diagnostics(client, uri)
    outside = await request(
        client, "bufls/irAfterPasses", {"textDocument": {"uri": uri}, "position": {"line": 0, "character": 3}}
    )
    assert outside == {"function": None, "scope": "function", "error": "no function at the position", "stages": []}
    missing = await request(
        client, "bufls/irDocument", {"textDocument": {"uri": uri}, "scope": "function", "function": "@nope", "index": 0}
    )
    assert missing["text"] == "" and "@nope" in missing["error"]
    bad_scope = await request(client, "bufls/irAfterPasses", {"textDocument": {"uri": uri}, "scope": "x"})
    assert bad_scope["error"] and bad_scope["stages"] == []


def _quoted(uri: str) -> str:
    return quote(uri, safe="")


async def request(client, method: str, params: dict):
    """The answer as the server wrote it (JSON): pygls turns a custom
    request's answer into namedtuples, which rename the key "pass"."""
    return await _raw(client, client.protocol.send_request_async(method, params))


async def command(client, name: str, arguments: list):
    return await _raw(
        client, client.workspace_execute_command_async(lsp.ExecuteCommandParams(command=name, arguments=arguments))
    )


async def _raw(client, pending):
    if not hasattr(client, "raw_results"):
        client.raw_results = []
        structure = client.protocol.structure_message

        def record(data):  # (the reader calls it for each message, and each dict in it)
            if isinstance(data, dict) and "jsonrpc" in data and "id" in data and "method" not in data:
                client.raw_results.append(copy.deepcopy(data.get("result")))
            return structure(data)

        client.protocol.structure_message = record
    before = len(client.raw_results)
    await pending
    assert len(client.raw_results) == before + 1  # one request at a time: this is its answer
    return client.raw_results[-1]
