"""MLIR text -> IR, with exact source spans and per-op error recovery.

Pipeline for one file:

1. ``split_input`` cuts the file at ``// -----`` lines (each part is its own
   module; offsets stay those of the whole file, so lines are real).
2. ``scan_units`` finds the extents of the top-level ops of a part (and of
   the ops directly inside a top-level ``module {``) with a fast bracket
   scanner; each unit is parsed on its own, so an error in one function
   never hides the others, and results can be cached by the unit's text.
3. Each unit is tokenized (``lexer.py``) and run through the LALR tables
   (``lalr.py``); the ``_Builder`` callbacks build operations directly, using
   each op's dialect model (``registry.py``) to read its custom assembly.
4. SSA names are resolved with MLIR's scoping (``resolve.py``).

Problems become ``Diagnostic`` objects (``syntax``), never exceptions.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..diagnostics import Diagnostic
from ..ir import attrs as A
from ..ir import types as T
from ..ir.nodes import Block, Operation, OpResult, Region, unlink
from ..ir.registry import registry
from ..ir.typeattr_parser import parse_attr, parse_type
from .asm import AsmError, Cursor, ParsedOp, RawAttrs, Ref, SuccRef
from .lalr import ParseError
from .lalr import parse as lalr_parse
from .lexer import LexError, LineRun, tokenize
from .source import lf_line_breaks

__all__ = ["ParsedModule", "ParseResult", "parse_text", "parse_module", "split_input", "SHORT_NAMES"]

# Ops printed without their dialect prefix (default dialects of their parents).
SHORT_NAMES = {
    "return": "func.return",
    "call": "func.call",
    "call_indirect": "func.call_indirect",
    "constant": "func.constant",
    "func": "func.func",
    "module": "builtin.module",
    "unrealized_conversion_cast": "builtin.unrealized_conversion_cast",
}

_SPLIT = re.compile(r"^// -----.*$", re.M)


@dataclass
class ParsedModule:
    """One module (a whole file, or one ``// -----`` part of it)."""

    op: Operation  # the builtin.module
    start: int
    end: int
    implicit: bool  # no `module {` in the text
    aliases: list = field(default_factory=list)  # (name, value text, start, end)
    metadata: list = field(default_factory=list)  # `{-# ... #-}` texts
    type_aliases: dict = field(default_factory=dict)
    attr_aliases: dict = field(default_factory=dict)
    # spans of top-level ops rebuilt after a structural syntax error (lines
    # were dropped): verification there would only echo the syntax error
    recovered: list = field(default_factory=list)
    body_span: tuple = (0, 0)  # the text the top-level units were scanned from


@dataclass
class ParseResult:
    text: str
    path: str
    modules: list[ParsedModule]
    diagnostics: list[Diagnostic]


def split_input(text: str, split: bool = True) -> list[tuple[int, int]]:
    """Offsets of the parts of ``text`` separated by ``// -----`` lines."""
    if not split or "// -----" not in text:  # (a substring search is much faster)
        return [(0, len(text))]
    parts, start = [], 0
    for m in _SPLIT.finditer(text):
        parts.append((start, m.start()))
        start = m.end()
    parts.append((start, len(text)))
    return parts


def parse_text(text: str, path: str = "<stdin>", split: bool = True, cache: UnitCache | None = None) -> ParseResult:
    """Parse a whole file (split at ``// -----`` unless ``split`` is False).

    With a ``UnitCache``, top-level ops whose text is unchanged since an
    earlier parse are reused instead of parsed again.
    """
    work = lf_line_breaks(text)  # (same offsets)
    modules, diags = [], []
    for start, end in split_input(work, split):
        mod, d = parse_module(work, start, end, cache)
        modules.append(mod)
        diags.extend(d)
    diags.sort(key=lambda d: (d.start, d.end))
    return ParseResult(text, path, modules, diags)


class UnitCache:
    """Parsed top-level ops keyed by their text (bounded, least recently
    used first out).  A hit moves the cached op to its new offset; the op is
    *taken* from the cache, because an op lives in one module at a time."""

    def __init__(self, max_units: int = 4096):
        self.max_units = max_units
        self._units: dict[str, tuple[int, Operation, list[Diagnostic]]] = {}
        self.hits = 0
        self.misses = 0

    def take(self, key: str, start: int):
        entry = self._units.pop(key, None)
        if entry is None:
            self.misses += 1
            return None
        self.hits += 1
        base, op, diags = entry
        delta = start - base
        if delta:
            shift_spans(op, delta)
            diags = [_shift_diag(d, delta) for d in diags]
        return op, diags

    def put(self, key: str, start: int, op: Operation, diags: list[Diagnostic]) -> None:
        self._units[key] = (start, op, diags)
        while len(self._units) > self.max_units:
            self._units.pop(next(iter(self._units)))

    def __len__(self) -> int:
        return len(self._units)


# ---------------------------------------------------------------------------
# Units: the extents of top-level ops


_UNIT_SCAN = re.compile(r'"(?:[^"\\\n]|\\.)*"|//[^\n]*|\{-#.*?#-\}|[{}()\[\]]|\n', re.S)
_MODULE_HEAD = re.compile(  # possessive blanks: `module` + 10,000 blanks + `x` was cubic
    r"\s*+(?:builtin\.)?module\b\s*+(?:(?:@[\w$.\-]+|@\"[^\"]*\")\s*+)?"
    r"(?:attributes\s*+\{[^{}]*+(?:\{[^{}]*+\}[^{}]*+)*+\}\s*+)?\{"
)
_PRELUDE = re.compile(r"\s*(?:[#!]|\{-#)")
_BLANK_LINE = re.compile(r"[ \t\r]*(?://[^\n]*)?(?:\n|\Z)")
_BLANK_LINES = re.compile(r"(?:[ \t\r]*(?://[^\n]*)?\n)*[ \t\r]*")
# a line ending like this continues on the next one
_LINE_TAIL = re.compile(r"(?:->|[,=(\[])[ \t]*$")
_CONTINUATION_START = re.compile(r"[ \t]*(?:[()\],:}>]|->|\{|attributes\b|ins\b|outs\b|to\b|step\b|iter_args\b)")
# Lines that leave the bracket depth as it is (brackets closed on the line,
# two levels deep at most; strings without escapes; a comment at the end;
# no `{-#`), each with its newline, while the next line does not start a
# function: most lines of a function body.  Inside brackets no statement
# ends at such a newline, so ``iter_units`` skips them in one match.
_Q_ATOM = r'(?:[^\n"/{}()\[\]]++|"[^"\\\n]*+")'
_Q_GROUP1 = rf"(?:\({_Q_ATOM}*+\)|\[{_Q_ATOM}*+\]|\{{(?!-#){_Q_ATOM}*+\}})"
_Q_GROUP2 = (
    rf"(?:\((?:{_Q_ATOM}|{_Q_GROUP1})*+\)|\[(?:{_Q_ATOM}|{_Q_GROUP1})*+\]"
    rf"|\{{(?!-#)(?:{_Q_ATOM}|{_Q_GROUP1})*+\}})"
)
_QUIET_LINES = re.compile(rf"(?:(?:{_Q_ATOM}|{_Q_GROUP2})*+(?://[^\n]*+)?\n(?![ \t]*func\.func ))*+")


def scan_units(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """Split ``text[start:end]`` into top-level statements.

    A statement ends at a newline where all brackets are closed, the line
    does not end in a continuation (``->``, ``,``, ``=``...) and the next
    non-blank line does not continue it (``{``, ``->``, ``)``...).
    """
    return list(iter_units(text, start, end))


def iter_units(text: str, start: int, end: int, depths: list | None = None):
    """``scan_units`` one statement at a time (the language server stops
    scanning as soon as it is back in step with the units of the last
    version).  With ``depths``, appends ``(net, lowest)`` bracket depths of
    each unit (both 0 for a balanced one)."""
    pos = start
    search = _UNIT_SCAN.search
    blank = _BLANK_LINES.match
    quiet = _QUIET_LINES.match
    while True:
        pos = blank(text, pos, end).end()
        if pos >= end:
            return
        unit_start = pos
        depth = low = 0
        # A function cannot hold another: a `func.func` line at the same
        # indentation ends an unclosed function (the user is typing `{`),
        # so the functions after it keep their own units.
        restart = None
        if text.startswith("func.func", unit_start):
            indent = unit_start
            while indent > 0 and text[indent - 1] in " \t":
                indent -= 1
            restart = "\n" + text[indent:unit_start] + "func.func "
        while True:
            m = search(text, pos, end)
            if m is None:
                if depths is not None:
                    depths.append((depth, low))
                yield unit_start, end
                return
            s = m.group()
            pos = m.end()
            if s == "\n":
                if (
                    depth <= 0
                    and not _LINE_TAIL.search(text, m.start() - 2 if m.start() >= 2 else 0, m.start())
                    and not _continues(text, pos, end)
                ) or (restart is not None and depth > 0 and text.startswith(restart, m.start())):
                    if depths is not None:
                        depths.append((depth, low))
                    yield unit_start, pos
                    break
                if depth > 0:
                    pos = quiet(text, pos, end).end()
            elif s in "{([":
                depth += 1
            elif s in "})]":
                depth -= 1
                if depth < low:
                    low = depth


def _line_start(text: str, pos: int, floor: int) -> int:
    nl = text.rfind("\n", floor, pos)
    return floor if nl < 0 else nl + 1


def _continues(text: str, pos: int, end: int) -> bool:
    """Does the next non-blank line continue the current statement?"""
    while pos < end:
        m = _BLANK_LINE.match(text, pos, end)
        if m is None or m.end() == pos:
            break
        pos = m.end()
    return _CONTINUATION_START.match(text, pos, end) is not None


# ---------------------------------------------------------------------------
# Parsing a module


class _Context:
    """Aliases and helpers shared by the ops of one module."""

    def __init__(self, text: str, diags: list[Diagnostic]):
        self.text = text
        self.diags = diags
        self.type_aliases: dict[str, T.Type] = {}
        self.attr_aliases: dict[str, A.Attr] = {}
        # The same type and attribute texts repeat thousands of times in a
        # module; aliases only grow, and a text that uses an alias cannot
        # have been parsed before the alias existed, so caching is sound.
        self._types: dict[str, T.Type] = {}
        self._attrs: dict[str, A.Attr] = {}
        self.shapes: dict[tuple, _Shape] = {}
        # statement-line template (lexer.LineRun) -> _LineShape, or None
        self.line_shapes: dict[int, _LineShape | None] = {}
        self.builder = _Builder(self)

    def parse_type(self, text: str, start: int) -> T.Type:
        t = self._types.get(text)
        if t is not None:
            return t
        try:
            t = parse_type(text, self.type_aliases or None, self.attr_aliases or None)
        except (T.TypeSyntaxError, A.AttrSyntaxError) as e:
            off = start + max(0, min(e.offset, len(text) - 1))
            raise AsmError(e.message, off, off + 1) from None
        self._types[text] = t
        return t

    def parse_attr(self, start: int, end: int) -> A.Attr:
        text = self.text[start:end]
        a = self._attrs.get(text)
        if a is not None:
            return a
        try:
            a = parse_attr(text, self.type_aliases or None, self.attr_aliases or None)
        except (A.AttrSyntaxError, T.TypeSyntaxError) as e:
            off = start + max(0, min(e.offset, len(text) - 1))
            raise AsmError(e.message, off, off + 1) from None
        self._attrs[text] = a
        return a

    def parse_attr_dict(self, start: int, end: int) -> dict:
        return dict(self.parse_attr(start, end).entries)


def parse_module(
    text: str, start: int = 0, end: int | None = None, cache: UnitCache | None = None
) -> tuple[ParsedModule, list[Diagnostic]]:
    """Parse ``text[start:end]`` as one module, unit by unit; each unit's SSA
    names are resolved as soon as it is built."""
    from .resolve import Resolver

    if end is None:
        end = len(text)
    diags: list[Diagnostic] = []
    ctx = _Context(text, diags)
    pm, body, units = open_module(text, start, end, ctx)
    resolver = Resolver(diags)
    use_cache = cache is not None and not ctx.type_aliases and not ctx.attr_aliases
    for us, ue in units:
        key = text[us:ue] if use_cache else None
        hit = cache.take(key, us) if use_cache else None
        if hit is not None:
            op, unit_diags = hit
            diags.extend(unit_diags)
        else:
            mark = len(diags)
            op = parse_body_unit(text, us, ue, ctx, pm, resolver)
            if use_cache and type(op) is Operation:
                cache.put(key, us, op, diags[mark:])
        if type(op) is not Operation:
            _add_prelude(pm, op)
            continue
        body.append(op)
        resolver.define_results(op)
    pm.type_aliases = ctx.type_aliases
    pm.attr_aliases = ctx.attr_aliases
    return pm, diags


def open_module(text: str, start: int, end: int, ctx: _Context, depths: list | None = None):
    """The frame of a module: its prelude (aliases, resource blobs), a
    ``module {`` ... ``}`` around everything, and the units of its body.

    Returns ``(pm, body, units)``; ``pm.body_span`` is the text the units
    were scanned from."""
    units = scan_units(text, start, end)
    module = Operation("builtin.module", regions=1, span=(start, end))
    body = module.regions[0].add_block(Block())
    pm = ParsedModule(module, start, end, implicit=True)
    pm.body_span = (start, end)
    # `module {` ... `}` around everything: parse its header and footer
    # separately and its body unit by unit.
    prelude: list[tuple[int, int]] = []
    rest: list[tuple[int, int]] = []
    for u in units:
        (prelude if _PRELUDE.match(text, u[0], u[1]) else rest).append(u)
    head = _MODULE_HEAD.match(text, rest[0][0], rest[0][1]) if len(rest) == 1 else None
    close = -1
    if head is not None:
        close = text.rfind("}", head.end(), rest[0][1])
        if close < 0:
            head = None  # `module {` never closed: parse the unit as it is
    if head is not None:
        ((ms, _me),) = rest
        for u in prelude:  # aliases must be known before the body parses
            _add_prelude(pm, _parse_unit(text, u[0], u[1], ctx))
        wrapper = _parse_unit(text, ms, head.end(), ctx, close_at=close)
        if type(wrapper) is Operation and wrapper.name == "builtin.module" and wrapper.regions:
            module = wrapper
            module.span = (ms, close + 1)
            region = module.regions[0]
            body = region.blocks[0] if region.blocks else region.add_block(Block())
            pm = ParsedModule(module, start, end, implicit=False, aliases=pm.aliases, metadata=pm.metadata)
            pm.body_span = (head.end(), close)
            units = list(iter_units(text, head.end(), close, depths))
        else:
            units = rest
    return pm, body, units


def parse_body_unit(text: str, us: int, ue: int, ctx: _Context, pm: ParsedModule, resolver):
    """Parse and resolve one unit of a module body; a unit rebuilt after a
    structural syntax error is recorded in ``pm.recovered`` and keeps no
    ``verify`` diagnostics of its own."""
    diags = ctx.diags
    mark = len(diags)
    op = _parse_unit(text, us, ue, ctx)
    if len(diags) > mark and any(d.code == "syntax" and d.message.startswith(_STRUCTURAL) for d in diags[mark:]):
        pm.recovered.append((us, ue))
    if type(op) is Operation:
        resolver.unit(op)
        if pm.recovered and pm.recovered[-1] == (us, ue):
            diags[mark:] = [d for d in diags[mark:] if d.code != "verify"]
    return op


_STRUCTURAL = ("unexpected", "expected an operation", "unbalanced")


def _add_prelude(pm: ParsedModule, unit) -> None:
    """Alias definitions and resource blobs parsed from a unit."""
    if type(unit) is tuple:
        kind, payload = unit
        (pm.aliases if kind == "alias" else pm.metadata).extend(payload)


_ATTEMPTS = 8  # parses of one statement: the first, then one per blanked bad line


def _parse_unit(text: str, start: int, end: int, ctx: _Context, close_at: int | None = None):
    """Parse one top-level statement; on a syntax error, report it, blank
    the offending line and try again (a few times).

    ``close_at``: the statement is a ``module {`` header ending in its
    ``{``, and the ``}`` that closes it is there.

    A retry lexes a copy of the statement alone (``text[start:end]`` with
    the bad lines blanked: the lexer looks at nothing else) and moves the
    tokens to their offsets in ``text``, so recovering costs the length of
    the statement, not of the file.  What the ops of a failed attempt
    reported is dropped: the next attempt builds them again.
    """
    builder = ctx.builder
    diags = ctx.diags
    mark = len(diags)
    errors: list[Diagnostic] = []  # one per blanked line
    work = None  # text[start:end], bad lines blanked
    head_end = end - 1 if close_at is not None else end
    for _attempt in range(_ATTEMPTS):
        if errors:
            del diags[mark:]
            diags.extend(errors)
        builder.built = []
        try:
            if work is None:
                toks = tokenize(text, start, head_end, line_runs=True)
            else:
                toks = _moved(tokenize(work, 0, head_end - start), start)
            if close_at is not None:
                # the header's `{` (unless blanked) opens the module's
                # region: the lexer would have to look past it to tell
                if work is None or work[-1] == "{":
                    toks.append(("LBRACE", "{", end - 1, end))
                toks.append(("RBRACE", "}", close_at, close_at + 1))
            items = lalr_parse(toks, builder)
        except LexError as e:
            builder.release_built()
            delta = 0 if work is None else start
            pos = e.pos + delta
            errors.append(Diagnostic.make("syntax", str(e), pos, e.end + delta))
        except ParseError as e:
            builder.release_built()
            pos, epos, msg = _parse_error(e, end)
            errors.append(Diagnostic.make("syntax", msg, pos, epos))
            if e.token is None or not start <= pos < end:
                diags.append(errors[-1])  # nothing to blank: give up
                return None
        else:
            builder.built = []
            return _unit_value(items, ctx)
        if work is None:
            work = text[start:end]
        work = _blank_line(work, pos - start)
    diags.append(errors[-1])
    return None


def _unit_value(items: list, ctx: _Context):
    """What a parsed statement gives: its op, alias definitions, or resource
    blobs."""
    ops = [it for it in items if type(it) is Operation]
    if len(ops) == 1:
        return ops[0]
    extra = [it for it in items if type(it) is not Operation]
    aliases = [it for it in extra if it[0] == "alias"]
    meta = [it for it in extra if it[0] == "meta"]
    for op in ops[1:]:
        # the scanner cut a statement in two places; keep them all
        assert op.span is not None
        ctx.diags.append(Diagnostic.make("syntax", "expected one operation here", *op.span))
    if ops:
        return ops[0]
    if aliases:
        return ("alias", [a[1] for a in aliases])
    if meta:
        return ("meta", [m[1] for m in meta])
    return None


def _parse_error(e: ParseError, end: int) -> tuple[int, int, str]:
    tok = e.token
    if tok is None:
        return end, end, "unexpected end of input (unbalanced '{' or '(' ?)"
    if tok[0] == "RUN":  # a group of leaf tokens: report its first one
        tok = tok[1][0]
    elif tok[0] == "LINE":  # an op's line: its first token
        tok = tok[1].heads()[0]
    what = tok[1] if len(tok[1]) <= 40 else tok[1][:37] + "..."
    if tok[0] == "RBRACE":
        msg = "unexpected '}'"
    elif tok[0] in ("VALUE", "BARE_ID", "TYPE", "ATTR", "INTEGER", "FLOAT", "STRING", "LPAR"):
        msg = f"expected an operation, found '{what}'"
    else:
        msg = f"unexpected '{what}'"
    return tok[2], tok[3], msg


def _blank_line(work: str, pos: int) -> str:
    """``work`` with the line holding offset ``pos`` made blanks (its
    newline kept, so the lines of ``work`` stay where they were)."""
    ls = work.rfind("\n", 0, pos) + 1
    le = work.find("\n", pos)
    if le < 0:
        le = len(work)
    return work[:ls] + " " * (le - ls) + work[le:]


def _moved(toks: list, delta: int) -> list:
    """Tokens of a copy of ``text[delta:]``, moved to their offsets in ``text``."""
    out = []
    for t in toks:
        if t[0] == "RUN":
            run = [(tt, v, s + delta, e + delta) for tt, v, s, e in t[1]]
            out.append(("RUN", run, t[2] + delta, t[3] + delta))
        else:
            out.append((t[0], t[1], t[2] + delta, t[3] + delta))
    return out


# ---------------------------------------------------------------------------
# LALR callbacks


_RESULT = re.compile(r"%([\w$.\-]+)(?::(\d+))?")


class _Builder:
    """Rule callbacks: build IR as the LALR parser reduces."""

    def __init__(self, ctx: _Context):
        self.ctx = ctx
        self.text = ctx.text
        # the ops, blocks and regions of the statement being read, freed at
        # once if it fails to parse (``release_built``)
        self.built: list = []

    def release_built(self) -> None:
        """Break the links of what a failed parse of a statement built.

        The parse runs with the cyclic collector off (``deep_recursion``) and
        each op is linked to its results, region and block: a failed reading
        of a statement of thousands of lines, read again for each bad line,
        would otherwise stay in memory until a full collection (tens of MiB,
        and the heap stays fragmented at that peak)."""
        for x in self.built:
            unlink(x)
        self.built = []

    def start(self, c):
        return c

    def alias_def(self, c):
        """``#name = value`` / ``!name = type``: c = [ALIAS_DEF, RUN/dict...],
        the first RUN starting with ``=``."""
        tok = c[0]
        name = tok[1]
        first = c[1]
        if (
            type(first) is not tuple
            or first[0] != "RUN"
            or first[1][0][0] != "EQUAL"
            or (len(first[1]) == 1 and len(c) == 2)
        ):
            self.ctx.diags.append(Diagnostic.make("syntax", f"expected '= value' after '{name}'", tok[2], tok[3]))
            return ("bad-alias", None)
        vs = first[1][1][2] if len(first[1]) > 1 else _start(c[2])
        ve = _end(c[-1])
        ctx = self.ctx
        try:
            if name[0] == "!":
                ctx.type_aliases[name[1:]] = ctx.parse_type(ctx.text[vs:ve], vs)
            else:
                ctx.attr_aliases[name[1:]] = ctx.parse_attr(vs, ve)
        except AsmError as e:
            ctx.diags.append(Diagnostic.make("syntax", e.message, e.start, e.end))
        return ("alias", (name, ctx.text[vs:ve], tok[2], ve))

    def value(self, c):
        first, last = c[0], c[-1]
        s = first[2] if type(first) is tuple and len(first) == 4 else _start(first)
        e = last[3] if type(last) is tuple and len(last) == 4 else _end(last)
        return (s, e)

    def vlist(self, c):
        return (c[0][2], c[-1][3])

    vparen = vlist

    def entry(self, c):
        return c

    def dict(self, c):
        return RawAttrs("dict", c[0][2], c[-1][3])

    def props(self, c):
        return RawAttrs("props", c[0][2], c[-1][3])

    def block_arg(self, c):
        return list(c)

    def block_args(self, c):
        return [x for x in c if type(x) is list]

    def block(self, c):
        label = c[0]
        b = Block(label=label[1][1:])
        self.built.append(b)
        b.label_span = (label[2], label[3])
        i = 1
        if type(c[1]) is list:
            for arg in c[1]:
                vt, tt = arg[0], arg[2]
                try:
                    t = self.ctx.parse_type(tt[1], tt[2])
                except AsmError as e:
                    self.ctx.diags.append(Diagnostic.make("syntax", e.message, e.start, e.end))
                    t = T.UnknownType()
                b.add_arg(t, vt[1][1:], (vt[2], vt[3]))
            i = 2
        end = c[i][3]
        for op in c[i + 1 :]:
            b.append(op)
            end = op.span[1]
        b.span = (label[2], end)
        return b

    def region(self, c):
        r = Region()
        self.built.append(r)
        r.span = (c[0][2], c[-1][3])
        entry = None
        for x in c[1:-1]:
            if type(x) is Operation:
                if entry is None:
                    entry = r.add_block(Block())
                    entry.span = (x.span[0], x.span[1])
                entry.append(x)
                entry.span = (entry.span[0], x.span[1])
            else:
                r.add_block(x)
        return r

    def op(self, c):
        ctx = self.ctx
        if c[0][0] == "LINE":  # a statement line seen before (lexer.LineRun)
            line = c[0][1]
            ls = ctx.line_shapes.get(line.template[0])
            if ls is not None:
                if ls.result is not None:
                    op = ls.build(line)
                    self.built.append(op)
                    return op
                heads = line.heads()
                return self._finish(
                    ls.name, heads[-1], heads[0] if len(heads) == 2 else None, c[0][3], None, None, ls.instantiate(line)
                )
            c = line.heads()
            c.append(line.token())
        i = 0
        results_tok = None
        if c[0][0] == "RESULTS":
            results_tok = c[0]
            i = 1
        name_tok = c[i]
        line = None
        if len(c) == i + 2 and type(c[-1]) is tuple and c[-1][0] == "RUN":
            leaves = c[-1][1]  # the common case: one run of leaf tokens
            if type(leaves) is LineRun:
                line = leaves
                ls = ctx.line_shapes.get(line.template[0], _UNSEEN)
                if ls is not _UNSEEN and ls is not None:
                    return self._finish(ls.name, name_tok, results_tok, c[-1][3], None, None, ls.instantiate(line))
                items = line.tokens()
            else:
                items = list(leaves)
        else:
            items = []
            for x in c[i + 1 :]:
                if type(x) is tuple and x[0] == "RUN":
                    items.extend(x[1])
                else:
                    items.append(x)
        loc = None
        if items and type(items[-1]) is tuple and items[-1][0] == "LOC":
            loc = items.pop()
        end = _end(items[-1]) if items else name_tok[3]
        if loc is not None:
            end = loc[3]
        name_error = None
        if name_tok[0] == "GENERIC_OPNAME":
            name, name_error = _generic_name(name_tok)
            reader = _read_generic if name_error is None else None
            model = registry.get(name)
        else:
            name = SHORT_NAMES.get(name_tok[1], name_tok[1])
            model = registry.get(name)
            reader = model.parse if model is not None else None
        error = None
        key = _shape_key(name, items, ctx.text) if reader is not None else None
        shape = ctx.shapes.get(key) if key is not None else None
        opaque = False
        if shape is not None:
            pop = shape.instantiate(name, items)
        else:
            pop = ParsedOp(name)
            if reader is None:
                error = name_error or _unreadable(name, model, name_tok)
                opaque = error is None
            else:
                try:
                    reader(Cursor(items, ctx.text, ctx, end), pop)
                except AsmError as e:
                    # a copy without the traceback: kept in this frame, the
                    # raised one would make a cycle through the frames of
                    # the whole parse (its tokens), freed only by a collection
                    if registry.dialect_has(name.split(".", 1)[0], "partial_syntax"):
                        opaque = True
                    else:
                        error = AsmError(e.message, e.start, e.end)
                else:
                    if key is not None:
                        shape = _Shape.record(pop, items)
                        if shape is not None:
                            ctx.shapes[key] = shape
        if error is not None:
            ctx.diags.append(Diagnostic.make("syntax", error.message, error.start, error.end))
        if error is not None or opaque:
            pop = _opaque(name, items, len(_result_names(results_tok)), ctx)
            error = error or _OPAQUE
        elif line is not None and line.template[0] not in ctx.line_shapes:
            ctx.line_shapes[line.template[0]] = (
                _LineShape.record(name, line, shape, results_tok) if loc is None else None
            )
        return self._finish(name, name_tok, results_tok, end, loc, error, pop)

    def _finish(self, name, name_tok, results_tok, end, loc, error, pop: ParsedOp) -> Operation:
        """The operation read as ``pop`` (``error``: its assembly could not be read)."""
        ctx = self.ctx
        start = results_tok[2] if results_tok else name_tok[2]
        result_names = _result_names(results_tok)
        op = Operation(
            name,
            attributes=pop.attributes,
            properties=pop.properties,
            span=(start, end),
            name_span=(name_tok[2], name_tok[3]),
        )
        self.built.append(op)
        op.generic = name_tok[0] == "GENERIC_OPNAME"
        if loc is not None:
            op.loc = loc[1]
        if error is not None:
            op.opaque = ctx.text[start:end]
        elif len(result_names) != len(pop.result_types) and results_tok is not None:
            ctx.diags.append(
                Diagnostic.make(
                    "syntax",
                    f"operation defines {len(pop.result_types)} results but {len(result_names)} names were given",
                    results_tok[2],
                    results_tok[3],
                )
            )
        types = pop.result_types
        results = op.results
        for k, (rname, rspan) in enumerate(result_names):
            results.append(OpResult(types[k] if k < len(types) else T.UnknownType(), op, k, rname, rspan))
        for t in types[len(result_names) :]:
            op.add_result(t)
        op.symbol_span = pop.symbol_span
        for k, region in enumerate(pop.regions):
            op.add_region(region)
            args = pop.region_args.get(k)
            if args:
                entry = region.blocks[0] if region.blocks and region.blocks[0].label is None else None
                if entry is None:
                    entry = Block()
                    entry.parent = region
                    region.blocks.insert(0, entry)
                for aname, atype, aspan in args:
                    entry.add_arg(atype, aname, aspan)
        op.pending = (pop.operands, pop.successors)
        return op


def _shape_key(name: str, items: list, text: str):
    """What an op's reading depends on, SSA names and offsets aside: its
    name and the text of its items (None when it has regions or successors,
    whose reading builds objects)."""
    key = [name]
    add = key.append
    for it in items:
        if type(it) is tuple:
            tt = it[0]
            if tt == "VALUE":
                add("%")
            elif tt == "VALUE_DEF" or tt == "SUCCESSOR":
                return None
            else:
                add(it[1])
        elif type(it) is RawAttrs:
            add(text[it.start : it.end])
        else:
            return None
    return tuple(key)


class _Shape:
    """The reading of one op text shape, replayed for ops of the same shape
    (in a big module most ops share a handful of shapes): which items are
    the operands (and their declared types), result types, attributes."""

    __slots__ = ("operands", "result_types", "attributes", "properties", "symbol_item")

    @staticmethod
    def record(pop: ParsedOp, items: list):
        if pop.regions or pop.successors or pop.region_args:
            return None
        at = {it[2]: i for i, it in enumerate(items) if type(it) is tuple and it[0] in ("VALUE", "SYMBOL")}
        operands = []
        for ref in pop.operands:
            i = at.get(ref.start)
            if i is None or items[i][3] != ref.end or items[i][0] != "VALUE":
                return None
            operands.append((i, ref.type))
        shape = _Shape()
        shape.operands = operands
        shape.result_types = list(pop.result_types)
        shape.attributes = dict(pop.attributes)
        shape.properties = dict(pop.properties)
        shape.symbol_item = None
        if pop.symbol_span is not None:
            shape.symbol_item = at.get(pop.symbol_span[0])
            if shape.symbol_item is None:
                return None
        return shape

    def instantiate(self, name: str, items: list) -> ParsedOp:
        pop = ParsedOp(name)
        pop.operands = [Ref(items[i][1][1:], items[i][2], items[i][3], t) for i, t in self.operands]
        pop.result_types = self.result_types
        pop.attributes = dict(self.attributes)
        pop.properties = dict(self.properties)
        if self.symbol_item is not None:
            tok = items[self.symbol_item]
            pop.symbol_span = (tok[2], tok[3])
        return pop


_UNSEEN = object()


class _LineShape:
    """A ``_Shape`` for every op read from one statement-line template of the
    lexer (``lexer.LineRun``): the operands and symbol are found through the
    template instead of the items, which are never built.  Only for
    templates whose leaf tokens other than SSA values have the same text in
    every line (so every line has the same shape key)."""

    __slots__ = ("name", "shape", "operands", "symbol", "generic", "name_at", "end_at", "result")

    @staticmethod
    def record(name: str, line: LineRun, shape: _Shape | None, results_tok=None):
        """The shape of the op read from ``line`` (``results_tok``: its
        ``RESULTS`` token), or None."""
        tmpl = line.template
        heads, specs = tmpl[1], tmpl[2]
        if shape is None or heads[-1][1] is None:  # e.g. "op%x"(...): the name varies
            return None
        for tt, v, _ks, _os, _ke, _oe in specs:
            if v is None and tt != "VALUE":
                return None
        ls = _LineShape()
        ls.name = name
        ls.shape = shape
        ls.operands = [(*specs[i][2:], t) for i, t in shape.operands]
        ls.symbol = None if shape.symbol_item is None else specs[shape.symbol_item][2:]
        ls.generic = heads[-1][0] == "GENERIC_OPNAME"
        ls.name_at = heads[-1][2:]
        ls.end_at = specs[-1][4:]
        # ``build`` makes the op of a whole line: no result names, or one
        # (``%x = ``: the line's first SSA name, piece 1) for one result
        ls.result = None
        if results_tok is None:
            ls.result = False
        elif len(shape.result_types) == 1 and heads[0][2:4] == (1, 0):
            st = line.starts
            if _result_names(results_tok) == [(line.text[st[1] + 1 : st[2]], (st[1], st[2]))]:
                ls.result = True
        return ls

    def build(self, line: LineRun) -> Operation:
        """The op of the whole statement line ``line`` (``Builder._finish``
        of ``instantiate``, for the lines ``result`` allows)."""
        st, text = line.starts, line.text
        shape = self.shape
        ks, os, ke, oe = self.name_at
        name_start = st[ks] + os
        ke2, oe2 = self.end_at
        op = Operation(
            self.name,
            attributes=dict(shape.attributes),
            properties=dict(shape.properties),
            span=(st[1] if self.result else name_start, st[ke2] + oe2),
            name_span=(name_start, st[ke] + oe),
        )
        if self.generic:
            op.generic = True
        types = shape.result_types
        if self.result:
            a, b = st[1], st[2]
            op.results.append(OpResult(types[0], op, 0, text[a + 1 : b], (a, b)))
        else:
            for t in types:
                op.add_result(t)
        refs = []
        for ks, os, ke, oe, t in self.operands:
            a = st[ks] + os
            b = st[ke] + oe
            refs.append(Ref(text[a + 1 : b], a, b, t))
        if self.symbol is not None:
            ks, os, ke, oe = self.symbol
            op.symbol_span = (st[ks] + os, st[ke] + oe)
        op.pending = (refs, [])
        return op

    def instantiate(self, line: LineRun) -> ParsedOp:
        """``_Shape.instantiate`` for the items of ``line``."""
        st, text = line.starts, line.text
        pop = ParsedOp(self.name)
        refs = pop.operands
        for ks, os, ke, oe, t in self.operands:
            a = st[ks] + os
            b = st[ke] + oe
            refs.append(Ref(text[a + 1 : b], a, b, t))
        shape = self.shape
        pop.result_types = shape.result_types
        pop.attributes = dict(shape.attributes)
        pop.properties = dict(shape.properties)
        if self.symbol is not None:
            ks, os, ke, oe = self.symbol
            pop.symbol_span = (st[ks] + os, st[ke] + oe)
        return pop


def _start(x) -> int:
    if type(x) is tuple:
        return x[2] if len(x) == 4 else x[0]
    if type(x) is RawAttrs:
        return x.start
    return x.span[0]


def _end(x) -> int:
    if type(x) is tuple:
        return x[3] if len(x) == 4 else x[1]
    if type(x) is RawAttrs:
        return x.end
    return x.span[1]


def _generic_name(tok) -> tuple[str, AsmError | None]:
    """The op name of a ``"dialect.op"`` token, and the error of a bad
    escape in it (``"\\r"``: not an MLIR escape)."""
    if "\\" not in tok[1]:
        return tok[1][1:-1], None
    try:
        return parse_attr(tok[1]).value, None
    except A.AttrSyntaxError as e:
        return tok[1][1:-1], AsmError(e.message, tok[2], tok[3])


def _result_names(tok) -> list[tuple[str, tuple[int, int]]]:
    if tok is None:
        return []
    text = tok[1]
    base = tok[2]
    if "," not in text and ":" not in text:  # `%name =`, the common case
        name = text[1:].rstrip(" \t=")
        return [(name, (base, base + 1 + len(name)))]
    out = []
    for m in _RESULT.finditer(text):
        name, count = m.group(1), m.group(2)
        span = (base + m.start(), base + m.end())
        if count is None:
            out.append((name, span))
        else:
            # `%x:99999999999`: no op has that many results (the op is
            # reported); names past _MAX_RESULTS are not made
            n = int(count) if len(count) <= 6 else _MAX_RESULTS
            for k in range(min(n, _MAX_RESULTS + 1 - len(out))):
                out.append((f"{name}#{k}", span))
        if len(out) > _MAX_RESULTS:
            break
    return out


_MAX_RESULTS = 1 << 16


# ``Builder._finish``'s ``error`` for an op kept as written without a report
_OPAQUE = AsmError("", 0, 0)


def _unreadable(name: str, model, name_tok) -> AsmError | None:
    """The error for an op in custom form that bufls has no reader for, or
    None: the op is kept as written (an *opaque* op), with no report.

    Only a dialect that declares itself ``closed`` (all of its ops are
    known) makes an unknown name an error, as mlir-opt does; an op of any
    other dialect may be one bufls has not met (a newer op, an out-of-tree
    dialect)."""
    dialect = name.split(".", 1)[0]
    if model is None and "." in name and registry.dialect_has(dialect, "closed"):
        return AsmError(f"custom op '{name}' is unknown (dialect '{dialect}' has no such op)", name_tok[2], name_tok[3])
    if model is None and "." not in name:
        return AsmError(f"custom op '{name}' is unknown", name_tok[2], name_tok[3])
    return None


def _opaque(name: str, items: list, n_results: int = 0, ctx=None) -> ParsedOp:
    """An op whose assembly bufls cannot read, kept as written: its value
    uses (``%x``, and the ``%i =`` of a header such as ``(%i) = (0) to
    (10)``), its successors (``^bb1(%v : i32)``) and its regions, plus the
    result types when the text states them (``stated_result_types``).

    A header value that names nothing in scope is one the op binds (a loop
    variable, a function argument): ``Resolver`` defines it in the op's
    first region instead of reporting it.
    """
    pop = ParsedOp(name)
    succ = None
    depth = 0
    for k, it in enumerate(items):
        if type(it) is tuple:
            tt = it[0]
            if tt == "VALUE" or tt == "VALUE_DEF":
                text = it[1]
                vname = text[1 : len(text.split("=")[0].rstrip())] if tt == "VALUE_DEF" else text[1:]
                ref = Ref(vname, it[2], it[2] + 1 + len(vname), _typed_in_parens(items, k, ctx))
                (succ.operands if succ is not None and depth > 0 else pop.operands).append(ref)
            elif tt == "SUCCESSOR":
                succ = SuccRef(it[1][1:], it[2], it[3], [])
                pop.successors.append(succ)
                depth = 0
                continue
            elif tt == "LPAR" and succ is not None:
                depth += 1
                continue
            elif tt == "RPAR" and succ is not None and depth > 0:
                depth -= 1
                if depth == 0:
                    succ = None
                continue
            if succ is not None and depth == 0:
                succ = None  # ``^bb1`` without operands
        elif type(it) is Region:
            pop.regions.append(it)
            succ = None
    if n_results and ctx is not None:
        pop.result_types = stated_result_types(items, n_results, ctx)
    return pop


def _typed_in_parens(items: list, k: int, ctx):
    """The type of the value at ``items[k]`` when the text gives it in a
    parenthesized list of typed values, ``(%a: i32, %b: f32)`` or
    ``(%x : memref<4xf32>)`` (not ``ins(%a, %b : t1, t2)``, where the types
    are a list of their own), else None."""
    if ctx is None or k + 3 >= len(items):
        return None
    colon, ty, after = items[k + 1], items[k + 2], items[k + 3]
    if type(colon) is not tuple or colon[0] != "COLON" or type(ty) is not tuple or ty[0] != "TYPE":
        return None
    if type(after) is not tuple or k == 0 or type(items[k - 1]) is not tuple:
        return None
    if items[k - 1][0] not in ("LPAR", "COMMA"):
        return None
    if after[0] == "COMMA":
        nxt = items[k + 4] if k + 4 < len(items) else None
        if type(nxt) is not tuple or nxt[0] != "VALUE":
            return None
    elif after[0] != "RPAR":
        return None
    try:
        return ctx.parse_type(ty[1], ty[2])
    except AsmError:
        return None


def stated_result_types(items: list, n: int, ctx) -> list:
    """The ``n`` result types an op's text states after the arrow of its
    last top-level ``:``, when it states exactly ``n``: ``: (f32) -> (i32,
    i64)``, ``: vector<4xf32> -> f32``.  Anything else (``: memref<4xf32>``,
    which may be an operand's type; ``: f32 from vector<4xf32>``) states no
    result types: ``[]``; the results then take the type of their first use
    that states one (``Resolver.lookup``)."""
    colon = None
    for k in range(len(items) - 1, -1, -1):
        it = items[k]
        if type(it) is not tuple:
            if colon is None and type(it) is Region:
                return []  # types before a region: not the results'
            continue
        if it[0] == "COLON":
            colon = k
            break
    if colon is None:
        return []
    tail: list = [it for it in items[colon + 1 :] if type(it) is tuple]
    if len(tail) != len(items) - colon - 1:
        tail = [it for it in items[colon + 1 :] if type(it) is tuple or type(it) is RawAttrs]
        if tail and type(tail[-1]) is RawAttrs:
            tail.pop()
        if any(type(it) is not tuple for it in tail):
            return []
    depth = 0
    arrow = None
    for k, it in enumerate(tail):
        if it[0] == "LPAR":
            depth += 1
        elif it[0] == "RPAR":
            depth -= 1
        elif it[0] == "ARROW" and depth == 0:
            arrow = k
    if arrow is None:
        return []  # `: t` names an operand's type as often as a result's (`async.await %v : !async.value<f32>`)
    tail = tail[arrow + 1 :]
    if tail and tail[0][0] == "LPAR" and tail[-1][0] == "RPAR":
        tail = tail[1:-1]
    types = tail[0::2]
    if len(types) != n or any(t[0] != "TYPE" for t in types) or any(c[0] != "COMMA" for c in tail[1::2]):
        return []
    if len(tail) != 2 * n - 1:
        return []
    try:
        return [ctx.parse_type(t[1], t[2]) for t in types]
    except AsmError:
        return []


def _read_generic(cur: Cursor, pop: ParsedOp) -> None:
    """``(%a) [^bb(%x : t)] <{props}> ({...}) {attrs} : (t) -> (t, t)``"""
    pop.operands = cur.paren_operands()
    if cur.accept("LSQB"):
        pop.successors.append(cur.successor())
        while cur.accept("COMMA"):
            pop.successors.append(cur.successor())
        cur.expect("RSQB")
    pop.properties = cur.props()
    if cur.at("LPAR"):
        cur.expect("LPAR")
        pop.regions.append(cur.region())
        while cur.accept("COMMA"):
            pop.regions.append(cur.region())
        cur.expect("RPAR")
    pop.attributes = cur.attr_dict()
    cur.expect("COLON")
    ft = cur.type()
    if not isinstance(ft, T.FunctionType):
        raise AsmError("expected function type '(...) -> (...)' in generic form", *cur.here())
    cur.expect_end()
    if len(ft.inputs) != len(pop.operands):
        s, e = cur.here()
        raise AsmError(f"expected {len(pop.operands)} operand types in the function type, got {len(ft.inputs)}", s, e)
    for r, t in zip(pop.operands, ft.inputs):
        r.type = t
    pop.result_types = list(ft.results)


def _shift_diag(d: Diagnostic, delta: int) -> Diagnostic:
    from dataclasses import replace

    related = tuple(replace(r, start=r.start + delta, end=r.end + delta) for r in d.related)
    return replace(d, start=d.start + delta, end=d.end + delta, related=related)


def shift_spans(op: Operation, delta: int) -> None:
    """Move every span in ``op`` (and nested ops) by ``delta`` characters."""

    def sh(span):
        return None if span is None else (span[0] + delta, span[1] + delta)

    from ..ir.nodes import walk

    for o in walk(op):
        o.span = sh(o.span)
        o.name_span = sh(o.name_span)
        o.symbol_span = sh(o.symbol_span)
        o.operand_spans = [sh(x) for x in o.operand_spans]
        o.successor_spans = [sh(x) for x in o.successor_spans]
        for r in o.results:
            r.span = sh(r.span)
        for region in o.regions:
            region.span = sh(region.span)
            for b in region.blocks:
                b.span = sh(b.span)
                b.label_span = sh(b.label_span)
                for a in b.args:
                    a.span = sh(a.span)
