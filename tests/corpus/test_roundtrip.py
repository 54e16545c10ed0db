"""Round trip against the real mlir-opt on every corpus case bufls parses.

For each case with no diagnostics: bufls' custom print and bufls' generic
print are accepted by ``mlir-opt``, and ``mlir-opt --allow-unregistered-dialect
--mlir-print-op-generic`` prints the same text for the original and for both
of bufls' outputs.  ``test_roundtrip_figures`` prints the tally.
"""

from __future__ import annotations

import json
import pathlib

import pytest

from bufls.core import upstream
from bufls.core.api import parse_file, print_result

CORPUS = pathlib.Path(__file__).parent
PARSE = json.loads((CORPUS / "parse" / "manifest.json").read_text())["cases"]
UPSTREAM = json.loads((CORPUS / "upstream" / "manifest.json").read_text())["cases"]

FILES = sorted(
    [CORPUS / "parse" / c["path"] for c in PARSE if c["kind"] == "valid"]
    + [CORPUS / "upstream" / c["input"] for c in UPSTREAM]
    + [CORPUS / "upstream" / c["expected"] for c in UPSTREAM if c["kind"] == "valid"]
)

pytestmark = pytest.mark.skipif(upstream.tool_path("mlir-opt") is None, reason="mlir-opt not installed")


def _generic(text: str) -> tuple[int, str]:
    p = upstream.run_tool("mlir-opt", ["--allow-unregistered-dialect", "--mlir-print-op-generic", "-"], input=text)
    return p.returncode, p.stdout if p.returncode == 0 else p.stderr


def roundtrip(path: pathlib.Path) -> str | None:
    """None when the case round-trips, else what went wrong."""
    text = path.read_text()
    result = parse_file(text, str(path), split=False)
    if result.diagnostics:
        return "skip"
    rc, want = _generic(text)
    if rc != 0:
        return "skip"  # e.g. expected-error cases mlir-opt rejects as a whole
    for generic in (False, True):
        ours = print_result(result, generic=generic)
        rc, got = _generic(ours)
        form = "generic" if generic else "custom"
        if rc != 0:
            return f"mlir-opt rejects bufls' {form} print: {got.strip().splitlines()[0] if got.strip() else ''}"
        if got != want:
            return f"bufls' {form} print means something else"
    again = print_result(parse_file(print_result(result), split=False))
    if again != print_result(result):
        return "parse -> print -> parse -> print is not a fixed point"
    return None


@pytest.fixture(scope="module")
def outcomes():
    return {str(f.relative_to(CORPUS)): roundtrip(f) for f in FILES}


def test_roundtrip_figures(outcomes, capsys):
    tried = {k: v for k, v in outcomes.items() if v != "skip"}
    ok = [k for k, v in tried.items() if v is None]
    with capsys.disabled():
        print(
            f"\nround trip: {len(ok)}/{len(tried)} cases round-trip through mlir-opt "
            f"({len(outcomes) - len(tried)} skipped: bufls or mlir-opt reports a diagnostic)"
        )
        for k, v in tried.items():
            if v is not None:
                print(f"  {k}: {v}")
    assert len(ok) == len(tried)
