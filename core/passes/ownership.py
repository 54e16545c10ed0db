"""``--ownership-based-buffer-deallocation``: insert the deallocations of a
bufferized program, following MLIR's ownership-based buffer deallocation
(see ``tests/corpus/upstream/SEMANTICS.md``), decoupled from any one
dialect's alloc/free/copy ops.

Structure (as upstream): this module is the *driver* -- it walks every
function block by block (nested regions first, blocks in dominance order)
and dispatches each op to the handlers of the interfaces it implements
(``ownership_handlers.py``: memory effects, region branch, call, branch,
region terminator; the ops' ``DeallocModel``, ``ir/buffer_deallocation.py``,
attached by their dialects); the *state*
(``analysis/ownership_state.py``) holds the ownership lattice, the per-block
memrefs to free and the liveness.

Allocation resources: a memref value may hold buffers of several resources
(``analysis/buffer_resources.py``); the pass keeps **one ownership
indicator per (value, resource)** -- a block argument fed by a
``memref.alloc`` on one edge and an ``acme.pool_alloc`` on another gets two
``i1`` arguments, and its block frees it with ``bufferization.dealloc`` under
the first and with ``acme.pool_free`` under the second.  Automatic
resources (``memref.alloca``) are never freed.  With only built-in
``memref``/``alloca`` buffers the output is upstream's.

Options: ``private-function-dynamic-ownership`` (upstream) and ``strict``
(bufls): upstream's refusals of CFG loops, multi-successor terminators other
than ``cf.cond_br`` and ops with unknown memory effects.  Without ``strict``
bufls goes further: CFG loops are handled (liveness to a fixpoint,
loop-carried memrefs are block arguments with indicators), ``cf.switch``
gets one dealloc per successor, and an op with unknown effects gets a
``BUF202`` warning saying what was assumed.

Example (golden: tests/golden/passes/ownership/docstring_example.mlir)::

    func.func @f(%c: i1) {
      %a = memref.alloc() : memref<2xf32>
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      return
    ^bb2:
      return
    }

becomes::

    func.func @f(%c: i1) {
      %true = arith.constant true
      %a = memref.alloc() : memref<2xf32>
      %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %a : ...
      %0 = arith.andi %true, %c : i1
      bufferization.dealloc (%base_buffer : memref<f32>) if (%0)
      %true_1 = arith.constant true
      %2 = arith.xori %true_1, %c : i1
      %3 = arith.andi %true, %2 : i1
      bufferization.dealloc (%base_buffer : memref<f32>) if (%3)
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      return
    ^bb2:
      return
    }
"""

from __future__ import annotations

import sys
from dataclasses import dataclass

from ..analysis.buffer_resources import BufferResources
from ..analysis.cfg import back_edges, dominance_order
from ..analysis.ownership_state import (
    DeallocationState,
    OwnershipError,
    region_is_proper_ancestor,
    unique,
)
from ..analysis.resource_attrs import attribute_problem
from ..analysis.resources import RESOURCE_ATTR
from ..diagnostics import Diagnostic
from ..ir import attrs as A
from ..ir import interfaces as I
from ..ir import types as T
from ..ir.buffer_deallocation import CALL, KNOWN, UNKNOWN, effect_kind, model_of
from ..ir.buffer_deallocation import KEY as BUFFER_DEALLOCATION
from ..ir.builder import Builder
from ..ir.contracts import argument_contract
from ..ir.nodes import Block, Operation, Value
from ..ir.registry import registry
from ..ir.types import is_memref
from . import ownership_handlers as H
from .base import ModulePass, PassError, op_span, register

__all__ = ["FunctionDeallocation", "OwnershipBasedBufferDeallocation"]

I1 = T.IntegerType(1)


@register
class OwnershipBasedBufferDeallocation(ModulePass):
    name = "ownership-based-buffer-deallocation"
    summary = "Adds the deallocations of all allocated buffers, with ownership indicators"

    @dataclass(frozen=True)
    class Options:
        private_function_dynamic_ownership: bool = False
        strict: bool = False

    def run(self, module_op: Operation) -> None:
        if self.resources is None:
            from ..analysis.resources import DEFAULT

            self.resources = DEFAULT
        functions = _symbol_functions(module_op)
        res = BufferResources(module_op, self.resources, functions, self.options.private_function_dynamic_ownership)
        old = sys.getrecursionlimit()
        sys.setrecursionlimit(max(old, 60_000))
        try:
            for op in list(module_op.walk()):
                if op.attributes and RESOURCE_ATTR in op.attributes:
                    problem = attribute_problem(op, self.resources)  # (analysis/resource_attrs.py)
                    if problem is not None:
                        raise PassError.at(op, problem)
                model = model_of(op)
                body = I.callable_body(op)
                if model is None or not model.function or body is None or not body.blocks:
                    continue
                FunctionDeallocation(
                    self, op, res, _symbol_functions(op.parent_op) if op.parent_op is not module_op else functions
                ).run()
        finally:
            sys.setrecursionlimit(old)


def _symbol_functions(table_op: Operation | None) -> dict[str, Operation]:
    """Functions defined directly in the symbol table ``table_op``."""
    out: dict[str, Operation] = {}
    if table_op is None:
        return out
    for region in table_op.regions:
        for block in region.blocks:
            for op in block.ops:
                if I.is_function(op):
                    name = op.attr("sym_name")
                    if name is not None:
                        out[getattr(name, "value", str(name))] = op
    return out


# interface keys that make an op more than "pure and inert" for this pass
_DISPATCH = frozenset(
    {"memory_effects", "region_successors", "call_target", "callable_body", "successor_operands", BUFFER_DEALLOCATION}
)


class _Named:
    """Stands for an op of a given name (``Resources.effects_of`` only reads it)."""

    __slots__ = ("name", "operands", "results")

    def __init__(self, name: str):
        self.name = name
        self.results = self.operands = ()


def _has_buffer_semantics(op: Operation) -> bool:
    if any(is_memref(v.type) for v in op.operands) or any(is_memref(r.type) for r in op.results):
        return True
    return any(r.blocks and any(is_memref(a.type) for a in r.blocks[0].args) for r in op.regions)


def _blocks_post_order(op: Operation) -> list[Block]:
    """Blocks nested in ``op``: per region in dominance order, each block
    after the blocks nested in its ops (MLIR's post-order block walk)."""
    out: list[Block] = []
    stack: list[list] = [[[b for r in op.regions for b in dominance_order(r)], 0, None]]
    while stack:
        frame = stack[-1]
        seq, i, block = frame
        if block is None:  # a list of blocks
            if i == len(seq):
                stack.pop()
                continue
            frame[1] = i + 1
            stack.append([seq[i].ops, 0, seq[i]])
            continue
        if i == len(seq):  # the ops of ``block``
            out.append(block)
            stack.pop()
            continue
        frame[1] = i + 1
        nested = seq[i]
        if nested.regions:
            stack.append([[b for r in nested.regions for b in dominance_order(r)], 0, None])
    return out


class FunctionDeallocation:
    """Deallocation of one function (MLIR's ``BufferDeallocation``)."""

    def __init__(
        self,
        pass_: OwnershipBasedBufferDeallocation,
        func: Operation,
        res: BufferResources,
        functions: dict[str, Operation],
    ):
        self.pass_ = pass_
        self.options = pass_.options
        self.resources = pass_.resources
        self.func = func
        self.res = res
        self.functions = functions
        self.strict = pass_.options.strict
        body = I.callable_body(func)
        self.dynamic_returns = (
            pass_.options.private_function_dynamic_ownership and I.is_private(func) and bool(body and body.blocks)
        )
        self.state: DeallocationState | None = None
        self._warned: set[int] = set()
        self._original_args: dict[Block, int] = {}
        self._split: set[Operation] = set()
        self._inert_cache: dict[str, bool] = {}
        self._edge_blocks: dict[Block, Block] = {}  # split edge -> its predecessor

    # -- driver ---------------------------------------------------------------
    def run(self) -> None:
        if self.strict and back_edges(self.func):
            raise PassError.at(self.func, "Only structured control-flow loops are supported.")
        if not self.strict:
            self.split_unconditioned_edges()
        self.state = DeallocationState(self.func, self.res)
        try:
            for block in _blocks_post_order(self.func):
                self.deallocate_block(block)
        except OwnershipError as err:
            owner = err.value.owner if isinstance(err.value.owner, Operation) else err.value.owner.parent_op
            raise PassError.at(owner, "MemRef value does not have valid ownership") from None
        if self.dynamic_returns:
            self.update_signature()

    def deallocate_block(self, block: Block) -> None:
        st = self.state
        inds = self.res.indicators
        b = Builder.at_start(block)
        pred = self._edge_blocks.get(block)
        # a split edge takes over everything its predecessor keeps alive
        live = (
            st.live_memrefs_in(block)
            if pred is None
            else st.sort_values(v for v in st.liveness.live_out(pred) if is_memref(v.type))
        )
        for li in live:
            li_block = li.parent_block
            if li_block.parent is block.parent:
                for n in inds(li):
                    own = st.get(li, li_block, n)
                    if own.is_uninitialized:  # defined in an unreachable block
                        own = unique(b.constant_bool(False))
                    st.update(li, own, block, n)
                st.add_to_free(li, block)
            elif region_is_proper_ancestor(li_block.parent, block.parent):
                false = b.constant_bool(False)
                for n in inds(li):
                    st.update(li, unique(false), block, n)
        parent_op = block.parent.parent
        # arguments of a function entry block (and, beyond upstream, of the
        # entry block of a region whose op forwards nothing into it) are
        # never owned: nobody could pass their ownership indicators
        function_entry = block is block.parent.blocks[0] and (
            parent_op is self.func or not I.is_region_branch(parent_op)
        )
        self._original_args[block] = len(block.args)
        for arg in list(block.args):
            if not is_memref(arg.type):
                continue
            if function_entry:  # (but a ``bufls.consumed`` argument: the caller hands it over)
                consumed = parent_op is self.func and argument_contract(self.func, arg.index).consumed
                false = b.constant_bool(False)
                for n in inds(arg):
                    own = b.constant_bool(True) if consumed and n == self.res.default else false
                    st.update(arg, unique(own), block, n)
            else:
                for n in inds(arg):
                    st.update(arg, unique(block.add_arg(I1)), block, n)
            st.add_to_free(arg, block)
        for op in list(block.ops):
            self.handle(op)
            self.populate_remaining_ownerships(op)

    def _inert(self, name: str) -> bool:
        """Ops of this name need no handler unless they define memrefs: pure,
        registered, not terminators, no interface the pass dispatches on."""
        inert = self._inert_cache.get(name)
        if inert is None:
            model = registry.get(name)
            inert = (
                model is not None
                and model.has("pure")
                and not model.has("terminator")
                and not model.has("return_like")
                and not model.interfaces.keys() & _DISPATCH
                and self.resources.effects_of(_Named(name)) is None
            )
            self._inert_cache[name] = inert
        return inert

    def handle(self, op: Operation) -> None:
        """Apply every handler ``op``'s interfaces call for, in MLIR's order."""
        if not op.regions and not op.successors and op.opaque is None and self._inert(op.name):
            return
        model = model_of(op)
        if model is not None:
            if model.reject is not None:
                raise PassError.at(op, model.reject)
            if model.process is not None:
                model.process(self, op)
                return
            if model.branch_conditions is not None and len(op.successors) > 1 and (model.upstream or not self.strict):
                H.handle_multi_branch(self, op, model)
                return
        if op in self._split:
            self.check_preconditions(op, *effect_kind(op, self.resources))
            H.handle_split_branch(self, op)
            return
        kind, effects = effect_kind(op, self.resources)
        self.check_preconditions(op, kind, effects)
        if kind == KNOWN and effects:
            H.handle_memory_effects(self, op, effects)
        if I.is_region_branch(op):
            H.handle_region_branch(self, op)
        if kind == CALL:
            H.handle_call(self, op)
        if op.successors:
            H.handle_branch(self, op)
        elif I.is_return_like(op) or (
            kind == UNKNOWN and op is op.parent.ops[-1] and op.parent.parent.parent is not None
        ):
            H.handle_return_like(self, op)

    def split_unconditioned_edges(self) -> None:
        """Beyond upstream: a multi-successor terminator the pass cannot
        condition (no ``branch_conditions`` model, e.g. an unregistered
        ``"foo.switch"``) gets one new block per edge that branches on with
        the forwarded operands; each edge then frees what dies on it::

            "foo.switch"() [^bb1, ^bb2] : () -> ()    "foo.switch"() [^bb3, ^bb4] : () -> ()
                                                    ^bb3:  cf.br ^bb1
                                                    ^bb4:  cf.br ^bb2
        """
        from ..ir.nodes import Block

        for op in list(self.func.walk()):
            if len(op.successors) < 2 or op.parent is None or op is not op.parent.terminator:
                continue
            model = model_of(op)
            if model is not None and model.branch_conditions is not None:
                continue
            groups = I.successor_operands(op)
            if groups is None:
                if op.operands:
                    continue  # unknown operand split: rejected later
                groups = [[] for _ in op.successors]
            block = op.parent
            region = block.parent
            at = region.blocks.index(block) + 1
            for k, succ in enumerate(list(op.successors)):
                edge = Block()
                edge.parent = region
                region.blocks.insert(at + k, edge)
                edge.append(Operation("cf.br", [op.operands[i] for i in groups[k]], successors=[succ]))
                op.successors[k] = edge
                self._edge_blocks[edge] = block
            forwarded = {i for g in groups for i in g}
            set_operands_keep = [v for i, v in enumerate(op.operands) if i not in forwarded]
            if forwarded:
                op.set_operands(set_operands_keep)
                for store in (op.properties, op.attributes):
                    seg = store.get("operandSegmentSizes")
                    if isinstance(seg, A.DenseArrayAttr) and len(seg.values) > len(groups):
                        sizes = list(seg.values[: -len(groups)]) + [0] * len(groups)
                        store["operandSegmentSizes"] = A.DenseArrayAttr(T.IntegerType(32), tuple(sizes))
            self._split.add(op)

    def check_preconditions(self, op: Operation, kind: str, effects) -> None:
        """MLIR's ``verifyOperationPreconditions`` (unknown effects become a
        BUF202 warning unless strict)."""
        semantics = _has_buffer_semantics(op)
        if kind == UNKNOWN:
            if self.strict:
                raise PassError.at(op, "ops with unknown memory side effects are not supported")
            if semantics:
                self.warn_unknown(op)
        allocates_or_frees = kind == KNOWN and any(e.effect in (I.Effect.ALLOCATE, I.Effect.FREE) for e in effects)
        if not semantics and not allocates_or_frees:
            return
        n = len(op.regions)
        if ((n == 1 and op.results) or n > 1) and not I.is_region_branch(op) and kind != UNKNOWN:
            raise PassError.at(
                op, "All operations with attached regions need to implement the RegionBranchOpInterface."
            )
        model = registry.get(op.name)
        if model is None:
            return
        if model.has("no_terminator") and not model.has("terminator"):
            raise PassError.at(op, "NoTerminator trait is not supported")
        if model.has("terminator"):
            if bool(op.successors) == I.is_return_like(op):
                raise PassError.at(
                    op,
                    "Terminators must implement either BranchOpInterface or "
                    "RegionBranchTerminatorOpInterface (but not both)!",
                )
            if len(op.successors) > 1 and op not in self._split:
                raise PassError.at(op, "Terminators with more than one successor are not supported!")

    def warn_unknown(self, op: Operation) -> None:
        if id(op) in self._warned:
            return
        self._warned.add(id(op))
        span = op_span(op) or (0, 0)
        what = "assumed it neither allocates nor frees memory and that its memref results may alias its memref operands"
        if op.regions:
            what += "; its regions were processed in place"
        self.pass_.diagnostics.append(
            Diagnostic.make("BUF202", f"'{op.name}' has unknown memory effects: {what}", span[0], span[1])
        )

    def populate_remaining_ownerships(self, op: Operation) -> None:
        """Results without ownership yet may alias any memref operand: the
        join of their ownerships, ``false`` without memref operands."""
        st = self.state
        block = op.parent
        if block is None:
            return
        inds = self.res.indicators
        b = None
        false = None
        for r in op.results:
            if not is_memref(r.type):
                continue
            for n in inds(r):
                if not st.get(r, block, n).is_uninitialized:
                    continue
                for v in op.operands:
                    if not is_memref(v.type):
                        continue
                    if n in inds(v):
                        st.update(r, st.get(v, v.parent_block, n), block, n)
                    else:  # never a buffer of resource n
                        if false is None:
                            b = b or Builder.before(op)
                            false = b.constant_bool(False)
                        st.update(r, unique(false), block, n)
                if st.get(r, block, n).is_uninitialized:
                    b = b or Builder.before(op)
                    st.update(r, unique(b.constant_bool(False)), block, n)

    # -- ownership helpers used by the handlers and the ops' models ------------
    def own_call_results(self, op: Operation, callee: Operation | None = None) -> None:
        """The caller owns every memref result of the call ``op`` (the
        function-boundary ABI; ``callee`` None: an unknown callee)."""
        H.own_call_results(self, op, callee)

    def successor_inputs(self, op: Operation, target: int, count: int) -> list[Value]:
        """The values receiving ``count`` forwarded operands at ``target``
        (``region_successor_inputs`` before this pass appended indicator
        arguments to the target's entry block)."""
        if count == 0:
            return []
        if target == I.PARENT:
            return list(op.results[:count])
        entry = op.regions[target].entry
        if entry is None:
            return []
        n = self._original_args.get(entry, len(entry.args))
        return list(entry.args[n - count : n])

    def guaranteed_ownership(self, b: Builder, value: Value, block: Block, i: int) -> Value:
        return H.guaranteed_ownership(self, b, value, block, self.res.return_resource(self.func, i))

    def clone_resource(self, name: str, at: Operation | None):
        resource = self.resources.by_name(name)
        if resource.clone is None:
            default = self.resources.by_name(self.res.default)
            if name == self.res.default or default.clone is None:
                raise PassError.at(
                    at or self.func, f"cannot take ownership of a '{name}' buffer: the resource declares no clone op"
                )
            raise PassError.at(
                at or self.func,
                f"cannot return a '{name}' buffer that may not be owned: the resource declares no clone op",
            )
        return resource

    def clone(self, b: Builder, value: Value, name: str) -> Value:
        """A clone of ``value`` in resource ``name``, owned by its block."""
        from .ownership_emit import clone_value

        copy = clone_value(b, value, self.clone_resource(name, b.anchor))
        self.own_fresh(b, copy, name)
        return copy

    def own_fresh(self, b: Builder, value: Value, name: str) -> None:
        """``value`` is a new buffer of resource ``name`` owned by its block."""
        self.res.assign(value, {name})
        block = value.parent_block
        true = b.constant_bool(True)
        for n in self.res.indicators(value):
            self.state.update(value, unique(true if n == name else b.constant_bool(False)), block, n)
        self.state.add_to_free(value, block)

    def update_signature(self) -> None:
        """A dynamic-ownership function returns its indicators: make its
        ``function_type`` match its return ops."""
        body = I.callable_body(self.func)
        returns = [b.terminator for b in body.blocks if b.terminator is not None and I.is_return_like(b.terminator)]
        types = {tuple(v.type for v in r.operands) for r in returns}
        if len(types) > 1:
            raise PassError.at(self.func, "there are multiple return operations with different operand types")
        ft = self.func.attr("function_type")
        results = next(iter(types)) if types else tuple(getattr(getattr(ft, "type", None), "results", ()))
        inputs = tuple(a.type for a in body.blocks[0].args)
        store = self.func.properties if "function_type" in self.func.properties else self.func.attributes
        store["function_type"] = A.TypeAttr(T.FunctionType(inputs, tuple(results)))
        for st in (self.func.properties, self.func.attributes):
            res_attrs = st.get("res_attrs")
            if isinstance(res_attrs, A.ArrayAttr) and len(res_attrs) < len(results):
                pad = (A.DictAttr(()),) * (len(results) - len(res_attrs))
                st["res_attrs"] = A.ArrayAttr(tuple(res_attrs.values) + pad)
