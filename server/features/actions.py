"""``textDocument/codeAction`` and the ``bufls.*`` commands: the rewrites of
``bufls.core.services.quickfix`` and ``bufls.core.services.rewrites`` as LSP edits.

Actions offered at a position:

- a quick fix per bufls diagnostic the client sends (BUF001 free the leaking
  buffer, BUF002 remove a free, BUF101 remove the free of an argument, BUF102
  return a clone), attached to that diagnostic, preferred;
- on an allocation the buffer optimizations would change, "Move the
  allocation of %a out of the loop" and "Allocate %a on the stack"
  (``refactor.rewrite``; the quick fixes of BUF301/BUF302 when those are
  reported);
- "Insert deallocations in @f": the deallocation pipeline on the function
  under the cursor when it allocates and frees nothing (a ``quickfix`` of its
  BUF201 hint, else ``refactor.rewrite``);
- "Convert the memref results of @f to out-params" (``refactor.rewrite``);
- "Insert deallocations in this file" (``source.bufls.insertDeallocations``)
  when some function has a BUF201 hint.

Edits are ``TextDocumentEdit``s for the snapshot's version that change only
the rewritten lines.  The three rewrites run the passes (about a second per
thousand lines), so when the client asks automatically (a light bulb on
cursor moves), or the functions to rewrite are longer than ``EAGER_LINES``,
they carry the equivalent command instead (``bufls.insertDeallocations`` /
``bufls.convertToOutParams`` with ``[uri, "file"|"function", {line,
character}]``), which the server answers through ``command_edit`` and
``workspace/applyEdit``.

A client that resolves code actions (``codeAction.resolveSupport`` lists
``edit`` and ``dataSupport``: VS Code, Neovim 0.10+) gets the list at once,
no edit computed: each action carries ``data`` (what to compute, for which
version), and ``resolve`` computes its edit when the user picks it -- a
quick fix is then checked as before (the first candidate that removes the
diagnostic and adds none; its title says what every candidate does), a
rewrite runs the passes.  Rewrites longer than ``EAGER_LINES`` stay commands.
"""

from __future__ import annotations

import logging
import weakref

from lsprotocol import types as lsp

from bufls.core.services.document import Snapshot
from bufls.core.services.quickfix import FIXABLE, fix_title, placement_rewrites, quick_fixes
from bufls.core.services.rewrites import (
    convert_to_out_params,
    insert_deallocations,
    out_params_targets,
    pipeline_targets,
)

from ..convert import lines_of, offset_to_position, position_to_offset, to_lsp_range

__all__ = [
    "COMMANDS",
    "CONVERT_TO_OUT_PARAMS",
    "INSERT_DEALLOCATIONS",
    "SOURCE_KIND",
    "code_actions",
    "command_edit",
    "resolve",
    "resolves_edits",
]

log = logging.getLogger("bufls")

INSERT_DEALLOCATIONS = "bufls.insertDeallocations"
CONVERT_TO_OUT_PARAMS = "bufls.convertToOutParams"
COMMANDS = (INSERT_DEALLOCATIONS, CONVERT_TO_OUT_PARAMS)
SOURCE_KIND = "source.bufls.insertDeallocations"
EAGER_LINES = 2000  # rewrites of longer functions are commands (computed when chosen)
_QUICKFIX = lsp.CodeActionKind.QuickFix.value
_REWRITE = lsp.CodeActionKind.RefactorRewrite.value

_fix_cache: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # snapshot -> {diagnostic: fixes}


def code_actions(
    snap: Snapshot, params: lsp.CodeActionParams, capabilities: lsp.ClientCapabilities | None = None
) -> list[lsp.CodeAction]:
    ctx = params.context
    ask = _Request(snap, params.text_document.uri, params.range.start, ctx, resolves_edits(capabilities))
    matched = _matched(snap, ctx.diagnostics or [])
    fixes = _quick_fixes(ask, matched)
    actions = fixes + _placement(ask, {a.title for a in fixes}) + _function_rewrites(ask, matched) + _file_rewrite(ask)
    return [a for a in actions if a is not None]


def resolves_edits(capabilities: lsp.ClientCapabilities | None) -> bool:
    """Whether the client fills in an action's edit with ``codeAction/resolve``."""
    td = getattr(capabilities, "text_document", None)
    ca = getattr(td, "code_action", None)
    support = getattr(ca, "resolve_support", None)
    return bool(getattr(ca, "data_support", False)) and "edit" in (getattr(support, "properties", None) or ())


class _Request:
    """What every action of one request needs."""

    def __init__(self, snap, uri: str, start: lsp.Position, ctx: lsp.CodeActionContext, lazy: bool = False):
        self.snap = snap
        self.uri = uri
        self.offset = position_to_offset(lines_of(snap), start.line, start.character)
        self.where = [uri, "function", {"line": start.line, "character": start.character}]
        self.eager = ctx.trigger_kind != lsp.CodeActionTriggerKind.Automatic
        self.only = [str(getattr(k, "value", k)) for k in ctx.only] if ctx.only else None
        self.lazy = lazy  # edits are computed by resolve

    def data(self, **what) -> dict:
        return {"uri": self.uri, "version": self.snap.version, **what}


def _quick_fixes(ask: _Request, matched) -> list:
    if not _wanted(_QUICKFIX, ask.only):
        return []
    if ask.lazy:
        offered = []
        for client_diag, diag in matched:
            title = fix_title(ask.snap, diag)
            if title is not None:
                rng = client_diag.range
                where = [rng.start.line, rng.start.character, rng.end.line, rng.end.character]
                offered.append(
                    lsp.CodeAction(
                        title=title,
                        kind=_QUICKFIX,
                        diagnostics=[client_diag],
                        is_preferred=True,
                        data=ask.data(fix=diag.code, range=where),
                    )
                )
        return offered
    return [
        lsp.CodeAction(
            title=fix.title,
            kind=_QUICKFIX,
            diagnostics=[client_diag],
            is_preferred=fix.preferred or None,
            edit=_workspace_edit(ask.snap, ask.uri, fix.edits),
        )
        for client_diag, diag in matched
        for fix in _fixes(ask.snap, diag)
    ]


def _placement(ask: _Request, offered: set[str]) -> list:
    """The buffer optimizations' rewrites of the allocation under the cursor
    (``placement_rewrites``), but those a quick fix already offers."""
    if not _wanted(_REWRITE, ask.only):
        return []
    rewrites = placement_rewrites(ask.snap, ask.offset, check=not ask.lazy)
    return [
        lsp.CodeAction(
            title=r.title,
            kind=_REWRITE,
            **(
                {"data": ask.data(placement=ask.offset, title=r.title)}
                if ask.lazy
                else {"edit": _workspace_edit(ask.snap, ask.uri, r.edits)}
            ),
        )
        for r in rewrites
        if r.title not in offered
    ]


def _function_rewrites(ask: _Request, matched) -> list:
    snap, offset, out = ask.snap, ask.offset, []
    units = pipeline_targets(snap, offset)
    if units:
        hints = [c for c, d in matched if d.code == "BUF201" and units[0].start <= d.start < units[0].end]
        action = _rewrite(
            ask,
            f"Insert deallocations in {_name(units[0])} (buffer-deallocation-pipeline)",
            _QUICKFIX if hints else _REWRITE,
            units,
            INSERT_DEALLOCATIONS,
            ask.where,
            lambda: insert_deallocations(snap, offset),
        )
        if action is not None and hints:
            action.diagnostics = hints
            action.is_preferred = True
        out.append(action)
    units = out_params_targets(snap, offset)
    if units:
        out.append(
            _rewrite(
                ask,
                f"Convert the memref results of {_name(units[0])} to out-params",
                _REWRITE,
                units,
                CONVERT_TO_OUT_PARAMS,
                ask.where,
                lambda: convert_to_out_params(snap, offset),
            )
        )
    return out


def _file_rewrite(ask: _Request) -> list:
    snap = ask.snap
    if not _wanted(SOURCE_KIND, ask.only) or not snap.has_code("BUF201"):
        return []
    return [
        _rewrite(
            ask,
            "Insert deallocations in this file (buffer-deallocation-pipeline)",
            SOURCE_KIND,
            pipeline_targets(snap),
            INSERT_DEALLOCATIONS,
            [ask.uri, "file"],
            lambda: insert_deallocations(snap),
        )
    ]


def resolve(snap: Snapshot, action: lsp.CodeAction, progress=None) -> lsp.CodeAction:
    """``action`` (offered by ``code_actions`` without its edit) with its
    edit, computed for ``snap`` -- if ``snap`` is the version it was offered
    for: a changed document leaves it without one."""
    data = action.data if isinstance(action.data, dict) else {}
    if data.get("version") != snap.version or not isinstance(data.get("uri"), str):
        log.info("%s: a code action of version %s not resolved at %s", snap.path, data.get("version"), snap.version)
        return action
    uri = data["uri"]
    if "fix" in data:
        diag = _diagnostic(snap, data.get("fix"), data.get("range"))
        fixes = _fixes(snap, diag) if diag is not None else []
        if fixes:
            action.edit = _workspace_edit(snap, uri, fixes[0].edits)
        return action
    if isinstance(data.get("placement"), int):
        for r in placement_rewrites(snap, data["placement"]):
            if r.title == data.get("title"):
                action.edit = _workspace_edit(snap, uri, r.edits)
        return action
    if data.get("command") in COMMANDS:
        action.edit = command_edit(snap, data["command"], data.get("arguments") or [], progress)
    return action


def _diagnostic(snap, code, where):
    """The snapshot's diagnostic of ``code`` at the LSP range ``where`` ([l, c, l, c])."""
    if not isinstance(where, list) or len(where) != 4 or not all(isinstance(x, int) for x in where):
        return None
    lines = lines_of(snap)
    start = position_to_offset(lines, where[0], where[1])
    rng = lsp.Range(
        start=lsp.Position(line=where[0], character=where[1]), end=lsp.Position(line=where[2], character=where[3])
    )
    for d in snap.diagnostics_between(start, start):
        if d.code == code and to_lsp_range(lines, d.start, d.end) == rng:
            return d
    return None


def command_edit(snap: Snapshot, command: str, args: list, progress=None) -> lsp.WorkspaceEdit | None:
    """The edit of ``bufls.insertDeallocations`` / ``bufls.convertToOutParams``
    (args ``[uri, "file"|"function", {line, character}]``), or None;
    ``progress(fraction, message)`` is told how far the rewrite is."""
    args = list(args or [])
    if not args or not isinstance(args[0], str):
        return None
    uri = args[0]
    scope = args[1] if len(args) > 1 else "file"
    offset = None
    if scope == "function":
        offset = _offset(snap, args[2] if len(args) > 2 else None)
        if offset is None:
            return None
    elif scope != "file":
        return None
    if command == INSERT_DEALLOCATIONS:
        rewrite = insert_deallocations(snap, offset, progress=progress)
    elif command == CONVERT_TO_OUT_PARAMS:
        rewrite = convert_to_out_params(snap, offset, progress=progress)
    else:
        return None
    _log_notes(snap, rewrite.notes)
    return _workspace_edit(snap, uri, rewrite.edits) if rewrite.edits else None


# ---------------------------------------------------------------------------


def _rewrite(ask: _Request, title, kind, units, command, args, compute) -> lsp.CodeAction | None:
    """A rewrite of ``units``: its edit when the user asked and it is small,
    else its command."""
    if not _wanted(kind, ask.only):
        return None
    if not ((ask.eager or ask.lazy) and _small(ask.snap, units)):
        return lsp.CodeAction(title=title, kind=kind, command=lsp.Command(title=title, command=command, arguments=args))
    if ask.lazy:
        return lsp.CodeAction(title=title, kind=kind, data=ask.data(command=command, arguments=args))
    rewrite = compute()
    _log_notes(ask.snap, rewrite.notes)
    if not rewrite.edits:
        return None
    return lsp.CodeAction(title=title, kind=kind, edit=_workspace_edit(ask.snap, ask.uri, rewrite.edits))


def _small(snap, units) -> bool:
    return sum(snap.text.count("\n", u.start, u.end) + 1 for u in units) <= EAGER_LINES


def _fixes(snap, diag):
    per_snap = _fix_cache.setdefault(snap, {})
    if diag not in per_snap:
        per_snap[diag] = quick_fixes(snap, diag)
    return per_snap[diag]


def _matched(snap, client_diags) -> list[tuple[lsp.Diagnostic, object]]:
    """The client's diagnostics paired with the snapshot's (same code and range)."""
    out, lines = [], lines_of(snap)
    for c in client_diags:
        code = str(c.code) if c.code is not None else None
        if code not in FIXABLE and code != "BUF201":
            continue
        start = position_to_offset(lines, c.range.start.line, c.range.start.character)
        for d in snap.diagnostics_between(start, start):
            if d.code == code and to_lsp_range(lines, d.start, d.end) == c.range:
                out.append((c, d))
                break
    return out


def _wanted(kind: str, only) -> bool:
    return only is None or any(kind == o or kind.startswith(o + ".") for o in only)


def _workspace_edit(snap, uri: str, edits) -> lsp.WorkspaceEdit:
    lines = lines_of(snap)
    text_edits = [
        lsp.TextEdit(range=to_lsp_range(lines, s, e), new_text=new)
        for s, e, new in sorted(edits, key=lambda e: (e[0], e[1]))
    ]
    doc = lsp.OptionalVersionedTextDocumentIdentifier(uri=uri, version=snap.version)
    return lsp.WorkspaceEdit(document_changes=[lsp.TextDocumentEdit(text_document=doc, edits=text_edits)])


def _offset(snap, pos) -> int | None:
    if isinstance(pos, dict):
        line, character = pos.get("line"), pos.get("character")
    else:
        line, character = getattr(pos, "line", None), getattr(pos, "character", None)
    if not isinstance(line, int) or not isinstance(character, int):
        return None
    return position_to_offset(lines_of(snap), line, character)


def _name(unit) -> str:
    name = getattr(unit.op.attr("sym_name"), "value", None)
    return f"@{name}" if name is not None else "this function"


def _log_notes(snap, notes) -> None:
    for offset, message in notes:
        line, character = offset_to_position(lines_of(snap), offset)
        log.info("%s:%d:%d: not rewritten: %s", snap.path, line + 1, character + 1, message)
