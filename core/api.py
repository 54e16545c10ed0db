"""The façade the server and the CLI use: text in, diagnostics or text out."""

from __future__ import annotations

from .diagnostics import Diagnostic
from .runtime import DEEP as _DEEP
from .runtime import deep_recursion as _deep_recursion
from .syntax.parser import ParseResult, parse_text
from .syntax.printer import print_module

__all__ = ["parse_file", "print_result", "ParseResult"]


def parse_file(text: str, path: str = "<stdin>", split: bool = True, verify: bool = True, cache=None) -> ParseResult:
    """Parse (and verify) a file; ``// -----`` parts become separate modules.

    Nesting deeper than Python can follow is reported as a ``syntax``
    diagnostic, never raised."""
    try:
        with _deep_recursion():
            return _parse_file(text, path, split, verify, cache)
    except RecursionError:
        return ParseResult(
            text,
            path,
            [],
            [
                Diagnostic.make(
                    "syntax", f"regions are nested too deeply for bufls (more than {_DEEP // 4} levels)", 0, 0
                )
            ],
        )


def _parse_file(text: str, path: str, split: bool, verify: bool, cache) -> ParseResult:
    result = parse_text(text, path, split, cache)
    if verify:
        from .ir.verifier import verify_module

        for pm in result.modules:
            found = verify_module(pm)
            if pm.recovered:
                found = [d for d in found if not _inside(d, pm.recovered)]
            result.diagnostics.extend(found)
        result.diagnostics.sort(key=lambda d: (d.start, d.end, d.code))
    return result


def _inside(d: Diagnostic, spans) -> bool:
    return any(s <= d.start < e for s, e in spans)


def print_result(result: ParseResult, generic: bool = False, explicit_module: bool = False) -> str:
    """Print every module of ``result``, separated by ``// -----``
    (``explicit_module``: see ``print_module``)."""
    with _deep_recursion():
        return "// -----\n".join(print_module(pm, generic, explicit_module=explicit_module) for pm in result.modules)
