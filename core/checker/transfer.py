"""What one operation does to a path state (the checker's transfer functions).

``transfer(fa, op, state) -> [states]`` for every op that is not a region
op or a terminator (``checker.py`` runs those).  Most ops are handled from
their interfaces: allocation resources (alloc / dealloc / clone ops, built in
or configured), memory effects (a read or write of a freed buffer is a use
after free; a free is checked), views (``view_source``, ``aliasing_operands``)
and calls (``call_target``: memref results are owned by the caller).  A few
ops carry the values the deallocation pipeline computes ownership with: their
dialect gives them a role (``ir/checker_transfer.py``), and each role has its
transfer function here:

* constants (the ``constant_like`` trait), ``arith.andi``/``ori``/``xori``/
  ``select``/``cmpi`` on ``i1`` and on pointers: boolean expressions
  (``boolexpr``);
* ``memref.extract_strided_metadata`` (its base buffer: ``base_buffer_result``),
  ``extract_aligned_pointer_as_index`` (a pointer), ``load``/``store`` of
  small static buffers (the pointer and condition arrays of the lowered
  ``bufferization.dealloc``), ``get_global``;
* ``bufferization.dealloc``: ``m_i`` is freed iff ``c_i`` holds, it aliases
  no retained value and no earlier ``m_j``; result ``j`` is the OR of the
  ``c_i`` whose ``m_i`` aliases retained value ``j``;
* calls to the generated ``@dealloc_helper`` (same semantics over the
  arrays, SEMANTICS.md "Lowering");
* ``cf.assert``: the path continues only where the condition holds.
"""

from __future__ import annotations

from ..ir import types as T
from ..ir.buffer_deallocation import BASE_BUFFER_RESULT
from ..ir.checker_transfer import transfer_model
from ..ir.interfaces import (
    Effect,
    aliasing_operands,
    call_target,
    memory_effects,
    view_keeps_base,
    view_source,
)
from ..ir.registry import registry
from ..ir.rewriter import has_trait
from . import boolexpr as B
from .captures import captured_memrefs
from .origins import AUTO, GLOBAL, OWNED, TOP, UNKNOWN
from .paths import decide

__all__ = ["fresh_result", "opaque", "transfer"]

# Integer comparison predicates as (relation, negate, swap) of eq, slt, ult:
# sle(a, b) = !slt(b, a), sgt(a, b) = slt(b, a), sge(a, b) = !slt(a, b)
_PREDICATES = {
    "eq": ("eq", False, False),
    "ne": ("eq", True, False),
    "slt": ("slt", False, False),
    "sle": ("slt", True, True),
    "sgt": ("slt", False, True),
    "sge": ("slt", True, False),
    "ult": ("ult", False, False),
    "ule": ("ult", True, True),
    "ugt": ("ult", False, True),
    "uge": ("ult", True, False),
}


def _is_i1(t) -> bool:
    return isinstance(t, T.IntegerType) and t.width == 1


def _is_int(t) -> bool:
    return isinstance(t, T.IndexType) or (isinstance(t, T.IntegerType) and t.width != 1)


def fresh_result(fa, state, v) -> None:
    """An unknown value for ``v`` (an atom for ``i1``)."""
    t = v.type
    if _is_i1(t):
        state.env[v] = fa.value_atom(v)
    elif _is_int(t):
        state.env[v] = fa.unknown_int()
    elif T.is_memref(t):
        state.env[v] = ("m", fa.new_buf(state, UNKNOWN, v.owner if hasattr(v, "owner") else v, v), None)


# -- arith ---------------------------------------------------------------------


def _constant(fa, op, s):
    a = op.attr("value")
    r = op.results[0] if op.results else None
    if r is None:
        return [s]
    if _is_i1(r.type) and hasattr(a, "value"):
        s.env[r] = bool(a.value)
    elif _is_int(r.type) and isinstance(getattr(a, "value", None), int):
        s.env[r] = ("i", a.value)
    return [s]


def _logic(build):
    def handler(fa, op, s):
        r = op.results[0]
        if _is_i1(r.type) and len(op.operands) == 2:
            e = build(fa.bool_of(s, op.operands[0]), fa.bool_of(s, op.operands[1]))
            s.env[r] = fa.bounded(s, e, r)
        else:
            fresh_result(fa, s, r)
        return [s]

    return handler


def _cmpi(fa, op, s):
    r = op.results[0]
    predicate = transfer_model(op).predicate  # set on every cmpi model
    pred = predicate(op) if predicate is not None else None
    if len(op.operands) != 2 or pred not in _PREDICATES:
        fresh_result(fa, s, r)
        return [s]
    x, y = op.operands
    if _is_i1(x.type):
        if pred in ("eq", "ne"):
            e = B.xor_(fa.bool_of(s, x), fa.bool_of(s, y))
            s.env[r] = fa.bounded(s, e if pred == "ne" else B.not_(e), r)
        else:
            fresh_result(fa, s, r)
        return [s]
    rel, neg, swap = _PREDICATES[pred]
    a, b = s.env.get(x), s.env.get(y)
    if a is None:
        a = s.env[x] = fa.unknown_int()
    if b is None:
        b = s.env[y] = fa.unknown_int()
    if swap:
        a, b = b, a
    words = None
    if r.name:
        name = f"%{r.name}"
        words = (f"{name} is false", f"{name} is true") if neg else name
    e = fa.compare(s, rel, a, b, words)
    s.env[r] = B.not_(e) if neg else e
    return [s]


def _select(fa, op, s):
    r = op.results[0]
    if len(op.operands) != 3:
        fresh_result(fa, s, r)
        return [s]
    c, a, b = op.operands
    cond = fa.bool_of(s, c)
    if _is_i1(r.type):
        s.env[r] = fa.bounded(s, B.ite(cond, fa.bool_of(s, a), fa.bool_of(s, b)), r)
        return [s]
    out = []
    for s2, val in decide(s, cond, cause=op):
        if val is None:
            fresh_result(fa, s2, r)
            if T.is_memref(r.type):
                fa.unsure(s2, a, b)
                s2.env[r] = ("m", TOP, None)
        else:
            got = s2.env.get(a if val else b)
            if got is None:
                fresh_result(fa, s2, r)
            else:
                s2.env[r] = got
        out.append(s2)
    return out


# -- memref ----------------------------------------------------------------------


def _metadata(fa, op, s, base: int):
    """Result ``base`` is the base buffer of operand 0 (``base_buffer_result``)."""
    m = fa.memref_of(s, op.operands[0]) if op.operands else None
    for i, r in enumerate(op.results):
        if i == base and m is not None:
            s.env[r] = ("m", m[1], None)
        else:
            fresh_result(fa, s, r)
    return [s]


def _pointer(fa, op, s):
    m = fa.memref_of(s, op.operands[0]) if op.operands else None
    r = op.results[0]
    if m is None or m[1] == TOP:
        fresh_result(fa, s, r)
    else:
        s.env[r] = ("p", m[1])
    return [s]


def _index_of(fa, s, op, first: int, buf) -> int | None:
    """The linear element index of ``op.operands[first:]`` when constant."""
    idx = []
    for v in op.operands[first:]:
        a = s.env.get(v)
        if type(a) is not tuple or a[0] != "i":
            return None
        idx.append(a[1])
    shape = fa.shape_of(buf)
    if shape is None or len(shape) != len(idx):
        return None
    lin = 0
    for i, d in zip(idx, shape):
        if not 0 <= i < d:
            return None
        lin = lin * d + i
    return lin


def _load(fa, op, s):
    fa.use(s, op, 0, write=False)
    r = op.results[0] if op.results else None
    if r is None:
        return [s]
    m = fa.memref_of(s, op.operands[0])
    buf = s.bufs.get(m[1]) if m is not None else None
    if buf is not None and buf.contents:
        i = _index_of(fa, s, op, 1, buf)
        if i is not None and i in buf.contents:
            s.env[r] = buf.contents[i]
            return [s]
    if m is not None and m[1] == TOP and _is_i1(r.type):
        # read through a memref a join made unknown (one of several buffers,
        # whose contents were known): not a free condition, opaque
        s.env[r] = fa.voc.opaque_atom(r)
    else:
        fresh_result(fa, s, r)
    return [s]


def _store(fa, op, s):
    if len(op.operands) < 2:
        return [s]
    fa.use(s, op, 1, write=True)
    value = op.operands[0]
    if T.is_memref(value.type):
        fa.escape(s, value)
    m = fa.memref_of(s, op.operands[1])
    buf = s.bufs.get(m[1]) if m is not None else None
    if buf is None or buf.size is None:
        return [s]
    i = _index_of(fa, s, op, 2, buf)
    contents = dict(buf.contents or {})
    if i is None:
        contents = {}
    else:
        got = s.env.get(value)
        if got is None:
            fresh_result(fa, s, value)
            got = s.env.get(value)
        contents[i] = got
    s.bufs[buf.id] = buf.with_(contents=contents)
    return [s]


def _dim(fa, op, s):
    """``memref.dim``: the size the buffer was allocated with; asking twice
    for a size nobody knows gives the same unknown."""
    r = op.results[0]
    m = fa.memref_of(s, op.operands[0]) if len(op.operands) == 2 else None
    buf = s.bufs.get(m[1]) if m is not None and m[2] is None else None
    i = s.env.get(op.operands[1]) if m is not None else None
    t = op.operands[0].type
    if buf is None or type(i) is not tuple or i[0] != "i" or not isinstance(t, T.MemRefType) or not 0 <= i[1] < t.rank:
        fresh_result(fa, s, r)
        return [s]
    dims = list(buf.dims) if buf.dims is not None and len(buf.dims) == t.rank else [None] * t.rank
    if dims[i[1]] is None:
        d = t.shape[i[1]]
        dims[i[1]] = ("i", d) if d is not None else fa.unknown_int()
        s.bufs[buf.id] = buf.with_(dims=tuple(dims))
    s.env[r] = dims[i[1]]
    return [s]


def _dims_of(fa, s, op, r) -> tuple | None:
    """Sizes of a new buffer: static dims, then the index operands in order."""
    t = r.type
    if not isinstance(t, T.MemRefType):
        return None
    dyn = [v for v in op.operands if isinstance(v.type, T.IndexType)]
    out = []
    for d in t.shape:
        if d is not None:
            out.append(("i", d))
        elif dyn:
            v = dyn.pop(0)
            a = s.env.get(v)
            if a is None:
                a = s.env[v] = fa.unknown_int()
            out.append(a)
        else:
            return None
    return tuple(out)


def _get_global(fa, op, s):
    r = op.results[0]
    sym = op.attr("name")
    name = getattr(sym, "root", None) or str(sym)
    b = s.globals.get(name)
    if b is None or b not in s.bufs:
        b = fa.new_buf(s, GLOBAL, op, r, label=f"@{name}")
        s.globals[name] = b
    s.env[r] = ("m", b, None)
    return [s]


# -- bufferization ---------------------------------------------------------------


def _dealloc(fa, op, s):
    """``bufferization.dealloc (m...) if (c...) retain (k...)``."""
    seg = op.attr("operandSegmentSizes")
    sizes = getattr(seg, "values", None)
    if sizes is None or len(sizes) != 3:
        return [s]
    n, nc, k = sizes
    if nc != n or n + nc + k != len(op.operands):
        return [opaque(fa, op, s)]
    mems = list(range(n))
    conds = [op.operands[n + i] for i in range(n)]
    kept = list(range(2 * n, 2 * n + k))
    states = [s]
    for i in mems:
        nxt = []
        for st in states:
            mi = fa.memref_of(st, op.operands[i])
            c = fa.bool_of(st, conds[i])
            alias = False
            for j in kept:
                alias = B.or_(alias, fa.alias(st, mi, fa.memref_of(st, op.operands[j])))
            for prev in mems[:i]:
                alias = B.or_(alias, fa.alias(st, mi, fa.memref_of(st, op.operands[prev])))
            for st2, val in decide(st, B.and_(c, B.not_(alias)), cause=op):
                if val is None:
                    fa.unsure_value(st2, op.operands[i])
                    nxt.append(st2)
                elif val:
                    nxt.extend(fa.free(st2, op, i, fa.memref_resource))
                else:
                    nxt.append(st2)
        states = nxt
    for st in states:
        for j, r in zip(kept, op.results):
            kj = fa.memref_of(st, op.operands[j])
            e = False
            for i in mems:
                e = B.or_(e, B.and_(fa.bool_of(st, conds[i]), fa.alias(st, fa.memref_of(st, op.operands[i]), kj)))
            st.env[r] = fa.bounded(st, e, r)
    return states


def _assert(fa, op, s):
    if not op.operands:
        return [s]
    return [st for st, val in decide(s, fa.bool_of(s, op.operands[0]), cause=op) if val is not False]


# the transfer function of each role of ``ir/checker_transfer.py``
_BY_ROLE = {
    "and": _logic(B.and_),
    "or": _logic(B.or_),
    "xor": _logic(B.xor_),
    "cmpi": _cmpi,
    "select": _select,
    "pointer": _pointer,
    "load": _load,
    "store": _store,
    "get_global": _get_global,
    "dim": _dim,
    "dealloc": _dealloc,
    "assert": _assert,
}


# -- calls -------------------------------------------------------------------------


def _call(fa, op, s, target):
    name, args = target
    args = [i for i in args if i < len(op.operands)]
    callee = fa.symbols.get(name)
    marked = fa.marked_params(callee)[0]
    consumed = {i for k, i in enumerate(args) if k in marked} if marked else ()
    for i in args:
        if T.is_memref(op.operands[i].type) and i not in consumed:
            fa.use(s, op, i)  # (what the callee does to it: ``check_call``)
    fa.check_call(s, op, callee, name, args)  # (a dealloc helper's contract too)
    if callee is not None and fa.is_dealloc_helper(callee):
        return _helper(fa, op, s)
    for i in args:
        if T.is_memref(op.operands[i].type) and i not in consumed:
            fa.clobber(s, op.operands[i])
    if consumed:  # handed over: the callee frees them
        states = [s]
        for i in sorted(consumed):
            if T.is_memref(op.operands[i].type):
                states = [st2 for st in states for st2 in fa.free(st, op, i, None, f"gives @{name} ownership of")]
        return [st2 for st in states for st2 in _call_results(fa, op, st, callee, args)]
    return _call_results(fa, op, s, callee, args)


def _call_results(fa, op, s, callee, args):
    own = fa.dynamic_ownership_results(callee)
    own_of, same_as = {}, {}
    if own:
        summary = fa.callee_summary(callee)
        k = 0
        for r in op.results:
            if T.is_memref(r.type) and k < len(own) and own[k] < len(op.results):
                own_of[r] = op.results[own[k]]
                arg, const = summary[k] if k < len(summary) else (None, None)
                if const is not None:
                    s.env[own_of[r]] = const
                if arg is not None and arg < len(args) and const is False:
                    same_as[r] = op.operands[args[arg]]
                k += 1
    for r in op.results:
        if T.is_memref(r.type):
            if r in same_as and fa.memref_of(s, same_as[r]) is not None:
                m = fa.memref_of(s, same_as[r])
                s.env[r] = ("m", m[1], m[2])
            elif r in own_of:
                ov = own_of[r]
                if ov not in s.env:
                    s.env[ov] = fa.value_atom(ov)
                owned = s.env[ov]
                s.env[r] = ("m", fa.new_buf(s, OWNED, op, r, owned=owned, fresh=False), None)
            else:  # (a counted buffer may be a new reference to one the caller holds: not fresh)
                res = fa.returned_resource(callee, r.index)
                fresh = res is None or not res.counted
                s.env[r] = ("m", fa.new_buf(s, OWNED, op, r, owned=True, fresh=fresh, resource=res), None)
        elif r not in s.env:
            fresh_result(fa, s, r)
    return [s]


def _helper(fa, op, s):
    """``@dealloc_helper(dealloc_ptrs, retain_ptrs, conds, dealloc_out, ownership_out)``."""
    if len(op.operands) != 5:
        return [s]
    bufs = []
    for v in op.operands:
        m = fa.memref_of(s, v)
        bufs.append(s.bufs.get(m[1]) if m is not None and m[1] != TOP else None)
    if any(b is None or b.size is None for b in bufs):
        for v in op.operands[3:]:
            fa.clobber(s, v)
        return [s]
    ptrs_b, keep_b, cond_b, out_b, own_b = bufs
    aware = fa.helper_counts_earlier_conditions(op)
    ptrs = [(ptrs_b.contents or {}).get(i) for i in range(ptrs_b.size)]
    keep = [(keep_b.contents or {}).get(j) for j in range(keep_b.size)]
    conds = []
    for i in range(cond_b.size):
        c = (cond_b.contents or {}).get(i)
        conds.append(c if c is True or c is False or type(c) in (int, tuple) else fa.anon_atom())
    n = min(len(ptrs), len(conds))
    dealloc_out, own_out = {}, {}
    for j in range(len(keep)):
        e = False
        for i in range(n):
            e = B.or_(e, B.and_(conds[i], fa.ptr_eq(s, ptrs[i], keep[j])))
        own_out[j] = fa.bounded(s, e, None)
    for i in range(n):
        alias = False
        for j in range(len(keep)):
            alias = B.or_(alias, fa.ptr_eq(s, ptrs[i], keep[j]))
        for prev in range(i):
            same = fa.ptr_eq(s, ptrs[i], ptrs[prev])
            alias = B.or_(alias, B.and_(same, conds[prev]) if aware else same)
        dealloc_out[i] = fa.bounded(s, B.and_(conds[i], B.not_(alias)), None)
    s.bufs[out_b.id] = out_b.with_(contents={i: v for i, v in dealloc_out.items() if i < out_b.size})
    s.bufs[own_b.id] = own_b.with_(contents={j: v for j, v in own_out.items() if j < own_b.size})
    return [s]


# -- everything else -----------------------------------------------------------------


def _generic(fa, op, s):
    fx = memory_effects(op, fa.resources)
    if fx is None:
        for i, v in enumerate(op.operands):
            if T.is_memref(v.type):
                fa.use(s, op, i)
        mem_ops = [v for v in op.operands if T.is_memref(v.type)]
        for r in op.results:
            if T.is_memref(r.type) and len(mem_ops) == 1 and fa.memref_of(s, mem_ops[0]):
                m = fa.memref_of(s, mem_ops[0])
                s.env[r] = ("m", m[1], m[2])
            else:
                fresh_result(fa, s, r)
        return [s]
    retain = fa.resources.for_retain(op)
    if retain is not None and op.operands and T.is_memref(op.operands[0].type):
        fa.retain(s, op, 0, retain)
        for i, r in enumerate(op.results):
            if T.is_memref(r.type):
                _alias_result(fa, op, s, i, r)
            else:
                fresh_result(fa, s, r)
        return [s]
    allocated = {}
    states = [s]
    for e in fx:
        if e.operand is not None and e.operand < len(op.operands):
            if e.effect in (Effect.READ, Effect.WRITE):
                for st in states:
                    fa.use(st, op, e.operand, write=e.effect is Effect.WRITE)
                    if e.effect is Effect.WRITE:
                        fa.clobber(st, op.operands[e.operand])
        elif e.effect is Effect.ALLOCATE and e.result is not None:
            allocated[e.result] = True
    for e in fx:
        if e.effect is Effect.FREE and e.operand is not None and e.operand < len(op.operands):
            res = fa.resources.for_dealloc(op)
            states = [st2 for st in states for st2 in fa.free(st, op, e.operand, res)]
    res = fa.resources.for_alloc(op) or fa.resources.for_clone(op)
    for st in states:
        for i, r in enumerate(op.results):
            if i in allocated and T.is_memref(r.type):
                dims = _dims_of(fa, st, op, r) if fa.resources.for_alloc(op) else None
                if res is not None and res.automatic:
                    b = fa.new_buf(st, AUTO, op, r, resource=res, fresh=True, dims=dims)
                else:
                    b = fa.new_buf(st, OWNED, op, r, resource=res, owned=True, fresh=True, dims=dims)
                st.env[r] = ("m", b, None)
            elif T.is_memref(r.type):
                _alias_result(fa, op, st, i, r)
            else:
                fresh_result(fa, st, r)
    return states


def _alias_result(fa, op, s, i, r) -> None:
    srcs = aliasing_operands(op, i)
    if len(srcs) == 1 and srcs[0] < len(op.operands):
        m = fa.memref_of(s, op.operands[srcs[0]])
        if m is not None:
            view = m[2]
            if view is None and view_source(op) is not None and not view_keeps_base(op):
                view = op
            s.env[r] = ("m", m[1], view)
            return
    mems = [v for v in op.operands if T.is_memref(v.type)]
    if not srcs and len(mems) == 1 and fa.memref_of(s, mems[0]) is not None:
        m = fa.memref_of(s, mems[0])
        s.env[r] = ("m", m[1], m[2])
        return
    if srcs:
        for j in srcs:
            if j < len(op.operands):
                fa.unsure_value(s, op.operands[j])
        s.env[r] = ("m", TOP, None)
        return
    fresh_result(fa, s, r)


def opaque(fa, op, s):
    """An op the checker cannot read (``wellformed``): what it does is
    unknown.  The buffers it is given, or its regions use, become uncertain
    (never reported); its results are unknown values."""
    mems = [v for v in op.operands if T.is_memref(v.type)]
    if op.regions:
        mems.extend(captured_memrefs([op]).get(id(op), []))
    for v in mems:
        fa.unsure_value(s, v)
    for r in op.results:
        fresh_result(fa, s, r)
    return s


def _base_buffer_result(op) -> int | None:
    model = registry.get(op.name)
    return model.interfaces.get(BASE_BUFFER_RESULT) if model is not None else None


def transfer(fa, op, s) -> list:
    if has_trait(op, "constant_like"):
        return _constant(fa, op, s)
    model = transfer_model(op)
    if model is not None:
        return _BY_ROLE[model.role](fa, op, s)
    base = _base_buffer_result(op)
    if base is not None:
        return _metadata(fa, op, s, base)
    target = call_target(op)
    if target is not None and fa.resources.effects_of(op) is None:  # (a resource's call: its effects)
        return _call(fa, op, s, target)
    return _generic(fa, op, s)
