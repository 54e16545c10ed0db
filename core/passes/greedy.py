"""The greedy pattern driver shared by canonicalize and the simplification pass.

Like MLIR's ``applyPatternsGreedily``: every op of the root's regions goes on
a worklist (post-order, processed from the back, i.e. from the last op up);
for each op, in order:

1. an op that would be trivially dead (no used results, no effects other
   than reads and allocations of its own results) is erased;
2. a constant-like op (trait ``constant_like``: ``arith.constant``) is
   uniqued and hoisted to the front of the entry block of its function
   (MLIR's OperationFolder);
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
the ``Rewriter`` (``core/ir/rewriter.py``, where the dialects that declare
patterns find it).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..ir.interfaces import Effect, memory_effects
from ..ir.nodes import Operation
from ..ir.registry import registry
from ..ir.rewriter import Pattern, Rewriter, TrackingBuilder, constant_of, has_trait, is_alive, only_for
from . import greedy_walks as _walks
from .greedy_regions import erase_forwarded_operand, simplify_regions

# the walks under their former names here (tests/passes/test_greedy_walks.py)
from .greedy_regions import with_regions as _with_regions  # noqa: F401
from .greedy_walks import ROOT, round_ops, simplify_units, unit_of
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

# enum members, looked up once (class attribute access of an Enum is slow)
_READ = Effect.READ
_ALLOCATE = Effect.ALLOCATE


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
                    if has_trait(nested, "terminator") and not nested.regions:
                        fx = memory_effects(nested, resources)
                        if fx:
                            return False
                        continue
                    if not would_be_trivially_dead(nested, resources):
                        return False
        return True
    fx = memory_effects(op, resources)
    return fx is not None and _dead_effects(fx)


def apply_patterns(
    root: Operation,
    patterns: dict[str, list[Pattern]],
    generic: Sequence[Pattern] = (),
    resources=None,
    max_iterations: int = 10,
    region_simplify: bool = True,
    top_down: bool = False,
    rw: Rewriter | None = None,
) -> bool:
    """Apply patterns (op name -> patterns; ``generic`` for every op) to the
    ops nested in ``root`` until nothing changes.  ``top_down`` visits ops
    in program order (canonicalize), else from the last op up (MLIR's
    default).  Returns whether the IR changed."""
    rw = rw or Rewriter(resources)
    any_change = False
    # the worklist loop is ``Rewriter.add``/``pop`` inlined (the hot path)
    worklist, queued = rw.worklist, rw._queued
    process = _process
    walk: set | None = None  # the units to visit (None: all)
    sizes: dict = {}
    for _ in range(max(1, max_iterations)):
        dirty: set = set()  # the units this round changes
        ops, units, total = round_ops(root, rw, top_down, walk, sizes)
        # constants are uniqued and hoisted while the worklist is filled (in
        # walk order, as MLIR does), and stay off the worklist.  (What this
        # changes does not make a unit dirty: every op of the unit is visited
        # afterwards, and the next round's uniquing finds every constant
        # where this one left it.)
        rw.changed = False
        unique_constant, constant_names = rw.unique_constant, rw.constant_names
        for op in ops:
            if op.name in constant_names and op.parent is not None:
                unique_constant(op)
        changed = rw.changed
        fill = [op for op in (reversed(ops) if top_down else ops) if op.parent is not None]
        if worklist:  # left over by an exhausted budget or by the region
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
            if budget <= 0:  # (left for the next round: visit everything)
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


def _patterns_for(name: str, patterns, generic, resources) -> tuple:
    """The patterns of ``name``, then the generic ones that may apply to it."""
    out = list(patterns.get(name, ()))
    for p in generic:
        applies = getattr(p, "applies_to", None)
        if applies is None or applies(name, resources):
            out.append(p)
    return tuple(out)


_DEPENDS = object()  # dead_by_name: the verdict depends on the op, not its name


def _process(op: Operation, rw: Rewriter, patterns, generic) -> bool:
    """Erase, unique or rewrite ``op``; True if something changed."""
    name = op.name
    for r in op.results:
        if r.uses:
            break
    else:  # no result is used
        if op.opaque is None:
            verdict = rw.dead_by_name.get(name)
            if verdict is None:
                verdict = would_be_trivially_dead(op, rw.resources)
                rw.dead_by_name[name] = verdict if _name_decides_death(op, rw.resources) else _DEPENDS
            elif verdict is _DEPENDS:
                verdict = would_be_trivially_dead(op, rw.resources)
        else:
            verdict = would_be_trivially_dead(op, rw.resources)
        if verdict and not _maybe_yielded(op):
            rw.erase(op)
            return True
    if name in rw.constant_names:
        return False  # uniqued when the worklist is filled
    todo = rw.by_name.get(name)
    if todo is None:
        todo = rw.by_name[name] = _patterns_for(name, patterns, generic, rw.resources)
    for pattern in todo:
        if pattern(op, rw):
            if op.parent is not None:
                rw.add(op)
            return True
    return False


def _maybe_yielded(op: Operation) -> bool:
    """Whether ``op`` is the last op of a block in a region of an op bufls
    cannot read, whose terminator may be elided: its results are then the
    region's (``vector.mask %m { vector.transfer_read ... } : ... ->
    vector<8xi32>``), used though no op names them."""
    block = op.parent
    if block is None or not block.ops or block.ops[-1] is not op:
        return False
    owner = op.parent_op
    return owner is not None and owner.opaque is not None


def iter_regions_ops(root: Operation) -> Iterable[Operation]:
    for region in root.regions:
        yield from region.ops()
