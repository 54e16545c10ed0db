"""Buffer deallocation passes: one module per pass, plus the pipeline.

Importing a pass module registers its pass in ``base.PASSES``; ``load_all``
imports every pass module (lazily, on the first lookup by name), so a pass
whose module fails to import does not hide the others.
"""

from __future__ import annotations

import importlib

_MODULES = (
    "expand_realloc", "canonicalize", "ownership", "simplification",
    "lower_deallocations", "cse", "out_params", "pipeline",
)
_loaded = False
load_errors: dict[str, BaseException] = {}


def load_all() -> None:
    """Import every pass module once (errors are kept in ``load_errors``)."""
    global _loaded
    if _loaded:
        return
    _loaded = True
    for name in _MODULES:
        try:
            importlib.import_module(f"{__name__}.{name}")
        except ModuleNotFoundError as exc:      # a pass (or what it needs) not written yet
            load_errors[name] = exc
