"""Declarative assembly formats: one string drives both parsing and printing.

The notation follows MLIR's ODS ``assemblyFormat`` closely enough that a
format can be copied from an op definition and trimmed:

=========================  ==================================================
```(``` / ```to```         a literal (punctuation or keyword)
``$x`` ``$x*`` ``$x?``     an operand group: one, a comma list, optional one
``type($x)``               the type(s) of operand or result group ``x``
``type(operands)``         the types of all operands, a comma list
``type(all)``              one type shared by every operand and result
``functional-type``        ``(operand types) -> result types``
``attr($a)``               an inline attribute stored under ``a``
``kw($a)``                 a bare keyword of the enum ``enums[a]`` (stored
                           as its integer value, as MLIR does)
``sym($a)``                a symbol reference stored under ``a``
``flag($a)``               an optional keyword ``a`` stored as a unit attribute
                           ``a`` when present (ODS ``(`a` $a^)?``)
``custom<Name>($x, $a)``   a custom directive: ``customs[Name]`` reads and
                           prints operand groups and attributes (see
                           ``CustomDirective``)
``` ` ` ``` ``` `` ```     printing only: force / suppress a space
``attr-dict``              the optional attribute dictionary
``attr-dict-with-keyword`` ``attributes {...}``
``$r`` (a region name)     a region
``succ($s)``               a successor with optional ``(operands : types)``
``( ... )?``               an optional group, present when its first element
                           matches
``$x^`` (any element)      the anchor of an optional group (as in ODS): the
                           group is printed when that element has something
                           to print; without one, the group's first operand,
                           attribute or directive decides
=========================  ==================================================

Example (``memref.alloc``)::

    Format("`(` $dynamicSizes* `)` (`[` $symbolOperands* `]`)? attr-dict `:` type($memref)",
           operands=("dynamicSizes*", "symbolOperands*"), results=("memref",),
           segments=True)

parses ``memref.alloc(%d)[%s] {alignment = 8} : memref<?xf32, #map>`` and
prints it back.

Optional parameters: ``inherent`` names attributes that MLIR stores as
properties (moved there from the attribute dictionary after parsing);
``operand_types`` gives the type of operand groups whose type the text does
not spell out (``{"indices": IndexType()}``), so that uses are type-checked;
``customs`` maps custom directive names to their ``CustomDirective``;
``type_prefixes`` gives operand or result groups whose type MLIR writes
stripped of its dialect prefix (``{"x": "!acme.buf"}``: ``type($x)`` reads
and writes ``<4xf32>`` for ``!acme.buf<4xf32>``, and reads the full type
too).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from ..ir import attrs as A
from ..ir import types as T
from .asm import AsmError, Cursor, ParsedOp, Ref
from .lexer import PUNCT_TOKENS

__all__ = ["Format", "CustomDirective", "space"]

# A literal of an assembly format that is punctuation, and the token it
# matches: the lexer's punctuation, plus the arrow ``->``.
_LITERAL_TYPES = {**PUNCT_TOKENS, "->": "ARROW"}

_ELEMENT = re.compile(
    r"\s*(?:`(?P<lit>[^`]*)`|(?P<open>\()|(?P<close>\)\??)|"
    r"custom<(?P<custom>\w+)>\((?P<cargs>[^)]*)\)|"
    r"(?P<dir>[a-z][a-z-]*)\((?P<args>[^)]*)\)|(?P<word>[a-z][a-z-]*)|\$(?P<var>\w+)(?P<mod>[*?]?))"
)


@dataclass(frozen=True)
class _El:
    # lit, space, operand, type, alltype, ftype, attr, kw, sym, flag, custom,
    # attrdict, attrdict_kw, region, succ, group
    kind: str
    name: str = ""
    variadic: str = ""  # "", "*", "?"
    children: tuple = ()
    anchor: bool = False  # ``^``: this element decides whether its group is printed


class CustomDirective:
    """A ``custom<Name>($a, $b, ...)`` directive of a ``Format``.

    ``args`` are the directive's argument names without ``$``: operand group
    names (read into / printed from ``operands``/``groups``) or attribute
    names (read into ``pop.properties``, printed from ``op.attr``).
    """

    def parse(self, cur: Cursor, pop: ParsedOp, operands: dict, args: tuple) -> None:
        raise NotImplementedError

    def print(self, p, op, groups: dict, args: tuple) -> None:
        raise NotImplementedError

    def elided(self, args: tuple) -> set:
        """Attribute names the directive prints (kept out of attr-dict)."""
        return set()

    def present(self, cur: Cursor) -> bool:
        """Does the directive start here (when it opens an optional group)?"""
        return not cur.done()

    def printed(self, op, groups: dict, args: tuple) -> bool:
        """Has the directive something to print (when it decides whether its
        optional group is printed)?"""
        return True


def space(p) -> None:
    """One space before the next text, unless spacing was just suppressed."""
    if p._prev and p._prev not in ("(", "["):
        p.raw(" ")
        p._prev = ""


def _compile(spec: str, regions: set, operands: dict) -> tuple[_El, ...]:
    pos = 0
    stack: list[list[_El]] = [[]]
    while pos < len(spec):
        m = _ELEMENT.match(spec, pos)
        if m is None or m.end() == pos:
            if spec[pos:].strip() == "":
                break
            raise ValueError(f"bad format at {spec[pos:]!r}")
        pos = m.end()
        if spec.startswith("^", pos):
            anchored = True
            pos += 1
        else:
            anchored = False
        before = len(stack[-1])
        if m.group("lit") is not None:
            lit = m.group("lit")
            stack[-1].append(_El("space", lit) if lit.strip() == "" else _El("lit", lit))
        elif m.group("custom"):
            args = tuple(a.strip().lstrip("$") for a in m.group("cargs").split(",") if a.strip())
            stack[-1].append(_El("custom", m.group("custom"), children=args))
        elif m.group("open"):
            stack.append([])
        elif m.group("close"):
            children = tuple(stack.pop())
            stack[-1].append(_El("group", children=children))
        elif m.group("dir"):
            d, args = m.group("dir"), m.group("args").strip()
            arg = args.lstrip("$")
            if d == "type":
                stack[-1].append(_El("alltype" if arg == "all" else "type", arg))
            elif d == "functional-type":
                stack[-1].append(_El("ftype", args))
            elif d in ("attr", "kw", "sym", "succ", "flag"):
                stack[-1].append(_El(d, arg))
            else:
                raise ValueError(f"unknown directive {d}")
        elif m.group("word"):
            w = m.group("word")
            kind = {"attr-dict": "attrdict", "attr-dict-with-keyword": "attrdict_kw"}.get(w)
            if kind is None:
                raise ValueError(f"unknown word {w}")
            stack[-1].append(_El(kind))
        else:
            var = m.group("var")
            if var in regions:
                stack[-1].append(_El("region", var))
            else:
                if var not in operands:
                    raise ValueError(f"unknown operand group ${var}")
                stack[-1].append(_El("operand", var, operands[var]))
        if anchored:
            if len(stack[-1]) != before + 1:
                raise ValueError("'^' must follow an element")
            stack[-1][-1] = replace(stack[-1][-1], anchor=True)
    assert len(stack) == 1, "unbalanced group in format"
    return tuple(stack[0])


@dataclass
class Format:
    spec: str
    operands: tuple[str, ...] = ()  # group names in operand order, with "*"/"?" suffix
    results: tuple[str, ...] = ()  # result group names, "*" suffix for variadic
    regions: tuple[str, ...] = ()
    segments: bool = False  # emit operandSegmentSizes
    enums: dict = field(default_factory=dict)
    # fills result types the text does not spell out: infer(parsed_op) -> list[Type]
    infer: Callable | None = None
    # attributes MLIR keeps as properties: moved out of the attribute dict
    inherent: tuple[str, ...] = ()
    # operand group -> Type, for operands whose type the text leaves implicit
    operand_types: dict = field(default_factory=dict)
    # custom<Name>(...) directives: Name -> CustomDirective
    customs: dict = field(default_factory=dict)
    # operand/result group -> "!dialect.mnemonic" of a type written stripped
    type_prefixes: dict = field(default_factory=dict)
    elements: tuple = field(init=False, repr=False)
    _groups: dict = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self._elided = None
        self._operand_shape = None
        self._groups = {n.rstrip("*?"): (n[-1] if n[-1] in "*?" else "") for n in self.operands}
        self._rgroups = {n.rstrip("*"): (n[-1] if n[-1] == "*" else "") for n in self.results}
        self.elements = _compile(self.spec, set(self.regions), self._groups)
        for el in _walk(self.elements):
            if el.kind == "custom" and el.name not in self.customs:
                raise ValueError(f"no handler for custom<{el.name}>")

    # ------------------------------------------------------------------ parse
    def parse(self, cur: Cursor, pop: ParsedOp) -> None:
        st = _ParseState()
        self._parse_seq(self.elements, cur, pop, st)
        cur.expect_end()
        # operands in declaration order
        sizes = []
        for g in self.operands:
            refs = st.operands.get(g.rstrip("*?"), [])
            sizes.append(len(refs))
            pop.operands.extend(refs)
        if self.segments:
            pop.properties["operandSegmentSizes"] = A.DenseArrayAttr(T.IntegerType(32), tuple(sizes))
        for name in self.regions:
            pop.regions.append(st.regions.get(name) or _empty_region())
        for name, t in self.operand_types.items():
            for r in st.operands.get(name, []):
                if r.type is None:
                    r.type = t
        for name in self.inherent:
            if name in pop.attributes:
                pop.properties[name] = pop.attributes.pop(name)
        # result types
        types = []
        if "results" in st.types:  # type(results): all result types at once
            types = list(st.types["results"])
        else:
            for g in self.results:
                types.extend(st.types.get(g.rstrip("*"), []))
        if st.all_type is not None:
            for r in pop.operands:
                r.type = r.type or st.all_type
            types = [st.all_type] * len(self.results)
        if self.infer is not None and not types and self.results:
            types = list(self.infer(pop))
        pop.result_types = types

    def _parse_seq(self, els, cur: Cursor, pop: ParsedOp, st: _ParseState) -> None:
        for el in els:
            self._parse_el(el, cur, pop, st)

    def _parse_el(self, el: _El, cur: Cursor, pop: ParsedOp, st: _ParseState) -> None:
        k = el.kind
        if k == "lit":
            tt = _LITERAL_TYPES.get(el.name)
            if tt is not None:
                cur.expect(tt)
            else:
                cur.expect_keyword(el.name)
        elif k == "operand":
            if el.variadic == "*":
                st.operands[el.name] = cur.operand_list()
            elif el.variadic == "?":
                st.operands[el.name] = [cur.operand()] if cur.at_operand() else []
            else:
                st.operands[el.name] = [cur.operand()]
        elif k == "type":
            if el.name == "operands" and el.name not in self._groups:
                refs = [r for g in self.operands for r in st.operands.get(g.rstrip("*?"), [])]
                cur.typed_operands(refs)
                return
            prefix = self.type_prefixes.get(el.name) if self.type_prefixes else None
            if el.name == "results":
                types = cur.type_list() if cur.at_type() else []
                st.types["results"] = types
                for g in self.results:
                    st.types[g.rstrip("*")] = types
                return
            if el.name in self._rgroups:
                if prefix is not None and not self._rgroups[el.name]:
                    st.types[el.name] = [_stripped_type(cur, prefix)]
                    return
                st.types[el.name] = cur.type_list() if self._rgroups[el.name] else [cur.type()]
                return
            refs = st.operands.get(el.name, [])
            if self._groups.get(el.name) == "*":
                if refs:
                    cur.typed_operands(refs)
            elif refs or self._groups.get(el.name) == "":
                t = cur.type() if prefix is None else _stripped_type(cur, prefix)
                for r in refs:
                    r.type = t
        elif k == "alltype":
            st.all_type = cur.type()
        elif k == "ftype":
            ft = cur.function_type()
            refs = [r for g in self.operands for r in st.operands.get(g.rstrip("*?"), [])]
            if len(ft.inputs) != len(refs):
                s, e = cur.here()
                raise AsmError(f"expected {len(refs)} operand types, got {len(ft.inputs)}", s, e)
            for r, t in zip(refs, ft.inputs):
                r.type = t
            for g in self.results:
                st.types[g.rstrip("*")] = list(ft.results)
        elif k == "attr":
            pop.attributes[el.name] = cur.typed_attr()
        elif k == "kw":
            start = cur.here()
            word = cur.keyword()
            values = self.enums[el.name]
            if word not in values:
                raise AsmError(f"'{word}' is not one of {', '.join(values)}", *start)
            pop.attributes[el.name] = A.IntegerAttr(values.index(word), T.IntegerType(64))
        elif k == "sym":
            attr, span = cur.symbol()
            pop.attributes[el.name] = attr
            pop.symbol_span = span
        elif k == "flag":
            if cur.accept_keyword(el.name):
                pop.attributes[el.name] = A.UnitAttr()
        elif k == "custom":
            self.customs[el.name].parse(cur, pop, st.operands, el.children)
        elif k == "space":
            pass
        elif k == "attrdict":
            pop.attributes.update(cur.attr_dict())
        elif k == "attrdict_kw":
            pop.attributes.update(cur.attr_dict_with_keyword())
        elif k == "region":
            st.regions[el.name] = cur.region()
        elif k == "succ":
            pop.successors.append(cur.successor())
        elif k == "group":
            if _group_present(_first_real(el.children), cur, self):
                self._parse_seq(el.children, cur, pop, st)

    # ------------------------------------------------------------------ print
    def print(self, p, op) -> None:
        elided = self._elided
        if elided is None:  # the attributes the format itself prints
            elided = {"operandSegmentSizes"} if self.segments else set()
            for el in _walk(self.elements):
                if el.kind in ("attr", "kw", "sym", "flag"):
                    elided.add(el.name)
                elif el.kind == "custom":
                    elided |= set(self.customs[el.name].elided(el.children))
            self._elided = elided = frozenset(elided)
        self._print_seq(self.elements, p, op, self._split_operands(op), elided)

    def _split_operands(self, op) -> dict:
        shape = self._operand_shape
        if shape is None:
            nvar = sum(1 for g in self.operands if g[-1] in "*?")
            fixed = len(self.operands) - nvar
            shape = self._operand_shape = (tuple((g.rstrip("*?"), g[-1] in "*?") for g in self.operands), nvar, fixed)
        names, nvar, fixed = shape
        sizes = None
        if self.segments:
            seg = op.attr("operandSegmentSizes")
            if seg is not None:
                sizes = seg.values
        groups, i = {}, 0
        operands = op.operands
        for k, (name, variadic) in enumerate(names):
            if sizes is not None:
                n = sizes[k]
            elif variadic:
                n = (len(operands) - fixed) if nvar == 1 else 0
            else:
                n = 1
            groups[name] = operands[i : i + n]
            i += n
        return groups

    def _print_seq(self, els, p, op, groups, elided) -> None:
        for el in els:
            k = el.kind
            if k == "lit":
                p.punct(el.name) if el.name in _LITERAL_TYPES else p.keyword(el.name)
            elif k == "operand":
                vals = groups.get(el.name, [])
                for j, v in enumerate(vals):
                    if j:
                        p.punct(",")
                    p.value(v)
            elif k == "type":
                if el.name == "operands" and el.name not in self._groups:
                    for j, v in enumerate(op.operands):
                        if j:
                            p.punct(",")
                        p.type(v.type)
                    continue
                if el.name == "results" or el.name in self._rgroups:
                    types = [r.type for r in op.results]
                    if el.name != "results":
                        types = self._result_group_types(op, el.name)
                else:
                    vals = groups.get(el.name, [])
                    types = [v.type for v in vals]
                    if self._groups.get(el.name) != "*" and len(types) > 1:
                        types = types[:1]
                prefix = self.type_prefixes.get(el.name) if self.type_prefixes else None
                for j, t in enumerate(types):
                    if j:
                        p.punct(",")
                    if prefix is not None:
                        _print_stripped_type(p, t, prefix)
                    else:
                        p.type(t)
            elif k == "alltype":
                t = op.results[0].type if op.results else op.operands[0].type
                p.type(t)
            elif k == "ftype":
                p.function_type([v.type for v in op.operands], [r.type for r in op.results])
            elif k == "attr":
                a = op.attr(el.name)
                if a is not None:
                    p.attr(a)
            elif k == "kw":
                a = op.attr(el.name)
                p.keyword(self.enums[el.name][a.value] if isinstance(a, A.IntegerAttr) else str(a))
            elif k == "sym":
                p.symbol(op.attr(el.name))
            elif k == "flag":
                if op.attr(el.name) is not None:
                    p.keyword(el.name)
            elif k == "custom":
                self.customs[el.name].print(p, op, groups, el.children)
            elif k == "space":
                if el.name:
                    space(p)
                else:
                    p._prev = ""
            elif k == "attrdict":
                p.attr_dict(op, elided)
            elif k == "attrdict_kw":
                p.attr_dict(op, elided, keyword=True)
            elif k == "region":
                p.region(op.regions[self.regions.index(el.name)])
            elif k == "succ":
                idx = sum(1 for e in _walk(els[: els.index(el)]) if e.kind == "succ")
                p.successor(op, idx)
            elif k == "group":
                if _group_printed(el.children, op, groups, self):
                    self._print_seq(el.children, p, op, groups, elided)

    def _result_group_types(self, op, name: str) -> list:
        if len(self.results) == 1:
            return [r.type for r in op.results]
        idx = [g.rstrip("*") for g in self.results].index(name)
        return [op.results[idx].type] if idx < len(op.results) else []


class _ParseState:
    __slots__ = ("operands", "types", "regions", "all_type")

    def __init__(self) -> None:
        self.operands: dict[str, list[Ref]] = {}
        self.types: dict[str, list] = {}
        self.regions: dict = {}
        self.all_type = None


def _walk(els):
    for el in els:
        yield el
        if el.kind == "group":
            yield from _walk(el.children)


def _group_present(first: _El, cur: Cursor, fmt: Format) -> bool:
    if first.kind == "group" and first.children:
        first = first.children[0]
    k = first.kind
    if k == "lit":
        tt = _LITERAL_TYPES.get(first.name)
        return cur.at(tt) if tt else cur.at_keyword(first.name)
    if k == "operand":
        return cur.at_operand()
    if k in ("type", "alltype", "ftype"):
        return cur.at_type()
    if k == "attrdict":
        return True
    if k == "region":
        return cur.at_region()
    if k == "succ":
        return cur.at("SUCCESSOR")
    if k == "sym":
        return cur.at("SYMBOL")
    if k == "flag":
        return cur.at_keyword(first.name)
    if k == "custom":
        return fmt.customs[first.name].present(cur)
    return not cur.done()


def _first_real(children) -> _El:
    """The first element of a group that reads input (spacing excluded)."""
    for el in children:
        if el.kind != "space":
            return el
    return children[0]


def _group_printed(children, op, groups, fmt=None) -> bool:
    anchor = next((el for el in _walk(children) if el.anchor), None)
    if anchor is not None:
        return _anchor_printed(anchor, op, groups, fmt)
    for el in _walk(children):
        if el.kind == "operand":
            return bool(groups.get(el.name))
        if el.kind in ("attr", "sym", "kw", "flag"):
            return op.attr(el.name) is not None
        if el.kind == "custom":
            return fmt is None or fmt.customs[el.name].printed(op, groups, el.children)
        if el.kind == "region":
            return True
    return True


def _anchor_printed(el: _El, op, groups, fmt) -> bool:
    """Has the anchor of an optional group something to print?"""
    k = el.kind
    if k == "operand":
        return bool(groups.get(el.name))
    if k == "type":
        if fmt is not None and el.name in fmt._rgroups:
            return bool(fmt._result_group_types(op, el.name))
        return bool(groups.get(el.name))
    if k in ("attr", "sym", "kw", "flag"):
        return op.attr(el.name) is not None
    if k == "custom":
        return fmt is None or fmt.customs[el.name].printed(op, groups, el.children)
    if k == "region":
        idx = fmt.regions.index(el.name) if fmt is not None and el.name in fmt.regions else -1
        return 0 <= idx < len(op.regions) and bool(op.regions[idx].blocks)
    if k == "group":
        return _group_printed(el.children, op, groups, fmt)
    return True


def _stripped_type(cur: Cursor, prefix: str):
    """A type written without its dialect prefix (``<4xf32>`` for
    ``!acme.buf<4xf32>``), or in full."""
    if not cur.at("LESS"):
        return cur.type()
    start, _ = cur.here()
    depth, end = 0, start
    while not cur.done():
        tt = cur.peek()[0] if type(cur.peek()) is tuple else ""
        if tt == "LESS":
            depth += 1
        elif tt == "MORE":
            depth -= 1
        end = cur.here()[1]
        cur.i += 1
        if depth == 0:
            break
    if depth != 0:
        raise cur.error("expected '>'")
    return cur.ctx.parse_type(prefix + cur.text[start:end], start - len(prefix))


def _print_stripped_type(p, t, prefix: str) -> None:
    s = str(t)
    if s.startswith(prefix) and s[len(prefix) : len(prefix) + 1] in ("<", ""):
        body = s[len(prefix) :]
        if body:
            p.attr(A.OpaqueAttr(body))
        return
    p.type(t)


def _empty_region():
    from ..ir.nodes import Region

    return Region()
