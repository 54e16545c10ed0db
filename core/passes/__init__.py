"""Buffer deallocation passes: one module per pass, plus the pipeline.

Importing a pass module registers its pass in ``base.PASSES``.  ``PASS_MODULES``
names, without importing anything, every pass and the module that registers
it, in registration order: ``bufls opt --buffer-hoisting`` imports the hoisting
module alone (``load_pass``), where importing all of them just to look one up
cost a tenth of a 10,000-line run.  ``load_all`` imports every pass module.
"""

from __future__ import annotations

import importlib
import threading

#: pass name -> the module (of this package) whose import registers it, in
#: the order ``load_all`` registers them (tests/passes/test_pass_infra.py
#: checks the two agree).
PASS_MODULES: dict[str, str] = {
    "expand-realloc": "expand_realloc",
    "canonicalize": "canonicalize",
    "ownership-based-buffer-deallocation": "ownership",
    "buffer-deallocation-simplification": "simplification",
    "bufferization-lower-deallocations": "lower_deallocations",
    "cse": "cse",
    "buffer-results-to-out-params": "out_params",
    "promote-buffers-to-stack": "promote_to_stack",
    "optimize-allocation-liveness": "allocation_liveness",
    "drop-equivalent-buffer-results": "drop_equivalent_results",
    "buffer-hoisting": "hoisting",
    "buffer-loop-hoisting": "hoisting",
    "buffer-deallocation-pipeline": "pipeline",
}
_MODULES = tuple(dict.fromkeys(PASS_MODULES.values()))
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


def load_pass(name: str) -> None:
    """Register the pass ``name``: import its module only when ``PASS_MODULES``
    knows it, else every module (a name none registers stays unknown)."""
    module = PASS_MODULES.get(name)
    if module is None:
        load_all()
        return
    importlib.import_module(f"{__name__}.{module}")  # (imports are thread-safe)
