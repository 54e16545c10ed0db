"""Helpers of the pytest-lsp tests (the ``client`` fixture is in conftest.py)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from lsprotocol import types as lsp
from pytest_lsp import LanguageClient

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


async def open_doc(client: LanguageClient, text: str, name: str = "a.mlir", version: int = 1) -> str:
    """Write ``text`` to the workspace, open it, and return its uri."""
    path = client.workspace_root / name
    path.write_text(text)
    uri = path.as_uri()
    client.text_document_did_open(
        lsp.DidOpenTextDocumentParams(
            text_document=lsp.TextDocumentItem(uri=uri, language_id="mlir", version=version, text=text)
        )
    )
    return uri


async def wait_diagnostics(
    client: LanguageClient, uri: str, version: int | None = None, timeout: float = 30.0
) -> list[lsp.Diagnostic]:
    """The newest diagnostics published for ``uri`` (for ``version`` when given)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        for params in reversed(client.published):
            if params.uri == uri and (version is None or params.version == version):
                return list(params.diagnostics)
        if loop.time() > deadline:
            raise TimeoutError(f"no diagnostics for {uri} (version {version})")
        await asyncio.sleep(0.01)


async def progress_of(client: LanguageClient, title_word: str, timeout: float = 30.0) -> list:
    """The work-done progress (begin, reports, end) whose title has
    ``title_word``, once it ended."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        for steps in client.progress_reports.values():
            if (
                steps
                and isinstance(steps[0], lsp.WorkDoneProgressBegin)
                and title_word in steps[0].title
                and isinstance(steps[-1], lsp.WorkDoneProgressEnd)
            ):
                return steps
        if loop.time() > deadline:
            raise TimeoutError(f"no progress titled {title_word!r}: {client.progress_reports}")
        await asyncio.sleep(0.02)
