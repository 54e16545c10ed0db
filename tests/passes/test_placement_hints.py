"""What the buffer optimizations would change, said before they run
(``core/passes/placement_hints.py``): the BUF301 and BUF302 hints, the hover
words, and their rewrites in the editor (``quickfix.placement_rewrites``,
``features/actions.py``).  Each rewrite is applied and the result checked:
the hint goes, nothing new comes, and the pass itself has nothing left to
do on it (the same predicate as ``--promote-buffers-to-stack``)."""

from __future__ import annotations

import pytest
from lsprotocol import types as lsp

from bufls.core import api, upstream
from bufls.core.analyze import analyze
from bufls.core.config.project import Config
from bufls.core.ir.interfaces import is_function
from bufls.core.ir.nodes import walk
from bufls.core.passes.base import run_pipeline
from bufls.core.passes.placement_hints import placement_words, stack_promotion_hints, stack_promotions_in
from bufls.core.passes.promote_to_stack import promotion_verdict
from bufls.core.services.document import snapshot_of
from bufls.core.services.edits import splice
from bufls.core.services.quickfix import placement_rewrites
from bufls.server.convert import lines_of
from bufls.server.features import actions

RESOURCES = Config().resources
ON = Config(severity=(("BUF302", "hint"),))
URI = "file:///work/a.mlir"

# A module that frees: unfreed buffers are leaks (BUF001) besides BUF302.
MODULE = """\
func.func @f(%n: index, %x: f32, %m: memref<4xf32>) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %small = memref.alloc() : memref<4xf32>
  memref.store %x, %small[%c0] : memref<4xf32>
  %big = memref.alloc() : memref<1024xf32>
  memref.store %x, %big[%c0] : memref<1024xf32>
  %dyn = memref.alloc(%n) : memref<?xf32>
  memref.store %x, %dyn[%c0] : memref<?xf32>
  %freed = memref.alloc() : memref<4xf32>
  memref.store %x, %freed[%c0] : memref<4xf32>
  memref.dealloc %freed : memref<4xf32>
  %out = memref.alloc() : memref<4xf32>
  memref.store %x, %out[%c0] : memref<4xf32>
  %stack = memref.alloca() : memref<4xf32>
  memref.store %x, %stack[%c0] : memref<4xf32>
  scf.for %i = %c0 to %n step %c1 {
    %tmp = memref.alloc() : memref<4xf32>
    memref.store %x, %tmp[%c0] : memref<4xf32>
    memref.dealloc %tmp : memref<4xf32>
  }
  return %out : memref<4xf32>
}
"""


def allocation(text: str, name: str):
    module = api.parse_file(text).modules[0].op
    return next(op for op in walk(module) if op.results and op.results[0].name == name)


@pytest.mark.parametrize(
    "name, why",
    [
        ("small", ""),
        ("big", "it takes 4096 bytes, over the pass's max-alloc-size-in-bytes of 1024"),
        ("dyn", "its shape is dynamic, with sizes that are not ranks of memrefs"),
        ("freed", "it is freed (by 'memref.dealloc'), and the pass leaves freed buffers alone"),
        ("out", "it is returned by @f"),
    ],
)
def test_the_verdict_says_why_a_buffer_stays_on_the_heap(name, why):
    target, why_not = promotion_verdict(allocation(MODULE, name), RESOURCES)
    assert (target, why_not) == (("memref.alloca", "") if not why else (None, why))


def test_a_stack_buffer_and_an_op_that_allocates_nothing_get_no_verdict():
    assert promotion_verdict(allocation(MODULE, "stack"), RESOURCES) == (None, "")
    assert promotion_verdict(allocation(MODULE, "c0"), RESOURCES) == (None, "")


def test_a_dynamic_buffer_sized_by_a_rank_is_small_and_rank_2_is_not():
    text = """\
func.func @g(%m: memref<*xf32>) {
  %r = memref.rank %m : memref<*xf32>
  %a = memref.alloc(%r) : memref<?xindex>
  %b = memref.alloc(%r, %r) : memref<?x?xindex>
  return
}
"""
    assert promotion_verdict(allocation(text, "a"), RESOURCES) == ("memref.alloca", "")
    assert promotion_verdict(allocation(text, "b"), RESOURCES) == (
        None,
        "its shape is dynamic, of rank 2 (the pass's max-rank-of-allocated-memref is 1)",
    )


def test_the_hints_are_what_the_pass_promotes():
    """BUF302 is reported on exactly the ops ``--promote-buffers-to-stack``
    replaces: after the pass, no hint is left."""
    module = api.parse_file(MODULE).modules[0].op
    hinted = {(d.start, d.end) for d in stack_promotion_hints(module, RESOURCES)}
    assert hinted == {tuple(allocation(MODULE, "small").name_span)}
    run_pipeline(module, ["--promote-buffers-to-stack"], RESOURCES)
    assert allocation_names(module, "memref.alloca") == ["alloca", "stack"]  # (%small, renamed as MLIR names it)
    assert stack_promotion_hints(module, RESOURCES) == []


def allocation_names(module, op_name: str) -> list[str]:
    return [op.results[0].name for op in walk(module) if op.name == op_name]


def test_buf302_is_off_by_default_and_a_hint_once_turned_on():
    assert "BUF302" not in {d.code for d in analyze(MODULE)}
    hints = [d for d in analyze(MODULE, config=ON) if d.code == "BUF302"]
    assert [MODULE[d.start : d.end] for d in hints] == ["memref.alloc"]
    assert hints[0].severity.label == "hint"
    assert "as 'memref.alloca' (promote-buffers-to-stack)" in hints[0].message


def test_the_editor_reports_buf302_as_a_fresh_analysis_does():
    from bufls.core.services.incremental import Analyzer

    analyzer = Analyzer("/work/a.mlir")
    analyzer.update(MODULE, 1, ON)
    got = sorted((d.code, d.start) for d in analyzer.finish(1).diagnostics)
    assert got == sorted((d.code, d.start) for d in analyze(MODULE, "/work/a.mlir", ON))
    assert ("BUF302", allocation(MODULE, "small").name_span[0]) in got


def test_the_hover_words_say_what_each_optimization_would_do():
    words = {name: placement_words(allocation(MODULE, name), RESOURCES) for name in ("small", "big", "tmp", "stack")}
    assert words["small"] == ["promote-buffers-to-stack would allocate it on the stack, as 'memref.alloca' (BUF302)"]
    assert words["big"] == [
        "stays on the heap under promote-buffers-to-stack: it takes 4096 bytes, over the pass's "
        "max-alloc-size-in-bytes of 1024"
    ]
    assert words["tmp"][0] == "buffer-loop-hoisting would allocate it once, before the loop (BUF301)"
    assert words["tmp"][1].startswith("stays on the heap under promote-buffers-to-stack: it is freed")
    assert words["stack"] == []


@pytest.mark.parametrize("config", [Config(), ON], ids=["hint off", "hint on"])
def test_allocate_on_the_stack_is_offered_on_the_allocation_and_fixes_its_leak(config):
    snap = snapshot_of(MODULE, "/work/a.mlir", 3, config)
    at = MODULE.index("%small = memref.alloc")
    [fix] = [f for f in placement_rewrites(snap, at) if "stack" in f.title]
    assert fix.title == "Allocate %small on the stack (memref.alloca)"
    fixed = splice(MODULE, list(fix.edits))
    assert "%small = memref.alloca() : memref<4xf32>" in fixed
    assert fixed.count("\n") == MODULE.count("\n")  # (one name changed, nothing else)
    before = {(d.code, MODULE[d.start : d.end]) for d in analyze(MODULE, config=config)}
    after = {(d.code, fixed[d.start : d.end]) for d in analyze(fixed, config=config)}
    assert after < before  # its leak (and its hint) went; nothing came
    assert placement_rewrites(snap, MODULE.index("%big = memref.alloc")) == []
    if upstream.tool_path("mlir-opt") is not None:
        assert upstream.run_tool("mlir-opt", ["-"], input=fixed).returncode == 0


def test_move_out_of_the_loop_is_offered_as_a_rewrite_too():
    snap = snapshot_of(MODULE, "/work/a.mlir", 3, Config(severity=(("BUF301", "off"),)))
    [fix] = placement_rewrites(snap, MODULE.index("%tmp = memref.alloc"))
    assert fix.title == "Move the allocation of %tmp out of the loop"
    fixed = splice(MODULE, list(fix.edits))
    assert fixed.index("%tmp = memref.alloc") < fixed.index("scf.for")


def code_actions(snap, at: int, lazy: bool = False):
    line, col = lines_of(snap).line_col(at)
    pos = lsp.Position(line=line, character=col)
    params = lsp.CodeActionParams(
        text_document=lsp.TextDocumentIdentifier(uri=URI),
        range=lsp.Range(start=pos, end=pos),
        context=lsp.CodeActionContext(diagnostics=[], trigger_kind=lsp.CodeActionTriggerKind.Invoked),
    )
    caps = None
    if lazy:
        caps = lsp.ClientCapabilities(
            text_document=lsp.TextDocumentClientCapabilities(
                code_action=lsp.CodeActionClientCapabilities(
                    data_support=True, resolve_support=lsp.ClientCodeActionResolveOptions(properties=["edit"])
                )
            )
        )
    return actions.code_actions(snap, params, caps)


@pytest.mark.parametrize("lazy", [False, True], ids=["eager", "resolved"])
def test_the_server_offers_the_rewrite_at_the_cursor(lazy):
    snap = snapshot_of(MODULE, "/work/a.mlir", 3, Config())
    at = MODULE.index("%small = memref.alloc") + 3
    [action] = [a for a in code_actions(snap, at, lazy) if "stack" in a.title]
    assert action.kind == lsp.CodeActionKind.RefactorRewrite
    if lazy:
        assert action.edit is None
        action = actions.resolve(snap, action)
    [change] = action.edit.document_changes
    assert [e.new_text for e in change.edits] == ["memref.alloca"]
    assert not [a for a in code_actions(snap, MODULE.index("%big = memref.alloc")) if "stack" in a.title]


def test_functions_being_rebuilt_after_a_syntax_error_are_skipped():
    module = api.parse_file(MODULE).modules[0].op
    func = next(op for op in walk(module) if is_function(op))
    assert stack_promotions_in(module, RESOURCES, recovered=(tuple(func.span),)) == []
