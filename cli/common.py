"""What the commands of ``bufls`` share: the argument parser that returns
its exit code, internal errors in one line, the configuration of an input
and its dialects' problems printed as mlir-opt prints diagnostics::

    a.mlir:3:5: error: use of undefined value '%x'
      memref.dealloc %x : memref<4xf32>
        ^
"""

from __future__ import annotations

import argparse
import os
import sys

__all__ = [
    "USAGE_ERROR",
    "Exit",
    "Parser",
    "config_for",
    "debug",
    "dialect_problems",
    "internal_error",
    "upstream_message",
]

USAGE_ERROR = 2


def debug() -> bool:
    return os.environ.get("BUFLS_DEBUG", "") not in ("", "0")


def internal_error(what: str, exc: BaseException) -> int:
    if debug():
        import traceback

        traceback.print_exc()
    where = f" {what}" if what else ""
    print(
        f"bufls: internal error{where}: {type(exc).__name__}: {exc}"
        + ("" if debug() else " (set BUFLS_DEBUG=1 for a traceback)"),
        file=sys.stderr,
    )
    return USAGE_ERROR


class Parser(argparse.ArgumentParser):
    """argparse that returns the exit code instead of exiting the interpreter."""

    def exit(self, status: int = 0, message: str | None = None):
        if message:
            self._print_message(message, sys.stderr)
        raise Exit(status)


class Exit(Exception):
    def __init__(self, code: int):
        super().__init__(code)
        self.code = code


def config_for(path: str):
    """The configuration of the input's folder (of the current folder for
    stdin): its allocation resources and its dialects."""
    from bufls.core.config.project import load_config

    start = os.path.dirname(os.path.abspath(path)) if path != "-" else os.getcwd()
    return load_config(start)


def dialect_problems(config) -> bool:
    """Print the problems of the configuration's dialects (a ``.td`` file at
    its own line and column) upstream-style on stderr; True when one is an
    error: the input is then rejected, as its ops may not be read right."""
    from bufls.core.syntax.source import SourceFile

    failed = False
    sources: dict[str, SourceFile] = {}
    problems = [p for p in config.problems if p.dialects]
    problems.sort(key=lambda p: (p.path or config.path or "", p.diagnostic.start, p.diagnostic.end))
    for p in problems:
        path = p.path or config.path or "<settings>"
        source = sources.get(path)
        if source is None:
            try:
                with open(path, encoding="utf-8", errors="replace", newline="") as f:
                    text = f.read()
            except OSError:
                text = ""
            source = sources[path] = SourceFile(text, path)
        d = p.diagnostic
        failed |= d.severity.name == "ERROR"
        sys.stderr.write(upstream_message(source, d.start, d.severity.label, d.message))
    return failed


def upstream_message(source, offset: int, severity: str, message: str) -> str:
    """``file:line:col: severity: message``, the source line and a caret, like mlir-opt."""
    line, col = source.line_col(offset)
    text = source.line_text(line).rstrip("\r")
    return f"{source.path}:{line + 1}:{col + 1}: {severity}: {message}\n{text}\n{' ' * col}^\n"
