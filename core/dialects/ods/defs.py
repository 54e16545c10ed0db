"""What an ODS load gives: op, dialect and resource definitions as data.

Plain frozen records (no TableGen values): the configuration layer, the
language server and the registry models read these, never the records.
"""

from __future__ import annotations

from dataclasses import dataclass, field

__all__ = [
    "Location",
    "OdsDiagnostic",
    "EffectDef",
    "ValueDef",
    "AttrDef",
    "RegionDef",
    "SuccessorDef",
    "OpDef",
    "DialectDef",
    "ResourceDef",
    "OdsLoad",
]


@dataclass(frozen=True, slots=True)
class Location:
    path: str
    line: int = 1
    column: int = 1

    def __str__(self) -> str:
        return f"{self.path}:{self.line}:{self.column}"


@dataclass(frozen=True, slots=True)
class OdsDiagnostic:
    """A problem in a listed or included file (1-based positions)."""

    path: str
    line: int
    column: int
    message: str
    severity: str = "error"  # "error" | "warning"
    end_line: int = 0
    end_column: int = 0

    def __post_init__(self) -> None:
        if not self.end_line:
            object.__setattr__(self, "end_line", self.line)
            object.__setattr__(self, "end_column", self.column + 1)

    def __str__(self) -> str:
        return f"{self.path}:{self.line}:{self.column}: {self.severity}: {self.message}"


@dataclass(frozen=True, slots=True)
class EffectDef:
    effect: str  # "read" | "write" | "allocate" | "free"
    resource: str = "DefaultResource"


@dataclass(frozen=True, slots=True)
class ValueDef:
    """An operand or a result."""

    name: str
    constraint: str
    kind: str = "single"  # "single" | "optional" | "variadic" | "variadic_of_variadic"
    effects: tuple[EffectDef, ...] = ()
    type: str | None = None  # the MLIR type of a buildable constraint
    buffer: bool = False  # the constraint is a memref
    dialect_type: str | None = None  # "!acme.buf" prefix of a dialect type (its stripped form in formats)

    @property
    def variadic(self) -> bool:
        return self.kind in ("variadic", "variadic_of_variadic")


@dataclass(frozen=True, slots=True)
class AttrDef:
    name: str
    constraint: str
    optional: bool = False
    default: str | None = None
    kind: str = "other"  # unit bool integer float string symbol symbol_name type array dense_array dict enum typed
    storage: str | None = None  # elided type of a scalar attribute ("i32"), element type of a dense array
    enum_cases: tuple[tuple[str, int], ...] = ()  # (keyword, value)
    enum_int: str = "i64"  # integer type of an integer enum
    enum_bits: bool = False  # a bit enum (several keywords)
    enum_separator: str = "|"  # between the keywords of a bit enum
    enum_attr: str | None = None  # "#dialect<mnemonic" of an EnumAttr (None: an integer enum)
    enum_angle: bool = False  # the EnumAttr's own format is `<` $value `>`
    dialect_attr: str | None = None  # "#dialect.mnemonic" of a dialect attribute (its stripped form)
    property: bool = False  # an ODS Property, not an Attr


@dataclass(frozen=True, slots=True)
class RegionDef:
    name: str
    variadic: bool = False
    single_block: bool = False


@dataclass(frozen=True, slots=True)
class SuccessorDef:
    name: str
    variadic: bool = False


@dataclass(frozen=True, slots=True)
class OpDef:
    name: str
    dialect: str
    mnemonic: str
    record: str
    operands: tuple[ValueDef, ...] = ()
    attributes: tuple[AttrDef, ...] = ()
    results: tuple[ValueDef, ...] = ()
    regions: tuple[RegionDef, ...] = ()
    successors: tuple[SuccessorDef, ...] = ()
    traits: tuple[str, ...] = ()
    effects: tuple[EffectDef, ...] = ()  # of MemoryEffects<[...]> traits
    has_memory_effects: bool = False  # a MemoryEffects trait or a decorated value: effects are known
    assembly_format: str | None = None
    custom_assembly: bool = False
    summary: str = ""
    description: str = ""
    location: Location = field(default_factory=lambda: Location(""))
    # OpAsmOpInterface methods the op declares (getDefaultDialect: ops in its
    # regions may omit the dialect prefix)
    asm_methods: tuple[str, ...] = ()
    # type relations the format may rely on: (lhs, rhs, transform) with
    # transform "" (same type) or "element" (rhs is lhs's element type)
    type_matches: tuple[tuple[str, str, str], ...] = ()

    def operand(self, name: str) -> ValueDef | None:
        return next((v for v in self.operands if v.name == name), None)

    def result(self, name: str) -> ValueDef | None:
        return next((v for v in self.results if v.name == name), None)

    def attribute(self, name: str) -> AttrDef | None:
        return next((a for a in self.attributes if a.name == name), None)


@dataclass(frozen=True, slots=True)
class DialectDef:
    name: str
    cpp_namespace: str = ""
    summary: str = ""
    description: str = ""
    record: str = ""
    location: Location = field(default_factory=lambda: Location(""))


@dataclass(frozen=True, slots=True)
class ResourceDef:
    name: str
    alloc: tuple[str, ...] = ()
    dealloc: str | None = None
    clone: str | None = None
    automatic: bool = False
    location: Location = field(default_factory=lambda: Location(""))

    def as_table(self) -> dict:
        """The ``[[tool.bufls.resource]]`` table of this resource."""
        t: dict = {"name": self.name, "alloc": list(self.alloc)}
        if self.dealloc is not None:
            t["dealloc"] = self.dealloc
        if self.clone is not None:
            t["clone"] = self.clone
        if self.automatic:
            t["automatic"] = True
        return t


@dataclass(frozen=True)
class OdsLoad:
    ops: tuple[OpDef, ...] = ()
    dialects: tuple[DialectDef, ...] = ()
    resources: tuple[ResourceDef, ...] = ()
    diagnostics: tuple[OdsDiagnostic, ...] = ()
    files: tuple[str, ...] = ()

    def op(self, name: str) -> OpDef | None:
        by_name = self.__dict__.get("_by_name")
        if by_name is None:
            by_name = {o.name: o for o in self.ops}
            object.__setattr__(self, "_by_name", by_name)
        return by_name.get(name)

    def dialect(self, name: str) -> DialectDef | None:
        return next((d for d in self.dialects if d.name == name), None)

    def resource(self, name: str) -> ResourceDef | None:
        return next((r for r in self.resources if r.name == name), None)

    @property
    def errors(self) -> tuple[OdsDiagnostic, ...]:
        return tuple(d for d in self.diagnostics if d.severity == "error")
