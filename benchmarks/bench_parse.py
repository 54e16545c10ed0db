#!/usr/bin/env python3
"""Parser speed and memory of bufls, side by side with the real mlir-opt.

Run (from anywhere, with the bufls venv active and the ``test`` extra
installed for mlir-opt)::

    python benchmarks/bench_parse.py                       # 10,000 and 50,000 lines
    python benchmarks/bench_parse.py --sizes 10000 --repeat 5 --json out.json
    python benchmarks/bench_parse.py --files a.mlir,b.mlir  # your own modules
    python benchmarks/bench_parse.py --sizes 50000 --profile 15

The modules come from ``benchmarks/genmod.py`` (``--seed``, ``--deallocs``;
written to a temporary folder, or to ``--keep DIR``), unless ``--files`` names
existing ones.  Everything is measured in one run, on one machine state, and
printed as three tables (plus the targets and whether they are met).  The
header gives the load average (1/5/15 min) before and after: on a busy
machine the absolute figures drift, the interleaved ratio much less.

1. **In-process parse + verify** -- ``bufls.core.api.parse_file(text)``, the
   text already in memory, after one warm-up parse of a small module (the
   LALR tables and imports are loaded once per process):

   ``lines``, ``MB``   size of the module (MB = 10^6 bytes of UTF-8);
   ``best s``/``median s``  wall time over ``--repeat`` runs;
   ``lines/s``, ``MB/s``    throughput of the best run;
   ``CPU s``    best process CPU time (``time.process_time``) of those runs:
               steadier than wall time on a loaded machine;
   ``GC s``     time spent in cyclic garbage collections per run (mean,
               measured with ``gc.callbacks``);
   ``no-GC s``  best time with the collector disabled around the call;
   ``RSS MB``   peak resident set size of a *fresh* child process that
               imports bufls, reads the file and parses+verifies it once
               (``ru_maxrss`` of that child, via ``RUSAGE_CHILDREN`` in an
               otherwise idle intermediate process); ``base MB`` is the same
               child stopping right after ``import bufls.core.api``;
   ``diags``    diagnostics the parse produced (0 for a generated module once
               every dialect is modelled; "unknown custom assembly" before).

2. **Whole process** -- wall time of ``python -m bufls opt FILE -o /dev/null``
   against ``mlir-opt FILE -o /dev/null`` (``--opt-repeat`` runs each,
   interleaved, best and median), their ratio (best / best; the target is on
   this one), the best user+system CPU time of each child and the ratio of
   those (steadier on a loaded machine), mlir-opt's
   throughput in MB/s (best run, process start-up included) and its peak RSS.
   ``startup s`` is ``python -m bufls --version`` (interpreter + CLI module);
   ``opt floor s`` is ``bufls opt`` on a three-line function: the fixed cost
   of the optimizer front end (imports, grammar tables, dialect registry).

3. **Where bufls' time goes** -- the same text split by stage, best process
   CPU time of ``--repeat`` runs each (CPU time, so that other processes on
   the machine do not leak into the differences): ``lex`` = ``bufls.core.syntax.lexer.tokenize`` over the whole
   text; ``LALR`` = ``bufls.core.syntax.lalr.parse`` over those tokens with a no-op
   builder (the shift/reduce loop alone); ``build`` = ``parse_file(text,
   verify=False)`` minus lex and LALR (IR construction, custom-assembly
   readers, type/attribute parsing, name resolution, unit scanning);
   ``verify`` = ``parse_file`` minus ``parse_file(verify=False)``.  Percentages
   are of the parse+verify CPU time measured in the same way; differences of
   best times can come out slightly negative on noise.

``--profile N`` adds a cProfile of one ``parse_file`` on the largest module
(top N functions by tottime).  ``--json FILE`` writes every figure.

Targets: parse+verify >= 25,000 lines/s; ``bufls opt`` <= 8x mlir-opt on the
10,000-line module.
"""

from __future__ import annotations

import argparse
import cProfile
import gc
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

from bufls.core import upstream  # noqa: E402
from bufls.core.api import parse_file  # noqa: E402
from bufls.core.syntax import lalr, lexer  # noqa: E402

TARGET_LINES_PER_S = 25_000
TARGET_OPT_RATIO = 8.0
TARGET_RATIO_LINES = 10_000


# ---------------------------------------------------------------------------
# measuring


def _times(fn, repeat: int, cpu: list | None = None) -> list[float]:
    """Wall times of ``repeat`` calls; their process CPU times go to ``cpu``."""
    out = []
    for _ in range(repeat):
        c0 = time.process_time()
        t0 = time.perf_counter()
        fn()
        out.append(time.perf_counter() - t0)
        if cpu is not None:
            cpu.append(time.process_time() - c0)
    return out


def _cpu_best(fn, repeat: int) -> float:
    cpu: list[float] = []
    _times(fn, repeat, cpu)
    return min(cpu)


class _GcClock:
    """Wall time spent in cyclic garbage collections (gc.callbacks)."""

    def __init__(self):
        self.seconds = 0.0
        self.collections = 0
        self._t0 = 0.0

    def _cb(self, phase, info):
        if phase == "start":
            self._t0 = time.perf_counter()
        else:
            self.seconds += time.perf_counter() - self._t0
            self.collections += 1

    def __enter__(self):
        gc.callbacks.append(self._cb)
        return self

    def __exit__(self, *exc):
        gc.callbacks.remove(self._cb)


def _summary(ts: list[float]) -> dict:
    return {"best": min(ts), "median": statistics.median(ts), "runs": ts}


def _children_cpu() -> float:
    ru = resource.getrusage(resource.RUSAGE_CHILDREN)
    return ru.ru_utime + ru.ru_stime


def _wall(cmd: list[str], env: dict | None = None, cpu: list | None = None) -> tuple[float, int, str]:
    """Wall time of a child process; its user+system CPU time goes to ``cpu``."""
    c0 = _children_cpu()
    t0 = time.perf_counter()
    proc = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, env=env)
    wall = time.perf_counter() - t0
    if cpu is not None:
        cpu.append(_children_cpu() - c0)
    return wall, proc.returncode, proc.stderr


_RSS_PROBE = r"""
import resource, subprocess, sys
proc = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
if proc.returncode:
    sys.stderr.write(proc.stderr)
    sys.exit(proc.returncode)
print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
"""

_PARSE_CHILD = r"""
import sys
from bufls.core.api import parse_file
if sys.argv[1] != "-":
    with open(sys.argv[1], encoding="utf-8") as f:
        text = f.read()
    parse_file(text, sys.argv[1])
"""


def peak_rss_mb(cmd: list[str], env: dict | None = None) -> float | None:
    """Peak RSS (MB) of ``cmd`` run as the only child of a fresh interpreter."""
    proc = subprocess.run([sys.executable, "-c", _RSS_PROBE, *cmd], capture_output=True, text=True, env=env)
    if proc.returncode:
        print(f"  (peak RSS of {cmd[:3]}... failed: {proc.stderr.strip()[:200]})", file=sys.stderr)
        return None
    return int(proc.stdout.strip()) / 1024.0  # ru_maxrss is KiB on Linux


class _NoopBuilder:
    """Accepts every rule callback of lalr.parse and builds nothing."""

    def __getattr__(self, name):
        if name.startswith("_"):  # lalr.parse may cache things on the builder
            raise AttributeError(name)
        return _noop


def _noop(children):
    return None


def stage_split(text: str, repeat: int) -> dict:
    """Best process CPU times of lex, LALR, parse without verify, parse+verify."""
    out: dict = {}
    try:
        toks = lexer.tokenize(text)
        out["tokens"] = len(toks)
        out["lex"] = _cpu_best(lambda: lexer.tokenize(text), repeat)
        builder = _NoopBuilder()
        out["lalr"] = _cpu_best(lambda: lalr.parse(toks, builder), repeat)
    except (lexer.LexError, lalr.ParseError) as e:  # the whole text as one piece
        out["error"] = f"{type(e).__name__}: {e}"
    out["parse_noverify"] = _cpu_best(lambda: parse_file(text, verify=False), repeat)
    out["parse_verify"] = _cpu_best(lambda: parse_file(text), repeat)
    return out


# ---------------------------------------------------------------------------
# one module


def bench_module(path: Path, repeat: int, opt_repeat: int, mlir_opt: Path | None) -> dict:
    text = path.read_text(encoding="utf-8")
    lines = text.count("\n") + (0 if text.endswith("\n") else 1)
    size_mb = len(text.encode("utf-8")) / 1e6
    res: dict = {"file": str(path), "lines": lines, "mb": size_mb}
    print(f"[{path.name}] {lines} lines, {size_mb:.2f} MB", file=sys.stderr)

    # 1. in-process parse + verify
    result = parse_file(text, str(path))
    res["diagnostics"] = len(result.diagnostics)
    res["diagnostic_kinds"] = _kinds(result.diagnostics)
    del result
    cpu: list[float] = []
    with _GcClock() as gcc:
        pv = _summary(_times(lambda: parse_file(text, str(path)), repeat, cpu))
    pv["cpu_best"] = min(cpu)
    pv["gc_s"] = gcc.seconds / repeat
    pv["gc_collections"] = gcc.collections / repeat
    pv["lines_per_s"] = lines / pv["best"]
    pv["mb_per_s"] = size_mb / pv["best"]
    gc.disable()
    try:
        pv["best_nogc"] = min(_times(lambda: parse_file(text, str(path)), repeat))
    finally:
        gc.enable()
    res["parse_verify"] = pv

    res["rss_mb"] = peak_rss_mb([sys.executable, "-c", _PARSE_CHILD, str(path)])
    res["rss_base_mb"] = peak_rss_mb([sys.executable, "-c", _PARSE_CHILD, "-"])

    # 3. stages
    res["stages"] = stage_split(text, repeat)

    # 2. whole process
    bufls_cmd = [sys.executable, "-m", "bufls", "opt", str(path), "-o", os.devnull]
    env = upstream.tool_env()
    b_ts, m_ts, b_cpu, m_cpu = [], [], [], []
    b_err = m_err = ""
    for _ in range(opt_repeat):
        t, rc, err = _wall(bufls_cmd, None, b_cpu)
        b_ts.append(t)
        if rc:
            b_err = f"exit {rc}: {err.strip()[:300]}"
        if mlir_opt is not None:
            t, rc, err = _wall([str(mlir_opt), str(path), "-o", os.devnull], env, m_cpu)
            m_ts.append(t)
            if rc:
                m_err = f"exit {rc}: {err.strip()[:300]}"
    res["bufls_opt"] = _summary(b_ts) | {"cpu_best": min(b_cpu)} | ({"error": b_err} if b_err else {})
    if m_ts:
        res["mlir_opt"] = _summary(m_ts) | {"cpu_best": min(m_cpu)} | ({"error": m_err} if m_err else {})
        res["cpu_ratio"] = res["bufls_opt"]["cpu_best"] / res["mlir_opt"]["cpu_best"]
        res["mlir_opt"]["mb_per_s"] = size_mb / res["mlir_opt"]["best"]
        res["mlir_opt"]["rss_mb"] = peak_rss_mb([str(mlir_opt), str(path), "-o", os.devnull], env)
        res["ratio"] = res["bufls_opt"]["best"] / res["mlir_opt"]["best"]
        res["ratio_median"] = res["bufls_opt"]["median"] / res["mlir_opt"]["median"]
    return res


def _load() -> str:
    try:
        return "/".join(f"{x:.1f}" for x in os.getloadavg())
    except OSError:
        return "?"


def _kinds(diags) -> dict:
    out: dict = {}
    for d in diags:
        key = f"{d.code}: {d.message.split(';')[0][:60]}"
        out[key] = out.get(key, 0) + 1
    return dict(sorted(out.items(), key=lambda kv: -kv[1])[:5])


def profile(path: Path, top: int) -> str:
    text = path.read_text(encoding="utf-8")
    gc.collect()
    prof = cProfile.Profile()
    with _GcClock() as gcc:
        prof.enable()
        parse_file(text, str(path))
        prof.disable()
    buf = io.StringIO()
    pstats.Stats(prof, stream=buf).sort_stats("tottime").print_stats(top)
    return (
        f"garbage collections during the profiled parse: {gcc.collections}, "
        f"{gcc.seconds:.3f} s (cProfile charges them to whatever function was running, "
        f"e.g. contextlib __exit__ when parse_file re-enables the collector)\n" + buf.getvalue()
    )


# ---------------------------------------------------------------------------
# report


def _f(x, fmt="{:.3f}", missing="-"):
    return missing if x is None else fmt.format(x)


def _table(headers: list[str], rows: list[list[str]]) -> str:
    widths = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(headers)]
    line = "  ".join(h.rjust(w) for h, w in zip(headers, widths))
    sep = "  ".join("-" * w for w in widths)
    body = ["  ".join(c.rjust(w) for c, w in zip(r, widths)) for r in rows]
    return "\n".join([line, sep, *body])


def report(results: list[dict], meta: dict) -> str:
    out = [
        f"bufls parser benchmark -- {meta['when']}, Python {meta['python']}, "
        f"{meta['machine']}, load average {meta['load_before']} before / "
        f"{meta['load_after']} after, mlir-opt: {meta['mlir_opt'] or 'not installed'}",
        f"repeat {meta['repeat']} (in process), {meta['opt_repeat']} (whole process)",
        "",
    ]

    out.append("1. In-process parse + verify (bufls.core.api.parse_file)")
    rows = []
    for r in results:
        pv = r["parse_verify"]
        ok = "yes" if pv["lines_per_s"] >= TARGET_LINES_PER_S else "NO"
        rows.append(
            [
                str(r["lines"]),
                f"{r['mb']:.2f}",
                f"{pv['best']:.3f}",
                f"{pv['median']:.3f}",
                f"{pv['lines_per_s']:,.0f}",
                f"{pv['mb_per_s']:.3f}",
                f">= {TARGET_LINES_PER_S:,} {ok}",
                f"{pv['cpu_best']:.3f}",
                f"{pv['gc_s']:.3f}",
                f"{pv['best_nogc']:.3f}",
                _f(r["rss_mb"], "{:.0f}"),
                _f(r["rss_base_mb"], "{:.0f}"),
                str(r["diagnostics"]),
            ]
        )
    out.append(
        _table(
            [
                "lines",
                "MB",
                "best s",
                "median s",
                "lines/s",
                "MB/s",
                "target lines/s",
                "CPU s",
                "GC s",
                "no-GC s",
                "RSS MB",
                "base MB",
                "diags",
            ],
            rows,
        )
    )
    for r in results:
        if r["diagnostics"]:
            out.append(
                f"   diagnostics in the {r['lines']}-line module: "
                + "; ".join(f"{n}x {k}" for k, n in r["diagnostic_kinds"].items())
            )
    out.append("")

    out.append("2. Whole process: python -m bufls opt FILE -o /dev/null vs mlir-opt FILE -o /dev/null")
    rows = []
    for r in results:
        b, m = r["bufls_opt"], r.get("mlir_opt")
        target = "-"
        if m is not None and r["lines"] == meta.get("ratio_lines"):
            target = f"<= {TARGET_OPT_RATIO:g}x " + ("yes" if r["ratio"] <= TARGET_OPT_RATIO else "NO")
        rows.append(
            [
                str(r["lines"]),
                f"{b['best']:.3f}",
                f"{b['median']:.3f}",
                _f(m and m["best"]),
                _f(m and m["median"]),
                _f(r.get("ratio"), "{:.1f}x"),
                _f(r.get("ratio_median"), "{:.1f}x"),
                target,
                f"{b['cpu_best']:.3f}",
                _f(m and m["cpu_best"]),
                _f(r.get("cpu_ratio"), "{:.1f}x"),
                _f(m and m["mb_per_s"], "{:.2f}"),
                _f(m and m.get("rss_mb"), "{:.0f}"),
                f"{meta['startup']:.3f}",
                f"{meta['opt_floor']:.3f}",
            ]
        )
    out.append(
        _table(
            [
                "lines",
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
                "mlir-opt MB/s",
                "mlir-opt RSS MB",
                "startup s",
                "opt floor s",
            ],
            rows,
        )
    )
    for r in results:
        for k in ("bufls_opt", "mlir_opt"):
            if r.get(k, {}).get("error"):
                out.append(f"   {k} on the {r['lines']}-line module: {r[k]['error']}")
    out.append("")

    out.append("3. Where bufls' time goes (process CPU time, best of each; % of parse+verify)")
    rows = []
    for r in results:
        st, total = r["stages"], r["stages"]["parse_verify"]
        if "error" in st:
            out.append(
                f"   {r['lines']} lines: the whole text does not lex/parse in one piece "
                f"({st['error']}); only build/verify are split"
            )
            lex = lalr_t = None
        else:
            lex, lalr_t = st["lex"], st["lalr"]
        nov = st["parse_noverify"]
        build = None if lex is None else nov - lex - lalr_t
        verify = total - nov

        def cell(x, total=total):
            return "-" if x is None else f"{x:.3f} ({100 * x / total:.0f}%)"

        rows.append(
            [
                str(r["lines"]),
                str(st.get("tokens", "-")),
                cell(lex),
                cell(lalr_t),
                cell(build),
                cell(verify),
                f"{total:.3f}",
                "-" if lex is None else f"{st['tokens'] / lex:,.0f}",
                "-" if lex is None else f"{st['tokens'] / lalr_t:,.0f}",
            ]
        )
    out.append(
        _table(
            ["lines", "tokens", "lex s", "LALR s", "build s", "verify s", "total s", "tokens/s lex", "tokens/s LALR"],
            rows,
        )
    )
    return "\n".join(out)


# ---------------------------------------------------------------------------


def main(argv=None) -> int:
    p = argparse.ArgumentParser(
        description="bufls parse speed and memory vs mlir-opt (see the module docstring for the columns)."
    )
    p.add_argument("--sizes", default="10000,50000", help="module sizes in lines (default 10000,50000)")
    p.add_argument("--files", help="comma-separated existing .mlir files instead of generated ones")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--deallocs", choices=genmod.DEALLOC_MODES, default="all")
    p.add_argument("--repeat", type=int, default=3, help="in-process repetitions (default 3)")
    p.add_argument("--opt-repeat", type=int, default=5, help="whole-process repetitions (default 5)")
    p.add_argument("--json", metavar="FILE", help="also write all figures as JSON")
    p.add_argument("--keep", metavar="DIR", help="write the generated modules to DIR")
    p.add_argument(
        "--profile", type=int, metavar="N", default=0, help="cProfile one parse of the largest module, top N by tottime"
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
            path = folder / f"gen_{n}_s{args.seed}_{args.deallocs}.mlir"
            path.write_text(genmod.generate(n, args.seed, args.deallocs), encoding="utf-8")
            paths.append(path)

    # warm-up: grammar tables, imports, first-use caches
    parse_file(genmod.generate(300, 12345, "all"))
    startup = min(_wall([sys.executable, "-m", "bufls", "--version"])[0] for _ in range(3))
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        f.write("func.func @f() {\n  return\n}\n")
    try:
        opt_floor = min(_wall([sys.executable, "-m", "bufls", "opt", f.name, "-o", os.devnull])[0] for _ in range(3))
    finally:
        os.unlink(f.name)

    meta = {
        "when": time.strftime("%Y-%m-%d %H:%M:%S"),
        "python": platform.python_version(),
        "machine": f"{platform.machine()} {os.cpu_count()} CPUs",
        "mlir_opt": str(mlir_opt) if mlir_opt else None,
        "repeat": args.repeat,
        "opt_repeat": args.opt_repeat,
        "startup": startup,
        "opt_floor": opt_floor,
        "ratio_lines": None,
        "load_before": _load(),
        "load_after": None,
    }
    try:
        results = [bench_module(path, args.repeat, args.opt_repeat, mlir_opt) for path in paths]
        # the ratio target is for the 10,000-line module (or the closest one)
        closest = min(results, key=lambda r: abs(r["lines"] - TARGET_RATIO_LINES))
        meta["ratio_lines"] = closest["lines"]
        meta["load_after"] = _load()
        print(report(results, meta))
        prof = None
        if args.profile:
            largest = max(paths, key=lambda q: q.stat().st_size)
            prof = profile(largest, args.profile)
            print(f"\ncProfile of one parse_file of {largest.name} (top {args.profile} by tottime)")
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
