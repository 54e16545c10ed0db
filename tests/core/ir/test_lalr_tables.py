"""core/ir/lalr_tables.py: the grammars' LALR tables, kept in generated
modules so that parsing never imports lark."""

import subprocess
import sys
import types

import pytest

from bufls.core.ir import lalr_tables, typeattr_parser, types_tables
from bufls.core.syntax import lalr, mlir_tables

WRITE = "python -m bufls.core.syntax.lalr --write"

GRAMMARS = [
    pytest.param(lalr.GRAMMAR, mlir_tables, ("start",), {}, id="mlir.lark"),
    pytest.param(*typeattr_parser.TABLES_SPEC[0:1], types_tables, *typeattr_parser.TABLES_SPEC[2:], id="types.lark"),
]


def _text(path: str) -> str:
    with open(path, encoding="utf-8") as f:
        return f.read()


@pytest.mark.parametrize(("grammar", "module", "start", "options"), GRAMMARS)
def test_the_generated_tables_are_those_lark_computes_for_the_grammar(grammar, module, start, options):
    text = _text(grammar)
    assert lalr_tables.stamp(text) == (module.GRAMMAR_SIZE, module.GRAMMAR_CRC32), f"stale: run {WRITE}"
    built = lalr_tables.build(text, start, **options)
    assert lalr_tables.Tables(module.STATES, module.START, module.END, module.RULES) == built, f"run {WRITE}"


@pytest.mark.parametrize(("grammar", "module", "start", "options"), GRAMMARS)
def test_the_generated_module_is_what_write_writes(grammar, module, start, options):
    """Written again, the module is byte for byte the same (lark's state
    numbers depend on string hashing; the writer numbers them again)."""
    text = _text(grammar)
    source = lalr_tables.render(lalr_tables.build(text, start, **options), text, grammar.rsplit("/", 1)[-1], WRITE)
    assert _text(module.__file__) == source, f"run {WRITE}"


def test_tables_of_an_edited_grammar_come_from_lark_not_from_the_stale_module():
    stale = types.SimpleNamespace(GRAMMAR_SIZE=0, GRAMMAR_CRC32=0, STATES=(), START={}, END={}, RULES=())
    tables = lalr_tables.load(lalr.GRAMMAR, stale)
    assert tables == lalr_tables.load(lalr.GRAMMAR, mlir_tables) and tables.states


@pytest.mark.parametrize(
    ("kind", "text", "error"),
    [
        ("type", "memref<4xf32, >", ("TypeSyntaxError", "unexpected '>' in type", 14)),
        ("type", "(i32", ("TypeSyntaxError", "unexpected end of input in type", 4)),
        ("attr", "[1, 2", ("AttrSyntaxError", "unexpected end of input in attribute", 5)),
        ("attr", "{a = }", ("AttrSyntaxError", "unexpected '}' in attribute", 5)),
    ],
)
def test_an_unexpected_token_is_reported_where_lark_reported_it(kind, text, error):
    with pytest.raises(typeattr_parser.TypeSyntaxError) as info:
        typeattr_parser.parse(kind, text)
    assert (type(info.value).__name__, info.value.message, info.value.offset) == error


def test_the_parser_builds_values_as_lark_s_transformer_did():
    """Tokens filtered (``_LESS``), helper rules spliced (the ``*`` lists),
    ``?rules`` with one child replaced by it, aliases naming the callback."""
    assert str(typeattr_parser.parse_type("(memref<4x?xf32, strided<[?, 1], offset: ?>>, i1) -> ()")) == (
        "(memref<4x?xf32, strided<[?, 1], offset: ?>>, i1) -> ()"
    )
    assert str(typeattr_parser.parse_attr('{a = [1, 2.5 : f32, "s"], b, c = array<i8: 1, 2>}')) == (
        '{a = [1, 2.500000e+00 : f32, "s"], b, c = array<i8: 1, 2>}'
    )


def test_parsing_and_checking_import_no_lark():
    code = (
        "import sys\n"
        "from bufls.core.analyze import analyze\n"
        "d = analyze('#m = affine_map<(d0) -> (d0)>\\n"
        "func.func @f(%a: memref<4xf32, strided<[1], offset: 2>>) -> (i32, f32) {\\n"
        "  %c = arith.constant 1 : i32\\n  %x = arith.constant 1.5 : f32\\n  return %c, %x : i32, f32\\n}\\n')\n"
        "assert not d, d\n"
        "print(sorted(m for m in sys.modules if m == 'lark' or m.startswith('lark.')))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"
