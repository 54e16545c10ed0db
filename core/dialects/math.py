"""math: elementwise mathematical functions on floats and integers.

Every op is registered from a table.  Float ops carry arith's ``fastmath``
property (``#arith.fastmath<...>``, written ``fastmath<fast>`` in the custom
form); ``isnan``-like predicates return ``i1`` or a shaped ``i1`` with the
operand's shape; ``sincos`` returns two values of the operand's type.
"""

from __future__ import annotations

from ..syntax.format import Format
from ._elementwise import C_BOOL, C_FLOAT, C_INT, all_match, elementwise, i1_like, i1_result, same_type_all, verifier
from .arith import CUSTOMS, model

_FM = "(custom<FastMath>($fastmath))?"


def _f(spec, operands, results=("result",), **kw) -> Format:
    return Format(spec, operands=operands, results=results, customs=CUSTOMS, **kw)


_FLOAT_UN = _f(f"$operand {_FM} attr-dict `:` type(all)", ("operand",))
_INT_UN = _f("$operand attr-dict `:` type(all)", ("operand",))
_FLOAT_BIN = _f(f"$lhs `,` $rhs {_FM} attr-dict `:` type(all)", ("lhs", "rhs"))
_INT_BIN = _f("$lhs `,` $rhs attr-dict `:` type(all)", ("lhs", "rhs"))
_FLOAT_TERN = _f(f"$a `,` $b `,` $c {_FM} attr-dict `:` type(all)", ("a", "b", "c"))
_FPOWI = _f(
    f"$lhs `,` $rhs {_FM} attr-dict `:` type($lhs) `,` type($rhs)",
    ("lhs", "rhs"),
    infer=lambda pop: [pop.operands[0].type],
)
_CLASSIFY = _f(
    f"$operand {_FM} attr-dict `:` type($operand)", ("operand",), infer=lambda pop: [i1_like(pop.operands[0].type)]
)
_SINCOS = _f(
    f"$operand {_FM} attr-dict `:` type($operand)",
    ("operand",),
    ("sin", "cos"),
    infer=lambda pop: [pop.operands[0].type] * 2,
)
_CLAMPF = _f(f"$operand `to` `[` $min `,` $max `]` {_FM} attr-dict `:` type(all)", ("operand", "min", "max"))

_SAME = (same_type_all, elementwise)

_FLOAT_UNARY = {
    "absf": "absolute value",
    "acos": "arccosine",
    "acosh": "inverse hyperbolic cosine",
    "asin": "arcsine",
    "asinh": "inverse hyperbolic sine",
    "atan": "arctangent",
    "atanh": "inverse hyperbolic tangent",
    "cbrt": "cube root",
    "ceil": "ceiling",
    "cos": "cosine",
    "cosh": "hyperbolic cosine",
    "erf": "error function",
    "erfc": "complementary error function",
    "exp": "base-e exponential",
    "exp2": "base-2 exponential",
    "expm1": "exp(x) - 1",
    "floor": "floor",
    "log": "natural logarithm",
    "log10": "base-10 logarithm",
    "log1p": "log(1 + x)",
    "log2": "base-2 logarithm",
    "round": "rounding half away from zero",
    "roundeven": "rounding half to even",
    "rsqrt": "reciprocal square root",
    "sin": "sine",
    "sinh": "hyperbolic sine",
    "sqrt": "square root",
    "tan": "tangent",
    "tanh": "hyperbolic tangent",
    "trunc": "truncation toward zero",
}
_INT_UNARY = {
    "absi": "absolute value",
    "ctlz": "count of leading zeros",
    "cttz": "count of trailing zeros",
    "ctpop": "count of set bits",
}
_FLOAT_BINARY = {
    "atan2": "two-argument arctangent",
    "copysign": "magnitude of lhs, sign of rhs",
    "powf": "lhs raised to rhs",
}
_CLASSIFIERS = {"isnan": "is NaN", "isinf": "is infinite", "isfinite": "is finite", "isnormal": "is normal"}

# name -> (format, verifier, summary)
_OPS = {}
for _n, _s in _FLOAT_UNARY.items():
    _OPS[_n] = (_FLOAT_UN, verifier((C_FLOAT,), (C_FLOAT,), _SAME), f"Elementwise {_s} of a float.")
for _n, _s in _INT_UNARY.items():
    _OPS[_n] = (_INT_UN, verifier((C_INT,), (C_INT,), _SAME), f"Elementwise {_s} of an integer.")
for _n, _s in _FLOAT_BINARY.items():
    _OPS[_n] = (_FLOAT_BIN, verifier((C_FLOAT, C_FLOAT), (C_FLOAT,), _SAME), f"Elementwise {_s}.")
for _n, _s in _CLASSIFIERS.items():
    _OPS[_n] = (
        _CLASSIFY,
        verifier((C_FLOAT,), (C_BOOL,), (i1_result, elementwise)),
        f"Whether a float {_s}; i1 or a shaped i1.",
    )
_OPS["ipowi"] = (_INT_BIN, verifier((C_INT, C_INT), (C_INT,), _SAME), "Integer power.")
_OPS["fpowi"] = (
    _FPOWI,
    verifier((C_FLOAT, C_INT), (C_FLOAT,), (all_match(("lhs", 0), ("result", -1)), elementwise)),
    "A float raised to an integer power.",
)
_OPS["fma"] = (_FLOAT_TERN, verifier((C_FLOAT,) * 3, (C_FLOAT,), _SAME), "Fused multiply-add a * b + c.")
_OPS["clampf"] = (_CLAMPF, verifier((C_FLOAT,) * 3, (C_FLOAT,), _SAME), "Clamps a float to [min, max].")
_OPS["sincos"] = (
    _SINCOS,
    verifier((C_FLOAT,), (C_FLOAT, C_FLOAT), (all_match(("operand", 0), ("sin", -1), ("cos", -2)), elementwise)),
    "Sine and cosine at once.",
)


def register(registry) -> None:
    for name, (fmt, verify, summary) in _OPS.items():
        registry.add(model(f"math.{name}", fmt, verify, summary=summary))
