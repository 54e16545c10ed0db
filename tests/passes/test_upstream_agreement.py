"""bufls' passes on the upstream corpus, against the real mlir-opt.

Every case of tests/corpus/upstream/manifest.json runs with its flags (the
main pipeline and every ``alt`` flag set): valid inputs must be accepted,
their output must be accepted by mlir-opt, never free fewer buffers than
upstream nor make more clones, copies or heap allocations; invalid inputs
must be rejected, except those bufls handles on purpose (CFG loops, unknown
ops: issue 3, point 4).  The tally is printed (``pytest -s``, or
``python tests/passes/upstream_tally.py``).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from bufls.core import upstream

sys.path.insert(0, str(Path(__file__).resolve().parent))
import upstream_tally

# pytest-xdist: the module fixture `runs` runs the whole corpus once, on one worker
pytestmark = pytest.mark.xdist_group("upstream-agreement")


@pytest.fixture(scope="module")
def runs():
    all_runs = upstream_tally.collect("all")
    print("\n" + upstream_tally.tally(all_runs))
    return all_runs


def _names(items) -> str:
    return "\n".join(f"{r.name} [{' '.join(r.flags)}]: {p}" for r, p in items)


def test_the_corpus_is_all_there(runs):
    valid = [r for r in runs if r.kind == "valid"]
    invalid = [r for r in runs if r.kind == "invalid"]
    main = [r for r in runs if r.variant == "main"]
    assert len(main) == 90 and len(valid) >= 77 and len(invalid) >= 13


def test_no_crash(runs):
    crashes = [(r, r.error) for r in runs if r.crashed]
    assert not crashes, _names(crashes)


def test_valid_inputs_are_accepted(runs):
    rejected = [(r, r.error) for r in runs if r.kind == "valid" and not r.accepted]
    assert not rejected, _names(rejected)


def test_mlir_opt_accepts_every_output(runs):
    if upstream.tool_path("mlir-opt") is None:
        pytest.skip("mlir-opt is not installed")
    bad = [(r, r.mlir_opt_error) for r in runs if r.accepted and r.mlir_opt_accepts is not True]
    assert not bad, _names(bad)


def test_never_fewer_frees_nor_more_clones_copies_or_allocations(runs):
    bad = [
        (r, p)
        for r in runs
        if r.kind == "valid" and r.accepted
        for p in r.problems()
        if p.startswith(("fewer", "more"))
    ]
    assert not bad, _names(bad)


def test_invalid_inputs_are_rejected_unless_bufls_goes_further_on_purpose(runs):
    bad = [(r, "accepted") for r in runs if r.kind == "invalid" and r.accepted and not r.beyond_upstream]
    assert not bad, _names(bad)
    beyond = [r for r in runs if r.kind == "invalid" and r.accepted]
    assert all(r.mlir_opt_accepts is not False for r in beyond), _names(
        [(r, r.mlir_opt_error) for r in beyond if r.mlir_opt_accepts is False]
    )
