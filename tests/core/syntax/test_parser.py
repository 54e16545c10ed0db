"""Parser behaviour: spans, recovery, split input, units, caching, lookup."""

from bufls.core.api import parse_file, print_result
from bufls.core.services.lookup import build_index
from bufls.core.syntax.parser import UnitCache, parse_text, scan_units
from bufls.core.syntax.source import SourceFile

FUNCS = """\
func.func @f(%a: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  return %x : i32
}

func.func private @decl(i32) -> i32

func.func @g(%a: i32) -> i32 {
  %r = call @f(%a) : (i32) -> i32
  return %r : i32
}
"""


def codes(result):
    return [d.code for d in result.diagnostics]


def test_well_formed_functions_have_no_diagnostics():
    assert parse_file(FUNCS).diagnostics == []


def test_every_entity_keeps_its_span():
    r = parse_file(FUNCS)
    f = r.modules[0].op.regions[0].blocks[0].ops[0]
    text = FUNCS
    assert text[slice(*f.name_span)] == "func.func"
    assert text[slice(*f.symbol_span)] == "@f"
    entry, bb1 = f.regions[0].blocks
    assert text[slice(*entry.args[0].span)] == "%a"
    assert text[slice(*bb1.label_span)] == "^bb1"
    assert text[slice(*bb1.args[0].span)] == "%x"
    br = entry.ops[0]
    assert text[slice(*br.successor_spans[0])] == "^bb1"
    assert text[slice(*br.operand_spans[0])] == "%a"
    ret = bb1.ops[0]
    assert ret.operands[0] is bb1.args[0]
    assert text[slice(*ret.span)] == "return %x : i32"


def test_use_lists_link_values_to_their_users():
    r = parse_file(FUNCS)
    f = r.modules[0].op.regions[0].blocks[0].ops[0]
    a = f.regions[0].blocks[0].args[0]
    assert [(op.name, i) for op, i in a.uses] == [("cf.br", 0)]


def test_an_op_of_an_unknown_dialect_is_kept_as_written_with_its_result_defined():
    text = FUNCS.replace("return %x : i32", "%y = acme.frob %x : i32\n  return %y : i32")
    r = parse_file(text)
    assert codes(r) == []
    frob = next(o for o in r.modules[0].op.walk() if o.name == "acme.frob")
    assert frob.opaque == "%y = acme.frob %x : i32"
    assert [v.name for v in frob.operands] == ["x"] and str(frob.results[0].type) == "i32"
    assert "\n  %y = acme.frob %x : i32\n" in print_result(r)  # printed back as written
    g = r.modules[0].op.regions[0].blocks[0].ops[2]
    assert g.attr("sym_name").value == "g"


def test_an_unknown_op_of_a_closed_dialect_is_a_syntax_error():
    text = FUNCS.replace("return %x : i32", "%y = memref.frob %x : i32\n  return %y : i32")
    r = parse_file(text)
    assert codes(r) == ["syntax"]
    d = r.diagnostics[0]
    assert text[d.start : d.end] == "memref.frob" and "unknown" in d.message


def test_garbage_in_one_function_leaves_the_others_checked():
    text = (
        FUNCS.replace("%r = call @f(%a) : (i32) -> i32", "%r = ( ] ]") + "\nfunc.func @h() {\n  return %nope : i32\n}\n"
    )
    r = parse_file(text)
    assert "syntax" in codes(r)
    undefined = [d for d in r.diagnostics if "undeclared" in d.message]
    assert [text[d.start : d.end] for d in undefined] == ["%nope"]


def test_split_input_file_keeps_real_line_numbers():
    text = "func.func @a() {\n  return\n}\n// -----\nfunc.func @b() {\n  return %z : i32\n}\n"
    r = parse_file(text)
    assert len(r.modules) == 2
    (d,) = [d for d in r.diagnostics if "undeclared" in d.message]
    assert SourceFile(text).line_col(d.start) == (5, 9)


def test_units_are_the_top_level_statements():
    units = scan_units(FUNCS, 0, len(FUNCS))
    assert [FUNCS[s:e].split("(")[0].strip() for s, e in units] == [
        "func.func @f",
        "func.func private @decl",
        "func.func @g",
    ]


def test_unit_cache_reparses_only_what_changed():
    cache = UnitCache()
    parse_text(FUNCS, cache=cache)
    assert cache.misses == 3
    edited = "// a new first line shifts every offset\n" + FUNCS.replace("call @f(%a)", "call @f(%r0)").replace(
        "%r = call", "%r0 = arith.constant 1 : i32\n  %r = call"
    )
    r = parse_text(edited, cache=cache)
    assert (cache.hits, cache.misses) == (2, 4)
    f = r.modules[0].op.regions[0].blocks[0].ops[0]
    assert edited[slice(*f.symbol_span)] == "@f"  # spans moved with the text


def test_print_is_deterministic_and_keeps_names():
    r = parse_file(FUNCS)
    out = print_result(r)
    assert out == print_result(parse_file(FUNCS))
    assert "%x" in out and "^bb1(%x: i32)" in out


def test_print_generic_form_is_forced():
    out = print_result(parse_file(FUNCS), generic=True)
    assert '"func.func"()' in out and '"func.return"' in out and "cf.br" not in out.replace('"cf.br"', "")


def test_lookup_finds_the_entity_under_the_cursor():
    r = parse_file(FUNCS)
    idx = build_index(r)
    use = FUNCS.index("%x : i32\n}")
    e = idx.at(use + 1)
    assert e.kind == "operand" and e.target.name == "x"
    d = idx.definition_of(e.target)
    assert FUNCS[d.start : d.end] == "%x"
    assert [FUNCS[u.start : u.end] for u in idx.uses_of(e.target)] == ["%x"]
    assert idx.op_at(use).name == "func.return"


def test_empty_and_comment_only_input():
    assert parse_file("").diagnostics == []
    assert parse_file("// nothing here\n").diagnostics == []


def test_unbalanced_brace_is_a_syntax_error_not_a_crash():
    r = parse_file("func.func @f() {\n  return\n")
    assert codes(r) == ["syntax"]


def test_an_unclosed_function_ends_where_the_next_function_starts():
    """While `scf.if %c {` is being typed, the functions after it keep their IR."""
    from bufls.core.api import parse_file

    text = "func.func @a(%c: i1) {\n  scf.if %c {\n  return\n}\nfunc.func @b() {\n  return\n}\n"
    result = parse_file(text)
    names = [
        op.attr("sym_name").value
        for op in result.modules[0].op.regions[0].blocks[0].ops
        if op.attr("sym_name") is not None
    ]
    assert names[-1] == "b"
    syntax = [d for d in result.diagnostics if d.code == "syntax"]
    assert syntax and all(d.start <= text.index("func.func @b") for d in syntax)
