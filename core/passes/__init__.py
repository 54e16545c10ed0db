"""Buffer deallocation passes: one module per pass, plus the pipeline.

Importing a pass module registers its pass in ``base.PASSES``; ``load_all``
imports every pass module, lazily, on the first lookup by name.
"""

from __future__ import annotations

import importlib
import threading

_MODULES = (
    "expand_realloc",
    "canonicalize",
    "ownership",
    "simplification",
    "lower_deallocations",
    "cse",
    "out_params",
    "promote_to_stack",
    "allocation_liveness",
    "drop_equivalent_results",
    "hoisting",
    "pipeline",
)
_lock = threading.Lock()
_loaded = False


def load_all() -> None:
    """Import every pass module once (thread-safe)."""
    global _loaded
    if _loaded:
        return
    with _lock:
        if not _loaded:
            for name in _MODULES:
                importlib.import_module(f"{__name__}.{name}")
            _loaded = True
