"""Where bufls keeps what it computed, and what makes it stale.

Both stores, ``bufls --check``'s cache (``bufls.cli.cache``, ``v1/``) and the
language server's saved results (``savedresults``, ``lsp-v1/``), live in::

    $BUFLS_CACHE_DIR  or  $XDG_CACHE_HOME/bufls  or  ~/.cache/bufls

and key their entries with ``code_fingerprint()``: the bufls version and the
size and mtime of every source of the installed code (``.py``, the grammars'
``.lark``, the bundled ``.td``), so that an edited checker never serves
stale results.  Imports nothing beyond ``os`` until asked (a check that uses
no cache pays for neither ``hashlib`` nor a walk of the sources).
"""

from __future__ import annotations

import functools
import os
from pathlib import Path

from bufls import __version__

__all__ = ["cache_root", "code_fingerprint"]

_SOURCES = (".py", ".lark", ".td")


def cache_root() -> Path:
    explicit = os.environ.get("BUFLS_CACHE_DIR")
    if explicit:
        return Path(explicit)
    xdg = os.environ.get("XDG_CACHE_HOME")
    base = Path(xdg) if xdg and os.path.isabs(xdg) else Path.home() / ".cache"
    return base / "bufls"


@functools.lru_cache(maxsize=1)
def code_fingerprint() -> str:
    """The bufls version and the size and mtime of every source file of the
    bufls packages (``bufls``, ``bufls.core`` and its sibling folders
    ``server`` and ``cli``, found by path: the core imports neither)."""
    import hashlib

    import bufls

    h = hashlib.sha256(__version__.encode())
    core = Path(__file__).resolve().parents[1]
    bases = {os.fspath(p) for p in getattr(bufls, "__path__", [])}
    bases |= {os.fspath(core), os.fspath(core.parent / "server"), os.fspath(core.parent / "cli")}
    for base in sorted(bases):
        for root, dirs, files in os.walk(base):
            dirs[:] = sorted(d for d in dirs if d != "__pycache__")
            for name in sorted(files):
                if name.endswith(_SOURCES):
                    full = os.path.join(root, name)
                    try:
                        st = os.stat(full)
                    except OSError:
                        continue
                    h.update(f"{os.path.relpath(full, base)}\0{st.st_size}\0{st.st_mtime_ns}\n".encode())
    return h.hexdigest()
