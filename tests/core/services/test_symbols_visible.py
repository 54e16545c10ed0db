"""core/ir/symbols.py (symbol tokens and resolution) and core/services/visible.py
(what is in scope at an offset), used by navigation and completion."""

from __future__ import annotations

from bufls.core.api import parse_file
from bufls.core.ir.symbols import holds_ref, resolve, symbol_name, symbol_token_at, symbol_tokens
from bufls.core.services.visible import point_at, scan_definition, scan_labels, scan_value_names, values_at

NESTED = """module {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @f(%c1: index) {
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}
"""


def test_symbol_tokens_skip_comments_and_strings_and_split_nested_parts():
    line = 'x @a::@"b c" "@no" @d // @e'
    toks = list(symbol_tokens(line))
    assert [t.path() for t in toks] == [("a", "b c"), ("d",)]
    nested = toks[0]
    assert [line[s:e] for _, s, e in nested.parts] == ["@a", '@"b c"']
    assert nested.part_at(nested.parts[1][1] + 1) == 1 and nested.part_at(nested.start) == 0
    assert symbol_token_at(line, line.index("@e") + 1) is None
    assert symbol_token_at(line, line.index("@d") + 2).path() == ("d",)


def test_resolve_follows_nested_symbol_tables():
    r = parse_file(NESTED)
    module = r.modules[0].op
    launch = next(op for op in module.walk() if op.name == "gpu.launch_func")
    assert holds_ref(launch, ("kernels", "k")) and not holds_ref(launch, ("k",))
    assert symbol_name(resolve(("kernels", "k"), launch)) == "k"
    assert resolve(("kernels",), launch).name == "gpu.module"
    assert resolve(("missing",), launch) is None


CFG = """func.func @g(%p: i1) -> index {
  %a = arith.constant 0 : index
  cf.cond_br %p, ^left, ^right
^left:
  %b = arith.constant 1 : index
  cf.br ^right
^right:
  %c = arith.constant 2 : index
  return %a : index
^dead:
  %d = arith.constant 3 : index
  return %d : index
}
"""


def names(values):
    return ["%" + v.name for v in values]


def test_values_at_follow_dominance_and_everything_dominates_an_unreachable_block():
    func = parse_file(CFG).modules[0].op.regions[0].blocks[0].ops[0]
    block, pos = point_at(func, CFG.index("return %a"))
    assert block.label == "right" and pos == 1
    assert names(values_at(block, pos)) == ["%c", "%a", "%p"]
    block, pos = point_at(func, CFG.index("return %d"))
    assert block.label == "dead"
    assert names(values_at(block, pos)) == ["%d", "%c", "%b", "%a", "%p"]
    assert point_at(func, CFG.index("%p: i1")) is None  # in the signature, not a region


def test_text_scans_find_results_arguments_and_labels():
    text = 'func.func @t(%m: index) {\n  %5:2 = "x.y"() : () -> (i1, i1)\n^bb3(%q: i1):\n  %r = x\n'
    assert scan_value_names(text, 0, len(text)) == ["%r", "%5#0", "%5#1", "%m", "%q"]
    assert scan_labels(text, 0, len(text)) == ["^bb3"]
    assert text[slice(*scan_definition(text, 0, len(text), "%5#1"))] == "%5:2"
    assert text[slice(*scan_definition(text, 0, len(text), "%q"))] == "%q"
    assert text[slice(*scan_definition(text, 0, len(text), "^bb3"))] == "^bb3"
    assert scan_definition(text, 0, len(text), "%zz") is None
