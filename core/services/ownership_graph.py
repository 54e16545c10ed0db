"""The ownership graph of one function: its blocks and edges, what each op
does to buffers, and the path each ownership problem happens on.

A node is a block; blocks of a region op (``scf.if``, ``scf.for``...) sit
in a cluster named after the op, entered by a dashed edge from the block
holding it.  A block's lines are its buffer events, read from the
resources and the op interfaces (never from op names)::

    func.func @f(%c: i1) {                 bb0: %a = memref.alloc  (owned)
      %a = memref.alloc() : memref<4xf32>       branch on %c
      cf.cond_br %c, ^bb1, ^bb2            bb0 -> bb1 [%c]      bb0 -> bb2 [not %c]
    ^bb1:                                  bb1: free %a
      memref.dealloc %a : memref<4xf32>
      cf.br ^bb2
    ^bb2:
      return                               BUF001 leak of %a: path bb0 -> bb2
    }

A problem's path comes from the checker itself: the branch edges the path
state that found it took (``checker.paths`` events), never guessed again
here; the blocks of its ops and related locations are marked too.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..checker.paths import events_since
from ..checker.report import block_name, value_name
from ..ir import interfaces as I
from ..ir import types as T
from ..ir.nodes import Block, Operation
from ..runtime import deep_recursion

__all__ = [
    "Cluster",
    "Edge",
    "Graph",
    "Node",
    "Problem",
    "as_dict",
    "function_graph",
    "graph_for",
    "innermost_function",
]

MAX_LINES = 12  # event lines per block; the rest is counted


@dataclass
class Node:
    id: str
    title: str  # "^bb1", "entry"
    lines: list[str]
    span: tuple[int, int] | None  # the block's first op to its terminator
    cluster: str | None = None  # the region op's cluster, None: the function's body


@dataclass
class Edge:
    id: str
    src: str
    dst: str
    label: str = ""
    region: bool = False  # into a region op's region (dashed)


@dataclass
class Cluster:
    id: str
    label: str
    span: tuple[int, int] | None
    parent: str | None = None


@dataclass
class Problem:
    code: str
    message: str
    span: tuple[int, int]
    nodes: list[str] = field(default_factory=list)
    edges: list[str] = field(default_factory=list)


@dataclass
class Graph:
    function: str
    span: tuple[int, int] | None
    nodes: list[Node]
    edges: list[Edge]
    clusters: list[Cluster]
    problems: list[Problem]


def function_graph(func: Operation, resources, source=None, symbols=None, dynamic: bool = False) -> Graph:
    """The graph of ``func`` (an op with a callable body)."""
    g = _Builder(resources)
    body = I.callable_body(func)
    if body is not None:
        g.region(body, None)
    problems = _problems(func, g, resources, source, symbols, dynamic)
    name = getattr(func.attr("sym_name"), "value", None) if hasattr(func, "attr") else None
    return Graph(f"@{name}" if name else func.name, func.span, g.nodes, g.edges, g.clusters, problems)


class _Builder:
    def __init__(self, resources):
        self.resources = resources
        self.nodes: list[Node] = []
        self.edges: list[Edge] = []
        self.clusters: list[Cluster] = []
        self.ids: dict[int, str] = {}  # id(block) -> node id

    def node_of(self, block: Block) -> str:
        return self.ids[id(block)]

    def region(self, region, cluster: str | None) -> list[str]:
        entries = []
        for block in region.blocks:
            nid = self.ids[id(block)] = f"b{len(self.ids)}"
            entries.append(nid)
            self.nodes.append(Node(nid, _title(block), [], _span(block), cluster))
        for block in region.blocks:
            self.block(block, cluster)
        return entries

    def block(self, block: Block, cluster: str | None) -> None:
        node = self.nodes[[n.id for n in self.nodes].index(self.ids[id(block)])]
        lines: list[str] = []
        for op in block.ops:
            lines.extend(self.events(op))
            for r_index, region in enumerate(op.regions):
                if not region.blocks:
                    continue
                cid = f"c{len(self.clusters)}"
                self.clusters.append(Cluster(cid, f"{op.name} (region {r_index})", op.span, cluster))
                entry = self.region(region, cid)[0]
                self.edges.append(Edge(f"e{len(self.edges)}", node.id, entry, f"region {r_index}", region=True))
            if op.successors:
                for succ, label in zip(op.successors, _branch_labels(op), strict=False):
                    self.edges.append(Edge(f"e{len(self.edges)}", node.id, self.ids.get(id(succ), "?"), label))
        if len(lines) > MAX_LINES:
            lines = lines[:MAX_LINES] + [f"... {len(lines) - MAX_LINES} more"]
        node.lines = lines

    def events(self, op: Operation) -> list[str]:
        res = self.resources
        out = []
        r = res.for_alloc(op)
        if r is not None:
            for v in op.results:
                if T.is_memref(v.type):
                    how = "stack" if r.automatic else "owned"
                    out.append(f"{value_name(v)} = {op.name}  ({how})")
            return out
        r = res.for_dealloc(op)
        if r is not None and op.operands:
            return [f"free {value_name(op.operands[0])}  ({op.name})"]
        r = res.for_clone(op)
        if r is not None and op.operands:
            names = ", ".join(value_name(v) for v in op.results)
            return [f"{names} = copy of {value_name(op.operands[0])}  (owned)"]
        target = I.call_target(op)
        if target is not None:
            callee, args = target
            passed = [value_name(op.operands[i]) for i in args if i < len(op.operands)]
            passed = [p for p, i in zip(passed, args, strict=False) if T.is_memref(op.operands[i].type)]
            if passed:
                out.append(f"pass {', '.join(passed)} to @{callee}  (borrowed)")
            got = [value_name(v) for v in op.results if T.is_memref(v.type)]
            if got:
                out.append(f"{', '.join(got)} = result of @{callee}  (owned)")
            return out
        if I.is_return_like(op) and not op.successors:
            returned = [value_name(v) for v in op.operands if T.is_memref(v.type)]
            if returned:
                out.append(f"{op.name} {', '.join(returned)}")
        return out


def _title(block: Block) -> str:
    """The block's name as the checker's messages write it (``^bb0``)."""
    region = block.parent
    entry = region is not None and region.blocks and region.blocks[0] is block
    return block_name(block) + (" (entry)" if entry else "")


def _span(block: Block) -> tuple[int, int] | None:
    spans = [op.span for op in block.ops if op.span is not None]
    start = block.label_span[0] if block.label_span else (spans[0][0] if spans else None)
    if start is None:
        return None
    return (start, spans[-1][1] if spans else block.label_span[1])


def _branch_labels(op: Operation) -> list[str]:
    """``%c`` / ``not %c`` for a two-way branch on an ``i1`` (its first
    operand), ``#k`` for the successors of other multi-way terminators."""
    n = len(op.successors)
    if n == 1:
        return [""]
    cond = op.operands[0] if op.operands else None
    if n == 2 and cond is not None and str(cond.type) == "i1":
        c = value_name(cond)
        return [c, f"not {c}"]
    return [f"#{k}" for k in range(n)]


# ---------------------------------------------------------------------------
# problems and their paths


def _problems(func, g: _Builder, resources, source, symbols, dynamic) -> list[Problem]:
    """The checker's diagnostics of ``func``, each with the edges its path
    state took and the blocks of its location and related locations.

    The checker records an edge only where a terminator could go several
    ways; the straight runs between (blocks with one successor) are filled
    in, from the block where the buffer was made to the first recorded
    edge, between recorded edges, and from the last one to where the
    problem shows (the related location of a leak, the op of the others)."""
    paths: dict[tuple, object] = {}  # (code, start, end) -> the path state's last event
    obs = _PathRecorder.run(func, resources, dynamic, source, symbols, paths)
    blocks = _op_blocks(func, g)
    plain = [e for e in g.edges if not e.region]
    edge_ids = {(e.src, e.dst): e.id for e in plain}
    out = []
    for d in getattr(obs, "found", []) or []:
        p = Problem(d.code, d.message, (d.start, d.end))
        path = paths.get((d.code, d.start, d.end))
        taken = []
        for ev in events_since(path, 0) if path is not None else ():
            if ev.kind == "edge":
                key = (g.ids.get(id(ev.a)), g.ids.get(id(ev.b)))
                if key in edge_ids:
                    taken.append(key)
        here = [n for n in (_block_at(blocks, d.start),) if n is not None]
        there = [n for n in (_block_at(blocks, r.start) for r in d.related if r.path is None) if n is not None]
        start = here[0] if here and d.code == "BUF001" else None  # a leak's path starts at its allocation
        end = there[-1] if d.code == "BUF001" and there else (here[0] if here else None)
        route = []
        at = start
        for src, dst in taken:
            if at is not None:
                route += _straight(plain, at, src)
            route.append(edge_ids[(src, dst)])
            at = dst
        if at is not None and end is not None and taken:
            route += _straight(plain, at, end)
        for eid in route:
            if eid not in p.edges:
                p.edges.append(eid)
        for e in plain:
            if e.id in p.edges:
                for n in (e.src, e.dst):
                    if n not in p.nodes:
                        p.nodes.append(n)
        for n in here + there:
            if n not in p.nodes:
                p.nodes.append(n)
        out.append(p)
    return out


def _straight(edges: list[Edge], src: str, dst: str) -> list[str]:
    """The edges from ``src`` to ``dst`` through blocks of one successor
    each ([] when there is no such run)."""
    run: list[str] = []
    seen = {src}
    at = src
    while at != dst:
        out = [e for e in edges if e.src == at]
        if len(out) != 1 or out[0].dst in seen:
            return []
        run.append(out[0].id)
        at = out[0].dst
        seen.add(at)
    return run


def _op_blocks(func, g: _Builder) -> list[tuple[int, int, str]]:
    """(start, end, node id) of every op of the function, innermost last."""
    out = []
    for op in func.walk():
        block = op.parent
        if op is func or op.span is None or block is None or id(block) not in g.ids:
            continue
        out.append((op.span[0], op.span[1], g.ids[id(block)]))
    return out


def _block_at(blocks, offset: int) -> str | None:
    best = None
    for start, end, nid in blocks:
        if start <= offset < max(end, start + 1) and (best is None or start >= best[0]):
            best = (start, nid)
    return best[1] if best else None


class _PathRecorder:
    """The checker on one function, keeping the path state of each report."""

    @staticmethod
    def run(func, resources, dynamic, source, symbols, paths: dict):
        from ..checker.engine import FunctionAnalysis
        from .explain.paths import _one_function

        class Recorder(FunctionAnalysis):
            def leak(self, buf, message, related, items, state) -> None:
                from ..checker.report import op_span

                start, end = op_span(buf.site)
                paths.setdefault(("BUF001", start, end), state.path)
                super().leak(buf, message, related, items, state)

        obs = Recorder(_one_function(func, resources, dynamic, source, symbols), func)
        add = obs.report.add

        def recording_add(code, message, span, related=(), items=None, state=None):
            if state is not None:
                paths.setdefault((code, span[0], span[1]), state.path)
            add(code, message, span, related, items, state)

        obs.report.add = recording_add  # type: ignore[method-assign]
        try:
            with deep_recursion():
                obs.scan()
                obs.found = obs.run()
        except Exception:  # a graph never fails on what the checker could not do
            obs.found = []
        return obs


def graph_for(func: Operation, config=None, source=None, symbols=None) -> Graph:
    """``function_graph`` with the resources and options of ``config``."""
    resources = getattr(config, "resources", None)
    if resources is None:
        from ..analysis.resources import DEFAULT

        resources = DEFAULT
    dynamic = bool(getattr(config, "private_function_dynamic_ownership", False))
    return function_graph(func, resources, source, symbols, dynamic)


def innermost_function(funcs, offset: int) -> Operation | None:
    """The function of ``funcs`` whose span holds ``offset``, the innermost."""
    best = None
    for f in funcs:
        if f.span is not None and f.span[0] <= offset <= f.span[1]:
            if best is None or f.span[0] >= best.span[0]:
                best = f
    return best


def as_dict(g: Graph, range_of) -> dict:
    """``g`` as JSON-ready data; ``range_of(start, end)`` writes a span."""

    def rng(span):
        return range_of(*span) if span is not None else None

    return {
        "function": g.function,
        "range": rng(g.span),
        "nodes": [
            {"id": n.id, "kind": "block", "label": n.title, "lines": n.lines, "range": rng(n.span)} for n in g.nodes
        ],
        "edges": [
            {"id": e.id, "source": e.src, "target": e.dst, "label": e.label, "region": e.region} for e in g.edges
        ],
        "clusters": [{"id": c.id, "label": c.label, "parent": c.parent, "range": rng(c.span)} for c in g.clusters],
        "problems": [
            {"code": p.code, "message": p.message, "range": rng(p.span), "nodes": p.nodes, "edges": p.edges}
            for p in g.problems
        ],
    }
