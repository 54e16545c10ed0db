"""Ops whose custom syntax bufls does not know are kept as written (opaque):
no ``syntax`` error, results defined, header-bound values defined in the
op's region, successors kept, printed back byte for byte."""

from __future__ import annotations

from bufls.core.api import parse_file, print_result


def _op(result, name):
    return next(o for o in result.modules[0].op.walk() if o.name == name)


def _clean(text: str):
    r = parse_file(text)
    assert [(d.code, d.message) for d in r.diagnostics] == []
    assert print_result(r) == text
    return r


def test_loop_variable_bound_by_the_header_is_defined_in_the_region():
    text = (
        "func.func @f(%n: index) {\n"
        "  foo.loop (%i) = (0) to (%n) {\n"
        '    "foo.use"(%i, %n) : (index, index) -> ()\n'
        "  }\n"
        "  return\n"
        "}\n"
    )
    r = _clean(text)
    loop = _op(r, "foo.loop")
    assert [v.name for v in loop.operands] == ["n"]  # %n is a use, %i a definition
    (arg,) = loop.regions[0].blocks[0].args
    assert arg.name == "i" and text[arg.span[0] : arg.span[1]] == "%i"
    use = _op(r, "foo.use")
    assert use.operands[0] is arg


def test_function_arguments_of_an_unknown_function_op():
    text = "llvm.func @g(%arg0: i32) -> i32 {\n  llvm.return %arg0 : i32\n}\n"
    r = _clean(text)
    ret = _op(r, "llvm.return")
    assert ret.operands[0] is _op(r, "llvm.func").regions[0].blocks[0].args[0]


def test_an_iter_args_style_definition_is_bound_too():
    text = (
        "func.func @f(%x: f32) {\n"
        "  %r = foo.for %i = 0 to 4 iter(%acc = %x) -> f32 {\n"
        '    "foo.use"(%i, %acc) : (index, f32) -> ()\n'
        "  }\n"
        "  return\n"
        "}\n"
    )
    r = _clean(text)
    assert [a.name for a in _op(r, "foo.for").regions[0].blocks[0].args] == ["i", "acc"]
    assert [v.name for v in _op(r, "foo.for").operands] == ["x"]


def test_successors_and_their_operands_are_kept():
    text = (
        "llvm.func @g(%arg0: i32, %c: i1) -> i32 {\n"
        "  llvm.cond_br %c, ^bb1(%arg0 : i32), ^bb2\n"
        "^bb1(%x: i32):\n"
        "  llvm.return %x : i32\n"
        "^bb2:\n"
        "  llvm.return %arg0 : i32\n"
        "}\n"
    )
    r = _clean(text)
    br = _op(r, "llvm.cond_br")
    blocks = _op(r, "llvm.func").regions[0].blocks
    assert br.successors == [blocks[1], blocks[2]]
    assert [v.name for v in br.operands] == ["c", "arg0"]


def test_result_types_are_taken_where_the_text_states_them():
    text = (
        "func.func @f(%m: memref<4xf32>, %v: vector<4xf32>) {\n"
        "  %0 = foo.a %m : memref<4xf32>\n"
        "  %1:2 = foo.b %m : (memref<4xf32>) -> (i32, i64)\n"
        "  %2 = foo.c %m : memref<4xf32> -> f32\n"
        "  %3 = foo.d %v[0] : f32 from vector<4xf32>\n"
        "  %4, %5 = foo.e : i1, index\n"
        "  return\n"
        "}\n"
    )
    r = _clean(text)
    types = {o.name: [str(x.type) for x in o.results] for o in r.modules[0].op.walk() if o.name.startswith("foo.")}
    assert types == {
        "foo.a": ["<<unknown>>"],  # `: t` may be the operand's type (`async.await %v : !async.value<f32>`)
        "foo.b": ["i32", "i64"],
        "foo.c": ["f32"],
        "foo.d": ["<<unknown>>"],  # `f32 from vector<4xf32>`: not a type list
        "foo.e": ["<<unknown>>", "<<unknown>>"],
    }


def test_a_result_of_unstated_type_takes_the_type_of_its_first_typed_use():
    text = (
        "func.func @f(%v: !async.value<f32>) -> f32 {\n"
        "  %0 = async.await %v : !async.value<f32>\n"
        "  return %0 : f32\n"
        "}\n"
    )
    r = _clean(text)
    assert str(_op(r, "async.await").results[0].type) == "f32"


def test_an_undefined_use_in_an_op_without_regions_is_still_reported():
    r = parse_file("func.func @f() {\n  %0 = foo.a %nope : i32\n  return\n}\n")
    assert [d.code for d in r.diagnostics] == ["verify"]
    assert "%nope" in r.diagnostics[0].message


def test_an_unknown_op_in_memrefs_gets_buf202_in_the_checker():
    from bufls.core.analyze import analyze

    text = "func.func @f(%m: memref<4xf32>) {\n  foo.touch %m : memref<4xf32>\n  return\n}\n"
    codes = [d.code for d in analyze(text)]
    assert codes == ["BUF202"]


def test_the_regions_of_an_opaque_op_are_printed_as_regions():
    """Passes may change them; the rest of the op's text is kept."""
    text = (
        "func.func @f() {\n"
        "  foo.loop (%i) = (0) to (4) {\n"
        '    "foo.use"(%i) : (index) -> ()\n'
        "  } {foo.attr}\n"
        "  return\n"
        "}\n"
    )
    r = _clean(text)
    body = _op(r, "foo.loop").regions[0].blocks[0]
    use = body.ops[0]
    body.ops.remove(use)
    assert "  foo.loop (%i) = (0) to (4) {\n  } {foo.attr}\n" in print_result(r)


def test_ops_in_the_region_of_an_unknown_op_may_omit_its_dialect_prefix():
    """MLIR's default dialect: inside ``pdl.pattern``, ``operand`` is
    ``pdl.operand`` (for an op bufls does not know, its own dialect)."""
    text = (
        "pdl.pattern @p : benefit(1) {\n"
        "  %type = type\n"
        '  %root = operation "foo.op" -> (%type : !pdl.type)\n'
        '  rewrite %root with "rewriter"\n'
        "}\n"
    )
    r = _clean(text)
    names = {o.name for o in r.modules[0].op.walk()}
    assert {"pdl.pattern", "pdl.type", "pdl.operation", "pdl.rewrite"} <= names
    assert _op(r, "pdl.rewrite").operands[0] is _op(r, "pdl.operation").results[0]


def test_a_known_op_keeps_its_short_names_inside_an_unknown_op():
    text = "llvm.func @f() {\n  func.func @g() {\n    return\n  }\n  llvm.return\n}\n"
    r = parse_file(text)
    names = {o.name for o in r.modules[0].op.walk()}
    assert {"func.return", "llvm.return"} <= names


def test_a_vertical_bar_in_an_unknown_op_s_syntax():
    """Bit-enum cases (`<Acquire|UniformMemory>`); in a dictionary it is still an error."""
    _clean("func.func @f() {\n  spirv.ControlBarrier <Workgroup>, <Device>, <Acquire|UniformMemory>\n  return\n}\n")
    r = parse_file("func.func @g() attributes {x = 1 | 2} {\n  return\n}\n")
    assert "syntax" in [d.code for d in r.diagnostics]


def test_a_one_op_region_on_one_line_is_a_region_when_the_op_is_known():
    """`{ gpu.return }` is a region; `{gpu.kernel}` (no op of that name) a unit attribute."""
    r = parse_file("gpu.module @kernels {\n  gpu.func @kernel() kernel { gpu.return }\n}\n")
    assert r.diagnostics == []
    assert _op(r, "gpu.return").parent_op is _op(r, "gpu.func")


def test_a_more_indented_line_in_an_unknown_op_s_region_continues_the_statement():
    text = (
        "func.func @f(%sz: index) {\n"
        "  %a = async.execute {\n"
        "    gpu.launch_func @kernels::@kernel\n"
        "        blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)\n"
        "    async.yield\n"
        "  }\n"
        "  return\n"
        "}\n"
    )
    r = parse_file(text)
    assert r.diagnostics == []
    assert "async.blocks" not in {o.name for o in r.modules[0].op.walk()}


def test_the_results_of_an_opaque_op_keep_the_names_its_text_defines():
    text = (
        "func.func @f(%x: i32) {\n"
        "  %loops:2 = foo.tile %x : (i32) -> (i32, i32)\n"
        "  %3 = foo.bar %loops#1 : (i32) -> i32\n"
        "  %4 = arith.addi %loops#0, %3 : i32\n"
        "  return\n"
        "}\n"
    )
    _clean(text)


def test_an_opaque_op_prints_the_values_it_uses_as_they_are_named_now():
    """A pass that replaces a use (buffer-results-to-out-params: %ret becomes
    the out-param buffer) must not leave the old name in the op's text."""
    text = (
        "func.func @g(%a: memref<f64>, %b: memref<f64>) {\n"
        "  test.copy(%a, %b) : (memref<f64>, memref<f64>)\n"
        "  return\n"
        "}\n"
    )
    r = _clean(text)
    copy = _op(r, "test.copy")
    copy.operands[0], copy.operands[1] = copy.operands[1], copy.operands[0]
    assert "  test.copy(%b, %a) : (memref<f64>, memref<f64>)\n" in print_result(r)
