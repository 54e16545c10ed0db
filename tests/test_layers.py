"""No import cycles among bufls's modules.

import-linter (``lint-imports``, contracts in pyproject.toml) keeps the
layers pointing down, but it allows any import inside one layer, so two
modules of one folder could still import each other.  This test reads every
module's imports from its syntax tree -- top-level ones and those inside
functions alike (a lazy import is still a dependency), leaving out only
``if TYPE_CHECKING:`` blocks, which never run -- and fails on any cycle.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# the folders of the package (setuptools' package-dir of pyproject.toml)
PACKAGE_DIRS = {"bufls": "bufls", "bufls.core": "core", "bufls.server": "server", "bufls.cli": "cli"}


def module_files(root: Path = ROOT, package_dirs: dict[str, str] = PACKAGE_DIRS) -> dict[str, Path]:
    """Module name -> file, for every .py file of the package folders."""
    found = {}
    for package, folder in package_dirs.items():
        base = root / folder
        for path in base.rglob("*.py"):
            parts = path.relative_to(base).with_suffix("").parts
            if any(not p.isidentifier() for p in parts):
                continue
            if parts[-1] == "__init__":
                parts = parts[:-1]
            name = ".".join((package, *parts))
            # a subpackage mapped to a folder of its own is read there
            if any(
                name == p or name.startswith(p + ".")
                for p in package_dirs
                if p != package and p.startswith(package + ".")
            ):
                continue
            found[name] = path
    return found


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _import_nodes(tree: ast.AST):
    """Every import statement, at any depth, outside ``if TYPE_CHECKING:``."""
    stack = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node
        elif isinstance(node, ast.If) and _is_type_checking(node.test):
            stack.extend(node.orelse)
            continue
        stack.extend(ast.iter_child_nodes(node))


def imports_of(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """The modules of ``modules`` that module ``name`` imports."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out = set()
    for node in _import_nodes(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        else:
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            # ``from pkg import sub`` imports the submodule, ``from mod import
            # name`` the module itself
            targets = [
                f"{source}.{alias.name}" if f"{source}.{alias.name}" in modules else source for alias in node.names
            ]
        out.update(t for t in targets if t in modules and t != name)
    return out


def import_graph(modules: dict[str, Path]) -> dict[str, set[str]]:
    return {name: imports_of(name, path, modules) for name, path in modules.items()}


def cycles(graph: dict[str, set[str]]) -> list[set[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = set()
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.add(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(component)

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_no_import_cycles():
    found = [sorted(c) for c in cycles(import_graph(module_files()))]
    assert not found, "import cycles:\n" + "\n".join(" <-> ".join(c) for c in found)


def test_finds_a_lazy_cycle_and_skips_type_checking_imports(tmp_path):
    pkg = tmp_path / "pkg"
    (pkg / "sub").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "sub" / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from .sub import b\n")
    (pkg / "sub" / "b.py").write_text("def f():\n    from .. import a\n")
    (pkg / "c.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg import a\n")
    (pkg / "d.py").write_text("import pkg.c\n")
    modules = module_files(tmp_path, {"pkg": "pkg"})
    graph = import_graph(modules)
    assert graph["pkg.c"] == set() and graph["pkg.d"] == {"pkg.c"}
    assert cycles(graph) == [{"pkg.a", "pkg.sub.b"}]
