"""arith: integer and floating-point arithmetic, comparisons, casts, constants.

Ops are registered from tables: each family (integer binary ops, float binary
ops, casts, ...) shares one declarative ``Format`` and one verifier.  Inherent
attributes are properties with MLIR's names and encodings:

* ``predicate`` of ``cmpi``/``cmpf``: an ``i64`` enum value (``slt`` is 2);
* ``roundingmode`` of ``truncf``: an ``i32`` enum value;
* ``fastmath`` / ``overflowFlags``: ``#arith.fastmath<...>`` /
  ``#arith.overflow<...>`` (written ``fastmath<fast>`` / ``overflow<nsw>`` in
  the custom form, which omits the default ``none``);
* ``isExact``: a unit attribute (``exact``);
* ``value`` of ``constant``: the typed attribute, whose type is the result type.

The custom form leaves some operand types implicit (``cmpi``'s rhs,
``addui_extended``'s operands); they are filled in as MLIR infers them, so
that uses are type-checked like mlir-opt does.

Verifiers follow MLIR's order (attribute constraints, operand/result type
constraints, ODS predicates, native traits, the cast interface, the op's own
verifier) and stop at the first failure, with mlir-opt's messages.

The directives defined here (``FlagsAttr``, ``EnumKeyword``, ``UnitKeyword``)
and ``model`` are also used by the math, index and ub dialects; the type
constraints and trait checks are in ``_elementwise.py``.
"""

from __future__ import annotations

from ..ir import attrs as A
from ..ir import floats
from ..ir import types as T
from ..ir.arith_predicates import CMPF_PREDICATES, CMPI_PREDICATES
from ..ir.buffer_deallocation import KEY as BUFFER_DEALLOCATION
from ..ir.checker_transfer import KEY as CHECKER_TRANSFER
from ..ir.checker_transfer import TransferModel
from ..ir.registry import OpModel
from ..ir.rewriter import declare_patterns
from ..syntax.asm import AsmError
from ..syntax.format import CustomDirective, Format
from . import _arith_deallocation, _arith_patterns
from ._elementwise import (
    C_BITCAST,
    C_BOOL,
    C_FIXED,
    C_FLOAT,
    C_INDEX_CAST,
    C_INT,
    I1,
    MAPPABLE,
    SHAPED,
    all_match,
    compatible_shapes,
    element,
    elementwise,
    enum_attr,
    i1_like,
    i1_result,
    is_float,
    is_int_or_index,
    is_signless,
    ranked_shape,
    same_shape,
    same_tensor_dims,
    same_type_all,
    same_type_operands,
    verifier,
)

__all__ = [
    "FlagsAttr",
    "EnumKeyword",
    "UnitKeyword",
    "CUSTOMS",
    "FASTMATH",
    "CMPI_PREDICATES",
    "CMPF_PREDICATES",
    "ROUNDING_MODES",
    "model",
    "fill_operand_types",
    "register",
]

PURE = frozenset({"pure"})

# ---------------------------------------------------------------------------
# directives


class FlagsAttr(CustomDirective):
    """``fastmath<nnan, ninf>`` in the custom form (one lexer token), stored as
    ``#arith.fastmath<nnan,ninf>``; the default (``none``) is not printed."""

    def __init__(self, keyword: str, prefix: str, cases: tuple, sep: str, default: str = "none"):
        self.keyword, self.prefix, self.cases = keyword, prefix, cases
        self.sep, self.default = sep, default

    def present(self, cur) -> bool:
        return cur.at("ATTR") and cur.peek()[1].startswith(self.keyword + "<")

    def parse(self, cur, pop, operands, args) -> None:
        tok = cur.peek()
        if not self.present(cur):
            raise cur.error(f"expected '{self.keyword}<...>'")
        cur.i += 1
        words = [w.strip() for w in tok[1][len(self.keyword) + 1 : -1].split(",")]
        for w in words:
            if w not in self.cases:
                raise AsmError(
                    f"expected one of [{', '.join(self.cases)}] for {self.keyword} flags, found '{w}'", tok[2], tok[3]
                )
        pop.properties[args[0]] = A.OpaqueAttr(f"{self.prefix}<{self.sep.join(words)}>")

    def body(self, attr) -> str | None:
        text = str(attr) if attr is not None else ""
        if text.startswith(self.prefix + "<") and text.endswith(">"):
            return self.sep.join(w.strip() for w in text[len(self.prefix) + 1 : -1].split(","))
        return None

    def print(self, p, op, groups, args) -> None:
        body = self.body(op.attr(args[0]))
        if body is not None and body != self.default:
            p.keyword(f"{self.keyword}<{body}>")

    def elided(self, args) -> set:
        return {args[0]}


class EnumKeyword(CustomDirective):
    """A bare keyword of an enum (``slt``), stored as its integer value
    (``IntegerAttr`` of ``width`` bits) or, with ``template``, as a dialect
    attribute (``#index<cmp_predicate {}>``)."""

    def __init__(self, cases: tuple, width: int = 64, template: str | None = None):
        self.cases, self.width, self.template = cases, width, template

    def present(self, cur) -> bool:
        it = cur.peek()
        return type(it) is tuple and it[0] in ("BARE_ID", "TYPE") and it[1] in self.cases

    def parse(self, cur, pop, operands, args) -> None:
        if not self.present(cur):
            s, e = cur.here()
            raise AsmError(
                f"custom op '{pop.name}' expected string or keyword containing one of the "
                f"following enum values for attribute '{args[0]}' [{', '.join(self.cases)}]",
                s,
                e,
            )
        word = cur.keyword()
        if self.template is not None:
            pop.properties[args[0]] = A.OpaqueAttr(self.template.format(word))
        else:
            pop.properties[args[0]] = A.IntegerAttr(self.cases.index(word), T.IntegerType(self.width))

    def word(self, attr) -> str | None:
        if isinstance(attr, A.IntegerAttr) and 0 <= attr.value < len(self.cases):
            return self.cases[attr.value]
        if self.template is not None and attr is not None:
            head, _, tail = self.template.partition("{}")
            text = " ".join(str(attr).split())
            if text.startswith(head) and text.endswith(tail):
                w = text[len(head) : len(text) - len(tail)].strip()
                return w if w in self.cases else None
        return None

    def print(self, p, op, groups, args) -> None:
        a = op.attr(args[0])
        if a is not None:
            p.keyword(self.word(a) or str(a))

    def elided(self, args) -> set:
        return {args[0]}


class UnitKeyword(CustomDirective):
    """An optional keyword (``exact``) stored as a unit attribute (``isExact``)."""

    def __init__(self, keyword: str):
        self.keyword = keyword

    def present(self, cur) -> bool:
        return cur.at_keyword(self.keyword)

    def parse(self, cur, pop, operands, args) -> None:
        cur.expect_keyword(self.keyword)
        pop.properties[args[0]] = A.UnitAttr()

    def print(self, p, op, groups, args) -> None:
        if op.attr(args[0]) is not None:
            p.keyword(self.keyword)

    def elided(self, args) -> set:
        return {args[0]}


def cmpi_predicate(op) -> str | None:
    """The name of an ``arith.cmpi``'s predicate (``None``: not a known one)."""
    value = getattr(op.attr("predicate"), "value", None)
    if isinstance(value, int) and 0 <= value < len(CMPI_PREDICATES):
        return CMPI_PREDICATES[value]
    return None


ROUNDING_MODES = ("to_nearest_even", "downward", "upward", "toward_zero", "to_nearest_away")
FASTMATH = FlagsAttr(
    "fastmath", "#arith.fastmath", ("none", "reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn", "fast"), ","
)
OVERFLOW = FlagsAttr("overflow", "#arith.overflow", ("none", "nsw", "nuw"), ", ")

CUSTOMS = {
    "FastMath": FASTMATH,
    "Overflow": OVERFLOW,
    "Exact": UnitKeyword("exact"),
    "CmpIPredicate": EnumKeyword(CMPI_PREDICATES),
    "CmpFPredicate": EnumKeyword(CMPF_PREDICATES),
    "RoundingMode": EnumKeyword(ROUNDING_MODES, width=32),
}


def fill_operand_types(pop) -> None:
    """Operands whose type the text leaves implicit take the type of the
    first typed operand, else of the first result (MLIR's type inference for
    ``SameTypeOperands`` / ``AllTypesMatch`` ops)."""
    t = next((r.type for r in pop.operands if r.type is not None), None)
    if t is None and pop.result_types:
        t = pop.result_types[0]
    for r in pop.operands:
        if r.type is None:
            r.type = t


def model(
    name: str, fmt: Format, verify=None, traits=PURE, post=fill_operand_types, summary: str = "", **counts
) -> OpModel:
    """An OpModel parsing and printing with ``fmt`` (then ``post(pop)``)."""

    def parse(cur, pop) -> None:
        fmt.parse(cur, pop)
        if post is not None:
            post(pop)

    n_ops = sum(1 for g in fmt.operands if g[-1] not in "*?")
    counts.setdefault("num_operands", None if any(g[-1] in "*?" for g in fmt.operands) else (n_ops, n_ops))
    counts.setdefault("num_results", (len(fmt.results), len(fmt.results)))
    counts.setdefault("num_regions", (0, 0))
    counts.setdefault("num_successors", (0, 0))
    return OpModel(name, parse, fmt.print, traits=traits, verify=verify, summary=summary, **counts)


# ---------------------------------------------------------------------------
# casts: CastOpInterface compatibility


def _scalar_of(t, preds, memref=False):
    kinds = SHAPED if memref else MAPPABLE
    if isinstance(t, SHAPED) and not isinstance(t, kinds):
        return None
    e = element(t)
    return e if any(p(e) for p in preds) else None


def _valid_cast(a, b) -> bool:
    if isinstance(a, T.TensorType) and isinstance(b, T.TensorType) and a.encoding != b.encoding:
        return False
    return compatible_shapes([a, b])


def _width(t) -> int:
    if isinstance(t, T.IntegerType):
        return t.width
    return floats.FORMATS[t.name].width


def _width_change(kind, wider: bool):
    def ok(a, b) -> bool:
        if not _valid_cast(a, b):
            return False
        s, d = _scalar_of(a, (kind,)), _scalar_of(b, (kind,))
        if s is None or d is None:
            return False
        return _width(d) > _width(s) if wider else _width(d) < _width(s)

    return ok


def _int_float(src, dst):
    def ok(a, b) -> bool:
        return _valid_cast(a, b) and _scalar_of(a, (src,)) is not None and _scalar_of(b, (dst,)) is not None

    return ok


def _index_cast(a, b) -> bool:
    if not _valid_cast(a, b):
        return False
    s = _scalar_of(a, (is_int_or_index,), memref=True)
    d = _scalar_of(b, (is_int_or_index,), memref=True)
    if s is None or d is None:
        return False
    return (isinstance(s, T.IndexType) and is_signless(d)) or (is_signless(s) and isinstance(d, T.IndexType))


def _bitcast(a, b) -> bool:
    if not _valid_cast(a, b):
        return False
    s = _scalar_of(a, (is_signless, is_float), memref=True)
    d = _scalar_of(b, (is_signless, is_float), memref=True)
    return s is not None and d is not None and _width(s) == _width(d)


def cast_compatible(ok):
    def check(op):
        a, b = op.operands[0].type, op.results[0].type
        if not ok(a, b):
            return f"operand type '{a}' and result type '{b}' are cast incompatible"
        return None

    return check


# ---------------------------------------------------------------------------
# arith.constant and arith.select


def _value_type(a):
    if isinstance(a, A.StringAttr) and a.type is None:
        return T.NoneType()
    return getattr(a, "type", None)


def _check_constant(op):
    a = op.attr("value")
    if a is None:
        return "requires attribute 'value'"
    t = op.results[0].type
    vt = _value_type(a)
    if vt is not None and vt != t:
        return "failed to verify that all of {value, result} have same type"
    if isinstance(t, T.IntegerType) and not t.is_signless:
        return "integer return type must be signless"
    if not isinstance(
        a, (A.IntegerAttr, A.BoolAttr, A.FloatAttr, A.DenseElementsAttr, A.DenseResourceAttr, A.SparseElementsAttr)
    ):
        return "value must be an integer, float, or elements attribute"
    if isinstance(t, T.VectorType) and t.scalable and not (isinstance(a, A.DenseElementsAttr) and a.is_splat):
        return "intializing scalable vectors with elements attribute is not supported unless it's a vector splat"
    return None


def _parse_constant(cur, pop) -> None:
    """``arith.constant {attrs} 42 : i32`` / ``arith.constant true``: the
    result type is the value's type."""
    pop.attributes.update(cur.attr_dict())
    start = cur.here()
    value = cur.typed_attr()
    cur.expect_end()
    t = _value_type(value)
    if t is None:
        raise AsmError("expected a typed attribute (e.g. '1 : i32' or 'dense<0> : tensor<4xi32>')", *start)
    pop.properties["value"] = value
    pop.result_types = [t]


def _print_constant(p, op) -> None:
    p.attr_dict(op, {"value"})
    p.attr(op.attr("value"))


def _parse_select(cur, pop) -> None:
    """``%c, %a, %b attr-dict : T`` (i1 condition) or ``: Tcond, T``."""
    refs = [cur.operand()]
    for _ in range(2):
        cur.expect("COMMA")
        refs.append(cur.operand())
    pop.attributes.update(cur.attr_dict())
    cur.expect("COLON")
    types = cur.type_list()
    cur.expect_end()
    if len(types) > 2:
        raise AsmError("expected 1 or 2 types", *cur.here())
    cond, res = types if len(types) == 2 else (I1, types[0])
    for r, t in zip(refs, (cond, res, res)):
        r.type = t
    pop.operands = refs
    pop.result_types = [res]


def _print_select(p, op) -> None:
    for i, v in enumerate(op.operands):
        if i:
            p.punct(",")
        p.value(v)
    p.attr_dict(op)
    p.punct(":")
    cond = op.operands[0].type
    if isinstance(cond, SHAPED):
        p.type(cond)
        p.punct(",")
    p.type(op.results[0].type)


def _select_condition(op):
    """BooleanConditionOrMatchingShape<condition, result>."""
    c, r = op.operands[0].type, op.results[0].type
    if c == I1:
        return None
    if (
        isinstance(c, SHAPED)
        and isinstance(r, SHAPED)
        and ranked_shape(c) == ranked_shape(r)
        and ranked_shape(c) is not None
    ):
        return None
    return "failed to verify that condition is signless i1 or has matching shape"


def _select_verify(op):
    c, r = op.operands[0].type, op.results[0].type
    if c == I1:
        return None
    if not isinstance(r, MAPPABLE):
        return f"expected condition to be a signless i1, but got '{c}'"
    want = i1_like(r)
    if c != want:
        return f"expected condition type to have the same shape as the result type, expected '{want}', but got '{c}'"
    return None


# ---------------------------------------------------------------------------
# tables


def _f(spec, operands, results=("result",), **kw) -> Format:
    return Format(spec, operands=operands, results=results, customs=CUSTOMS, **kw)


_BIN = ("lhs", "rhs")
_INT_BIN = _f("$lhs `,` $rhs attr-dict `:` type(all)", _BIN)
_INT_BIN_OVF = _f("$lhs `,` $rhs (custom<Overflow>($overflowFlags))? attr-dict `:` type(all)", _BIN)
_INT_BIN_EXACT = _f("$lhs `,` $rhs (custom<Exact>($isExact))? attr-dict `:` type(all)", _BIN)
_FLOAT_BIN = _f("$lhs `,` $rhs (custom<FastMath>($fastmath))? attr-dict `:` type(all)", _BIN)
_FLOAT_UN = _f("$operand (custom<FastMath>($fastmath))? attr-dict `:` type(all)", ("operand",))
_CAST = _f("$in attr-dict `:` type($in) `to` type($out)", ("in",), ("out",))
_CAST_FM = _f("$in (custom<FastMath>($fastmath))? attr-dict `:` type($in) `to` type($out)", ("in",), ("out",))
_CAST_OVF = _f("$in (custom<Overflow>($overflowFlags))? attr-dict `:` type($in) `to` type($out)", ("in",), ("out",))
_TRUNCF = _f(
    "$in (custom<RoundingMode>($roundingmode))? (custom<FastMath>($fastmath))? attr-dict `:` type($in) `to` type($out)",
    ("in",),
    ("out",),
)
_SCALING_EXTF = _f(
    "$in `,` $scale (custom<FastMath>($fastmath))? attr-dict `:` type($in) `,` type($scale) `to` type($out)",
    ("in", "scale"),
    ("out",),
)
_SCALING_TRUNCF = _f(
    "$in `,` $scale (custom<RoundingMode>($roundingmode))? "
    "(custom<FastMath>($fastmath))? attr-dict "
    "`:` type($in) `,` type($scale) `to` type($out)",
    ("in", "scale"),
    ("out",),
)
_CMPI = _f(
    "custom<CmpIPredicate>($predicate) `,` $lhs `,` $rhs attr-dict `:` type($lhs)",
    _BIN,
    infer=lambda pop: [i1_like(pop.operands[0].type)],
)
_CMPF = _f(
    "custom<CmpFPredicate>($predicate) `,` $lhs `,` $rhs (custom<FastMath>($fastmath))? attr-dict `:` type($lhs)",
    _BIN,
    infer=lambda pop: [i1_like(pop.operands[0].type)],
)
_ADDUI_EXT = _f("$lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)", _BIN, ("sum", "overflow"))
_MUL_EXT = _f(
    "$lhs `,` $rhs attr-dict `:` type($lhs)", _BIN, ("low", "high"), infer=lambda pop: [pop.operands[0].type] * 2
)

_INT_BIN_V = verifier((C_INT, C_INT), (C_INT,), (same_type_all, elementwise))
_FLOAT_BIN_V = verifier((C_FLOAT, C_FLOAT), (C_FLOAT,), (same_type_all, elementwise))

# name -> (format, verifier, summary)
_OPS = {}
for _name, _summary in (
    ("andi", "bitwise and"),
    ("ori", "bitwise or"),
    ("xori", "bitwise xor"),
    ("remsi", "signed remainder"),
    ("remui", "unsigned remainder"),
    ("maxsi", "signed maximum"),
    ("maxui", "unsigned maximum"),
    ("minsi", "signed minimum"),
    ("minui", "unsigned minimum"),
    ("ceildivsi", "signed division rounding up"),
    ("ceildivui", "unsigned division rounding up"),
    ("floordivsi", "signed division rounding down"),
):
    _OPS[_name] = (_INT_BIN, _INT_BIN_V, f"Integer {_summary}.")
for _name, _summary in (
    ("addi", "addition"),
    ("subi", "subtraction"),
    ("muli", "multiplication"),
    ("shli", "left shift"),
):
    _OPS[_name] = (_INT_BIN_OVF, _INT_BIN_V, f"Integer {_summary} (optional overflow flags).")
for _name, _summary in (
    ("divsi", "signed division"),
    ("divui", "unsigned division"),
    ("shrsi", "arithmetic right shift"),
    ("shrui", "logical right shift"),
):
    _OPS[_name] = (_INT_BIN_EXACT, _INT_BIN_V, f"Integer {_summary} (optional `exact`).")
for _name in ("addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf", "minnumf"):
    _OPS[_name] = (_FLOAT_BIN, _FLOAT_BIN_V, f"Floating-point {_name[:-1]} (optional fastmath flags).")
_OPS["negf"] = (_FLOAT_UN, verifier((C_FLOAT,), (C_FLOAT,), (same_type_all, elementwise)), "Floating-point negation.")


def _cast_v(src, dst, ok):
    return verifier((src,), (dst,), (same_tensor_dims, same_shape, cast_compatible(ok), elementwise))


for _name, _fmt, _src, _dst, _ok, _summary in (
    ("extui", _CAST, C_FIXED, C_FIXED, _width_change(is_signless, True), "Zero-extends an integer."),
    ("extsi", _CAST, C_FIXED, C_FIXED, _width_change(is_signless, True), "Sign-extends an integer."),
    ("trunci", _CAST_OVF, C_FIXED, C_FIXED, _width_change(is_signless, False), "Truncates an integer."),
    ("extf", _CAST_FM, C_FLOAT, C_FLOAT, _width_change(is_float, True), "Extends a float."),
    ("truncf", _TRUNCF, C_FLOAT, C_FLOAT, _width_change(is_float, False), "Truncates a float."),
    ("uitofp", _CAST, C_FIXED, C_FLOAT, _int_float(is_signless, is_float), "Unsigned integer to float."),
    ("sitofp", _CAST, C_FIXED, C_FLOAT, _int_float(is_signless, is_float), "Signed integer to float."),
    ("fptoui", _CAST, C_FLOAT, C_FIXED, _int_float(is_float, is_signless), "Float to unsigned integer."),
    ("fptosi", _CAST, C_FLOAT, C_FIXED, _int_float(is_float, is_signless), "Float to signed integer."),
    ("index_cast", _CAST, C_INDEX_CAST, C_INDEX_CAST, _index_cast, "Casts between index and integer (sign-extending)."),
    (
        "index_castui",
        _CAST,
        C_INDEX_CAST,
        C_INDEX_CAST,
        _index_cast,
        "Casts between index and integer (zero-extending).",
    ),
    ("bitcast", _CAST, C_BITCAST, C_BITCAST, _bitcast, "Reinterprets bits as a type of equal width."),
):
    _OPS[_name] = (_fmt, _cast_v(_src, _dst, _ok), _summary)

_OPS["scaling_extf"] = (
    _SCALING_EXTF,
    verifier((C_FLOAT, C_FLOAT), (C_FLOAT,), (same_tensor_dims,)),
    "Upcasts floats with scales (OCP MXFP).",
)
_OPS["scaling_truncf"] = (
    _SCALING_TRUNCF,
    verifier((C_FLOAT, C_FLOAT), (C_FLOAT,), (same_tensor_dims,)),
    "Downcasts floats with scales (OCP MXFP).",
)
_OPS["cmpi"] = (
    _CMPI,
    verifier(
        (C_INT, C_INT),
        (C_BOOL,),
        (enum_attr("predicate", len(CMPI_PREDICATES)), i1_result, same_type_operands, elementwise),
    ),
    "Integer comparison; the result is i1 or a shaped i1 matching the operands.",
)
_OPS["cmpf"] = (
    _CMPF,
    verifier(
        (C_FLOAT, C_FLOAT),
        (C_BOOL,),
        (enum_attr("predicate", len(CMPF_PREDICATES)), i1_result, same_type_operands, elementwise),
    ),
    "Floating-point comparison; the result is i1 or a shaped i1 matching the operands.",
)
_OPS["addui_extended"] = (
    _ADDUI_EXT,
    verifier((C_INT, C_INT), (C_INT, C_BOOL), (all_match(("lhs", 0), ("rhs", 1), ("sum", -1)), elementwise)),
    "Unsigned addition returning the sum and an overflow bit.",
)
for _name in ("mulsi_extended", "mului_extended"):
    _OPS[_name] = (
        _MUL_EXT,
        verifier(
            (C_INT, C_INT), (C_INT, C_INT), (all_match(("lhs", 0), ("rhs", 1), ("low", -1), ("high", -2)), elementwise)
        ),
        "Extended multiplication returning the low and high halves.",
    )


def register(registry) -> None:
    for name, (fmt, verify, summary) in _OPS.items():
        registry.add(model(f"arith.{name}", fmt, verify, summary=summary))
    registry.add(
        OpModel(
            "arith.constant",
            _parse_constant,
            _print_constant,
            traits=PURE,
            verify=verifier(checks=(_check_constant,)),
            num_operands=(0, 0),
            num_results=(1, 1),
            num_regions=(0, 0),
            num_successors=(0, 0),
            summary="An integer, float or elements constant; its type is the value's type.",
        )
    )
    registry.add(
        OpModel(
            "arith.select",
            _parse_select,
            _print_select,
            traits=PURE,
            verify=verifier(
                (C_BOOL,),
                (),
                (
                    all_match(("true_value", 1), ("false_value", 2), ("result", -1)),
                    _select_condition,
                    elementwise,
                    _select_verify,
                ),
            ),
            num_operands=(3, 3),
            num_results=(1, 1),
            num_regions=(0, 0),
            num_successors=(0, 0),
            summary="Chooses between two values by an i1 (or shaped i1) condition.",
        )
    )
    # a memref select may return either buffer
    registry.attach("arith.select", "aliasing_operands", lambda op, result_index: [1, 2] if result_index == 0 else [])
    registry.attach("arith.select", BUFFER_DEALLOCATION, _arith_deallocation.SELECT)
    declare_patterns(registry, _arith_patterns.PATTERNS, _arith_patterns.FOLDS)
    registry.add_traits("arith.constant", "constant_like")
    # what the ownership checker interprets: i1 logic, comparisons, selects
    for name, role in (("andi", "and"), ("ori", "or"), ("xori", "xor"), ("select", "select")):
        registry.attach(f"arith.{name}", CHECKER_TRANSFER, TransferModel(role))
    registry.attach("arith.cmpi", CHECKER_TRANSFER, TransferModel("cmpi", cmpi_predicate))
