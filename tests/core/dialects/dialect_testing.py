"""Helpers shared by the dialect tests (on sys.path through conftest.py)."""

from __future__ import annotations

import re

from bufls.core import upstream


def first_op(result, name):
    """The first op called ``name`` in a parse result."""
    for pm in result.modules:
        for op in pm.op.walk():
            if op.name == name:
                return op
    raise AssertionError(f"no {name} in the result")


def last_op(result, name):
    """The last op called ``name`` (the earlier ones make its operands)."""
    found = [op for pm in result.modules for op in pm.op.walk() if op.name == name]
    assert found, f"no {name} in the result"
    return found[-1]


def mlir_generic(text: str) -> str:
    """What the real mlir-opt prints for ``text`` in generic form."""
    proc = upstream.run_tool("mlir-opt", ["--allow-unregistered-dialect", "--mlir-print-op-generic"], input=text)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def mlir_errors(text: str) -> list[str]:
    """The messages of the errors the real mlir-opt reports for ``text``."""
    proc = upstream.run_tool("mlir-opt", ["--allow-unregistered-dialect", "-o", "/dev/null", "-"], input=text)
    return re.findall(r"^<stdin>:\d+:\d+: error: (.*)$", proc.stderr, re.MULTILINE)
