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

__all__ = ["Abort", "events", "run_function"]


class Abort(Exception):
    """The run cannot continue (unsupported op, step budget)."""


class Buffer:
    __slots__ = ("data", "freed", "id", "kind", "shape", "site")

    def __init__(self, bid, kind, site, shape):
        self.id = bid
        self.kind = kind  # heap, stack, arg, global
        self.site = site
        self.freed = False
        self.data = {}
        self.shape = shape


class MemRef:
    __slots__ = ("buf", "shape", "view")

    def __init__(self, buf, view, shape):
        self.buf = buf
        self.view = view  # None: the buffer itself; else the view op
        self.shape = shape


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
    def __init__(self, symbols, rng, budget=50_000):
        self.symbols = symbols
        self.rng = rng
        self.budget = budget
        self.next_id = 1
        self.heap: list[Buffer] = []
        self.events: list[tuple] = []
        self.globals = {}

    def buffer(self, kind, site, t, dyn=()) -> MemRef:
        shape = []
        dyn = list(dyn)
        for d in getattr(t, "shape", (4,)):
            shape.append(d if d is not None else (dyn.pop(0) if dyn else 4))
        b = Buffer(self.next_id, kind, site, tuple(shape))
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

    def free(self, op, m):
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
        b.freed = True

    # -- execution ------------------------------------------------------------------------
    def call(self, func, args):
        body = callable_body(func)
        env = {}
        return self.region(body, args, env)

    def region(self, region, args, env):
        """Run a region; returns (terminator, its operand values)."""
        block = region.blocks[0]
        while True:
            for a, v in zip(block.args, args):
                env[a] = v
            for op in block.ops:
                self.budget -= 1
                if self.budget < 0:
                    raise Abort("budget")
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
        if h is not None:
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
                view = None  # the base buffer itself
            else:
                view = src.view if src.view is not None or name in _BASE_PRESERVING else op
            out = [MemRef(src.buf, view, tuple(d if d is not None else 4 for d in getattr(res[0].type, "shape", (4,))))]
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
        if op.regions:
            for _i, v in enumerate(ops):
                self.use(op, v)
            return
        fx = memory_effects(op)
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
        callee = self.symbols.get(name)
        body = callable_body(callee) if callee is not None else None
        if body is None or not body.blocks:
            return [
                self.buffer("heap", op, r.type) if T.is_memref(r.type) else self.random_value(r.type)
                for r in op.results
            ]
        before = len(self.heap)
        _, vals = self.call(callee, [ops[i] for i in idx])
        new = {id(b) for b in self.heap[before:]}
        for v in vals:  # buffers the callee allocated and returned: the call made them
            if isinstance(v, MemRef) and id(v.buf) in new:
                v.buf.site = op
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
        return [self.buffer("heap", op, op.results[0].type, ops)]

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
        self.free(op, ops[0])
        return []

    def op_memref_realloc(self, op, ops, env):
        self.free(op, ops[0])
        return [self.buffer("heap", op, op.results[0].type, ops[1:])]

    def op_bufferization_clone(self, op, ops, env):
        self.use(op, ops[0])
        return [self.buffer("heap", op, op.results[0].type, list(ops[0].shape))]

    def op_memref_dim(self, op, ops, env):
        m, i = ops
        return [m.shape[i] if isinstance(m, MemRef) and isinstance(i, int) and i < len(m.shape) else 4]

    def _key(self, m, idx):
        return (m.view if m.view is None else id(m.view), tuple(int(i) for i in idx))

    def op_memref_load(self, op, ops, env):
        m = ops[0]
        self.use(op, m)
        k = self._key(m, ops[1:])
        if k not in m.buf.data:
            m.buf.data[k] = self.random_value(op.results[0].type)
        return [m.buf.data[k]]

    def op_memref_store(self, op, ops, env):
        m = ops[1]
        self.use(op, m)
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


def run_function(pm_symbols, func, seed: int) -> list[tuple] | None:
    """Events of one run of ``func`` (None when the run aborted)."""
    rng = random.Random(seed)
    run = _Run(pm_symbols, rng)
    body = callable_body(func)
    args = [run.random_value(a.type) for a in body.blocks[0].args]
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
        if not b.freed and b.id not in returned:
            run.event("leak", b.site)
    if term is not None and not is_private(func):
        for v in vals:
            if isinstance(v, MemRef) and v.buf.kind in ("arg", "stack", "global"):
                run.event("return-not-owned", term)
    return run.events


def events(pm, func, runs: int = 16) -> set[tuple]:
    """``(kind, op)`` events over ``runs`` random runs of ``func``."""
    symbols = {}
    for op in pm.op.walk():
        if callable_body(op) is not None and op.attr("sym_name") is not None:
            symbols[op.attr("sym_name").value] = op
    out = set()
    for seed in range(runs):
        got = run_function(symbols, func, seed)
        if got:
            out.update(got)
    return out
