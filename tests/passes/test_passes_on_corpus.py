"""Every pass on every corpus module: no crash (a refusal is a PassError
located in the file), and what comes out still parses and verifies with
bufls.

tests/corpus/parse holds upstream MLIR test files of many dialects (control
flow, loops, unregistered ops...), tests/corpus/upstream the deallocation
cases; both are far from what each pass expects, which is the point.
"""

from pathlib import Path

import pytest

from bufls.core.api import parse_file, print_result
from bufls.core.passes.base import PassError, run_pipeline

CORPUS = Path(__file__).resolve().parents[1] / "corpus"
FILES = sorted((CORPUS / "parse" / "cases").glob("*.mlir")) + sorted((CORPUS / "upstream" / "cases").glob("*.mlir"))
PASSES = [
    "--canonicalize",
    "--cse",
    "--buffer-deallocation-simplification",
    "--bufferization-lower-deallocations",
    "--expand-realloc",
    "--buffer-results-to-out-params",
    "--buffer-results-to-out-params=hoist-static-allocs=1",
    "--buffer-results-to-out-params=hoist-dynamic-allocs=1",
    "--buffer-results-to-out-params=hoist-static-allocs=1 hoist-dynamic-allocs=1 modify-public-functions=1",
    "--buffer-results-to-out-params=modify-public-functions=1 add-result-attr=1",
    "--buffer-hoisting",
    "--buffer-loop-hoisting",
    "--promote-buffers-to-stack",
    "--promote-buffers-to-stack=max-alloc-size-in-bytes=1000000 max-rank-of-allocated-memref=4",
    "--promote-buffers-to-stack=max-alloc-size-in-bytes=0 max-rank-of-allocated-memref=0",
    "--optimize-allocation-liveness",
    "--drop-equivalent-buffer-results",
    "--drop-equivalent-buffer-results=modify-public-functions=1",
]


@pytest.mark.parametrize("flag", PASSES)
def test_pass_never_crashes_and_output_verifies(flag):
    assert FILES
    broken = []
    for path in FILES:
        text = path.read_text()
        result = parse_file(text, str(path))
        if any(d.severity.name == "ERROR" for d in result.diagnostics):
            continue
        try:
            for pm in result.modules:
                run_pipeline(pm, [flag])
        except PassError as e:
            if e.span is None:
                broken.append(f"{path.name}: refused without a location: {e.message}")
            continue
        out = print_result(result)
        again = parse_file(out, "out.mlir")
        errors = [d.message for d in again.diagnostics if d.severity.name == "ERROR"]
        if errors:
            broken.append(f"{path.name}: {errors[0]}")
    assert not broken, "\n".join(broken)
