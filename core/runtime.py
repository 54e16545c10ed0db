"""Interpreter settings for building and walking big IR."""

from __future__ import annotations

import contextlib
import gc
import sys

__all__ = ["DEEP", "deep_recursion"]

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
            gc.enable()
