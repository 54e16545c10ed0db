#!/usr/bin/env python3
"""The soak's edit stream fed to the incremental analyzer in-process (no
server): memory and cache sizes every ``--every`` edits, to tell cache
growth from other growth.

    python benchmarks/soak_analyzer.py --lines 10000 --edits 2000 --every 50
"""

from __future__ import annotations

import argparse
import gc
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from genmod import generate  # noqa: E402
from lspclient import Document  # noqa: E402
from lspedits import EditStream  # noqa: E402

from bufls.core.services.incremental import Analyzer  # noqa: E402
from bufls.core.syntax import lexer  # noqa: E402
from bufls.server.documents import _update  # noqa: E402


def rss_mib() -> int:
    with open("/proc/self/status") as f:
        return int(f.read().split("VmRSS:")[1].split()[0]) // 1024


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--lines", type=int, default=10_000)
    ap.add_argument("--edits", type=int, default=2_000)
    ap.add_argument("--every", type=int, default=50)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    text = generate(args.lines, args.seed, "all")
    doc = Document(Path("/soak/a.mlir").as_uri(), text)
    stream = EditStream(doc, args.seed, text)
    analyzer = Analyzer("/soak/a.mlir")
    _update(analyzer, text, 0, None)  # the server's own step (gc.freeze policy included)
    start = time.perf_counter()
    print("edits  seconds  RSS MiB  blocks (k)  full runs  lexer templates  parser shapes  frozen objects")
    for i in range(1, args.edits + 1):
        for _ in stream.next_op():
            pass
        _update(analyzer, doc.text, i, None)
        if i % args.every == 0:
            ctx = analyzer.parts[0].ctx
            print(
                f"{i:5d}  {time.perf_counter() - start:7.0f}  {rss_mib():7d}  "
                f"{sys.getallocatedblocks() // 1000:10d}  "
                f"{analyzer.full_runs:9d}  "
                f"{len(lexer._LINES):15d}  {len(ctx.shapes):13d}  {gc.get_freeze_count():14d}",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
