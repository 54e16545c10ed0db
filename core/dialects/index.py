"""index: arithmetic on ``index`` values (``index.add %a, %b``, no types written).

Binary ops take and return ``index``; ``index.cmp slt(%a, %b)`` returns
``i1`` and stores its predicate as ``#index<cmp_predicate slt>``;
``index.constant 42`` stores ``42 : index``; ``index.casts``/``castu``
convert between ``index`` and integers.
"""

from __future__ import annotations

from ..ir import attrs as A
from ..ir import types as T
from ..syntax.format import CustomDirective, Format
from ._elementwise import verifier
from .arith import CMPI_PREDICATES, CUSTOMS, EnumKeyword, model

_INDEX = T.IndexType()
_I1 = T.IntegerType(1)


class _IndexInteger(CustomDirective):
    """A bare integer stored as ``N : index`` (``index.constant -3``)."""

    def present(self, cur) -> bool:
        return cur.at("INTEGER")

    def parse(self, cur, pop, operands, args) -> None:
        pop.properties[args[0]] = A.IntegerAttr(cur.integer(), _INDEX)

    def print(self, p, op, groups, args) -> None:
        a = op.attr(args[0])
        p.keyword(str(a.value) if isinstance(a, A.IntegerAttr) else str(a))

    def elided(self, args) -> set:
        return {args[0]}


_CUSTOMS = dict(
    CUSTOMS,
    IndexInteger=_IndexInteger(),
    IndexCmpPredicate=EnumKeyword(CMPI_PREDICATES, template="#index<cmp_predicate {}>"),
)


def _f(spec, operands=(), results=("result",), **kw) -> Format:
    return Format(spec, operands=operands, results=results, customs=_CUSTOMS, **kw)


_IDX = lambda pop: [_INDEX]
_BIN = _f("$lhs `,` $rhs attr-dict", ("lhs", "rhs"), operand_types={"lhs": _INDEX, "rhs": _INDEX}, infer=_IDX)
_CMP = _f(
    "custom<IndexCmpPredicate>($pred) `(` $lhs `,` $rhs `)` attr-dict",
    ("lhs", "rhs"),
    operand_types={"lhs": _INDEX, "rhs": _INDEX},
    infer=lambda pop: [_I1],
)
_CONSTANT = _f("attr-dict custom<IndexInteger>($value)", infer=_IDX)
_BOOL_CONSTANT = _f("attr-dict attr($value)", inherent=("value",), infer=lambda pop: [_I1])
_SIZEOF = _f("attr-dict", infer=_IDX)
_CAST = _f("$input attr-dict `:` type($input) `to` type($output)", ("input",), ("output",))

C_INDEX = ("index", lambda t: isinstance(t, T.IndexType))
C_I1 = ("1-bit signless integer", lambda t: t == _I1)
C_INT_OR_INDEX = ("integer or index", lambda t: isinstance(t, (T.IntegerType, T.IndexType)))


def _cast_ok(op):
    a, b = op.operands[0].type, op.results[0].type
    if isinstance(a, T.IndexType) == isinstance(b, T.IndexType):
        return f"operand type '{a}' and result type '{b}' are cast incompatible"
    return None


def _index_value(op):
    a = op.attr("value")
    if a is None:
        return "requires attribute 'value'"
    if not (isinstance(a, A.IntegerAttr) and isinstance(a.type, T.IndexType)):
        return "attribute 'value' failed to satisfy constraint: index attribute"
    return None


def _bool_value(op):
    a = op.attr("value")
    if a is None:
        return "requires attribute 'value'"
    if not isinstance(a, A.BoolAttr) and not (isinstance(a, A.IntegerAttr) and a.type == _I1):
        return "attribute 'value' failed to satisfy constraint: bool attribute"
    return None


def _pred(op):
    a = op.attr("pred")
    if a is None:
        return "requires attribute 'pred'"
    if _CUSTOMS["IndexCmpPredicate"].word(a) is None:
        return "attribute 'pred' failed to satisfy constraint: index comparison predicate kind"
    return None


_BINARY = {
    "add": "addition",
    "sub": "subtraction",
    "mul": "multiplication",
    "divs": "signed division",
    "divu": "unsigned division",
    "ceildivs": "signed division rounding up",
    "ceildivu": "unsigned division rounding up",
    "floordivs": "signed division rounding down",
    "rems": "signed remainder",
    "remu": "unsigned remainder",
    "maxs": "signed maximum",
    "maxu": "unsigned maximum",
    "mins": "signed minimum",
    "minu": "unsigned minimum",
    "shl": "left shift",
    "shrs": "arithmetic right shift",
    "shru": "logical right shift",
    "and": "bitwise and",
    "or": "bitwise or",
    "xor": "bitwise xor",
}

# name -> (format, verifier, summary)
_OPS = {f"index.{n}": (_BIN, verifier((C_INDEX, C_INDEX), (C_INDEX,)), f"Index {s}.") for n, s in _BINARY.items()}
_OPS.update(
    {
        "index.cmp": (
            _CMP,
            verifier((C_INDEX, C_INDEX), (C_I1,), (_pred,)),
            "Compares two index values: `index.cmp slt(%a, %b)`.",
        ),
        "index.constant": (_CONSTANT, verifier((), (C_INDEX,), (_index_value,)), "An index constant."),
        "index.bool.constant": (_BOOL_CONSTANT, verifier((), (C_I1,), (_bool_value,)), "A boolean constant."),
        "index.sizeof": (_SIZEOF, verifier((), (C_INDEX,)), "The bit width of index on the target."),
        "index.casts": (
            _CAST,
            verifier((C_INT_OR_INDEX,), (C_INT_OR_INDEX,), (_cast_ok,)),
            "Casts between index and an integer, sign-extending.",
        ),
        "index.castu": (
            _CAST,
            verifier((C_INT_OR_INDEX,), (C_INT_OR_INDEX,), (_cast_ok,)),
            "Casts between index and an integer, zero-extending.",
        ),
    }
)


def register(registry) -> None:
    for name, (fmt, verify, summary) in _OPS.items():
        registry.add(model(name, fmt, verify, summary=summary))
