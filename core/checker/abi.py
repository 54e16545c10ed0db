"""Checks at frees, uses and function exits (mixed into ``FunctionAnalysis``).

``FreeChecks``: a free of a freed buffer is a double free (BUF002), of an
argument BUF101, of an alloca, a global, a view instead of its base, a
buffer not owned on this path or one of another resource BUF004; a read or
write of a freed buffer is a use after free (BUF003).

``Boundary``: at ``func.return`` the returned memrefs hand their ownership to
the caller (under private-function-dynamic-ownership, when the returned
``i1`` says so); every other owned buffer still live leaks (BUF001).  A
public function must return buffers it owns (BUF102).  In a module without
any free (bufferized input), a function that leaks gets one BUF201 hint
instead of its leaks.  Ops with
memref operands and unknown effects get BUF202.

Reference-counted resources (``kind = "refcounted"``): a buffer counts the
references this function holds (``Buf.refs``: one from its allocation, none
for an argument's until it retains one).  A retain adds one, a release takes
one away and frees the buffer at the last: releasing more than were held is
BUF002 (BUF101 for an argument), a use after the last release BUF003, a
reference still held at the return BUF001; a counted buffer freed with a
unique free, or a unique buffer released or retained, BUF004::

    %a = "rc.alloc"() : () -> memref<4xf32>               // refs 1
    %b = "rc.retain"(%a) : (memref<4xf32>) -> memref<4xf32>  // refs 2
    "rc.release"(%a) : (memref<4xf32>) -> ()              // refs 1
    return                                                // BUF001: one reference is never released
"""

from __future__ import annotations

from typing import Any

from ..analysis.resources import DEFAULT
from ..ir import types as T
from ..ir.checker_transfer import transfer_role
from ..ir.contracts import argument_contract
from ..ir.interfaces import (
    Effect,
    call_target,
    callable_body,
    is_private,
    is_region_branch,
    is_return_like,
    memory_effects,
)
from ..ir.rewriter import constant_of
from .origins import ARG, AUTO, FREED, GLOBAL, LIVE, MAYBE, OWNED, TOP
from .paths import decide
from .report import op_span, use_span, value_name

__all__ = ["Boundary", "FreeChecks"]

_KIND_WORDS = {ARG: "a function argument", AUTO: "stack memory", GLOBAL: "a global"}


MAX_REFS = 8  # references counted per buffer (beyond: uncertain, never reported)


def _refs(n: int) -> str:
    return "one reference" if n == 1 else f"{n} references"


def _them(n: int) -> str:
    return "it" if n == 1 else "them"


def _counted(buf) -> bool:
    return buf.resource is not None and getattr(buf.resource, "counted", False)


def _freed_words(free_op, resources) -> str:
    """How ``free_op`` freed a buffer: ``freed`` (a resource's free, also
    when it is a call), or ``handed over to @g`` (a call to a
    ``bufls.consumed`` parameter)."""
    target = call_target(free_op) if free_op is not None else None
    res = resources.for_dealloc(free_op) if free_op is not None else None
    if res is not None and res.counted:
        return "released"
    if target is None or resources.effects_of(free_op) is not None:
        return "freed"
    return f"handed over to @{target[0]}"


def _alloc_words(buf) -> str:
    site = buf.site
    name = getattr(site, "name", None)
    if isinstance(name, str) and "." in name:
        return f"{buf.name} ({name})"
    return buf.name


class FreeChecks:
    def use(self, s, op, i, write=None) -> None:
        """``op`` reads (``write`` False) or writes (True) operand ``i``, or
        uses it in a way ``None`` (a call: ``check_call``; an op of unknown
        effects): a use after free, or against the function's contract
        (``contracts.py``)."""
        v = op.operands[i]
        m = s.env.get(v)
        if type(m) is not tuple or m[0] != "m" or m[1] == TOP:
            return
        buf = s.bufs.get(m[1])
        if buf is None:
            return
        if write is not None and self.arg_contracts and buf.kind == ARG:
            self.check_access(s, op, i, buf, write)
        if buf.status != FREED:
            return
        what = value_name(v)
        whose = "" if what == buf.name else f" (memory of {buf.name})"
        related = [(op_span(buf.free_op), f"{buf.name} is {_freed_words(buf.free_op, self.resources)} here")]
        if buf.kind != ARG:
            related.append((op_span(buf.site), f"{buf.name} is allocated here"))
        how = _freed_words(buf.free_op, self.resources)
        when = "its last reference was released" if _counted(buf) else f"it was {how}"
        self.report.add(
            "BUF003",
            f"use after free: {what}{whose} is used by '{op.name}' after {when}{{path}}",
            use_span(op, i),
            related,
            state=s,
            items=self.items(s, buf.alloc_mark, buf),
        )

    def free(self, s, op, i, resource, verb="frees") -> list:
        """``op`` frees its operand ``i`` on path ``s``: the checks, then the
        buffer is freed.  May split the path on the buffer's ownership.
        ``verb``: what messages say ``op`` does (a call handing a buffer
        over to a ``bufls.consumed`` parameter: ``gives @g ownership of``)."""
        v = op.operands[i]
        m = s.env.get(v)
        if type(m) is not tuple or m[0] != "m" or m[1] == TOP:
            return [s]
        buf = s.bufs.get(m[1])
        if buf is None or buf.status == MAYBE:
            return [s]
        span = use_span(op, i)
        what = value_name(v)
        if resource is not None and resource.counted and buf.kind in (ARG, OWNED) and buf.status == LIVE:
            if (buf.kind == ARG and buf.refs > 0) or (buf.kind == OWNED and buf.refs > 1 and _counted(buf)):
                return [self._released(s, buf, op)]  # (not the last reference)
        if buf.status == FREED:
            related = [(op_span(buf.free_op), f"{buf.name} is first {_freed_words(buf.free_op, self.resources)} here")]
            whose = "" if what == buf.name else f" (memory of {buf.name})"
            again = "freed again" if verb == "frees" else f"freed again ('{op.name}' {verb} it)"
            if _counted(buf) and resource is not None and resource.counted:
                again = "released once more than it was retained (its last reference was released already)"
            self.report.add(
                "BUF002",
                f"double free: {what}{whose} is {again}{{path}}",
                span,
                related,
                state=s,
                items=self.items(s, buf.alloc_mark, buf),
            )
            return [s]
        if buf.kind == ARG:
            view = "" if m[2] is None else f" (a view of argument {buf.name})"
            self.report.add(
                "BUF101",
                f"'{op.name}' {verb} {what}{view}, memory of a function "
                f"argument: memref arguments are not owned by the callee"
                f"{{path}}",
                span,
                [(tuple(buf.site.span or span), f"{buf.name} is an argument")],
                state=s,
                items=self.items(s, 0, buf),
            )
            return [self._freed(s, buf, op)]
        if buf.kind in (AUTO, GLOBAL):
            how = (
                "stack memory, freed automatically when its scope exits"
                if buf.kind == AUTO
                else "a global, not heap memory owned by this function"
            )
            self.report.add(
                "BUF004",
                f"'{op.name}' {verb} {what}, which is {how} (from '{getattr(buf.site, 'name', '?')}')",
                span,
                [(op_span(buf.site), f"{buf.name} is created here")],
                state=s,
            )
            return [self._freed(s, buf, op)]
        if buf.kind != OWNED:
            return [self._freed(s, buf, op)]
        out = []
        for s2, owned in decide(s, buf.owned, cause=op):
            if owned is None:
                s2.bufs[buf.id] = buf.with_(status=MAYBE)
            elif not owned:
                self.report.add(
                    "BUF004",
                    f"'{op.name}' {verb} {what}, which this function does not own{{path}}",
                    span,
                    [(op_span(buf.site), f"{buf.name} comes from here")],
                    state=s2,
                    items=self.items(s2, buf.alloc_mark, buf),
                )
                s2.bufs[buf.id] = buf.with_(status=MAYBE)
            else:
                self._check_base(s2, op, i, m, buf, resource, span, what, verb)
                s2 = self._freed(s2, buf, op)
            out.append(s2)
        return out

    def _check_base(self, s, op, i, m, buf, resource, span, what, verb="frees") -> None:
        if m[2] is not None:
            self.report.add(
                "BUF004",
                f"'{op.name}' {verb} {what}, a view ('{m[2].name}') of {buf.name} instead of its base buffer",
                span,
                [(op_span(m[2]), "the view is made here"), (op_span(buf.site), f"{buf.name} is allocated here")],
                state=s,
            )
            return
        have = buf.resource
        if resource is not None and have is not None and have.name != resource.name:
            counted = " reference-counted" if have.counted else ""
            role = "release op" if resource.counted else "dealloc op"
            self.report.add(
                "BUF004",
                f"'{op.name}' frees {what}, a{counted} buffer of resource "
                f"'{have.name}' ({_alloc_words(buf)}), with the {role} of "
                f"resource '{resource.name}' (expected '{have.dealloc}')",
                span,
                [(op_span(buf.site), f"{buf.name} is allocated here")],
                state=s,
            )

    def _freed(self, s, buf, op):
        cur = s.bufs.get(buf.id, buf)
        s.bufs[buf.id] = cur.with_(status=FREED, free_op=op, free_mark=s.mark, contents=None, refs=0)
        return s

    def _released(self, s, buf, op):
        """One of several references to ``buf`` released by ``op``."""
        cur = s.bufs.get(buf.id, buf)
        s.bufs[buf.id] = cur.with_(refs=cur.refs - 1)
        return s

    def retain(self, s, op, i, resource) -> None:
        """``op`` (the retain op of reference-counted ``resource``) takes one
        more reference to operand ``i``."""
        self.use(s, op, i, write=False)
        m = self.memref_of(s, op.operands[i])
        buf = s.bufs.get(m[1]) if m is not None and m[1] != TOP else None
        if buf is None or buf.status != LIVE or buf.kind not in (ARG, OWNED):
            return
        have = buf.resource
        if buf.kind == OWNED and have is not None and not have.counted:
            self.report.add(
                "BUF004",
                f"'{op.name}' retains {value_name(op.operands[i])}, a buffer of resource '{have.name}' "
                f"({_alloc_words(buf)}) that is not reference counted, with the retain op of "
                f"resource '{resource.name}'",
                use_span(op, i),
                [(op_span(buf.site), f"{buf.name} is allocated here")],
                state=s,
            )
            return
        if buf.refs >= MAX_REFS:  # (a loop retaining without releasing: counting stops)
            s.bufs[buf.id] = buf.with_(status=MAYBE)
            return
        s.bufs[buf.id] = buf.with_(refs=buf.refs + 1, resource=resource if buf.kind == ARG else have)


class Boundary:
    # -- helpers about callees ----------------------------------------------------
    def is_dealloc_helper(self, func) -> bool:
        cache = self.module.__dict__.setdefault("_helpers", {})
        got = cache.get(id(func))
        if got is None:
            got = cache[id(func)] = _looks_like_helper(func)
        return got

    def helper_counts_earlier_conditions(self, call) -> bool:
        """Two generated helpers exist: upstream's frees ``m_i`` unless an
        earlier pointer is equal; bufls' only when an equal earlier pointer
        is freed (its condition holds).  Told apart by the helper's body:
        bufls' loads the conditions twice."""
        func = self.symbols.get(call_target(call)[0])
        cache = self.module.__dict__.setdefault("_helper_kind", {})
        got = cache.get(id(func))
        if got is None:
            body = callable_body(func)
            conds = (
                body.blocks[0].args[2] if body is not None and body.blocks and len(body.blocks[0].args) > 2 else None
            )
            loads = (
                len([o for o in body.ops() if transfer_role(o) == "load" and o.operands and o.operands[0] is conds])
                if conds is not None
                else 0
            )
            got = cache[id(func)] = loads >= 2
        return got

    def dynamic_ownership_results(self, func):
        """Result indices of the ``i1`` ownerships a private function returns
        under private-function-dynamic-ownership (one per memref result)."""
        if func is None or not self.module.dyn or not is_private(func):
            return None
        body = callable_body(func)
        if body is None or not body.blocks:
            return None
        ft = getattr(func.attr("function_type"), "type", None)
        results = list(getattr(ft, "results", ()))
        m = sum(1 for t in results if T.is_memref(t))
        n = len(results)
        if m == 0 or n < 2 * m:
            return None
        tail = results[n - m :]
        if not all(isinstance(t, T.IntegerType) and t.width == 1 for t in tail):
            return None
        return [n - m + k for k in range(m)]

    def callee_summary(self, func) -> list:
        """Per memref result of a private function (dynamic ownership):
        ``(argument index or None, ownership constant or None)`` when every
        return gives the same argument / the same constant ownership."""
        cache = self.module.__dict__.setdefault("_summaries", {})
        got = cache.get(id(func))
        if got is None:
            got = cache[id(func)] = _summary(func, self.dynamic_ownership_results(func) or [])
        return got

    def returned_resource(self, func, i: int):
        """The resource of the buffers ``func`` returns as result ``i``: the
        one resource of the allocations they come from (through views,
        branches and retains), ``memref`` for a declaration or a result
        from nowhere else (the ABI's default), None when they mix
        resources (the caller's frees are then not checked against one)."""
        cache = self.module.__dict__.setdefault("_returned_resource", {})
        key = (id(func), i)
        if key not in cache:
            cache[key] = _returned_resource(func, i, self.resources, self.memref_resource)
        return cache[key]

    # -- the exit of the function ------------------------------------------------------
    def exit(self, term, s) -> None:
        if not is_return_like(term):
            return
        func = self.func
        public = not is_private(func)
        own = self.dynamic_ownership_results(func)
        mems = [i for i, v in enumerate(term.operands) if T.is_memref(v.type)]
        states: list[tuple[Any, dict[int, Any]]] = [(s, {})]
        if own:
            for k, i in enumerate(mems):
                if k >= len(own) or own[k] >= len(term.operands):
                    break
                nxt = []
                for st, dec in states:
                    for st2, val in decide(st, self.bool_of(st, term.operands[own[k]]), cause=term):
                        nxt.append((st2, {**dec, i: val}))
                states = nxt
        for st, dec in states:
            self._exit_one(term, st, mems, dec, public, bool(own))

    def _exit_one(self, term, s, mems, dec, public, dynamic) -> None:
        returned = set()
        for i in mems:
            v = term.operands[i]
            m = s.env.get(v)
            if type(m) is not tuple or m[0] != "m" or m[1] == TOP:
                continue
            buf = s.bufs.get(m[1])
            if buf is None:
                continue
            if buf.status == FREED:
                self.report.add(
                    "BUF003",
                    f"use after free: {value_name(v)} is returned after it was freed{{path}}",
                    use_span(term, i),
                    [(op_span(buf.free_op), f"{buf.name} is freed here")],
                    state=s,
                    items=self.items(s, buf.alloc_mark, buf),
                )
            if not dynamic or dec.get(i) is not False:
                returned.add(buf.id)
            if public and buf.status == LIVE:
                self._check_returned(term, s, i, v, m, buf)
        for buf in list(s.bufs.values()):
            if buf.status != LIVE or buf.escaped:
                continue
            held = buf.refs - (buf.id in returned) if _counted(buf) or buf.kind == ARG else 0
            if (buf.kind == ARG and held > 0) or (buf.kind == OWNED and held > 0 and buf.id in returned):
                self._references_leak(term, s, buf, held)
                continue
            if buf.kind != OWNED or buf.id in returned:
                continue
            for s2, owned in decide(s, buf.owned, cause=term):
                if owned:
                    returns = f"the function returns here without freeing {buf.name}"
                    what = f"leak: {buf.name} is not freed"
                    if _counted(buf):
                        returns = f"the function returns here holding {_refs(buf.refs)} to {buf.name}"
                        what = (
                            f"leak: {buf.name} is never released"
                            if buf.refs == 1
                            else f"leak: {buf.refs} references to {buf.name} are never released"
                        )
                    self.leak(
                        buf,
                        f"{what}{{path}} before {self._func_name()} returns",
                        [(op_span(term), returns)],
                        self.items(s2, buf.alloc_mark, buf),
                        s2,
                    )

    def _references_leak(self, term, s, buf, held) -> None:
        """References retained here (to an argument's buffer, or beyond the
        one a return hands over) and never released."""
        n = _refs(held)
        if buf.kind == ARG:
            what = f"leak: {self._func_name()} retains {n} to its argument {buf.name} and never releases {_them(held)}"
        else:
            what = (
                f"leak: {n} to {buf.name} {'is' if held == 1 else 'are'} never released (of the "
                f"{held + 1} held, the return hands over one)"
            )
        self.leak(
            buf,
            f"{what}{{path}} before {self._func_name()} returns",
            [(op_span(term), f"the function returns here holding {n} to {buf.name}")],
            self.items(s, buf.alloc_mark, buf),
            s,
        )

    def _check_returned(self, term, s, i, v, m, buf) -> None:
        if buf.kind == ARG and buf.refs > 0:  # a reference retained here: handed over to the caller
            return
        what = value_name(v)
        if buf.kind in (ARG, AUTO, GLOBAL):
            kind = _KIND_WORDS[buf.kind]
            if buf.kind == ARG and m[2] is not None:
                kind = "a view of a function argument"
            if what != buf.name:
                kind += f" ({buf.name})"
            site = op_span(buf.site) if buf.kind != ARG else tuple(buf.site.span or op_span(term))
            self.report.add(
                "BUF102",
                f"public function {self._func_name()} returns {what}, "
                f"{kind}, which it does not own: returned memrefs must be owned "
                f"by the callee (return a clone)",
                use_span(term, i),
                [(site, f"{buf.name} comes from here")],
                state=s,
            )
        elif buf.kind == OWNED and s.cond(buf.owned) is False:
            self.report.add(
                "BUF102",
                f"public function {self._func_name()} returns {what}, which it does not own{{path}}",
                use_span(term, i),
                [(op_span(buf.site), f"{buf.name} comes from here")],
                state=s,
                items=self.items(s, buf.alloc_mark, buf),
            )

    def _func_name(self) -> str:
        name = self.func.attr("sym_name")
        return f"@{name.value}" if name is not None else "the function"

    # -- whole-function facts --------------------------------------------------------------
    def scan_unknown_effects(self, body) -> None:
        """BUF202 for ops with memref operands whose effects are unknown;
        remembers whether the function frees anything (for BUF201)."""
        self.has_frees = False
        stack = [op for b in body.blocks for op in b.ops]
        captured = None  # what each region op captures, found once (see captures.py)
        while stack:
            op = stack.pop()
            target = call_target(op)
            if target is not None and self.resources.effects_of(op) is None:
                callee = self.symbols.get(target[0])
                if callee is not None and (
                    self.is_dealloc_helper(callee)
                    or any(argument_contract(callee, k).consumed for k in range(len(target[1])))
                ):
                    self.has_frees = True  # (handing a buffer over frees it here)
                continue
            if op.regions:
                stack.extend(o for r in op.regions for b in r.blocks for o in b.ops)
                if is_region_branch(op):
                    continue
            if op.successors or is_return_like(op):
                continue
            fx = memory_effects(op, self.resources)
            if fx is not None:
                if any(e.effect is Effect.FREE for e in fx):
                    self.has_frees = True
                continue
            if op.regions and not any(T.is_memref(v.type) for v in op.operands):
                if captured is None:
                    from .captures import captured_memrefs

                    captured = captured_memrefs(o for b in body.blocks for o in b.ops)
                if captured.get(id(op)):
                    self.report.add(
                        "BUF202",
                        f"'{op.name}' has regions that use memrefs but bufls "
                        f"does not know its memory effects: the buffers its regions "
                        f"use from outside are not reported; those allocated inside "
                        f"are checked as if each region ran once",
                        op_span(op),
                    )
                continue
            if op.opaque is not None and self.resources.effects_of(op) is not None:
                self.report.add(
                    "BUF202",
                    f"'{op.name}' is an op of an allocation resource of the configuration, but "
                    f"bufls cannot read its custom syntax without the dialect's ODS definition, "
                    f"so it is assumed not to allocate or free: list the dialect's .td file in "
                    f"`dialects`, or write the op in generic form ('\"{op.name}\"(...) : (...) -> (...)')",
                    op_span(op),
                )
                continue
            if any(T.is_memref(v.type) for v in op.operands):
                tail = ""
                if any(T.is_memref(r.type) for r in op.results):
                    tail = (
                        "; its memref results are assumed to alias its memref operand"
                        if sum(T.is_memref(v.type) for v in op.operands) == 1
                        else "; its memref results are assumed to be buffers it does not own"
                    )
                self.report.add(
                    "BUF202",
                    f"'{op.name}' has memref operands but bufls does not "
                    f"know its memory effects: assumed to read its memref operands "
                    f"and not to free them{tail}",
                    op_span(op),
                )

    def finish(self) -> None:
        """A module that frees nothing is bufferized input: each function
        that leaks gets one BUF201 hint instead of its leaks."""
        if self.module.frees_anywhere or not self.leaks:
            return
        self.report.remove("BUF001")
        span = getattr(self.func, "symbol_span", None) or op_span(self.func)
        related = [(op_span(site), f"{n} is never freed") for site, n in self.leaks.values()]
        self.report.add(
            "BUF201",
            f"deallocation missing: {self._func_name()} allocates buffers "
            f"and frees none; apply the buffer-deallocation pipeline",
            tuple(span),
            related[:8],
        )


def _returned_resource(func, i: int, resources, default):
    body = callable_body(func) if func is not None else None
    if body is None or not body.blocks or len(resources) <= len(DEFAULT):
        return default
    from ..analysis.aliasing import BufferOrigins

    origins = BufferOrigins(resources)
    found = set()
    for block in body.blocks:
        term = block.terminator
        if term is None or not is_return_like(term) or i >= len(term.operands):
            continue
        for t in origins.terminals(term.operands[i]):
            owner = getattr(t, "owner", None)
            if hasattr(owner, "operands"):
                r = resources.for_alloc(owner) or resources.for_clone(owner)
                found.add(r if r is not None else default)
    if not found:
        return default
    return found.pop() if len(found) == 1 else None


def _summary(func, own: list) -> list:
    body = callable_body(func)
    rets = [b.terminator for b in body.blocks if b.terminator is not None and is_return_like(b.terminator)]
    entry = body.blocks[0]
    mems = [i for i, t in enumerate(func.attr("function_type").type.results) if T.is_memref(t)]
    out = []
    for k, i in enumerate(mems):
        args, consts = set(), set()
        for r in rets:
            v = r.operands[i] if i < len(r.operands) else None
            args.add(v.index if v is not None and getattr(v, "owner", None) is entry else None)
            c = r.operands[own[k]] if k < len(own) and own[k] < len(r.operands) else None
            val = getattr(constant_of(c), "value", None)
            consts.add(bool(val) if isinstance(val, (bool, int)) else None)
        out.append((args.pop() if len(args) == 1 else None, consts.pop() if len(consts) == 1 else None))
    return out


_HELPER_ARGS = ("memref<?xindex>", "memref<?xindex>", "memref<?xi1>", "memref<?xi1>", "memref<?xi1>")


def _looks_like_helper(func) -> bool:
    """The library function of the lowered ``bufferization.dealloc``."""
    name = func.attr("sym_name")
    if name is None or not str(getattr(name, "value", "")).startswith("dealloc_helper"):
        return False
    if not is_private(func):
        return False
    ft = getattr(func.attr("function_type"), "type", None)
    if ft is None or tuple(ft.results):
        return False
    return tuple(str(t) for t in ft.inputs) == _HELPER_ARGS
