"""vector: n-D vector values and their transfers to and from memrefs/tensors.

``vector.transfer_read %m[%i, %j], %pad (, %mask)? {attrs} : memref<..>, vector<..>``
and ``vector.transfer_write %v, %m[%i, %j] (, %mask)? {attrs} : vector<..>, memref<..>``
carry two properties MLIR's parser fills in when the text leaves them out:
``permutation_map`` (the minor identity from the source rank to the vector
rank) and ``in_bounds`` (``false`` per vector dimension); the mask's type is
never written either (``vector<..xi1>``, the vector shape permuted back through
the map).  Both are computed here so that the generic form matches mlir-opt's;
the custom print elides them again when they have their default value.

``vector.splat`` is not registered: LLVM 22 removed it (mlir-opt reports
"custom op 'vector.splat' is unknown"), so bufls reports it the same way.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..ir import attrs as A
from ..ir import types as T
from ..ir.interfaces import Effect, EffectInstance, effects_on_memrefs
from ..ir.registry import OpModel
from ..syntax.format import Format

_INDEX = T.IndexType()
_I1 = T.IntegerType(1)
_SEGMENTS = "operandSegmentSizes"


def _element(t):
    return getattr(t, "element", None)


# ---------------------------------------------------------------------------
# transfer ops


def _transfer_rank(shaped, vector) -> int:
    """Number of permutation map results: the vector rank minus the rank of
    the source's element vector (memref<?xvector<4xf32>> moves whole vectors)."""
    rank = len(vector.shape) if isinstance(vector, T.VectorType) else 0
    elem = _element(shaped)
    if isinstance(elem, T.VectorType):
        rank -= len(elem.shape)
    return max(rank, 0)


def _minor_identity(shaped, vector) -> A.AffineMapAttr:
    n = len(getattr(shaped, "shape", ()))
    k = min(_transfer_rank(shaped, vector), n)
    dims = ", ".join(f"d{i}" for i in range(n))
    results = ", ".join(f"d{i}" for i in range(n - k, n))
    return A.AffineMapAttr(f"({dims}) -> ({results})")


_DIM = re.compile(r"d(\d+)\Z")


def _mask_type(vector, perm) -> T.Type:
    """MLIR's inferTransferOpMaskType: the vector shape indexed by the map's
    dimensions in increasing order (broadcast ``0`` results dropped)."""
    if not isinstance(vector, T.VectorType):
        return T.UnknownType()
    try:
        results = perm.results_text
    except Exception:
        return T.VectorType(vector.shape, _I1, vector.scalable)
    used = []
    for pos, r in enumerate(results):
        m = _DIM.match(r.strip())
        if m is not None and pos < len(vector.shape):
            used.append((int(m.group(1)), pos))
    used.sort()
    shape = [vector.shape[pos] for _d, pos in used]
    scalable = [bool(vector.scalable and vector.scalable[pos]) for _d, pos in used]
    return T.VectorType(tuple(shape), _I1, tuple(scalable))


class _Transfer:
    """transfer_read (``write=False``) and transfer_write."""

    def __init__(self, write: bool):
        self.write = write

    def parse(self, cur, pop) -> None:
        value = cur.operand() if self.write else None
        if self.write:
            cur.expect("COMMA")
        source = cur.operand()
        cur.expect("LSQB")
        indices = cur.operand_list()
        cur.expect("RSQB")
        padding = None
        if not self.write:
            cur.expect("COMMA")
            padding = cur.operand()
        mask = cur.operand() if cur.accept("COMMA") else None
        attrs = cur.attr_dict()
        cur.expect("COLON")
        first = cur.type()
        cur.expect("COMMA")
        second = cur.type()
        cur.expect_end()
        vector, shaped = (first, second) if self.write else (second, first)
        if not isinstance(shaped, (T.MemRefType, T.TensorType)):
            raise cur.error("requires a memref or ranked tensor type")
        if not isinstance(vector, T.VectorType):
            raise cur.error("requires a vector type")
        source.type = shaped
        for r in indices:
            r.type = _INDEX
        perm = attrs.pop("permutation_map", None)
        if perm is None:
            perm = _minor_identity(shaped, vector)
        in_bounds = attrs.pop("in_bounds", None)
        if in_bounds is None:
            n = len(perm.results_text) if isinstance(perm, A.AffineMapAttr) else len(vector.shape)
            in_bounds = A.ArrayAttr(tuple(A.BoolAttr(False) for _ in range(n)))
        pop.properties["in_bounds"] = in_bounds
        pop.properties["permutation_map"] = perm
        pop.attributes.update(attrs)
        if mask is not None:
            mask.type = _mask_type(vector, perm) if isinstance(perm, A.AffineMapAttr) else None
        n_mask = 1 if mask is not None else 0
        if self.write:
            value.type = vector
            pop.operands.extend([value, source, *indices])
            sizes = (1, 1, len(indices), n_mask)
            pop.result_types = [shaped] if isinstance(shaped, T.TensorType) else []
        else:
            padding.type = _element(shaped)
            pop.operands.extend([source, *indices, padding])
            sizes = (1, len(indices), 1, n_mask)
            pop.result_types = [vector]
        if mask is not None:
            pop.operands.append(mask)
        pop.properties[_SEGMENTS] = A.DenseArrayAttr(T.IntegerType(32), sizes)

    def _parts(self, op):
        """(value, source, indices, padding, mask) from the operands."""
        ops = op.operands
        seg = op.attr(_SEGMENTS)
        has_mask = seg is not None and len(seg.values) == 4 and int(seg.values[3]) == 1
        body = ops[:-1] if has_mask else ops
        mask = ops[-1] if has_mask else None
        if self.write:
            return body[0], body[1], body[2:], None, mask
        return None, body[0], body[1:-1], body[-1], mask

    def print(self, p, op) -> None:
        value, source, indices, padding, mask = self._parts(op)
        if value is not None:
            p.value(value)
            p.punct(",")
        p.value(source)
        p.punct("[")
        for i, v in enumerate(indices):
            if i:
                p.punct(",")
            p.value(v)
        p.punct("]")
        if padding is not None:
            p.punct(",")
            p.value(padding)
        if mask is not None:
            p.punct(",")
            p.value(mask)
        vector = value.type if value is not None else (op.results[0].type if op.results else None)
        elided = {_SEGMENTS}
        perm = op.attr("permutation_map")
        if perm is not None and str(perm) == str(_minor_identity(source.type, vector)):
            elided.add("permutation_map")
        in_bounds = op.attr("in_bounds")
        if in_bounds is None or not any(getattr(b, "value", False) for b in in_bounds.values):
            elided.add("in_bounds")
        p.attr_dict(op, elided)
        p.punct(":")
        first, second = (vector, source.type) if self.write else (source.type, vector)
        p.type(first)
        p.punct(",")
        p.type(second)


def _verify_transfer(write: bool):
    def verify(op, report) -> None:
        t = _Transfer(write)
        if len(op.operands) < 2:
            return
        _v, source, indices, _pad, _mask = t._parts(op)
        rank = len(getattr(source.type, "shape", ()))
        if isinstance(source.type, (T.MemRefType, T.TensorType)) and len(indices) != rank:
            report(f"'{op.name}' op requires {rank} indices", op.name_span)

    return verify


# ---------------------------------------------------------------------------
# vector.print


_PUNCTUATIONS = ("newline", "comma", "open", "close", "no_punctuation")
_PUNCT_ATTR = re.compile(r"(?:#vector\.)?punctuation\s*<\s*(\w+)\s*>")


def _punctuation(word: str) -> A.Attr:
    return A.OpaqueAttr(f"#vector.punctuation<{word}>")


def _parse_print(cur, pop) -> None:
    """``(%v : t)? (str "text")? (punctuation <comma>)? attr-dict``"""
    if cur.at_operand():
        ref = cur.operand()
        cur.expect("COLON")
        ref.type = cur.type()
        pop.operands.append(ref)
    word = "newline"
    while True:
        if cur.accept_keyword("str"):
            pop.properties["stringLiteral"] = A.StringAttr(cur.string())
        elif cur.accept_keyword("punctuation"):
            cur.expect("LESS")
            word = cur.keyword()
            cur.expect("MORE")
        elif cur.at("ATTR") and cur.peek()[1].startswith("punctuation<"):
            word = _PUNCT_ATTR.fullmatch(cur.peek()[1]).group(1)
            cur.i += 1
        else:
            break
        if word not in _PUNCTUATIONS:
            raise cur.error(f"expected one of {', '.join(_PUNCTUATIONS)}")
    pop.properties["punctuation"] = _punctuation(word)
    pop.attributes.update(cur.attr_dict())
    for name in ("punctuation", "stringLiteral"):
        if name in pop.attributes:
            pop.properties[name] = pop.attributes.pop(name)
    cur.expect_end()


def _print_print(p, op) -> None:
    if op.operands:
        p.value(op.operands[0])
        p.punct(":")
        p.type(op.operands[0].type)
    s = op.attr("stringLiteral")
    if s is not None:
        p.keyword("str")
        p.attr(s)
    punct = op.attr("punctuation")
    m = _PUNCT_ATTR.search(str(punct)) if punct is not None else None
    if m is not None and m.group(1) != "newline":
        p.keyword("punctuation")
        p.keyword(f"<{m.group(1)}>")
    p.attr_dict(op, {"punctuation", "stringLiteral"})


# ---------------------------------------------------------------------------
# declarative ones


def _fmt(spec: str, **kw) -> tuple[Callable, Callable]:
    f = Format(spec, **kw)
    return f.parse, f.print


_MEM_INHERENT = ("nontemporal", "alignment")
_LOAD = _fmt(
    "$base `[` $indices* `]` attr-dict `:` type($base) `,` type($result)",
    operands=("base", "indices*"),
    results=("result",),
    operand_types={"indices": _INDEX},
    inherent=_MEM_INHERENT,
)
_STORE = _fmt(
    "$valueToStore `,` $base `[` $indices* `]` attr-dict `:` type($base) `,` type($valueToStore)",
    operands=("valueToStore", "base", "indices*"),
    operand_types={"indices": _INDEX},
    inherent=_MEM_INHERENT,
)
_MASKED_LOAD = _fmt(
    "$base `[` $indices* `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` type($mask) "
    "`,` type($pass_thru) `into` type($result)",
    operands=("base", "indices*", "mask", "pass_thru"),
    results=("result",),
    operand_types={"indices": _INDEX},
    inherent=("alignment",),
)
_MASKED_STORE = _fmt(
    "$base `[` $indices* `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` "
    "type($mask) `,` type($valueToStore)",
    operands=("base", "indices*", "mask", "valueToStore"),
    operand_types={"indices": _INDEX},
    inherent=("alignment",),
)
_BROADCAST = _fmt("$source attr-dict `:` type($source) `to` type($vector)", operands=("source",), results=("vector",))
_SHAPE_CAST = _fmt("$source attr-dict `:` type($source) `to` type($result)", operands=("source",), results=("result",))
_BITCAST = _fmt("$source attr-dict `:` type($source) `to` type($result)", operands=("source",), results=("result",))
_TYPE_CAST = _fmt("$memref attr-dict `:` type($memref) `to` type($result)", operands=("memref",), results=("result",))
_CREATE_MASK = _fmt(
    "$operands* attr-dict `:` type(results)",
    operands=("operands*",),
    results=("result",),
    operand_types={"operands": _INDEX},
)
_FMA = _fmt(
    "$lhs `,` $rhs `,` $acc attr-dict `:` type($lhs)",
    operands=("lhs", "rhs", "acc"),
    results=("result",),
    infer=lambda pop: [pop.operands[0].type],
)


def _fma_post_types(parse):
    def wrapped(cur, pop) -> None:
        parse(cur, pop)
        t = pop.operands[0].type
        for r in pop.operands[1:]:
            r.type = r.type or t

    return wrapped


def _verify_load_store(base_index: int):
    def verify(op, report) -> None:
        if len(op.operands) <= base_index:
            return
        base = op.operands[base_index].type
        n = len(op.operands) - base_index - 1
        if isinstance(base, T.MemRefType) and n != len(base.shape):
            report(f"'{op.name}' op requires {len(base.shape)} indices", op.name_span)

    return verify


def register(registry) -> None:
    read, write = _Transfer(False), _Transfer(True)
    registry.add(
        OpModel(
            "vector.transfer_read",
            read.parse,
            read.print,
            verify=_verify_transfer(False),
            num_results=(1, 1),
            summary="Reads a vector from a memref or tensor slice.",
        )
    )
    registry.add(
        OpModel(
            "vector.transfer_write",
            write.parse,
            write.print,
            verify=_verify_transfer(True),
            num_results=(0, 1),
            summary="Writes a vector to a memref (or a copy of a tensor).",
        )
    )
    registry.add(
        OpModel(
            "vector.load",
            *_LOAD,
            verify=_verify_load_store(0),
            num_results=(1, 1),
            summary="Loads a vector from a memref.",
        )
    )
    registry.add(
        OpModel(
            "vector.store",
            *_STORE,
            verify=_verify_load_store(1),
            num_results=(0, 0),
            summary="Stores a vector to a memref.",
        )
    )
    registry.add(
        OpModel(
            "vector.maskedload",
            *_MASKED_LOAD,
            num_results=(1, 1),
            summary="Loads the masked-on lanes of a vector from a memref.",
        )
    )
    registry.add(
        OpModel(
            "vector.maskedstore",
            *_MASKED_STORE,
            num_results=(0, 0),
            summary="Stores the masked-on lanes of a vector to a memref.",
        )
    )
    registry.add(
        OpModel(
            "vector.print",
            _parse_print,
            _print_print,
            num_results=(0, 0),
            summary="Prints a scalar or vector (or a string) for debugging.",
        )
    )
    pure = frozenset({"pure"})
    registry.add(
        OpModel(
            "vector.broadcast",
            *_BROADCAST,
            traits=pure,
            num_results=(1, 1),
            summary="Broadcasts a scalar or vector to a vector.",
        )
    )
    registry.add(
        OpModel("vector.shape_cast", *_SHAPE_CAST, traits=pure, num_results=(1, 1), summary="Reshapes a vector.")
    )
    registry.add(
        OpModel(
            "vector.bitcast", *_BITCAST, traits=pure, num_results=(1, 1), summary="Reinterprets the bits of a vector."
        )
    )
    registry.add(
        OpModel(
            "vector.type_cast",
            *_TYPE_CAST,
            traits=pure,
            num_results=(1, 1),
            summary="A view of a static memref as a memref of one vector.",
        )
    )
    registry.add(
        OpModel(
            "vector.create_mask",
            *_CREATE_MASK,
            traits=pure,
            num_results=(1, 1),
            summary="A mask whose leading lanes up to the operands are set.",
        )
    )
    fma_parse, fma_print = _FMA
    registry.add(
        OpModel(
            "vector.fma",
            _fma_post_types(fma_parse),
            fma_print,
            traits=pure,
            num_results=(1, 1),
            summary="Fused multiply-add of vectors.",
        )
    )
    _attach_interfaces(registry)


def _attach_interfaces(registry) -> None:
    """Reads and writes of memref operands (none on tensors); vector.print
    writes to an I/O resource, on no value (it must not be erased as dead)."""
    attach = registry.attach
    attach("vector.transfer_read", "memory_effects", effects_on_memrefs((Effect.READ, 0)))
    attach("vector.transfer_write", "memory_effects", effects_on_memrefs((Effect.WRITE, 1)))
    attach("vector.load", "memory_effects", effects_on_memrefs((Effect.READ, 0)))
    attach("vector.maskedload", "memory_effects", effects_on_memrefs((Effect.READ, 0)))
    attach("vector.store", "memory_effects", effects_on_memrefs((Effect.WRITE, 1)))
    attach("vector.maskedstore", "memory_effects", effects_on_memrefs((Effect.WRITE, 0)))
    attach("vector.print", "memory_effects", [EffectInstance(Effect.WRITE)])
    attach("vector.type_cast", "view_source", 0)
