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
arguments of non-entry blocks, ``greedy_regions.py``); if the round changed
something, everything is visited again (at most ``max_iterations`` rounds),
except the functions the round left unchanged, whose ops would all be
visited for nothing (``greedy_walks.py``).

Generic patterns may say which op names they can ever rewrite
(``only_for``): they are tried only on ops of those names.

Patterns are plain functions ``pattern(op, rw) -> bool`` taking the op and
the ``Rewriter``; they create ops through ``rw.builder_before(op)`` (a
``Builder`` that reports new ops) and change the IR only through ``rw``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from ..ir import attrs as A
from ..ir.builder import Builder
from ..ir.interfaces import Effect, memory_effects
from ..ir.nodes import Block, Operation, Region, Value
from ..ir.registry import registry
from . import greedy_walks as _walks
from .greedy_regions import erase_forwarded_operand, simplify_regions
from .greedy_walks import ROOT, round_ops, simplify_units, unit_of

# the walks under their former names here (tests/passes/test_greedy_walks.py)
from .greedy_regions import with_regions as _with_regions  # noqa: F401
from .greedy_walks import post_order as _post_order  # noqa: F401
from .greedy_walks import pre_order as _pre_order  # noqa: F401

__all__ = [
    "Pattern",
    "Rewriter",
    "TrackingBuilder",
    "apply_patterns",
    "constant_of",
    "erase_forwarded_operand",
    "is_alive",
    "only_for",
    "simplify_regions",
    "would_be_trivially_dead",
]

Pattern = Callable[[Operation, "Rewriter"], bool]

# enum members, looked up once (class attribute access of an Enum is slow)
_READ = Effect.READ
_ALLOCATE = Effect.ALLOCATE

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
        if e.effect is _READ:
            continue
        if e.effect is _ALLOCATE and e.result is not None:
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
    if fx is not None:
        # a model computes them from the op (what ``memory_effects`` returns)
        fx = fx(op)
        return fx is not None and _dead_effects(fx)
    if model.has("recursive_effects"):
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
        self._queued: set[Operation] = set()    # the ops on the worklist (identity)
        self.changed = False
        # (region id) -> {(attr, type): constant op}
        self._constants: dict[int, dict] = {}
        self._owned: set[Operation] = set()     # constants the driver uniqued
        self.by_name: dict[str, tuple] = {}     # op name -> patterns to try (cache)
        # op name -> would_be_trivially_dead, for the names that decide it
        # (``_DEPENDS`` for the others)
        self.dead_by_name: dict[str, object] = {}
        self._isolated: dict[str, bool] = {}    # op name -> isolated_from_above
        # what patterns find out from an op name alone (their own keys)
        self.name_facts: dict = {}

    def isolated(self, op: Operation) -> bool:
        """Is ``op`` isolated from above (its trait, cached by name)?"""
        verdict = self._isolated.get(op.name)
        if verdict is None:
            verdict = self._isolated[op.name] = _has_trait(op, "isolated_from_above")
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
        for nested in (op.walk() if op.regions else (op,)):
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
        nested = list(op.walk()) if op.regions else [op]
        for o in nested:
            for v in o.operands:
                owner = getattr(v, "owner", None)
                if isinstance(owner, Operation):
                    self.add(owner)
            o.drop_operand_uses()
        if op.parent is not None:
            op.parent.ops.remove(op)
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
                verdict = isolated[parent.name] = _has_trait(parent, "isolated_from_above")
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
            if existing is not None and existing is not op and is_alive(existing) \
                    and existing.parent is entry:
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
        op.parent.ops.remove(op)
        entry.insert(0, op)
        return False


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
    process = _process
    walk: set | None = None         # the units to visit (None: all)
    sizes: dict = {}
    for _ in range(max(1, max_iterations)):
        dirty: set = set()          # the units this round changes
        ops, units, total = round_ops(root, rw, top_down, walk, sizes)
        # constants are uniqued and hoisted while the worklist is filled (in
        # walk order, as MLIR does), and stay off the worklist.  (What this
        # changes does not make a unit dirty: every op of the unit is visited
        # afterwards, and the next round's uniquing finds every constant
        # where this one left it.)
        rw.changed = False
        unique_constant = rw.unique_constant
        for op in ops:
            if op.name in CONSTANT_OPS and op.parent is not None:
                unique_constant(op)
        changed = rw.changed
        fill = [op for op in (reversed(ops) if top_down else ops) if op.parent is not None]
        if worklist:            # left over by an exhausted budget or by the region
            # simplification: keep one entry per op, and their units
            for op in worklist:
                if op not in units:
                    units[op] = unit_of(op, root, rw)
            fill = [op for op in fill if op not in queued]
        worklist.extend(fill)
        queued.update(fill)
        del fill
        # a guard against patterns that undo each other (never expected)
        budget = 50 * total + 10_000
        pop, discard = worklist.pop, queued.discard
        unit = ROOT
        rw.changed = False
        while worklist:
            if budget <= 0:         # (left for the next round: visit everything)
                dirty.add(ROOT)
                break
            op = pop()
            discard(op)
            if op.parent is None or op is root:
                continue
            # an op not in the walk was put on the worklist by the op before
            # it, in the same function
            unit = units.get(op, unit)
            done = process(op, rw, patterns, generic)
            if done:
                budget -= 1
            if done or rw.changed:
                dirty.add(unit)
                if rw.changed:
                    changed = True
                    rw.changed = False
        if region_simplify:
            simplify_units(root, rw, walk, dirty)
            changed |= rw.changed
        rw.changed = changed
        any_change |= changed
        if not changed:
            break
        walk = None if ROOT in dirty or not _walks.SKIP_CLEAN_FUNCTIONS else dirty
    return any_change


def only_for(applies: Callable[[str, object], bool]) -> Callable[[Pattern], Pattern]:
    """Declare which op names a generic pattern can ever rewrite:
    ``applies(op name, resources)`` is False only when the pattern fails on
    every op of that name (asked once per name and rewrite; the pattern
    still checks each op)."""
    def mark(pattern: Pattern) -> Pattern:
        pattern.applies_to = applies
        return pattern
    return mark


def _patterns_for(name: str, patterns, generic, resources) -> tuple:
    """The patterns of ``name``, then the generic ones that may apply to it."""
    out = list(patterns.get(name, ()))
    for p in generic:
        applies = getattr(p, "applies_to", None)
        if applies is None or applies(name, resources):
            out.append(p)
    return tuple(out)


_DEPENDS = object()     # dead_by_name: the verdict depends on the op, not its name


def _process(op: Operation, rw: Rewriter, patterns, generic) -> bool:
    """Erase, unique or rewrite ``op``; True if something changed."""
    name = op.name
    for r in op.results:
        if r.uses:
            break
    else:       # no result is used
        if op.opaque is None:
            verdict = rw.dead_by_name.get(name)
            if verdict is None:
                verdict = would_be_trivially_dead(op, rw.resources)
                rw.dead_by_name[name] = verdict if _name_decides_death(op, rw.resources) \
                    else _DEPENDS
            elif verdict is _DEPENDS:
                verdict = would_be_trivially_dead(op, rw.resources)
        else:
            verdict = would_be_trivially_dead(op, rw.resources)
        if verdict:
            rw.erase(op)
            return True
    if name in CONSTANT_OPS:
        return False        # uniqued when the worklist is filled
    todo = rw.by_name.get(name)
    if todo is None:
        todo = rw.by_name[name] = _patterns_for(name, patterns, generic, rw.resources)
    for pattern in todo:
        if pattern(op, rw):
            if op.parent is not None:
                rw.add(op)
            return True
    return False


def iter_regions_ops(root: Operation) -> Iterable[Operation]:
    for region in root.regions:
        yield from region.ops()
