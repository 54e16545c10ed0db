"""ODS definitions as registry models: syntax from the declarative formats,
arity, traits, memory effects and resources as the .td declares them, and an
install that is explicit and reversible."""

from __future__ import annotations

from pathlib import Path

import pytest

from bufls.core import api
from bufls.core.analysis.resources import resources_from_config
from bufls.core.checker import engine
from bufls.core.dialects import ods
from bufls.core.ir import interfaces as I
from bufls.core.ir.interfaces import Effect, EffectInstance
from bufls.core.ir.registry import registry

DATA = Path(__file__).parents[3] / "data" / "ods"


@pytest.fixture
def acme():
    load = ods.load_dialects([DATA / "acme/AcmeOps.td"], cache=ods.OdsCache())
    assert not load.diagnostics, load.diagnostics
    installed = ods.install(load, registry)
    try:
        yield load
    finally:
        ods.uninstall(installed, registry)


def ops_of(text: str):
    result = api.parse_file(text)
    syntax = [d for d in result.diagnostics if d.code == "syntax"]
    assert not syntax, syntax
    return result, [op for pm in result.modules for op in pm.op.walk()]


_ACME = """func.func @f(%n: index, %x: f32) {
  %a = acme.alloc(%n) {alignment = 8 : i64} : memref<?xf32>
  %b = acme.clone %a : memref<?xf32> to memref<?xf32>
  acme.copy %a, %b nontemporal : memref<?xf32>, memref<?xf32>
  acme.copy %a, %b : memref<?xf32>, memref<?xf32>
  acme.fill %x into %a, %b : f32, memref<?xf32>, memref<?xf32>
  %s = acme.scale exact_mode %x by 2.500000e+00 : f32
  %t = acme.scale fast %x by 1.000000e+00 : f32
  %c = acme.count %a[0] : memref<?xf32>
  acme.scope {
    acme.yield
  }
  acme.free %a : memref<?xf32>
  acme.free %b : memref<?xf32>
  return
}
"""


def test_custom_forms_parse_and_print_back(acme):
    result, _ = ops_of(_ACME)
    assert api.print_result(result) == _ACME


def test_the_generic_form_holds_what_the_definitions_say(acme):
    result, ops = ops_of(_ACME)
    by_name = {}
    for op in ops:
        by_name.setdefault(op.name, op)
    alloc = by_name["acme.alloc"]
    assert str(alloc.properties["alignment"]) == "8 : i64" and str(alloc.results[0].type) == "memref<?xf32>"
    scale = [op for op in ops if op.name == "acme.scale"]
    # an I32EnumAttr is its case's value (exact_mode is 4), its keyword the case's string
    assert str(scale[0].properties["mode"]) == "4 : i32" and str(scale[1].properties["mode"]) == "0 : i32"
    assert str(scale[0].properties["factor"]) == "2.500000e+00 : f32"
    assert str(scale[0].results[0].type) == "f32"  # SameOperandsAndResultType
    assert str(by_name["acme.count"].results[0].type) == "index"  # Index is buildable
    assert str(by_name["acme.copy"].properties["nontemporal"]) == "unit"
    generic = api.print_result(result, generic=True)
    assert '"acme.scale"(%x) <{factor = 2.500000e+00 : f32, mode = 4 : i32}> : (f32) -> f32' in generic


def test_memory_effects_are_those_the_definitions_declare(acme):
    _, ops = ops_of(_ACME)
    fx = {}
    for op in ops:
        fx.setdefault(op.name, I.memory_effects(op))
    assert fx["acme.alloc"] == [EffectInstance(Effect.ALLOCATE, result=0)]  # Res<..., [MemAlloc<AcmePool>]>
    assert fx["acme.free"] == [EffectInstance(Effect.FREE, operand=0)]  # Arg<..., [MemFree<AcmePool>]>
    assert fx["acme.clone"] == [EffectInstance(Effect.READ, operand=0), EffectInstance(Effect.ALLOCATE, result=0)]
    assert fx["acme.copy"] == [EffectInstance(Effect.READ, operand=0), EffectInstance(Effect.WRITE, operand=1)]
    assert fx["acme.fill"] == [EffectInstance(Effect.WRITE)]  # MemoryEffects<[MemWrite]>: no value named
    assert fx["acme.scale"] == [] and fx["acme.count"] == [] and fx["acme.yield"] == []  # Pure
    assert fx["acme.scope"] == []  # RecursiveMemoryEffects over a body without effects


def test_traits_arity_and_summary(acme):
    alloc = registry.get("acme.alloc")
    assert alloc.summary == "Allocates a buffer from the Acme pool."
    assert (alloc.num_operands, alloc.num_results, alloc.num_regions) == ((1, 1), (1, 1), (0, 0))
    assert registry.get("acme.fill").num_operands == (1, None)
    scope = registry.get("acme.scope")
    assert scope.traits == {"automatic_allocation_scope", "recursive_effects", "single_block"}
    assert registry.get("acme.yield").traits == {"pure", "terminator", "return_like"}
    assert registry.get("acme.scale").traits == {"pure"}


def test_an_op_with_a_custom_parser_is_generic_only(acme):
    model = registry.get("acme.kernel")
    assert model is not None and model.parse is None and model.num_operands == (0, None)
    result = api.parse_file('func.func @f(%x: i32) {\n  "acme.kernel"(%x) : (i32) -> ()\n  return\n}\n')
    assert not result.diagnostics


def test_the_resources_found_refine_the_configuration(acme):
    (pool,) = acme.resources
    assert pool.as_table() == {
        "name": "AcmePool",
        "alloc": ["acme.alloc"],
        "dealloc": "acme.free",
        "clone": "acme.clone",
    }
    resources = resources_from_config({"resource": [pool.as_table()]})
    assert resources.by_name("AcmePool").dealloc == "acme.free"


def test_the_checker_follows_an_acme_buffer(acme):
    """With the load's resource, a leaked acme.alloc is BUF001 and a double acme.free BUF002."""
    resources = resources_from_config({"resource": [r.as_table() for r in acme.resources]})
    text = """func.func @leak(%n: index) {
  %a = acme.alloc(%n) : memref<?xf32>
  return
}
func.func @twice(%n: index) {
  %a = acme.alloc(%n) : memref<?xf32>
  acme.free %a : memref<?xf32>
  acme.free %a : memref<?xf32>
  return
}
func.func @fine(%n: index) {
  %a = acme.alloc(%n) : memref<?xf32>
  acme.free %a : memref<?xf32>
  return
}
"""
    result = api.parse_file(text)
    assert not result.diagnostics
    found = [d for pm in result.modules for d in engine.check_module(pm, resources=resources, text=text)]
    lines = sorted((text.count("\n", 0, d.start) + 1, d.code) for d in found)
    assert ("BUF001" in {c for _, c in lines}) and ("BUF002" in {c for _, c in lines}), lines
    assert all(line < 11 for line, _ in lines), lines  # nothing in @fine


def test_install_is_explicit_and_uninstall_restores(tmp_path):
    load = ods.load_dialects([DATA / "acme/AcmeOps.td"], cache=ods.OdsCache())
    assert registry.get("acme.alloc") is None
    installed = ods.install(load, registry)
    generation = registry.generation
    assert registry.get("acme.alloc") is not None and "acme" in registry.added_dialects()
    ods.uninstall(installed, registry)
    assert registry.get("acme.alloc") is None and "acme" not in registry.added_dialects()
    assert registry.generation == generation + 1


def test_installing_a_changed_load_replaces_the_earlier_ops(tmp_path):
    td = tmp_path / "Mini.td"
    td.write_text(_MINI % ("one", "one"))
    first = ods.install(ods.load_dialects([td], cache=ods.OdsCache()), registry)
    try:
        td.write_text(_MINI % ("two", "two"))
        second = ods.install(ods.load_dialects([td], cache=ods.OdsCache()), registry)
        assert registry.get("mini.one") is None and registry.get("mini.two").summary == "two"
        ods.uninstall(second, registry)
        assert registry.get("mini.two") is None
    finally:
        ods.uninstall(first, registry)


_MINI = """include "mlir/IR/OpBase.td"
def Mini_Dialect : Dialect { let name = "mini"; }
def MiniOp : Op<Mini_Dialect, "%s"> { let summary = "%s"; }
"""


def test_ops_bufls_models_are_kept_unless_overridden(tmp_path):
    """A .td of a dialect bufls models adds the ops bufls lacks and leaves the
    hand-written models alone; override=True replaces them until uninstall."""
    td = tmp_path / "MemRefLike.td"
    td.write_text(
        'include "mlir/IR/OpBase.td"\n'
        'def MemRef_Dialect : Dialect { let name = "memref"; }\n'
        'def AllocOp : Op<MemRef_Dialect, "alloc"> { let summary = "from the td"; }\n'
        'def NewOp : Op<MemRef_Dialect, "acme_new"> { let summary = "new"; }\n'
    )
    load = ods.load_dialects([td], cache=ods.OdsCache())
    builtin = registry.get("memref.alloc")
    installed = ods.install(load, registry)
    try:
        assert installed.kept == ("memref.alloc",) and installed.names == ("memref.acme_new",)
        assert registry.get("memref.alloc") is builtin
    finally:
        ods.uninstall(installed, registry)
    assert registry.get("memref.acme_new") is None
    installed = ods.install(load, registry, override=True)
    try:
        assert registry.get("memref.alloc").summary == "from the td"
    finally:
        ods.uninstall(installed, registry)
    assert registry.get("memref.alloc") is builtin


def test_variadic_groups_get_effects_per_operand(tmp_path):
    td = tmp_path / "V.td"
    td.write_text(
        'include "mlir/IR/OpBase.td"\n'
        'def V_Dialect : Dialect { let name = "v"; }\n'
        'def StoreAll : Op<V_Dialect, "store_all", [AttrSizedOperandSegments]> {\n'
        '  let arguments = (ins Variadic<Index>:$idx, Arg<Variadic<AnyMemRef>, "", [MemWrite]>:$bufs,\n'
        '                       Arg<AnyMemRef, "", [MemRead]>:$src);\n'
        '  let assemblyFormat = "`[` $idx `]` $bufs `from` $src attr-dict `:` type($src) `,` type($bufs)";\n'
        "}\n"
    )
    installed = ods.install(ods.load_dialects([td], cache=ods.OdsCache()), registry)
    try:
        text = (
            "func.func @f(%i: index, %a: memref<2xf32>, %b: memref<2xf32>) {\n"
            "  v.store_all [%i] %a, %b from %a : memref<2xf32>, memref<2xf32>, memref<2xf32>\n"
            "  return\n}\n"
        )
        _, ops = ops_of(text)
        (op,) = [o for o in ops if o.name == "v.store_all"]
        assert str(op.properties["operandSegmentSizes"]) == "array<i32: 1, 2, 1>"
        assert I.memory_effects(op) == [
            EffectInstance(Effect.WRITE, operand=1),
            EffectInstance(Effect.WRITE, operand=2),
            EffectInstance(Effect.READ, operand=3),
        ]
    finally:
        ods.uninstall(installed, registry)


def test_attributes_read_and_written_as_their_constraints_say(acme):
    """EnumAttr (a keyword; #acme<color blue> in generic form), SymbolNameAttr
    (@p; a string), an optional StrAttr, DenseI64ArrayAttr ([1, 2]) and TypeAttr."""
    text = """func.func @f(%b: memref<?xf32>) {
  acme.paint @p blue %b shape [1, 2] kind f32 note "x" : memref<?xf32>
  acme.paint @q red %b shape [] kind memref<2xi8> : memref<?xf32>
  return
}
"""
    result, ops = ops_of(text)
    assert api.print_result(result) == text
    first, second = [op for op in ops if op.name == "acme.paint"]
    props = {k: str(v) for k, v in first.properties.items()}
    assert props == {
        "color": "#acme<color blue>",
        "sym_name": '"p"',
        "note": '"x"',
        "shape": "array<i64: 1, 2>",
        "kind": "f32",
    }
    assert "note" not in second.properties and str(second.properties["shape"]) == "array<i64>"
    assert I.memory_effects(first) == [EffectInstance(Effect.WRITE)]


_BRANCHES = """func.func @f(%n: index, %c: i1) {
  %a = acme.alloc(%n) : memref<?xf32>
  acme.cond_br %c, ^bb1(%a : memref<?xf32>), ^bb2
^bb1(%x: memref<?xf32>):
  acme.br ^bb3(%x, %n : memref<?xf32>, index)
^bb2:
  acme.br ^bb3(%a, %n : memref<?xf32>, index)
^bb3(%y: memref<?xf32>, %m: index):
  acme.free %y : memref<?xf32>
  return
}
"""


def test_branches_forward_the_operand_group_of_each_successor(acme):
    """`$dest (`(` $ops^ `:` type($ops) `)`)?`: the successor's operands stay
    the op's own (in ODS order, with their segment sizes), the op forwards
    them to it (BranchOpInterface), and the checker follows the buffer
    through the blocks: freed on every path here, leaked on one below."""
    result, ops = ops_of(_BRANCHES)
    assert api.print_result(result) == _BRANCHES
    cond = next(op for op in ops if op.name == "acme.cond_br")
    assert str(cond.properties["operandSegmentSizes"]) == "array<i32: 1, 1, 0>"
    assert I.successor_operands(cond) == [[1], []]
    assert I.successor_operands(next(op for op in ops if op.name == "acme.br")) == [[0, 1]]
    resources = resources_from_config({"resource": [r.as_table() for r in acme.resources]})
    assert engine.check_module(result.modules[0], resources=resources, text=_BRANCHES) == []
    leaky = _BRANCHES.replace(
        "^bb2:\n  acme.br ^bb3(%a, %n", "^bb2:\n  %z = acme.alloc(%n) : memref<?xf32>\n  acme.br ^bb3(%z, %n"
    )
    result = api.parse_file(leaky)
    codes = [d.code for d in engine.check_module(result.modules[0], resources=resources, text=leaky)]
    assert "BUF001" in codes, codes  # %a is not freed when %c is false


def test_bit_enums_are_keywords_joined_by_their_separator(acme):
    text = """func.func @f(%b: memref<?xf32>) {
  acme.mark %b as read|sync : memref<?xf32>
  acme.mark %b as write : memref<?xf32>
  return
}
"""
    result, ops = ops_of(text)
    assert api.print_result(result) == text
    first, second = [op for op in ops if op.name == "acme.mark"]
    assert (str(first.properties["flags"]), str(second.properties["flags"])) == ("5 : i32", "2 : i32")
    assert I.memory_effects(first) == []  # MemoryEffects<[]>
