"""How often bufls' buffer optimizations give what the real mlir-opt gives on
upstream's own tests of them (the golden cases with an ``// upstream:``
line in tests/golden/passes/promote-buffers-to-stack/ and
optimize-allocation-liveness/).

Each case runs with every flag set of its upstream file's RUN lines; a run
agrees when mlir-opt prints the same IR for its own output and for bufls'
(so SSA names do not matter).  A case that differs on purpose says why on
its ``// upstream-differs:`` line; there mlir-opt must fail or print
something else, and accept bufls' output.  The tally is printed
(``pytest -s``).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from bufls.core import upstream

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_golden import GOLDEN, resources_of, run_bufls, split_case

# the flag sets of each upstream file's RUN lines
RUNS = {
    "promote-buffers-to-stack": [
        "--promote-buffers-to-stack",
        "--promote-buffers-to-stack=max-alloc-size-in-bytes=64",
        "--promote-buffers-to-stack=max-rank-of-allocated-memref=2",
    ],
    "optimize-allocation-liveness": ["--optimize-allocation-liveness"],
}
# upstream cases not in the golden folders: the release mlir-opt has no test dialect
UNCONVERTIBLE = {
    "promote-buffers-to-stack": ["@inner_region_control_flow (test.region_if: region-branch op with block arguments)"],
    "optimize-allocation-liveness": [
        "@test_alloc_with_multiple_results (test.alloc_with_multiple_results)",
        "@test_two_alloc_results (test.alloc_with_two_memref_results)",
    ],
}

pytestmark = pytest.mark.xdist_group("buffer-optimizations-agreement")


def _mlir_opt(args, text):
    return upstream.run_tool("mlir-opt", ["--allow-unregistered-dialect", *args, "-"], input=text)


def _upstream_cases(pass_name: str) -> list[Path]:
    return sorted(p for p in (GOLDEN / pass_name).glob("*.mlir") if "// upstream: " in p.read_text())


def _tally(pass_name: str):
    seen: set[tuple[str, str]] = set()
    same, differ, unexpected = [], [], []
    for path in _upstream_cases(pass_name):
        case = split_case(path.read_text())
        # (the variants of one case share their input, below the header comments)
        key = "\n".join(line for line in case["input"].split("\n") if not line.startswith("// "))
        for flags in RUNS[pass_name]:
            if (key, flags) in seen:
                continue
            seen.add((key, flags))
            out, error = run_bufls(case["input"], [flags], str(path), resources_of(path, case))
            theirs = _mlir_opt([flags], case["input"])
            ours = _mlir_opt([], out) if out is not None else None
            run = f"{path.stem} [{flags}]"
            if ours is not None and ours.returncode == 0 and theirs.returncode == 0 and ours.stdout == theirs.stdout:
                same.append(run)
            elif case["differs"] is not None and ours is not None and ours.returncode == 0:
                differ.append(f"{run}: {case['differs']}")
            else:
                unexpected.append(run if error is None else f"{run}: bufls rejects: {error}")
    return same, differ, unexpected


@pytest.mark.parametrize("pass_name", sorted(RUNS))
def test_agreement_tally(pass_name: str):
    if upstream.tool_path("mlir-opt") is None:
        pytest.skip("mlir-opt is not installed")
    same, differ, unexpected = _tally(pass_name)
    total = len(same) + len(differ) + len(unexpected)
    cases = len({r.split(" [")[0] for r in same + differ + unexpected})
    lines = [f"{pass_name}: {len(same)} of {total} runs identical to mlir-opt 22.1.8 ({cases} upstream cases)"]
    lines += [f"  differs on purpose: {d}" for d in differ]
    lines += [f"  not converted: {u}" for u in UNCONVERTIBLE[pass_name]]
    print("\n" + "\n".join(lines))
    assert not unexpected, unexpected
    assert len(same) >= total - len(differ)
