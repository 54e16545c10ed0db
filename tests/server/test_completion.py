"""Completion (server/features/completion.py): op names, SSA values in
scope, block labels and symbols, also while the line being typed does not
parse."""

from __future__ import annotations

import sys
from pathlib import Path

from lsprotocol import types as lsp

from bufls.core.config.project import Config, ResourceSpec
from bufls.server.features.completion import completion

sys.path.insert(0, str(Path(__file__).resolve().parent))
from navtest import Doc

SCOPES = """func.func @f(%c: i1, %n: index) -> index {
  %0 = arith.addi %n, %n : index
  %r = scf.if %c -> (index) {
    %in = arith.addi %0, %0 : index
    scf.yield %in : index
  } else {
    %e = arith.addi %0, %n : index
    scf.yield %e : index
  }
  %9 = memref.load %
  cf.br ^bb1
^bb1:
  %late = arith.addi %0, %0 : index
  return %0 : index
}
"""

CFG = """func.func @g(%p: i1, %m: memref<4xf32>) {
  %a = arith.constant 0 : index
  cf.cond_br %p, ^left, ^right(%a : index)
^left:
  %b = arith.constant 1 : index
  cf.br ^right(%b : index)
^right(%k: index):
  memref.store
  return
}
"""

FOR = """func.func @h(%m: memref<8xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %s = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %z) -> (f32) {
    %x = memref.load %m[%i] : memref<8xf32>
    %y = arith.addf %acc, %
    scf.yield %y : f32
  }
  return %s : f32
}
"""


def complete(d: Doc, needle: str, nth: int = 0, delta: int = 1) -> list[lsp.CompletionItem]:
    got = completion(d.snap, lsp.CompletionParams(text_document=d.doc, position=d.pos(needle, nth, delta)))
    assert isinstance(got, lsp.CompletionList) and not got.is_incomplete
    return sorted(got.items, key=lambda i: (i.sort_text or "", i.label))


def labels(items) -> list[str]:
    return [i.label for i in items]


# -- values ------------------------------------------------------------------------


def test_values_in_scope_nearest_first_with_their_types_while_the_line_does_not_parse():
    d = Doc(SCOPES)
    assert any(x.code == "syntax" for x in d.snap.diagnostics)  # `%9 = memref.load %`
    items = complete(d, "memref.load %", delta=13)
    assert [(i.label, i.detail) for i in items] == [("%r", "index"), ("%0", "index"), ("%c", "i1"), ("%n", "index")]
    # values of the closed scf.if regions and those defined later are not offered
    assert d.at(items[0].text_edit.range) == "10:19 %"
    assert items[0].text_edit.new_text == "%r"


def test_values_inside_a_region_see_the_enclosing_ones_but_not_the_sibling_region():
    d = Doc(SCOPES)
    assert labels(complete(d, "%0, %n", delta=1)) == ["%0", "%c", "%n"]  # in the else region
    assert "%in" not in labels(complete(d, "%0, %n", delta=5))


def test_values_of_a_loop_body_include_induction_variable_and_iter_args():
    d = Doc(FOR)
    items = complete(d, "%acc, %", delta=7)
    assert labels(items) == ["%x", "%i", "%acc", "%z", "%c1", "%c8", "%c0", "%m"]
    assert {i.label: i.detail for i in items}["%acc"] == "f32"


def test_values_follow_dominance_in_a_cfg():
    d = Doc(CFG)
    text = CFG.replace("  memref.store\n", "  memref.store %\n")
    d = Doc(text)
    got = labels(complete(d, "store %", delta=7))
    assert got == ["%k", "%a", "%p", "%m"]  # ^left's %b does not dominate ^right


def test_a_prefix_is_replaced_by_the_item():
    d = Doc(SCOPES.replace("memref.load %\n", "memref.load %r\n"))
    items = complete(d, "memref.load %r", delta=14)
    assert d.at(items[0].text_edit.range) == "10:19 %r"
    assert all(i.filter_text == i.label for i in items)


def test_values_are_read_from_the_text_when_an_unbalanced_brace_stops_the_parser():
    text = (
        "func.func @ok(%x: index) -> index {\n  return %x : index\n}\n"
        'func.func @typing(%m: index, %t: memref<?xf32>) -> index {\n  %5:2 = "test.two"() : () -> (index, index)\n'
        "  scf.if %c {\n    %7 = arith.addi %m, %\n"
    )
    d = Doc(text)
    assert d.snap.unit_at(d.offset("%7 =")) is None
    items = complete(d, "%m, %", delta=5)
    assert labels(items) == ["%5#0", "%5#1", "%m", "%t"]  # results nearest first, then arguments
    assert "%x" not in labels(items) and "%7" not in labels(items)


# -- labels and symbols ------------------------------------------------------------


def test_block_labels_of_the_region_with_their_argument_types():
    d = Doc(CFG.replace("cf.br ^right(%b", "cf.br ^r(%b"))
    items = complete(d, "^r(%b", delta=2)
    assert [(i.label, i.detail) for i in items] == [("^left", None), ("^right", "(index)")]
    assert d.at(items[0].text_edit.range) == "6:8 ^r"


def test_symbols_of_the_module_with_kinds_and_types():
    d = Doc(
        'memref.global "private" @g : memref<2xf32>\n'
        "func.func private @ext(memref<?xf32>) -> f32\n"
        "func.func @main() {\n  %0 = memref.get_global @\n  return\n}\n"
    )
    items = complete(d, "get_global @", delta=12)
    assert [(i.label, i.kind.name, i.detail) for i in items] == [
        ("@ext", "Function", "(memref<?xf32>) -> f32"),
        ("@g", "Variable", "memref<2xf32>"),
        ("@main", "Function", "() -> ()"),
    ]


def test_symbols_inside_a_gpu_module_include_its_own_table():
    text = (
        "gpu.module @kernels {\n  gpu.func @k1() kernel {\n    gpu.return\n  }\n"
        "  gpu.func @k2() kernel {\n    func.call @\n    gpu.return\n  }\n}\n"
        "func.func @top() {\n  return\n}\n"
    )
    d = Doc(text)
    assert labels(complete(d, "call @", delta=6)) == ["@k1", "@k2", "@kernels", "@top"]


# -- op names ------------------------------------------------------------------------


def test_op_names_after_a_dot_are_those_of_the_dialect():
    d = Doc(SCOPES.replace("memref.load %\n", "memref.al\n"))
    items = complete(d, "memref.al", delta=9)
    names = labels(items)
    assert {"memref.alloc", "memref.alloca", "memref.dealloc", "memref.load"} <= set(names)
    assert all(n.startswith("memref.") for n in names)
    assert d.at(items[0].text_edit.range) == "10:7 memref.al"
    assert items[0].kind == lsp.CompletionItemKind.Function


def test_op_names_at_the_start_of_a_statement_include_short_names_of_the_default_dialect():
    d = Doc(SCOPES.replace("  %9 = memref.load %\n", "  ret\n"))
    names = labels(complete(d, "  ret\n", delta=5))
    assert {"return", "func.return", "scf.for", "arith.addi", "cf.br"} <= set(names)
    d = Doc("\nfunc.func @f() {\n  return\n}\n")
    top = labels(complete(d, "\n", delta=0))
    assert "func.func" in top and "return" not in top


def test_op_names_include_configured_resource_ops():
    config = Config(resource_specs=(ResourceSpec("pool", ("acme.pool_alloc",), "acme.pool_free"),))
    d = Doc("func.func @f() {\n  %p = acme.\n  return\n}\n", config=config)
    items = complete(d, "acme.", delta=5)
    assert [(i.label, i.documentation) for i in items] == [
        ("acme.pool_alloc", "resource pool"),
        ("acme.pool_free", "resource pool"),
    ]


def test_generic_op_names_complete_inside_the_quote():
    d = Doc('func.func @f() {\n  %0 = "arith.con\n  return\n}\n')
    items = complete(d, '"arith.con', delta=10)
    assert "arith.constant" in labels(items)
    assert d.at(items[0].text_edit.range) == "2:8 arith.con"


# -- nothing to offer -------------------------------------------------------------------


def test_no_completion_in_comments_numbers_or_types():
    d = Doc("// see %buf and memref.\nfunc.func @f() {\n  %c = arith.constant 1.\n  return\n}\n")
    assert complete(d, "%buf", delta=4) == []
    assert complete(d, "memref.", delta=7) == []
    assert complete(d, "1.", delta=2) == []


def test_nothing_for_a_new_result_name_or_block_label_at_the_start_of_a_line():
    d = Doc(SCOPES.replace("  %9 = memref.load %\n", "  %\n"))
    assert complete(d, "  %\n", delta=3) == []
    d = Doc(SCOPES.replace("^bb1:\n", "^\n"))
    assert complete(d, "^\n", delta=1) == []


def test_nothing_after_an_op_name_until_a_sigil_is_typed():
    d = Doc(CFG.replace("  memref.store\n", "  memref.store \n"))
    assert complete(d, "memref.store ", delta=13) == []


def test_values_are_not_offered_in_a_signature():
    d = Doc("func.func @f(%a: index, %b: index) {\n  return\n}\n")
    assert complete(d, "%b", delta=1) == []
    d = Doc("func.func @f(%a: index, %\n")
    assert complete(d, ", %", delta=3) == []
