"""Glob patterns of ``exclude`` (configuration), matched like ruff's.

A pattern without ``/`` matches a file or folder name anywhere below the
root (``build``, ``*.gen.mlir``); one with ``/`` is anchored at the root
(``third_party/**``, ``tests/big.mlir``).  ``*`` and ``?`` stay inside one
path segment, ``**`` spans segments, ``[...]``/``[!...]`` are classes.  A
matching folder matches everything inside it.
"""

from __future__ import annotations

import functools
import os
import re
from pathlib import Path

__all__ = ["clean_glob", "compile_glob", "matches", "relative_parts"]


def relative_parts(path, root: str | None) -> tuple[str, ...] | None:
    full = os.path.abspath(path)
    if root is None:
        return tuple(Path(full).parts[-1:])
    rel = os.path.relpath(full, os.path.abspath(root))
    if rel == "." or rel.startswith(".." + os.sep) or rel == "..":
        return None
    return tuple(Path(rel).parts)


def clean_glob(pattern: str) -> str:
    p = pattern.replace("\\", "/").strip()
    while p.startswith("./"):
        p = p[2:]
    return p.rstrip("/")


def matches(pattern: str, parts: tuple[str, ...]) -> bool:
    p = clean_glob(pattern)
    anchored = "/" in p
    rx = compile_glob(p.lstrip("/"))
    if anchored:
        # the path itself or one of its folders
        return any(rx.fullmatch("/".join(parts[:i])) for i in range(1, len(parts) + 1))
    return any(rx.fullmatch(part) for part in parts)


@functools.lru_cache(maxsize=256)
def compile_glob(pattern: str) -> Glob:
    """The matcher of one glob (``re.error`` for a bad ``[...]`` class)."""
    out: list[tuple] = []
    i, n = 0, len(pattern)
    while i < n:
        c = pattern[i]
        if pattern.startswith("**", i):
            j = i + 2
            before_ok = i == 0 or pattern[i - 1] == "/"
            if before_ok and j < n and pattern[j] == "/":
                out.append((_DIRS,))  # (?:.*/)?  any folders, or none
                i = j + 1
                continue
            if before_ok and j == n:
                out.append((_REST,))  # .*
                i = j
                continue
            out.append((_STAR,))
            i = j
        elif c == "*":
            out.append((_STAR,))  # [^/]*
            i += 1
        elif c == "?":
            out.append((_ONE,))  # [^/]
            i += 1
        elif c == "[":
            j = pattern.find("]", i + 2 if pattern[i + 1 : i + 2] in ("!", "]") else i + 1)
            if j < 0:
                out.append((_CHAR, c))
                i += 1
                continue
            body = pattern[i + 1 : j]
            if body.startswith("!"):
                body = "^" + body[1:]
            out.append((_CLASS, re.compile("[" + body.replace("\\", "\\\\") + "]")))
            i = j + 1
        else:
            out.append((_CHAR, c))
            i += 1
    return Glob(tuple(out))


_CHAR, _ONE, _CLASS, _STAR, _DIRS, _REST = range(6)


class Glob:
    """A compiled glob.  ``fullmatch`` runs the pattern as a set of states
    over the text (time: pattern length x text length), not as a
    backtracking regex: ``*a*a*a*a*a*a*a*a*a*a*a*b`` in a workspace's
    configuration must not hang the language server."""

    __slots__ = ("elements",)

    def __init__(self, elements: tuple):
        self.elements = elements

    def _closure(self, states: set[int]) -> set[int]:
        """States plus those reached by skipping empty ``*``, ``**/``, ``**``."""
        todo = list(states)
        while todo:
            k = todo.pop()
            if 0 <= k < len(self.elements) and self.elements[k][0] in (_STAR, _DIRS, _REST) and k + 1 not in states:
                states.add(k + 1)
                todo.append(k + 1)
        return states

    def fullmatch(self, text: str) -> bool:
        """Does the whole ``text`` match?  A state is an element index; ``~k``
        is "inside ``**/`` number k, its closing ``/`` not read yet"."""
        elements, end = self.elements, len(self.elements)
        states = self._closure({0})
        for ch in text:
            nxt: set[int] = set()
            for k in states:
                if k == end:
                    continue
                if k < 0:  # inside a **/: anything, leave after a "/"
                    nxt.add(k)
                    if ch == "/":
                        nxt.add(~k + 1)
                    continue
                e = elements[k]
                kind = e[0]
                if kind == _CHAR:
                    if ch == e[1]:
                        nxt.add(k + 1)
                elif kind == _ONE:
                    if ch != "/":
                        nxt.add(k + 1)
                elif kind == _CLASS:
                    if e[1].fullmatch(ch):
                        nxt.add(k + 1)
                elif kind == _STAR:
                    if ch != "/":
                        nxt.add(k)
                elif kind == _REST:
                    nxt.add(k)
                else:  # _DIRS: go inside, or leave at once on a "/"
                    nxt.add(~k)
                    if ch == "/":
                        nxt.add(k + 1)
            if not nxt:
                return False
            states = self._closure(nxt)
        return end in states
