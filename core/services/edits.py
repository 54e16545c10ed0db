"""Text edits that rewrite top-level ops and leave everything else alone.

An edit is ``(start, end, new_text)`` on a text (offsets, end exclusive).
A rewrite of a file runs a *transform* on the IR of some top-level ops (the
*targets*) while the other top-level ops are detached, then replaces only the
spans of the targets it changed by their printed text; comments and
formatting elsewhere stay byte-identical.  New top-level ops (a generated
``dealloc_helper``) are inserted next to the targets.  ``bufls --fix`` and
the language server's code actions both go through ``deallocation_edits``::

    // keep this comment                        // keep this comment
    func.func @f() {                            func.func @f() {
      %0 = memref.alloc() : memref<2xf32>         %alloc = memref.alloc() : memref<2xf32>
      "test.use"(%0) : (memref<2xf32>) -> ()  ->  "test.use"(%alloc) : (memref<2xf32>) -> ()
      return                                      memref.dealloc %alloc : memref<2xf32>
    }                                             return
                                                }

``minimize`` then cuts a replacement down to the lines that differ, so a
client that applies the edits moves as little text as possible.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable

__all__ = [
    "Edit",
    "FixRefused",
    "NotApplied",
    "Transform",
    "deallocation_edits",
    "minimize",
    "pass_error_types",
    "pipeline_transform",
    "splice",
    "top_level_edits",
    "unshift",
]

Edit = tuple[int, int, str]
# transform(pm) -> the top-level ops it changed or created
Transform = Callable[[object], set]


class FixRefused(Exception):
    """The rewritten text would be wrong (a bug in bufls): nothing is written."""


class NotApplied(Exception):
    """A target is left alone; the message says why."""


# ---------------------------------------------------------------------------
# Splicing


def splice(text: str, edits: list[Edit]) -> str:
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


def unshift(pos: int, edits: list[Edit]) -> int:
    """The offset before ``edits`` of the offset ``pos`` after them (an
    offset inside inserted text maps to the start of its edit)."""
    delta = 0
    for start, end, new in sorted(edits, key=lambda e: (e[0], e[1])):
        new_start = start + delta
        if pos < new_start:
            break
        if pos < new_start + len(new):
            return start
        delta += len(new) - (end - start)
    return pos - delta


def minimize(text: str, edits: list[Edit]) -> list[Edit]:
    """The same change as ``edits``, each replacement cut down to the lines
    that differ (``splice`` gives the same text either way)."""
    out: list[Edit] = []
    for start, end, new in edits:
        old_lines = text[start:end].splitlines(keepends=True)
        new_lines = new.splitlines(keepends=True)
        if not old_lines or not new_lines:
            out.append((start, end, new))
            continue
        offsets = [start]
        for line in old_lines:
            offsets.append(offsets[-1] + len(line))
        matcher = difflib.SequenceMatcher(None, old_lines, new_lines, autojunk=False)
        for tag, i1, i2, j1, j2 in matcher.get_opcodes():
            if tag != "equal":
                out.append((offsets[i1], offsets[i2], "".join(new_lines[j1:j2])))
    return out


# ---------------------------------------------------------------------------
# The deallocation pipeline as a transform


def pipeline_transform(config) -> Transform:
    """``buffer-deallocation-pipeline`` over the module (the transform of
    ``bufls --fix`` and of the code actions)."""

    def transform(pm) -> set:
        from ..syntax.printer import print_op

        try:
            from ..passes.base import PassOptionError, parse_flags, run_pipeline
        except ImportError:
            raise NotApplied("the deallocation pipeline is not available in this version of bufls") from None
        flag = "--buffer-deallocation-pipeline"
        if config.private_function_dynamic_ownership:
            flag += "=private-function-dynamic-ownership=true"
        try:
            specs = parse_flags([flag])
        except PassOptionError as exc:
            raise NotApplied(f"the deallocation pipeline is not available in this version of bufls ({exc})") from None
        block = body_of(pm)
        before = {id(op): print_op(op) for op in block.ops}
        run_pipeline(pm, specs, config.resources, [])
        return {op for op in block.ops if before.get(id(op)) != print_op(op)}

    return transform


def pass_error_types() -> tuple[type[BaseException], ...]:
    try:
        from ..passes.base import PassError
    except ImportError:
        return ()
    return (PassError,)


def body_of(pm):
    """The block holding a module's top-level ops (made if missing)."""
    region = pm.op.regions[0]
    if not region.blocks:
        from ..ir.nodes import Block

        region.add_block(Block())
    return region.blocks[0]


def symbol_of(op) -> str | None:
    return getattr(op.attr("sym_name"), "value", None)


def deallocation_edits(
    text: str, modules, is_target: Callable, transform: Transform, existing: Callable | None = None
) -> tuple[list[Edit], list[tuple[int, str]]]:
    """Run ``transform`` on the top-level ops of ``modules`` (parsed from
    ``text``; they are modified) for which ``is_target(op)`` holds, one
    module at a time.  Returns the edits and ``(offset, reason)`` notes for
    the modules left alone (the pass rejects them, or it is missing)."""
    edits: list[Edit] = []
    notes: list[tuple[int, str]] = []
    for pm in modules:
        top = list(body_of(pm).ops)
        targets = [op for op in top if op.span is not None and is_target(op)]
        if not targets:
            continue
        try:
            edits.extend(top_level_edits(text, pm, targets, transform, existing))
        except pass_error_types() as exc:
            span = getattr(exc, "span", None)
            offset = span[0] if isinstance(span, tuple) and span else targets[0].span[0]
            message = getattr(exc, "message", None) or str(exc)
            notes.append((offset, f"the deallocation pipeline rejects this input: {message}"))
        except NotApplied as exc:
            notes.append((targets[0].span[0], str(exc)))
    return edits, notes


# ---------------------------------------------------------------------------
# Edits of the changed top-level ops


def top_level_edits(text: str, pm, targets: list, transform: Transform, existing: Callable | None = None) -> list[Edit]:
    """Run ``transform`` on ``targets`` alone (the other top-level ops of
    ``pm`` are detached meanwhile); the text edits it implies.

    ``existing(name)``: the op already defining ``@name`` outside the
    targets (default: the detached top-level ops); a generated op with that
    name is dropped when it prints the same, else ``NotApplied``."""
    from ..syntax.printer import print_op

    block = body_of(pm)
    top = list(block.ops)
    if existing is None:
        ids = {id(t) for t in targets}
        others = {symbol_of(op): op for op in top if id(op) not in ids}
        existing = others.get
    block.ops[:] = targets
    try:
        changed = transform(pm)
        after = list(block.ops)
    finally:
        block.ops[:] = top
        for op in top:
            op.parent = block
    return _edits_for(text, targets, after, changed, existing, print_op)


def _edits_for(text, targets, after, changed, existing, print_op) -> list[Edit]:
    target_ids = {id(op) for op in targets}
    changed_ids = {id(op) for op in changed}
    after_ids = {id(op) for op in after}
    newline = "\r\n" if "\r\n" in text else "\n"
    edits: list[Edit] = []
    pending: list = []  # new ops waiting for the next original target

    def printed(op, indent: str) -> str:
        lines = print_op(op).rstrip("\n").split("\n")
        return newline.join([lines[0]] + [(indent + ln) if ln else ln for ln in lines[1:]])

    def flush(anchor, before: bool) -> None:
        if not pending:
            return
        ind = indent_of(text, anchor.span[0])
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
                edits.append((op.span[0], op.span[1], printed(op, indent_of(text, op.span[0]))))
            last_anchor = op
            continue
        name = symbol_of(op)
        known = existing(name) if name is not None else None
        if known is not None:
            if print_op(known) == print_op(op):
                continue  # e.g. a dealloc helper the file already has
            raise NotApplied(f"the pipeline generates @{name}, which this file already defines differently")
        pending.append(op)
    for op in targets:
        if id(op) not in after_ids:
            edits.append((op.span[0], op.span[1], ""))
    if pending:
        anchor = last_anchor if last_anchor is not None else max(targets, key=lambda o: o.span[1])
        flush(anchor, before=False)
    return edits


def indent_of(text: str, offset: int) -> str:
    """The whitespace before ``offset`` on its line ("" if not only whitespace)."""
    start = text.rfind("\n", 0, offset) + 1
    prefix = text[start:offset]
    return prefix if prefix.strip() == "" else ""
