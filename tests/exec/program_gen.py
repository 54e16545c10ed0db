"""Random well-formed bufferized programs for the execution tests.

``generate(choose, ...)`` writes one module: a function ``@f(%p: i1, %q: i1,
%n: index, %arg: memref<4xf32>)`` built from random statements, a few helper
functions it calls, and a ``@main`` that calls ``@f`` with three sets of
arguments.  Every buffer is ``memref<4xf32>`` (views of other shapes are used
locally), is filled when it is allocated, so nothing reads uninitialised
memory, and ``@f`` ends by printing the sum of every buffer it can still see:
the output is deterministic and depends on which buffer each value is.

Helpers never return (an alias of) their argument: the deallocation ABI
makes a function return a copy of a buffer it does not own, so a caller that
then writes through the result or the argument would see a different
program (upstream's pipeline has the same contract).

Statements: heap allocations (static, and dynamic ``memref<?xf32>`` seen
through a 4-element ``reinterpret_cast``), ``memref.alloca``, loads and stores, local views
(``memref.subview``, ``reinterpret_cast``, ``expand_shape``), aliasing values
(``memref.cast`` round trips, ``collapse_shape`` of a 2-d allocation,
``arith.select``), ``scf.if``/``scf.for``/``scf.while``/``scf.execute_region``
yielding buffers, calls of public, private and recursive helpers, and at the
function's top level cf diamonds, cf loops with back edges and ``cf.switch``
(``cf_loops`` / ``switch`` turn the last two off: upstream rejects them).
With ``pools=True``, buffers of the configured pool resource
(``"acme.pool_alloc"``, ``programs/bufls.toml``) mix with heap buffers in
every one of those places (block arguments, yields, selects, calls).

``choose(n)`` returns an integer in ``[0, n)``: hypothesis' ``draw`` of
``st.integers`` in the tests, ``random.Random.randrange`` by hand::

    import random; rng = random.Random(1); print(generate(rng.randrange))
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

T = "memref<4xf32>"
_LIMIT_ENV = 6


@dataclass
class _Block:
    label: str | None  # None for the entry block
    args: list[tuple[str, str]] = field(default_factory=list)
    lines: list[str] = field(default_factory=list)


class _Gen:
    def __init__(
        self, choose: Callable[[int], int], cf_loops: bool, switch: bool, budget: int, pools: bool = False
    ) -> None:
        self.choose = choose
        self.cf_loops = cf_loops
        self.switch = switch
        self.pools = pools
        self.budget = budget
        self.count = 0
        self.helpers: list[str] = []
        self.blocks: list[_Block] = [_Block(None)]
        self.current = self.blocks[0]
        self.indent = 1

    # -- helpers -----------------------------------------------------------------
    def pick(self, seq):
        return seq[self.choose(len(seq))]

    def fresh(self, hint: str) -> str:
        self.count += 1
        return f"%{hint}{self.count}"

    def label(self, hint: str) -> str:
        self.count += 1
        return f"^{hint}{self.count}"

    def emit(self, line: str) -> None:
        self.current.lines.append("  " * self.indent + line)

    def const_f32(self) -> str:
        name = self.fresh("cst")
        self.emit(f"{name} = arith.constant {self.choose(5) + 1}.0 : f32")
        return name

    def const_index(self, value: int) -> str:
        name = self.fresh("c")
        self.emit(f"{name} = arith.constant {value} : index")
        return name

    def fill(self, buf: str, ty: str = T) -> None:
        value = self.const_f32()
        self.emit(f"linalg.fill ins({value} : f32) outs({buf} : {ty})")

    def cond(self) -> str:
        kind = self.choose(3)
        if kind < 2:
            return ("%p", "%q")[kind]
        limit = self.fresh("lim")
        self.emit(f"{limit} = arith.constant {self.choose(3)} : index")
        name = self.fresh("cmp")
        self.emit(f"{name} = arith.cmpi ult, {limit}, %n : index")
        return name

    def some(self, env: list[str], k: int) -> list[str]:
        return [self.pick(env) for _ in range(k)]

    # -- statements ----------------------------------------------------------------
    def stmts(self, env: list[str], depth: int, top: bool) -> list[str]:
        """A few statements; returns the buffers visible afterwards."""
        env = list(env)
        for _ in range(self.choose(3) + 1):
            if self.budget <= 0:
                break
            self.budget -= 1
            env = self.stmt(env, depth, top)[-_LIMIT_ENV:]
        return env

    def stmt(self, env: list[str], depth: int, top: bool) -> list[str]:
        kinds = ["alloc", "alloc", "alloc", "alloc_dyn", "alloca", "update", "view", "alias", "select", "call"]
        if self.pools:
            kinds += ["pool", "pool"]
        if depth > 0:
            kinds += ["if", "for", "while", "region", "if", "for"]
            if top:
                kinds += ["diamond", "diamond"]
                if self.cf_loops:
                    kinds += ["cf_loop", "cf_loop"]
                if self.switch:
                    kinds += ["switch"]
        kind = self.pick(kinds)
        return getattr(self, "s_" + kind)(env, depth, top)

    def s_alloc(self, env, depth, top):
        buf = self.fresh("alloc")
        self.emit(f"{buf} = memref.alloc() : {T}")
        self.fill(buf)
        return env + [buf]

    def s_alloc_dyn(self, env, depth, top):
        # A dynamically sized buffer of n + 4 elements, seen through a 4-element
        # reinterpret_cast (a memref.cast to memref<4xf32> would be undefined
        # behaviour: the static size must match the run-time one).
        four = self.const_index(4)
        size = self.fresh("size")
        self.emit(f"{size} = arith.addi %n, {four} : index")
        dyn = self.fresh("dyn")
        self.emit(f"{dyn} = memref.alloc({size}) : memref<?xf32>")
        self.fill(dyn, "memref<?xf32>")
        buf = self.fresh("view")
        self.emit(
            f"{buf} = memref.reinterpret_cast {dyn} to offset: [0], sizes: [4], strides: [1] : memref<?xf32> to {T}"
        )
        return env + [buf]

    def s_pool(self, env, depth, top):
        # a buffer of the configured pool resource (programs/bufls.toml)
        buf = self.fresh("pool")
        self.emit(f'{buf} = "acme.pool_alloc"() : () -> {T}')
        self.fill(buf)
        return env + [buf]

    def s_alloca(self, env, depth, top):
        buf = self.fresh("alloca")
        self.emit(f"{buf} = memref.alloca() : {T}")
        self.fill(buf)
        return env + [buf]

    def s_update(self, env, depth, top):
        if not env:
            return self.s_alloc(env, depth, top)
        src, dst = self.some(env, 2)
        i, j = self.const_index(self.choose(4)), self.const_index(self.choose(4))
        x, y = self.fresh("x"), self.fresh("y")
        self.emit(f"{x} = memref.load {src}[{i}] : {T}")
        step = self.const_f32()
        self.emit(f"{y} = arith.addf {x}, {step} : f32")
        self.emit(f"memref.store {y}, {dst}[{j}] : {T}")
        return env

    def s_view(self, env, depth, top):
        if not env:
            return self.s_alloc(env, depth, top)
        buf = self.pick(env)
        view, x, y = self.fresh("view"), self.fresh("x"), self.fresh("y")
        step = self.const_f32()
        kind = self.choose(3)
        if kind == 0:
            ty = "memref<2xf32, strided<[1], offset: 1>>"
            self.emit(f"{view} = memref.subview {buf}[1] [2] [1] : {T} to {ty}")
            idx = [self.const_index(1)]
        elif kind == 1:
            ty = "memref<2x2xf32>"
            self.emit(
                f"{view} = memref.reinterpret_cast {buf} to offset: [0], sizes: [2, 2], strides: [2, 1] : {T} to {ty}"
            )
            idx = [self.const_index(1), self.const_index(0)]
        else:
            ty = "memref<2x2xf32>"
            self.emit(f"{view} = memref.expand_shape {buf} [[0, 1]] output_shape [2, 2] : {T} into {ty}")
            idx = [self.const_index(0), self.const_index(1)]
        at = ", ".join(idx)
        self.emit(f"{x} = memref.load {view}[{at}] : {ty}")
        self.emit(f"{y} = arith.addf {x}, {step} : f32")
        self.emit(f"memref.store {y}, {view}[{at}] : {ty}")
        return env

    def s_alias(self, env, depth, top):
        if env and self.choose(2):
            src = self.pick(env)
            dyn, back = self.fresh("dyn"), self.fresh("back")
            self.emit(f"{dyn} = memref.cast {src} : {T} to memref<?xf32>")
            self.emit(f"{back} = memref.cast {dyn} : memref<?xf32> to {T}")
            return env + [back]
        flat, col = self.fresh("flat"), self.fresh("collapse")
        self.emit(f"{flat} = memref.alloc() : memref<2x2xf32>")
        self.fill(flat, "memref<2x2xf32>")
        self.emit(f"{col} = memref.collapse_shape {flat} [[0, 1]] : memref<2x2xf32> into {T}")
        return env + [col]

    def s_select(self, env, depth, top):
        if len(env) < 1:
            return self.s_alloc(env, depth, top)
        a, b = self.some(env, 2)
        c = self.cond()
        sel = self.fresh("sel")
        self.emit(f"{sel} = arith.select {c}, {a}, {b} : {T}")
        return env + [sel]

    def s_call(self, env, depth, top):
        if not env:
            return self.s_alloc(env, depth, top)
        arg = self.pick(env)
        name, recursive = self.helper()
        res = self.fresh("call")
        if recursive:
            d = self.const_index(self.choose(3))
            self.emit(f"{res} = func.call {name}({d}, {arg}) : (index, {T}) -> {T}")
        else:
            self.emit(f"{res} = func.call {name}({arg}) : ({T}) -> {T}")
        return env + [res]

    def helper(self) -> tuple[str, bool]:
        index = len(self.helpers)
        kind = self.choose(4)
        vis = self.pick(["", "private "])
        name = f"@helper{index}"
        if kind == 0:  # a fresh copy, modified
            body = (
                f"func.func {vis}{name}(%src: {T}) -> {T} {{\n"
                f"  %c0 = arith.constant 0 : index\n  %one = arith.constant 1.0 : f32\n"
                f"  %new = memref.alloc() : {T}\n"
                f"  memref.copy %src, %new : {T} to {T}\n"
                f"  %v = memref.load %new[%c0] : {T}\n  %w = arith.addf %v, %one : f32\n"
                f"  memref.store %w, %new[%c0] : {T}\n  return %new : {T}\n}}"
            )
        elif kind == 1:  # writes its argument, returns a new buffer
            body = (
                f"func.func {vis}{name}(%src: {T}) -> {T} {{\n"
                f"  %c1 = arith.constant 1 : index\n  %two = arith.constant 2.0 : f32\n"
                f"  memref.store %two, %src[%c1] : {T}\n"
                f"  %new = memref.alloc() : {T}\n  linalg.fill ins(%two : f32) outs(%new : {T})\n"
                f"  return %new : {T}\n}}"
            )
        elif kind == 2:  # one of two new buffers, chosen by the argument's contents
            body = (
                f"func.func {vis}{name}(%src: {T}) -> {T} {{\n"
                f"  %c0 = arith.constant 0 : index\n  %v = memref.load %src[%c0] : {T}\n"
                f"  %three = arith.constant 3.0 : f32\n  %big = arith.cmpf ogt, %v, %three : f32\n"
                f"  %a = memref.alloc() : {T}\n  %b = memref.alloc() : {T}\n"
                f"  linalg.fill ins(%v : f32) outs(%a : {T})\n"
                f"  linalg.fill ins(%three : f32) outs(%b : {T})\n"
                f"  %r = scf.if %big -> ({T}) {{\n    scf.yield %a : {T}\n  }} else {{\n"
                f"    scf.yield %b : {T}\n  }}\n  return %r : {T}\n}}"
            )
        else:  # recursive: one new buffer per level
            body = (
                f"func.func {vis}{name}(%d: index, %src: {T}) -> {T} {{\n"
                f"  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n"
                f"  %one = arith.constant 1.0 : f32\n"
                f"  %new = memref.alloc() : {T}\n  memref.copy %src, %new : {T} to {T}\n"
                f"  %v = memref.load %new[%c0] : {T}\n  %w = arith.addf %v, %one : f32\n"
                f"  memref.store %w, %new[%c0] : {T}\n"
                f"  %stop = arith.cmpi eq, %d, %c0 : index\n"
                f"  %r = scf.if %stop -> ({T}) {{\n    scf.yield %new : {T}\n  }} else {{\n"
                f"    %e = arith.subi %d, %c1 : index\n"
                f"    %deeper = func.call {name}(%e, %new) : (index, {T}) -> {T}\n"
                f"    scf.yield %deeper : {T}\n  }}\n  return %r : {T}\n}}"
            )
        self.helpers.append(body)
        return name, kind == 3

    # -- structured control flow ----------------------------------------------------
    def region(self, env: list[str], depth: int, k: int, terminator: str) -> None:
        """Statements at one more indent level, then ``terminator`` yielding k buffers."""
        self.indent += 1
        inner = self.stmts(env, depth - 1, top=False) or self.s_alloc([], depth, False)
        vals = self.some(inner, k)
        if k:
            self.emit(f"{terminator} {', '.join(vals)} : {', '.join([T] * k)}")
        else:
            self.emit(terminator)
        self.indent -= 1

    def results(self, k: int) -> tuple[str, list[str]]:
        name = self.fresh("r")
        if k == 1:
            return name, [name]
        return f"{name}:{k}", [f"{name}#{i}" for i in range(k)]

    def s_if(self, env, depth, top):
        k = self.choose(3)
        c = self.cond()
        head, outs = self.results(k) if k else ("", [])
        types = f" -> ({', '.join([T] * k)})" if k else ""
        self.emit(f"{head + ' = ' if k else ''}scf.if {c}{types} {{")
        self.region(env, depth, k, "scf.yield")
        self.emit("} else {")
        self.region(env, depth, k, "scf.yield")
        self.emit("}")
        return env + outs

    def s_for(self, env, depth, top):
        k = min(self.choose(3), len(env))
        lb = self.const_index(0)
        ub = "%n" if self.choose(2) else self.const_index(self.choose(4))
        one = self.const_index(1)
        iv = self.fresh("i")
        inits = self.some(env, k)
        iters = [self.fresh("it") for _ in range(k)]
        head, outs = self.results(k) if k else ("", [])
        if k:
            args = ", ".join(f"{a} = {b}" for a, b in zip(iters, inits))
            self.emit(f"{head} = scf.for {iv} = {lb} to {ub} step {one} iter_args({args}) -> ({', '.join([T] * k)}) {{")
        else:
            self.emit(f"scf.for {iv} = {lb} to {ub} step {one} {{")
        self.region(env + iters, depth, k, "scf.yield")
        self.emit("}")
        return env + outs

    def s_while(self, env, depth, top):
        k = min(self.choose(2) + 1, len(env)) if env else 0
        if not k:
            return self.s_alloc(env, depth, top)
        zero, one = self.const_index(0), self.const_index(1)
        ub = "%n" if self.choose(2) else self.const_index(self.choose(3) + 1)
        i, bi = self.fresh("wi"), self.fresh("wj")
        carried = [self.fresh("wb") for _ in range(k)]
        after = [self.fresh("wa") for _ in range(k)]
        inits = self.some(env, k)
        head, outs = self.results(k + 1)
        tys = ", ".join(["index"] + [T] * k)
        args = ", ".join(f"{a} = {b}" for a, b in zip([i, *carried], [zero, *inits]))
        self.emit(f"{head} = scf.while ({args}) : ({tys}) -> ({tys}) {{")
        self.indent += 1
        go = self.fresh("go")
        forwarded = list(carried)
        if self.choose(3) == 0:  # allocate in the before region and forward it
            probe = self.fresh("probe")
            self.emit(f"{probe} = memref.alloc() : {T}")
            self.fill(probe)
            forwarded[0] = probe
        self.emit(f"{go} = arith.cmpi slt, {i}, {ub} : index")
        self.emit(f"scf.condition({go}) {', '.join([i, *forwarded])} : {tys}")
        self.indent -= 1
        self.emit("} do {")
        self.emit(f"^bb0({', '.join(f'{a}: {t}' for a, t in zip([bi, *after], ['index'] + [T] * k))}):")
        self.indent += 1
        inner = self.stmts(env + after, depth - 1, top=False)
        nxt = self.fresh("wn")
        self.emit(f"{nxt} = arith.addi {bi}, {one} : index")
        self.emit(f"scf.yield {', '.join([nxt, *self.some(inner or after, k)])} : {tys}")
        self.indent -= 1
        self.emit("}")
        return env + outs[1:]

    def s_region(self, env, depth, top):
        head, outs = self.results(1)
        self.emit(f"{head} = scf.execute_region -> {T} {{")
        self.region(env, depth, 1, "scf.yield")
        self.emit("}")
        return env + outs

    # -- unstructured control flow (function top level only) ----------------------
    def new_block(self, label: str, args: list[tuple[str, str]] | None = None) -> None:
        self.current = _Block(label, args or [])
        self.blocks.append(self.current)

    def branch(self, target: str, values: list[str], types: list[str]) -> None:
        if values:
            self.emit(f"cf.br {target}({', '.join(values)} : {', '.join(types)})")
        else:
            self.emit(f"cf.br {target}")

    def s_diamond(self, env, depth, top):
        k = self.choose(3)
        c = self.cond()
        then, other, join = self.label("then"), self.label("else"), self.label("join")
        joined = [self.fresh("j") for _ in range(k)]
        self.emit(f"cf.cond_br {c}, {then}, {other}")
        for label in (then, other):
            self.new_block(label)
            inner = self.stmts(env, depth - 1, top=True) or self.s_alloc([], depth, True)
            self.branch(join, self.some(inner, k), [T] * k)
        self.new_block(join, [(j, T) for j in joined])
        return env + joined

    def s_switch(self, env, depth, top):
        k = self.choose(2) + 1
        three = self.const_index(3)
        rem, sel = self.fresh("rem"), self.fresh("sw")
        self.emit(f"{rem} = arith.remui %n, {three} : index")
        self.emit(f"{sel} = arith.index_cast {rem} : index to i32")
        cases = [self.label("case") for _ in range(3)]
        join = self.label("join")
        joined = [self.fresh("j") for _ in range(k)]
        self.emit(f"cf.switch {sel} : i32, [")
        self.emit(f"  default: {cases[2]},")
        self.emit(f"  0: {cases[0]},")
        self.emit(f"  1: {cases[1]}")
        self.emit("]")
        for label in cases:
            self.new_block(label)
            inner = self.stmts(env, depth - 1, top=True) or self.s_alloc([], depth, True)
            self.branch(join, self.some(inner, k), [T] * k)
        self.new_block(join, [(j, T) for j in joined])
        return env + joined

    def s_cf_loop(self, env, depth, top):
        k = min(self.choose(2) + 1, len(env)) if env else 0
        zero, one = self.const_index(0), self.const_index(1)
        ub = "%n" if self.choose(2) else self.const_index(self.choose(3) + 1)
        head, body, done = self.label("head"), self.label("body"), self.label("exit")
        i = self.fresh("li")
        carried = [self.fresh("lb") for _ in range(k)]
        self.branch(head, [zero, *self.some(env, k)], ["index"] + [T] * k)
        self.new_block(head, [(i, "index")] + [(c, T) for c in carried])
        go = self.fresh("go")
        self.emit(f"{go} = arith.cmpi slt, {i}, {ub} : index")
        self.emit(f"cf.cond_br {go}, {body}, {done}")
        self.new_block(body)
        inner = self.stmts(env + carried, depth - 1, top=True) or carried
        nxt = self.fresh("ln")
        self.emit(f"{nxt} = arith.addi {i}, {one} : index")
        self.branch(head, [nxt, *self.some(inner or env + carried, k)], ["index"] + [T] * k)
        self.new_block(done)
        return env + carried

    # -- the module ------------------------------------------------------------------
    def function(self, depth: int) -> str:
        env = self.stmts(["%arg"], depth, top=True)
        seen = list(dict.fromkeys(env + ["%arg"]))
        total = None
        for buf in seen:
            for j in range(4):
                idx = self.const_index(j)
                x = self.fresh("sum")
                self.emit(f"{x} = memref.load {buf}[{idx}] : {T}")
                if total is not None:
                    acc = self.fresh("acc")
                    self.emit(f"{acc} = arith.addf {total}, {x} : f32")
                    x = acc
                total = x
        self.emit(f"vector.print {total} : f32")
        self.emit("return")
        out = [f"func.func @f(%p: i1, %q: i1, %n: index, %arg: {T}) {{"]
        for block in self.blocks:
            if block.label is not None:
                args = ", ".join(f"{a}: {t}" for a, t in block.args)
                out.append(f"{block.label}({args}):" if args else f"{block.label}:")
            out.extend(block.lines)
        out.append("}")
        return "\n".join(out)


MAIN = f"""func.func @main() {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %t = arith.constant true
  %f = arith.constant false
  %one = arith.constant 1.0 : f32
  %arg = memref.alloc() : {T}
  linalg.fill ins(%one : f32) outs(%arg : {T})
  call @f(%t, %f, %c0, %arg) : (i1, i1, index, {T}) -> ()
  call @f(%f, %t, %c2, %arg) : (i1, i1, index, {T}) -> ()
  call @f(%t, %t, %c3, %arg) : (i1, i1, index, {T}) -> ()
  %a0 = memref.load %arg[%c0] : {T}
  %a1 = memref.load %arg[%c1] : {T}
  %s = arith.addf %a0, %a1 : f32
  vector.print %s : f32
  return
}}"""


def generate(
    choose: Callable[[int], int],
    *,
    cf_loops: bool = True,
    switch: bool = True,
    depth: int = 3,
    budget: int = 14,
    pools: bool = False,
) -> str:
    """One random program (see the module docstring)."""
    gen = _Gen(choose, cf_loops, switch, budget, pools)
    body = gen.function(depth)
    header = "// A random program of tests/exec/program_gen.py.\n"
    return header + "\n\n".join([*gen.helpers, body, MAIN]) + "\n"
