"""The ownership graph of a function (core/services/ownership_graph.py) and
its DOT/SVG (graph_dot.py): blocks, edges with their conditions, buffer
events, and each problem's path as the checker found it."""

from __future__ import annotations

import os
import shutil
import xml.etree.ElementTree as ET

import pytest

from bufls.core.config.project import config_from_mapping
from bufls.core.services.document import snapshot_of
from bufls.core.services.explain.values import functions_in
from bufls.core.services.graph_dot import GraphvizError, to_dot, to_svg
from bufls.core.services.ownership_graph import graph_for, innermost_function

needs_dot = pytest.mark.skipif(
    shutil.which("dot") is None and not os.environ.get("BUFLS_REQUIRE_DOT"), reason="Graphviz's dot is not installed"
)

DIAMOND = """\
func.func @f(%c: i1) {
  %a = memref.alloc() : memref<4xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.dealloc %a : memref<4xf32>
  cf.br ^bb2
^bb2:
  return
}
"""


def graph(text: str, name: str | None = None, config=None):
    snap = snapshot_of(text, path="/x/a.mlir", config=config)
    funcs = [f for u in snap.units() for f in functions_in(snap.unit_at(u.start))]
    func = funcs[0] if name is None else next(f for f in funcs if f.attr("sym_name").value == name)
    return graph_for(func, snap.config)


def by_title(g):
    return {n.title.split()[0]: n for n in g.nodes}


def edge(g, src: str, dst: str):
    nodes = by_title(g)
    [e] = [e for e in g.edges if e.src == nodes[src].id and e.dst == nodes[dst].id]
    return e


def test_a_leak_on_one_branch_is_drawn_on_the_edge_it_takes():
    g = graph(DIAMOND)
    assert g.function == "@f"
    nodes = by_title(g)
    assert list(nodes) == ["^bb0", "^bb1", "^bb2"]
    assert nodes["^bb0"].lines == ["%a = memref.alloc  (owned)"]
    assert nodes["^bb1"].lines == ["free %a  (memref.dealloc)"]
    assert (edge(g, "^bb0", "^bb1").label, edge(g, "^bb0", "^bb2").label) == ("%c", "not %c")
    [p] = g.problems
    assert p.code == "BUF001"
    assert p.edges == [edge(g, "^bb0", "^bb2").id]  # the leaking edge only
    assert edge(g, "^bb0", "^bb1").id not in p.edges
    assert set(p.nodes) == {nodes["^bb0"].id, nodes["^bb2"].id}


def test_node_spans_cover_their_block():
    g = graph(DIAMOND)
    bb1 = by_title(g)["^bb1"]
    assert DIAMOND[bb1.span[0] : bb1.span[1]].startswith("^bb1:")
    assert DIAMOND[bb1.span[0] : bb1.span[1]].rstrip().endswith("cf.br ^bb2")


def test_a_double_free_marks_the_block_of_both_frees():
    text = """\
func.func @g(%c: i1) {
  %a = memref.alloc() : memref<4xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.dealloc %a : memref<4xf32>
  cf.br ^bb2
^bb2:
  memref.dealloc %a : memref<4xf32>
  return
}
"""
    g = graph(text)
    [p] = [p for p in g.problems if p.code == "BUF002"]
    nodes = by_title(g)
    # the branch the checker took, then the straight run to the second free
    assert p.edges == [edge(g, "^bb0", "^bb1").id, edge(g, "^bb1", "^bb2").id]
    assert edge(g, "^bb0", "^bb2").id not in p.edges
    assert set(p.nodes) == {nodes["^bb0"].id, nodes["^bb1"].id, nodes["^bb2"].id}


def test_region_ops_are_clusters_entered_by_dashed_edges():
    text = """\
func.func @h(%c: i1) {
  %a = memref.alloc() : memref<4xf32>
  scf.if %c {
    memref.dealloc %a : memref<4xf32>
  }
  return
}
"""
    g = graph(text)
    [c] = g.clusters
    assert c.label.startswith("scf.if")
    inner = [n for n in g.nodes if n.cluster == c.id]
    assert [n.lines for n in inner] == [["free %a  (memref.dealloc)"]]
    [e] = [e for e in g.edges if e.region]
    assert e.dst == inner[0].id
    [p] = g.problems
    assert p.code == "BUF001"


def test_calls_returns_and_configured_resources_are_events():
    text = """\
func.func private @use(memref<4xf32>)
func.func @k() -> memref<4xf32> {
  %p = "acme.pool_alloc"() : () -> memref<4xf32>
  func.call @use(%p) : (memref<4xf32>) -> ()
  "acme.pool_free"(%p) : (memref<4xf32>) -> ()
  %r = memref.alloc() : memref<4xf32>
  return %r : memref<4xf32>
}
"""
    pool = config_from_mapping(
        {"resource": [{"name": "pool", "alloc": ["acme.pool_alloc"], "dealloc": "acme.pool_free"}]}
    )
    g = graph(text, "k", config=pool)
    [n] = g.nodes
    assert n.lines == [
        "%p = acme.pool_alloc  (owned)",
        "pass %p to @use  (borrowed)",
        "free %p  (acme.pool_free)",
        "%r = memref.alloc  (owned)",
        "func.return %r",
    ]
    assert g.problems == []


def test_an_unknown_op_and_twelve_blocks_do_not_break_it():
    blocks = "".join(f'^bb{i}:\n  "x.op"() : () -> ()\n  cf.br ^bb{i + 1}\n' for i in range(1, 12))
    text = f"func.func @long() {{\n  cf.br ^bb1\n{blocks}^bb12:\n  return\n}}\n"
    g = graph(text)
    assert len(g.nodes) == 13 and len(g.edges) == 12
    assert g.problems == []


def test_innermost_function_at_an_offset():
    text = DIAMOND + "func.func @second() {\n  return\n}\n"
    snap = snapshot_of(text, path="/x/a.mlir")
    funcs = [f for u in snap.units() for f in functions_in(snap.unit_at(u.start))]
    assert innermost_function(funcs, text.index("return\n}\nfunc")).attr("sym_name").value == "f"
    assert innermost_function(funcs, text.index("@second")).attr("sym_name").value == "second"
    assert innermost_function(funcs, len(text) + 5) is None


def test_dot_names_the_path_and_quotes_what_it_must():
    dot = to_dot(graph(DIAMOND))
    assert 'class="block problem-path"' in dot
    assert 'class="problem-path"' in dot and 'label="not %c"' in dot


@needs_dot
def test_the_svg_is_xml_whose_ids_are_the_graphs():
    g = graph(DIAMOND)
    svg = ET.fromstring(to_svg(to_dot(g)))
    groups = {el.get("id"): el.get("class", "") for el in svg.iter("{http://www.w3.org/2000/svg}g")}
    [p] = g.problems
    for nid in p.nodes + p.edges:
        assert "problem-path" in groups[nid].split()
    ok = edge(g, "^bb0", "^bb1").id
    assert "problem-path" not in groups[ok].split()


def test_dot_missing_is_a_clear_error(monkeypatch):
    monkeypatch.setattr(shutil, "which", lambda name: None)
    with pytest.raises(GraphvizError, match="apt install graphviz"):
        to_svg("digraph { a }")
