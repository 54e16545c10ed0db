"""How the ownership-based deallocation pass treats an op and a value, in
words, from the op's interfaces and models only (memory effects, views,
region branches, calls, allocation resources, the per-op
``buffer_deallocation`` models the dialects attach, ``ir/buffer_deallocation.py``).

``explain_op(op, ...)`` answers a hover on an op name::

    memref.subview   no memory effects; a view: result 0 aliases operand 0 (%a),
                     its ownership is that operand's

``pass_ownership(value, ...)`` is the ownership the pass gives a value in
its defining block (the lattice of ``ownership_state.py``)::

    %a = memref.alloc()     owned: an allocation, ownership `true`
    %b = memref.alloca()    not owned: automatic resource 'alloca'
    ^bb1(%m: memref<..>)    conditional: an extra i1 block argument carries it

``paired_indicator`` finds the ``i1`` that carries a value's ownership in
IR the pipeline already processed (one trailing ``i1`` result or block
argument per memref).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ...checker.report import value_name
from ...dialects.bufferization import MANUAL_DEALLOCATION
from ...ir import interfaces as I
from ...ir import types as T
from ...ir.buffer_deallocation import CALL, KNOWN, RECURSIVE, UNKNOWN, effect_kind  # the pass's own classification
from ...ir.buffer_deallocation import model_of as dealloc_model
from ...ir.contracts import argument_contract, contract_line, contract_lines, contracted_arguments
from ...ir.nodes import BlockArgument, Operation, Value
from ...ir.registry import registry
from ...passes.placement_hints import placement_words
from .paths import Ownership

__all__ = ["OpExplanation", "explain_op", "paired_indicator", "indicator_owner", "pass_ownership", "effect_kind"]

_VERB = {I.Effect.ALLOCATE: "allocates", I.Effect.FREE: "frees", I.Effect.READ: "reads", I.Effect.WRITE: "writes"}


@dataclass
class OpExplanation:
    name: str
    summary: str = ""
    registered: bool = True
    effects: list[str] | None = field(default_factory=list)  # None: unknown
    effects_of: str = ""  # "", "callee", "nested ops"
    roles: list[str] = field(default_factory=list)  # allocation resource roles
    treatment: list[str] = field(default_factory=list)  # the deallocation pass
    contract: list[str] = field(default_factory=list)  # function-boundary contracts (ir/contracts.py)
    placement: list[str] = field(
        default_factory=list
    )  # what the buffer optimizations would do (passes/placement_hints.py)


def _is_i1(t) -> bool:
    return isinstance(t, T.IntegerType) and t.width == 1


def _carriers(value: Value) -> Sequence[Value] | None:
    """The values among which ``value``'s indicator would sit."""
    if isinstance(value, BlockArgument):
        block = value.owner
        region = block.parent
        parent = region.parent if region is not None else None
        if parent is not None and region.blocks[0] is block and I.is_function(parent):
            return None
        return block.args
    owner = getattr(value, "owner", None)
    if isinstance(owner, Operation) and (I.is_region_branch(owner) or I.call_target(owner) is not None):
        return owner.results
    return None


def paired_indicator(value: Value) -> Value | None:
    """The trailing ``i1`` that carries ``value``'s ownership (pipeline
    output: one per memref, in order), or None."""
    seq = _carriers(value)
    if seq is None or not T.is_memref(value.type):
        return None
    mems = [v for v in seq if T.is_memref(v.type)]
    m = len(mems)
    if len(seq) < 2 * m:
        return None
    tail = seq[len(seq) - m :]
    if not all(_is_i1(v.type) for v in tail):
        return None
    for k, v in enumerate(mems):
        if v is value:
            return tail[k]
    return None


def indicator_owner(value: Value) -> Value | None:
    """The memref whose ownership the ``i1`` ``value`` carries, or None."""
    if not _is_i1(value.type):
        return None
    seq = _carriers(value)
    if seq is None:
        return None
    for v in seq:
        if T.is_memref(v.type) and paired_indicator(v) is value:
            return v
    return None


# ---------------------------------------------------------------------------
# values


def pass_ownership(value: Value, resources, symbols=None, dynamic: bool = False) -> Ownership:
    """The ownership the deallocation pass gives ``value`` in its block;
    ``reason`` says which rule applies."""
    ind = paired_indicator(value)
    name = value_name(ind) if ind is not None else None
    if isinstance(value, BlockArgument):
        return _arg_ownership(value, name)
    op = value.owner
    target = I.call_target(op)
    if target is not None:
        callee = symbols.get(target[0]) if symbols is not None else None
        body = I.callable_body(callee) if callee is not None else None
        if dynamic and body is not None and body.blocks and I.is_private(callee):
            return _conditional(
                name,
                f"a result of a call of private @{target[0]} under "
                f"private-function-dynamic-ownership: the callee returns its "
                f"ownership as an extra i1 result",
            )
        return Ownership(
            "owned",
            "owned",
            "memref results of calls are owned by the caller (function-boundary ABI): ownership `true`",
        )
    if I.is_region_branch(op):
        return _conditional(
            name, f"a result of '{op.name}': the pass gives each memref result an extra i1 result with its ownership"
        )
    kind, fx = effect_kind(op, resources)
    if kind == UNKNOWN:
        return Ownership(
            "unknown",
            "unknown",
            f"'{op.name}' has unknown memory effects (BUF202): "
            f"its memref results are assumed to alias its memref operands",
        )
    if fx and any(e.effect is I.Effect.ALLOCATE and e.result == value.index for e in fx):
        return _alloc_ownership(op, value, resources)
    src = I.view_source(op)
    if src is not None and value.index == 0:
        return Ownership(
            "view",
            "same as source",
            f"a view of {value_name(op.operands[src])} ('{op.name}'): its ownership is that of its source",
        )
    mems = [v for v in op.operands if T.is_memref(v.type)]
    if not mems:
        return Ownership(
            "not-owned",
            "not owned",
            f"'{op.name}' has no memref operand and does not allocate: ownership `false` (cloned if it is returned)",
            origin="global",
        )
    model = dealloc_model(op)
    extra = ""
    if model is not None and model.materialize is not None:
        extra = "; where a unique ownership is needed, the op's model selects it like the value"
    return Ownership(
        "join",
        "join of operands",
        f"the join of the ownerships of its memref operands (unknown when they differ){extra}",
    )


def _conditional(name: str | None, why: str) -> Ownership:
    if name is not None:
        return Ownership("conditional", f"owned if {name}", f"{why} ({name})", name)
    return Ownership("conditional", "maybe owned", why)


def _arg_ownership(arg: BlockArgument, name: str | None) -> Ownership:
    block = arg.owner
    region = block.parent
    parent = region.parent if region is not None else None
    entry = region is not None and region.blocks[0] is block
    if entry and parent is not None and I.is_function(parent) and argument_contract(parent, arg.index).consumed:
        return Ownership(
            "owned",
            "owned",
            "a bufls.consumed argument: the caller hands its ownership over, this function frees it (ownership `true`)",
        )
    if entry and parent is not None and I.is_function(parent):
        return Ownership(
            "not-owned",
            "not owned",
            "a function argument: memref arguments are "
            "never owned by the callee (function-boundary ABI): ownership `false`",
            origin="argument",
        )
    if entry and (parent is None or not I.is_region_branch(parent)):
        return Ownership(
            "not-owned", "not owned", "an argument of a region whose op forwards nothing into it: ownership `false`"
        )
    if entry:
        return _conditional(
            name,
            f"an argument of a region of '{parent.name}': it enters with "
            f"ownership `false` from the parent and carries what the region "
            f"yields back in an extra i1 argument",
        )
    return _conditional(name, "a block argument: each branch passes its ownership in an extra i1 block argument")


def _alloc_ownership(op: Operation, value: Value, resources) -> Ownership:
    r = resources.for_alloc(op) or resources.for_clone(op)
    rname = r.name if r is not None else "memref"
    if r is not None and r.automatic:
        return Ownership(
            "not-owned",
            "not owned",
            f"an automatic resource ('{rname}', '{op.name}'): freed when its scope exits, ownership `false`",
            origin="automatic",
        )
    if op.attr(MANUAL_DEALLOCATION) is not None:
        return Ownership(
            "not-owned", "not owned", "marked bufferization.manual_deallocation: ownership `false`, freed by hand"
        )
    return Ownership(
        "owned", "owned", f"an allocation ('{op.name}', resource '{rname}'): ownership `true`, this block frees it"
    )


# ---------------------------------------------------------------------------
# ops


def explain_op(op: Operation, resources, symbols=None, dynamic: bool = False, source=None) -> OpExplanation:
    """Memory effects, allocation-resource roles and the deallocation pass's
    treatment of ``op`` (``symbols``: the functions calls may name)."""
    model = registry.get(op.name)
    out = OpExplanation(op.name, getattr(model, "summary", "") or "", model is not None)
    kind, fx = effect_kind(op, resources)
    effects = I.memory_effects(op, resources) if kind != KNOWN else fx
    if effects is None:
        out.effects = None
    elif kind == RECURSIVE:
        out.effects = list(dict.fromkeys(_VERB[e.effect] for e in effects))
    else:
        out.effects = _effect_words(op, effects)
    out.effects_of = {CALL: "callee", RECURSIVE: "nested ops"}.get(kind, "")
    out.roles = _roles(op, resources)
    out.treatment = _treatment(op, kind, fx, resources, symbols, dynamic)
    out.contract = _contract(op, symbols)
    out.placement = placement_words(op, resources, source)
    if op.opaque is not None:
        out.treatment.insert(
            0,
            "bufls cannot read this op's custom syntax (not a dialect it models, nor one loaded from .td files): "
            "the text is kept as written, its %values are its operands, and each of its regions is checked "
            "apart for the buffers allocated inside it",
        )
    return out


def _contract(op: Operation, symbols) -> list[str]:
    """The contract of a function, or of the callee of a call, in words."""
    if I.is_function(op):
        return contract_lines(op)
    target = I.call_target(op)
    callee = symbols.get(target[0]) if target is not None and symbols is not None else None
    if callee is None:
        return []
    args = target[1]
    out = []
    for k, name, c in contracted_arguments(callee):
        passed = f", given {value_name(op.operands[args[k]])}" if k < len(args) and args[k] < len(op.operands) else ""
        out.append(f"@{target[0]} {contract_line(k, name, c)}{passed}")
    return out


def _effect_words(op: Operation, effects) -> list[str]:
    words: list[str] = []
    for e in effects:
        verb = _VERB.get(e.effect, str(e.effect))
        if e.operand is not None and e.operand < len(op.operands):
            w = f"{verb} operand {e.operand} ({value_name(op.operands[e.operand])})"
        elif e.result is not None and e.result < len(op.results):
            w = f"{verb} result {e.result} ({value_name(op.results[e.result])})"
        else:
            w = f"{verb} memory that no SSA value names"
        if w not in words:
            words.append(w)
    return words


def _roles(op: Operation, resources) -> list[str]:
    out = []
    r = resources.for_alloc(op)
    if r is not None:
        how = "freed when its scope exits" if r.automatic else f"freed by '{r.dealloc}'"
        out.append(f"alloc op of resource '{r.name}' ({how})")
    r = resources.for_dealloc(op)
    if r is not None and r.counted:
        out.append(
            f"release op of reference-counted resource '{r.name}' "
            f"(one reference to operand 0 fewer; the last one frees it)"
        )
    elif r is not None:
        out.append(f"dealloc op of resource '{r.name}' (frees operand 0)")
    r = resources.for_clone(op)
    if r is not None and r.counted:
        out.append(f"retain op of reference-counted resource '{r.name}' (one more reference to operand 0, no copy)")
    elif r is not None:
        out.append(f"clone op of resource '{r.name}' (copies operand 0 into a new buffer)")
    return out


def _treatment(op, kind, fx, resources, symbols, dynamic) -> list[str]:
    t: list[str] = []
    model = dealloc_model(op)
    if model is not None:
        t.extend(_model_words(op, model, dynamic))
        if model.reject is not None or model.function:
            return t
    if kind == CALL:
        t.append(_call_words(op, symbols, dynamic))
    elif kind == RECURSIVE:
        t.append(
            "its effects are those of its nested ops (RecursiveMemoryEffects): the pass processes its regions in place"
        )
    elif kind == UNKNOWN:
        t.append(
            "unknown memory effects: bufls warns (BUF202) and assumes it neither allocates "
            "nor frees memory and that its memref results may alias its memref operands; "
            'upstream rejects it ("ops with unknown memory side effects are not supported")'
        )
    elif fx:
        t.extend(_effects_treatment(op, fx, resources))
    t.extend(_structure_words(op, kind, fx, dynamic))
    if not t:
        t.append("no memory effects and no memrefs to own: the pass leaves it alone")
    return t


def _model_words(op, model, dynamic) -> list[str]:
    t = []
    if model.reject is not None:
        t.append(
            f'rejected by the ownership pass: "{model.reject}"; bufls\' checker verifies '
            f"the deallocations it performs instead"
        )
    if model.function:
        words = (
            "a function: the pass deallocates each of its blocks; memref arguments are not "
            "owned (ownership `false`) and returned memrefs must be owned (function-boundary "
            "ABI)"
        )
        if dynamic and I.is_private(op):
            words += (
                "; a private function under private-function-dynamic-ownership returns one "
                "extra i1 ownership per memref result instead"
            )
        t.append(words)
    if model.branch_conditions is not None:
        words = (
            "a branch with several successors: one bufferization.dealloc per successor, its "
            "conditions restricted to that successor being taken; forwarded memrefs carry "
            "their ownership in extra i1 block arguments"
        )
        if not model.upstream:
            words += " (beyond upstream MLIR, which rejects it)"
        t.append(words)
    if model.process is not None:
        t.append("handled by its own deallocation model instead of the generic interface handlers")
    if model.materialize is not None:
        t.append(
            "when a unique ownership of its result is needed (to return it), its model "
            "builds the indicator like the value instead of cloning"
        )
    return t


def _call_words(op, symbols, dynamic) -> str:
    name = I.call_target(op)[0]
    callee = symbols.get(name) if symbols is not None else None
    body = I.callable_body(callee) if callee is not None else None
    if dynamic and body is not None and body.blocks and I.is_private(callee):
        return (
            f"a call of private @{name} under private-function-dynamic-ownership: one extra "
            f"i1 result per memref result carries the callee's ownership of it; memref "
            f"operands stay owned by the caller"
        )
    where = "" if callee is not None else " (the callee is not defined here: assumed to follow it)"
    args = I.call_target(op)[1]
    handed = [value_name(op.operands[i]) for k, i in enumerate(args) if argument_contract(callee, k).consumed]
    stay = "memref operands stay owned by the caller"
    if handed:
        stay = (
            f"{', '.join(handed)} {'goes' if len(handed) == 1 else 'go'} to bufls.consumed parameters "
            f"(the callee frees it; the caller passes a copy unless it owns the buffer and never uses "
            f"it again), other memref operands stay owned by the caller"
        )
    return (
        f"a call under the function-boundary ABI{where}: {stay}, memref results are owned by the caller "
        f"(ownership `true`)"
    )


def _effects_treatment(op, fx, resources) -> list[str]:
    t = []
    for e in fx:
        if e.effect is I.Effect.ALLOCATE and e.result is not None:
            r = resources.for_alloc(op) or resources.for_clone(op)
            name = r.name if r is not None else "memref"
            if r is not None and r.automatic:
                t.append(
                    f"allocates result {e.result} in the automatic resource '{name}': "
                    f"ownership `false`, never freed by the pass"
                )
            elif op.attr(MANUAL_DEALLOCATION) is not None:
                t.append("marked bufferization.manual_deallocation: ownership `false`, freed by hand")
            else:
                t.append(
                    f"an allocation of resource '{name}': the pass takes ownership of result "
                    f"{e.result} (ownership `true`) and frees it where it dies"
                )
    if any(e.effect is I.Effect.FREE for e in fx):
        t.append(
            'a free: the ownership pass rejects it ("memory free side-effect on MemRef '
            'value not supported!") unless marked bufferization.manual_deallocation; '
            "bufls' checker verifies it (double free, free of memory not owned)"
        )
    if not t and any(e.effect in (I.Effect.READ, I.Effect.WRITE) for e in fx):
        t.append("reads or writes memory only: ownership is unchanged")
    return t


def _structure_words(op, kind, fx, dynamic) -> list[str]:
    t = []
    mem_results = [r for r in op.results if T.is_memref(r.type)]
    allocates = {e.result for e in fx or () if e.effect is I.Effect.ALLOCATE}
    src = I.view_source(op)
    if src is not None:
        t.append(
            f"a view: result 0 aliases operand {src} ({value_name(op.operands[src])}); its "
            f"ownership is that operand's, and frees go to the base buffer"
        )
    elif mem_results and kind == KNOWN and not I.is_region_branch(op):
        alias = I.aliasing_operands(op, 0)
        if alias:
            t.append(
                f"its result may alias operands {', '.join(map(str, alias))}: its ownership "
                f"is the join of theirs (unknown when they differ)"
            )
        elif any(r.index not in allocates for r in mem_results):
            t.append(
                "its memref results take the join of its memref operands' ownerships (`false` without memref operands)"
            )
    if I.is_region_branch(op):
        t.append(
            "a region-branch op: each memref result gets an extra i1 ownership result; "
            "memref operands forwarded into its regions enter with ownership `false` (the "
            "parent keeps them); each region block ends with a dealloc retaining what it "
            "yields"
        )
    if op.successors and len(op.successors) == 1:
        t.append(
            "a branch: a bufferization.dealloc before it frees what the block owns and does "
            "not pass on; each forwarded memref gets an extra i1 block argument with its "
            "ownership"
        )
    if I.is_return_like(op):
        parent = op.parent_op
        if parent is not None and I.is_function(parent):
            if dynamic and I.is_private(parent):
                t.append(
                    "a return of a private function under "
                    "private-function-dynamic-ownership: the returned memrefs' ownerships "
                    "are returned as extra i1 results"
                )
            else:
                t.append(
                    "a function return: the returned memrefs are retained by the last "
                    "dealloc and must be owned; a value not surely owned is cloned "
                    "(scf.if %own {yield v} else {yield clone(v)})"
                )
        else:
            t.append(
                "a region terminator: a dealloc before it frees what the block owns, "
                "retaining the yielded memrefs; an i1 ownership is yielded next to each "
                "memref"
            )
    if I.is_function(op) and dealloc_model(op) is None:
        t.append("a function-like op the ownership pass does not deallocate (bufls' checker still analyses it)")
    return t
