"""pytest-lsp end-to-end fixtures: a real ``python -m bufls --stdio``
process, driven with the client capabilities pytest-lsp recorded from VS Code
and Neovim (each test runs once per client).

    async def test_x(client):
        uri = await open_doc(client, "func.func @f() { return }")
        diagnostics = await wait_diagnostics(client, uri)
"""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types as lsp
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

CLIENTS = ["visual-studio-code", "neovim"]
EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def _server_env() -> dict:
    env = dict(os.environ)
    env.pop("BUFLS_CACHE_DIR", None)
    return env


@pytest_lsp.fixture(
    params=CLIENTS,
    config=ClientServerConfig(server_command=[sys.executable, "-m", "bufls", "--stdio"],
                              server_env=_server_env()),
)
async def client(request, lsp_client: LanguageClient, tmp_path):
    """An initialized client; ``client.workspace_root`` is an empty folder."""
    lsp_client.applied_edits = []
    lsp_client.published = []          # every PublishDiagnosticsParams, in order
    handle = lsp_client.protocol._handle_notification

    def record(method, params):
        if method == lsp.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS:
            lsp_client.published.append(params)
        handle(method, params)
    lsp_client.protocol._handle_notification = record

    @lsp_client.feature(lsp.WORKSPACE_APPLY_EDIT)
    def _apply(params: lsp.ApplyWorkspaceEditParams):
        lsp_client.applied_edits.append(params.edit)
        return lsp.ApplyWorkspaceEditResult(applied=True)

    options = getattr(request, "initialization_options", None)
    await lsp_client.initialize_session(lsp.InitializeParams(
        capabilities=client_capabilities(request.param),
        root_uri=tmp_path.as_uri(),
        workspace_folders=[lsp.WorkspaceFolder(uri=tmp_path.as_uri(), name="ws")],
        initialization_options=options,
    ))
    lsp_client.workspace_root = tmp_path
    yield lsp_client
    await lsp_client.shutdown_session()


async def open_doc(client: LanguageClient, text: str, name: str = "a.mlir", version: int = 1) -> str:
    """Write ``text`` to the workspace, open it, and return its uri."""
    path = client.workspace_root / name
    path.write_text(text)
    uri = path.as_uri()
    client.text_document_did_open(lsp.DidOpenTextDocumentParams(
        text_document=lsp.TextDocumentItem(uri=uri, language_id="mlir", version=version, text=text)))
    return uri


async def wait_diagnostics(client: LanguageClient, uri: str, version: int | None = None,
                           timeout: float = 30.0) -> list[lsp.Diagnostic]:
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
