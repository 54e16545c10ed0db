"""Bug injector for function-boundary contracts and allocation resources
(issue 19): turns correct IR into mutants with one known bug each, and into
variants with contracts that hold (for false alarms).

    from inject_contracts import mutants, holding
    for m in mutants(text):
        m.kind, m.code, m.lines, m.text     # what, expected code, acceptable 1-based lines
    for name, variant in holding(text):
        ...                                 # no diagnostic expected

Kinds (the diagnostic a checker must give, on which line):

* ``write-read-only``: ``bufferization.access = "read"`` (or ``writable =
  false``) on an argument the function writes (directly, through a view, or
  by passing it to a callee that writes it), or that it passes to a new
  callee that stores into it -> BUF103 on the write or the call;
* ``access-none``: ``bufferization.access = "none"`` on an argument the
  function reads or writes, or passes to a new callee that loads from it
  -> BUF103 on the access or the call;
* ``noalias-alias``: a call passes one buffer to an ``llvm.noalias``
  parameter and to another one: an existing call with two memref arguments of
  one type gets the first one twice, or a new call of a new declaration gets a
  buffer and a view of it (or the buffer twice) -> BUF104 on the call;
* ``consumed-use-after``: a free becomes a call of a new function that takes
  the buffer (``bufls.consumed``) and frees it, moved before an earlier use
  -> BUF003 on the use;
* ``consumed-then-freed``: that call is added before the free -> BUF002 on
  the free;
* ``consumed-not-freed``: ``bufls.consumed`` on an argument of a function
  that does not free it, or a free replaced by a call of a new function that
  takes the buffer and returns -> BUF001 on the consumed argument;
* ``wrong-resource-free``: with the resources of ``RESOURCES``, a
  ``memref.dealloc`` becomes ``"acme.pool_free"`` (the ``pool`` resource's
  free), or the buffer's allocation gets ``{bufls.resource = "pool"}`` and
  keeps its ``memref.dealloc``, or an allocation in memory space 1 (resource
  ``device``, chosen by the memory space) is freed by ``memref.dealloc``
  -> BUF004 on the free;
* ``wrong-resource-call``: a ``memref.dealloc`` becomes a call of
  ``@rt_free`` (the free of resource ``rt``, whose ops are calls), or an
  ``memref.alloc`` becomes a call of ``@rt_alloc`` and keeps its
  ``memref.dealloc`` -> BUF004 on the free.

Contracts that hold (``holding``): ``access = "read"`` / ``writable = false``
on arguments that are only read (one of them also passed to a new callee
that reads it), ``access = "none"`` on arguments never accessed,
``llvm.noalias`` on a new read-only declaration called with a fresh buffer and
a distinct one, frees replaced by calls of functions that take the buffer and
free it, buffers moved to the ``pool`` or ``rt`` resource with each of their
frees (and the original with ``RESOURCES`` configured).

The mutation is textual and found from the parsed IR, with a static
may-analysis of aliasing (``inject._origins(marks=True)``) that is
independent of the checker.  Mutants that do not parse and verify are
dropped; the concrete interpreter decides which mutants are real bugs and
which variants hold.
"""

from __future__ import annotations

import functools
import random

from inject import (
    _ALLOCS,
    UNKNOWN,
    Mutant,
    _conditional,
    _edit,
    _functions,
    _indent,
    _line,
    _line_text,
    _origins,
    _root,
)

from bufls.core.api import parse_file
from bufls.core.ir import types as T
from bufls.core.ir.interfaces import (
    PARENT,
    Effect,
    call_target,
    callable_body,
    is_region_branch,
    is_return_like,
    memory_effects,
    region_successors,
    view_source,
)

__all__ = ["EVENT", "EXPECTED_CODE", "KINDS", "RESOURCES", "holding", "mutants", "parsed"]

KINDS = (
    "write-read-only",
    "access-none",
    "noalias-alias",
    "consumed-use-after",
    "consumed-then-freed",
    "consumed-not-freed",
    "wrong-resource-free",
    "wrong-resource-call",
)
EXPECTED_CODE = {
    "write-read-only": "BUF103",
    "access-none": "BUF103",
    "noalias-alias": "BUF104",
    "consumed-use-after": "BUF003",
    "consumed-then-freed": "BUF002",
    "consumed-not-freed": "BUF001",
    "wrong-resource-free": "BUF004",
    "wrong-resource-call": "BUF004",
}
EVENT = {  # what the concrete interpreter must see (concrete.py)
    "write-read-only": "write-read-only",
    "access-none": "access-none",
    "noalias-alias": "noalias-alias",
    "consumed-use-after": "use-after-free",
    "consumed-then-freed": "double-free",
    "consumed-not-freed": "leak",
    "wrong-resource-free": "wrong-resource",
    "wrong-resource-call": "wrong-resource",
}
RESOURCES = [  # [[tool.bufls.resource]] tables of the mutants' configuration
    {"name": "pool", "alloc": ["acme.pool_alloc"], "dealloc": "acme.pool_free"},
    {"name": "device", "alloc": ["memref.alloc"], "memory-space": [1], "dealloc": "acme.device_free"},
    {"name": "rt", "alloc": ["func.call @rt_alloc"], "dealloc": "func.call @rt_free"},
]
RT_FREE = "func.func private @rt_free(memref<*xf32>)"
RT_ALLOC = "func.func private @rt_alloc(index) -> memref<?xf32>"
_READ_ONLY = ('bufferization.access = "read"', "bufferization.writable = false")
_RANK = {"none": 0, "read": 1, "write": 2}


# -- signatures -------------------------------------------------------------------------


def _arg_items(text: str, func) -> list[tuple[int, int]]:
    """``(start, end)`` of each argument of ``func``'s signature in ``text``
    (``%a: memref<4xf32> {attrs}`` or, in a declaration, ``memref<4xf32>``)."""
    pos = func.symbol_span[1] if func.symbol_span else text.index("@", func.span[0])
    i = text.index("(", pos)
    depth, start, out, j = 0, i + 1, [], i
    while j < func.span[1]:
        ch = text[j]
        if ch == '"':
            j = text.index('"', j + 1)
        elif text.startswith("->", j):
            j += 1
        elif ch in "(<[{":
            depth += 1
        elif ch in ")>]}":
            depth -= 1
            if depth == 0:
                if text[start:j].strip():
                    out.append((start, j))
                return out
        elif ch == "," and depth == 1:
            out.append((start, j))
            start = j + 1
        j += 1
    return out


def _with_arg_attr(text: str, func, k: int, attr: str) -> str | None:
    """``text`` with ``attr`` added to the attributes of argument ``k`` of ``func``."""
    items = _arg_items(text, func)
    if k >= len(items):
        return None
    a, b = items[k]
    item = text[a:b]
    depth = 0
    for j, ch in enumerate(item):
        if ch in "(<[":
            depth += 1
        elif ch in ")>]":
            depth -= 1
        elif ch == "{" and depth == 0:
            close = a + item.rindex("}")
            inner = text[a + j + 1 : close].strip()
            return text[:close] + (f", {attr}" if inner else attr) + text[close:]
    end = a + len(item.rstrip())
    return text[:end] + f" {{{attr}}}" + text[end:]


# -- what a function does with an argument's memory ---------------------------------------


def _symbols(op) -> dict:
    top = op
    while top.parent_op is not None:
        top = top.parent_op
    out = {}
    for o in top.walk():
        name = o.attr("sym_name")
        if callable_body(o) is not None and name is not None:
            out[name.value] = o
    return out


def _memref_values(func) -> list:
    out = []
    for op in func.walk():
        if op is not func:
            out += [r for r in op.results if T.is_memref(r.type)]
        for region in op.regions:
            for b in region.blocks:
                out += [a for a in b.args if T.is_memref(a.type)]
    return out


_SOURCES: dict[int, tuple] = {}  # id(func) -> (func, {value: sources}), for one parsed text


def _sources(func) -> dict:
    """Value -> its sources (``_origins(marks=True)``), for every memref value of ``func``."""
    got = _SOURCES.get(id(func))
    if got is None or got[0] is not func:
        got = _SOURCES[id(func)] = (func, {v: _origins(v, marks=True) for v in _memref_values(func)})
    return got[1]


def _aliases(func, source) -> list:
    return [v for v, s in _sources(func).items() if source in s]


def _forwarded(op, i) -> bool:
    """Whether operand ``i`` of ``op`` only forwards a buffer to values the
    sources follow (branch and region operands, ``arith.select``, views)."""
    if op.name == "arith.select":
        return i in (1, 2)
    if op.successors:
        return True
    if is_return_like(op):
        parent = op.parent_op
        return parent is not None and callable_body(parent) is None and is_region_branch(parent)
    if op.regions and is_region_branch(op):
        return any(target != PARENT and i in idx for target, idx in region_successors(op, PARENT) or [])
    src = view_source(op)
    return src == i or (op.name == "memref.extract_strided_metadata" and i == 0)


class Access:
    """What a function does with the memory of one argument: ``level``
    (``none`` < ``read`` < ``write``), whether some use is ``unknown``, and
    the ops that read or write it (calls of callees that do)."""

    def __init__(self):
        self.level = "none"
        self.unknown = False
        self.reads: list = []
        self.writes: list = []

    def add(self, level, op):
        if _RANK[level] > _RANK[self.level]:
            self.level = level
        if level == "read":
            self.reads.append(op)
        elif level == "write":
            self.writes.append(op)


def access(func, k: int, symbols, busy=None) -> Access:
    """What ``func`` does with the memory of its argument ``k`` (statically)."""
    busy = set() if busy is None else busy
    out = Access()
    body = callable_body(func)
    if body is None or not body.blocks:
        return out
    arg = body.blocks[0].args[k]
    if not T.is_memref(arg.type):
        return out
    busy.add((id(func), k))
    for v in [arg] + _aliases(func, arg):
        for op, i in v.uses:
            target = call_target(op)
            if op.name == "func.return" or (is_return_like(op) and op.parent_op is func):
                out.unknown = True  # escapes to the caller
            elif target is not None:
                callee = symbols.get(target[0])
                ks = [n for n, j in enumerate(target[1]) if j == i]
                body2 = callable_body(callee) if callee is not None else None
                if not ks or body2 is None or not body2.blocks:
                    out.unknown = True
                    continue
                for k2 in ks:
                    if (id(callee), k2) in busy:
                        continue
                    sub = access(callee, k2, symbols, busy)
                    out.unknown |= sub.unknown
                    if sub.level != "none":
                        out.add(sub.level, op)
            elif _forwarded(op, i):
                continue
            else:
                fx = memory_effects(op)
                if fx is None:
                    out.unknown = True
                    continue
                mine = [e.effect for e in fx if e.operand == i]
                if Effect.FREE in mine:
                    out.unknown = True  # (freed: an argument owned on some path, no promise to make)
                if Effect.WRITE in mine:
                    out.add("write", op)
                elif Effect.READ in mine:
                    out.add("read", op)
                elif any(T.is_memref(r.type) for r in op.results):
                    out.unknown = True  # a result that may alias it
    busy.discard((id(func), k))
    return out


# -- mutants -------------------------------------------------------------------------------


@functools.lru_cache(maxsize=8)
def _parse(text: str):
    return parse_file(text)


def parsed(text: str):
    """The parse of ``text`` (the last few are kept: a mutant is parsed to be
    checked for validity, run and checked), None when it has diagnostics."""
    result = _parse(text)
    return None if result.diagnostics else result


_parsed = parsed


def _valid(text: str) -> bool:
    return _parsed(text) is not None


def _op_line(text, op) -> int:
    return _line(text, op.span[0])


def _func_insert(text, func, lines: list[str]) -> list[tuple[int, str]]:
    """``insert_before`` edits placing ``lines`` (a new function) before ``func``."""
    ln = _op_line(text, func)
    ind = _indent(_line_text(text, ln))
    return [(ln, ind + s) for s in lines]


def _taker(name: str, t, frees: bool) -> list[str]:
    body = [f"  memref.dealloc %bufls_arg : {t}"] if frees else []
    return [f"func.func @{name}(%bufls_arg: {t} {{bufls.consumed}}) {{", *body, "  return", "}"]


def _zero(t) -> str | None:
    """A constant of the element type of ranked memref type ``t`` (None: not made here)."""
    if not isinstance(t, T.MemRefType):
        return None
    e = str(t.element)
    if e in ("f16", "bf16", "f32", "f64"):
        return f"0.000000e+00 : {e}"
    if e == "index" or (e.startswith("i") and e[1:].isdigit()):
        return f"0 : {e}"
    return None


def _accessor(name: str, t, write: bool) -> list[str]:
    """A function that reads (or writes) element 0 of its argument."""
    idx = ", ".join(["%bufls_c0"] * t.rank)
    body = ["  %bufls_c0 = arith.constant 0 : index"] if t.rank else []
    if write:
        body += [f"  %bufls_v = arith.constant {_zero(t)}", f"  memref.store %bufls_v, %bufls_arg[{idx}] : {t}"]
    else:
        body += [f"  %bufls_v = memref.load %bufls_arg[{idx}] : {t}"]
    return [f"func.func @{name}(%bufls_arg: {t}) {{", *body, "  return", "}"]


def _deallocs(ops):
    return [o for o in ops if o.name == "memref.dealloc" and o.operands and o.span is not None]


def _plain_allocs(func, v) -> set | None:
    """The ``memref.alloc`` ops of ``func`` (default memory space, no
    resource attribute) whose buffer ``v`` is, when it is only theirs."""
    origins = _origins(v, marks=True)
    if not origins or any(
        getattr(o, "name", None) != "memref.alloc"
        or not func.is_ancestor_of(o)
        or o.attr("bufls.resource") is not None
        or o.results[0].type.memory_space is not None
        for o in origins
    ):
        return None
    return origins


_FREES = ("memref.dealloc", "bufferization.dealloc", "gpu.dealloc")


def _candidates(text: str, result):
    pool: dict[str, list] = {k: [] for k in KINDS}
    for pm in result.modules:
        symbols = _symbols(pm.op)
        # a module without any free is bufferized input (BUF201: the pipeline adds the frees)
        frees = any(o.name in _FREES for o in pm.op.walk())
        for func in _functions(pm):
            ops = [o for o in func.walk() if o is not func]
            body = callable_body(func)
            args = body.blocks[0].args
            for k, a in enumerate(args):
                if not T.is_memref(a.type) or a.span is None:
                    continue
                acc = access(func, k, symbols)
                if acc.writes:
                    pool["write-read-only"].append(("contract", func, k, None, acc.writes))
                if acc.reads or acc.writes:
                    pool["access-none"].append(
                        ("contract", func, k, 'bufferization.access = "none"', acc.reads + acc.writes)
                    )
                if frees:
                    pool["consumed-not-freed"].append(("consume-arg", func, k))
                if _zero(a.type) is not None and body.blocks[0].ops[0].span is not None:
                    pool["write-read-only"].append(("contract-call", func, k, None, True))
                    pool["access-none"].append(("contract-call", func, k, 'bufferization.access = "none"', False))
            for o in ops:
                target = call_target(o)
                if target is not None and target[0] in symbols:
                    mems = [(n, j) for n, j in enumerate(target[1]) if T.is_memref(o.operands[j].type)]
                    for x, (n1, j1) in enumerate(mems):
                        for n2, j2 in mems[x + 1 :]:
                            if o.operands[j1].type == o.operands[j2].type and o.operands[j1] is not o.operands[j2]:
                                pool["noalias-alias"].append(
                                    ("alias-call", func, o, symbols[target[0]], (n1, j1), (n2, j2))
                                )
                src = view_source(o)
                if src is not None and o.results and T.is_memref(o.results[0].type) and o.span is not None:
                    pool["noalias-alias"].append(("alias-view", func, o, o.operands[src], o.results[0]))
                if o.name == "memref.alloc" and o.span is not None:
                    pool["noalias-alias"].append(("alias-view", func, o, o.results[0], o.results[0]))
                    t = o.results[0].type
                    if str(t) == "memref<?xf32>" and len(o.operands) == 1:
                        pool["wrong-resource-call"].append(("rt-alloc", func, o))
            for d in _deallocs(ops):
                v = d.operands[0]
                ln = _op_line(text, d)
                owned = _origins(v)
                if not owned:
                    continue
                pool["consumed-then-freed"].append(("take-then-free", func, d, ln))
                pool["consumed-not-freed"].append(("keep", func, d, ln))
                allocs = _plain_allocs(func, v)
                if allocs is not None:
                    pool["wrong-resource-free"].append(("pool-free", func, d, ln))
                    pool["wrong-resource-free"].append(("pool-attr", func, d, allocs))
                    if isinstance(v.type, (T.MemRefType, T.UnrankedMemRefType)) and str(v.type.element) == "f32":
                        pool["wrong-resource-call"].append(("rt-free", func, d, ln))
                if not _conditional(d, func):
                    root = _root(v)
                    block = d.parent
                    for use in block.ops[: block.ops.index(d)]:
                        if use.name != "memref.dealloc" and use.span is not None and _uses(use, root):
                            pool["consumed-use-after"].append(("take-before-use", func, d, ln, use, root))
            for o in ops:
                if o.name == "memref.alloc" and o.span is not None and _device_alloc(o):
                    pool["wrong-resource-free"].append(("device", func, o))
    return pool


def _with_op_attr(text: str, op, attr: str) -> str | None:
    """``text`` with ``attr`` added to the attribute dictionary of ``op``
    (custom syntax ``memref.alloc(...)[...] {...} : type``)."""
    if op.name_span is None:
        return None
    j = op.name_span[1]
    for open_, close in ("()", "[]"):
        while j < len(text) and text[j] == " ":
            j += 1
        if j < len(text) and text[j] == open_:
            depth = 0
            while j < op.span[1]:
                depth += (text[j] == open_) - (text[j] == close)
                j += 1
                if depth == 0:
                    break
    k = j
    while k < len(text) and text[k] == " ":
        k += 1
    if text[k] == "{":
        inner = text[k + 1 : text.index("}", k)].strip()
        return text[: k + 1] + (f"{attr}, " if inner else attr) + text[k + 1 :]
    return text[:j] + f" {{{attr}}}" + text[j:]


def _retype_use(text: str, op, old: str, new: str) -> str | None:
    """``text`` with the type ``old`` written in ``op`` (once) become ``new``."""
    a, b = op.span
    piece = text[a:b]
    if piece.count(old) != 1:
        return None
    return text[:a] + piece.replace(old, new) + text[b:]


def _uses(op, root) -> bool:
    fx = memory_effects(op)
    for i, x in enumerate(op.operands):
        if T.is_memref(x.type) and _root(x) is root:
            if fx is None:
                return call_target(op) is not None
            if any(e.operand == i and e.effect in (Effect.READ, Effect.WRITE) for e in fx):
                return True
    return False


def _device_alloc(op) -> bool:
    """An allocation whose buffer is used only by frees, loads and stores of
    its own (its type can move to memory space 1)."""
    r = op.results[0]
    t = r.type
    if not isinstance(t, T.MemRefType) or t.memory_space is not None or t.layout is not None:
        return False
    frees = [u for u, _ in r.uses if u.name == "memref.dealloc"]
    return bool(frees) and all(u.name in ("memref.dealloc", "memref.load", "memref.store") for u, _ in r.uses)


def mutants(text: str, per_kind: int = 2, seed: int = 0) -> list[Mutant]:
    """Up to ``per_kind`` valid mutants of each kind (deterministic)."""
    result = _parsed(text)
    if result is None:
        return []
    rng = random.Random(seed)
    _SOURCES.clear()
    pool = _candidates(text, result)
    out: list[Mutant] = []
    n = 0
    for kind in KINDS:
        cands = pool[kind]
        rng.shuffle(cands)
        got = 0
        for c in cands:
            if got >= per_kind:
                break
            n += 1
            m = _make(text, kind, c, n, rng)
            if m is not None and _valid(m.text):
                out.append(m)
                got += 1
    return out


def _make(text: str, kind: str, c, n: int, rng) -> Mutant | None:
    code = EXPECTED_CODE[kind]
    how = c[0]
    if how == "contract-call":
        _, func, k, attr, write = c
        attr = attr or rng.choice(_READ_ONLY)
        new = _with_arg_attr(text, func, k, attr)
        if new is None:
            return None
        a = callable_body(func).blocks[0].args[k]
        callee = f"bufls_{'writer' if write else 'reader'}{n}"
        first = _op_line(text, callable_body(func).blocks[0].ops[0])
        call = f"{_indent(_line_text(text, first))}call @{callee}(%{a.name}) : ({a.type}) -> ()"
        new, m = _edit(new, insert_before=_func_insert(text, func, _accessor(callee, a.type, write)) + [(first, call)])
        what = "writes" if write else "reads"
        return Mutant(kind, new, code, frozenset({m(first) - 1}), f"{attr} on #{k}, a callee {what} it", m(first) - 1)
    if how == "contract":
        _, func, k, attr, sites = c
        attr = attr or rng.choice(_READ_ONLY)
        new = _with_arg_attr(text, func, k, attr)
        if new is None:
            return None
        lines = frozenset(_op_line(text, o) for o in sites if o.span is not None)
        if not lines:
            return None
        return Mutant(kind, new, code, lines, f"{attr} on argument #{k} of @{func.attr('sym_name').value}", min(lines))
    if how == "consume-arg":
        _, func, k = c
        new = _with_arg_attr(text, func, k, "bufls.consumed")
        if new is None:
            return None
        arg = callable_body(func).blocks[0].args[k]
        ln = _line(text, arg.span[0])
        return Mutant(kind, new, code, frozenset({ln}), f"bufls.consumed on argument #{k}", _op_line(text, func))
    if how == "alias-call":
        _, func, call, callee, (n1, j1), (n2, j2) = c
        sp = call.operand_spans[j2] if j2 < len(call.operand_spans) else None
        name = call.operands[j1].name
        if sp is None or name is None or callee.span is None:
            return None
        marked = rng.choice((n1, n2))

        def operand(t):
            return t[: sp[0]] + f"%{name}" + t[sp[1] :]

        if callee.span[0] > sp[0]:  # edit the later text first: the earlier offsets stay right
            new = _with_arg_attr(text, callee, marked, "llvm.noalias")
            new = operand(new) if new is not None else None
        else:
            new = _with_arg_attr(operand(text), callee, marked, "llvm.noalias")
        if new is None:
            return None
        ln = _op_line(text, call)
        return Mutant(kind, new, code, frozenset({ln}), f"%{name} passed twice to @{callee.attr('sym_name').value}", ln)
    if how == "alias-view":
        _, func, op, a, b = c
        if a.name is None or b.name is None:
            return None
        after = _line(text, op.span[1] - 1) + 1
        ind = _indent(_line_text(text, _op_line(text, op)))
        na = " {llvm.noalias}" if rng.random() < 0.5 else ""
        nb = "" if na else " {llvm.noalias}"
        decl = f"func.func private @bufls_pair{n}({a.type}{na}, {b.type}{nb})"
        call = f"{ind}call @bufls_pair{n}(%{a.name}, %{b.name}) : ({a.type}, {b.type}) -> ()"
        new, m = _edit(text, insert_before=_func_insert(text, func, [decl]) + [(after, call)])
        ln = m(after) - 1
        return Mutant(kind, new, code, frozenset({ln}), f"a call given %{a.name} and %{b.name}", ln)
    if how == "take-then-free":
        _, func, d, ln = c
        v = d.operands[0]
        ind = _indent(_line_text(text, ln))
        taker = _taker(f"bufls_take{n}", v.type, True)
        call = f"{ind}call @bufls_take{n}(%{v.name}) : ({v.type}) -> ()"
        new, m = _edit(text, insert_before=_func_insert(text, func, taker) + [(ln, call)])
        return Mutant(kind, new, code, frozenset({m(ln)}), f"handed over before the free at line {ln}", m(ln))
    if how == "keep":
        _, func, d, ln = c
        v = d.operands[0]
        ind = _indent(_line_text(text, ln))
        taker = _taker(f"bufls_keep{n}", v.type, False)
        call = f"{ind}call @bufls_keep{n}(%{v.name}) : ({v.type}) -> ()"
        fl = _op_line(text, func)
        new, m = _edit(text, insert_before=_func_insert(text, func, taker), replace=[(ln, call)])
        where = m(fl) - len(taker)  # the taker's signature
        return Mutant(kind, new, code, frozenset({where}), f"the free at line {ln} hands over to a keeper", m(ln))
    if how == "take-before-use":
        _, func, d, ln, use, root = c
        use_ln = _op_line(text, use)
        if use_ln >= ln:
            return None
        v = d.operands[0]
        def_op = getattr(v, "owner", None)
        if hasattr(def_op, "span") and def_op.span is not None and _line(text, def_op.span[0]) >= use_ln:
            if root.name is None:
                return None
            v = root
        if v.name is None:
            return None
        ind = _indent(_line_text(text, use_ln))
        taker = _taker(f"bufls_take{n}", v.type, True)
        call = f"{ind}call @bufls_take{n}(%{v.name}) : ({v.type}) -> ()"
        new, m = _edit(text, delete=[ln], insert_before=_func_insert(text, func, taker) + [(use_ln, call)])
        return Mutant(
            kind, new, code, frozenset({m(use_ln)}), f"handed over (line {ln}) before line {use_ln}", m(use_ln)
        )
    if how == "pool-free":
        _, func, d, ln = c
        v = d.operands[0]
        ind = _indent(_line_text(text, ln))
        new, m = _edit(text, replace=[(ln, f'{ind}"acme.pool_free"(%{v.name}) : ({v.type}) -> ()')])
        return Mutant(kind, new, code, frozenset({ln}), f"the free at line {ln} is the pool's", ln)
    if how == "pool-attr":
        _, func, d, allocs = c
        new = text
        for o in sorted(allocs, key=lambda o: -o.span[0]):
            new = _with_op_attr(new, o, 'bufls.resource = "pool"')
            if new is None:
                return None
        ln = _op_line(text, d)
        frees = {
            _op_line(text, u)
            for o in allocs
            for v in _aliases(func, o) + [o.results[0]]
            for u, _ in v.uses
            if u.name == "memref.dealloc"
        }
        return Mutant(kind, new, code, frozenset(frees | {ln}), f"pool allocations freed at line {ln}", ln)
    if how == "device":
        _, func, o = c
        r = o.results[0]
        t = r.type
        t1 = str(t)[:-1] + ", 1>"
        new = text
        users = {id(u): u for u, _ in r.uses}.values()
        for u in sorted(users, key=lambda u: -u.span[0]):
            new = _retype_use(new, u, str(t), t1)
            if new is None:
                return None
        new = _retype_use(new, o, str(t), t1)
        if new is None:
            return None
        frees = frozenset(_op_line(text, u) for u, _ in r.uses if u.name == "memref.dealloc")
        return Mutant(
            kind, new, code, frees, f"a device buffer (line {_op_line(text, o)}) freed by memref.dealloc", min(frees)
        )
    if how == "rt-free":
        _, func, d, ln = c
        v = d.operands[0]
        ind = _indent(_line_text(text, ln))
        u = f"%bufls_u{n}"
        lines = (
            [(ln, f"{ind}{u} = memref.cast %{v.name} : {v.type} to memref<*xf32>")]
            if str(v.type) != "memref<*xf32>"
            else []
        )
        arg = u if lines else f"%{v.name}"
        lines.append((ln, f"{ind}func.call @rt_free({arg}) : (memref<*xf32>) -> ()"))
        new, m = _edit(text, delete=[ln], insert_before=_func_insert(text, func, [RT_FREE]) + lines)
        return Mutant(kind, new, code, frozenset({m(ln) - 1}), f"the free at line {ln} is rt's", m(ln) - 1)
    if how == "rt-alloc":
        _, func, o = c
        r = o.results[0]
        ln = _op_line(text, o)
        if r.name is None or o.operands[0].name is None:
            return None
        ind = _indent(_line_text(text, ln))
        call = f"{ind}%{r.name} = func.call @rt_alloc(%{o.operands[0].name}) : (index) -> memref<?xf32>"
        frees = [u for v in _aliases(func, o) + [r] for u, _ in v.uses if u.name == "memref.dealloc"]
        if not frees:
            return None
        new, m = _edit(text, replace=[(ln, call)], insert_before=_func_insert(text, func, [RT_ALLOC]))
        lines = frozenset(m(_op_line(text, u)) for u in frees)
        return Mutant(kind, new, code, lines, f"an rt buffer (line {ln}) freed by memref.dealloc", min(lines))
    return None


# -- contracts that hold -----------------------------------------------------------------


def _fresh(func, v) -> set | None:
    """The allocations of ``func`` whose buffer ``v`` is, when it is surely one of them."""
    got = _sources(func).get(v, _origins(v, marks=True))
    ok = got and all(getattr(o, "name", None) in _ALLOCS | {"memref.alloca"} and func.is_ancestor_of(o) for o in got)
    return got if ok else None


def _pairs(func, limit: int = 2) -> list[tuple]:
    """``(op, x, y)``: ``op`` reads or writes ``x``, a fresh buffer, and ``y``,
    surely another buffer: a call given both after ``op`` keeps ``llvm.noalias``."""
    out = []
    for op in func.walk():
        if op is func or op.span is None or is_return_like(op) or op.successors:
            continue
        fx = memory_effects(op)
        if not fx or any(e.effect is Effect.FREE for e in fx):
            continue
        used = [op.operands[e.operand] for e in fx if e.effect in (Effect.READ, Effect.WRITE) and e.operand is not None]
        used = [v for v in dict.fromkeys(used) if T.is_memref(v.type) and v.name is not None]
        for x in used:
            fresh = _fresh(func, x)
            if fresh is None:
                continue
            for y in used:
                other = _sources(func).get(y, _origins(y, marks=True))
                if y is not x and other and UNKNOWN not in other and not (other & fresh):
                    out.append((op, x, y))
                    break
            if len(out) >= limit:
                return out
            if out and out[-1][0] is op:
                break
    return out


def _swappable(func, alloc) -> list | None:
    """The frees of ``alloc``'s buffer when they are all that happens to it
    besides reads, writes and views (it can move to another resource), else None."""
    frees = []
    for v in dict.fromkeys([alloc.results[0]] + _aliases(func, alloc)):
        if _sources(func).get(v, {alloc}) != {alloc}:
            return None
        for op, i in v.uses:
            if op.name == "memref.dealloc":
                if op not in frees:
                    frees.append(op)
            elif (
                op.name == "func.return" or call_target(op) is not None or (is_return_like(op) and op.parent_op is func)
            ):
                return None
            elif not _forwarded(op, i):
                fx = memory_effects(op)
                if fx is None or any(e.effect is Effect.FREE for e in fx):
                    return None
    return frees or None


def holding(text: str) -> list[tuple[str, str]]:
    """Variants of ``text`` with contracts that hold: ``(what, text)`` for
    ``contracts`` (read-only, untouched, noalias), ``consumed`` (frees become
    calls of functions that take the buffer and free it) and ``resources``
    (buffers of the ``pool`` and ``rt`` resources freed by their own ops)."""
    result = _parsed(text)
    if result is None:
        return []
    _SOURCES.clear()
    out = [("resources configured", text)]
    inline, lines = [], []  # (offset-ordered attribute edits), (line insertions)
    taken_ins, taken_rep = [], []
    res_inline, res_ins, res_rep = [], [], []
    n = 0
    for pm in result.modules:
        symbols = _symbols(pm.op)
        rt_declared = False
        for func in _functions(pm):
            body = callable_body(func)
            readers: list[int] = []
            for k, a in enumerate(body.blocks[0].args):
                if not T.is_memref(a.type) or a.span is None:
                    continue
                acc = access(func, k, symbols)
                if acc.unknown or acc.level == "write":
                    continue
                n += 1
                attr = 'bufferization.access = "none"' if acc.level == "none" else _READ_ONLY[n % 2]
                inline.append((func, k, attr))
                first = body.blocks[0].ops[0]
                if acc.level == "read" and not readers and _zero(a.type) is not None and first.span is not None:
                    readers.append(k)  # (a callee that only reads it: the promise holds through calls)
                    fl = _op_line(text, first)
                    lines += _func_insert(text, func, _accessor(f"bufls_reader{n}", a.type, False))
                    lines.append(
                        (fl, f"{_indent(_line_text(text, fl))}call @bufls_reader{n}(%{a.name}) : ({a.type}) -> ()")
                    )
            ro = 'bufferization.access = "read"'  # (the pair's callee reads only: promises made above hold)
            for op, x, y in _pairs(func):
                n += 1
                after = _line(text, op.span[1] - 1) + 1
                ind = _indent(_line_text(text, _op_line(text, op)))
                lines += _func_insert(
                    text,
                    func,
                    [f"func.func private @bufls_pair{n}({x.type} {{llvm.noalias, {ro}}}, {y.type} {{{ro}}})"],
                )
                lines.append((after, f"{ind}call @bufls_pair{n}(%{x.name}, %{y.name}) : ({x.type}, {y.type}) -> ()"))
            types = {}
            for d in _deallocs([o for o in func.walk() if o is not func]):
                v = d.operands[0]
                if not _origins(v) or v.name is None:
                    continue
                if str(v.type) not in types:
                    n += 1
                    types[str(v.type)] = f"bufls_take{n}"
                    taken_ins += _func_insert(text, func, _taker(types[str(v.type)], v.type, True))
                ln = _op_line(text, d)
                ind = _indent(_line_text(text, ln))
                taken_rep.append((ln, f"{ind}call @{types[str(v.type)]}(%{v.name}) : ({v.type}) -> ()"))
            for o in func.walk():
                if o.name != "memref.alloc" or o.span is None or o.results[0].type.memory_space is not None:
                    continue
                frees = _swappable(func, o)
                if frees is None or any(f.operands[0].name is None for f in frees):
                    continue
                n += 1
                r = o.results[0]
                ln = _op_line(text, o)
                t = r.type
                rt = isinstance(t, T.MemRefType) and t.rank == 1 and str(t.element) == "f32" and t.layout is None
                rt = rt and n % 2 and (t.shape[0] is not None or (len(o.operands) == 1 and o.operands[0].name))
                if rt:
                    if not rt_declared:
                        res_ins += _func_insert(text, func, [RT_FREE, RT_ALLOC])
                        rt_declared = True
                    ind = _indent(_line_text(text, ln))
                    size = f"%{o.operands[0].name}" if t.shape[0] is None else f"%bufls_n{n}"
                    if t.shape[0] is not None:
                        res_ins.append((ln, f"{ind}{size} = arith.constant {t.shape[0]} : index"))
                    call = f"func.call @rt_alloc({size}) : (index) -> memref<?xf32>"
                    if str(t) == "memref<?xf32>":
                        res_rep.append((ln, f"{ind}%{r.name} = {call}"))
                    else:
                        res_ins.append((ln, f"{ind}%bufls_rt{n} = {call}"))
                        res_rep.append((ln, f"{ind}%{r.name} = memref.cast %bufls_rt{n} : memref<?xf32> to {t}"))
                    for f in frees:
                        fl = _op_line(text, f)
                        ind = _indent(_line_text(text, fl))
                        v = f.operands[0]
                        u = f"%bufls_u{n}_{fl}"
                        res_ins.append((fl, f"{ind}{u} = memref.cast %{v.name} : {v.type} to memref<*xf32>"))
                        res_rep.append((fl, f"{ind}func.call @rt_free({u}) : (memref<*xf32>) -> ()"))
                else:
                    res_inline.append(o)
                    for f in frees:
                        fl = _op_line(text, f)
                        ind = _indent(_line_text(text, fl))
                        v = f.operands[0]
                        res_rep.append((fl, f'{ind}"acme.pool_free"(%{v.name}) : ({v.type}) -> ()'))
    if inline or lines:
        new = text
        for func, k, attr in sorted(inline, key=lambda e: -e[0].span[0] - e[1] * 1e-3):
            new = _with_arg_attr(new, func, k, attr) or new
        new, _ = _edit(new, insert_before=lines)
        out.append(("contracts", new))
    if taken_rep:
        out.append(("consumed", _edit(text, insert_before=taken_ins, replace=taken_rep)[0]))
    if res_inline or res_rep:
        new = text
        for o in sorted(res_inline, key=lambda o: -o.span[0]):
            new = _with_op_attr(new, o, 'bufls.resource = "pool"') or new
        out.append(("resources", _edit(new, insert_before=res_ins, replace=res_rep)[0]))
    return [(what, t) for what, t in out if _valid(t)]
