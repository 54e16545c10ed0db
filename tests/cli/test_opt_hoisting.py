"""``bufls opt`` runs the buffer hoisting passes by flag and inside
``--pass-pipeline``, and lists them."""

from __future__ import annotations

import pytest
from clirun import bufls

from bufls.core.passes import load_all
from bufls.core.passes.base import PASSES

IF_ELSE = """\
func.func @f(%c: i1, %n: index) -> memref<?xf32> {
  %r = scf.if %c -> (memref<?xf32>) {
    %a = memref.alloc(%n) : memref<?xf32>
    scf.yield %a : memref<?xf32>
  } else {
    %b = memref.alloc(%n) : memref<?xf32>
    scf.yield %b : memref<?xf32>
  }
  return %r : memref<?xf32>
}
"""
HOISTED = """\
module {
  func.func @f(%c: i1, %n: index) -> memref<?xf32> {
    %a = memref.alloc(%n) : memref<?xf32>
    %b = memref.alloc(%n) : memref<?xf32>
    %r = scf.if %c -> (memref<?xf32>) {
"""


@pytest.mark.parametrize("name", ["buffer-hoisting", "buffer-loop-hoisting"])
def test_the_passes_are_registered_with_a_summary(name):
    load_all()
    assert name in PASSES and PASSES[name].summary


def test_opt_help_lists_the_hoisting_passes():
    proc = bufls("opt", "--help")
    assert proc.returncode == 0
    assert "--buffer-hoisting" in proc.stdout and "--buffer-loop-hoisting" in proc.stdout


@pytest.mark.parametrize(
    "flags",
    [["--buffer-hoisting"], ["--pass-pipeline=builtin.module(func.func(buffer-hoisting))"]],
    ids=["flag", "pass-pipeline"],
)
def test_opt_runs_buffer_hoisting(flags):
    proc = bufls("opt", *flags, "-", input=IF_ELSE)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith(HOISTED)


def test_opt_runs_buffer_loop_hoisting_in_a_pipeline():
    loop = "func.func @g(%lb: index, %ub: index, %s: index) {\n  scf.for %i = %lb to %ub step %s {\n    %a = memref.alloc() : memref<4xf32>\n  }\n  return\n}\n"
    proc = bufls("opt", "--pass-pipeline=builtin.module(func.func(buffer-loop-hoisting))", "-", input=loop)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.index("memref.alloc") < proc.stdout.index("scf.for")
