"""An out-of-tree dialect's loops, from its .td alone: LoopLikeOpInterface
makes an op a loop buffer-loop-hoisting takes allocations out of,
HasParallelRegion one it leaves them in (its iterations may run at the same
time), as MLIR's isSequentialLoop reads the two."""

from __future__ import annotations

import pytest

from bufls.core import api
from bufls.core.analysis.region_loops import loop_kind
from bufls.core.dialects import ods
from bufls.core.ir.registry import registry
from bufls.core.passes.base import run_pipeline

_TD = """include "mlir/IR/OpBase.td"
include "mlir/Interfaces/LoopLikeInterface.td"
def Loopy_Dialect : Dialect { let name = "loopy"; }
class Loopy_Op<string mnemonic, list<Trait> traits = []> : Op<Loopy_Dialect, mnemonic, traits>;
def Loopy_ForOp : Loopy_Op<"for", [DeclareOpInterfaceMethods<LoopLikeOpInterface>, RecursiveMemoryEffects,
                                   SingleBlockImplicitTerminator<"EndOp">]> {
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$body attr-dict";
}
def Loopy_ParForOp : Loopy_Op<"parfor", [DeclareOpInterfaceMethods<LoopLikeOpInterface>, HasParallelRegion,
                                         RecursiveMemoryEffects, SingleBlockImplicitTerminator<"EndOp">]> {
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$body attr-dict";
}
def Loopy_EndOp : Loopy_Op<"end", [Pure, Terminator, ReturnLike]> {
  let assemblyFormat = "attr-dict";
}
"""

_IR = """func.func @f(%x: f32) {
  loopy.for {
    %a = memref.alloc() : memref<2xf32>
    memref.store %x, %a[%c] : memref<2xf32>
    loopy.end
  }
  loopy.parfor {
    %b = memref.alloc() : memref<2xf32>
    memref.store %x, %b[%c] : memref<2xf32>
    loopy.end
  }
  return
}
"""


@pytest.fixture
def loopy(tmp_path):
    td = tmp_path / "LoopyOps.td"
    td.write_text(_TD)
    load = ods.load_dialects([td], cache=ods.OdsCache())
    assert not [d for d in load.diagnostics if d.severity == "error"], load.diagnostics
    installed = ods.install(load, registry)
    try:
        yield load
    finally:
        ods.uninstall(installed, registry)


def test_loop_traits_become_loop_like_facts(loopy):
    assert registry.get("loopy.for").interfaces.get("loop_like") == "sequential"
    assert registry.get("loopy.parfor").interfaces.get("loop_like") == "parallel"
    assert "loop_like" not in registry.get("loopy.end").interfaces


def test_loop_hoisting_leaves_the_sequential_loop_not_the_parallel_one(loopy):
    text = _IR.replace("%c]", "%i]").replace("func.func @f(%x: f32) {", "func.func @f(%x: f32, %i: index) {")
    result = api.parse_file(text)
    assert not [d for d in result.diagnostics if d.severity.name == "ERROR"], result.diagnostics
    ops = [op for pm in result.modules for op in pm.op.walk()]
    assert [loop_kind(o) for o in ops if o.name.startswith("loopy.") and o.name != "loopy.end"] == [
        "sequential",
        "parallel",
    ]
    for pm in result.modules:
        run_pipeline(pm, ["--buffer-loop-hoisting"])
    assert api.print_result(result) == (
        "func.func @f(%x: f32, %i: index) {\n"
        "  %a = memref.alloc() : memref<2xf32>\n"
        "  loopy.for {\n"
        "    memref.store %x, %a[%i] : memref<2xf32>\n"
        "    loopy.end\n"
        "  }\n"
        "  loopy.parfor {\n"
        "    %b = memref.alloc() : memref<2xf32>\n"
        "    memref.store %x, %b[%i] : memref<2xf32>\n"
        "    loopy.end\n"
        "  }\n"
        "  return\n"
        "}\n"
    )
