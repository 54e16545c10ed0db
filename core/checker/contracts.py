"""Function-boundary contracts, checked at definitions and call sites
(mixed into ``FunctionAnalysis``; the contracts: ``ir/contracts.py``).

``BUF103`` a write into an argument the function promised only to read
(``bufferization.writable = false``, ``bufferization.access = "read"``), or
any access to one promised untouched (``access = "none"``) -- directly, through
a view, or by passing it to a callee that writes that parameter::

    func.func @f(%src: memref<4xf32> {bufferization.access = "read"}) {
      %c0 = arith.constant 0 : index
      %x = arith.constant 1.0 : f32
      memref.store %x, %src[%c0] : memref<4xf32>      // BUF103
      return
    }

``BUF104`` a call passing one buffer to an ``llvm.noalias`` parameter and to
another parameter (the same buffer, or views of it, on the path).

``bufls.consumed`` parameters: at the callee's entry the buffer is owned
(not freeing it is a leak, ``BUF001``); at a call the buffer is handed over,
checked as a free (``FreeChecks.free``: handing over an argument, a view,
stack memory or a buffer freed already is reported as freeing it would be).

What a callee does to a parameter is summarised once per module
(``parameter_access``): ``"none"``, ``"read"``, ``"write"``, or ``None``
(unknown: an op with unknown effects uses it, or it goes to an external
callee without a contract).  Unknown never reports.
"""

from __future__ import annotations

from ..analysis.aliasing import BufferOrigins
from ..ir import types as T
from ..ir.contracts import argument_contract
from ..ir.interfaces import Effect, call_target, callable_body, is_return_like, memory_effects
from ..ir.nodes import walk
from .origins import ARG, TOP
from .report import use_span, value_name

__all__ = ["Contracts", "parameter_uses"]

_RANK = {"none": 0, "read": 1, None: 2, "write": 3}  # join: the highest wins


def _join(a, b):
    return a if _RANK[a] >= _RANK[b] else b


class Contracts:
    # -- at the function's entry ------------------------------------------------------
    def entry_contracts(self, args) -> dict:
        """Argument value -> its contract, for the arguments that have one."""
        out = {}
        for i, a in enumerate(args):
            c = argument_contract(self.func, i)
            if c and T.is_memref(a.type):
                out[a] = c
        return out

    # -- accesses -------------------------------------------------------------------
    def check_access(self, s, op, i, buf, write: bool) -> None:
        """``op`` reads (``write`` False) or writes (True) operand ``i``,
        memory of ``buf``."""
        c = self.arg_contracts.get(buf.site) if buf.kind == ARG else None
        if c is None or not (c.no_access or (write and c.read_only)):
            return
        what = value_name(op.operands[i])
        whose = "" if what == buf.name else f" (memory of {buf.name})"
        verb = "writes" if write else "reads"
        self._violation(s, op, use_span(op, i), f"'{op.name}' {verb} {what}{whose}", buf, c)

    def _violation(self, s, op, span, doing, buf, c) -> None:
        promise = "not to access" if c.no_access else "only to read"
        self.report.add(
            "BUF103",
            f"{doing}, an argument {self._func_name()} promises {promise} ({', '.join(c.attrs)}){{path}}",
            span,
            [(tuple(buf.site.span or span), f"{buf.name} is declared here")],
            state=s,
            items=self.items(s, 0, buf),
        )

    # -- calls ----------------------------------------------------------------------------
    def marked_params(self, callee) -> tuple[frozenset, frozenset]:
        """``(consumed, noalias)``: the parameters of ``callee`` with those
        contracts (cached per module: every call asks, on every path)."""
        cache = self.module.__dict__.setdefault("_marked_params", {})
        got = cache.get(id(callee))
        if got is None:
            values = getattr(callee.attr("arg_attrs"), "values", None) if callee is not None else None
            n = len(values) if values else 0
            cs = [argument_contract(callee, k) for k in range(n)]
            got = cache[id(callee)] = (
                frozenset(k for k, c in enumerate(cs) if c.consumed),
                frozenset(k for k, c in enumerate(cs) if c.noalias),
            )
        return got

    def check_call(self, s, op, callee, name, args) -> None:
        """A call's contracts on path ``s``: read-only arguments passed to
        parameters the callee writes (BUF103), one buffer passed to an
        ``llvm.noalias`` parameter and another (BUF104)."""
        mems = [(k, i) for k, i in enumerate(args) if T.is_memref(op.operands[i].type)]
        if self.arg_contracts:
            for k, i in mems:
                m = self.memref_of(s, op.operands[i])
                buf = s.bufs.get(m[1]) if m is not None and m[1] != TOP else None
                c = self.arg_contracts.get(buf.site) if buf is not None and buf.kind == ARG else None
                if c is None or argument_contract(callee, k).consumed:
                    continue
                access = self.parameter_access(callee, k)
                if access == "write" or (c.no_access and access == "read"):
                    verb = "writes" if access == "write" else "reads"
                    what = value_name(op.operands[i])
                    self._violation(s, op, use_span(op, i), f"@{name} {verb} its argument #{k}, {what}", buf, c)
        if callee is None or len(mems) < 2:
            return
        noalias = self.marked_params(callee)[1]
        if not noalias:
            return
        for a, (k, i) in enumerate(mems):
            for k2, j in mems[a + 1 :]:
                if k in noalias or k2 in noalias:
                    self._check_alias(s, op, name, (k, i), (k2, j), k if k in noalias else k2)

    def _check_alias(self, s, op, name, first, second, marked) -> None:
        (k, i), (_, j) = first, second
        m, n = self.memref_of(s, op.operands[i]), self.memref_of(s, op.operands[j])
        if m is None or n is None or m[1] == TOP or m[1] != n[1]:
            return
        buf = s.bufs.get(m[1])
        if buf is None:
            return
        a, b = value_name(op.operands[i]), value_name(op.operands[j])
        same = m[2] is n[2]
        how = "the same buffer" if same else f"views of one buffer, {buf.name}"
        pair = f"{a} and {b} are {how}" if a != b else f"{a} is passed twice"
        self.report.add(
            "BUF104",
            f"aliasing arguments to @{name}{{path}}: {pair}, and @{name} declares its argument #{marked} llvm.noalias",
            use_span(op, j),
            [(use_span(op, i), f"{a} is argument #{k} here")],
            state=s,
            items=self.items(s, 0, buf),
        )

    # -- what a callee does to a parameter ------------------------------------------------
    def parameter_access(self, func, k: int):
        """``"none"``, ``"read"``, ``"write"`` or ``None`` (unknown): what
        ``func`` may do to the memory of its parameter ``k``, itself or
        through its callees (cached per module)."""
        cache = self.module.__dict__.setdefault("_param_access", {})
        key = (id(func), k)
        if key in cache:
            return cache[key]
        c = argument_contract(func, k)
        uses = parameter_uses(func, self.resources)
        if uses is None or k >= len(uses):  # a declaration: its contract says
            got = "none" if c.no_access else "read" if c.read_only else None
            cache[key] = got
            return got
        cache[key] = "none"  # (a recursive call adds nothing the body does not)
        got = "none"
        for use in uses[k]:
            if type(use) is tuple and use[0] == "call":
                callee = self.symbols.get(use[1])
                use = "write" if argument_contract(callee, use[2]).consumed else self.parameter_access(callee, use[2])
            elif type(use) is tuple:  # an op of unknown effects
                use = None
            got = _join(got, use)
        cache[key] = got
        return got


def parameter_uses(func, resources) -> list[frozenset] | None:
    """What ``func``'s body does with the memory of each of its entry
    arguments, itself: a set per argument of ``"read"``, ``"write"`` (a
    write or a free), ``("call", callee, parameter)`` and ``("op", name)``
    (an op of unknown effects uses it).  ``None`` for a declaration.  Views,
    casts and branches are followed (``BufferOrigins``).  The language
    server compares these between versions: a caller is checked again when
    a callee starts writing a parameter."""
    body = callable_body(func) if func is not None else None
    if body is None or not body.blocks:
        return None
    args = body.blocks[0].args
    index = {a: k for k, a in enumerate(args) if T.is_memref(a.type)}
    out: list[set] = [set() for _ in args]
    if not index:
        return [frozenset() for _ in args]
    origins = BufferOrigins(resources)

    def params(v) -> list[int]:
        if not T.is_memref(v.type):
            return []
        return [index[t] for t in origins.terminals(v) if t in index]

    for op in walk(func):
        if op is func:
            continue
        target = call_target(op)
        if target is not None:
            for k, i in enumerate(target[1]):
                if i < len(op.operands):
                    for p in params(op.operands[i]):
                        out[p].add(("call", target[0], k))
            continue
        used = [(j, p) for j, v in enumerate(op.operands) for p in params(v)]
        if not used:
            continue
        fx = memory_effects(op, resources)
        if fx is None:
            if not (op.successors or op.regions or is_return_like(op)):  # (forwarding: origins follow it)
                for _, p in used:
                    out[p].add(("op", op.name))
            continue
        for e in fx:
            for j, p in used:
                if e.operand == j:
                    if e.effect is Effect.READ:
                        out[p].add("read")
                    elif e.effect in (Effect.WRITE, Effect.FREE):
                        out[p].add("write")
    return [frozenset(u) for u in out]
