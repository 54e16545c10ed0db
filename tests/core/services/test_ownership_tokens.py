"""Ownership colours (core/services/ownership_tokens.py): each memref
value's ownership at its definition and at each use, read from the checker,
and the per-function cache keyed by the function's text."""

from __future__ import annotations

from bufls.core.services import ownership_tokens as tokens_module
from bufls.core.services.document import snapshot_of
from bufls.core.services.explain.values import functions_in
from bufls.core.services.ownership_tokens import cached_ownership_tokens, ownership_tokens, quick_ownership_tokens

TEXT = """\
func.func @f(%arg0: memref<4xf32>, %c: i1) {
  %a = memref.alloc() : memref<4xf32>
  %s = memref.alloca() : memref<4xf32>
  %v = memref.subview %a[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
  scf.if %c {
    "test.use"(%a) : (memref<4xf32>) -> ()
  }
  %r = scf.if %c -> memref<4xf32> {
    %b = memref.alloc() : memref<4xf32>
    scf.yield %b : memref<4xf32>
  } else {
    scf.yield %arg0 : memref<4xf32>
  }
  memref.dealloc %a : memref<4xf32>
  "test.use"(%a) : (memref<4xf32>) -> ()
  return
}
"""


def first_function(text: str):
    snap = snapshot_of(text, path="/x/a.mlir")
    [func, *_] = [f for u in snap.units() for f in functions_in(snap.unit_at(u.start))]
    return snap, func


def table(text: str, tokens) -> list[tuple]:
    return [(text.count("\n", 0, t.start) + 1, text[t.start : t.end], t.type, t.modifiers) for t in tokens]


def test_each_occurrence_is_coloured_by_its_ownership_there():
    snap, func = first_function(TEXT)
    assert table(TEXT, ownership_tokens(func, config=snap.config)) == [
        (1, "%arg0", "borrowedBuffer", ("declaration", "argument")),
        (2, "%a", "ownedBuffer", ("declaration",)),
        (3, "%s", "borrowedBuffer", ("declaration", "automatic")),
        (4, "%v", "ownedBuffer", ("declaration", "view")),
        (4, "%a", "ownedBuffer", ()),
        (6, "%a", "borrowedBuffer", ("enclosing",)),  # the entry block owns it, not the scf.if's
        (8, "%r", "conditionalBuffer", ("declaration",)),
        (9, "%b", "ownedBuffer", ("declaration",)),
        (10, "%b", "ownedBuffer", ()),
        (12, "%arg0", "borrowedBuffer", ("argument",)),
        (14, "%a", "ownedBuffer", ()),
        (15, "%a", "freedBuffer", ()),
    ]


def test_a_buffer_freed_on_one_branch_only_is_freed_after_the_join():
    text = """\
func.func @g(%c: i1) {
  %a = memref.alloc() : memref<4xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.dealloc %a : memref<4xf32>
  cf.br ^bb2
^bb2:
  "test.use"(%a) : (memref<4xf32>) -> ()
  return
}
"""
    snap, func = first_function(text)
    got = table(text, ownership_tokens(func, config=snap.config))
    assert got[-1] == (8, "%a", "freedBuffer", ())
    [t] = [t for t in ownership_tokens(func, config=snap.config) if text.count("\n", 0, t.start) == 7]
    assert t.label == "maybe freed"


def test_a_function_without_memrefs_has_no_tokens():
    snap, func = first_function("func.func @h(%x: i32) -> i32 {\n  return %x : i32\n}\n")
    assert ownership_tokens(func, config=snap.config) == []


def test_the_cache_answers_a_function_moved_by_an_edit_above_it(monkeypatch):
    snap, func = first_function(TEXT)
    first = cached_ownership_tokens(func, snap.text, config=snap.config)
    calls = []
    monkeypatch.setattr(tokens_module, "ownership_tokens", lambda *a, **k: calls.append(a) or [])
    moved = "// a comment\n" + TEXT
    snap2, func2 = first_function(moved)
    again = cached_ownership_tokens(func2, snap2.text, config=snap2.config)
    assert calls == []  # from the cache, by the function's text
    assert [(t.start - len("// a comment\n"), t.type) for t in again] == [(t.start, t.type) for t in first]
    some = cached_ownership_tokens(func2, snap2.text, config=snap2.config, start=moved.index("%r ="), end=len(moved))
    assert [moved[t.start : t.end] for t in some][:2] == ["%r", "%b"]


def test_quick_tokens_agree_where_the_rules_decide_and_miss_a_free_on_a_branch():
    snap, func = first_function(TEXT)
    precise = [(t.start, t.type, t.modifiers) for t in ownership_tokens(func, config=snap.config)]
    assert [(t.start, t.type, t.modifiers) for t in quick_ownership_tokens(func, config=snap.config)] == precise
    text = """\
func.func @g(%c: i1) {
  %a = memref.alloc() : memref<4xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.dealloc %a : memref<4xf32>
  cf.br ^bb2
^bb2:
  "test.use"(%a) : (memref<4xf32>) -> ()
  return
}
"""
    snap, func = first_function(text)
    assert table(text, quick_ownership_tokens(func, config=snap.config))[-1] == (8, "%a", "ownedBuffer", ())
