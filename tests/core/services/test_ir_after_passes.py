"""The IR after each pass (core/services/ir_after_passes.py): the stages of a
function or a module through the deallocation pipeline, on a copy of the IR,
with problems given as a message."""

from __future__ import annotations

from bufls.core import api
from bufls.core.config.project import Config
from bufls.core.services.document import snapshot_of
from bufls.core.services.ir_after_passes import (
    INPUT,
    Stage,
    default_specs,
    dump_header,
    ir_after_passes,
    upstream_name,
)
from bufls.core.syntax.printer import print_module, print_op

LEAK = """\
#map = affine_map<(d0) -> (d0)>
func.func @first() {
  return
}
func.func @f(%i: index) -> f32 {
  %a = memref.alloc() : memref<2xf32>
  %v = memref.load %a[%i] : memref<2xf32>
  call @callee(%a) : (memref<2xf32>) -> ()
  return %v : f32
}
func.func private @callee(%x: memref<2xf32>) {
  return
}
"""

PIPELINE = [
    "expand-realloc",
    "canonicalize",
    "ownership-based-buffer-deallocation",
    "canonicalize",
    "buffer-deallocation-simplification",
    "bufferization-lower-deallocations",
    "cse",
    "canonicalize",
]


def parsed(text: str):
    result = api.parse_file(text, "a.mlir")
    assert not result.diagnostics, result.diagnostics
    return result.modules[0]


def function(pm, name: str):
    return next(op for op in pm.op.walk() if getattr(op.attr("sym_name"), "value", None) == name)


def test_a_leaking_function_is_freed_by_the_last_stage():
    pm = parsed(LEAK)
    got = ir_after_passes(function(pm, "f"), Config(), module=pm)
    assert got.error is None
    assert [s.pass_name for s in got.stages] == [INPUT, *PIPELINE]
    assert "dealloc" not in got.stages[0].text
    last = got.stages[-1].text
    assert last.startswith("func.func @f(")  # the function alone, not its callee
    assert "memref.dealloc %a : memref<2xf32>\n  return %v : f32" in last
    assert "@callee(" not in last.replace("call @callee(", "")


def test_the_input_stage_is_the_function_as_printed():
    pm = parsed(LEAK)
    f = function(pm, "f")
    got = ir_after_passes(f, Config(), module=pm)
    assert got.stages[0] == Stage(INPUT, print_op(f))
    assert got.stages[0] == ("input", print_op(f))


def test_the_documents_ir_is_not_changed():
    snap = snapshot_of(LEAK, path="/x/a.mlir")
    before = print_module(snap.modules()[0])
    f = snap.unit_at(LEAK.index("func.func @f"))
    ir_after_passes(f, snap.config, module=snap.modules()[0])
    ir_after_passes(snap.modules()[0], snap.config)
    assert print_module(snap.modules()[0]) == before
    assert "dealloc" not in print_op(f)


def test_a_function_in_a_nested_module():
    text = "module @m {\n  func.func @g() {\n    %a = memref.alloc() : memref<2xf32>\n    return\n  }\n}\n"
    pm = parsed(text)
    got = ir_after_passes(function(pm, "g"), Config(), ["--ownership-based-buffer-deallocation"], module=pm)
    assert got.error is None
    assert [s.pass_name for s in got.stages] == [INPUT, "ownership-based-buffer-deallocation"]
    assert got.stages[-1].text.startswith("func.func @g()")
    assert "bufferization.dealloc" in got.stages[-1].text


def test_the_whole_module_is_printed_as_bufls_opt_prints_it():
    pm = parsed(LEAK)
    got = ir_after_passes(pm, Config())
    assert got.error is None
    assert got.stages[0].text == print_module(pm)
    assert got.stages[-1].text.count("memref.dealloc") == 1
    assert "func.func private @callee" in got.stages[-1].text


def test_a_pass_that_refuses_the_ir_is_a_message_and_the_stages_before_it_stay():
    text = (
        "func.func @f() {\n  %a = memref.alloc() : memref<2xf32>\n"
        '  "test.use"(%a) : (memref<2xf32>) -> ()\n  memref.dealloc %a : memref<2xf32>\n  return\n}\n'
    )
    pm = parsed(text)
    got = ir_after_passes(function(pm, "f"), Config(), module=pm)
    assert got.error is not None
    assert got.error.startswith("ownership-based-buffer-deallocation failed in @f: ")
    assert [s.pass_name for s in got.stages] == [INPUT, "expand-realloc", "canonicalize"]


def test_ir_that_does_not_verify_is_a_message():
    text = "func.func @f() {\n  %a = memref.alloc() : memref<2xf32>\n  return %a : memref<2xf32>\n}\n"
    pm = api.parse_file(text, "a.mlir").modules[0]
    got = ir_after_passes(function(pm, "f"), Config(), module=pm)
    assert got.error is not None and "does not verify" in got.error
    assert [s.pass_name for s in got.stages] == [INPUT]


def test_an_unknown_pass_is_a_message():
    pm = parsed(LEAK)
    got = ir_after_passes(function(pm, "f"), Config(), ["--no-such-pass"], module=pm)
    assert got.stages == [] and "no-such-pass" in got.error


def test_the_pipeline_follows_the_configuration():
    [*_, ownership, _, _, _, _, _] = default_specs(Config(private_function_dynamic_ownership=True))
    assert ownership.cls.name == "ownership-based-buffer-deallocation"
    assert ownership.options.private_function_dynamic_ownership is True


def test_dump_headers_name_passes_as_mlir_opt_does():
    assert dump_header("cse") == "// -----// IR Dump After CSE (cse) //----- //"
    assert dump_header("canonicalize", failed=True) == (
        "// -----// IR Dump After Canonicalizer Failed (canonicalize) //----- //"
    )
    assert upstream_name("bufferization-lower-deallocations") == "LowerDeallocationsPass"
