"""Symbols: where ``@name`` is written and which op it names.

The parser records the span of a symbol only where an op's custom form
reads it (``func.func @f``, ``func.call @f``, ``memref.get_global @g``);
references inside attribute dictionaries and generic ops have none.  So
uses are found in the text: ``symbol_tokens`` reads the ``@a::@b``
tokens of a line (skipping comments and strings), and a token counts as a
use only when the op around it really holds a ``SymbolRefAttr`` with that
path (``holds_ref``).  ``resolve`` follows MLIR's rule: a reference is
looked up in the nearest symbol table around its user, component by
component for nested references (``@kernels::@k``).

    tok = symbol_token_at(text, offset)        # the token under the cursor
    k = tok.part_at(offset)                    # which ``@component``
    target = resolve(tok.path(k), user_op, lookup)
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from . import attrs as A
from .nodes import Operation
from .registry import registry

__all__ = [
    "SymbolToken",
    "symbol_tokens",
    "symbol_token_at",
    "line_bounds",
    "symbol_name",
    "is_symbol_table",
    "symbol_tables_around",
    "symbol_refs",
    "holds_ref",
    "lookup_in",
    "resolve",
    "symbol_ops",
]

_NAME = r'(?:[\w$.\-]+|"(?:[^"\\]|\\.)*")'
# A symbol token, or a comment / string to skip (a symbol first, so the
# string of ``@"quoted name"`` is read as part of the symbol).
_SCAN = re.compile(r"(?P<sym>@" + _NAME + r"(?:::@" + _NAME + r")*)|//[^\n]*|\"(?:[^\"\\\n]|\\.)*\"")
_PART = re.compile(r"@(" + _NAME + r")")


@dataclass(frozen=True, slots=True)
class SymbolToken:
    """``@a::@b`` at ``[start, end)``; ``parts`` holds ``(name, start, end)``
    of each ``@component`` (names unquoted)."""

    start: int
    end: int
    parts: tuple[tuple[str, int, int], ...]

    def part_at(self, offset: int) -> int:
        """Index of the component holding ``offset`` (a cursor just after
        a component, or on ``::``, counts for the one before)."""
        k = 0
        for i, (_, s, _) in enumerate(self.parts):
            if s <= offset:
                k = i
        return k

    def path(self, k: int | None = None) -> tuple[str, ...]:
        names = tuple(p[0] for p in self.parts)
        return names if k is None else names[: k + 1]


def _unquote(name: str) -> str:
    if name.startswith('"'):
        return re.sub(r"\\(.)", r"\1", name[1:-1])
    return name


def line_bounds(text: str, offset: int) -> tuple[int, int]:
    """``[start, end)`` of the line holding ``offset`` (without the newline)."""
    start = text.rfind("\n", 0, offset) + 1
    end = text.find("\n", offset)
    return start, len(text) if end < 0 else end


def symbol_tokens(text: str, start: int = 0, end: int | None = None) -> Iterator[SymbolToken]:
    """The symbol tokens of ``text[start:end]`` outside comments and strings."""
    for m in _SCAN.finditer(text, start, len(text) if end is None else end):
        if m.lastgroup != "sym":
            continue
        parts = tuple((_unquote(p.group(1)), p.start(), p.end()) for p in _PART.finditer(text, m.start(), m.end()))
        yield SymbolToken(m.start(), m.end(), parts)


def symbol_token_at(text: str, offset: int) -> SymbolToken | None:
    """The symbol token whose text holds ``offset`` (or ends right at it)."""
    ls, le = line_bounds(text, offset)
    for tok in symbol_tokens(text, ls, le):
        if tok.start <= offset <= tok.end:
            return tok
    return None


# -- ops ---------------------------------------------------------------------


def symbol_name(op: Operation) -> str | None:
    """The name an op defines (its ``sym_name``), or None."""
    sym = op.attr("sym_name")
    return sym.value if isinstance(sym, A.StringAttr) else None


def is_symbol_table(op: Operation) -> bool:
    model = registry.get(op.name)
    return model is not None and model.has("symbol_table")


def symbol_tables_around(op: Operation) -> Iterator[Operation]:
    """``op`` (if it is a symbol table) and its enclosing symbol tables,
    innermost first."""
    if is_symbol_table(op):
        yield op
    for a in op.ancestors():
        if is_symbol_table(a):
            yield a


def _refs_in(attr, out: list) -> None:
    if isinstance(attr, A.SymbolRefAttr):
        out.append(attr)
    elif isinstance(attr, A.ArrayAttr):
        for v in attr.values:
            _refs_in(v, out)
    elif isinstance(attr, A.DictAttr):
        for _, v in attr.entries:
            _refs_in(v, out)


def symbol_refs(op: Operation) -> list[A.SymbolRefAttr]:
    """Every SymbolRefAttr held by ``op``'s attributes (nested in arrays and
    dictionaries too)."""
    out: list = []
    for attrs in (op.properties, op.attributes):
        for v in attrs.values():
            _refs_in(v, out)
    return out


def holds_ref(op: Operation, path: tuple[str, ...]) -> bool:
    """Whether ``op`` holds a reference spelled with exactly ``path``."""
    return any((r.root, *r.nested) == path for r in symbol_refs(op))


def symbol_ops(table: Operation) -> Iterator[Operation]:
    """The symbol-defining ops directly inside ``table``'s regions."""
    for region in table.regions:
        for block in region.blocks:
            for op in block.ops:
                if symbol_name(op) is not None:
                    yield op


def lookup_in(table: Operation, name: str) -> Operation | None:
    for op in symbol_ops(table):
        if symbol_name(op) == name:
            return op
    return None


Lookup = Callable[[Operation, str], "Operation | None"]


def resolve(path: tuple[str, ...], user: Operation, lookup: Lookup = lookup_in) -> Operation | None:
    """The op that ``@path[0]::@path[1]...`` names, seen from ``user``.

    MLIR looks only in the nearest symbol table; an editor also tries the
    outer ones, so a reference still resolves while the IR is invalid.
    ``lookup(table, name)`` finds a symbol directly in a table (the
    language server passes one that reads the top-level module through its
    snapshot)."""
    if not path:
        return None
    for table in symbol_tables_around(user):
        found = lookup(table, path[0])
        for name in path[1:]:
            if found is None:
                break
            found = lookup_in(found, name)
        if found is not None:
            return found
    return None
