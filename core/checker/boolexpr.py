"""Boolean expressions over atoms: the abstract value of an ``i1`` SSA value.

An expression is ``True``, ``False``, an atom (a positive ``int``: an ``i1``
value the checker knows nothing about, such as a function argument, a loaded
flag or a comparison of unknown indices) or a tuple ``("!", e)``,
``("&", a, b)``, ``("|", a, b)``, ``("^", a, b)``.  Constructors simplify as
they build (constants, ``x & x``, ``x & !x``...), so the ownership
indicators of the deallocation pipeline stay small.

A path state records *facts* (atom -> bool).  ``simplify(e, facts)`` is the
partial evaluation of ``e`` under them; a branch on an expression that does
not simplify to a constant splits the path on one of its atoms
(``first_atom``) until it does (Shannon expansion, ``paths.decide``).

    >>> a, b = 1, 2
    >>> and_(a, not_(a))
    False
    >>> simplify(or_(a, b), {1: False})
    2
"""

from __future__ import annotations

__all__ = [
    "MAX_SIZE",
    "Expr",
    "and_",
    "atoms",
    "first_atom",
    "ite",
    "not_",
    "or_",
    "simplify",
    "size",
    "xor_",
]

Expr = "bool | int | tuple"

# Expressions larger than this are replaced by a fresh atom by the caller
# (loop-carried indicators would otherwise grow by one atom per iteration).
MAX_SIZE = 24


def not_(a):
    if a is True:
        return False
    if a is False:
        return True
    if type(a) is tuple and a[0] == "!":
        return a[1]
    return ("!", a)


def _negates(a, b) -> bool:
    return (type(a) is tuple and a[0] == "!" and a[1] == b) or (type(b) is tuple and b[0] == "!" and b[1] == a)


def and_(a, b):
    if a is False or b is False:
        return False
    if a is True:
        return b
    if b is True:
        return a
    if a == b:
        return a
    if _negates(a, b):
        return False
    return ("&", a, b)


def or_(a, b):
    if a is True or b is True:
        return True
    if a is False:
        return b
    if b is False:
        return a
    if a == b:
        return a
    if _negates(a, b):
        return True
    return ("|", a, b)


def xor_(a, b):
    if a is False:
        return b
    if b is False:
        return a
    if a is True:
        return not_(b)
    if b is True:
        return not_(a)
    if a == b:
        return False
    if _negates(a, b):
        return True
    return ("^", a, b)


def ite(c, a, b):
    """``c ? a : b`` (``arith.select`` on ``i1``)."""
    if c is True:
        return a
    if c is False:
        return b
    if a == b:
        return a
    return or_(and_(c, a), and_(not_(c), b))


_BUILD = {"&": and_, "|": or_, "^": xor_}


def simplify(e, facts: dict):
    """``e`` with the atoms of ``facts`` replaced by their values."""
    if e is True or e is False:
        return e
    if type(e) is int:
        return facts.get(e, e)
    if not facts:
        return e
    if e[0] == "!":
        return not_(simplify(e[1], facts))
    return _BUILD[e[0]](simplify(e[1], facts), simplify(e[2], facts))


def first_atom(e):
    """Some atom of ``e`` (the leftmost), or None for a constant."""
    while True:
        if type(e) is int:
            return e
        if type(e) is not tuple:
            return None
        e = e[1]


def atoms(e, out: set | None = None) -> set:
    out = set() if out is None else out
    stack = [e]
    while stack:
        x = stack.pop()
        if type(x) is int:
            out.add(x)
        elif type(x) is tuple:
            stack.extend(x[1:])
    return out


def size(e) -> int:
    if type(e) is not tuple:
        return 1
    return 1 + sum(size(x) for x in e[1:])


def canon(e, rename) -> object:
    """``e`` with every atom ``a`` replaced by ``rename(a)`` (state keys)."""
    if type(e) is int:
        return ("a", rename(e))
    if type(e) is not tuple:
        return e
    return (e[0],) + tuple(canon(x, rename) for x in e[1:])
