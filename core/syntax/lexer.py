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

import itertools
import re
from itertools import accumulate

from ..ir.registry import registry

__all__ = ["LexError", "LineRun", "tokenize", "scan_angle", "scan_paren", "SHORT_OP_NAMES"]


class LexError(Exception):
    """Raised for text that cannot start any token; ``pos`` is the offset."""

    def __init__(self, message: str, pos: int, end: int | None = None):
        super().__init__(message)
        self.pos = pos
        self.end = pos + 1 if end is None else end


# Ops printed without their dialect prefix inside a region whose parent names a
# default dialect (func.func -> "return"), plus the builtin module.
SHORT_OP_NAMES = frozenset(
    {
        "return",
        "call",
        "call_indirect",
        "constant",
        "func",
        "module",
        "unrealized_conversion_cast",
    }
)

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
# ``-``).  The leading run is possessive (``*+``): no token starts with
# blank or ``/``, and backtracking into it is exponential in its length.
_MASTER = re.compile(
    r"""(?:[ \t\r\n]+|//[^\n]*)*+(?:
    (?P<results>%"""
    + _SUFFIX_ID
    + r"""(?::\d+)?(?:[ \t]*,[ \t\r\n]*%"""
    + _SUFFIX_ID
    + r"""(?::\d+)?)*[ \t]*=(?!=))
  | (?P<value>%"""
    + _SUFFIX_ID
    + r"""(?:\#\d+)?)
  | (?P<id>"""
    + _ID
    + r""")
  | (?P<punct>[()\[\],:=+*?|])
  | (?P<arrow>->)
  | (?P<lbrace>\{(?!-\#))
  | (?P<rbrace>\}(?!>))
  | (?P<caret>\^"""
    + _SUFFIX_ID
    + r""")
  | (?P<string>"""
    + _STR
    + r""")
  | (?P<symbol>@(?:"""
    + _SUFFIX_ID
    + "|"
    + _STR
    + r""")(?:::@(?:"""
    + _SUFFIX_ID
    + "|"
    + _STR
    + r"""))*)
  | (?P<hashid>\#"""
    + _SUFFIX_ID
    + r""")
  | (?P<bangid>!"""
    + _SUFFIX_ID
    + r""")
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

# Single-character punctuation and its token kind (assembly formats use it too).
PUNCT_TOKENS = {
    "(": "LPAR",
    ")": "RPAR",
    "[": "LSQB",
    "]": "RSQB",
    ",": "COMMA",
    ":": "COLON",
    "=": "EQUAL",
    "<": "LESS",
    ">": "MORE",
    "+": "PLUS",
    "*": "STAR",
    "?": "QMARK",
    "-": "MINUS",
    "|": "VBAR",  # (bit-enum cases: `<Acquire|UniformMemory>`)
}
# Tokens an operation's assembly is made of, with no structure the grammar
# needs: outside dictionaries and block labels, a run of them becomes one
# ("RUN", [tokens], start, end) token, so the LALR parser does one step per
# run instead of one per token.
_LEAF = frozenset(
    {
        "VALUE",
        "VALUE_DEF",
        "SUCCESSOR",
        "STRING",
        "SYMBOL",
        "ATTR",
        "TYPE",
        "FLOAT",
        "INTEGER",
        "BARE_ID",
        "LOC",
        "LESS",
        "MORE",
        "PLUS",
        "STAR",
        "QMARK",
        "MINUS",
        "VBAR",
        "ARROW",
        "LPAR",
        "RPAR",
        "LSQB",
        "RSQB",
        "COMMA",
        "COLON",
        "EQUAL",
    }
)
_CONTINUES_LINE = frozenset({"COMMA", "LPAR", "LSQB", "EQUAL", "ARROW"})

# After ``{``: a region when an operation, a block label or a result list
# follows; an attribute dictionary when a name followed by ``=``, ``,`` or
# ``}`` follows (``{}`` is an empty dictionary, read as an empty region where
# an op expects one).  ``{ return }`` / ``{\n  scf.yield\n}`` are regions.
_BRACE_AHEAD = re.compile(
    r"(?P<nl>(?:[ \t]|//[^\n]*)*+\n)?(?:\s|//[^\n]*)*+"  # possessive: see _MASTER
    r"(?:(?P<region>[%^]|" + _STR + r"\s*\()|(?P<id>(?>" + _ID + r"))\s*(?P<after>[=,}])?)"
)


# `{`, then only blanks and comments over several lines, then `}`: an empty
# region (`affine.if ... {\n // comment\n }`), never a dictionary.
_EMPTY_REGION = re.compile(r"(?:[ \t]|//[^\n]*)*+\n(?:\s|//[^\n]*)*+\}")


def _opens_region(text: str, pos: int, end: int) -> bool:
    if _EMPTY_REGION.match(text, pos, end):
        return True
    m = _BRACE_AHEAD.match(text, pos, end)
    if m is None:
        return False
    if m.group("region"):
        return True
    after = m.group("after")
    if after is None:
        return True  # `{ scf.yield %x : f32 }`
    if after == "}":  # `{ gpu.return }` (an op of its own) or `{gpu.kernel}` (a unit attribute)
        word = m.group("id")
        return m.group("nl") is not None or word in SHORT_OP_NAMES or registry.get(word) is not None
    return after == "=" and text.startswith("==", m.end("after") - 1)


_SINGLE_DEF = re.compile(r"%" + _SUFFIX_ID + r"(?::\d+)?[ \t]*=(?!=)")
# Inside <...>: strings, arrows and comparison operators are skipped whole.
_ANGLE_STOP = re.compile(r'"(?:[^"\\]|\\.)*"|->|>=|<=|[<>]')
_PAREN_STOP = re.compile(r'"(?:[^"\\]|\\.)*"|[()]')
_WS_ONLY = re.compile(r"[ \t]*")
_VALUE = re.compile(r"%" + _SUFFIX_ID + r"(?:\#\d+)?")


def _scan_balanced(text: str, pos: int, stop: re.Pattern, open_: str, close: str, end: int | None = None) -> int:
    """Return the offset just past the bracket that closes ``text[pos]``,
    looking no further than ``end`` (a statement is lexed from its own text
    only: what follows it cannot change its tokens)."""
    depth = 0
    search = stop.search
    opened = pos
    if end is None:
        end = len(text)
    while True:
        m = search(text, pos, end)
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


def scan_angle(text: str, pos: int, end: int | None = None) -> int:
    return _scan_balanced(text, pos, _ANGLE_STOP, "<", ">", end)


def scan_paren(text: str, pos: int, end: int | None = None) -> int:
    return _scan_balanced(text, pos, _PAREN_STOP, "(", ")", end)


_ANY_INDENT = 1 << 30


def _indent(text: str, s: int) -> int:
    """The column of offset ``s`` (which starts its line's text)."""
    return s - text.rfind("\n", 0, s) - 1


# The dialects whose ops may be written without prefix are known by their
# names in SHORT_OP_NAMES (func.func's `return`, builtin's `module`).
_SHORT_NAME_DIALECTS = frozenset({"func", "builtin"})


def _default_dialect(op_name: str, outer: str) -> str:
    """The dialect whose prefix the ops of a region of ``op_name`` may omit:
    its model's ``default_dialect`` (MLIR's ``getDefaultDialect``, e.g. of
    an op loaded from ODS files), or its own dialect when bufls does not know
    the op, as MLIR's mostly is; ``outer`` (the enclosing region's) for an
    op without a dialect; none for func and builtin (``SHORT_OP_NAMES``)."""
    if "." not in op_name:
        return outer
    model = registry.get(op_name)
    if model is None:
        return op_name.split(".", 1)[0]
    d = model.default_dialect
    return d if d and d not in _SHORT_NAME_DIALECTS else ""


def tokenize(text: str, pos: int = 0, end: int | None = None, line_runs: bool = False) -> list[tuple]:
    """Return the tokens of ``text[pos:end]`` as ``(type, value, start, end)``;
    runs of leaf tokens are grouped as ``("RUN", [tokens], start, end)``.
    Nothing outside ``text[pos:end]`` is looked at: a statement's tokens
    depend on its own text only (units are parsed, cached and retried on
    their own; see ``parser._parse_unit``).
    With ``line_runs``, the run of a statement line seen before may be a
    ``LineRun`` instead of a list (see ``_line``), and such a line that is
    a whole operation (nothing after it continues the statement) is one
    ``("LINE", LineRun, start, end)`` token, in place of its ``RESULTS``,
    ``OPNAME`` and ``RUN`` tokens.

    Raises ``LexError`` at a character that starts no token.
    """
    return _tokenize(text, pos, len(text) if end is None else end, _LINES, line_runs, line_runs)


# Tokens that continue the operation of the statement line before them
# (besides leaf tokens): a region, an attribute dictionary, properties.
_OP_GOES_ON = frozenset({"LBRACE", "DICT_OPEN", "PROPS_OPEN"})


def _tokenize(text: str, pos: int, end: int, lines: dict | None, lazy: bool, whole: bool = False) -> list[tuple]:
    """``tokenize``; ``lines`` is the cache of statement lines (``_line``),
    None when tokenizing one such line on its own; ``lazy``: ``LineRun``
    runs; ``whole`` (with ``lazy``): ``LINE`` tokens.  While a ``LineRun``
    waits in ``line_run`` for what follows it, its head tokens are not in
    ``out`` yet when ``whole``."""
    match = _MASTER.match
    find_nl = text.find
    punct = PUNCT_TOKENS
    scalar_type = _SCALAR_TYPE.match
    out: list[tuple] = []
    add = out.append
    run = None  # the current run of leaf tokens (see _LEAF)
    line_run = None  # or the LineRun of the last line, not placed yet
    in_label = False  # inside `^bb(%a: t):`, whose tokens the grammar reads
    ndict = 0  # open dictionaries / properties (their tokens too)
    label_depth = 0
    # stack of open brackets: "{" region, "d" dictionary, "(" "[" "<{"
    stack: list[str] = []
    stmt_start = True  # a statement may begin here (line start or after "{")
    line_start = True  # only whitespace since the last newline
    prev = ""
    # the default dialect of each open region ("" for none): an op bufls
    # does not know writes its region's ops without its own prefix
    # (``pdl.pattern { %0 = operand ... rewrite %0 with "r" }``)
    defaults: list[tuple[str, int]] = []
    default = ""
    op_name = ""  # of the statement being read
    # the indentation of the last statement that began a line: a bare word
    # at a line start continues a statement indented less than itself
    # (`gpu.launch_func @k\n      blocks in (...)`), else it is an op
    stmt_indent = _ANY_INDENT
    while pos < end:
        m = match(text, pos, end)
        if m is None:
            at = _skip_ws(text, pos, end)
            if at >= end:  # only blanks and comments are left before ``end``
                break
            raise LexError(f"unexpected character {text[at]!r}", at)
        kind = m.lastgroup
        s = m.start(kind)
        e = m.end()
        if s != pos and find_nl("\n", pos, s) >= 0:
            line_start = True
            if prev not in _CONTINUES_LINE:
                stmt_start = True
        if (
            line_start
            and stmt_start
            and not ndict
            and not in_label
            and lines is not None
            and not default  # (a line's tokens depend on the region there)
            and (kind == "results" or kind == "id" or kind == "string")
        ):
            eol = find_nl("\n", s, end)
            line = _line(text, s, eol, lines) if eol >= 0 else None
            while line is not None:
                # a statement line seen before (SSA names aside): its tokens
                # are the cached ones, moved (see _line)
                tmpl, starts = line
                if run is not None:
                    add(("RUN", run, run[0][2], run[-1][3]))
                    run = None
                elif line_run is not None:  # a statement line follows it: a whole op
                    add(line_run.line_token() if whole else line_run.token())
                    line_run = None
                if whole and tmpl[2] and prev != "RESULTS":
                    line_run = LineRun(tmpl, starts, text)
                else:  # (`%a, %b =` then a newline: the results are the op's)
                    out.extend(_place(tmpl[1], starts, text))
                    if tmpl[2]:
                        if lazy and not whole:
                            line_run = LineRun(tmpl, starts, text)
                        else:
                            run = _place(tmpl[2], starts, text)
                prev = tmpl[3]
                pos = eol
                # the next line, when it starts a statement in the same
                # state (what the loop would find after the newline): try
                # the cache at once, without the master pattern
                line = None
                if prev not in _CONTINUES_LINE:
                    s = _INDENT(text, eol + 1, end).end()
                    if s < end and text[s] in _STATEMENT_START:
                        eol = find_nl("\n", s, end)
                        if eol >= 0:
                            line = _line(text, s, eol, lines)
            if pos != m.start():
                stmt_start = prev == "RESULTS"
                line_start = False
                continue
        if kind == "value":
            ttype = "VALUE"
        elif kind == "punct":
            c = text[s]
            if c == "|" and (ndict or in_label):  # (only an op's own syntax has one)
                raise LexError(f"unexpected character {c!r}", s)
            ttype = punct[c]
            if c == "(" or c == "[":
                stack.append(c)
            elif c == ")" or c == "]":
                if stack and stack[-1] == ("(" if c == ")" else "["):
                    stack.pop()
        elif kind == "id":
            word = m.group(kind)
            if e < end and text[e] == "<":
                e = scan_angle(text, e, end)
                ttype = "TYPE" if word in _TYPE_WORDS else "ATTR"
            elif word == "loc" and e < end and text[e] == "(":
                e = scan_paren(text, e, end)
                ttype = "LOC"
            elif stack and (stack[-1] == "d" or stack[-1] == "<{"):
                ttype = "TYPE" if scalar_type(word) else "BARE_ID"
            elif "." in word or prev == "RESULTS" or (stmt_start and word in SHORT_OP_NAMES):
                ttype = "OPNAME"
                if default and "." not in word and word not in SHORT_OP_NAMES:
                    word = f"{default}.{word}"
                op_name = word
            elif default and stmt_start and stack and stack[-1] == "{" and _indent(text, s) <= stmt_indent:
                ttype = "OPNAME"
                word = op_name = f"{default}.{word}"
            elif scalar_type(word):
                ttype = "TYPE"
            else:
                ttype = "BARE_ID"
        elif kind == "results":
            if stmt_start and not (stack and (stack[-1] == "d" or stack[-1] == "<{")):
                ttype = "RESULTS"
            else:
                m2 = _SINGLE_DEF.match(text, s, end)
                if m2 is not None:
                    e = m2.end()
                    ttype = "VALUE_DEF"
                else:
                    e = _VALUE.match(text, s, end).end()
                    ttype = "VALUE"
        elif kind == "lbrace":
            if _opens_region(text, e, end):
                ttype = "LBRACE"
                stack.append("{")
                defaults.append((default, stmt_indent))
                default = _default_dialect(op_name, default)
                stmt_indent = _ANY_INDENT
            else:
                ttype = "DICT_OPEN"
                stack.append("d")
                ndict += 1
        elif kind == "rbrace":
            ttype = "RBRACE"
            if stack and stack[-1] == "{" and defaults:
                default, stmt_indent = defaults.pop()
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
                rest = _WS_ONLY.match(text, e, end).end()
                if rest < end and text[rest] == "(":
                    ttype = "GENERIC_OPNAME"
        elif kind == "symbol":
            ttype = "SYMBOL"
        elif kind == "hashid" or kind == "bangid":
            if e < end and text[e] == "<":
                e = scan_angle(text, e, end)
            if line_start and not stack and _ALIAS_EQ.match(text, e, end):
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
        tok = (ttype, word if ttype == "OPNAME" else text[s:e], s, e)
        if default and line_start and (ttype == "OPNAME" or ttype == "RESULTS" or ttype == "GENERIC_OPNAME"):
            stmt_indent = _indent(text, s)
        if ttype == "GENERIC_OPNAME":
            op_name = text[s + 1 : e - 1]
        if ttype in _LEAF and not in_label and not ndict:
            if run is not None:
                run.append(tok)
            elif line_run is None:
                run = [tok]
            else:  # the statement goes on past its line
                if whole:
                    out.extend(line_run.heads())
                run = line_run.tokens()
                run.append(tok)
                line_run = None
        else:
            if run is not None:
                add(("RUN", run, run[0][2], run[-1][3]))
                run = None
            elif line_run is not None:
                if not whole:
                    add(line_run.token())
                elif ttype in _OP_GOES_ON:
                    out.extend(line_run.heads())
                    add(line_run.token())
                else:
                    add(line_run.line_token())
                line_run = None
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
    elif line_run is not None:
        add(line_run.line_token() if whole else line_run.token())
    return out


_WS_AND_COMMENTS = re.compile(r"(?:[ \t\r\n]+|//[^\n]*)*")


def _skip_ws(text: str, pos: int, end: int) -> int:
    return _WS_AND_COMMENTS.match(text, pos, end).end()


_ALIAS_EQ = re.compile(r"[ \t]*=(?!=)")


# ---------------------------------------------------------------------------
# Statement lines seen before
#
# Most lines of a module are one simple statement (``%5 = arith.addf %4, %3 :
# f32``) and most of them repeat with other SSA names.  A line is read as a
# *template* -- its text with the SSA names cut out -- and the tokens of the
# first line of each template are kept, their offsets expressed as (piece,
# offset in piece), the pieces being the text between the names.  Another line
# with the same template gets the same tokens at its own offsets.
#
# This is exact: a line is cached only when, tokenized on its own, it is
# ``RESULTS? (OPNAME | GENERIC_OPNAME)`` followed by leaf tokens whose brackets
# balance, and it is used only in the state where such a line tokenizes that
# way in context too (statement start, line start, no open dictionary or
# block label).  Nothing in a line's tokenization depends on the SSA names:
# a name is always consumed whole, by a value token or inside a longer token
# (a string, a type), so no token starts or ends inside it.

_NAMES = re.compile(r"(%[\w$.\-]+)").split
_INDENT = re.compile(r"[ \t]*").match
# first characters of RESULTS, OPNAME and GENERIC_OPNAME tokens
_STATEMENT_START = frozenset('%"_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ')
_LINES: dict = {}
_MAX_LINES = 20_000
_OPENS = {"LPAR": "RPAR", "LSQB": "RSQB"}
_SERIAL = itertools.count()


def _line(text: str, s: int, eol: int, lines: dict):
    """``(template, starts)`` for the statement line ``text[s:eol]``, or None
    if it is not cacheable.  ``template`` is ``(serial, head specs, leaf
    specs, type of the last token)``; ``starts[i]`` is the offset of piece
    ``i`` of the line (pieces: the text between SSA names, and the names)."""
    line = text[s:eol]
    if "\x00" in line:  # the separator of template pieces
        return None
    parts = _NAMES(line)
    key = line if len(parts) == 1 else "\x00".join(parts[0::2])
    tmpl = lines.get(key, False)
    if tmpl is False:
        tmpl = _template(line, parts)
        if len(lines) >= _MAX_LINES:
            lines.clear()
        lines[key] = tmpl
    if tmpl is None:
        return None
    return tmpl, list(accumulate(map(len, parts), initial=s))


def _place(specs: list, starts: list, text: str) -> list[tuple]:
    """Tokens of a template at the offsets ``starts`` of a line of ``text``."""
    return [
        (tt, v if v is not None else text[starts[ks] + os : starts[ke] + oe], starts[ks] + os, starts[ke] + oe)
        for tt, v, ks, os, ke, oe in specs
    ]


class LineRun:
    """The leaf tokens of a cached statement line (``tokenize(...,
    line_runs=True)``), placed at their offsets only when asked for: the
    parser can build a line's op from the template without them."""

    __slots__ = ("template", "starts", "text")

    def __init__(self, template: tuple, starts: list, text: str):
        self.template = template
        self.starts = starts
        self.text = text

    def tokens(self) -> list[tuple]:
        """The tokens, as a new list."""
        return _place(self.template[2], self.starts, self.text)

    def token(self) -> tuple:
        """The ``("RUN", self, start, end)`` token."""
        specs, st = self.template[2], self.starts
        first, last = specs[0], specs[-1]
        return ("RUN", self, st[first[2]] + first[3], st[last[4]] + last[5])

    def heads(self) -> list[tuple]:
        """The line's ``RESULTS`` (if any) and ``OPNAME`` tokens."""
        return _place(self.template[1], self.starts, self.text)

    def line_token(self) -> tuple:
        """The ``("LINE", self, start, end)`` token: the whole line."""
        tmpl, st = self.template, self.starts
        first, last = tmpl[1][0], tmpl[2][-1]
        return ("LINE", self, st[first[2]] + first[3], st[last[4]] + last[5])

    def __len__(self) -> int:
        return len(self.template[2])

    def __getitem__(self, k):
        return self.tokens()[k]

    def __iter__(self):
        return iter(self.tokens())


def _template(line: str, parts: list[str]):
    """The template of ``line`` (see ``_line``), or None."""
    try:
        toks = _tokenize(line, 0, len(line), None, False)
    except LexError:
        return None
    i = 1 if toks and toks[0][0] == "RESULTS" else 0
    if len(toks) <= i or toks[i][0] not in ("OPNAME", "GENERIC_OPNAME"):
        return None
    heads, rest = toks[: i + 1], toks[i + 1 :]
    leaves = []
    if rest:
        if len(rest) != 1 or rest[0][0] != "RUN":
            return None
        leaves = rest[0][1]
        stack = []
        for t in leaves:
            tt = t[0]
            if tt in _OPENS:
                stack.append(tt)
            elif (tt == "RPAR" or tt == "RSQB") and stack and _OPENS[stack[-1]] == tt:
                stack.pop()
        if stack:
            return None
    # piece i starts at starts[i]; the odd pieces are the names
    starts = list(accumulate(map(len, parts), initial=0))
    specs = []
    for t in heads + leaves:
        s, e = t[2], t[3]
        ks = len(parts) - 1
        while starts[ks] > s:  # the piece of the first character
            ks -= 1
        ke = len(parts) - 1
        while starts[ke] >= e:  # the piece of the last character
            ke -= 1
        if ks % 2 and s != starts[ks]:
            return None  # starts inside a name (never seen)
        if ke % 2:  # ends with a name: at the next piece
            ke += 1
            if e != starts[ke]:
                return None  # ends inside a name (never seen)
        # the text is the same in every line when it lies in one piece
        # between names
        specs.append((t[0], t[1] if ks == ke else None, ks, s - starts[ks], ke, e - starts[ke]))
    return (next(_SERIAL), specs[: len(heads)], specs[len(heads) :], (leaves or heads)[-1][0])
