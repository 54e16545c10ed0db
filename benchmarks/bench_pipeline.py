#!/usr/bin/env python3
"""``bufls opt --buffer-deallocation-pipeline`` vs ``mlir-opt`` on big modules.

Run (from anywhere, with the bufls venv active and the ``test`` extra
installed for mlir-opt)::

    python benchmarks/bench_pipeline.py                     # 10,000 and 50,000 lines
    python benchmarks/bench_pipeline.py --sizes 10000 --repeat 5
    python benchmarks/bench_pipeline.py --files a.mlir      # your own modules
    python benchmarks/bench_pipeline.py --sizes 10000 --profile 25
    python benchmarks/bench_pipeline.py --shapes                # every shape, 10,000 lines
    python benchmarks/bench_pipeline.py --shapes deep-nests,cf-chains --sizes 10000,50000

The modules come from ``benchmarks/genmod.py --deallocs none`` (bufferized
input without deallocations, what the pipeline is for; ``--seed``; written
to a temporary folder, or to ``--keep DIR``), unless ``--files`` names
existing ones.  ``--shapes`` takes them from ``benchmarks/genshapes.py``
instead: each shape named (all of them when none is), at each of
``--sizes`` (default 10,000 lines), and adds a table with one row per
module: the ratios and where bufls' CPU time goes.  A shape mlir-opt
rejects by design (``genshapes.EXPECT``: ``genmod-all``, already freed by
hand) is timed to the same rejection by both; its stages stop at the pass
that rejects it.  Everything is measured in one run, on one machine state; the
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
excluded) on the largest module (with ``--shapes``, of each shape), top N
functions by tottime.  ``--json
FILE`` writes every figure.

Target (issue 3): within 3x of mlir-opt's wall time on the 10,000- and
50,000-line modules, and on every shape of ``--shapes`` at 10,000 lines.
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
import genshapes  # noqa: E402

from bufls.cli.main import _config_for  # noqa: E402
from bufls.core import api, upstream  # noqa: E402
from bufls.core.config.dialects import activate  # noqa: E402
from bufls.core.passes.base import PassError, _load_passes  # noqa: E402
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


def whole_process(path: Path, repeat: int, mlir_opt: Path | None, expect: str = "accepts") -> dict:
    bufls_cmd = [sys.executable, "-m", "bufls", "opt", FLAG, str(path), "-o", os.devnull]
    mlir_cmd = [str(mlir_opt), FLAG, str(path), "-o", os.devnull] if mlir_opt else None
    env = upstream.tool_env()
    # one untimed run of each first: files in the page cache for both
    _wall(bufls_cmd, None, [])
    if mlir_cmd is not None:
        _wall(mlir_cmd, env, [])
    b_ts, b_cpu, m_ts, m_cpu = [], [], [], []
    b_err = m_err = ""
    want = 0 if expect == "accepts" else 1  # both reject an input upstream refuses
    for _ in range(repeat):  # interleaved: both see the same machine state
        t, rc, err = _wall(bufls_cmd, None, b_cpu)
        b_ts.append(t)
        if rc != want:
            b_err = f"exit {rc}: {err.strip()[:300]}"
        if mlir_cmd is not None:
            t, rc, err = _wall(mlir_cmd, env, m_cpu)
            m_ts.append(t)
            if rc != want:
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
    config = _config_for(path)  # as `bufls opt` reads it: resources and dialects
    activate(config.dialect_set)
    c0 = time.process_time()
    result = api.parse_file(text, path)
    times["parse"] = time.process_time() - c0
    if result.diagnostics:
        raise SystemExit(f"{path}: the module has diagnostics: {result.diagnostics[0].message}")
    diagnostics: list = []
    resources = config.resources
    for (label, spec), k in zip(steps, range(len(steps))):
        for pm in result.modules:
            c0 = time.process_time()
            if profiler is not None:
                profiler.enable()
            try:
                spec.cls(spec.options, resources, diagnostics, spec.anchor).run(pm.op)
            except PassError:  # an input the pipeline rejects: timed up to the error
                times[f"{k + 1}. {label}"] = times.get(f"{k + 1}. {label}", 0.0) + time.process_time() - c0
                return times
            finally:
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
                r["name"],
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
                "module",
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
        if r.get("expect", "accepts") != "accepts":
            out.append(f"   {r['name']}: mlir-opt {r['expect']} this input by design; both are timed to that")
        for k in ("bufls", "mlir_opt"):
            if r.get(k, {}).get("error"):
                out.append(f"   {k} on {r['name']} ({r['lines']} lines): {r[k]['error']}")
    out.append("")

    out.append("2. Where bufls' time goes (in process, best CPU s of each stage; % of the in-process sum)")
    labels = list(dict.fromkeys(k for r in results for k in r["stages"]))
    rows = []
    for r in results:
        st = r["stages"]
        total = sum(st.values())
        rows.append(
            [
                r["name"],
                str(r["lines"]),
                *("-" if k not in st else f"{st[k]:.3f} ({100 * st[k] / total:.0f}%)" for k in labels),
                f"{total:.3f}",
                f"{r['bufls']['cpu_best'] - total:.3f}",
            ]
        )
    out.append(_table(["module", "lines", *labels, "in-process", "start-up etc."], rows))
    if meta.get("shapes"):
        out.append("")
        out.append(shape_table(results, labels))
    return "\n".join(out)


def shape_table(results: list[dict], labels: list[str]) -> str:
    """One row per shape and size: the ratios and the CPU split of bufls'
    run (start-up, parse, the passes grouped, print) in % of its
    whole-process CPU time."""
    groups = {
        "parse": ("parse",),
        "canonicalize": tuple(k for k in labels if k.endswith("canonicalize")),
        "ownership": tuple(k for k in labels if k.endswith("ownership-based-buffer-deallocation")),
        "simplify+lower": tuple(
            k for k in labels if k.endswith(("buffer-deallocation-simplification", "bufferization-lower-deallocations"))
        ),
        "other passes": tuple(k for k in labels if k.endswith(("expand-realloc", "cse"))),
        "print": ("print",),
    }
    rows = []
    for r in results:
        st, cpu = r["stages"], r["bufls"]["cpu_best"]
        ratio = r.get("ratio")
        row = [
            r["name"],
            str(r["lines"]),
            r.get("expect", "accepts"),
            _f(ratio, "{:.2f}x"),
            _f(r.get("ratio_median"), "{:.2f}x"),
            _f(r.get("cpu_ratio"), "{:.2f}x"),
            "-" if ratio is None else ("yes" if ratio <= TARGET_RATIO else "NO"),
            f"{cpu:.2f}",
            f"{100 * (cpu - sum(st.values())) / cpu:.0f}%",
        ]
        for keys in groups.values():
            got = [st[k] for k in keys if k in st]
            row.append(f"{100 * sum(got) / cpu:.0f}%" if got else "-")
        rows.append(row)
    head = ["shape", "lines", "mlir-opt", "ratio", "ratio (median)", "CPU ratio", f"<= {TARGET_RATIO:g}x"]
    head += ["bufls CPU s", "start-up", *groups]
    return (
        "3. Per shape: wall-time ratio bufls/mlir-opt, and bufls' CPU split (% of its whole-process CPU time)\n"
        + _table(head, rows)
    )


# ---------------------------------------------------------------------------


def main(argv=None) -> int:
    p = argparse.ArgumentParser(
        description="bufls opt --buffer-deallocation-pipeline speed vs mlir-opt "
        "(see the module docstring for the columns)."
    )
    p.add_argument("--sizes", help="module sizes in lines (default 10000,50000; with --shapes 10000)")
    p.add_argument("--files", help="comma-separated existing .mlir files instead of generated ones")
    p.add_argument(
        "--shapes",
        nargs="?",
        const=",".join(genshapes.SHAPES),
        metavar="NAMES",
        help="modules of benchmarks/genshapes.py's shapes (comma-separated; all when no name is given: "
        + ", ".join(genshapes.SHAPES)
        + ")",
    )
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
    shapes = [s for s in (args.shapes or "").split(",") if s]
    for s in shapes:
        if s not in genshapes.SHAPES:
            p.error(f"unknown shape {s!r} (one of {', '.join(genshapes.SHAPES)})")
    sizes = [int(s) for s in (args.sizes or ("10000" if shapes else "10000,50000")).split(",") if s]
    tmp = None
    names: dict[Path, tuple[str, str]] = {}  # path -> (row name, what mlir-opt does with it)
    if args.files:
        paths = [Path(f) for f in args.files.split(",") if f]
    else:
        folder = Path(args.keep) if args.keep else Path(tmp := tempfile.mkdtemp(prefix="bufls-bench-"))
        folder.mkdir(parents=True, exist_ok=True)
        paths = []
        for n in sizes:
            if not shapes:
                path = folder / f"gen_{n}_s{args.seed}_none.mlir"
                path.write_text(genmod.generate(n, args.seed, "none"), encoding="utf-8")
                paths.append(path)
            for shape in shapes:
                path = folder / f"{shape}_{n}_s{args.seed}.mlir"
                path.write_text(genshapes.generate(shape, n, args.seed), encoding="utf-8")
                paths.append(path)
                names[path] = (shape, genshapes.EXPECT[shape])

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
        "shapes": shapes,
    }
    try:
        results = []
        for path in paths:
            text = path.read_text(encoding="utf-8")
            lines = text.count("\n") + (0 if text.endswith("\n") else 1)
            size_mb = len(text.encode("utf-8")) / 1e6
            print(f"[{path.name}] {lines} lines, {size_mb:.2f} MB", file=sys.stderr)
            name, expect = names.get(path, (path.name, "accepts"))
            res = {"file": str(path), "name": name, "expect": expect, "lines": lines, "mb": size_mb}
            res |= whole_process(path, args.repeat, mlir_opt, expect)
            res["stages"] = stages(path, args.stage_repeat)
            results.append(res)
        meta["load_after"] = _load()
        print(report(results, meta))
        prof = None
        if args.profile:
            # the largest module; with --shapes, the largest of each shape
            by_kind: dict[str, Path] = {}
            for q in paths:
                kind = names.get(q, ("",))[0]
                if kind not in by_kind or q.stat().st_size > by_kind[kind].stat().st_size:
                    by_kind[kind] = q
            prof = ""
            for q in by_kind.values():
                text = profile(q, args.profile)
                print(f"\ncProfile of the pipeline passes on {q.name} (top {args.profile} by tottime)")
                print(text)
                prof += text
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
