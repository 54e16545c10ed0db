"""Code actions and the ``bufls.*`` commands (``features/actions.py``),
called directly on snapshots; every returned edit is applied to the text and
the result checked with ``analyze`` (and mlir-opt for the pipeline)."""

from __future__ import annotations

from pathlib import Path

import pytest
from lsprotocol import types as lsp

from bufls.cli.fix import fix_text
from bufls.core import upstream
from bufls.core.analyze import analyze
from bufls.core.config.project import Config
from bufls.core.services.document import snapshot_of
from bufls.server.convert import lines_of, position_to_offset
from bufls.server.features import actions
from bufls.server.features.diagnostics import to_lsp
from bufls.server.lines import Lines

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
URI = "file:///work/a.mlir"
AUTOMATIC = lsp.CodeActionTriggerKind.Automatic


def snap_of(text: str, version: int = 7, config: Config | None = None):
    return snapshot_of(text, "/work/a.mlir", version, config)


def ask(snap, at: str | int, only=None, trigger=lsp.CodeActionTriggerKind.Invoked, diagnostics=None):
    """Code actions at the first occurrence of ``at`` (or an offset), with the
    published diagnostics that touch that position, as a client sends them."""
    offset = snap.text.index(at) if isinstance(at, str) else at
    line, col = lines_of(snap).line_col(offset)
    pos = lsp.Position(line=line, character=col)
    if diagnostics is None:
        diagnostics = [d for d in to_lsp(snap, URI) if _touches(d.range, pos)]
    params = lsp.CodeActionParams(
        text_document=lsp.TextDocumentIdentifier(uri=URI),
        range=lsp.Range(start=pos, end=pos),
        context=lsp.CodeActionContext(diagnostics=diagnostics, only=only, trigger_kind=trigger),
    )
    return actions.code_actions(snap, params)


def _touches(r: lsp.Range, p: lsp.Position) -> bool:
    return (r.start.line, r.start.character) <= (p.line, p.character) <= (r.end.line, r.end.character)


def apply(text: str, edit: lsp.WorkspaceEdit, version: int = 7) -> str:
    """``text`` after ``edit`` (one TextDocumentEdit for URI at ``version``)."""
    [change] = edit.document_changes
    assert change.text_document.uri == URI and change.text_document.version == version
    src = Lines(text)  # the client's lines
    spans = [
        (
            position_to_offset(src, e.range.start.line, e.range.start.character),
            position_to_offset(src, e.range.end.line, e.range.end.character),
            e.new_text,
        )
        for e in change.edits
    ]
    for start, end, new in sorted(spans, reverse=True):
        text = text[:start] + new + text[end:]
    return text


def titled(found, word: str):
    hits = [a for a in found if word in a.title]
    assert len(hits) == 1, [a.title for a in found]
    return hits[0]


def codes(text: str, config: Config | None = None) -> list[str]:
    return [d.code for d in analyze(text, "a.mlir", config)]


def mlir_opt_accepts(text: str, *flags: str) -> str:
    if upstream.tool_path("mlir-opt") is None:
        pytest.skip("mlir-opt is not installed")
    proc = upstream.run_tool("mlir-opt", ["--allow-unregistered-dialect", *flags, "-"], input=text)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


LEAK = (EXAMPLES / "leak.mlir").read_text()
BUFFERIZED = (EXAMPLES / "bufferized.mlir").read_text()
CORRECT = (EXAMPLES / "correct.mlir").read_text()


# ---------------------------------------------------------------------------
# Quick fixes


def test_leak_quick_fix_frees_on_the_leaking_exit_only():
    snap = snap_of(LEAK)
    found = ask(snap, "%buf = memref.alloc")
    fix = titled(found, "Free %buf")
    assert fix.kind == lsp.CodeActionKind.QuickFix and fix.is_preferred
    assert [d.code for d in fix.diagnostics] == ["BUF001"]
    fixed = apply(LEAK, fix.edit)
    assert (
        "  %nan = arith.constant 0x7FC00000 : f32\n  memref.dealloc %buf : memref<?xf32>\n"
        "  return %nan : f32\n" in fixed
    )
    assert fixed.replace("  memref.dealloc %buf : memref<?xf32>\n  return %nan", "  return %nan") == LEAK
    assert codes(fixed) == ["BUF002"]  # only the other function's bug remains
    mlir_opt_accepts(fixed)


def test_double_free_quick_fix_removes_the_free_that_leaves_no_leak():
    snap = snap_of(LEAK)
    found = ask(snap, "%tmp : memref<32xi32>\n  return")
    fix = titled(found, "Remove the first free of %tmp")
    fixed = apply(LEAK, fix.edit)
    assert "^error:\n  cf.br ^exit\n" in fixed
    assert codes(fixed) == ["BUF001"]


def test_free_of_an_argument_is_removed():
    text = "func.func @f(%a: memref<4xf32>) {\n  memref.dealloc %a : memref<4xf32>\n  return\n}\n"
    snap = snap_of(text)
    fix = titled(ask(snap, "%a : memref<4xf32>\n"), "Remove the free of argument %a")
    assert apply(text, fix.edit) == "func.func @f(%a: memref<4xf32>) {\n  return\n}\n"


def test_returning_an_argument_returns_a_clone():
    text = "func.func @f(%a: memref<4xf32>) -> memref<4xf32> {\n  return %a : memref<4xf32>\n}\n"
    snap = snap_of(text)
    fixed = apply(text, titled(ask(snap, "%a : memref<4xf32>\n}"), "clone").edit)
    assert (
        "  %clone = bufferization.clone %a : memref<4xf32> to memref<4xf32>\n  return %clone : memref<4xf32>\n" in fixed
    )
    assert codes(fixed) == []
    mlir_opt_accepts(fixed)


def test_quick_fixes_keep_crlf_line_endings():
    text = (
        "func.func @f() {\r\n  %a = memref.alloc() : memref<4xf32>\r\n  return\r\n}\r\n"
        "func.func @g(%b: memref<2xf32>) {\r\n  memref.dealloc %b : memref<2xf32>\r\n  return\r\n}\r\n"
    )
    snap = snap_of(text)
    fixed = apply(text, titled(ask(snap, "%a = memref"), "Free %a").edit)
    assert "  %a = memref.alloc() : memref<4xf32>\r\n  memref.dealloc %a : memref<4xf32>\r\n  return\r\n" in fixed
    assert "\n" not in fixed.replace("\r\n", "")


def test_quick_fix_needs_the_diagnostic_the_client_sent():
    snap = snap_of(LEAK)
    assert not [a for a in ask(snap, "%buf = memref.alloc", diagnostics=[]) if a.kind == "quickfix"]
    moved = to_lsp(snap, URI)[0]
    moved.range = lsp.Range(
        start=moved.range.start, end=lsp.Position(line=moved.range.end.line, character=moved.range.end.character + 1)
    )
    assert not [a for a in ask(snap, "%buf = memref.alloc", diagnostics=[moved]) if a.kind == "quickfix"]


def test_quick_fixes_work_next_to_a_syntax_error():
    text = LEAK + "\nfunc.func @broken( {\n"
    snap = snap_of(text)
    assert "syntax" in [d.code for d in snap.diagnostics]
    fixed = apply(text, titled(ask(snap, "%buf = memref.alloc"), "Free %buf").edit)
    assert "BUF001" not in codes(fixed)


def test_a_suppressed_diagnostic_gets_no_quick_fix():
    text = LEAK.replace("  %buf = memref.alloc", "  // bufls: ignore[BUF001]\n  %buf = memref.alloc")
    snap = snap_of(text)
    assert not [a for a in ask(snap, "%buf = memref.alloc") if a.kind == "quickfix"]


# ---------------------------------------------------------------------------
# The deallocation pipeline


def test_pipeline_on_the_function_under_the_cursor_is_the_quick_fix_of_its_hint():
    snap = snap_of(BUFFERIZED)
    action = titled(ask(snap, "@select_or_copy"), "Insert deallocations in @select_or_copy")
    assert action.kind == lsp.CodeActionKind.QuickFix and action.is_preferred
    assert [d.code for d in action.diagnostics] == ["BUF201"]
    fixed = apply(BUFFERIZED, action.edit)
    start = BUFFERIZED.index("func.func @select_or_copy")
    end = BUFFERIZED.index("\n}\n", start) + 3
    assert fixed[:start] == BUFFERIZED[:start]  # byte-identical around it
    assert fixed.endswith(BUFFERIZED[end:])
    assert "memref.dealloc %tmp : memref<8xf32>" in fixed
    # @smooth still lacks deallocation: now its buffers are leaks (the file frees)
    smooth = fixed.index("func.func @smooth")
    assert [(d.code, d.start > smooth) for d in analyze(fixed)] == [("BUF001", True)] * 2
    mlir_opt_accepts(fixed)


def test_pipeline_edits_change_only_the_lines_that_differ():
    snap = snap_of(BUFFERIZED)
    action = titled(ask(snap, "@select_or_copy"), "Insert deallocations in @select_or_copy")
    edits = action.edit.document_changes[0].edits
    assert edits and all(e.range.start.line >= 26 for e in edits)
    unchanged = "  %tmp = memref.alloc() : memref<8xf32>\n"
    assert unchanged in apply(BUFFERIZED, action.edit)
    assert not any(unchanged in e.new_text for e in edits)


def test_file_action_matches_bufls_fix():
    snap = snap_of(BUFFERIZED)
    action = titled(ask(snap, 0, only=["source"]), "this file")
    assert action.kind == actions.SOURCE_KIND
    fixed = apply(BUFFERIZED, action.edit)
    assert fixed == fix_text(BUFFERIZED, "a.mlir", Config()).new_text
    assert codes(fixed) == []
    out = mlir_opt_accepts(fixed)
    assert "memref.dealloc" in out


def test_functions_that_free_are_not_offered_the_pipeline():
    snap = snap_of(CORRECT)
    found = ask(snap, "@diamond")
    assert not [a for a in found if "Insert deallocations" in a.title]


def test_a_leaking_function_that_frees_nothing_gets_the_pipeline_as_a_rewrite():
    text = LEAK + (
        "\nfunc.func @lazy(%i: index) -> f32 {\n  %a = memref.alloc() : memref<2xf32>\n"
        "  %v = memref.load %a[%i] : memref<2xf32>\n  return %v : f32\n}\n"
    )
    snap = snap_of(text)
    action = titled(ask(snap, "@lazy", diagnostics=[]), "Insert deallocations in @lazy")
    assert action.kind == lsp.CodeActionKind.RefactorRewrite and not action.diagnostics
    fixed = apply(text, action.edit)
    assert fixed.startswith(LEAK) and "  memref.dealloc %a : memref<2xf32>\n  return %v" in fixed
    assert codes(fixed) == codes(LEAK)


def test_only_filters_the_kinds():
    snap = snap_of(BUFFERIZED)
    assert [a.kind for a in ask(snap, "@select_or_copy", only=[lsp.CodeActionKind.Source])] == [actions.SOURCE_KIND]
    assert actions.SOURCE_KIND not in [a.kind for a in ask(snap, "@select_or_copy", only=["quickfix"])]
    assert ask(snap, "@select_or_copy", only=["source.organizeImports"]) == []


def test_automatic_requests_get_commands_that_give_the_same_edit():
    snap = snap_of(BUFFERIZED)
    eager = ask(snap, "@select_or_copy")
    lazy = ask(snap, "@select_or_copy", trigger=AUTOMATIC)
    assert [a.title for a in lazy] == [a.title for a in eager]
    for a, b in zip(lazy, eager):
        assert a.edit is None and a.command.command in actions.COMMANDS
        assert actions.command_edit(snap, a.command.command, a.command.arguments) == b.edit


# ---------------------------------------------------------------------------
# Out-params

OUT = """\
module {
  // makes a buffer
  func.func @make(%n: index) -> (memref<?xf32>, i32) {
    %0 = memref.alloc(%n) : memref<?xf32>
    %c = arith.constant 1 : i32
    return %0, %c : memref<?xf32>, i32
  }

  func.func private @ext(memref<?xf32>)

  // calls it
  func.func @user(%n: index) -> i32 {
    %m, %c = call @make(%n) : (index) -> (memref<?xf32>, i32)
    call @ext(%m) : (memref<?xf32>) -> ()
    memref.dealloc %m : memref<?xf32>
    return %c : i32
  }
}
"""


def test_convert_to_out_params_updates_the_callers():
    snap = snap_of(OUT)
    action = titled(ask(snap, "@make"), "out-params")
    assert action.kind == lsp.CodeActionKind.RefactorRewrite
    fixed = apply(OUT, action.edit)
    assert "func.func @make(%n: index, %arg1: memref<?xf32>) -> i32 {" in fixed
    assert "call @make(%n, %alloc) : (index, memref<?xf32>) -> i32" in fixed
    assert "  // makes a buffer\n" in fixed and "  // calls it\n" in fixed
    assert codes(fixed) == []
    mlir_opt_accepts(fixed)


def test_out_params_needs_memref_results():
    snap = snap_of(OUT)
    assert not [a for a in ask(snap, "@user") if "out-params" in a.title]


# ---------------------------------------------------------------------------
# Commands


def test_commands_by_scope():
    snap = snap_of(OUT)
    pos = lines_of(snap).line_col(OUT.index("@make"))
    edit = actions.command_edit(
        snap, actions.CONVERT_TO_OUT_PARAMS, [URI, "function", {"line": pos[0], "character": pos[1]}]
    )
    assert "call @make(%n, %alloc)" in apply(OUT, edit)
    # file scope: upstream's default, private functions only (none here)
    assert actions.command_edit(snap, actions.CONVERT_TO_OUT_PARAMS, [URI, "file"]) is None
    snap = snap_of(BUFFERIZED)
    edit = actions.command_edit(snap, actions.INSERT_DEALLOCATIONS, [URI, "file"])
    assert apply(BUFFERIZED, edit) == fix_text(BUFFERIZED, "a.mlir", Config()).new_text


@pytest.mark.parametrize("args", [[], [42], [URI, "function"], [URI, "function", {"line": "x"}], [URI, "module"]])
def test_commands_with_bad_arguments_answer_nothing(args):
    assert actions.command_edit(snap_of(BUFFERIZED), actions.INSERT_DEALLOCATIONS, args) is None


def test_unknown_command_answers_nothing():
    assert actions.command_edit(snap_of(BUFFERIZED), "bufls.nope", [URI, "file"]) is None


def test_rewrites_of_long_functions_are_commands(monkeypatch):
    monkeypatch.setattr(actions, "EAGER_LINES", 5)
    snap = snap_of(BUFFERIZED)
    found = ask(snap, "@select_or_copy")
    assert [a.command.arguments[1] for a in found] == ["function", "function", "file"]
    assert all(a.edit is None for a in found)
