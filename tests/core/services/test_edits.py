"""Text edits (``core/services/edits.py``), excerpts (``core/services/excerpt.py``) and the
small text helpers of quick fixes (``core/services/fixtext.py``)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bufls.core.api import parse_file
from bufls.core.config.project import Config
from bufls.core.services.edits import FixRefused, minimize, splice, unshift
from bufls.core.services.excerpt import build_excerpt, changes, referenced_symbols
from bufls.core.services.fixtext import (
    find_op,
    find_use,
    insert_before,
    op_text,
    remove_op,
    unique_name,
)

# ---------------------------------------------------------------------------
# splice / unshift / minimize


def test_splice_applies_edits_in_offset_order():
    assert splice("abcdef", [(4, 5, "E"), (0, 1, "A"), (2, 2, "+")]) == "Ab+cdEf"


def test_overlapping_edits_are_refused():
    with pytest.raises(FixRefused):
        splice("abcdef", [(0, 3, "x"), (2, 4, "y")])


def test_unshift_maps_offsets_after_edits_back():
    edits = [(2, 2, "XYZ"), (4, 6, "")]
    # "ab" + "XYZ" + "cd" + "" + "gh"   (from "abcdefgh")
    assert [unshift(p, edits) for p in (0, 1, 2, 4, 5, 6, 7, 8)] == [0, 1, 2, 2, 2, 3, 6, 7]


lines = st.lists(st.sampled_from(["a\n", "b\n", "  c\n", "\n", "d"]), max_size=8).map("".join)


@given(lines, lines, lines)
def test_minimize_gives_the_same_text(prefix, old, new):
    text = prefix + old + "tail\n"
    edits = [(len(prefix), len(prefix) + len(old), new)]
    small = minimize(text, edits)
    assert splice(text, small) == splice(text, edits)
    assert sum(e - s for s, e, _ in small) <= len(old)


def test_minimize_keeps_unchanged_lines_out_of_the_edits():
    text = "x\nfunc {\n  a\n  b\n}\ny\n"
    start, end = text.index("func"), text.index("}") + 1
    small = minimize(text, [(start, end, "func {\n  a\n  new\n  b\n}")])
    assert small == [(text.index("  b"), text.index("  b"), "  new\n")]


# ---------------------------------------------------------------------------
# excerpts

FILE = """\
#map = affine_map<(d0) -> (d0)>
module {
  func.func private @callee() -> memref<2xf32>

  func.func @f() {
    %0 = call @callee() : () -> memref<2xf32>
    return
  }

  func.func @unrelated() {
    return
  }
}
"""


def test_an_excerpt_keeps_aliases_indentation_and_maps_offsets_both_ways():
    pm = parse_file(FILE).modules[0]
    f = FILE.index("func.func @f")
    f_end = FILE.index("  }\n", f) + 3
    ex = build_excerpt(FILE, pm, [(f, f_end)], marker=True)
    assert ex.text.startswith("#map = affine_map<(d0) -> (d0)>\n  func.func @f() {\n")
    assert "@unrelated" not in ex.text and "memref.dealloc" in ex.text  # the marker frees
    at = FILE.index("call @callee")
    assert ex.to_original(ex.to_excerpt(at)) == at
    assert ex.text[ex.to_excerpt(at) :].startswith("call @callee")
    assert ex.to_excerpt(FILE.index("@unrelated")) is None
    assert ex.edits_to_original(ex.edits_to_excerpt([(at, at + 4, "CALL")])) == [(at, at + 4, "CALL")]


def test_referenced_symbols_reads_symbol_names():
    assert referenced_symbols(FILE, FILE.index("func.func @f"), FILE.index("@unrelated")) == {"f", "callee"}
    assert referenced_symbols('call @"quoted name"() @a.b', 0, 27) == {"quoted name", "a.b"}


def test_changes_compare_diagnostics_in_original_offsets():
    text = "func.func @f() {\n  %a = memref.alloc() : memref<4xf32>\n  return\n}\n"
    pm = parse_file(text).modules[0]
    ex = build_excerpt(text, pm, [(0, len(text) - 1)], marker=True)
    before = ex.analyze(Config())
    assert [d.code for d in before] == ["BUF001"]
    ret = text.index("return")
    fix = [(ret, ret, "memref.dealloc %a : memref<4xf32>\n  ")]
    gone, new = changes(ex, before, ex.analyze(Config(), fix), fix)
    assert gone == {("BUF001", text.index("%a ="))} and new == set()
    twice = [(ret, ret, "memref.dealloc %a : memref<4xf32>\n  memref.dealloc %a : memref<4xf32>\n  ")]
    gone, new = changes(ex, before, ex.analyze(Config(), twice), twice)
    assert new == {("BUF002", ret)}  # inside inserted text: at the insertion


# ---------------------------------------------------------------------------
# fixtext


def test_op_text_writes_the_source_names():
    m = (
        parse_file("func.func @f(%a: memref<4xf32>) { return }")
        .modules[0]
        .op.regions[0]
        .blocks[0]
        .ops[0]
        .regions[0]
        .blocks[0]
        .args[0]
        .type
    )
    assert op_text("memref.dealloc", [("%0", m)]) == "memref.dealloc %0 : memref<4xf32>"
    assert op_text("acme.free", [("%b#1", m)]) == '"acme.free"(%b#1) : (memref<4xf32>) -> ()'
    assert (
        op_text("bufferization.clone", [("%x", m)], ("%clone", m))
        == "%clone = bufferization.clone %x : memref<4xf32> to memref<4xf32>"
    )


TEXT = """\
func.func @f(%a: memref<4xf32>, %clone: i1) {
  memref.dealloc %a : memref<4xf32>  // bye
  scf.if %clone { "x.y"() : () -> () }
  return
}
"""


def test_remove_op_takes_its_line_when_alone_on_it():
    func = parse_file(TEXT).modules[0].op.regions[0].blocks[0].ops[0]
    dealloc, xy = [op for op in func.walk() if op.name in ("memref.dealloc", "x.y")]
    assert splice(TEXT, [remove_op(TEXT, dealloc)]) == TEXT.replace("  memref.dealloc %a : memref<4xf32>  // bye\n", "")
    assert "  scf.if %clone {  }\n" in splice(TEXT, [remove_op(TEXT, xy)])


def test_insert_before_keeps_indentation_or_joins_the_line():
    ret = TEXT.index("return")
    assert splice(TEXT, [insert_before(TEXT, ret, "NEW")]).endswith("  NEW\n  return\n}\n")
    xy = TEXT.index('"x.y"')
    assert '  scf.if %clone { \n  NEW\n  "x.y"() : () -> () }' in splice(TEXT, [insert_before(TEXT, xy, "NEW")])


def test_unique_name_avoids_names_of_the_function():
    assert unique_name(TEXT, 0, len(TEXT), "clone") == "%clone_0"
    assert unique_name(TEXT, 0, len(TEXT), "copy") == "%copy"


def test_find_op_and_use_by_diagnostic_span():
    func = parse_file(TEXT).modules[0].op.regions[0].blocks[0].ops[0]
    s = TEXT.index("memref.dealloc")
    op = find_op(func, s, TEXT.index("  // bye"))
    assert op is not None and op.name == "memref.dealloc"
    a = TEXT.index("%a :")
    assert find_use(func, a, a + 2) == (op, 0)
    assert find_use(func, a, a + 1) is None
