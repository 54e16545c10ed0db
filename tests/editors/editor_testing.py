"""Helpers of the real-editor tests: where the editors are, a scratch
workspace with copies of the examples, and `bufls --check` of a result.

The editors come from tests/editors/install.sh (run by .ci/run); a test whose
editor is not installed is skipped and says how to install it.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = REPO / "examples"
EDITORS = Path(os.environ.get("BUFLS_EDITORS", "/opt/bufls-editors"))
INSTALL_HINT = "install it with tests/editors/install.sh (as root)"

# The language server under test: this interpreter's bufls.
SERVER_CMD = [sys.executable, "-m", "bufls"]


def need(path: Path | str | None, what: str) -> str:
    """The path as a string, or skip the test: `what` is not installed."""
    if not path or not Path(path).exists():
        pytest.skip(f"{what} is not installed: {INSTALL_HINT}")
    return str(path)


def editor_env(tmp: Path) -> dict[str, str]:
    """The environment for an editor: private config/state dirs, and the venv's
    bin/ first on PATH, so that a plain `bufls` is this checkout's."""
    env = dict(os.environ)
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        env[var] = str(tmp / "xdg" / var.lower())
        Path(env[var]).mkdir(parents=True, exist_ok=True)
    env["PATH"] = os.pathsep.join([str(Path(sys.executable).parent), env.get("PATH", "")])
    env.pop("NVIM", None)
    env.pop("NVIM_LISTEN_ADDRESS", None)
    return env


def copy_examples(ws: Path) -> Path:
    """`ws` (created) with copies of examples/leak.mlir (a leak, a double free)
    and examples/bufferized.mlir (no deallocations yet)."""
    ws.mkdir(parents=True)
    for name in ("leak.mlir", "bufferized.mlir"):
        shutil.copy(EXAMPLES / name, ws / name)
    return ws


def check_findings(path: Path) -> list[dict]:
    """`bufls --check --format json` of one file (its JSON contract)."""
    proc = subprocess.run(
        [*SERVER_CMD, "--check", "--no-cache", "--format", "json", "--exit-zero", str(path)],
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


def codes(findings) -> set[str]:
    return {f.get("code") for f in findings}
