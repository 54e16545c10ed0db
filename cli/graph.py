"""``bufls graph FILE[@function] [-o OUT] [--format svg|dot]``: the ownership
graph of one function (core/services/ownership_graph.py), as SVG drawn by
Graphviz or as DOT.

    bufls graph examples/leak.mlir@branchy -o branchy.svg
    bufls graph kernel.mlir --format dot | dot -Tpng > kernel.png

Exit status: 0 written; 1 the input is rejected (parse errors, printed
upstream-style); 2 usage, I/O, an unknown function or Graphviz missing.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Sequence

__all__ = ["run"]

USAGE_ERROR = 2


def _parser():
    from bufls.cli.common import Parser as _Parser

    p = _Parser(
        prog="bufls graph",
        description="Draw the ownership graph of one function: its blocks and edges, what each op does to "
        "buffers, and the path of each leak or double free in red.",
    )
    p.add_argument("input", metavar="FILE[@function]", help="the .mlir file, and the function (default: the first)")
    p.add_argument("-o", "--output", default="-", help="where to write (default: standard output)")
    p.add_argument(
        "--format",
        choices=("svg", "dot"),
        default=None,
        help="svg (needs Graphviz) or dot; default: from -o's suffix, else svg",
    )
    return p


def _split(arg: str) -> tuple[str, str | None]:
    """``file.mlir@f`` -> (``file.mlir``, ``f``); a path that exists as written wins."""
    if "@" in arg and not os.path.exists(arg):
        path, _, name = arg.rpartition("@")
        return path, name.lstrip("@") or None
    return arg, None


def run(argv: Sequence[str]) -> int:
    from bufls.cli.common import Exit as _Exit
    from bufls.cli.common import config_for as _config_for
    from bufls.cli.common import dialect_problems as _dialect_problems
    from bufls.cli.common import internal_error as _internal_error
    from bufls.cli.common import upstream_message as _upstream_message

    try:
        args = _parser().parse_args(list(argv))
    except _Exit as exc:
        return exc.code
    path, name = _split(args.input)
    fmt = args.format or ("dot" if args.output.endswith((".dot", ".gv")) else "svg")
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except (OSError, UnicodeDecodeError) as exc:
        print(f"bufls graph: {path}: cannot read: {getattr(exc, 'strerror', None) or exc}", file=sys.stderr)
        return USAGE_ERROR
    try:
        from bufls.core import api
        from bufls.core.config.dialects import activate
        from bufls.core.services.explain.values import functions_in
        from bufls.core.services.graph_dot import GraphvizError, to_dot, to_svg
        from bufls.core.services.ownership_graph import graph_for
        from bufls.core.syntax.source import SourceFile

        config = _config_for(path)
        if _dialect_problems(config):
            return 1
        activate(config.dialect_set)
        result = api.parse_file(text, path)
        source = SourceFile(text, path)
        errors = [d for d in result.diagnostics if d.severity.name == "ERROR"]
        for d in sorted(errors, key=lambda d: (d.start, d.end)):
            sys.stderr.write(_upstream_message(source, d.start, "error", d.message))
        if errors:
            return 1
        funcs = [f for pm in result.modules for f in functions_in(pm.op)]
        names = [_name(f) for f in funcs]
        if not funcs:
            print(f"bufls graph: {path}: no function with a body", file=sys.stderr)
            return USAGE_ERROR
        if name is None:
            func = funcs[0]
        elif name in names:
            func = funcs[names.index(name)]
        else:
            print(
                f"bufls graph: {path}: no function @{name}; it has: {', '.join('@' + n for n in names)}",
                file=sys.stderr,
            )
            return USAGE_ERROR
        dot = to_dot(graph_for(func, config, source))
        if fmt == "svg":
            try:
                out = to_svg(dot)
            except GraphvizError as exc:
                print(f"bufls graph: {exc}", file=sys.stderr)
                return USAGE_ERROR
        else:
            out = dot
    except Exception as exc:
        return _internal_error(f"while drawing {path}", exc)
    return _write(args.output, out)


def _name(func) -> str:
    sym = func.attr("sym_name")
    return getattr(sym, "value", None) or func.name


def _mode(path: str) -> int:
    """The mode a file written at ``path`` gets: the old file's, else per umask."""
    try:
        return os.stat(path).st_mode & 0o777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def _write(path: str, text: str) -> int:
    """To stdout, or to ``path`` whole (a temporary file renamed: never truncated)."""
    if path == "-":
        sys.stdout.write(text)
        sys.stdout.flush()
        return 0
    folder = os.path.dirname(os.path.abspath(path))
    try:
        fd, tmp = tempfile.mkstemp(prefix=".bufls-graph-", dir=folder)
        os.chmod(tmp, _mode(path))  # (mkstemp makes it private)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        try:
            os.replace(tmp, path)
        except OSError:
            os.unlink(tmp)
            raise
    except OSError as exc:
        print(f"bufls graph: {path}: cannot write: {exc.strerror or exc}", file=sys.stderr)
        return USAGE_ERROR
    return 0
