#!/usr/bin/env python3
"""Regenerate bufferized/*.mlir from raw/*.mlir with upstream mlir-opt.

Usage:  python3 build.py [--check]    (mlir-opt on PATH, MLIR_OPT=/path/to/mlir-opt,
                                       or the project venv's mlir-opt)

Each raw file is an upstream integration program (see README.md / sources.tsv).
It is bufferized as its RUN line bufferizes it, and nothing more: the passes
its RUN line runs before bufferization (when the release mlir-opt has them),
then ``--one-shot-bufferize="bufferize-function-boundaries"``.  No
deallocation pass and no lowering: the output has allocations and no
deallocations other than those the program wrote itself, which is what the
buffer-deallocation tests read.  Test-only passes of the RUN lines
(``-test-transform-dialect-erase-schedule``, ``-test-linalg-transform-patterns``,
``-test-cf-assert``, ...) are not in the release mlir-opt and are left out,
so transform schedules stay in the output.

``--check`` rebuilds into a temporary folder and exits 1 if any output
differs from bufferized/ (used to see that the committed outputs are current).
"""

import difflib
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
RAW = os.path.join(HERE, "raw")
OUT = os.path.join(HERE, "bufferized")

ONE_SHOT = "--one-shot-bufferize=bufferize-function-boundaries"
RTV = "--generate-runtime-verification"
TI = "--transform-interpreter"

# Passes before (and including) bufferization, per raw file, from its RUN line.
# None -> the default [ONE_SHOT].
PASSES = {
    "Linalg__CPU__test-elementwise.mlir": ["--convert-elementwise-to-linalg", ONE_SHOT],
    "Linalg__CPU__test-one-shot-bufferize.mlir": [
        "--pass-pipeline=builtin.module(func.func(canonicalize,cse),one-shot-bufferize{bufferize-function-boundaries})"
    ],
    "Linalg__CPU__runtime-verification.mlir": [RTV, ONE_SHOT],
    "Linalg__CPU__mmt4d.mlir": [TI, ONE_SHOT],
    # First RUN line (untiled): the second one's transform script
    # (tile_reduction_using_for on an arith.subf reduction) fails in LLVM 22.
    "Linalg__CPU__test-tile-reduction-subf.mlir": ["--empty-tensor-to-alloc-tensor", ONE_SHOT],
    # The transform script bufferizes (transform.bufferization.one_shot_bufferize
    # {bufferize_function_boundaries=true}); nothing else to run.
    "Linalg__CPU__pack-dynamic-inner-tile.mlir": [TI],
    "Linalg__CPU__unpack-dynamic-inner-tile.mlir": [TI],
    "Linalg__CPU__vectorize-insert-slice-rank-reducing.mlir": [TI, ONE_SHOT],
    "Tensor__cast-runtime-verification.mlir": [RTV, ONE_SHOT],
    "Tensor__dim-runtime-verification.mlir": [RTV, ONE_SHOT],
    "Tensor__extract-runtime-verification.mlir": [RTV, ONE_SHOT],
    "Tensor__extract_slice-runtime-verification.mlir": [RTV, ONE_SHOT],
    "MemRef__alloc-runtime-verification.mlir": [RTV, ONE_SHOT],
    "MemRef__assume-alignment-runtime-verification.mlir": [RTV, ONE_SHOT],
    "MemRef__atomic-rmw-runtime-verification.mlir": [RTV, ONE_SHOT],
    "MemRef__copy-runtime-verification.mlir": [RTV, ONE_SHOT],
    "MemRef__dim-runtime-verification.mlir": [RTV, ONE_SHOT],
    "MemRef__reinterpret-cast-runtime-verification.mlir": [RTV, ONE_SHOT],
    "MemRef__store-runtime-verification.mlir": [RTV, ONE_SHOT],
}


def mlir_opt():
    exe = os.environ.get("MLIR_OPT") or shutil.which("mlir-opt")
    if exe:
        return exe
    venv = os.path.join(HERE, "..", "..", "..", ".venv", "lib")
    for root, _dirs, files in os.walk(venv):
        if "mlir-opt" in files and root.endswith(os.path.join("mlir", "bin")):
            return os.path.join(root, "mlir-opt")
    sys.exit("mlir-opt not found: put it on PATH or set MLIR_OPT")


def sources():
    """[(raw name, upstream path, commit)] from sources.tsv."""
    rows = []
    with open(os.path.join(HERE, "sources.tsv"), encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                rows.append(tuple(line.rstrip("\n").split("\t")))
    return rows


def passes_of(name):
    return PASSES.get(name) or [ONE_SHOT]


def build(out_dir, exe):
    failed = []
    for name, _up, _commit in sources():
        args = [exe, os.path.join(RAW, name), *passes_of(name), "-o", os.path.join(out_dir, name)]
        p = subprocess.run(args, capture_output=True, text=True)
        if p.returncode != 0:
            failed.append((name, p.stderr.strip().splitlines()[:3]))
    return failed


def main():
    exe = mlir_opt()
    check = "--check" in sys.argv[1:]
    target = tempfile.mkdtemp() if check else OUT
    os.makedirs(target, exist_ok=True)
    failed = build(target, exe)
    for name, err in failed:
        print(f"FAILED {name}: {' | '.join(err)}", file=sys.stderr)
    names = [n for n, _u, _c in sources()]
    if check:
        stale = []
        for n in names:
            new = os.path.join(target, n)
            old = os.path.join(OUT, n)
            a = pathlib.Path(old).read_text(encoding="utf-8") if os.path.exists(old) else ""
            b = pathlib.Path(new).read_text(encoding="utf-8") if os.path.exists(new) else ""
            if a != b:
                stale.append(n)
                sys.stdout.writelines(difflib.unified_diff(a.splitlines(True), b.splitlines(True), old, new, n=1))
        shutil.rmtree(target)
        print(f"{len(names)} programs, {len(stale)} differ from bufferized/")
        sys.exit(1 if stale or failed else 0)
    print(f"{len(names) - len(failed)}/{len(names)} programs bufferized into {OUT}")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
