#!/usr/bin/env python3
"""How long the client waits while bufls replaces its analysing process.

    python benchmarks/bench_replacement.py                  # 10,000 lines, 8 rounds
    python benchmarks/bench_replacement.py --lines 50000 --rounds 4

On stdio, ``bufls`` is a supervisor that replaces its analysing process when
that process has grown (``server/supervisor.py``; the decision is taken when
diagnostics are published).  Two servers on the same module
(``benchmarks/genmod.py``):

* ``never``: ``BUFLS_WORKER_GROWTH=1000``, no replacement;
* ``always``: ``BUFLS_WORKER_GROWTH=0``, a replacement after every round's
  edit (a new process sets its reference memory at its first publish, which
  comes before the next round).

Each round makes a one-line edit, waits for its diagnostics, then probes with
hovers on a memref value for ``--window`` seconds, one after the other
(the next one 50 ms after the answer), so that a pause of the server shows as
one long hover.  Printed: hover latency median, 90th percentile and maximum
per server, and how many replacements the client was told of.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from genmod import generate  # noqa: E402
from lspclient import Document, LspClient, bufls_command  # noqa: E402

MODES = {"never": "1000", "always": "0"}


async def probe(client: LspClient, doc: Document, line: int, col: int, window: float) -> list[float]:
    times = []
    end = time.perf_counter() + window
    while time.perf_counter() < end:
        t = time.perf_counter()
        await client.hover(doc.uri, line, col)
        times.append(time.perf_counter() - t)
        await asyncio.sleep(0.05)
    return times


async def run(mode: str, text: str, folder: Path, rounds: int, window: float) -> tuple[list[float], int]:
    path = folder / "m.mlir"
    path.write_text(text)
    env = dict(os.environ, BUFLS_WORKER_GROWTH=MODES[mode])
    client = await LspClient.start(bufls_command(), env=env, cwd=str(folder), name=f"bufls-{mode}")
    try:
        await client.initialize(folder.as_uri())
        doc = Document(path.as_uri(), text)
        await client.open(doc)
        await client.wait_diagnostics(doc.uri, 1, after=0, timeout=600)
        middle = len(doc.lines) // 2
        line = next(i for i in range(middle, len(doc.lines)) if "memref.dealloc %" in doc.lines[i])
        col = doc.lines[line].index("%") + 1
        await probe(client, doc, line, col, 1.0)  # a settled server, and its reference memory
        times = []
        for r in range(rounds):
            mark = client.mark()
            # a space put before the line above, then taken away
            change = doc.edit((line - 1, 0), (line - 1, r % 2), " " if r % 2 == 0 else "")
            await client.change(doc, [change])
            await client.wait_diagnostics(doc.uri, doc.version, after=mark, timeout=600)
            times += await probe(client, doc, line, col, window)
        return times, client.replacements
    finally:
        await client.stop()


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--lines", type=int, default=10_000)
    ap.add_argument("--rounds", type=int, default=8)
    ap.add_argument("--window", type=float, default=3.0, help="seconds of hovers after each edit (default 3)")
    args = ap.parse_args(argv)
    text = generate(args.lines, 1, "all")
    print(
        f"replacement pause: {text.count(chr(10)) + 1:,} lines, {args.rounds} rounds, "
        f"{args.window:g} s of hovers after each edit, load average {os.getloadavg()[0]:.1f}"
    )
    print(f"{'replacement':<12}{'hovers':>8}{'median ms':>11}{'p90 ms':>9}{'max ms':>9}{'replaced':>10}")
    for mode in MODES:
        with tempfile.TemporaryDirectory() as tmp:
            times, replaced = asyncio.run(run(mode, text, Path(tmp), args.rounds, args.window))
        ms = sorted(t * 1000 for t in times)
        p90 = ms[min(len(ms) - 1, int(0.9 * len(ms)))]
        print(f"{mode:<12}{len(ms):>8}{statistics.median(ms):>11.1f}{p90:>9.1f}{ms[-1]:>9.1f}{replaced:>10}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
