"""The ownership checker: leaks, double frees, uses after free and
function-boundary ABI violations, found path-sensitively in any IR.

``check_module(pm, config=None, resources=None, text=None)`` analyses every
function of a parsed module by abstract interpretation over its CFG and
regions.  A path state (``paths.State``) knows, per buffer allocated on the
path, whether it is live or freed, and the path condition over ``i1``
values; a branch on an unknown ``i1`` splits the path, joins keep the states
apart while they differ (states that differ only in one decided ``i1`` are
one state again; at most ``MAX_POINT`` per point, beyond that they are joined
conservatively and what became uncertain is not reported), and loops (CFG
back edges, ``scf.for``/``while``...) run until their states repeat (at most
``MAX_KEYS`` distinct states per loop head).  It understands hand-written
deallocations, half-processed IR and the output of the deallocation
pipeline: guarded
``scf.if %own { memref.dealloc %base }``, ``bufferization.dealloc`` with
conditions and retained values, ``@dealloc_helper`` calls,
``memref.extract_strided_metadata`` bases (``transfer.py``).

Function boundary (SEMANTICS.md): memref arguments are not owned by the
callee; call results are owned by the caller (under
private-function-dynamic-ownership a private callee returns an ``i1``
ownership per memref result); returned memrefs hand ownership to the caller.

    func.func @f(%c: i1) {
      %a = memref.alloc() : memref<4xf32>     // BUF001: not freed when %c is false
      scf.if %c {
        memref.dealloc %a : memref<4xf32>
      }
      return
    }

Codes (docs/diagnostics.md): BUF001 leak, BUF002 double free, BUF003 use after free,
BUF004 free of memory not owned here, BUF101 free of an argument, BUF102
public function returning memory it does not own, BUF201 deallocation
missing (in a module without any free, one hint per leaking function
instead of its leaks), BUF202 op with unknown memory effects on memrefs.

Modules: ``paths`` (states, splits, joins), ``boolexpr`` (``i1`` values),
``origins`` (buffers, aliasing), ``facts`` (atoms, comparisons),
``transfer`` (one op), ``abi`` (frees, uses, function exits), ``branching``
(which way a branch goes), ``scopes`` (visibility), ``relevance`` and
``report`` (messages).
"""

from __future__ import annotations

import heapq
import sys
from typing import Any

from ..analysis.scopes import Scopes
from ..diagnostics import Diagnostic
from ..ir import types as T
from ..ir.interfaces import (
    PARENT,
    callable_body,
    is_region_branch,
    is_return_like,
    memory_effects,
    region_successors,
    successor_operands,
)
from ..ir.nodes import walk
from ..syntax.source import SourceFile
from . import boolexpr as B
from .abi import Boundary, FreeChecks
from .branching import induction_facts, region_guards, successor_guards
from .contracts import Contracts
from .facts import Vocabulary
from .origins import ARG, OWNED
from .paths import State, common_prefix, decide, join, key, merge_facts, normalize
from .queries import Services
from .relevance import Relevance
from .report import Reporter, op_span
from .transfer import fresh_result, opaque, transfer
from .wellformed import well_formed

__all__ = ["MAX_STATES", "FunctionAnalysis", "check_module"]

MAX_STATES = 16  # path states kept per program point
BATCH = 2  # states entering a block or a loop body together (each may split)
MAX_POINT = 16  # states kept at a point (beyond, the excess is joined)
MAX_KEYS = 64  # distinct states explored per block / loop region
POINT_KEYS = 128  # distinct states explored from one block entry in a whole function (beyond: dropped)
MAX_STEPS = 400_000  # op transfers per function
STRICT = False  # tests: let internal errors through
_DEEP = 60_000  # recursion limit while checking (nested regions recurse)


class _Budget(Exception):
    pass


class FunctionAnalysis(Services, FreeChecks, Boundary, Contracts):
    """One function: the interpreter, plus the services ``transfer`` uses."""

    def __init__(self, module, func):
        self.module = module
        self.func = func
        self.resources = module.resources
        self.memref_resource = module.memref_resource
        self.symbols = module.symbols
        self.report = Reporter(module.source)
        self.relevance = module.relevance
        self.voc = Vocabulary()
        self.scopes = Scopes()
        self.steps = 0
        self.leaks: dict[int, tuple] = {}  # id(alloc site) -> (site, name)
        self.incomplete = False  # some paths were not explored (bounds)
        self.visited: dict[int, set] = {}  # id(block) -> keys of the states explored from its entry
        self.arg_contracts: dict = {}  # argument value -> its contract (ir/contracts.py)

    # -- the interpreter ------------------------------------------------------------
    def scan(self) -> None:
        body = callable_body(self.func)
        if body is not None and body.blocks:
            self.scan_unknown_effects(body)
            self.module.frees_anywhere |= self.has_frees

    def run(self) -> list[Diagnostic]:
        body = callable_body(self.func)
        if body is None or not body.blocks:
            return []
        s = State(theory=self.voc)
        self.arg_contracts = self.entry_contracts(body.blocks[0].args)
        for a in body.blocks[0].args:
            if a in self.arg_contracts and self.arg_contracts[a].consumed:  # the callee owns it
                b = self.new_buf(s, OWNED, a, a, owned=True, resource=self.memref_resource)
                s.env[a] = ("m", b, None)
            elif T.is_memref(a.type):  # (holding no reference of its own: ``refs`` 0)
                s.env[a] = ("m", self.new_buf(s, ARG, a, a, refs=0), None)
            else:
                fresh_result(self, s, a)
        try:
            self.run_cfg(body, [s])
        except _Budget:
            pass
        self.finish()
        return self.report.diagnostics()

    def merge(self, states, block, pos, seen=None, defer=False, join_over=True):
        """States at point ``(block, pos)``: normalized, each distinct state
        once (and none of ``seen``, which grows by at most MAX_KEYS).  Past
        MAX_STATES the rest are joined into one, or with ``defer`` returned
        apart: ``(batch, rest)``.

        With ``seen`` (block entries: joins, loop bodies, regions), a state
        equal to one already explored from this entry earlier in the
        function (``visited``: by an earlier run of the enclosing loop, say)
        is dropped too: equal keys mean equal futures up to renaming, whose
        reports were made the first time.  Past POINT_KEYS states explored
        from an entry, new ones are not explored (``incomplete``: as past
        MAX_KEYS, bugs on those paths may be missed; nothing is reported
        that is not on an explored path).  Without these, loops nested
        ``d`` deep, each carrying a buffer that is either the one it got or
        a new one, ran their innermost body about (choices per loop)^``d``
        times.  (Joining the excess instead, as past MAX_STATES, made
        unrelated buffers ``maybe`` and so possibly the same as a later
        allocation: false leaks in the pipeline's output.)"""
        if not states:
            return ([], []) if defer else states
        vis = self.scopes.live(block, pos)
        point = block.ops[pos - 1] if 0 < pos <= len(block.ops) else block

        def lost(state, buf):
            self.lost(state, buf, point)

        keys: dict = {}  # (shape, facts) -> state
        shapes: dict = {}  # shape -> [(state, facts, atoms)]
        done = self.visited.setdefault(id(block), set()) if seen is not None else ()
        for s in states:
            normalize(s, vis, lost, self.voc.sticky)
            shape, facts, atoms = key(s, vis)
            shape = (shape, s.unsure)  # (an unsure path is not the same as a sure one)
            k = (shape, facts)
            if k in keys:
                kept = keys[k]  # the same state on another path: what differs is irrelevant
                kept.path = common_prefix(kept.path, s.path)
                continue
            if seen is not None and k in done:  # (``done`` holds ``seen``)
                continue
            if seen is not None and len(seen) + len(keys) >= MAX_KEYS:
                self.incomplete = True
                break
            if seen is not None and len(done) + len(keys) >= POINT_KEYS:
                self.incomplete = True
                break
            keys[k] = s
            shapes.setdefault(shape, []).append((s, facts, atoms))
        if seen is not None:
            seen.update(keys)
            done.update(keys)
        out = []
        for shape, group in shapes.items():
            kept = merge_facts(group) if len(group) > 1 else [group[0][0]]
            if seen is not None and len(kept) < len(group):
                for s in kept:
                    k = (shape, key(s, vis)[1])  # (shape has ``unsure`` already)
                    seen.add(k)
                    done.add(k)
            out.extend(kept)
        if defer:
            return out[:BATCH], out[BATCH:]
        if join_over and len(out) > MAX_STATES:
            rest = join(out[MAX_STATES - 1 :], vis, self.voc.value_atom)
            out = out[: MAX_STATES - 1] + [rest]
        return out

    def run_cfg(self, region, states) -> list:
        """Run a region from its entry block; returns ``[(state, terminator)]``
        for the paths that leave it."""
        info = self.scopes.region(region)
        if not info.order:
            return []
        pending: dict = {}  # block -> states arriving (not yet normalized)
        ready: dict = {}  # block -> normalized states waiting for their turn
        heap: list[int] = []
        queued: set = set()
        seen: dict = {}
        exits: list = []

        def schedule(block):
            if block not in queued:
                queued.add(block)
                heapq.heappush(heap, info.index[block])

        def push(block, s):
            if block in info.index:
                pending.setdefault(block, []).append(s)
                schedule(block)

        for s in states:
            push(info.order[0], s)
        while heap:
            block = info.order[heapq.heappop(heap)]
            queued.discard(block)
            if block in info.joins:
                batch, rest = self.merge(pending.pop(block, []), block, 0, seen.setdefault(block, set()), defer=True)
            else:  # one way in, no loop: nothing to merge
                batch, rest = pending.pop(block, []), []
            waiting = ready.pop(block, []) + rest
            if len(batch) < BATCH and waiting:
                take = BATCH - len(batch)
                batch, waiting = batch + waiting[:take], waiting[take:]
            if waiting:
                ready[block] = waiting
                schedule(block)
            term = block.ops[-1] if block.ops else None
            if term is not None and not (term.successors or is_return_like(term)):
                term = None
            end = len(block.ops) - 1 if term is not None else len(block.ops)
            for s in self.run_ops(block, 0, end, batch):
                if term is not None and term.successors:
                    for succ, s2 in self.branch(block, term, s, info):
                        push(succ, s2)
                else:
                    if term is not None and region is callable_body(self.func):
                        self.exit(term, s)
                    exits.append((s, term))
        return exits

    def run_ops(self, block, start, end, states) -> list:
        """Run ``block.ops[start:end]`` on ``states``.  All the states at a
        point go on together, MAX_STATES at a time through each op; past
        MAX_POINT distinct states at a point, the excess is joined."""
        for i in range(start, end):
            if not states:
                return states
            op = block.ops[i]
            nxt = []
            for j in range(0, len(states), MAX_STATES):
                nxt.extend(self.step(op, states[j : j + MAX_STATES], block, i))
            if len(nxt) > MAX_STATES:
                nxt = self.merge(nxt, block, i + 1, join_over=False)
                if len(nxt) > MAX_POINT:
                    vis = self.scopes.live(block, i + 1)
                    nxt = nxt[: MAX_POINT - 1] + [join(nxt[MAX_POINT - 1 :], vis, self.voc.value_atom)]
            states = nxt
        return states

    def step(self, op, states, block, i):
        self.steps += len(states)
        if self.steps > MAX_STEPS:
            raise _Budget()
        if not well_formed(op):  # the verifier says why
            out = [opaque(self, op, s) for s in states]
        elif op.regions and is_region_branch(op):
            out = self.run_region_op(op, states)
        else:
            out = []
            for s in states:
                out.extend(transfer(self, op, s))
            if op.regions and not _isolated(op):
                out = self.run_other_regions(op, out, block, i)
        return out

    def branch(self, block, term, s, info):
        """The successors a terminator takes from ``s``: ``[(block, state)]``."""
        groups = successor_operands(term)
        guards = successor_guards(term)
        n = len(term.successors)
        options = []
        if n and guards[0] is not None and guards[0][0] == "cases":
            options = [(i, s2, True) for i, s2 in self.cases(s, guards, term)]
        elif n and all(g is not None for g in guards) and len({id(g[1]) for g in guards}) == 1:
            for s2, val in decide(s, self.bool_of(s, guards[0][1]), cause=term):
                picks = [i for i, g in enumerate(guards) if val is None or g[2] == val]
                for j, i in enumerate(picks):
                    options.append((i, s2 if j == 0 else s2.copy(), val is not None))
        else:
            for i in range(n):
                options.append((i, s if i == 0 else s.copy(), n > 1))
        split = len(options) > 1 or any(s2.path is not s.path for _, s2, _ in options)
        out = []
        for i, s2, _decided in options:
            succ = term.successors[i]
            idx = groups[i] if groups is not None and i < len(groups) else []
            vals = [s2.env.get(term.operands[j]) if j < len(term.operands) else None for j in idx]
            if split and (n > 1):
                s2.event("edge", block, succ, cause=term)
            self.bind(s2, succ.args, vals)
            if (block, succ) in info.back:
                k = s2.iters.get(succ, 0) + 1
                s2.iters[succ] = k
                s2.event("iter", succ, k)
            elif succ in info.headers:
                s2.iters[succ] = 0
            out.append((succ, s2))
        return out

    def cases(self, s, guards, cause) -> list:
        """``[(successor, state)]`` for the ``("cases", flag, pairs)`` guards
        of a switch: each successor that ``s`` can take, on a copy of ``s``
        that knows the comparisons of ``flag`` its edge decides."""
        flag = guards[0][1]
        conds = []
        for g in guards:
            e = True
            for c, truth in g[2]:
                eq = self.equals(s, flag, c)
                e = B.and_(e, eq if truth else B.not_(eq))
            conds.append(e)
        out: list[tuple[int, Any]] = []
        for i, e in enumerate(conds):
            out.extend((i, s2) for s2, val in decide(s.copy(), e, cause=cause) if val is not False)
        return out

    def bind(self, s, targets, vals) -> None:
        """Forwarded values land on the last ``len(vals)`` of ``targets``."""
        lead = len(targets) - len(vals)
        for i, t in enumerate(targets):
            v = vals[i - lead] if i >= lead else None
            if v is None:
                fresh_result(self, s, t)
            else:
                s.env[t] = v

    # -- region ops -------------------------------------------------------------------
    def route(self, op, point, term, s) -> list:
        """Where control goes from ``point`` of ``op``: ``[(target, state, values, point)]``."""
        succs = region_successors(op, point) or []
        if not succs:
            return []
        guards = region_guards(op, point, term, succs)
        source = op if point == PARENT else term
        g0 = guards[0]
        choices = []  # (successor index, state)
        if g0 is not None and g0[0] == "cases":
            choices = self.cases(s, guards, op)
        elif g0 is not None and g0[0] == "cond" and all(g is not None and g[0] == "cond" for g in guards):
            for s2, val in decide(s, self.bool_of(s, g0[1]), cause=op):
                picks = [i for i, g in enumerate(guards) if val is None or g[2] == val]
                for j, i in enumerate(picks):
                    choices.append((i, s2 if j == 0 else s2.copy()))
        elif g0 is not None and g0[0] == "nonempty":
            lb, ub = s.env.get(g0[1]), s.env.get(g0[2])
            known = None
            if type(lb) is tuple and type(ub) is tuple and lb[0] == "i" and ub[0] == "i":
                known = lb[1] < ub[1]
            picks = [i for i, g in enumerate(guards) if known is None or g[3] == known]
            for j, i in enumerate(picks):
                choices.append((i, s if j == 0 else s.copy()))
        else:
            for i in range(len(succs)):
                choices.append((i, s if i == 0 else s.copy()))
        if (
            point == PARENT
            and len(choices) > 1
            and (g0 is None or g0[0] == "nonempty")
            and self.scopes.loop_targets(op)
        ):
            for i, s2 in choices:  # a loop that may not run: say when it does not
                if succs[i][0] == PARENT:
                    s2.event("skip", op)
        out = []
        for i, s2 in choices:
            target, idx = succs[i]
            ops = source.operands if source is not None else []
            vals = [s2.env.get(ops[j]) if j < len(ops) else None for j in idx]
            out.append((target, s2, vals, point))
        return out

    def run_region_op(self, op, states) -> list:
        frontier = []
        for s in states:
            frontier.extend(self.route(op, PARENT, None, s))
        outs = []
        seen: dict = {}
        ready: dict = {}  # region index -> normalized states waiting for their turn
        while frontier or ready:
            groups: dict = {}
            for target, s, vals, src in frontier:
                if target == PARENT:
                    self._bind_results(s, op, vals)
                    outs.append(s)
                    continue
                entry = op.regions[target].entry
                if entry is None:
                    continue
                self.bind(s, entry.args, vals)
                for rel, a, b, truth in induction_facts(op, target):
                    x, y = s.env.get(a), s.env.get(b)
                    if type(x) is tuple and type(y) is tuple:
                        self.voc.assume(rel, x, y, truth)
                if src != PARENT and target <= src:
                    k = s.iters.get(op, 0) + 1
                    s.iters[op] = k
                    s.event("iter", op, k)
                elif src == PARENT:
                    s.iters[op] = 0
                groups.setdefault(target, []).append(s)
            frontier = []
            loops = self.scopes.loop_targets(op)
            for target in sorted(set(groups) | set(ready)):
                region = op.regions[target]
                if target in loops:
                    batch, rest = self.merge(
                        groups.get(target, []), region.entry, 0, seen.setdefault(target, set()), defer=True
                    )
                else:  # entered once per state (scf.if): nothing to merge
                    batch, rest = groups.get(target, []), []
                waiting = ready.pop(target, []) + rest
                if len(batch) < BATCH and waiting:
                    take = BATCH - len(batch)
                    batch, waiting = batch + waiting[:take], waiting[take:]
                if waiting:
                    ready[target] = waiting
                for s2, term in self.run_cfg(region, batch):
                    if term is not None:
                        frontier.extend(self.route(op, target, term, s2))
        return outs

    def run_other_regions(self, op, states, block, i) -> list:
        """Regions of an op without RegionBranchOpInterface.  With known
        effects (``linalg.generic`` bodies, ``tensor.generate``...) each
        region runs on its own any number of times.  Otherwise (an
        unregistered op, an op bufls cannot read) the buffers its regions
        use become uncertain (BUF202 says so), and each region is checked
        apart for the buffers it allocates (``run_regions_apart``)."""
        if memory_effects(op, self.resources) is None:
            captured = self.captured_memrefs(op)
            for s in states:
                for v in captured:
                    self.unsure_value(s, v)
            self.run_regions_apart(op, states, block, i)
            return states
        out = list(states)
        for region in op.regions:
            if region.entry is None:
                continue
            seen: set = set()
            cur = [s.copy() for s in states]
            while cur:
                for s in cur:
                    self.bind(s, region.entry.args, [])
                batch, rest = self.merge(cur, region.entry, 0, seen, defer=True)
                cur = rest
                for s2, _term in self.run_cfg(region, batch):
                    out.append(s2)
                    cur.append(s2.copy())
        return out

    def captured_memrefs(self, op) -> list:
        """Memref values defined outside ``op`` and used in its regions; one
        walk answers for every op nested in it (regions of unknown ops
        nested deep are asked one by one: ``run_regions_apart``)."""
        cache = self.__dict__.setdefault("_captures", {})
        if id(op) not in cache:
            from .captures import captured_memrefs

            cache.update(captured_memrefs([op]))
        return cache.get(id(op), [])

    def run_regions_apart(self, op, states, block, i) -> None:
        """Check each region of ``op`` (whose semantics are unknown) once,
        from the states before it, for the buffers allocated inside: one
        not freed when the region ends is a leak, one freed twice a double
        free.  Nothing else is assumed: the memref operands of the last op
        of a block (a terminator bufls does not know, which may pass them
        on) become uncertain, and what the region does to the states is
        dropped (the buffers it uses from outside are uncertain already)::

            foo.loop (%i) = (0) to (10) {
              %a = memref.alloc() : memref<4xf32>    // BUF001: never freed
            }
        """
        for region in op.regions:
            if region.entry is None:
                continue
            cur = [s.copy() for s in states]
            for s in cur:
                self.bind(s, region.entry.args, [])
            ends: list = []
            while cur:
                batch, cur = self.merge(cur, region.entry, 0, defer=True)
                ends.extend(s2 for s2, _term in self.run_cfg(region, batch))
            passed_on = [v for b in region.blocks if b.ops for v in b.ops[-1].operands if T.is_memref(v.type)]
            for s2 in ends:
                for v in passed_on:
                    self.unsure_value(s2, v)
            self.merge(ends, block, i + 1)

    def _bind_results(self, s, op, vals) -> None:
        for i, r in enumerate(op.results):
            v = vals[i] if i < len(vals) else None
            if v is None:
                fresh_result(self, s, r)
            else:
                s.env[r] = v

    # -- reports ------------------------------------------------------------------------
    def items(self, state, mark, buf=None):
        """The path words of ``state`` after ``mark`` (the decisions that can
        matter for ``buf``), computed only if the report needs them."""
        keep = None if buf is None else (lambda ev: self.relevance.touches(ev.cause, buf))
        return lambda: self.report.path_items(state, mark, self.voc.atom_text, keep)

    def lost(self, state, buf, point) -> None:
        if state.cond(buf.owned) is not True:
            return
        where = point if hasattr(point, "name") else (point.ops[0] if point.ops else None)
        related = (
            [(op_span(where), f"the last reference to {buf.name} is out of scope here")] if where is not None else []
        )
        self.leak(
            buf, f"leak: {buf.name} is never freed{{path}}", related, self.items(state, buf.alloc_mark, buf), state
        )

    def leak(self, buf, message, related, items, state) -> None:
        if state.unsure:
            return
        self.leaks.setdefault(id(buf.site), (buf.site, buf.name))
        self.report.add("BUF001", message, op_span(buf.site), related, items)


def _isolated(op) -> bool:
    from ..ir.registry import registry

    model = registry.get(op.name)
    return model is not None and model.has("isolated_from_above")


class _Module:
    """What every function of one module shares: resources, options, the
    symbol table and the source (for line numbers in messages).  The
    language server passes ``functions``/``symbols``/``source`` it keeps
    between versions instead of walking the whole module again."""

    def __init__(self, pm, config, resources, text, source=None, functions=None, symbols=None):
        if resources is None:
            resources = getattr(config, "resources", None) if config is not None else None
        if resources is None:
            from ..analysis.resources import DEFAULT

            resources = DEFAULT
        self.resources = resources
        try:
            self.memref_resource = resources.by_name("memref")
        except KeyError:
            self.memref_resource = None
        self.dyn = bool(getattr(config, "private_function_dynamic_ownership", False))
        if isinstance(config, dict):
            self.dyn = bool(
                config.get(
                    "private-function-dynamic-ownership", config.get("private_function_dynamic_ownership", False)
                )
            )
        self.text = text
        self.relevance = Relevance(resources)
        self.source = source if source is not None else SourceFile(text) if text is not None else None
        self.frees_anywhere = False  # set by the functions' scans (BUF201 needs none)
        if functions is not None:
            self.functions = list(functions)
            self.symbols = self.relevance.symbols = symbols if symbols is not None else {}
            return
        self.symbols = self.relevance.symbols = {}
        self.functions = []
        recovered = getattr(pm, "recovered", None) or []
        for op in walk(pm.op):
            if callable_body(op) is not None:
                if not any(op.span and s <= op.span[0] < e for s, e in recovered):
                    self.functions.append(op)  # (rebuilt after a syntax error: skipped)
                name = op.attr("sym_name")
                if name is not None and getattr(name, "value", None) is not None:
                    self.symbols.setdefault(name.value, op)


def module_context(pm, config=None, resources=None, source=None, symbols=None) -> _Module:
    """The shared part of a module's analysis without its functions (the
    language server checks one function at a time: ``FunctionAnalysis(mod,
    func)``, ``scan()``, then ``run_function``)."""
    return _Module(pm, config, resources, None, source=source, functions=(), symbols=symbols)


def callables_in(op) -> list:
    """The functions (ops with a callable body) in ``op``, ``op`` included."""
    return [o for o in walk(op) if callable_body(o) is not None]


def run_function(fa: FunctionAnalysis) -> list[Diagnostic]:
    """The diagnostics of one scanned function (never raises for a bug in
    the analysis: that function then reports nothing)."""
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old, _DEEP))
    try:
        return fa.run()
    except RecursionError:
        return []
    except Exception:
        if STRICT:
            raise
        return []
    finally:
        sys.setrecursionlimit(old)


def check_module(pm, config=None, resources=None, text: str | None = None) -> list[Diagnostic]:
    """BUF001-BUF202 diagnostics for every function of a parsed module.

    ``config``: a ``bufls.core.config.project.Config`` (or None for the defaults);
    ``resources``: overrides ``config.resources``; ``text``: the file's text,
    for line numbers in messages ("the loop at line 40")."""
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old, _DEEP))
    try:
        return _check(pm, config, resources, text)
    finally:
        sys.setrecursionlimit(old)


def _check(pm, config, resources, text) -> list[Diagnostic]:
    mod = _Module(pm, config, resources, text)
    analyses = [FunctionAnalysis(mod, func) for func in mod.functions]
    for fa in analyses:
        fa.scan()
    out: list[Diagnostic] = []
    for fa in analyses:
        try:
            out.extend(fa.run())
        except RecursionError:
            continue
        except Exception:
            if STRICT:
                raise
            continue
    out.sort(key=lambda d: (d.start, d.end, d.code))
    return out
