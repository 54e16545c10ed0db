"""Records -> ODS definitions: dialects, ops, allocation resources.

Reads the fields MLIR's ODS reads (``opDialect``, ``opName``,
``arguments``, ``results``, ``regions``, ``successors``, ``traits``,
``assemblyFormat``, ``hasCustomAssemblyFormat``, ``summary``,
``description``; a dialect's ``name`` and ``cppNamespace``) from the final
records, whoever built them: the TableGen reader or a ``--dump-json`` file.

A constraint is classified by its classes (``TypeConstraint``, ``Attr``,
``Property``, ``Arg``/``Res``, ``Variadic``/``Optional``); one the reader
could not resolve (a def of a missing include) by its name: ``...Attr``
and ``...Attr<...>`` are attributes, ``...Prop`` properties, anything else
a type constraint.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .defs import (
    AttrDef,
    DialectDef,
    EffectDef,
    Location,
    OdsDiagnostic,
    OpDef,
    RegionDef,
    ResourceDef,
    SuccessorDef,
    ValueDef,
)
from .records import UNSET, Dag, Record, Unknown, record_name

__all__ = ["interpret", "resources_of", "DEFAULT_RESOURCE", "AUTOMATIC_RESOURCE"]

DEFAULT_RESOURCE = "DefaultResource"
AUTOMATIC_RESOURCE = "AutomaticAllocationScopeResource"

Locate = Callable[[Record], Location]


def _str(v, default: str = "") -> str:
    return v if isinstance(v, str) else default


def _int(v, default: int = 0) -> int:
    return v if isinstance(v, int) else default


def dialect_def(rec: Record, locate: Locate) -> DialectDef | None:
    name = _str(rec.get("name"))
    if not name:
        return None
    return DialectDef(
        name,
        _str(rec.get("cppNamespace")),
        _clean(_str(rec.get("summary"))),
        _str(rec.get("description")),
        rec.name or "",
        locate(rec),
    )


def interpret(records: list[Record], locate: Locate, diags: list[OdsDiagnostic]):
    """(dialects, ops) of ``records`` (in order); problems go to ``diags``."""
    dialects: list[DialectDef] = []
    ops: list[OpDef] = []
    seen_dialects: set[str] = set()
    orphans: dict[str, list[Record]] = {}  # undefined dialect -> the ops naming it
    for rec in records:
        if rec.name is None:
            continue
        if rec.isa("Dialect") and not rec.isa("Op"):
            try:
                d = dialect_def(rec, locate)
            except Exception as e:  # reported, the others kept
                _diag(diags, locate(rec), f"def {rec.name}: cannot read this dialect ({type(e).__name__})", "warning")
                continue
            if d is not None and d.name not in seen_dialects:
                seen_dialects.add(d.name)
                dialects.append(d)
        elif rec.isa("Op"):
            dialect = rec.get("opDialect")
            if not (isinstance(dialect, Record) and isinstance(dialect.get("name"), str) and dialect.get("name")):
                orphans.setdefault(record_name(dialect) or "?", []).append(rec)
                continue
            try:
                op = op_def(rec, locate, diags)
            except Exception as e:  # one op bufls cannot read is reported, the others kept
                _diag(diags, locate(rec), f"def {rec.name}: cannot read this op ({type(e).__name__}: {e})", "warning")
                continue
            if op is not None:
                ops.append(op)
    for what, recs in orphans.items():
        names = ", ".join(r.name or "" for r in recs[:3]) + (", ..." if len(recs) > 3 else "")
        message = f"dialect {what} is not defined (a missing include?): its {len(recs)} op(s) are skipped ({names})"
        _diag(diags, locate(recs[0]), message, "warning")
    return dialects, ops


def _diag(diags: list[OdsDiagnostic], loc: Location, message: str, severity: str = "error") -> None:
    diags.append(OdsDiagnostic(loc.path, loc.line, loc.column, message, severity))


def _clean(s: str) -> str:
    return " ".join(s.split())


def op_def(rec: Record, locate: Locate, diags: list[OdsDiagnostic]) -> OpDef | None:
    loc = locate(rec)
    dialect = rec.get("opDialect")
    dname = _str(dialect.get("name")) if isinstance(dialect, Record) else ""
    mnemonic = _str(rec.get("opName"))
    if not dname:
        what = record_name(dialect) or "?"
        message = f"def {rec.name}: its dialect {what} is not defined (a missing include?): op skipped"
        _diag(diags, loc, message, "warning")
        return None
    if not mnemonic:
        _diag(diags, loc, f"def {rec.name}: no mnemonic: op skipped", "warning")
        return None
    operands: list[ValueDef] = []
    attributes: list[AttrDef] = []
    args = rec.get("arguments")
    for value, name in args.args if isinstance(args, Dag) else []:
        if name is None:
            continue
        constraint, kind, decorators = _unwrap(value)
        category = _category(constraint)
        if category == "operand":
            operands.append(_value_def(name, constraint, kind, decorators))
        else:
            attributes.append(_attr_def(name, constraint, value, category == "property"))
    results: list[ValueDef] = []
    res = rec.get("results")
    for value, name in res.args if isinstance(res, Dag) else []:
        if name is None:
            continue
        constraint, kind, decorators = _unwrap(value)
        results.append(_value_def(name, constraint, kind, decorators))
    regions: list[RegionDef] = []
    regs = rec.get("regions")
    for value, name in regs.args if isinstance(regs, Dag) else []:
        if name is None:
            continue
        variadic = isinstance(value, Record) and value.isa("VariadicRegion")
        base = value.get("baseRegion") if variadic and isinstance(value, Record) else value
        blocks = base.get("bufls_blocks", 0) if isinstance(base, Record) else 0
        regions.append(RegionDef(name, variadic, blocks == 1))
    successors: list[SuccessorDef] = []
    succs = rec.get("successors")
    for value, name in succs.args if isinstance(succs, Dag) else []:
        if name is None:
            continue
        successors.append(SuccessorDef(name, isinstance(value, Record) and value.isa("VariadicSuccessor")))
    traits: list[str] = []
    effects: list[EffectDef] = []
    matches: list[tuple[str, str, str]] = []
    has_effects = [False]
    _traits(rec.get("traits"), traits, effects, matches, has_effects, 0)
    if any(v.effects for v in operands + results):
        has_effects[0] = True
    fmt = rec.get("assemblyFormat")
    return OpDef(
        name=f"{dname}.{mnemonic}",
        dialect=dname,
        mnemonic=mnemonic,
        record=rec.name or "",
        operands=tuple(operands),
        attributes=tuple(attributes),
        results=tuple(results),
        regions=tuple(regions),
        successors=tuple(successors),
        traits=tuple(traits),
        effects=tuple(effects),
        has_memory_effects=has_effects[0],
        assembly_format=fmt if isinstance(fmt, str) and fmt.strip() else None,
        custom_assembly=bool(_int(rec.get("hasCustomAssemblyFormat"))),
        summary=_clean(_str(rec.get("summary"))),
        description=_str(rec.get("description")),
        location=loc,
        type_matches=tuple(matches),
        asm_methods=tuple(t.split(".", 1)[1] for t in traits if t.startswith("OpAsmOpInterface.")),
    )


def _unwrap(value):
    """(constraint, kind, decorators) of an argument or result value."""
    decorators: list = []
    kind = "single"
    for _ in range(8):
        if not isinstance(value, Record):
            break
        if value.isa("OpVariable"):
            d = value.get("decorators")
            if isinstance(d, list):
                decorators.extend(d)
            value = value.get("constraint")
        elif value.isa("VariadicOfVariadic"):
            kind = "variadic_of_variadic"
            value = value.get("baseType")
        elif value.isa("Variadic"):
            kind = "variadic"
            value = value.get("baseType")
        elif value.isa("Optional"):
            kind = "optional"
            value = value.get("baseType")
        else:
            break
    return value, kind, decorators


def _category(constraint) -> str:
    if isinstance(constraint, Record):
        if constraint.isa("Property"):
            return "property"
        if constraint.isa("Attr") or constraint.isa("AttrConstraint"):
            return "attribute"
        if constraint.isa("TypeConstraint"):
            return "operand"
    name = record_name(constraint)
    if re.search(r"Attr(\b|_|$)|Attr<", name) or name.endswith("Attr"):
        return "attribute"
    if name.endswith(("Prop", "Property")):
        return "property"
    return "operand"


_EFFECT_CLASSES = {"MemAlloc": "allocate", "MemFree": "free", "MemRead": "read", "MemWrite": "write"}
_EFFECT_NAMES = {"Allocate": "allocate", "Free": "free", "Read": "read", "Write": "write"}


def _effect_def(d) -> EffectDef | None:
    """The effect of a decorator or a MemoryEffects entry: from bufls's
    prelude field, else (a dump of MLIR's own base files) from its class or
    its C++ effect name; the resource by def name, else by C++ name."""
    if not isinstance(d, Record):
        return None
    kind = d.get("bufls_effect")
    if not isinstance(kind, str):
        kind = next((k for c, k in _EFFECT_CLASSES.items() if d.isa(c) or d.name == c), None)
    if kind is None:
        cpp = d.get("cppEffectName")
        cpp = cpp if isinstance(cpp, str) else _str(d.get("effect"))
        kind = _EFFECT_NAMES.get(cpp.rsplit("::", 1)[-1])
    if kind is None:
        return None
    res = d.get("resource")
    name = record_name(res) if isinstance(res, (Record, Unknown)) else _str(res).rsplit("::", 1)[-1]
    return EffectDef(kind, name or DEFAULT_RESOURCE)


def _effects(decorators: list) -> tuple[EffectDef, ...]:
    return tuple(e for e in (_effect_def(d) for d in decorators) if e is not None)


def _value_def(name: str, constraint, kind: str, decorators: list) -> ValueDef:
    cname = record_name(constraint)
    ty = None
    buffer = False
    dialect_type = None
    if isinstance(constraint, Record):
        t = constraint.get("bufls_type")
        ty = t if isinstance(t, str) and t else _builtin_type(constraint)
        buffer = isinstance(constraint.get("bufls_buffer"), str) and bool(constraint.get("bufls_buffer"))
        prefix = _dialect_prefix(constraint, "!")
        if prefix is not None:
            dialect_type = prefix
            params = constraint.get("parameters")
            if ty is None and isinstance(params, Dag) and not params.args:
                ty = prefix
    if not buffer and "MemRef" in cname:
        buffer = True
    return ValueDef(name, cname, kind, _effects(decorators), ty, buffer, dialect_type)


_BUILTIN_TYPES = {"Index": "index", "BF16": "bf16", "NoneType": "none", "TF32": "tf32"}


def _builtin_type(rec: Record) -> str | None:
    """The type of a buildable builtin constraint, in a dump of MLIR's own
    base files (no bufls_type field): I<n>, SI<n>, UI<n>, F<n>, Index, ..."""
    if rec.name in _BUILTIN_TYPES:
        return _BUILTIN_TYPES[rec.name]
    width = rec.get("bitwidth")
    if isinstance(width, int):
        for cls, prefix in (("SI", "si"), ("UI", "ui"), ("I", "i"), ("F", "f")):
            if rec.cls == cls or (rec.name is not None and rec.isa(cls) and not rec.isa("AnyI")):
                return f"{prefix}{width}"
    return None


# the kind of an attribute constraint by its def or class name (a dump of
# MLIR's own base files has no bufls_attr field)
_ATTR_KINDS = (
    ("UnitAttr", "unit"),
    ("UnitProp", "unit"),
    ("BoolAttr", "bool"),
    ("I1Attr", "bool"),
    ("BoolProp", "bool"),
    ("StrAttr", "string"),
    ("StringProp", "string"),
    ("SymbolNameAttr", "symbol_name"),
    ("FlatSymbolRefAttr", "symbol"),
    ("SymbolRefAttr", "symbol"),
    ("TypeAttr", "type"),
    ("TypeAttrOf", "type"),
    ("DenseArrayAttrBase", "dense_array"),
    ("TypedArrayAttrBase", "array"),
    ("ArrayAttr", "array"),
    ("DictionaryAttr", "dict"),
    ("EnumAttr", "enum"),
    ("EnumAttrInfo", "enum"),
    ("FloatAttrBase", "float"),
    ("TypedSignlessIntegerAttrBase", "integer"),
    ("IndexAttr", "integer"),
    ("AnyAttr", "typed"),
    ("TypedAttrInterface", "typed"),
    ("ElementsAttrBase", "typed"),
    ("AttrDef", "dialect"),
)


def _attr_kind(rec: Record) -> tuple[str, str | None]:
    for name, kind in _ATTR_KINDS:
        if rec.name == name or rec.isa(name):
            storage = None
            if kind in ("integer", "float"):
                vt = rec.get("valueType")
                storage = _builtin_type(vt) if isinstance(vt, Record) else ("index" if name == "IndexAttr" else None)
            return kind, storage
    return "other", None


def _dialect_prefix(rec: Record, sigil: str) -> str | None:
    """``!acme.buf`` of a TypeDef (``#acme.kind`` of an AttrDef) with a mnemonic."""
    if not (rec.isa("TypeDef") if sigil == "!" else rec.isa("AttrDef")):
        return None
    mnemonic = rec.get("mnemonic")
    d = rec.get("dialect")
    dname = _str(d.get("name")) if isinstance(d, Record) else ""
    if not isinstance(mnemonic, str) or not mnemonic or not dname:
        return None
    return f"{sigil}{dname}.{mnemonic}"


def _attr_def(name: str, constraint, raw, is_property: bool) -> AttrDef:
    cname = record_name(constraint)
    if not isinstance(constraint, Record):
        unit = cname in ("UnitAttr", "UnitProp")
        return AttrDef(name, cname, optional=unit, kind="unit" if unit else "other", property=is_property)
    kind = constraint.get("bufls_attr")
    storage = constraint.get("bufls_storage")
    if not isinstance(kind, str):
        kind, storage = _attr_kind(constraint)
        if kind == "other" and isinstance(constraint.get("baseAttr"), Record):
            kind, storage = _attr_kind(constraint.get("baseAttr"))
    optional = bool(_int(constraint.get("isOptional")))
    default = constraint.get("defaultValue")
    default = default if isinstance(default, str) and default != "" else None
    if is_property and default is not None:
        optional = True
    if kind == "unit":
        optional = True
    cases: tuple = ()
    enum_int, enum_bits, enum_attr, enum_angle = "i64", False, None, False
    separator = "|"
    dialect_attr = None
    # the enum or dialect attribute beneath OptionalAttr/DefaultValuedAttr/ConfinedAttr
    base = constraint
    for _ in range(8):
        b = base.get("baseAttr")
        if not isinstance(b, Record):
            break
        base = b
    info = base
    if base.isa("EnumAttr"):
        info = base.get("enum")
        mnemonic = _str(base.get("mnemonic"))
        d = base.get("dialect")
        dname = _str(d.get("name")) if isinstance(d, Record) else ""
        fmt = _str(base.get("assemblyFormat"))
        enum_angle = fmt.replace(" ", "").startswith("`<`")
        if dname and mnemonic:
            enum_attr = f"#{dname}.{mnemonic}" if enum_angle else f"#{dname}<{mnemonic}"
        kind = "enum"
    elif base.isa("AttrDef"):
        dialect_attr = _dialect_prefix(base, "#")
    if isinstance(info, Record) and info.isa("EnumAttrInfo"):
        cases = tuple(
            (_str(c.get("str")), _int(c.get("value")))
            for c in info.get("enumerants") or []
            if isinstance(c, Record) and isinstance(c.get("str"), str)
        )
        enum_int = _str(info.get("bufls_int"), "i64")
        enum_bits = bool(_int(info.get("bufls_bits")))
        separator = _str(info.get("separator"), "|")
        if kind not in ("string",):
            kind = "enum"
    return AttrDef(
        name,
        cname,
        optional=optional or default is not None,
        default=default,
        kind=kind,
        storage=storage if isinstance(storage, str) and storage else None,
        enum_cases=cases,
        enum_int=enum_int,
        enum_bits=enum_bits,
        enum_separator=separator,
        enum_attr=enum_attr,
        enum_angle=enum_angle,
        dialect_attr=dialect_attr,
        property=is_property,
    )


def _transform(text: str) -> str:
    t = text.replace(" ", "")
    if t in ("$_self", ""):
        return ""
    if re.search(r"getElementType\(\)$", t):
        return "element"
    return "?"


def _traits(values, out: list, effects: list, matches: list, has_effects: list, depth: int) -> None:
    if not isinstance(values, list) or depth > 8:
        return
    for t in values:
        if isinstance(t, Unknown):
            out.append(t.name)
            continue
        if not isinstance(t, Record):
            continue
        name = t.name or t.cls or ""
        if t.isa("DeclareOpInterfaceMethods"):
            iface = t.get("bufls_interface")
            name = record_name(iface) or name
            methods = t.get("alwaysOverriddenMethods")
            if name == "OpAsmOpInterface" and isinstance(methods, list):
                out.extend(f"OpAsmOpInterface.{m}" for m in methods if isinstance(m, str))
        out.append(name)
        if t.isa("TraitList"):
            _traits(t.get("traits"), out, effects, matches, has_effects, depth + 1)
        if t.isa("SideEffectsTraitBase") or t.isa("MemoryEffects"):
            has_effects[0] = True
            for e in t.get("effects") or []:
                ed = _effect_def(e)
                if ed is not None:
                    effects.append(ed)
        if t.isa("AllTypesMatch"):
            names = [n for n in t.get("values") or [] if isinstance(n, str)]
            for other in names[1:]:
                matches.append((names[0], other, ""))
        elif t.isa("TypesMatchWith"):
            lhs, rhs = t.get("lhs"), t.get("rhs")
            if isinstance(lhs, str) and isinstance(rhs, str):
                matches.append((lhs, rhs, _transform(_str(t.get("transformer")))))


def resources_of(ops: list[OpDef], diags: list[OdsDiagnostic]) -> list[ResourceDef]:
    """The allocation resources the ops name: ``MemAlloc<R>`` on result 0
    allocates, ``MemFree<R>`` on operand 0 frees; an op of one operand and
    one result that reads the operand and allocates the result clones."""
    order: list[str] = []
    alloc: dict[str, list[str]] = {}
    dealloc: dict[str, list[str]] = {}
    clone: dict[str, list[str]] = {}
    first: dict[str, Location] = {}

    def note(r: str, op: OpDef) -> None:
        if r not in first:
            first[r] = op.location
            order.append(r)

    for op in ops:
        for i, res in enumerate(op.results):
            for e in res.effects:
                if e.effect != "allocate" or e.resource == DEFAULT_RESOURCE:
                    continue
                note(e.resource, op)
                if i != 0 or res.variadic:
                    _diag(
                        diags,
                        op.location,
                        f"{op.name}: allocates result '{res.name}' of resource {e.resource}: "
                        "bufls's resources allocate result 0 only",
                        "warning",
                    )
                    continue
                reads = (
                    len(op.operands) == 1
                    and len(op.results) == 1
                    and not op.operands[0].variadic
                    and any(x.effect == "read" for x in op.operands[0].effects)
                )
                (clone if reads else alloc).setdefault(e.resource, []).append(op.name)
        for i, operand in enumerate(op.operands):
            for e in operand.effects:
                if e.effect != "free" or e.resource == DEFAULT_RESOURCE:
                    continue
                note(e.resource, op)
                if i != 0 or operand.variadic:
                    _diag(
                        diags,
                        op.location,
                        f"{op.name}: frees operand '{operand.name}' of resource {e.resource}: "
                        "bufls's resources free operand 0 only",
                        "warning",
                    )
                    continue
                dealloc.setdefault(e.resource, []).append(op.name)
    out: list[ResourceDef] = []
    for r in order:
        automatic = r == AUTOMATIC_RESOURCE
        allocs = alloc.get(r, [])
        frees = dealloc.get(r, [])
        clones = clone.get(r, [])
        if not allocs and clones:  # an op that copies into a new buffer and nothing else allocates
            allocs, clones = clones[:1], clones[1:]
        if not allocs:
            message = f"resource {r}: no op allocates it (MemAlloc<{r}> on result 0): not listed"
            _diag(diags, first[r], message, "warning")
            continue
        if len(frees) > 1:
            _diag(
                diags,
                first[r],
                f"resource {r}: several ops free it ({', '.join(frees)}); bufls's resources have one: {frees[0]}",
                "warning",
            )
        if not frees and not automatic:
            _diag(diags, first[r], f"resource {r}: no op frees it (MemFree<{r}> on operand 0)", "warning")
        if len(clones) > 1:
            allocs = allocs + clones[1:]
        out.append(
            ResourceDef(
                r,
                tuple(allocs),
                None if automatic or not frees else frees[0],
                clones[0] if clones else None,
                automatic,
                first[r],
            )
        )
    return out


__all__ += ["dialect_def", "op_def", "UNSET"]
