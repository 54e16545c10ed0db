"""Reading input files: strict UTF-8, newlines kept, ``-`` for stdin.

Kept apart from ``check.py`` so that ``bufls opt`` does not import the
machinery of ``--check`` (worker pools, cache, formats)."""

from __future__ import annotations

import sys
from pathlib import Path

__all__ = ["STDIN", "STDIN_NAME", "InputError", "read_bytes", "decode", "read_text"]

STDIN = "-"
STDIN_NAME = "<stdin>"


class InputError(Exception):
    """A file cannot be read: missing, unreadable, or not UTF-8."""


def read_bytes(name: str) -> bytes:
    shown = STDIN_NAME if name == STDIN else name
    try:
        return sys.stdin.buffer.read() if name == STDIN else Path(name).read_bytes()
    except OSError as exc:
        raise InputError(f"bufls: {shown}: cannot read: {exc.strerror or exc}") from None


def decode(name: str, data: bytes) -> str:
    shown = STDIN_NAME if name == STDIN else name
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise InputError(
            f"bufls: {shown}: not valid UTF-8 (byte 0x{data[exc.start]:02x} "
            f"at offset {exc.start}, line {line}); bufls reads .mlir files as UTF-8"
        ) from None


def read_text(name: str) -> str:
    """The text of a file (or stdin for ``-``), strictly UTF-8, newlines kept."""
    return decode(name, read_bytes(name))
