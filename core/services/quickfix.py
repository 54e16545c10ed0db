"""Quick fixes: one text edit per ownership diagnostic, checked before it is
offered.

Each candidate is applied to an excerpt of the file (the function, the
top-level ops it names, the aliases: ``excerpt.py``) and checked again; a
fix is offered only if the diagnostic goes away and nothing new appears
there (no new leak, double free, parse or verification error).  The first
such candidate of a diagnostic is the preferred one.

BUF001 leak: free the buffer where it leaks (``leakfix.py``).

BUF002 double free: remove the second free, or else the first one::

    memref.dealloc %a : memref<4xf32>            memref.dealloc %a : memref<4xf32>
    memref.dealloc %a : memref<4xf32>     ->     return
    return

BUF101 free of an argument: remove the free::

    func.func @f(%a: memref<4xf32>) {            func.func @f(%a: memref<4xf32>) {
      memref.dealloc %a : memref<4xf32>   ->       return
      return                                     }
    }

BUF301 an allocation loop hoisting would move: move it, and its free, out
of the loop (``_out_of_the_loop``).

BUF302 a buffer promotion would put on the stack: rename the op::

    %a = memref.alloc() : memref<4xf32>    ->    %a = memref.alloca() : memref<4xf32>

BUF102 a public function returns memory it does not own: return a clone::

    func.func @f(%a: memref<4xf32>) -> memref<4xf32> {
      return %a : memref<4xf32>
    }
  ->
    func.func @f(%a: memref<4xf32>) -> memref<4xf32> {
      %clone = bufferization.clone %a : memref<4xf32> to memref<4xf32>
      return %clone : memref<4xf32>
    }
"""

from __future__ import annotations

from dataclasses import dataclass

from ..checker.report import value_name
from ..diagnostics import Diagnostic
from ..ir.interfaces import Effect, memory_effects
from ..passes.placement_hints import HINT_CODES, loop_hoists, stack_promotions_in
from .edits import Edit, indent_of
from .excerpt import build_excerpt, changes, referenced_symbols
from .fixtext import find_op, find_use, insert_after, insert_before, op_text, remove_op, unique_name
from .leakfix import leak_candidates

__all__ = ["FIXABLE", "QuickFix", "fix_title", "placement_rewrites", "quick_fixes", "unit_excerpt"]

FIXABLE = ("BUF001", "BUF002", "BUF101", "BUF102", "BUF301", "BUF302")


@dataclass(frozen=True)
class QuickFix:
    title: str
    edits: tuple[Edit, ...]  # on the snapshot's text
    preferred: bool = False


def quick_fixes(snap, diag) -> list[QuickFix]:
    """The checked quick fix of ``diag`` (a diagnostic of ``snap``), or ``[]``."""
    if diag.code not in FIXABLE:
        return []
    unit = _unit_of(snap, diag.start)
    if unit is None:
        return []
    op = unit.materialize()
    candidates = _candidates(snap, op, diag)
    if not candidates:
        return []
    excerpt = unit_excerpt(snap, unit)
    before = excerpt.analyze(snap.config)
    target = (diag.code, diag.start)
    if target not in {(d.code, excerpt.to_original(d.start)) for d in before}:
        return []  # the excerpt does not show the problem: nothing to check against
    for title, edits in candidates:
        after = excerpt.analyze(snap.config, edits)
        gone, new = changes(excerpt, before, after, edits)
        if target in gone and not _problems(new):
            return [QuickFix(title, tuple(edits), preferred=True)]
    return []


def _problems(new: set) -> set:
    """The new diagnostics a fix may not bring: not the optimization hints
    (a hoisted allocation may be promotable where it lands)."""
    return {k for k in new if k[0] not in HINT_CODES}


def placement_rewrites(snap, offset: int, check: bool = True) -> list[QuickFix]:
    """What the buffer optimizations would do to the allocation at
    ``offset`` (anywhere in its op), as edits: BUF301's "Move the allocation
    of %a out of the loop" and BUF302's "Allocate %a on the stack" -- offered
    whatever severity the hints have (``refactor.rewrite`` in the editor).
    With ``check``, each is kept only if it brings no new problem on the
    excerpt; without, the titles only, for a list the client resolves."""
    unit = _unit_of(snap, offset)
    if unit is None:
        return []
    op = unit.materialize()
    resources = snap.config.resources
    candidates = []
    for h in loop_hoists(op, resources):
        if h.alloc.span is not None and h.alloc.span[0] <= offset <= h.alloc.span[1]:
            candidates += _out_of_the_loop(snap.text, op, Diagnostic.make("BUF301", "", *h.alloc_span), resources)
    for alloc, _ in stack_promotions_in(op, resources):
        if alloc.span is not None and alloc.span[0] <= offset <= alloc.span[1]:
            start, end = alloc.name_span or alloc.span
            candidates += _on_the_stack(op, Diagnostic.make("BUF302", "", start, end), resources)
    if not check or not candidates:
        return [QuickFix(title, tuple(edits)) for title, edits in candidates]
    excerpt = unit_excerpt(snap, unit)
    before = excerpt.analyze(snap.config)
    out = []
    for title, edits in candidates:
        _, new = changes(excerpt, before, excerpt.analyze(snap.config, edits), edits)
        if not _problems(new):
            out.append(QuickFix(title, tuple(edits)))
    return out


def fix_title(snap, diag) -> str | None:
    """The title of ``diag``'s quick fix, before any candidate is checked
    (None: there is no candidate): a code action offered before its edit is
    computed, which ``quick_fixes`` then checks.  Which candidate passes is
    not known yet, so the title says what they all do: the candidates of a
    leak all free the buffer; those of a double free remove the second or
    the first free."""
    if diag.code not in FIXABLE:
        return None
    unit = _unit_of(snap, diag.start)
    if unit is None:
        return None
    titles = [title for title, _ in _candidates(snap, unit.materialize(), diag)]
    if not titles:
        return None
    if len(set(titles)) == 1:
        return titles[0]
    what = titles[0].rsplit(" ", 1)[-1]  # "Remove the second free of %tmp"
    return f"Remove a free of {what} (the second, else the first)"


def _candidates(snap, op, diag) -> list[tuple[str, list[Edit]]]:
    resources = snap.config.resources
    if diag.code == "BUF001":
        return leak_candidates(snap.text, op, diag, resources)
    if diag.code == "BUF102":
        return _clone_before_return(snap.text, op, diag)
    if diag.code == "BUF301":
        return _out_of_the_loop(snap.text, op, diag, resources)
    if diag.code == "BUF302":
        return _on_the_stack(op, diag, resources)
    use = find_use(op, diag.start, diag.end)
    if use is None or not _removable_free(use[0], use[1], resources):
        return []
    free, i = use
    what = value_name(free.operands[i])
    if diag.code == "BUF101":
        return [(f"Remove the free of argument {what}", [remove_op(snap.text, free)])]
    out = [(f"Remove the second free of {what}", [remove_op(snap.text, free)])]
    for r in diag.related[:1]:
        first = find_op(op, r.start, r.end)
        if first is not None and first is not free and _frees_value(first, free.operands[i], resources):
            out.append((f"Remove the first free of {what}", [remove_op(snap.text, first)]))
    return out


def _removable_free(op, i: int, resources) -> bool:
    """``op`` frees its operand ``i`` and does nothing else anyone sees."""
    if op.regions or any(r.uses for r in op.results) or op.span is None:
        return False
    fx = memory_effects(op, resources) or []
    frees = [e for e in fx if e.effect is Effect.FREE]
    return len(frees) == 1 and frees[0].operand == i


def _frees_value(op, value, resources) -> bool:
    return any(v is value and _removable_free(op, i, resources) for i, v in enumerate(op.operands))


def _clone_before_return(text: str, op, diag) -> list[tuple[str, list[Edit]]]:
    use = find_use(op, diag.start, diag.end)
    if use is None or use[0].span is None:
        return []
    ret, i = use
    value = ret.operands[i]
    ref = text[diag.start : diag.end]
    name = unique_name(text, op.span[0], op.span[1], "clone")
    line = op_text("bufferization.clone", [(ref, value.type)], (name, value.type))
    edits = [insert_before(text, ret.span[0], line), (diag.start, diag.end, name)]
    return [(f"Return a clone of {ref} (bufferization.clone)", edits)]


def _out_of_the_loop(text: str, op, diag, resources) -> list[tuple[str, list[Edit]]]:
    """BUF301: the allocation before the loop (and its free after it)."""
    for h in loop_hoists(op, resources):
        if h.alloc_span != (diag.start, diag.end) or h.alloc.span is None:
            continue
        a0, a1 = h.alloc.span
        l0, l1 = h.loop_span
        edits = [insert_before(text, l0, text[a0:a1]), remove_op(text, h.alloc)]
        if h.free is not None and h.free.span is not None:
            f0, f1 = h.free.span
            edits += [remove_op(text, h.free), insert_after(text, l1, text[f0:f1], indent_of(text, l0))]
        what = value_name(h.alloc.results[0])
        return [(f"Move the allocation of {what} out of the loop", edits)]
    return []


def _on_the_stack(op, diag, resources) -> list[tuple[str, list[Edit]]]:
    """BUF302: the stack resource's alloc op in place of the op's name (the
    same operands, attributes and type: checked on the excerpt)."""
    for alloc, target in stack_promotions_in(op, resources):
        span = alloc.name_span or alloc.span
        if span is None or tuple(span) != (diag.start, diag.end):
            continue
        what = value_name(alloc.results[0])
        return [(f"Allocate {what} on the stack ({target})", [(diag.start, diag.end, target)])]
    return []


# ---------------------------------------------------------------------------
# The snapshot's units


def _unit_of(snap, offset: int):
    for u in snap.units():
        if u.start <= offset < u.end:
            return u
    return None


def unit_excerpt(snap, unit, marker: bool = True):
    """An excerpt with ``unit``, the top-level ops of its module it names
    (callees: their bodies tell the checker about ownership), and, with
    ``marker``, a function that frees (so leaks are BUF001 as in a file that
    frees somewhere)."""
    names = referenced_symbols(snap.text, unit.start, unit.end)
    spans = [(unit.start, unit.end)]
    for u in snap.units():
        if u is not unit and u.module is unit.module and _name(u.op) in names:
            spans.append((u.start, u.end))
    return build_excerpt(snap.text, unit.module, spans, marker=marker)


def _name(op) -> str | None:
    return getattr(op.attr("sym_name"), "value", None)
