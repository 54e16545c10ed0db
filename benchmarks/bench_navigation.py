#!/usr/bin/env python3
"""Navigation latency of bufls' language server on a big module, end to end.

    python benchmarks/bench_navigation.py                 # a 50,000-line module (genmod seed 1)
    python benchmarks/bench_navigation.py --lines 10000 --rounds 10
    python benchmarks/bench_navigation.py --file path/to/module.mlir

One ``bufls --stdio`` process opens the module and waits for its first
diagnostics.  Then, ``--rounds`` times: an edit near the top of the file,
the ``publishDiagnostics`` of that version, and one of each request, timed
from writing it to reading the answer.  ``--edit line`` (the default, the
worst case) inserts a ``// x`` comment line in the first function, so every
later function moves down a line; ``--edit inline`` types a character at
the end of a line of it (the line count stays):

* ``textDocument/definition`` of a value use and of a callee symbol in the
  middle of the file;
* ``textDocument/references`` of that callee (the whole module is searched);
* ``textDocument/documentSymbol`` and ``textDocument/foldingRange`` (the
  whole file, right after the edit moved every function below it);
* ``textDocument/completion`` of ``%`` values at a use.

Medians and maxima in milliseconds.  Targets (issue 5 navigation brief): on
the 50,000-line module, definition < 20 ms and documentSymbol < 300 ms.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import re
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from genmod import generate  # noqa: E402
from lspclient import Document, LspClient, bufls_command  # noqa: E402

USE = re.compile(r"memref\.load (%\w+)\[")
CALL = re.compile(r"call @(\w+)\(")


def _site(doc: Document, pattern: re.Pattern, group: int = 1) -> tuple[int, int]:
    """(line, column) one character into ``group`` of the first match in
    the middle of the file."""
    middle = len(doc.lines) // 2
    for i in range(middle, len(doc.lines)):
        m = pattern.search(doc.lines[i])
        if m:
            return i, m.start(group) + 1
    raise SystemExit(f"no match for {pattern.pattern}")


def _where(uri: str, line: int, col: int) -> dict:
    return {"textDocument": {"uri": uri}, "position": {"line": line, "character": col}}


async def _timed(client: LspClient, method: str, params: dict) -> tuple[float, object]:
    t = time.perf_counter()
    answer = await client.request(method, params)
    return (time.perf_counter() - t) * 1000, answer


async def run(text: str, rounds: int, edit: str) -> dict[str, list[float]]:
    uri = (Path.cwd() / f"bench-navigation-{os.getpid()}.mlir").as_uri()  # never written
    client = await LspClient.start(bufls_command(), env=dict(os.environ, PYTHONUNBUFFERED="1"))
    times: dict[str, list[float]] = {}
    try:
        await client.initialize(None)
        doc = Document(uri, text)
        await client.open(doc)
        await client.wait_diagnostics(uri, version=1, after=0, timeout=600)
        first_body = next(i for i, line in enumerate(doc.lines) if line.strip().startswith("%"))
        for _ in range(rounds):
            mark = client.mark()
            if edit == "line":
                change = doc.edit((first_body, 0), (first_body, 0), "    // x\n")
            else:
                end = len(doc.lines[first_body])
                change = doc.edit((first_body, end), (first_body, end), " ")
            await client.change(doc, [change])
            await client.wait_diagnostics(uri, version=doc.version, after=mark)
            use = _site(doc, USE)
            call = _site(doc, CALL)
            requests = [
                ("definition (value)", "textDocument/definition", _where(uri, *use)),
                ("definition (symbol)", "textDocument/definition", _where(uri, *call)),
                (
                    "references (symbol)",
                    "textDocument/references",
                    {**_where(uri, *call), "context": {"includeDeclaration": True}},
                ),
                ("documentSymbol", "textDocument/documentSymbol", {"textDocument": {"uri": uri}}),
                ("foldingRange", "textDocument/foldingRange", {"textDocument": {"uri": uri}}),
                ("completion (%)", "textDocument/completion", _where(uri, use[0], use[1])),
            ]
            for name, method, params in requests:
                ms, answer = await _timed(client, method, params)
                if not answer:
                    raise SystemExit(f"{name}: empty answer")
                times.setdefault(name, []).append(ms)
    finally:
        await client.stop()
    return times


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--lines", type=int, default=50000, help="genmod module size (default 50000)")
    ap.add_argument("--file", help="an .mlir file to use instead of a generated module")
    ap.add_argument("--rounds", type=int, default=8, help="edits, each followed by every request (default 8)")
    ap.add_argument(
        "--edit",
        choices=("line", "inline"),
        default="line",
        help="insert a line (default) or type inside a line before each round",
    )
    args = ap.parse_args(argv)
    text = Path(args.file).read_text() if args.file else generate(args.lines, seed=1, deallocs="all")
    times = asyncio.run(run(text, args.rounds, args.edit))
    print(
        f"{text.count(chr(10))} lines, {args.rounds} rounds ({args.edit} edits), load average {os.getloadavg()[0]:.1f}"
    )
    for name, xs in times.items():
        print(f"  {name:22s} median {statistics.median(xs):8.1f} ms   max {max(xs):8.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
