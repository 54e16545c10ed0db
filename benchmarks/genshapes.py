#!/usr/bin/env python3
"""Bufferized modules of several shapes, without deallocations, for
``--buffer-deallocation-pipeline`` benchmarks.

    python benchmarks/genshapes.py --shape deep-nests --lines 10000 --seed 1 -o out.mlir
    python benchmarks/genshapes.py --list
    python benchmarks/genshapes.py --check --lines 2000 --seeds 1,2,3   # mlir-opt accepts each?

or, from Python (``benchmarks/`` on ``sys.path``)::

    from genshapes import SHAPES, generate
    text = generate("cf-chains", 10_000, seed=1)

The shapes (``SHAPES``), each a module of about the requested number of
lines, whose text depends only on (shape, lines, seed) and on this file:

``big-functions``
    few big functions (2,000 lines each: five at 10,000 lines), one long
    entry block of allocations, views, loads, stores, fills, copies and
    calls, with ``scf.for`` (a memref in ``iter_args``) and ``scf.if`` (a
    memref result) up to three deep;
``tiny-functions``
    thousands of 3-8 line functions calling each other (a call to an
    earlier function or to themselves), passing and returning buffers;
``deep-nests``
    functions made of ``scf.for``/``scf.if`` nests 10-20 deep, a buffer
    allocated at every level, loops carrying memrefs in ``iter_args`` and
    yielding either the carried buffer or a new one, ifs yielding memrefs;
``cf-chains``
    functions of a few hundred blocks each: trees of ``cf.cond_br``
    diamonds and skips, and early returns, the buffer that crosses blocks
    passed as a memref block argument;
``genmod-none`` / ``genmod-all``
    ``benchmarks/genmod.py``'s modules (``deallocs="none"``: the
    pipeline's input; ``deallocs="all"``: already freed by hand, which
    upstream's pass refuses -- ``EXPECT`` says so -- so it measures the
    rejection: parse, verify and the first passes up to the error).

Every module but ``genmod-all`` is accepted by ``mlir-opt
--buffer-deallocation-pipeline`` (``--check`` runs it).  The generators
keep clear of what upstream's ownership-based deallocation (LLVM 22)
rejects or crashes on (see ``ModuleGen`` in genmod.py): no ``cf`` loops;
in ``cf-chains`` one buffer crosses blocks, as a block argument, functions
have no memref argument and no ``scf`` op; and the paths through a
function stay few (``CF_PATHS``: upstream's pass walks every one of them).
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path

__all__ = ["SHAPES", "EXPECT", "generate"]

HERE = Path(__file__).resolve().parent

T16 = "memref<16xf32>"
T64 = "memref<64xf32>"
T8X8 = "memref<8x8xf32>"
TDYN = "memref<?xf32>"
TI32 = "memref<32xi32>"
ALLOCATED = (T16, T16, T64, T8X8, TDYN, TI32)
# (type, number of elements along each dimension) for in-bounds indices
DIMS = {T16: (16,), T64: (64,), T8X8: (8, 8), TDYN: (8,), TI32: (32,)}
SUB16 = "memref<8xf32, strided<[1], offset: 4>>"
DIMS[SUB16] = (8,)
ELEM = {TI32: "i32"}

EXTERNALS = (
    "func.func private @ext_sum(memref<?xf32>) -> f32",
    "func.func private @ext_touch(memref<?xf32>)",
)


def _elem(t: str) -> str:
    return ELEM.get(t, "f32")


class Fn:
    """One function being written: its lines, fresh names, the constants it
    uses (written first, in the entry block) and the values in scope."""

    def __init__(self, rng: random.Random, name: str):
        self.rng = rng
        self.name = name
        self.lines: list[str] = []
        self.count = 0
        self.consts: dict[str, str] = {}
        self.scopes: list[dict[str, list[str]]] = [{}]

    # -- names and values ---------------------------------------------------

    def fresh(self, stem: str) -> str:
        self.count += 1
        return f"%{stem}{self.count}"

    def emit(self, depth: int, text: str) -> None:
        self.lines.append("  " * (depth + 2) + text)

    def idx(self, k: int) -> str:
        name = f"%c{k}"
        self.consts.setdefault(name, f"{name} = arith.constant {k} : index")
        return name

    def f32(self, x: float) -> str:
        name = f"%cst{len(self.consts)}"
        self.consts[name] = f"{name} = arith.constant {x:.3f} : f32"
        return name

    def i32(self, k: int) -> str:
        name = f"%c{k}_i32"
        self.consts.setdefault(name, f"{name} = arith.constant {k} : i32")
        return name

    def add(self, t: str, name: str) -> str:
        self.scopes[-1].setdefault(t, []).append(name)
        return name

    def visible(self, t: str) -> list[str]:
        return [v for s in self.scopes for v in s.get(t, ())]

    def pick(self, t: str) -> str | None:
        vs = self.visible(t)
        return self.rng.choice(vs) if vs else None

    def scalar(self) -> str:
        v = self.pick("f32")
        return v if v is not None else self.f32(self.rng.choice((0.5, 1.0, 2.0, -1.0)))

    def index_of(self, t: str) -> str:
        return ", ".join(self.idx(self.rng.randrange(n)) for n in DIMS[t])

    def memref(self, types=ALLOCATED + (SUB16,)) -> tuple[str, str] | None:
        cands = [(t, v) for t in types for v in self.visible(t)]
        return self.rng.choice(cands) if cands else None

    # -- statements -----------------------------------------------------------

    def alloc(self, depth: int, t: str | None = None, alloca: bool = False) -> str:
        t = t or self.rng.choice(ALLOCATED)
        m = self.fresh("alloca" if alloca else "alloc")
        op = "memref.alloca" if alloca else "memref.alloc"
        size = self.pick("index") if t == TDYN else None
        if t == TDYN and size is None:
            size = self.idx(8)
        self.emit(depth, f"{m} = {op}({size or ''}) : {t}")
        return self.add(t, m)

    def statement(self, depth: int) -> None:
        """One line of straight code on the values in scope."""
        r = self.rng
        k = r.random()
        if k < 0.16 or not self.visible(T16):
            self.alloc(depth, alloca=r.random() < 0.1)
        elif k < 0.34:
            t, m = self.memref()
            v = self.fresh("v")
            self.emit(depth, f"{v} = memref.load {m}[{self.index_of(t)}] : {t}")
            self.add(_elem(t), v)
        elif k < 0.50:
            t, m = self.memref()
            e = _elem(t)
            v = self.scalar() if e == "f32" else (self.pick("i32") or self.i32(r.randrange(9)))
            self.emit(depth, f"memref.store {v}, {m}[{self.index_of(t)}] : {t}")
        elif k < 0.62:
            a, b = self.scalar(), self.scalar()
            v = self.fresh("v")
            self.emit(depth, f"{v} = arith.{r.choice(('addf', 'mulf', 'subf', 'maximumf'))} {a}, {b} : f32")
            self.add("f32", v)
        elif k < 0.70:
            t, m = self.memref((T16, T64, T8X8, TDYN))
            self.emit(depth, f"linalg.fill ins({self.scalar()} : f32) outs({m} : {t})")
        elif k < 0.78:
            t = r.choice((T16, T16, T64, TI32))
            srcs = self.visible(t)
            if len(srcs) < 2:
                self.alloc(depth, t)
                return
            a, b = r.sample(srcs, 2)
            self.emit(depth, f"memref.copy {a}, {b} : {t} to {t}")
        elif k < 0.84:
            m = self.pick(T16)
            s = self.fresh("subview")
            self.emit(depth, f"{s} = memref.subview {m}[4] [8] [1] : {T16} to {SUB16}")
            self.add(SUB16, s)
        elif k < 0.92:
            t, m = r.choice([(t, m) for t in (T16, T64) for m in self.visible(t)] or [(T16, self.pick(T16))])
            c = self.fresh("cast")
            self.emit(depth, f"{c} = memref.cast {m} : {t} to {TDYN}")
            self.add(TDYN, c)
        else:
            m = self.pick(TDYN)
            if m is None:
                self.alloc(depth, TDYN)
                return
            if r.random() < 0.5:
                v = self.fresh("v")
                self.emit(depth, f"{v} = func.call @ext_sum({m}) : ({TDYN}) -> f32")
                self.add("f32", v)
            else:
                self.emit(depth, f"func.call @ext_touch({m}) : ({TDYN}) -> ()")

    def cond(self, depth: int) -> str:
        """An i1 canonicalize cannot fold: two different f32 values."""
        a = self.scalar()
        others = [v for v in self.visible("f32") if v != a]
        b = self.rng.choice(others) if others else self.f32(self.rng.choice((0.25, 3.0)))
        c = self.fresh("cond")
        self.emit(depth, f"{c} = arith.cmpf {self.rng.choice(('olt', 'ogt', 'oge'))}, {a}, {b} : f32")
        return c

    # -- structured control flow ----------------------------------------------

    def scf_for(self, depth: int, body) -> str:
        """``scf.for`` carrying a buffer; ``body(depth)`` writes the loop body
        (the carried buffer in scope); the loop yields the carried buffer
        or a new copy of it.  Returns the loop's result."""
        r = self.rng
        init = self.pick(T16)
        acc, iv, res = self.fresh("acc"), self.fresh("i"), self.fresh("loop")
        ub = self.pick("index") or self.idx(4)
        self.emit(
            depth,
            f"{res} = scf.for {iv} = {self.idx(0)} to {ub} step {self.idx(1)} iter_args({acc} = {init}) -> ({T16}) {{",
        )
        self.scopes.append({})
        self.add(T16, acc)
        self.add("index", iv)
        body(depth + 1)
        out = acc
        if r.random() < 0.5:
            out = self.fresh("next")
            self.emit(depth + 1, f"{out} = memref.alloc() : {T16}")
            self.emit(depth + 1, f"memref.copy {acc}, {out} : {T16} to {T16}")
        self.emit(depth + 1, f"scf.yield {out} : {T16}")
        self.scopes.pop()
        self.emit(depth, "}")
        return self.add(T16, res)

    def scf_if(self, depth: int, body) -> str:
        """``scf.if`` yielding a buffer: ``body(depth)`` writes the then
        region, the else region allocates its own.  Returns the result."""
        r = self.rng
        c = self.cond(depth)
        res = self.fresh("sel")
        self.emit(depth, f"{res} = scf.if {c} -> ({T16}) {{")
        self.scopes.append({})
        body(depth + 1)
        self.emit(depth + 1, f"scf.yield {self.pick(T16)} : {T16}")
        self.scopes.pop()
        self.emit(depth, "} else {")
        self.scopes.append({})
        if r.random() < 0.6:
            self.alloc(depth + 1, T16)
        self.statement(depth + 1)
        self.emit(depth + 1, f"scf.yield {self.pick(T16)} : {T16}")
        self.scopes.pop()
        self.emit(depth, "}")
        return self.add(T16, res)

    # -- the whole function ---------------------------------------------------

    def text(self, header: str) -> list[str]:
        return ["  " + header, *("    " + c for c in self.consts.values()), *self.lines, "  }"]


def _ret(fn: Fn, results: tuple[str, ...], depth: int = 0) -> None:
    vals = []
    for t in results:
        if t == "f32":
            vals.append(fn.scalar())
        else:
            vals.append(fn.pick(t) or fn.alloc(depth, t))
    if vals:
        fn.emit(depth, f"return {', '.join(vals)} : {', '.join(results)}")
    else:
        fn.emit(depth, "return")


def _module(seed: int, shape: str, lines: int, funcs: list[list[str]]) -> str:
    out = [
        f"// Generated by benchmarks/genshapes.py --shape {shape} --lines {lines} --seed {seed}",
        "module {",
        *("  " + e for e in EXTERNALS),
    ]
    for f in funcs:
        out.extend(f)
    out.append("}")
    return "\n".join(out) + "\n"


# ---------------------------------------------------------------------------
# (a) few big functions

BIG_FUNCTION_LINES = 2000


BIG_SIGNATURE = f"(%arg0: {T16}, %arg1: {TDYN}, %arg2: index, %arg3: f32) -> ({T16}, f32)"


def big_functions(lines: int, seed: int) -> str:
    rng = random.Random(seed)
    funcs: list[list[str]] = []
    total = 3 + len(EXTERNALS)
    k = 0
    while total < lines - 10:
        funcs.append(_big_function(rng, k, min(BIG_FUNCTION_LINES, lines - total)))
        total += len(funcs[-1])
        k += 1
    return _module(seed, "big-functions", lines, funcs)


def _big_function(rng: random.Random, k: int, target: int) -> list[str]:
    """Straight code with a structured op now and then (three deep at
    most) and calls to the functions before it."""
    fn = Fn(rng, f"big_{k}")
    fn.add(T16, "%arg0")
    fn.add(TDYN, "%arg1")
    fn.add("index", "%arg2")
    fn.add("f32", "%arg3")
    budget = target - 3  # header, return, closing brace

    def nest(depth: int) -> None:
        for _ in range(rng.randrange(2, 8)):
            fn.statement(depth)
        if depth < 3 and rng.random() < 0.4:
            (fn.scf_for if rng.random() < 0.5 else fn.scf_if)(depth, nest)
        for _ in range(rng.randrange(1, 5)):
            fn.statement(depth)

    while len(fn.lines) + len(fn.consts) < budget - 20:
        if rng.random() < 0.1:
            (fn.scf_for if rng.random() < 0.5 else fn.scf_if)(0, nest)
        elif k and rng.random() < 0.03:
            res = fn.fresh("res")
            fn.emit(
                0,
                f"{res}:2 = func.call @big_{rng.randrange(k)}({fn.pick(T16)}, {fn.pick(TDYN)}, %arg2, "
                f"{fn.scalar()}) : ({T16}, {TDYN}, index, f32) -> ({T16}, f32)",
            )
            fn.add(T16, f"{res}#0")
            fn.add("f32", f"{res}#1")
        else:
            fn.statement(0)
    _ret(fn, (T16, "f32"))
    return fn.text(f"func.func {'private ' if k % 2 else ''}@big_{k}{BIG_SIGNATURE} {{")


# ---------------------------------------------------------------------------
# (b) many tiny functions

TINY_SIGS = (
    ((T16,), ()),
    ((T16, "f32"), (T16,)),
    ((TDYN, "index"), ("f32",)),
    (("index",), (TDYN,)),
    ((T16, T16), (T16,)),
    ((TDYN,), (TDYN,)),
)


def tiny_functions(lines: int, seed: int) -> str:
    rng = random.Random(seed)
    funcs: list[list[str]] = []
    sigs: list[tuple] = []
    total = 3 + len(EXTERNALS)
    k = 0
    while total < lines - 2:
        args, results = rng.choice(TINY_SIGS)
        fn = Fn(rng, f"t{k}")
        params = []
        for i, t in enumerate(args):
            params.append(f"%arg{i}: {t}")
            fn.add(t, f"%arg{i}")
        sigs.append((args, results))
        body = rng.randrange(1, 6)  # 3-8 lines with header, return and brace
        while len(fn.lines) + len(fn.consts) < body:
            x = rng.random()
            if x < 0.45 and k:
                j = rng.randrange(max(0, k - 200), k + 1)  # an earlier one, or itself
                cargs, cres = sigs[j]
                ops = []
                for t in cargs:
                    if t == "index":
                        ops.append(fn.pick("index") or fn.idx(rng.randrange(1, 9)))
                    elif t == "f32":
                        ops.append(fn.scalar())
                    else:
                        ops.append(fn.pick(t) or fn.alloc(0, t))
                call = f"func.call @t{j}({', '.join(ops)}) : ({', '.join(cargs)}) -> ({', '.join(cres)})"
                if cres:
                    res = fn.fresh("r")
                    fn.emit(0, f"{res} = {call}")
                    fn.add(cres[0], res)
                else:
                    fn.emit(0, call)
            elif x < 0.6:
                t = rng.choice((T16, TDYN))
                m = fn.alloc(0, t)
                fn.emit(0, f"linalg.fill ins({fn.scalar()} : f32) outs({m} : {t})")
            elif x < 0.7 and fn.visible(T16):
                a = fn.pick(T16)
                b = fn.alloc(0, T16)
                fn.emit(0, f"memref.copy {a}, {b} : {T16} to {T16}")
            else:
                fn.statement(0)
        _ret(fn, results)
        res = "" if not results else f" -> {results[0]}" if len(results) == 1 else f" -> ({', '.join(results)})"
        vis = "private " if rng.random() < 0.5 else ""
        funcs.append(fn.text(f"func.func {vis}@t{k}({', '.join(params)}){res} {{"))
        total += len(funcs[-1])
        k += 1
    return _module(seed, "tiny-functions", lines, funcs)


# ---------------------------------------------------------------------------
# (c) deep scf nests


def deep_nests(lines: int, seed: int) -> str:
    rng = random.Random(seed)
    funcs: list[list[str]] = []
    total = 3 + len(EXTERNALS)
    k = 0
    while total < lines - 10:
        funcs.append(_nest_function(rng, k, min(rng.randrange(150, 600), lines - total - 3)))
        total += len(funcs[-1])
        k += 1
    return _module(seed, "deep-nests", lines, funcs)


def _nest_function(rng: random.Random, k: int, budget: int) -> list[str]:
    """Nests 10-20 deep, one after the other, a buffer allocated at each
    level."""
    fn = Fn(rng, f"nest_{k}")
    fn.add(T16, "%arg0")
    fn.add("index", "%arg1")
    fn.add("f32", "%arg2")

    def level(depth: int, deepest: int) -> None:
        fn.alloc(depth, T16 if rng.random() < 0.7 else None)
        for _ in range(rng.randrange(1, 4)):
            fn.statement(depth)
        if depth < deepest:
            (fn.scf_for if rng.random() < 0.55 else fn.scf_if)(depth, lambda d: level(d, deepest))
            for _ in range(rng.randrange(0, 3)):
                fn.statement(depth)

    while len(fn.lines) + len(fn.consts) < budget - 40:
        level(0, rng.randrange(10, 21))
    _ret(fn, (T16,))
    sig = f"(%arg0: {T16}, %arg1: index, %arg2: f32) -> {T16}"
    return fn.text(f"func.func {'private ' if k % 3 == 1 else ''}@nest_{k}{sig} {{")


# ---------------------------------------------------------------------------
# (d) long cf chains

CF_FUNCTION_LINES = 1000
# Upstream's ownership-based deallocation looks for cf loops by walking
# every path of a function's CFG (its Backedges analysis): a chain of k
# diamonds one after the other costs 2^k walks (25 in a row take minutes).
# A function's blocks are therefore trees of nested diamonds, whose paths
# grow with the number of diamonds, and early exits, which add one path
# each; trees follow each other only while the product of their paths
# stays under this.
CF_PATHS = 4096


def cf_chains(lines: int, seed: int) -> str:
    rng = random.Random(seed)
    funcs: list[list[str]] = []
    total = 3 + len(EXTERNALS)
    k = 0
    while total < lines - 12:
        funcs.append(_cf_function(rng, k, min(CF_FUNCTION_LINES, lines - total)))
        total += len(funcs[-1])
        k += 1
    return _module(seed, "cf-chains", lines, funcs)


def _cf_function(rng: random.Random, k: int, target: int) -> list[str]:
    """A function of a few hundred blocks.  The state every block receives
    as arguments and passes on is one buffer and one f32; other buffers
    live in one block.  (The function has no memref argument and only one
    buffer crosses blocks: canonicalize replaces the arguments of a block
    with one predecessor by the values passed, after which upstream's pass
    would compare memrefs of different blocks, which it cannot.)"""
    fn = Fn(rng, f"chain_{k}")
    carried = [T16, "f32"]
    returns = rng.choice(((T16,), ("f32",)))
    fn.add("index", "%arg0")
    fn.add("f32", "%arg1")
    nblocks = 0

    def new_block() -> str:
        nonlocal nblocks
        nblocks += 1
        return f"^bb{nblocks}"

    def state() -> str:
        """Values for the state, from this block, as branch operands."""
        vals = []
        for t in carried:
            if t == "f32":
                vals.append(fn.scalar())
                continue
            local = [v for s in fn.scopes[1:] for v in s.get(t, ())]
            own = fn.scopes[-1].get(t, [])
            if own and rng.random() < 0.6:
                vals.append(own[0])  # the block's own argument: the chain goes on
            else:
                vals.append(rng.choice(local) if local and rng.random() < 0.7 else fn.alloc(0, t))
        return f"({', '.join(vals)} : {', '.join(carried)})"

    def enter(label: str) -> None:
        """Start block ``label``: in scope are its arguments (and the
        function's arguments and constants)."""
        names = [fn.fresh("b") for _ in carried]
        fn.lines.append(f"  {label}({', '.join(f'{n}: {t}' for n, t in zip(names, carried))}):")
        fn.scopes[1:] = [{}]
        for n, t in zip(names, carried):
            fn.add(t, n)

    def body(lo: int, hi: int) -> None:
        for _ in range(rng.randrange(lo, hi)):
            fn.statement(0)

    def early_exit() -> None:
        ret, cont = new_block(), new_block()
        c = fn.cond(0)
        fn.emit(0, f"cf.cond_br {c}, {ret}{state()}, {cont}{state()}")
        enter(ret)
        body(0, 3)
        _ret(fn, returns)
        enter(cont)
        body(1, 4)

    def tree(n: int) -> None:
        """``n`` diamonds: one, with the others in its arms; a skip (one
        arm branching to the join directly) now and then."""
        c = fn.cond(0)
        a, j = new_block(), new_block()
        if rng.random() < 0.3:
            arms = [(a, n - 1)]
            fn.emit(0, f"cf.cond_br {c}, {a}{state()}, {j}{state()}")
        else:
            b = new_block()
            m = rng.randrange(n)
            arms = [(a, m), (b, n - 1 - m)]
            fn.emit(0, f"cf.cond_br {c}, {a}{state()}, {b}{state()}")
        for arm, inner in arms:
            enter(arm)
            body(1, 4)
            if inner:
                tree(inner)
                body(0, 3)
            if rng.random() < 0.1:
                early_exit()
            fn.emit(0, f"cf.br {j}{state()}")
        enter(j)
        body(1, 4)

    fn.scopes.append({})
    body(2, 6)
    paths = 1
    while len(fn.lines) + len(fn.consts) < target - 40:
        room = CF_PATHS // paths - 1
        if room < 2 or rng.random() < 0.25:
            early_exit()
            paths += 1
        else:
            left = target - 40 - len(fn.lines) - len(fn.consts)
            n = max(1, min(room, rng.randrange(20, 80), left // 10))
            tree(n)
            paths *= n + 1
    _ret(fn, returns)
    header = f"func.func {'private ' if k % 2 else ''}@chain_{k}(%arg0: index, %arg1: f32) -> {returns[0]} {{"
    return fn.text(header)


# ---------------------------------------------------------------------------
# (e) genmod's modules


def genmod_none(lines: int, seed: int) -> str:
    sys.path.insert(0, str(HERE))
    import genmod

    return genmod.generate(lines, seed, "none")


def genmod_all(lines: int, seed: int) -> str:
    sys.path.insert(0, str(HERE))
    import genmod

    return genmod.generate(lines, seed, "all")


SHAPES = {
    "big-functions": big_functions,
    "tiny-functions": tiny_functions,
    "deep-nests": deep_nests,
    "cf-chains": cf_chains,
    "genmod-none": genmod_none,
    "genmod-all": genmod_all,
}
# what mlir-opt --buffer-deallocation-pipeline does with each shape
EXPECT = dict.fromkeys(SHAPES, "accepts") | {"genmod-all": "rejects"}


def generate(shape: str, lines: int, seed: int = 1) -> str:
    """A module of ``shape`` (a key of ``SHAPES``) of about ``lines`` lines."""
    try:
        gen = SHAPES[shape]
    except KeyError:
        raise ValueError(f"unknown shape {shape!r}; one of {', '.join(SHAPES)}") from None
    return gen(lines, seed)


def check(lines: int, seeds: list[int], shapes: list[str]) -> int:
    """Run mlir-opt --buffer-deallocation-pipeline on each shape and seed;
    1 if one is not treated as ``EXPECT`` says."""
    sys.path.insert(0, str(HERE.parent))
    from bufls.core import upstream

    mlir_opt = upstream.tool_path("mlir-opt")
    if mlir_opt is None:
        print("mlir-opt is not installed", file=sys.stderr)
        return 2
    bad = 0
    with tempfile.TemporaryDirectory() as tmp:
        for shape in shapes:
            for seed in seeds:
                path = Path(tmp) / f"{shape}_{seed}.mlir"
                text = generate(shape, lines, seed)
                path.write_text(text)
                p = subprocess.run(
                    [str(mlir_opt), "--buffer-deallocation-pipeline", str(path), "-o", os.devnull],
                    capture_output=True,
                    text=True,
                    env=upstream.tool_env(),
                )
                got = "accepts" if p.returncode == 0 else "rejects"
                ok = got == EXPECT[shape]
                bad += not ok
                n = text.count("\n")
                print(f"{shape:15} seed {seed}: {n} lines, mlir-opt {got}{'' if ok else '  UNEXPECTED'}")
                if not ok:
                    print("   " + p.stderr.strip().replace("\n", "\n   ")[:2000])
    return 1 if bad else 0


def main(argv=None) -> int:
    p = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument("--shape", choices=tuple(SHAPES), default="big-functions")
    p.add_argument("--lines", type=int, default=10_000, help="about how many lines (default 10000)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("-o", "--output", default="-", help="output file (default stdout)")
    p.add_argument("--list", action="store_true", help="list the shapes")
    p.add_argument("--check", action="store_true", help="run mlir-opt on every shape (or --shapes)")
    p.add_argument("--seeds", default="1,2,3", help="with --check (default 1,2,3)")
    p.add_argument("--shapes", default=",".join(SHAPES), help="with --check (default all)")
    args = p.parse_args(argv)
    if args.list:
        for name in SHAPES:
            print(f"{name:15} ({EXPECT[name]})")
        return 0
    if args.check:
        seeds = [int(s) for s in args.seeds.split(",") if s]
        return check(args.lines, seeds, [s for s in args.shapes.split(",") if s])
    text = generate(args.shape, args.lines, args.seed)
    if args.output == "-":
        sys.stdout.write(text)
    else:
        Path(args.output).write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
