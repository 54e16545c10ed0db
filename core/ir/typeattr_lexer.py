"""Tokens of MLIR types and attribute values for the LALR grammar ``types.lark``.

The lexer is context-sensitive where MLIR is:

* right after ``memref<``, ``tensor<`` and ``vector<`` a whole dimension list
  (``4x?x``, ``2 x [4] x``) is one ``SHAPE`` token, ``*x`` an ``UNRANKED``
  one, so ``0xf32`` in ``memref<0xf32>`` is not read as a hex number;
* an identifier in key position of a dictionary is a ``KEY`` (so keywords like
  ``offset`` or ``index`` are plain keys there);
* bodies MLIR does not give generic structure are whole tokens, their angle
  brackets balanced with strings, ``->``, ``>=`` and ``<=`` skipped:
  ``dense<...>``, ``affine_map<...>``, ``loc(...)``, ``#dialect.attr<...>``,
  ``!dialect.type<...>``;
* ``#name``/``!name`` without a dot or ``<`` are alias references.
"""

from __future__ import annotations

import re

from .types import FLOAT_TYPE_NAMES

__all__ = ["LexError", "Token", "tokenize", "scan_angle"]


class Token(str):
    """A token: its text, with the terminal's name (``type``) and where it
    starts and ends in the text parsed (lark's ``Token``, for what the
    parser uses of it: equal to its text, unequal to a token of another
    type)."""

    __slots__ = ("type", "start_pos", "end_pos")

    type: str
    start_pos: int | None
    end_pos: int | None

    def __new__(cls, type: str, value: str, start_pos: int | None = None, end_pos: int | None = None) -> Token:
        self = super().__new__(cls, value)
        self.type = type
        self.start_pos = start_pos
        self.end_pos = end_pos
        return self

    @property
    def value(self) -> str:
        return str(self)

    def __reduce__(self):
        return (Token, (self.type, str(self), self.start_pos, self.end_pos))

    def __repr__(self) -> str:
        return f"Token({self.type!r}, {str(self)!r})"

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Token) and self.type != other.type:
            return False
        return str.__eq__(self, other)

    __hash__ = str.__hash__


class LexError(Exception):
    """Text that starts no token; ``offset`` is where."""

    def __init__(self, message: str, offset: int):
        super().__init__(message)
        self.offset = offset


_STR = r'"(?:[^"\\]|\\.)*"'
_MASTER = re.compile(
    rf"""
    (?P<ws>(?:\s+|//[^\n]*)+)
  | (?P<ARROW>->)
  | (?P<FLOAT>-?\d+\.\d*(?:[eE][-+]?\d+)?)
  | (?P<INT>-?0x[0-9a-fA-F]+|-?\d+)
  | (?P<STRING>{_STR})
  | (?P<SYMBOL>@(?:[A-Za-z_][\w$.]*|{_STR})(?:::@(?:[A-Za-z_][\w$.]*|{_STR}))*)
  | (?P<hash>\#[\w$.\-]+)
  | (?P<bang>![\w$.\-]+)
  | (?P<word>[A-Za-z_][\w$.]*)
  | (?P<punct>[<>()\[\]{{}},:=?*])
""",
    re.VERBOSE | re.ASCII,
)
_PUNCT = {
    "<": "_LESS",
    ">": "_MORE",
    "(": "_LPAR",
    ")": "_RPAR",
    "[": "_LSQB",
    "]": "_RSQB",
    "{": "_LBRACE",
    "}": "_RBRACE",
    ",": "_COMMA",
    ":": "_COLON",
    "=": "_EQUAL",
    "?": "QMARK",
    "*": "STAR",
}
_CLOSER = {")": "(", "]": "[", "}": "{", ">": "<"}
# keyword<...> read as one token (the body is not MLIR's generic syntax)
_WHOLE = {
    "dense": "DENSE",
    "dense_resource": "DENSE_RESOURCE",
    "sparse": "SPARSE",
    "affine_map": "AFFINE_MAP",
    "affine_set": "AFFINE_SET",
}
# keyword< whose parameters the grammar parses
_OPENERS = {
    "memref": "_MEMREF",
    "tensor": "_TENSOR",
    "vector": "_VECTOR",
    "complex": "_COMPLEX",
    "tuple": "_TUPLE",
    "array": "_ARRAY",
    "strided": "_STRIDED",
}
_SHAPED = frozenset({"_MEMREF", "_TENSOR", "_VECTOR"})
_WORDS = {"index": "_INDEX", "none": "_NONE", "unit": "_UNIT", "true": "TRUE", "false": "FALSE", "offset": "OFFSET"}
_INT_TYPE = re.compile(r"[su]?i\d+\Z")
_SHAPE = re.compile(r"(?:(?:\d+|\?|\[\s*\d+\s*\])\s*x\s*)+")
_UNRANKED = re.compile(r"\*\s*x\s*")
_WS = re.compile(r"\s*")
_ANGLE_STOP = re.compile(rf"{_STR}|->|>=|<=|[<>]")
_PAREN_STOP = re.compile(rf"{_STR}|[()]")
_DISTINCT = re.compile(r"distinct\s*\[\s*\d+\s*\]\s*<")


def _scan(text: str, pos: int, stop: re.Pattern, open_: str, close: str) -> int:
    start, depth = pos, 0
    while True:
        m = stop.search(text, pos)
        if m is None:
            raise LexError(f"unbalanced '{open_}'", start)
        if m.group() == open_:
            depth += 1
        elif m.group() == close:
            depth -= 1
            if depth == 0:
                return m.end()
        pos = m.end()


def scan_angle(text: str, pos: int) -> int:
    """Offset just past the ``>`` matching the ``<`` at ``pos`` (strings, ``->``,
    ``>=`` and ``<=`` skipped)."""
    return _scan(text, pos, _ANGLE_STOP, "<", ">")


def _word_token(text: str, s: int, e: int, key_position: bool) -> tuple[str, int]:
    """Token type and end of the identifier ``text[s:e]``."""
    word = text[s:e]
    if key_position:
        return "KEY", e
    after = _WS.match(text, e).end()
    nxt = text[after : after + 1]
    if nxt == "<":
        if word in _WHOLE:
            return _WHOLE[word], scan_angle(text, after)
        if word in _OPENERS:
            return _OPENERS[word], e
    if word == "loc" and nxt == "(":
        return "LOC", _scan(text, after, _PAREN_STOP, "(", ")")
    if word == "distinct" and _DISTINCT.match(text, s):
        return "OPAQUE_ATTR", scan_angle(text, _DISTINCT.match(text, s).end() - 1)
    if _INT_TYPE.match(word):
        return "INT_TYPE", e
    if word in FLOAT_TYPE_NAMES:
        return "FLOAT_TYPE", e
    return _WORDS.get(word, "BARE_ID"), e


def _prefixed_token(text: str, s: int, e: int, alias: str, opaque: str) -> tuple[str, int]:
    """``#name``/``!name``: an alias unless dotted or followed by ``<``."""
    if e < len(text) and text[e] == "<":
        return opaque, scan_angle(text, e)
    return (opaque if "." in text[s:e] else alias), e


def tokenize(text: str):
    """Yield the ``Token``s of ``text``; raises ``LexError``."""
    pos, end = 0, len(text)
    stack: list[str] = []
    prev = ""
    match = _MASTER.match
    while pos < end:
        m = match(text, pos)
        if m is None:
            if text[pos] == '"':
                raise LexError("unterminated string literal", pos)
            raise LexError(f"unexpected character {text[pos]!r}", pos)
        kind = m.lastgroup
        s, e = m.start(), m.end()
        if kind == "ws":
            pos = e
            continue
        if kind == "word":
            key_position = bool(stack) and stack[-1] == "{" and prev in ("_LBRACE", "_COMMA")
            ttype, e = _word_token(text, s, e, key_position)
        elif kind == "hash":
            ttype, e = _prefixed_token(text, s, e, "ATTR_ALIAS", "OPAQUE_ATTR")
        elif kind == "bang":
            ttype, e = _prefixed_token(text, s, e, "TYPE_ALIAS", "OPAQUE_TYPE")
        elif kind == "punct":
            c = text[s]
            ttype = _PUNCT[c]
            if c in "<([{":
                stack.append(c)
            elif c in _CLOSER and stack and stack[-1] == _CLOSER[c]:
                stack.pop()
        else:
            ttype = "_ARROW" if kind == "ARROW" else kind
        yield Token(ttype, text[s:e], start_pos=s, end_pos=e)
        pos = e
        if ttype == "_LESS" and prev in _SHAPED:
            pos = _WS.match(text, pos).end()
            for pattern, name in ((_SHAPE, "SHAPE"), (_UNRANKED, "UNRANKED")):
                dims = pattern.match(text, pos)
                if dims:
                    yield Token(name, dims.group(), start_pos=pos, end_pos=dims.end())
                    pos = dims.end()
                    ttype = name
                    break
        prev = ttype
