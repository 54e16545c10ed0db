"""Pass infrastructure: options, errors, the pass registry and the driver.

A pass is a ``ModulePass`` subclass registered under its mlir-opt flag name.
Its options are a frozen dataclass (``Options``) whose fields, with ``_``
spelled ``-``, are the mlir-opt option names::

    @register
    class ExpandRealloc(ModulePass):
        name = "expand-realloc"

        @dataclass(frozen=True)
        class Options:
            emit_deallocs: bool = True

        def run(self, module_op): ...

Flags are read as mlir-opt reads them (``parse_flags``)::

    --expand-realloc                       defaults
    --expand-realloc=emit-deallocs=false   one option
    --canonicalize="max-iterations=3 region-simplify=disabled"
    --pass-pipeline=builtin.module(func.func(bufferization-lower-deallocations))

``run_pipeline`` runs the passes in order on one module.  A pass that
refuses its input raises ``PassError`` with the span of the offending op;
``bufls opt`` prints it as ``file:line:col: error: message``.
"""

from __future__ import annotations

import contextlib
import dataclasses
import gc
import sys
import typing
from dataclasses import dataclass
from typing import Any, ClassVar

from ..ir.nodes import Operation

__all__ = [
    "PASSES",
    "ModulePass",
    "NoOptions",
    "PassError",
    "PassOptionError",
    "PassSpec",
    "op_span",
    "parse_flags",
    "parse_options",
    "register",
    "run_pipeline",
]


class PassError(Exception):
    """Input a pass refuses.  ``span`` is ``(start, end)`` in the file (or
    ``None``); ``notes`` are ``(message, span | None)`` pairs or strings."""

    def __init__(self, message: str, span=None, notes=()):
        super().__init__(message)
        self.message = message
        self.span = span
        self.notes = tuple((n, None) if isinstance(n, str) else tuple(n) for n in notes)

    @classmethod
    def at(cls, op: Operation, message: str, notes=()) -> PassError:
        """An error located at ``op`` (its name, like MLIR's op location),
        with upstream's "see current operation" note."""
        from ..syntax.printer import print_op

        span = op_span(op)
        current = None
        if not op.regions:
            try:
                current = print_op(op, generic=True)
            except Exception:
                current = None
        extra = ((f"see current operation: {current}", span),) if current else ()
        return cls(message, span, tuple(notes) + extra)


class PassOptionError(ValueError):
    """A bad pass flag or option (a usage error, not a problem of the input)."""


def op_span(op: Operation):
    """Where to report ``op``: the start of its name (MLIR reports an op at
    its name), else the whole op; ops created by passes have no span, so
    the nearest earlier sibling or enclosing op with one is used."""
    cur = op
    while cur is not None:
        if cur.name_span is not None:
            return cur.name_span
        if cur.span is not None:
            return cur.span
        block = cur.parent
        prev = None
        if block is not None:
            ops = block.ops
            for i, o in enumerate(ops):
                if o is cur:
                    prev = next((p for p in reversed(ops[:i]) if p.span is not None), None)
                    break
        cur = prev if prev is not None else cur.parent_op
    return None


@dataclass(frozen=True)
class NoOptions:
    """Options of a pass that has none."""


# each pass has its own frozen dataclass of options (fields = mlir-opt option
# names with '_' for '-', defaults in the class); this one is the empty one
PassOptions = NoOptions


class ModulePass:
    """One pass over one module.  Subclasses set ``name`` and ``Options``
    and implement ``run``.  ``anchor`` is the op the pass was scheduled on
    (``builtin.module``, or ``func.func`` in ``--pass-pipeline`` nests)."""

    name: ClassVar[str] = ""
    Options: ClassVar[type] = NoOptions
    summary: ClassVar[str] = ""

    def __init__(self, options=None, resources=None, diagnostics: list | None = None, anchor: str = "builtin.module"):
        self.options = options if options is not None else self.Options()
        if resources is None:
            resources = _default_resources()
        self.resources = resources
        self.diagnostics = diagnostics if diagnostics is not None else []
        self.anchor = anchor

    def run(self, module_op: Operation) -> None:
        raise NotImplementedError


def _default_resources():
    try:
        from ..analysis.resources import resources_from_config
    except ImportError:  # resources not built yet: passes that need them say so
        return None
    return resources_from_config({})


PASSES: dict[str, type[ModulePass]] = {}


def register(cls: type[ModulePass]) -> type[ModulePass]:
    """Class decorator: make a pass available under ``cls.name``."""
    assert cls.name and cls.name not in PASSES, cls.name
    PASSES[cls.name] = cls
    return cls


# ---------------------------------------------------------------------------
# Options


def _convert(field: dataclasses.Field, hint, text: str | None, pass_name: str):
    name = field.name.replace("_", "-")
    if hint is bool:
        if text is None or text.lower() in ("", "true", "1", "on", "yes"):
            return True
        if text.lower() in ("false", "0", "off", "no"):
            return False
        raise PassOptionError(f"{pass_name}: option '{name}' expects true or false, got '{text}'")
    if text is None:
        raise PassOptionError(f"{pass_name}: option '{name}' needs a value")
    if hint is int:
        try:
            return int(text, 0)
        except ValueError:
            raise PassOptionError(f"{pass_name}: option '{name}' expects an integer, got '{text}'") from None
    choices = field.metadata.get("choices")
    if choices and text not in choices:
        raise PassOptionError(f"{pass_name}: option '{name}' expects one of {', '.join(choices)}, got '{text}'")
    return text


def _split_options(text: str) -> list[str]:
    """``a=1 b="x y" c={...}`` -> items, honouring quotes and braces."""
    items, cur, depth, quote = [], [], 0, None
    for ch in text:
        if quote:
            if ch == quote:
                quote = None
            else:
                cur.append(ch)
            continue
        if ch in "\"'":
            quote = ch
        elif ch in "{[(":
            depth += 1
            cur.append(ch)
        elif ch in "}])":
            depth -= 1
            cur.append(ch)
        elif (ch.isspace() or ch == ",") and depth == 0:
            if cur:
                items.append("".join(cur))
                cur = []
        else:
            cur.append(ch)
    if cur:
        items.append("".join(cur))
    return items


def parse_options(cls: type[ModulePass], text: str | None):
    """The ``Options`` of ``cls`` from ``opt-a=v opt-b=w`` (None: defaults)."""
    if not text:
        return cls.Options()
    text = text.strip()
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "\"'":
        text = text[1:-1]
    if text.startswith("{") and text.endswith("}"):
        text = text[1:-1]
    fields = {f.name.replace("_", "-"): f for f in dataclasses.fields(cls.Options)}
    hints = typing.get_type_hints(cls.Options)
    values: dict[str, Any] = {}
    for item in _split_options(text):
        key, sep, value = item.partition("=")
        field = fields.get(key)
        if field is None:
            known = ", ".join(sorted(fields)) or "none"
            raise PassOptionError(f"{cls.name}: no such option '{key}' (options: {known})")
        values[field.name] = _convert(field, hints[field.name], value if sep else None, cls.name)
    return cls.Options(**values)


# ---------------------------------------------------------------------------
# Flags and pipelines


@dataclass(frozen=True)
class PassSpec:
    """One scheduled pass: its class, options and anchor op name."""

    cls: type
    options: Any
    anchor: str = "builtin.module"


def _lookup(name: str) -> type[ModulePass]:
    cls = PASSES.get(name)
    if cls is None:
        _load_passes(name)
        cls = PASSES.get(name)
    if cls is None:
        raise PassOptionError(f"'{name}' does not refer to a registered pass")
    return cls


def _load_passes(name: str | None = None) -> None:
    """Register the pass ``name`` (its module alone, see ``PASS_MODULES``),
    or every pass without a name."""
    from . import load_all, load_pass

    if name is None:
        load_all()
    else:
        load_pass(name)


def _parse_textual_pipeline(text: str, anchor: str = "builtin.module") -> list[PassSpec]:
    """``builtin.module(func.func(a{x=1}), b)`` -> specs (nested anchors kept)."""
    specs: list[PassSpec] = []
    pos = 0

    def element(pos: int, anchor: str) -> int:
        start = pos
        while pos < len(text) and text[pos] not in "({,)":
            pos += 1
        name = text[start:pos].strip()
        if not name:
            raise PassOptionError(f"malformed pass pipeline '{text}'")
        if pos < len(text) and text[pos] == "(":
            pos = nested(pos + 1, name)
            if pos >= len(text) or text[pos] != ")":
                raise PassOptionError(f"malformed pass pipeline '{text}': missing ')'")
            return pos + 1
        options = None
        if pos < len(text) and text[pos] == "{":
            depth, end = 0, pos
            while end < len(text):
                depth += {"{": 1, "}": -1}.get(text[end], 0)
                if depth == 0:
                    break
                end += 1
            options = text[pos + 1 : end]
            pos = end + 1
        cls = _lookup(name)
        specs.append(PassSpec(cls, parse_options(cls, options), anchor))
        return pos

    def nested(pos: int, anchor: str) -> int:
        while pos < len(text) and text[pos] != ")":
            pos = element(pos, anchor)
            while pos < len(text) and text[pos] in ", ":
                pos += 1
        return pos

    text = text.strip()
    if text.startswith("builtin.module(") and text.endswith(")"):
        pos = nested(len("builtin.module("), "builtin.module")
        if pos != len(text) - 1:
            raise PassOptionError(f"malformed pass pipeline '{text}'")
    else:
        pos = nested(0, anchor)
        if pos != len(text):
            raise PassOptionError(f"malformed pass pipeline '{text}'")
    return specs


def parse_flags(flags: list[str]) -> list[PassSpec]:
    """mlir-opt pass flags, in order, to pass specs.  Raises PassOptionError."""
    specs: list[PassSpec] = []
    for flag in flags:
        body = flag.lstrip("-")
        name, sep, value = body.partition("=")
        if name == "pass-pipeline":
            specs.extend(_parse_textual_pipeline(value.strip("\"'")))
            continue
        cls = _lookup(name)
        specs.append(PassSpec(cls, parse_options(cls, value if sep else None)))
    return specs


def is_pass_flag(flag: str) -> bool:
    """Is ``--name[=...]`` a pass flag bufls knows?"""
    name = flag.lstrip("-").partition("=")[0]
    if name == "pass-pipeline" or name in PASSES:
        return True
    _load_passes(name)
    return name in PASSES


def run_pipeline(pm, flags, resources=None, diagnostics: list | None = None) -> None:
    """Run the passes of ``flags`` (strings or PassSpecs) on the ParsedModule
    ``pm`` (or a builtin.module op).  Raises PassError, PassOptionError."""
    specs: list[PassSpec] = []
    for f in flags:
        specs.extend([f] if isinstance(f, PassSpec) else parse_flags([f]))
    module_op = _anchor_module(pm)
    diagnostics = diagnostics if diagnostics is not None else []
    with _no_gc():
        for spec in specs:
            spec.cls(spec.options, resources, diagnostics, spec.anchor).run(module_op)


def _anchor_module(pm) -> Operation:
    """The module the passes run on: ``pm``'s, or the one op of its body when
    that op is a module and ``pm`` has no ``module {`` of its own (a file
    holding only ``"builtin.module"() ({...}) : () -> ()``).  MLIR's parser
    takes a lone top-level module as the module rather than wrap it in
    another; bufls' parser does so for ``module {`` only, so without this a
    generic module's functions would not be the top level's (a
    ``@dealloc_helper`` went after its closing brace, and the out-params pass
    saw no function)."""
    module = getattr(pm, "op", pm)
    if getattr(pm, "implicit", False) and not module.attributes and module.regions and module.regions[0].blocks:
        ops = module.regions[0].blocks[0].ops
        if len(ops) == 1 and ops[0].name == module.name and ops[0].opaque is None and ops[0].regions:
            return ops[0]
    return module


@contextlib.contextmanager
def _no_gc():
    """Passes create many long-lived objects and no garbage cycles that
    matter: cyclic collections would only rescan the whole IR (as in parsing,
    core/api.py).  Deep nests need a high recursion limit too."""
    was_enabled = gc.isenabled()
    old = sys.getrecursionlimit()
    gc.disable()
    sys.setrecursionlimit(max(old, 60_000))
    try:
        yield
    finally:
        sys.setrecursionlimit(old)
        if was_enabled:
            gc.enable()
