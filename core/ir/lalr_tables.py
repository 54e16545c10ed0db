"""LALR(1) tables of bufls's lark grammars, read without importing lark.

lark computes the tables of a grammar (``core/syntax/mlir.lark``,
``core/ir/types.lark``); bufls drives them with loops of its own
(``core/syntax/lalr.py``, ``Parser`` below), so at run time it needs only
the tables, not lark.  Importing lark and loading its cached parser cost a
tenth of a ``bufls --check`` of a small file; the tables are written instead
into a Python module beside the grammar (``mlir_tables.py``,
``types_tables.py``: plain literals, loaded from their ``.pyc`` in well under
a millisecond) by::

    python -m bufls.core.syntax.lalr --write

Each generated module records the size and CRC-32 of the grammar it was made
from.  ``load`` compares them with the grammar file: an edited grammar whose
tables were not written again is still parsed right, with tables lark
builds (and caches) on the spot -- only slower -- and a test fails until
they are written again.

The tables (``Tables``), with lark's own numbering:

``states[s][symbol]``
    the action in state ``s`` on a terminal, or the goto on a rule name: a
    target state (``>= 0``, shift or goto) or ``~r`` (``< 0``): reduce by
    rule ``r``;
``start[name]``, ``end[name]``
    the first and the accepting state of each start symbol;
``rules[r]``
    ``(origin, alias, expand1, template_source, expansion)`` with
    ``expansion`` a tuple of ``(symbol, is_terminal, filter_out)``: what
    lark's tree builder would make of a reduction (``Parser`` applies it).
"""

from __future__ import annotations

import functools
import os
import zlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

__all__ = ["Tables", "Parser", "ParseError", "load", "build", "render", "stamp"]

Rule = tuple[str, str | None, bool, str | None, tuple[tuple[str, bool, bool], ...]]


@dataclass(frozen=True)
class Tables:
    states: Sequence[dict[str, int]]
    start: dict[str, int]
    end: dict[str, int]
    rules: tuple[Rule, ...]


def stamp(text: str) -> tuple[int, int]:
    """(size, CRC-32) of a grammar's text: what a generated module was made from."""
    data = text.encode("utf-8")
    return len(data), zlib.crc32(data)


def load(grammar_path: str, module: Any, *, start: Iterable[str] = ("start",), **options: Any) -> Tables:
    """The tables of the grammar at ``grammar_path``: those of the generated
    ``module`` (``GRAMMAR_SIZE``, ``GRAMMAR_CRC32``, ``STATES``, ``START``,
    ``END``, ``RULES``) when it was made from this text, else built by lark
    (``build``, with lark's options ``options``)."""
    with open(grammar_path, encoding="utf-8") as f:
        text = f.read()
    if module is not None and (getattr(module, "GRAMMAR_SIZE", None), getattr(module, "GRAMMAR_CRC32", None)) == stamp(
        text
    ):
        return Tables(module.STATES, module.START, module.END, module.RULES)
    return _built(text, tuple(start), tuple(sorted(options.items())))


@functools.cache
def _built(text: str, start: tuple[str, ...], options: tuple) -> Tables:
    return build(text, start, cache=True, **dict(options))


def build(text: str, start: Iterable[str] = ("start",), **options: Any) -> Tables:
    """The tables lark computes for the grammar ``text`` (imports lark)."""
    from lark import Lark
    from lark.parsers.lalr_analysis import Shift

    start = list(start)
    lark = Lark(text, parser="lalr", lexer="basic", start=start, **options)
    pt = lark.parser.parser.parser.parse_table
    rule_ids: dict[Any, int] = {}
    rules: list[Rule] = []
    for rule in lark.rules:
        rule_ids[rule] = len(rules)
        expansion = tuple(
            (_name(s.name), bool(s.is_term), bool(getattr(s, "filter_out", False))) for s in rule.expansion
        )
        options_ = rule.options
        rules.append(
            (
                _name(rule.origin.name),
                None if rule.alias is None else _name(rule.alias),
                bool(options_.expand1),
                None if options_.template_source is None else _name(options_.template_source),
                expansion,
            )
        )
    rows = {
        st: {_name(sym): (arg if action is Shift else ~rule_ids[arg]) for sym, (action, arg) in actions.items()}
        for st, actions in pt.states.items()
    }
    # lark numbers the states in an order that depends on string hashing:
    # number them again, breadth first from the start states, symbols in
    # sorted order, so that the generated modules are the same every time
    number: dict[int, int] = {}
    order: list[int] = []

    def visit(st: int) -> int:
        if st not in number:
            number[st] = len(order)
            order.append(st)
        return number[st]

    for s in start:
        visit(pt.start_states[s])
    i = 0
    while i < len(order):
        for _, action in sorted(rows[order[i]].items()):
            if action >= 0:
                visit(action)
        i += 1
    for st in sorted(rows):  # unreachable ones (none in an LALR automaton), for completeness
        visit(st)
    states = tuple({sym: (number[a] if a >= 0 else a) for sym, a in sorted(rows[st].items())} for st in order)
    return Tables(
        states,
        {s: number[pt.start_states[s]] for s in start},
        {s: number[pt.end_states[s]] for s in start},
        tuple(rules),
    )


def _name(name) -> str:
    return name.value if hasattr(name, "value") else str(name)


def render(tables: Tables, text: str, grammar: str, command: str) -> str:
    """The source of the module holding ``tables`` of the grammar ``text``
    (file name ``grammar``), written by ``command``."""
    size, crc = stamp(text)
    lines = [
        f'"""LALR(1) tables of ``{grammar}``, written by ``{command}``: do not edit.',
        "",
        "Read by ``bufls.core.ir.lalr_tables.load`` (see there) when the grammar is",
        'still the one they were made from (its size and CRC-32 below)."""',
        "",
        "# ruff: noqa",
        "# fmt: off",
        "",
        f"GRAMMAR_SIZE = {size}",
        f"GRAMMAR_CRC32 = {crc:#010x}",
        f"START: dict[str, int] = {tables.start!r}",
        f"END: dict[str, int] = {tables.end!r}",
        "RULES: tuple[tuple[str, str | None, bool, str | None, tuple[tuple[str, bool, bool], ...]], ...] = (",
    ]
    lines += [f"    {rule!r}," for rule in tables.rules]
    lines += [")", "STATES: tuple[dict[str, int], ...] = ("]
    lines += [f"    {row!r}," for row in tables.states]
    lines += [")", ""]
    return "\n".join(lines)


# ---------------------------------------------------------------------------
# A parser with lark's tree shaping, for grammars whose rules build values


class ParseError(Exception):
    """An unexpected token: ``token`` (None at the end of the input) and the
    terminals the state would have accepted."""

    def __init__(self, token: Any, expected: frozenset[str]):
        super().__init__(f"unexpected {'end of input' if token is None else getattr(token, 'type', token)}")
        self.token = token
        self.expected = expected


class Parser:
    """Parses token streams with ``tables`` and calls ``builder``'s methods
    as lark's LALR parser calls a ``Transformer`` given to ``Lark(...,
    transformer=...)`` (``maybe_placeholders=False``): each reduction of a
    rule calls the method named after its alias (else its template, else the
    rule) with the children that lark's tree builder keeps -- terminals
    marked ``filter_out`` dropped, the children of a rule whose name starts
    with ``_`` spliced in, a ``?rule`` with one child left replaced by that
    child.  Tokens are objects with a ``type`` (the terminal's name)."""

    def __init__(self, tables: Tables, builder: Any):
        self.tables = tables
        reductions = []
        for origin, alias, expand1, template, expansion in tables.rules:
            name = alias or template or origin
            inline = origin.startswith("_")
            callback = None if inline else getattr(builder, name, None)
            include = tuple(
                (i, not is_term and symbol.startswith("_"))
                for i, (symbol, is_term, filter_out) in enumerate(expansion)
                if not (is_term and filter_out)
            )
            # children as they come: nothing filtered, nothing spliced
            plain = len(include) == len(expansion) and not any(expand for _, expand in include)
            reductions.append(
                (origin, len(expansion), include, plain, bool(expand1 and not alias), inline, callback, name)
            )
        self._reductions = tuple(reductions)

    def parse(self, tokens: Iterable[Any], start: str) -> Any:
        t = self.tables
        states = t.states
        reductions = self._reductions
        end = t.end[start]
        state_stack = [t.start[start]]
        value_stack: list[Any] = []

        def reduce(rule: int) -> None:
            origin, size, include, plain, expand1, inline, callback, name = reductions[rule]
            if size:
                children = value_stack[-size:]
                del state_stack[-size:]
                del value_stack[-size:]
            else:
                children = []
            if not plain:
                filtered: list[Any] = []
                for i, expand in include:
                    if expand:
                        if filtered:
                            filtered += children[i]
                        else:  # lark's shortcut for left recursion: the child's own list
                            filtered = children[i]
                    else:
                        filtered.append(children[i])
                children = filtered
            if expand1 and len(children) == 1:
                value = children[0]
            elif inline:
                value = children
            elif callback is None:
                raise TypeError(f"no callback {name!r} for the rule {origin!r}")
            else:
                value = callback(children)
            state_stack.append(states[state_stack[-1]][origin])
            value_stack.append(value)

        for token in tokens:
            ttype = token.type
            while True:
                row = states[state_stack[-1]]
                action = row.get(ttype)
                if action is None:
                    raise ParseError(token, frozenset(k for k in row if k.isupper()))
                if action >= 0:
                    state_stack.append(action)
                    value_stack.append(token)
                    break
                reduce(~action)
        while True:
            row = states[state_stack[-1]]
            action = row.get("$END")
            if action is None:
                raise ParseError(None, frozenset(k for k in row if k.isupper()))
            reduce(~action)
            if state_stack[-1] == end:
                return value_stack[-1]


def writer(specs: Iterable[tuple[str, str, Iterable[str], dict]], command: str) -> list[str]:
    """Write the generated module of each ``(grammar path, module path,
    start symbols, lark options)``; returns the paths written."""
    written = []
    for grammar_path, module_path, start, options in specs:
        with open(grammar_path, encoding="utf-8") as f:
            text = f.read()
        tables = build(text, start, **options)
        source = render(tables, text, os.path.basename(grammar_path), command)
        with open(module_path, "w", encoding="utf-8") as f:
            f.write(source)
        written.append(module_path)
    return written
