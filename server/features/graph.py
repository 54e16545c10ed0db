"""bufls/ownershipGraph (and the command bufls.ownershipGraph): the
ownership graph of the function under the cursor, as SVG and DOT with the
nodes' ranges, for a panel beside the editor.

    request  {"textDocument": {"uri"}, "position": {"line", "character"}, "format": "svg" | "dot"}
    answer   {"function": "@f" | None, "range", "dot", "svg" | None, "error" | None,
              "nodes": [{"id", "kind", "label", "lines", "range"}],
              "edges": [{"id", "source", "target", "label", "region"}],
              "clusters": [...], "problems": [{"code", "message", "range", "nodes", "edges"}]}
"""

from __future__ import annotations

from bufls.core.services.explain.values import functions_in, symbols_of
from bufls.core.services.graph_dot import GraphvizError, to_dot, to_svg
from bufls.core.services.ownership_graph import as_dict, graph_for, innermost_function
from bufls.server.convert import lines_of, position_to_offset, span_to_range

__all__ = ["ownership_graph"]

EMPTY: dict[str, object] = {
    "function": None,
    "range": None,
    "dot": "",
    "svg": None,
    "error": None,
    "nodes": [],
    "edges": [],
    "clusters": [],
    "problems": [],
}


def ownership_graph(snap, request: dict) -> dict:
    lines = lines_of(snap)
    pos = request.get("position") or {"line": 0, "character": 0}
    offset = position_to_offset(lines, int(pos.get("line", 0)), int(pos.get("character", 0)))
    func = None
    for unit in snap.units():
        if unit.start <= offset <= unit.end:
            op = snap.unit_at(unit.start)
            if op is not None:
                func = innermost_function(functions_in(op), offset)
            break
    if func is None:
        return dict(EMPTY)
    g = graph_for(func, snap.config, None, symbols_of(snap, func.parent_op))
    answer = as_dict(g, lambda s, e: span_to_range(lines, s, e))
    answer["dot"] = dot = to_dot(g)
    answer["svg"], answer["error"] = None, None
    if request.get("format", "svg") == "svg":
        try:
            answer["svg"] = to_svg(dot)
        except GraphvizError as exc:
            answer["error"] = str(exc)
    return answer
