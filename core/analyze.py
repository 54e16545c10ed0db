"""Text + configuration -> the diagnostics a user sees.

One function per question, shared by ``bufls --check``/``--fix`` and the
language server:

1. parse and verify (``api.parse_file``: ``syntax`` and ``verify``);
2. the ownership checker on every module, when it is built
   (``bufls.core.analysis.checker.check_module(pm, config)``: BUF001-BUF202);
3. inline ``// bufls: ignore[CODE]`` comments (``suppress.py``);
4. severity overrides of the configuration (``off`` drops a diagnostic).

The result is sorted by position, then code.
"""

from __future__ import annotations

import contextlib
import functools
import importlib
import inspect

from .config import Config
from .diagnostics import Diagnostic
from .suppress import apply_suppressions

__all__ = ["CHECKER_MODULE", "analyze", "analyze_result", "ownership_checker"]

CHECKER_MODULE = "bufls.core.analysis.checker"


def ownership_checker():
    """The checker module, or None while it is not built."""
    try:
        return importlib.import_module(CHECKER_MODULE)
    except ModuleNotFoundError as exc:
        if exc.name in (CHECKER_MODULE, "bufls.core.analysis"):
            return None
        raise


def analyze(text: str, path: str = "<stdin>", config: Config | None = None) -> list[Diagnostic]:
    """Every diagnostic of a file, after suppressions and severity overrides."""
    return analyze_result(text, path, config)[1]


def analyze_result(text: str, path: str = "<stdin>", config: Config | None = None):
    """``(ParseResult, diagnostics)``: the parsed modules (for ``--fix``) and
    the diagnostics of ``analyze``."""
    from . import api

    config = config if config is not None else Config()
    result = api.parse_file(text, path)
    found: list[Diagnostic] = list(result.diagnostics)
    checker = ownership_checker()
    if checker is not None:
        deep = getattr(api, "_deep_recursion", None)
        with deep() if deep is not None else contextlib.nullcontext():
            with_text = "text" in _parameters(checker.check_module)
            for pm in result.modules:
                if with_text:   # lets messages say "the loop at line 40"
                    found.extend(checker.check_module(pm, config, text=text))
                else:
                    found.extend(checker.check_module(pm, config))
    found = apply_suppressions(text, found)
    found = config.apply_severity(found)
    found.sort(key=lambda d: (d.start, d.end, d.code, d.message))
    return result, found


@functools.lru_cache(maxsize=4)
def _parameters(function) -> tuple[str, ...]:
    try:
        return tuple(inspect.signature(function).parameters)
    except (TypeError, ValueError):
        return ()
