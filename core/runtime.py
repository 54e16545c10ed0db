"""Interpreter settings for building and walking big IR."""

from __future__ import annotations

import contextlib
import functools
import gc
import sys

__all__ = ["DEEP", "deep_recursion", "map_big_blocks", "return_free_memory"]

# Resolution, verification and printing recurse once per nesting level of
# regions; Python-to-Python calls do not grow the C stack (3.11+), so a deep
# limit is safe and lets 10,000-deep nests through.
DEEP = 60_000


@contextlib.contextmanager
def deep_recursion():
    """Deep recursion allowed, and no cyclic garbage collection while the IR
    (hundreds of thousands of long-lived objects) is built: collections
    triggered by those allocations would find nothing to free and cost
    about a third of the parse time."""
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old, DEEP))
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        sys.setrecursionlimit(old)
        if was_enabled:
            _promote_young()
            gc.enable()


# Objects promoted by _promote_young since it last ran a full collection.
_promoted = 0
_PROMOTE_AT_LEAST = 10_000  # fewer new objects: nothing big was built
_FULL_COLLECTION_EVERY = 2_000_000  # promoted objects between full collections


def _promote_young() -> None:
    """Move the objects the collector tracks into its oldest generation
    without examining them (``gc.freeze()`` then ``gc.unfreeze()``, two list
    splices), when a big structure was just built with the collector off.

    The IR just built is long-lived: the young collection that re-enabling
    the collector would trigger at once walks all of it to free nothing (on
    a 50,000-line module: a sixth of ``parse_file``), and the next ones walk
    it again.  Cycles among these objects, once dropped, are freed by the
    next full collection; so that they cannot pile up when nothing else
    triggers one, a full collection runs here instead after every
    ``_FULL_COLLECTION_EVERY`` objects promoted this way.  Nothing is done
    while objects are frozen (the language server freezes what it keeps):
    ``gc.unfreeze`` would thaw them too."""
    global _promoted
    young = gc.get_count()[0]
    if young < _PROMOTE_AT_LEAST or gc.get_freeze_count():
        return
    _promoted += young
    if _promoted > _FULL_COLLECTION_EVERY:
        _promoted = 0
        gc.collect()
        return
    gc.freeze()
    gc.unfreeze()


@functools.cache
def _libc_function(name: str):
    """A function of glibc, or None off Linux or where it has none.  Looked
    up on first use, not at import: ctypes costs milliseconds and
    ``find_library`` runs ``ldconfig``, which a ``bufls --check`` of one
    file (it calls neither function below) should not pay for."""
    if not sys.platform.startswith("linux"):
        return None
    import ctypes
    import ctypes.util

    try:
        return getattr(ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6"), name)
    except (OSError, AttributeError):
        return None


_LIBC_NAMES = {"_TRIM": "malloc_trim", "_MALLOPT": "mallopt"}


def __getattr__(name: str):
    """``_TRIM`` and ``_MALLOPT``: the glibc functions, found on first use."""
    if name in _LIBC_NAMES:
        return _libc_function(_LIBC_NAMES[name])
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


_M_MMAP_THRESHOLD = -3  # glibc's malloc.h
_BIG_BLOCK = 128 * 1024  # glibc's default threshold


def map_big_blocks() -> None:
    """Keep every block of 128 KiB or more in its own mapping, returned to
    the system when freed.

    glibc raises its mmap threshold each time such a block is freed (up to
    32 MiB), so in a long-lived process the big blocks soon come from the
    heap instead: the language server's document texts (400 KiB for a
    10,000-line file, a new one per edit), the JSON of published
    diagnostics and the token lists of big statements then sit between
    small long-lived blocks, and the heap stays at its peak whatever
    ``malloc_trim`` does.  Fixing the threshold turns off that adjustment
    (in a soak of edits, glibc's heap in the server stayed at 16-23 MiB
    instead of 80-113 MiB; figures in the commit that added this call).
    A no-op off glibc."""
    mallopt = _libc_function("mallopt")
    if mallopt is not None:
        mallopt(_M_MMAP_THRESHOLD, _BIG_BLOCK)


def return_free_memory() -> None:
    """Give the pages malloc holds free back to the system.

    A long-lived process that keeps replacing big structures (the language
    server re-analysing a 10,000-line file on every edit) otherwise keeps
    the peak of every analysis: glibc returns freed memory only from the top
    of its heaps, and each thread allocates from its own heap.  Python's
    own small-object arenas are unmapped when empty and are not affected.
    The call costs about half a millisecond after an edit of a 10,000-line
    file (``benchmarks/soak_lsp.py``); a no-op off glibc."""
    trim = _libc_function("malloc_trim")
    if trim is not None:
        trim(0)
