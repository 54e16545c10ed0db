"""Strides and offset of a memref layout, as MLIR's
``MemRefType::getStridesAndOffset`` computes them: the checks of the memref
view ops (subview, view, collapse/expand_shape, cast, reinterpret_cast) compare
layouts through this one function, whatever the layout's spelling.

    memref<4x8xf32>                                       -> (0, (8, 1))
    memref<4x8xf32, strided<[?, 1], offset: 2>>           -> (2, (None, 1))
    memref<4x8xf32, affine_map<(d0, d1)[s0] -> (d0 * 8 + s0 + d1)>>  -> (None, (8, 1))
    memref<4x8xf32, affine_map<(d0, d1) -> (d1, d0)>>     -> None (not strided)

``None`` entries are dynamic (MLIR's ``kDynamic``).  A map is strided when it
has one result that is a sum of dimensions times symbolic factors plus a
symbolic offset; ``floordiv``, ``ceildiv`` and ``mod`` make it not strided.
"""

from __future__ import annotations

from ..ir import attrs as A
from ..ir import types as T
from ..ir.affine_expr import map_exprs

__all__ = [
    "saturated_mul",
    "saturated_add",
    "strides_and_offset",
    "known_layout",
    "strided_map",
    "canonical_strided_layout",
]


def saturated_mul(a, b):
    """MLIR's SaturatedInteger product: 0 times anything is 0, else dynamic wins."""
    if a == 0 or b == 0:
        return 0
    return None if a is None or b is None else a * b


def saturated_add(a, b):
    return None if a is None or b is None else a + b


def _canonical_strides(shape) -> tuple:
    """Row-major strides (``makeCanonicalStridedLayoutExpr``): a dynamic or
    zero size makes the strides of all outer dimensions dynamic."""
    strides, acc = [], 1
    for d in reversed(shape):
        strides.append(acc)
        acc = None if acc is None or d is None or d <= 0 else acc * d
    return tuple(reversed(strides))


def _extract(e, factor, strides: list, offset: list) -> bool:
    """MLIR's ``extractStrides``: add ``e * factor`` to the strides (one per
    dimension) and to ``offset[0]``; False when ``e`` is not a sum of products."""
    kind = e[0]
    if kind == "d":
        strides[e[1]] = saturated_add(strides[e[1]], factor)
        return True
    if kind == "c":
        offset[0] = saturated_add(offset[0], saturated_mul(e[1], factor))
        return True
    if kind == "s":
        offset[0] = saturated_add(offset[0], saturated_mul(None, factor))
        return True
    if kind == "+":
        left = _extract(e[1], factor, strides, offset)
        return _extract(e[2], factor, strides, offset) and left
    if kind == "*":
        lhs, rhs = e[1], e[2]
        if lhs[0] == "d":
            strides[lhs[1]] = saturated_add(strides[lhs[1]], saturated_mul(_value(rhs), factor))
            return True
        if _symbolic(lhs):
            return _extract(rhs, saturated_mul(factor, _value(lhs)), strides, offset)
        return _extract(lhs, saturated_mul(factor, _value(rhs)), strides, offset)
    return False  # floordiv, ceildiv, mod


def _value(e):
    """A symbolic factor: its value when constant, else dynamic."""
    return e[1] if e[0] == "c" else None


def _symbolic(e) -> bool:
    if e[0] == "d":
        return False
    if e[0] in ("c", "s"):
        return True
    return _symbolic(e[1]) and _symbolic(e[2])


def _map_strides(layout: A.AffineMapAttr, rank: int):
    dims, _, results = map_exprs(layout.text)
    if len(results) != 1 or dims != rank:
        return None
    strides, offset = [0] * rank, [0]
    if not _extract(results[0], 1, strides, offset):
        return None
    return offset[0], tuple(strides)


def strides_and_offset(t: T.MemRefType):
    """``(offset, strides)`` of a ranked memref's layout, or None when the
    layout is not strided (or not a layout bufls knows)."""
    layout = t.layout
    if isinstance(layout, A.StridedLayoutAttr):
        return layout.offset, tuple(layout.strides)
    if layout is None or t.is_identity_layout:
        return 0, _canonical_strides(t.shape)
    if isinstance(layout, A.AffineMapAttr):
        return _map_strides(layout, len(t.shape))
    return None


def known_layout(t: T.MemRefType) -> bool:
    """True when ``strides_and_offset`` is sure of its answer: the layout is
    the identity, strided or an affine map (not an alias or dialect layout)."""
    return t.layout is None or isinstance(t.layout, (A.StridedLayoutAttr, A.AffineMapAttr))


def strided_map(offset, strides) -> A.AffineMapAttr:
    """MLIR's ``makeStridedLinearLayoutMap``: ``offset + d0 * stride0 + ...``,
    a new symbol for the dynamic offset and for each dynamic stride."""
    syms = 0
    if offset is None:
        expr, syms = "s0", 1
    else:
        expr = str(offset)
    for i, s in enumerate(strides):
        if s is None:
            mult, syms = f"s{syms}", syms + 1
        else:
            mult = str(s)
        expr += f" + d{i} * {mult}"
    return A.AffineMapAttr(f"{_header(len(strides), syms)} -> ({expr})")


def _header(dims: int, syms: int) -> str:
    text = "(" + ", ".join(f"d{i}" for i in range(dims)) + ")"
    return text + ("[" + ", ".join(f"s{i}" for i in range(syms)) + "]" if syms else "")


def _linear(e) -> dict | None:
    """The coefficients of a pure affine expression (``("d", 0)`` -> 5,
    ``("c",)`` -> the constant); None when it multiplies by a symbol or
    divides.  MLIR's ``simplifyAffineExpr`` rebuilds pure affine expressions
    from these, so two of them are equal when their coefficients are."""
    kind = e[0]
    if kind == "c":
        return {("c",): e[1]}
    if kind in ("d", "s"):
        return {(kind, e[1]): 1}
    if kind == "+":
        a, b = _linear(e[1]), _linear(e[2])
        if a is None or b is None:
            return None
        for k, v in b.items():
            a[k] = a.get(k, 0) + v
        return {k: v for k, v in a.items() if v}
    if kind == "*" and e[2][0] == "c":
        a = _linear(e[1])
        return None if a is None else {k: v * e[2][1] for k, v in a.items() if v * e[2][1]}
    return None


def _same_expr(a, b) -> bool:
    """Equal after MLIR's ``simplifyAffineExpr``: by coefficients when both
    are pure affine, else as built."""
    la, lb = _linear(a), _linear(b)
    if la is not None and lb is not None:
        return la == lb
    return a == b


def _canonical_expr(shape):
    """MLIR's ``makeCanonicalStridedLayoutExpr`` (an expression tuple)."""
    expr, syms, running, poisoned = [], 0, 1, False
    for i in reversed(range(len(shape))):
        if poisoned:
            stride, syms = f"s{syms}", syms + 1
        else:
            stride = str(running)
        expr.append(f"d{i} * {stride}")
        d = shape[i]
        if d is not None and d > 0:
            running *= d
        else:
            poisoned = True
    text = f"{_header(len(shape), syms)} -> ({' + '.join(expr)})"
    return map_exprs(A.AffineMapAttr(text).text)[2][0]


def canonical_strided_layout(t: T.MemRefType) -> T.MemRefType:
    """MLIR's ``canonicalizeStridedLayout``: the layout as a simplified affine
    map, or none when that map is the row-major one of the shape."""
    layout = t.layout
    if isinstance(layout, A.StridedLayoutAttr):
        amap = strided_map(layout.offset, layout.strides)
    elif isinstance(layout, A.AffineMapAttr):
        amap = layout
    else:
        return t
    if amap.is_identity or len(amap.results_text) > 1 or not t.shape:
        return t
    dims, syms, (expr,) = map_exprs(amap.text)
    if _same_expr(expr, _canonical_expr(t.shape)):
        return T.MemRefType(t.shape, t.element, None, t.memory_space)
    return T.MemRefType(t.shape, t.element, _flattened(amap, dims, syms, expr), t.memory_space)


def _flattened(amap: A.AffineMapAttr, dims: int, syms: int, expr) -> A.AffineMapAttr:
    """A pure affine map as ``simplifyAffineExpr`` rebuilds it: dimensions,
    then symbols, then the constant."""
    coeffs = _linear(expr)
    if coeffs is None:
        return amap
    terms = [
        f"{kind}{pos} * {coeffs[(kind, pos)]}"
        for kind, n in (("d", dims), ("s", syms))
        for pos in range(n)
        if (kind, pos) in coeffs
    ]
    terms.append(str(coeffs.get(("c",), 0)))
    return A.AffineMapAttr(f"{_header(dims, syms)} -> ({' + '.join(terms)})")
