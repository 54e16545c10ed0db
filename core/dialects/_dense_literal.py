"""The shape MLIR infers from the body of a ``dense<...>`` literal: the
nesting of its brackets.

    literal_shape("[[1, 2], [3, 4], [5, 6]]")  -> (3, 2)
    literal_shape("[]")                         -> (0,)
    literal_shape("1.0")                        -> ()      (a splat)
    literal_shape('"0x0000803F"')               -> None    (a hex blob: no shape)

Elements may be numbers, ``true``/``false``, strings and complex pairs
``(1.0, 2.0)``; ragged lists give None (MLIR reports those itself, with
another message).
"""

from __future__ import annotations

from ..ir import attrs as A
from ..syntax.asm import AsmError

__all__ = ["literal_shape", "check_literal_shape"]


class _Ragged(Exception):
    pass


def literal_shape(text: str) -> tuple[int, ...] | None:
    text = text.strip()
    if not text or text[0] == '"':
        return None
    if text[0] != "[":
        return ()
    try:
        shape, end = _list(text, 0)
    except (_Ragged, IndexError):
        return None
    return shape if not text[end:].strip() else None


def _list(text: str, i: int) -> tuple[tuple[int, ...], int]:
    """The list opening at ``text[i]``: (its shape, the index after it)."""
    i += 1
    count, inner = 0, None
    while True:
        i = _skip_space(text, i)
        if text[i] == "]":
            return (count,) + (inner or ()), i + 1
        if count:
            if text[i] != ",":
                raise _Ragged
            i = _skip_space(text, i + 1)
        if text[i] == "[":
            shape, i = _list(text, i)
        else:
            shape, i = (), _scalar(text, i)
        if inner is not None and shape != inner:
            raise _Ragged
        inner = shape
        count += 1


def _skip_space(text: str, i: int) -> int:
    while text[i] in " \t\r\n":
        i += 1
    return i


def _scalar(text: str, i: int) -> int:
    """The index after the element starting at ``text[i]``."""
    if text[i] == '"':
        i += 1
        while text[i] != '"':
            i += 2 if text[i] == "\\" else 1
        return i + 1
    if text[i] == "(":
        return text.index(")", i) + 1
    while text[i] not in ",]":
        i += 1
    return i


def check_literal_shape(value, shape: tuple, start: int) -> None:
    """A ``dense<[...]>`` literal written without its type (``memref.global``)
    is nested like ``shape``; a syntax error at ``start`` otherwise."""
    inferred = literal_shape(value.text) if isinstance(value, A.DenseElementsAttr) else None
    if inferred and inferred != tuple(shape):
        raise AsmError(
            f"inferred shape of elements literal ([{', '.join(map(str, inferred))}]) does not "
            f"match type ([{', '.join(map(str, shape))}])",
            start,
            start + len("dense"),
        )
