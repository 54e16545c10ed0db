#!/usr/bin/env python3
"""Deterministic generator of realistic *bufferized* MLIR modules.

    python benchmarks/genmod.py --lines 10000 --seed 1 -o out.mlir
    python benchmarks/genmod.py --lines 500 --seed 3 --deallocs none   # to stdout

or, from Python::

    from genmod import generate          # benchmarks/ on sys.path
    text = generate(10_000, seed=1, deallocs="all")

The module looks like the output of one-shot bufferization followed by a bit
of hand editing: many functions (10-80 lines each, public and private, a few
external declarations) mixing ``memref.alloc``/``alloca`` with static and
dynamic shapes, views (``memref.subview``, ``memref.cast``,
``memref.reinterpret_cast``), ``memref.load``/``store``/``copy``/``dim``,
``linalg.fill`` and ``linalg.generic`` on memrefs, ``arith`` ops,
``func.call`` between the generated functions, unstructured control flow
(``cf.cond_br`` diamonds whose join blocks take scalar and memref block
arguments, ``cf`` loops with block arguments, early returns), ``scf.for``
with ``iter_args``, ``scf.if`` with results, ``scf.while``, comments and
blank lines.

``--deallocs`` says where ``memref.dealloc`` goes:

* ``none``: no deallocation at all (the input of the deallocation pipeline);
* ``all``: every owned buffer is freed where a careful programmer would free it
  (end of the scope that allocated it, unless it escapes through a return,
  a yield or a branch to a join block, in which case its new owner frees it);
* ``some``: each of those deallocations is written with probability 1/2
  (leaks, as in real half-finished code).

Every module is accepted by ``mlir-opt``.  Upstream's ownership-based
deallocation rejects CFG loops ("Only structured control-flow loops are
supported"), so ``cf`` loops are generated only when ``--cf-loops`` says so;
the default is *on* unless ``--deallocs none``, which keeps the ``none``
modules accepted by ``mlir-opt --buffer-deallocation-pipeline``.

The output depends only on (lines, seed, deallocs, cf_loops) and on this file.
"""

from __future__ import annotations

import argparse
import random
import sys

__all__ = ["generate", "DEALLOC_MODES"]

DEALLOC_MODES = ("none", "some", "all")

ALIASES = (
    "#map = affine_map<(d0) -> (d0)>",
    "#map1 = affine_map<(d0, d1) -> (d0, d1)>",
    "#map2 = affine_map<(d0, d1) -> (d0)>",
)

EXTERNALS = (
    ("printMemrefF32", ("memref<*xf32>",), ()),
    ("ext_checksum", ("memref<?xf32>", "index"), ("f32",)),
    ("ext_log_i32", ("i32",), ()),
)

FUNC_STEMS = (
    "matmul_tile",
    "reduce_rows",
    "scale",
    "normalize",
    "stencil3",
    "pack",
    "accumulate",
    "softmax_row",
    "copy_block",
    "transpose_tile",
    "axpy",
    "relu",
    "histogram",
    "prefix_sum",
    "blur",
    "gather",
    "scatter_add",
    "init_buffers",
    "dot",
    "update_state",
    "residual",
    "clamp",
    "conv1d",
    "pool2x2",
)

COMMENTS = (
    "compute the partial result into a temporary",
    "TODO: fuse with the producer",
    "hoisted out of the loop by hand",
    "tile of the output",
    "boundary handling",
    "accumulate in registers, then write back",
    "scratch space for this stage",
    "keep a copy of the input",
    "NOTE: the size is only known at runtime",
    "reduce over the inner dimension",
    "stage 2",
    "fast path",
)


# ---------------------------------------------------------------------------
# types


class MemRefT:
    """A ranked memref type; ``None`` dims/strides/offset are dynamic (``?``);
    ``strides is None`` is the identity layout."""

    __slots__ = ("shape", "elem", "strides", "offset", "text")

    def __init__(self, shape, elem, strides=None, offset=0):
        self.shape = tuple(shape)
        self.elem = elem
        self.strides = None if strides is None else tuple(strides)
        self.offset = offset
        dims = "".join(("?" if d is None else str(d)) + "x" for d in self.shape)
        text = f"memref<{dims}{elem}"
        if self.strides is not None:
            st = ", ".join("?" if s is None else str(s) for s in self.strides)
            if offset == 0:
                text += f", strided<[{st}]>"
            else:
                text += f", strided<[{st}], offset: {'?' if offset is None else offset}>"
        self.text = text + ">"

    def __str__(self):
        return self.text

    @property
    def rank(self):
        return len(self.shape)

    @property
    def identity(self):
        return self.strides is None

    def eff_strides(self):
        if self.strides is not None:
            return self.strides
        out = [1] * self.rank
        acc = 1
        for i in range(self.rank - 1, -1, -1):
            out[i] = acc
            d = self.shape[i]
            acc = None if (acc is None or d is None) else acc * d
        return tuple(out)

    def eff_offset(self):
        return 0 if self.strides is None else self.offset


def _m(shape, elem="f32", strides=None, offset=0):
    return MemRefT(shape, elem, strides, offset)


# Types of allocations and of function arguments.
ALLOC_TYPES = (
    _m((16,)),
    _m((64,)),
    _m((8, 16)),
    _m((4, 4)),
    _m((32,), "i32"),
    _m((8,), "f64"),
    _m((None,)),
    _m((None, None)),
    _m((None,), "i32"),
    _m((16, None)),
)
ARG_MEMREF_TYPES = ALLOC_TYPES + (_m((None,), "f32", (None,), None),)
SCALAR_TYPES = ("index", "f32", "i32", "f64")


class Root:
    """An owned buffer: the result of memref.alloc, of a call returning a
    memref, or of a join (block argument / scf.if result) of fresh buffers."""

    __slots__ = ("name", "type", "escaped")

    def __init__(self, name, type_):
        self.name = name
        self.type = type_
        self.escaped = False


class V:
    """An SSA value visible to the generator."""

    __slots__ = ("name", "type", "mt", "roots", "root", "tag", "lo", "blk", "rbr")

    def __init__(self, name, type_, mt=None, roots=(), root=None, tag=None, lo=None):
        self.name = name
        self.type = type_
        self.mt = mt
        self.roots = roots  # owned buffers this memref may point into
        self.root = root  # the Root when this value *is* an owned buffer
        self.tag = tag  # "iv" for loop induction variables, "size" for sizes
        # What canonicalization may fold the value to: for an index, its
        # constant value (None: never a constant); for a memref, per dim, the
        # smallest static size it may fold to (None: never static).  Keeps
        # static subviews in bounds after folding.
        self.lo = lo if (lo is not None or mt is None) else mt.shape
        self.blk = 0  # block of the function region that defines it
        self.rbr = False  # a result of scf.for/if/while


class Scope:
    __slots__ = ("values", "roots")

    def __init__(self):
        self.values: list[V] = []
        self.roots: list[Root] = []


class FuncSig:
    __slots__ = ("name", "args", "results", "private", "external")

    def __init__(self, name, args, results, private, external=False):
        self.name = name
        self.args = tuple(args)
        self.results = tuple(results)
        self.private = private
        self.external = external

    def type_text(self):
        res = ", ".join(self.results)
        return f"({', '.join(self.args)}) -> " + (f"({res})" if len(self.results) != 1 else res)


def _merge_roots(*groups):
    out = []
    for g in groups:
        for r in g:
            if all(r is not x for x in out):
                out.append(r)
    return tuple(out)


def _merge_lo(*los):
    out = []
    for dims in zip(*los):
        ints = [d for d in dims if d is not None]
        out.append(min(ints) if ints else None)
    return tuple(out)


def _float(x: float) -> str:
    return f"{x:.6e}"


# ---------------------------------------------------------------------------
# one function


class FuncGen:
    def __init__(self, mod: ModuleGen, sig: FuncSig, cfg: bool, target: int):
        self.mod = mod
        self.rng = mod.rng
        self.sig = sig
        self.cfg = cfg
        self.target = target
        self.lines: list[str] = []
        self.ind = 1
        self.scopes = [Scope()]
        self.used: set[str] = set()
        self.suffix = 0
        self.num = 0
        self.argn = 0
        self.const_lines: list[str] = []
        self.consts: dict[tuple[str, str], V] = {}
        self.block = 0  # number of the block being written (cf functions)
        self.nblocks = 0
        self.ret_buffer: V | None = None

    # -- naming and emission -------------------------------------------------

    def fresh(self, base: str | None = None) -> str:
        if base is None:
            self.num += 1
            return f"%{self.num - 1}"
        if base not in self.used:
            self.used.add(base)
            return f"%{base}"
        while True:
            name = f"{base}_{self.suffix}"
            self.suffix += 1
            if name not in self.used:
                self.used.add(name)
                return f"%{name}"

    def arg_name(self) -> str:
        self.argn += 1
        return f"%arg{self.argn - 1}"

    def emit(self, text: str) -> None:
        self.lines.append("  " * self.ind + text)

    def label(self, text: str) -> None:
        self.lines.append("  " * (self.ind - 1) + text)

    def add(self, v: V) -> V:
        v.blk = self.block
        self.scopes[-1].values.append(v)
        return v

    @property
    def nocreate(self) -> bool:
        """True where a new memref would trip upstream's ValueComparator
        (see ``ModuleGen.safe``): directly in a non-entry block of the function."""
        return self.mod.safe and self.cfg and self.ind == 1 and self.block != 0

    @property
    def noresults(self) -> bool:
        """True where an scf op must not have results (see ``ModuleGen.safe``):
        directly in the body of a function with cf branches."""
        return self.mod.safe and self.cfg and self.ind == 1

    def retire_block_memrefs(self) -> None:
        """In safe mode, memrefs defined in a non-entry block of the function
        region, and results of scf ops, are not used past the terminator of
        the block that defines them (see ``ModuleGen.safe``)."""
        if self.mod.safe:
            for sc in self.scopes:
                sc.values = [v for v in sc.values if not v.rbr and (v.mt is None or v.blk == 0)]

    def new_root(self, name: str, type_: str) -> Root:
        r = Root(name, type_)
        self.scopes[-1].roots.append(r)
        return r

    def used_lines(self) -> int:
        return len(self.lines) + len(self.const_lines)

    def budget(self) -> int:
        return self.target - self.used_lines()

    # -- lookup ------------------------------------------------------------

    def visible(self, type_: str) -> list[V]:
        return [v for s in self.scopes for v in s.values if v.type == type_]

    def memrefs(self, pred=None, nested: bool = False) -> list[V]:
        """Visible memrefs (satisfying ``pred`` on the type).  ``nested``: the
        value will be used inside a region that is about to be opened."""
        flat_ok = self.ind == 1 and not nested
        return [
            v
            for s in self.scopes
            for v in s.values
            if v.mt is not None and (pred is None or pred(v.mt)) and (flat_ok or v.tag != "flat")
        ]

    def pick(self, seq):
        return seq[self.rng.randrange(len(seq))]

    def const(self, type_: str, value) -> V:
        key = (type_, str(value))
        v = self.consts.get(key)
        if v is not None:
            return v
        if type_ == "index":
            name = self.fresh(f"c{value}")
            text = f"{name} = arith.constant {value} : index"
        elif type_ == "i1":
            name = self.fresh("true" if value else "false")
            text = f"{name} = arith.constant {'true' if value else 'false'}"
        elif type_.startswith("i"):
            name = self.fresh(f"c{value}_{type_}")
            text = f"{name} = arith.constant {value} : {type_}"
        else:
            name = self.fresh("cst")
            text = f"{name} = arith.constant {_float(value)} : {type_}"
        self.const_lines.append(text)
        v = V(name, type_, lo=value if type_ == "index" else None)
        self.consts[key] = v
        self.scopes[0].values.append(v)
        return v

    def rand_const(self, type_: str) -> V:
        r = self.rng
        if type_ == "index":
            return self.const("index", r.choice((0, 1, 2, 4, 8, 16)))
        if type_ == "i1":
            return self.const("i1", r.random() < 0.5)
        if type_.startswith("i"):
            return self.const(type_, r.choice((0, 1, 3, 7, 42)))
        return self.const(type_, r.choice((0.0, 1.0, 0.5, 2.0, -1.0, 1.0e-3)))

    def scalar(self, type_: str) -> V:
        cands = self.visible(type_)
        if not cands or self.rng.random() < 0.3:
            return self.rand_const(type_)
        return self.pick(cands)

    def size(self) -> V:
        """An index value usable as a dynamic size."""
        r = self.rng
        sized = [v for v in self.visible("index") if v.tag == "size"]
        if sized and r.random() < 0.6:
            return self.pick(sized)
        dyn = self.memrefs(lambda mt: any(d is None for d in mt.shape))
        if dyn and r.random() < 0.5:
            return self.dim(self.pick(dyn))
        return self.const("index", r.choice((16, 32, 64)))

    def cond(self) -> V:
        r = self.rng
        cands = self.visible("i1")
        if cands and r.random() < 0.4:
            return self.pick(cands)
        name = self.fresh()
        if r.random() < 0.7:
            a, b = self.scalar("index"), self.scalar("index")
            pred = r.choice(("slt", "ult", "eq", "ne", "sge"))
            self.emit(f"{name} = arith.cmpi {pred}, {a.name}, {b.name} : index")
        else:
            a, b = self.scalar("f32"), self.scalar("f32")
            pred = r.choice(("olt", "ogt", "oge", "une"))
            self.emit(f"{name} = arith.cmpf {pred}, {a.name}, {b.name} : f32")
        return self.add(V(name, "i1"))

    def indices(self, mt: MemRefT) -> list[str]:
        ivs = [v for v in self.visible("index") if v.tag == "iv"]
        out = []
        for d in mt.shape:
            if ivs and self.rng.random() < 0.5:
                out.append(self.pick(ivs).name)
            elif d is None:
                out.append(self.const("index", self.rng.choice((0, 1))).name)
            else:
                out.append(self.const("index", self.rng.randrange(min(d, 8))).name)
        return out

    # -- memref values -------------------------------------------------------

    def dim(self, v: V, i: int | None = None) -> V:
        if i is None:
            dyn = [k for k, d in enumerate(v.mt.shape) if d is None] or [0]
            i = self.pick(dyn)
        name = self.fresh("dim")
        self.emit(f"{name} = memref.dim {v.name}, {self.const('index', i).name} : {v.type}")
        return self.add(V(name, "index", tag="size", lo=v.lo[i]))

    def alloc(
        self, mt: MemRefT | None = None, stack: bool | None = None, init: bool = True, sizes: list[V] | None = None
    ) -> V:
        r = self.rng
        if mt is None:
            mt = self.pick(ALLOC_TYPES)
        if stack is None:
            stack = r.random() < 0.2
        if sizes is None:
            sizes = [self.size() for d in mt.shape if d is None]
        operands = ", ".join(s.name for s in sizes)
        op = "memref.alloca" if stack else "memref.alloc"
        attr = " {alignment = 64 : i64}" if (not stack and r.random() < 0.5) else ""
        name = self.fresh("alloca" if stack else "alloc")
        self.emit(f"{name} = {op}({operands}){attr} : {mt}")
        it = iter(sizes)
        lo = tuple(d if d is not None else next(it).lo for d in mt.shape)
        if stack:
            v = self.add(V(name, mt.text, mt, lo=lo))
        else:
            root = self.new_root(name, mt.text)
            v = self.add(V(name, mt.text, mt, (root,), root, lo=lo))
        if init and r.random() < 0.6:
            self.fill_op(v)
        return v

    def memref_of(self, mt: MemRefT) -> V:
        """A value of type ``mt``: a visible one, a cast of a visible one, or a new buffer."""
        r = self.rng
        exact = self.memrefs(lambda m: m.text == mt.text)
        if exact and r.random() < 0.85:
            return self.pick(exact)

        def castable(m: MemRefT) -> bool:
            if m.elem != mt.elem or m.rank != mt.rank or m.text == mt.text:
                return False
            if any(a is not None and b is not None and a != b for a, b in zip(m.shape, mt.shape)):
                return False
            if any(b is not None and a is None for a, b in zip(m.shape, mt.shape)):
                return False
            if mt.identity:
                return m.identity
            return all(s is None for s in mt.strides) and mt.offset is None

        srcs = self.memrefs(castable)
        if srcs and r.random() < 0.8:
            return self.cast(self.pick(srcs), mt)
        if mt.identity:
            return self.alloc(mt, stack=r.random() < 0.15)
        base = self.alloc(MemRefT(mt.shape, mt.elem))
        return self.cast(base, mt)

    def cast(self, src: V, mt: MemRefT) -> V:
        name = self.fresh("cast")
        self.emit(f"{name} = memref.cast {src.name} : {src.type} to {mt}")
        return self.add(V(name, mt.text, mt, src.roots, lo=src.lo))

    def subview(self, src: V) -> V:
        r = self.rng
        mt = src.mt
        strides = mt.eff_strides()
        offset = mt.eff_offset()
        offs, sizes, shape, lo = [], [], [], []
        for k, d in enumerate(mt.shape):
            known = d if d is not None else src.lo[k]
            if known is not None and known <= 2:
                offs.append("0")
                sizes.append(str(known))
                shape.append(known)
                lo.append(known)
                continue
            limit = known if known is not None else 16
            size = r.choice([s for s in (1, 2, 4, 8) if s < limit] or [1])
            if known is None and r.random() < 0.3:
                sz = self.size()
                sizes.append(sz.name)
                shape.append(None)
                lo.append(sz.lo)
            else:
                sizes.append(str(size))
                shape.append(size)
                lo.append(size)
            if d is None and known is not None:
                # may fold to a static size: stay in bounds of the smallest
                o = r.randrange(0, known - size + 1)
                offs.append(str(o))
                if o and offset is not None:
                    offset = None if strides[k] is None else offset + o * strides[k]
            elif r.random() < 0.4:
                offs.append(
                    self.scalar("index").name
                    if d is None
                    else self.const("index", r.randrange(0, max(1, limit - size))).name
                )
                offset = None
            else:
                o = 0 if d is None else r.randrange(0, max(1, limit - size))
                offs.append(str(o))
                if offset is not None and o:
                    offset = None if strides[k] is None else offset + o * strides[k]
        res = MemRefT(shape, mt.elem, strides, offset)
        name = self.fresh("subview")
        ones = ", ".join("1" for _ in shape)
        self.emit(
            f"{name} = memref.subview {src.name}[{', '.join(offs)}] [{', '.join(sizes)}] [{ones}] : {src.type} to {res}"
        )
        return self.add(V(name, res.text, res, src.roots, lo=tuple(lo)))

    def reinterpret(self, src: V) -> V | None:
        r = self.rng
        mt = src.mt
        if not mt.identity or mt.rank != 1:
            return None
        name = self.fresh("reinterpret_cast")
        d = mt.shape[0]
        if d is not None and d >= 16:
            rows = r.choice([x for x in (4, 8) if d % x == 0 and d // x >= 4])
            cols = d // rows
            res = MemRefT((rows, cols), mt.elem)
            self.emit(
                f"{name} = memref.reinterpret_cast {src.name} to offset: [0], sizes: "
                f"[{rows}, {cols}], strides: [{cols}, 1] : {mt} to {res}"
            )
        else:
            off, n = self.scalar("index"), self.size()
            res = MemRefT((None,), mt.elem, (1,), None)
            self.emit(
                f"{name} = memref.reinterpret_cast {src.name} to offset: [{off.name}], "
                f"sizes: [{n.name}], strides: [1] : {mt} to {res}"
            )
            return self.add(V(name, res.text, res, src.roots, lo=(n.lo,)))
        return self.add(V(name, res.text, res, src.roots))

    # -- statements ------------------------------------------------------------

    def fill_op(self, v: V | None = None) -> None:
        if v is None:
            cands = self.memrefs()
            if not cands:
                return
            v = self.pick(cands)
        c = self.scalar(v.mt.elem)
        self.emit(f"linalg.fill ins({c.name} : {c.type}) outs({v.name} : {v.type})")

    def s_alloc(self, depth):
        self.alloc()

    def s_view(self, depth):
        r = self.rng
        cands = self.memrefs()
        if not cands:
            self.alloc()
            return
        src = self.pick(cands)
        k = r.random()
        if k < 0.5:
            v = self.subview(src)
        elif k < 0.8:
            mt = src.mt
            if mt.identity and any(d is not None for d in mt.shape):
                target = MemRefT([None] * mt.rank, mt.elem)
            else:
                target = MemRefT(mt.shape, mt.elem, [None] * mt.rank, None)
            if target.text == mt.text:
                v = self.subview(src)
            else:
                v = self.cast(src, target)
        else:
            v = self.reinterpret(src) or self.subview(src)
        if r.random() < 0.5:
            self.s_load_store(depth, v)

    def s_load_store(self, depth, src: V | None = None):
        r = self.rng
        cands = self.memrefs()
        if src is None:
            if cands:
                src = self.pick(cands)
            elif self.nocreate:
                self.s_arith(depth)
                return
            else:
                src = self.alloc()
        elem = src.mt.elem
        x = self.fresh()
        self.emit(f"{x} = memref.load {src.name}[{', '.join(self.indices(src.mt))}] : {src.type}")
        val = self.add(V(x, elem))
        for _ in range(r.randrange(1, 3)):
            other = self.scalar(elem)
            y = self.fresh()
            if elem.startswith("f"):
                op = r.choice(("addf", "mulf", "subf", "maximumf", "divf"))
            else:
                op = r.choice(("addi", "muli", "subi", "andi", "maxsi"))
            self.emit(f"{y} = arith.{op} {val.name}, {other.name} : {elem}")
            val = self.add(V(y, elem))
        dsts = [v for v in cands if v.mt.elem == elem] or [src]
        dst = self.pick(dsts)
        self.emit(f"memref.store {val.name}, {dst.name}[{', '.join(self.indices(dst.mt))}] : {dst.type}")

    def s_copy(self, depth):
        r = self.rng
        cands = self.memrefs()
        if not cands:
            self.alloc()
            return
        src = self.pick(cands)
        static = all(d is not None for d in src.mt.shape)
        same = [v for v in cands if v.type == src.type and v is not src] if static else []
        if same and r.random() < 0.5:
            dst = self.pick(same)
        else:
            if self.rng.random() < 0.4:
                self.emit(f"// {self.pick(('materialize the view', 'private copy', 'snapshot'))}")
            mt = MemRefT(src.mt.shape, src.mt.elem)
            sizes = [self.dim(src, k) for k, d in enumerate(src.mt.shape) if d is None]
            dst = self.alloc(mt, stack=False, init=False, sizes=sizes)
        self.emit(f"memref.copy {src.name}, {dst.name} : {src.type} to {dst.type}")

    def s_fill(self, depth):
        self.fill_op()

    def s_generic(self, depth):
        r = self.rng
        outs = self.memrefs(lambda m: m.elem == "f32" and m.rank in (1, 2))
        nocreate = self.nocreate
        if outs:
            out = self.pick(outs)
        elif nocreate:
            self.s_fill(depth)
            return
        else:
            out = self.alloc(self.pick((_m((16,)), _m((8, 16)), _m((None,)))))
        mt = out.mt
        if mt.rank == 2 and r.random() < 0.3 and not nocreate:
            # row reduction into a 1-D buffer
            if mt.shape[0] is None:
                red = self.alloc(_m((None,)), stack=False, sizes=[self.dim(out, 0)])
            else:
                red = self.memref_of(MemRefT((mt.shape[0],), "f32"))
            self.emit(
                f"linalg.generic {{indexing_maps = [#map1, #map2], iterator_types = "
                f'["parallel", "reduction"]}} ins({out.name} : {out.type}) '
                f"outs({red.name} : {red.type}) {{"
            )
            a, b = self.fresh("in"), self.fresh("out")
            self.label(f"^bb0({a}: f32, {b}: f32):")
            y = self.fresh()
            self.emit(f"  {y} = arith.addf {a}, {b} : f32")
            self.emit(f"  linalg.yield {y} : f32")
            self.emit("}")
            return
        n_in = r.choice((1, 2))
        if all(d is not None for d in mt.shape):
            same = [v for v in self.memrefs(lambda m: m.elem == "f32" and m.shape == mt.shape) if v is not out]
            ins = [self.pick(same) for _ in range(n_in)] if same else [out]
        elif r.random() < 0.5 and not nocreate:
            # dynamic shapes: a temporary of the same runtime size (or in place)
            sizes = [self.dim(out, k) for k, d in enumerate(mt.shape) if d is None]
            ins = [self.alloc(MemRefT(mt.shape, "f32"), stack=False, sizes=sizes)]
        else:
            ins = [out]
        amap = "#map" if mt.rank == 1 else "#map1"
        iters = ", ".join('"parallel"' for _ in range(mt.rank))
        maps = ", ".join(amap for _ in range(len(ins) + 1))
        self.emit(
            f"linalg.generic {{indexing_maps = [{maps}], iterator_types = [{iters}]}} "
            f"ins({', '.join(v.name for v in ins)} : {', '.join(v.type for v in ins)}) "
            f"outs({out.name} : {out.type}) {{"
        )
        names = [self.fresh("in") for _ in ins]
        o = self.fresh("out")
        self.label("^bb0(" + ", ".join(f"{n}: f32" for n in names + [o]) + "):")
        acc = names[0]
        for n in names[1:] + [o]:
            y = self.fresh()
            self.emit(f"  {y} = arith.{r.choice(('addf', 'mulf', 'maximumf'))} {acc}, {n} : f32")
            acc = y
        if r.random() < 0.4:
            c = self.scalar("f32")
            y = self.fresh()
            self.emit(f"  {y} = arith.mulf {acc}, {c.name} : f32")
            acc = y
        self.emit(f"  linalg.yield {acc} : f32")
        self.emit("}")

    def s_arith(self, depth):
        r = self.rng
        k = r.random()
        if k < 0.35:
            a = self.scalar("index")
            op = r.choice(("addi", "muli", "subi", "divui", "remui"))
            b = self.const("index", r.choice((2, 4, 8))) if op in ("divui", "remui") else self.scalar("index")
            y = self.fresh()
            self.emit(f"{y} = arith.{op} {a.name}, {b.name} : index")
            self.add(V(y, "index"))
            if r.random() < 0.5:
                z = self.fresh()
                self.emit(f"{z} = arith.index_cast {y} : index to i32")
                self.add(V(z, "i32"))
        elif k < 0.7:
            a, b = self.scalar("f32"), self.scalar("f32")
            y = self.fresh()
            self.emit(f"{y} = arith.{r.choice(('addf', 'mulf', 'subf', 'divf'))} {a.name}, {b.name} : f32")
            self.add(V(y, "f32"))
            if r.random() < 0.4:
                c = self.cond()
                z = self.fresh()
                self.emit(f"{z} = arith.select {c.name}, {y}, {self.scalar('f32').name} : f32")
                self.add(V(z, "f32"))
        elif k < 0.85:
            a = self.scalar("i32")
            y = self.fresh()
            self.emit(f"{y} = arith.sitofp {a.name} : i32 to f32")
            self.add(V(y, "f32"))
        else:
            a, b = self.scalar("f64"), self.scalar("f64")
            y = self.fresh()
            self.emit(f"{y} = arith.addf {a.name}, {b.name} : f64")
            z = self.fresh()
            self.emit(f"{z} = arith.truncf {y} : f64 to f32")
            self.add(V(y, "f64"))
            self.add(V(z, "f32"))

    def s_dim(self, depth):
        dyn = self.memrefs(lambda mt: any(d is None for d in mt.shape))
        if dyn:
            self.dim(self.pick(dyn))
        else:
            self.s_arith(depth)

    def s_comment(self, depth):
        if self.rng.random() < 0.3:
            self.lines.append("")
        self.emit(f"// {self.pick(COMMENTS)}")

    def s_call(self, depth):
        r = self.rng
        callees = self.mod.sigs
        if not callees:
            self.s_arith(depth)
            return
        if self.nocreate:
            # only callees that need no new memref: exact arguments at hand, no memref result
            have = {v.type for v in self.memrefs()}
            callees = [
                c
                for c in callees
                if not any(t.startswith("memref") for t in c.results)
                and all(t in have for t in c.args if t.startswith("memref"))
            ]
            if not callees:
                self.s_arith(depth)
                return
        # prefer recent functions, as real modules call their neighbours
        k = len(callees) - 1 - min(int(r.expovariate(0.15)), len(callees) - 1)
        sig = callees[k]
        args = []
        for t in sig.args:
            if t.startswith("memref<*"):
                srcs = self.memrefs(lambda m: m.elem == "f32" and m.identity)
                src = self.pick(srcs) if srcs else self.alloc(_m((None,)))
                name = self.fresh("cast")
                self.emit(f"{name} = memref.cast {src.name} : {src.type} to {t}")
                args.append(self.add(V(name, t, None, src.roots)))
            elif t.startswith("memref"):
                if self.nocreate:
                    args.append(self.pick(self.memrefs(lambda m, t=t: m.text == t)))
                else:
                    args.append(self.memref_of(_parse_memref(t)))
            else:
                args.append(self.scalar(t))
        # the short form needs func as the default dialect: only directly in the body
        op = "call" if (self.ind == 1 and r.random() < 0.8) else "func.call"
        argtext = ", ".join(a.name for a in args)
        if sig.results:
            name = self.fresh()
            lhs = name if len(sig.results) == 1 else f"{name}:{len(sig.results)}"
            self.emit(f"{lhs} = {op} @{sig.name}({argtext}) : {sig.type_text()}")
            for i, t in enumerate(sig.results):
                vn = name if len(sig.results) == 1 else f"{name}#{i}"
                if t.startswith("memref"):
                    root = self.new_root(vn, t)
                    self.add(V(vn, t, _parse_memref(t), (root,), root))
                else:
                    self.add(V(vn, t))
        else:
            self.emit(f"{op} @{sig.name}({argtext}) : {sig.type_text()}")

    # structured control flow ------------------------------------------------

    def push(self):
        self.scopes.append(Scope())
        self.ind += 1

    def pop(self, free: bool = True):
        scope = self.scopes[-1]
        if free:
            self.free(scope.roots)
        self.scopes.pop()
        self.ind -= 1

    def free(self, roots):
        mode = self.mod.deallocs
        if mode == "none":
            return
        for root in roots:
            if root.escaped:
                continue
            if mode == "some" and self.rng.random() < 0.5:
                continue
            self.emit(f"memref.dealloc {root.name} : {root.type}")

    def body(self, depth: int, budget: int) -> None:
        stop = self.used_lines() + budget
        while self.used_lines() < stop:
            self.stmt(depth, stop - self.used_lines())

    def s_for(self, depth):
        r = self.rng
        cands = self.memrefs(lambda m: m.elem in ("f32", "f64"), nested=True)
        if not cands and self.nocreate:
            self.s_arith(depth)
            return
        src = self.pick(cands) if cands else self.alloc(_m((None,)))
        mt = src.mt
        d = mt.shape[0]
        ub = self.const("index", d) if d is not None else self.dim(src, 0)
        lb, step = self.const("index", 0), self.const("index", 1)
        elem = mt.elem
        iv = self.arg_name()
        carried: list[tuple[str, V, str]] = []  # (region arg name, init, type)
        noresults = self.noresults
        if r.random() < 0.75 and not noresults:
            carried.append((self.arg_name(), self.scalar(elem), elem))
        if r.random() < 0.25 and not noresults:
            carried.append((self.arg_name(), self.scalar("index"), "index"))
        mem_other = None
        if r.random() < 0.15 and not self.nocreate and not noresults:
            init = self.pick(self.memrefs())
            same = [v for v in self.memrefs(lambda m: m.text == init.type, nested=True) if v is not init]
            mem_other = self.pick(same) if same else None
            carried.append((self.arg_name(), init, init.type))
        res = self.fresh() if carried else None
        head = f"scf.for {iv} = {lb.name} to {ub.name} step {step.name}"
        if carried:
            inits = ", ".join(f"{a} = {v.name}" for a, v, _ in carried)
            types = ", ".join(t for _, _, t in carried)
            lhs = res if len(carried) == 1 else f"{res}:{len(carried)}"
            self.emit(f"{lhs} = {head} iter_args({inits}) -> ({types}) {{")
        else:
            self.emit(f"{head} {{")
        self.push()
        self.add(V(iv, "index", tag="iv"))
        region_vals = []
        for a, init, t in carried:
            if t.startswith("memref"):
                roots = _merge_roots(init.roots, mem_other.roots if mem_other else ())
                lo = _merge_lo(init.lo, mem_other.lo) if mem_other else init.lo
                rv = self.add(V(a, t, init.mt, roots, lo=lo))
            else:
                rv = self.add(V(a, t))
            region_vals.append(rv)
        yields = []
        load = None
        if mt.rank >= 1:
            load = self.fresh()
            idx = [iv] + [self.const("index", 0).name for _ in range(mt.rank - 1)]
            self.emit(f"{load} = memref.load {src.name}[{', '.join(idx)}] : {src.type}")
        if depth < 2 and self.budget() > 8 and r.random() < 0.6:
            self.body(depth + 1, r.randrange(1, min(8, self.budget() - 4)))
        elif not carried and load is not None:
            dsts = self.memrefs(lambda m: m.elem == elem)
            dst = self.pick(dsts)
            self.emit(f"memref.store {load}, {dst.name}[{', '.join(self.indices(dst.mt))}] : {dst.type}")
        for (a, _init, t), _rv in zip(carried, region_vals):
            if t == elem and load is not None:
                y = self.fresh()
                self.emit(f"{y} = arith.{r.choice(('addf', 'maximumf', 'mulf'))} {a}, {load} : {t}")
                yields.append((y, t))
            elif t == "index":
                y = self.fresh()
                self.emit(f"{y} = arith.addi {a}, {iv} : index")
                yields.append((y, t))
            elif t.startswith("memref"):
                yields.append(((mem_other.name if (mem_other and r.random() < 0.5) else a), t))
            else:
                yields.append((a, t))
        self.pop()
        if yields:
            self.emit("  " + "scf.yield " + ", ".join(n for n, _ in yields) + " : " + ", ".join(t for _, t in yields))
        self.emit("}")
        for i, ((_a, _init, t), rv) in enumerate(zip(carried, region_vals)):
            name = res if len(carried) == 1 else f"{res}#{i}"
            self.add(V(name, t, rv.mt, rv.roots, lo=rv.lo)).rbr = True

    def s_if(self, depth):
        r = self.rng
        c = self.cond()
        k = r.random()
        if k < 0.35 or self.noresults:
            kind, types = "none", []
        elif k < 0.75:
            kind = "scalar"
            types = [r.choice(("f32", "index", "i32")) for _ in range(r.choice((1, 1, 2)))]
        elif not self.nocreate:
            kind = "memref"
            types = [self.pick(ALLOC_TYPES).text]
        else:
            kind, types = "scalar", ["f32"]
        res = self.fresh() if types else None
        if types:
            lhs = res if len(types) == 1 else f"{res}:{len(types)}"
            self.emit(f"{lhs} = scf.if {c.name} -> ({', '.join(types)}) {{")
        else:
            self.emit(f"scf.if {c.name} {{")
        arms = 2 if (types or r.random() < 0.4) else 1
        arm_lo = []
        for arm in range(arms):
            if arm == 1:
                self.emit("} else {")
            self.push()
            if depth < 2 and self.budget() > 6 and r.random() < 0.7:
                self.body(depth + 1, r.randrange(1, min(6, self.budget() - 3)))
            elif not types:
                self.pick((self.s_load_store, self.s_fill, self.s_copy))(depth + 1)
            ys = []
            for t in types:
                if kind == "memref":
                    mt = _parse_memref(t)
                    v = self.alloc(mt, stack=False)
                    v.root.escaped = True
                    arm_lo.append(v.lo)
                    ys.append(v.name)
                elif t == "f32" and r.random() < 0.5:
                    y = self.fresh()
                    self.emit(f"{y} = arith.mulf {self.scalar('f32').name}, {self.scalar('f32').name} : f32")
                    ys.append(y)
                else:
                    ys.append(self.scalar(t).name)
            self.pop()
            if types:
                self.emit(f"  scf.yield {', '.join(ys)} : {', '.join(types)}")
        self.emit("}")
        for i, t in enumerate(types):
            name = res if len(types) == 1 else f"{res}#{i}"
            if kind == "memref":
                root = self.new_root(name, t)
                self.add(V(name, t, _parse_memref(t), (root,), root, lo=_merge_lo(*arm_lo))).rbr = True
            else:
                self.add(V(name, t)).rbr = True

    def s_while(self, depth):
        r = self.rng
        if self.noresults:
            self.s_for(depth)
            return
        bound = self.size()
        a0, b0 = self.arg_name(), self.arg_name()
        init_i = self.const("index", 0)
        carry_f = r.random() < 0.6
        args = [(a0, init_i, "index")] + ([(b0, self.scalar("f32"), "f32")] if carry_f else [])
        res = self.fresh()
        types = ", ".join(t for *_, t in args)
        lhs = res if len(args) == 1 else f"{res}:{len(args)}"
        self.emit(f"{lhs} = scf.while ({', '.join(f'{a} = {v.name}' for a, v, _ in args)}) : ({types}) -> ({types}) {{")
        c = self.fresh()
        self.emit(f"  {c} = arith.cmpi slt, {a0}, {bound.name} : index")
        self.emit(f"  scf.condition({c}) {', '.join(a for a, *_ in args)} : {types}")
        self.emit("} do {")
        a1, b1 = self.arg_name(), self.arg_name()
        names = [a1] + ([b1] if carry_f else [])
        self.label("  ^bb0(" + ", ".join(f"{n}: {t}" for n, (*_, t) in zip(names, args)) + "):")
        self.push()
        self.add(V(a1, "index", tag="iv"))
        if carry_f:
            self.add(V(b1, "f32"))
        if depth < 2 and self.budget() > 6 and r.random() < 0.6:
            self.body(depth + 1, r.randrange(1, min(6, self.budget() - 3)))
        nxt = self.fresh()
        self.emit(f"{nxt} = arith.addi {a1}, {self.const('index', r.choice((1, 2, 4))).name} : index")
        ys = [nxt]
        if carry_f:
            y = self.fresh()
            self.emit(f"{y} = arith.addf {b1}, {self.scalar('f32').name} : f32")
            ys.append(y)
        self.pop()
        self.emit(f"  scf.yield {', '.join(ys)} : {types}")
        self.emit("}")
        for i, (*_, t) in enumerate(args):
            self.add(V(res if len(args) == 1 else f"{res}#{i}", t)).rbr = True

    STMTS = (
        ("s_alloc", 12),
        ("s_view", 10),
        ("s_load_store", 14),
        ("s_copy", 5),
        ("s_fill", 4),
        ("s_generic", 5),
        ("s_arith", 12),
        ("s_dim", 3),
        ("s_comment", 3),
        ("s_call", 8),
        ("s_for", 7),
        ("s_if", 6),
        ("s_while", 3),
    )
    _NAMES = tuple(n for n, _ in STMTS)
    _WEIGHTS = tuple(w for _, w in STMTS)
    _SMALL = ("s_alloc", "s_view", "s_load_store", "s_fill", "s_arith", "s_dim", "s_copy")

    _NOCREATE = (
        ("s_load_store", 14),
        ("s_fill", 4),
        ("s_generic", 3),
        ("s_arith", 12),
        ("s_dim", 3),
        ("s_comment", 3),
        ("s_call", 6),
        ("s_for", 7),
        ("s_if", 6),
        ("s_while", 3),
    )
    _NC_NAMES = tuple(n for n, _ in _NOCREATE)
    _NC_WEIGHTS = tuple(w for _, w in _NOCREATE)
    _NC_SMALL = ("s_load_store", "s_fill", "s_arith", "s_dim")

    def stmt(self, depth: int, room: int) -> None:
        small = room < 5 or depth >= 3
        if self.nocreate:
            name = self.pick(self._NC_SMALL) if small else self.rng.choices(self._NC_NAMES, self._NC_WEIGHTS)[0]
        elif small:
            name = self.pick(self._SMALL)
        else:
            name = self.rng.choices(self._NAMES, self._WEIGHTS)[0]
        getattr(self, name)(depth)

    # unstructured control flow -------------------------------------------

    def new_block(self) -> int:
        self.nblocks += 1
        return self.nblocks

    def c_diamond(self):
        r = self.rng
        c = self.cond()
        self.retire_block_memrefs()
        a, b, j = self.new_block(), self.new_block(), self.new_block()
        here = self.block
        # join block arguments: ("scalar", type) | ("fresh", memref type) | ("outer", memref type)
        jargs = []
        for _ in range(r.choice((0, 1, 1, 2))):
            k = r.random()
            if k < 0.5:
                jargs.append(("scalar", r.choice(("f32", "index", "i32"))))
            elif k < 0.8 or self.mod.safe:
                jargs.append(("fresh", self.pick(ALLOC_TYPES).text))
            else:
                outer = self.memrefs()
                if outer:
                    jargs.append(("outer", self.pick(outer).type))

        # scalar operands for the arms
        arm_args = {}
        for arm in (a, b):
            if r.random() < 0.25:
                arm_args[arm] = self.scalar(r.choice(("f32", "index")))

        def succ(n):
            v = arm_args.get(n)
            return f"^bb{n}" if v is None else f"^bb{n}({v.name} : {v.type})"

        self.emit(f"cf.cond_br {c.name}, {succ(a)}, {succ(b)}")
        outer_roots = []
        arm_lo = [[] for _ in jargs]
        for arm in (a, b):
            self.block = arm
            v = arm_args.get(arm)
            self.scopes.append(Scope())
            if v is None:
                self.label(f"^bb{arm}:  // pred: ^bb{here}")
            else:
                n = self.fresh()
                self.label(f"^bb{arm}({n}: {v.type}):  // pred: ^bb{here}")
                self.add(V(n, v.type))
            self.body(1, r.randrange(2, 9))
            ops = []
            for q, (kind, t) in enumerate(jargs):
                if kind == "scalar":
                    ops.append(self.scalar(t))
                elif kind == "fresh":
                    nv = self.alloc(_parse_memref(t), stack=False)
                    nv.root.escaped = True
                    ops.append(nv)
                else:
                    ov = self.pick([x for s in self.scopes[:-1] for x in s.values if x.mt is not None and x.type == t])
                    outer_roots.append(ov.roots)
                    ops.append(ov)
                if ops[-1].mt is not None:
                    arm_lo[q].append(ops[-1].lo)
            self.free(self.scopes[-1].roots)
            self.scopes.pop()
            if ops:
                self.emit(f"cf.br ^bb{j}({', '.join(o.name for o in ops)} : {', '.join(o.type for o in ops)})")
            else:
                self.emit(f"cf.br ^bb{j}")
        self.block = j
        names = [self.fresh() for _ in jargs]
        head = ", ".join(f"{n}: {t}" for n, (_, t) in zip(names, jargs))
        self.label((f"^bb{j}({head}):" if jargs else f"^bb{j}:") + f"  // 2 preds: ^bb{a}, ^bb{b}")
        for n, (kind, t), los in zip(names, jargs, arm_lo):
            if kind == "scalar":
                self.add(V(n, t))
            elif kind == "fresh":
                root = self.new_root(n, t)
                v = self.add(V(n, t, _parse_memref(t), (root,), root, lo=_merge_lo(*los)))
                if self.mod.safe:
                    v.tag = "flat"
            else:
                self.add(V(n, t, _parse_memref(t), _merge_roots(*outer_roots), lo=_merge_lo(*los)))

    def c_loop(self):
        r = self.rng
        self.retire_block_memrefs()
        h, bd, ex = self.new_block(), self.new_block(), self.new_block()
        here = self.block
        ub = self.size()
        carried = [("index", self.const("index", 0))]
        if r.random() < 0.6:
            carried.append(("f32", self.scalar("f32")))
        mem = None
        if r.random() < 0.3 and self.memrefs():
            mem = self.pick(self.memrefs())
            carried.append((mem.type, mem))

        def jump(vals):
            return f"({', '.join(vals)} : {', '.join(t for t, _ in carried)})"

        self.emit(f"cf.br ^bb{h}{jump([v.name for _, v in carried])}")
        names = [self.fresh() for _ in carried]
        self.block = h
        self.label(
            f"^bb{h}({', '.join(f'{n}: {t}' for n, (t, _) in zip(names, carried))}):  // 2 preds: ^bb{here}, ^bb{bd}"
        )
        iv = self.add(V(names[0], "index", tag="iv"))
        hvals = [iv]
        for n, (t, v) in zip(names[1:], carried[1:]):
            hvals.append(self.add(V(n, t, v.mt, v.roots, lo=v.lo)))
        c = self.fresh()
        self.emit(f"{c} = arith.cmpi slt, {iv.name}, {ub.name} : index")
        self.emit(f"cf.cond_br {c}, ^bb{bd}, ^bb{ex}")
        self.block = bd
        self.label(f"^bb{bd}:  // pred: ^bb{h}")
        self.scopes.append(Scope())
        self.body(1, r.randrange(2, 10))
        nxt = self.fresh()
        self.emit(f"{nxt} = arith.addi {iv.name}, {self.const('index', 1).name} : index")
        back = [nxt]
        for (t, _v), hv in zip(carried[1:], hvals[1:]):
            if t == "f32":
                y = self.fresh()
                self.emit(f"{y} = arith.addf {hv.name}, {self.scalar('f32').name} : f32")
                back.append(y)
            else:
                back.append(hv.name)
        self.free(self.scopes[-1].roots)
        self.scopes.pop()
        self.emit(f"cf.br ^bb{h}{jump(back)}")
        self.block = ex
        self.label(f"^bb{ex}:  // pred: ^bb{h}")

    def c_early_return(self):
        c = self.cond()
        self.retire_block_memrefs()
        ret, cont = self.new_block(), self.new_block()
        here = self.block
        self.emit(f"cf.cond_br {c.name}, ^bb{ret}, ^bb{cont}")
        self.block = ret
        self.label(f"^bb{ret}:  // pred: ^bb{here}")
        self.free([root for s in self.scopes for root in s.roots])
        self.ret()
        self.block = cont
        self.label(f"^bb{cont}:  // pred: ^bb{here}")

    def ret(self):
        vals = []
        for t in self.sig.results:
            if t.startswith("memref"):
                vals.append(self.ret_buffer)
            else:
                vals.append(self.scalar(t))
        op = "return" if self.rng.random() < 0.85 else "func.return"
        if vals:
            self.emit(f"{op} {', '.join(v.name for v in vals)} : {', '.join(v.type for v in vals)}")
        else:
            self.emit(op)

    # -- the whole function --------------------------------------------------

    def generate(self) -> list[str]:
        r = self.rng
        sig = self.sig
        arg_names = []
        for t in sig.args:
            n = self.arg_name()
            arg_names.append(f"{n}: {t}")
            if t.startswith("memref"):
                self.add(V(n, t, _parse_memref(t)))
            else:
                self.add(V(n, t, tag="size" if t == "index" else None))
        results = ""
        if sig.results:
            results = " -> " + (sig.results[0] if len(sig.results) == 1 else f"({', '.join(sig.results)})")
        vis = "private " if sig.private else ""
        attrs = " attributes {llvm.emit_c_interface}" if (not sig.private and r.random() < 0.15) else ""
        header = f"func.func {vis}@{sig.name}({', '.join(arg_names)}){results}{attrs} {{"

        mem_results = [t for t in sig.results if t.startswith("memref")]
        if mem_results:
            self.ret_buffer = self.alloc(_parse_memref(mem_results[0]), stack=False)
            self.ret_buffer.root.escaped = True
        if self.cfg:
            pieces = []
            for _ in range(max(1, min(r.choice((1, 2, 2, 3)), self.target // 22))):
                pieces.append(r.choice(("diamond", "diamond", "loop") if self.mod.cf_loops else ("diamond",)))
            if not mem_results and r.random() < 0.3 and self.target > 30:
                pieces.insert(r.randrange(len(pieces) + 1), "early")
            per = max(2, (self.target - 4 - 14 * len(pieces)) // (len(pieces) + 1))
            self.body(0, r.randrange(1, per + 1))
            for p in pieces:
                {"diamond": self.c_diamond, "loop": self.c_loop, "early": self.c_early_return}[p]()
                self.body(0, r.randrange(1, per + 1))
        else:
            self.body(0, max(1, self.target - 6))
        self.free(self.scopes[0].roots)
        self.ret()
        ind = "  " * self.ind
        return [header] + [ind + c for c in self.const_lines] + self.lines + ["  " * (self.ind - 1) + "}"]


def _parse_memref(text: str) -> MemRefT:
    """Inverse of MemRefT.text for the types this generator writes."""
    inner = text[len("memref<") : -1]
    layout = None
    if ", strided<" in inner:
        inner, layout = inner.split(", strided<", 1)
    parts = inner.split("x")
    elem = parts[-1]
    shape = [None if p == "?" else int(p) for p in parts[:-1]]
    if layout is None:
        return MemRefT(shape, elem)
    st, _, off = layout[:-1].partition("], offset: ")
    strides = [None if s.strip() == "?" else int(s) for s in st.strip("[]").split(",")]
    offset = 0 if not off else (None if off == "?" else int(off))
    return MemRefT(shape, elem, strides, offset)


# ---------------------------------------------------------------------------
# the module


class ModuleGen:
    def __init__(self, lines: int, seed: int, deallocs: str, cf_loops: bool):
        self.rng = random.Random(seed)
        self.lines = lines
        self.seed = seed
        self.deallocs = deallocs
        self.cf_loops = cf_loops
        # Keep clear of two upstream crashes of the ownership-based
        # deallocation pass (LLVM 22.1.8) in functions with cf branches:
        # * it sorts the memrefs live into a block with
        #   bufferization::ValueComparator, which asserts for two memrefs
        #   defined by ops in different blocks of one region, or two memref
        #   block arguments at the same position in different blocks (a
        #   function argument and a join block argument: positions shift when
        #   canonicalize drops unused block arguments, so a memref join
        #   argument is never used inside a nested region, where both would
        #   be live-in);
        # * it rebuilds scf ops with results but queries liveness computed
        #   before, so a result live across a branch is a use after free in
        #   DeallocationState::getMemrefsToRetain (valgrind: invalid read).
        #   Canonicalize folds constant conditions and merges blocks, so a
        #   result can reach past a branch through a join argument: scf ops
        #   directly in the body of such a function have no results at all.
        # It also rejects ("MemRef value does not have valid ownership") a
        # memref passed to a block argument while itself live in that block,
        # which canonicalize makes out of a diamond passing an outer buffer.
        # ``none`` modules are meant for that pipeline, so they avoid all three.
        self.safe = deallocs == "none"
        self.sigs: list[FuncSig] = []

    def signature(self, index: int) -> FuncSig:
        r = self.rng
        private = r.random() < 0.45
        stem = r.choice(FUNC_STEMS)
        name = f"{stem}_{index}"
        args = []
        for _ in range(r.choice((1, 2, 2, 3, 3, 4))):
            if r.random() < 0.6:
                args.append(r.choice(ARG_MEMREF_TYPES).text)
            else:
                args.append(r.choice(SCALAR_TYPES))
        k = r.random()
        if k < 0.4:
            results = []
        elif k < 0.7:
            results = [r.choice(("f32", "index", "i32"))]
        elif k < 0.93:
            results = [r.choice(ALLOC_TYPES).text]
        else:
            results = [r.choice(("f32", "index")), r.choice(("f32", "i32"))]
        return FuncSig(name, args, results, private)

    def generate(self) -> str:
        r = self.rng
        out = [
            f"// Generated by benchmarks/genmod.py --lines {self.lines} --seed {self.seed} "
            f"--deallocs {self.deallocs}"
            + ("" if self.cf_loops == (self.deallocs != "none") else f" --cf-loops {'yes' if self.cf_loops else 'no'}"),
            "// A bufferized module: memrefs, views, loops and calls between the functions below.",
            "",
        ]
        out.extend(ALIASES)
        out.append("module {")
        for name, args, results in EXTERNALS:
            sig = FuncSig(name, args, results, True, True)
            out.append(
                f"  func.func private @{name}({', '.join(args)})" + (f" -> {', '.join(results)}" if results else "")
            )
            self.sigs.append(sig)
        out.append("")
        index = 0
        while len(out) + 1 < self.lines:
            sig = self.signature(index)
            remaining = self.lines - len(out) - 1
            target = min(r.randrange(12, 72), max(10, remaining - 3))
            if r.random() < 0.6:
                out.append(f"  // {sig.name}: {r.choice(COMMENTS)}")
            body = FuncGen(self, sig, r.random() < 0.3, target).generate()
            out.extend("  " + line if line else "" for line in body)
            out.append("")
            self.sigs.append(sig)
            index += 1
        if out[-1] == "":
            out.pop()
        out.append("}")
        return "\n".join(out) + "\n"


def generate(lines: int, seed: int = 1, deallocs: str = "all", cf_loops: bool | None = None) -> str:
    """A module of about ``lines`` lines (never fewer than ~20).

    ``deallocs`` is ``"none"``, ``"some"`` or ``"all"``; ``cf_loops`` (default:
    ``deallocs != "none"``) allows unstructured ``cf`` loops, which upstream's
    deallocation pipeline rejects.
    """
    if deallocs not in DEALLOC_MODES:
        raise ValueError(f"deallocs must be one of {DEALLOC_MODES}, not {deallocs!r}")
    if cf_loops is None:
        cf_loops = deallocs != "none"
    return ModuleGen(lines, seed, deallocs, cf_loops).generate()


def main(argv=None) -> int:
    p = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument("--lines", type=int, default=10_000, help="about how many lines (default 10000)")
    p.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    p.add_argument(
        "--deallocs", choices=DEALLOC_MODES, default="all", help="where to write memref.dealloc (default all)"
    )
    p.add_argument(
        "--cf-loops",
        choices=("auto", "yes", "no"),
        default="auto",
        help="generate cf loops (auto: unless --deallocs none)",
    )
    p.add_argument("-o", "--output", default="-", help="output file (default stdout)")
    args = p.parse_args(argv)
    cf = None if args.cf_loops == "auto" else args.cf_loops == "yes"
    text = generate(args.lines, args.seed, args.deallocs, cf)
    if args.output == "-":
        sys.stdout.write(text)
    else:
        with open(args.output, "w") as f:
            f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
