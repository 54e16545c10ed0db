"""Per-op checks of the memref dialect (the ``verify`` hooks of ``memref.py``);
the view ops' checks are in ``_memref_view_verify.py``.

Each hook is ``verify_<op>(op, report)`` and reports MLIR's own message for
the problems MLIR's verifier (or its parser's attribute constraints) finds.
Layouts are compared through their strides (``_layout.py``); a hook only
reports what it is sure of (an op bufls does not know may be an allocation
scope, a layout alias is not looked into), so valid IR never gets a
diagnostic.
"""

from __future__ import annotations

from ..ir import attrs as A
from ..ir import types as T

_FLOAT_KINDS = frozenset({"addf", "maximumf", "maxnumf", "minimumf", "minnumf", "mulf"})
_ATOMIC_KINDS = (
    "addf",
    "addi",
    "andi",
    "assign",
    "maximumf",
    "maxnumf",
    "maxs",
    "maxu",
    "minimumf",
    "minnumf",
    "mins",
    "minu",
    "mulf",
    "muli",
    "ori",
    "xori",
)


def _ranked(t) -> bool:
    return isinstance(t, T.MemRefType)


def _is_memref(t) -> bool:
    return isinstance(t, (T.MemRefType, T.UnrankedMemRefType))


def _known(t) -> bool:
    return not isinstance(t, T.UnknownType)


def _segments(op) -> list[int] | None:
    seg = op.attr("operandSegmentSizes")
    return [int(v) for v in seg.values] if isinstance(seg, A.DenseArrayAttr) else None


def _err(op, report, message: str) -> None:
    report(f"'{op.name}' op {message}")


def _check_alignment(op, report, name: str = "alignment") -> None:
    """MLIR's ``ConfinedAttr<I64Attr, [IntPositive, IntPowerOf2]>``."""
    a = op.attr(name)
    if a is None:
        return
    v = a.value if isinstance(a, A.IntegerAttr) else None
    if v is None or v <= 0 or v & (v - 1):
        _err(
            op,
            report,
            f"attribute '{name}' failed to satisfy constraint: 64-bit signless "
            "integer attribute whose value is positive and whose value is a power of two > 0",
        )


def _space(t):
    return getattr(t, "memory_space", None)


def _num_layout_symbols(t: T.MemRefType) -> int:
    layout = t.layout
    if isinstance(layout, A.AffineMapAttr):
        return layout.num_symbols
    if isinstance(layout, A.StridedLayoutAttr):
        return (layout.offset is None) + sum(s is None for s in layout.strides)
    return 0


def _compatible(a, b) -> bool:
    return a is None or b is None or a == b


# ---------------------------------------------------------------- allocation


def verify_alloc(op, report) -> None:
    t = op.results[0].type
    if not _ranked(t):
        if _known(t):
            _err(op, report, f"result #0 must be memref of any type values, but got '{t}'")
        return
    seg = _segments(op) or [len(op.operands), 0]
    if seg[0] != t.num_dynamic_dims:
        _err(op, report, f"incorrect number of dynamic sizes, has {seg[0]}, expected {t.num_dynamic_dims}")
    nsym = _num_layout_symbols(t)
    if len(seg) > 1 and seg[1] != nsym:
        _err(op, report, f"symbol operand count does not equal memref symbol count: expected {nsym}, got {seg[1]}")
    _check_alignment(op, report)


# Dialects of upstream MLIR with ops that are allocation scopes (llvm.func,
# async.func, ...): an ancestor op of theirs that bufls does
# not model may be one, so the alloca check stays silent under it.
_SCOPE_DIALECTS = frozenset(
    {"acc", "affine", "async", "emitc", "func", "gpu", "llvm", "memref", "ml_program", "omp", "scf", "spirv"}
)


def verify_alloca(op, report) -> None:
    """An alloca needs an AutomaticAllocationScope ancestor (its buffer is
    freed when that op's region exits), then the checks of memref.alloc."""
    from ..ir.registry import registry

    for anc in op.ancestors():
        model = registry.get(anc.name)
        if model is None and anc.name.partition(".")[0] in _SCOPE_DIALECTS:
            break
        if model is not None and model.has("automatic_allocation_scope"):
            break
    else:
        if op.parent is not None:
            _err(op, report, "requires an ancestor op with AutomaticAllocationScope trait")
    verify_alloc(op, report)


def verify_dealloc(op, report) -> None:
    t = op.operands[0].type
    if not _is_memref(t) and _known(t):
        _err(op, report, f"operand #0 must be ranked or unranked memref of any type values, but got '{t}'")


def verify_realloc(op, report) -> None:
    src, res = op.operands[0].type, op.results[0].type
    if not (_ranked(src) and _ranked(res)):
        return
    for what, t in (("source", src), ("result", res)):
        if not t.is_identity_layout:
            report(f"unsupported layout for {what} memref type '{t}'")
            return
    if _space(src) != _space(res):
        report(f"different memory spaces specified for source memref type '{src}' and result memref type '{res}'")
    elif src.element != res.element:
        report(f"different element types specified for source memref type '{src}' and result memref type '{res}'")
    elif res.num_dynamic_dims and len(op.operands) < 2:
        report(f"missing dimension operand for result type '{res}'")
    elif not res.num_dynamic_dims and len(op.operands) > 1:
        report(f"unnecessary dimension operand for result type '{res}'")
    _check_alignment(op, report)


# ---------------------------------------------------------------- access


def _check_indices(op, report, memref_type, n: int, message: str) -> None:
    if _ranked(memref_type) and n != memref_type.rank:
        _err(op, report, message.format(rank=memref_type.rank, n=n))


def verify_load(op, report) -> None:
    t = op.operands[0].type
    _check_indices(
        op, report, t, len(op.operands) - 1, "incorrect number of indices for load, expected {rank} but got {n}"
    )
    if _is_memref(t) and op.results and _known(op.results[0].type) and op.results[0].type != t.element:
        _err(op, report, "failed to verify that result type matches element type of 'memref'")
    _check_alignment(op, report)


def verify_store(op, report) -> None:
    t = op.operands[1].type
    _check_indices(op, report, t, len(op.operands) - 2, "store index operand count not equal to memref rank")
    v = op.operands[0].type
    if _is_memref(t) and _known(v) and v != t.element:
        _err(op, report, "failed to verify that type of 'value' matches element type of 'memref'")
    _check_alignment(op, report)


def verify_atomic_rmw(op, report) -> None:
    t = op.operands[1].type
    _check_indices(op, report, t, len(op.operands) - 2, "expects the number of subscripts to be equal to memref rank")
    kind = op.attr("kind")
    if not isinstance(kind, A.IntegerAttr) or not 0 <= kind.value < len(_ATOMIC_KINDS):
        return
    name = _ATOMIC_KINDS[kind.value]
    v = op.operands[0].type
    if name in _FLOAT_KINDS and not isinstance(v, T.FloatType) and _known(v):
        _err(op, report, f"with kind '{name}' expects a floating-point type")
    elif (
        name not in _FLOAT_KINDS and name != "assign" and not isinstance(v, (T.IntegerType, T.IndexType)) and _known(v)
    ):
        _err(op, report, f"with kind '{name}' expects an integer type")


def verify_generic_atomic_rmw(op, report) -> None:
    t = op.operands[0].type
    res = op.results[0].type if op.results else None
    region = op.regions[0] if op.regions else None
    if region is not None and region.blocks:
        args = region.blocks[0].args
        if len(args) != 1:
            _err(op, report, "expected single number of entry block arguments")
        elif res is not None and args[0].type != res:
            _err(op, report, "expected block argument of the same type result type")
    if _is_memref(t) and res is not None and res != t.element:
        _err(op, report, "failed to verify that result type matches element type of memref")


def verify_atomic_yield(op, report) -> None:
    parent = op.parent_op
    if parent is None or not parent.results or not op.operands:
        return
    a, b = op.operands[0].type, parent.results[0].type
    if a != b and _known(a):
        _err(op, report, f"types mismatch between yield op: '{a}' and its parent: '{b}'")


def verify_prefetch(op, report) -> None:
    t = op.operands[0].type
    _check_indices(op, report, t, len(op.operands) - 1, "too few indices")
    hint = op.attr("localityHint")
    if isinstance(hint, A.IntegerAttr) and not 0 <= hint.value <= 3:
        _err(
            op,
            report,
            "attribute 'localityHint' failed to satisfy constraint: 32-bit signless "
            "integer attribute whose minimum value is 0 whose maximum value is 3",
        )


# ---------------------------------------------------------------- globals, misc


def verify_global(op, report) -> None:
    vis = op.attr("sym_visibility")
    if isinstance(vis, A.StringAttr) and vis.value not in ("public", "private", "nested"):
        _err(op, report, f'visibility expected to be one of ["public", "private", "nested"], but got "{vis.value}"')
    _check_initial_value(op, report)
    _check_alignment(op, report)


def _check_initial_value(op, report) -> None:
    """An elements initial value has the global's element type and shape."""
    t, init = op.attr("type"), op.attr("initial_value")
    t = t.type if isinstance(t, A.TypeAttr) else None
    init_type = getattr(init, "type", None)
    if not (_ranked(t) and isinstance(init_type, (T.TensorType, T.VectorType))):
        return
    if init_type.element != t.element and _known(init_type.element):
        _err(
            op,
            report,
            f"initial value element expected to be of type '{t.element}', but was of type '{init_type.element}'",
        )
    elif tuple(init_type.shape) != tuple(t.shape):
        shape = lambda s: ", ".join("?" if d is None else str(d) for d in s)
        _err(op, report, f"initial value shape expected to be {shape(t.shape)} but was {shape(init_type.shape)}")


def _lookup_global(op, name: str):
    """The memref.global named ``name`` in the nearest enclosing symbol table."""
    from ..ir.registry import registry

    for anc in op.ancestors():
        model = registry.get(anc.name)
        if model is None or not model.has("symbol_table"):
            continue
        for region in anc.regions:
            for block in region.blocks:
                for o in block.ops:
                    sym = o.attr("sym_name")
                    if isinstance(sym, A.StringAttr) and sym.value == name:
                        return o
        return None
    return None


def verify_get_global(op, report) -> None:
    name = op.attr("name")
    if not isinstance(name, A.SymbolRefAttr) or op.parent is None:
        return
    g = _lookup_global(op, name.root)
    if g is None or g.name != "memref.global":
        _err(op, report, f"'{name.root}' does not reference a valid global memref")
        return
    t = g.attr("type")
    res = op.results[0].type
    if isinstance(t, A.TypeAttr) and t.type != res:
        _err(op, report, f"result type '{res}' does not match type '{t.type}' of the global memref {name}")


def verify_copy(op, report) -> None:
    a, b = op.operands[0].type, op.operands[1].type
    if not (_is_memref(a) and _is_memref(b)):
        return
    if _ranked(a) and _ranked(b) and (a.rank != b.rank or not all(_compatible(x, y) for x, y in zip(a.shape, b.shape))):
        _err(op, report, "requires the same shape for all operands")
    elif a.element != b.element:
        _err(op, report, "requires the same element type for all operands")


def verify_dim(op, report) -> None:
    t = op.operands[0].type
    if (_ranked(t) and t.rank == 0) or (not _is_memref(t) and _known(t)):
        _err(
            op,
            report,
            "operand #0 must be unranked.memref of any type values or "
            f"non-0-ranked.memref of any type values, but got '{t}'",
        )


def verify_rank(op, report) -> None:
    t = op.operands[0].type
    if not _is_memref(t) and _known(t):
        _err(op, report, f"operand #0 must be ranked or unranked memref of any type values, but got '{t}'")


def verify_assume_alignment(op, report) -> None:
    a = op.attr("alignment")
    if not isinstance(a, A.IntegerAttr):
        return
    if a.value <= 0:
        _err(
            op,
            report,
            "attribute 'alignment' failed to satisfy constraint: 32-bit signless "
            "integer attribute whose value is positive",
        )
    elif a.value & (a.value - 1):
        _err(op, report, "alignment must be power of 2")


def verify_distinct_objects(op, report) -> None:
    if not op.operands:
        _err(op, report, "expected at least one operand")
    elif [v.type for v in op.operands] != [r.type for r in op.results]:
        _err(op, report, "operand types and result types must match")


def verify_dma_start(op, report) -> None:
    """MLIR's DmaStartOp::verify, in its order (positions follow the ranks)."""
    ops = op.operands
    n = len(ops)
    if n < 4:
        return _err(op, report, "expected at least 4 operands")
    index = lambda vs: all(isinstance(v.type, T.IndexType) for v in vs)
    if not _ranked(ops[0].type):
        return _err(op, report, "expected source to be of memref type")
    r_src = ops[0].type.rank
    if n < r_src + 4:
        return _err(op, report, f"expected at least {r_src + 4} operands")
    if not index(ops[1 : 1 + r_src]):
        return _err(op, report, "expected source indices to be of index type")
    dst = ops[1 + r_src]
    if not _ranked(dst.type):
        return _err(op, report, "expected destination to be of memref type")
    expected = r_src + dst.type.rank + 4
    if n < expected:
        return _err(op, report, f"expected at least {expected} operands")
    if not index(ops[2 + r_src : 2 + r_src + dst.type.rank]):
        return _err(op, report, "expected destination indices to be of index type")
    num = 2 + r_src + dst.type.rank
    if not index([ops[num]]):
        return _err(op, report, "expected num elements to be of index type")
    tag = ops[num + 1]
    if not _ranked(tag.type):
        return _err(op, report, "expected tag to be of memref type")
    expected += tag.type.rank
    if n < expected:
        return _err(op, report, f"expected at least {expected} operands")
    if not index(ops[num + 2 : num + 2 + tag.type.rank]):
        return _err(op, report, "expected tag indices to be of index type")
    if n not in (expected, expected + 2):
        return _err(op, report, "incorrect number of operands")
    if n == expected + 2 and not index(ops[-2:]):
        return _err(op, report, "expected stride and num elements per stride to be of type index")


def verify_dma_wait(op, report) -> None:
    t = op.operands[0].type
    n = len(op.operands) - 2
    if _ranked(t) and n != t.rank:
        _err(
            op,
            report,
            f"expected tagIndices to have the same number of elements as the "
            f"tagMemRef rank, expected {t.rank}, but got {n}",
        )
