"""What is at a position: an index of the named entities of parsed modules.

``build_index(result)`` records every op name, result, block argument,
operand use, block label, successor reference and symbol name with its span
(``symbol`` where an op defines it, ``symbol-use`` where an op's custom form
names one, as ``func.call @f``; references inside attribute dictionaries
have no span: ``symbols.py`` finds those in the text);
``EntityIndex.at(offset)`` answers in O(log n) through ``SpanIndex``.  The
language server's hover, definition and references are built on this.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..ir.nodes import Operation, walk
from ..ir.symbols import symbol_name, symbol_refs
from ..syntax.source import SpanIndex

__all__ = ["Entity", "EntityIndex", "build_index"]


@dataclass(frozen=True, slots=True)
class Entity:
    """``kind`` is one of: op-name, result, block-arg, operand, block-label,
    successor, symbol, symbol-use.  ``target`` is the Operation, Value or
    Block (for a symbol-use, the op's first SymbolRefAttr); for an operand
    use, ``op`` and ``index`` say which use."""

    kind: str
    target: Any
    start: int
    end: int
    op: Operation | None = None
    index: int = -1


class EntityIndex:
    def __init__(self, entities: list[Entity], ops: list[Operation]):
        self.entities = entities
        self._index = SpanIndex([(e.start, e.end, e) for e in entities])
        self._ops = SpanIndex([(o.span[0], o.span[1], o) for o in ops if o.span])

    def at(self, offset: int) -> Entity | None:
        return self._index.at(offset)

    def op_at(self, offset: int) -> Operation | None:
        """The innermost op whose text contains ``offset``."""
        return self._ops.at(offset)

    def uses_of(self, target) -> list[Entity]:
        return [e for e in self.entities if e.target is target and e.kind in ("operand", "successor")]

    def definition_of(self, target) -> Entity | None:
        for e in self.entities:
            if e.target is target and e.kind in ("result", "block-arg", "block-label", "symbol"):
                return e
        return None


def build_index(result) -> EntityIndex:
    """Index every module of a ``ParseResult``."""
    entities: list[Entity] = []
    ops: list[Operation] = []
    add = entities.append
    for pm in result.modules:
        for op in walk(pm.op):
            ops.append(op)
            if op.name_span:
                add(Entity("op-name", op, *op.name_span, op=op))
            if op.symbol_span:
                add(_symbol_entity(op))
            for r in op.results:
                if r.span:
                    add(Entity("result", r, *r.span, op=op, index=r.index))
            for i, span in enumerate(op.operand_spans):
                if span:
                    add(Entity("operand", op.operands[i], *span, op=op, index=i))
            for i, span in enumerate(op.successor_spans):
                if span and i < len(op.successors):
                    add(Entity("successor", op.successors[i], *span, op=op, index=i))
            for region in op.regions:
                for b in region.blocks:
                    if b.label_span:
                        add(Entity("block-label", b, *b.label_span))
                    for a in b.args:
                        if a.span:
                            add(Entity("block-arg", a, *a.span, index=a.index))
    return EntityIndex(entities, ops)


def _symbol_entity(op: Operation) -> Entity:
    assert op.symbol_span is not None  # called for ops with a symbol span
    if symbol_name(op) is not None:
        return Entity("symbol", op, *op.symbol_span, op=op)
    refs = symbol_refs(op)
    return Entity("symbol-use", refs[0] if refs else None, *op.symbol_span, op=op)
