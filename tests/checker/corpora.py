"""Correct IR for the checker's figures: ``(name, text, config)`` triples.

* ``upstream_outputs()``: what the real ``mlir-opt`` printed for the valid
  cases of the upstream OwnershipBasedBufferDeallocation tests (primary
  ``--buffer-deallocation-pipeline`` run and the RUN-line alternatives), from
  ``tests/corpus/upstream`` or ``../shared/corpus/upstream``;
  ``upstream_synthetic()``: outputs of the single-pass test files
  (simplification, lowering, out-params), whose inputs free arguments on
  purpose: not correct code, shown apart;
* ``mlir_opt_generated(n, lines)``: modules of ``benchmarks/genmod.py
  --deallocs none`` through the real ``mlir-opt --buffer-deallocation-pipeline``;
* ``bufls_generated`` / ``bufls_upstream_inputs``: the same inputs through
  bufls' own pipeline;
* ``hand_written(n, lines)``: ``genmod --deallocs all`` (frees written where a
  careful programmer would, CFG loops included).
"""

from __future__ import annotations

import functools
import json
import sys
from pathlib import Path

from bufls.core import upstream
from bufls.core.config.project import config_from_mapping

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "benchmarks"))
from genmod import generate  # noqa: E402

OWNERSHIP_FILES = ("dealloc-", "invalid-buffer-deallocation", "misc-other")
DYN = config_from_mapping({"private-function-dynamic-ownership": True})
STATIC = config_from_mapping({})


def corpus_dir() -> Path | None:
    for d in (ROOT / "tests" / "corpus" / "upstream", ROOT.parent / "shared" / "corpus" / "upstream"):
        if (d / "manifest.json").exists():
            return d
    return None


def _outputs(select):
    d = corpus_dir()
    if d is None:
        return []
    out = []
    for case in json.loads((d / "manifest.json").read_text())["cases"]:
        runs = [(case["id"], case["expected"], case["kind"], case["pipeline_str"])]
        runs += [
            (f"{case['id']}.{a['variant']}", a["expected"], a["kind"], a["pipeline_str"]) for a in case.get("alt", [])
        ]
        for name, expected, kind, flags in runs:
            if kind != "valid" or not select(case["file"]):
                continue
            cfg = DYN if "private-function-dynamic-ownership=true" in flags else STATIC
            out.append((name, (d / expected).read_text(), cfg))
    return out


def upstream_outputs():
    return _outputs(lambda f: f.startswith(OWNERSHIP_FILES))


def upstream_synthetic():
    return _outputs(lambda f: not f.startswith(OWNERSHIP_FILES))


def upstream_inputs():
    d = corpus_dir()
    if d is None:
        return []
    out = []
    for case in json.loads((d / "manifest.json").read_text())["cases"]:
        if case["kind"] == "valid" and case["pipeline"] == ["--buffer-deallocation-pipeline"]:
            out.append((case["id"], (d / case["input"]).read_text(), STATIC))
    return out


@functools.cache
def mlir_opt_generated(n: int, lines: int) -> tuple:
    if upstream.tool_path("mlir-opt") is None:
        return ()
    out = []
    for seed in range(n):
        src = generate(lines, seed=seed, deallocs="none")
        r = upstream.run_tool("mlir-opt", ["--buffer-deallocation-pipeline"], input=src)
        assert r.returncode == 0, r.stderr[:500]
        out.append((f"genmod-{lines}-{seed}", r.stdout, STATIC))
    return tuple(out)


def bufls_pipeline(items) -> tuple[list, dict]:
    """Run bufls' pipeline on ``items``: (outputs, tally of what happened)."""
    from bufls.core.api import parse_file
    from bufls.core.passes.base import PassError, run_pipeline
    from bufls.core.syntax.printer import print_module

    out, status = [], {}
    for name, text, cfg in items:
        result = parse_file(text)
        try:
            for pm in result.modules:
                run_pipeline(pm, ["--buffer-deallocation-pipeline"])
        except PassError:
            status["rejected"] = status.get("rejected", 0) + 1
            continue
        text2 = "// -----\n".join(print_module(pm) for pm in result.modules)
        status["ok"] = status.get("ok", 0) + 1
        out.append((f"bufls:{name}", text2, cfg))
    return out, status


def generated_inputs(n: int, lines: int):
    return [(f"genmod-{lines}-{seed}", generate(lines, seed=seed, deallocs="none"), STATIC) for seed in range(n)]


def shaped_inputs(lines: int, seeds) -> list:
    """``benchmarks/genshapes.py``'s modules other than genmod's (few big
    functions, many tiny ones, deep scf nests, long cf chains), and one
    function with 70 loop-carried buffers (whose frees at the end go
    through one ``@dealloc_helper`` call of 70 entries)."""
    import genshapes as mod  # (benchmarks/ is on the path)

    out = [
        (f"{shape}-{lines}-{seed}", mod.generate(shape, lines, seed), STATIC)
        for shape in mod.SHAPES
        if not shape.startswith("genmod")
        for seed in seeds
    ]
    out.append(("loop-carried-70", _loop_carried(70), STATIC))
    return out


def _loop_carried(n: int) -> str:
    lines = ["func.func @carried(%m: memref<4xf32>, %n: index) {"]
    lines += ["  %c0 = arith.constant 0 : index", "  %c1 = arith.constant 1 : index", "  %f = arith.constant 1.0 : f32"]
    for i in range(n):
        lines.append(f"  %l{i} = scf.for %i{i} = %c0 to %n step %c1 iter_args(%acc{i} = %m) -> (memref<4xf32>) {{")
        lines.append(f"    %a{i} = memref.alloc() : memref<4xf32>")
        lines.append(f"    memref.copy %acc{i}, %a{i} : memref<4xf32> to memref<4xf32>")
        lines.append(f"    scf.yield %a{i} : memref<4xf32>")
        lines.append("  }")
    lines += [f"  memref.store %f, %l{i}[%c0] : memref<4xf32>" for i in range(n)]
    lines += ["  return", "}"]
    return "\n".join(lines) + "\n"


def hand_written(n: int, lines: int):
    return [(f"genmod-all-{lines}-{seed}", generate(lines, seed=seed, deallocs="all"), STATIC) for seed in range(n)]


def bufls_available() -> bool:
    try:
        from bufls.core.passes.base import PASSES, _load_passes

        _load_passes()
        return "buffer-deallocation-pipeline" in PASSES
    except ImportError:
        return False
