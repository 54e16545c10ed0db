"""Inputs the fuzzers found (issue 7), minimized; each once crashed, hung or
put a diagnostic outside the text.  One line per case says what broke."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time

import pytest

from bufls.core import api
from bufls.core.analyze import analyze


def _inside(text: str, diagnostics) -> None:
    for d in diagnostics:
        assert 0 <= d.start <= d.end <= len(text), (d.code, d.start, d.end, len(text), d.message)


def _quick(text: str, seconds: float = 5.0):
    t0 = time.process_time()
    diagnostics = analyze(text, "regression.mlir")
    assert time.process_time() - t0 < seconds
    _inside(text, diagnostics)
    return diagnostics


CASES = {
    # lexer: an unlexable character after the end of a statement was reported
    # past the end of the text, and blanking that "line" grew the text
    "error_after_unit_end": "k\n\n/",
    # lexer: exponential backtracking in the blank/comment run before a token
    "blank_lines_then_bad_char": "func.func @f() {\n" + "  \n" * 40 + "\u00f1\u00bc  return\n}\n",
    # lexer: exponential backtracking in the look-ahead after "{" over comments
    "brace_then_comments": "func.func @f() {" + " //" * 40 + "\n\u00e9\n}\n",
    # parser: `%x:N` with a huge N built N result names (hang, then MemoryError)
    "huge_result_group": "func.func @f() {\n  %0:" + "2" * 300 + ' = "x.y"() : () -> i32\n  return\n}\n',
    # asm: an integer of more than 4,300 digits raised ValueError
    "huge_integer_subview": "func.func @f(%m: memref<8xf32>) {\n  %0 = memref.subview %m["
    + "9" * 5000
    + "] [1] [1] : memref<8xf32> to memref<1xf32, strided<[1], offset: 9>>\n  return\n}\n",
    "huge_integer_switch": "func.func @f(%a: i32) {\n  cf.switch %a : i32, [\n    default: ^bb1,\n    "
    + "9" * 5000
    + ": ^bb1\n  ]\n^bb1:\n  return\n}\n",
    # types: i999999999999999 computed 1 << width (MemoryError)
    "huge_integer_width": "func.func @f() {\n  %0 = arith.constant 1 : i999999999999999\n  return\n}\n",
    # parser: a bad escape in a generic op name raised AttrSyntaxError
    "bad_escape_in_op_name": '"\\r"(',
    # checker: an undefined memref used in the region of an unknown op
    "undefined_value_in_unknown_region": 'func.func @f() {\n  "x.region"() ({\n'
    '    "x.use"(%nowhere) : (memref<4xf32>) -> ()\n'
    "  }) : () -> ()\n  return\n}\n",
    # parser (open_module): `module {` never closed, and `module{{{`
    "unclosed_module": "module {",
    "module_of_braces": "module{{{",
}


@pytest.mark.parametrize("name", CASES)
def test_fuzz_finding_stays_fixed(name):
    _quick(CASES[name])


@pytest.mark.parametrize(
    "name, message",
    [
        ("huge_result_group", "results but"),
        ("huge_integer_subview", "integer literal is too large"),
        ("huge_integer_switch", "integer literal is too large"),
        ("huge_integer_width", "integer bitwidth is limited to 16777215 bits"),
        ("bad_escape_in_op_name", "unknown escape in string literal"),
        ("undefined_value_in_unknown_region", "use of undeclared SSA value name '%nowhere'"),
    ],
)
def test_fuzz_finding_is_a_located_diagnostic(name, message):
    found = _quick(CASES[name])
    assert any(message in d.message for d in found), [d.message for d in found]


def test_unknown_region_ops_nested_deep_are_checked_in_linear_time():
    """The BUF202 scan asked each nested unknown op for the memrefs its
    regions capture, walking its whole subtree: quadratic in the depth."""
    depth = 3000
    text = (
        "func.func @f(%m: memref<4xf32>) {\n"
        + '"x.region"() ({\n' * depth
        + '"x.use"(%m) : (memref<4xf32>) -> ()\n'
        + "}) : () -> ()\n" * depth
        + "return\n}\n"
    )
    script = (
        "import sys, time; from bufls.core.analyze import analyze; t = sys.stdin.read(); "
        "t0 = time.process_time(); d = analyze(t); print(time.process_time() - t0, len(d))"
    )
    proc = subprocess.run([sys.executable, "-c", script], input=text, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr[-2000:]
    seconds, count = proc.stdout.split()
    assert float(seconds) < 10 and int(count) >= 1


def test_the_printer_survives_what_parses():
    for name, text in CASES.items():
        result = api.parse_file(text, name)
        if result.modules:
            api.print_result(result)


def test_a_report_is_written_whatever_the_output_encoding(tmp_path):
    """With ``PYTHONIOENCODING=ascii``, printing a message holding "é" was an
    internal error (exit 2); characters the terminal lacks are escaped."""
    f = tmp_path / "e.mlir"
    f.write_text('func.func @f() {\n  %0 = "x.y"() : () -> \u00e9\U0001f600\n  return\n}\n', encoding="utf-8")
    env = {**os.environ, "PYTHONIOENCODING": "ascii"}
    for fmt in ("json", "text", "sarif", "github"):
        proc = subprocess.run(
            [sys.executable, "-m", "bufls", "--check", "--no-cache", "--format", fmt, str(f)],
            capture_output=True,
            env=env,
            timeout=120,
        )
        assert proc.returncode == 1, proc.stderr.decode(errors="replace")
        out = proc.stdout.decode("ascii")
        if fmt in ("json", "sarif"):
            assert "\u00e9" in json.dumps(json.loads(out), ensure_ascii=False)
        else:
            assert "\\u00e9" in out
