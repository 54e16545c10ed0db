"""Whole statement lines (the lexer's ``LINE`` tokens, built by
``parser._LineShape.build``) parse exactly as their tokens do."""

from __future__ import annotations

import pytest

from bufls.core import api
from bufls.core.ir.nodes import walk
from bufls.core.syntax import lexer
from bufls.core.syntax import parser as P


def _plain(text: str, pos: int = 0, end: int | None = None, line_runs: bool = False):
    return lexer._tokenize(text, pos, len(text) if end is None else end, None, False)


def _dump(result) -> list:
    out = [(d.code, d.message, d.start, d.end) for d in result.diagnostics]
    for pm in result.modules:
        for op in walk(pm.op):
            out.append(
                (
                    op.name,
                    op.span,
                    op.name_span,
                    op.symbol_span,
                    tuple(op.operand_spans),
                    op.generic,
                    op.opaque,
                    tuple((r.name, r.span, str(r.type)) for r in op.results),
                    tuple((k, str(v)) for k, v in op.attributes.items()),
                    tuple(v.name for v in op.operands),
                )
            )
    out.append(api.print_result(result))
    return out


def _body(lines: list[str]) -> str:
    return (
        "func.func @f(%a: f32, %b: f32, %m: memref<4xf32>, %i: index) {\n"
        + "".join(f"  {x}\n" for x in lines)
        + "  return\n}\n"
    )


CASES = {
    "repeated lines, other names": [
        "%x = arith.addf %a, %b : f32",
        "%y = arith.addf %x, %b : f32",
        "%z = arith.addf %y, %x : f32",
    ],
    "a line going on with a dictionary": [
        "%x = arith.addf %a, %b : f32",
        "%y = arith.addf %x, %b\n  {k = 1} : f32",
        "%z = arith.addf %y, %b : f32",
    ],
    "a line going on with leaves": [
        "%x = arith.addf %a, %b : f32",
        "%y = arith.addf %x, %b\n  : f32",
        "%z = arith.addf %y, %b : f32",
    ],
    "results on a line of their own": [
        "%x = arith.addf %a, %b : f32",
        "%p =\n  arith.addf %x, %b : f32",
        "%q = arith.addf %p, %b : f32",
    ],
    "two result names, one result": [
        "%x = arith.addf %a, %b : f32",
        "%u, %v = arith.addf %x, %b : f32",
        "%w, %t = arith.addf %x, %b : f32",
    ],
    "no result name": ["memref.store %a, %m[%i] : memref<4xf32>", "memref.store %b, %m[%i] : memref<4xf32>"],
    "generic form": ['%g = "arith.addf"(%a, %b) : (f32, f32) -> f32', '%h = "arith.addf"(%g, %b) : (f32, f32) -> f32'],
    "a bad line between": ["%x = arith.addf %a, %b : f32", "%y = = 3", "%z = arith.addf %x, %b : f32"],
}


@pytest.mark.parametrize("lines", CASES.values(), ids=CASES.keys())
def test_whole_lines_parse_as_their_tokens(monkeypatch, lines):
    text = _body(lines)
    got = [_dump(api.parse_file(text)) for _ in range(2)]  # templates new, then known
    monkeypatch.setattr(P, "tokenize", _plain)
    want = _dump(api.parse_file(text))
    assert got == [want, want]


def test_a_repeated_line_is_one_token():
    text = "%x = arith.addf %a, %b : f32\n%y = arith.addf %x, %b : f32\n"
    lexer.tokenize(text, line_runs=True)
    toks = lexer.tokenize(text, line_runs=True)
    assert [t[0] for t in toks] == ["LINE", "LINE"]
    assert [text[t[2] : t[3]] for t in toks] == text.splitlines()
