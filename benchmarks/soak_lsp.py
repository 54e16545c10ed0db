#!/usr/bin/env python3
"""LSP soak: thousands of random edits streamed into ``bufls --stdio``.

    python benchmarks/soak_lsp.py                         # 10,000 edits on a 10,000-line module
    python benchmarks/soak_lsp.py --lines 2000 --edits 500 --checkpoint 100 --seed 3

The module comes from ``benchmarks/genmod.py`` (``--deallocs all``); the
edits from ``lspedits.EditStream`` (derandomized by ``--seed``: typing and
backspacing, lines inserted and deleted, tokens changed, syntax broken and
fixed, blocks pasted, undo, multi-change ``didChange``, rare reverts).  They
are streamed with a short random delay between ``didChange`` notifications
(typing), pauses, and from time to time a wait for the diagnostics of the
newest version; bufls gets incremental changes with ranges.  ``VmRSS`` is
sampled every ``--edits``/20 actions.

Checked (exit 1 when one fails):

* the server is alive at the end and exits cleanly after ``shutdown``;
* no traceback or error on its stderr, no ``window/logMessage`` of type
  Error or holding a traceback;
* ``VmRSS`` (summed over the server's processes: the supervisor and the
  analysing process it may replace) at the end is within 20% of it after
  the first ``--checkpoint`` edits (both taken once the diagnostics of the
  newest version are in and the server has sent nothing for 2 s: not in
  the middle of a replacement of the analysing process, which publishes
  again).  For comparison, the report also gives the ``VmRSS`` of a new
  server that opened the text of those two moments;
* versions are published in increasing order, never one newer than sent,
  and every range lies inside the text of its version;
* at the checkpoint and at the end, the published diagnostics equal a fresh
  ``bufls.core.analyze.analyze`` of the client's text (ranges through
  ``bufls.server.convert.span_to_range``).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import re
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from genmod import generate  # noqa: E402
from lspclient import Document, LspClient, LspError, Published, bufls_command  # noqa: E402
from lspedits import EditStream  # noqa: E402

__all__ = ["EditStream", "SoakReport", "soak", "expected_diagnostics", "published_key"]

# -- checks -------------------------------------------------------------------


def published_key(d: dict) -> tuple:
    r = d["range"]
    return (
        r["start"]["line"],
        r["start"]["character"],
        r["end"]["line"],
        r["end"]["character"],
        d.get("severity"),
        d.get("code"),
        d.get("message"),
    )


def expected_diagnostics(text: str, path: str) -> list[tuple]:
    """A fresh analysis of ``text``, as the keys of ``published_key``."""
    from bufls.core.analyze import analyze
    from bufls.core.config.project import load_config
    from bufls.core.syntax.source import SourceFile
    from bufls.server.convert import span_to_range

    config = load_config(os.path.dirname(path))
    source = SourceFile(text, path)
    out = []
    for d in analyze(text, path, config):
        out.append(
            published_key(
                {
                    "range": span_to_range(source, d.start, d.end),
                    "severity": int(d.severity),
                    "code": d.code,
                    "message": d.message,
                }
            )
        )
    return sorted(out)


def diff_keys(got: list[tuple], want: list[tuple], limit: int = 5) -> str:
    extra = [k for k in got if k not in want][:limit]
    missing = [k for k in want if k not in got][:limit]
    return f"published but not expected: {extra}; expected but not published: {missing}"


@dataclass
class SoakReport:
    lines: int
    edits: int = 0  # user actions
    changes: int = 0  # didChange notifications
    publishes: int = 0
    waits: int = 0
    elapsed: float = 0.0
    rss_checkpoint: int = 0  # KiB
    rss_end: int = 0
    peak: int = 0
    fresh_checkpoint: int = 0  # KiB of a new server holding the same text
    fresh_end: int = 0
    rss_samples: list[tuple[int, int]] = field(default_factory=list)
    wait_ms: list[float] = field(default_factory=list)
    final_lines: int = 0
    final_diagnostics: int = 0
    replacements: int = 0  # analysis processes the supervisor replaced
    exit_code: int | None = None
    counts: dict = field(default_factory=dict)
    failures: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.failures


class _PublishCheck:
    """Versions in order, none newer than sent, ranges inside their text."""

    def __init__(self, report: SoakReport):
        self.report = report
        self.line_counts: dict[int, int] = {}
        self.sent = 0
        self.last = 0

    def __call__(self, pub: Published) -> None:
        fail = self.report.failures
        v = pub.version
        if v is None:
            if "a publishDiagnostics without version" not in fail:
                fail.append("a publishDiagnostics without version")
            return
        if (v < self.last or v > self.sent) and len(fail) < 20:
            fail.append(f"version {v} published after {self.last} (newest sent {self.sent})")
        self.last = max(self.last, v)
        n = self.line_counts.get(v)
        for d in pub.diagnostics:
            r = d["range"]
            if n is not None and not (0 <= r["start"]["line"] <= r["end"]["line"] < n):
                fail.append(f"version {v}: range {r} outside its {n} lines")
                break


async def _settle(client: LspClient, doc: Document, report: SoakReport, timeout: float) -> Published:
    t0 = time.perf_counter()
    pub = await client.wait_diagnostics(doc.uri, doc.version, after=0, timeout=timeout)
    report.waits += 1
    report.wait_ms.append((time.perf_counter() - t0) * 1000)
    return pub


async def _compare(pub: Published, doc: Document, path: Path, report: SoakReport, when: str) -> None:
    if pub.version != doc.version:
        report.failures.append(f"{when}: newest diagnostics are for version {pub.version}, not {doc.version}")
        return
    want = expected_diagnostics(doc.text, str(path))
    got = sorted(published_key(d) for d in pub.diagnostics)
    if got != want:
        report.failures.append(
            f"{when}: {len(got)} diagnostics published, {len(want)} from a fresh analysis; {diff_keys(got, want)}"
        )


async def _quiet(client: LspClient, seconds: float = 2.0, limit: float = 60.0) -> None:
    """Return once the server has sent no diagnostics and no log message for ``seconds``."""
    end = time.perf_counter() + limit
    while time.perf_counter() < end:
        seen = (client.publish_count, len(client.log))
        await asyncio.sleep(seconds)
        if (client.publish_count, len(client.log)) == seen:
            return


def _log_failures(client: LspClient, report: SoakReport) -> None:
    for kind, message in client.log:
        if kind == 1 or "Traceback" in message:
            report.failures.append(f"server log ({kind}): {message[:600]}")
            break
    bad = [i for i, line in enumerate(client.stderr) if re.search(r"Traceback|Error|Exception", line)]
    if bad:
        lines = list(client.stderr)
        report.failures.append("server stderr: " + "".join(lines[bad[0] : bad[0] + 20])[:1500])


async def fresh_rss(text: str, path: Path, command: list[str], timeout: float) -> int:
    """``VmRSS`` (KiB) of a new server that opened ``text`` and published
    its diagnostics: what the soaked server would hold without the history
    of its edits."""
    client = await LspClient.start(command, cwd=str(path.parent), name="bufls")
    try:
        await client.initialize(path.parent.as_uri())
        doc = Document(path.as_uri(), text)
        await client.open(doc)
        await client.wait_diagnostics(doc.uri, doc.version, after=0, timeout=timeout)
        await asyncio.sleep(0.2)
        return client.memory().get("VmRSS", 0)
    finally:
        await client.stop()


async def soak(
    text: str,
    path: Path,
    edits: int,
    seed: int,
    checkpoint: int,
    delay: float = 0.004,
    wait_prob: float = 0.05,
    timeout: float = 300.0,
    command: list[str] | None = None,
    progress=None,
) -> SoakReport:
    report = SoakReport(text.count("\n") + 1)
    text_checkpoint = text_end = None
    client = await LspClient.start(
        command or bufls_command(), env=dict(os.environ, PYTHONUNBUFFERED="1"), cwd=str(path.parent), name="bufls"
    )
    check = _PublishCheck(report)
    client.on_publish = check
    rng = random.Random(seed ^ 0x5EED)
    doc = Document(path.as_uri(), text)
    stream = EditStream(doc, seed, text)
    t_start = time.perf_counter()
    try:
        await client.initialize(path.parent.as_uri())
        check.line_counts[1], check.sent = len(doc.lines), 1
        await client.open(doc)
        await _settle(client, doc, report, timeout)
        while report.edits < edits:
            for changes in stream.next_op():
                check.sent = doc.version
                check.line_counts[doc.version] = len(doc.lines)
                await client.change(doc, changes)
                report.changes += 1
                await asyncio.sleep(rng.expovariate(1 / delay) if delay else 0)
            report.edits += 1
            if report.edits == checkpoint:
                pub = await _settle(client, doc, report, timeout)
                await _compare(pub, doc, path, report, f"after {checkpoint} edits")
                await _quiet(client)
                report.rss_checkpoint = client.memory().get("VmRSS", 0)
                text_checkpoint = doc.text
            elif rng.random() < wait_prob:
                await _settle(client, doc, report, timeout)
            elif rng.random() < 0.1:
                await asyncio.sleep(rng.uniform(0.02, 0.3))
            if report.edits % max(1, edits // 20) == 0:
                report.rss_samples.append((report.edits, client.memory().get("VmRSS", 0)))
                if progress:
                    progress(report)
        pub = await _settle(client, doc, report, timeout)
        await _quiet(client)
        pub = client.published[doc.uri]  # the same version again, after a replacement
        mem = client.memory()
        report.rss_end, report.peak = mem.get("VmRSS", 0), mem.get("VmHWM", 0)
        await _compare(pub, doc, path, report, f"after {report.edits} edits")
        report.final_lines, report.final_diagnostics = len(doc.lines), len(pub.diagnostics)
        text_end = doc.text
        if report.rss_checkpoint and report.rss_end > 1.2 * report.rss_checkpoint:
            report.failures.append(
                f"memory grew from {report.rss_checkpoint} KiB after {checkpoint} edits "
                f"to {report.rss_end} KiB at the end (> 20%)"
            )
    except (TimeoutError, LspError, OSError) as exc:
        report.failures.append(f"after {report.edits} edits: {type(exc).__name__}: {exc}")
        if isinstance(exc, TimeoutError):  # what the server had sent: where it stalled
            last = client.published.get(doc.uri)
            ago = f"{time.perf_counter() - last.at:.1f} s ago" if last is not None else "never"
            report.failures.append(
                f"waited for version {doc.version}; last publish: version "
                f"{None if last is None else last.version} ({ago}), {client.publish_count} in all; "
                f"replacements {client.replacements} (at publishes {client.replacement_marks[-3:]}); "
                f"last log: {[m[:200] for _, m in list(client.log)[-3:]]}; "
                f"last stderr: {''.join(list(client.stderr)[-10:])[-1500:]}"
            )
    finally:
        report.elapsed = time.perf_counter() - t_start
        report.publishes = client.publish_count
        report.replacements = client.replacements
        report.counts = dict(stream.counts)
        alive = client.alive
        report.exit_code = await client.stop()
        if not alive:
            report.failures.append(f"the server died (exit code {report.exit_code})")
        elif report.exit_code != 0:
            report.failures.append(f"the server exited with {report.exit_code} after shutdown")
        _log_failures(client, report)
    if text_end is not None:
        report.fresh_end = await fresh_rss(text_end, path, command or bufls_command(), timeout)
    if text_checkpoint is not None:
        report.fresh_checkpoint = await fresh_rss(text_checkpoint, path, command or bufls_command(), timeout)
    return report


def print_report(r: SoakReport, args) -> None:
    med = sorted(r.wait_ms)[len(r.wait_ms) // 2] if r.wait_ms else 0
    print(
        f"LSP soak: {r.edits} edits ({r.changes} didChange) on a {r.lines}-line module, seed {args.seed}, "
        f"{r.elapsed:.0f} s, load average {os.getloadavg()[0]:.1f}"
    )
    print("  actions: " + ", ".join(f"{k} {v}" for k, v in sorted(r.counts.items())))
    print(f"  publishDiagnostics: {r.publishes}; waits for the newest version: {r.waits} (median {med:.0f} ms)")
    print(f"  final text: {r.final_lines} lines, {r.final_diagnostics} diagnostics")
    print(
        f"  VmRSS after {args.checkpoint} edits {r.rss_checkpoint / 1024:.1f} MiB, at the end "
        f"{r.rss_end / 1024:.1f} MiB ({(r.rss_end / r.rss_checkpoint - 1) * 100 if r.rss_checkpoint else 0:+.1f}%), "
        f"peak {r.peak / 1024:.1f} MiB"
    )
    print(
        f"  a new server holding the same text: {r.fresh_checkpoint / 1024:.1f} MiB after {args.checkpoint} "
        f"edits, {r.fresh_end / 1024:.1f} MiB at the end"
    )
    print("  VmRSS MiB by edits: " + ", ".join(f"{e}:{k / 1024:.0f}" for e, k in r.rss_samples))
    print(f"  analysis processes replaced: {r.replacements}; server exit code {r.exit_code}")
    print("PASS" if r.ok else "FAIL:\n  " + "\n  ".join(r.failures))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--lines", type=int, default=10_000, help="module size (default 10000)")
    ap.add_argument("--edits", type=int, default=10_000, help="user actions (default 10000)")
    ap.add_argument("--checkpoint", type=int, default=1000, help="memory reference point (default 1000)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--delay", type=float, default=0.004, help="mean seconds between didChange (default 0.004)")
    ap.add_argument(
        "--wait-prob", type=float, default=0.05, help="chance of waiting for diagnostics after an action (default 0.05)"
    )
    args = ap.parse_args(argv)
    text = generate(args.lines, args.seed, "all")

    def progress(r: SoakReport) -> None:
        print(
            f"  {r.edits} edits, {time.perf_counter() - t0:.0f} s, VmRSS {r.rss_samples[-1][1] / 1024:.0f} MiB",
            file=sys.stderr,
            flush=True,
        )

    t0 = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "soak.mlir"
        path.write_text(text)
        report = asyncio.run(
            soak(text, path, args.edits, args.seed, args.checkpoint, args.delay, args.wait_prob, progress=progress)
        )
    print_report(report, args)
    return 0 if report.ok else 1


if __name__ == "__main__":
    sys.exit(main())
