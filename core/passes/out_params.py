"""``--buffer-results-to-out-params``: memref results become out-parameters.

A private function with a body (public ones too with
``modify-public-functions``) returns its memref results by copying them
into new trailing arguments; calls allocate those buffers::

    func.func private @f() -> memref<2xf32> {     func.func private @f(%arg0: memref<2xf32>) {
      %0 = "test.source"() : () -> memref<2xf32>    %0 = "test.source"() : () -> memref<2xf32>
      return %0 : memref<2xf32>               ->    memref.copy %0, %arg0 : memref<2xf32> to memref<2xf32>
    }                                               return
                                                  }
    %r = call @f() : () -> memref<2xf32>          %alloc = memref.alloc() : memref<2xf32>
                                                  call @f(%alloc) : (memref<2xf32>) -> ()

Options (as upstream): ``add-result-attr`` marks the new arguments
``{bufferize.result}``; ``hoist-static-allocs`` / ``hoist-dynamic-allocs``
let an allocation that is returned be the out-parameter itself (no copy;
dynamic sizes must be function arguments); one returned at several positions
is hoisted into the first and copied into the others (``_update_returns``).  A call to a rewritten function
with a dynamically shaped result whose sizes are unknown is an error, as
is a result layout other than the identity or a fully dynamic one, and so is
an op other than a call that refers to a rewritten function with its old type
(``func.constant``; see ``_signature_users``).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..ir import attrs as A
from ..ir import types as T
from ..ir.builder import Builder
from ..ir.interfaces import is_private
from ..ir.nodes import BlockArgument, Operation
from ._signature_users import check_symbol_users
from .base import ModulePass, PassError, register

__all__ = ["BufferResultsToOutParams", "promote_buffer_results"]


def _fully_dynamic_layout(t: T.MemRefType) -> bool:
    layout = t.layout
    return isinstance(layout, A.StridedLayoutAttr) and layout.offset is None and all(s is None for s in layout.strides)


def _fn_type(func: Operation) -> T.FunctionType:
    return func.attr("function_type").type


def _update_func(func: Operation, opts) -> list[BlockArgument]:
    ftype = _fn_type(func)
    erased, new_types = [], []
    for i, t in enumerate(ftype.results):
        if isinstance(t, T.MemRefType):
            if not (t.is_identity_layout or _fully_dynamic_layout(t)):
                raise PassError.at(func, "cannot create out param for result with unsupported layout")
            erased.append(i)
            new_types.append(t)
    if not erased:
        return []
    n_in = len(ftype.inputs)
    func.properties["function_type"] = A.TypeAttr(
        T.FunctionType(
            tuple(ftype.inputs) + tuple(new_types), tuple(t for i, t in enumerate(ftype.results) if i not in erased)
        )
    )
    res_attrs = func.attr("res_attrs")
    arg_attrs = func.attr("arg_attrs")
    res_list = list(res_attrs.values) if res_attrs is not None else [A.DictAttr()] * len(ftype.results)
    new_arg_attrs = []
    for i in erased:
        entries = list(res_list[i].entries) if isinstance(res_list[i], A.DictAttr) else []
        if opts.add_result_attr:
            entries.append(("bufferize.result", A.UnitAttr()))
        new_arg_attrs.append(A.DictAttr(tuple(entries)))
    kept_res = [a for i, a in enumerate(res_list) if i not in erased]
    if arg_attrs is not None or any(d.entries for d in new_arg_attrs):
        old = list(arg_attrs.values) if arg_attrs is not None else [A.DictAttr()] * n_in
        func.properties["arg_attrs"] = A.ArrayAttr(tuple(old + new_arg_attrs))
    if res_attrs is not None:
        if any(getattr(a, "entries", ()) for a in kept_res):
            func.properties["res_attrs"] = A.ArrayAttr(tuple(kept_res))
        else:
            func.properties.pop("res_attrs", None)
    entry = func.regions[0].blocks[0]
    return [entry.add_arg(t, f"arg{len(entry.args)}") for t in new_types]


def _may_alias(value, alloc: Operation, entry, seen=None) -> bool:
    """Whether ``value`` may be (a view of) the buffer ``alloc`` defines: it
    is that result, a block argument other than a function argument (a
    branch or region may carry the buffer), or the result of an op with a
    memref operand that may be it.  An over-approximation."""
    seen = set() if seen is None else seen
    if id(value) in seen:
        return False
    seen.add(id(value))
    owner = getattr(value, "owner", None)
    if isinstance(value, BlockArgument):
        return owner is not entry
    if owner is alloc or not isinstance(owner, Operation):
        return True
    return any(isinstance(v.type, T.MemRefType) and _may_alias(v, alloc, entry, seen) for v in owner.operands)


def _hoistable(returns: list, n_out: int, entry, opts, resources) -> dict[int, Operation]:
    """Out-parameter position -> the allocation that becomes that parameter.

    An allocation ``A`` (of a resource that may move: not ``hoist = false``,
    so never ``gpu.alloc``, which mlir-opt copies too) first returned at
    position ``i`` is hoisted into out-parameter ``i`` when no other allocation is also a candidate for
    ``i`` (two allocations sharing one out-parameter could be alive at once)
    and every return either returns ``A`` at ``i`` (the out-parameter is not
    written there) or returns nothing that may be (a view of) ``A`` (the
    copy into the out-parameter there overwrites ``A``, so nothing may read
    it then).  Returns ``%a, %b`` and ``%b, %a`` hoist neither: upstream
    hoists both, and its two copies at the second return swap the
    out-parameters in place, reading one already overwritten.
    """
    first: dict[int, tuple[Operation, int]] = {}  # id(alloc) -> (alloc, position)
    for memrefs in returns:
        for i, v in enumerate(memrefs[:n_out]):
            owner = getattr(v, "owner", None)
            resource = resources.for_alloc(owner) if isinstance(owner, Operation) and resources is not None else None
            if resource is None or not resource.hoist:
                continue  # not an allocation, or one of a resource that stays where it is (gpu)
            if opts.hoist_static_allocs if v.type.has_static_shape else opts.hoist_dynamic_allocs:
                first.setdefault(id(owner), (owner, i))
    by_pos: dict[int, list[Operation]] = {}
    for alloc, pos in first.values():
        by_pos.setdefault(pos, []).append(alloc)
    chosen: dict[int, Operation] = {}
    for pos, allocs in by_pos.items():
        if len(allocs) != 1:
            continue
        alloc = allocs[0]
        if all(
            memrefs[pos] is alloc.results[0] or not any(_may_alias(w, alloc, entry) for w in memrefs)
            for memrefs in returns
        ):
            chosen[pos] = alloc
    return chosen


def _update_returns(func: Operation, out_args, opts, resources) -> dict[int, list]:
    """Copy returned memrefs into the out-parameters, or hoist them.

    With ``hoist-static-allocs`` / ``hoist-dynamic-allocs`` an allocation that
    is returned becomes its out-parameter (see :func:`_hoistable` for when).
    One allocation returned at several positions (``return %a, %a``) is
    hoisted into the first of them and copied from it into the others at
    each return: after the call the two results are two buffers with equal
    contents, as two out-parameters the caller allocated apart must be.
    Leaving the second out-parameter unwritten would hand the caller an
    uninitialised buffer; hoisting the allocation into both is impossible
    (they are distinct buffers)::

        func.func private @f() -> (memref<4xf32>, memref<4xf32>) {
          %a = memref.alloc() : memref<4xf32>
          "test.fill"(%a) : (memref<4xf32>) -> ()
          return %a, %a : memref<4xf32>, memref<4xf32>
        }
      ->
        func.func private @f(%arg0: memref<4xf32>, %arg1: memref<4xf32>) {
          "test.fill"(%arg0) : (memref<4xf32>) -> ()
          memref.copy %arg0, %arg1 : memref<4xf32> to memref<4xf32>
          return
        }

    At a return that does not return the hoisted allocation, whatever it
    returns there is copied into the out-parameter as usual.

    Returns, per hoisted dynamically shaped result position (and the
    positions it is copied into), the allocation's dynamic sizes when they
    are all function arguments (else ``[]``): the caller allocates with them.
    """
    dyn_sizes: dict[int, list] = {}
    entry_args = func.regions[0].blocks[0].args
    rets = [o for o in func.walk() if o.name == "func.return"]
    per_ret = [[v for v in ret.operands if isinstance(v.type, T.MemRefType)] for ret in rets]
    hoisted = _hoistable(per_ret, len(out_args), func.regions[0].blocks[0], opts, resources)
    for pos, alloc in hoisted.items():
        if not alloc.results[0].type.has_static_shape:
            sizes = [v for v in alloc.operands if isinstance(v.type, T.IndexType)]
            known = sizes if all(any(v is a for a in entry_args) for v in sizes) else []
            dyn_sizes[pos] = known
            for memrefs in per_ret:
                for j, v in enumerate(memrefs):
                    if v is alloc.results[0] and j != pos:
                        dyn_sizes.setdefault(j, known)
    for ret, memrefs in zip(rets, per_ret):
        others = [v for v in ret.operands if not isinstance(v.type, T.MemRefType)]
        b = Builder.before(ret)
        for j, (orig, arg) in enumerate(zip(memrefs, out_args)):
            h = hoisted.get(j)
            if h is not None and orig is h.results[0]:
                continue  # the allocation is this out-parameter
            # a hoisted allocation at a later position: copy from its out-parameter
            # (the order of these copies does not matter: a hoisted out-parameter
            # is written here only where nothing returned here may alias it)
            source = next((out_args[p] for p, a in hoisted.items() if orig is a.results[0]), orig)
            b.copy(source, arg)
        b.func_return(others)
        ret.erase()
    for pos, alloc in hoisted.items():
        alloc.results[0].replace_all_uses_with(out_args[pos])
        alloc.erase()
    return dyn_sizes


def _update_calls(module: Operation, rewritten: dict, opts) -> None:
    funcs = {
        getattr(o.attr("sym_name"), "value", None): o for o in module.regions[0].blocks[0].ops if o.name == "func.func"
    }
    for call in [o for o in module.walk() if o.name == "func.call"]:
        ref = call.attr("callee")
        name = getattr(ref, "root", None)
        callee = funcs.get(name)
        if callee is None:
            raise PassError.at(call, f"cannot find callee '{ref}' in symbol table")
        if name not in rewritten:
            continue
        b = Builder.before(call)
        out_params, kept = [], []
        sizes_per_result = rewritten[name]
        k = 0  # position among the memref results
        for r in call.results:
            if not isinstance(r.type, T.MemRefType):
                kept.append(r)
                continue
            t = r.type
            dyn = []
            k += 1
            if not t.has_static_shape:
                sizes = sizes_per_result.get(k - 1, [])
                if not sizes:
                    raise PassError.at(call, "cannot create out param for dynamically shaped result")
                entry_args = callee.regions[0].blocks[0].args
                dyn = [call.operands[a.index] for s in sizes for a in entry_args if a is s]
            alloc = b.alloc(T.MemRefType(t.shape, t.element, None, t.memory_space), dyn)
            if not t.is_identity_layout:
                alloc = b.cast(alloc, t)
            r.replace_all_uses_with(alloc)
            out_params.append(alloc)
        new = b.call(name, [*call.operands, *out_params], [r.type for r in kept])
        for old_r, new_r in zip(kept, new.results):
            new_r.name = old_r.name
            old_r.replace_all_uses_with(new_r)
        new.attributes.update({k: v for k, v in call.attributes.items() if k != "callee"})
        call.erase()


def promote_buffer_results(module: Operation, opts, resources=None) -> None:
    rewritten: dict[str, dict[int, list]] = {}
    changed: set[str] = set()
    for func in [o for o in module.regions[0].blocks[0].ops if o.name == "func.func"]:
        name = getattr(func.attr("sym_name"), "value", None)
        if not is_private(func) and not opts.modify_public_functions:
            continue
        if not func.regions or not func.regions[0].blocks:
            continue
        out_args = _update_func(func, opts)
        rewritten[name] = _update_returns(func, out_args, opts, resources)
        if out_args:
            changed.add(name)
    _update_calls(module, rewritten, opts)
    check_symbol_users(module, changed)


@register
class BufferResultsToOutParams(ModulePass):
    name = "buffer-results-to-out-params"
    summary = "Converts memref-typed function results to out-params"

    @dataclass(frozen=True)
    class Options:
        add_result_attr: bool = False
        hoist_static_allocs: bool = False
        hoist_dynamic_allocs: bool = False
        modify_public_functions: bool = False

    def run(self, module_op) -> None:
        promote_buffer_results(module_op, self.options, self.resources)
