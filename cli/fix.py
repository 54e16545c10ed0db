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
is reported instead).  The targeting and splicing live in
``bufls.core.services.edits`` (shared with the language server's code actions).
Files are written atomically (``bufls.cli.atomic``): a temp file in the same
folder, fsync, then ``os.replace``; an interruption leaves the old file.
"""

from __future__ import annotations

import difflib
import errno
import os
import stat
from dataclasses import dataclass, field

from bufls.cli.atomic import replace_file
from bufls.core.config.project import Config
from bufls.core.services.edits import (
    FixRefused,
    Transform,
    deallocation_edits,
    pipeline_transform,
    splice,
)
from bufls.core.syntax.source import SourceFile

__all__ = [
    "FixRefused",
    "FixResult",
    "Transform",
    "default_transform",
    "fix_text",
    "outside",
    "pipeline_transform",
    "splice",
    "unified_diff",
    "write_atomic",
]


@dataclass
class FixResult:
    new_text: str | None  # None: nothing to change
    diagnostics: list  # of the text as it will be (new or old)
    notes: list[str] = field(default_factory=list)  # why a function was left alone


def default_transform(config: Config) -> Transform:
    """The transform ``--fix`` uses (tests replace this function)."""
    return pipeline_transform(config)


# ---------------------------------------------------------------------------
# Fixing a text


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

    def is_target(op) -> bool:
        return any(op.span[0] <= d.start < op.span[1] for d in needs)

    edits, reasons = deallocation_edits(text, result.modules, is_target, transform)
    notes = []
    for offset, reason in reasons:
        line, col = source.line_col(offset)
        notes.append(f"{path}:{line + 1}:{col + 1}: not fixed: {reason}")
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
            f"(line {where[0] + 1}: {bad[0].message}); nothing was written. This is a bug in bufls"
        )
    return FixResult(new_text, new_diagnostics, notes)


# ---------------------------------------------------------------------------
# Writing and diffing


def write_atomic(path: str, text: str, expected_old: str | None = None) -> None:
    """Replace the file at ``path`` by ``text`` (UTF-8) atomically.

    The data goes to a temp file in the same folder, is flushed to disk and
    renamed over the target (symlinks are followed; the mode is kept).  A
    file we may not write in place (read-only) is refused with
    ``PermissionError``, although the rename would get past its mode.  With
    ``expected_old``, a file that changed since it was read is left alone
    (``FixRefused``); that is checked last, just before the rename."""
    target = os.path.realpath(path)
    if not os.access(target, os.W_OK):
        raise PermissionError(errno.EACCES, "the file is read-only")

    def unchanged_since_read() -> None:
        with open(target, "rb") as current:
            if current.read() != expected_old.encode("utf-8"):
                raise FixRefused(f"{path} changed while bufls was fixing it; not written")

    replace_file(
        target,
        text.encode("utf-8"),
        mode=stat.S_IMODE(os.stat(target).st_mode),
        before_replace=unchanged_since_read if expected_old is not None else None,
    )


def outside(path: str, given: list[str]) -> None:
    """Refuse (``FixRefused``) to write ``path`` when its real location is
    outside every path given on the command line: a symbolic link found in a
    given folder may point anywhere, and ``--fix`` writes only what it was
    given.  A link named on the command line was given itself."""
    real = os.path.realpath(path)
    for p in given:
        root = os.path.realpath(p)
        if real == root or real.startswith(root.rstrip(os.sep) + os.sep):
            return
    raise FixRefused(f"it is a link to {real}, outside the paths given")


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
