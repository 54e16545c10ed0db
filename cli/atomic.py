"""Replacing a file atomically: a reader sees the old bytes or the new ones,
never a mix, and an interruption leaves no temp file behind.

The bytes go to a temp file in the target's folder (``.NAME.XXXX.bufls-tmp``),
optionally fsynced, then ``os.replace`` renames it over the target.  Ctrl-C
and SIGTERM wait (a few milliseconds) until the temp file is renamed or
removed.  Used by ``--fix`` (the user's files) and the result cache.
"""

from __future__ import annotations

import contextlib
import os
import signal
import tempfile
from collections.abc import Callable

__all__ = ["TEMP_SUFFIX", "replace_file"]

TEMP_SUFFIX = ".bufls-tmp"


def replace_file(
    target: str | os.PathLike,
    data: bytes,
    *,
    mode: int | None = None,
    durable: bool = True,
    before_replace: Callable[[], None] | None = None,
) -> None:
    """Replace ``target`` (not a symlink: resolve it first) by ``data``.

    ``mode``: the permission bits of the new file (mkstemp's 0o600 otherwise).
    ``durable``: fsync the data before the rename (a crash then leaves the old
    or the new file, never an empty one).  ``before_replace`` runs last, just
    before the rename; whatever it raises leaves the target untouched.
    Raises ``OSError`` (the target is untouched and the temp file gone)."""
    target = os.fspath(target)
    folder = os.path.dirname(target) or "."
    with _signals_deferred():
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{os.path.basename(target)}.", suffix=TEMP_SUFFIX)
        try:
            with os.fdopen(fd, "wb") as out:
                out.write(data)
                out.flush()
                if durable:
                    os.fsync(out.fileno())
            if mode is not None:
                os.chmod(tmp, mode)
            if before_replace is not None:
                before_replace()
            os.replace(tmp, target)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            raise


@contextlib.contextmanager
def _signals_deferred():
    """Block SIGINT and SIGTERM: arriving between ``mkstemp`` and the ``try``
    that removes the temp file, they would leave it behind."""
    mask = getattr(signal, "pthread_sigmask", None)
    if mask is None:
        yield
        return
    old = mask(signal.SIG_BLOCK, {signal.SIGINT, signal.SIGTERM})
    try:
        yield
    finally:
        mask(signal.SIG_SETMASK, old)
