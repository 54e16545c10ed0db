"""The greedy pattern driver shared by canonicalize and the simplification pass.

Like MLIR's ``applyPatternsGreedily``: every op of the root's regions goes on
a worklist (post-order, processed from the back, i.e. from the last op up);
for each op, in order:

1. an op that would be trivially dead (no used results, no effects other
   than reads and allocations of its own results) is erased;
2. an ``arith.constant`` is uniqued and hoisted to the front of the entry
   block of its function (MLIR's OperationFolder);
3. the patterns registered for the op's name are tried, then the patterns
   for every op; the first that changes the IR wins.

Every change puts the affected ops (users of replaced values, defining ops
of dropped operands, new ops) back on the worklist.  When the worklist is
empty, region simplification runs (unreachable blocks, unused block
arguments of non-entry blocks); if it changed something, everything is
visited again (at most ``max_iterations`` rounds).

Patterns are plain functions ``pattern(op, rw) -> bool`` taking the op and
the ``Rewriter``; they create ops through ``rw.builder_before(op)`` (a
``Builder`` that reports new ops) and change the IR only through ``rw``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from .. import attrs as A
from ..builder import Builder
from ..interfaces import Effect, memory_effects, successor_operands
from ..ir import Block, Operation, Region, Value
from ..registry import registry

__all__ = [
    "Pattern",
    "Rewriter",
    "TrackingBuilder",
    "apply_patterns",
    "constant_of",
    "erase_forwarded_operand",
    "is_alive",
    "would_be_trivially_dead",
]

Pattern = Callable[[Operation, "Rewriter"], bool]

# Ops that materialize an attribute as a value (MLIR's ConstantLike trait):
# uniqued and hoisted by the driver; patterns materialize arith.constant.
CONSTANT_OPS = frozenset({"arith.constant"})


def constant_of(v: Value):
    """The attribute of an ``arith.constant`` result (None otherwise)."""
    owner = getattr(v, "owner", None)
    if isinstance(owner, Operation) and owner.name == "arith.constant":
        return owner.attr("value")
    return None


def is_alive(op: Operation) -> bool:
    return op.parent is not None


def _has_trait(op: Operation, trait: str) -> bool:
    model = registry.get(op.name)
    return model is not None and model.has(trait)


_STATIC_VERDICT: dict[str, bool] = {}


def _dead_effects(fx) -> bool:
    for e in fx:
        if e.effect is Effect.READ:
            continue
        if e.effect is Effect.ALLOCATE and e.result is not None:
            continue
        return False
    return True


def _name_decides_death(op: Operation, resources) -> bool:
    """Does ``would_be_trivially_dead(op, resources)`` depend only on the
    op's name (for these resources)?  Not for ops whose effects a model
    computes from the op, ops with recursive effects, and ops an allocation
    resource names (their effects depend on their operands and results)."""
    model = registry.get(op.name)
    if model is None or model.has("terminator") or model.has("symbol"):
        return True
    fx = model.interfaces.get("memory_effects")
    if fx is not None:
        return not callable(fx)
    if model.has("recursive_effects"):
        return False
    return resources is None or resources.effects_of(op) is None


def would_be_trivially_dead(op: Operation, resources=None) -> bool:
    """MLIR's ``wouldOpBeTriviallyDead``: erasing the op changes nothing but
    its results: no effects but reads and allocations of its own results
    (for ops with recursive effects: the same for every nested op)."""
    verdict = _STATIC_VERDICT.get(op.name)
    if verdict is not None and op.opaque is None:
        return verdict
    model = registry.get(op.name)
    if model is None or op.opaque is not None:
        return False
    if model.has("terminator") or model.has("symbol"):
        _STATIC_VERDICT[op.name] = False
        return False
    fx = model.interfaces.get("memory_effects")
    if fx is not None and not callable(fx):
        # a constant effect list: the verdict depends on the name only
        verdict = _STATIC_VERDICT[op.name] = _dead_effects(fx)
        return verdict
    if model.has("recursive_effects") and "memory_effects" not in model.interfaces:
        for region in op.regions:
            for block in region.blocks:
                for nested in block.ops:
                    if _has_trait(nested, "terminator") and not nested.regions:
                        fx = memory_effects(nested, resources)
                        if fx:
                            return False
                        continue
                    if not would_be_trivially_dead(nested, resources):
                        return False
        return True
    fx = memory_effects(op, resources)
    return fx is not None and _dead_effects(fx)


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
        self._queued: set[int] = set()
        self.changed = False
        # (region id) -> {(attr, type): constant op}
        self._constants: dict[int, dict] = {}
        self._owned: set[int] = set()          # constants the driver uniqued
        self.by_name: dict[str, tuple] = {}     # op name -> patterns to try (cache)
        # op name -> would_be_trivially_dead, for the names that decide it
        self.dead_by_name: dict[str, bool] = {}

    # -- worklist --------------------------------------------------------------
    def add(self, op: Operation | None) -> None:
        if op is None or id(op) in self._queued:
            return
        self._queued.add(id(op))
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
            self._queued.discard(id(op))
            return op
        return None

    def notify_created(self, op: Operation) -> None:
        self.changed = True
        for nested in op.walk():
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
        i = ops.index(op)
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
        nested = list(op.walk())
        for o in nested:
            for v in o.operands:
                owner = getattr(v, "owner", None)
                if isinstance(owner, Operation):
                    self.add(owner)
            o.drop_operand_uses()
        if op.parent is not None:
            op.parent.ops.remove(op)
        for o in nested:
            o.parent = None
            self._owned.discard(id(o))

    def set_operands(self, op: Operation, values: Sequence[Value]) -> None:
        for v in op.operands:
            owner = getattr(v, "owner", None)
            if isinstance(owner, Operation):
                self.add(owner)
        op.set_operands(list(values))
        self.notify_modified(op)

    def move_before(self, op: Operation, anchor: Operation) -> None:
        op.parent.ops.remove(op)
        anchor.parent.insert_before(anchor, op)
        self.changed = True

    def inline_block_before(self, block: Block, anchor: Operation, args: Sequence[Value] = ()) -> None:
        """Move the ops of ``block`` before ``anchor`` (the block's arguments
        replaced by ``args``); the block is left empty."""
        for a, v in zip(block.args, args):
            self.replace_all_uses(a, v)
        dest = anchor.parent
        i = dest.ops.index(anchor)
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
        block = op.parent
        while block is not None:
            region = block.parent
            if region is None:
                return None
            parent = region.parent
            if parent is None or _has_trait(parent, "isolated_from_above"):
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
        self._owned.add(id(v.owner))
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
        if id(op) not in owned:
            table = self._constants.setdefault(id(region), {})
            key = (attr, op.results[0].type)
            existing = table.get(key)
            if existing is not None and existing is not op and is_alive(existing) \
                    and existing.parent is entry:
                self.replace_all_uses(op.results[0], existing.results[0])
                self.erase(op)
                return True
            table[key] = op
            self._owned.add(id(op))
        if op.parent is entry:
            # stays if it is at the front or right after uniqued constants
            ops = entry.ops
            k = 0
            while k < len(ops) and ops[k] is not op and id(ops[k]) in owned:
                k += 1
            if k < len(ops) and ops[k] is op:
                return False
        op.parent.ops.remove(op)
        entry.insert(0, op)
        return False


# ---------------------------------------------------------------------------
# Region simplification

def _reachable(region: Region) -> set[int]:
    seen = {id(region.blocks[0])}
    stack = [region.blocks[0]]
    while stack:
        b = stack.pop()
        t = b.terminator
        if t is None:
            continue
        for s in t.successors:
            if id(s) not in seen:
                seen.add(id(s))
                stack.append(s)
    return seen


def _erase_unreachable_blocks(region: Region, rw: Rewriter) -> bool:
    if len(region.blocks) < 2:
        return False
    live = _reachable(region)
    dead = [b for b in region.blocks if id(b) not in live]
    if not dead:
        return False
    for b in dead:
        for op in list(b.ops):
            for nested in op.walk():
                nested.drop_operand_uses()
    for b in dead:
        for op in b.ops:
            for nested in op.walk():
                nested.parent = None
        region.blocks.remove(b)
        b.parent = None
    rw.changed = True
    for b in region.blocks:
        if b.terminator is not None:
            rw.add(b.terminator)
    return True


def erase_forwarded_operand(term: Operation, operand_index: int) -> None:
    """Remove one operand of a branch op, keeping ``operandSegmentSizes``."""
    ops = list(term.operands)
    del ops[operand_index]
    seg = term.properties.get("operandSegmentSizes")
    term.set_operands(ops)
    if seg is not None:
        sizes = list(seg.values)
        start = 0
        for k, s in enumerate(sizes):
            if start <= operand_index < start + s:
                sizes[k] = s - 1
                break
            start += s
        term.properties["operandSegmentSizes"] = A.DenseArrayAttr(seg.element, tuple(sizes))


def _editable_branch(term: Operation) -> bool:
    """A branch whose forwarded operands are the generic segments (no custom
    successor-operand model, e.g. not cf.switch)."""
    model = registry.get(term.name)
    return model is not None and "successor_operands" not in model.interfaces and \
        successor_operands(term) is not None


def _erase_dead_block_args(region: Region, rw: Rewriter) -> bool:
    changed = False
    preds: dict[int, list[tuple[Operation, int]]] = {}
    for b in region.blocks:
        t = b.terminator
        if t is None:
            continue
        for s_index, s in enumerate(t.successors):
            preds.setdefault(id(s), []).append((t, s_index))
    for b in region.blocks[1:]:
        incoming = preds.get(id(b), [])
        if not incoming or not all(_editable_branch(t) for t, _ in incoming):
            continue
        for arg in reversed(list(b.args)):
            if arg.uses:
                continue
            for t, s_index in incoming:
                groups = successor_operands(t)
                erase_forwarded_operand(t, groups[s_index][arg.index])
                rw.add(t)
                rw.add_defining_ops(t)
            b.erase_arg(arg.index)
            changed = True
    if changed:
        rw.changed = True
    return changed


def _with_regions(root: Operation) -> list[Operation]:
    """``root`` and the ops nested in it that have regions, in pre-order
    (``list(root.walk())`` without the ops that have none)."""
    out: list[Operation] = []
    stack = [root]
    while stack:
        op = stack.pop()
        out.append(op)
        nested = [x for r in op.regions for b in r.blocks for x in b.ops if x.regions]
        nested.reverse()
        stack.extend(nested)
    return out


def simplify_regions(root: Operation, rw: Rewriter) -> bool:
    changed = False
    for op in _with_regions(root):
        for region in op.regions:
            if len(region.blocks) > 1:      # single blocks: nothing unreachable, no edges
                changed |= _erase_unreachable_blocks(region, rw)
                changed |= _erase_dead_block_args(region, rw)
    return changed


# ---------------------------------------------------------------------------
# The driver

def _post_order(root: Operation) -> list[Operation]:
    out: list[Operation] = []
    stack: list[tuple[Operation, bool]] = []
    for region in reversed(root.regions):
        for block in reversed(region.blocks):
            for op in reversed(block.ops):
                stack.append((op, False))
    while stack:
        op, done = stack.pop()
        if done or not op.regions:
            out.append(op)
            continue
        stack.append((op, True))
        for region in reversed(op.regions):
            for block in reversed(region.blocks):
                for nested in reversed(block.ops):
                    stack.append((nested, False))
    return out


def _pre_order(root: Operation) -> list[Operation]:
    """Every op nested in ``root``, in pre-order (``Region.ops`` of each of
    its regions, without generators)."""
    out: list[Operation] = []
    append = out.append
    stack: list[Operation] = []
    for region in reversed(root.regions):
        for block in reversed(region.blocks):
            stack.extend(reversed(block.ops))
    pop, extend = stack.pop, stack.extend
    while stack:
        op = pop()
        append(op)
        if op.regions:
            for region in reversed(op.regions):
                for block in reversed(region.blocks):
                    extend(reversed(block.ops))
    return out


def apply_patterns(root: Operation, patterns: dict[str, list[Pattern]],
                   generic: Sequence[Pattern] = (), resources=None, max_iterations: int = 10,
                   region_simplify: bool = True, top_down: bool = False,
                   rw: Rewriter | None = None) -> bool:
    """Apply patterns (op name -> patterns; ``generic`` for every op) to the
    ops nested in ``root`` until nothing changes.  ``top_down`` visits ops
    in program order (canonicalize), else from the last op up (MLIR's
    default).  Returns whether the IR changed."""
    rw = rw or Rewriter(resources)
    any_change = False
    # the worklist loop is ``Rewriter.add``/``pop`` inlined (the hot path)
    worklist, queued = rw.worklist, rw._queued
    for _ in range(max(1, max_iterations)):
        rw.changed = False
        ops = _pre_order(root) if top_down else _post_order(root)
        # constants are uniqued and hoisted while the worklist is filled (in
        # walk order, as MLIR does), and stay off the worklist
        for op in ops:
            if op.name in CONSTANT_OPS and op.parent is not None:
                rw.unique_constant(op)
        for op in (reversed(ops) if top_down else ops):
            if op.parent is not None:
                key = id(op)
                if key not in queued:
                    queued.add(key)
                    worklist.append(op)
        # a guard against patterns that undo each other (never expected)
        budget = 50 * len(ops) + 10_000
        while budget > 0 and worklist:
            op = worklist.pop()
            queued.discard(id(op))
            if op.parent is None or op is root:
                continue
            if _process(op, rw, patterns, generic):
                budget -= 1
        if region_simplify:
            simplify_regions(root, rw)
        any_change |= rw.changed
        if not rw.changed:
            break
    return any_change


def _process(op: Operation, rw: Rewriter, patterns, generic) -> bool:
    """Erase, unique or rewrite ``op``; True if something changed."""
    name = op.name
    for r in op.results:
        if r.uses:
            break
    else:       # no result is used
        verdict = rw.dead_by_name.get(name) if op.opaque is None else None
        if verdict is None:
            verdict = would_be_trivially_dead(op, rw.resources)
            if op.opaque is None and _name_decides_death(op, rw.resources):
                rw.dead_by_name[name] = verdict
        if verdict:
            rw.erase(op)
            return True
    if name in CONSTANT_OPS:
        return False        # uniqued when the worklist is filled
    todo = rw.by_name.get(name)
    if todo is None:
        todo = rw.by_name[name] = (*patterns.get(name, ()), *generic)
    for pattern in todo:
        if pattern(op, rw):
            if op.parent is not None:
                rw.add(op)
            return True
    return False


def iter_regions_ops(root: Operation) -> Iterable[Operation]:
    for region in root.regions:
        yield from region.ops()

