"""Small text edits for quick fixes: new ops written with the source's
value names, lines inserted with the right indentation, an op's line
removed, and the ops a diagnostic points at.

    op_text("memref.dealloc", [("%a", memref<4xf32>)])
        -> 'memref.dealloc %a : memref<4xf32>'
    insert_before(text, ret.span[0], "memref.dealloc %a : memref<4xf32>")
        "  return\\n"  ->  "  memref.dealloc %a : memref<4xf32>\\n  return\\n"
    remove_op(text, op)
        "  memref.dealloc %a : memref<4xf32>  // twice\\n"  ->  ""
"""

from __future__ import annotations

import re

from ..ir.nodes import Operation, Value
from .edits import Edit, indent_of

__all__ = [
    "find_op",
    "find_use",
    "insert_after",
    "insert_before",
    "line_indent",
    "newline_of",
    "op_text",
    "remove_op",
    "unique_name",
]

_PLACEHOLDER = re.compile(r"%bufls_(operand\d+|result)\b")


def op_text(name: str, operands: list[tuple[str, object]], result: tuple[str, object] | None = None) -> str:
    """One op in its printed form, operands written as ``ref`` (``"%a"``), the
    result (if any) named ``result[0]`` (``"%clone"``)."""
    from ..syntax.printer import print_op

    values = [Value(t, f"bufls_operand{i}") for i, (_, t) in enumerate(operands)]
    op = Operation(name, operands=values, result_types=[result[1]] if result else [])
    if result:
        op.results[0].name = "bufls_result"
    refs = {f"operand{i}": ref for i, (ref, _) in enumerate(operands)}
    if result:
        refs["result"] = result[0]
    return _PLACEHOLDER.sub(lambda m: refs[m.group(1)], print_op(op).strip())


def newline_of(text: str) -> str:
    return "\r\n" if "\r\n" in text else "\n"


def line_indent(text: str, offset: int) -> str:
    """The leading whitespace of the line holding ``offset``."""
    start = text.rfind("\n", 0, offset) + 1
    line = text[start:offset]
    return line[: len(line) - len(line.lstrip())]


def insert_before(text: str, offset: int, line: str) -> Edit:
    """``line`` as a new line before the op starting at ``offset``."""
    nl = newline_of(text)
    ind = indent_of(text, offset)
    if text.rfind("\n", 0, offset) + 1 + len(ind) == offset:
        return (offset, offset, line + nl + ind)
    ind = line_indent(text, offset)  # another op before it on its line
    return (offset, offset, nl + ind + line + nl + ind)


def insert_after(text: str, offset: int, line: str, indent: str) -> Edit:
    """``line`` as a new line (indented ``indent``) after ``offset`` (the end of an op)."""
    return (offset, offset, newline_of(text) + indent + line)


def remove_op(text: str, op: Operation) -> Edit:
    """Delete ``op``: its whole line (with a trailing comment) when the op
    is alone on it, else just its text."""
    assert op.span is not None  # an op of the parsed text
    start, end = op.span
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end + 1
    rest = text[end:line_end].strip()
    if text[line_start:start].strip() == "" and (rest == "" or rest.startswith("//")):
        return (line_start, line_end, "")
    return (start, end, "")


def unique_name(text: str, start: int, end: int, base: str) -> str:
    """``%base``, ``%base_0``... : a value name not written in ``text[start:end]``."""
    used = set(re.findall(r"%([\w$.\-]+)", text[start:end]))
    name, k = base, 0
    while name in used:
        name = f"{base}_{k}"
        k += 1
    return "%" + name


def find_op(root: Operation, start: int, end: int, pred=None) -> Operation | None:
    """The op under ``root`` whose diagnostic span (``op_span``) is ``[start, end)``."""
    from ..checker.report import op_span

    for op in root.walk():
        if op.span is not None and op.span[0] == start and op_span(op) == (start, end) and (pred is None or pred(op)):
            return op
    return None


def find_use(root: Operation, start: int, end: int) -> tuple[Operation, int] | None:
    """The op and operand index whose use is written at ``[start, end)``."""
    for op in root.walk():
        if op.span is None or not (op.span[0] <= start < op.span[1]):
            continue
        for i, span in enumerate(op.operand_spans):
            if span is not None and tuple(span) == (start, end):
                return op, i
    return None
