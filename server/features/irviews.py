"""bufls/irAfterPasses and bufls/irDocument (and the commands of the same
names): the IR of the function under the cursor, or of the whole file, after
each pass of the deallocation pipeline, as documents an editor opens side by
side (or diffs).

    request  bufls/irAfterPasses {"textDocument": {"uri"}, "position": {"line", "character"},
                                  "scope": "function" | "file"}
    answer   {"function": "@f" | "@f (part 2)" | None, "scope", "error": str | None,
              "stages": [{"index": 0, "pass": "input", "title": "@f: input", "uri"},
                         {"index": 1, "pass": "expand-realloc", "title": "@f after expand-realloc", "uri"}, ...]}

    request  bufls/irDocument {"textDocument": {"uri"}, "scope", "function": "@f" | "", "index", "version"}
    answer   {"text", "error": str | None, "title", "stale": bool}

A stage's uri is ``bufls-ir:/<file name without .mlir>/<index>-<pass>.mlir?<query>``,
the query (percent-encoded) ``source=<uri>&version=<n>&scope=<scope>&function=<@f or empty>&index=<i>``:
what bufls/irDocument needs.  A function is ``@f`` -- or ``@f (part 2)``
when several ``// -----`` parts of the file define an @f: the one of the
second part.  The stages of a (document version, scope,
function) are computed once and remembered (the last few), so opening every
stage's document runs the pipeline once.  ``stale`` says the document changed
since the version asked for; the text is then the stages of that version if
they are still remembered, else of the current one.
"""

from __future__ import annotations

import posixpath
import re
import threading
from collections import OrderedDict
from urllib.parse import quote, unquote, urlencode, urlparse

from bufls.core.services.explain.values import functions_in
from bufls.core.services.ir_after_passes import Stage, Stages
from bufls.core.services.ir_after_passes import ir_after_passes as stages_of
from bufls.core.services.ownership_graph import innermost_function
from bufls.server.convert import lines_of, position_to_offset

__all__ = ["SCHEME", "ir_after_passes", "ir_document", "stage_uri"]

SCHEME = "bufls-ir"
SCOPES = ("function", "file")
MAX_REMEMBERED = 8  # (version, scope, function) stages kept

# (uri, version, scope, "@f" or "") -> (text, config, Stages)
_remembered: OrderedDict[tuple, tuple[str, object, Stages]] = OrderedDict()
_lock = threading.Lock()  # held while computing, too: one run per key


def ir_after_passes(snap, request: dict) -> dict:
    uri = _uri(request)
    scope = request.get("scope") or "function"
    answer: dict = {"function": None, "scope": scope, "error": None, "stages": []}
    if scope not in SCOPES:
        answer["error"] = f"scope must be one of {', '.join(SCOPES)}, not {scope!r}"
        return answer
    name = ""
    if scope == "function":
        lines = lines_of(snap)
        pos = request.get("position") or {"line": 0, "character": 0}
        offset = position_to_offset(lines, int(pos.get("line", 0)), int(pos.get("character", 0)))
        found = _function_at(snap, offset)
        if found is None:
            answer["error"] = "no function at the position"
            return answer
        name, func, module = found
        answer["function"] = name
        stages = _stages(snap, uri, scope, name, lambda: stages_of(func, snap.config, module=module))
    else:
        stages = _stages(snap, uri, scope, name, lambda: _file_stages(snap))
    answer["error"] = stages.error
    answer["stages"] = [
        {
            "index": i,
            "pass": stage.pass_name,
            "title": _title(uri, name, i, stage.pass_name),
            "uri": stage_uri(uri, snap.version, scope, name, i, stage.pass_name),
        }
        for i, stage in enumerate(stages.stages)
    ]
    return answer


def ir_document(snap, request: dict) -> dict:
    uri = _uri(request)
    scope = request.get("scope") or "function"
    name = request.get("function") or ""
    try:
        index = int(request.get("index", 0))
    except (TypeError, ValueError):
        index = -1
    version = request.get("version")
    stale = version is not None and version != snap.version
    title = _title(uri, name, max(index, 0), "")
    answer = {"text": "", "error": None, "title": title, "stale": stale}
    if scope not in SCOPES:
        answer["error"] = f"scope must be one of {', '.join(SCOPES)}, not {scope!r}"
        return answer
    stages = _remembered_stages(uri, version, scope, name) if stale else None
    if stages is None:
        if scope == "function":
            found = _function_named(snap, name) if name else None
            if found is None:
                answer["error"] = f"no function {name} in the document" if name else "no function given"
                return answer
            func, module = found
            stages = _stages(snap, uri, scope, name, lambda: stages_of(func, snap.config, module=module))
        else:
            stages = _stages(snap, uri, scope, "", lambda: _file_stages(snap))
    if not 0 <= index < len(stages.stages):
        answer["error"] = stages.error or f"no stage {request.get('index')!r}: there are {len(stages.stages)}"
        return answer
    stage = stages.stages[index]
    answer["text"] = stage.text if stage.text.endswith("\n") or not stage.text else stage.text + "\n"
    answer["title"] = _title(uri, name, index, stage.pass_name)
    if index == len(stages.stages) - 1:
        answer["error"] = stages.error  # the stages stop here: why
    return answer


def stage_uri(source: str, version, scope: str, function: str, index: int, pass_name: str) -> str:
    """``bufls-ir:/<file>/<index>-<pass>.mlir?source=...&version=...&scope=...&function=...&index=...``."""
    query = urlencode(
        [
            ("source", source),
            ("version", "" if version is None else str(version)),
            ("scope", scope),
            ("function", function),
            ("index", str(index)),
        ],
        quote_via=quote,
    )
    return f"{SCHEME}:/{quote(_file_stem(source), safe='')}/{index}-{quote(pass_name, safe='')}.mlir?{query}"


# ---------------------------------------------------------------------------


def _file_stages(snap) -> Stages:
    """Every module of the file (``// -----`` parts) through the passes: the
    stages all of them reach, their texts joined as ``bufls opt`` prints them."""
    if any(d.code == "syntax" for d in snap.diagnostics):
        return Stages(error="the file has syntax errors; fix those first")
    modules = snap.modules()
    if not modules:
        return Stages(error="the file holds no IR")
    each = [stages_of(pm, snap.config) for pm in modules]
    count = min(len(s.stages) for s in each)
    out = Stages()
    for i in range(count):
        out.stages.append(Stage(each[0].stages[i].pass_name, "// -----\n".join(s.stages[i].text for s in each)))
    for k, s in enumerate(each):
        if s.error is not None:
            out.error = s.error if len(each) == 1 else f"part {k + 1} of the file: {s.error}"
            break
    out.warnings = [w for s in each for w in s.warnings]
    return out


def _stages(snap, uri: str, scope: str, name: str, compute) -> Stages:
    key = (uri, snap.version, scope, name)
    with _lock:
        hit = _remembered.get(key)
        if hit is not None and (hit[0] is snap.text or hit[0] == snap.text) and hit[1] == snap.config:
            _remembered.move_to_end(key)
            return hit[2]
        stages = compute()
        _remembered[key] = (snap.text, snap.config, stages)
        _remembered.move_to_end(key)
        while len(_remembered) > MAX_REMEMBERED:
            _remembered.popitem(last=False)
        return stages


def _remembered_stages(uri: str, version, scope: str, name: str) -> Stages | None:
    with _lock:
        hit = _remembered.get((uri, version, scope, name))
        return hit[2] if hit is not None else None


def _function_at(snap, offset: int):
    """``(label, function, module)`` of the innermost function with a symbol
    at ``offset`` (``_label``), or None."""
    for unit in snap.units():
        if unit.start <= offset <= unit.end:
            op = snap.unit_at(unit.start)
            func = innermost_function(functions_in(op), offset) if op is not None else None
            if func is None or not _symbol(func):
                return None
            return _label(snap, func, unit.module), func, unit.module
    return None


def _function_named(snap, label: str):
    """``(function, module)`` of the function a ``_label`` names: ``@f``, the
    first function @f of the file (a top-level one before a nested one), or
    ``@f (part 2)``, the one of the file's second ``// -----`` part."""
    name, part = _parse_label(label)
    if part is not None:
        modules = snap.parts()
        wanted = modules[part - 1] if 0 < part <= len(modules) else None
        units = [u for u in snap.units() if u.module is wanted]
    else:
        units = snap.units()
    for unit in units:
        if _symbol(unit.op) == name:
            op = unit.materialize()
            if any(f is op for f in functions_in(op)):
                return op, unit.module
    for unit in units:
        for func in functions_in(unit.materialize()):
            if _symbol(func) == name:
                return func, unit.module
    return None


def _label(snap, func, module) -> str:
    """``@f``; ``@f (part N)`` when another ``// -----`` part of the file
    defines a top-level @f too (upstream's test files often do)."""
    name = _symbol(func)
    modules = snap.parts()
    if len(modules) > 1:
        parts = {id(u.module) for u in snap.units() if _symbol(u.op) == name}
        if len(parts) > 1 or (parts and id(module) not in parts):
            index = next(k for k, m in enumerate(modules) if m is module)
            return f"@{name} (part {index + 1})"
    return f"@{name}"


_PART = re.compile(r"^@?(.*?)(?: \(part (\d+)\))?$", re.DOTALL)


def _parse_label(label: str) -> tuple[str, int | None]:
    m = _PART.match(label)
    assert m is not None  # (the pattern matches any text)
    return m.group(1), int(m.group(2)) if m.group(2) else None


def _symbol(op) -> str:
    value = getattr(op.attr("sym_name"), "value", None)
    return value if isinstance(value, str) else ""


def _uri(request: dict) -> str:
    return str((request.get("textDocument") or {}).get("uri") or "")


def _file_name(uri: str) -> str:
    parsed = urlparse(uri)
    return posixpath.basename(unquote(parsed.path or parsed.netloc or uri)) or "untitled"


def _file_stem(uri: str) -> str:
    name = _file_name(uri)
    return name[: -len(".mlir")] if name.endswith(".mlir") and len(name) > len(".mlir") else name


def _title(uri: str, function: str, index: int, pass_name: str) -> str:
    what = function or _file_name(uri)
    if index == 0 or not pass_name:
        return f"{what}: input" if index == 0 else what
    return f"{what} after {pass_name}"
