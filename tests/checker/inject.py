"""Bug injector: turns correct IR (outputs of the deallocation pipeline,
hand-written correct deallocations) into mutants with one known bug each.

    from inject import mutants
    for m in mutants(text):
        m.kind, m.code, m.lines, m.text     # what, expected code, acceptable 1-based lines

Kinds (and the diagnostic a checker must give, on which line):

* ``delete-free``: an unconditional ``memref.dealloc`` is deleted -> BUF001 on
  an allocation whose buffer it freed (statically traced back through views,
  ``extract_strided_metadata``, ``select``, block arguments, region results);
* ``drop-branch-free``: the same for a free executed in one branch only
  (inside ``scf.if``, or in a CFG block reached by a conditional branch);
* ``duplicate-free``: a ``memref.dealloc`` line is repeated -> BUF002 on the copy;
* ``free-before-use``: an unconditional free is moved before an earlier op
  that reads or writes the buffer -> BUF003 on that op;
* ``free-argument``: ``memref.dealloc %argN`` at the start of a function -> BUF101;
* ``free-alloca``: ``memref.dealloc`` of an alloca (one is created when the
  module has none) -> BUF004 on the free;
* ``return-argument``: a public function returns one of its arguments (or a
  ``memref.cast`` of one) instead of the value it returned -> BUF102 on the return;
* ``free-view``: a free of a buffer goes through a ``memref.reinterpret_cast``
  view of it -> BUF004 on the free.

The mutation is textual (one op per line, as mlir-opt prints), found from
the parsed IR.  Mutants that do not parse and verify are dropped.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bufls.core.api import parse_file
from bufls.core.ir import types as T
from bufls.core.ir.interfaces import (
    PARENT,
    Effect,
    call_target,
    callable_body,
    is_private,
    memory_effects,
    region_successors,
    view_source,
)

__all__ = ["EXPECTED_CODE", "KINDS", "Mutant", "mutants"]

KINDS = (
    "delete-free",
    "drop-branch-free",
    "duplicate-free",
    "free-before-use",
    "free-argument",
    "free-alloca",
    "return-argument",
    "free-view",
)
EXPECTED_CODE = {
    "delete-free": "BUF001",
    "drop-branch-free": "BUF001",
    "duplicate-free": "BUF002",
    "free-before-use": "BUF003",
    "free-argument": "BUF101",
    "free-alloca": "BUF004",
    "return-argument": "BUF102",
    "free-view": "BUF004",
}

_ALLOCS = {"memref.alloc", "bufferization.clone", "gpu.alloc", "memref.realloc"}
_BRANCHY = {"scf.if", "affine.if", "scf.index_switch"}


@dataclass(frozen=True)
class Mutant:
    kind: str
    text: str
    code: str
    lines: frozenset
    note: str
    at: int  # a line of the mutated function (in the mutant)


def _line(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1


def _indent(line: str) -> str:
    return line[: len(line) - len(line.lstrip())]


def _edit(text: str, *, delete=(), insert_before=(), replace=()) -> tuple[str, callable]:
    """Apply edits given in old line numbers; returns the text and a map
    old line -> new line.  ``insert_before``: (line, text without newline);
    ``replace``: (line, new line text)."""
    lines = text.splitlines(keepends=True)
    repl = dict(replace)
    ins: dict[int, list[str]] = {}
    for ln, s in insert_before:
        ins.setdefault(ln, []).append(s)
    dels = set(delete)
    out = []
    newno = {}
    for i, line in enumerate(lines, 1):
        for s in ins.get(i, []):
            out.append(s + "\n")
        newno[i] = len(out) + 1
        if i in dels:
            continue
        out.append(repl[i] + "\n" if i in repl else line)
    return "".join(out), (lambda ln: newno.get(ln, ln))


# -- static origins (independent of the checker) --------------------------------------


def _root(v):
    """The value a view/cast chain starts from."""
    seen = 0
    while seen < 100:
        seen += 1
        op = getattr(v, "owner", None)
        if op is None or not hasattr(op, "operands"):
            return v
        if op.name == "memref.extract_strided_metadata" and v.index == 0:
            v = op.operands[0]
            continue
        src = view_source(op)
        if src is not None and v.index == 0:
            v = op.operands[src]
            continue
        return v
    return v


UNKNOWN = "?"  # a source ``_origins(v, marks=True)`` cannot see


def _origins(v, seen=None, marks: bool = False) -> set:
    """Allocation ops whose buffer ``v`` may be (static, may-analysis).

    ``marks``: the sources of ``v`` instead, for aliasing questions: allocation
    and ``memref.alloca`` ops, the function's entry arguments, and ``UNKNOWN``
    for what cannot be traced (results of calls and of unknown ops, region
    arguments nothing is forwarded to)."""
    seen = set() if seen is None else seen
    if id(v) in seen:
        return set()
    seen.add(id(v))
    v = _root(v)
    owner = v.owner
    if hasattr(owner, "operands"):  # an op result
        op = owner
        if op.name in _ALLOCS or (op.name == "memref.alloca" and marks):
            return {op}
        if call_target(op) is not None:
            return {UNKNOWN} if marks else {op}
        if op.name == "arith.select":
            return _origins(op.operands[1], seen, marks) | _origins(op.operands[2], seen, marks)
        if op.regions and region_successors(op, PARENT) is not None:
            out = set()
            for r in range(len(op.regions)):
                for b in op.regions[r].blocks:
                    t = b.terminator
                    succ = (region_successors(op, r) or []) if t is not None else []
                    for target, idx in succ:
                        if target == PARENT and v.index < len(idx) and idx[v.index] < len(t.operands):
                            out |= _origins(t.operands[idx[v.index]], seen, marks)
            for target, idx in region_successors(op, PARENT) or []:
                if target == PARENT and v.index < len(idx):
                    out |= _origins(op.operands[idx[v.index]], seen, marks)
            return out
        return {UNKNOWN} if marks else set()
    block = owner  # a block argument
    region = block.parent
    if region is None:
        return {UNKNOWN} if marks else set()
    parent = region.parent
    if region.blocks[0] is block:
        if parent is None or callable_body(parent) is region:
            return {v} if marks and parent is not None else set()
        out = set()
        ri = parent.regions.index(region)
        n_args = len(block.args)
        found = False
        for point in [PARENT] + list(range(len(parent.regions))):
            terms = [None] if point == PARENT else [b.terminator for b in parent.regions[point].blocks]
            for t in terms:
                if point != PARENT and t is None:
                    continue
                for target, idx in region_successors(parent, point) or []:
                    if target != ri:
                        continue
                    k = v.index - (n_args - len(idx))
                    src = parent if point == PARENT else t
                    if 0 <= k < len(idx) and idx[k] < len(src.operands):
                        found = True
                        out |= _origins(src.operands[idx[k]], seen, marks)
        return out if found or not marks else {UNKNOWN}
    out = set()
    from bufls.core.ir.interfaces import successor_operands

    for pred in block.predecessors:
        t = pred.terminator
        groups = successor_operands(t) or []
        for si, s in enumerate(t.successors):
            if s is block and si < len(groups) and v.index < len(groups[si]):
                out |= _origins(t.operands[groups[si][v.index]], seen, marks)
            elif s is block and marks:
                out.add(UNKNOWN)
    return out


def _conditional(op, func) -> bool:
    """Whether ``op`` runs in one branch only."""
    p = op.parent_op
    while p is not None and p is not func:
        if p.name in _BRANCHY:
            return True
        p = p.parent_op
    block = op.parent
    while block is not None and block.parent_op is not func:
        block = block.parent_op.parent if block.parent_op is not None else None
    if block is None or block.parent is None or block.parent.blocks[0] is block:
        return False
    return any(len(p.terminator.successors) > 1 for p in block.predecessors)


def _uses_memory(op, i) -> bool:
    fx = memory_effects(op)
    if fx is None:
        return call_target(op) is not None
    return any(e.operand == i and e.effect in (Effect.READ, Effect.WRITE) for e in fx)


# -- mutants ---------------------------------------------------------------------------


def _functions(pm):
    for op in pm.op.walk():
        body = callable_body(op)
        name = op.attr("sym_name")
        if body is None or not body.blocks or name is None:
            continue
        if str(getattr(name, "value", "")).startswith("dealloc_helper"):
            continue
        yield op


def _candidates(text: str):
    result = parse_file(text)
    if result.diagnostics:
        return
    for pm in result.modules:
        for func in _functions(pm):
            yield func, [o for o in func.walk() if o is not func]


def _valid(text: str) -> bool:
    return not parse_file(text).diagnostics


def mutants(text: str, per_kind: int = 3, seed: int = 0) -> list[Mutant]:
    """Up to ``per_kind`` valid mutants of each kind (deterministic)."""
    rng = random.Random(seed)
    pool: dict[str, list] = {k: [] for k in KINDS}
    fresh = 0
    allocas = []
    funcs_seen = []
    cands = list(_candidates(text))
    frees = sum(
        1 for _, ops in cands for o in ops if o.name in ("memref.dealloc", "bufferization.dealloc", "gpu.dealloc")
    )
    for func, ops in cands:
        funcs_seen.append(func)
        deallocs = [o for o in ops if o.name == "memref.dealloc" and o.operands]
        for d in deallocs:
            ln = _line(text, d.span[0])
            v = d.operands[0]
            origins = _origins(v)
            alloc_lines = frozenset(
                _line(text, o.span[0]) for o in origins if o.span is not None and (func.is_ancestor_of(o))
            )
            cond = _conditional(d, func)
            if alloc_lines:
                if frees > 1:  # else the mutant frees nothing: bufferized input (BUF201)
                    kind = "drop-branch-free" if cond else "delete-free"
                    pool[kind].append(("delete", d, ln, alloc_lines))
                pool["duplicate-free"].append(("dup", d, ln))
                if not v.type.__class__.__name__.startswith("Unranked"):
                    pool["free-view"].append(("view", d, ln))
            if not cond and alloc_lines:
                root = _root(v)
                block = d.parent
                idx = block.ops.index(d)
                for use in block.ops[:idx]:
                    if use.name == "memref.dealloc":
                        continue
                    if any(
                        _root(x) is root and _uses_memory(use, i)
                        for i, x in enumerate(use.operands)
                        if T.is_memref(x.type)
                    ):
                        pool["free-before-use"].append(("move", d, ln, use, root))
        body = callable_body(func)
        entry = body.blocks[0]
        if entry.ops:
            first_ln = _line(text, entry.ops[0].span[0]) if entry.ops[0].span else None
            for a in entry.args:
                if T.is_memref(a.type) and first_ln is not None:
                    pool["free-argument"].append(("freearg", func, a, first_ln))
        allocas += [(func, o) for o in ops if o.name == "memref.alloca" and o.results]
        if not is_private(func):
            args = [a for a in entry.args if T.is_memref(a.type)]
            for r in [o for o in ops if o.name == "func.return" and o.parent.parent is body]:
                for i, x in enumerate(r.operands):
                    if not T.is_memref(x.type):
                        continue
                    for a in args:
                        if a.type == x.type or _castable(a.type, x.type):
                            pool["return-argument"].append(("ret", r, i, a, x))
    for _, al in allocas:
        pool["free-alloca"].append(("alloca", al))
    if not allocas and funcs_seen:
        for func in funcs_seen:
            entry = callable_body(func).blocks[0]
            if entry.ops and entry.ops[0].span:
                pool["free-alloca"].append(("newalloca", func, _line(text, entry.ops[0].span[0])))
    out: list[Mutant] = []
    for kind in KINDS:
        cands = pool[kind]
        rng.shuffle(cands)
        got = 0
        for c in cands:
            if got >= per_kind:
                break
            fresh += 1
            m = _make(text, kind, c, fresh)
            if m is not None and _valid(m.text):
                out.append(m)
                got += 1
    return out


def _castable(a, b) -> bool:
    if not (isinstance(a, T.MemRefType) and isinstance(b, T.MemRefType)):
        return False
    if a.element != b.element or a.rank != b.rank or a.memory_space != b.memory_space:
        return False
    if a.layout is not None or b.layout is not None:
        return False
    return all(x is None or y is None or x == y for x, y in zip(a.shape, b.shape))


def _operand_text(text: str, op, i: int) -> tuple[int, int] | None:
    sp = op.operand_spans[i] if i < len(op.operand_spans) else None
    return tuple(sp) if sp else None


def _line_text(text: str, ln: int) -> str:
    return text.splitlines()[ln - 1]


def _make(text: str, kind: str, c, n: int) -> Mutant | None:
    code = EXPECTED_CODE[kind]
    if c[0] == "delete":
        _, d, ln, alloc_lines = c
        new, m = _edit(text, delete=[ln])
        return Mutant(kind, new, code, frozenset(m(x) for x in alloc_lines), f"deleted line {ln}", m(ln))
    if c[0] == "dup":
        _, d, ln = c
        line = _line_text(text, ln)
        new, m = _edit(text, insert_before=[(ln + 1, line)])
        return Mutant(kind, new, code, frozenset({ln + 1}), f"duplicated line {ln}", ln + 1)
    if c[0] == "view":
        _, d, ln = c
        v = d.operands[0]
        t = v.type
        name = f"%bufls_view{n}"
        line = _line_text(text, ln)
        ind = _indent(line)
        view_t = f"memref<1x{t.element}>"
        cast = (
            f"{ind}{name} = memref.reinterpret_cast %{v.name} to offset: [0], sizes: [1], "
            f"strides: [1] : {t} to {view_t}"
        )
        new, m = _edit(text, insert_before=[(ln, cast)], replace=[(ln, f"{ind}memref.dealloc {name} : {view_t}")])
        return Mutant(kind, new, code, frozenset({m(ln)}), f"free of a view at line {ln}", m(ln))
    if c[0] == "move":
        _, d, ln, use, root = c
        use_ln = _line(text, use.span[0])
        if use_ln >= ln:
            return None
        line = _line_text(text, ln)
        v = d.operands[0]
        # the freed value may be defined after the use (a base_buffer): free the root instead
        def_op = getattr(v, "owner", None)
        defined_late = hasattr(def_op, "span") and def_op.span is not None and _line(text, def_op.span[0]) >= use_ln
        if defined_late:
            if root.name is None:
                return None
            line = f"{_indent(_line_text(text, use_ln))}memref.dealloc %{root.name} : {root.type}"
        else:
            line = _indent(_line_text(text, use_ln)) + line.strip()
        new, m = _edit(text, delete=[ln], insert_before=[(use_ln, line)])
        return Mutant(
            kind, new, code, frozenset({m(use_ln)}), f"free at line {ln} moved before line {use_ln}", m(use_ln)
        )
    if c[0] == "freearg":
        _, _, a, first_ln = c
        ind = _indent(_line_text(text, first_ln))
        new, m = _edit(text, insert_before=[(first_ln, f"{ind}memref.dealloc %{a.name} : {a.type}")])
        return Mutant(kind, new, code, frozenset({first_ln}), f"free of %{a.name}", first_ln)
    if c[0] == "alloca":
        _, al = c
        ln = _line(text, al.span[0])
        r = al.results[0]
        ind = _indent(_line_text(text, ln))
        new, m = _edit(text, insert_before=[(ln + 1, f"{ind}memref.dealloc %{r.name} : {r.type}")])
        return Mutant(kind, new, code, frozenset({ln + 1}), f"free of alloca at line {ln}", ln + 1)
    if c[0] == "newalloca":
        _, _, first_ln = c
        ind = _indent(_line_text(text, first_ln))
        name = f"%bufls_stack{n}"
        new, m = _edit(
            text,
            insert_before=[
                (first_ln, f"{ind}{name} = memref.alloca() : memref<4xf32>"),
                (first_ln, f"{ind}memref.dealloc {name} : memref<4xf32>"),
            ],
        )
        return Mutant(kind, new, code, frozenset({first_ln + 1}), "free of a new alloca", first_ln + 1)
    if c[0] == "ret":
        _, r, i, a, x = c
        sp = _operand_text(text, r, i)
        if sp is None:
            return None
        ln = _line(text, r.span[0])
        if a.type == x.type:
            new = text[: sp[0]] + f"%{a.name}" + text[sp[1] :]
            return Mutant(kind, new, code, frozenset({ln}), f"return of %{a.name}", ln)
        name = f"%bufls_cast{n}"
        new = text[: sp[0]] + name + text[sp[1] :]
        ind = _indent(_line_text(text, ln))
        new, m = _edit(new, insert_before=[(ln, f"{ind}{name} = memref.cast %{a.name} : {a.type} to {x.type}")])
        return Mutant(kind, new, code, frozenset({m(ln)}), f"return of a cast of %{a.name}", m(ln))
    return None
