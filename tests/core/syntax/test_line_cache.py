"""The lexer's statement-line cache and the parser's line shapes change no result.

``lexer.tokenize`` reuses the tokens of a statement line seen before (SSA
names aside) and the parser builds ops of such lines from the template
(``LineRun``, ``_LineShape``).  Both are pure speed-ups: every corpus file
must tokenize and parse exactly as it does with the cache off.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bufls.core import api
from bufls.core.ir.nodes import walk
from bufls.core.syntax import lexer
from bufls.core.syntax import parser as P

ROOT = Path(__file__).resolve().parents[3]
FILES = sorted((ROOT / "tests" / "corpus").glob("**/*.mlir")) + sorted((ROOT / "examples").glob("*.mlir"))


def _plain(text: str, pos: int = 0, end: int | None = None, line_runs: bool = False):
    return lexer._tokenize(text, pos, len(text) if end is None else end, None, False)


def _tokens(text: str, lines, lazy: bool):
    try:
        toks = lexer._tokenize(text, 0, len(text), lines, lazy)
    except lexer.LexError as e:
        return ("error", str(e), e.pos, e.end)
    return [("RUN", list(t[1]), t[2], t[3]) if t[0] == "RUN" else t for t in toks]


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
                    tuple(op.successor_spans),
                    op.loc,
                    op.generic,
                    op.opaque,
                    tuple((r.name, r.span, str(r.type)) for r in op.results),
                    tuple((k, str(v)) for k, v in op.attributes.items()),
                    tuple((k, str(v)) for k, v in op.properties.items()),
                    tuple(v.name for v in op.operands),
                )
            )
    out.append(api.print_result(result))
    return out


def test_corpus_is_present():
    assert len(FILES) > 100


def test_tokens_with_and_without_the_line_cache_are_equal():
    bad = []
    for path in FILES:
        text = path.read_text(encoding="utf-8")
        want = _tokens(text, None, False)
        for lines in ({}, {}, lexer._LINES):
            for lazy in (False, True):
                if _tokens(text, lines, lazy) != want:
                    bad.append(path.name)
    assert bad == []


@pytest.mark.parametrize(
    "text",
    [
        "%a = arith.addi %b, %c : i32\n%d = arith.addi %e, %f : i32\n",
        '%a = "foo%x"(%b) : (i32) -> i32\n%c = "foo%y"(%d) : (i32) -> i32\n',
        '"t.op"() {s = "%x"} : () -> ()\n"t.op"() {s = "%y"} : () -> ()\n',
        "%a = arith.addi %b, %c\n : i32\n%d = arith.addi %e, %f\n : i32\n",
        "%a = t.op %b#1 : i32\n%c = t.op %dd#12 : i32\n",
        "%a = t.op %b%c\n%d = t.op %e%f\n",
        "t.op %a(\n%b)\nt.op %c(\n%d)\n",
        "%a = t.op %b\x00\n%c = t.op %d\x00\n",
    ],
)
def test_tricky_lines_tokenize_as_without_the_cache(text):
    want = _tokens(text, None, False)
    lines: dict = {}
    for _ in range(2):
        for lazy in (False, True):
            assert _tokens(text, lines, lazy) == want


def test_parse_with_line_shapes_equals_parse_without(monkeypatch):
    new = [_dump(api.parse_file(p.read_text(encoding="utf-8"), str(p))) for p in FILES]
    monkeypatch.setattr(P, "tokenize", _plain)
    old = [_dump(api.parse_file(p.read_text(encoding="utf-8"), str(p))) for p in FILES]
    assert [p.name for p, a, b in zip(FILES, new, old) if a != b] == []


def test_repeated_lines_with_other_names_get_their_own_spans():
    text = (
        "func.func @f(%a: memref<4xf32>, %bb: memref<4xf32>, %i: index) {\n"
        "  %x = memref.load %a[%i] : memref<4xf32>\n"
        "  %yyy = memref.load %bb[%i] : memref<4xf32>\n"
        "  return\n}\n"
    )
    loads = [op for op in walk(api.parse_file(text).modules[0].op) if op.name == "memref.load"]
    for op, name in zip(loads, ("a", "bb")):
        s, e = op.operand_spans[0]
        assert text[s:e] == "%" + name
        r = op.results[0]
        assert text[r.span[0] : r.span[1]] == "%" + r.name
