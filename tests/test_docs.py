"""docs/ says what the code does: the example dialect of adding-an-op.md
registers and gives its ops checker semantics, and design.md's table and
picture name exactly the layers that the import contracts check."""

from __future__ import annotations

import re
import tomllib
import types
from pathlib import Path

import pytest

from bufls.core.analyze import analyze
from bufls.core.ir.registry import registry

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"


@pytest.fixture
def acme():
    """The example module of adding-an-op.md, registered for one test."""
    text = (DOCS / "adding-an-op.md").read_text()
    code = re.search(r"```python\n(# core/dialects/acme\.py\n.*?)```", text, re.S).group(1)
    module = types.ModuleType("acme_example")
    exec(code.replace("from ..", "from bufls.core."), module.__dict__)
    registry.names()  # the built-in dialects first
    module.register(registry)
    yield
    for name in ("acme.alloc", "acme.free"):
        registry._models.pop(name)


def test_the_example_dialect_of_adding_an_op_gets_ownership_semantics(acme):
    leak = """func.func @f(%n: index) {
  %b = acme.alloc(%n) : memref<?xf32>
  return
}
"""
    freed = leak.replace("  return", "  acme.free %b : memref<?xf32>\n  return")
    assert [d.code for d in analyze(leak, "a.mlir")] == ["BUF201"]  # allocates, frees nothing
    assert analyze(freed, "a.mlir") == []
    twice = freed.replace("  return", "  acme.free %b : memref<?xf32>\n  return")
    assert [d.code for d in analyze(twice, "a.mlir")] == ["BUF002"]


def _contract_layers() -> set[str]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    contract = next(c for c in config["tool"]["importlinter"]["contracts"] if c["type"] == "layers")
    return {name.strip() for layer in contract["layers"] for name in layer.split("|")}


def test_design_md_names_every_layer_of_the_import_contract():
    table = (DOCS / "design.md").read_text().split("## Layers", 1)[1].split("\n## ", 1)[0]
    named = set(re.findall(r"`(bufls(?:\.\w+)+)`", table))
    leaves = set(re.findall(r"`core/(\w+)\.py`", table))
    named |= {f"bufls.core.{leaf}" for leaf in leaves}
    assert _contract_layers() <= named


def test_the_picture_draws_every_package_layer():
    dot = (DOCS / "layers.dot").read_text()
    drawn = set(re.findall(r'label="(bufls\.\w+|core\.\w+)', dot))
    drawn = {d if d.startswith("bufls.") else f"bufls.{d}" for d in drawn}
    packages = {
        layer
        for layer in _contract_layers()
        if (ROOT / layer.replace("bufls.", "").replace(".", "/")).is_dir() or layer in ("bufls.cli", "bufls.server")
    }
    assert packages <= drawn
    svg = (DOCS / "layers.svg").read_text()
    for name in packages:
        assert name.replace("bufls.", "", 1) in svg or name in svg  # the picture was redrawn
