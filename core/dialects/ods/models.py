"""ODS op definitions -> registry ``OpModel``s.

Each op gets: its custom syntax from the declarative format (``formats.py``;
none when the op has a custom parser in C++ or a format bufls does not
translate), its arity, the traits bufls reads (``registry.TRAITS``), its
memory effects (``interfaces.memory_effects``), whether it is a loop
(``loop_like``, from LoopLikeOpInterface / HasParallelRegion) and its summary.

Types the format leaves out are completed after parsing, as MLIR's
generated parser does: a buildable constraint (``I1``, ``Index``, a
parameterless dialect type), ``SameOperandsAndResultType``,
``AllTypesMatch`` and ``TypesMatchWith`` whose transform is the identity or
``getElementType()``; what cannot be known is ``UnknownType`` (the op is
still read, never a syntax error for that).
"""

from __future__ import annotations

from collections.abc import Callable

from ...ir import types as T
from ...ir.interfaces import Effect, EffectInstance, effect, effect_kinds
from ...ir.registry import OpModel
from ...ir.typeattr_parser import parse_type
from ...syntax.format import Format
from .defs import OpDef, ValueDef
from .formats import Unsupported, translate

__all__ = ["op_model", "TRAIT_MAP", "LOOP_TRAITS", "loop_kind_of"]

# ODS trait (def or class name) -> registry trait
TRAIT_MAP = {
    "Terminator": "terminator",
    "ReturnLike": "return_like",
    "IsolatedFromAbove": "isolated_from_above",
    "NoTerminator": "no_terminator",
    "SingleBlock": "single_block",
    "SingleBlockImplicitTerminator": "single_block",
    "AutomaticAllocationScope": "automatic_allocation_scope",
    "Pure": "pure",
    "NoMemoryEffect": "pure",
    "RecursiveMemoryEffects": "recursive_effects",
    "Symbol": "symbol",
    "SymbolTable": "symbol_table",
    "AffineScope": "affine_scope",
    "HasOnlyGraphRegion": "graph_region",
    "ConstantLike": "constant_like",
}

# ODS traits that make an op a loop -> its ``loop_like`` interface model
# (analysis/region_loops.py): LoopLikeOpInterface is a loop (iterations one
# after another unless said otherwise), HasParallelRegion one whose
# iterations may run at the same time, as MLIR's isSequentialLoop reads them.
# The hoisting passes take an allocation out of the first, never the second.
LOOP_TRAITS = {"LoopLikeOpInterface": "sequential", "HasParallelRegion": "parallel"}


def loop_kind_of(op: OpDef) -> str | None:
    """``"parallel"``, ``"sequential"`` or None: the ``loop_like`` fact of ``op``."""
    kinds = {LOOP_TRAITS[t] for t in op.traits if t in LOOP_TRAITS}
    return "parallel" if "parallel" in kinds else next(iter(kinds), None)


_KINDS = {"read": Effect.READ, "write": Effect.WRITE, "allocate": Effect.ALLOCATE, "free": Effect.FREE}


def _count(values) -> tuple[int, int | None]:
    fixed = sum(1 for v in values if v.kind == "single")
    if any(v.variadic for v in values):
        return (fixed, None)
    return (fixed, fixed + sum(1 for v in values if v.kind == "optional"))


def traits_of(op: OpDef) -> frozenset[str]:
    out = {TRAIT_MAP[t] for t in op.traits if t in TRAIT_MAP}
    decorated = any(v.effects for v in op.operands + op.results) or op.effects
    if decorated:
        out.discard("pure")
    if "constant_like" in out and not (op.attribute("value") is not None and not op.operands and len(op.results) == 1):
        out.discard("constant_like")  # bufls's constant_like reads a `value` attribute
    return frozenset(out)


def _groups(op, defs: tuple[ValueDef, ...], values, sizes=None) -> list[tuple[int, int]] | None:
    """(start, length) of each operand or result group of ``op``."""
    n = len(values)
    if sizes is not None and len(sizes) == len(defs):
        out, i = [], 0
        for s in sizes:
            out.append((i, s))
            i += s
        return out
    unknown = [k for k, d in enumerate(defs) if d.kind != "single"]
    fixed = len(defs) - len(unknown)
    if len(unknown) > 1:
        return None
    out, i = [], 0
    for d in defs:
        s = 1 if d.kind == "single" else max(n - fixed, 0)
        out.append((i, s))
        i += s
    return out


def _segment_sizes(op):
    seg = op.attr("operandSegmentSizes")
    return getattr(seg, "values", None)


def effects_model(op: OpDef):
    """The ``memory_effects`` interface model of ``op`` (None: unknown effects)."""
    if not op.has_memory_effects:
        return None
    general = [effect(_KINDS[e.effect]) for e in op.effects if e.effect in _KINDS]
    per_operand = [(k, e.effect) for k, v in enumerate(op.operands) for e in v.effects if e.effect in _KINDS]
    per_result = [(k, e.effect) for k, v in enumerate(op.results) for e in v.effects if e.effect in _KINDS]
    fixed_operands = all(v.kind == "single" for v in op.operands[: max((k for k, _ in per_operand), default=-1) + 1])
    fixed_results = all(v.kind == "single" for v in op.results[: max((k for k, _ in per_result), default=-1) + 1])
    if fixed_operands and fixed_results:
        fx = list(general)
        fx += [effect(_KINDS[kind], k) for k, kind in per_operand]
        fx += [effect(_KINDS[kind], result=k) for k, kind in per_result]
        return fx
    segments = "AttrSizedOperandSegments" in op.traits
    kinds = {e.effect for e in general} | {_KINDS[kind] for _, kind in per_operand + per_result}

    @effect_kinds(*kinds)
    def effects(operation) -> list[EffectInstance] | None:
        out = list(general)
        ogroups = _groups(operation, op.operands, operation.operands, _segment_sizes(operation) if segments else None)
        rgroups = _groups(operation, op.results, operation.results)
        if (per_operand and ogroups is None) or (per_result and rgroups is None):
            return None
        for k, kind in per_operand:
            start, length = ogroups[k]  # type: ignore[index]
            out += [effect(_KINDS[kind], j) for j in range(start, start + length)]
        for k, kind in per_result:
            start, length = rgroups[k]  # type: ignore[index]
            out += [effect(_KINDS[kind], result=j) for j in range(start, start + length)]
        return out

    return effects


_TYPE_CACHE: dict[str, T.Type] = {}


def _type_of(text: str) -> T.Type:
    t = _TYPE_CACHE.get(text)
    if t is None:
        try:
            t = parse_type(text)
        except (T.TypeSyntaxError, ValueError):
            t = T.UnknownType()
        _TYPE_CACHE[text] = t
    return t


def _element(t):
    if isinstance(t, T.ComplexType):
        return t.element
    e = getattr(t, "element", None)
    return e if isinstance(e, T.Type) else None


def _typed_groups(fmt: Format) -> tuple[set[str], bool]:
    """Result groups whose types the format writes, and whether it writes all."""
    names: set[str] = set()
    stack = list(fmt.elements)
    while stack:
        el = stack.pop()
        if el.kind == "group":
            stack.extend(el.children)
        elif el.kind in ("ftype", "alltype") or (el.kind == "type" and el.name == "results"):
            return set(), True
        elif el.kind == "type":
            names.add(el.name)
    return names, False


def completer(op: OpDef, fmt: Format) -> Callable:
    """``post(pop)``: the types the format does not write, where they can be known."""
    typed, all_typed = _typed_groups(fmt)
    result_groups = [v.name for v in op.results]
    needs_results = not all_typed and any(g not in typed for g in result_groups)
    segments = "AttrSizedOperandSegments" in op.traits
    same_all = "SameOperandsAndResultType" in op.traits
    same_operands = "SameTypeOperands" in op.traits or same_all
    matches = op.type_matches
    buildable = {v.name: v.type for v in op.operands + op.results if v.type}

    def post(pop) -> None:
        known: dict[str, T.Type] = {}
        refs: dict[str, list] = {}
        sizes = None
        if segments:
            seg = pop.properties.get("operandSegmentSizes")
            sizes = getattr(seg, "values", None)
        groups = _groups(None, op.operands, pop.operands, sizes)
        if groups is not None:
            for v, (start, length) in zip(op.operands, groups):
                refs[v.name] = pop.operands[start : start + length]
                for r in refs[v.name]:
                    if r.type is not None:
                        known.setdefault(v.name, r.type)
        results: dict[str, list] = {}
        if not needs_results:
            _split_results(op, pop.result_types, set(result_groups), results)
        else:
            _split_results(op, pop.result_types, typed, results)
        for name, got_types in results.items():
            if got_types:
                known.setdefault(name, got_types[0])

        def infer(name: str) -> T.Type | None:
            if name in known:
                return known[name]
            text = buildable.get(name)
            if text is not None:
                return _type_of(text)
            for lhs, rhs, how in matches:
                if rhs == name and lhs in known:
                    if how == "":
                        return known[lhs]
                    if how == "element":
                        return _element(known[lhs])
                if lhs == name and rhs in known and how == "":
                    return known[rhs]
            if (name in refs and same_operands) or (name in result_groups and same_all):
                for v in op.operands:
                    if v.name in known:
                        return known[v.name]
                if same_all:
                    for g in result_groups:
                        if g in known:
                            return known[g]
            return None

        for _ in range(2):
            for v in op.operands:
                if v.name not in known:
                    t = infer(v.name)
                    if t is not None:
                        known[v.name] = t
            for v in op.results:
                if v.name not in known and v.kind == "single":
                    t = infer(v.name)
                    if t is not None:
                        known[v.name] = t
        for name, rs in refs.items():
            t = known.get(name)
            if t is not None:
                for r in rs:
                    if r.type is None:
                        r.type = t
        if needs_results:
            types: list = []
            for v in op.results:
                got = results.get(v.name)
                if got is not None:
                    types.extend(got)
                elif v.kind == "single":
                    types.append(known.get(v.name) or T.UnknownType())
            pop.result_types = types

    return post


def _split_results(op: OpDef, types: list, typed: set[str], out: dict) -> None:
    """Assign the parsed result types to the result groups the format types."""
    groups = [v for v in op.results if v.name in typed]
    variadic = [v for v in groups if v.kind != "single"]
    fixed = len(groups) - len(variadic)
    i = 0
    for v in groups:
        if v.kind == "single":
            n = 1
        else:
            n = max(len(types) - fixed, 0) if len(variadic) == 1 else 0
        out[v.name] = list(types[i : i + n])
        i += n


def successor_operands_model(op: OpDef, given: dict[str, str]) -> Callable:
    """BranchOpInterface: the operands of the group the format gives each successor."""
    names = [v.name for v in op.operands]
    order = [names.index(given[s.name]) for s in op.successors]
    segments = "AttrSizedOperandSegments" in op.traits

    def successor_operands(operation) -> list[list[int]] | None:
        groups = _groups(operation, op.operands, operation.operands, _segment_sizes(operation) if segments else None)
        if groups is None:
            return None
        return [list(range(groups[k][0], groups[k][0] + groups[k][1])) for k in order]

    return successor_operands


def bare_model(op: OpDef) -> OpModel:
    """A model with the op's name and summary only (generic form, nothing known)."""
    return OpModel(op.name, summary=op.summary)


def op_model(op: OpDef) -> tuple[OpModel, str | None]:
    """The model of ``op``, and why it has no custom syntax (None if it has)."""
    parse = printer = None
    reason: str | None = None
    interfaces: dict = {}
    if op.custom_assembly:
        reason = "hasCustomAssemblyFormat (a parser in C++)"
    elif op.assembly_format is None:
        reason = "no assemblyFormat (generic form only)"
    else:
        operand_types = {v.name: _type_of(v.type) for v in op.operands if v.type}
        try:
            fmt, given = translate(op, operand_types)
        except Unsupported as e:
            reason = f"assemblyFormat with {e}"
        else:
            if given and len(given) == len(op.successors):
                interfaces["successor_operands"] = successor_operands_model(op, given)
            post = completer(op, fmt)

            def parse(cur, pop, _fmt=fmt, _post=post) -> None:
                _fmt.parse(cur, pop)
                _post(pop)

            printer = fmt.print
    fx = effects_model(op)
    if fx is not None:
        interfaces["memory_effects"] = fx
    loop = loop_kind_of(op)
    if loop is not None:
        interfaces["loop_like"] = loop
    model = OpModel(
        op.name,
        parse,
        printer,
        traits=traits_of(op),
        num_operands=_count(op.operands),
        num_results=_count(op.results),
        num_regions=(
            sum(1 for r in op.regions if not r.variadic),
            None if any(r.variadic for r in op.regions) else len(op.regions),
        ),
        num_successors=(
            sum(1 for s in op.successors if not s.variadic),
            None if any(s.variadic for s in op.successors) else len(op.successors),
        ),
        interfaces=interfaces,
        summary=op.summary,
        # getDefaultDialect is C++: the op's own dialect is the usual answer (pdl.pattern)
        default_dialect=op.dialect if "getDefaultDialect" in op.asm_methods else None,
    )
    return model, reason
