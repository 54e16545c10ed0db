"""Pipeline soundness on random programs (issue 7): every output of
``bufls opt --buffer-deallocation-pipeline`` on a random well-formed
bufferized program (``program_gen.py``: cf diamonds, loops and switches, scf
nests, calls, views, and -- every other program -- heap and pool buffers
mixed in the same block arguments, yields and selects)

1. is accepted by the real ``mlir-opt``;
2. is judged clean by ``bufls --check`` (no diagnostic at all);
3. runs with no leak, no invalid or double free, no write past the end, and
   the output of the program without deallocation (the exact malloc/free
   counter of ``runtime/alloc_counter.c``); every ``VALGRIND_EVERY``-th
   program also as a native executable under ``valgrind --leak-check=full``.

Programs are numbered; program ``k`` is ``generate(random.Random(k).randrange)``,
so a failure names a program anyone can regenerate::

    pytest tests/exec/test_random_soundness.py                          # 8 programs
    BUFLS_SOUNDNESS_PROGRAMS=200 pytest tests/exec/test_random_soundness.py
    BUFLS_SOUNDNESS_VALGRIND=1 ...     # valgrind on every program (0: never; default 4: every 4th)
"""

from __future__ import annotations

import contextlib
import importlib.util
import io
import json
import os
import random
import shutil
import sys
from pathlib import Path

import pytest

from bufls.cli import main as cli

HERE = Path(__file__).resolve().parent


def _load(name: str, filename: str):
    qualified = f"bufls_tests_exec_{name}"
    if qualified not in sys.modules:
        spec = importlib.util.spec_from_file_location(qualified, HERE / filename)
        module = importlib.util.module_from_spec(spec)
        sys.modules[qualified] = module
        spec.loader.exec_module(module)
    return sys.modules[qualified]


harness = _load("harness", "harness.py")
program_gen = _load("program_gen", "program_gen.py")

PROGRAMS = int(os.environ.get("BUFLS_SOUNDNESS_PROGRAMS", "8"))
VALGRIND_EVERY = int(os.environ.get("BUFLS_SOUNDNESS_VALGRIND", "4"))

MISSING = harness.tools_missing() or harness.bufls_pipeline_missing()
pytestmark = pytest.mark.skipif(MISSING is not None, reason=MISSING or "")


def program(k: int) -> harness.Program:
    text = program_gen.generate(random.Random(k).randrange, pools=k % 2 == 0)
    return harness.Program(f"random-{k}", text)


@pytest.fixture(scope="module")
def workdir(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("soundness")


@pytest.fixture(scope="module")
def runtime(workdir):
    return harness.build_runtime(workdir / "runtime")


def check_json(path: Path) -> tuple[int, list]:
    """``bufls --check --format json PATH`` in-process."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = cli.main(["--check", "--format", "json", "--no-cache", "-j", "1", str(path)])
    return code, json.loads(out.getvalue())


@pytest.mark.parametrize("k", range(PROGRAMS))
def test_pipeline_output_is_accepted_clean_and_runs_clean(runtime, workdir, k):
    prog = program(k)
    folder = workdir / prog.name
    reference = harness.run_program(prog, harness.Step.NONE, runtime, folder)
    assert reference.ok and reference.report.complete, reference.describe()

    proc = harness.run_bufls_opt(prog.text, folder)
    assert proc.returncode == 0, f"bufls opt rejected program {k}:\n{proc.stderr}\n{prog.text}"
    deallocated = proc.stdout

    # 2. bufls --check on its own output, under the programs' configuration (the pool resource)
    checked = folder / "check"
    checked.mkdir()
    shutil.copy(harness.CONFIG, checked / "bufls.toml")
    (checked / "deallocated.mlir").write_text(deallocated, encoding="utf-8")
    code, report = check_json(checked / "deallocated.mlir")
    assert report == [] and code == 0, json.dumps(report, indent=1) + "\n" + deallocated

    # 1. + 3. the real mlir-opt reads it (verify stage), lowers it, and it runs clean
    outcome = harness.run_deallocated(prog.name, deallocated, runtime, folder / "run", step=harness.Step.BUFLS)
    found = harness.problems(outcome, reference)
    assert not found, "\n".join(found)
    if VALGRIND_EVERY and k % VALGRIND_EVERY == 0 and harness.valgrind_missing() is None:
        outcome = harness.run_deallocated(
            prog.name, deallocated, runtime, folder / "valgrind", valgrind=True, step=harness.Step.BUFLS
        )
        found = harness.problems(outcome, reference)
        assert not found, "valgrind:\n" + "\n".join(found)


# ---------------------------------------------------------------------------
# Found by the random programs (BUFLS_SOUNDNESS_PROGRAMS=300), minimized.
# Open: strict xfails, so the fix turns them into failures that ask for the
# marker to go.

CALL_AND_POOL_JOIN = """\
func.func private @make() -> memref<4xf32> {
  %new = memref.alloc() : memref<4xf32>
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%new : memref<4xf32>)
  return %new : memref<4xf32>
}

func.func @f(%p: i1) -> f32 {
  %c0 = arith.constant 0 : index
  cf.cond_br %p, ^a, ^b
^a:
  %c = func.call @make() : () -> memref<4xf32>
  cf.br ^join(%c : memref<4xf32>)
^b:
  %q = "acme.pool_alloc"() : () -> memref<4xf32>
  %two = arith.constant 2.0 : f32
  linalg.fill ins(%two : f32) outs(%q : memref<4xf32>)
  cf.br ^join(%q : memref<4xf32>)
^join(%j: memref<4xf32>):
  %v = memref.load %j[%c0] : memref<4xf32>
  return %v : f32
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %x = call @f(%t) : (i1) -> f32
  vector.print %x : f32
  %y = call @f(%f) : (i1) -> f32
  vector.print %y : f32
  return
}
"""


def test_a_call_result_and_a_pool_buffer_joined_are_freed_by_their_own_resources(runtime, workdir):
    prog = harness.Program("call-and-pool-join", CALL_AND_POOL_JOIN)
    folder = workdir / prog.name
    reference = harness.run_program(prog, harness.Step.NONE, runtime, folder)
    assert reference.ok, reference.describe()
    outcome = harness.run_program(prog, harness.Step.BUFLS, runtime, folder / "bufls")
    found = harness.problems(outcome, reference)
    assert not found, "\n".join(found)


SWITCH_FACTS = """\
func.func @exclusive(%x: i32) {
  %true = arith.constant true
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %a = memref.alloc() : memref<2xf32>
  %is0 = arith.cmpi eq, %x, %c0 : i32
  %is1 = arith.cmpi eq, %x, %c1 : i32
  %either = arith.ori %is0, %is1 : i1
  %neither = arith.xori %either, %true : i1
  scf.if %is0 {
    memref.dealloc %a : memref<2xf32>
  }
  scf.if %is1 {
    memref.dealloc %a : memref<2xf32>
  }
  scf.if %neither {
    memref.dealloc %a : memref<2xf32>
  }
  return
}

func.func @switch_edge(%x: i32) {
  %c0 = arith.constant 0 : i32
  %a = memref.alloc() : memref<2xf32>
  %is0 = arith.cmpi eq, %x, %c0 : i32
  cf.switch %x : i32, [default: ^other, 0: ^zero]
^zero:
  scf.if %is0 {
    memref.dealloc %a : memref<2xf32>
  }
  return
^other:
  memref.dealloc %a : memref<2xf32>
  return
}
"""


def test_the_checker_knows_the_facts_the_pipeline_uses_for_switches(tmp_path):
    (tmp_path / "switch.mlir").write_text(SWITCH_FACTS)
    _code, report = check_json(tmp_path / "switch.mlir")
    assert report == [], json.dumps(report, indent=1)
