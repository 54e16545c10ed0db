"""The façade the server and the CLI use: text in, diagnostics or text out."""

from __future__ import annotations

from .diagnostics import Diagnostic
from .parser import ParseResult, parse_text
from .printer import print_module

__all__ = ["parse_file", "check_file", "print_result", "ParseResult"]


def parse_file(text: str, path: str = "<stdin>", split: bool = True, verify: bool = True) -> ParseResult:
    """Parse (and verify) a file; ``// -----`` parts become separate modules."""
    result = parse_text(text, path, split)
    if verify:
        from .verifier import verify_module
        for pm in result.modules:
            found = verify_module(pm)
            if pm.recovered:
                found = [d for d in found if not _inside(d, pm.recovered)]
            result.diagnostics.extend(found)
        result.diagnostics.sort(key=lambda d: (d.start, d.end, d.code))
    return result


def _inside(d: Diagnostic, spans) -> bool:
    return any(s <= d.start < e for s, e in spans)


def check_file(text: str, path: str = "<stdin>") -> list[Diagnostic]:
    """All diagnostics for a file (syntax and verification for now)."""
    return parse_file(text, path).diagnostics


def print_result(result: ParseResult, generic: bool = False) -> str:
    """Print every module of ``result``, separated by ``// -----``."""
    return "// -----\n".join(print_module(pm, generic) for pm in result.modules)
