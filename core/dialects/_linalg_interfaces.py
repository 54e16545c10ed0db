"""Memory effects of the linalg structured ops, attached by
``linalg.register()``.

As MLIR's ``getGenericEffectsImpl``: every memref input is read; every
memref init is written, and read too when the payload uses its value (the
block argument of a body region; for a named op in custom form, which has no
region in bufls, unless the op only overwrites its init, like
``linalg.fill``/``linalg.copy`` and the elementwise ops).  Tensor operands
have no effect.  The body region is not a region-branch region: the
deallocation pass processes it in place.
"""

from __future__ import annotations

from ..ir import types as T
from ..ir.interfaces import Effect, EffectInstance, effect, effect_kinds

_SEGMENTS = "operandSegmentSizes"


def num_inputs(op, paired: bool = False) -> int:
    """How many operands are inputs (the rest are inits): from
    ``operandSegmentSizes`` when present, else the last operand is the init
    (``linalg.transpose/broadcast/map``) or, ``paired``, the second half
    (``linalg.reduce``)."""
    seg = op.attr(_SEGMENTS)
    values = getattr(seg, "values", None)
    if values is not None and len(values) == 2:
        return int(values[0])
    n = len(op.operands)
    return n // 2 if paired else max(0, n - 1)


_READ, _WRITE = Effect.READ, Effect.WRITE  # (an Enum's class attributes are slow)


def structured_effects(overwrites_init: bool = False, paired: bool = False):
    """A ``memory_effects`` model of a structured op."""

    @effect_kinds(_READ, _WRITE)
    def effects(op) -> list[EffectInstance]:
        n_in = num_inputs(op, paired)
        out: list[EffectInstance] = []
        operands = op.operands
        is_memref = T.is_memref
        for i, v in enumerate(operands[:n_in]):
            if is_memref(v.type):
                out.append(effect(_READ, i))
        entry = op.regions[0].entry if op.regions and op.regions[0].blocks else None
        for i in range(n_in, len(operands)):
            if not is_memref(operands[i].type):
                continue
            if entry is not None:
                reads = i < len(entry.args) and bool(entry.args[i].uses)
            else:
                reads = not overwrites_init
            if reads:
                out.append(effect(_READ, i))
            out.append(effect(_WRITE, i))
        return out

    return effects


def attach(registry, named: list[str], overwriting: set[str]) -> None:
    """``named``: short names of the named ops (ins/outs segments);
    ``overwriting``: those whose payload never reads the init."""
    for short in named:
        registry.attach(f"linalg.{short}", "memory_effects", structured_effects(overwrites_init=short in overwriting))
    registry.attach("linalg.generic", "memory_effects", structured_effects())
    for short in ("transpose", "broadcast"):
        registry.attach(f"linalg.{short}", "memory_effects", structured_effects(overwrites_init=True))
    registry.attach("linalg.map", "memory_effects", structured_effects())
    registry.attach("linalg.reduce", "memory_effects", structured_effects(paired=True))
