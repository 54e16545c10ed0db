"""``bufls graph FILE[@function]``: SVG or DOT of one function's ownership
graph, its errors and exit codes."""

from __future__ import annotations

import os
import shutil
import xml.etree.ElementTree as ET

import pytest

from bufls.cli import main as cli

TEXT = """func.func @first() {
  return
}
func.func @f(%c: i1) {
  %a = memref.alloc() : memref<4xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.dealloc %a : memref<4xf32>
  cf.br ^bb2
^bb2:
  return
}
"""

needs_dot = pytest.mark.skipif(
    shutil.which("dot") is None and not os.environ.get("BUFLS_REQUIRE_DOT"), reason="Graphviz's dot is not installed"
)


def run(capsys, *argv):
    code = cli.main(["graph", *argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def mlir(tmp_path):
    f = tmp_path / "m.mlir"
    f.write_text(TEXT)
    return f


def test_dot_of_the_first_function_by_default(capsys, mlir):
    code, out, err = run(capsys, str(mlir), "--format", "dot")
    assert (code, err) == (0, "")
    assert out.startswith('digraph "@first"')


def test_dot_of_a_named_function_with_its_leak_path(capsys, mlir):
    code, out, _ = run(capsys, f"{mlir}@f", "--format", "dot")
    assert code == 0 and out.startswith('digraph "@f"')
    assert 'b0 -> b2 [id="e1"' in out and 'class="problem-path"' in out and "BUF001" in out


def test_the_format_follows_the_output_suffix(capsys, mlir, tmp_path):
    out_file = tmp_path / "g.dot"
    assert run(capsys, f"{mlir}@f", "-o", str(out_file)) == (0, "", "")
    assert out_file.read_text().startswith("digraph")
    umask = os.umask(0)
    os.umask(umask)
    assert out_file.stat().st_mode & 0o777 == 0o666 & ~umask  # not a temporary file's 0600


@needs_dot
def test_svg_to_a_file(capsys, mlir, tmp_path):
    out_file = tmp_path / "g.svg"
    assert run(capsys, f"{mlir}@f", "-o", str(out_file)) == (0, "", "")
    svg = ET.parse(out_file).getroot()
    ids = {g.get("id"): g.get("class") for g in svg.iter("{http://www.w3.org/2000/svg}g")}
    assert "problem-path" in ids["e1"] and "problem-path" not in ids["e0"]
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".bufls-graph-")] == []


def test_an_unknown_function_lists_the_others(capsys, mlir):
    code, out, err = run(capsys, f"{mlir}@nope", "--format", "dot")
    assert (code, out) == (2, "")
    assert "no function @nope; it has: @first, @f" in err


def test_a_parse_error_is_reported_upstream_style(capsys, tmp_path):
    f = tmp_path / "bad.mlir"
    f.write_text("func.func @f() {\n  %x = \n}\n")
    code, out, err = run(capsys, str(f))
    assert (code, out) == (1, "")
    assert f"{f}:" in err and "error:" in err and "Traceback" not in err


def test_an_unreadable_file_is_a_usage_error(capsys, tmp_path):
    code, _, err = run(capsys, str(tmp_path / "missing.mlir"))
    assert code == 2 and "cannot read" in err


def test_graphviz_missing_says_what_to_do(capsys, mlir, monkeypatch, tmp_path):
    monkeypatch.setattr(shutil, "which", lambda name: None)
    out_file = tmp_path / "g.svg"
    code, out, err = run(capsys, str(mlir), "-o", str(out_file))
    assert (code, out) == (2, "")
    assert "apt install graphviz" in err and "--format dot" in err
    assert not out_file.exists()


def test_help_names_the_command(capsys):
    assert cli.main(["--help"]) == 0
    assert "bufls graph" in capsys.readouterr().out
    assert cli.main(["graph", "--help"]) == 0
    assert "FILE[@function]" in capsys.readouterr().out
