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
from ..ir.interfaces import Effect, call_target, callable_body, memory_effects
from ..ir.nodes import walk
from .origins import ARG, TOP
from .report import use_span, value_name

__all__ = ["Contracts"]

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
        noalias = [k for k, _ in mems if argument_contract(callee, k).noalias]
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
        body = callable_body(func) if func is not None else None
        if body is None or not body.blocks or k >= len(body.blocks[0].args):
            got = "none" if c.no_access else "read" if c.read_only else None
            cache[key] = got
            return got
        cache[key] = "none"  # (a recursive call adds nothing the body does not)
        cache[key] = got = self._body_access(func, body, body.blocks[0].args[k], cache)
        return got

    def _body_access(self, func, body, arg, cache):
        origins = BufferOrigins(self.resources)
        got = "none"

        def derived(v) -> bool:
            return T.is_memref(v.type) and arg in origins.terminals(v)

        for op in walk(func):
            if op is func:
                continue
            target = call_target(op)
            if target is not None:
                callee = self.symbols.get(target[0])
                for k, i in enumerate(target[1]):
                    if i < len(op.operands) and derived(op.operands[i]):
                        if argument_contract(callee, k).consumed:
                            got = _join(got, "write")
                        else:
                            got = _join(got, self.parameter_access(callee, k))
                continue
            used = [j for j, v in enumerate(op.operands) if derived(v)]
            if not used:
                continue
            fx = memory_effects(op, self.resources)
            if fx is None:
                if not (op.successors or op.regions):  # (forwarding ops: the origins follow them)
                    got = _join(got, None)
                continue
            for e in fx:
                if e.operand in used:
                    if e.effect is Effect.READ:
                        got = _join(got, "read")
                    elif e.effect in (Effect.WRITE, Effect.FREE):
                        got = _join(got, "write")
            if got == "write":
                break
        return got
