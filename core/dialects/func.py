"""func: ``func.func``, ``func.return``, ``func.call``, ``func.call_indirect``,
``func.constant``."""

from __future__ import annotations

from ..ir import attrs as A
from ..ir import types as T
from ..ir.buffer_deallocation import KEY as BUFFER_DEALLOCATION
from ..ir.buffer_deallocation import DeallocModel
from ..ir.interfaces import symbol_call_target
from ..ir.registry import OpModel
from ..syntax.asm import AsmError, Ref
from ..syntax.format import Format


def parse_function_like(cur, pop) -> None:
    """``func.func private @f(%a: t {attrs}, ...) -> (t {attrs}) attributes {..} {body}``

    Without a body the arguments are bare types: ``func.func private @f(t) -> t``.
    """
    if cur.at("BARE_ID") and cur.peek()[1] in ("private", "public", "nested"):
        pop.properties["sym_visibility"] = A.StringAttr(cur.keyword())
    sym, span = cur.symbol()
    pop.properties["sym_name"] = A.StringAttr(sym.root)
    pop.symbol_span = span
    cur.expect("LPAR")
    args: list[Ref] = []
    arg_types: list[T.Type] = []
    arg_attrs: list = []
    while not cur.at("RPAR"):
        if args or arg_types:
            cur.expect("COMMA")
        if cur.at("VALUE"):
            if arg_types and not args:
                raise cur.error("expected type instead of SSA identifier")
            ref = cur.operand()
            cur.expect("COLON")
            t = cur.type()
            args.append((ref.name, t, (ref.start, ref.end)))
        elif args:
            raise cur.error("expected SSA value for the argument")
        else:
            t = cur.type()
        arg_types.append(t)
        arg_attrs.append(cur.attr_dict())
        cur.accept("LOC")
    cur.expect("RPAR")
    result_types: list[T.Type] = []
    res_attrs: list = []
    if cur.accept("ARROW"):
        if cur.at("LPAR") and not _is_function_type_result(cur):
            cur.expect("LPAR")
            while not cur.at("RPAR"):
                if result_types:
                    cur.expect("COMMA")
                result_types.append(cur.type())
                res_attrs.append(cur.attr_dict())
            cur.expect("RPAR")
        else:
            result_types.append(cur.type())
            res_attrs.append(cur.attr_dict())
    pop.properties["function_type"] = A.TypeAttr(T.FunctionType(tuple(arg_types), tuple(result_types)))
    if any(arg_attrs):
        pop.properties["arg_attrs"] = A.ArrayAttr(tuple(A.DictAttr(tuple(d.items())) for d in arg_attrs))
    if any(res_attrs):
        pop.properties["res_attrs"] = A.ArrayAttr(tuple(A.DictAttr(tuple(d.items())) for d in res_attrs))
    attrs_at = cur.here()
    explicit = cur.attr_dict_with_keyword()
    for name in _INFERRED:
        if name in explicit:
            raise AsmError(
                f"'{name}' is an inferred attribute and should not be specified in the explicit attribute dictionary",
                *attrs_at,
            )
    pop.attributes.update(explicit)
    if not cur.done():
        body_at = cur.here()
        pop.regions.append(cur.region())
        if not pop.regions[0].blocks:
            raise AsmError("expected non-empty function body", *body_at)
        if args:
            pop.region_args[0] = args
        elif arg_types and pop.regions[0].blocks and not pop.regions[0].blocks[0].args:
            s, e = cur.here()
            raise AsmError("a function with a body needs named arguments", s, e)
    else:  # a declaration; MLIR accepts (and drops) argument names here
        pop.regions.append(_empty_region())
    cur.expect_end()


_INFERRED = ("sym_name", "sym_visibility", "function_type")


def _is_function_type_result(cur) -> bool:
    """``-> (i32) -> i32``: the result is a function type, not a list."""
    depth, j = 0, cur.i
    while j < len(cur.items):
        it = cur.items[j]
        if type(it) is tuple:
            if it[0] == "LPAR":
                depth += 1
            elif it[0] == "RPAR":
                depth -= 1
                if depth == 0:
                    nxt = cur.items[j + 1] if j + 1 < len(cur.items) else None
                    return type(nxt) is tuple and nxt[0] == "ARROW"
        j += 1
    return False


def _empty_region():
    from ..ir.nodes import Region

    return Region()


def print_function_like(p, op) -> None:
    vis = op.attr("sym_visibility")
    if vis is not None:
        p.keyword(vis.value)
    p.symbol(A.SymbolRefAttr(op.attr("sym_name").value))
    ft = op.attr("function_type").type
    arg_attrs = op.attr("arg_attrs")
    res_attrs = op.attr("res_attrs")
    body = op.regions[0] if op.regions else None
    entry = body.blocks[0] if body is not None and body.blocks else None
    if entry is not None:
        p.open_region_scope()
    p.raw("(")
    for i, t in enumerate(ft.inputs):
        if i:
            p.raw(", ")
        if entry is not None and i < len(entry.args):
            p.raw(f"%{p.name_of(entry.args[i])}: {t}")
        else:
            p.raw(str(t))
        if arg_attrs is not None and i < len(arg_attrs.values) and arg_attrs.values[i].entries:
            p.raw(" " + str(arg_attrs.values[i]))
    p.raw(")")
    p._prev = ")"
    if ft.results:
        p.punct("->")
        attrs_ = [
            res_attrs.values[i] if res_attrs is not None and i < len(res_attrs.values) else None
            for i in range(len(ft.results))
        ]
        plain = (
            len(ft.results) == 1
            and not (attrs_[0] and attrs_[0].entries)
            and not isinstance(ft.results[0], T.FunctionType)
        )
        if plain:
            p.type(ft.results[0])
        else:
            parts = [str(t) + (" " + str(a) if a is not None and a.entries else "") for t, a in zip(ft.results, attrs_)]
            p.keyword("(" + ", ".join(parts) + ")")
    p.attr_dict(op, {"sym_name", "sym_visibility", "function_type", "arg_attrs", "res_attrs"}, keyword=True)
    if entry is not None:
        p.region(body)


def _verify_func(op, report) -> None:
    ft = op.attr("function_type")
    if not isinstance(ft, A.TypeAttr) or not isinstance(ft.type, T.FunctionType):
        report("'func.func' needs a function_type", op.name_span)
        return
    where = op.symbol_span or op.name_span
    for key, what, n in (("arg_attrs", "argument", len(ft.type.inputs)), ("res_attrs", "result", len(ft.type.results))):
        arr = op.attr(key)
        if arr is None:
            continue
        values = getattr(arr, "values", ())
        if len(values) != n:
            report(
                f"'{op.name}' op expects {what} attribute array to have the same number of "
                f"elements as the number of function {what}s, got {len(values)}, but expected {n}",
                where,
            )
            return
        for d in values:
            if any("." not in k for k, _ in getattr(d, "entries", ())):
                report(f"'{op.name}' op {what}s may only have dialect attributes", where)
                return
    body = op.regions[0] if op.regions else None
    if body is None or not body.blocks:
        vis = op.attr("sym_visibility")
        if vis is None or vis.value == "public":
            report(f"'{op.name}' op symbol declaration cannot have public visibility", where)
            return
    if body is not None and body.blocks:
        entry = body.blocks[0]
        types = [a.type for a in entry.args]
        if types != list(ft.type.inputs):
            report("entry block arguments do not match the function signature", op.symbol_span or op.name_span)


_RETURN = Format("attr-dict ($operands* `:` type($operands))?", operands=("operands*",))


def _verify_return(op, report) -> None:
    parent = op.parent_op
    if parent is not None and parent.name != "func.func":
        report("'func.return' op expects parent op 'func.func'", op.name_span)


def _verify_constant(op, report) -> None:
    """The symbol names a function of the enclosing symbol table, of the
    result's type."""
    ref = op.attr("value")
    name = getattr(ref, "root", None)
    table = next((a for a in op.ancestors() if a.name == "builtin.module"), None)
    if name is None or table is None:
        return
    target = None
    for region in table.regions:
        for block in region.blocks:
            for o in block.ops:
                sym = o.attr("sym_name")
                if sym is not None and getattr(sym, "value", None) == name:
                    target = o
    if target is None or target.name != "func.func":
        report(f"'func.constant' op reference to undefined function '{name}'", op.name_span)
        return
    ft = target.attr("function_type")
    if op.results and ft is not None and op.results[0].type != ft.type:
        report("'func.constant' op reference to function with mismatched type", op.name_span)


_CALL = Format(
    "sym($callee) `(` $operands* `)` attr-dict `:` functional-type(operands, results)",
    operands=("operands*",),
    results=("results*",),
)
_CALL_INDIRECT = Format(
    "$callee `(` $callee_operands* `)` attr-dict `:` type($callee)",
    operands=("callee", "callee_operands*"),
    results=("results*",),
    infer=lambda pop: pop.operands[0].type.results if isinstance(pop.operands[0].type, T.FunctionType) else (),
)
_CONSTANT = Format("attr-dict sym($value) `:` type(results)", results=("result",))


def register(registry) -> None:
    registry.add(
        OpModel(
            "func.func",
            parse_function_like,
            print_function_like,
            traits=frozenset({"isolated_from_above", "symbol"}),
            verify=_verify_func,
            default_dialect="func",
            num_operands=(0, 0),
            num_results=(0, 0),
            num_regions=(1, 1),
            summary="A function; its body is isolated from above.",
        )
    )
    registry.add(
        OpModel(
            "func.return",
            _RETURN.parse,
            _RETURN.print,
            verify=_verify_return,
            traits=frozenset({"terminator", "return_like", "pure"}),
            num_results=(0, 0),
            summary="Returns from a function.",
        )
    )
    registry.add(OpModel("func.call", _CALL.parse, _CALL.print, summary="Calls a function by symbol."))
    registry.add(
        OpModel("func.call_indirect", _CALL_INDIRECT.parse, _CALL_INDIRECT.print, summary="Calls a function value.")
    )
    registry.add(
        OpModel(
            "func.constant",
            _CONSTANT.parse,
            _CONSTANT.print,
            traits=frozenset({"pure"}),
            verify=_verify_constant,
            summary="A function symbol as a value.",
        )
    )
    # CallOpInterface / FunctionOpInterface; calls have no memory-effect model
    # (unknown effects): the deallocation passes treat them through call_target
    registry.attach("func.call", "call_target", symbol_call_target("callee"))
    registry.attach("func.func", "callable_body", 0)
    # the functions the deallocation pass processes; an indirect call follows
    # the function-boundary ABI (the caller owns its memref results)
    registry.attach("func.func", BUFFER_DEALLOCATION, DeallocModel(function=True))
    registry.attach(
        "func.call_indirect", BUFFER_DEALLOCATION, DeallocModel(process=lambda fd, op: fd.own_call_results(op, None))
    )
    registry.add_traits("func.func", "automatic_allocation_scope", "affine_scope")
    registry.add_dialect_properties("func", "closed")
