#!/usr/bin/env python3
"""``bufls opt --buffer-deallocation-pipeline`` vs ``mlir-opt`` on big modules.

Run (from anywhere, with the bufls venv active and the ``test`` extra
installed for mlir-opt)::

    python benchmarks/bench_pipeline.py                     # 10,000 and 50,000 lines
    python benchmarks/bench_pipeline.py --sizes 10000 --repeat 5
    python benchmarks/bench_pipeline.py --files a.mlir      # your own modules
    python benchmarks/bench_pipeline.py --sizes 10000 --profile 25

The modules come from ``benchmarks/genmod.py --deallocs none`` (bufferized
input without deallocations, what the pipeline is for; ``--seed``; written
to a temporary folder, or to ``--keep DIR``), unless ``--files`` names
existing ones.  Everything is measured in one run, on one machine state; the
header gives the load average (1/5/15 min) before and after: on a busy
machine the absolute figures drift, the interleaved ratio much less.

1. **Whole process** -- wall time of ``python -m bufls opt
   --buffer-deallocation-pipeline FILE -o /dev/null`` against ``mlir-opt
   --buffer-deallocation-pipeline FILE -o /dev/null`` (``--repeat`` runs
   each, interleaved, after one untimed run of each; bufls' bytecode is
   written first, as an install does), best and median; ``ratio`` = best / best (the target,
   <= 3x), ``ratio (median)`` = median / median; the best user+system CPU
   time of each child and their ratio (steadier on a loaded machine).  Both
   must exit 0; a failure is printed under the table.

2. **Where bufls' time goes** -- in this process, best CPU time
   (``time.process_time``) of ``--stage-repeat`` runs of each stage on a
   fresh parse: ``parse`` = ``bufls.core.api.parse_file`` (with verify),
   then each pass of the pipeline in upstream's order (``STEPS`` of
   ``bufls.core.passes.pipeline``), then ``print`` = ``api.print_result``.
   The collector is off, as in ``bufls opt``.  ``in-process`` is their sum;
   the whole-process CPU time minus that is start-up (interpreter, imports).

``--profile N`` adds a cProfile of the pipeline passes (parse and print
excluded) on the largest module, top N functions by tottime.  ``--json
FILE`` writes every figure.

Target (issue 3): within 3x of mlir-opt's wall time on the 10,000- and
50,000-line modules.
"""

from __future__ import annotations

import argparse
import compileall
import cProfile
import gc
import importlib.util
import io
import json
import os
import platform
import pstats
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import genmod  # noqa: E402

from bufls.cli.main import _resources_for  # noqa: E402
from bufls.core import api, upstream  # noqa: E402
from bufls.core.passes.base import _load_passes  # noqa: E402
from bufls.core.passes.pipeline import BufferDeallocationPipeline  # noqa: E402

TARGET_RATIO = 3.0
FLAG = "--buffer-deallocation-pipeline"


# ---------------------------------------------------------------------------
# whole processes


def _children_cpu() -> float:
    ru = resource.getrusage(resource.RUSAGE_CHILDREN)
    return ru.ru_utime + ru.ru_stime


def _wall(cmd: list[str], env: dict | None, cpu: list) -> tuple[float, int, str]:
    """Wall time of a child process; its user+system CPU time goes to ``cpu``."""
    c0 = _children_cpu()
    t0 = time.perf_counter()
    proc = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, env=env)
    wall = time.perf_counter() - t0
    cpu.append(_children_cpu() - c0)
    return wall, proc.returncode, proc.stderr


def _summary(ts: list[float], cpu: list[float], err: str) -> dict:
    out = {"best": min(ts), "median": statistics.median(ts), "runs": ts, "cpu_best": min(cpu)}
    if err:
        out["error"] = err
    return out


def compile_bytecode() -> int:
    """Write the bytecode of bufls' modules, as installing the package does:
    with ``PYTHONDONTWRITEBYTECODE`` set and sources newer than their
    ``__pycache__``, every ``bufls opt`` would compile them again (a few
    tenths of a second, which is not bufls' run time).  Returns how many
    modules were (re)compiled."""
    import bufls
    import bufls.cli
    import bufls.core
    import bufls.server

    dirs = {str(Path(p).resolve()) for pkg in (bufls, bufls.core, bufls.server, bufls.cli) for p in pkg.__path__}
    stale = 0
    for d in sorted(dirs):
        for src in Path(d).rglob("*.py"):
            cached = Path(importlib.util.cache_from_source(str(src)))
            if not cached.exists() or cached.stat().st_mtime < src.stat().st_mtime:
                stale += 1
        compileall.compile_dir(d, quiet=1)
    return stale


def whole_process(path: Path, repeat: int, mlir_opt: Path | None) -> dict:
    bufls_cmd = [sys.executable, "-m", "bufls", "opt", FLAG, str(path), "-o", os.devnull]
    mlir_cmd = [str(mlir_opt), FLAG, str(path), "-o", os.devnull] if mlir_opt else None
    env = upstream.tool_env()
    # one untimed run of each first: files in the page cache for both
    _wall(bufls_cmd, None, [])
    if mlir_cmd is not None:
        _wall(mlir_cmd, env, [])
    b_ts, b_cpu, m_ts, m_cpu = [], [], [], []
    b_err = m_err = ""
    for _ in range(repeat):  # interleaved: both see the same machine state
        t, rc, err = _wall(bufls_cmd, None, b_cpu)
        b_ts.append(t)
        if rc:
            b_err = f"exit {rc}: {err.strip()[:300]}"
        if mlir_cmd is not None:
            t, rc, err = _wall(mlir_cmd, env, m_cpu)
            m_ts.append(t)
            if rc:
                m_err = f"exit {rc}: {err.strip()[:300]}"
    res = {"bufls": _summary(b_ts, b_cpu, b_err)}
    if m_ts:
        res["mlir_opt"] = _summary(m_ts, m_cpu, m_err)
        res["ratio"] = res["bufls"]["best"] / res["mlir_opt"]["best"]
        res["ratio_median"] = res["bufls"]["median"] / res["mlir_opt"]["median"]
        res["cpu_ratio"] = res["bufls"]["cpu_best"] / res["mlir_opt"]["cpu_best"]
    return res


# ---------------------------------------------------------------------------
# stages, in process


def _steps() -> list:
    """(label, pass spec) of the pipeline's passes, in order."""
    _load_passes()
    pipeline = BufferDeallocationPipeline(BufferDeallocationPipeline.Options(), None, [], "builtin.module")
    return [(spec.cls.name, spec) for spec in pipeline.specs()]


def _run_stages(text: str, path: str, steps: list, profiler=None) -> dict[str, float]:
    """CPU time of each stage of one ``bufls opt --buffer-deallocation-pipeline``."""
    times: dict[str, float] = {}
    c0 = time.process_time()
    result = api.parse_file(text, path)
    times["parse"] = time.process_time() - c0
    if result.diagnostics:
        raise SystemExit(f"{path}: the module has diagnostics: {result.diagnostics[0].message}")
    diagnostics: list = []
    resources = _resources_for(path)  # as `bufls opt` finds them
    for (label, spec), k in zip(steps, range(len(steps))):
        for pm in result.modules:
            c0 = time.process_time()
            if profiler is not None:
                profiler.enable()
            spec.cls(spec.options, resources, diagnostics, spec.anchor).run(pm.op)
            if profiler is not None:
                profiler.disable()
            times[f"{k + 1}. {label}"] = times.get(f"{k + 1}. {label}", 0.0) + time.process_time() - c0
    c0 = time.process_time()
    api.print_result(result)
    times["print"] = time.process_time() - c0
    return times


def stages(path: Path, repeat: int) -> dict[str, float]:
    text = path.read_text(encoding="utf-8")
    steps = _steps()
    best: dict[str, float] = {}
    was = gc.isenabled()
    gc.disable()  # as in `bufls opt`
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old, 60_000))
    try:
        for _ in range(repeat):
            for k, v in _run_stages(text, str(path), steps).items():
                best[k] = min(best.get(k, v), v)
            gc.collect()
    finally:
        sys.setrecursionlimit(old)
        if was:
            gc.enable()
    return best


def profile(path: Path, top: int) -> str:
    text = path.read_text(encoding="utf-8")
    prof = cProfile.Profile()
    gc.disable()
    try:
        _run_stages(text, str(path), _steps(), prof)
    finally:
        gc.enable()
    buf = io.StringIO()
    pstats.Stats(prof, stream=buf).sort_stats("tottime").print_stats(top)
    return buf.getvalue()


# ---------------------------------------------------------------------------
# report


def _load() -> str:
    try:
        return "/".join(f"{x:.1f}" for x in os.getloadavg())
    except OSError:
        return "?"


def _f(x, fmt="{:.3f}"):
    return "-" if x is None else fmt.format(x)


def _table(headers: list[str], rows: list[list[str]]) -> str:
    widths = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(headers)]
    line = "  ".join(h.rjust(w) for h, w in zip(headers, widths))
    sep = "  ".join("-" * w for w in widths)
    body = ["  ".join(c.rjust(w) for c, w in zip(r, widths)) for r in rows]
    return "\n".join([line, sep, *body])


def report(results: list[dict], meta: dict) -> str:
    out = [
        f"bufls pipeline benchmark -- {meta['when']}, Python {meta['python']}, {meta['machine']}, "
        f"load average {meta['load_before']} before / {meta['load_after']} after, "
        f"mlir-opt: {meta['mlir_opt'] or 'not installed'}",
        f"repeat {meta['repeat']} (whole process, after one untimed run of each), "
        f"{meta['stage_repeat']} (stages); bytecode of {meta['bytecode_compiled']} stale "
        f"bufls modules written first",
        "",
    ]

    out.append(f"1. Whole process: python -m bufls opt {FLAG} FILE -o /dev/null vs mlir-opt (same flag)")
    rows = []
    for r in results:
        b, m = r["bufls"], r.get("mlir_opt")
        ratio = r.get("ratio")
        target = "-" if ratio is None else f"<= {TARGET_RATIO:g}x " + ("yes" if ratio <= TARGET_RATIO else "NO")
        rows.append(
            [
                str(r["lines"]),
                f"{r['mb']:.2f}",
                f"{b['best']:.3f}",
                f"{b['median']:.3f}",
                _f(m and m["best"]),
                _f(m and m["median"]),
                _f(ratio, "{:.2f}x"),
                _f(r.get("ratio_median"), "{:.2f}x"),
                target,
                f"{b['cpu_best']:.3f}",
                _f(m and m["cpu_best"]),
                _f(r.get("cpu_ratio"), "{:.2f}x"),
            ]
        )
    out.append(
        _table(
            [
                "lines",
                "MB",
                "bufls best s",
                "bufls median s",
                "mlir-opt best s",
                "mlir-opt median s",
                "ratio",
                "ratio (median)",
                "target",
                "bufls CPU s",
                "mlir-opt CPU s",
                "CPU ratio",
            ],
            rows,
        )
    )
    for r in results:
        for k in ("bufls", "mlir_opt"):
            if r.get(k, {}).get("error"):
                out.append(f"   {k} on the {r['lines']}-line module: {r[k]['error']}")
    out.append("")

    out.append("2. Where bufls' time goes (in process, best CPU s of each stage; % of the in-process sum)")
    labels = list(results[0]["stages"])
    rows = []
    for r in results:
        st = r["stages"]
        total = sum(st.values())
        rows.append(
            [
                str(r["lines"]),
                *(f"{st[k]:.3f} ({100 * st[k] / total:.0f}%)" for k in labels),
                f"{total:.3f}",
                f"{r['bufls']['cpu_best'] - total:.3f}",
            ]
        )
    out.append(_table(["lines", *labels, "in-process", "start-up etc."], rows))
    return "\n".join(out)


# ---------------------------------------------------------------------------


def main(argv=None) -> int:
    p = argparse.ArgumentParser(
        description="bufls opt --buffer-deallocation-pipeline speed vs mlir-opt "
        "(see the module docstring for the columns)."
    )
    p.add_argument("--sizes", default="10000,50000", help="module sizes in lines (default 10000,50000)")
    p.add_argument("--files", help="comma-separated existing .mlir files instead of generated ones")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--repeat", type=int, default=5, help="whole-process repetitions (default 5)")
    p.add_argument("--stage-repeat", type=int, default=2, help="in-process repetitions (default 2)")
    p.add_argument("--json", metavar="FILE", help="also write all figures as JSON")
    p.add_argument("--keep", metavar="DIR", help="write the generated modules to DIR")
    p.add_argument(
        "--profile",
        type=int,
        metavar="N",
        default=0,
        help="cProfile the passes on the largest module, top N by tottime",
    )
    args = p.parse_args(argv)

    mlir_opt = upstream.tool_path("mlir-opt")
    tmp = None
    if args.files:
        paths = [Path(f) for f in args.files.split(",") if f]
    else:
        folder = Path(args.keep) if args.keep else Path(tmp := tempfile.mkdtemp(prefix="bufls-bench-"))
        folder.mkdir(parents=True, exist_ok=True)
        paths = []
        for n in (int(s) for s in args.sizes.split(",") if s):
            path = folder / f"gen_{n}_s{args.seed}_none.mlir"
            path.write_text(genmod.generate(n, args.seed, "none"), encoding="utf-8")
            paths.append(path)

    stale = compile_bytecode()
    meta = {
        "when": time.strftime("%Y-%m-%d %H:%M:%S"),
        "bytecode_compiled": stale,
        "python": platform.python_version(),
        "machine": f"{platform.machine()} {os.cpu_count()} CPUs",
        "mlir_opt": str(mlir_opt) if mlir_opt else None,
        "repeat": args.repeat,
        "stage_repeat": args.stage_repeat,
        "load_before": _load(),
        "load_after": None,
    }
    try:
        results = []
        for path in paths:
            text = path.read_text(encoding="utf-8")
            lines = text.count("\n") + (0 if text.endswith("\n") else 1)
            size_mb = len(text.encode("utf-8")) / 1e6
            print(f"[{path.name}] {lines} lines, {size_mb:.2f} MB", file=sys.stderr)
            res = {"file": str(path), "lines": lines, "mb": size_mb}
            res |= whole_process(path, args.repeat, mlir_opt)
            res["stages"] = stages(path, args.stage_repeat)
            results.append(res)
        meta["load_after"] = _load()
        print(report(results, meta))
        prof = None
        if args.profile:
            largest = max(paths, key=lambda q: q.stat().st_size)
            prof = profile(largest, args.profile)
            print(f"\ncProfile of the pipeline passes on {largest.name} (top {args.profile} by tottime)")
            print(prof)
        if args.json:
            with open(args.json, "w") as f:
                json.dump({"meta": meta, "results": results, "profile": prof}, f, indent=2)
    finally:
        if tmp is not None:
            for q in paths:
                q.unlink(missing_ok=True)
            os.rmdir(tmp)
    return 0


if __name__ == "__main__":
    sys.exit(main())
