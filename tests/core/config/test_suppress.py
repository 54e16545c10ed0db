"""Inline ``// bufls: ignore[CODE]`` comments drop diagnostics on their line
or on the line below a comment that stands alone."""

from bufls.core.config.suppress import apply_suppressions, suppressions
from bufls.core.diagnostics import Diagnostic


def diag_on(text, line, code="BUF001"):
    start = sum(len(x) + 1 for x in text.split("\n")[: line - 1])
    return Diagnostic.make(code, "m", start + 2, start + 4)


def kept(text, *diags):
    return [(text[: d.start].count("\n") + 1, d.code) for d in apply_suppressions(text, list(diags))]


TEXT = """\
func.func @f() {
  // bufls: ignore[BUF001]
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>  // bufls: ignore[BUF001, buf003]
  %c = memref.alloc() : memref<8xf32>
  // bufls: ignore
  %d = memref.alloc() : memref<8xf32>
  return
}
"""


def test_comment_on_the_line_above_suppresses_its_code():
    assert kept(TEXT, diag_on(TEXT, 3)) == []
    assert kept(TEXT, diag_on(TEXT, 3, "BUF002")) == [(3, "BUF002")]


def test_trailing_comment_suppresses_its_own_line_with_several_codes_any_case():
    assert kept(TEXT, diag_on(TEXT, 4), diag_on(TEXT, 4, "BUF003"), diag_on(TEXT, 4, "BUF002")) == [(4, "BUF002")]


def test_trailing_comment_does_not_reach_the_next_line():
    assert kept(TEXT, diag_on(TEXT, 5)) == [(5, "BUF001")]


def test_bare_ignore_suppresses_every_code():
    assert kept(TEXT, diag_on(TEXT, 7), diag_on(TEXT, 7, "verify")) == []


def test_unrelated_lines_are_untouched():
    assert kept(TEXT, diag_on(TEXT, 8, "BUF102")) == [(8, "BUF102")]


def test_a_directive_inside_a_string_is_not_a_comment():
    text = 'func.func @f() attributes {note = "// bufls: ignore"} {\n  return\n}\n'
    assert suppressions(text) == {}
    assert kept(text, diag_on(text, 1)) == [(1, "BUF001")]


def test_directive_after_other_comment_text_counts():
    text = "// reviewed: bufls: ignore[BUF201] (kept by hand)\nfunc.func @f() {\n"
    assert kept(text, diag_on(text, 2, "BUF201")) == []


def test_crlf_text():
    text = TEXT.replace("\n", "\r\n")
    assert kept(text, diag_on(text, 3), diag_on(text, 5)) == [(5, "BUF001")]


def test_no_directive_is_a_fast_no_op():
    diags = [Diagnostic.make("BUF001", "m", 0, 1)]
    assert apply_suppressions("func.func @f()", diags) == diags
