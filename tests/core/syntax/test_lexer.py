"""The coarse MLIR tokenizer: token kinds, statement starts, balanced brackets."""

import pytest

from bufls.core.syntax.lexer import LexError
from bufls.core.syntax.lexer import tokenize as grouped


def tokenize(text):
    """The tokens with the lexer's runs of leaf tokens flattened."""
    out = []
    for t in grouped(text):
        out.extend(t[1] if t[0] == "RUN" else [t])
    return out


def kinds(text):
    return [t[0] for t in tokenize(text)]


def test_leaf_tokens_are_grouped_in_runs_outside_dictionaries_and_labels():
    toks = grouped("%0 = memref.alloc(%n) {alignment = 8 : i64} : memref<?xf32>\n^bb1(%a: i32):\n")
    assert [t[0] for t in toks] == [
        "RESULTS",
        "OPNAME",
        "RUN",
        "DICT_OPEN",
        "BARE_ID",
        "EQUAL",
        "INTEGER",
        "COLON",
        "TYPE",
        "RBRACE",
        "RUN",
        "BLOCK_LABEL",
        "LPAR",
        "VALUE",
        "COLON",
        "TYPE",
        "RPAR",
        "COLON",
    ]
    assert [t[1] for t in toks[2][1]] == ["(", "%n", ")"]


def test_a_whole_type_is_one_token():
    toks = tokenize("%0 = memref.alloc() : memref<4x?xf32, strided<[?, 1], offset: ?>, 1>")
    assert toks[-1][0] == "TYPE"
    assert toks[-1][1] == "memref<4x?xf32, strided<[?, 1], offset: ?>, 1>"


def test_arrows_and_comparisons_inside_angles_do_not_close_them():
    toks = tokenize("#map = affine_map<(d0) -> (d0 + 1)>\n#set = affine_set<(d0) : (d0 - 1 >= 0)>")
    assert [t[0] for t in toks] == ["ALIAS_DEF", "EQUAL", "ATTR", "ALIAS_DEF", "EQUAL", "ATTR"]


def test_result_list_at_statement_start_is_one_token():
    assert kinds("%a, %b:2 = foo.bar") == ["RESULTS", "OPNAME"]


def test_a_definition_inside_an_op_is_value_def():
    toks = tokenize("scf.for %i = %lb to %ub step %s iter_args(%acc = %init, %b = %c) -> (f32) {\n}")
    assert [t[0] for t in toks[:3]] == ["OPNAME", "VALUE_DEF", "VALUE"]
    assert ("VALUE", "%init") in [(t[0], t[1]) for t in toks]
    assert sum(t[0] == "VALUE_DEF" for t in toks) == 3


def test_short_op_names_at_statement_start():
    assert kinds("return %a : i32") == ["OPNAME", "VALUE", "COLON", "TYPE"]
    assert kinds("%0 = call @f() : () -> i32")[:2] == ["RESULTS", "OPNAME"]


def test_dotted_names_in_a_dictionary_are_attribute_names():
    assert kinds("memref.dealloc %a {bufferization.manual_deallocation} : memref<2xf32>") == [
        "OPNAME",
        "VALUE",
        "DICT_OPEN",
        "BARE_ID",
        "RBRACE",
        "COLON",
        "TYPE",
    ]


def test_braces_open_regions_or_dictionaries():
    assert kinds("scf.if %c {\n  scf.yield\n}")[2] == "LBRACE"
    assert kinds("foo.op {a = 1}")[1] == "DICT_OPEN"
    assert kinds("foo.op {}")[1] == "DICT_OPEN"


def test_block_labels_and_successors():
    toks = kinds("cf.br ^bb1\n^bb1:\n  return")
    assert toks == ["OPNAME", "SUCCESSOR", "BLOCK_LABEL", "COLON", "OPNAME"]


def test_generic_op_name_is_a_string_followed_by_paren():
    assert kinds('%0 = "test.op"(%a) : (i32) -> i32')[:2] == ["RESULTS", "GENERIC_OPNAME"]
    assert kinds('memref.global "private" @x : memref<2xf32>')[1] == "STRING"


def test_locations_and_metadata_are_single_tokens():
    assert kinds('foo.op loc("a.mlir":1:2)') == ["OPNAME", "LOC"]
    assert kinds('{-#\n dialect_resources: {builtin: {x: "0x04"}}\n#-}') == ["METADATA"]


def test_spans_are_character_offsets():
    text = "  %x = arith.constant 1 : i32"
    for _ttype, value, s, e in tokenize(text):
        assert text[s:e] == value


def test_comments_are_skipped():
    assert kinds("// hello\nfoo.op // trailing\n") == ["OPNAME"]


def test_bad_character_raises_lex_error_with_offset():
    with pytest.raises(LexError) as e:
        grouped("foo.op \x01")
    assert e.value.pos == 7


def test_unbalanced_angle_raises_lex_error():
    with pytest.raises(LexError):
        grouped("%0 = memref.alloc() : memref<4xf32")
