#!/usr/bin/env python3
"""``bufls --check`` on big modules: cold, and with the content-hash cache warm.

    python benchmarks/bench_check.py                    # 10,000 and 50,000 lines
    python benchmarks/bench_check.py --sizes 50000 --repeat 3
    python benchmarks/bench_check.py --shapes --sizes 10000  # benchmarks/genshapes.py's shapes

Each module comes from ``benchmarks/genmod.py`` twice: ``--deallocs all``
(hand-written frees: the full path-sensitive analysis runs) and ``--deallocs
none`` (bufferized input: one BUF201 hint per function).  For each, the whole
process ``python -m bufls --check FILE`` is timed with an empty cache folder
(cold) and again with the cache it just filled (warm), best and median of
``--repeat`` runs.  The same run also times ``mlir-opt FILE`` (parse and
verify only: upstream has no checker) for scale.

With ``--shapes`` the modules are ``benchmarks/genshapes.py``'s instead
(few big functions, many tiny ones, deep scf nests, long cf chains), each
as generated (``none``: no deallocation yet) and after the real mlir-opt's
``--buffer-deallocation-pipeline`` (``pipeline``: what the checker sees in
code that is done); the last column is then that pipeline's time on the
``none`` rows, and mlir-opt's parse and verify on the ``pipeline`` rows.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import genshapes  # noqa: E402
from genmod import generate  # noqa: E402

from bufls.core import upstream  # noqa: E402


def _time(cmd: list[str], env: dict) -> tuple[float, int]:
    t = time.perf_counter()
    p = subprocess.run(cmd, env=env, capture_output=True, text=True)
    return time.perf_counter() - t, p.returncode


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", default="10000,50000")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--shapes", action="store_true", help="genshapes.py's shapes, before and after the pipeline")
    args = ap.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    print(f"bufls --check benchmark, load average {os.getloadavg()[0]:.1f}, repeat {args.repeat}")
    header = (
        f"{'module':>14}  {'lines':>6}  {'deallocs':>8}  {'cold best s':>11}  {'cold median':>11}  "
        f"{'warm best s':>11}  {'warm median':>11}  {'exit':>4}  {'mlir-opt s':>10}"
    )
    print(header)
    print("-" * len(header))
    with tempfile.TemporaryDirectory() as tmp:
        for name, n, deallocs, text in _modules(args, sizes):
            if text is None:
                print(f"{name:>14}  {n:>6}  {deallocs:>8}  (mlir-opt not installed)")
                continue
            path = Path(tmp) / f"{name}{n}_{deallocs}.mlir"
            path.write_text(text)
            cmd = [sys.executable, "-m", "bufls", "--check", "-j", "1", str(path)]
            cold, warm, code = [], [], 0
            for r in range(args.repeat):
                env = dict(os.environ, BUFLS_CACHE_DIR=str(Path(tmp) / f"cache{name}{n}{deallocs}{r}"))
                env.pop("PYTHONDONTWRITEBYTECODE", None)
                t, code = _time(cmd, env)
                cold.append(t)
                t, _ = _time(cmd, env)
                warm.append(t)
            mlir = ""
            if upstream.tool_path("mlir-opt") is not None:
                tool = [str(upstream.tool_path("mlir-opt")), str(path), "-o", os.devnull]
                if args.shapes and deallocs == "none":
                    tool.insert(1, "--buffer-deallocation-pipeline")
                mlir = f"{min(_time(tool, upstream.tool_env())[0] for _ in range(args.repeat)):.3f}"
            lines = path.read_text().count("\n")
            print(
                f"{name:>14}  {lines:>6}  {deallocs:>8}  {min(cold):>11.3f}  {statistics.median(cold):>11.3f}  "
                f"{min(warm):>11.3f}  {statistics.median(warm):>11.3f}  {code:>4}  {mlir:>10}"
            )
    return 0


def _modules(args, sizes):
    """``(name, lines, deallocs, text)`` of each module to check (text None:
    it needs mlir-opt, which is not installed)."""
    for n in sizes:
        if not args.shapes:
            for deallocs in ("all", "none"):
                yield "genmod", n, deallocs, generate(n, args.seed, deallocs)
            continue
        for shape in genshapes.SHAPES:
            if shape.startswith("genmod"):
                continue
            text = genshapes.generate(shape, n, args.seed)
            yield shape, n, "none", text
            out = None
            if upstream.tool_path("mlir-opt") is not None:
                out = upstream.run_tool("mlir-opt", ["--buffer-deallocation-pipeline"], input=text).stdout
            yield shape, n, "pipeline", out


if __name__ == "__main__":
    sys.exit(main())
