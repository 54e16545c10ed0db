"""ODS ``assemblyFormat`` -> bufls ``Format`` (``core/syntax/format.py``).

The ODS notation and bufls's are close; what differs is translated here:

* ``$name`` of an operand stays ``$name``; of a region stays ``$name``; of
  a successor becomes ``succ($name)``;
* ``$name`` of an attribute becomes ``custom<A…>($name)``, a directive of
  this module that reads and writes the attribute as MLIR's generated
  parser does for its constraint: integer and float attributes without
  their type (``I32Attr``: ``4``), enums as keywords (``I64EnumAttr`` stored
  as its integer, ``EnumAttr`` as ``#dialect<mnemonic kw>``), ``StrAttr``
  as a string, ``SymbolNameAttr`` as ``@name``, ``TypeAttr`` as a type,
  ``DenseI64ArrayAttr`` as ``[1, 2]``, dialect attributes in their stripped
  ``<...>`` form, anything else as MLIR attribute syntax;
* ``(`kw` $unit^)?`` of a unit attribute becomes ``(`kw` custom<U…>($unit))?``;
  ```kw` `` $attr`` (a keyword glued to an attribute's ``<...>`` body, which
  bufls's lexer reads as one token ``kw<...>``) becomes one directive;
* ``qualified(x)`` is ``x``; ``type(operands)`` / ``type(results)``;
  ``functional-type(operands, results)``; anchors ``^`` are kept.

Not translated (the op then has no custom parser; in custom form it goes
through the parser's opaque-op path): ``custom<...>``, ``oilist``,
``prop-dict``, ``ref``, else-groups ``(...) : (...)``, variadic regions and
``functional-type`` over some of the operands.
"""

from __future__ import annotations

import re

from ...ir import attrs as A
from ...ir import types as T
from ...ir.typeattr_parser import parse_attr as _parse_attr_text
from ...ir.typeattr_parser import parse_type
from ...syntax.asm import AsmError
from ...syntax.format import CustomDirective, Format
from .defs import AttrDef, OpDef

__all__ = ["Unsupported", "translate"]


class Unsupported(Exception):
    """The format uses a construct bufls does not translate."""


# ---------------------------------------------------------------------------
# the ODS format as a tree

_TOKEN = re.compile(
    r"\s*(?:(?P<lit>`[^`]*`)|(?P<var>\$[A-Za-z_][A-Za-z0-9_]*)|(?P<punct>[\^()?:,])"
    r"|(?P<custom>custom<[A-Za-z_][A-Za-z0-9_]*>)|(?P<word>[A-Za-z_][A-Za-z0-9_-]*))"
)


# words that are never called: `attr-dict (` starts a group
_KEYWORD_WORDS = frozenset(
    {"attr-dict", "attr-dict-with-keyword", "prop-dict", "operands", "results", "regions", "successors"}
)


class _Node:
    __slots__ = ("kind", "name", "args", "anchor", "orelse")

    def __init__(self, kind: str, name: str = "", args=None, orelse=None):
        self.kind = kind  # lit, var, dir, word, group
        self.name = name
        self.args: list = args or []
        self.anchor = False
        self.orelse: list | None = orelse

    def __repr__(self) -> str:
        return f"{self.kind}({self.name}{', ' + repr(self.args) if self.args else ''}{'^' if self.anchor else ''})"


def _tokens(spec: str) -> list[tuple[str, str]]:
    out, pos = [], 0
    while pos < len(spec):
        m = _TOKEN.match(spec, pos)
        if m is None or m.end() == pos:
            if spec[pos:].strip() == "":
                break
            raise Unsupported(f"cannot read the format at {spec[pos:]!r}")
        pos = m.end()
        kind = m.lastgroup or ""
        out.append((kind, m.group(kind)))
    return out


class _Reader:
    def __init__(self, toks):
        self.toks = toks
        self.i = 0

    def peek(self):
        return self.toks[self.i] if self.i < len(self.toks) else ("eof", "")

    def take(self):
        t = self.peek()
        self.i += 1
        return t

    def seq(self, closers=()) -> list[_Node]:
        out: list[_Node] = []
        while True:
            kind, text = self.peek()
            if kind == "eof" or (kind == "punct" and text in closers):
                return out
            out.append(self.element())

    def element(self) -> _Node:
        kind, text = self.take()
        if kind == "lit":
            node = _Node("lit", text[1:-1])
        elif kind == "var":
            node = _Node("var", text[1:])
        elif kind == "custom":
            raise Unsupported(f"{text}(...) directive")
        elif kind == "word":
            if text not in _KEYWORD_WORDS and self.peek() == ("punct", "("):
                self.take()
                args = []
                while self.peek() != ("punct", ")"):
                    if self.peek()[0] == "eof":
                        raise Unsupported("unbalanced directive")
                    args.append(self.element())
                    if self.peek() == ("punct", ","):
                        self.take()
                self.take()
                node = _Node("dir", text, args)
            else:
                node = _Node("word", text)
        elif kind == "punct" and text == "(":
            children = self.seq(closers=(")",))
            if self.take() != ("punct", ")"):
                raise Unsupported("unbalanced group")
            orelse = None
            if self.peek() == ("punct", ":"):
                self.take()
                if self.take() != ("punct", "("):
                    raise Unsupported("else group")
                orelse = self.seq(closers=(")",))
                self.take()
            if self.take() != ("punct", "?"):
                raise Unsupported("a group that is not optional")
            node = _Node("group", "", children, orelse)
        else:
            raise Unsupported(f"unexpected {text!r} in the format")
        if self.peek() == ("punct", "^"):
            self.take()
            node.anchor = True
        return node


# ---------------------------------------------------------------------------
# attribute directives


def _balanced_text(cur) -> tuple[str, int]:
    """The text of a ``<...>`` run of items at the cursor, and its start."""
    it = cur.peek()
    if type(it) is tuple and it[0] == "ATTR":  # kw<...> lexed as one token
        cur.i += 1
        return it[1], it[2]
    start, _ = cur.here()
    depth = 0
    end = start
    while not cur.done():
        it = cur.peek()
        e = cur.here()[1]
        if type(it) is tuple and it[0] == "LESS":
            depth += 1
        elif type(it) is tuple and it[0] == "MORE":
            depth -= 1
        elif type(it) is tuple and it[0] == "ARROW":
            pass
        elif depth == 0:
            break
        end = e
        cur.i += 1
        if depth == 0:
            break
    if depth != 0 or end == start:
        raise cur.error("expected '<...>'")
    return cur.text[start:end], start


def _no_type(text: str, storage: str | None) -> str:
    if storage and text.endswith(f" : {storage}"):
        return text[: -len(storage) - 3]
    return text


class _Text(A.OpaqueAttr):
    """Text printed where an attribute goes (spacing as an attribute)."""


class _AttrDirective(CustomDirective):
    """One attribute, read and written as MLIR's generated code does for its constraint."""

    def __init__(self, attr: AttrDef, keyword: str | None = None):
        self.attr = attr
        self.keyword = keyword  # a keyword glued before the attribute (`kw` `` $attr)
        k = attr.kind
        self.kind = k
        self.storage = _scalar_type(attr.storage)
        self.by_word = dict(attr.enum_cases)
        self.by_value: dict[int, str] = {}
        for w, v in attr.enum_cases:
            self.by_value.setdefault(v, w)

    # -- reading --------------------------------------------------------------
    def present(self, cur) -> bool:
        if cur.done():
            return False
        it = cur.peek()
        kw = self.keyword
        if kw is not None:
            return cur.at_keyword(kw) or (type(it) is tuple and it[0] == "ATTR" and it[1].startswith(kw + "<"))
        k = self.kind
        tt = it[0] if type(it) is tuple else ""
        if k == "enum":
            if self.attr.enum_angle:
                return tt == "LESS"
            return tt in ("BARE_ID", "TYPE") and (not self.by_word or it[1] in self.by_word)
        if k in ("integer", "float"):
            return tt in ("INTEGER", "FLOAT")
        if k == "bool":
            return tt in ("BARE_ID", "TYPE") and it[1] in ("true", "false")
        if k == "string":
            return tt == "STRING"
        if k in ("symbol", "symbol_name"):
            return tt == "SYMBOL"
        if k == "type":
            return cur.at_type()
        if k in ("array", "dense_array"):
            return tt == "LSQB"
        if k == "dialect":
            return tt == "LESS" or tt == "ATTR"
        return tt not in ("COLON", "COMMA", "RPAR", "RSQB", "ARROW", "")

    def parse(self, cur, pop, operands, args) -> None:
        name = args[0]
        kw = self.keyword
        if kw is not None:
            it = cur.peek()
            if type(it) is tuple and it[0] == "ATTR" and it[1].startswith(kw + "<"):
                cur.i += 1
                pop.attributes[name] = self._from_angle(it[1][len(kw) :], cur, it[2] + len(kw))
                return
            cur.expect_keyword(kw)
        pop.attributes[name] = self._read(cur)

    def _from_angle(self, body: str, cur, start: int) -> A.Attr:
        a = self.attr
        if a.enum_attr is not None and a.enum_angle:
            return A.OpaqueAttr(a.enum_attr + body)
        if a.dialect_attr is not None:
            return A.OpaqueAttr(a.dialect_attr + body)
        if a.enum_cases and body.startswith("<") and body.endswith(">"):
            return self._enum_value([w.strip() for w in re.split(r"[,|]", body[1:-1]) if w.strip()], cur, start)
        return A.OpaqueAttr(body)

    def _enum_value(self, words: list[str], cur, start: int) -> A.Attr:
        a = self.attr
        if a.enum_attr is not None:
            text = ", ".join(words)
            return A.OpaqueAttr(f"{a.enum_attr}<{text}>" if a.enum_angle else f"{a.enum_attr} {text}>")
        value = 0
        for w in words:
            if self.by_word and w not in self.by_word:
                choices = ", ".join(self.by_word)
                raise AsmError(f"'{w}' is not one of {choices}", start, start + len(w))
            v = self.by_word.get(w, 0)
            value = value | v if a.enum_bits else v
        return A.IntegerAttr(value, _scalar_type(a.enum_int) or T.I64)

    def _read(self, cur) -> A.Attr:
        k = self.kind
        a = self.attr
        if k == "enum":
            start, _ = cur.here()
            if a.enum_angle:
                text, s = _balanced_text(cur)
                return self._from_angle(text, cur, s)
            words = [cur.keyword()]
            while a.enum_bits and (cur.at("COMMA") or cur.at("VBAR")) and _next_is_word(cur, self.by_word):
                cur.i += 1
                words.append(cur.keyword())
            return self._enum_value(words, cur, start)
        if k in ("integer", "float"):
            # one literal, read with the attribute's own type: no `: type`
            tok = cur.peek()
            if type(tok) is not tuple or tok[0] not in ("INTEGER", "FLOAT"):
                raise cur.error("expected a number")
            cur.i += 1
            return self._coerce(cur.ctx.parse_attr(tok[2], tok[3]))
        if k == "bool":
            word = cur.keyword()
            return A.BoolAttr(word == "true")
        if k == "string":
            return A.StringAttr(cur.string())
        if k == "symbol":
            return cur.symbol()[0]
        if k == "symbol_name":
            attr, _ = cur.symbol()
            return A.StringAttr(attr.root if isinstance(attr, A.SymbolRefAttr) else str(attr).lstrip("@"))
        if k == "type":
            return A.TypeAttr(cur.type())
        if k == "dense_array":
            return self._dense_array(cur)
        if k == "dialect" or (cur.at("LESS") and k != "typed"):
            text, s = _balanced_text(cur)
            return self._from_angle(text, cur, s)
        if k == "typed":
            return cur.typed_attr()
        return cur.attr_value(stop=("COMMA", "COLON", "RPAR", "RSQB", "ARROW"))

    def _coerce(self, v: A.Attr, t: T.Type | None = None) -> A.Attr:
        t = t or self.storage
        if t is None:
            return v
        if isinstance(v, A.IntegerAttr) and not isinstance(t, T.FloatType):
            return A.IntegerAttr(v.value, t)
        if isinstance(v, (A.FloatAttr, A.IntegerAttr)) and isinstance(t, T.FloatType):
            return A.FloatAttr(float(v.value), t)
        return v

    def _dense_array(self, cur) -> A.Attr:
        element = _scalar_type(self.attr.storage) or T.I64
        cur.expect("LSQB")
        values: list = []
        while not cur.at("RSQB"):
            v = cur.attr_value(stop=("COMMA", "RSQB"))
            if isinstance(v, (A.IntegerAttr, A.FloatAttr, A.BoolAttr)):
                values.append(v.value)
            else:
                raise cur.error("expected a number in the array")
            if not cur.accept("COMMA"):
                break
        cur.expect("RSQB")
        try:
            return A.DenseArrayAttr(element, tuple(values))
        except (ValueError, TypeError) as e:
            raise cur.error(str(e)) from None

    # -- writing ----------------------------------------------------------------
    def printed(self, op, groups, args) -> bool:
        return op.attr(args[0]) is not None

    def elided(self, args) -> set:
        return {args[0]}

    def print(self, p, op, groups, args) -> None:
        a = op.attr(args[0])
        if a is None:
            return
        text = self._text(a)
        if self.keyword is not None:
            if text.startswith("<"):
                p.keyword(self.keyword)
                p.raw(text)
                return
            p.keyword(self.keyword)
        p.attr(_Text(text))

    def _text(self, a) -> str:
        k = self.kind
        attr = self.attr
        s = str(a)
        if k == "enum":
            if isinstance(a, A.IntegerAttr):
                if attr.enum_bits:
                    words = [w for w, v in attr.enum_cases if v and (a.value & v) == v]
                    return attr.enum_separator.join(words) if words else self.by_value.get(0, str(a.value))
                return self.by_value.get(a.value, str(a.value))
            if attr.enum_attr is not None and s.startswith(attr.enum_attr):
                body = s[len(attr.enum_attr) :]
                if attr.enum_angle:
                    return body
                return body.strip().rstrip(">").strip()
            return s
        if k in ("integer", "float"):
            return _no_type(s, str(getattr(a, "type", "")))
        if k == "symbol_name" and isinstance(a, A.StringAttr):
            return "@" + A.print_name(a.value)
        if k == "type" and isinstance(a, A.TypeAttr):
            return str(a.type)
        if k == "dense_array" and isinstance(a, A.DenseArrayAttr):
            inner = s[s.find(":") + 1 : -1].strip() if ":" in s else ""
            return f"[{inner}]"
        if attr.dialect_attr is not None and s.startswith(attr.dialect_attr):
            return s[len(attr.dialect_attr) :]
        return s


def _next_is_word(cur, words) -> bool:
    nxt = cur.peek(1)
    return type(nxt) is tuple and nxt[0] in ("BARE_ID", "TYPE") and (not words or nxt[1] in words)


def _scalar_type(name: str | None) -> T.Type | None:
    """The builtin type named ``name`` (``i32``, ``ui8``, ``f32``, ``index``), or None."""
    if not name:
        return None
    t = _SCALARS.get(name)
    if t is None and name not in _SCALARS:
        try:
            t = parse_type(name)
        except (T.TypeSyntaxError, ValueError):
            t = None
        if not isinstance(t, (T.IntegerType, T.FloatType, T.IndexType)):
            t = None
        _SCALARS[name] = t
    return t


_SCALARS: dict[str, T.Type | None] = {}


class _SuccessorDirective(CustomDirective):
    """``$dest (`(` $ops^ `:` type($ops) `)`)?``: a successor and the operand
    group it is given, kept among the op's operands (in ODS order)."""

    def __init__(self, index: int):
        self.index = index  # of the successor among the op's successors

    def present(self, cur) -> bool:
        return cur.at("SUCCESSOR")

    def parse(self, cur, pop, operands, args) -> None:
        pop.successors.append(cur.successor(with_operands=False))
        refs: list = []
        if cur.accept("LPAR"):
            refs = cur.operand_list(allow_empty=False)
            cur.expect("COLON")
            cur.typed_operands(refs)
            cur.expect("RPAR")
        operands[args[0]] = refs

    def print(self, p, op, groups, args) -> None:
        p.successor(op, self.index, list(groups.get(args[0], ())))


class _UnitDirective(CustomDirective):
    """A unit attribute anchoring an optional group: present iff the group is."""

    def parse(self, cur, pop, operands, args) -> None:
        pop.attributes[args[0]] = A.UnitAttr()

    def print(self, p, op, groups, args) -> None:
        pass

    def printed(self, op, groups, args) -> bool:
        return op.attr(args[0]) is not None

    def elided(self, args) -> set:
        return {args[0]}

    def present(self, cur) -> bool:
        return True


# ---------------------------------------------------------------------------
# translation


class _Translator:
    def __init__(self, op: OpDef):
        self.op = op
        self.operands = {v.name: v for v in op.operands}
        self.results = {v.name: v for v in op.results}
        self.attrs = {a.name: a for a in op.attributes}
        self.regions = {r.name: r for r in op.regions}
        self.successors = {s.name: s for s in op.successors}
        self.customs: dict[str, CustomDirective] = {}
        self.prefixes: dict[str, str] = {}
        self.successor_groups: dict[str, str] = {}  # successor -> the operand group it is given

    def custom(self, directive: CustomDirective, name: str) -> str:
        key = f"D{len(self.customs)}"
        self.customs[key] = directive
        return f"custom<{key}>(${name})"

    def seq(self, nodes: list[_Node]) -> list[str]:
        out: list[str] = []
        i = 0
        while i < len(nodes):
            n = nodes[i]
            # `kw` `` $attr: one token kw<...> in bufls's lexer
            if (
                n.kind == "lit"
                and re.fullmatch(r"[A-Za-z_][\w]*", n.name)
                and i + 2 < len(nodes)
                and nodes[i + 1].kind == "lit"
                and nodes[i + 1].name == ""
                and nodes[i + 2].kind == "var"
                and nodes[i + 2].name in self.attrs
                and self.attrs[nodes[i + 2].name].kind != "unit"
            ):
                var = nodes[i + 2]
                out.append(self.custom(_AttrDirective(self.attrs[var.name], n.name), var.name) + self._anchor(var))
                i += 3
                continue
            group = self._successor_operands(nodes, i)
            if group is not None:
                index = [s.name for s in self.op.successors].index(n.name)
                self.successor_groups[n.name] = group
                out.append(self.custom(_SuccessorDirective(index), group))
                i += 2
                continue
            out.append(self.node(n))
            i += 1
        return out

    def _successor_operands(self, nodes: list[_Node], i: int) -> str | None:
        """The operand group of ``$succ (`(` $group^ `:` type($group) `)`)?`` at ``i``."""
        n = nodes[i]
        if n.kind != "var" or n.name not in self.successors or self.successors[n.name].variadic:
            return None
        if i + 1 >= len(nodes) or nodes[i + 1].kind != "group" or nodes[i + 1].orelse is not None:
            return None
        g = [c for c in nodes[i + 1].args if not (c.kind == "lit" and c.name.strip() == "")]
        shape = [(c.kind, c.name) for c in g]
        if len(g) != 5 or shape[0] != ("lit", "(") or shape[2] != ("lit", ":") or shape[4] != ("lit", ")"):
            return None
        var, ty = g[1], g[3]
        if var.kind != "var" or var.name not in self.operands or not self.operands[var.name].variadic:
            return None
        if ty.kind != "dir" or ty.name != "type" or len(ty.args) != 1 or ty.args[0].name != var.name:
            return None
        return var.name

    @staticmethod
    def _anchor(n: _Node) -> str:
        return "^" if n.anchor else ""

    def node(self, n: _Node) -> str:
        k = n.kind
        if k == "lit":
            if "`" in n.name:
                raise Unsupported("a backquote in a literal")
            return f"`{n.name}`"
        if k == "var":
            name = n.name
            if name in self.operands:
                if self.operands[name].kind == "variadic_of_variadic":
                    raise Unsupported(f"variadic-of-variadic operand ${name}")
                return f"${name}{self._anchor(n)}"
            if name in self.attrs:
                a = self.attrs[name]
                d: CustomDirective = _UnitDirective() if a.kind == "unit" else _AttrDirective(a)
                return self.custom(d, name) + self._anchor(n)
            if name in self.regions:
                if self.regions[name].variadic:
                    raise Unsupported(f"variadic region ${name}")
                return f"${name}{self._anchor(n)}"
            if name in self.successors:
                if self.successors[name].variadic:
                    raise Unsupported(f"variadic successor ${name}")
                return f"succ(${name}){self._anchor(n)}"
            raise Unsupported(f"${name} is not an operand, attribute, region or successor")
        if k == "word":
            w = n.name
            if w in ("attr-dict", "attr-dict-with-keyword"):
                return w
            if w == "operands":
                if len(self.op.operands) == 1:
                    return f"${self.op.operands[0].name}"
                raise Unsupported("the operands directive over several operand groups")
            if w == "regions":
                if any(r.variadic for r in self.op.regions):
                    raise Unsupported("variadic regions")
                return " ".join(f"${r.name}" for r in self.op.regions)
            if w == "successors":
                if any(s.variadic for s in self.op.successors):
                    raise Unsupported("variadic successors")
                return " ".join(f"succ(${s.name})" for s in self.op.successors)
            raise Unsupported(f"the {w} directive")
        if k == "dir":
            return self.directive(n)
        if k == "group":
            if n.orelse is not None:
                raise Unsupported("an optional group with an else branch")
            children = self.seq(n.args)
            if not children:
                raise Unsupported("an empty group")
            return "(" + " ".join(children) + ")?"
        raise Unsupported(f"element {k}")

    def directive(self, n: _Node) -> str:
        d = n.name
        if d == "qualified" and len(n.args) == 1:
            inner = n.args[0]
            inner.anchor = inner.anchor or n.anchor
            return self.node(inner)
        if d == "type" and len(n.args) == 1:
            arg = n.args[0]
            if arg.kind == "dir" and arg.name == "qualified" and len(arg.args) == 1:
                arg = arg.args[0]
            if arg.kind == "word" and arg.name in ("operands", "results"):
                return f"type({arg.name}){self._anchor(n)}"
            if arg.kind == "var" and (arg.name in self.operands or arg.name in self.results):
                v = self.operands.get(arg.name) or self.results[arg.name]
                if v.dialect_type and not v.variadic and not _qualified(n):
                    self.prefixes[arg.name] = v.dialect_type
                return f"type(${arg.name}){self._anchor(n)}"
            raise Unsupported("type() of something that is not an operand or a result")
        if d == "functional-type" and len(n.args) == 2:
            a, b = n.args
            ok_a = (a.kind == "word" and a.name == "operands") or (
                a.kind == "var" and len(self.op.operands) == 1 and a.name == self.op.operands[0].name
            )
            ok_b = (b.kind == "word" and b.name == "results") or (
                b.kind == "var" and len(self.op.results) == 1 and b.name == self.op.results[0].name
            )
            if not (ok_a and ok_b):
                raise Unsupported("functional-type over some of the operands or results")
            if len(self.op.results) > 1:
                raise Unsupported("functional-type with several result groups")
            return "functional-type(operands, results)"
        raise Unsupported(f"the {d}(...) directive")


def _qualified(n: _Node) -> bool:
    return bool(n.args) and n.args[0].kind == "dir" and n.args[0].name == "qualified"


def translate(op: OpDef, operand_types: dict | None = None) -> tuple[Format, dict[str, str]]:
    """The ``Format`` of ``op``'s assembly format (``Unsupported`` if bufls
    cannot translate it), and the operand group it gives each successor
    (successor name -> group name)."""
    if op.assembly_format is None:
        raise Unsupported("no assemblyFormat")
    tree = _Reader(_tokens(op.assembly_format)).seq()
    tr = _Translator(op)
    spec = " ".join(tr.seq(tree))
    operands = tuple(v.name + ("*" if v.variadic else "?" if v.kind == "optional" else "") for v in op.operands)
    results = tuple(v.name + ("*" if v.kind != "single" else "") for v in op.results)
    regions = tuple(r.name for r in op.regions)
    inherent = tuple(a.name for a in op.attributes)
    segments = "AttrSizedOperandSegments" in op.traits
    try:
        fmt = Format(
            spec,
            operands=operands,
            results=results,
            regions=regions,
            segments=segments,
            inherent=inherent,
            operand_types=dict(operand_types or {}),
            customs=tr.customs,
            type_prefixes=tr.prefixes,
        )
    except ValueError as e:
        raise Unsupported(str(e)) from None
    return fmt, tr.successor_groups


def attribute_text(text: str):
    """An attribute from its MLIR text (for defaults; ``None`` if bufls cannot read it)."""
    try:
        return _parse_attr_text(text)
    except (A.AttrSyntaxError, T.TypeSyntaxError, ValueError):
        return None
