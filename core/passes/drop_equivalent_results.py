"""``--drop-equivalent-buffer-results``: results that are an argument go.

A function whose one return hands back one of its own arguments (or a
cast of one) no longer returns it; every call uses the argument it passed
instead, cast back to the call's result type where the function returned a
cast::

    func.func private @f(%m: memref<4xf32>)          func.func private @f(%m: memref<4xf32>) -> i32 {
        -> (memref<?xf32>, i32) {                      %c = memref.cast %m : ...
      %c = memref.cast %m : memref<4xf32>              %k = arith.constant 1 : i32
           to memref<?xf32>                    ->      return %k : i32
      %k = arith.constant 1 : i32                    }
      return %c, %k : memref<?xf32>, i32
    }
    %r:2 = call @f(%a) : (memref<4xf32>)             %k = call @f(%a) : (memref<4xf32>) -> i32
        -> (memref<?xf32>, i32)                      %cast = memref.cast %a : memref<4xf32> to memref<?xf32>

As mlir-opt 22.1.8 does: a result goes when every return of the function
(the return-like terminators of its blocks; a function without any is left
alone) hands back the same entry-block argument at that position once the
casts around it are looked through, whatever its type (an ``i32`` argument
returned goes as well); the casts inside the function stay (dead).  Every
call of a rewritten function is rebuilt, even when no result went: the new
call carries only the callee, not the old call's other attributes.
A function that another op refers to with its old type
(``func.constant``) is a located error, as mlir-opt's verifier reports it
after the pass (``_signature_users``).
Public functions keep their results unless ``modify-public-functions``
(an option of later upstream versions: mlir-opt 22.1.8 has none, and keeps
public functions as they are).

What a "cast" is comes from the registry: an op that is a view keeping its
source's base (``view_keeps_base``) and changes only the type's shape or
layout (same element type and memory space, a different type), i.e. one the
call site can redo with ``memref.cast``.  Functions are the function-like ops
(``callable_body``) at the top of the module, their returns the return-like
terminators (``is_return_like``), calls the ops with a ``call_target`` whose
nearest symbol table is the module.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..ir import attrs as A
from ..ir import types as T
from ..ir.builder import Builder
from ..ir.interfaces import call_target, callable_body, is_return_like, view_keeps_base, view_source
from ..ir.nodes import BlockArgument, Operation, Value
from ..ir.symbols import is_symbol_table, symbol_name
from ._signature_users import check_symbol_users
from .base import ModulePass, register

__all__ = ["DropEquivalentBufferResults", "drop_equivalent_buffer_results"]


def _is_cast(op: Operation) -> bool:
    """A view that is its source with another static/dynamic shape or layout."""
    if not view_keeps_base(op) or view_source(op) != 0 or len(op.results) != 1:
        return False
    src, dst = op.operands[0].type, op.results[0].type
    return (
        isinstance(src, T.MemRefType)
        and isinstance(dst, T.MemRefType)
        and src != dst
        and src.element == dst.element
        and src.memory_space == dst.memory_space
    )


def _through_casts(v: Value) -> Value:
    owner = getattr(v, "owner", None)
    while isinstance(owner, Operation) and _is_cast(owner):
        v = owner.operands[0]
        owner = getattr(v, "owner", None)
    return v


def _returns(body) -> list[Operation]:
    """The return-like terminators of the body's blocks."""
    out = []
    for block in body.blocks:
        t = block.terminator
        if t is not None and is_return_like(t):
            out.append(t)
    return out


def _equivalent_args(returns: list[Operation], entry_args) -> dict[int, int]:
    """Result index -> argument index, for the results that every return
    hands back as the same entry-block argument (through casts)."""
    out: dict[int, int] = {}
    for i in range(len(returns[0].operands)):
        bases = {id(b): b for b in (_through_casts(r.operands[i]) for r in returns if i < len(r.operands))}
        if len(bases) != 1:
            continue
        (base,) = bases.values()
        if isinstance(base, BlockArgument) and any(base is a for a in entry_args):
            out[i] = base.index
    return out


def _rewritable(func: Operation, modify_public: bool) -> bool:
    vis = getattr(func.attr("sym_visibility"), "value", None)
    return modify_public or vis in ("private", "nested")


def _erase_results(func: Operation, erased: set[int]) -> None:
    if not erased:
        return
    ftype = func.attr("function_type").type
    func.properties["function_type"] = A.TypeAttr(
        T.FunctionType(tuple(ftype.inputs), tuple(t for i, t in enumerate(ftype.results) if i not in erased))
    )
    res_attrs = func.attr("res_attrs")
    if res_attrs is None:
        return
    kept = [a for i, a in enumerate(res_attrs.values) if i not in erased]
    key = "res_attrs" if "res_attrs" in func.properties else None
    store = func.properties if key else func.attributes
    if any(getattr(a, "entries", ()) for a in kept):
        store["res_attrs"] = A.ArrayAttr(tuple(kept))
    else:
        store.pop("res_attrs", None)


def _calls_by_callee(module: Operation) -> dict[str, list[Operation]]:
    """Calls whose callee is looked up in ``module`` (their nearest symbol
    table), in program order, by callee name."""
    calls: dict[str, list[Operation]] = {}
    for op in module.walk():
        target = call_target(op)
        if target is None or op is module:
            continue
        table = next((a for a in op.ancestors() if is_symbol_table(a)), None)
        if table is module:
            calls.setdefault(target[0], []).append(op)
    return calls


def _rewrite_call(call: Operation, result_types, to_arg: dict[int, int]) -> None:
    """Replace ``call`` with one that has only the kept results; an erased
    result becomes the argument the call passed (cast back if needed)."""
    b = Builder.before(call)
    keep_props = {k: v for k, v in call.properties.items() if isinstance(v, A.SymbolRefAttr)}
    keep_attrs = {k: v for k, v in call.attributes.items() if isinstance(v, A.SymbolRefAttr)}
    new = b.create(call.name, call.operands, result_types, keep_props, keep_attrs)
    kept = iter(new.results)
    for i, old in enumerate(call.results):
        if i not in to_arg:
            r = next(kept)
            r.name = old.name
            old.replace_all_uses_with(r)
            continue
        replacement = call.operands[to_arg[i]]
        if replacement.type != old.type:
            replacement = b.cast(replacement, old.type)
        old.replace_all_uses_with(replacement)
    call.erase()


def drop_equivalent_buffer_results(module: Operation, modify_public_functions: bool = False) -> None:
    calls = _calls_by_callee(module)
    changed: set[str] = set()
    for func in list(module.regions[0].blocks[0].ops) if module.regions and module.regions[0].blocks else []:
        body = callable_body(func)
        if body is None or not body.blocks or not _rewritable(func, modify_public_functions):
            continue
        returns = _returns(body)
        if not returns:
            continue
        to_arg = _equivalent_args(returns, body.blocks[0].args)
        if to_arg:
            changed.add(symbol_name(func) or "")
        _erase_results(func, set(to_arg))
        for ret in returns:
            ret.set_operands([v for i, v in enumerate(ret.operands) if i not in to_arg])
        result_types = func.attr("function_type").type.results
        for call in calls.get(symbol_name(func) or "", []):
            _rewrite_call(call, result_types, to_arg)
    check_symbol_users(module, changed)


@register
class DropEquivalentBufferResults(ModulePass):
    name = "drop-equivalent-buffer-results"
    summary = "Remove MemRef return values that are equivalent to a bbArg"

    @dataclass(frozen=True)
    class Options:
        modify_public_functions: bool = False

    def run(self, module_op) -> None:
        drop_equivalent_buffer_results(module_op, self.options.modify_public_functions)
