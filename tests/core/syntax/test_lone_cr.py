"""A lone ``\\r`` is a line break for mlir-opt: it ends a ``//`` comment and
may separate ops.  bufls parses the same ops as mlir-opt, keeps the offsets
of the text it was given, and loses nothing after such a comment."""

from __future__ import annotations

import re

import pytest

from bufls.core import upstream
from bufls.core.syntax.parser import parse_text
from bufls.core.syntax.source import lf_line_breaks

CASES = {
    "ops_after_a_comment": "func.func @f() {\r\n  %0 = arith.constant 1 : i32 // c\r"
    "  %1 = arith.constant 2 : i32\r\n  return\r\n}\r\n",
    "only_lone_cr": "func.func @f() {\r  %0 = arith.constant 1 : i32 // c\r  return\r}\r",
    "comment_line_then_code": "// header\rfunc.func @g() -> i32 {\n"
    "  %c = arith.constant 3 : i32 // one\r %d = arith.addi %c, %c : i32\n"
    "  return %d : i32\n}\n",
}


def _bufls_ops(text: str) -> list[str]:
    result = parse_text(text)
    assert result.diagnostics == []
    (pm,) = result.modules
    return [op.name for op in pm.op.walk() if op is not pm.op]


def _mlir_opt_ops(text: str) -> list[str]:
    try:
        proc = upstream.run_tool("mlir-opt", ["--mlir-print-op-generic", "-"], input=text)
    except upstream.ToolNotFound:
        pytest.skip("mlir-opt not installed")
    assert proc.returncode == 0, proc.stderr
    names = re.findall(r'"([a-z_]+\.[a-z_.]+)"\(', proc.stdout)
    return [n for n in names if n != "builtin.module"]


@pytest.mark.parametrize("name", sorted(CASES))
def test_the_ops_parsed_are_those_mlir_opt_parses(name):
    text = CASES[name]
    assert _bufls_ops(text) == _mlir_opt_ops(text)


def test_spans_point_into_the_text_as_given():
    text = CASES["ops_after_a_comment"]
    (pm,) = parse_text(text).modules
    (second,) = [op for op in pm.op.walk() if op.results and op.results[0].name == "1"]
    start, end = second.span
    assert text[start:end] == "%1 = arith.constant 2 : i32"


def test_lone_cr_becomes_lf_and_nothing_else_moves():
    assert lf_line_breaks("a\rb\r\nc\n\r") == "a\nb\r\nc\n\n"
    text = "no carriage return"
    assert lf_line_breaks(text) is text
