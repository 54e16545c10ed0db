"""LALR(1) tables from lark, driven by a small loop specialised for bufls.

lark computes the LALR(1) tables of ``mlir.lark``; they are kept in
``mlir_tables.py`` (written by ``python -m bufls.core.syntax.lalr --write``,
read without importing lark: ``bufls.core.ir.lalr_tables``).  Parsing runs
a tight shift/reduce loop over the tuples from ``core/syntax/lexer.py``: no
lark ``Token`` objects, no parse tree.  Each named rule calls a builder
method of the same name with its flattened children (tokens and the values
of named sub-rules); rules whose name starts with ``_`` (and lark's
``__x_star`` helpers) are spliced into their parent, as lark does.
"""

from __future__ import annotations

import functools
import os
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from ..ir import lalr_tables

__all__ = ["Tables", "ParseError", "tables", "parse"]

GRAMMAR = os.path.join(os.path.dirname(__file__), "mlir.lark")
GENERATED = os.path.join(os.path.dirname(__file__), "mlir_tables.py")

_SPLICE_NEW = 0  # value = flattened list of the children
_SPLICE_LEFT = 1  # left-recursive helper: extend the first child in place
_BUILD = 2  # call builder.<rule name>(children)


class ParseError(Exception):
    """An unexpected token; ``token`` is the lexer tuple or None at the end."""

    def __init__(self, token, expected: frozenset[str]):
        super().__init__(f"unexpected {token[0] if token else 'end of input'}")
        self.token = token
        self.expected = expected


class _Splice(list):
    __slots__ = ()


@dataclass(frozen=True)
class Tables:
    # states[state][terminal or rule name] = target state (shift/goto, >= 0)
    # or ~rule index (reduce, < 0)
    states: Sequence[dict[str, int]]
    start: int
    end: int
    # rules[i] = (origin name, expansion length, reduce kind)
    rules: tuple[tuple[str, int, int], ...]
    # rules whose reduction is ``__x_star: __x_star item`` (one item appended):
    # their name, else None
    append_one: tuple[str | None, ...]
    # rules whose reduction is ``__x_star: item`` (a list starts): their name
    wrap_one: tuple[str | None, ...] = ()


def _generated():
    try:
        from . import mlir_tables
    except ImportError:  # not written yet
        return None
    return mlir_tables


@functools.cache
def tables() -> Tables:
    lt = lalr_tables.load(GRAMMAR, _generated())
    rules: list[tuple[str, int, int]] = []
    for name, _alias, _expand1, _template, expansion in lt.rules:
        size = len(expansion)
        if name.startswith("_"):
            first = expansion[0][0] if expansion else None
            kind = _SPLICE_LEFT if (name.startswith("__") and first == name) else _SPLICE_NEW
        else:
            kind = _BUILD
        rules.append((name, size, kind))
    append_one = tuple(name if (kind == _SPLICE_LEFT and size == 2) else None for name, size, kind in rules)
    wrap_one = tuple(name if (kind == _SPLICE_NEW and size == 1) else None for name, size, kind in rules)
    return Tables(lt.states, lt.start["start"], lt.end["start"], tuple(rules), append_one, wrap_one)


def parse(tokens: Iterable[tuple], builder: Any) -> Any:
    """Run the LALR loop over ``tokens``; returns ``builder.start(children)``.

    Raises ``ParseError`` at the first token the grammar does not accept.
    """
    t = tables()
    states = t.states
    rules = t.rules
    callbacks = getattr(builder, "_lalr_callbacks", None)
    if callbacks is None:
        callbacks = [getattr(builder, name) if kind == _BUILD else None for name, _, kind in rules]
        try:
            builder._lalr_callbacks = callbacks
        except AttributeError:
            pass
    state_stack = [t.start]
    value_stack: list[Any] = []
    push_state = state_stack.append
    push_value = value_stack.append
    pop_state = state_stack.pop
    pop_value = value_stack.pop

    def reduce(rule_index: int) -> None:
        name, size, kind = rules[rule_index]
        if size:
            args = value_stack[-size:]
            del value_stack[-size:]
            del state_stack[-size:]
        else:
            args = ()
        if kind == _SPLICE_LEFT:
            value = args[0]
            for a in args[1:]:
                if type(a) is _Splice:
                    value.extend(a)
                else:
                    value.append(a)
        else:
            value = _Splice()
            for a in args:
                if type(a) is _Splice:
                    value.extend(a)
                else:
                    value.append(a)
            if kind == _BUILD:
                value = callbacks[rule_index](value)
        push_state(states[state_stack[-1]][name])
        push_value(value)

    append_one = t.append_one
    wrap_one = t.wrap_one
    for tok in tokens:
        ttype = tok[0]
        while True:
            action = states[state_stack[-1]].get(ttype)
            if action is None:
                row = states[state_stack[-1]]
                raise ParseError(tok, frozenset(k for k in row if k.isupper()))
            if action >= 0:
                push_state(action)
                push_value(tok)
                break
            name = append_one[~action]
            if name is not None:
                # the hot path: ``__x_star: __x_star item`` appends one item
                v = pop_value()
                if type(v) is _Splice:
                    value_stack[-1].extend(v)
                else:
                    value_stack[-1].append(v)
                pop_state()
                state_stack[-1] = states[state_stack[-2]][name]
                continue
            name = wrap_one[~action]
            if name is not None:
                # ``__x_star: item`` starts a list (as ``reduce`` would)
                v = value_stack[-1]
                value_stack[-1] = _Splice(v) if type(v) is _Splice else _Splice((v,))
                state_stack[-1] = states[state_stack[-2]][name]
                continue
            rule = ~action
            name, size, kind = rules[rule]
            if size == 1 and kind == _BUILD:
                # one child (``op: LINE``, the lexer's whole statement lines)
                v = value_stack[-1]
                value_stack[-1] = callbacks[rule](_Splice(v) if type(v) is _Splice else _Splice((v,)))
                state_stack[-1] = states[state_stack[-2]][name]
                continue
            if kind == _BUILD and size:
                # ``reduce`` inlined for the rules that build something
                args = value_stack[-size:]
                del value_stack[-size:]
                del state_stack[-size:]
                value = _Splice()
                for a in args:
                    if type(a) is _Splice:
                        value.extend(a)
                    else:
                        value.append(a)
                push_state(states[state_stack[-1]][name])
                push_value(callbacks[rule](value))
            else:
                reduce(rule)
    while True:
        row = states[state_stack[-1]]
        action = row.get("$END")
        if action is None:
            raise ParseError(None, frozenset(k for k in row if k.isupper()))
        reduce(~action)
        if state_stack[-1] == t.end:
            return value_stack[-1]


def _write() -> int:
    """``python -m bufls.core.syntax.lalr --write``: the generated tables of
    both grammars (this one's and ``core/ir/types.lark``'s)."""
    from ..ir import typeattr_parser

    command = "python -m bufls.core.syntax.lalr --write"
    specs = [(GRAMMAR, GENERATED, ("start",), {}), typeattr_parser.TABLES_SPEC]
    for path in lalr_tables.writer(specs, command):
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        sys.exit("usage: python -m bufls.core.syntax.lalr --write")
    sys.exit(_write())
