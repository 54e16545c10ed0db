"""The verifier reports MLIR's structural errors as `verify` diagnostics with
precise spans, and never raises."""

import gc
import sys

import pytest

from bufls.core.ir import types as T
from bufls.core.ir.nodes import Block, Operation, Region
from bufls.core.ir.registry import OpModel, Registry
from bufls.core.ir.verifier import successor_operand_groups, verify_module, verify_op
from bufls.core.syntax.parser import parse_text

I32 = T.IntegerType(32)


def _switch_groups(op):
    """test.switch: operand 0 is the flag, then one operand per successor."""
    return [[1 + i] for i in range(len(op.successors))]


def _hook(op, report):
    if op.attr("bad") is not None:
        report("'test.hook' op is bad", op.name_span)


def _twice(op, report):
    report("'test.twice' op is bad", op.name_span)
    report("'test.twice' op is bad", op.span)
    report("branch has 0 operands for successor #0, but target block has 1", op.name_span)


def _crash(op, report):
    raise ZeroDivisionError("boom")


@pytest.fixture(scope="module")
def reg():
    """The real dialects plus a few test ops."""
    r = Registry()
    r.add(OpModel("test.op", summary="registered, no traits"))
    r.add(OpModel("test.scope", traits=frozenset({"no_terminator"})))
    r.add(OpModel("test.loop", traits=frozenset()))
    r.add(OpModel("test.graph", traits=frozenset({"graph_region", "no_terminator"})))
    r.add(OpModel("test.isolated", traits=frozenset({"isolated_from_above", "no_terminator"})))
    r.add(OpModel("test.single", traits=frozenset({"single_block", "no_terminator"})))
    r.add(OpModel("test.term", traits=frozenset({"terminator"})))
    r.add(OpModel("test.br", traits=frozenset({"terminator"}), num_successors=(1, 1)))
    r.add(OpModel("test.cond_br", traits=frozenset({"terminator"}), num_successors=(2, 2)))
    r.add(OpModel("test.switch", traits=frozenset({"terminator"}), interfaces={"successor_operands": _switch_groups}))
    r.add(
        OpModel(
            "test.bad_groups",
            traits=frozenset({"terminator"}),
            interfaces={"successor_operands": lambda op: _crash(op, None)},
        )
    )
    r.add(OpModel("test.one", num_operands=(1, 1), num_results=(1, 1), num_regions=(0, 0)))
    r.add(OpModel("test.some", num_operands=(1, None)))
    r.add(OpModel("test.hook", verify=_hook))
    r.add(OpModel("test.crash", verify=_crash))
    r.add(OpModel("test.twice", traits=frozenset({"terminator"}), verify=_twice))
    r.add(OpModel("test.sym", traits=frozenset({"symbol"})))
    r.add(OpModel("test.table", traits=frozenset({"symbol_table", "no_terminator"})))
    r.add(OpModel("test.call"))
    return r


def parse(text):
    r = parse_text(text)
    assert not [d for d in r.diagnostics if d.code == "syntax"], r.diagnostics
    return r


def verify(text, registry=None, expect_resolve_errors=False):
    """(message, source text of the span) of every verify diagnostic."""
    r = parse(text)
    if not expect_resolve_errors:
        assert not r.diagnostics, r.diagnostics
    out = []
    for pm in r.modules:
        for d in verify_module(pm, registry):
            assert d.code == "verify"
            out.append((d.message, text[d.start : d.end]))
    return out


def verify_ir(r, registry=None):
    return [d for pm in r.modules for d in verify_module(pm, registry)]


# ---------------------------------------------------------------------------
# dominance


def test_valid_function_has_no_diagnostics():
    assert (
        verify("""
func.func @f(%a: i32) -> i32 {
  %0 = "foo.a"(%a) : (i32) -> i32
  return %0 : i32
}
""")
        == []
    )


def test_use_before_definition_in_the_same_block_is_reported_at_the_use():
    text = """
func.func @f() {
  %0 = "foo.a"(%1) : (i32) -> i32
  %1 = "foo.b"() : () -> i32
  return
}
"""
    r = parse(text)
    [d] = verify_ir(r)
    assert d.message == "operand #0 does not dominate this use"
    assert text[d.start : d.end] == "%1"
    assert d.start == text.index("(%1)") + 1
    [note] = d.related
    assert note.message == "operand defined here (op in the same block)"
    assert text[note.start : note.end] == "%1"
    assert note.start == text.index("%1 =")


def test_definition_in_a_block_that_does_not_dominate_the_use_is_reported():
    text = """
func.func @f(%c: i1) {
  "test.cond_br"(%c)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  %x = "foo.def"() : () -> i32
  "test.br"()[^bb3] : () -> ()
^bb2:
  "test.br"()[^bb3] : () -> ()
^bb3:
  %y = "foo.use"(%x) : (i32) -> i32
  return
}
"""
    assert verify(text) == [("operand #0 does not dominate this use", "%x")]


def test_definition_in_a_dominating_block_is_visible():
    assert (
        verify("""
func.func @f(%c: i1) {
  %x = "foo.def"() : () -> i32
  "test.cond_br"(%c)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  %y = "foo.def"() : () -> i32
  "test.br"()[^bb3] : () -> ()
^bb2:
  "test.br"()[^bb3] : () -> ()
^bb3:
  %z = "foo.use"(%x, %c) : (i32, i1) -> i32
  return
}
""")
        == []
    )


def test_loop_back_edge_keeps_the_header_dominating_the_body(reg):
    assert (
        verify(
            """
func.func @f(%n: i32) {
  "test.br"(%n)[^head] : (i32) -> ()
^head(%i: i32):
  %c = "foo.cmp"(%i) : (i32) -> i1
  "test.cond_br"(%c)[^body, ^exit] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^body:
  %next = "foo.inc"(%i) : (i32) -> i32
  "test.br"(%next)[^head] : (i32) -> ()
^exit:
  %r = "foo.use"(%i, %c) : (i32, i1) -> i32
  return
}
""",
            reg,
        )
        == []
    )


def test_use_in_a_nested_region_is_checked_against_the_ancestor_op(reg):
    text = """
func.func @f() {
  "test.scope"() ({
    %1 = "foo.use"(%0) : (i32) -> i32
  }) : () -> ()
  %0 = "foo.def"() : () -> i32
  return
}
"""
    r = parse(text)
    [d] = verify_ir(r, reg)
    assert d.message == "operand #0 does not dominate this use"
    assert text[d.start : d.end] == "%0"
    assert d.related[0].message == "operand defined here (op in a parent region)"


def test_value_defined_before_the_ancestor_op_is_visible_in_its_region(reg):
    assert (
        verify(
            """
func.func @f(%a: i32) {
  %0 = "foo.def"() : () -> i32
  "test.scope"() ({
    %1 = "foo.use"(%0, %a) : (i32, i32) -> i32
    "test.scope"() ({
      %2 = "foo.use"(%1, %0) : (i32, i32) -> i32
    }) : () -> ()
  }) : () -> ()
  return
}
""",
            reg,
        )
        == []
    )


def test_result_of_an_op_is_not_visible_in_its_own_ssa_region(reg):
    text = """
func.func @f() {
  %0 = "test.scope"() ({
    %1 = "foo.use"(%0) : (i32) -> i32
  }) : () -> i32
  return
}
"""
    assert verify(text, reg) == [("operand #0 does not dominate this use", "%0")]


def test_graph_regions_have_no_dominance(reg):
    assert (
        verify(
            """
"builtin.module"() ({
  %0 = "foo.a"(%1) : (i32) -> i32
  %1 = "foo.b"(%0) : (i32) -> i32
  "test.graph"() ({
    %2 = "foo.c"(%3) : (i32) -> i32
    %3 = "foo.d"(%2) : (i32) -> i32
  }) : () -> ()
}) : () -> ()
""",
            reg,
        )
        == []
    )


def test_regions_of_unregistered_ops_have_no_dominance_like_in_mlir():
    assert (
        verify("""
func.func @f() {
  "foo.region"() ({
    %1 = "foo.b"(%2) : (i32) -> i32
    %2 = "foo.c"() : () -> i32
  }) : () -> ()
  return
}
""")
        == []
    )


def test_unreachable_block_operands_are_not_checked_but_nested_uses_are(reg):
    text = """
func.func @f() {
  "test.br"()[^bb2] : () -> ()
^bb1:
  %u = "foo.use"(%x) : (i32) -> i32
  "test.scope"() ({
    %v = "foo.use"(%x) : (i32) -> i32
    %w = "foo.use"(%y) : (i32) -> i32
  }) : () -> ()
  %y = "foo.def"() : () -> i32
  "test.br"()[^bb2] : () -> ()
^bb2:
  %x = "foo.def"() : () -> i32
  return
}
"""
    assert verify(text, reg) == [("operand #0 does not dominate this use", "%y")]


def test_reachable_block_cannot_use_a_value_of_an_unreachable_block(reg):
    text = """
func.func @f() {
  "test.br"()[^bb2] : () -> ()
^bb1:
  %x = "foo.def"() : () -> i32
  "test.br"()[^bb2] : () -> ()
^bb2:
  %u = "foo.use"(%x) : (i32) -> i32
  return
}
"""
    assert verify(text, reg) == [("operand #0 does not dominate this use", "%x")]


def test_value_from_outside_an_isolated_op_is_reported():
    text = """
func.func @f(%a: i32) {
  "foo.x"() : () -> ()
  return
}
func.func @g() {
  %0 = "foo.use"() : () -> i32
  return
}
"""
    r = parse(text)
    f, g = r.modules[0].op.regions[0].blocks[0].ops
    outer = f.regions[0].blocks[0].args[0]
    use = g.regions[0].blocks[0].ops[0]
    use.add_operand(outer, (text.index('"foo.use"'), text.index('"foo.use"') + 9))
    [d] = verify_ir(r)
    assert d.message == "using value defined outside the region"
    assert d.related[0].message == "required by region isolation constraints"
    assert text[d.related[0].start : d.related[0].end] == "func.func"
    assert d.related[0].start == text.index("func.func @g")


def test_value_from_a_sibling_region_wired_by_a_pass_is_reported(reg):
    text = """
func.func @f() {
  "test.scope"() ({
    %0 = "foo.def"() : () -> i32
  }) : () -> ()
  "test.scope"() ({
    %1 = "foo.use"() : () -> i32
  }) : () -> ()
  return
}
"""
    r = parse(text)
    s1, s2 = r.modules[0].op.regions[0].blocks[0].ops[0].regions[0].blocks[0].ops[:2]
    s2.regions[0].blocks[0].ops[0].add_operand(s1.regions[0].blocks[0].ops[0].results[0])
    [d] = verify_ir(r, reg)
    assert d.message == "operand #0 does not dominate this use"
    assert "neither in a parent nor in a child region" in d.related[0].message
    assert text[d.start : d.end] == '"foo.use"'  # no operand span: the op's name


def test_undefined_names_are_left_to_name_resolution():
    r = parse_text('func.func @f() {\n  %0 = "foo.use"(%nope) : (i32) -> i32\n  return\n}\n')
    assert [d.message for d in r.diagnostics] == ["use of undeclared SSA value name '%nope'"]
    assert verify_ir(r) == []


def test_long_chain_of_blocks_does_not_recurse(reg):
    n = 3000
    lines = ["func.func @f() {", '  %v0 = "foo.def"() : () -> i32', '  "test.br"()[^bb1] : () -> ()']
    for i in range(1, n):
        lines += [f"^bb{i}:", f'  %v{i} = "foo.use"(%v{i - 1}) : (i32) -> i32', f'  "test.br"()[^bb{i + 1}] : () -> ()']
    lines += [f"^bb{n}:", f'  %last = "foo.use"(%v{n - 1}, %v0) : (i32, i32) -> i32', "  return", "}"]
    assert verify("\n".join(lines), reg) == []


# ---------------------------------------------------------------------------
# terminators


def test_block_must_end_with_a_terminator(reg):
    text = """
func.func @f() {
  "test.op"() : () -> ()
}
"""
    assert verify(text, reg) == [("block with no terminator, has 'test.op'", '"test.op"')]


def test_unregistered_op_may_be_the_terminator():
    assert (
        verify("""
func.func @f() -> i32 {
  "foo.x"() : () -> ()
}
""")
        == []
    )


def test_terminator_must_be_the_last_op():
    text = """
func.func @f() {
  "func.return"() : () -> ()
  "foo.y"() : () -> ()
}
"""
    assert verify(text) == [("'func.return' op must be the last operation in the parent block", '"func.return"')]


def test_branch_must_be_the_last_op(reg):
    text = """
func.func @f() {
  "test.br"()[^bb1] : () -> ()
  "foo.y"() : () -> ()
^bb1:
  return
}
"""
    assert verify(text, reg) == [("operation with block successors must terminate its parent block", '"test.br"')]


def test_empty_block_where_a_terminator_is_needed_is_reported_at_its_label():
    text = """
func.func @f() {
  "foo.x"() ({
  ^bb0:
    "foo.y"() : () -> ()
  ^bb1:
  }) : () -> ()
  return
}
"""
    assert verify(text) == [("empty block: expect at least a terminator", "^bb1")]


def test_single_block_regions_of_no_terminator_and_unregistered_ops_need_no_terminator(reg):
    assert (
        verify(
            """
"test.scope"() ({
  "test.op"() : () -> ()
}) : () -> ()
"foo.x"() ({
  "test.op"() : () -> ()
}) : () -> ()
""",
            reg,
        )
        == []
    )


def test_region_of_an_op_without_no_terminator_needs_one(reg):
    text = """
"test.loop"() ({
  "test.op"() : () -> ()
}) : () -> ()
"""
    assert verify(text, reg) == [("block with no terminator, has 'test.op'", '"test.op"')]


def test_single_block_trait_rejects_a_second_block(reg):
    text = """
"test.single"() ({
^bb0:
  "test.op"() : () -> ()
^bb1:
  "test.op"() : () -> ()
}) : () -> ()
"""
    assert ("'test.single' op expects region #0 to have 0 or 1 blocks", "^bb1") in verify(text, reg)


# ---------------------------------------------------------------------------
# successors


def test_successor_operand_count_must_match_the_block_arguments(reg):
    text = """
func.func @f(%a: i32) {
  "test.br"(%a)[^bb1] : (i32) -> ()
^bb1:
  return
}
"""
    assert verify(text, reg) == [("branch has 1 operands for successor #0, but target block has 0", "^bb1")]


def test_successor_operand_types_must_match_the_block_arguments(reg):
    text = """
func.func @f(%a: i32) {
  "test.br"(%a)[^bb1] : (i32) -> ()
^bb1(%b: i64):
  return
}
"""
    assert verify(text, reg) == [("type mismatch for bb argument #0 of successor #0: 'i32' vs 'i64'", "%a")]


def test_operand_segments_split_the_successor_operands(reg):
    text = """
func.func @f(%c: i1, %a: i32) {
  "test.cond_br"(%c, %a, %a)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^bb1(%x: i32):
  return
^bb2:
  return
}
"""
    assert verify(text, reg) == [("branch has 1 operands for successor #1, but target block has 0", "^bb2")]


def test_successor_operands_interface_of_the_model_is_used(reg):
    text = """
func.func @f(%flag: i32, %a: i32, %b: i64) {
  "test.switch"(%flag, %a, %b)[^bb1, ^bb2] : (i32, i32, i64) -> ()
^bb1(%x: i32):
  return
^bb2(%y: i32):
  return
}
"""
    assert verify(text, reg) == [("type mismatch for bb argument #0 of successor #1: 'i64' vs 'i32'", "%b")]


def test_successors_of_unregistered_ops_are_not_checked():
    assert (
        verify("""
func.func @f(%a: i32) {
  "foo.br"(%a)[^bb1] : (i32) -> ()
^bb1:
  return
}
""")
        == []
    )


def test_crash_in_a_successor_operands_interface_becomes_a_diagnostic(reg):
    text = """
func.func @f() {
  "test.bad_groups"()[^bb1] : () -> ()
^bb1:
  return
}
"""
    [(msg, span)] = verify(text, reg)
    assert msg.startswith("internal: ") and "ZeroDivisionError" in msg
    assert span == '"test.bad_groups"'


def test_branch_to_a_block_of_another_region_is_reported(reg):
    text = """
func.func @f() {
  "test.scope"() ({
  ^inner:
    "test.op"() : () -> ()
  }) : () -> ()
  "test.br"()[^bb1] : () -> ()
^bb1:
  return
}
"""
    r = parse(text)
    body = r.modules[0].op.regions[0].blocks[0].ops[0].regions[0]
    inner = body.blocks[0].ops[0].regions[0].blocks[0]
    br = body.blocks[0].ops[1]
    br.successors[0] = inner
    [d] = verify_ir(r, reg)
    assert d.message == "'test.br' op branching to block of a different region"
    assert text[d.start : d.end] == "^bb1"


def test_branch_to_the_entry_block_is_reported():
    text = """
func.func @f() {
  "foo.r"() ({
  ^entry:
    "foo.br"()[^entry] : () -> ()
  }) : () -> ()
  return
}
"""
    assert verify(text) == [("entry block of region may not have predecessors", "^entry")]


def test_default_successor_groups():
    from bufls.core.ir import attrs as A

    a, b = Block(), Block()
    values = [Block([I32] * 4).args[i] for i in range(4)]
    op = Operation("x.br", operands=values[:2], successors=[a])
    assert successor_operand_groups(op) == [[0, 1]]
    op = Operation("x.br", operands=values[:1], successors=[a, b])
    assert successor_operand_groups(op) is None
    seg = A.DenseArrayAttr(T.IntegerType(32), (1, 2, 1))
    op = Operation("x.cond_br", operands=values, successors=[a, b], properties={"operandSegmentSizes": seg})
    assert successor_operand_groups(op) == [[1, 2], [3]]
    # as many segments as successors: no room for the non-successor operands
    op = Operation("x.switch", operands=values, successors=[a, b, Block()], properties={"operandSegmentSizes": seg})
    assert successor_operand_groups(op) is None


# ---------------------------------------------------------------------------
# per-op checks


def test_operand_and_result_counts_of_the_model(reg):
    text = """
func.func @f(%a: i32) {
  "test.one"(%a, %a) : (i32, i32) -> ()
  "test.some"() : () -> ()
  return
}
"""
    assert verify(text, reg) == [
        ("'test.one' op expected 1 operand, but found 2", '"test.one"'),
        ("'test.one' op expected 1 result, but found 0", '"test.one"'),
        ("'test.some' op expected 1 or more operands, but found 0", '"test.some"'),
    ]


def test_model_verify_hook_reports_with_its_span(reg):
    text = 'func.func @f() {\n  "test.hook"() {bad = true} : () -> ()\n  "test.hook"() : () -> ()\n  return\n}\n'
    assert verify(text, reg) == [("'test.hook' op is bad", '"test.hook"')]


def test_hook_messages_already_given_by_the_generic_checks_are_dropped(reg):
    text = """
func.func @f() {
  "test.twice"()[^bb1] : () -> ()
^bb1(%x: i32):
  return
}
"""
    assert verify(text, reg) == [
        ("branch has 0 operands for successor #0, but target block has 1", "^bb1"),
        ("'test.twice' op is bad", '"test.twice"'),
        ("'test.twice' op is bad", '"test.twice"()[^bb1] : () -> ()'),
    ]


def test_exception_in_a_verify_hook_becomes_an_internal_diagnostic(reg):
    text = 'func.func @f() {\n  "test.crash"() : () -> ()\n  return\n}\n'
    [(msg, span)] = verify(text, reg)
    assert msg == "internal: verifier of 'test.crash' failed: ZeroDivisionError: boom"
    assert span == '"test.crash"'


def test_hook_is_not_run_when_the_counts_are_wrong(reg):
    r = Registry()
    r.add(OpModel("test.strict", num_operands=(1, 1), verify=lambda op, report: op.operands[0]))
    text = 'func.func @f() {\n  "test.strict"() : () -> ()\n  return\n}\n'
    assert verify(text, r) == [("'test.strict' op expected 1 operand, but found 0", '"test.strict"')]


def test_dialect_attribute_verifier_sees_the_discardable_attributes_of_its_dialect():
    r = Registry()
    r.add(OpModel("test.op"))
    seen = []

    def check(op, name, attr, report):
        seen.append(name)
        if name == "chk.bad":
            report(f"'{name}' is bad")
        if name == "chk.crash":
            raise ValueError("boom")

    r.add_attribute_verifier("chk", check)
    text = (
        'func.func @f() {\n  "test.op"() {chk.ok, chk.bad = 1, other.x} : () -> ()\n'
        '  "test.op"() {chk.crash} : () -> ()\n  return\n}\n'
    )
    assert verify(text, r) == [
        ("'chk.bad' is bad", '"test.op"'),
        ("internal: verifier of attribute 'chk.crash' failed: ValueError: boom", '"test.op"'),
    ]
    assert seen == ["chk.ok", "chk.bad", "chk.crash"]


def test_operand_segment_sizes_must_sum_to_the_operand_count(reg):
    text = """
func.func @f(%c: i1) {
  "test.op"(%c) <{operandSegmentSizes = array<i32: 1, 1>}> : (i1) -> ()
  return
}
"""
    assert verify(text, reg) == [
        (
            (
                "'test.op' op operand count (1) does not match with the total size (2) specified in "
                "attribute 'operandSegmentSizes'"
            ),
            '"test.op"',
        )
    ]


def test_ops_created_by_passes_are_reported_at_their_nearest_spanned_ancestor(reg):
    text = 'func.func @f() {\n  "foo.x"() : () -> ()\n  return\n}\n'
    r = parse(text)
    func = r.modules[0].op.regions[0].blocks[0].ops[0]
    block = func.regions[0].blocks[0]
    block.insert(0, Operation("test.crash"))
    [d] = verify_ir(r, reg)
    assert d.message.startswith("internal: ")
    assert text[d.start : d.end] == "func.func"


# ---------------------------------------------------------------------------
# functions and symbols


def test_return_operand_count_must_match_the_function_results():
    text = """
func.func @f() -> (i32, i32) {
  %0 = "foo.a"() : () -> i32
  return %0 : i32
}
"""
    assert verify(text) == [("'func.return' op has 1 operands, but enclosing function (@f) returns 2", "return")]


def test_return_operand_types_must_match_the_function_results():
    text = """
func.func @f(%a: f32) -> i32 {
  return %a : f32
}
"""
    assert verify(text) == [
        ("type of return operand 0 ('f32') doesn't match function result type ('i32') in function @f", "%a")
    ]


def test_unknown_types_never_mismatch():
    text = """
func.func private @g(i32) -> i64
func.func @f() -> (i32, i32) {
  %0 = "foo.recovered"() : () -> f32
  %1 = func.call @g(%0) : (f32) -> f32
  return %0, %1 : f32, f32
}
"""
    r = parse(text)
    func = r.modules[0].op.regions[0].blocks[0].ops[1]
    recovered, call = func.regions[0].blocks[0].ops[:2]
    recovered.results[0].type = T.UnknownType()
    call.results[0].type = T.UnknownType()
    assert verify_ir(r) == []


def test_duplicate_symbol_is_reported_at_the_second_definition():
    text = "func.func private @d()\nfunc.func private @d()\n"
    r = parse(text)
    [d] = verify_ir(r)
    assert d.message == "redefinition of symbol named 'd'"
    assert text[d.start : d.end] == "@d" and d.start == text.rindex("@d")
    [note] = d.related
    assert note.message == "see existing symbol definition here" and note.start == text.index("@d")


def test_symbols_in_different_tables_do_not_clash():
    assert (
        verify("""
module @a {
  func.func private @d()
}
module @b {
  func.func private @d()
}
""")
        == []
    )


def test_symbol_in_an_op_that_is_not_a_symbol_table_is_reported():
    text = """
func.func @f() {
  func.func @g() {
    "foo.x"() : () -> ()
    return
  }
  return
}
"""
    assert verify(text) == [("'func.func' op symbol's parent must have the SymbolTable trait", "func.func")]


def test_call_to_an_undefined_symbol_is_reported():
    text = "func.func @f() {\n  func.call @nope() : () -> ()\n  return\n}\n"
    assert verify(text) == [("'func.call' op 'nope' does not reference a valid function", "func.call")]


def test_call_operand_and_result_types_must_match_the_callee():
    text = """
func.func private @g(i32) -> f32
func.func @f(%a: i64) {
  %0 = func.call @g(%a) : (i64) -> f32
  %1 = func.call @g() : () -> f32
  %2 = func.call @g(%2) : (i32) -> i32
  return
}
"""
    out = verify(text)
    assert out == [
        (
            (
                "'func.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' "
                "for operand number 0"
            ),
            "%a",
        ),
        ("'func.call' op incorrect number of operands for callee: expected 1, got 0", "func.call"),
        ("operand #0 does not dominate this use", "%2"),
        ("'func.call' op result type mismatch at index 0: 'i32' vs 'f32'", "%2"),
    ]


def test_call_looks_in_the_nearest_symbol_table_only():
    text = """
func.func private @g()
module @inner {
  func.func @f() {
    func.call @g() : () -> ()
    func.call @inner2::@h() : () -> ()
    return
  }
  module @inner2 {
    func.func private @h()
  }
}
"""
    assert verify(text) == [("'func.call' op 'g' does not reference a valid function", "func.call")]


# ---------------------------------------------------------------------------
# robustness


def test_verifier_never_raises_on_a_malformed_ir(reg):
    text = 'func.func @f() {\n  "foo.x"() : () -> ()\n  return\n}\n'
    r = parse(text)
    func = r.modules[0].op.regions[0].blocks[0].ops[0]
    orphan = Block()
    func.regions[0].blocks[0].ops[0].successors.append(orphan)  # block without a region
    stray = Region()
    func.regions[0].blocks[0].ops[0].regions.append(stray)  # region without a parent link
    verify_ir(r, reg)


def test_deeply_nested_regions_verify_and_global_state_is_restored(reg):
    module = Operation("builtin.module", regions=1)
    block = module.regions[0].add_block(Block())
    for _ in range(1500):
        op = block.append(Operation("test.scope", regions=1))
        block = op.regions[0].add_block(Block())
    block.append(Operation("test.op"))
    limit = sys.getrecursionlimit()
    assert verify_op(module, reg) == []
    assert sys.getrecursionlimit() == limit
    assert gc.isenabled()
