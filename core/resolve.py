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

from . import types as T
from .diagnostics import Diagnostic
from .ir import Block, Operation, Region, Value
from .registry import registry

__all__ = ["Resolver"]


class Resolver:
    """Resolves the names of one module, one top-level op (unit) at a time."""

    def __init__(self, diags: list[Diagnostic]):
        self.diags = diags

    def module_scope(self, body: Block) -> list[dict]:
        scope: dict = {"^labels": {}}
        return [scope]

    def unit(self, op: Operation, module_scope: list[dict]) -> None:
        """Resolve a top-level op; it sees the results of earlier top-level ops."""
        self.op(op, module_scope)

    def define_results(self, op: Operation, module_scope: list[dict]) -> None:
        for r in op.results:
            if r.name is not None:
                self.define(r, module_scope)

    def report(self, message: str, span) -> None:
        if span is None:
            span = (0, 0)
        self.diags.append(Diagnostic.make("verify", message, span[0], span[1]))

    def op(self, op: Operation, scopes: list[dict]) -> None:
        pending = op.pending
        if pending is not None:
            op.pending = None
            refs, succs = pending
            for ref in refs:
                op.add_operand(self.lookup(ref, scopes), (ref.start, ref.end))
            if succs:
                labels = scopes[-1].get("^labels", {}) if scopes else {}
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
                        op.add_operand(self.lookup(ref, scopes), (ref.start, ref.end))
        if op.regions:
            model = registry.get(op.name)
            isolated = model is not None and model.has("isolated_from_above")
            outer = [] if isolated else scopes
            for region in op.regions:
                self.region(region, outer)

    def region(self, region: Region, outer: list[dict]) -> None:
        scope: dict = {}
        labels: dict[str, Block] = {}
        scope["^labels"] = labels
        chain = outer + [scope]
        for block in region.blocks:
            if block.label is not None:
                if block.label in labels:
                    self.report(f"redefinition of block '^{block.label}'", block.label_span)
                labels[block.label] = block
            for arg in block.args:
                self.define(arg, chain)
            for op in block.ops:
                for r in op.results:
                    if r.name is not None:
                        self.define(r, chain)
        for block in region.blocks:
            for op in block.ops:
                self.op(op, chain)

    def define(self, value: Value, chain: list[dict]) -> None:
        """A name may not be redefined in its region, nor shadow a name of an
        enclosing region defined earlier in the text."""
        name = value.name
        prev = chain[-1].get(name)
        if prev is None:
            here = value.span[0] if value.span else -1
            for scope in chain[:-1]:
                outer = scope.get(name)
                if outer is not None and outer.span is not None and outer.span[0] < here:
                    prev = outer
                    break
        if prev is not None:
            self.report(f"redefinition of SSA value '%{_display(name)}'", value.span)
            return
        chain[-1][name] = value

    def lookup(self, ref, scopes: list[dict]) -> Value:
        name = ref.name
        for scope in reversed(scopes):
            v = scope.get(name)
            if v is None and name.endswith("#0"):
                v = scope.get(name[:-2])
            if v is not None and not isinstance(v, dict):
                if ref.type is not None and not _compatible(ref.type, v.type):
                    self.report(f"use of value '%{name}' expects different type than prior uses: "
                                f"'{ref.type}' vs '{v.type}'", (ref.start, ref.end))
                return v
        self.report(f"use of undeclared SSA value name '%{name}'", (ref.start, ref.end))
        v = Value(ref.type if ref.type is not None else T.UnknownType(), name, None)
        return v


def _compatible(a, b) -> bool:
    return a == b or isinstance(a, T.UnknownType) or isinstance(b, T.UnknownType)


def _display(name: str) -> str:
    return name.split("#")[0] if name.endswith("#0") else name
