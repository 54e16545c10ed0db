"""Opening a big file end to end: the diagnostics of the functions on screen
come first and are those of the whole analysis, the rest follows; a file
opened again shows its diagnostics at once, from the saved results; a long
analysis reports work-done progress with percentages."""

from __future__ import annotations

import asyncio

import pytest
from lsp_testing import open_doc, progress_of
from lsprotocol import types as lsp


def _leaky(k: int) -> str:
    return (
        f"func.func @f{k}(%v: f32, %i: index) {{\n"
        "  %a = memref.alloc() : memref<8xf32>\n"
        "  memref.store %v, %a[%i] : memref<8xf32>\n"
        "  return\n"
        "}\n\n"
    )


FUNCS = 60  # six lines each: 360 lines, the first 100 are taken as shown
TEXT = "".join(_leaky(k) for k in range(FUNCS))


def _lines(diags) -> list[int]:
    return sorted(d.range.start.line for d in diags)


async def _all_published(client, uri: str, count: int, after: int = 0, timeout: float = 60.0):
    """The publishes of ``uri`` (from the ``after``-th on) up to the first with ``count`` diagnostics."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while loop.time() < deadline:
        mine = [p for p in client.published[after:] if p.uri == uri]
        if mine and len(mine[-1].diagnostics) == count:
            return mine
        await asyncio.sleep(0.01)
    raise TimeoutError(f"no publish of {count} diagnostics: {[len(p.diagnostics) for p in mine]}")


@pytest.mark.asyncio
async def test_the_functions_on_screen_first_then_the_rest(client):
    uri = await open_doc(client, TEXT, "big.mlir")
    published = await _all_published(client, uri, FUNCS)
    first, last = published[0], published[-1]
    assert first.version == last.version == 1
    assert 0 < len(first.diagnostics) < FUNCS  # the top of the file, where the editor opened it
    assert max(_lines(first.diagnostics)) < 100
    final = {d.range.start.line: d for d in last.diagnostics}
    for d in first.diagnostics:  # correct for what they cover: those of the whole analysis
        assert final[d.range.start.line] == d
    assert _lines(last.diagnostics) == [6 * k for k in range(FUNCS)]


@pytest.mark.asyncio
async def test_a_file_opened_again_shows_its_diagnostics_at_once(client):
    uri = await open_doc(client, TEXT, "again.mlir")
    await _all_published(client, uri, FUNCS)
    client.text_document_did_close(lsp.DidCloseTextDocumentParams(text_document=lsp.TextDocumentIdentifier(uri=uri)))
    await _all_published(client, uri, 0)  # cleared; the diagnostics are saved meanwhile
    await asyncio.sleep(0.2)
    count = len(client.published)
    await open_doc(client, TEXT, "again.mlir")
    published = await _all_published(client, uri, FUNCS, after=count)
    assert len(published[0].diagnostics) == FUNCS  # complete at once: saved, not checked yet
    await asyncio.sleep(0.5)
    assert len([p for p in client.published[count:] if p.uri == uri]) == 1  # the analysis said the same


@pytest.mark.asyncio
async def test_an_analysis_reports_work_done_progress_with_percentages(progress_client):
    client = progress_client
    uri = await open_doc(client, TEXT, "progress.mlir")
    await _all_published(client, uri, FUNCS)
    steps = await progress_of(client, "progress.mlir")
    begin, *middle, _ = steps  # (progress_of: the last is the end)
    assert all(isinstance(r, lsp.WorkDoneProgressReport) for r in middle)
    percentages = [begin.percentage] + [r.percentage for r in middle if r.percentage is not None]
    assert percentages == sorted(percentages) and all(0 <= p <= 100 for p in percentages)
