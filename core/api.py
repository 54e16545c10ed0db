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
        syntax_parts = _parts_with_syntax_errors(result)
        for i, pm in enumerate(result.modules):
            if i not in syntax_parts:
                result.diagnostics.extend(verify_module(pm))
        result.diagnostics.sort(key=lambda d: (d.start, d.end, d.code))
    return result


def _parts_with_syntax_errors(result: ParseResult) -> set[int]:
    bad = set()
    for d in result.diagnostics:
        if d.code == "syntax":
            for i, pm in enumerate(result.modules):
                if pm.start <= d.start <= pm.end:
                    bad.add(i)
    return bad


def check_file(text: str, path: str = "<stdin>") -> list[Diagnostic]:
    """All diagnostics for a file (syntax and verification for now)."""
    return parse_file(text, path).diagnostics


def print_result(result: ParseResult, generic: bool = False) -> str:
    """Print every module of ``result``, separated by ``// -----``."""
    return "// -----\n".join(print_module(pm, generic) for pm in result.modules)
