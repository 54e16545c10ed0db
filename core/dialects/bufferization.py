"""bufferization: the bridge between tensors and buffers, and the
deallocation ops the ownership-based buffer deallocation pipeline inserts.

Every op of MLIR's bufferization dialect (LLVM 22), e.g.::

    %r:2 = bufferization.dealloc (%a, %b : memref<2xf32>, memref<f32>) if (%c, %d)
               retain (%x, %y : memref<2xf32>, memref<?xf32>)
    "bufferization.dealloc"(%a, %b, %c, %d, %x, %y)
        <{operandSegmentSizes = array<i32: 2, 2, 2>}> : (...) -> (i1, i1)

``bufferization.dealloc`` has one ``i1`` result per retained value (whether
this op held ownership of it), conditions are ``i1`` and not written.
``bufferization.to_memref`` (the pre-LLVM-20 name of ``to_buffer``) is not
registered, as in mlir-opt 22.
"""

from __future__ import annotations

from ..ir import types as T
from ..ir.buffer_deallocation import KEY as BUFFER_DEALLOCATION
from ..ir.buffer_deallocation import DeallocModel
from ..ir.checker_transfer import KEY as CHECKER_TRANSFER
from ..ir.checker_transfer import TransferModel
from ..ir.interfaces import Effect, EffectInstance, alloc_result, effects_on_memrefs, free_operand, memory_effects, read
from ..ir.registry import OpModel
from ..ir.rewriter import declare_patterns
from ..syntax.format import Format
from . import _bufferization_patterns

I1 = T.IntegerType(1)
IDX = T.IndexType()


def _retained_flags(pop):
    """bufferization.dealloc: one i1 result per retained value."""
    seg = pop.properties.get("operandSegmentSizes")
    n = int(seg.values[2]) if seg is not None else 0
    return [I1] * n


_CLONE = Format("$input attr-dict `:` type($input) `to` type($output)", operands=("input",), results=("output",))
_DEALLOC = Format(
    "(` ` `(` $memrefs* `:` type($memrefs) `)` `if` ` ` `(` $conditions* `)`)? "
    "(`retain` ` ` `(` $retained* `:` type($retained) `)`)? attr-dict",
    operands=("memrefs*", "conditions*", "retained*"),
    results=("updatedConditions*",),
    segments=True,
    operand_types={"conditions": I1},
    infer=_retained_flags,
)
_TO_TENSOR = Format(
    "$buffer flag($restrict) flag($writable) attr-dict `:` type($buffer) `to` type($result)",
    operands=("buffer",),
    results=("result",),
    inherent=("restrict", "writable"),
)
_TO_BUFFER = Format(
    "$tensor flag($read_only) attr-dict `:` type($tensor) `to` type($buffer)",
    operands=("tensor",),
    results=("buffer",),
    inherent=("read_only",),
)
_ALLOC_TENSOR = Format(
    "`(` $dynamic_sizes* `)` (`copy` `(` $copy? `)`)? (`size_hint` `` `=` `` $size_hint?)? attr-dict `:` type($result)",
    operands=("dynamic_sizes*", "copy?", "size_hint?"),
    results=("result",),
    segments=True,
    inherent=("memory_space",),
    operand_types={"dynamic_sizes": IDX, "size_hint": IDX},
)
_MATERIALIZE_IN_DESTINATION = Format(
    "$source `in` flag($restrict) flag($writable) $dest attr-dict `:` functional-type(operands, results)",
    operands=("source", "dest"),
    results=("result*",),
    inherent=("restrict", "writable"),
)
_DEALLOC_TENSOR = Format("$tensor attr-dict `:` type($tensor)", operands=("tensor",))


def _parse_alloc_tensor(cur, pop) -> None:
    """The copied tensor has the result's type."""
    _ALLOC_TENSOR.parse(cur, pop)
    seg = pop.properties["operandSegmentSizes"].values
    if seg[1] and pop.result_types:
        copy = pop.operands[seg[0]]
        copy.type = copy.type or pop.result_types[0]


def _report(op, report, message: str) -> None:
    report(f"'{op.name}' op {message}")


def _verify_dealloc(op, report) -> None:
    seg = op.attr("operandSegmentSizes")
    if seg is None or len(seg.values) != 3:
        return
    nmem, ncond, nret = (int(v) for v in seg.values)
    if nmem != ncond:
        _report(op, report, "must have the same number of conditions as memrefs to deallocate")
    elif len(op.results) != nret:
        _report(op, report, "must have the same number of updated conditions (results) as retained operands")


def _verify_same_shape(op, report) -> None:
    """to_tensor / to_buffer: SameOperandsAndResultShape and ...ElementType."""
    a, b = op.operands[0].type, op.results[0].type
    sa, sb = getattr(a, "shape", None), getattr(b, "shape", None)
    if (
        sa is not None
        and sb is not None
        and (len(sa) != len(sb) or not all(x is None or y is None or x == y for x, y in zip(sa, sb)))
    ):
        _report(op, report, "requires the same shape for all operands and results")
    elif hasattr(a, "element") and hasattr(b, "element") and a.element != b.element:
        _report(op, report, "requires the same element type for all operands and results")


def _verify_alloc_tensor(op, report) -> None:
    seg = op.attr("operandSegmentSizes")
    t = op.results[0].type if op.results else None
    if seg is None or not isinstance(t, T.TensorType):
        return
    ndyn, ncopy = int(seg.values[0]), int(seg.values[1])
    if ncopy and ndyn:
        report("dynamic sizes not needed when copying a tensor")
    elif not ncopy and ndyn != t.num_dynamic_dims:
        _report(op, report, f"incorrect number of dynamic sizes, has {ndyn}, expected {t.num_dynamic_dims}")
    elif ncopy and op.operands[ndyn].type != t:
        _report(op, report, "expected that `copy` and return types match")


def _verify_materialize(op, report) -> None:
    """MLIR's MaterializeInDestinationOp::verify."""
    src, dst = op.operands[0].type, op.operands[1].type
    to_tensor = isinstance(dst, (T.TensorType, T.UnrankedTensorType))
    to_memref = T.is_memref(dst)
    if not (to_tensor or to_memref):
        return
    if to_tensor and (len(op.results) != 1 or op.results[0].type != dst):
        return _report(
            op,
            report,
            "tensor 'dest' implies exactly one tensor result"
            if len(op.results) != 1
            else "result and 'dest' types must match",
        )
    if to_memref and op.results:
        return _report(op, report, "memref 'dest' implies zero results")
    if op.attr("restrict") is not None and not to_memref:
        return _report(op, report, "'restrict' is valid only for memref destinations")
    if (op.attr("writable") is not None) != to_memref:
        return _report(op, report, "'writable' must be specified if and only if the destination is of memref type")
    sa, sb = getattr(src, "shape", None), getattr(dst, "shape", None)
    if (
        (sa is None) != (sb is None)
        or (sa is not None and len(sa) != len(sb))
        or (sa is not None and any(x is not None and y is not None and x != y for x, y in zip(sa, sb)))
    ):
        _report(op, report, "source/destination shapes are incompatible")


def register(registry) -> None:
    registry.add_dialect_properties("bufferization", "closed")  # bufls models every op of it
    add = registry.add
    add(
        OpModel(
            "bufferization.clone",
            _CLONE.parse,
            _CLONE.print,
            num_operands=(1, 1),
            num_results=(1, 1),
            summary="Copies a buffer into a new allocation (owned by the result).",
        )
    )
    add(
        OpModel(
            "bufferization.dealloc",
            _DEALLOC.parse,
            _DEALLOC.print,
            verify=_verify_dealloc,
            summary="Frees each buffer whose condition holds, unless it aliases a retained "
            "value; returns, per retained value, whether ownership passed to it.",
        )
    )
    add(
        OpModel(
            "bufferization.to_tensor",
            _TO_TENSOR.parse,
            _TO_TENSOR.print,
            verify=_verify_same_shape,
            num_operands=(1, 1),
            num_results=(1, 1),
            summary="The tensor holding a buffer's contents.",
        )
    )
    add(
        OpModel(
            "bufferization.to_buffer",
            _TO_BUFFER.parse,
            _TO_BUFFER.print,
            verify=_verify_same_shape,
            num_operands=(1, 1),
            num_results=(1, 1),
            summary="The buffer backing a tensor.",
        )
    )
    add(
        OpModel(
            "bufferization.alloc_tensor",
            _parse_alloc_tensor,
            _ALLOC_TENSOR.print,
            verify=_verify_alloc_tensor,
            num_results=(1, 1),
            summary="A new tensor that bufferizes to an allocation.",
        )
    )
    add(
        OpModel(
            "bufferization.materialize_in_destination",
            _MATERIALIZE_IN_DESTINATION.parse,
            _MATERIALIZE_IN_DESTINATION.print,
            verify=_verify_materialize,
            num_operands=(2, 2),
            num_results=(0, 1),
            summary="Writes a tensor into a given destination tensor or buffer.",
        )
    )
    add(
        OpModel(
            "bufferization.dealloc_tensor",
            _DEALLOC_TENSOR.parse,
            _DEALLOC_TENSOR.print,
            num_operands=(1, 1),
            num_results=(0, 0),
            summary="Frees the buffer of a tensor after bufferization.",
        )
    )
    _attach_interfaces(registry)
    registry.attach(
        "bufferization.dealloc",
        BUFFER_DEALLOCATION,
        DeallocModel(reject="No deallocation operations must be present when running this pass!"),
    )
    declare_patterns(registry, _bufferization_patterns.PATTERNS)
    registry.attach("bufferization.dealloc", CHECKER_TRANSFER, TransferModel("dealloc"))
    registry.add_attribute_verifier("bufferization", verify_op_attribute)
    registry.add_argument_attribute_verifier("bufferization", verify_arg_attribute)


MANUAL_DEALLOCATION = "bufferization.manual_deallocation"
# the op the deallocation passes insert, simplify and lower
DEALLOC = "bufferization.dealloc"


def verify_op_attribute(op, name: str, attr, report) -> None:
    """MLIR's ``BufferizationDialect::verifyOperationAttribute``: the only
    ``bufferization.*`` op attribute is ``manual_deallocation``, on ops that
    allocate or free (an op whose effects bufls does not know passes)."""
    if name != MANUAL_DEALLOCATION:
        report(f"attribute '\"{name}\"' not supported as an op attribute by the bufferization dialect", op.name_span)
        return
    fx = memory_effects(op)
    if fx is not None and not any(e.effect in (Effect.ALLOCATE, Effect.FREE) for e in fx):
        report(
            f"'{op.name}' op attribute '{MANUAL_DEALLOCATION}' can be used only on ops that have an "
            "allocation and/or free side effect",
            op.name_span,
        )


_ACCESS = ("none", "read", "read-write", "write")
_ARG_ATTRS = ("bufferization.access", "bufferization.buffer_layout", "bufferization.writable")


def verify_arg_attribute(name: str, attr, t, report) -> None:
    """MLIR's ``BufferizationDialect::verifyRegionArgAttribute``: the
    function-boundary contracts One-Shot Bufferize reads (``ir/contracts.py``)::

        %a: memref<4xf32> {bufferization.access = "read"}     // "none", "read", "write", "read-write"
        %b: tensor<4xf32> {bufferization.writable = false}    // a bool
    """
    if name == "bufferization.access":
        if getattr(attr, "value", None) not in _ACCESS or not isinstance(getattr(attr, "value", None), str):
            report(
                f"invalid value for 'bufferization.access': {attr} (expected one of {', '.join(map(repr, _ACCESS))})"
            )
    elif name == "bufferization.writable":
        if not isinstance(getattr(attr, "value", None), bool):
            report(f"'bufferization.writable' is expected to be a boolean attribute, not {attr}")
    elif name not in _ARG_ATTRS:
        report(
            f"attribute '{name}' is not an argument attribute of the bufferization dialect ({', '.join(_ARG_ATTRS)})"
        )


_FREES: list[EffectInstance] = []  # free_operand(0), free_operand(1), ...


def _dealloc_effects(op) -> list[EffectInstance]:
    """``bufferization.dealloc`` frees its memrefs (the first segment)."""
    seg = op.attr("operandSegmentSizes")
    n = int(seg.values[0]) if seg is not None and getattr(seg, "values", None) else 0
    n = min(n, len(op.operands))
    while len(_FREES) < n:
        _FREES.append(free_operand(len(_FREES)))
    return _FREES[: max(n, 0)]


def _attach_interfaces(registry) -> None:
    attach = registry.attach
    attach("bufferization.clone", "memory_effects", [read(0), alloc_result(0)])
    attach("bufferization.dealloc", "memory_effects", _dealloc_effects)
    attach("bufferization.to_buffer", "memory_effects", [])
    attach("bufferization.to_tensor", "memory_effects", [read(0)])
    attach("bufferization.alloc_tensor", "memory_effects", [])
    # MLIR: a write to the destination when it is a buffer, nothing on tensors
    attach("bufferization.materialize_in_destination", "memory_effects", effects_on_memrefs((Effect.WRITE, 1)))
