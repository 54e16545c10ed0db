"""An ownership graph (``ownership_graph.Graph``) as Graphviz DOT, and as
SVG through Graphviz's ``dot``.

Graphviz: in every distribution's packages, the layered layout a CFG
needs, and SVG whose element ids are ours (``id="b1"``, ``id="e0"``): a
client maps a click back to the block, and the nodes and edges of a
problem's path carry the class ``problem-path`` (drawn red)::

    digraph "@f" {
      b0 [id="b0" class="block problem-path" label=<...>]
      b0 -> b2 [id="e1" class="edge problem-path" color="#d62728" label="not %c"]
    }
"""

from __future__ import annotations

import html
import shutil
import subprocess

from .ownership_graph import Graph

__all__ = ["GraphvizError", "to_dot", "to_svg"]

PATH_COLOR = "#d62728"
DOT_SECONDS = 20

MISSING = "Graphviz's dot is not on PATH: install Graphviz (Debian: apt install graphviz) or use --format dot"


class GraphvizError(Exception):
    """``dot`` is missing, failed or took too long (the message says which)."""


def _q(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def to_dot(g: Graph) -> str:
    on_path = {n for p in g.problems for n in p.nodes}
    edges_on_path = {e for p in g.problems for e in p.edges}
    out = [
        f"digraph {_q(g.function)} {{",
        '  graph [fontname="Helvetica" fontsize=11 rankdir=TB];',
        '  node [shape=plaintext fontname="Helvetica" fontsize=10];',
        '  edge [fontname="Helvetica" fontsize=9];',
    ]
    by_cluster: dict[str | None, list] = {}
    for n in g.nodes:
        by_cluster.setdefault(n.cluster, []).append(n)
    children: dict[str | None, list] = {}
    for c in g.clusters:
        children.setdefault(c.parent, []).append(c)

    def emit(cluster_id: str | None, indent: str) -> None:
        for n in by_cluster.get(cluster_id, []):
            out.append(indent + _node(n, n.id in on_path))
        for c in children.get(cluster_id, []):
            out.append(f"{indent}subgraph cluster_{c.id} {{")
            out.append(f'{indent}  id={_q(c.id)} label={_q(c.label)} style="rounded,dashed" color="#888888";')
            emit(c.id, indent + "  ")
            out.append(f"{indent}}}")

    emit(None, "  ")
    for e in g.edges:
        attrs = [f"id={_q(e.id)}"]
        cls = ""  # (Graphviz adds "edge")
        if e.id in edges_on_path:
            cls = "problem-path"
            attrs.append(f'color="{PATH_COLOR}" fontcolor="{PATH_COLOR}" penwidth=2.5')
        if e.region:
            attrs.append("style=dashed")
        if e.label:
            attrs.append(f"label={_q(e.label)}")
        if cls:
            attrs.append(f"class={_q(cls)}")
        out.append(f"  {e.src} -> {e.dst} [{' '.join(attrs)}];")
    if g.problems:
        rows = "".join(
            f'<tr><td align="left"><font color="{PATH_COLOR}">{html.escape(p.code)}</font> '
            f"{html.escape(p.message)}</td></tr>"
            for p in g.problems
        )
        out.append(f'  problems [id="problems" label=<<table border="0" cellborder="0">{rows}</table>>];')
    out.append("}")
    return "\n".join(out) + "\n"


def _node(n, on_path: bool) -> str:
    color = PATH_COLOR if on_path else "#444444"
    width = 2 if on_path else 1
    rows = [f'<tr><td align="left"><b>{html.escape(n.title)}</b></td></tr>']
    rows += [f'<tr><td align="left">{html.escape(line)}</td></tr>' for line in n.lines]
    frame = f'border="{width}" cellborder="0" cellspacing="2" color="{color}" style="rounded"'
    table = f"<table {frame}>{''.join(rows)}</table>"
    cls = "block problem-path" if on_path else "block"
    return f"{n.id} [id={_q(n.id)} class={_q(cls)} label=<{table}>];"


def to_svg(dot_text: str) -> str:
    """The SVG Graphviz draws for ``dot_text``."""
    exe = shutil.which("dot")
    if exe is None:
        raise GraphvizError(MISSING)
    try:
        done = subprocess.run(
            [exe, "-Tsvg"], input=dot_text.encode(), capture_output=True, timeout=DOT_SECONDS, check=False
        )
    except subprocess.TimeoutExpired as exc:
        raise GraphvizError(f"Graphviz's dot took more than {DOT_SECONDS} s") from exc
    except OSError as exc:
        raise GraphvizError(f"Graphviz's dot could not run: {exc}") from exc
    if done.returncode != 0:
        why = done.stderr.decode(errors="replace").strip().splitlines()
        raise GraphvizError(f"Graphviz's dot failed: {why[-1] if why else f'exit {done.returncode}'}")
    return done.stdout.decode()
