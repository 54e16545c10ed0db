"""``bufls --fix`` / ``--diff``: apply the deallocation pipeline to the
functions that need it, and nothing else.

For each module of a file, the top-level ops with a ``BUF201`` diagnostic
(dealloc-free bufferized input with allocations; a ``// bufls: ignore``
comment or ``severity BUF201 = "off"`` opts a function out) are the
*targets*.  The other top-level ops are detached while a *transform* runs on
the module, so functions that already free their buffers (which the pipeline
rejects) and unrelated code are never touched.  The transform returns the
top-level ops it changed; only their source spans are replaced by their
printed text, so comments and formatting elsewhere stay byte-identical.
New top-level ops (a generated ``dealloc_helper``) are inserted next to
the targets::

    // keep this comment                        // keep this comment
    func.func @f() {                            func.func @f() {
      %0 = memref.alloc() : memref<2xf32>         %alloc = memref.alloc() : memref<2xf32>
      "test.use"(%0) : (memref<2xf32>) -> ()  ->  "test.use"(%alloc) : (memref<2xf32>) -> ()
      return                                      memref.dealloc %alloc : memref<2xf32>
    }                                             return
                                                }

The new text must parse and verify, or nothing is written (a bug in bufls
is reported instead).  Files are written atomically: a temp file in the same
folder, fsync, then ``os.replace``; an interruption leaves the old file.
"""

from __future__ import annotations

import difflib
import os
import stat
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field

from bufls.core.config import Config
from bufls.core.source import SourceFile

__all__ = [
    "FixRefused",
    "FixResult",
    "Transform",
    "default_transform",
    "fix_text",
    "pipeline_transform",
    "unified_diff",
    "write_atomic",
]

# transform(pm) -> the top-level ops it changed or created
Transform = Callable[[object], set]


class FixRefused(Exception):
    """The fixed text would be wrong (a bug in bufls): nothing is written."""


@dataclass
class FixResult:
    new_text: str | None                    # None: nothing to change
    diagnostics: list                       # of the text as it will be (new or old)
    notes: list[str] = field(default_factory=list)   # why a function was left alone


# ---------------------------------------------------------------------------
# The transform

def pipeline_transform(config: Config) -> Transform:
    """The real one: ``buffer-deallocation-pipeline`` over the module."""

    def transform(pm) -> set:
        from bufls.core.printer import print_op
        try:
            from bufls.core.passes.base import (
                PassOptionError,
                parse_flags,
                run_pipeline,
            )
        except ImportError:
            raise _Skip("the deallocation pipeline is not available in this version of bufls") from None
        flag = "--buffer-deallocation-pipeline"
        if config.private_function_dynamic_ownership:
            flag += "=private-function-dynamic-ownership=true"
        try:
            specs = parse_flags([flag])
        except PassOptionError as exc:
            raise _Skip(f"the deallocation pipeline is not available in this version of bufls ({exc})") from None
        block = _body(pm)
        before = {id(op): print_op(op) for op in block.ops}
        run_pipeline(pm, specs, config.resources, [])
        return {op for op in block.ops if before.get(id(op)) != print_op(op)}

    return transform


def default_transform(config: Config) -> Transform:
    """The transform ``--fix`` uses (tests replace this function)."""
    return pipeline_transform(config)


def _pass_error_types() -> tuple[type, ...]:
    try:
        from bufls.core.passes.base import PassError
    except ImportError:
        return ()
    return (PassError,)


# ---------------------------------------------------------------------------
# Fixing a text

def _body(pm):
    region = pm.op.regions[0]
    if not region.blocks:
        from bufls.core.ir import Block
        region.add_block(Block())
    return region.blocks[0]


def _symbol(op) -> str | None:
    a = op.attr("sym_name")
    return getattr(a, "value", None)


def fix_text(text: str, path: str, config: Config, transform: Transform | None = None) -> FixResult:
    """The fixed text of a file (``new_text`` None when nothing changes)."""
    from bufls.core.analyze import analyze_result

    result, diagnostics = analyze_result(text, path, config)
    needs = [d for d in diagnostics if d.code == "BUF201"]
    if not needs:
        return FixResult(None, diagnostics)
    source = SourceFile(text, path)
    broken = [d for d in result.diagnostics if d.code in ("syntax", "verify")]
    if broken:
        line, col = source.line_col(broken[0].start)
        note = f"{path}:{line + 1}:{col + 1}: not fixed: the file has {broken[0].code} errors; fix those first"
        return FixResult(None, diagnostics, [note])
    if transform is None:
        transform = default_transform(config)
    edits: list[tuple[int, int, str]] = []
    notes: list[str] = []
    for pm in result.modules:
        block = _body(pm)
        top = list(block.ops)
        targets = [op for op in top if op.span is not None
                   and any(op.span[0] <= d.start < op.span[1] for d in needs)]
        if not targets:
            continue
        try:
            module_edits = _transform_module(text, pm, block, top, targets, transform)
        except _pass_error_types() as exc:
            span = getattr(exc, "span", None)
            offset = span[0] if isinstance(span, tuple) and span else targets[0].span[0]
            line, col = source.line_col(offset)
            message = getattr(exc, "message", None) or str(exc)
            notes.append(f"{path}:{line + 1}:{col + 1}: not fixed: the deallocation pipeline "
                         f"rejects this input: {message}")
            continue
        except _Skip as exc:
            line, col = source.line_col(targets[0].span[0])
            notes.append(f"{path}:{line + 1}:{col + 1}: not fixed: {exc}")
            continue
        finally:
            block.ops[:] = top
            for op in top:
                op.parent = block
        edits.extend(module_edits)
    if not edits:
        return FixResult(None, diagnostics, notes)
    new_text = splice(text, edits)
    if new_text == text:
        return FixResult(None, diagnostics, notes)
    new_result, new_diagnostics = analyze_result(new_text, path, config)
    bad = [d for d in new_result.diagnostics if d.code in ("syntax", "verify")]
    if bad:
        where = SourceFile(new_text, path).line_col(bad[0].start)
        raise FixRefused(
            f"the fixed text of {path} would not {'parse' if bad[0].code == 'syntax' else 'verify'} "
            f"(line {where[0] + 1}: {bad[0].message}); nothing was written. This is a bug in bufls")
    return FixResult(new_text, new_diagnostics, notes)


class _Skip(Exception):
    pass


def _transform_module(text: str, pm, block, top: list, targets: list, transform: Transform):
    """Run the transform on ``targets`` alone; the text edits it implies."""
    from bufls.core.printer import print_op

    target_ids = {id(op) for op in targets}
    block.ops[:] = targets
    changed = transform(pm)
    changed_ids = {id(op) for op in changed}
    after = list(block.ops)
    after_ids = {id(op) for op in after}
    others = {}
    for op in top:
        if id(op) not in target_ids and _symbol(op) is not None:
            others[_symbol(op)] = op
    newline = "\r\n" if "\r\n" in text else "\n"
    edits: list[tuple[int, int, str]] = []
    pending: list = []          # new ops waiting for the next original target

    def printed(op, indent: str) -> str:
        body = print_op(op).rstrip("\n")
        lines = body.split("\n")
        return newline.join([lines[0]] + [(indent + ln) if ln else ln for ln in lines[1:]])

    def indent_of(op) -> str:
        start = text.rfind("\n", 0, op.span[0]) + 1
        prefix = text[start:op.span[0]]
        return prefix if prefix.strip() == "" else ""

    def flush(anchor, before: bool) -> None:
        if not pending:
            return
        ind = indent_of(anchor)
        chunk = (newline * 2 + ind).join(printed(op, ind) for op in pending)
        if before:
            edits.append((anchor.span[0], anchor.span[0], chunk + newline * 2 + ind))
        else:
            edits.append((anchor.span[1], anchor.span[1], newline * 2 + ind + chunk))
        pending.clear()

    last_anchor = None
    for op in after:
        if id(op) in target_ids:
            flush(op, before=True)
            if id(op) in changed_ids:
                edits.append((op.span[0], op.span[1], printed(op, indent_of(op))))
            last_anchor = op
            continue
        name = _symbol(op)
        if name is not None and name in others:
            if print_op(others[name]) == print_op(op):
                continue          # e.g. a dealloc helper the file already has
            raise _Skip(f"the pipeline generates @{name}, which this file already defines differently")
        pending.append(op)
    for op in targets:
        if id(op) not in after_ids:
            edits.append((op.span[0], op.span[1], ""))
    if pending:
        anchor = last_anchor if last_anchor is not None else max(
            (op for op in top if op.span is not None), key=lambda o: o.span[1])
        flush(anchor, before=False)
    return edits


def splice(text: str, edits: list[tuple[int, int, str]]) -> str:
    """``text`` with each ``(start, end, replacement)`` applied (non-overlapping)."""
    out, pos = [], 0
    for start, end, new in sorted(edits, key=lambda e: (e[0], e[1])):
        if start < pos:
            raise FixRefused("overlapping edits")
        out.append(text[pos:start])
        out.append(new)
        pos = end
    out.append(text[pos:])
    return "".join(out)


# ---------------------------------------------------------------------------
# Writing and diffing

def write_atomic(path: str, text: str, expected_old: str | None = None) -> None:
    """Replace the file at ``path`` by ``text`` (UTF-8) atomically.

    The data goes to a temp file in the same folder, is flushed to disk and
    renamed over the target (symlinks are followed; the mode is kept).  With
    ``expected_old``, a file that changed since it was read is left alone
    (``FixRefused``)."""
    target = os.path.realpath(path)
    folder = os.path.dirname(target) or "."
    if expected_old is not None:
        with open(target, "rb") as current:
            if current.read() != expected_old.encode("utf-8"):
                raise FixRefused(f"{path} changed while bufls was fixing it; not written")
    mode = stat.S_IMODE(os.stat(target).st_mode)
    data = text.encode("utf-8")
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{os.path.basename(target)}.", suffix=".bufls-tmp")
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.chmod(tmp, mode)
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def unified_diff(path: str, old: str, new: str) -> str:
    """The unified diff from ``old`` to ``new`` (``--- path`` / ``+++ path``)."""
    a = old.splitlines(keepends=True)
    b = new.splitlines(keepends=True)
    out = []
    for line in difflib.unified_diff(a, b, fromfile=path, tofile=path):
        if not line.endswith("\n"):
            line += "\n\\ No newline at end of file\n"
        out.append(line)
    return "".join(out)
