"""Whole-function rewrites of a snapshot, as minimal text edits: the
deallocation pipeline and memref results to out-parameters.

Both work on an excerpt (the functions to rewrite, the top-level ops they
name, the aliases) parsed afresh, so the snapshot's IR is never modified
and a big file is not parsed again.  The result must parse and verify;
otherwise nothing is offered (``notes`` says why).

``insert_deallocations``: ``buffer-deallocation-pipeline`` on the function
at an offset (one that allocates and frees nothing: upstream rejects IR
that already frees) or on every function with a BUF201 hint (like
``bufls --fix``)::

    func.func @f() {                              func.func @f() {
      %0 = memref.alloc() : memref<2xf32>   ->      %alloc = memref.alloc() : memref<2xf32>
      return                                        memref.dealloc %alloc : memref<2xf32>
    }                                               return
                                                  }

``convert_to_out_params``: ``buffer-results-to-out-params`` (with
``hoist-static-allocs`` and ``hoist-dynamic-allocs``) on one function (public
or not) or every private one, and the calls to it in the same module::

    func.func @f() -> memref<2xf32> {             func.func @f(%arg0: memref<2xf32>) {
      %0 = memref.alloc() : memref<2xf32>           "test.fill"(%arg0) : (memref<2xf32>) -> ()
      "test.fill"(%0) : (memref<2xf32>) -> ()  ->    return
      return %0 : memref<2xf32>                   }
    }                                             ...
    %r = call @f() : () -> memref<2xf32>          %alloc = memref.alloc() : memref<2xf32>
                                                  call @f(%alloc) : (memref<2xf32>) -> ()
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass, field
from typing import ClassVar

from ..ir import types as T
from ..ir.interfaces import Effect, callable_body, is_private, memory_effects
from .edits import (
    Edit,
    deallocation_edits,
    minimize,
    pipeline_transform,
    top_level_edits,
)
from .excerpt import build_excerpt, changes, referenced_symbols

__all__ = [
    "Rewrite",
    "convert_to_out_params",
    "insert_deallocations",
    "out_params_targets",
    "pipeline_targets",
]


@dataclass
class Rewrite:
    edits: list[Edit] = field(default_factory=list)  # on the snapshot's text
    notes: list[tuple[int, str]] = field(default_factory=list)  # (offset, why not)


# ---------------------------------------------------------------------------
# Which functions


def _unit_at(snap, offset: int):
    for u in snap.units():
        if u.start <= offset <= u.end:
            return u
    return None


def allocates_without_freeing(op, resources) -> bool:
    """A function that allocates buffers (of a resource freed by an op) and
    frees none: what the deallocation pipeline accepts and changes."""
    if callable_body(op) is None:
        return False
    allocates = False
    for inner in op.walk():
        res = resources.for_alloc(inner)
        if res is not None and not res.automatic:
            allocates = True
        fx = memory_effects(inner, resources)
        if fx and any(e.effect is Effect.FREE for e in fx):
            return False
    return allocates


def pipeline_targets(snap, offset: int | None = None) -> list:
    """The units to give the pipeline: the function at ``offset``, or every
    function with a BUF201 hint."""
    if offset is not None:
        u = _unit_at(snap, offset)
        ok = u is not None and allocates_without_freeing(u.materialize(), snap.config.resources)
        return [u] if ok else []
    starts = sorted(start + d.start for start, group in snap.groups for d in group if d.code == "BUF201")
    out = []
    for u in snap.units():
        i = bisect.bisect_left(starts, u.start)
        if i < len(starts) and starts[i] < u.end:
            out.append(u)
    return out


def _memref_results(op) -> bool:
    ft = getattr(op.attr("function_type"), "type", None)
    return (
        op.name == "func.func"
        and callable_body(op) is not None
        and any(isinstance(t, T.MemRefType) for t in getattr(ft, "results", ()))
    )


def out_params_targets(snap, offset: int | None = None) -> list:
    """The function at ``offset`` if it returns memrefs, or every private one
    that does (upstream's default)."""
    if offset is not None:
        u = _unit_at(snap, offset)
        return [u] if u is not None and _memref_results(u.materialize()) else []
    return [u for u in snap.units() if _memref_results(u.op) and is_private(u.op)]


# ---------------------------------------------------------------------------
# The rewrites


def insert_deallocations(snap, offset: int | None = None, transform=None, progress=None) -> Rewrite:
    """The deallocation pipeline on ``pipeline_targets(snap, offset)``.
    ``progress(fraction, message)`` is told how far it is (by phases)."""
    out = Rewrite()
    transform = transform or pipeline_transform(snap.config)
    steps = _Steps(progress, _by_module(pipeline_targets(snap, offset)))
    for pm, targets in steps.jobs:
        # the pipeline may generate @dealloc_helper: the file's own goes along
        job = _Job(snap, pm, targets, _named_units(snap, pm, targets, _HELPER), steps)
        if job.result is None:
            out.notes.append(job.note)
            steps.done()
            continue

        def existing(name, job=job, at=targets[0].start):
            return job.others.get(name) or snap.symbol(name, at)

        edits, notes = deallocation_edits(job.excerpt.text, job.result.modules, job.is_target, transform, existing)
        steps.reached("transformed", "checking the result")
        out.notes.extend((job.original(o), m) for o, m in notes)
        job.finish(edits, out)
        steps.done()
    return out


def convert_to_out_params(snap, offset: int | None = None, progress=None) -> Rewrite:
    """Memref results of ``out_params_targets(snap, offset)`` to out-parameters."""
    from ..passes.base import PassError

    out = Rewrite()
    steps = _Steps(progress, _by_module(out_params_targets(snap, offset)))
    for pm, targets in steps.jobs:
        names = {_name(u.op) for u in targets}
        callers = [
            u
            for u in snap.units()
            if u.module is pm
            and all(u is not t for t in targets)
            and names & referenced_symbols(snap.text, u.start, u.end)
        ]
        rewritten = targets + callers
        job = _Job(snap, pm, rewritten, _named_units(snap, pm, rewritten), steps)
        if job.result is None:
            out.notes.append(job.note)
            steps.done()
            continue
        module = job.result.modules[0]
        try:
            edits = top_level_edits(
                job.excerpt.text,
                module,
                list(module.op.regions[0].blocks[0].ops),
                _promote(names, job.is_target, snap.config.resources),
            )
        except PassError as exc:
            span = exc.span[0] if exc.span else None
            out.notes.append((job.original(span), f"cannot convert the results: {exc.message}"))
            steps.done()
            continue
        steps.reached("transformed", "checking the result")
        job.finish(edits, out)
        steps.done()
    return out


class _Steps:
    """How far a rewrite is, for ``progress(fraction, message)``: each
    module's job is a share, cut into phases (excerpt, parsed, transformed,
    checked) by what they usually cost."""

    _AT: ClassVar[dict[str, float]] = {"excerpt": 0.05, "parsed": 0.35, "transformed": 0.8}

    def __init__(self, progress, jobs: list):
        self.progress = progress
        self.jobs = jobs
        self.k = 0

    def reached(self, phase: str, message: str) -> None:
        if self.progress is not None and self.jobs:
            self.progress((self.k + self._AT[phase]) / len(self.jobs), message)

    def done(self) -> None:
        self.k += 1
        if self.progress is not None and self.jobs:
            self.progress(self.k / len(self.jobs), None)


_VIS = "sym_visibility"


def _promote(names: set, is_rewritten, resources):
    """A transform: ``promote_buffer_results`` on the functions ``names``
    alone (each made private meanwhile; the others public, the bodies of
    those that are only named hidden), and on the calls to them."""
    from ..ir import attrs as A
    from ..passes.out_params import BufferResultsToOutParams, promote_buffer_results
    from ..syntax.printer import print_op

    opts = BufferResultsToOutParams.Options(hoist_static_allocs=True, hoist_dynamic_allocs=True)

    def transform(pm) -> set:
        ops = list(pm.op.regions[0].blocks[0].ops)
        before = {id(op): print_op(op) for op in ops}
        saved = [(op, dict(op.properties), dict(op.attributes), op.regions) for op in ops]
        for op in ops:
            op.properties.pop(_VIS, None)
            op.attributes.pop(_VIS, None)
            if _name(op) in names:
                op.properties[_VIS] = A.StringAttr("private")
            elif not is_rewritten(op):
                op.regions = []
        try:
            promote_buffer_results(pm.op, opts, resources)
        finally:
            for op, props, attrs, regions in saved:
                if _name(op) in names:  # rewritten: keep its new type, restore its visibility
                    op.properties.pop(_VIS, None)
                    props = {**op.properties, **({_VIS: props[_VIS]} if _VIS in props else {})}
                    attrs = {**op.attributes, **({_VIS: attrs[_VIS]} if _VIS in attrs else {})}
                op.properties.clear()
                op.properties.update(props)
                op.attributes.clear()
                op.attributes.update(attrs)
                op.regions = regions
        return {op for op in ops if before[id(op)] != print_op(op)}

    return transform


# ---------------------------------------------------------------------------
# One module's excerpt


class _Job:
    """The excerpt of ``targets`` (and the units they name), parsed; its
    edits checked and mapped back to the snapshot."""

    def __init__(self, snap, pm, targets, named, steps: _Steps | None = None):
        from ..api import parse_file

        self.snap = snap
        self.targets = targets
        self.excerpt = build_excerpt(snap.text, pm, [(u.start, u.end) for u in targets + named])
        self.note = None
        self._starts = {u.start for u in targets}
        if steps is not None:
            steps.reached("excerpt", f"parsing {len(targets):,} functions")
        parsed = parse_file(self.excerpt.text, "<excerpt>")
        if steps is not None:
            steps.reached("parsed", "running the passes")
        bad = [
            d
            for d in parsed.diagnostics
            if d.code in ("syntax", "verify") and self._in_targets(self.excerpt.to_original(d.start))
        ]
        self.result = None if bad else parsed
        if bad:
            self.note = (self.original(bad[0].start), f"the function has {bad[0].code} errors; fix those first")
        self.before = parsed.diagnostics
        self.others = {}
        if self.result is not None:
            for op in self.result.modules[0].op.regions[0].blocks[0].ops:
                if not self.is_target(op) and _name(op) is not None:
                    self.others[_name(op)] = op

    def _in_targets(self, pos) -> bool:
        return pos is not None and any(u.start <= pos < u.end for u in self.targets)

    def is_target(self, op) -> bool:
        return op.span is not None and self.excerpt.to_original(op.span[0]) in self._starts

    def original(self, pos) -> int:
        mapped = self.excerpt.to_original(pos) if pos is not None else None
        return mapped if mapped is not None else self.targets[0].start

    def finish(self, edits: list[Edit], out: Rewrite) -> None:
        """Map ``edits`` to the snapshot; keep them if the result parses and verifies."""
        if not edits:
            return
        edits = self.excerpt.edits_to_original(edits)
        after = self.excerpt.analyze(self.snap.config, edits, check=False)
        _, new = changes(self.excerpt, self.before, after, edits)
        bad = [k for k in new if k[0] in ("syntax", "verify")]
        if bad:
            reason = f"the rewritten text would not {bad[0][0]}; this is a bug in bufls"
            out.notes.append((self.targets[0].start, reason))
            return
        out.edits.extend(minimize(self.snap.text, edits))


def _by_module(units) -> list[tuple[object, list]]:
    groups: dict[int, tuple[object, list]] = {}
    for u in units:
        groups.setdefault(id(u.module), (u.module, []))[1].append(u)
    return list(groups.values())


_HELPER = "dealloc_helper"


def _named_units(snap, pm, units, prefix: str | None = None) -> list:
    """The other top-level ops of ``pm`` that ``units`` name (``@callee``...),
    and those whose name starts with ``prefix``."""
    names = set()
    for u in units:
        names |= referenced_symbols(snap.text, u.start, u.end)

    def wanted(name) -> bool:
        return name in names or (prefix is not None and name is not None and name.startswith(prefix))

    return [u for u in snap.units() if u.module is pm and all(u is not t for t in units) and wanted(_name(u.op))]


def _name(op) -> str | None:
    return getattr(op.attr("sym_name"), "value", None)
