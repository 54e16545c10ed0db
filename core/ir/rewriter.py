"""The rewriter API of patterns (MLIR's ``PatternRewriter``, which sits with
the IR): the changes a pattern may make, with the worklist bookkeeping of
the greedy driver (``passes/greedy.py``) that applies them.

Patterns are plain functions ``pattern(op, rw) -> bool`` taking the op and
the ``Rewriter``; they create ops through ``rw.builder_before(op)`` (a
``Builder`` that reports new ops) and change the IR only through ``rw``.

A dialect declares its ops' patterns in its ``register(registry)``:

``registry.attach(name, CANONICALIZE, [pattern, ...])``
    the op's canonicalization patterns (MLIR's ``getCanonicalizationPatterns``),
    tried in this order by ``--canonicalize``;
``registry.attach(name, FOLD, [pattern, ...])``
    the op's folders (MLIR's ``fold``), which every greedy rewrite applies
    besides its own patterns (``--buffer-deallocation-simplification``);
``registry.add_canonicalization_patterns([pattern, ...])``
    patterns tried on every op (MLIR's dialect-level canonicalization
    patterns), each marked with ``only_for`` when it can rewrite only ops of
    some names.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from . import attrs as A
from .builder import Builder
from .nodes import Block, Operation, Region, Value
from .registry import registry

__all__ = [
    "CANONICALIZE",
    "FOLD",
    "Pattern",
    "Rewriter",
    "TrackingBuilder",
    "constant_of",
    "declare_patterns",
    "has_trait",
    "is_alive",
    "only_for",
]

CANONICALIZE = "canonicalize"
FOLD = "fold"

Pattern = Callable[[Operation, "Rewriter"], bool]


def constant_of(v: Value):
    """The attribute of a constant-like op's result (None otherwise)."""
    owner = getattr(v, "owner", None)
    if isinstance(owner, Operation) and has_trait(owner, "constant_like"):
        return owner.attr("value")
    return None


def is_alive(op: Operation) -> bool:
    return op.parent is not None


def has_trait(op: Operation, trait: str) -> bool:
    model = registry.get(op.name)
    return model is not None and model.has(trait)


class TrackingBuilder(Builder):
    """A Builder whose new ops go on the rewriter's worklist."""

    __slots__ = ("rw",)

    def __init__(self, rw: Rewriter, block: Block, anchor: Operation | None):
        super().__init__(block, anchor)
        self.rw = rw

    def insert(self, op: Operation) -> Operation:
        super().insert(op)
        self.rw.notify_created(op)
        return op


class Rewriter:
    """The IR changes a pattern may make, with worklist bookkeeping."""

    def __init__(self, resources=None):
        self.resources = resources
        self.worklist: list[Operation] = []
        self._queued: set[Operation] = set()  # the ops on the worklist (identity)
        self.changed = False
        # (region id) -> {(attr, type): constant op}
        self._constants: dict[int, dict] = {}
        self._owned: set[Operation] = set()  # constants the driver uniqued
        self.by_name: dict[str, tuple] = {}  # op name -> patterns to try (cache)
        # op name -> would_be_trivially_dead, for the names that decide it
        # (``_DEPENDS`` for the others)
        self.dead_by_name: dict[str, object] = {}
        self._isolated: dict[str, bool] = {}  # op name -> isolated_from_above
        # what patterns find out from an op name alone (their own keys)
        self.name_facts: dict = {}
        # the ops the driver uniques and hoists (MLIR's ConstantLike)
        self.constant_names = frozenset(n for n in registry.names() if registry.get(n).has("constant_like"))

    def isolated(self, op: Operation) -> bool:
        """Is ``op`` isolated from above (its trait, cached by name)?"""
        verdict = self._isolated.get(op.name)
        if verdict is None:
            verdict = self._isolated[op.name] = has_trait(op, "isolated_from_above")
        return verdict

    # -- worklist --------------------------------------------------------------
    def add(self, op: Operation | None) -> None:
        if op is None or op in self._queued:
            return
        self._queued.add(op)
        self.worklist.append(op)

    def add_users(self, v: Value) -> None:
        for user, _ in v.uses:
            self.add(user)

    def add_defining_ops(self, op: Operation) -> None:
        for v in op.operands:
            owner = getattr(v, "owner", None)
            if isinstance(owner, Operation):
                self.add(owner)

    def pop(self) -> Operation | None:
        while self.worklist:
            op = self.worklist.pop()
            self._queued.discard(op)
            return op
        return None

    def notify_created(self, op: Operation) -> None:
        self.changed = True
        for nested in op.walk() if op.regions else (op,):
            self.add(nested)

    def notify_modified(self, op: Operation) -> None:
        self.changed = True
        self.add(op)
        for r in op.results:
            self.add_users(r)

    # -- changes -------------------------------------------------------------------
    def builder_before(self, op: Operation) -> TrackingBuilder:
        return TrackingBuilder(self, op.parent, op)

    def builder_after(self, op: Operation) -> TrackingBuilder:
        ops = op.parent.ops
        i = op.parent.index(op)
        return TrackingBuilder(self, op.parent, ops[i + 1] if i + 1 < len(ops) else None)

    def builder_at(self, block: Block, anchor: Operation | None) -> TrackingBuilder:
        return TrackingBuilder(self, block, anchor)

    def replace_all_uses(self, old: Value, new: Value, except_op: Operation | None = None) -> None:
        if old is new:
            return
        self.changed = True
        for user, i in list(old.uses):
            if user is except_op:
                continue
            user.set_operand(i, new)
            self.add(user)
        owner = getattr(new, "owner", None)
        if isinstance(owner, Operation):
            self.add(owner)

    def replace_op(self, op: Operation, values: Sequence) -> None:
        """Replace each result with a Value (or an attribute, materialized as
        a constant) and erase the op."""
        assert len(values) == len(op.results), (op.name, len(values), len(op.results))
        for r, v in zip(op.results, values):
            if not isinstance(v, Value):
                v = self.constant(v, r.type, op)
            self.replace_all_uses(r, v)
        self.erase(op)

    def erase(self, op: Operation) -> None:
        """Erase ``op`` and everything nested in it (results must be unused,
        except by ops nested in ``op``)."""
        self.changed = True
        nested = list(op.walk()) if op.regions else [op]
        for o in nested:
            for v in o.operands:
                owner = getattr(v, "owner", None)
                if isinstance(owner, Operation):
                    self.add(owner)
            o.drop_operand_uses()
        if op.parent is not None:
            op.parent.remove(op)
        owned = self._owned
        for o in nested:
            o.parent = None
            owned.discard(o)

    def set_operands(self, op: Operation, values: Sequence[Value]) -> None:
        for v in op.operands:
            owner = getattr(v, "owner", None)
            if isinstance(owner, Operation):
                self.add(owner)
        op.set_operands(list(values))
        self.notify_modified(op)

    def move_before(self, op: Operation, anchor: Operation) -> None:
        op.parent.remove(op)
        anchor.parent.insert_before(anchor, op)
        self.changed = True

    def inline_block_before(self, block: Block, anchor: Operation, args: Sequence[Value] = ()) -> None:
        """Move the ops of ``block`` before ``anchor`` (the block's arguments
        replaced by ``args``); the block is left empty."""
        for a, v in zip(block.args, args):
            self.replace_all_uses(a, v)
        dest = anchor.parent
        i = dest.index(anchor)
        moved = block.ops
        block.ops = []
        for op in moved:
            op.parent = dest
        dest.ops[i:i] = moved
        self.changed = True
        for op in moved:
            self.add(op)

    # -- constants -----------------------------------------------------------------
    def insertion_region(self, op: Operation) -> Region | None:
        """Where constants for ``op`` live: the nearest enclosing region whose
        parent op is isolated from above (a function body)."""
        isolated = self._isolated
        block = op.parent
        while block is not None:
            region = block.parent
            if region is None:
                return None
            parent = region.parent
            if parent is None:
                return region
            verdict = isolated.get(parent.name)
            if verdict is None:
                verdict = isolated[parent.name] = has_trait(parent, "isolated_from_above")
            if verdict:
                return region
            block = parent.parent
        return None

    def constant(self, attr: A.Attr, type, near: Operation) -> Value:
        """The uniqued ``arith.constant`` of ``attr`` visible from ``near``."""
        region = self.insertion_region(near)
        if region is None or not region.blocks:
            b = self.builder_before(near)
            return b.constant(attr, type)
        table = self._constants.setdefault(id(region), {})
        key = (attr, type)
        existing = table.get(key)
        if existing is not None and is_alive(existing) and existing.parent is region.blocks[0]:
            return existing.results[0]
        entry = region.blocks[0]
        b = TrackingBuilder(self, entry, entry.ops[0] if entry.ops else None)
        v = b.constant(attr, type)
        table[key] = v.owner
        self._owned.add(v.owner)
        return v

    def unique_constant(self, op: Operation) -> bool:
        """MLIR's OperationFolder::insertKnownConstant: replace ``op`` by an
        equal constant of its function, or hoist it to the entry block."""
        region = self.insertion_region(op)
        attr = op.attr("value")
        if region is None or attr is None or not op.results or not region.blocks:
            return False
        entry = region.blocks[0]
        owned = self._owned
        if op not in owned:
            table = self._constants.setdefault(id(region), {})
            key = (attr, op.results[0].type)
            existing = table.get(key)
            if existing is not None and existing is not op and is_alive(existing) and existing.parent is entry:
                self.replace_all_uses(op.results[0], existing.results[0])
                self.erase(op)
                return True
            table[key] = op
            owned.add(op)
        if op.parent is entry:
            # stays if it is at the front or right after uniqued constants
            # (every op before it is one)
            ops = entry.ops
            i = ops.index(op)
            if i == 0 or (ops[i - 1] in owned and owned.issuperset(ops[:i])):
                return False
        op.parent.remove(op)
        entry.insert(0, op)
        return False


def only_for(applies: Callable[[str, object], bool]) -> Callable[[Pattern], Pattern]:
    """Declare which op names a generic pattern can ever rewrite:
    ``applies(op name, resources)`` is False only when the pattern fails on
    every op of that name (asked once per name and rewrite; the pattern
    still checks each op)."""

    def mark(pattern: Pattern) -> Pattern:
        pattern.applies_to = applies
        return pattern

    return mark


def declare_patterns(registry, patterns: dict, folds: dict | None = None) -> None:
    """Attach each op's canonicalization patterns and folders (op name ->
    patterns; called by the dialect's ``register()``)."""
    for name, pats in patterns.items():
        registry.attach(name, CANONICALIZE, list(pats))
    for name, pats in (folds or {}).items():
        registry.attach(name, FOLD, list(pats))
