"""Per-op checks of the memref view ops (subview, reinterpret_cast, view,
cast, transpose, reshape, expand/collapse_shape): the ``verify`` hooks of
``memref.py`` for ops whose result aliases their source with a new shape or
layout.  Like ``_memref_verify.py``, a hook reports MLIR's message for what it
is sure of and stays silent where bufls does not know the layout (aliases,
dialect layouts); affine-map layouts are compared through their strides
(``_layout.py``)."""

from __future__ import annotations

import itertools

from ..ir import attrs as A
from ..ir import types as T
from ._layout import canonical_strided_layout, known_layout, strides_and_offset
from ._layout import saturated_add as _add
from ._layout import saturated_mul as _mul
from ._memref_verify import _compatible, _err, _is_memref, _ranked, _space
from ._mixed import KDYNAMIC, check_mixed_lists, static_values


def verify_subview(op, report) -> None:
    lists = check_mixed_lists(op, report, 1)
    src, res = op.operands[0].type, op.results[0].type if op.results else None
    if lists is None or not _ranked(src):
        return
    if len(lists[0]) != src.rank:
        report(f"expected {src.rank} offset values, got {len(lists[0])}")
    elif _ranked(res) and res.rank > src.rank:
        report(f"expected result rank to be smaller or equal to the source rank, but got '{res}'")
    elif _ranked(res) and res.element != src.element:
        report(f"expected result element type to be '{src.element}', but got '{res}'")
    elif _ranked(res) and _space(res) != _space(src):
        report(f"different memory spaces specified for base memref type '{src}' and subview memref type '{res}'")
    elif known_layout(src) and _strides(src) is None:
        report(f"base type '{src}' is not strided")
    elif _ranked(res):
        _check_subview_result(src, res, lists, report)


def _dyn_none(v):
    return None if v == KDYNAMIC else v


def subview_type(src: T.MemRefType, offsets, sizes, strides):
    """The type MLIR infers for a subview (before rank reduction), or None
    when the source is not strided."""
    layout = _strides(src)
    if layout is None:
        return None
    offset, src_strides = layout
    for o, st in zip(offsets, src_strides):
        offset = _add(offset, _mul(_dyn_none(o), st))
    res_strides = tuple(_mul(st, _dyn_none(k)) for st, k in zip(src_strides, strides))
    return T.MemRefType(
        tuple(_dyn_none(v) for v in sizes), src.element, A.StridedLayoutAttr(offset, res_strides), src.memory_space
    )


def _check_subview_result(src, res, lists, report) -> None:
    """The result type is the inferred one or a rank-reduced version of it
    (any choice of dropped unit dimensions is accepted)."""
    expected = subview_type(src, *lists)
    if expected is None:  # a layout bufls does not know
        return
    res_layout = _strides(res)
    if res_layout is None and not known_layout(res):
        return
    exp_offset, exp_strides = expected.layout.offset, expected.layout.strides
    units = [i for i, d in enumerate(expected.shape) if d == 1]
    drop_n = expected.rank - res.rank
    if drop_n > len(units) or len(units) > 12:
        sizes_ok = drop_n <= len(units)
        layout_ok = True
    else:
        sizes_ok = layout_ok = False
        for dropped in itertools.combinations(units, drop_n):
            kept = [i for i in range(expected.rank) if i not in dropped]
            if [expected.shape[i] for i in kept] != list(res.shape):
                continue
            sizes_ok = True
            if res_layout is not None and (
                res_layout[0] == exp_offset and list(res_layout[1]) == [exp_strides[i] for i in kept]
            ):
                layout_ok = True
                break
    what = "sizes" if not sizes_ok else "layout" if not layout_ok else None
    if what is not None:
        report(
            f"expected result type to be '{expected}' or a rank-reduced version. "
            f"(mismatch of result {what}), but got '{res}'"
        )


def verify_reinterpret_cast(op, report) -> None:
    lists = check_mixed_lists(op, report, 1, same_rank=1)
    src, res = op.operands[0].type, op.results[0].type if op.results else None
    if lists is None:
        return
    if len(lists[0]) != 1:
        report(f"expected 1 offset values, got {len(lists[0])}")
    elif _is_memref(src) and _ranked(res) and src.element != res.element:
        report(f"different element types specified for source type '{src}' and result memref type '{res}'")
    elif _is_memref(src) and _ranked(res) and _space(src) != _space(res):
        report(f"different memory spaces specified for source type '{src}' and result memref type '{res}'")
    elif _ranked(res):
        _check_reinterpret_result(op, res, lists, report)


def _dyn(v) -> str:
    return "dynamic" if v == KDYNAMIC else str(v)


def _check_reinterpret_result(op, res, lists, report) -> None:
    """The result type agrees with the static offset, sizes and strides."""
    offsets, sizes, strides = lists
    for i, (d, v) in enumerate(zip(res.shape, sizes)):
        if d is not None and d != v:
            return report(f"expected result type with size = {_dyn(v)} instead of {d} in dim = {i}")
    layout = _strides(res)
    if layout is None:
        if known_layout(res):
            _err(op, report, f"result #0 must be strided memref of any type values, but got '{res}'")
        return
    offset, res_strides = layout
    if offset is not None and offset != offsets[0]:
        return report(f"expected result type with offset = {_dyn(offsets[0])} instead of {offset}")
    for i, (s, v) in enumerate(zip(res_strides, strides)):
        if s is not None and s != v:
            return report(f"expected result type with stride = {_dyn(v)} instead of {s} in dim = {i}")


def verify_view(op, report) -> None:
    src, res = op.operands[0].type, op.results[0].type if op.results else None
    if not (_ranked(src) and _ranked(res)):
        return
    for what, t in (("base", src), ("result", res)):
        if not t.is_identity_layout:
            report(f"unsupported map for {what} memref type '{t}'")
            return
    if _space(src) != _space(res):
        report(f"different memory spaces specified for base memref type '{src}' and view memref type '{res}'")
        return
    n = len(op.operands) - 2
    if n != res.num_dynamic_dims:
        _err(op, report, f"incorrect number of dynamic sizes, has {n}, expected {res.num_dynamic_dims}")


def _strides(t: T.MemRefType):
    """(offset, strides) of a ranked memref, None entries dynamic; None when
    the layout is not strided or not known."""
    return strides_and_offset(t)


def cast_compatible(a, b) -> bool:
    """MLIR's ``CastOp::areCastCompatible`` for memrefs (layouts bufls does
    not know are assumed compatible)."""
    if isinstance(a, T.UnrankedMemRefType) and isinstance(b, T.UnrankedMemRefType):
        return False
    if a.element != b.element or _space(a) != _space(b):
        return False
    if not (_ranked(a) and _ranked(b)):
        return True
    if a.rank != b.rank or not all(_compatible(x, y) for x, y in zip(a.shape, b.shape)):
        return False
    if a.layout != b.layout:
        sa, sb = _strides(a), _strides(b)
        if sa is None or sb is None:
            return not (known_layout(a) and known_layout(b))
        if not _compatible(sa[0], sb[0]) or len(sa[1]) != len(sb[1]):
            return False
        if not all(_compatible(x, y) for x, y in zip(sa[1], sb[1])):
            return False
    return True


def verify_cast(op, report) -> None:
    a, b = op.operands[0].type, op.results[0].type
    if _is_memref(a) and _is_memref(b) and not cast_compatible(a, b):
        _err(op, report, f"operand type '{a}' and result type '{b}' are cast incompatible")


def verify_transpose(op, report) -> None:
    perm = op.attr("permutation")
    src = op.operands[0].type
    if not isinstance(perm, A.AffineMapAttr):
        return
    n = perm.num_dims
    results = [r.strip() for r in perm.results_text]
    if perm.num_symbols or sorted(results) != sorted(f"d{i}" for i in range(n)):
        _err(op, report, "expected a permutation map")
    elif _ranked(src) and n != src.rank:
        _err(op, report, "expected a permutation map of same rank as the input")
    elif _ranked(src) and _ranked(op.results[0].type):
        _check_transposed(op, report, src, op.results[0].type, [int(r[1:]) for r in results])


def _check_transposed(op, report, src, res, positions) -> None:
    """The result is the source with permuted sizes and strides.  MLIR
    compares the canonical layouts as maps; bufls reports only when the
    strides or offset differ (two maps with the same strides may still
    differ in MLIR's eyes, e.g. by the order of their symbols)."""
    layout = _strides(src)
    if layout is None or not known_layout(res):
        return
    offset, strides = layout
    expected = T.MemRefType(
        tuple(src.shape[p] for p in positions),
        src.element,
        A.StridedLayoutAttr(offset, tuple(strides[p] for p in positions)),
        src.memory_space,
    )
    if (res.shape, res.element, _space(res)) == (expected.shape, expected.element, _space(expected)) and _strides(
        res
    ) == (offset, expected.layout.strides):
        return
    _err(
        op,
        report,
        f"result type '{res}' is not equivalent to the canonical transposed input type "
        f"'{canonical_strided_layout(expected)}'",
    )


def verify_reshape(op, report) -> None:
    src, shape, res = op.operands[0].type, op.operands[1].type, op.results[0].type
    if not (_is_memref(src) and _is_memref(res)):
        return
    if src.element != res.element:
        _err(op, report, "element types of source and destination memref types should be the same")
    elif _ranked(src) and not src.is_identity_layout:
        _err(op, report, "source memref type should have identity affine map")
    elif _ranked(res) and not res.is_identity_layout:
        _err(op, report, "result memref type should have identity affine map")
    elif _ranked(res) and _ranked(shape) and shape.rank == 1:
        if shape.shape[0] is None:
            _err(op, report, "cannot use shape operand with dynamic length to reshape to statically-ranked memref type")
        elif shape.shape[0] != res.rank:
            _err(op, report, "length of shape operand differs from the result's memref rank")


def _reassociation(op) -> list[list[int]] | None:
    attr = op.attr("reassociation")
    if not isinstance(attr, A.ArrayAttr):
        return None
    return [[d.value for d in g.values] for g in attr.values]


def _verify_collapsed_shape(op, report, collapsed, expanded, groups) -> bool:
    """MLIR's verifyCollapsedShape (several dynamic dims per group allowed)."""
    if len(collapsed) != len(groups):
        _err(op, report, f"invalid number of reassociation groups: found {len(groups)}, expected {len(collapsed)}")
        return False
    next_dim = 0
    for i, group in enumerate(groups):
        dynamic = False
        for d in group:
            if d != next_dim:
                _err(op, report, "reassociation indices must be contiguous")
                return False
            next_dim += 1
            if d >= len(expanded):
                _err(op, report, f"reassociation index {d} is out of bounds")
                return False
            dynamic = dynamic or expanded[d] is None
        if (collapsed[i] is None) != dynamic:
            _err(op, report, f"collapsed dim ({i}) must be dynamic if and only if reassociation group is dynamic")
            return False
        if not dynamic:
            size = 1
            for d in group:
                size *= expanded[d]
            if size != collapsed[i]:
                _err(op, report, f"collapsed dim size ({collapsed[i]}) must equal reassociation group size ({size})")
                return False
    if not collapsed:
        if any(d != 1 for d in expanded):
            _err(op, report, "rank 0 memrefs can only be extended/collapsed with/from ones")
            return False
    elif next_dim != len(expanded):
        _err(
            op,
            report,
            f"expanded rank ({len(expanded)}) inconsistent with number of reassociation indices ({next_dim})",
        )
        return False
    return True


def verify_expand_shape(op, report) -> None:
    src, res = op.operands[0].type, op.results[0].type
    groups = _reassociation(op)
    if not (_ranked(src) and _ranked(res)) or groups is None or not _strided_operands(op, report, src, res):
        return
    if src.rank > res.rank:
        return _err(
            op,
            report,
            f"has source rank {src.rank} and result rank {res.rank}. "
            f"This is not an expansion ({src.rank} > {res.rank}).",
        )
    if not _verify_collapsed_shape(op, report, src.shape, res.shape, groups):
        return
    if known_layout(src) and known_layout(res):
        layout = None
        if not src.is_identity_layout:
            layout = _expanded_layout(src, res.shape, groups)
            if layout is None:
                return _err(op, report, "invalid source layout map")
        expected = T.MemRefType(res.shape, src.element, layout, src.memory_space)
        if expected != res:
            return _err(op, report, f"expected expanded type to be '{expected}' but found '{res}'")
    static = static_values(op.attr("static_output_shape"))
    if len(static) != res.rank:
        return _err(
            op,
            report,
            f"expected number of static shape bounds to be equal to the output "
            f"rank ({res.rank}) but found {len(static)} inputs instead",
        )
    ndyn = sum(1 for v in static if v == KDYNAMIC)
    if ndyn != len(op.operands) - 1:
        return _err(
            op,
            report,
            f"mismatch in dynamic dims in output_shape and static_output_shape: "
            f"static_output_shape has {ndyn} dynamic dims while output_shape has "
            f"{len(op.operands) - 1} values",
        )
    for pos, (d, v) in enumerate(zip(res.shape, static)):
        if d is not None and d != v:
            return _err(op, report, f"invalid output shape provided at pos {pos}")


def _expanded_layout(src: T.MemRefType, shape, groups) -> A.StridedLayoutAttr | None:
    """MLIR's ``computeExpandedLayoutMap``: each source stride is that of the
    last dimension of its group and grows along the group's sizes."""
    layout = _strides(src)
    if layout is None:
        return None
    offset, src_strides = layout
    reverse, index = [], len(shape) - 1
    for group, stride in zip(reversed(groups), reversed(src_strides)):
        for _ in group:
            reverse.append(stride)
            stride = _mul(stride, shape[index])
            index -= 1
    strides = list(reversed(reverse))
    strides += [1] * (len(shape) - len(strides))
    return A.StridedLayoutAttr(offset, tuple(strides[: len(shape)]))


def _strided_operands(op, report, src, res) -> bool:
    """The ODS constraint of the reshaping ops: strided memrefs in and out."""
    for what, t in (("operand", src), ("result", res)):
        if known_layout(t) and _strides(t) is None:
            _err(op, report, f"{what} #0 must be strided memref of any type values, but got '{t}'")
            return False
    return True


def verify_collapse_shape(op, report) -> None:
    src, res = op.operands[0].type, op.results[0].type
    groups = _reassociation(op)
    if not (_ranked(src) and _ranked(res)) or groups is None or not _strided_operands(op, report, src, res):
        return
    if src.rank < res.rank:
        return _err(
            op,
            report,
            f"has source rank {src.rank} and result rank {res.rank}. This is not a collapse ({src.rank} < {res.rank}).",
        )
    if not _verify_collapsed_shape(op, report, res.shape, src.shape, groups) or not known_layout(src):
        return
    layout = None
    if not src.is_identity_layout:
        layout = _collapsed_layout(src, groups)
        if layout is None:
            return _err(op, report, "invalid source layout map or collapsing non-contiguous dims")
    expected = T.MemRefType(res.shape, src.element, layout, src.memory_space)
    if expected != res and known_layout(res):
        _err(op, report, f"expected collapsed type to be '{expected}' but found '{res}'")


def _collapsed_layout(src: T.MemRefType, groups) -> A.StridedLayoutAttr | None:
    """MLIR's ``computeCollapsedLayoutMap`` (non-strict): a group's stride is
    that of its last dimension not of size 1 (dynamic if that size is); None
    when a group collapses dimensions that are not contiguous."""
    layout = _strides(src)
    if layout is None:
        return None
    offset, strides = layout
    shape = src.shape
    result = []
    for group in groups:
        ref = list(group)
        while len(ref) > 1 and shape[ref[-1]] == 1:
            ref.pop()
        result.append(strides[ref[-1]] if shape[ref[-1]] is not None or len(ref) == 1 else None)
    for group, stride in zip(reversed(groups), reversed(result)):
        for idx in reversed(group[1:]):
            stride = _mul(stride, shape[idx])
            if shape[idx - 1] == 1:
                continue
            src_stride = strides[idx - 1]
            if stride is not None and src_stride is not None and stride != src_stride:
                return None
    return A.StridedLayoutAttr(offset, tuple(result))
