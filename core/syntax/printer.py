"""IR -> MLIR text.

Known ops print in their custom form (their dialect model's ``print``),
everything else in the generic form; ``generic=True`` forces the generic form
everywhere (``--mlir-print-op-generic``).  SSA names and block labels from the
source are kept where they are unique in their scope; new values are numbered.
Output is deterministic.

An op bufls could not read (``op.opaque``) is printed as its source text.
"""

from __future__ import annotations

import re
from typing import Any

from ..ir import attrs as A
from ..ir import types as T
from ..ir.nodes import Block, Operation, Region, Value
from ..ir.registry import registry
from .format import Format, _walk

__all__ = ["Printer", "print_op", "print_module"]

_NO_SPACE_BEFORE = frozenset({")", "]", ",", ">"})
_NO_SPACE_AFTER = frozenset({"(", "[", "<"})
_OPEN = frozenset({"(", "["})
_SPACED_BEFORE_OPEN = frozenset({"->", ":", "=", ","})


class Printer:
    """Accumulates text; ops write themselves through the token methods."""

    def __init__(self, generic: bool = False, indent_unit: str = "  "):
        self.generic = generic
        self.out: list[str] = []
        self.indent = 0
        self.unit = indent_unit
        self._prev = ""  # last token written on the current line
        self._names: list[dict] = [{}]  # printed names in scope (name -> value)
        self._value_names: dict[int, str] = {}
        self._block_names: dict[int, str] = {}
        self._block_scopes: list[set] = [set()]  # labels used per region
        self._scope_open = False
        self._counter = [0]
        # id(type) -> (type, its text): a module prints the same few types
        # thousands of times (the type is kept so that its id stays its own)
        self._type_text: dict[int, tuple] = {}
        self._split: Split | None = None  # (see print_module)
        # op shape -> how ops of that shape print (see _print_by_template)
        self._templates: dict[tuple, Any] = {}

    # -- token level -----------------------------------------------------------
    # A token is preceded by a space unless it is the first of its line, it
    # closes or separates (``)]>,``), the token before it opens (``([<``),
    # or it is an opening ``(``/``[`` glued to a name (``f(``, ``%m[``).
    # ``punct``, ``keyword``, ``value`` and ``type`` (most of the tokens of
    # a module) apply that rule themselves rather than through ``_emit``.
    def _emit(self, s: str, kind: str) -> None:
        prev = self._prev
        if (
            prev
            and s not in _NO_SPACE_BEFORE
            and prev not in _NO_SPACE_AFTER
            and (kind != "punct" or s not in _OPEN or prev in _SPACED_BEFORE_OPEN)
        ):
            self.out.append(" " + s)
        else:
            self.out.append(s)
        self._prev = s if kind == "punct" else kind

    def punct(self, s: str) -> None:
        prev = self._prev
        if (
            prev
            and s not in _NO_SPACE_BEFORE
            and prev not in _NO_SPACE_AFTER
            and (s not in _OPEN or prev in _SPACED_BEFORE_OPEN)
        ):
            self.out.append(" " + s)
        else:
            self.out.append(s)
        self._prev = s

    def keyword(self, s: str) -> None:
        prev = self._prev
        if prev and s not in _NO_SPACE_BEFORE and prev not in _NO_SPACE_AFTER:
            self.out.append(" " + s)
        else:
            self.out.append(s)
        self._prev = "kw"

    def raw(self, s: str) -> None:
        """Text glued to what precedes it."""
        self.out.append(s)
        self._prev = s if s in _NO_SPACE_AFTER else "raw"

    def value(self, v: Value) -> None:
        n = self._value_names.get(id(v))
        s = "%" + (n if n is not None else self._assign(v))
        prev = self._prev
        if prev and prev not in _NO_SPACE_AFTER:  # ("%..." is never in _NO_SPACE_BEFORE)
            self.out.append(" " + s)
        else:
            self.out.append(s)
        self._prev = "val"

    def type(self, t) -> None:
        entry = self._type_text.get(id(t))
        if entry is None or entry[0] is not t:
            entry = self._type_text[id(t)] = (t, str(t))
        s = entry[1]
        prev = self._prev
        if prev and s not in _NO_SPACE_BEFORE and prev not in _NO_SPACE_AFTER:
            self.out.append(" " + s)
        else:
            self.out.append(s)
        self._prev = "type"

    def attr(self, a) -> None:
        self._emit(str(a), "attr")

    def symbol(self, a) -> None:
        self._emit(str(a), "sym")

    def function_type(self, inputs, results) -> None:
        self.punct("(")
        for i, t in enumerate(inputs):
            if i:
                self.punct(",")
            self.type(t)
        self.punct(")")
        self.punct("->")
        if len(results) == 1 and not isinstance(results[0], T.FunctionType):
            self.type(results[0])
        else:
            self.punct("(")
            for i, t in enumerate(results):
                if i:
                    self.punct(",")
                self.type(t)
            self.punct(")")

    def attr_dict(self, op: Operation, elided=(), keyword: bool = False, include_props: bool = True) -> None:
        if not op.attributes and not (include_props and op.properties):
            return
        entries = [(k, v) for k, v in op.properties.items() if k not in elided] if include_props else []
        entries += [(k, v) for k, v in op.attributes.items() if k not in elided]
        if not entries:
            return
        if keyword:
            self.keyword("attributes")
        self._emit(_dict_text(entries), "attr")

    def successor(self, op: Operation, index: int, operands=None) -> None:
        self._emit("^" + self.block_name(op.successors[index]), "succ")
        if operands:
            self.punct("(")
            for i, v in enumerate(operands):
                if i:
                    self.punct(",")
                self.value(v)
            self.punct(":")
            for i, v in enumerate(operands):
                if i:
                    self.punct(",")
                self.type(v.type)
            self.punct(")")

    # -- names -------------------------------------------------------------------
    def name_of(self, v: Value) -> str:
        n = self._value_names.get(id(v))
        if n is None:
            n = self._assign(v)
        return n

    def _assign(self, v: Value) -> str:
        hint = v.name
        if hint is not None and "#" in hint:
            hint = None  # members of a result pack are printed as `%x#i`
        if hint is None or not _valid_name(hint):
            hint = None
        name = hint
        if name is None or self._taken(name):
            base = None if hint is None or hint.isdigit() else hint
            while True:
                if base is None:
                    name = str(self._counter[0])
                else:
                    name = f"{base}_{self._counter[0]}"
                self._counter[0] += 1
                if not self._taken(name):
                    break
        self._names[-1][name] = v
        self._value_names[id(v)] = name
        return name

    def _taken(self, name: str) -> bool:
        return any(name in scope for scope in self._names)

    def block_name(self, b: Block) -> str:
        n = self._block_names.get(id(b))
        if n is None:
            taken = self._block_scopes[-1]
            n = b.label if b.label and b.label not in taken and _valid_name(b.label) else None
            k = len(taken)
            while n is None or n in taken:
                n = f"bb{k}"
                k += 1
            taken.add(n)
            self._block_names[id(b)] = n
        return n

    # -- structure -----------------------------------------------------------------
    def open_region_scope(self) -> None:
        """Called by a custom printer before it names the entry-block
        arguments of the region it prints next (loop variables, function
        arguments), so that those names are scoped to that region."""
        self._names.append({})
        self._scope_open = True

    def newline(self) -> None:
        self.out.append("\n" + self.unit * self.indent)
        self._prev = ""

    def print_op(self, op: Operation) -> None:
        if op.opaque is not None:
            self._name_results(op)
            self._print_opaque(op)
            return
        model = self._custom_model(op)
        if model is not None and not self._prev and not op.regions and not op.successors:
            fmt = _plain_format(model)
            if fmt is not None and self._print_by_template(op, fmt):
                return
        if op.results:
            self._print_result_names(op)
        if model is not None:
            self.keyword(self._short_name(op))
            model.print(self, op)
        else:
            self._print_generic(op)
        if op.loc is not None:
            self.keyword(op.loc)

    def _print_by_template(self, op: Operation, fmt) -> bool:
        """Print ``op`` (no regions nor successors, read by the assembly
        format ``fmt``, at the start of a line) from the text an earlier op of
        the same shape printed, with its own value names; False when the
        shape has none (``print_op`` prints it then).

        Such an op's text depends on nothing but what the shape key holds --
        the format, the name printed, the location, the types of its operands
        and results (by identity: the IR keeps them alive while it prints),
        its attributes and properties (by identity too) -- and on the names
        of its values, which are asked for in the same order for every op of
        one shape.  The first op of a shape is printed as usual with ``value``
        recording where each name went; an op whose values repeat or whose
        results are printed as a pack (``%x:2``) records nothing."""
        for r in op.results:
            if r.name is not None and "#" in r.name:
                return False
        attrs, props = op.attributes, op.properties
        short = self._short_name(op)
        key = (
            id(fmt),
            short,
            op.loc,
            tuple([id(v.type) for v in op.operands]),
            tuple([id(r.type) for r in op.results]),
            tuple([(k, id(a)) for k, a in attrs.items()]) if attrs else (),
            tuple([(k, id(a)) for k, a in props.items()]) if props else (),
        )
        templates = self._templates
        tmpl: Any = templates.get(key, False)
        out = self.out
        if tmpl is None:
            return False
        if tmpl is not False:
            slots, tail, prev = tmpl
            operands, results = op.operands, op.results
            names = self._value_names
            for lit, of_result, index in slots:
                v = results[index] if of_result else operands[index]
                n = names.get(id(v))
                out.append(lit + (n if n is not None else self._assign(v)))
            if tail:
                out.append(tail)
            self._prev = prev
            return True
        # the first op of its shape: print it, recording the names' places
        mark = len(out)
        seen: list[tuple[int, Value]] = []
        real = self.value

        def value(v: Value) -> None:
            seen.append((len(out), v))
            real(v)

        self.value = value  # type: ignore[method-assign]
        try:
            if op.results:
                self._print_result_names(op)
            self.keyword(short)
            fmt.print(self, op)
            if op.loc is not None:
                self.keyword(op.loc)
        finally:
            del self.value
        templates[key] = _template(op, out, mark, seen, self._value_names, self._prev)
        return True

    def _custom_model(self, op: Operation):
        """The model whose ``print`` writes ``op`` in custom form, or None
        when ``op`` prints in the generic form."""
        model = registry.get(op.name)
        if (
            model is not None
            and model.print is not None
            and not op.generic
            and (not self.generic or _custom_in_generic(model, op))
        ):
            return model
        return None

    def _short_name(self, op: Operation) -> str:
        """The op's name without its dialect prefix where MLIR's parser will
        find it: in the default dialect of the nearest enclosing op printed in
        custom form (``func`` in ``func.func``, ``builtin`` in ``module``; other
        ops have none), or at the top level, where the default dialect is the
        one declared ``implicit_prefix`` (builtin).  An op printed in generic
        form sets no default dialect (MLIR's parser pushes one only for an op
        in custom form), so inside a generic ``"func.func"`` ``func.call`` keeps
        its prefix; a name with two dots keeps it too, as MLIR prints it::

            %0 = unrealized_conversion_cast %a : i64 to i32             <- top level, or in `module {`
            func.func @f(%a: i64) {
              %1 = builtin.unrealized_conversion_cast %a : i64 to i32   <- `func` is the default here
              return
            }
        """
        name = op.name
        dialect, _, short = name.partition(".")
        if not short or "." in short:
            return name
        scope = op.parent_op
        while scope is not None and not self._sets_default_dialect(scope):
            scope = scope.parent_op
        if scope is None:
            implied = registry.dialect_has(dialect, "implicit_prefix")
        else:
            model = registry.get(scope.name)
            implied = model is not None and model.default_dialect == dialect
        return short if implied else name

    def _sets_default_dialect(self, op: Operation) -> bool:
        """Whether ``op`` is printed in custom form, which is where MLIR's
        parser reads its regions with its default dialect (none for an op
        that declares none)."""
        if op.opaque is not None:  # printed as written
            return not op.generic
        return self._custom_model(op) is not None

    def _print_opaque(self, op: Operation) -> None:
        """An op bufls cannot read, as written, but for the values and blocks
        it names, which are printed as they are now named (a pass may have
        replaced a use; the printer may have renamed a value); its regions
        are printed as regions, since passes may have changed them (a free
        inserted in an unknown loop's body)::

            foo.loop (%i) = (0) to (%n) {         <- kept as written
              %a = memref.alloc() : memref<4xf32>
              memref.dealloc %a : memref<4xf32>   <- printed
            } {foo.attr}                          <- kept as written
        """
        text = op.opaque or ""
        start = op.span[0] if op.span is not None else None
        if start is None:
            self.raw(text)
            return
        names = self._opaque_names(op, start, len(text))
        spans = [r.span for r in op.regions if r.span is not None]
        pos = 0
        if len(spans) == len(op.regions):
            for region, (rs, re_) in zip(op.regions, spans):
                rs, re_ = rs - start, re_ - start
                if not pos <= rs <= re_ <= len(text):
                    break
                self.raw(_named(text, pos, rs, names).rstrip())  # (the region's `{` comes with its space)
                entry = region.blocks[0] if region.blocks else None
                # arguments the op's header binds (no label of their own) are in the header text
                self.region(region, print_entry_args=entry is not None and entry.label is not None)
                pos = re_
        self.raw(_named(text, pos, len(text), names))

    def _opaque_names(self, op: Operation, start: int, n: int) -> list:
        """``(offset, end, name)`` in ``op``'s text of the values it uses,
        the blocks it branches to and the values its header binds."""
        out = []
        for v, span in zip(op.operands, op.operand_spans):
            if span is not None and 0 <= span[0] - start <= span[1] - start <= n:
                out.append((span[0] - start, span[1] - start, "%" + self.name_of(v)))
        for b, span in zip(op.successors, op.successor_spans):
            if span is not None and 0 <= span[0] - start <= span[1] - start <= n:
                out.append((span[0] - start, span[1] - start, "^" + self.block_name(b)))
        for region in op.regions[:1]:
            entry = region.blocks[0] if region.blocks else None
            if entry is not None and entry.label is None:
                for a in entry.args:
                    if a.span is not None and 0 <= a.span[0] - start <= a.span[1] - start <= n:
                        out.append((a.span[0] - start, a.span[1] - start, "%" + self.name_of(a)))
        out.sort()
        return out

    def _name_results(self, op: Operation) -> None:
        if op.opaque is not None:  # the names its text defines (`%loops:2 =`: %loops#0, %loops#1)
            for r in op.results:
                if r.name and "#" in r.name and id(r) not in self._value_names:
                    base = r.name.split("#")[0]
                    self._names[-1][base] = r
                    self._value_names[id(r)] = r.name
        for r in op.results:
            self.name_of(r)

    def _print_result_names(self, op: Operation) -> None:
        if len(op.results) == 1:  # the common case: one plain name
            r = op.results[0]
            if not r.name or "#" not in r.name:
                self.value(r)
                self.punct("=")
                return
        groups: list[tuple[str | None, list]] = []
        for r in op.results:
            base = r.name.split("#")[0] if r.name and "#" in r.name else None
            if base is not None and groups and groups[-1][0] == base:
                groups[-1][1].append(r)
            else:
                groups.append((base, [r]))
        first = True
        for base, rs in groups:
            if not first:
                self.punct(",")
            first = False
            if (base is not None and len(rs) > 1) or base is not None:
                name = self._pack_name(base, rs)
                self._emit(f"%{name}:{len(rs)}" if len(rs) > 1 else f"%{name}", "val")
            else:
                self.value(rs[0])
        self.punct("=")

    def _pack_name(self, base: str, rs: list) -> str:
        name = base
        k = 0
        while self._taken(name) or not _valid_name(name):
            name = str(self._counter[0]) if base.isdigit() else f"{base}_{k}"
            self._counter[0] += base.isdigit()
            k += 1
        for i, r in enumerate(rs):
            self._value_names[id(r)] = f"{name}#{i}" if len(rs) > 1 else name
        self._names[-1][name] = rs[0]
        return name

    def _print_generic(self, op: Operation) -> None:
        self._emit(_quote(op.name), "val")
        self.raw("(")
        for i, v in enumerate(op.operands):
            if i:
                self.punct(",")
            self.value(v)
        self.punct(")")
        if op.successors:
            self.punct("[")
            for i in range(len(op.successors)):
                if i:
                    self.punct(",")
                self._emit("^" + self.block_name(op.successors[i]), "succ")
            self.punct("]")
        if op.properties:
            self._emit("<" + _dict_text(list(op.properties.items())) + ">", "attr")
        if op.regions:
            self.punct("(")
            for i, r in enumerate(op.regions):
                if i:
                    self.punct(",")
                self.region(r, print_entry_args=True, print_empty_block=True)
            self.punct(")")
        if op.attributes:
            self._emit(_dict_text(list(op.attributes.items())), "attr")
        self.punct(":")
        self.function_type([v.type for v in op.operands], [r.type for r in op.results])

    def region(self, r: Region, print_entry_args: bool = False, print_empty_block: bool = False) -> None:
        self._emit("{", "punct")
        if not self._scope_open:
            self._names.append({})
        self._scope_open = False
        self._block_scopes.append(set())
        for b in r.blocks:  # entry first, so that it keeps ^bb0 / its label
            self.block_name(b)
        self.indent += 1
        # name block arguments first so that uses print consistently
        for b in r.blocks:
            for a in b.args:
                self.name_of(a)
        for i, b in enumerate(r.blocks):
            show_label = i > 0 or (print_entry_args and b.args) or (not b.ops and print_empty_block)
            if show_label:
                self.indent -= 1
                self.newline()
                self.indent += 1
                self.raw("^" + self.block_name(b))
                if b.args:
                    self.raw("(")
                    for j, a in enumerate(b.args):
                        if j:
                            self.raw(", ")
                        self.raw(f"%{self.name_of(a)}: {a.type}")
                    self.raw(")")
                self.raw(":")
            split = self._split
            if split is not None and split.block is b:
                self._print_split(b.ops, split, True)
                continue
            for op in b.ops:
                self.newline()
                self.print_op(op)
        self.indent -= 1
        self._names.pop()
        self._block_scopes.pop()
        self.newline()
        self.raw("}")
        self._prev = "}"

    def _print_split(self, ops: list, split: Split, first_newline: bool) -> None:
        """The ops of the block ``split.block``, in two parts (see ``Split``):
        ``ops[:split.at]`` here and the rest as ``split.rest`` gives it, or,
        with ``split.skip``, the rest alone (its text kept in ``split.text``)."""
        at = split.at
        counter = self._counter
        if split.skip:
            split.counter_at = counter[0]
            mark = len(self.out)
            for i in range(at, len(ops)):
                if i or first_newline:
                    self.newline()
                self.print_op(ops[i])
            split.text = "".join(self.out[mark:])
            split.counter_end = counter[0]
            return
        before = self._split_state()
        for i in range(at):
            if i or first_newline:
                self.newline()
            self.print_op(ops[i])
        same = self._split_state() == before
        text = split.rest(counter[0]) if split.rest is not None and same else None
        if text is None:  # printed here after all
            for i in range(at, len(ops)):
                if i or first_newline:
                    self.newline()
                self.print_op(ops[i])
        else:
            self.out.append(text)
            self._prev = "raw"

    def _split_state(self) -> tuple:
        """What printing a top-level op may leave changed that the ops after
        it depend on, but the counter (see ``Split``): names and block labels
        taken in the enclosing scope (a custom printer may name values
        outside a region scope), the scope depth, the indentation."""
        return (len(self._names), len(self._names[-1]), len(self._block_scopes[-1]), self.indent, self._scope_open)

    def text(self) -> str:
        return "".join(self.out)


class Split:
    """Printing the top-level block ``block`` of a module in two parts, the
    ops before ``at`` and the others, which another process may print at the
    same time (``bufls opt``, cli/parallel.py): with ``skip``, the printer
    prints the others alone, leaving their text in ``text`` and the counter
    of fresh value names before and after them in ``counter_at`` and
    ``counter_end``; else it prints the first part and then calls ``rest``
    with its counter for the others' text (None: it prints them itself).

    The text of the others is the one printing them after the first part
    gives when the first part leaves the state they depend on as it found
    it (``Printer._split_state``: no name taken in the module's scope, as a
    result or by a custom printer naming values outside a region scope, and
    the like; names are scoped to regions, and ops of other regions cannot
    refer to values or blocks of a top-level op's regions), and either the
    counters of fresh names agree at ``at`` or the others used no fresh
    name.  The printer checks the first condition (``rest`` is not called
    when it fails), ``rest`` the second, being given the counter;
    ``splittable`` tells beforehand that results will not fail the first."""

    __slots__ = ("block", "at", "skip", "rest", "text", "counter_at", "counter_end")

    def __init__(self, block: Block, at: int, skip: bool = False, rest=None):
        self.block = block
        self.at = at
        self.skip = skip
        self.rest = rest
        self.text = ""
        self.counter_at = 0
        self.counter_end = 0


def top_level_block(pm) -> Block | None:
    """The block whose ops ``print_module`` prints as the module's top level."""
    module = pm.op
    if not module.regions or not module.regions[0].blocks:
        return None
    return module.regions[0].blocks[0]


def splittable(block: Block, at: int) -> bool:
    """Whether ``Split(block, at)`` prints what printing the block whole does
    (the counter aside, which ``Split.rest`` checks): no op before ``at``
    names results in the module's scope."""
    return 0 < at < len(block.ops) and not any(op.results for op in block.ops[:at])


def _plain_format(model):
    """The assembly format ``model`` prints with when it is a ``Format``
    without custom directives (whose printers could depend on anything),
    else None."""
    fmt = getattr(model.print, "__self__", None)
    if fmt is None or type(fmt) is not Format or model.print.__func__ is not Format.print:
        return None
    plain = _PLAIN.get(id(fmt))
    if plain is None or plain[0] is not fmt:
        ok = not any(el.kind == "custom" for el in _walk(fmt.elements))
        plain = _PLAIN[id(fmt)] = (fmt, ok)
    return fmt if plain[1] else None


_PLAIN: dict[int, tuple] = {}


def _template(op: Operation, out: list, mark: int, seen: list, names: dict, prev: str):
    """``(slots, tail, prev)`` for the op just printed into ``out[mark:]``,
    its values' names at the places ``seen`` gives: each slot is the text
    before a name and which of the op's values it is; None when a value
    repeats (a later op of the shape may not repeat it) or is not the op's."""
    where: dict[int, tuple[bool, int]] = {}
    for k, v in enumerate(op.operands):
        if id(v) in where:
            return None
        where[id(v)] = (False, k)
    for k, r in enumerate(op.results):
        if id(r) in where:
            return None
        where[id(r)] = (True, k)
    if len(seen) != len(where):
        return None
    slots = []
    pos = mark
    for at, v in seen:
        ref = where.get(id(v))
        name = names.get(id(v))
        piece = out[at]
        if ref is None or name is None or not piece.endswith("%" + name):
            return None
        lit = "".join(out[pos:at]) + piece[: len(piece) - len(name)]
        slots.append((lit, ref[0], ref[1]))
        pos = at + 1
    return (tuple(slots), "".join(out[pos:]), prev)


def _named(text: str, lo: int, hi: int, names: list) -> str:
    """``text[lo:hi]`` with each ``(offset, end, name)`` of ``names`` inside it
    written as ``name``."""
    out, pos = [], lo
    for s, e, name in names:
        if lo <= s and e <= hi and s >= pos:
            out.append(text[pos:s])
            out.append(name)
            pos = e
    out.append(text[pos:hi])
    return "".join(out)


def _custom_in_generic(model, op: Operation) -> bool:
    """Ops whose generic form needs a region MLIR builds from the op itself
    (linalg named ops: ``interfaces["custom_form_in_generic"](op)`` is true
    when the op has no region in bufls' IR) stay in custom form."""
    hook = model.interfaces.get("custom_form_in_generic")
    return hook is not None and hook(op)


# ``[\w$.\-]``: what str.isalnum() accepts, "_", "$", "." and "-"
_VALID_NAME = re.compile(r"[\w$.\-]+")


def _valid_name(name: str) -> bool:
    return bool(name) and _VALID_NAME.fullmatch(name) is not None


def _quote(name: str) -> str:
    return '"' + name.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _dict_text(entries) -> str:
    parts = []
    for k, v in entries:
        key = k if _valid_key(k) else _quote(k)
        parts.append(key if isinstance(v, A.UnitAttr) else f"{key} = {v}")
    return "{" + ", ".join(parts) + "}"


def _valid_key(k: str) -> bool:
    return bool(k) and (k[0].isalpha() or k[0] == "_") and all(c.isalnum() or c in "_$." for c in k)


def print_op(op: Operation, generic: bool = False) -> str:
    p = Printer(generic)
    p.print_op(op)
    return p.text()


def print_module(pm, generic: bool = False, split: Split | None = None, explicit_module: bool = False) -> str:
    """Print a ParsedModule: alias definitions, the module, resource blobs.
    A module the text left implicit (no ``module {``) is printed so, unless
    ``explicit_module`` (what mlir-opt prints: ``module {``, and an empty
    line after it).

    With a ``split`` (of ``top_level_block(pm)``), its block is printed in
    two parts (see ``Split``); with ``split.skip``, what is returned is
    meaningless: the text is ``split.text``."""
    p = Printer(generic)
    p._split = split
    lines = []
    for name, value, _s, _e in pm.aliases:
        lines.append(f"{name} = {value}")
    head = "\n".join(lines) + ("\n" if lines else "")
    module = pm.op
    if pm.implicit and not explicit_module and not generic and not module.attributes and not module.properties:
        body = module.regions[0].blocks[0] if module.regions[0].blocks else Block()
        if split is not None and split.block is body:
            p._print_split(body.ops, split, False)
        else:
            for i, op in enumerate(body.ops):
                if i:
                    p.newline()
                p.print_op(op)
    else:
        p.print_op(module)
    text = p.text()
    if explicit_module and pm.aliases:
        head = "".join(f"{name} = {value}\n" for name, value in _used_aliases(pm.aliases, text))
    tail = "".join("\n" + m for m in pm.metadata)
    end = "\n\n" if explicit_module else "\n"  # (mlir-opt ends a module with an empty line)
    return head + text + end + tail + ("\n" if tail else "")


def _used_aliases(aliases, body: str) -> list[tuple[str, str]]:
    """The alias definitions ``body`` refers to, directly or through other
    aliases, in their order (mlir-opt prints no alias nothing uses: a
    ``#map`` of an identity layout the printer dropped, say)::

        #map = affine_map<(d0) -> (d0)>      (dropped: memref<2xf32, #map> prints as memref<2xf32>)
        #set = affine_set<...>               (kept when the body says #set)
    """
    defs = [(name, value) for name, value, *_ in aliases]
    named = re.compile(r"[#!][\w.$-]+")
    used = set(named.findall(body))
    grew = True
    while grew:
        grew = False
        for name, value in defs:
            if name in used:
                for ref in named.findall(value):
                    if ref not in used:
                        used.add(ref)
                        grew = True
    return [(name, value) for name, value in defs if name in used]
