#!/usr/bin/env python3
"""Latency of the ownership graph (``bufls/ownershipGraph``) in the editor,
on 50,000-line modules of several shapes, against mlir-opt drawing its own
graph (``--view-op-graph``) in the same run.

    python benchmarks/bench_graph.py                      # 50,000 lines, three shapes
    python benchmarks/bench_graph.py --lines 10000 --rounds 5 --shapes cf-chains

One ``bufls --stdio`` process opens each module, publishes its first
diagnostics and is left until it is idle (the whole module checked: the
editor's state when someone opens the graph).  Then, for
the function closest to 200 lines and for the biggest one: ``--rounds``
requests as DOT (the graph and its layout input) and as SVG (with
Graphviz's layout), timed from writing the request to reading the answer.
mlir-opt has no per-function view: ``mlir-opt --view-op-graph`` draws the
op graph of the function alone (cut out of the module with the
declarations it calls), best of 3; ``--whole-module`` also times it on the
whole module (more than 12 minutes on the 50,000-line genmod module).

Target (issue 13): at most 100 ms for a 200-line function, as SVG.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import genshapes  # noqa: E402
from lspclient import Document, LspClient, bufls_command  # noqa: E402

from bufls.core import upstream  # noqa: E402

SHAPES = ("genmod-none", "cf-chains-200", "cf-chains", "big-functions")


def generate(shape: str, lines: int) -> str:
    """A genshapes module; ``cf-chains-200``: cf-chains whose functions are
    about 200 lines (a few dozen blocks each), the size the target names."""
    if shape != "cf-chains-200":
        return genshapes.generate(shape, lines, 1)
    old = genshapes.CF_FUNCTION_LINES
    genshapes.CF_FUNCTION_LINES = 200
    try:
        return genshapes.generate("cf-chains", lines, 1)
    finally:
        genshapes.CF_FUNCTION_LINES = old


TARGET_MS = 100.0


def functions(lines: list[str]) -> list[tuple[int, int, str]]:
    """(first line, last line, name) of each top-level func.func with a body."""
    out = []
    start = None
    for i, line in enumerate(lines):
        m = re.match(r"\s{0,2}func\.func (?:private |public )?@([\w.$]+)\(.*\{\s*$", line)
        if m and start is None:
            start, name = i, m.group(1)
        elif start is not None and re.match(r"^\s{0,2}\}\s*$", line):
            out.append((start, i, name))
            start = None
    return out


def cut_out(lines: list[str], first: int, last: int) -> str:
    """The function alone, with a private declaration of each callee it uses."""
    body = lines[first : last + 1]
    callees = set(re.findall(r"call @([\w.$]+)\(", "\n".join(body)))
    decls = []
    for line in lines:
        m = re.match(r"\s*func\.func (?:private )?@([\w.$]+)(\(.*\))( -> .*)? \{\s*$", line)
        d = re.match(r"\s*func\.func private @([\w.$]+)\(.*\)(?: -> .*)?$", line)
        if d and d.group(1) in callees:
            decls.append(line.strip())
        elif m and m.group(1) in callees:
            sig = re.sub(r"%[\w.$]+: ", "", m.group(2))
            decls.append(f"func.func private @{m.group(1)}{sig}{m.group(3) or ''}")
    return "\n".join(decls + body) + "\n"


MLIR_OPT_SECONDS = 60  # --view-op-graph of a whole 50,000-line module takes longer than 12 minutes


def time_mlir_opt(path: str, repeat: int = 3) -> float | str | None:
    """Best ms of ``mlir-opt --view-op-graph path``; ``">60 s"`` when it
    does not finish in time; None when mlir-opt is missing or refuses."""
    tool = upstream.tool_path("mlir-opt")
    if tool is None:
        return None
    best = None
    for _ in range(repeat):
        t = time.perf_counter()
        try:
            done = subprocess.run(
                [str(tool), "--allow-unregistered-dialect", "--view-op-graph", path, "-o", os.devnull],
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                check=False,
                timeout=MLIR_OPT_SECONDS,
            )
        except subprocess.TimeoutExpired:
            return f">{MLIR_OPT_SECONDS} s"
        ms = (time.perf_counter() - t) * 1000
        if done.returncode != 0:
            return None
        best = ms if best is None else min(best, ms)
    return best


async def time_graph(text: str, picks: list[tuple[int, str]], rounds: int) -> dict:
    uri = (Path.cwd() / f"bench-graph-{os.getpid()}.mlir").as_uri()  # never written
    client = await LspClient.start(bufls_command(), env=dict(os.environ, PYTHONUNBUFFERED="1"))
    out: dict = {}
    try:
        await client.initialize(None)
        await client.open(Document(uri, text))
        await client.wait_diagnostics(uri, version=1, after=0, timeout=900)
        out["settle"] = await client.settle(uri)  # the whole module checked
        for line, name in picks:
            for fmt in ("dot", "svg"):
                times, answer = [], None
                for _ in range(rounds):
                    params = {"textDocument": {"uri": uri}, "position": {"line": line, "character": 2}, "format": fmt}
                    t = time.perf_counter()
                    answer = await client.request("bufls/ownershipGraph", params)
                    times.append((time.perf_counter() - t) * 1000)
                assert answer and answer.get("function") == f"@{name}", answer and answer.get("function")
                assert fmt == "dot" or answer.get("svg"), answer.get("error")
                out[(name, fmt)] = (times, len(answer["nodes"]), len(answer["problems"]))
    finally:
        await client.stop()
    return out


def _ms(value) -> str:
    if isinstance(value, float):
        return f"{value:.1f}"
    return value or "-"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--lines", type=int, default=50000)
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--shapes", default=",".join(SHAPES))
    ap.add_argument(
        "--whole-module", action="store_true", help="also time mlir-opt --view-op-graph on the whole module (slow)"
    )
    args = ap.parse_args(argv)
    print(
        f"bufls ownership graph -- {time.strftime('%Y-%m-%d %H:%M:%S')}, {os.cpu_count()} CPUs, "
        f"load {os.getloadavg()[0]:.1f}, {args.rounds} rounds, median / max ms"
    )
    header = (
        f"{'shape':>14} {'function':>14} {'lines':>5} {'blocks':>6} {'probs':>5} {'dot ms':>13} {'svg ms':>13} "
        f"{'mlir-opt fn':>11} {'module':>8} {'svg/fn':>7} {'<=100':>5}"
    )
    print(header, flush=True)
    print("-" * len(header))
    ok = True
    with tempfile.TemporaryDirectory(prefix="bufls-bench-graph-") as tmp:
        for shape in [s for s in args.shapes.split(",") if s]:
            text = generate(shape, args.lines)
            lines = text.splitlines()
            funcs = functions(lines)
            near = min(funcs, key=lambda f: abs((f[1] - f[0] + 1) - 200))
            big = max(funcs, key=lambda f: f[1] - f[0])
            picks = [near] if big == near else [near, big]
            whole = os.path.join(tmp, f"{shape}.mlir")
            Path(whole).write_text(text)
            module_ms = time_mlir_opt(whole, repeat=1) if args.whole_module else None
            got = asyncio.run(time_graph(text, [(f[0] + 1, f[2]) for f in picks], args.rounds))
            for first, last, name in picks:
                alone = os.path.join(tmp, f"{shape}-{name}.mlir")
                Path(alone).write_text(cut_out(lines, first, last))
                fn_ms = time_mlir_opt(alone)
                dot_t, blocks, probs = got[(name, "dot")]
                svg_t = got[(name, "svg")][0]
                med = statistics.median(svg_t)
                n = last - first + 1
                within = med <= TARGET_MS if n <= 250 else None
                ok &= within is not False
                ratio = f"{med / fn_ms:.2f}x" if isinstance(fn_ms, float) else "n/a"
                print(
                    f"{shape:>14} {name[:14]:>14} {n:>5} {blocks:>6} {probs:>5} "
                    f"{statistics.median(dot_t):6.1f}/{max(dot_t):6.1f} {med:6.1f}/{max(svg_t):6.1f} "
                    f"{_ms(fn_ms):>11} {_ms(module_ms):>8} "
                    f"{ratio:>7} {({True: 'yes', False: 'NO', None: '-'})[within]:>5}",
                    flush=True,
                )
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
