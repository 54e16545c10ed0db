"""Parser recovery after syntax errors: one diagnostic per bad line, the rest
of the statement kept with its real spans, and statements read from their
own text only."""

from bufls.core.api import parse_file
from bufls.core.syntax.parser import parse_text


def _body(result):
    return result.modules[0].op.regions[0].blocks[0].ops


def test_each_bad_line_in_a_function_gets_its_own_diagnostic_and_the_ops_keep_their_spans():
    good = [f"%a{i} = memref.alloc() : memref<4xf32>" for i in range(4)]
    lines = []
    for i, g in enumerate(good):
        lines += [g, f"bad line {i} ^^"]
    text = "func.func @f() {\n" + "".join(f"  {x}\n" for x in lines) + "  return\n}\n"
    r = parse_text(text)
    assert [(d.code, text[d.start : d.end]) for d in r.diagnostics] == [("syntax", "^")] * 4
    assert [text.count("\n", 0, d.start) for d in r.diagnostics] == [2, 4, 6, 8]
    (f,) = _body(r)
    ops = f.regions[0].blocks[0].ops
    assert [text[slice(*op.span)] for op in ops] == good + ["return"]


def test_an_op_before_a_bad_line_is_reported_once():
    """Every retry builds the ops before the bad line again; what the failed
    attempts reported about them is not repeated."""
    text = "func.func @f() {\n  %a = memref.alloc() foo : memref<4xf32>\n  %b = = 3\n  %c = = 4\n  return\n}\n"
    r = parse_text(text)
    assert [(d.message, text[d.start : d.end]) for d in r.diagnostics] == [
        ("expected ':', found 'foo'", "foo"),
        ("unexpected '='", "="),
        ("unexpected '='", "="),
    ]
    assert text.index("= = 3") + 2 == r.diagnostics[1].start


def test_the_functions_after_one_full_of_bad_lines_are_intact():
    bad = "".join(f"  %x{i} = = {i}\n" for i in range(50))
    text = "func.func @f() {\n" + bad + "  return\n}\nfunc.func @g(%a: i32) -> i32 {\n  return %a : i32\n}\n"
    r = parse_file(text)
    assert r.diagnostics and all(d.code == "syntax" and d.end <= text.index("func.func @g") for d in r.diagnostics)
    g = _body(r)[-1]
    assert g.attr("sym_name").value == "g"
    assert text[slice(*g.span)] == text[text.index("func.func @g") : -1]


def test_a_statement_is_read_from_its_own_text_only():
    """What follows a statement (here a stray quote that would close the
    unterminated string of the first function) does not change how the
    statement is read: the language server reuses statements by their text."""
    first = 'func.func @f() {\n  "x.op"() {s = "open} : () -> ()\n  return\n}\n'
    alone = parse_text(first + "func.func @g() {\n  return\n}\n")
    quoted = parse_text(first + 'func.func @g() {\n  "x.y"() : () -> () // "\n  return\n}\n')
    end = len(first)
    assert [(d.message, d.start, d.end) for d in alone.diagnostics if d.start < end] == [
        (d.message, d.start, d.end) for d in quoted.diagnostics if d.start < end
    ]
    assert [d for d in alone.diagnostics if d.start < end]


def test_module_header_opens_a_region_whatever_the_body_starts_with():
    text = "module {\n  foo = 1\n  func.func @f() {\n    return\n  }\n}\n"
    r = parse_text(text)
    pm = r.modules[0]
    assert not pm.implicit
    assert [op.name for op in pm.op.regions[0].blocks[0].ops] == ["func.func"]
    assert [text[d.start : d.end] for d in r.diagnostics] == ["foo"]
