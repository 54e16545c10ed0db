"""Content-hash cache of ``bufls --check`` results.

An unchanged file is not analysed again: the key is the sha256 of the file's
bytes, its absolute path, the configuration's fingerprint, the bufls version
and a fingerprint of the installed bufls code (so an edited checker in a
development install never serves stale results).  The value is the list of
diagnostics (after suppressions and severity overrides) as JSON, one file
per key::

    $BUFLS_CACHE_DIR  or  $XDG_CACHE_HOME/bufls  or  ~/.cache/bufls
        v1/ab/abcdef....json

Entries are written atomically (``bufls.cli.atomic``); a missing, unreadable
or corrupt entry is a miss, and a cache folder that cannot be written just
turns the cache off.
"""

from __future__ import annotations

import os
from pathlib import Path

from bufls import __version__
from bufls.core.diagnostics import Diagnostic, Related, Severity
from bufls.core.services.cachefolder import cache_root as cache_dir
from bufls.core.services.cachefolder import code_fingerprint

# hashlib, json and bufls.cli.atomic are imported where used: --no-cache
# (and a check answered by nothing) needs none of them

__all__ = ["Cache", "cache_dir", "code_fingerprint"]

_LAYOUT = "v1"


class Cache:
    """``get``/``put`` diagnostics by key; ``root=None`` is a disabled cache."""

    def __init__(self, root: Path | None):
        self.root = root
        self.hits = 0
        self.misses = 0

    @classmethod
    def default(cls, enabled: bool = True) -> Cache:
        return cls(cache_dir() if enabled else None)

    @property
    def enabled(self) -> bool:
        return self.root is not None

    def key(self, data: bytes, path: str, config_fingerprint: str) -> str:
        import hashlib

        h = hashlib.sha256()
        for part in (__version__, code_fingerprint(), config_fingerprint, os.path.abspath(path)):
            h.update(part.encode("utf-8", "surrogatepass"))
            h.update(b"\0")
        h.update(data)
        return h.hexdigest()

    def _file(self, key: str) -> Path:
        return self.root / _LAYOUT / key[:2] / f"{key[2:]}.json"

    def get(self, key: str) -> list[Diagnostic] | None:
        if self.root is None:
            return None
        import json

        try:
            items = json.loads(self._file(key).read_text(encoding="utf-8"))
            found = [_decode(d) for d in items]
        except (OSError, ValueError, KeyError, TypeError):
            self.misses += 1
            return None
        self.hits += 1
        return found

    def put(self, key: str, diagnostics: list[Diagnostic]) -> None:
        if self.root is None:
            return
        import json

        from bufls.cli.atomic import replace_file

        target = self._file(key)
        data = json.dumps([_encode(d) for d in diagnostics], ensure_ascii=False).encode("utf-8")
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            replace_file(target, data, durable=False)  # an entry lost in a crash is a miss
        except OSError:
            self.root = None  # a read-only or full disk: stop trying


def _encode(d: Diagnostic) -> dict:
    return {
        "code": d.code,
        "message": d.message,
        "start": d.start,
        "end": d.end,
        "severity": d.severity.label,
        "related": [{"start": r.start, "end": r.end, "message": r.message, "path": r.path} for r in d.related],
    }


def _decode(d: dict) -> Diagnostic:
    return Diagnostic(
        d["code"],
        d["message"],
        int(d["start"]),
        int(d["end"]),
        Severity[d["severity"].upper()],
        tuple(Related(int(r["start"]), int(r["end"]), r["message"], r["path"]) for r in d["related"]),
    )
