"""Text + configuration -> the diagnostics a user sees.

One function per question, shared by ``bufls --check``/``--fix`` and the
language server:

0. the op registry gets the ODS dialects of the configuration
   (``config.dialects.activate``), and loses those of any other;
1. parse and verify (``api.parse_file``: ``syntax`` and ``verify``);
2. the ownership checker on every module
   (``bufls.core.checker.engine.check_module``: BUF001-BUF202), and the
   ``bufls.resource`` attributes of its ops against the configured
   resources (``analysis/resource_attrs.py``: ``verify``);
3. inline ``// bufls: ignore[CODE]`` comments (``suppress.py``);
4. severity overrides of the configuration (``off`` drops a diagnostic).

The result is sorted by position, then code.
"""

from __future__ import annotations

from .analysis.resources import RESOURCE_ATTR
from .config.dialects import activate
from .config.project import Config
from .config.suppress import apply_suppressions
from .diagnostics import Diagnostic
from .runtime import deep_recursion

__all__ = ["analyze", "analyze_result", "ownership_checker"]


def ownership_checker():
    """The ownership checker module (a seam the CLI tests replace)."""
    from .checker import engine as checker

    return checker


def analyze(text: str, path: str = "<stdin>", config: Config | None = None) -> list[Diagnostic]:
    """Every diagnostic of a file, after suppressions and severity overrides."""
    return analyze_result(text, path, config)[1]


def analyze_result(text: str, path: str = "<stdin>", config: Config | None = None):
    """``(ParseResult, diagnostics)``: the parsed modules (for ``--fix``) and
    the diagnostics of ``analyze``."""
    from . import api

    config = config if config is not None else Config()
    activate(config.dialect_set)
    result = api.parse_file(text, path)
    found: list[Diagnostic] = list(result.diagnostics)
    checker = ownership_checker()
    with deep_recursion():
        for pm in result.modules:
            found.extend(checker.check_module(pm, config, text=text))
        if RESOURCE_ATTR in text:
            from .analysis.resource_attrs import resource_attribute_problems

            for pm in result.modules:
                found.extend(resource_attribute_problems(pm.op, config.resources))
        from .passes.placement_hints import placement_hints, wanted_hints  # (what the optimizations would change)

        codes = wanted_hints(config)
        if codes:
            from .syntax.source import SourceFile

            source = SourceFile(text)
            for pm in result.modules:
                if getattr(pm, "op", None) is not None:  # (a parsed module)
                    recovered = getattr(pm, "recovered", None) or ()
                    found.extend(placement_hints(pm.op, config.resources, source, recovered, codes))
    found = apply_suppressions(text, found)
    found = config.apply_severity(found)
    found.sort(key=lambda d: (d.start, d.end, d.code, d.message))
    return result, found
