"""Definition, references, document symbols and folding ranges
(server/features/navigation.py, outline.py) on real IR; ranges are shown as
``line:col text`` with 1-based lines."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from lsprotocol import types as lsp

from bufls.server.features.navigation import definition, document_symbols, folding_ranges, references

sys.path.insert(0, str(Path(__file__).resolve().parent))
from navtest import Doc

KERNELS = """module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel(%arg0: memref<?xf32>, %arg1: f32) kernel {
      %tid = gpu.thread_id x
      gpu.return
    }
  }
  memref.global "private" constant @g : memref<2xf32> = dense<0.0>
  func.func @f(%n: index, %c1: index, %x: f32, %m: memref<?xf32>) -> index {
    gpu.launch_func @kernels::@kernel blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<?xf32>, %x : f32)
    %0 = memref.get_global @g : memref<2xf32>
    %1 = "func.call"(%n, %c1, %x, %m) {callee = @f} : (index, index, f32, memref<?xf32>) -> index
    // @g in a comment, "@g" in a string
    return %1 : index
  }
}
"""

CFG = """func.func @loop(%n: index) -> index {
  %c0 = arith.constant 0 : index
  cf.br ^head(%c0 : index)
^head(%i: index):
  %done = arith.cmpi sge, %i, %n : index
  cf.cond_br %done, ^exit, ^body
^body:
  %c1 = arith.constant 1 : index
  %next = arith.addi %i, %c1 : index
  cf.br ^head(%next : index)
^exit:
  return %i : index
}
"""

BROKEN = """func.func private @helper(%m: memref<4xf32>)

func.func @broken(%a: index) -> index {
  %0 = arith.addi %a, %a : index
  %1 = arith.muli %0, %0 : index garbage here
  return %0 : index
}

func.func @fine(%b: memref<4xf32>) {
  func.call @helper(%b) : (memref<4xf32>) -> ()
  func.call @helper(%b) : (memref<4xf32>) -> ()
  return
}
"""


def goto(d: Doc, needle: str, nth: int = 0, delta: int = 1) -> str | None:
    loc = definition(d.snap, lsp.DefinitionParams(text_document=d.doc, position=d.pos(needle, nth, delta)))
    if loc is None:
        return None
    assert loc.uri == d.uri
    return d.at(loc.range)


def refs(d: Doc, needle: str, nth: int = 0, delta: int = 1, decl: bool = True) -> list[str] | None:
    params = lsp.ReferenceParams(
        text_document=d.doc, position=d.pos(needle, nth, delta), context=lsp.ReferenceContext(include_declaration=decl)
    )
    found = references(d.snap, params)
    return None if found is None else [d.at(loc.range) for loc in found]


def symbols(d: Doc) -> list[lsp.DocumentSymbol]:
    return document_symbols(d.snap, lsp.DocumentSymbolParams(text_document=d.doc))


def outline(syms, depth: int = 0) -> list[str]:
    out = []
    for s in syms:
        out.append("  " * depth + f"{s.name} {s.kind.name} {s.detail}")
        out.extend(outline(s.children or [], depth + 1))
    return out


def folds(d: Doc) -> list[tuple[int, int, str]]:
    return [
        (f.start_line + 1, f.end_line + 1, f.kind.value)
        for f in folding_ranges(d.snap, lsp.FoldingRangeParams(text_document=d.doc))
    ]


# -- definition ------------------------------------------------------------------


def test_definition_of_a_value_use_is_its_result():
    d = Doc.example("leak.mlir")
    assert goto(d, "%buf[%c0]") == "8:2 %buf"
    assert goto(d, "%buf[%c0]", delta=6) == "7:2 %c0"
    assert goto(d, "%v : f32") == "17:2 %v"


def test_definition_of_an_argument_use_is_the_argument():
    d = Doc.example("leak.mlir")
    assert goto(d, "%n, %limit : index") == "6:30 %n"
    d = Doc(CFG)
    assert goto(d, "%i : index\n}") == "4:6 %i"


def test_definition_on_a_definition_is_itself():
    d = Doc.example("leak.mlir")
    assert goto(d, "%buf = ") == "8:2 %buf"


def test_definition_of_a_successor_is_the_block_label():
    d = Doc(CFG)
    assert goto(d, "^head(%next") == "4:0 ^head"
    assert goto(d, "^exit, ^body") == "11:0 ^exit"
    assert goto(d, "^body\n") == "7:0 ^body"


def test_definition_of_a_callee_is_the_function_name():
    d = Doc.example("correct.mlir")
    assert goto(d, "@consume(%a)") == "44:18 @consume"
    assert goto(d, "@consume(%a)", delta=8) == "44:18 @consume"  # cursor at the end of the name


def test_definition_of_a_global_and_of_a_reference_in_an_attribute_dictionary():
    d = Doc(KERNELS)
    assert goto(d, "@g :") == "8:35 @g"
    assert goto(d, "@f}") == "9:12 @f"


def test_definition_of_a_nested_reference_follows_each_component():
    d = Doc(KERNELS)
    assert goto(d, "@kernels::@kernel", delta=2) == "2:13 @kernels"
    assert goto(d, "@kernel blocks", delta=2) == "3:13 @kernel"


def test_no_definition_on_op_names_comments_and_blank_space():
    d = Doc(KERNELS)
    assert goto(d, "memref.get_global") is None
    assert goto(d, "@g in a comment") is None
    assert goto(d, '"@g" in a string', delta=2) is None
    assert goto(d, "\n  }\n}", delta=3) is None


# -- references -----------------------------------------------------------------


def test_references_of_a_value_with_and_without_its_definition():
    d = Doc.example("leak.mlir")
    uses = ["16:21 %buf", "17:19 %buf", "18:17 %buf"]
    assert refs(d, "%buf[%c0]") == ["8:2 %buf"] + uses
    assert refs(d, "%buf = ", decl=False) == uses


def test_references_of_a_block_are_its_label_and_the_branches_to_it():
    d = Doc(CFG)
    assert refs(d, "^head(%i") == ["3:8 ^head", "4:0 ^head", "10:8 ^head"]
    assert refs(d, "^head(%c0", decl=False) == ["3:8 ^head", "10:8 ^head"]


def test_references_of_a_block_argument_across_blocks():
    d = Doc(CFG)
    assert refs(d, "%i: index") == ["4:6 %i", "5:26 %i", "9:21 %i", "12:9 %i"]


def test_references_of_a_symbol_cover_the_module_but_not_comments_or_strings():
    d = Doc(KERNELS)
    assert refs(d, "@g :") == ["8:35 @g", "11:27 @g"]
    assert refs(d, "@g :", decl=False) == ["11:27 @g"]
    assert refs(d, "@f(") == ["9:12 @f", "12:48 @f"]


def test_references_of_a_nested_symbol_name_only_its_component():
    d = Doc(KERNELS)
    assert refs(d, "@kernel(") == ["3:13 @kernel", "10:30 @kernel"]
    assert refs(d, "@kernels {") == ["2:13 @kernels", "10:20 @kernels"]


def test_references_of_a_callee_from_a_call_site():
    d = Doc.example("correct.mlir")
    assert refs(d, "@consume(%a)") == ["44:18 @consume", "53:19 @consume"]


def test_references_stay_in_their_part_of_a_split_file():
    text = (
        "func.func @f() {\n  return\n}\nfunc.func @g() {\n  func.call @f() : () -> ()\n  return\n}\n"
        "// -----\n"
        "func.func @f() {\n  return\n}\nfunc.func @h() {\n  func.call @f() : () -> ()\n  return\n}\n"
    )
    d = Doc(text)
    assert refs(d, "@f() {") == ["1:10 @f", "5:12 @f"]
    assert refs(d, "@f() :", nth=1) == ["9:10 @f", "13:12 @f"]
    assert goto(d, "@f() :", nth=1) == "9:10 @f"


def test_a_recursive_call_refers_to_its_own_function():
    text = "func.func @r(%n: index) {\n  func.call @r(%n) : (index) -> ()\n  return\n}\n"
    d = Doc(text)
    assert goto(d, "@r(%n)") == "1:10 @r"
    assert refs(d, "@r(%n: ") == ["1:10 @r", "2:12 @r"]


# -- with syntax errors -------------------------------------------------------------


def test_navigation_works_in_the_rest_of_a_file_with_a_syntax_error():
    d = Doc(BROKEN)
    assert any(x.code == "syntax" for x in d.snap.diagnostics)
    assert goto(d, "@helper(%b)") == "1:18 @helper"
    assert goto(d, "%b) :", nth=1) == "9:16 %b"
    assert refs(d, "@helper(%m") == ["1:18 @helper", "10:12 @helper", "11:12 @helper"]
    assert refs(d, "%b: ") == ["9:16 %b", "10:20 %b", "11:20 %b"]
    assert [s.name for s in symbols(d)] == ["@helper", "@broken", "@fine"]


def test_navigation_works_inside_the_function_with_the_syntax_error():
    d = Doc(BROKEN)
    assert goto(d, "%0 : index\n") == "4:2 %0"
    assert refs(d, "%a, %a") == ["3:18 %a", "4:18 %a", "4:22 %a"]


def test_definition_is_read_from_the_text_where_an_unbalanced_brace_stops_the_parser():
    text = (
        "func.func @ok(%x: index) -> index {\n  return %x : index\n}\n"
        "func.func @typing(%m: index) -> index {\n  %5 = arith.addi %m, %m : index\n"
        "  scf.if %c {\n  cf.br ^next\n^next:\n  return %5 : index\n}\n"
    )
    d = Doc(text)
    assert goto(d, "%x : index\n") == "1:14 %x"
    assert goto(d, "%5 : index") == "5:2 %5"
    assert goto(d, "%m, %m", delta=5) == "4:18 %m"
    assert goto(d, "^next\n") == "8:0 ^next"


# -- document symbols ----------------------------------------------------------------


def test_document_symbols_are_functions_with_their_blocks():
    d = Doc.example("leak.mlir")
    syms = symbols(d)
    assert outline(syms) == [
        "@leak_on_early_exit Function (index, index) -> f32",
        "  ^bail Key None",
        "  ^compute Key None",
        "@double_free_on_error_path Function (i1) -> i32",
        "  ^error Key None",
        "  ^exit Key None",
        "@no_leak Function (i1) -> ()",
        "  ^a Key None",
        "  ^b Key None",
    ]
    first = syms[0]
    assert d.at(first.selection_range) == "6:10 @leak_on_early_exit"
    assert (first.range.start.line, first.range.end.line) == (5, 19)
    assert d.at(first.children[0].selection_range) == "11:0 ^bail"
    assert (first.children[0].range.start.line, first.children[0].range.end.line) == (10, 12)


def test_document_symbols_of_block_arguments_and_private_functions():
    d = Doc(CFG + BROKEN)
    assert outline(symbols(d))[:4] == [
        "@loop Function (index) -> index",
        "  ^head Key (%i: index)",
        "  ^body Key None",
        "  ^exit Key None",
    ]
    assert outline(symbols(d))[4] == "@helper Function private (memref<4xf32>) -> ()"


def test_document_symbols_of_modules_globals_and_gpu_kernels():
    d = Doc(KERNELS)
    syms = symbols(d)
    assert outline(syms) == [
        "module Module None",
        "  @kernels Module None",
        "    @kernel Function (memref<?xf32>, f32) -> ()",
        "  @g Variable private memref<2xf32>",
        "  @f Function (index, index, f32, memref<?xf32>) -> index",
    ]
    assert d.at(syms[0].selection_range) == "1:0 module"
    assert d.at(syms[0].children[0].selection_range) == "2:13 @kernels"


def test_document_symbols_of_a_named_nested_module():
    d = Doc("module @outer {\n  module @inner {\n    func.func private @x()\n  }\n}\n")
    assert outline(symbols(d)) == [
        "@outer Module None",
        "  @inner Module None",
        "    @x Function private () -> ()",
    ]


# -- folding ----------------------------------------------------------------------------


def test_folding_ranges_of_functions_blocks_and_comment_runs():
    d = Doc.example("leak.mlir")
    assert folds(d) == [
        (1, 2, "comment"),
        (4, 5, "comment"),
        (6, 19, "region"),
        (11, 13, "region"),
        (14, 19, "region"),
        (22, 23, "comment"),
        (24, 36, "region"),
        (31, 33, "region"),
        (34, 36, "region"),
        (40, 48, "region"),
        (43, 45, "region"),
        (46, 48, "region"),
    ]


def test_folding_ranges_of_nested_regions_keep_closing_braces_visible():
    d = Doc.example("correct.mlir")
    got = folds(d)
    # scf.if ... {   (line 52) to the line before `} else {`; the else region to the line before `}`
    assert (52, 54, "region") in got and (55, 57, "region") in got
    # scf.for body
    assert (33, 36, "region") in got


def test_folding_a_multi_line_op_without_regions():
    text = (
        "func.func @f(%m: memref<4xf32>) {\n  memref.copy %m,\n      %m : memref<4xf32>\n"
        "      to memref<4xf32>\n  return\n}\n"
    )
    assert folds(Doc(text)) == [(1, 5, "region"), (2, 4, "region")]


@pytest.mark.parametrize("name", ["bufferized.mlir", "correct.mlir", "leak.mlir"])
def test_every_example_has_symbols_and_folds(name):
    d = Doc.example(name)
    assert symbols(d) and folds(d)


# -- incremental snapshots ------------------------------------------------------------


def test_answers_on_an_incremental_snapshot_match_a_fresh_analysis():
    """After an edit near the top, later units have moved but are not
    materialized: symbols and folds read them with their offset delta."""
    from bufls.core.config.project import Config
    from bufls.core.services.incremental import Analyzer

    d = Doc.example("leak.mlir")
    analyzer = Analyzer(d.path)
    analyzer.update(d.text, 1, Config())
    new = d.text.replace(
        "  %c0 = arith.constant 0 : index\n",
        "  %c0 = arith.constant 0 : index\n  %pad = arith.constant 1 : index\n\n",
        1,
    )
    fresh = Doc(new)
    moved = Doc(new)
    moved.snap = analyzer.update(new, 2, Config())
    assert symbols(moved) == symbols(fresh)
    assert folds(moved) == folds(fresh)
    assert goto(moved, "%tmp[%c0]", delta=6) == goto(fresh, "%tmp[%c0]", delta=6) == "28:2 %c0"
    assert refs(moved, "^exit\n") == refs(fresh, "^exit\n") == ["32:18 ^exit", "35:8 ^exit", "36:0 ^exit"]


def test_positions_after_characters_outside_the_bmp_are_in_utf16_units():
    text = (
        "func.func @f(%n: index) -> index {\n"
        '  %1 = "func.call"(%n) {note = "\U0001f600", callee = @f} : (index) -> index\n'
        "  return %1 : index\n}\n"
    )
    d = Doc(text)
    line = text.split("\n")[1]
    col = line.index("@f}")  # code points
    utf16 = col + 1  # the emoji counts twice
    loc = definition(
        d.snap, lsp.DefinitionParams(text_document=d.doc, position=lsp.Position(line=1, character=utf16 + 1))
    )
    assert d.at(loc.range) == "1:10 @f"
    found = references(
        d.snap,
        lsp.ReferenceParams(
            text_document=d.doc, position=loc.range.start, context=lsp.ReferenceContext(include_declaration=False)
        ),
    )
    assert [(r.range.start.line, r.range.start.character, r.range.end.character) for r in found] == [
        (1, utf16, utf16 + 2)
    ]


def test_symbols_and_folds_of_unchanged_functions_are_reused_only_where_still_right():
    from bufls.core.config.project import Config
    from bufls.core.services.incremental import Analyzer

    d = Doc.example("leak.mlir")
    analyzer = Analyzer(d.path)
    d.snap = analyzer.update(d.text, 1, Config())
    before = symbols(d)
    # typing inside a line of the last function: the others keep their symbols
    typed = Doc(d.text.replace("%flag, ^a, ^b", "%flag, ^a, ^b  ", 1), "leak.mlir")
    typed.snap = analyzer.update(typed.text, 2, Config())
    after = symbols(typed)
    assert after[0] is before[0] and after[1] is before[1]
    assert after == symbols(Doc(typed.text, "other.mlir"))
    # a new line in the first function: everything below moves
    moved = Doc(typed.text.replace("^bail:\n", "^bail:\n  // x\n", 1), "leak.mlir")
    moved.snap = analyzer.update(moved.text, 3, Config())
    fresh = Doc(moved.text, "other.mlir")
    assert symbols(moved) == symbols(fresh)
    assert folds(moved) == folds(fresh)
    assert symbols(moved)[1].range.start.line == before[1].range.start.line + 1
