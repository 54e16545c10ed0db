"""The command line's side of the process: writing reports to a terminal
that may not speak UTF-8, and ending cleanly on SIGTERM.

``write_stdout`` never fails on a character the output encoding lacks
(``PYTHONIOENCODING=ascii``, a Latin-1 locale): such characters are written
as JSON-style escapes (``\\u00e9``, surrogate pairs for astral ones), which
keep a JSON or SARIF report valid and a text report readable.

``sigterm_as_interrupt`` makes SIGTERM behave like Ctrl-C while ``--fix``
and ``--check`` run: ``Terminated`` (a ``BaseException``, like
``KeyboardInterrupt``) unwinds the stack, so ``write_atomic`` removes its
temp file and the file being replaced stays whole; the exit code is 143.
"""

from __future__ import annotations

import codecs
import contextlib
import signal
import sys
import threading

__all__ = ["TERMINATED_EXIT", "Terminated", "sigterm_as_interrupt", "write_stdout"]

TERMINATED_EXIT = 128 + signal.SIGTERM


class Terminated(BaseException):
    """SIGTERM arrived (see ``sigterm_as_interrupt``)."""


def _json_escape(error: UnicodeEncodeError):
    out = []
    for ch in error.object[error.start : error.end]:
        code = ord(ch)
        if code > 0xFFFF:
            code -= 0x10000
            out.append(f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}")
        else:
            out.append(f"\\u{code:04x}")
    return "".join(out), error.end


codecs.register_error("bufls-json-escape", _json_escape)


def write_stdout(text: str) -> None:
    """Write ``text`` to stdout; characters its encoding lacks become ``\\uXXXX``."""
    try:
        sys.stdout.write(text)
    except UnicodeEncodeError:
        buffer = getattr(sys.stdout, "buffer", None)
        encoding = getattr(sys.stdout, "encoding", None) or "utf-8"
        if buffer is None:
            sys.stdout.write(text.encode(encoding, "bufls-json-escape").decode(encoding))
        else:
            sys.stdout.flush()
            buffer.write(text.encode(encoding, "bufls-json-escape"))
    sys.stdout.flush()


@contextlib.contextmanager
def sigterm_as_interrupt():
    """While the block runs (in the main thread), SIGTERM raises ``Terminated``."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def handler(signum, frame):
        raise Terminated()

    try:
        previous = signal.signal(signal.SIGTERM, handler)
    except (ValueError, OSError):  # no signals here (embedded interpreter)
        yield
        return
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)
