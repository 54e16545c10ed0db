"""Tokenizer for MLIR text, feeding the LALR grammar in ``grammar/mlir.lark``.

The lexer is deliberately *coarse*: a whole type (``memref<4x?xf32,
strided<[?, 1], offset: ?>>``), a whole angle-bracketed attribute
(``affine_map<(d0) -> (d0)>``, ``dense<[1, 2]>``, ``#gpu.address_space<global>``)
and a whole location (``loc("a.mlir":3:4)``) are each one token.  Their inner
structure is parsed lazily (and cached by text) by ``types.py`` / ``attrs.py``.
That keeps the number of tokens per line, and so the cost of the LALR parse,
small.

It also resolves the few places where MLIR is not LR(1) by looking at the
layout, the way a person reads MLIR:

* ``%a, %b:2 =`` at the start of a statement is one ``RESULTS`` token; a single
  ``%i =`` elsewhere (``scf.for %i = ...``, ``iter_args(%x = %y)``) is a
  ``VALUE_DEF``;
* a dotted bare identifier outside an attribute dictionary is an ``OPNAME``;
  an undotted one is an ``OPNAME`` only right after ``RESULTS`` or, at the start
  of a statement, when it is a known short op name (``return``);
* ``^bb1`` at the start of a line is a ``BLOCK_LABEL``, elsewhere a
  ``SUCCESSOR``;
* ``{`` opens an attribute dictionary (``DICT_OPEN``) when an attribute name
  follows, a region (``LBRACE``) otherwise.

Tokens are ``(type, value, start, end)`` in character offsets of the text.
"""

from __future__ import annotations

import re

__all__ = ["LexError", "tokenize", "scan_angle", "scan_paren", "SHORT_OP_NAMES"]


class LexError(Exception):
    """Raised for text that cannot start any token; ``pos`` is the offset."""

    def __init__(self, message: str, pos: int, end: int | None = None):
        super().__init__(message)
        self.pos = pos
        self.end = pos + 1 if end is None else end


# Ops printed without their dialect prefix inside a region whose parent names a
# default dialect (func.func -> "return"), plus the builtin module.
SHORT_OP_NAMES = frozenset({
    "return", "call", "call_indirect", "constant", "func",
    "module", "unrealized_conversion_cast",
})

_ID = r"[A-Za-z_][\w$.\-]*"
_SUFFIX_ID = r"(?:[\w$.\-]+)"
_STR = r'"(?:[^"\\]|\\.)*"'

_TYPE_WORDS = frozenset({"memref", "tensor", "vector", "complex", "tuple"})
_SCALAR_TYPE = re.compile(
    r"(?:[su]?i\d+|f16|f32|f64|f80|f128|bf16|tf32|index|none|"
    r"f8E\w+|f6E\w+|f4E\w+)\Z"
)

# One master pattern, leading whitespace and comments included, so that one
# ``match`` call yields one token; the group that matched tells what was seen.
# Order matters where prefixes overlap (``->`` before ``-``; numbers before
# ``-``).
_MASTER = re.compile(
    r"""(?:[ \t\r\n]+|//[^\n]*)*(?:
    (?P<results>%""" + _SUFFIX_ID + r"""(?::\d+)?(?:[ \t]*,[ \t\r\n]*%""" + _SUFFIX_ID + r"""(?::\d+)?)*[ \t]*=(?!=))
  | (?P<value>%""" + _SUFFIX_ID + r"""(?:\#\d+)?)
  | (?P<id>""" + _ID + r""")
  | (?P<punct>[()\[\],:=+*?])
  | (?P<arrow>->)
  | (?P<lbrace>\{(?!-\#))
  | (?P<rbrace>\}(?!>))
  | (?P<caret>\^""" + _SUFFIX_ID + r""")
  | (?P<string>""" + _STR + r""")
  | (?P<symbol>@(?:""" + _SUFFIX_ID + "|" + _STR + r""")(?:::@(?:""" + _SUFFIX_ID + "|" + _STR + r"""))*)
  | (?P<hashid>\#""" + _SUFFIX_ID + r""")
  | (?P<bangid>!""" + _SUFFIX_ID + r""")
  | (?P<float>-?\d+\.\d*(?:[eE][+-]?\d+)?)
  | (?P<integer>-?0x[0-9a-fA-F]+|-?\d+)
  | (?P<props_open><\{)
  | (?P<props_close>\}>)
  | (?P<meta>\{-\#.*?\#-\})
  | (?P<angle>[<>\-])
  | (?P<eof>\Z)
    )""",
    re.VERBOSE | re.DOTALL,
)

_PUNCT = {
    "(": "LPAR", ")": "RPAR", "[": "LSQB", "]": "RSQB", ",": "COMMA",
    ":": "COLON", "=": "EQUAL", "<": "LESS", ">": "MORE", "+": "PLUS",
    "*": "STAR", "?": "QMARK", "-": "MINUS",
}
# Tokens an operation's assembly is made of, with no structure the grammar
# needs: outside dictionaries and block labels, a run of them becomes one
# ("RUN", [tokens], start, end) token, so the LALR parser does one step per
# run instead of one per token.
_LEAF = frozenset({
    "VALUE", "VALUE_DEF", "SUCCESSOR", "STRING", "SYMBOL", "ATTR", "TYPE", "FLOAT",
    "INTEGER", "BARE_ID", "LOC", "LESS", "MORE", "PLUS", "STAR", "QMARK", "MINUS",
    "ARROW", "LPAR", "RPAR", "LSQB", "RSQB", "COMMA", "COLON", "EQUAL",
})
_CONTINUES_LINE = frozenset({"COMMA", "LPAR", "LSQB", "EQUAL", "ARROW"})

# After ``{``: a region when an operation, a block label or a result list
# follows; an attribute dictionary when a name followed by ``=``, ``,`` or
# ``}`` follows (``{}`` is an empty dictionary, read as an empty region where
# an op expects one).  ``{ return }`` / ``{\n  scf.yield\n}`` are regions.
_BRACE_AHEAD = re.compile(
    r"(?P<nl>(?:[ \t]|//[^\n]*)*\n)?(?:\s|//[^\n]*)*"
    r"(?:(?P<region>[%^]|" + _STR + r"\s*\()|(?P<id>(?>" + _ID + r"))\s*(?P<after>[=,}])?)"
)


def _opens_region(text: str, pos: int) -> bool:
    m = _BRACE_AHEAD.match(text, pos)
    if m is None:
        return False
    if m.group("region"):
        return True
    after = m.group("after")
    if after is None:
        return True                      # `{ scf.yield %x : f32 }`
    if after == "}":
        return m.group("nl") is not None or m.group("id") in SHORT_OP_NAMES
    return after == "=" and text.startswith("==", m.end("after") - 1)


_SINGLE_DEF = re.compile(r"%" + _SUFFIX_ID + r"(?::\d+)?[ \t]*=(?!=)")
# Inside <...>: strings, arrows and comparison operators are skipped whole.
_ANGLE_STOP = re.compile(r'"(?:[^"\\]|\\.)*"|->|>=|<=|[<>]')
_PAREN_STOP = re.compile(r'"(?:[^"\\]|\\.)*"|[()]')
_WS_ONLY = re.compile(r"[ \t]*")
_VALUE = re.compile(r"%" + _SUFFIX_ID + r"(?:\#\d+)?")


def _scan_balanced(text: str, pos: int, stop: re.Pattern, open_: str, close: str) -> int:
    """Return the offset just past the bracket that closes ``text[pos]``."""
    depth = 0
    search = stop.search
    opened = pos
    while True:
        m = search(text, pos)
        if m is None:
            raise LexError(f"unbalanced '{open_}': no matching '{close}'", opened)
        s = m.group()
        if s == open_:
            depth += 1
        elif s == close:
            depth -= 1
            if depth == 0:
                return m.end()
        pos = m.end()


def scan_angle(text: str, pos: int) -> int:
    return _scan_balanced(text, pos, _ANGLE_STOP, "<", ">")


def scan_paren(text: str, pos: int) -> int:
    return _scan_balanced(text, pos, _PAREN_STOP, "(", ")")


def tokenize(text: str, pos: int = 0, end: int | None = None) -> list[tuple]:
    """Return the tokens of ``text[pos:end]`` as ``(type, value, start, end)``;
    runs of leaf tokens are grouped as ``("RUN", [tokens], start, end)``.

    Raises ``LexError`` at a character that starts no token.
    """
    if end is None:
        end = len(text)
    match = _MASTER.match
    find_nl = text.find
    punct = _PUNCT
    scalar_type = _SCALAR_TYPE.match
    out: list[tuple] = []
    add = out.append
    run = None             # the current run of leaf tokens (see _LEAF)
    in_label = False       # inside `^bb(%a: t):`, whose tokens the grammar reads
    ndict = 0              # open dictionaries / properties (their tokens too)
    label_depth = 0
    # stack of open brackets: "{" region, "d" dictionary, "(" "[" "<{"
    stack: list[str] = []
    stmt_start = True      # a statement may begin here (line start or after "{")
    line_start = True      # only whitespace since the last newline
    prev = ""
    while pos < end:
        m = match(text, pos)
        if m is None:
            raise LexError(f"unexpected character {text[pos]!r}", _skip_ws(text, pos))
        kind = m.lastgroup
        s = m.start(kind)
        e = m.end()
        if s != pos and find_nl("\n", pos, s) >= 0:
            line_start = True
            if prev not in _CONTINUES_LINE:
                stmt_start = True
        if e > end:
            if s >= end:
                break
            e = end
        if kind == "value":
            ttype = "VALUE"
        elif kind == "punct":
            c = text[s]
            ttype = punct[c]
            if c == "(" or c == "[":
                stack.append(c)
            elif c == ")" or c == "]":
                if stack and stack[-1] == ("(" if c == ")" else "["):
                    stack.pop()
        elif kind == "id":
            word = m.group(kind)
            if e < end and text[e] == "<":
                e = scan_angle(text, e)
                ttype = "TYPE" if word in _TYPE_WORDS else "ATTR"
            elif word == "loc" and e < end and text[e] == "(":
                e = scan_paren(text, e)
                ttype = "LOC"
            elif stack and (stack[-1] == "d" or stack[-1] == "<{"):
                ttype = "TYPE" if scalar_type(word) else "BARE_ID"
            elif "." in word:
                ttype = "OPNAME"
            elif prev == "RESULTS" or (stmt_start and word in SHORT_OP_NAMES):
                ttype = "OPNAME"
            elif scalar_type(word):
                ttype = "TYPE"
            else:
                ttype = "BARE_ID"
        elif kind == "results":
            if stmt_start and not (stack and (stack[-1] == "d" or stack[-1] == "<{")):
                ttype = "RESULTS"
            else:
                m2 = _SINGLE_DEF.match(text, s)
                if m2 is not None:
                    e = m2.end()
                    ttype = "VALUE_DEF"
                else:
                    e = _VALUE.match(text, s).end()
                    ttype = "VALUE"
        elif kind == "lbrace":
            if _opens_region(text, e):
                ttype = "LBRACE"
                stack.append("{")
            else:
                ttype = "DICT_OPEN"
                stack.append("d")
                ndict += 1
        elif kind == "rbrace":
            ttype = "RBRACE"
            if stack and stack.pop() == "d":
                ndict -= 1
        elif kind == "arrow":
            ttype = "ARROW"
        elif kind == "caret":
            in_dict = stack and (stack[-1] == "d" or stack[-1] == "<{")
            ttype = "BLOCK_LABEL" if (line_start and stmt_start and not in_dict) else "SUCCESSOR"
        elif kind == "string":
            ttype = "STRING"
            if stmt_start and not (stack and (stack[-1] == "d" or stack[-1] == "<{")):
                rest = _WS_ONLY.match(text, e).end()
                if rest < end and text[rest] == "(":
                    ttype = "GENERIC_OPNAME"
        elif kind == "symbol":
            ttype = "SYMBOL"
        elif kind == "hashid" or kind == "bangid":
            if e < end and text[e] == "<":
                e = scan_angle(text, e)
            if line_start and not stack and _ALIAS_EQ.match(text, e):
                ttype = "ALIAS_DEF"
            else:
                ttype = "ATTR" if kind == "hashid" else "TYPE"
        elif kind == "integer":
            ttype = "INTEGER"
        elif kind == "float":
            ttype = "FLOAT"
        elif kind == "angle":
            ttype = punct[text[s]] if text[s] == "-" else ("LESS" if text[s] == "<" else "MORE")
        elif kind == "props_open":
            ttype = "PROPS_OPEN"
            stack.append("<{")
            ndict += 1
        elif kind == "props_close":
            ttype = "PROPS_CLOSE"
            if stack and stack.pop() == "<{":
                ndict -= 1
        elif kind == "meta":
            ttype = "METADATA"
        else:  # end of text after trailing whitespace
            break
        tok = (ttype, text[s:e], s, e)
        if ttype in _LEAF and not in_label and not ndict:
            if run is None:
                run = [tok]
            else:
                run.append(tok)
        else:
            if run is not None:
                add(("RUN", run, run[0][2], run[-1][3]))
                run = None
            add(tok)
            if ttype == "BLOCK_LABEL":
                in_label, label_depth = True, 0
        if in_label and ttype != "BLOCK_LABEL":
            if ttype == "LPAR":
                label_depth += 1
            elif ttype == "RPAR":
                label_depth -= 1
            elif ttype == "COLON" and label_depth == 0:
                in_label = False
        stmt_start = ttype == "LBRACE" or ttype == "RESULTS"
        line_start = False
        prev = ttype
        pos = e
    if run is not None:
        add(("RUN", run, run[0][2], run[-1][3]))
    return out


_WS_AND_COMMENTS = re.compile(r"(?:[ \t\r\n]+|//[^\n]*)*")


def _skip_ws(text: str, pos: int) -> int:
    return _WS_AND_COMMENTS.match(text, pos).end()


_ALIAS_EQ = re.compile(r"[ \t]*=(?!=)")

