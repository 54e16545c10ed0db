"""Diagnostics of the ownership checker: spans, related locations and the
path that shows the bug, in words.

A path is told from its events after a mark (the allocation for a leak, the
first free for a double free or a use after free): the facts a branch
decided ("when %c is false"), the CFG edges taken where a terminator could
go several ways ("on the edge ^bb1 → ^bb3"), the loops skipped ("when the
loop at line 7 does not run") and the loops iterated ("after 2 iterations
of the loop at line 40").
"""

from __future__ import annotations

from ..diagnostics import Diagnostic, Related
from ..syntax.source import SourceFile
from .paths import events_since

__all__ = ["Reporter", "block_name", "op_span", "use_span", "value_name"]

MAX_EVENTS = 4


def op_span(op) -> tuple[int, int]:
    """The op's span; for an op with regions, its first line only."""
    while op is not None and op.span is None:
        op = op.parent_op
    if op is None:
        return (0, 0)
    start, end = op.span
    if getattr(op, "regions", None) and op.name_span is not None:  # (a Value has neither)
        end = max(op.name_span[1], start)
    return (start, end)


def use_span(op, i: int) -> tuple[int, int]:
    spans = op.operand_spans
    if i < len(spans) and spans[i] is not None:
        return tuple(spans[i])
    return op_span(op)


def value_name(v) -> str:
    if v is None:
        return "the buffer"
    if getattr(v, "name", None):
        return f"%{v.name}"
    return "a value"


def block_name(block) -> str:
    if block.label:
        return f"^{block.label}"
    region = block.parent
    if region is not None:
        for i, b in enumerate(region.blocks):
            if b is block:
                return f"^bb{i}"
    return "^bb?"


class Reporter:
    def __init__(self, source: SourceFile | None):
        self._source = source
        self.found: dict[tuple, tuple] = {}

    # -- locations ------------------------------------------------------------
    def line(self, offset: int) -> int | None:
        if self._source is None:
            return None
        return self._source.line_col(offset)[0] + 1

    def loop_name(self, loop) -> str:
        """``loop``: a region op (``scf.for``...) or the header block of a CFG loop."""
        if hasattr(loop, "ops"):  # a block
            first = loop.label_span or (loop.ops[0].span if loop.ops else None)
            line = self.line(first[0]) if first else None
            where = f"line {line}" if line else block_name(loop)
            return f"the loop at {where}"
        line = self.line(op_span(loop)[0])
        return f"the loop at line {line}" if line else f"the {loop.name} loop"

    # -- paths -----------------------------------------------------------------
    def path_items(self, state, mark: int, atom_text, keep=None) -> tuple:
        """The decisions of ``state``'s path after ``mark``: ``("when", text)``,
        ``("edge", text)`` and ``("iter", loop words, n)`` items; ``keep(event)``
        filters the decisions that matter."""
        items: list = []
        iters: dict = {}
        for ev in events_since(state.path, mark):
            if keep is not None and ev.kind != "iter" and not keep(ev):
                continue
            if ev.kind == "iter":
                iters[ev.a] = max(iters.get(ev.a, 0), ev.b)
            elif ev.kind == "fact":
                text = atom_text(ev.a, ev.b)
                if text is not None and ("when", text) not in items:
                    items.append(("when", text))
            elif ev.kind == "edge":
                items.append(("edge", f"on the edge {block_name(ev.a)} → {block_name(ev.b)}"))
            elif ev.kind == "skip":
                items.append(("edge", f"when {self.loop_name(ev.a)} does not run"))
        for loop, n in iters.items():
            if n:
                items.append(("iter", self.loop_name(loop), n))
        return tuple(items)

    @staticmethod
    def render(items) -> str:
        parts: list[str] = []
        facts: list[str] = []

        def flush():
            if facts:
                parts.append("when " + " and ".join(facts))
                facts.clear()

        plain = [it for it in items if it[0] != "iter"]
        for it in plain[:MAX_EVENTS]:
            if it[0] == "when":
                facts.append(it[1])
            else:
                flush()
                parts.append(it[1])
        flush()
        if len(plain) > MAX_EVENTS:
            parts.append("…")
        for it in items:
            if it[0] == "iter":
                parts.append(f"after {it[2]} iteration{'s' if it[2] != 1 else ''} of {it[1]}")
        return (" " + ", ".join(parts)) if parts else ""

    @staticmethod
    def _common(a: tuple, b: tuple) -> tuple:
        """The decisions two paths showing the same bug agree on."""
        out = []
        for it in a:
            if it[0] == "iter":
                other = [x for x in b if x[0] == "iter" and x[1] == it[1]]
                if other:
                    out.append(("iter", it[1], min(it[2], other[0][2])))
            elif it in b:
                out.append(it)
        return tuple(out)

    # -- diagnostics -------------------------------------------------------------
    def add(self, code: str, message: str, span, related=(), items=None, state=None) -> None:
        """``message`` has a ``{path}`` slot when ``items`` (``path_items``,
        or a function computing them) are given; the same bug seen again on
        another path keeps only the decisions both paths share.  Nothing is
        reported on a path ``state`` that is ``unsure`` (``paths.decide``)."""
        if state is not None and state.unsure:
            return
        start, end = span
        k = (code, start, end)
        got = self.found.get(k)
        if got is not None:
            if items is not None and got[3]:  # nothing to drop from an empty path
                items = items() if callable(items) else items
                self.found[k] = (got[0], got[1], got[2], self._common(got[3], items))
            return
        if callable(items):
            items = items()
        self.found[k] = (code, message, tuple(related), items)

    def remove(self, code: str) -> None:
        """Take out the diagnostics of ``code`` (leaks of a dealloc-free function)."""
        self.found = {k: d for k, d in self.found.items() if k[0] != code}

    def diagnostics(self) -> list[Diagnostic]:
        out = []
        for (code, start, end), (_, message, related, items) in self.found.items():
            if items is not None:
                message = message.replace("{path}", self.render(items))
            out.append(Diagnostic.make(code, message, start, end, tuple(Related(s, e, m) for (s, e), m in related)))
        return sorted(out, key=lambda d: (d.start, d.end, d.code))
