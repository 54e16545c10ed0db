"""Whole-function rewrites of a snapshot (``core/services/rewrites.py``): the
deallocation pipeline and memref results to out-params, as minimal edits."""

from __future__ import annotations

from bufls.core.analyze import analyze
from bufls.core.services.document import snapshot_of
from bufls.core.services.edits import splice
from bufls.core.services.rewrites import (
    convert_to_out_params,
    insert_deallocations,
    out_params_targets,
    pipeline_targets,
)

SMOOTH = """\
func.func @{name}(%src: memref<64xf32>, %steps: index) -> f32 {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %first = memref.alloc() : memref<64xf32>
  memref.copy %src, %first : memref<64xf32> to memref<64xf32>
  %last = scf.for %s = %c0 to %steps step %c1 iter_args(%cur = %first) -> (memref<64xf32>) {{
    %next = memref.alloc() : memref<64xf32>
    memref.copy %cur, %next : memref<64xf32> to memref<64xf32>
    scf.yield %next : memref<64xf32>
  }}
  %r = memref.load %last[%c0] : memref<64xf32>
  return %r : f32
}}
"""


def at(text: str, word: str) -> int:
    return text.index(word)


def test_the_pipeline_rewrites_only_the_function_at_the_offset():
    text = SMOOTH.format(name="a") + "\n" + SMOOTH.format(name="b")
    snap = snapshot_of(text)
    rewrite = insert_deallocations(snap, at(text, "@b"))
    assert rewrite.notes == []
    new = splice(text, rewrite.edits)
    assert new.startswith(SMOOTH.format(name="a") + "\n")
    assert "func.func private @dealloc_helper" in new
    leaks = [d for d in analyze(new) if d.code == "BUF001"]
    assert leaks and all(d.start < len(SMOOTH) for d in leaks)  # @a still leaks


def test_a_generated_helper_the_file_already_has_is_not_added_again():
    text = SMOOTH.format(name="a") + "\n" + SMOOTH.format(name="b")
    once = splice(text, insert_deallocations(snapshot_of(text), at(text, "@b")).edits)
    snap = snapshot_of(once)
    assert [u.op.attr("sym_name").value for u in pipeline_targets(snap, at(once, "@a"))] == ["a"]
    twice = splice(once, insert_deallocations(snap, at(once, "@a")).edits)
    assert twice.count("func.func private @dealloc_helper") == 1
    assert [d.code for d in analyze(twice)] == []


def test_the_file_scope_takes_the_functions_with_a_buf201_hint():
    text = SMOOTH.format(name="a") + "\nfunc.func @free() {\n  %m = memref.alloc() : memref<2xf32>\n  return\n}\n"
    snap = snapshot_of(text)
    assert [d.code for d in snap.diagnostics] == ["BUF201", "BUF201"]
    assert len(pipeline_targets(snap)) == 2
    new = splice(text, insert_deallocations(snap).edits)
    assert [d.code for d in analyze(new)] == []


def test_functions_that_free_or_do_not_allocate_are_no_targets():
    text = (
        "func.func @f() {\n  %m = memref.alloc() : memref<2xf32>\n  memref.dealloc %m : memref<2xf32>\n"
        "  return\n}\nfunc.func @g() {\n  %s = memref.alloca() : memref<2xf32>\n  return\n}\n"
    )
    snap = snapshot_of(text)
    assert pipeline_targets(snap, at(text, "@f")) == []
    assert pipeline_targets(snap, at(text, "@g")) == []
    assert insert_deallocations(snap, at(text, "@f")).edits == []


def test_a_function_with_a_syntax_error_is_left_alone_with_a_note():
    text = SMOOTH.format(name="a").replace("%r = memref.load %last[%c0]", "%r = memref.load %last[%c0")
    rewrite = insert_deallocations(snapshot_of(text), at(text, "@a"))
    assert rewrite.edits == []
    assert rewrite.notes == [
        (at(text, ": memref<64xf32>\n  return"), "the function has syntax errors; fix those first")
    ]


def test_a_rejecting_pass_gives_a_note():
    def reject(pm):
        from bufls.core.passes.base import PassError

        raise PassError("no thanks", None)

    text = SMOOTH.format(name="a")
    rewrite = insert_deallocations(snapshot_of(text), at(text, "@a"), transform=reject)
    assert rewrite.edits == []
    assert rewrite.notes == [(0, "the deallocation pipeline rejects this input: no thanks")]


OUT = """\
func.func private @make(%n: index) -> memref<?xf32> {
  %0 = memref.alloc(%n) : memref<?xf32>
  return %0 : memref<?xf32>
}
func.func @other(%n: index) -> memref<?xf32> {
  %0 = memref.alloc(%n) : memref<?xf32>
  return %0 : memref<?xf32>
}
func.func @user(%n: index) {
  %m = call @make(%n) : (index) -> memref<?xf32>
  memref.dealloc %m : memref<?xf32>
  return
}
"""


def test_out_params_of_one_function_and_its_calls():
    snap = snapshot_of(OUT)
    new = splice(OUT, convert_to_out_params(snap, at(OUT, "@make")).edits)
    assert "func.func private @make(%n: index, %arg1: memref<?xf32>) {\n  return\n}" in new
    assert "  %alloc = memref.alloc(%n) : memref<?xf32>\n  call @make(%n, %alloc)" in new
    assert "func.func @other(%n: index) -> memref<?xf32> {" in new  # untouched
    assert [d.code for d in analyze(new)] == []


def test_out_params_file_scope_takes_private_functions_like_upstream():
    snap = snapshot_of(OUT)
    assert [u.op.attr("sym_name").value for u in out_params_targets(snap)] == ["make"]
    assert [u.op.attr("sym_name").value for u in out_params_targets(snap, at(OUT, "@other"))] == ["other"]
    assert out_params_targets(snap, at(OUT, "@user")) == []


def test_out_params_that_cannot_size_the_result_give_a_note():
    text = OUT.replace(
        "%0 = memref.alloc(%n) : memref<?xf32>\n  return %0",
        "%c = arith.constant 3 : index\n  %0 = memref.alloc(%c) : memref<?xf32>\n  return %0",
        1,
    )
    rewrite = convert_to_out_params(snapshot_of(text), at(text, "@make"))
    assert rewrite.edits == []
    assert [m for _, m in rewrite.notes] == [
        "cannot convert the results: cannot create out param for dynamically shaped result"
    ]


def test_the_snapshot_ir_is_not_modified():
    snap = snapshot_of(OUT)
    from bufls.core.syntax.printer import print_op

    before = [print_op(u.op) for u in snap.units()]
    convert_to_out_params(snap, at(OUT, "@make"))
    insert_deallocations(snap, at(OUT, "@other"))
    assert [print_op(u.op) for u in snap.units()] == before


def test_out_params_of_a_public_function_leave_the_private_ones_alone():
    snap = snapshot_of(OUT)
    new = splice(OUT, convert_to_out_params(snap, at(OUT, "@other")).edits)
    assert "func.func @other(%n: index, %arg1: memref<?xf32>) {\n  return\n}" in new
    assert new.startswith(OUT[: OUT.index("func.func @other")])  # @make untouched
    assert new.endswith(OUT[OUT.index("func.func @user") :])  # no call to @other
