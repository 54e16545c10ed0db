"""A concrete interpreter: the ground truth for injected bugs.

Runs one function of a parsed module on random inputs (index arguments
0-4, random ``i1``, fresh buffers for memref arguments, random floats and
float comparisons) and records what really happens to memory:

* ``("leak", alloc op)``: a heap buffer allocated during the run (by an
  alloc, a clone or a call to an external function) that is neither freed
  nor returned;
* ``("double-free", op)``, ``("use-after-free", op)``;
* ``("free-arg", op)``, ``("free-stack", op)``, ``("free-global", op)``,
  ``("free-view", op)`` (a free through a view that is not the base);
* ``("return-not-owned", return op)``: a public function returns memory of
  an argument, the stack or a global.

Function-boundary promises (argument attributes, read here on their own) and
allocation resources (``resources``: the tables of a ``[[tool.bufls.resource]]``
configuration) are modelled too:

* ``("write-read-only", op)``: a definite write (an op whose memory effects
  say it writes) into the memory of an argument whose function promised only
  to read it (``bufferization.access = "read"``, ``bufferization.writable =
  false``); ``("access-none", op)``: a definite read or write of one promised
  untouched (``access = "none"``).  ``op`` is the op of the promising
  function's frame: the write itself, or the call during which a callee wrote;
* ``("noalias-alias", call)``: an ``llvm.noalias`` parameter given memory that
  another argument of the call surely overlaps (the same buffer, or a view
  inside the other; two views of one buffer are not sure to overlap);
* ``bufls.consumed`` parameters: the call hands the buffer over (handing over
  a freed buffer is a ``double-free``, an argument ``free-arg``, a view
  ``free-view``, stack memory ``free-stack``, all on the call); an external
  callee frees it; a callee with a body must free it, hand it on or return
  it, else ``("leak", its block argument)``.  A function run on its own owns
  its consumed arguments (a leak of one is on the argument);
* ``("wrong-resource", free op)``: a buffer of one resource freed with the
  free op of another (the resource of an allocation: the op's
  ``bufls.resource`` attribute, else the memory space of its type, else the
  resource without ``memory-space``; ops may be calls, ``"func.call @rt_free"``).

It is independent of the checker (it shares only the parser and the
interfaces that say which operand an op reads or writes), so a mutant
counts as a real bug only when a run shows it.
"""

from __future__ import annotations

import random

from bufls.core.ir import types as T
from bufls.core.ir.interfaces import (
    Effect,
    call_target,
    callable_body,
    is_private,
    memory_effects,
    successor_operands,
    view_source,
)

__all__ = ["Abort", "ResourceModel", "events", "promises", "run_function"]


class Abort(Exception):
    """The run cannot continue (unsupported op, step budget)."""


class Buffer:
    __slots__ = ("data", "freed", "id", "kind", "lost", "resource", "shape", "site")

    def __init__(self, bid, kind, site, shape, resource=None):
        self.id = bid
        self.kind = kind  # heap, stack, arg, global
        self.site = site
        self.freed = False
        self.lost = False  # handed over to a callee that leaked it (reported there)
        self.data = {}
        self.shape = shape
        self.resource = resource  # the allocation resource's name (None: not known)


class MemRef:
    __slots__ = ("buf", "chain", "shape", "view")

    def __init__(self, buf, view, shape, chain=()):
        self.buf = buf
        self.view = view  # None: the buffer itself; else the view op
        self.shape = shape
        self.chain = chain  # one token per view taken on the way from the buffer (casts add none)


def _overlap(a, b) -> bool:
    """Whether two memrefs surely share memory: one buffer, one of them a view
    inside the other (or both the buffer itself), neither empty."""
    if a.buf is not b.buf or 0 in a.shape or 0 in b.shape:
        return False
    n = min(len(a.chain), len(b.chain))
    return a.chain[:n] == b.chain[:n]


_PROMISES = {
    ("bufferization.writable", False): "read",
    ("bufferization.access", "read"): "read",
    ("bufferization.access", "none"): "none",
}


def promises(func, i) -> set:
    """What ``func`` promises about its argument ``i``: ``"read"``, ``"none"``,
    ``"noalias"``, ``"consumed"`` (from its ``arg_attrs``)."""
    values = getattr(func.attr("arg_attrs"), "values", None) if func is not None else None
    if not values or i >= len(values):
        return set()
    out = set()
    for key, value in getattr(values[i], "entries", ()):
        v = getattr(value, "value", None)
        if (key, v) in _PROMISES and isinstance(v, (bool, str)):
            out.add(_PROMISES[key, v])
        elif key == "llvm.noalias":
            out.add("noalias")
        elif key == "bufls.consumed":
            out.add("consumed")
    return out


def _space(t) -> str:
    s = getattr(t, "memory_space", None)
    if s is None:
        return "0"
    v = getattr(s, "value", None)
    if isinstance(v, int) and not isinstance(v, bool):
        return str(v)
    return "".join(str(s).split())


class ResourceModel:
    """Which resource allocates or frees with an op: the built-in ``memref``
    one plus configured tables (``name``, ``alloc``, ``dealloc``,
    ``memory-space``)."""

    def __init__(self, tables=()):
        self.tables = [
            {"name": "memref", "alloc": ["memref.alloc"], "dealloc": "memref.dealloc"},
            *tables,
        ]
        self.names = {t["name"] for t in self.tables}
        keys = [k for t in self.tables for k in [*t["alloc"], t.get("dealloc")] if k]
        self._ops = {k.split(" ", 1)[0] for k in keys}  # op names some resource uses

    @staticmethod
    def key(op) -> str:
        target = call_target(op)
        return f"{op.name} @{target[0]}" if target is not None else op.name

    @staticmethod
    def _by_space(cands, t):
        space = _space(t)
        for c in cands:
            if space in ["".join(str(x).split()) for x in c.get("memory-space", ())]:
                return c["name"]
        plain = [c for c in cands if not c.get("memory-space")]
        return plain[0]["name"] if plain else None

    def alloc_of(self, op):
        if op.name not in self._ops:
            return None
        cands = [t for t in self.tables if self.key(op) in t["alloc"]]
        if not cands:
            return None
        attr = getattr(op.attr("bufls.resource"), "value", None)
        if attr in self.names:
            return attr
        return self._by_space(cands, op.results[0].type if op.results else None)

    def free_of(self, op):
        if op.name not in self._ops:
            return None
        cands = [t for t in self.tables if t.get("dealloc") == self.key(op)]
        if not cands:
            return None
        attr = getattr(op.attr("bufls.resource"), "value", None)
        if attr in {c["name"] for c in cands}:
            return attr
        return self._by_space(cands, op.operands[0].type if op.operands else None)


class _Frame:
    __slots__ = ("func", "op", "promises")

    def __init__(self, func):
        self.func = func
        self.op = None  # the op of this frame being run
        self.promises = {}  # buffer id -> "read" | "none"


_BASE_PRESERVING = {
    "memref.cast",
    "memref.memory_space_cast",
    "memref.assume_alignment",
    "memref.extract_strided_metadata",
}
_CMP = {
    0: lambda a, b: a == b,
    1: lambda a, b: a != b,
    2: lambda a, b: a < b,
    3: lambda a, b: a <= b,
    4: lambda a, b: a > b,
    5: lambda a, b: a >= b,
    6: lambda a, b: a < b,
    7: lambda a, b: a <= b,
    8: lambda a, b: a > b,
    9: lambda a, b: a >= b,
}
_INT = {
    "arith.addi": lambda a, b: a + b,
    "arith.subi": lambda a, b: a - b,
    "arith.muli": lambda a, b: a * b,
    "arith.andi": lambda a, b: a & b,
    "arith.ori": lambda a, b: a | b,
    "arith.xori": lambda a, b: a ^ b,
    "arith.maxsi": max,
    "arith.minsi": min,
    "arith.maxui": max,
    "arith.minui": min,
    "arith.divsi": lambda a, b: int(a / b) if b else 0,
    "arith.divui": lambda a, b: a // b if b else 0,
    "arith.floordivsi": lambda a, b: a // b if b else 0,
    "arith.ceildivsi": lambda a, b: -(-a // b) if b else 0,
    "arith.remsi": lambda a, b: a % b if b else 0,
    "arith.remui": lambda a, b: a % b if b else 0,
    "arith.shli": lambda a, b: a << min(b, 8) if b >= 0 else 0,
    "arith.shrsi": lambda a, b: a >> b if b >= 0 else 0,
    "arith.shrui": lambda a, b: a >> b if b >= 0 else 0,
}


def _is_i1(t):
    return isinstance(t, T.IntegerType) and t.width == 1


class _Run:
    def __init__(self, symbols, rng, budget=50_000, resources=None):
        self.symbols = symbols
        self.rng = rng
        self.budget = budget
        self.next_id = 1
        self.heap: list[Buffer] = []
        self.events: list[tuple] = []
        self.globals = {}
        self.frames: list[_Frame] = []
        self.resources = resources if resources is not None else ResourceModel()

    def buffer(self, kind, site, t, dyn=(), resource=None) -> MemRef:
        shape = []
        dyn = list(dyn)
        for d in getattr(t, "shape", (4,)):
            shape.append(d if d is not None else (dyn.pop(0) if dyn else 4))
        b = Buffer(self.next_id, kind, site, tuple(shape), resource)
        self.next_id += 1
        if kind == "heap":
            self.heap.append(b)
        return MemRef(b, None, tuple(shape))

    def random_value(self, t):
        if _is_i1(t):
            return self.rng.random() < 0.5
        if isinstance(t, (T.IndexType, T.IntegerType)):
            return self.rng.randint(0, 4)
        if T.is_memref(t):
            return self.buffer("arg", None, t)
        return self.rng.random()

    def event(self, kind, op):
        self.events.append((kind, op))

    # -- memory -------------------------------------------------------------------------
    def use(self, op, v):
        if isinstance(v, MemRef) and v.buf.freed:
            self.event("use-after-free", op)

    def access(self, op, v, write: bool):
        """A definite read or write of ``v``'s memory: checked against the
        promises of every function on the call stack."""
        if not isinstance(v, MemRef):
            return
        for f in self.frames:
            p = f.promises.get(v.buf.id)
            if p == "none" or (p == "read" and write):
                self.event("access-none" if p == "none" else "write-read-only", op if f is self.frames[-1] else f.op)

    def free(self, op, m, resource=None):
        if not isinstance(m, MemRef):
            return
        b = m.buf
        if b.freed:
            self.event("double-free", op)
            return
        if b.kind == "arg":
            self.event("free-arg", op)
        elif b.kind == "stack":
            self.event("free-stack", op)
        elif b.kind == "global":
            self.event("free-global", op)
        elif m.view is not None:
            self.event("free-view", op)
        elif resource is not None and b.resource is not None and resource != b.resource:
            self.event("wrong-resource", op)
        b.freed = True

    def hand_over(self, op, m):
        """``m`` is given to a ``bufls.consumed`` parameter: checked as a free."""
        b = m.buf
        if b.freed:
            self.event("double-free", op)
        elif b.kind in ("arg", "stack", "global"):
            self.event({"arg": "free-arg", "stack": "free-stack", "global": "free-global"}[b.kind], op)
        elif m.view is not None:
            self.event("free-view", op)

    # -- execution ------------------------------------------------------------------------
    def call(self, func, args):
        body = callable_body(func)
        env = {}
        frame = _Frame(func)
        for i, v in enumerate(args):
            p = promises(func, i)
            if isinstance(v, MemRef) and p & {"read", "none"}:
                frame.promises[v.buf.id] = "none" if "none" in p or frame.promises.get(v.buf.id) == "none" else "read"
        self.frames.append(frame)
        try:
            return self.region(body, args, env)
        finally:
            self.frames.pop()

    def region(self, region, args, env):
        """Run a region; returns (terminator, its operand values)."""
        block = region.blocks[0]
        while True:
            for a, v in zip(block.args, args):
                env[a] = v
            frame = self.frames[-1] if self.frames else None
            for op in block.ops:
                self.budget -= 1
                if self.budget < 0:
                    raise Abort("budget")
                if frame is not None:
                    frame.op = op
                if op.successors:
                    block, args = self.branch(op, env)
                    break
                if op is block.ops[-1] and op.name in (
                    "func.return",
                    "scf.yield",
                    "scf.condition",
                    "affine.yield",
                    "memref.alloca_scope.return",
                    "shape.assuming_yield",
                    "linalg.yield",
                    "tensor.yield",
                ):
                    return op, [env.get(v) for v in op.operands]
                self.op(op, env)
            else:
                return None, []

    def branch(self, op, env):
        groups = successor_operands(op)
        if op.name == "cf.cond_br":
            i = 0 if env.get(op.operands[0]) else 1
        elif op.name == "cf.br":
            i = 0
        else:
            i = self.rng.randrange(len(op.successors))
        idx = groups[i] if groups else []
        return op.successors[i], [env.get(op.operands[j]) for j in idx]

    def op(self, op, env):
        name = op.name
        ops = [env.get(v) for v in op.operands]
        res = op.results
        h = getattr(self, "op_" + name.replace(".", "_"), None)
        made = freeing = None
        if h is None and call_target(op) is None:
            made, freeing = self.resources.alloc_of(op), self.resources.free_of(op)
        if made is not None:  # a configured alloc op
            out = [self.buffer("heap", op, res[0].type, [x for x in ops if isinstance(x, int)], made)]
        elif freeing is not None:  # a configured free op
            self.free(op, ops[0], freeing)
            out = []
        elif h is not None:
            out = h(op, ops, env)
        elif name in _INT:
            a, b = (int(x) for x in ops)
            v = _INT[name](a, b)
            out = [bool(v & 1) if _is_i1(res[0].type) else v]
        elif call_target(op) is not None:
            out = self.do_call(op, ops)
        elif view_source(op) is not None and res and T.is_memref(res[0].type):
            src = ops[view_source(op)]
            self.check_effects(op, ops)
            if name == "memref.extract_strided_metadata":
                view, chain = None, ()  # the base buffer itself
            else:
                view = src.view if src.view is not None or name in _BASE_PRESERVING else op
                chain = src.chain if name in _BASE_PRESERVING else src.chain + (object(),)
            shape = tuple(d if d is not None else 4 for d in getattr(res[0].type, "shape", (4,)))
            out = [MemRef(src.buf, view, shape, chain)]
            out += [self.random_value(r.type) for r in res[1:]]
        else:
            self.check_effects(op, ops)
            for region in op.regions:  # bodies of linalg.generic, tensor.generate...
                if region.blocks:
                    self.region(region, [self.random_value(a.type) for a in region.blocks[0].args], env)
            out = [
                self.random_value(r.type) if not T.is_memref(r.type) else self.buffer("global", op, r.type) for r in res
            ]
        for r, v in zip(res, out):
            env[r] = v

    def check_effects(self, op, ops):
        fx = memory_effects(op)
        for e in fx or ():  # definite reads and writes (unknown effects: neither)
            if e.effect in (Effect.READ, Effect.WRITE) and e.operand is not None and e.operand < len(ops):
                self.access(op, ops[e.operand], e.effect is Effect.WRITE)
        if op.regions:
            for _i, v in enumerate(ops):
                self.use(op, v)
            return
        if fx is None:
            fx = [type("E", (), {"effect": Effect.READ, "operand": i})() for i in range(len(ops))]
        for e in fx:
            if e.effect in (Effect.READ, Effect.WRITE) and e.operand is not None and e.operand < len(ops):
                self.use(op, ops[e.operand])
            if e.effect is Effect.FREE and e.operand is not None and e.operand < len(ops):
                self.free(op, ops[e.operand])

    def do_call(self, op, ops):
        name, idx = call_target(op)
        for v in ops:
            self.use(op, v)
        freeing = self.resources.free_of(op)
        if freeing is not None:  # a resource's free is a call ("func.call @rt_free")
            self.free(op, ops[0] if ops else None, freeing)
            return [self.random_value(r.type) for r in op.results]
        made = self.resources.alloc_of(op)
        callee = self.symbols.get(name)
        args = [ops[i] for i in idx]
        mems = [(k, m) for k, m in enumerate(args) if isinstance(m, MemRef)]
        contract = {k: promises(callee, k) for k, _ in mems}
        for k, m in mems:
            if "noalias" in contract[k] and any(k2 != k and _overlap(m, m2) for k2, m2 in mems):
                self.event("noalias-alias", op)
        consumed = [(k, m) for k, m in mems if "consumed" in contract[k]]
        for _, m in consumed:
            self.hand_over(op, m)
        body = callable_body(callee) if callee is not None else None
        if body is None or not body.blocks:
            for _, m in consumed:  # an external callee frees what it consumes
                m.buf.freed = True
            return [
                self.buffer("heap", op, r.type, resource=made) if T.is_memref(r.type) else self.random_value(r.type)
                for r in op.results
            ]
        before = len(self.heap)
        _, vals = self.call(callee, args)
        new = {id(b) for b in self.heap[before:]}
        for v in vals:  # buffers the callee allocated and returned: the call made them
            if isinstance(v, MemRef) and id(v.buf) in new:
                v.buf.site = op
        returned = {v.buf.id for v in vals if isinstance(v, MemRef)}
        for k, m in consumed:
            if not m.buf.freed and not m.buf.lost and m.buf.id not in returned:
                self.event("leak", body.blocks[0].args[k])  # the callee neither freed nor handed it on
                m.buf.lost = True
        return vals

    # arith
    def op_arith_constant(self, op, ops, env):
        a = op.attr("value")
        v = getattr(a, "value", None)
        if _is_i1(op.results[0].type):
            return [bool(v)]
        return [v if isinstance(v, (int, float)) else self.random_value(op.results[0].type)]

    def op_arith_cmpi(self, op, ops, env):
        p = getattr(op.attr("predicate"), "value", 0)
        return [bool(_CMP[p](int(ops[0]), int(ops[1])))]

    def op_arith_select(self, op, ops, env):
        return [ops[1] if ops[0] else ops[2]]

    def op_arith_index_cast(self, op, ops, env):
        return [int(ops[0])]

    op_arith_index_castui = op_arith_extsi = op_arith_extui = op_arith_index_cast

    def op_arith_trunci(self, op, ops, env):
        return [bool(int(ops[0]) & 1) if _is_i1(op.results[0].type) else int(ops[0])]

    # memref
    def op_memref_alloc(self, op, ops, env):
        return [self.buffer("heap", op, op.results[0].type, ops, self.resources.alloc_of(op))]

    def op_memref_alloca(self, op, ops, env):
        return [self.buffer("stack", op, op.results[0].type, ops)]

    def op_gpu_alloc(self, op, ops, env):
        return [self.buffer("heap", op, op.results[0].type, [x for x in ops if isinstance(x, int)])]

    def op_memref_get_global(self, op, ops, env):
        key = str(op.attr("name"))
        if key not in self.globals:
            self.globals[key] = self.buffer("global", op, op.results[0].type)
        return [self.globals[key]]

    def op_memref_dealloc(self, op, ops, env):
        self.free(op, ops[0], self.resources.free_of(op))
        return []

    def op_memref_realloc(self, op, ops, env):
        self.free(op, ops[0])
        return [self.buffer("heap", op, op.results[0].type, ops[1:])]

    def op_bufferization_clone(self, op, ops, env):
        self.use(op, ops[0])
        self.access(op, ops[0], False)
        return [self.buffer("heap", op, op.results[0].type, list(ops[0].shape), "memref")]

    def op_memref_dim(self, op, ops, env):
        m, i = ops
        return [m.shape[i] if isinstance(m, MemRef) and isinstance(i, int) and i < len(m.shape) else 4]

    def _key(self, m, idx):
        return (m.view if m.view is None else id(m.view), tuple(int(i) for i in idx))

    def op_memref_load(self, op, ops, env):
        m = ops[0]
        self.use(op, m)
        self.access(op, m, False)
        k = self._key(m, ops[1:])
        if k not in m.buf.data:
            m.buf.data[k] = self.random_value(op.results[0].type)
        return [m.buf.data[k]]

    def op_memref_store(self, op, ops, env):
        m = ops[1]
        self.use(op, m)
        self.access(op, m, True)
        m.buf.data[self._key(m, ops[2:])] = ops[0]
        return []

    def op_memref_extract_aligned_pointer_as_index(self, op, ops, env):
        return [ops[0].buf.id * 1000]

    def op_bufferization_dealloc(self, op, ops, env):
        seg = op.attr("operandSegmentSizes").values
        n, _, k = seg
        mems, conds, kept = ops[:n], ops[n : 2 * n], ops[2 * n : 2 * n + k]
        for i in range(n):
            alias = any(m.buf is mems[i].buf for m in kept) or any(mems[j].buf is mems[i].buf for j in range(i))
            if conds[i] and not alias:
                self.free(op, mems[i])
        return [any(conds[i] and mems[i].buf is kj.buf for i in range(n)) for kj in kept]

    def op_cf_assert(self, op, ops, env):
        if not ops[0]:
            raise Abort("assertion")
        return []

    # regions
    def op_scf_if(self, op, ops, env):
        r = op.regions[0] if ops[0] else (op.regions[1] if len(op.regions) > 1 else None)
        if r is None or not r.blocks:
            return []
        return self.region(r, [], env)[1]

    def op_scf_execute_region(self, op, ops, env):
        return self.region(op.regions[0], [], env)[1]

    op_shape_assuming = op_scf_execute_region
    op_memref_alloca_scope = op_scf_execute_region

    def op_scf_index_switch(self, op, ops, env):
        return self.region(op.regions[self.rng.randrange(len(op.regions))], [], env)[1]

    def op_affine_if(self, op, ops, env):
        r = op.regions[self.rng.randrange(len(op.regions))]
        return self.region(r, [], env)[1] if r.blocks else []

    def op_scf_for(self, op, ops, env):
        lb, ub, step = (int(x) for x in ops[:3])
        vals = ops[3:]
        i = lb
        n = 0
        while i < ub and n < 1024:
            _, vals = self.region(op.regions[0], [i] + vals, env)
            i += max(step, 1)
            n += 1
        return vals

    def op_affine_for(self, op, ops, env):
        vals = [ops[i] for i in range(len(ops) - len(op.results), len(ops))]
        for i in range(self.rng.randrange(3)):
            _, vals = self.region(op.regions[0], [i] + vals, env)
        return vals

    def op_scf_while(self, op, ops, env):
        vals = ops
        for _ in range(1024):
            _, got = self.region(op.regions[0], vals, env)
            if not got[0]:
                return got[1:]
            _, vals = self.region(op.regions[1], got[1:], env)
        raise Abort("while")

    def op_scf_parallel(self, op, ops, env):
        raise Abort("parallel")


def run_function(pm_symbols, func, seed: int, resources: ResourceModel | None = None) -> list[tuple] | None:
    """Events of one run of ``func`` (None when the run aborted).  The
    function owns its ``bufls.consumed`` arguments (a leak of one is on it)."""
    rng = random.Random(seed)
    run = _Run(pm_symbols, rng, resources=resources)
    body = callable_body(func)
    args = [
        run.buffer("heap", a, a.type)
        if T.is_memref(a.type) and "consumed" in promises(func, i)
        else run.random_value(a.type)
        for i, a in enumerate(body.blocks[0].args)
    ]
    try:
        term, vals = run.call(func, args)
    except (
        Abort,
        TypeError,
        ValueError,
        IndexError,
        AttributeError,
        KeyError,
        ZeroDivisionError,
        OverflowError,
        RecursionError,
    ):
        return None
    returned = {v.buf.id for v in vals if isinstance(v, MemRef)}
    for b in run.heap:
        if not b.freed and not b.lost and b.id not in returned:
            run.event("leak", b.site)
    if term is not None and not is_private(func):
        for v in vals:
            if isinstance(v, MemRef) and v.buf.kind in ("arg", "stack", "global"):
                run.event("return-not-owned", term)
    return run.events


def events(pm, func, runs: int = 16, resources=()) -> set[tuple]:
    """``(kind, op)`` events over ``runs`` random runs of ``func``
    (``resources``: configured resource tables, as in ``bufls.toml``)."""
    symbols = {}
    for op in pm.op.walk():
        if callable_body(op) is not None and op.attr("sym_name") is not None:
            symbols[op.attr("sym_name").value] = op
    model = ResourceModel(resources)
    out = set()
    for seed in range(runs):
        got = run_function(symbols, func, seed, model)
        if got:
            out.update(got)
    return out
