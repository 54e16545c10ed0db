"""Navigation and completion end to end: definition, references, document
symbols, folding ranges and completion through a real ``bufls --stdio``."""

from __future__ import annotations

import pytest
from lsp_testing import EXAMPLES, open_doc, wait_diagnostics
from lsprotocol import types as lsp

LEAK = (EXAMPLES / "leak.mlir").read_text()
CORRECT = (EXAMPLES / "correct.mlir").read_text()


def _pos(text: str, needle: str, delta: int = 1, nth: int = 0) -> lsp.Position:
    off = text.index(needle)
    for _ in range(nth):
        off = text.index(needle, off + 1)
    off += delta
    line = text.count("\n", 0, off)
    return lsp.Position(line=line, character=off - (text.rfind("\n", 0, off) + 1))


def _at(text: str, r: lsp.Range) -> str:
    lines = text.split("\n")
    assert r.start.line == r.end.line
    return f"{r.start.line + 1}:{r.start.character} {lines[r.start.line][r.start.character : r.end.character]}"


def _locations(result) -> list[lsp.Location]:
    if result is None:
        return []
    return result if isinstance(result, list) else [result]


async def _opened(client, text: str, name: str = "a.mlir") -> str:
    uri = await open_doc(client, text, name)
    await wait_diagnostics(client, uri, version=1)
    return uri


@pytest.mark.asyncio
async def test_definition_of_values_blocks_and_symbols(client):
    uri = await _opened(client, LEAK + CORRECT, "nav.mlir")
    text = LEAK + CORRECT
    doc = lsp.TextDocumentIdentifier(uri=uri)
    found = []
    for needle in ("%buf[%c0]", "^bail, ^compute", "@consume(%a)"):
        result = await client.text_document_definition_async(
            lsp.DefinitionParams(text_document=doc, position=_pos(text, needle))
        )
        (loc,) = _locations(result)
        assert loc.uri == uri
        found.append(_at(text, loc.range))
    assert found == ["8:2 %buf", "11:0 ^bail", "93:18 @consume"]


@pytest.mark.asyncio
async def test_references_with_and_without_the_declaration(client):
    uri = await _opened(client, LEAK, "leak.mlir")
    doc = lsp.TextDocumentIdentifier(uri=uri)
    for decl, expected in (
        (True, ["8:2 %buf", "16:21 %buf", "17:19 %buf", "18:17 %buf"]),
        (False, ["16:21 %buf", "17:19 %buf", "18:17 %buf"]),
    ):
        result = await client.text_document_references_async(
            lsp.ReferenceParams(
                text_document=doc,
                position=_pos(LEAK, "%buf = "),
                context=lsp.ReferenceContext(include_declaration=decl),
            )
        )
        assert [_at(LEAK, loc.range) for loc in result] == expected


@pytest.mark.asyncio
async def test_document_symbols_and_folding_ranges(client):
    uri = await _opened(client, LEAK, "leak.mlir")
    doc = lsp.TextDocumentIdentifier(uri=uri)
    symbols = await client.text_document_document_symbol_async(lsp.DocumentSymbolParams(text_document=doc))
    assert [(s.name, [c.name for c in s.children]) for s in symbols] == [
        ("@leak_on_early_exit", ["^bail", "^compute"]),
        ("@double_free_on_error_path", ["^error", "^exit"]),
        ("@no_leak", ["^a", "^b"]),
    ]
    assert symbols[0].kind == lsp.SymbolKind.Function
    assert _at(LEAK, symbols[0].selection_range) == "6:10 @leak_on_early_exit"
    folds = await client.text_document_folding_range_async(lsp.FoldingRangeParams(text_document=doc))
    assert (5, 18) in [(f.start_line, f.end_line) for f in folds]
    assert {f.kind for f in folds} == {lsp.FoldingRangeKind.Region, lsp.FoldingRangeKind.Comment}


@pytest.mark.asyncio
async def test_navigation_keeps_working_with_a_syntax_error_elsewhere(client):
    text = LEAK.replace("^bail:\n", "^bail:\n  %oops = arith.addi %n, : index\n", 1)
    uri = await open_doc(client, text, "broken.mlir")
    diagnostics = await wait_diagnostics(client, uri, version=1)
    assert any(d.code == "syntax" for d in diagnostics)
    doc = lsp.TextDocumentIdentifier(uri=uri)
    result = await client.text_document_definition_async(
        lsp.DefinitionParams(text_document=doc, position=_pos(text, "%tmp[%c0]"))
    )
    assert [_at(text, loc.range) for loc in _locations(result)] == ["26:2 %tmp"]
    symbols = await client.text_document_document_symbol_async(lsp.DocumentSymbolParams(text_document=doc))
    assert [s.name for s in symbols] == ["@leak_on_early_exit", "@double_free_on_error_path", "@no_leak"]


@pytest.mark.asyncio
async def test_completion_while_typing_a_line_that_does_not_parse(client):
    uri = await _opened(client, LEAK, "leak.mlir")
    doc = lsp.TextDocumentIdentifier(uri=uri)
    # type `  memref.dealloc %` as a new line before `return %v : f32`
    line = LEAK[: LEAK.index("  return %v : f32")].count("\n")
    client.text_document_did_change(
        lsp.DidChangeTextDocumentParams(
            text_document=lsp.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[
                lsp.TextDocumentContentChangePartial(
                    range=lsp.Range(
                        start=lsp.Position(line=line, character=0), end=lsp.Position(line=line, character=0)
                    ),
                    text="  memref.dealloc %\n",
                )
            ],
        )
    )
    await wait_diagnostics(client, uri, version=2)
    result = await client.text_document_completion_async(
        lsp.CompletionParams(
            text_document=doc,
            position=lsp.Position(line=line, character=len("  memref.dealloc %")),
            context=lsp.CompletionContext(
                trigger_kind=lsp.CompletionTriggerKind.TriggerCharacter, trigger_character="%"
            ),
        )
    )
    items = result.items if isinstance(result, lsp.CompletionList) else result
    labels = [i.label for i in sorted(items, key=lambda i: i.sort_text or "")]
    assert labels == ["%v", "%one", "%too_big", "%buf", "%c0", "%n", "%limit"]
    assert {i.label: i.detail for i in items}["%buf"] == "memref<?xf32>"


@pytest.mark.asyncio
async def test_completion_of_op_names_within_a_dialect(client):
    text = "func.func @f() {\n  %a = memref.al\n  return\n}\n"
    uri = await _opened(client, text)
    result = await client.text_document_completion_async(
        lsp.CompletionParams(
            text_document=lsp.TextDocumentIdentifier(uri=uri), position=lsp.Position(line=1, character=15)
        )
    )
    items = result.items if isinstance(result, lsp.CompletionList) else result
    labels = {i.label for i in items}
    assert {"memref.alloc", "memref.alloca"} <= labels
    assert all(label.startswith("memref.") for label in labels)
