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
def compile_glob(pattern: str) -> re.Pattern:
    out, i, n = [], 0, len(pattern)
    while i < n:
        c = pattern[i]
        if pattern.startswith("**", i):
            j = i + 2
            before_ok = i == 0 or pattern[i - 1] == "/"
            if before_ok and j < n and pattern[j] == "/":
                out.append("(?:.*/)?")
                i = j + 1
                continue
            if before_ok and j == n:
                out.append(".*")
                i = j
                continue
            out.append("[^/]*")
            i = j
        elif c == "*":
            out.append("[^/]*")
            i += 1
        elif c == "?":
            out.append("[^/]")
            i += 1
        elif c == "[":
            j = pattern.find("]", i + 2 if pattern[i + 1:i + 2] in ("!", "]") else i + 1)
            if j < 0:
                out.append(re.escape(c))
                i += 1
                continue
            body = pattern[i + 1:j]
            if body.startswith("!"):
                body = "^" + body[1:]
            out.append("[" + body.replace("\\", "\\\\") + "]")
            i = j + 1
        else:
            out.append(re.escape(c))
            i += 1
    return re.compile("".join(out))
