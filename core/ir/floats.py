"""Floating-point formats of MLIR's builtin float types, and how mlir-opt prints them.

A float attribute is kept as its exact bit pattern in its format, so NaN
payloads, negative zero and ``f80``/``f128`` values survive a round trip.
This module converts between bit patterns, Python floats and MLIR text:

* ``encode(value, name)`` rounds a Python float to the format (ties to even),
  the way MLIR converts a parsed literal (literals are read as ``double``
  first, then converted);
* ``decode(bits, name)`` gives the value as a Python float (inexact only for
  ``f80``/``f128`` values that are not doubles);
* ``format_float(bits, name)`` prints like mlir-opt: ``1.000000e+00`` when six
  significant digits read back to the same bits, else the shortest-precision
  form of APFloat (``0.33333333333333331``), else hexadecimal bits
  (``0x7FC00000``) for infinities, NaNs and values like ``16777217.0``.
  Where mlir-opt's decimal text would not read back (``f80``/``f128`` values
  that are not doubles: MLIR parses literals as doubles), the bits are printed.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction

__all__ = ["FloatFormat", "FORMATS", "encode", "decode", "format_float", "bits_fit", "canonical_bits"]

# How special values are encoded: "ieee" (exponent all ones: inf / NaN),
# "fn" (no inf; NaN is all ones), "fnuz" (no inf, no -0; NaN is the sign bit
# alone), "finite" (neither inf nor NaN), "e8m0" (unsigned powers of two, NaN
# 0xFF), "x87" (f80: explicit integer bit).
_KINDS = ("ieee", "fn", "fnuz", "finite", "e8m0", "x87")


@dataclass(frozen=True, slots=True)
class FloatFormat:
    """A binary floating-point format: field widths, bias and special values."""

    exp_bits: int
    man_bits: int  # stored fraction bits (f80: including the integer bit)
    bias: int
    kind: str = "ieee"

    @property
    def width(self) -> int:
        return (0 if self.kind == "e8m0" else 1) + self.exp_bits + self.man_bits

    @property
    def precision(self) -> int:
        """Significand bits including the implicit one (APFloat's precision)."""
        return self.man_bits if self.kind == "x87" else self.man_bits + 1

    @property
    def min_exp(self) -> int:
        return 1 - self.bias if self.kind != "e8m0" else -self.bias

    @property
    def has_inf(self) -> bool:
        return self.kind in ("ieee", "x87")


FORMATS: dict[str, FloatFormat] = {
    "f16": FloatFormat(5, 10, 15),
    "bf16": FloatFormat(8, 7, 127),
    "f32": FloatFormat(8, 23, 127),
    "f64": FloatFormat(11, 52, 1023),
    "f80": FloatFormat(15, 64, 16383, "x87"),
    "f128": FloatFormat(15, 112, 16383),
    "tf32": FloatFormat(8, 10, 127),
    "f8E5M2": FloatFormat(5, 2, 15),
    "f8E4M3": FloatFormat(4, 3, 7),
    "f8E3M4": FloatFormat(3, 4, 3),
    "f8E4M3FN": FloatFormat(4, 3, 7, "fn"),
    "f8E5M2FNUZ": FloatFormat(5, 2, 16, "fnuz"),
    "f8E4M3FNUZ": FloatFormat(4, 3, 8, "fnuz"),
    "f8E4M3B11FNUZ": FloatFormat(4, 3, 11, "fnuz"),
    "f8E8M0FNU": FloatFormat(8, 0, 127, "e8m0"),
    "f6E2M3FN": FloatFormat(2, 3, 1, "finite"),
    "f6E3M2FN": FloatFormat(3, 2, 3, "finite"),
    "f4E2M1FN": FloatFormat(2, 1, 1, "finite"),
}

_NAN = "nan"
_INF = "inf"


def _fields(bits: int, f: FloatFormat) -> tuple[int, int, int]:
    sign = 0 if f.kind == "e8m0" else (bits >> (f.width - 1)) & 1
    exp = (bits >> f.man_bits) & ((1 << f.exp_bits) - 1)
    man = bits & ((1 << f.man_bits) - 1)
    return sign, exp, man


def _classify(bits: int, f: FloatFormat) -> tuple[int, str | Fraction]:
    """Return (sign, value) where value is an exact Fraction, "inf" or "nan"."""
    sign, exp, man = _fields(bits, f)
    top = (1 << f.exp_bits) - 1
    if f.kind == "e8m0":
        return 0, (_NAN if exp == top else Fraction(2) ** (exp - f.bias))
    if f.kind == "x87" and exp == top:
        int_bit, frac = man >> (f.man_bits - 1), man & ((1 << (f.man_bits - 1)) - 1)
        return sign, (_INF if int_bit and not frac else _NAN)
    if f.kind == "ieee" and exp == top:
        return sign, (_INF if man == 0 else _NAN)
    if f.kind == "fn" and exp == top and man == (1 << f.man_bits) - 1:
        return sign, _NAN
    if f.kind == "fnuz" and sign and exp == 0 and man == 0:
        return sign, _NAN
    if f.kind == "x87":
        if exp and not man >> (f.man_bits - 1):  # unnormal: APFloat reads NaN
            return sign, _NAN
        return sign, man * Fraction(2) ** (max(exp, 1) - f.bias - (f.man_bits - 1))
    if exp == 0:
        return sign, man * Fraction(2) ** (f.min_exp - f.man_bits)
    return sign, (man + (1 << f.man_bits)) * Fraction(2) ** (exp - f.bias - f.man_bits)


@functools.cache
def _max_finite(f: FloatFormat) -> Fraction:
    top_exp = (1 << f.exp_bits) - 1
    all_man = (1 << f.man_bits) - 1
    exp, man = {
        "ieee": (top_exp - 1, all_man),
        "x87": (top_exp - 1, all_man),
        "fn": (top_exp, all_man - 1),
        "fnuz": (top_exp, all_man),
        "finite": (top_exp, all_man),
        "e8m0": (top_exp - 1, 0),
    }[f.kind]
    value = _classify((exp << f.man_bits) | man, f)[1]
    assert isinstance(value, Fraction)  # the largest finite value, not "inf" or "nan"
    return value


def _round(x: Fraction, f: FloatFormat) -> Fraction | None:
    """Round |x| to the nearest value of the format (ties to even); None on overflow."""
    if x == 0:
        return Fraction(0)
    e = x.numerator.bit_length() - x.denominator.bit_length()
    if Fraction(2) ** e > x:
        e -= 1
    quantum_exp = max(e, f.min_exp) - (f.precision - 1)
    q = x / Fraction(2) ** quantum_exp
    n = math.floor(q)
    rest = q - n
    if rest > Fraction(1, 2) or (rest == Fraction(1, 2) and n % 2 == 1):
        n += 1
    result = n * Fraction(2) ** quantum_exp
    return None if result > _max_finite(f) else result


def _encode_exact(sign: int, value: Fraction | str, f: FloatFormat) -> int:
    """Bits of a value that is exactly representable (or "inf"/"nan")."""
    top = (1 << f.exp_bits) - 1
    sign_bit = sign << (f.width - 1) if f.kind != "e8m0" else 0
    if value == _NAN:
        nan = {
            "ieee": (top << f.man_bits) | (1 << (f.man_bits - 1)),
            "x87": (top << f.man_bits) | (3 << (f.man_bits - 2)),
            "fn": (top << f.man_bits) | ((1 << f.man_bits) - 1),
            "fnuz": 1 << (f.width - 1),
            "e8m0": 0xFF,
        }
        if f.kind not in nan:
            raise ValueError("format has no NaN")
        return nan[f.kind] if f.kind in ("fnuz", "e8m0") else sign_bit | nan[f.kind]
    if value == _INF:
        if not f.has_inf:
            raise ValueError("format has no infinity")
        int_bit = 1 << (f.man_bits - 1) if f.kind == "x87" else 0
        return sign_bit | (top << f.man_bits) | int_bit
    if value == 0:
        return 0 if f.kind == "fnuz" else sign_bit
    e = value.numerator.bit_length() - value.denominator.bit_length()
    if Fraction(2) ** e > value:
        e -= 1
    if f.kind == "e8m0":
        return e + f.bias
    implicit = 0 if f.kind == "x87" else 1
    if e < f.min_exp:  # subnormal
        man = int(value / Fraction(2) ** (f.min_exp - (f.precision - 1)))
        return sign_bit | man
    man = int(value / Fraction(2) ** (e - (f.precision - 1)))
    if implicit:
        man -= 1 << f.man_bits
    return sign_bit | ((e + f.bias) << f.man_bits) | man


def format_of(name: str) -> FloatFormat:
    try:
        return FORMATS[name]
    except KeyError:
        raise ValueError(f"not a float type: {name}") from None


def bits_fit(bits: int, name: str) -> bool:
    """True when ``bits`` is a valid bit pattern width-wise for the format."""
    return 0 <= bits < (1 << format_of(name).width)


def canonical_bits(bits: int, name: str) -> int:
    """The bits as APFloat holds them after reading ``bits``: only ``f80`` has
    encodings it rewrites (unnormals become NaNs, pseudo-denormals normals)."""
    f = format_of(name)
    if f.kind != "x87":
        return bits
    sign, value = _classify(bits, f)
    if value == _NAN:
        return bits | (((1 << f.exp_bits) - 1) << f.man_bits)
    return bits if value == _INF else _encode_exact(sign, value, f)


def encode(value: float, name: str) -> int:
    """Bits of ``value`` rounded to the format ``name``.

    Overflow gives infinity where the format has one, NaN where it has only
    NaN, and raises ``ValueError`` for finite-only formats.
    """
    f = format_of(name)
    sign = 1 if math.copysign(1.0, value) < 0 else 0
    if math.isnan(value):
        return _encode_exact(0, _NAN, f)
    if math.isinf(value):
        rounded = None
    else:
        rounded = _round(abs(Fraction(value)), f)
    if rounded is None:
        if f.has_inf:
            return _encode_exact(sign, _INF, f)
        if f.kind == "finite":
            raise ValueError(f"value {value!r} does not fit {name}")
        return _encode_exact(sign, _NAN, f)
    return _encode_exact(sign, rounded, f)


def decode(bits: int, name: str) -> float:
    """The value of ``bits`` as a Python float (nearest double)."""
    sign, value = _classify(bits, format_of(name))
    if value == _NAN:
        return math.nan
    if value == _INF:
        return -math.inf if sign else math.inf
    try:
        result = float(value)
    except OverflowError:
        result = math.inf
    return -result if sign else result


def _apfloat_string(
    value: Fraction, negative: bool, precision_bits: int, digits: int, padding: int, truncate_zero: bool
) -> str:
    """APFloat::toString for a positive finite ``value`` (or zero)."""
    sign = "-" if negative else ""
    if value == 0:
        if padding:
            return sign + "0"
        return sign + ("0.0E+0" if truncate_zero else "0." + "0" * max(digits, 1) + "e+00")
    if digits == 0:
        digits = 2 + precision_bits * 59 // 196
    num, den = value.numerator, value.denominator
    exp2 = -(den.bit_length() - 1)  # den is a power of two
    sig = num
    if exp2 == 0:
        exp10 = 0
    else:
        sig = num * 5 ** (-exp2)
        exp10 = exp2
    # APFloat first drops the low digits it considers beyond need, truncating.
    required = (digits * 196 + 58) // 59
    discard = max(sig.bit_length() - required, 0) * 59 // 196
    if discard:
        sig //= 10**discard
        exp10 += discard
    text = str(sig)
    stripped = text.rstrip("0")
    exp10 += len(text) - len(stripped)
    buf = stripped
    if len(buf) > digits:
        keep, nxt = buf[:digits], buf[digits]
        dropped = len(buf) - digits
        if nxt >= "5":
            rounded = str(int(keep) + 1)
            if len(rounded) > len(keep):  # carried through: 99.. -> 100..
                dropped += 1
                rounded = rounded[:-1]
            keep = rounded
        stripped = keep.rstrip("0")
        exp10 += dropped + len(keep) - len(stripped)
        buf = stripped or "1"
    n = len(buf)
    if padding == 0:
        scientific = True
    elif exp10 >= 0:
        scientific = exp10 > padding or n + exp10 > digits
    else:
        msd = exp10 + n - 1
        scientific = msd < 0 and -msd > padding
    if scientific:
        e = exp10 + n - 1
        mantissa = buf[0] + "." + (buf[1:] if (n > 1 or not truncate_zero) else "0")
        if not truncate_zero:
            mantissa += "0" * (digits - n + 1)
            return f"{sign}{mantissa}e{'+' if e >= 0 else '-'}{abs(e):02d}"
        return f"{sign}{mantissa}E{'+' if e >= 0 else '-'}{abs(e)}"
    if exp10 >= 0:
        return sign + buf + "0" * exp10
    whole = n + exp10
    if whole > 0:
        return sign + buf[:whole] + "." + buf[whole:]
    return sign + "0." + "0" * (-whole) + buf


def _reads_back(text: str, bits: int, f: FloatFormat) -> bool:
    """Would APFloat, reading ``text`` exactly in format ``f``, give ``bits``?"""
    value = Fraction(Decimal(text))
    rounded = _round(abs(value), f)
    if rounded is None:
        return False
    return _encode_exact(1 if text.startswith("-") else 0, rounded, f) == bits


@functools.lru_cache(maxsize=4096)
def format_float(bits: int, name: str) -> str:
    """Print the float with bit pattern ``bits`` in format ``name`` as mlir-opt does."""
    f = format_of(name)
    bits = canonical_bits(bits, name)
    sign, value = _classify(bits, f)
    if isinstance(value, Fraction):
        short = _apfloat_string(value, bool(sign), f.precision, 6, 0, False)
        text = short if _reads_back(short, bits, f) else _apfloat_string(value, bool(sign), f.precision, 0, 3, True)
        # MLIR reads a decimal literal through a double, so mlir-opt's text for
        # some f80/f128 values does not read back; those are printed as bits.
        if "." in text and encode(float(text), name) == bits:
            return text
    return f"0x{bits:X}"
