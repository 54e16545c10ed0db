"""Golden verifier cases: tests/golden/verify/*.mlir.

Each file starts with a comment line saying what it checks.  A line that
must get a diagnostic carries ``// verify: <substring of the message>`` (several
markers may follow each other on one line); every diagnostic must start on a
marked line and contain its substring, each marker matches one diagnostic,
and every marker must be matched.  ``// -----`` splits a file into independent modules, as in MLIR
tests.  When mlir-opt is installed, it must agree: files (parts) without
markers are valid, parts with markers fail with an error on a marked line
(or with a marker's message).
"""

import re
from pathlib import Path

import pytest

from bufls.core import upstream
from bufls.core.api import parse_file
from bufls.core.syntax.parser import split_input

GOLDEN = Path(__file__).resolve().parent.parent.parent / "golden" / "verify"
CASES = sorted(GOLDEN.glob("*.mlir"))
_MARKER = re.compile(r"//\s*verify:\s*(.*?)\s*(?=//\s*verify:|$)")


def markers(text: str) -> list[tuple[int, str]]:
    """(1-based line, expected substring) of every marker."""
    out = []
    for lineno, line in enumerate(text.splitlines(), 1):
        for m in _MARKER.finditer(line):
            out.append((lineno, m.group(1)))
    return out


def line_of(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1


def test_there_are_golden_cases():
    assert len(CASES) >= 10


@pytest.mark.parametrize("path", CASES, ids=lambda p: p.stem)
def test_golden_case_has_a_first_line_comment(path):
    first = path.read_text().splitlines()[0]
    assert first.startswith("// ") and len(first) > 10, "first line must say what the case checks"


@pytest.mark.parametrize("path", CASES, ids=lambda p: p.stem)
def test_golden_case_diagnostics_match_the_markers(path):
    text = path.read_text()
    result = parse_file(text, str(path))
    expected = markers(text)
    unmatched = list(expected)
    unexpected = []
    for d in result.diagnostics:
        line = line_of(text, d.start)
        hit = next((m for m in unmatched if m[0] == line and m[1] in d.message), None)
        if hit is None:  # also a duplicate: one marker per diagnostic
            unexpected.append(f"{line}: [{d.code}] {d.message}")
        else:
            unmatched.remove(hit)
    assert not unexpected, "diagnostics without a marker:\n" + "\n".join(unexpected)
    assert not unmatched, "markers without a diagnostic:\n" + "\n".join(f"{n}: {s}" for n, s in unmatched)


@pytest.mark.skipif(upstream.tool_path("mlir-opt") is None, reason="mlir-opt not installed")
@pytest.mark.parametrize("path", CASES, ids=lambda p: p.stem)
def test_mlir_opt_agrees_with_the_golden_case(path):
    text = path.read_text()
    expected = markers(text)
    for start, end in split_input(text):
        part_lines = (line_of(text, start), line_of(text, end))
        marked = {line for line, _ in expected if part_lines[0] <= line <= part_lines[1]}
        # keep the line numbers: blank everything outside this part
        part = "\n" * (part_lines[0] - 1) + text[start:end]
        proc = upstream.run_tool("mlir-opt", ["--allow-unregistered-dialect", "-o", "/dev/null", "-"], input=part)
        errors = [int(m.group(1)) for m in re.finditer(r"^<stdin>:(\d+):\d+: error:", proc.stderr, re.MULTILINE)]
        if not marked:
            assert proc.returncode == 0, proc.stderr
        else:
            assert proc.returncode != 0, f"mlir-opt accepts the part at line {part_lines[0]}"
            # the same error, on a marked line or (MLIR sometimes points at the
            # enclosing op) with the marker's text
            texts = [m for line, m in expected if line in marked]
            assert set(errors) & marked or any(t in proc.stderr for t in texts), proc.stderr
