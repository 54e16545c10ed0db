"""pytest-lsp end-to-end fixtures: a real ``python -m bufls --stdio``
process, driven with the client capabilities pytest-lsp recorded from VS Code
and Neovim (each test runs once per client).

    from lsp_testing import open_doc, wait_diagnostics

    async def test_x(client):
        uri = await open_doc(client, "func.func @f() { return }")
        diagnostics = await wait_diagnostics(client, uri)
"""

from __future__ import annotations

import atexit
import os
import shutil
import sys
import tempfile

import pytest_lsp
from lsprotocol import types as lsp
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

sys.path.insert(0, os.path.dirname(__file__))  # tests import lsp_testing

CLIENTS = ["visual-studio-code", "neovim"]


def _server_env() -> dict:
    env = dict(os.environ)
    # the saved diagnostics of the servers under test go to a folder of
    # their own, not to the developer's cache (nor to one set for them)
    env["BUFLS_CACHE_DIR"] = cache = tempfile.mkdtemp(prefix="bufls-lsp-tests-")
    atexit.register(shutil.rmtree, cache, True)
    return env


@pytest_lsp.fixture(
    params=CLIENTS,
    config=ClientServerConfig(server_command=[sys.executable, "-m", "bufls", "--stdio"], server_env=_server_env()),
)
async def client(request, lsp_client: LanguageClient, tmp_path):
    """An initialized client; ``client.workspace_root`` is an empty folder,
    ``client.server_capabilities`` what the server announced."""
    lsp_client.applied_edits = []
    lsp_client.published = []  # every PublishDiagnosticsParams, in order
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

    lsp_client.registrations = []  # what the server asked the client to do for it (file watchers)
    lsp_client.token_refreshes = 0  # workspace/semanticTokens/refresh requests of the server

    @lsp_client.feature(lsp.WORKSPACE_SEMANTIC_TOKENS_REFRESH)
    def _refresh(params):
        lsp_client.token_refreshes += 1

    @lsp_client.feature(lsp.CLIENT_REGISTER_CAPABILITY)
    def _register(params: lsp.RegistrationParams):
        lsp_client.registrations.extend(params.registrations)

    options = getattr(request, "initialization_options", None)
    result = await lsp_client.initialize_session(
        lsp.InitializeParams(
            capabilities=client_capabilities(request.param),
            root_uri=tmp_path.as_uri(),
            workspace_folders=[lsp.WorkspaceFolder(uri=tmp_path.as_uri(), name="ws")],
            initialization_options=options,
        )
    )
    lsp_client.workspace_root = tmp_path
    lsp_client.server_capabilities = result.capabilities
    yield lsp_client
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(
    params=CLIENTS,
    config=ClientServerConfig(
        server_command=[sys.executable, "-m", "bufls", "--stdio"],
        server_env={**_server_env(), "BUFLS_PROGRESS_DELAY": "0"},  # all work reports progress
    ),
)
async def progress_client(request, lsp_client: LanguageClient, tmp_path):
    """A client whose server reports the progress of all its work, however
    short (``client.progress_reports``, kept by pytest-lsp, per token)."""
    lsp_client.applied_edits = []
    lsp_client.published = []
    handle = lsp_client.protocol._handle_notification

    def record(method, params):
        if method == lsp.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS:
            lsp_client.published.append(params)
        handle(method, params)

    lsp_client.protocol._handle_notification = record

    @lsp_client.feature(lsp.CLIENT_REGISTER_CAPABILITY)
    def _register(params: lsp.RegistrationParams):
        pass  # (the file watchers)

    @lsp_client.feature(lsp.WORKSPACE_APPLY_EDIT)
    def _apply(params: lsp.ApplyWorkspaceEditParams):
        lsp_client.applied_edits.append(params.edit)
        return lsp.ApplyWorkspaceEditResult(applied=True)

    await lsp_client.initialize_session(
        lsp.InitializeParams(capabilities=client_capabilities(request.param), root_uri=tmp_path.as_uri())
    )
    lsp_client.workspace_root = tmp_path
    yield lsp_client
    await lsp_client.shutdown_session()


def pulling(capabilities: lsp.ClientCapabilities) -> lsp.ClientCapabilities:
    """``capabilities`` of a client that pulls diagnostics and can be told to
    pull again (as VS Code 1.67+ does)."""
    capabilities.text_document.diagnostic = lsp.DiagnosticClientCapabilities(
        dynamic_registration=False, related_document_support=False
    )
    capabilities.workspace.diagnostics = lsp.DiagnosticWorkspaceClientCapabilities(refresh_support=True)
    return capabilities


@pytest_lsp.fixture(
    params=CLIENTS,
    config=ClientServerConfig(server_command=[sys.executable, "-m", "bufls", "--stdio"], server_env=_server_env()),
)
async def pull_client(request, lsp_client: LanguageClient, tmp_path):
    """A client that pulls diagnostics (``client.server_capabilities``: what
    the server said it does; ``client.published``: what it pushed anyway)."""
    lsp_client.published = []
    handle = lsp_client.protocol._handle_notification

    def record(method, params):
        if method == lsp.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS:
            lsp_client.published.append(params)
        handle(method, params)

    lsp_client.protocol._handle_notification = record

    @lsp_client.feature(lsp.CLIENT_REGISTER_CAPABILITY)
    def _register(params: lsp.RegistrationParams):
        pass  # (the file watchers)

    result = await lsp_client.initialize_session(
        lsp.InitializeParams(capabilities=pulling(client_capabilities(request.param)), root_uri=tmp_path.as_uri())
    )
    lsp_client.server_capabilities = result.capabilities
    lsp_client.workspace_root = tmp_path
    yield lsp_client
    await lsp_client.shutdown_session()
