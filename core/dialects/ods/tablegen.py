"""TableGen text -> statements: the lexer, the preprocessor and the parser.

Covers what ODS files are written in: ``include``, ``class``/``def``/
``defm``/``multiclass``/``defset``, ``let`` (inside a body and at top level,
``let a = x, b = y in { ... }``), ``defvar``, ``foreach``, ``if``/``then``/
``else``, ``assert`` and ``dump`` (skipped), template arguments with
defaults, field declarations (``bit``, ``int``, ``string``, ``code``,
``dag``, ``bits<n>``, ``list<T>``, class types), values (integers, strings,
``[{ code }]``, ``?``, lists, bit lists, dags, anonymous instantiations,
``!bang`` operators, ``.field`` access, ``x[i]`` and ``x{i}`` suffixes,
``#`` paste) and the preprocessor's ``#ifdef``/``#ifndef``/``#define``/
``#else``/``#endif``.

A construct the parser cannot read raises ``TableGenError`` with the offset
of the offending token; ``parse_file`` turns it into a result with one
error (the statements read so far are kept).  Nothing here evaluates:
``records.py`` does.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, field

__all__ = ["TableGenError", "ParsedFile", "parse_file", "line_col"]


class TableGenError(Exception):
    """A problem at ``start``..``end`` (offsets in the file's text)."""

    def __init__(self, message: str, start: int, end: int | None = None):
        super().__init__(message)
        self.message = message
        self.start = start
        self.end = start + 1 if end is None else end


# ---------------------------------------------------------------------------
# lexer

_KEYWORDS = frozenset(
    {
        *("assert", "bit", "bits", "class", "code", "dag", "def", "defm", "defset", "deftype", "defvar", "dump"),
        *("else", "false", "field", "foreach", "if", "in", "include", "int", "let", "list", "multiclass"),
        *("string", "then", "true"),
    }
)

_TOKEN = re.compile(
    r"""
    (?P<ws>[ \t\r\n\f\v]+)
  | (?P<line_comment>//[^\n]*)
  | (?P<block_comment>/\*)
  | (?P<code>\[\{)
  | (?P<string>"(?:[^"\\\n]|\\.)*")
  | (?P<bad_string>")
  | (?P<hex>0x[0-9A-Fa-f]+\b)
  | (?P<bin>0b[01]+\b)
  | (?P<id>[0-9]*[A-Za-z_][A-Za-z0-9_]*)
  | (?P<int>[-+]?[0-9]+)
  | (?P<var>\$[A-Za-z_][A-Za-z0-9_]*)
  | (?P<bang>![A-Za-z_][A-Za-z0-9_]*)
  | (?P<dots>\.\.\.)
  | (?P<hash>\#)
  | (?P<punct>[<>{}\[\]():;,=.?\-])
    """,
    re.VERBOSE,
)

_DIRECTIVE = re.compile(r"#[ \t]*(ifdef|ifndef|define|undef|else|endif)\b[ \t]*([A-Za-z_][A-Za-z0-9_]*)?")
_STRING_ESCAPES = {"n": "\n", "t": "\t", "\\": "\\", '"': '"', "'": "'"}


@dataclass(slots=True)
class Tok:
    kind: str  # id, kw, int, str, code, var, bang, punct, eof
    value: object
    start: int
    end: int


def _unescape(body: str) -> str:
    if "\\" not in body:
        return body
    out = []
    i = 0
    while i < len(body):
        c = body[i]
        if c == "\\" and i + 1 < len(body):
            nxt = body[i + 1]
            if nxt in _STRING_ESCAPES:
                out.append(_STRING_ESCAPES[nxt])
                i += 2
                continue
            if re.match(r"[0-9A-Fa-f]{2}", body[i + 1 : i + 3]):
                out.append(chr(int(body[i + 1 : i + 3], 16)))
                i += 3
                continue
        out.append(c)
        i += 1
    return "".join(out)


def tokenize(text: str) -> list[Tok]:
    """The tokens of ``text`` after the preprocessor (``TableGenError`` on a
    bad character, an unterminated comment, string or code block, or
    unbalanced ``#ifdef``/``#endif``)."""
    toks: list[Tok] = []
    pos, n = 0, len(text)
    defines: set[str] = set()
    # preprocessor stack: (active, taken-branch-was-active, offset)
    stack: list[tuple[bool, bool, int]] = []
    active = True
    match = _TOKEN.match
    while pos < n:
        c = text[pos]
        if c == "#" and _at_line_start(text, pos):
            m = _DIRECTIVE.match(text, pos)
            if m is not None:
                word, name = m.group(1), m.group(2)
                if word in ("ifdef", "ifndef", "define", "undef") and not name:
                    raise TableGenError(f"#{word} needs a macro name", pos, m.end())
                if word in ("ifdef", "ifndef"):
                    cond = (name in defines) == (word == "ifdef")
                    stack.append((active, cond, pos))
                    active = active and cond
                elif word == "else":
                    if not stack:
                        raise TableGenError("#else without #ifdef or #ifndef", pos, m.end())
                    outer, cond, _ = stack[-1]
                    active = outer and not cond
                elif word == "endif":
                    if not stack:
                        raise TableGenError("#endif without #ifdef or #ifndef", pos, m.end())
                    active = stack.pop()[0]
                elif active and word == "define":
                    defines.add(name or "")
                elif active and word == "undef":
                    defines.discard(name or "")
                pos = m.end()
                continue
        if not active:
            # skip to the next line that may hold a directive (comments and
            # strings of a skipped region are not lexed, as in TableGen)
            nl = text.find("\n", pos)
            pos = n if nl < 0 else nl + 1
            while pos < n and text[pos] in " \t":
                pos += 1
            continue
        m = match(text, pos)
        if m is None:
            raise TableGenError(f"unexpected character {c!r}", pos)
        kind = m.lastgroup
        end = m.end()
        if kind == "ws" or kind == "line_comment":
            pos = end
            continue
        if kind == "block_comment":
            pos = _skip_block_comment(text, pos)
            continue
        if kind == "code":
            close = text.find("}]", end)
            if close < 0:
                raise TableGenError("unterminated code block '[{'", pos, end)
            toks.append(Tok("code", text[end:close], pos, close + 2))
            pos = close + 2
            continue
        if kind == "bad_string":
            raise TableGenError("unterminated string", pos)
        value: object
        s = m.group()
        if kind == "string":
            value = _unescape(s[1:-1])
            kind = "str"
        elif kind == "id":
            value = s
            if s in _KEYWORDS:
                kind = "kw"
        elif kind in ("hex", "bin"):
            value = int(s, 0)
            kind = "int"
        elif kind == "int":
            value = int(s)
        elif kind == "dots" or kind == "hash":
            value = s
            kind = "punct"
        else:
            value = s
        toks.append(Tok(kind, value, pos, end))
        pos = end
    if stack:
        raise TableGenError("#ifdef/#ifndef without #endif", stack[-1][2])
    toks.append(Tok("eof", None, n, n))
    return toks


def _at_line_start(text: str, pos: int) -> bool:
    i = pos - 1
    while i >= 0 and text[i] in " \t":
        i -= 1
    return i < 0 or text[i] == "\n"


def _skip_block_comment(text: str, pos: int) -> int:
    depth, i = 0, pos
    while True:
        o = text.find("/*", i)
        c = text.find("*/", i)
        if c < 0:
            raise TableGenError("unterminated comment '/*'", pos, pos + 2)
        if 0 <= o < c:
            depth += 1
            i = o + 2
        else:
            depth -= 1
            i = c + 2
            if depth == 0:
                return i


def line_col(text: str, offset: int, _cache: dict = {}) -> tuple[int, int]:  # noqa: B006 (a cache)
    """1-based line and column of ``offset``."""
    key = id(text)
    entry = _cache.get(key)
    if entry is None or entry[0] is not text:
        starts = [0] + [m.end() for m in re.finditer("\n", text)]
        if len(_cache) > 64:
            _cache.clear()
        entry = _cache[key] = (text, starts)
    starts = entry[1]
    line = bisect.bisect_right(starts, offset) - 1
    return line + 1, offset - starts[line] + 1


# ---------------------------------------------------------------------------
# syntax tree: expressions


@dataclass(slots=True)
class Expr:
    start: int


@dataclass(slots=True)
class Lit(Expr):
    value: object  # int, str, bool; UNSET for ``?``


@dataclass(slots=True)
class Id(Expr):
    name: str


@dataclass(slots=True)
class ListE(Expr):
    items: list


@dataclass(slots=True)
class BitsE(Expr):
    items: list


@dataclass(slots=True)
class DagE(Expr):
    op: Expr
    op_name: str | None
    args: list  # [(Expr | None, name | None)]


@dataclass(slots=True)
class Inst(Expr):
    cls: str
    args: list  # positional Exprs
    named: list  # [(name, Expr)]


@dataclass(slots=True)
class Bang(Expr):
    op: str  # without '!'
    args: list
    type_arg: object = None  # !cast<T>, !isa<T>: the type (Type)
    names: list = field(default_factory=list)  # !cond: [(cond, value)] as args pairs; !foreach var names


@dataclass(slots=True)
class FieldE(Expr):
    value: Expr
    name: str


@dataclass(slots=True)
class IndexE(Expr):
    value: Expr
    index: list  # Exprs (a slice keeps them all)


@dataclass(slots=True)
class BitSlice(Expr):
    value: Expr


@dataclass(slots=True)
class Paste(Expr):
    left: Expr
    right: Expr


@dataclass(slots=True)
class RangeE(Expr):
    first: Expr
    last: Expr


@dataclass(slots=True)
class TypeRef:
    name: str  # bit, int, string, code, dag, bits, list, or a class name
    arg: object = None  # list<T>: T; bits<n>: n


# ---------------------------------------------------------------------------
# syntax tree: statements


@dataclass(slots=True)
class Stmt:
    start: int
    end: int


@dataclass(slots=True)
class Include(Stmt):
    path: str


@dataclass(slots=True)
class Parent:
    cls: str
    args: list
    named: list
    start: int


@dataclass(slots=True)
class BodyItem:
    kind: str  # "field", "let", "defvar", "skip"
    name: str
    value: Expr | None
    start: int
    type: TypeRef | None = None


@dataclass(slots=True)
class Param:
    type: TypeRef
    name: str
    default: Expr | None


@dataclass(slots=True)
class ClassStmt(Stmt):
    name: str
    params: list  # [Param]
    parents: list  # [Parent]
    body: list  # [BodyItem]
    declaration_only: bool = False


@dataclass(slots=True)
class DefStmt(Stmt):
    name: Expr | None
    parents: list
    body: list


@dataclass(slots=True)
class DefmStmt(Stmt):
    name: Expr | None
    parents: list


@dataclass(slots=True)
class MulticlassStmt(Stmt):
    name: str
    params: list
    parents: list  # multiclasses
    body: list  # statements


@dataclass(slots=True)
class LetStmt(Stmt):
    bindings: list  # [(name, Expr, start)]
    body: list


@dataclass(slots=True)
class ForeachStmt(Stmt):
    var: str
    iterable: Expr
    body: list


@dataclass(slots=True)
class IfStmt(Stmt):
    cond: Expr
    then: list
    otherwise: list


@dataclass(slots=True)
class DefvarStmt(Stmt):
    name: str
    value: Expr


@dataclass(slots=True)
class DefsetStmt(Stmt):
    name: str
    body: list


@dataclass(slots=True)
class ParsedFile:
    text: str
    statements: list
    error: TableGenError | None = None


class _Unset:
    __slots__ = ()

    def __repr__(self) -> str:
        return "?"

    def __bool__(self) -> bool:
        return False


UNSET = _Unset()


# ---------------------------------------------------------------------------
# parser


class _Parser:
    def __init__(self, toks: list[Tok]):
        self.toks = toks
        self.i = 0

    # -- tokens ----------------------------------------------------------------
    @property
    def tok(self) -> Tok:
        return self.toks[self.i]

    def peek(self, k: int = 1) -> Tok:
        j = min(self.i + k, len(self.toks) - 1)
        return self.toks[j]

    def next(self) -> Tok:
        t = self.toks[self.i]
        if t.kind != "eof":
            self.i += 1
        return t

    def at(self, value: str) -> bool:
        t = self.toks[self.i]
        return t.value == value and t.kind in ("punct", "kw")

    def accept(self, value: str) -> bool:
        if self.at(value):
            self.i += 1
            return True
        return False

    def expect(self, value: str, context: str = "") -> Tok:
        t = self.tok
        if not self.at(value):
            raise self.error(f"expected '{value}'{context}")
        self.i += 1
        return t

    def error(self, message: str) -> TableGenError:
        t = self.tok
        found = "end of file" if t.kind == "eof" else f"'{self._text(t)}'"
        return TableGenError(f"{message}, found {found}", t.start, max(t.end, t.start + 1))

    @staticmethod
    def _text(t: Tok) -> str:
        if t.kind == "str":
            return f'"{t.value}"'
        if t.kind == "code":
            return "[{...}]"
        return str(t.value)

    def ident(self, what: str = "identifier") -> str:
        t = self.tok
        if t.kind != "id":
            raise self.error(f"expected {what}")
        self.i += 1
        return t.value  # type: ignore[return-value]

    # -- statements ------------------------------------------------------------
    def statements(self, closing: str | None = None) -> list:
        out: list = []
        while True:
            t = self.tok
            if t.kind == "eof":
                if closing is not None:
                    raise self.error(f"expected '{closing}'")
                return out
            if closing is not None and self.at(closing):
                return out
            out.append(self.statement())

    def statement(self):
        t = self.tok
        if t.kind != "kw":
            raise self.error("expected 'class', 'def', 'defm', 'let', 'multiclass', 'foreach', 'include' or 'defvar'")
        w = t.value
        if w == "include":
            self.next()
            s = self.tok
            if s.kind != "str":
                raise self.error("expected a file name string after 'include'")
            self.next()
            return Include(t.start, s.end, str(s.value))
        if w == "class":
            return self.class_stmt()
        if w == "def":
            return self.def_stmt()
        if w == "defm":
            return self.defm_stmt()
        if w == "multiclass":
            return self.multiclass_stmt()
        if w == "let":
            return self.let_stmt()
        if w == "foreach":
            return self.foreach_stmt()
        if w == "if":
            return self.if_stmt()
        if w == "defvar":
            self.next()
            name = self.ident("variable name")
            self.expect("=")
            value = self.value()
            end = self.expect(";").end
            return DefvarStmt(t.start, end, name, value)
        if w == "defset":
            self.next()
            self.type_ref()
            name = self.ident("defset name")
            self.expect("=")
            self.expect("{")
            body = self.statements("}")
            end = self.expect("}").end
            return DefsetStmt(t.start, end, name, body)
        if w in ("assert", "dump"):
            self.next()
            self.value()
            if w == "assert":
                self.expect(",")
                self.value()
            end = self.expect(";").end
            return Stmt(t.start, end)
        if w == "deftype":
            self.next()
            self.ident("type name")
            self.expect("=")
            self.type_ref()
            end = self.expect(";").end
            return Stmt(t.start, end)
        raise self.error(f"unexpected '{w}'")

    def class_stmt(self) -> ClassStmt:
        start = self.next().start
        name = self.ident("class name")
        params = self.params()
        parents = self.parents()
        if self.at(";") and not parents:
            end = self.next().end
            return ClassStmt(start, end, name, params, [], [], declaration_only=not params)
        body, end = self.body()
        return ClassStmt(start, end, name, params, parents, body)

    def params(self) -> list:
        params: list = []
        if not self.accept("<"):
            return params
        while True:
            if self.at("field"):
                self.next()
            ty = self.type_ref()
            name = self.ident("template argument name")
            default = self.value() if self.accept("=") else None
            params.append(Param(ty, name, default))
            if self.accept(">"):
                return params
            self.expect(",", " or '>' in the template arguments")

    def parents(self) -> list:
        parents: list = []
        if not self.accept(":"):
            return parents
        while True:
            start = self.tok.start
            cls = self.ident("class name")
            args, named = self.inst_args() if self.at("<") else ([], [])
            parents.append(Parent(cls, args, named, start))
            if not self.accept(","):
                return parents

    def inst_args(self) -> tuple[list, list]:
        self.expect("<")
        args: list = []
        named: list = []
        if self.accept(">"):
            return args, named
        while True:
            if self.tok.kind == "id" and self.peek().value == "=" and self.peek().kind == "punct":
                name = self.ident()
                self.next()
                named.append((name, self.value()))
            else:
                args.append(self.value())
            if self.accept(">"):
                return args, named
            self.expect(",", " or '>' in the arguments")

    def body(self) -> tuple[list, int]:
        if self.at(";"):
            return [], self.next().end
        self.expect("{", " or ';'")
        items: list = []
        while not self.at("}"):
            if self.tok.kind == "eof":
                raise self.error("expected '}'")
            items.append(self.body_item())
        end = self.next().end
        return items, end

    def body_item(self) -> BodyItem:
        t = self.tok
        if self.accept("let"):
            name = self.ident("field name")
            if self.at("{"):
                self.range_list_braced()
            self.expect("=")
            value = self.value()
            self.expect(";")
            return BodyItem("let", name, value, t.start)
        if self.accept("defvar"):
            name = self.ident("variable name")
            self.expect("=")
            value = self.value()
            self.expect(";")
            return BodyItem("defvar", name, value, t.start)
        if t.kind == "kw" and t.value in ("assert", "dump"):
            self.next()
            self.value()
            if t.value == "assert":
                self.expect(",")
                self.value()
            self.expect(";")
            return BodyItem("skip", "", None, t.start)
        if self.accept(";"):
            return BodyItem("skip", "", None, t.start)
        self.accept("field")
        ty = self.type_ref()
        name = self.ident("field name")
        value = self.value() if self.accept("=") else None
        self.expect(";")
        return BodyItem("field", name, value, t.start, ty)

    def type_ref(self) -> TypeRef:
        t = self.tok
        if t.kind == "kw" and t.value in ("bit", "int", "string", "code", "dag"):
            self.next()
            return TypeRef(str(t.value))
        if t.kind == "kw" and t.value == "bits":
            self.next()
            self.expect("<")
            n = self.tok
            if n.kind != "int":
                raise self.error("expected the width of bits<n>")
            self.next()
            self.expect(">")
            return TypeRef("bits", n.value)
        if t.kind == "kw" and t.value == "list":
            self.next()
            self.expect("<")
            inner = self.type_ref()
            self.expect(">")
            return TypeRef("list", inner)
        if t.kind == "id":
            self.next()
            return TypeRef(str(t.value))
        raise self.error("expected a type")

    def def_stmt(self) -> DefStmt:
        start = self.next().start
        name = None if self.at(":") or self.at("{") or self.at(";") else self.value(name_mode=True)
        parents = self.parents()
        body, end = self.body()
        return DefStmt(start, end, name, parents, body)

    def defm_stmt(self) -> DefmStmt:
        start = self.next().start
        name = None if self.at(":") else self.value(name_mode=True)
        parents = self.parents()
        end = self.expect(";").end
        return DefmStmt(start, end, name, parents)

    def multiclass_stmt(self) -> MulticlassStmt:
        start = self.next().start
        name = self.ident("multiclass name")
        params = self.params()
        parents = self.parents()
        if self.at(";"):
            end = self.next().end
            return MulticlassStmt(start, end, name, params, parents, [])
        self.expect("{")
        body = self.statements("}")
        end = self.expect("}").end
        return MulticlassStmt(start, end, name, params, parents, body)

    def let_stmt(self) -> LetStmt:
        start = self.next().start
        bindings: list = []
        while True:
            bstart = self.tok.start
            name = self.ident("field name")
            if self.at("{"):
                self.range_list_braced()
            self.expect("=")
            bindings.append((name, self.value(), bstart))
            if not self.accept(","):
                break
        self.expect("in", " after the bindings of 'let'")
        body, end = self.block()
        return LetStmt(start, end, bindings, body)

    def block(self) -> tuple[list, int]:
        if self.accept("{"):
            body = self.statements("}")
            end = self.expect("}").end
            return body, end
        s = self.statement()
        return [s], s.end

    def foreach_stmt(self) -> ForeachStmt:
        start = self.next().start
        var = self.ident("iteration variable")
        self.expect("=")
        if self.at("{"):
            vstart = self.tok.start
            items = self.range_list_braced()
            iterable: Expr = ListE(vstart, items)
        else:
            iterable = self.value(range_ok=True)
        self.expect("in", " after the list of 'foreach'")
        body, end = self.block()
        return ForeachStmt(start, end, var, iterable, body)

    def if_stmt(self) -> IfStmt:
        start = self.next().start
        cond = self.value()
        self.expect("then")
        then, end = self.block()
        otherwise: list = []
        if self.accept("else"):
            otherwise, end = self.block()
        return IfStmt(start, end, cond, then, otherwise)

    def range_list_braced(self) -> list:
        self.expect("{")
        items = []
        while not self.at("}"):
            items.append(self.range_piece())
            if not self.accept(","):
                break
        self.expect("}")
        return items

    def range_piece(self) -> Expr:
        first = self.value()
        t = self.tok
        if self.accept("...") or self.accept("-"):
            return RangeE(first.start, first, self.value())
        if t.kind == "int" and isinstance(t.value, int) and t.value < 0 and isinstance(first, Lit):
            self.next()  # `0-3` lexes as 0 and -3
            return RangeE(first.start, first, Lit(t.start, -t.value))
        return first

    # -- values ----------------------------------------------------------------
    def value(self, name_mode: bool = False, range_ok: bool = False) -> Expr:
        v = self.simple_value(name_mode)
        v = self.suffixes(v, braces=not name_mode)
        t = self.tok
        negative = t.kind == "int" and isinstance(t.value, int) and t.value < 0
        if range_ok and (self.at("...") or negative):
            if self.accept("..."):
                return RangeE(v.start, v, self.value())
            t = self.next()
            return RangeE(v.start, v, Lit(t.start, -t.value))  # type: ignore[operator]
        while self.at("#"):
            start = self.next().start
            if self.at("}") or self.at(";") or self.at(",") or self.at("]") or self.at(">") or self.at(")"):
                break  # a trailing paste: `X#` (TableGen allows it in names)
            right = self.suffixes(self.simple_value(name_mode), braces=not name_mode)
            v = Paste(start, v, right)
        return v

    def suffixes(self, v: Expr, braces: bool = True) -> Expr:
        """``.field``, ``[index]`` and (not after a def's name) ``{bits}``."""
        while True:
            if self.at("."):
                self.next()
                t = self.tok
                if t.kind == "kw" and isinstance(t.value, str):
                    self.next()  # a field named like a keyword (x.field, x.code)
                    name = t.value
                else:
                    name = self.ident("field name after '.'")
                v = FieldE(v.start, v, name)
            elif self.at("[") and not self._at_code():
                self.next()
                idx = []
                while not self.at("]"):
                    idx.append(self.range_piece())
                    if not self.accept(","):
                        break
                self.expect("]")
                v = IndexE(v.start, v, idx)
            elif braces and self.at("{"):
                self.range_list_braced()
                v = BitSlice(v.start, v)
            else:
                return v

    def _at_code(self) -> bool:
        return self.tok.kind == "code"

    def simple_value(self, name_mode: bool = False) -> Expr:
        t = self.tok
        k = t.kind
        if k == "int":
            self.next()
            return Lit(t.start, t.value)
        if k == "str":
            self.next()
            s = str(t.value)
            while self.tok.kind == "str":  # adjacent strings concatenate
                s += str(self.next().value)
            return Lit(t.start, s)
        if k == "code":
            self.next()
            return Lit(t.start, t.value)
        if k == "kw" and t.value in ("true", "false"):
            self.next()
            return Lit(t.start, 1 if t.value == "true" else 0)
        if k == "id":
            self.next()
            name = str(t.value)
            if self.at("<") and not name_mode:
                args, named = self.inst_args()
                return Inst(t.start, name, args, named)
            return Id(t.start, name)
        if k == "bang":
            return self.bang()
        if k == "punct":
            v = t.value
            if v == "?":
                self.next()
                return Lit(t.start, UNSET)
            if v == "[":
                self.next()
                items = []
                while not self.at("]"):
                    items.append(self.value())
                    if not self.accept(","):
                        break
                self.expect("]")
                if self.at("<"):  # [] <type>
                    self.next()
                    self.type_ref()
                    self.expect(">")
                return ListE(t.start, items)
            if v == "{":
                self.next()
                items = []
                while not self.at("}"):
                    items.append(self.value())
                    if not self.accept(","):
                        break
                self.expect("}")
                return BitsE(t.start, items)
            if v == "(":
                return self.dag()
        if k == "kw" and t.value in ("bit", "int", "string", "code", "dag", "list", "bits"):
            raise self.error("expected a value (a type is not a value here)")
        raise self.error("expected a value")

    def dag(self) -> DagE:
        start = self.expect("(").start
        op = self.value()
        op_name = None
        if self.accept(":"):
            op_name = self._var_name()
        args: list = []
        while not self.at(")"):
            if self.tok.kind == "var":
                args.append((None, str(self.next().value)[1:]))
            else:
                v = self.value()
                name = None
                if self.accept(":"):
                    name = self._var_name()
                args.append((v, name))
            if not self.accept(","):
                break
        self.expect(")")
        return DagE(start, op, op_name, args)

    def _var_name(self) -> str:
        t = self.tok
        if t.kind != "var":
            raise self.error("expected '$name' after ':'")
        self.next()
        return str(t.value)[1:]

    def bang(self) -> Bang:
        t = self.next()
        op = str(t.value)[1:]
        type_arg = None
        if self.accept("<"):
            type_arg = self.type_ref()
            self.expect(">")
        self.expect("(", f" after '!{op}'")
        args: list = []
        names: list = []
        if op == "cond":
            while not self.at(")"):
                c = self.value()
                self.expect(":", " in !cond")
                names.append((c, self.value()))
                if not self.accept(","):
                    break
        else:
            while not self.at(")"):
                args.append(self.value())
                if not self.accept(","):
                    break
        self.expect(")", f" to close '!{op}('")
        return Bang(t.start, op, args, type_arg, names)


def parse_file(text: str) -> ParsedFile:
    """The statements of ``text``; a lexing or parsing error stops the file
    and is returned with the statements read before it."""
    try:
        toks = tokenize(text)
    except TableGenError as e:
        return ParsedFile(text, [], e)
    p = _Parser(toks)
    out: list = []
    try:
        while p.tok.kind != "eof":
            out.append(p.statement())
    except TableGenError as e:
        return ParsedFile(text, out, e)
    except RecursionError:
        t = p.tok
        return ParsedFile(text, out, TableGenError("expression nested too deeply", t.start, t.end))
    return ParsedFile(text, out)
