"""The diagnostics of a document's last analysis, kept on disk by content,
so that the language server shows them at once when the same text is
opened again (another day, another editor session), before it has parsed
anything.

The key is the sha256 of the text and of everything else the diagnostics
depend on: the file's absolute path, the configuration's fingerprint (its
keys, resources and the size and mtime of its dialect files), the bufls
version and a fingerprint of the installed bufls code (size and mtime of
its sources, so an edited checker never serves stale results).  Same key,
same analysis, same diagnostics: what is shown from here is exactly what
the analysis will find, and the server publishes again only if it differs.
One JSON file per key, written atomically (a temp file renamed)::

    $BUFLS_CACHE_DIR  or  $XDG_CACHE_HOME/bufls  or  ~/.cache/bufls
        lsp-v1/ab/cdef....json

A missing, unreadable or corrupt entry is a miss; a folder that cannot be
written turns the saving off.  ``bufls --check`` keeps its own entries
(``v1/``) beside these.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import tempfile
from pathlib import Path

from bufls import __version__

from ..diagnostics import Diagnostic, Related, Severity
from .cachefolder import cache_root, code_fingerprint

__all__ = ["SavedResults"]

_LAYOUT = "lsp-v1"


class SavedResults:
    """``get``/``put`` a text's diagnostics; ``root=None`` keeps nothing."""

    def __init__(self, root: Path | None):
        self.root = root
        self.hits = 0
        self.misses = 0
        self.saved = 0

    @classmethod
    def default(cls) -> SavedResults:
        return cls(cache_root())

    def key(self, path: str, text: str, config) -> str:
        h = hashlib.sha256()
        for part in (__version__, code_fingerprint(), config.fingerprint(), os.path.abspath(path)):
            h.update(part.encode("utf-8", "surrogatepass"))
            h.update(b"\0")
        h.update(text.encode("utf-8", "surrogatepass"))
        return h.hexdigest()

    def _file(self, key: str) -> Path:
        assert self.root is not None
        return self.root / _LAYOUT / key[:2] / f"{key[2:]}.json"

    def get(self, path: str, text: str, config) -> list[Diagnostic] | None:
        if self.root is None:
            return None
        try:
            items = json.loads(self._file(self.key(path, text, config)).read_text(encoding="utf-8"))
            found = [_decode(d) for d in items]
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            self.misses += 1
            return None
        self.hits += 1
        return found

    def put(self, path: str, text: str, config, diagnostics: list[Diagnostic]) -> None:
        if self.root is None:
            return
        target = self._file(self.key(path, text, config))
        data = json.dumps([_encode(d) for d in diagnostics], ensure_ascii=False).encode("utf-8")
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            _replace(target, data)
        except OSError:
            self.root = None  # a read-only or full disk: stop trying
            return
        self.saved += 1


def _replace(target: Path, data: bytes) -> None:
    """Write ``data`` to ``target`` through a temp file renamed over it (a
    reader sees the old entry or the new one; a lost entry is a miss)."""
    fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".bufls-tmp")
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def _encode(d: Diagnostic) -> list:
    return [
        d.code,
        d.message,
        d.start,
        d.end,
        int(d.severity),
        [[r.start, r.end, r.message, r.path] for r in d.related],
    ]


def _decode(d: list) -> Diagnostic:
    code, message, start, end, severity, related = d
    return Diagnostic(
        str(code),
        str(message),
        int(start),
        int(end),
        Severity(int(severity)),
        tuple(Related(int(s), int(e), str(m), None if p is None else str(p)) for s, e, m, p in related),
    )
