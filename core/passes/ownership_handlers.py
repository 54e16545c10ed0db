"""The interface handlers of the ownership-based buffer deallocation pass.

Each handler is found through ``core/ir/interfaces.py`` (memory effects,
region branch, call, branch, region-branch terminator) or the op's
``DeallocModel`` (``ir/buffer_deallocation.py``: multi-successor branches); the pass driver
(``ownership.py``) applies every handler whose interface an op implements,
in MLIR's order.  ``fd`` is the driver's per-function object: ``fd.state``
(``DeallocationState``), ``fd.res`` (``BufferResources``), ``fd.resources``,
``fd.options``.  Every handler keeps one ownership indicator per (value,
resource) -- a single one, ``memref``, unless the module allocates buffers
of other resources.

Each example below is a golden case of tests/golden/passes/ownership/
(named in brackets), where the full output is checked.

Memory effects (``memref.alloc``, ``memref.alloca``) [alloc, alloca,
manual_deallocation, existing_dealloc_rejected]::

    %a = memref.alloc() : memref<2xf32>     own(%a) = %true, to_free += %a
    %b = memref.alloca() : memref<2xf32>    own(%b) = %false

Region branch (``scf.if``/``for``/``while``...): one ``i1`` result per memref
result, ``false`` entry ownership per memref entry operand [scf_if, scf_for,
scf_while, scf_execute_region]::

    %r = scf.for ... iter_args(%m = %x)              %r:2 = scf.for ... iter_args(%m = %x, %o = %false)

Call: results owned (``true``); with dynamic ownership, a private callee
returns the indicators as extra ``i1`` results [call_public, call_private,
call_private_dynamic].

Branch (one successor) [br_block_args, cf_loop; several successors:
cond_br, cf_switch, unknown_multi_successor]::

    cf.br ^bb1(%a : memref<2xf32>)          %r = bufferization.dealloc (%base ...) if (%own) retain (%a)
                                            cf.br ^bb1(%a, %r : memref<2xf32>, i1)

Region terminator / return: dealloc retaining the yielded values, the
ownership yielded next to each memref; at a function return (no dynamic
ownership) a value not surely owned is cloned [return_clone_if_not_owned,
select, configured/pool_return]::

    return %v : memref<2xf32>               %c = scf.if %own -> (memref<2xf32>) {
                                              scf.yield %v } else {
                                              %k = bufferization.clone %v ...; scf.yield %k }
                                            bufferization.dealloc (...) retain (%c)
                                            return %c : memref<2xf32>
"""

from __future__ import annotations

from ..analysis.ownership_state import is_true, unique
from ..dialects.bufferization import MANUAL_DEALLOCATION
from ..ir import interfaces as I
from ..ir import types as T
from ..ir.buffer_deallocation import model_of, set_successor_operands
from ..ir.builder import Builder
from ..ir.contracts import argument_contract
from ..ir.nodes import Operation, Value
from ..ir.types import is_memref
from .base import PassError
from .ownership_emit import append_operands, clone_value, emit_assert, emit_dealloc, handover_copy

__all__ = [
    "handle_branch",
    "handle_call",
    "handle_memory_effects",
    "handle_multi_branch",
    "handle_region_branch",
    "handle_return_like",
    "handle_split_branch",
]

I1 = T.IntegerType(1)


def _memref_positions(values) -> list[int]:
    return [i for i, v in enumerate(values) if is_memref(v.type)]


def _resources_in(fd, block, extra=()) -> list[str]:
    """Resources with something to free or retain in ``block`` (default first)."""
    inds = fd.res.indicators
    names = {fd.res.default}
    for v in fd.state.to_free(block):
        names.update(inds(v))
    for v in extra:
        if is_memref(v.type):
            names.update(inds(v))
    return sorted(names, key=lambda n: fd.res.order.get(n, 1 << 30))


# ---------------------------------------------------------------------------
# memory effects


def handle_memory_effects(fd, op: Operation, effects) -> None:
    """Allocations become owned (automatic / manually managed ones never);
    frees, and retains of reference-counted resources, are rejected unless
    under ``bufferization.manual_deallocation``."""
    block = op.parent
    st = fd.state
    manual = op.attr(MANUAL_DEALLOCATION) is not None
    if not manual and fd.resources.for_retain(op) is not None:  # (like a free: the pass counts references itself)
        raise PassError.at(op, "a retain of a reference-counted buffer is not supported: the pass inserts them")
    freed = {e.operand for e in effects if e.effect is I.Effect.FREE and e.operand is not None}
    for i, v in enumerate(op.operands):
        if i not in freed or not is_memref(v.type):
            continue
        if not manual:
            raise PassError.at(op, "memory free side-effect on MemRef value not supported!")
        res = fd.resources.for_dealloc(op)
        own = st.get(v, block, res.name if res is not None and res.name in fd.res.indicators(v) else None)
        if own.is_unique:
            b = Builder.before(op)
            inverted = b.xori(own.indicator, b.constant_bool(True))
            emit_assert(b, inverted, "expected that the block does not have ownership")
    allocated = {e.result for e in effects if e.effect is I.Effect.ALLOCATE and e.result is not None}
    if not allocated:
        return
    b = Builder.at_start(block)
    for j, r in enumerate(op.results):
        if j not in allocated or not is_memref(r.type):
            continue
        resource = fd.res.alloc_resource(op)
        names = fd.res.indicators(r)
        if resource.automatic or manual:
            false = b.constant_bool(False)
            for n in names:
                st.reset([r], block, n)
                st.update(r, unique(false), block, n)
            continue
        true = b.constant_bool(True)
        false = None
        for n in names:
            if n == resource.name:
                st.update(r, unique(true), block, n)
            else:
                false = false or b.constant_bool(False)
                st.update(r, unique(false), block, n)
        st.add_to_free(r, block)


# ---------------------------------------------------------------------------
# region branch ops


def handle_region_branch(fd, op: Operation) -> None:
    """Ownership of entry operands stays outside (``false``); every memref
    result gets ownership indicator results."""
    block = op.parent
    b = Builder.at_start(block)
    succs = I.region_successors(op, I.PARENT) or []
    entry = succs[0] if succs else (I.PARENT, [])
    inputs = fd.successor_inputs(op, entry[0], len(entry[1]))
    false = b.constant_bool(False)
    extra: list[Value] = []
    for idx, inp in zip(entry[1], inputs):
        if is_memref(op.operands[idx].type):
            extra.extend(false for _ in fd.res.indicators(inp))
    append_operands(op, extra)
    results = [r for r in op.results if is_memref(r.type)]
    for r in results:
        for n in fd.res.indicators(r):
            fd.state.update(r, unique(op.add_result(I1)), block, n)
        fd.state.add_to_free(r, block)


# ---------------------------------------------------------------------------
# calls


def handle_call(fd, op: Operation) -> None:
    """Callees hand over ownership of returned memrefs (ABI); a private
    callee with dynamic ownership returns its indicators.  Buffers passed
    to ``bufls.consumed`` parameters are handed over (``hand_over``)."""
    target = I.call_target(op)
    if target is None:
        return
    name, args = target
    callee = fd.functions.get(name)
    hand_over(fd, op, callee, args)
    body = I.callable_body(callee) if callee is not None else None
    private = body is not None and bool(body.blocks) and I.is_private(callee)
    block = op.parent
    st = fd.state
    if fd.options.private_function_dynamic_ownership and private:
        for i, r in enumerate(list(op.results)):
            if not is_memref(r.type):
                continue
            for n in fd.res.function_result_indicators(callee, i):
                ind = op.add_result(I1)
                if n in fd.res.indicators(r):
                    st.update(r, unique(ind), block, n)
            st.add_to_free(r, block)
        return
    own_call_results(fd, op, callee if body is not None and body.blocks else None)


def hand_over(fd, op: Operation, callee: Operation | None, args: list[int]) -> None:
    """A ``bufls.consumed`` parameter takes ownership of its buffer: the
    callee frees it.  The caller passes the buffer itself when it surely
    owns it as a fresh allocation and never uses it after the call (its
    ownership is then ``false``: nothing frees it here); otherwise a copy
    (``handover_copy``), which the callee frees, while the caller's own
    buffer is freed as before [consumed_call]::

        %a = memref.alloc() : memref<4xf32>          %a = memref.alloc() : memref<4xf32>
        memref.store %x, %a[%i] : memref<4xf32>      memref.store %x, %a[%i] : memref<4xf32>
        call @take(%a) : (memref<4xf32>) -> ()       call @take(%a) : (memref<4xf32>) -> ()
        return                                        return       (own(%a) = %false: not freed)

        call @take(%arg) : (memref<4xf32>) -> ()     %c = memref.alloc() : memref<4xf32>
                                                      memref.copy %arg, %c : ...
                                                      call @take(%c) : (memref<4xf32>) -> ()
    """
    block = op.parent
    st = fd.state
    default = fd.res.default
    for k, i in enumerate(args):
        if i >= len(op.operands) or not argument_contract(callee, k).consumed:
            continue
        v = op.operands[i]
        if not is_memref(v.type):
            continue
        own = st.get(v, block, default)
        if own.is_unique and is_true(own.indicator) and _last_use(fd, v, op, args):
            st.update(v, unique(Builder.before(op).constant_bool(False)), block, default)
            st.drop_to_free(v, block)
            continue
        b = Builder.before(op)
        op.set_operand(i, handover_copy(b, v, fd.clone_resource(default, op)))


def _last_use(fd, v: Value, call: Operation, args: list[int]) -> bool:
    """``v`` is a fresh default-resource buffer of ``call``'s block whose
    other uses all come before ``call`` there and make no alias of it
    (no memref result, no forwarding), passed once to the call."""
    owner = getattr(v, "owner", None)
    block = call.parent
    if not isinstance(owner, Operation) or owner.parent is not block or v.index != 0:
        return False
    r = fd.resources.for_alloc(owner)
    if r is None or r.name != fd.res.default:
        return False
    if sum(1 for i in args if i < len(call.operands) and call.operands[i] is v) != 1:
        return False
    pos = {id(o): n for n, o in enumerate(block.ops)}
    for user, _ in v.uses:
        if user is call:
            continue
        if user.parent is not block or pos.get(id(user), len(block.ops)) > pos[id(call)]:
            return False
        if user.successors or user.regions or any(is_memref(res.type) for res in user.results):
            return False
    return True


def own_call_results(fd, op: Operation, callee: Operation | None) -> None:
    """Function-boundary ABI: the caller owns every memref result, in the
    resource the callee hands over (``memref`` for unknown callees)."""
    block = op.parent
    st = fd.state
    b = Builder.before(op)
    true = b.constant_bool(True)
    for i, r in enumerate(op.results):
        if not is_memref(r.type):
            continue
        owner = fd.res.return_resource(callee, i)
        for n in fd.res.indicators(r):
            st.update(r, unique(true if n == owner else b.constant_bool(False)), block, n)
        st.add_to_free(r, block)


# ---------------------------------------------------------------------------
# branches


class _Retained:
    """The updated ownerships a dealloc gave its retained values, per
    resource: by value (``by_value``) and, for the forwarded memref operands
    that head each retain list, by position (``positional``)."""

    def __init__(self):
        self.by_value: dict[str, dict[Value, Value]] = {}
        self.positional: dict[str, list[Value]] = {}

    def lookup(self, n: str, v: Value, pos: int, positional: bool) -> Value | None:
        if positional:
            lst = self.positional.get(n, [])
            return lst[pos] if pos < len(lst) else None
        return self.by_value.get(n, {}).get(v)


def _record(fd, block, n: str, retain, results, forwarded, out: _Retained) -> None:
    """Retained values take the dealloc's results as their ownership.  A value
    retained twice (forwarded *and* live into the successor) gets one
    ownership, not the join of two equal ones (upstream would make it
    unknown and fail with "MemRef value does not have valid ownership")."""
    st = fd.state
    st.reset(retain, block, n)
    m: dict[Value, Value] = {}
    for v, o in zip(retain, results):
        m[v] = o
    for v, o in m.items():
        st.update(v, unique(o), block, n)
    out.by_value[n] = m
    k = sum(1 for v in forwarded if is_memref(v.type) and n in fd.res.indicators(v))
    out.positional[n] = list(results[:k])


def _dealloc_for_successor(fd, b, block, succ, forwarded, per_resource, restrict=None):
    """One dealloc per resource for the edge to ``succ``."""
    out = _Retained()
    for n, (memrefs, conds) in per_resource.items():
        retain = fd.state.memrefs_to_retain(block, succ, forwarded, n)
        if restrict is not None:
            conds = [restrict(c) for c in conds]
        results = emit_dealloc(b, fd.resources.by_name(n), memrefs, conds, retain, fd.resources)
        _record(fd, block, n, retain, results, forwarded, out)
    return out


def _with_ownerships(fd, b, forwarded, target_indicators, retained: _Retained, positional: bool):
    """``forwarded`` followed by the ownership indicators of its memrefs, one
    per indicator resource of the receiving value (``target_indicators``,
    aligned with ``forwarded``; ``false`` for a resource the forwarded value
    never holds)."""
    extra = []
    false = None
    pos: dict[str, int] = {}
    for v, names in zip(forwarded, target_indicators):
        if not is_memref(v.type):
            continue
        mine = fd.res.indicators(v)
        for n in names:
            o = None
            if n in mine:
                o = retained.lookup(n, v, pos.get(n, 0), positional)
                pos[n] = pos.get(n, 0) + 1
            if o is None:
                false = false or b.constant_bool(False)
                o = false
            extra.append(o)
    return list(forwarded) + extra


def _arg_indicators(fd, block) -> list[tuple[str, ...]]:
    """Indicator resources of each block argument (non-memrefs: none)."""
    return [fd.res.indicators(a) if is_memref(a.type) else () for a in block.args]


def _collect(fd, b, block, extra=()):
    return {
        n: fd.state.memrefs_and_conditions(b, block, n, _extract_base(fd, n)) for n in _resources_in(fd, block, extra)
    }


def _extract_base(fd, name: str) -> bool:
    from .ownership_emit import uses_bufferization_dealloc

    return uses_bufferization_dealloc(fd.resources.by_name(name))


def handle_branch(fd, op: Operation) -> None:
    """A terminator with one successor: free what is not passed on."""
    if len(op.successors) > 1:
        raise PassError.at(op, "BranchOpInterface operations with multiple successors are not supported yet")
    groups = I.successor_operands(op)
    if groups is None or len(groups) != 1:
        raise PassError.at(op, "only BranchOpInterface operations with exactly one successor are supported yet")
    block, succ = op.parent, op.successors[0]
    forwarded = [op.operands[i] for i in groups[0]]
    b = Builder.before(op)
    per_resource = _collect(fd, b, block, forwarded)
    retained = _dealloc_for_successor(fd, b, block, succ, forwarded, per_resource)
    set_successor_operands(op, 0, _with_ownerships(fd, b, forwarded, _arg_indicators(fd, succ), retained, True))


def handle_multi_branch(fd, op: Operation, model) -> None:
    """A terminator with several successors (``cf.cond_br``, ``cf.switch``):
    one dealloc per successor under "this successor is taken"; values
    retained on several edges get a merged ownership (``arith.select``)."""
    groups = I.successor_operands(op)
    if groups is None:
        raise PassError.at(op, "Terminators with more than one successor are not supported!")
    block = op.parent
    b = Builder.before(op)
    conditions = model.branch_conditions(op, b)
    forwarded_all = [[op.operands[i] for i in g] for g in groups]
    per_resource = _collect(fd, b, block, [v for g in forwarded_all for v in g])
    mappings = []
    for k, (succ, forwarded) in enumerate(zip(op.successors, forwarded_all)):
        retained = _dealloc_for_successor(
            fd, b, block, succ, forwarded, per_resource, restrict=lambda c, k=k: conditions.restrict(k, c)
        )
        mappings.append(retained.by_value)
        set_successor_operands(op, k, _with_ownerships(fd, b, forwarded, _arg_indicators(fd, succ), retained, False))
    # merged ownership of values retained on several edges
    for n in per_resource:
        seen: dict[Value, list[int]] = {}
        order: list[Value] = []
        for k in reversed(range(len(mappings))):
            for v in mappings[k].get(n, {}):
                if v not in seen:
                    seen[v] = []
                    order.append(v)
                seen[v].append(k)
        for v in order:
            ks = sorted(seen[v])
            if len(ks) < 2:
                continue
            fd.state.reset([v], block, n)
            merged = mappings[ks[-1]][n][v]
            for k in reversed(ks[:-1]):
                merged = b.select(conditions.taken(k), mappings[k][n][v], merged)
            fd.state.update(v, unique(merged), block, n)


def handle_split_branch(fd, op: Operation) -> None:
    """A multi-successor terminator whose edges were split (every successor
    is a new block with this block as only predecessor, no operands): free
    what dies here, the edge blocks free what dies on each edge."""
    block = op.parent
    b = Builder.before(op)
    st = fd.state
    for n, (memrefs, conds) in _collect(fd, b, block).items():
        retain = st.memrefs_to_retain(block, None, [], n)
        if not memrefs and not retain:
            continue
        results = emit_dealloc(b, fd.resources.by_name(n), memrefs, conds, retain, fd.resources)
        _record(fd, block, n, retain, results, [], _Retained())


# ---------------------------------------------------------------------------
# region terminators and returns


def handle_return_like(fd, op: Operation) -> None:
    """Free what the block owns, retaining the values it yields; append their
    ownership (or, at a function boundary, clone values not surely owned)."""
    parent = op.parent_op
    block = op.parent
    is_func = parent is fd.func
    without_dynamic = is_func and not fd.dynamic_returns
    if without_dynamic:
        b = Builder.before(op)
        for i, v in enumerate(list(op.operands)):
            if is_memref(v.type):
                op.set_operand(i, fd.guaranteed_ownership(b, v, block, i))
    targets: list[tuple[str, ...]] | None
    if is_func:
        forwarded_idx = list(range(len(op.operands)))
        targets = [
            fd.res.function_result_indicators(parent, i) if is_memref(op.operands[i].type) else ()
            for i in forwarded_idx
        ]
    elif I.is_region_branch(parent):
        region_index = parent.regions.index(block.parent)
        succs = I.region_successors(parent, region_index) or []
        # the indices come from the region's first terminator, which may
        # already carry the indicators this pass appended: keep this one's
        forwarded_idx = [i for i in succs[0][1] if i < len(op.operands)] if succs else list(range(len(op.operands)))
        inputs = fd.successor_inputs(parent, succs[0][0], len(forwarded_idx)) if succs else []
        targets = [fd.res.indicators(t) if is_memref(t.type) else () for t in inputs]
    else:
        forwarded_idx = list(range(len(op.operands)))
        targets = None  # the parent takes no ownership
    forwarded = [op.operands[i] for i in forwarded_idx]
    updated = _dealloc_for_return(fd, op, forwarded)
    if without_dynamic or targets is None or updated is None:
        return
    b = Builder.before(op)
    extra = _with_ownerships(fd, b, forwarded, targets, updated, True)
    append_operands(op, extra[len(forwarded) :])


def _dealloc_for_return(fd, op: Operation, forwarded) -> _Retained | None:
    block = op.parent
    b = Builder.before(op)
    per_resource = _collect(fd, b, block, forwarded)
    out = _Retained()
    emitted = False
    for n, (memrefs, conds) in per_resource.items():
        retain = fd.state.memrefs_to_retain(block, None, forwarded, n)
        if not memrefs and not retain:
            continue
        emitted = True
        results = emit_dealloc(b, fd.resources.by_name(n), memrefs, conds, retain, fd.resources)
        _record(fd, block, n, retain, results, forwarded, out)
    return out if emitted else None


# ---------------------------------------------------------------------------
# ownership materialization (used by returns)


def materialize_unique(fd, b: Builder, value: Value, block, resource: str):
    """``(value', indicator)`` with a unique ownership for ``resource``: the
    defining op's model may select one (``arith.select``), else a clone."""
    if value.parent_block is block:
        owner = value.owner if isinstance(value.owner, Operation) else block.parent_op
        model = model_of(owner) if owner is not None else None
        if model is not None and model.materialize is not None:
            got = model.materialize(fd.state, b, value, resource)
            if got is not None:
                return got
    own = fd.state.get(value, block, resource)
    if own.is_unique:
        return value, own.indicator
    clone = fd.clone(b, value, resource)
    return clone, fd.state.get(clone, clone.parent_block, resource).indicator


def guaranteed_ownership(fd, b: Builder, value: Value, block, resource: str) -> Value:
    """``value`` itself if surely owned, else ``scf.if own {value} else {clone}``.
    A reference-counted buffer not surely owned is retained, whatever its
    ownership: a new reference of its own, whose pointer equals the
    original's (which is then released if owned, not kept alive by it)::

        %r = "rc.retain"(%v) : (memref<4xf32>) -> memref<4xf32>
    """
    new, cond = materialize_unique(fd, b, value, block, resource)
    if is_true(cond):
        return new
    counted = fd.resources.by_name(resource)
    if counted.counted:
        retained = clone_value(b, new, counted)
        fd.own_fresh(b, retained, resource)
        return retained
    if_op, then_b, else_b = b.scf_if(cond, [new.type])
    then_b.set_terminator_operands([new])
    copy = clone_value(else_b, new, fd.clone_resource(resource, b.anchor))
    else_b.set_terminator_operands([copy])
    result = if_op.results[0]
    fd.own_fresh(b, result, resource)
    return result
