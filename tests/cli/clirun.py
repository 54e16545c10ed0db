"""``bufls`` run as a command in a child process, for the CLI tests that
need the real entry point (its exit code, its streams, its signals)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def bufls(*args, input=None, cwd=ROOT) -> subprocess.CompletedProcess:
    """``python -m bufls ARGS`` in ``cwd``, ``input`` on stdin, without
    ``BUFLS_DEBUG`` (tracebacks would change what it prints)."""
    env = {k: v for k, v in os.environ.items() if k != "BUFLS_DEBUG"}
    return subprocess.run(
        [sys.executable, "-m", "bufls", *args],
        input=input,
        capture_output=True,
        text=True,
        cwd=cwd,
        env=env,
        timeout=120,
    )
