"""Golden pass cases: tests/golden/passes/<pass>/*.mlir (but ownership/).

Each file holds one case::

    // <first line: what the case checks>
    // flags: --canonicalize
    func.func @f(...) { ... }             <- the input
    // expected:
    // func.func @f(...) {                <- bufls' exact output, commented out
    // ...

or, for input the pass must reject, ``// expected-error: <message substring>``.
``// config: resources.toml`` reads allocation resources from that file (next
to the case, in the format of ``bufls.toml``).
``// -----`` splits the input into modules as ``--split-input-file`` does.

When mlir-opt is installed, upstream must agree: running mlir-opt with the
same flags on the input gives the same IR as mlir-opt reading bufls' output
(both printed by mlir-opt, so SSA names do not matter), and rejects the
input when bufls does.  A case where bufls differs on purpose says why on a
``// upstream-differs: <reason>`` line; then mlir-opt must only accept
bufls' output.

``BUFLS_UPDATE_GOLDEN=1 pytest tests/passes/test_golden.py`` rewrites the
expected sections (review the diff).
"""

from __future__ import annotations

import os
import re
import shlex
from pathlib import Path

import pytest

from bufls.core import upstream
from bufls.core.api import parse_file, print_result
from bufls.core.passes.base import PassError, run_pipeline

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "passes"
# the ownership pass has its own harness (tests/passes/test_ownership.py)
CASES = sorted(p for p in GOLDEN.glob("*/*.mlir") if p.parent.name != "ownership")
_EXPECTED = "// expected:"


def split_case(text: str) -> dict:
    lines = text.split("\n")
    case = {"flags": [], "error": None, "differs": None, "input": text, "expected": None, "config": None}
    for line in lines:
        m = re.match(r"//\s*config:\s*(.*)$", line)
        if m:
            case["config"] = m.group(1).strip()
        m = re.match(r"//\s*flags:\s*(.*)$", line)
        if m:
            case["flags"] = shlex.split(m.group(1))
        m = re.match(r"//\s*expected-error:\s*(.*)$", line)
        if m:
            case["error"] = m.group(1).strip()
        m = re.match(r"//\s*upstream-differs:\s*(.*)$", line)
        if m:
            case["differs"] = m.group(1).strip()
    if _EXPECTED in lines:
        i = lines.index(_EXPECTED)
        case["input"] = "\n".join(lines[:i]) + "\n"
        body = []
        for line in lines[i + 1 :]:
            if line == "":
                continue
            assert line.startswith("//"), f"expected-output line without '//': {line!r}"
            body.append(line[3:] if line.startswith("// ") else line[2:])
        case["expected"] = "\n".join(body) + "\n"
    return case


def resources_of(path: Path, case: dict):
    """The allocation resources of a case's ``// config:`` file (None: built-in only)."""
    if case["config"] is None:
        return None
    import tomllib

    from bufls.core.analysis.resources import resources_from_config

    return resources_from_config(tomllib.loads((path.parent / case["config"]).read_text()))


def run_bufls(text: str, flags: list[str], path: str = "case.mlir", resources=None):
    """(printed output, error message or None)."""
    result = parse_file(text, path, split=True)
    errors = [d.message for d in result.diagnostics if d.severity.name == "ERROR"]
    assert not errors, f"the input does not parse/verify: {errors}"
    try:
        for pm in result.modules:
            run_pipeline(pm, flags, resources, [])
    except PassError as exc:
        return None, exc.message
    return print_result(result), None


def test_there_are_golden_cases_for_every_pass():
    passes = {p.parent.name for p in CASES}
    assert {
        "canonicalize",
        "buffer-deallocation-simplification",
        "bufferization-lower-deallocations",
        "cse",
        "expand-realloc",
        "buffer-results-to-out-params",
        "buffer-deallocation-pipeline",
    } <= passes


@pytest.mark.parametrize("path", CASES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_golden_case(path: Path):
    text = path.read_text()
    first = text.split("\n")[0]
    assert first.startswith("// ") and len(first) > 15, "first line must say what the case checks"
    case = split_case(text)
    assert case["flags"], "a '// flags:' line is needed"
    out, error = run_bufls(case["input"], case["flags"], str(path), resources_of(path, case))
    if case["error"] is not None:
        assert error is not None and case["error"] in error, f"expected an error, got {error!r}"
        return
    assert error is None, f"bufls rejected the input: {error}"
    if os.environ.get("BUFLS_UPDATE_GOLDEN") and out != case["expected"]:
        head = text.split(_EXPECTED)[0].rstrip("\n") + "\n"
        body = "\n".join(("// " + line) if line else "//" for line in out.rstrip("\n").split("\n"))
        path.write_text(f"{head}{_EXPECTED}\n{body}\n")
        return
    assert case["expected"] is not None, "no '// expected:' section"
    assert out == case["expected"]


def _mlir_opt(args, text):
    return upstream.run_tool("mlir-opt", ["--allow-unregistered-dialect", *args, "-"], input=text)


@pytest.mark.parametrize("path", CASES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_golden_case_agrees_with_mlir_opt(path: Path):
    if upstream.tool_path("mlir-opt") is None:
        pytest.skip("mlir-opt is not installed")
    case = split_case(path.read_text())
    split = ["--split-input-file"] if "// -----" in case["input"] else []
    theirs = _mlir_opt([*split, *case["flags"]], case["input"])
    if case["error"] is not None:
        if case["differs"] is None:
            assert theirs.returncode != 0 and case["error"] in theirs.stderr
        return
    ours = _mlir_opt(split, case["expected"])
    assert ours.returncode == 0, f"mlir-opt rejects bufls' output:\n{ours.stderr}"
    if case["differs"] is None:
        assert theirs.returncode == 0, theirs.stderr
        assert ours.stdout == theirs.stdout
