"""Ownership explanations (core/analysis/explain*.py): what a hover on a
memref value or an op says, and the inlay-hint labels, on real IR."""

from __future__ import annotations

import pytest

from bufls.core.config.project import Config, config_from_mapping
from bufls.core.services.document import snapshot_of
from bufls.core.services.explain.values import (
    OpExplanation,
    ValueExplanation,
    cached_ownership_hints,
    explain_at,
    explain_value,
    functions_in,
    ownership_hints,
)

DYNAMIC = Config(private_function_dynamic_ownership=True)
POOL = config_from_mapping({"resource": [{"name": "pool", "alloc": ["acme.pool_alloc"], "dealloc": "acme.pool_free"}]})


def explain(text: str, needle: str, nth: int = 0, config: Config | None = None):
    """The explanation at the first character after ``%``/the start of the
    ``nth`` occurrence of ``needle``."""
    pos = -1
    for _ in range(nth + 1):
        pos = text.index(needle, pos + 1)
    snap = snapshot_of(text, path="/x/a.mlir", config=config)
    got = explain_at(snap, pos + 1)
    assert got is not None, f"nothing at {needle!r}"
    ex, span = got
    assert text[span[0] : span[1]].strip('"').startswith(needle.split()[0].rstrip(",:)[").rstrip("["))
    return ex


def hints(text: str, config: Config | None = None) -> dict[str, str]:
    """``{name before the hint: label}`` for every function of ``text``."""
    snap = snapshot_of(text, path="/x/a.mlir", config=config)
    out = {}
    for unit in snap.units():
        for func in functions_in(snap.unit_at(unit.start)):
            for h in ownership_hints(func, config=config, source=snap.source):
                start = text.rfind("%", 0, h.offset)
                out[text[start : h.offset]] = h.label
    return out


GUARDED = """func.func @guarded(%c: i1) {
  %a = memref.alloc() : memref<4xf32>
  %v = memref.subview %a[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
  scf.if %c {
    memref.dealloc %a : memref<4xf32>
  }
  return
}
"""


# -- ownership kinds ------------------------------------------------------------


def test_allocation_is_owned_by_its_block_with_site_and_resource():
    ex = explain(GUARDED, "%a =")
    assert isinstance(ex, ValueExplanation)
    assert (ex.name, ex.type, ex.point) == ("%a", "memref<4xf32>", "at its definition")
    assert ex.ownership.label == "owned" and ex.ownership.kind == "owned"
    assert [s.text for s in ex.sites] == ["'memref.alloc' (line 2), resource 'memref'"]
    assert ex.sites[0].span == (GUARDED.index("%a ="), GUARDED.index("\n", GUARDED.index("%a =")))
    assert "ownership `true`" in ex.pass_note


def test_guarded_free_is_named_with_its_condition_and_the_leak_with_its_path():
    ex = explain(GUARDED, "%a =")
    assert [f.text for f in ex.frees] == ["'memref.dealloc' (line 5) inside 'scf.if' (line 4) when %c is true"]
    assert [leak.text for leak in ex.leaks] == ["%a is not freed when %c is false before @guarded returns"]


def test_use_in_a_nested_region_is_not_owned_by_that_block():
    ex = explain(GUARDED, "%a :", nth=0)  # the operand of memref.dealloc
    assert ex.point == "at its use by 'memref.dealloc' (line 5)"
    assert ex.ownership.kind == "enclosing" and ex.ownership.label == "not owned"
    assert ex.ownership.reason == "block ^bb0 of @guarded owns it (owned there) and frees it"


def test_view_names_its_base_buffer_and_aliases():
    ex = explain(GUARDED, "%v =")
    assert ex.ownership.label == "owned"
    assert ex.base.text == "%a (line 2), through 'memref.subview'"
    assert [a.text for a in ex.aliases] == ["%a (line 2)"]
    assert ex.pass_note.startswith("a view of %a ('memref.subview')")
    assert [s.text for s in ex.sites] == ["'memref.alloc' (line 2), resource 'memref'"]


def test_function_argument_is_not_owned_under_the_abi():
    text = """func.func @arg(%m: memref<4xf32>) -> memref<4xf32> {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %d = memref.cast %c : memref<?xf32> to memref<4xf32>
  return %d : memref<4xf32>
}
"""
    ex = explain(text, "%m:")
    assert ex.ownership.label == "not owned"
    assert "function-boundary ABI" in ex.ownership.reason
    assert [s.text for s in ex.sites] == ["argument %m of @arg (line 1)"]
    assert [a.text for a in ex.aliases] == ["%c (line 2)", "%d (line 3)"]
    assert [r.text for r in ex.returned] == ["'func.return' (line 4): ownership passes to the caller"]
    assert explain(text, "%d :").ownership.reason.startswith("the memory of function argument %m")


def test_private_function_argument_stays_not_owned_under_dynamic_ownership():
    text = """func.func private @p(%m: memref<4xf32>) -> memref<4xf32> {
  return %m : memref<4xf32>
}
"""
    assert explain(text, "%m:", config=DYNAMIC).ownership.label == "not owned"


def test_alloca_and_global_are_not_owned():
    text = """memref.global "private" @g : memref<4xf32> = dense<0.0>
func.func @stack() {
  %s = memref.alloca() : memref<4xf32>
  %g = memref.get_global @g : memref<4xf32>
  return
}
"""
    s = explain(text, "%s =")
    assert s.ownership.label == "not owned"
    assert "automatic resource" in s.ownership.reason
    assert [x.text for x in s.sites] == ["'memref.alloca' (line 3), resource 'alloca'"]
    g = explain(text, "%g =")
    assert g.ownership.label == "not owned"
    assert "global" in g.ownership.reason
    assert [(x.text, x.kind) for x in g.sites] == [("'memref.get_global' (line 4)", "op")]


def test_unknown_op_result_has_unknown_ownership():
    text = """func.func @opaque(%m: memref<4xf32>) {
  %x = "acme.frob"(%m) : (memref<4xf32>) -> memref<8xf32>
  return
}
"""
    ex = explain(text, "%x =")
    assert ex.ownership.label == "unknown"
    assert "BUF202" in ex.pass_note


def test_use_after_free_point_says_freed():
    text = """func.func @uaf() -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  %x = memref.load %a[%c0] : memref<4xf32>
  return %x : f32
}
"""
    ex = explain(text, "%a[")
    assert ex.ownership.label == "freed"
    assert "'memref.dealloc'" in ex.ownership.reason
    assert [f.text for f in ex.frees] == ["'memref.dealloc' (line 4)"]
    assert ex.leaks == []


def test_block_argument_owned_on_one_edge_is_owned_if_the_branch_condition():
    text = """func.func @join(%c: i1, %arg: memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  cf.cond_br %c, ^bb1(%a : memref<4xf32>), ^bb1(%arg : memref<4xf32>)
^bb1(%m: memref<4xf32>):
  return
}
"""
    ex = explain(text, "%m:")
    assert ex.ownership.label == "owned if %c"
    assert len(ex.sites) == 2
    assert "extra i1 block argument" in ex.pass_note


# -- conditional ownership through an indicator -----------------------------------

PIPELINED = """func.func @loop(%lb: index, %ub: index, %st: index, %init: memref<?xf32>) -> memref<?xf32> {
  %true = arith.constant true
  %false = arith.constant false
  %r, %0 = scf.for %i = %lb to %ub step %st iter_args(%acc = %init, %1 = %false) -> (memref<?xf32>, i1) {
    %n = memref.alloc(%i) : memref<?xf32>
    %base, %off, %sz, %sd = memref.extract_strided_metadata %acc : memref<?xf32> -> memref<f32>, index, index, index
    scf.if %1 {
      memref.dealloc %base : memref<f32>
    }
    scf.yield %n, %true : memref<?xf32>, i1
  }
  %3 = scf.if %0 -> (memref<?xf32>) {
    scf.yield %r : memref<?xf32>
  } else {
    %4 = bufferization.clone %r : memref<?xf32> to memref<?xf32>
    scf.yield %4 : memref<?xf32>
  }
  %b2, %o2, %s2, %d2 = memref.extract_strided_metadata %r : memref<?xf32> -> memref<f32>, index, index, index
  %5 = bufferization.dealloc (%b2 : memref<f32>) if (%0) retain (%3 : memref<?xf32>)
  return %3 : memref<?xf32>
}
"""


def test_pipeline_output_iter_arg_and_result_are_owned_if_their_indicator():
    acc = explain(PIPELINED, "%acc =")
    assert acc.ownership.label == "owned if %1"
    assert acc.ownership.kind == "conditional" and acc.ownership.indicator == "%1"
    r = explain(PIPELINED, "%r,")
    assert r.ownership.label == "owned if %0"
    base = explain(PIPELINED, "%b2,")  # a view answers for its base
    assert base.ownership.label == "owned if %0"
    assert base.base.text.startswith("%r (line 4), through 'memref.extract_strided_metadata'")


def test_indicator_value_names_the_memref_it_carries():
    ex = explain(PIPELINED, "%1 =")
    assert ex.memref is False and ex.type == "i1"
    assert ex.indicator_of == "%acc"


def test_clone_if_not_owned_result_is_owned_and_returned():
    ex = explain(PIPELINED, "%3 =")
    assert ex.ownership.label == "owned"
    assert {s.text for s in ex.sites} == {
        "'memref.alloc' (line 5), resource 'memref'",
        "'bufferization.clone' (line 15), resource 'memref'",
    }
    assert [r.text for r in ex.returned] == ["'func.return' (line 20): ownership passes to the caller"]


def test_loop_buffer_freed_in_a_later_iteration_under_its_indicator():
    ex = explain(PIPELINED, "%n =")
    assert ex.ownership.label == "owned"
    assert [f.text for f in ex.frees] == [
        "'memref.dealloc' (line 8) inside 'scf.if' (line 7) after 1 iteration of the loop at line 4"
    ]
    assert ex.leaks == []


def test_bufferization_dealloc_is_a_free_of_the_listed_buffer():
    text = """func.func @d(%c: i1) {
  %a = memref.alloc() : memref<4xf32>
  bufferization.dealloc (%a : memref<4xf32>) if (%c)
  return
}
"""
    ex = explain(text, "%a =")
    assert [f.text for f in ex.frees] == ["'bufferization.dealloc' (line 3) when %c is true"]
    assert [leak.text for leak in ex.leaks] == ["%a is not freed when %c is false before @d returns"]


def test_private_call_result_under_dynamic_ownership_is_owned_if_its_i1():
    text = """func.func private @mk(%c: i1) -> (memref<4xf32>, i1) {
  %a = memref.alloc() : memref<4xf32>
  return %a, %c : memref<4xf32>, i1
}
func.func @user(%c: i1) {
  %p, %own = call @mk(%c) : (i1) -> (memref<4xf32>, i1)
  scf.if %own {
    memref.dealloc %p : memref<4xf32>
  }
  return
}
"""
    ex = explain(text, "%p,", config=DYNAMIC)
    assert ex.ownership.label == "owned if %own"
    assert [(s.text, s.kind) for s in ex.sites] == [("the call of @mk (line 6)", "call")]
    assert "private-function-dynamic-ownership" in ex.pass_note
    assert ex.leaks == []
    plain = explain(text, "%p,")  # without the option: the ABI, owned
    assert plain.ownership.label == "owned"
    assert "function-boundary ABI" in plain.pass_note


def test_configured_resource_is_named_at_the_allocation():
    text = """func.func @pool() {
  %p = "acme.pool_alloc"() : () -> memref<4xf32>
  "acme.pool_free"(%p) : (memref<4xf32>) -> ()
  return
}
"""
    ex = explain(text, "%p =", config=POOL)
    assert ex.ownership.label == "owned"
    assert [s.text for s in ex.sites] == ["'acme.pool_alloc' (line 2), resource 'pool'"]
    assert [f.text for f in ex.frees] == ["'acme.pool_free' (line 3)"]


# -- ops ---------------------------------------------------------------------------


def test_op_alloc_effects_role_and_treatment():
    ex = explain(GUARDED, "memref.alloc")
    assert isinstance(ex, OpExplanation)
    assert ex.effects == ["allocates result 0 (%a)"]
    assert ex.roles == ["alloc op of resource 'memref' (freed by 'memref.dealloc')"]
    assert ex.treatment == [
        "an allocation of resource 'memref': the pass takes ownership of "
        "result 0 (ownership `true`) and frees it where it dies"
    ]


def test_op_view_aliases_its_source():
    ex = explain(GUARDED, "memref.subview")
    assert ex.effects == []
    assert ex.treatment == [
        "a view: result 0 aliases operand 0 (%a); its ownership is that operand's, and frees go to the base buffer"
    ]


def test_op_free_is_rejected_by_the_pass_but_checked():
    ex = explain(GUARDED, "memref.dealloc")
    assert ex.effects == ["frees operand 0 (%a)"]
    assert ex.roles == ["dealloc op of resource 'memref' (frees operand 0)"]
    assert "memory free side-effect on MemRef value not supported!" in ex.treatment[0]


def test_op_region_branch_and_return():
    ex = explain(PIPELINED, "scf.for")
    assert ex.effects_of == "nested ops"
    assert any(t.startswith("a region-branch op: each memref result gets an extra i1") for t in ex.treatment)
    ret = explain(PIPELINED, "return")
    assert any(t.startswith("a function return: the returned memrefs are retained") for t in ret.treatment)


def test_op_call_follows_the_abi_or_dynamic_ownership():
    text = """func.func private @mk() -> memref<4xf32>
func.func @user() {
  %p = func.call @mk() : () -> memref<4xf32>
  memref.dealloc %p : memref<4xf32>
  return
}
"""
    ex = explain(text, "func.call")
    assert ex.effects_of == "callee"
    assert ex.treatment[0].startswith(
        "a call under the function-boundary ABI: memref operands stay owned by the caller"
    )


def test_op_with_unknown_effects_says_what_is_assumed():
    text = """func.func @opaque(%m: memref<4xf32>) {
  "acme.frob"(%m) : (memref<4xf32>) -> ()
  return
}
"""
    ex = explain(text, "acme.frob")
    assert ex.registered is False and ex.effects is None
    assert ex.treatment[0].startswith(
        "unknown memory effects: bufls warns (BUF202) and assumes it neither allocates nor frees memory"
    )


def test_op_in_custom_syntax_bufls_cannot_read_says_it_is_kept_as_written():
    text = """func.func @opaque(%m: memref<4xf32>) {
  acme.frob %m : memref<4xf32>
  return
}
"""
    ex = explain(text, "acme.frob")
    assert ex.registered is False and ex.effects is None
    assert ex.treatment[0].startswith("bufls cannot read this op's custom syntax")
    assert ex.treatment[1].startswith("unknown memory effects")


def test_op_existing_dealloc_and_multi_successor_branch_models():
    text = """func.func @m(%c: i1, %a: memref<f32>) {
  bufferization.dealloc (%a : memref<f32>) if (%c)
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return
^bb2:
  return
}
"""
    d = explain(text, "bufferization.dealloc")
    assert d.treatment[0].startswith('rejected by the ownership pass: "No deallocation operations must be present')
    b = explain(text, "cf.cond_br")
    assert b.treatment[0].startswith("a branch with several successors: one bufferization.dealloc per successor")


def test_configured_alloc_op_gets_its_resource_role():
    text = """func.func @pool() {
  %p = "acme.pool_alloc"() : () -> memref<4xf32>
  "acme.pool_free"(%p) : (memref<4xf32>) -> ()
  return
}
"""
    ex = explain(text, "acme.pool_alloc", config=POOL)
    assert ex.roles == ["alloc op of resource 'pool' (freed by 'acme.pool_free')"]
    assert ex.effects == ["allocates result 0 (%p)"]
    assert ex.treatment[0].startswith("an allocation of resource 'pool'")


# -- inlay hints ---------------------------------------------------------------------


def test_hints_label_arguments_iter_args_region_results_and_block_args():
    text = """func.func @h(%c: i1, %arg: memref<4xf32>, %lb: index, %ub: index, %st: index) {
  %a = memref.alloc() : memref<4xf32>
  %r = scf.if %c -> (memref<4xf32>) {
    scf.yield %a : memref<4xf32>
  } else {
    scf.yield %arg : memref<4xf32>
  }
  %l = scf.for %i = %lb to %ub step %st iter_args(%it = %a) -> (memref<4xf32>) {
    scf.yield %it : memref<4xf32>
  }
  cf.br ^bb1(%a : memref<4xf32>)
^bb1(%m: memref<4xf32>):
  memref.dealloc %m : memref<4xf32>
  return
}
"""
    assert hints(text) == {"%arg": "not owned", "%r": "owned if %c", "%l": "owned", "%it": "not owned", "%m": "owned"}


def test_hints_on_pipeline_output_name_the_indicators():
    got = hints(PIPELINED)
    assert got["%init"] == "not owned"
    assert got["%acc"] == "owned if %1"
    assert got["%r"] == "owned if %0"
    assert got["%3"] == "owned"


def test_cached_hints_follow_the_function_when_text_before_it_moves():
    text = """func.func @h(%m: memref<4xf32>) {
  return
}
"""
    moved = "// a comment that shifts everything\n" + text
    for t in (text, moved):
        snap = snapshot_of(t, path="/x/a.mlir")
        func = functions_in(snap.unit_at(t.index("func.func")))[0]
        got = cached_ownership_hints(func, t)
        assert [(t[h.offset - 2 : h.offset], h.label) for h in got] == [("%m", "not owned")]


def test_only_the_function_looked_at_is_analysed():
    text = """func.func @other() {
  %x = memref.alloc() : memref<4xf32>
  return
}
func.func @here(%c: i1) {
  %a = memref.alloc() : memref<4xf32>
  return
}
"""
    snap = snapshot_of(text, path="/x/a.mlir")
    func = snap.unit_at(text.index("@here"))
    a = next(op for op in func.walk() if op.results and op.results[0].name == "a").results[0]
    ex = explain_value(func, a, source=snap.source)
    assert [leak.text for leak in ex.leaks] == ["%a is not freed before @here returns"]


@pytest.mark.parametrize("needle", ["^bb1", "@guarded", "[0]"])
def test_nothing_to_explain_on_labels_symbols_and_punctuation(needle):
    text = GUARDED + "func.func @b() {\n  cf.br ^bb1\n^bb1:\n  return\n}\n"
    snap = snapshot_of(text, path="/x/a.mlir")
    assert explain_at(snap, text.index(needle) + 1) is None


def test_cached_hints_change_when_a_callee_changes_but_the_caller_does_not():
    caller = """func.func @user() {
  %p, %o = call @mk() : () -> (memref<4xf32>, i1)
  cf.br ^bb1(%p : memref<4xf32>)
^bb1(%m: memref<4xf32>):
  return
}
"""
    callee = """func.func {vis}@mk() -> (memref<4xf32>, i1) {{
  %t = arith.constant {flag}
  %a = memref.alloc() : memref<4xf32>
  return %a, %t : memref<4xf32>, i1
}}
"""
    labels = []
    for vis, flag in (("private ", "false"), ("private ", "true"), ("", "false")):
        text = callee.format(vis=vis, flag=flag) + caller
        snap = snapshot_of(text, path="/x/a.mlir", config=DYNAMIC)
        func = snap.unit_at(text.index("@user"))
        got = cached_ownership_hints(func, text, config=DYNAMIC)
        labels.append([h.label for h in got])
    # a private callee returns its ownership (false, then true); a public one hands it over
    assert labels == [["not owned"], ["owned"], ["owned"]]
