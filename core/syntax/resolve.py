"""SSA name resolution with MLIR's scoping rules.

Names are resolved after a module is built, because MLIR allows uses before
definitions (across blocks of a region, and anywhere in graph regions).  A
value defined in a region is visible in that region and in the regions nested
in it, except below an ``isolated_from_above`` op (``func.func``).  Block
labels are visible within their region.  Redefinitions, undefined names and
type mismatches become ``verify`` diagnostics; an undefined name still gets a
placeholder value so that the op stays usable for navigation.
"""

from __future__ import annotations

from ..diagnostics import Diagnostic
from ..ir import types as T
from ..ir.nodes import Block, Operation, Region, Value
from ..ir.registry import registry

__all__ = ["Resolver"]


class Resolver:
    """Resolves the names of one module, one top-level op (unit) at a time.

    ``visible`` maps each name in scope to its value; a region adds its names
    on entry and restores what they shadowed on exit, so a lookup costs one
    dict access however deep the nesting."""

    def __init__(self, diags: list[Diagnostic]):
        self.diags = diags
        self.visible: dict[str, Value] = {}
        self.labels: list[dict[str, Block]] = [{}]

    def unit(self, op: Operation) -> None:
        """Resolve a top-level op; it sees the results of earlier top-level ops."""
        self.op(op)

    def define_results(self, op: Operation) -> None:
        for r in op.results:
            if r.name is not None and r.name not in self.visible:
                self.visible[r.name] = r

    def report(self, message: str, span) -> None:
        if span is None:
            span = (0, 0)
        self.diags.append(Diagnostic.make("verify", message, span[0], span[1]))

    def op(self, op: Operation) -> None:
        pending = op.pending
        if pending is not None:
            op.pending = None
            refs, succs = pending
            if op.opaque is not None and op.regions:
                refs = self.bind_header_values(op, refs)
            for ref in refs:
                op.add_operand(self.lookup(ref), (ref.start, ref.end))
            if succs:
                labels = self.labels[-1]
                op.successors = []
                op.successor_spans = []
                for s in succs:
                    block = labels.get(s.label)
                    if block is None:
                        self.report(f"reference to an undefined block '^{s.label}'", (s.start, s.end))
                        block = Block(label=s.label)
                    op.successors.append(block)
                    op.successor_spans.append((s.start, s.end))
                    for ref in s.operands:
                        op.add_operand(self.lookup(ref), (ref.start, ref.end))
        if op.regions:
            model = registry.get(op.name)
            if model is not None and model.has("isolated_from_above"):
                saved, self.visible = self.visible, {}
                for region in op.regions:
                    self.region(region)
                self.visible = saved
            else:
                for region in op.regions:
                    self.region(region)

    def bind_header_values(self, op: Operation, refs: list) -> list:
        """The uses of an opaque op (one bufls cannot read) with regions,
        minus the names its header binds: a name that is not in scope
        (``%i`` of ``foo.loop (%i) = (0) to (10) {``, ``%arg0`` of
        ``llvm.func @f(%arg0: i32) {``) becomes an argument of the entry
        block of its first region, as the op's own parser would make it
        (MLIR names are never redefined below their scope, so a name in
        scope is a use).  Not when that block has arguments of its own
        (``^bb0(%x: i32):``): those are the region's."""
        region = op.regions[0]
        entry = region.blocks[0] if region.blocks else None
        if entry is not None and entry.args:
            return refs
        uses = []
        bound: set[str] = set()
        for ref in refs:
            name = ref.name
            if name in self.visible or (name.endswith("#0") and name[:-2] in self.visible):
                uses.append(ref)
            elif name not in bound and entry is not None:  # (an empty region uses none)
                bound.add(name)
                entry.add_arg(ref.type if ref.type is not None else T.UnknownType(), name, (ref.start, ref.end))
        return uses

    def region(self, region: Region) -> None:
        labels: dict[str, Block] = {}
        shadowed: list[tuple[str, Value | None]] = []
        local: set[str] = set()
        for block in region.blocks:
            if block.label is not None:
                if block.label in labels:
                    self.report(f"redefinition of block '^{block.label}'", block.label_span)
                labels[block.label] = block
            for arg in block.args:
                self.define(arg, local, shadowed)
            for op in block.ops:
                for r in op.results:
                    if r.name is not None:
                        self.define(r, local, shadowed)
        self.labels.append(labels)
        for block in region.blocks:
            for op in block.ops:
                self.op(op)
        self.labels.pop()
        visible = self.visible
        for name, prev in reversed(shadowed):
            if prev is None:
                del visible[name]
            else:
                visible[name] = prev

    def define(self, value: Value, local: set, shadowed: list) -> None:
        """A name may not be redefined in its region, nor shadow a name of an
        enclosing region defined earlier in the text."""
        name = value.name
        prev = self.visible.get(name)
        if prev is not None:
            here = value.span[0] if value.span else -1
            if name in local or (prev.span is not None and prev.span[0] < here):
                self.report(f"redefinition of SSA value '%{_display(name)}'", value.span)
                return
        local.add(name)
        shadowed.append((name, prev))
        self.visible[name] = value

    def lookup(self, ref) -> Value:
        name = ref.name
        v = self.visible.get(name)
        if v is None and name.endswith("#0"):
            v = self.visible.get(name[:-2])
        if v is not None:
            if ref.type is not None and type(v.type) is T.UnknownType:
                v.type = ref.type  # (a value an opaque op defines: its first typed use tells)
            elif ref.type is not None and not _compatible(ref.type, v.type):
                self.report(
                    f"use of value '%{name}' expects different type than prior uses: '{ref.type}' vs '{v.type}'",
                    (ref.start, ref.end),
                )
            return v
        self.report(f"use of undeclared SSA value name '%{name}'", (ref.start, ref.end))
        return Value(ref.type if ref.type is not None else T.UnknownType(), name, None)


def _compatible(a, b) -> bool:
    return a is b or a == b or isinstance(a, T.UnknownType) or isinstance(b, T.UnknownType)


def _display(name: str) -> str:
    return name.split("#")[0] if name.endswith("#0") else name
