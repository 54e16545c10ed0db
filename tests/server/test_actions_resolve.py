"""Code actions for a client that resolves them: offered at once without
their edits (nothing is checked nor rewritten for the list), each resolved
to the edit an eager client gets; rewrites longer than EAGER_LINES stay
commands; a client without resolveSupport for ``edit`` gets edits at once."""

from __future__ import annotations

from pathlib import Path

import pytest
from lsprotocol import types as lsp

from bufls.core.services.document import snapshot_of
from bufls.server.convert import lines_of
from bufls.server.features import actions
from bufls.server.features.diagnostics import to_lsp

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
LEAK = (EXAMPLES / "leak.mlir").read_text()
BUFFERIZED = (EXAMPLES / "bufferized.mlir").read_text()
URI = "file:///work/a.mlir"


def snap_of(text: str, version: int = 7):
    return snapshot_of(text, "/work/a.mlir", version)


def ask(snap, at: str, capabilities=None):
    """Code actions at the first occurrence of ``at``, with the published
    diagnostics on that line, as a client sends them."""
    line, col = lines_of(snap).line_col(snap.text.index(at))
    pos = lsp.Position(line=line, character=col)
    diagnostics = [d for d in to_lsp(snap, URI) if d.range.start.line <= line <= d.range.end.line]
    params = lsp.CodeActionParams(
        text_document=lsp.TextDocumentIdentifier(uri=URI),
        range=lsp.Range(start=pos, end=pos),
        context=lsp.CodeActionContext(diagnostics=diagnostics, trigger_kind=lsp.CodeActionTriggerKind.Invoked),
    )
    return actions.code_actions(snap, params, capabilities=capabilities)


def titled(found, word: str):
    hits = [a for a in found if word in a.title]
    assert len(hits) == 1, [a.title for a in found]
    return hits[0]


RESOLVING = lsp.ClientCapabilities(
    text_document=lsp.TextDocumentClientCapabilities(
        code_action=lsp.CodeActionClientCapabilities(
            data_support=True, resolve_support=lsp.ClientCodeActionResolveOptions(properties=["edit"])
        )
    )
)


def ask_lazily(snap, at):
    return ask(snap, at, RESOLVING)


@pytest.mark.parametrize(
    ("text", "at", "offered", "eager"),
    [
        (LEAK, "%buf = memref.alloc", "Free %buf", "Free %buf"),  # BUF001
        # BUF002: the second free is tried first, the first one removes it without a leak
        (LEAK, "%tmp : memref<32xi32>\n  return", "Remove a free of %tmp", "Remove the first free of %tmp"),
        (BUFFERIZED, "@select_or_copy", "Insert deallocations in @select_or_copy", "in @select_or_copy"),
        (BUFFERIZED, "@select_or_copy", "Insert deallocations in this file", "in this file"),
    ],
)
def test_the_resolved_edit_is_the_eager_one(text, at, offered, eager):
    snap = snap_of(text)
    lazy = titled(ask_lazily(snap, at), offered)
    assert lazy.edit is None and lazy.command is None and lazy.data["version"] == 7
    resolved = actions.resolve(snap, lazy)
    assert resolved.edit is not None and resolved.edit == titled(ask(snap, at), eager).edit


def test_the_list_computes_no_edit(monkeypatch):
    def not_now(*args, **kwargs):
        raise AssertionError("an edit was computed for the list")

    for name in ("quick_fixes", "insert_deallocations", "convert_to_out_params"):
        monkeypatch.setattr(actions, name, not_now)
    found = ask_lazily(snap_of(LEAK), "%buf = memref.alloc") + ask_lazily(snap_of(BUFFERIZED), "@select_or_copy")
    assert found and all(a.edit is None and a.data for a in found)


def test_an_action_of_another_version_is_left_without_an_edit():
    lazy = titled(ask_lazily(snap_of(LEAK, version=7), "%buf = memref.alloc"), "Free %buf")
    assert actions.resolve(snap_of(LEAK, version=8), lazy).edit is None


def test_a_long_rewrite_stays_a_command(monkeypatch):
    monkeypatch.setattr(actions, "EAGER_LINES", 3)
    found = ask_lazily(snap_of(BUFFERIZED), "@select_or_copy")
    rewrite = titled(found, "Insert deallocations in @select_or_copy")
    assert rewrite.data is None and rewrite.command.command == actions.INSERT_DEALLOCATIONS


@pytest.mark.parametrize(
    "caps",
    [
        None,
        lsp.ClientCapabilities(),
        lsp.ClientCapabilities(  # resolves, but not the edit
            text_document=lsp.TextDocumentClientCapabilities(
                code_action=lsp.CodeActionClientCapabilities(
                    data_support=True, resolve_support=lsp.ClientCodeActionResolveOptions(properties=["command"])
                )
            )
        ),
    ],
)
def test_a_client_that_does_not_resolve_edits_gets_them_at_once(caps):
    assert not actions.resolves_edits(caps)
    params = lsp.CodeActionParams(
        text_document=lsp.TextDocumentIdentifier(uri=URI),
        range=lsp.Range(start=lsp.Position(line=0, character=0), end=lsp.Position(line=0, character=0)),
        context=lsp.CodeActionContext(diagnostics=[], only=[lsp.CodeActionKind.Source]),
    )
    [action] = actions.code_actions(snap_of(BUFFERIZED), params, capabilities=caps)
    assert action.edit is not None
