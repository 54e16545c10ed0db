"""``bufls --stdio`` is a supervisor that relays to an analysis process and
replaces it when its memory grew (server/supervisor.py).  Here every pause
replaces it (``BUFLS_WORKER_GROWTH=0``): nothing the client sees may change."""

from __future__ import annotations

import asyncio
import subprocess

import pytest
from test_soak import _load, lspclient, soak_lsp

bench_replacement = _load("bench_replacement")

LEAKY = (
    "func.func @f(%c: i1) {\n  %a = memref.alloc() : memref<4xf32>\n  cf.cond_br %c, ^bb1, ^bb2\n"
    "^bb1:\n  memref.dealloc %a : memref<4xf32>\n  return\n^bb2:\n  return\n}\n"
)


@pytest.fixture
def replace_always(monkeypatch):
    monkeypatch.setenv("BUFLS_WORKER_GROWTH", "0")


def test_replaced_analysis_processes_keep_the_diagnostics_right_under_random_edits(tmp_path, replace_always):
    text = soak_lsp.generate(400, 3, "all")
    path = tmp_path / "soak.mlir"
    path.write_text(text)
    report = asyncio.run(soak_lsp.soak(text, path, edits=300, seed=3, checkpoint=50, timeout=300))
    # memory is not judged here: a new process may be starting beside the
    # old one when it is sampled, since every pause starts one
    failures = [f for f in report.failures if not f.startswith("memory grew")]
    assert not failures, "\n".join(failures)
    assert report.replacements >= 2


def test_hover_and_diagnostics_after_a_replacement(tmp_path, replace_always):
    async def scenario():
        client = await lspclient.LspClient.start(lspclient.bufls_command(), cwd=str(tmp_path))
        try:
            await client.initialize(tmp_path.as_uri())
            doc = lspclient.Document((tmp_path / "a.mlir").as_uri(), LEAKY)
            await client.open(doc)
            first = await client.wait_diagnostics(doc.uri, 1, after=0)
            await client.change(doc, [doc.edit((8, 0), (8, 0), "  ")])  # version 2: re-indented return
            second = await client.wait_diagnostics(doc.uri, 2)
            for _ in range(2400):  # the replacement follows the publish (up to 120 s on a loaded machine)
                if client.replacements:
                    break
                await asyncio.sleep(0.05)
            # the new process's, same version: published after the replacement
            # message, possibly before this line runs (a tiny file is analysed
            # within one poll of the loop above)
            again = await client.wait_diagnostics(doc.uri, 2, after=client.replacement_marks[0])
            hover = await client.hover(doc.uri, 4, 18)  # %a in the dealloc
            return first, second, again, hover, client.replacements
        finally:
            await client.stop()

    first, second, again, hover, replaced = asyncio.run(scenario())
    codes = [d["code"] for d in first.diagnostics]
    assert "BUF001" in codes
    assert again.version == 2 and again.diagnostics == second.diagnostics
    assert [d["code"] for d in again.diagnostics] == codes
    assert replaced >= 1
    assert hover and "memref<4xf32>" in str(hover["contents"])


def test_hovers_are_all_answered_across_replacements(tmp_path):
    """bench_replacement's ``always`` run: hovers sent one after the other
    while the process is replaced after each edit; every one is answered
    (the old process serves while the new one starts, and answers what it
    owes before it is retired)."""
    text = soak_lsp.generate(300, 2, "all")
    run = bench_replacement.run("always", text, tmp_path, rounds=3, window=3.0)
    times, replaced = asyncio.run(asyncio.wait_for(run, 240))  # a lost hover would wait forever
    assert replaced >= 1  # (a slow machine may still be starting the second one)
    assert len(times) >= 20


@pytest.mark.parametrize("stream", [b"Content-Length: abc\r\n\r\n{}", b"Content-Length: 50\r\n\r\n{}"])
def test_broken_framing_on_stdin_ends_the_server_without_a_traceback(tmp_path, stream):
    done = subprocess.run(lspclient.bufls_command(), input=stream, capture_output=True, timeout=120, cwd=tmp_path)
    assert done.returncode == 0
    assert b"Traceback" not in done.stderr
