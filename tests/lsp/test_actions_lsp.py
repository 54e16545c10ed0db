"""Code actions and commands end to end: quick fixes, the deallocation
pipeline (as an edit and as a command the server applies), out-params.

Both recorded clients resolve code actions (VS Code and Neovim declare
``resolveSupport`` for ``edit``): the list comes without edits, each action
is resolved as the client does when the user picks it (``edit_of``)."""

from __future__ import annotations

import pytest
from lsp_testing import EXAMPLES, open_doc, progress_of, wait_diagnostics
from lsprotocol import types as lsp

LEAK = (EXAMPLES / "leak.mlir").read_text()
BUFFERIZED = (EXAMPLES / "bufferized.mlir").read_text()


def _offset(text: str, pos: lsp.Position) -> int:
    lines = text.splitlines(keepends=True)
    return sum(len(line) for line in lines[: pos.line]) + pos.character  # ASCII texts


def apply(text: str, edit: lsp.WorkspaceEdit, uri: str, version: int) -> str:
    [change] = edit.document_changes
    assert change.text_document.uri == uri and change.text_document.version == version
    spans = [(_offset(text, e.range.start), _offset(text, e.range.end), e.new_text) for e in change.edits]
    for start, end, new in sorted(spans, reverse=True):
        text = text[:start] + new + text[end:]
    return text


def position(text: str, word: str) -> lsp.Position:
    before = text[: text.index(word)]
    return lsp.Position(line=before.count("\n"), character=len(before) - before.rfind("\n") - 1)


async def code_actions(client, uri, pos, diagnostics=(), only=None, trigger=None):
    return await client.text_document_code_action_async(
        lsp.CodeActionParams(
            text_document=lsp.TextDocumentIdentifier(uri=uri),
            range=lsp.Range(start=pos, end=pos),
            context=lsp.CodeActionContext(diagnostics=list(diagnostics), only=only, trigger_kind=trigger),
        )
    )


async def edit_of(client, action: lsp.CodeAction) -> lsp.WorkspaceEdit:
    """The action's edit, resolved as a client does when the user picks it."""
    if action.edit is None and action.data is not None:
        action = await client.code_action_resolve_async(action)
    assert action.edit is not None, action
    return action.edit


async def change(client, uri, text, version):
    client.text_document_did_change(
        lsp.DidChangeTextDocumentParams(
            text_document=lsp.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[lsp.TextDocumentContentChangeWholeDocument(text=text)],
        )
    )
    return await wait_diagnostics(client, uri, version=version)


@pytest.mark.asyncio
async def test_the_leak_quick_fix_removes_the_leak(client):
    uri = await open_doc(client, LEAK, "leak.mlir")
    diags = await wait_diagnostics(client, uri, version=1)
    leak = next(d for d in diags if d.code == "BUF001")
    found = await code_actions(client, uri, leak.range.start, [leak])
    fix = next(a for a in found if a.kind == lsp.CodeActionKind.QuickFix)
    assert fix.is_preferred and list(fix.diagnostics) == [leak]
    assert fix.edit is None  # computed (and checked) when picked
    fixed = apply(LEAK, await edit_of(client, fix), uri, 1)
    after = await change(client, uri, fixed, 2)
    assert sorted(str(d.code) for d in after) == ["BUF002"]


@pytest.mark.asyncio
async def test_the_double_free_quick_fix_removes_the_double_free(client):
    uri = await open_doc(client, LEAK, "leak.mlir")
    diags = await wait_diagnostics(client, uri, version=1)
    double = next(d for d in diags if d.code == "BUF002")
    found = await code_actions(client, uri, double.range.start, [double])
    fix = next(a for a in found if a.kind == lsp.CodeActionKind.QuickFix)
    after = await change(client, uri, apply(LEAK, await edit_of(client, fix), uri, 1), 2)
    assert sorted(str(d.code) for d in after) == ["BUF001"]


@pytest.mark.asyncio
async def test_the_file_source_action_inserts_every_deallocation(client):
    uri = await open_doc(client, BUFFERIZED, "b.mlir")
    diags = await wait_diagnostics(client, uri, version=1)
    assert "BUF201" in {str(d.code) for d in diags}
    found = await code_actions(client, uri, lsp.Position(line=0, character=0), only=[lsp.CodeActionKind.Source])
    [action] = found
    assert action.kind == "source.bufls.insertDeallocations" and action.edit is None
    assert await change(client, uri, apply(BUFFERIZED, await edit_of(client, action), uri, 1), 2) == []


@pytest.mark.asyncio
async def test_an_automatic_request_computes_nothing_and_the_command_gives_the_edit(client):
    uri = await open_doc(client, BUFFERIZED, "b.mlir")
    diags = await wait_diagnostics(client, uri, version=1)
    pos = position(BUFFERIZED, "@select_or_copy")
    hint = [d for d in diags if d.range.start.line == pos.line]
    found = await code_actions(client, uri, pos, hint, trigger=lsp.CodeActionTriggerKind.Automatic)
    action = next(a for a in found if "@select_or_copy" in a.title)
    assert getattr(action, "edit", None) is None
    resolved = await edit_of(client, action)
    # the same rewrite as the command (which a client that resolves nothing
    # gets for an automatic request; lsprotocol's Python client reads a code
    # action that has a command as a Command and loses the nested
    # arguments: run it with the documented ones)
    arguments = [uri, "function", {"line": pos.line, "character": pos.character}]
    result = await client.workspace_execute_command_async(
        lsp.ExecuteCommandParams(command="bufls.insertDeallocations", arguments=arguments)
    )
    assert result == {"applied": True}
    [edit] = client.applied_edits
    fixed = apply(BUFFERIZED, edit, uri, 1)
    assert fixed == apply(BUFFERIZED, resolved, uri, 1)
    assert "memref.dealloc %tmp : memref<8xf32>" in fixed
    after = await change(client, uri, fixed, 2)
    assert all(d.range.start.line > fixed[: fixed.index("@smooth")].count("\n") for d in after)


@pytest.mark.asyncio
async def test_convert_to_out_params_command(client):
    text = (
        "func.func @make() -> memref<2xf32> {\n  %0 = memref.alloc() : memref<2xf32>\n"
        "  return %0 : memref<2xf32>\n}\n"
        "func.func @user() {\n  %m = call @make() : () -> memref<2xf32>\n"
        "  memref.dealloc %m : memref<2xf32>\n  return\n}\n"
    )
    uri = await open_doc(client, text, "o.mlir")
    assert await wait_diagnostics(client, uri, version=1) == []
    pos = position(text, "@make")
    await client.workspace_execute_command_async(
        lsp.ExecuteCommandParams(
            command="bufls.convertToOutParams",
            arguments=[uri, "function", {"line": pos.line, "character": pos.character}],
        )
    )
    [edit] = client.applied_edits
    fixed = apply(text, edit, uri, 1)
    assert "func.func @make(%arg0: memref<2xf32>) {" in fixed and "call @make(%alloc)" in fixed
    assert await change(client, uri, fixed, 2) == []


@pytest.mark.asyncio
async def test_a_rewrite_reports_work_done_progress(progress_client):
    client = progress_client
    uri = await open_doc(client, BUFFERIZED, "p.mlir")
    await wait_diagnostics(client, uri, version=1)
    result = await client.workspace_execute_command_async(
        lsp.ExecuteCommandParams(command="bufls.insertDeallocations", arguments=[uri, "file"])
    )
    assert result == {"applied": True}
    steps = await progress_of(client, "inserting deallocations")
    begin, *reports = steps[:-1]
    percentages = [begin.percentage] + [r.percentage for r in reports if r.percentage is not None]
    assert percentages == sorted(percentages) and percentages[-1] <= 100
    [edit] = client.applied_edits
    assert await change(client, uri, apply(BUFFERIZED, edit, uri, 1), 2) == []
