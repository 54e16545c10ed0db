"""A few top-level ops of a file as a standalone MLIR text.

Code actions must not re-parse or re-check a 50,000-line file to rewrite or
verify one function.  An ``Excerpt`` copies the module's attribute and type
aliases and the chosen top-level ops (each from the start of its line, so
indentation is kept) into a small text, remembers where each piece came from,
and maps offsets and edits both ways::

    #map = affine_map<(d0) -> (d0)>          #map = affine_map<(d0) -> (d0)>
    module {                                   func.func @f(...) {   <- piece 1
      func.func @f(...) {         ->           ...
      ...                                    }
      func.func @g(...) { ... }              // (with marker=True: a function that
    }                                        //  frees, so the checker treats the
                                             //  excerpt like a file with frees)

Diagnostics of the excerpt are compared with ``changes``: which of them an
edit removed and which it added, in the original file's offsets.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .edits import Edit, splice, unshift

__all__ = ["Excerpt", "build_excerpt", "changes", "referenced_symbols"]

_MARKER = (
    "func.func private @{name}() {{\n  %0 = memref.alloc() : memref<1xi8>\n"
    "  memref.dealloc %0 : memref<1xi8>\n  return\n}}\n"
)
_SYMBOL_REF = re.compile(r'@([A-Za-z_$.][\w$.\-]*|"[^"\n]*")')


@dataclass
class Excerpt:
    text: str
    pieces: list[tuple[int, int, int]]  # (excerpt start, original start, length)

    def to_original(self, pos: int) -> int | None:
        for ex, orig, n in self.pieces:
            if ex <= pos <= ex + n:
                return orig + (pos - ex)
        return None

    def to_excerpt(self, pos: int) -> int | None:
        for ex, orig, n in self.pieces:
            if orig <= pos <= orig + n:
                return ex + (pos - orig)
        return None

    def edits_to_original(self, edits: list[Edit]) -> list[Edit]:
        return [self._map(e, self.to_original) for e in edits]

    def edits_to_excerpt(self, edits: list[Edit]) -> list[Edit]:
        return [self._map(e, self.to_excerpt) for e in edits]

    @staticmethod
    def _map(edit: Edit, fn) -> Edit:
        start, end, new = edit
        s, e = fn(start), fn(end)
        if s is None or e is None:
            raise ValueError(f"edit {start}..{end} is outside the excerpt")
        return (s, e, new)

    def analyze(self, config, edits: list[Edit] = (), check: bool = True) -> list:
        """Diagnostics of the excerpt after ``edits`` (original offsets),
        in the excerpt's offsets after the edits."""
        text = splice(self.text, self.edits_to_excerpt(list(edits))) if edits else self.text
        if check:
            from ..analyze import analyze

            return analyze(text, "<excerpt>", config)
        from ..api import parse_file

        return parse_file(text, "<excerpt>").diagnostics


def build_excerpt(text: str, pm, spans: list[tuple[int, int]], marker: bool = False) -> Excerpt:
    """The aliases of ``pm`` and the ``(start, end)`` spans of ``text`` (top-level
    ops, in order) as one text; ``marker`` appends a private function that
    frees a buffer (the checker reports leaks as BUF201 in a file that frees
    nothing)."""
    out: list[str] = []
    pieces: list[tuple[int, int, int]] = []
    pos = 0

    def add(start: int, end: int) -> None:
        nonlocal pos
        pieces.append((pos, start, end - start))
        out.append(text[start:end] + "\n\n")
        pos += end - start + 2

    for alias in getattr(pm, "aliases", ()):  # (name, value text, start, end)
        line = f"{alias[0]} = {alias[1]}\n"
        out.append(line)
        pos += len(line)
    for start, end in sorted(set(spans)):
        add(_line_start(text, start), end)
    if marker:
        name, k = "bufls_excerpt_frees", 0
        while f"@{name}" in text:
            k += 1
            name = f"bufls_excerpt_frees_{k}"
        out.append(_MARKER.format(name=name))
    return Excerpt("".join(out), pieces)


def _line_start(text: str, offset: int) -> int:
    start = text.rfind("\n", 0, offset) + 1
    return start if text[start:offset].strip() == "" else offset


def referenced_symbols(text: str, start: int, end: int) -> set[str]:
    """The symbol names ``@name`` written in ``text[start:end]``."""
    return {m.group(1).strip('"') for m in _SYMBOL_REF.finditer(text, start, end)}


def changes(excerpt: Excerpt, before: list, after: list, edits: list[Edit]):
    """``(gone, new)``: the diagnostics of ``before`` (the excerpt's) that
    ``after`` (the excerpt's after ``edits``, original offsets) no longer
    has, and those of ``after`` that are new; both as ``(code, original
    offset)`` pairs, compared by code and where they start."""
    ex_edits = sorted(excerpt.edits_to_excerpt(list(edits)))

    def key_before(d):
        pos = excerpt.to_original(d.start)
        return None if pos is None else (d.code, pos)

    def key_after(d):
        pos = excerpt.to_original(unshift(d.start, ex_edits))
        return None if pos is None else (d.code, pos)

    b = {k for k in map(key_before, before) if k is not None}
    a = {k for k in map(key_after, after) if k is not None}
    return b - a, a - b
