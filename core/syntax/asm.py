"""Reading an operation's items: the cursor custom parsers and formats use.

The LALR grammar hands every operation over as a flat list of *items*: lexer
tokens ``(type, value, start, end)``, ``Region`` objects and ``RawAttrs``
markers for ``{...}`` dictionaries and ``<{...}>`` properties.  A dialect
model turns those items into an operation, either with a declarative format
(``format.py``) or with a small hand-written reader using ``Cursor``.

The reader fills a ``ParsedOp``; the parser resolves SSA names afterwards
(forward references are legal in MLIR), so operands are kept as references.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..ir import attrs as A
from ..ir import types as T
from ..ir.nodes import Region

__all__ = ["AsmError", "RawAttrs", "Ref", "SuccRef", "ParsedOp", "Cursor"]


class AsmError(Exception):
    """The items do not match the expected assembly; ``start``/``end`` locate
    the offending item."""

    def __init__(self, message: str, start: int, end: int):
        super().__init__(message)
        self.message = message
        self.start = start
        self.end = end


def read_integer(text: str, start: int, end: int) -> int:
    """The value of an ``INTEGER`` token (``12``, ``-0x1F``, ``007``); one too
    long for Python (over 4,300 digits) is an ``AsmError``, never a crash."""
    digits = text.lstrip("-")
    try:
        return int(text, 16) if digits[:2] in ("0x", "0X") else int(text, 10)
    except ValueError:
        raise AsmError("integer literal is too large", start, end) from None


@dataclass(slots=True)
class RawAttrs:
    """``{...}`` (kind "dict") or ``<{...}>`` (kind "props"): a span of text
    parsed lazily by typeattr_parser.parse_attr."""

    kind: str
    start: int
    end: int


@dataclass(slots=True)
class Ref:
    """A use of an SSA value by name, before name resolution."""

    name: str  # without '%', '#N' result index kept: "0#1"
    start: int
    end: int
    type: Any = None  # the type the assembly declares for it, if any


@dataclass(slots=True)
class SuccRef:
    label: str  # without '^'
    start: int
    end: int
    operands: list = field(default_factory=list)  # list[Ref]


class ParsedOp:
    """What a reader extracts from an operation's items."""

    __slots__ = (
        "name",
        "operands",
        "result_types",
        "attributes",
        "properties",
        "regions",
        "successors",
        "region_args",
        "symbol_span",
    )

    def __init__(self, name: str):
        self.name = name
        self.operands: list = []  # list[Ref], in MLIR operand order
        self.result_types: list = []
        self.attributes: dict = {}
        self.properties: dict = {}
        self.regions: list = []  # list[Region]
        self.successors: list = []  # list[SuccRef]
        # entry-block arguments declared in the op's own syntax (function
        # arguments, loop induction variables): region index -> [(name, type, span)]
        self.region_args: dict = {}
        self.symbol_span: tuple | None = None


_CLOSERS = {"LPAR": "RPAR", "LSQB": "RSQB", "LESS": "MORE"}


class Cursor:
    """A position in an op's item list with the primitives readers need."""

    __slots__ = ("items", "i", "text", "ctx", "end_offset")

    def __init__(self, items: list, text: str, ctx, end_offset: int):
        self.items = items
        self.i = 0
        self.text = text
        self.ctx = ctx  # parser context: aliases (types/attrs)
        self.end_offset = end_offset

    # -- low level -----------------------------------------------------------
    def peek(self, k: int = 0):
        j = self.i + k
        return self.items[j] if j < len(self.items) else None

    def done(self) -> bool:
        return self.i >= len(self.items)

    def here(self) -> tuple[int, int]:
        it = self.peek()
        if it is None:
            return self.end_offset, self.end_offset
        return _span_of(it)

    def error(self, message: str) -> AsmError:
        it = self.peek()
        s, e = self.here()
        if it is None:
            return AsmError(f"{message}, found end of operation", s, e)
        return AsmError(f"{message}, found {_describe(it)}", s, e)

    def at(self, ttype: str, value: str | None = None) -> bool:
        i = self.i
        if i >= len(self.items):
            return False
        it = self.items[i]
        return type(it) is tuple and it[0] == ttype and (value is None or it[1] == value)

    def at_keyword(self, word: str) -> bool:
        it = self.peek()
        return type(it) is tuple and it[1] == word and it[0] in ("BARE_ID", "TYPE", "OPNAME")

    def accept(self, ttype: str, value: str | None = None):
        i = self.i
        if i < len(self.items):
            it = self.items[i]
            if type(it) is tuple and it[0] == ttype and (value is None or it[1] == value):
                self.i = i + 1
                return it
        return None

    def expect(self, ttype: str, what: str | None = None):
        tok = self.accept(ttype)
        if tok is None:
            raise self.error(f"expected {what or _TOKEN_WORDS.get(ttype, ttype)}")
        return tok

    def accept_keyword(self, word: str):
        if self.at_keyword(word):
            self.i += 1
            return self.items[self.i - 1]
        return None

    def expect_keyword(self, word: str):
        tok = self.accept_keyword(word)
        if tok is None:
            raise self.error(f"expected '{word}'")
        return tok

    def expect_end(self) -> None:
        if not self.done():
            raise self.error("unexpected extra input in operation")

    # -- values ----------------------------------------------------------------
    def at_operand(self) -> bool:
        return self.at("VALUE")

    def operand(self) -> Ref:
        tok = self.accept("VALUE")
        if tok is None:
            raise self.error("expected SSA value")
        return Ref(tok[1][1:], tok[2], tok[3])

    def operand_list(self, allow_empty: bool = True) -> list[Ref]:
        """``%a, %b, ...`` (stops before anything that is not an operand)."""
        refs: list[Ref] = []
        if not self.at("VALUE"):
            if not allow_empty:
                raise self.error("expected SSA value")
            return refs
        refs.append(self.operand())
        while self.at("COMMA") and _is_value(self.peek(1)):
            self.i += 1
            refs.append(self.operand())
        return refs

    def paren_operands(self) -> list[Ref]:
        """``(%a, %b)`` or ``()``."""
        self.expect("LPAR")
        refs = self.operand_list()
        self.expect("RPAR")
        return refs

    def def_name(self) -> tuple[str, int, int]:
        """``%i =`` (a VALUE_DEF token) -> ("i", start, end of the name)."""
        tok = self.accept("VALUE_DEF")
        if tok is None:
            raise self.error("expected '%name ='")
        name = tok[1][1:].split("=")[0].strip()
        return name, tok[2], tok[2] + 1 + len(name)

    # -- types -----------------------------------------------------------------
    def at_type(self) -> bool:
        it = self.peek()
        return type(it) is tuple and (it[0] == "TYPE" or it[0] == "LPAR")

    def type(self) -> T.Type:
        tok = self.peek()
        if type(tok) is tuple and tok[0] == "TYPE":
            self.i += 1
            return self.ctx.parse_type(tok[1], tok[2])
        if type(tok) is tuple and tok[0] == "LPAR":
            return self.function_type()
        raise self.error("expected type")

    def type_list(self) -> list[T.Type]:
        """``t1, t2, ...`` (at least one)."""
        types = [self.type()]
        while self.at("COMMA") and _is_type(self.peek(1)):
            self.i += 1
            types.append(self.type())
        return types

    def paren_type_list(self) -> list[T.Type]:
        self.expect("LPAR")
        types = [] if self.at("RPAR") else self.type_list()
        self.expect("RPAR")
        return types

    def result_type_list(self) -> list[T.Type]:
        """After ``->``: ``t`` or ``(t1, t2)`` or ``()``; a single type may
        itself be a function type."""
        if self.at("LPAR"):
            save = self.i
            types = self.paren_type_list()
            if self.at("ARROW"):  # `(a) -> b` is one function type
                self.i = save
                return [self.function_type()]
            return types
        return [self.type()]

    def function_type(self) -> T.FunctionType:
        inputs = self.paren_type_list()
        self.expect("ARROW")
        return T.FunctionType(tuple(inputs), tuple(self.result_type_list()))

    # -- attributes --------------------------------------------------------------
    def attr_dict(self) -> dict:
        """An optional ``{...}`` attribute dictionary."""
        it = self.peek()
        if type(it) is RawAttrs and it.kind == "dict":
            self.i += 1
            return self.ctx.parse_attr_dict(it.start, it.end)
        return {}

    def attr_dict_with_keyword(self) -> dict:
        if self.accept_keyword("attributes"):
            it = self.peek()
            if type(it) is RawAttrs and it.kind == "dict":
                self.i += 1
                return self.ctx.parse_attr_dict(it.start, it.end)
            raise self.error("expected attribute dictionary after 'attributes'")
        return {}

    def props(self) -> dict:
        it = self.peek()
        if type(it) is RawAttrs and it.kind == "props":
            self.i += 1
            return self.ctx.parse_attr_dict(it.start + 1, it.end - 1)
        return {}

    def attr_value(self, stop=("COMMA", "RPAR", "RSQB")) -> A.Attr:
        """An attribute written inline (``1 : i32``, ``dense<...> : t``,
        ``[1, 2]``, ``@sym``, ``"str"``): the items up to the next top-level
        ``stop`` token (or the end) are parsed as one attribute."""
        start_i = self.i
        depth = 0
        while not self.done():
            it = self.peek()
            if type(it) is tuple:
                tt = it[0]
                if depth == 0 and tt in stop:
                    break
                if tt in ("LSQB", "LPAR"):
                    depth += 1
                elif tt in ("RSQB", "RPAR"):
                    if depth == 0:
                        break
                    depth -= 1
            elif type(it) is Region or (type(it) is RawAttrs and depth == 0 and self.i > start_i):
                break
            self.i += 1
        if self.i == start_i:
            raise self.error("expected attribute value")
        s = _span_of(self.items[start_i])[0]
        e = _span_of(self.items[self.i - 1])[1]
        return self.ctx.parse_attr(s, e)

    def typed_attr(self) -> A.Attr:
        """``value`` or ``value : type`` (e.g. ``arith.constant 1 : i32``)."""
        start_i = self.i
        self.attr_value(stop=("COMMA", "COLON"))
        if self.accept("COLON"):
            self.type()
        s = _span_of(self.items[start_i])[0]
        e = _span_of(self.items[self.i - 1])[1]
        return self.ctx.parse_attr(s, e)

    def symbol(self) -> tuple[A.SymbolRefAttr, tuple[int, int]]:
        tok = self.expect("SYMBOL", "symbol name")
        return self.ctx.parse_attr(tok[2], tok[3]), (tok[2], tok[3])

    def string(self) -> str:
        tok = self.expect("STRING", "string")
        return self.ctx.parse_attr(tok[2], tok[3]).value

    def integer(self) -> int:
        tok = self.expect("INTEGER", "integer")
        return read_integer(tok[1], tok[2], tok[3])

    def keyword(self) -> str:
        tok = self.peek()
        if type(tok) is tuple and tok[0] in ("BARE_ID", "TYPE"):
            self.i += 1
            return tok[1]
        raise self.error("expected keyword")

    # -- regions and successors ----------------------------------------------------
    def at_region(self) -> bool:
        it = self.peek()
        return type(it) is Region or (
            type(it) is RawAttrs and it.kind == "dict" and it.end - it.start <= 2 + _ws_len(self.text, it)
        )

    def region(self) -> Region:
        it = self.peek()
        if type(it) is Region:
            self.i += 1
            return it
        if type(it) is RawAttrs and self.at_region():  # `{}` / `{ }` is an empty region
            self.i += 1
            r = Region()
            r.span = (it.start, it.end)
            return r
        raise self.error("expected region")

    def successor(self, with_operands: bool = True) -> SuccRef:
        tok = self.expect("SUCCESSOR", "successor block")
        ref = SuccRef(tok[1][1:], tok[2], tok[3])
        if with_operands and self.at("LPAR"):
            self.i += 1
            ref.operands = self.operand_list()
            if self.accept("COLON"):
                types = self.type_list()
                if len(types) != len(ref.operands):
                    raise self.error(f"expected {len(ref.operands)} types for successor operands")
                for r, t in zip(ref.operands, types):
                    r.type = t
            self.expect("RPAR")
        return ref

    def typed_operands(self, refs: list[Ref]) -> None:
        """``: t1, t2`` giving the types of ``refs`` (one type per ref)."""
        if not refs:
            return
        types = self.type_list()
        if len(types) != len(refs):
            raise self.error(f"expected {len(refs)} types, got {len(types)}")
        for r, t in zip(refs, types):
            r.type = t


def _span_of(it) -> tuple[int, int]:
    if type(it) is tuple:
        return it[2], it[3]
    if type(it) is RawAttrs:
        return it.start, it.end
    return it.span


def _is_value(it) -> bool:
    return type(it) is tuple and it[0] == "VALUE"


def _is_type(it) -> bool:
    return type(it) is tuple and (it[0] == "TYPE" or it[0] == "LPAR")


def _ws_len(text: str, it: RawAttrs) -> int:
    inner = text[it.start + 1 : it.end - 1]
    return len(inner) if inner.strip() == "" else -1000


_TOKEN_WORDS = {
    "LPAR": "'('",
    "RPAR": "')'",
    "LSQB": "'['",
    "RSQB": "']'",
    "COMMA": "','",
    "COLON": "':'",
    "EQUAL": "'='",
    "ARROW": "'->'",
    "LESS": "'<'",
    "MORE": "'>'",
    "VALUE": "SSA value",
    "TYPE": "type",
    "SYMBOL": "symbol",
    "STRING": "string",
    "INTEGER": "integer",
    "SUCCESSOR": "successor",
    "BARE_ID": "keyword",
}


def _describe(it) -> str:
    if type(it) is tuple:
        v = it[1]
        if len(v) > 40:
            v = v[:37] + "..."
        return f"'{v}'"
    if type(it) is RawAttrs:
        return "attribute dictionary" if it.kind == "dict" else "properties"
    return "region"
