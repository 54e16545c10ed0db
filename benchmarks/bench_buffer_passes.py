#!/usr/bin/env python3
"""``bufls opt --<pass>`` vs ``mlir-opt --<pass>`` for issue 20's buffer optimizations.

    python benchmarks/bench_buffer_passes.py                       # 10,000 and 50,000 lines, repeat 3
    python benchmarks/bench_buffer_passes.py --sizes 10000 --repeat 1
    python benchmarks/bench_buffer_passes.py --passes buffer-hoisting,promote-buffers-to-stack
    python benchmarks/bench_buffer_passes.py --shapes deep-nests   # genshapes modules too

For each pass ``bufls opt`` knows (of ``--buffer-hoisting``,
``--buffer-loop-hoisting``, ``--promote-buffers-to-stack``,
``--optimize-allocation-liveness``, ``--drop-equivalent-buffer-results``,
``--buffer-results-to-out-params``) and each module: the wall time of
``python -m bufls opt --<pass> FILE -o /dev/null`` and of ``mlir-opt --<pass>
FILE -o /dev/null``, measured as benchmarks/bench_pipeline.py does (one
untimed run of each, then ``--repeat`` interleaved runs; best and median;
user+system CPU of each child), with ``ratio`` = best / best (issue 20's
target: within 3x) and the CPU ratio.

The modules are benchmarks/genmod.py's (``--seed``): without deallocations
(the input of the passes that run before the pipeline), and, for
optimize-allocation-liveness, which moves existing frees, the same module
with every buffer freed (``--deallocs all``).  ``--shapes`` adds
benchmarks/genshapes.py modules.  An input both tools refuse (exit 1, e.g.
out-params on a dynamically shaped result) is timed to that refusal and
marked ``both refuse``; a disagreement is printed under the table.  Figures
only: nothing is asserted.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import bench_pipeline as bp  # noqa: E402
import genmod  # noqa: E402
import genshapes  # noqa: E402

from bufls.core import upstream  # noqa: E402
from bufls.core.passes import load_all  # noqa: E402
from bufls.core.passes.base import PASSES  # noqa: E402

OPTIMIZATIONS = (
    "buffer-hoisting",
    "buffer-loop-hoisting",
    "promote-buffers-to-stack",
    "optimize-allocation-liveness",
    "drop-equivalent-buffer-results",
    "buffer-results-to-out-params",
)
#: Passes that work on IR with its frees already placed.
ON_DEALLOCATED = ("optimize-allocation-liveness",)


def measure(flag: str, path: Path, repeat: int, mlir_opt: Path) -> dict:
    bufls_cmd = [sys.executable, "-m", "bufls", "opt", flag, str(path), "-o", os.devnull]
    mlir_cmd = [str(mlir_opt), flag, str(path), "-o", os.devnull]
    env = upstream.tool_env()
    b_rc = bp._wall(bufls_cmd, None, [])[1]
    m_rc = bp._wall(mlir_cmd, env, [])[1]
    b_ts, b_cpu, m_ts, m_cpu = [], [], [], []
    b_err = m_err = ""
    for _ in range(repeat):  # interleaved: both see the same machine state
        t, rc, err = bp._wall(bufls_cmd, None, b_cpu)
        b_ts.append(t)
        b_err = b_err or (f"exit {rc}: {err.strip().splitlines()[0][:200]}" if rc and err.strip() else "")
        t, rc, err = bp._wall(mlir_cmd, env, m_cpu)
        m_ts.append(t)
        m_err = m_err or (f"exit {rc}: {err.strip().splitlines()[0][:200]}" if rc and err.strip() else "")
    res = {"bufls": bp._summary(b_ts, b_cpu, ""), "mlir_opt": bp._summary(m_ts, m_cpu, ""), "rc": (b_rc, m_rc)}
    res["ratio"] = res["bufls"]["best"] / res["mlir_opt"]["best"]
    res["ratio_median"] = res["bufls"]["median"] / res["mlir_opt"]["median"]
    res["cpu_ratio"] = res["bufls"]["cpu_best"] / max(res["mlir_opt"]["cpu_best"], 1e-9)
    res["errors"] = (b_err, m_err)
    return res


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--sizes", default="10000,50000", help="module sizes in lines (default 10000,50000)")
    ap.add_argument("--passes", help="comma-separated subset of the passes")
    ap.add_argument("--shapes", help="comma-separated genshapes shapes to add (each at each size)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--repeat", type=int, default=3, help="interleaved timed runs of each (default 3)")
    ap.add_argument("--keep", metavar="DIR", help="write the generated modules to DIR")
    args = ap.parse_args(argv)
    mlir_opt = upstream.tool_path("mlir-opt")
    if mlir_opt is None:
        print("mlir-opt is not installed (the test extra)")
        return 2
    load_all()
    wanted = [p for p in (args.passes.split(",") if args.passes else OPTIMIZATIONS) if p]
    passes = [p for p in wanted if p in PASSES]
    missing = [p for p in wanted if p not in PASSES]
    sizes = [int(s) for s in args.sizes.split(",") if s]
    shapes = [s for s in (args.shapes or "").split(",") if s]
    folder = Path(args.keep) if args.keep else Path(tempfile.mkdtemp(prefix="bufls-bench-passes-"))
    folder.mkdir(parents=True, exist_ok=True)
    modules: list[tuple[str, int, Path, Path]] = []  # (name, lines, plain, deallocated)
    for n in sizes:
        plain, freed = folder / f"gen_{n}_s{args.seed}_none.mlir", folder / f"gen_{n}_s{args.seed}_all.mlir"
        plain.write_text(genmod.generate(n, args.seed, "none"), encoding="utf-8")
        freed.write_text(genmod.generate(n, args.seed, "all"), encoding="utf-8")
        modules.append(("genmod", n, plain, freed))
        for shape in shapes:
            path = folder / f"{shape}_{n}_s{args.seed}.mlir"
            path.write_text(genshapes.generate(shape, n, args.seed), encoding="utf-8")
            modules.append((shape, n, path, path))
    bp.compile_bytecode()
    load_before = bp._load()
    print(
        f"bufls buffer-optimization benchmark -- {time.strftime('%Y-%m-%d %H:%M:%S')}, "
        f"{os.cpu_count()} CPUs, load average {load_before} before, repeat {args.repeat}, mlir-opt {mlir_opt}"
    )
    rows, notes = [], []
    for p in passes:
        for name, _n, plain, freed in modules:
            path = freed if p in ON_DEALLOCATED else plain
            text = path.read_text(encoding="utf-8")
            lines = text.count("\n")
            print(f"[{p} on {path.name}: {lines} lines]", file=sys.stderr)
            r = measure(f"--{p}", path, args.repeat, mlir_opt)
            b_rc, m_rc = r["rc"]
            if b_rc == m_rc == 0:
                outcome = "both run"
            elif b_rc == m_rc == 1:
                outcome = "both refuse"
            else:
                outcome = f"DISAGREE (bufls {b_rc}, mlir-opt {m_rc})"
                notes.append(f"{p} on {path.name}: bufls {r['errors'][0] or b_rc}; mlir-opt {r['errors'][1] or m_rc}")
            rows.append(
                [
                    p,
                    f"{name}{' (freed)' if path is freed and p in ON_DEALLOCATED else ''}",
                    str(lines),
                    f"{r['bufls']['best']:.3f}",
                    f"{r['bufls']['median']:.3f}",
                    f"{r['mlir_opt']['best']:.3f}",
                    f"{r['mlir_opt']['median']:.3f}",
                    f"{r['ratio']:.2f}x",
                    f"{r['ratio_median']:.2f}x",
                    f"{r['cpu_ratio']:.2f}x",
                    "yes" if r["ratio"] <= bp.TARGET_RATIO else "NO",
                    outcome,
                ]
            )
    head = [
        "pass",
        "module",
        "lines",
        "bufls best s",
        "median",
        "mlir-opt best s",
        "median",
        "ratio",
        "ratio (median)",
        "CPU ratio",
        f"<= {bp.TARGET_RATIO:g}x",
        "outcome",
    ]
    if rows:
        print(bp._table(head, rows))
    print(f"load average after: {bp._load()}")
    if missing:
        print("not registered in bufls opt (not measured): " + ", ".join(missing))
    for line in notes:
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
