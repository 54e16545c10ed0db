"""The bufls language server (pygls 2): wiring only.

Each LSP method is answered by one function of ``features/*.py`` that takes
the document's ``Snapshot`` and the request's params; ``_answer`` waits for
the snapshot of the version the request is about, runs the feature on the
analysis thread, and turns any exception into a log entry and an empty
answer.  A feature module that cannot be imported is a bug or a broken
install, never a feature quietly missing: ``create_server`` raises, and
``start`` (a server for an editor) serves the other features and logs an
error naming the missing one to the client.  Documents and their analysis
schedule live in ``documents.py``, settings in ``settings.py``.

    bufls --stdio            # what editors start
    bufls --tcp 127.0.0.1:8765
"""

from __future__ import annotations

import asyncio
import functools
import importlib
import inspect
import json
import logging
import os
import uuid
from typing import ClassVar, cast

from lsprotocol import types as lsp
from pygls.lsp.server import LanguageServer
from pygls.protocol.language_server import LanguageServerProtocol, lsp_method

from bufls.core.config.dialects import activate
from bufls.core.runtime import map_big_blocks
from bufls.core.services.document import Snapshot
from bufls.core.services.savedresults import SavedResults

from .configfiles import WATCHED_GLOBS, ConfigFiles, is_config_file, is_dialect_file
from .convert import lines_of
from .documents import Document, Documents, uri_to_path
from .progress import WorkProgress
from .pull import PullDiagnostics, RawJson, client_pulls
from .settings import Settings, parse_settings

__all__ = ["BuflsServer", "create_server", "start"]

log = logging.getLogger("bufls")

# Seconds between two looks at the configuration and dialect files, for a
# client that cannot watch files for the server (no dynamic registration of
# workspace/didChangeWatchedFiles: Neovim on Linux by default).
POLL_SECONDS = 1.0

SETTLED = "bufls/settled"  # to the supervisor: every open document is checked whole
UNDER_SUPERVISOR = os.environ.get("BUFLS_WORKER") == "1"

# LSP method -> (feature module, function, registration options, default answer);
# options named by a string are that attribute of the feature module
_FEATURES = [
    (lsp.TEXT_DOCUMENT_HOVER, "hover", "hover", None, None),
    (lsp.TEXT_DOCUMENT_DEFINITION, "navigation", "definition", None, None),
    (lsp.TEXT_DOCUMENT_REFERENCES, "navigation", "references", None, None),
    (lsp.TEXT_DOCUMENT_DOCUMENT_SYMBOL, "navigation", "document_symbols", None, None),
    (lsp.TEXT_DOCUMENT_FOLDING_RANGE, "navigation", "folding_ranges", None, None),
    (
        lsp.TEXT_DOCUMENT_COMPLETION,
        "completion",
        "completion",
        lsp.CompletionOptions(trigger_characters=["%", "^", "@", "."]),
        None,
    ),
    (
        lsp.TEXT_DOCUMENT_CODE_ACTION,
        "actions",
        "code_actions",
        lsp.CodeActionOptions(
            code_action_kinds=[
                lsp.CodeActionKind.QuickFix,
                lsp.CodeActionKind.RefactorRewrite,
                lsp.CodeActionKind.Source,
            ],
            resolve_provider=True,  # (used by clients that resolve edits: see features/actions.py)
        ),
        None,
    ),
    (lsp.TEXT_DOCUMENT_INLAY_HINT, "inlay", "inlay_hints", None, None),
    (lsp.TEXT_DOCUMENT_CODE_LENS, "lens", "code_lenses", lsp.CodeLensOptions(resolve_provider=False), None),
    (lsp.TEXT_DOCUMENT_SEMANTIC_TOKENS_FULL, "tokens", "semantic_tokens_full", "LEGEND", None),
    (lsp.TEXT_DOCUMENT_SEMANTIC_TOKENS_FULL_DELTA, "tokens", "semantic_tokens_delta", "LEGEND", None),
    (lsp.TEXT_DOCUMENT_SEMANTIC_TOKENS_RANGE, "tokens", "semantic_tokens_range", "LEGEND", None),
]
# what is answered from the whole text: these wait, while a big file opens,
# until every top-level op is parsed; the others (hover, inlay hints, code
# actions: what the client shows) are answered from the ops parsed first
_WHOLE_TEXT = {
    lsp.TEXT_DOCUMENT_DEFINITION,
    lsp.TEXT_DOCUMENT_REFERENCES,
    lsp.TEXT_DOCUMENT_DOCUMENT_SYMBOL,
    lsp.TEXT_DOCUMENT_FOLDING_RANGE,
    lsp.TEXT_DOCUMENT_COMPLETION,
    lsp.TEXT_DOCUMENT_SEMANTIC_TOKENS_FULL,
    lsp.TEXT_DOCUMENT_SEMANTIC_TOKENS_FULL_DELTA,
}

# what is answered from the checked text: these wait for every unit to be
# checked (a function's lens reads its diagnostics)
_CHECKED = {lsp.TEXT_DOCUMENT_CODE_LENS}

# Views: what the editor shows beside the text (the ownership graph, the IR
# after each pass).  Each is a custom request and the same thing through
# workspace/executeCommand (for clients that send no custom requests, e.g. a
# Neovim mapping): (request method, command, feature module, function).  The
# function takes the snapshot and the request as a plain dict --
# ``{"textDocument": {"uri": ...}, "position": {...}, ...}`` -- and returns
# JSON-ready data; the command's arguments are ``[uri, position?, options?]``.
# A view waits for the whole text to be parsed, not checked: it analyses
# what it shows itself (a graph: one function).
_VIEWS: list[tuple[str, str, str, str]] = [
    ("bufls/ownershipGraph", "bufls.ownershipGraph", "graph", "ownership_graph"),
    ("bufls/irAfterPasses", "bufls.irAfterPasses", "irviews", "ir_after_passes"),
    ("bufls/irDocument", "bufls.irDocument", "irviews", "ir_document"),
]


class _Protocol(LanguageServerProtocol):
    """pygls' protocol without its own copy of each document: ``documents.py``
    keeps the text (applying an incremental change there costs no split of
    the whole text into lines, as pygls' workspace does)."""

    @lsp_method(lsp.TEXT_DOCUMENT_DID_OPEN)
    def lsp_text_document__did_open(self, params):
        if (handler := self.fm.features.get(lsp.TEXT_DOCUMENT_DID_OPEN)) is not None:
            yield handler, (params,), None

    @lsp_method(lsp.TEXT_DOCUMENT_DID_CHANGE)
    def lsp_text_document__did_change(self, params):
        if (handler := self.fm.features.get(lsp.TEXT_DOCUMENT_DID_CHANGE)) is not None:
            yield handler, (params,), None

    @lsp_method(lsp.TEXT_DOCUMENT_DID_CLOSE)
    def lsp_text_document__did_close(self, params):
        if (handler := self.fm.features.get(lsp.TEXT_DOCUMENT_DID_CLOSE)) is not None:
            yield handler, (params,), None

    @lsp_method(lsp.INITIALIZE)
    def lsp_initialize(self, params):
        result = yield from super().lsp_initialize(params)
        if not getattr(self._server, "pulling", False):  # (pushed to: see pull.py)
            result.capabilities.diagnostic_provider = None
        return result

    def _send_response(self, msg_id, result=None, error=None):
        if error is None and isinstance(result, RawJson):  # (a pulled report: JSON already)
            self._result_types.pop(msg_id, None)
            self.send_raw(('{"id":' + json.dumps(msg_id) + ',"jsonrpc":"2.0","result":' + result.text + "}").encode())
            return
        super()._send_response(msg_id, result, error)

    def send_raw(self, body: bytes) -> None:
        """Write a message that is JSON already (a document's diagnostics,
        ``wire.py``): no lsprotocol objects, no ``json.dumps`` of them."""
        if self.writer is None:
            log.debug("no transport: a message of %d bytes not sent", len(body))
            return
        data = body
        if self._include_headers:
            header = f"Content-Length: {len(body)}\r\nContent-Type: {self.CONTENT_TYPE}; charset={self.CHARSET}\r\n\r\n"
            data = header.encode("ascii") + body
        written = self.writer.write(data)
        if inspect.isawaitable(written):
            asyncio.ensure_future(written)  # noqa: RUF006 (as pygls: the transport keeps it)


class BuflsServer(LanguageServer):
    def __init__(self):
        super().__init__("bufls", _version(), protocol_cls=_Protocol)
        self.settings = Settings()
        self.workspace_root: str | None = None  # relative dialect paths of the settings
        self.unavailable: list[str] = []  # features that could not be loaded, and why
        self.documents = Documents(
            self._publish,
            self._config_for,
            lambda: self.settings.debounce_ms / 1000,
            progress=lambda title: WorkProgress(self, title).start(),
            results=SavedResults.default(),
            partial=os.environ.get("BUFLS_TAKEOVER") != "1",  # (the supervisor's new process: see there)
            analysed=self._tell_supervisor,
        )
        self.config_files = ConfigFiles(self._publish_file)
        self.pull = PullDiagnostics(self)
        self._settled = False  # the supervisor was told every open document is checked
        self.pulling = False  # the client pulls the documents' diagnostics (set by initialize)
        self._logged: dict[str, tuple] = {}  # configuration path -> the problems last logged
        self.poll_task: asyncio.Task | None = None  # see _watch_files
        self._refining: asyncio.Task | None = None  # see refine_later

    def _config_for(self, path: str):
        config = self.settings.config_for(path, self.workspace_root)
        if self._logged.get(config.path or "") != config.problems:  # each change once, not each analysis
            self._logged[config.path or ""] = config.problems
            for problem in config.problems:
                where = problem.path or "the editor settings"
                log.warning("%s: %s", where, problem.diagnostic.message)
        return config

    def _publish(self, doc: Document, snap: Snapshot) -> None:
        try:
            if self.pulling:
                self.pull.offer(doc, snap)
            else:
                cast(_Protocol, self.protocol).send_raw(doc.wire.body(snap, lines_of(snap), snap.version))
        except Exception:
            log.exception("diagnostics of %s could not be converted", doc.uri)
            return
        if self.documents.get(doc.uri) is doc:
            try:
                self.config_files.update(doc.uri, snap.config)
            except Exception:
                log.exception("the configuration problems of %s could not be published", doc.uri)

    def _tell_supervisor(self, snap: Snapshot) -> None:
        """Under the supervisor (``BUFLS_WORKER=1``), say when every open
        document is checked whole (``bufls/settled``, which it keeps to
        itself): its memory then is the baseline growth is measured from,
        not the memory of a partial analysis."""
        if not UNDER_SUPERVISOR:
            return
        if not snap.complete:
            self._settled = False
            return
        docs = self.documents.docs.values()
        if not self._settled and all(d.latest is not None and d.latest.complete for d in docs):
            self._settled = True
            self.protocol.notify(SETTLED, None)

    def _publish_file(self, uri: str, diagnostics: list) -> None:
        """Diagnostics on a configuration or dialect file (``configfiles.py``)."""
        self.text_document_publish_diagnostics(lsp.PublishDiagnosticsParams(uri=uri, diagnostics=diagnostics))

    def files_changed(self, paths: list[str]) -> None:
        """The client says these files changed (or were saved): re-analyse the
        open documents when one is a configuration file, a ``.td`` file or a
        file an open document's configuration reads."""
        watched = self.config_files.watched()
        if any(is_config_file(p) or is_dialect_file(p) or p in watched for p in paths):
            self.documents.reanalyze_all()

    def poll_files(self) -> None:
        """Re-analyse the open documents when the configuration of one
        changed (a file saved with no client watching it for the server)."""
        seen: set[str] = set()
        for doc in list(self.documents.docs.values()):
            snap = doc.latest
            folder = os.path.dirname(doc.path)
            if snap is None or folder in seen:
                continue
            seen.add(folder)
            if self.settings.config_for(doc.path, self.workspace_root) != snap.config:
                self.documents.reanalyze_all()
                return

    def apply_settings(self, data) -> None:
        settings = parse_settings(data)
        for problem in settings.problems:
            log.warning("settings: %s", problem)
        _ClientLog.level_of(self, settings.log_level)
        changed = settings != self.settings
        self.settings = settings
        if changed:
            self.documents.reanalyze_all()

    async def answer(self, uri: str, fn, params, default=None, complete: bool = False, parsed: bool = False):
        """``fn(snap, params)`` on the analysis thread, ``snap`` the snapshot
        of the document's version (``complete``: with every unit checked;
        ``parsed``: with every unit parsed)."""
        doc = self.documents.get(uri)
        if doc is None:
            return default
        _note_visible(doc, params)
        try:
            snap = await doc.current(complete, parsed)
            return await self.documents.run(_with_dialects, fn, snap, params)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("%s failed on %s", getattr(fn, "__name__", fn), uri)
            return default

    def refine_later(self, refine) -> None:
        """Run ``refine()`` on the analysis thread until it says nothing is
        left (one piece of work per job: requests are answered in between),
        then ask the client to request the semantic tokens again."""
        if self._refining is None or self._refining.done():
            self._refining = asyncio.get_running_loop().create_task(self._refine(refine))

    async def _refine(self, refine) -> None:
        while True:
            try:
                more = await self.documents.run(refine)
            except Exception:
                log.exception("refining the semantic tokens failed")
                return
            if more is None:
                return
            if more is False and self._client_refreshes_tokens():
                self.workspace_semantic_tokens_refresh(None)  # (its answer is empty: not waited for)

    def _client_refreshes_tokens(self) -> bool:
        caps = getattr(self.protocol, "client_capabilities", None)
        tokens = getattr(getattr(caps, "workspace", None), "semantic_tokens", None)
        return bool(getattr(tokens, "refresh_support", False))


VISIBLE_AROUND = 60  # lines around a position a request is about, taken as visible


def _note_visible(doc: Document, params) -> None:
    """Remember what the client shows: the range an inlay-hint (or
    code-action) request asks about, the lines around a hover's position;
    a whole text is checked there first (``documents.py``)."""
    rng = getattr(params, "range", None)
    if rng is not None and hasattr(rng, "start"):
        doc.visible = (rng.start.line, rng.end.line)
        return
    pos = getattr(params, "position", None)
    if pos is not None and hasattr(pos, "line"):
        doc.visible = (max(0, pos.line - VISIBLE_AROUND), pos.line + VISIBLE_AROUND)


def _with_dialects(fn, snap: Snapshot, params):
    """``fn(snap, params)`` with the op registry holding the dialects of the
    snapshot's configuration (another document's analysis may have
    installed other ones meanwhile): a code action parses and prints ops."""
    config = getattr(snap, "config", None)
    activate(getattr(config, "dialect_set", None))
    return fn(snap, params)


def _version() -> str:
    try:
        from importlib.metadata import version

        return version("bufls")
    except Exception:
        return "0"


class _ClientLog(logging.Handler):
    """Python logging -> ``window/logMessage`` (thread-safe)."""

    _TYPES: ClassVar[dict[int, lsp.MessageType]] = {
        logging.ERROR: lsp.MessageType.Error,
        logging.WARNING: lsp.MessageType.Warning,
        logging.INFO: lsp.MessageType.Info,
        logging.DEBUG: lsp.MessageType.Log,
    }

    def __init__(self, server: BuflsServer, loop: asyncio.AbstractEventLoop):
        super().__init__()
        self.server = server
        self.loop = loop

    def emit(self, record: logging.LogRecord) -> None:
        try:
            message = self.format(record)
            kind = self._TYPES.get(record.levelno, lsp.MessageType.Log)
            params = lsp.LogMessageParams(type=kind, message=message)
            self.loop.call_soon_threadsafe(self.server.window_log_message, params)
        except Exception:
            pass

    @staticmethod
    def level_of(server: BuflsServer, name: str) -> None:
        log.setLevel(getattr(logging, name.upper(), logging.WARNING))

    @classmethod
    def install(cls, server: BuflsServer) -> None:
        if any(isinstance(h, cls) for h in log.handlers):
            return
        handler = cls(server, asyncio.get_running_loop())
        handler.setFormatter(logging.Formatter("%(levelname)s %(message)s"))
        log.addHandler(handler)
        log.propagate = False


def create_server(strict: bool = True) -> BuflsServer:
    """The server with every feature of ``_FEATURES`` and the commands.

    A feature that cannot be loaded raises with ``strict``; without it, the
    server goes without that feature and says why on ``unavailable``, which
    ``initialize`` logs to the client as errors."""
    server = BuflsServer()
    _register_documents(server)
    _register_features(server, strict)
    return server


def _register_documents(server: BuflsServer) -> None:
    @server.feature(lsp.INITIALIZE)
    def _initialize(ls: BuflsServer, params: lsp.InitializeParams):
        _ClientLog.install(ls)
        for message in ls.unavailable:
            log.error(message)
        ls.workspace_root = _workspace_root(params)
        ls.pulling = client_pulls(params.capabilities)
        ls.apply_settings(params.initialization_options)
        ls.documents.position_encoding = ls.workspace.position_encoding  # what pygls announced
        ls.config_files.encoding = ls.workspace.position_encoding

    @server.feature(lsp.INITIALIZED)
    async def _initialized(ls: BuflsServer, params: lsp.InitializedParams):
        await _watch_files(ls)

    @server.feature(lsp.TEXT_DOCUMENT_DID_OPEN)
    def _open(ls: BuflsServer, params: lsp.DidOpenTextDocumentParams):
        d = params.text_document
        ls._settled = False
        ls.documents.open(d.uri, d.text, d.version)

    @server.feature(lsp.TEXT_DOCUMENT_DID_CHANGE)
    def _change(ls: BuflsServer, params: lsp.DidChangeTextDocumentParams):
        d = params.text_document
        ls.documents.change(d.uri, params.content_changes, d.version)

    @server.feature(lsp.TEXT_DOCUMENT_DID_SAVE)
    def _save(ls: BuflsServer, params: lsp.DidSaveTextDocumentParams):
        doc = ls.documents.get(params.text_document.uri)
        if doc is not None:
            ls.documents.schedule(doc, delay=False, force=True)
            ls.documents.save(doc)  # the diagnostics of the saved text, for its next open
        else:  # a client that sends bufls the saves of its .td or bufls.toml files
            ls.files_changed([uri_to_path(params.text_document.uri)])

    @server.feature(lsp.TEXT_DOCUMENT_DID_CLOSE)
    def _close(ls: BuflsServer, params: lsp.DidCloseTextDocumentParams):
        if ls.documents.close(params.text_document.uri) is not None:
            if ls.pulling:
                ls.pull.forget(params.text_document.uri)
            else:
                ls.text_document_publish_diagnostics(
                    lsp.PublishDiagnosticsParams(uri=params.text_document.uri, diagnostics=[])
                )
            ls.config_files.forget(params.text_document.uri)

    @server.feature(
        lsp.TEXT_DOCUMENT_DIAGNOSTIC,
        lsp.DiagnosticOptions(identifier="bufls", inter_file_dependencies=False, workspace_diagnostics=False),
    )
    async def _pull(ls: BuflsServer, params: lsp.DocumentDiagnosticParams):
        return await ls.pull.pull(params)

    @server.feature(lsp.SHUTDOWN)
    def _shutdown(ls: BuflsServer, params):
        ls.documents.save_all()  # editors often exit without closing their files

    @server.feature(lsp.WORKSPACE_DID_CHANGE_CONFIGURATION)
    def _configuration(ls: BuflsServer, params: lsp.DidChangeConfigurationParams):
        ls.apply_settings(params.settings)

    @server.feature(lsp.WORKSPACE_DID_CHANGE_WATCHED_FILES)
    def _watched(ls: BuflsServer, params: lsp.DidChangeWatchedFilesParams):
        ls.files_changed([uri_to_path(c.uri) for c in params.changes])


def _workspace_root(params: lsp.InitializeParams) -> str | None:
    if params.workspace_folders:
        return uri_to_path(params.workspace_folders[0].uri)
    if params.root_uri:
        return uri_to_path(params.root_uri)
    return params.root_path or None


async def _watch_files(ls: BuflsServer) -> None:
    """Ask the client to report changes of configuration and dialect files
    (workspace/didChangeWatchedFiles); a client that cannot is polled for
    instead, every ``POLL_SECONDS``."""
    caps = getattr(ls.protocol, "client_capabilities", None)
    watch = getattr(getattr(caps, "workspace", None), "did_change_watched_files", None)
    if watch is not None and watch.dynamic_registration:
        registration = lsp.Registration(
            id=f"bufls-watch-{uuid.uuid4()}",
            method=lsp.WORKSPACE_DID_CHANGE_WATCHED_FILES,
            register_options=lsp.DidChangeWatchedFilesRegistrationOptions(
                watchers=[lsp.FileSystemWatcher(glob_pattern=g) for g in WATCHED_GLOBS]
            ),
        )
        try:
            await ls.client_register_capability_async(lsp.RegistrationParams(registrations=[registration]))
            return
        except Exception as exc:  # the client refused: look at the files ourselves
            log.info("the client does not watch files for bufls (%s): polling them", exc)
    ls.poll_task = asyncio.get_running_loop().create_task(_poll(ls))


async def _poll(ls: BuflsServer) -> None:
    while True:
        await asyncio.sleep(POLL_SECONDS)
        try:
            ls.poll_files()
        except Exception:
            log.exception("looking at the configuration files failed")


def _register_features(server: BuflsServer, strict: bool) -> None:
    for method, module, name, options, default in _FEATURES:
        mod = _feature_module(server, method, module, strict)
        if mod is not None:
            options = getattr(mod, options) if isinstance(options, str) else options
            _register(server, method, getattr(mod, name), options, default, getattr(mod, "refine", None))
    for method, command, module, name in _VIEWS:
        mod = _feature_module(server, method, module, strict)
        if mod is not None:
            _register_view(server, method, command, getattr(mod, name))
    actions = _feature_module(server, lsp.WORKSPACE_EXECUTE_COMMAND, "actions", strict)
    if actions is not None:
        _register_commands(server, actions.command_edit, actions.COMMANDS)
        _register_resolve(server, actions.resolve)


def _feature_module(server: BuflsServer, method: str, module: str, strict: bool):
    """``bufls.server.features.<module>``, which answers ``method``.  When it
    cannot be imported: the error with ``strict``; else None, and why on
    ``server.unavailable``."""
    qualified = f"bufls.server.features.{module}"
    try:
        return importlib.import_module(qualified)
    except Exception as exc:
        if strict:
            raise
        server.unavailable.append(
            f"{method} is unavailable: {qualified} cannot be imported "
            f"({type(exc).__name__}: {exc}); a bug in bufls or a broken install"
        )
        return None


def _register(server: BuflsServer, method: str, fn, options, default, refine=None) -> None:
    """``refine``: the feature module's work left for later (``tokens.refine``),
    run once the answer is sent (``BuflsServer.refine_later``)."""
    gate = (lambda ls: ls.settings.inlay_hints) if method == lsp.TEXT_DOCUMENT_INLAY_HINT else None
    whole = method in _WHOLE_TEXT
    checked = method in _CHECKED
    # a feature that takes ``capabilities`` answers what the client can show (hover: Markdown or not)
    wants_capabilities = "capabilities" in inspect.signature(fn).parameters

    async def handler(ls: BuflsServer, params):
        if gate is not None and not gate(ls):
            return default
        answer = fn
        if wants_capabilities:
            capabilities = getattr(ls.protocol, "client_capabilities", None)
            answer = functools.update_wrapper(functools.partial(fn, capabilities=capabilities), fn)
        uri = params.text_document.uri
        result = await ls.answer(uri, answer, params, default, complete=checked, parsed=whole)
        if refine is not None:
            ls.refine_later(refine)
        return result

    handler.__name__ = f"_{fn.__name__}"
    server.feature(method, options)(handler) if options is not None else server.feature(method)(handler)


def plain(value):
    """A custom request's params as pygls gives them (namedtuples, for a
    method lsprotocol does not know) turned back into dicts and lists."""
    if hasattr(value, "_asdict"):
        return {k: plain(v) for k, v in value._asdict().items()}
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    return value


def view_request(args: list) -> dict | None:
    """The request dict of a view command's ``[uri, position?, options?]``."""
    if not args or not isinstance(args[0], str):
        return None
    request: dict = {"textDocument": {"uri": args[0]}}
    if len(args) > 1 and isinstance(args[1], dict):
        request["position"] = args[1]
    if len(args) > 2 and isinstance(args[2], dict):
        request.update({k: v for k, v in args[2].items() if k not in ("textDocument", "position")})
    return request


def _register_view(server: BuflsServer, method: str, command: str, fn) -> None:
    async def answer(ls: BuflsServer, request: dict | None):
        uri = ((request or {}).get("textDocument") or {}).get("uri")
        if not isinstance(uri, str):
            log.warning("%s needs a textDocument uri", method)
            return None
        return await ls.answer(uri, fn, request, None, parsed=True)

    async def on_request(ls: BuflsServer, params):
        return await answer(ls, plain(params))

    async def on_command(ls: BuflsServer, *args):  # pygls passes each argument apart
        return await answer(ls, view_request(plain(list(args))))

    on_request.__name__ = "_" + fn.__name__
    on_command.__name__ = command.replace(".", "_")
    server.feature(method)(on_request)
    server.command(command)(on_command)


def _register_commands(server: BuflsServer, command_edit, commands) -> None:
    for command in commands:

        def make(command=command):
            async def run(ls: BuflsServer, *args):  # pygls passes each argument apart
                args = list(args)
                uri = args[0] if args and isinstance(args[0], str) else None
                if uri is None:
                    log.warning("%s needs a document uri as its first argument", command)
                    return None
                work = WorkProgress(ls, f"bufls: {_COMMAND_TITLES.get(command, command)}").start()
                try:
                    edit = await ls.answer(
                        uri, lambda snap, a: command_edit(snap, command, a, work.set), args, complete=True
                    )
                finally:
                    work.end()
                if edit is None:
                    return None
                result = await ls.workspace_apply_edit_async(lsp.ApplyWorkspaceEditParams(edit=edit))
                return {"applied": bool(result and result.applied)}

            run.__name__ = command.replace(".", "_")
            return run

        server.command(command)(make())


_COMMAND_TITLES = {
    "bufls.insertDeallocations": "inserting deallocations",
    "bufls.convertToOutParams": "converting memref results to out-params",
}


def _register_resolve(server: BuflsServer, resolve) -> None:
    """``codeAction/resolve``: the edit of an action offered without it, for
    the document and version its ``data`` names (the passes run here: a
    whole file's rewrite waits for every unit to be checked and reports
    progress)."""

    @server.feature(lsp.CODE_ACTION_RESOLVE)
    async def _resolve(ls: BuflsServer, action: lsp.CodeAction):
        data = action.data if isinstance(action.data, dict) else {}
        uri = data.get("uri")
        if not isinstance(uri, str):
            return action
        whole = "file" in (data.get("arguments") or [])
        work = WorkProgress(ls, f"bufls: {action.title}").start()
        try:
            return await ls.answer(uri, lambda snap, a: resolve(snap, a, work.set), action, action, complete=whole)
        finally:
            work.end()


def start(mode: str = "stdio", host: str | None = None, port: int | None = None) -> int:
    """Run the server until the client disconnects (``bufls``/``--stdio``/``--tcp``)."""
    map_big_blocks()  # a long-lived process: memory freed goes back
    server = create_server(strict=False)
    if mode == "tcp":
        server.start_tcp(host or "127.0.0.1", port or 0)
    else:
        server.start_io()
    return 0
