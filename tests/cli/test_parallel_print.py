"""cli/parallel.py: `bufls opt` printing a module's two halves in two
processes gives the one-process text, byte for byte, and falls back to it."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from bufls.cli import parallel
from bufls.core import api
from bufls.core.syntax import printer

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs os.fork")

ROOT = Path(__file__).resolve().parents[2]
CORPUS = sorted(
    p
    for folder in ("tests/golden", "tests/corpus/parse", "tests/corpus/dialects", "tests/exec/programs", "examples")
    for p in (ROOT / folder).rglob("*.mlir")
)


@pytest.fixture
def always(monkeypatch):
    """Split every module, however small, whatever the machine's load."""
    monkeypatch.setattr(parallel, "MIN_CHARS", 0)
    monkeypatch.setattr(parallel, "MIN_OPS", 2)
    monkeypatch.setattr(parallel, "_idle_cores", lambda: 2)
    monkeypatch.delenv("BUFLS_OPT_JOBS", raising=False)


def _parsed(path: Path, split: bool = False):
    text = path.read_text(encoding="utf-8", errors="surrogateescape")
    return api.parse_file(text, str(path), split=split)


@pytest.mark.parametrize("generic", [False, True])
def test_the_corpus_prints_the_same_on_two_processes(always, generic):
    split_some = 0
    for path in CORPUS:
        result = _parsed(path)
        if not result.modules:
            continue
        block = printer.top_level_block(result.modules[0])
        if block is not None and len(block.ops) >= 2 and printer.splittable(block, parallel._split_point(block.ops)):
            split_some += 1
        assert parallel.print_result(result, generic) == api.print_result(result, generic), path
    assert split_some > 50  # the corpus does exercise the split


def test_a_split_module_after_passes_prints_the_same(always):
    from bufls.core.passes.base import run_pipeline

    paths = [p for p in CORPUS if "func.func" in p.read_text(encoding="utf-8", errors="replace")][:80]
    for path in paths:
        result = _parsed(path)
        if len(result.modules) != 1 or any(d.severity.name == "ERROR" for d in result.diagnostics):
            continue
        try:
            run_pipeline(result.modules[0], ["--buffer-deallocation-pipeline"])
        except Exception:  # (a rejected module: nothing to print)
            continue
        assert parallel.print_result(result) == api.print_result(result), path


def test_fresh_names_counted_from_another_point_are_not_taken(always):
    """The first half names a value afresh (its name is taken), and so does
    the second: the child's names, counted from zero, would be wrong."""
    text = (
        '"test.a"() ({\n  %0 = "test.x"() : () -> i32\n  %0 = "test.y"() : () -> i32\n}) : () -> ()\n'
        '"test.b"() ({\n  %0 = "test.x"() : () -> i32\n  %0 = "test.y"() : () -> i32\n}) : () -> ()\n'
    )
    result = api.parse_file(text, "t.mlir")
    assert parallel.print_result(result) == api.print_result(result)


def test_a_failing_child_leaves_the_printing_to_the_parent(always, monkeypatch):
    result = _parsed(ROOT / "examples" / "leak.mlir")
    expected = api.print_result(result)
    real = printer.Printer._print_split

    def failing(self, ops, split, first_newline):
        if split.skip:
            raise RuntimeError("child failure")
        return real(self, ops, split, first_newline)

    monkeypatch.setattr(printer.Printer, "_print_split", failing)
    assert parallel.print_result(result) == expected


def test_off_when_asked(monkeypatch, always):
    monkeypatch.setenv("BUFLS_OPT_JOBS", "1")
    monkeypatch.setattr(os, "fork", lambda: pytest.fail("forked"))
    result = _parsed(ROOT / "examples" / "leak.mlir")
    assert parallel.print_result(result) == api.print_result(result)


def test_no_fork_for_split_input_files(always, monkeypatch):
    monkeypatch.setattr(os, "fork", lambda: pytest.fail("forked"))
    text = "func.func @a() {\n  return\n}\n// -----\nfunc.func @b() {\n  return\n}\n"
    result = api.parse_file(text, "t.mlir", split=True)
    assert parallel.print_result(result) == api.print_result(result)


if __name__ == "__main__":
    sys.exit(pytest.main([__file__]))
