"""Reading function-boundary contracts from argument attributes (core/ir/contracts.py)."""

from __future__ import annotations

from bufls.core.api import parse_file
from bufls.core.ir.contracts import argument_contract, argument_contracts, contract_lines
from bufls.core.ir.nodes import walk

_SRC = """\
func.func private @g(memref<4xf32> {bufferization.writable = false}, memref<4xf32> {llvm.noalias, bufls.consumed})
func.func @f(%src: memref<4xf32> {bufferization.access = "read"}, %none: memref<4xf32> {bufferization.access = "none"},
             %rw: memref<4xf32> {bufferization.access = "read-write", bufferization.writable = true}, %plain: memref<4xf32>) {
  return
}
"""


def _funcs():
    (pm,) = parse_file(_SRC, "t.mlir").modules
    return {op.attr("sym_name").value: op for op in walk(pm.op) if op.name == "func.func"}


def test_each_attribute_gives_its_promise():
    fs = _funcs()
    g0, g1 = argument_contract(fs["g"], 0), argument_contract(fs["g"], 1)
    assert g0.read_only and not g0.no_access and not g0.consumed
    assert g1.noalias and g1.consumed and not g1.read_only
    src, none, rw, plain = argument_contracts(fs["f"])
    assert src.read_only and not src.no_access
    assert none.read_only and none.no_access
    assert not rw and not rw.read_only
    assert not plain and argument_contract(fs["f"], 9).attrs == ()
    assert argument_contract(None, 0).attrs == ()


def test_contract_lines_for_hover():
    fs = _funcs()
    assert contract_lines(fs["f"]) == [
        'argument #0 (%src): read only (bufferization.access = "read")',
        'argument #1 (%none): not accessed (bufferization.access = "none")',
    ]
    assert contract_lines(fs["g"]) == [
        "argument #0: read only (bufferization.writable = false)",
        "argument #1: aliases no other argument, ownership passes to the callee, which frees it "
        "(llvm.noalias, bufls.consumed)",
    ]


def test_bufls_consumed_is_verified_and_a_malformed_one_is_no_contract():
    text = """\
func.func @f(%a: memref<4xf32> {bufls.consumed = 1, bufls.other}, %b: f32 {bufls.consumed}, %c: memref<4xf32> {bufls.consumed}) {
  memref.dealloc %c : memref<4xf32>
  return
}
"""
    result = parse_file(text, "t.mlir")
    found = [(d.code, text[: d.start].count("\n") + 1, d.message) for d in result.diagnostics]
    assert [m for _, _, m in found] == [
        "argument #0: 'bufls.consumed' is a unit attribute (no value), not 1 : i64",
        "argument #0: unknown bufls argument attribute 'bufls.other' (bufls knows 'bufls.consumed')",
        "argument #1: 'bufls.consumed' on an argument of type f32: only a memref's ownership can be handed over",
    ]
    assert {c for c, _, _ in found} == {"verify"}
    (func,) = [op for op in walk(result.modules[0].op) if op.name == "func.func"]
    assert [bool(c.consumed) for c in argument_contracts(func)] == [False, True, True]
