"""Proof by execution of the ownership pass *alone*: every program of
tests/exec/programs runs with no leak, no invalid or double free and the
same output as without deallocation when the only bufls step is
``--ownership-based-buffer-deallocation`` (with and without
``private-function-dynamic-ownership``) and every other step of the
pipeline is the real mlir-opt's::

    mlir-opt --expand-realloc=emit-deallocs=false --canonicalize
    bufls    --ownership-based-buffer-deallocation        (in process, pool resource configured)
    mlir-opt --canonicalize --buffer-deallocation-simplification
             --bufferization-lower-deallocations --cse --canonicalize

then tests/exec/harness.py lowers, runs under the malloc/free counter and
checks.  This isolates the pass from bufls' other passes: cf loops,
cf.switch, unknown ops and the configured ``pool`` resource (freed with
``acme.pool_free``) all go through it.
"""

from __future__ import annotations

import concurrent.futures
import importlib.util
import os
import sys
import tomllib
from pathlib import Path

import pytest

from bufls.core import upstream
from bufls.core.analysis.resources import resources_from_config
from bufls.core.api import parse_file, print_result
from bufls.core.passes import load_all
from bufls.core.passes.base import PassError, run_pipeline

load_all()  # before the worker threads (load_all is not thread-safe)

EXEC = Path(__file__).resolve().parents[1] / "exec"


def _load_harness():
    name = "bufls_tests_exec_harness"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, EXEC / "harness.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


harness = _load_harness()
PROGRAMS = {p.name: p for p in harness.load_programs()}
MISSING = harness.tools_missing()
pytestmark = [
    pytest.mark.skipif(MISSING is not None, reason=MISSING or ""),
    # pytest-xdist: the module fixture `outcomes` runs every program; one worker
    pytest.mark.xdist_group("ownership-exec"),
]

FLAGS = (
    "--ownership-based-buffer-deallocation",
    "--ownership-based-buffer-deallocation=private-function-dynamic-ownership=true",
)
BEFORE = ("--allow-unregistered-dialect", "--expand-realloc=emit-deallocs=false", "--canonicalize")
AFTER = (
    "--allow-unregistered-dialect",
    "--canonicalize",
    "--buffer-deallocation-simplification",
    "--bufferization-lower-deallocations",
    "--cse",
    "--canonicalize",
)


def ownership_step(text: str, flag: str, resources) -> tuple[str | None, str]:
    """(IR after the pipeline with bufls' ownership pass, error text)."""
    pre = upstream.run_tool("mlir-opt", list(BEFORE), input=text)
    if pre.returncode:
        return None, f"mlir-opt (before): {pre.stderr}"
    result = parse_file(pre.stdout, "program.mlir")
    try:
        for pm in result.modules:
            run_pipeline(pm, [flag], resources, [])
    except PassError as exc:
        return None, f"bufls: {exc.message}"
    post = upstream.run_tool("mlir-opt", list(AFTER), input=print_result(result))
    if post.returncode:
        return None, f"mlir-opt (after): {post.stderr}"
    return post.stdout, ""


def _run(program, flag: str, runtime, workdir: Path, resources):
    workdir.mkdir(parents=True, exist_ok=True)
    text, error = ownership_step(program.text, flag, resources)
    outcome = harness.Outcome(program.name, harness.Step.BUFLS, "dealloc")
    if text is None:
        outcome.stderr = error
        return outcome
    outcome.dealloc_ir, outcome.stage = text, "lower"
    lowered = harness.lower(outcome, workdir)
    if lowered is not None:
        harness.execute(outcome, lowered, runtime, workdir)
    return outcome


@pytest.fixture(scope="module")
def outcomes(tmp_path_factory):
    workdir = tmp_path_factory.mktemp("ownership-exec")
    runtime = harness.build_runtime(workdir / "runtime")
    resources = resources_from_config(tomllib.loads(harness.CONFIG.read_text()))
    workers = max(2, min(8, os.cpu_count() or 2))
    with concurrent.futures.ThreadPoolExecutor(max_workers=workers) as pool:
        refs = {
            name: pool.submit(harness.run_program, p, harness.Step.NONE, runtime, workdir / f"{name}-none")
            for name, p in PROGRAMS.items()
        }
        runs = {
            (name, flag): pool.submit(_run, p, flag, runtime, workdir / f"{name}-{i}", resources)
            for name, p in PROGRAMS.items()
            for i, flag in enumerate(FLAGS)
        }
        yield ({k: f.result() for k, f in refs.items()}, {k: f.result() for k, f in runs.items()})


def test_there_are_programs():
    assert len(PROGRAMS) >= 30


@pytest.mark.parametrize("flag", FLAGS, ids=["abi", "dynamic"])
@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_program_runs_clean_with_the_ownership_pass(outcomes, name, flag):
    refs, runs = outcomes
    found = harness.problems(runs[(name, flag)], refs[name])
    assert not found, "\n".join(found)
