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
dynamic sizes must be function arguments).  A call to a rewritten function
with a dynamically shaped result whose sizes are unknown is an error, as
is a result layout other than the identity or a fully dynamic one.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..ir import attrs as A
from ..ir import types as T
from ..ir.builder import Builder
from ..ir.interfaces import is_private
from ..ir.nodes import BlockArgument, Operation
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


def _update_returns(func: Operation, out_args, opts, resources) -> list:
    """Copy returned memrefs into the out-parameters; returns, per memref
    result, the dynamic sizes (function arguments) of hoisted allocations."""
    dyn_sizes: list = []
    entry_args = func.regions[0].blocks[0].args
    for ret in [o for o in func.walk() if o.name == "func.return"]:
        memrefs = [v for v in ret.operands if isinstance(v.type, T.MemRefType)]
        others = [v for v in ret.operands if not isinstance(v.type, T.MemRefType)]
        b = Builder.before(ret)
        for orig, arg in zip(memrefs, out_args):
            static = orig.type.has_static_shape
            owner = getattr(orig, "owner", None)
            hoist = (
                (opts.hoist_static_allocs if static else opts.hoist_dynamic_allocs)
                and isinstance(owner, Operation)
                and resources is not None
                and resources.for_alloc(owner) is not None
            )
            if hoist:
                if not static:
                    sizes = [v for v in owner.operands if isinstance(v.type, T.IndexType)]
                    dyn_sizes.append(sizes if all(any(v is a for a in entry_args) for v in sizes) else [])
                orig.replace_all_uses_with(arg)
                owner.erase()
            else:
                b.copy(orig, arg)
        b.func_return(others)
        ret.erase()
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
        sizes_per_result = list(rewritten[name])
        k = 0
        for r in call.results:
            if not isinstance(r.type, T.MemRefType):
                kept.append(r)
                continue
            t = r.type
            dyn = []
            if not t.has_static_shape:
                sizes = sizes_per_result[k] if k < len(sizes_per_result) else []
                k += 1
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
    rewritten: dict[str, list] = {}
    for func in [o for o in module.regions[0].blocks[0].ops if o.name == "func.func"]:
        name = getattr(func.attr("sym_name"), "value", None)
        if not is_private(func) and not opts.modify_public_functions:
            continue
        if not func.regions or not func.regions[0].blocks:
            continue
        out_args = _update_func(func, opts)
        rewritten[name] = _update_returns(func, out_args, opts, resources)
    _update_calls(module, rewritten, opts)


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
