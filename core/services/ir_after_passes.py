"""The IR after each pass of the deallocation pipeline, as mlir-opt's
``--mlir-print-ir-after-all`` shows it: what a compiler engineer reads to
see which pass did what.

``ir_after_passes(op, config)`` runs the passes ``-buffer-deallocation-pipeline``
runs (or the given pass specs), one at a time, on a copy of the IR and gives
the text before the first and after each one.  For a function, the stages are
that function alone; for a module (a ``ParsedModule``), the whole module::

    func.func @f(%i: index) -> f32 {                     stage 0, "input"
      %a = memref.alloc() : memref<2xf32>
      %v = memref.load %a[%i] : memref<2xf32>
      return %v : f32
    }
    ...
    func.func @f(%i: index) -> f32 {                     stage 3, "ownership-based-buffer-deallocation"
      %true = arith.constant true
      %a = memref.alloc() : memref<2xf32>
      %v = memref.load %a[%i] : memref<2xf32>
      %base_buffer, ... = memref.extract_strided_metadata %a : ...
      bufferization.dealloc (%base_buffer : memref<f32>) if (%true)
      return %v : f32
    }
    ...
    func.func @f(%i: index) -> f32 {                     stage 8, the last "canonicalize"
      %a = memref.alloc() : memref<2xf32>
      %v = memref.load %a[%i] : memref<2xf32>
      memref.dealloc %a : memref<2xf32>
      return %v : f32
    }

The IR given is never modified: a function is printed, with the top-level
ops it names (callees, existing ``@dealloc_helper``s) and the module's
aliases, into a small module that is parsed afresh; a module is printed and
parsed whole.  A problem -- IR that does not verify, a pass that refuses it
-- is ``Stages.error`` (the stages before it are kept), never an exception.

``dump_header`` and ``upstream_name`` give mlir-opt's dump headers
(``// -----// IR Dump After CSE (cse) //----- //``) for ``bufls opt``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import NamedTuple

from ..ir.interfaces import callable_body
from ..ir.nodes import Block, Operation

__all__ = [
    "FUNCTION_PASSES",
    "INPUT",
    "Stage",
    "Stages",
    "default_specs",
    "dump_header",
    "expand",
    "ir_after_passes",
    "upstream_name",
]

INPUT = "input"  # the name of the stage before any pass

# mlir-opt names a pass in its dumps by its C++ class (``Pass::getName``),
# then its flag: ``// -----// IR Dump After Canonicalizer (canonicalize) //----- //``
_UPSTREAM_NAMES = {
    "expand-realloc": "ExpandReallocPass",
    "canonicalize": "Canonicalizer",
    "ownership-based-buffer-deallocation": "OwnershipBasedBufferDeallocationPass",
    "buffer-deallocation-simplification": "BufferDeallocationSimplificationPass",
    "bufferization-lower-deallocations": "LowerDeallocationsPass",
    "cse": "CSE",
    "buffer-results-to-out-params": "BufferResultsToOutParamsPass",
    "promote-buffers-to-stack": "PromoteBuffersToStackPass",
    "optimize-allocation-liveness": "OptimizeAllocationLivenessPass",
    "drop-equivalent-buffer-results": "DropEquivalentBufferResultsPass",
    "buffer-hoisting": "BufferHoistingPass",
    "buffer-loop-hoisting": "BufferLoopHoistingPass",
}

# passes upstream schedules on each func.func: mlir-opt dumps each function
# after them, not the module
FUNCTION_PASSES = frozenset(
    {"promote-buffers-to-stack", "optimize-allocation-liveness", "buffer-hoisting", "buffer-loop-hoisting"}
)

_HELPER = "dealloc_helper"  # the prefix of the functions the pipeline generates
_SYMBOL_REF = re.compile(r'@([A-Za-z_$.][\w$.\-]*|"[^"\n]*")')


class Stage(NamedTuple):
    pass_name: str  # INPUT, or the pass's flag name ("canonicalize")
    text: str  # the IR after it


@dataclass
class Stages:
    stages: list[Stage] = field(default_factory=list)
    error: str | None = None  # why the stages stop early (or none could be made)
    warnings: list[str] = field(default_factory=list)  # what the passes reported (BUF202...)


def upstream_name(name: str) -> str:
    """mlir-opt's name of the pass ``name`` (its class): ``cse`` -> ``CSE``."""
    known = _UPSTREAM_NAMES.get(name)
    if known is not None:
        return known
    return "".join(part.capitalize() for part in name.split("-")) + "Pass"


def dump_header(name: str, failed: bool = False) -> str:
    """The line mlir-opt prints before the IR after the pass ``name``."""
    return f"// -----// IR Dump After {upstream_name(name)}{' Failed' if failed else ''} ({name}) //----- //"


def default_specs(config) -> list:
    """The passes of ``--buffer-deallocation-pipeline`` with the
    configuration's options (as ``bufls --fix`` runs it).  Raises
    PassOptionError, ImportError."""
    from ..passes.base import parse_flags

    flag = "--buffer-deallocation-pipeline"
    if getattr(config, "private_function_dynamic_ownership", False):
        flag += "=private-function-dynamic-ownership=true"
    return expand(parse_flags([flag]))


def expand(specs) -> list:
    """``specs`` (PassSpecs or flag strings) with each pipeline replaced by
    its passes, as mlir-opt runs (and dumps) them."""
    from ..passes.base import PassSpec, parse_flags

    out: list = []
    for spec in specs:
        for s in [spec] if isinstance(spec, PassSpec) else parse_flags([spec]):
            steps = getattr(s.cls, "specs", None)
            if callable(steps):
                out.extend(expand(s.cls(s.options, None, [], s.anchor).specs()))
            else:
                out.append(s)
    return out


def ir_after_passes(op, config, specs=None, *, module=None) -> Stages:
    """The stages of ``op`` (a function op, a ``ParsedModule`` or a
    top-level ``builtin.module``) through ``specs`` (default:
    ``default_specs(config)``): ``[Stage("input", text), Stage(pass, text), ...]``.
    ``module`` is the ParsedModule holding a function (its aliases)."""
    try:
        steps = default_specs(config) if specs is None else expand(specs)
    except Exception as exc:  # PassOptionError, or no passes in this build
        return Stages(error=f"cannot run the passes: {exc}")
    try:
        if hasattr(op, "aliases") or (op.name == "builtin.module" and op.parent_op is None):
            job = _ModuleJob(op, module)
        else:
            job = _FunctionJob(op, module)
    except Exception as exc:
        return Stages(error=f"cannot print the IR: {type(exc).__name__}: {exc}")
    return job.run(steps, config)


# ---------------------------------------------------------------------------


class _Job:
    """The IR to run the passes on: ``text`` (parsed afresh), the stage
    before them, and how to print the stage after each pass."""

    text: str
    input: str
    pieces: list[tuple[int, int, str | None]]  # (start, end, symbol) of each top-level op in ``text``

    def run(self, steps: list, config) -> Stages:
        from ..api import parse_file
        from ..passes.base import PassError, run_pipeline

        out = Stages([Stage(INPUT, self.input)])
        parsed = parse_file(self.text, "<ir>", split=False)
        bad = [d for d in parsed.diagnostics if d.code in ("syntax", "verify") and d.severity.name == "ERROR"]
        if bad or not parsed.modules:
            first = bad[0] if bad else None
            where = self._where(first.start) if first else ""
            message = first.message if first else "nothing to run the passes on"
            out.error = f"the IR{where} does not {first.code if first else 'parse'}: {message}; fix that first"
            return out
        pm = parsed.modules[0]
        self.attach(pm)
        resources = config.resources
        diagnostics: list = []
        for step in steps:
            name = step.cls.name
            try:
                run_pipeline(pm, [step], resources, diagnostics)
                text = self.after(pm)
            except PassError as exc:
                where = self._where(exc.span[0]) if exc.span else ""
                out.error = f"{name} failed{where}: {exc.message}"
                break
            except Exception as exc:  # a bug in bufls: said, not raised
                out.error = f"{name} failed: internal error: {type(exc).__name__}: {exc}"
                break
            out.stages.append(Stage(name, text))
        out.warnings = [f"{d.message} [{d.code}]" for d in diagnostics]
        return out

    def attach(self, pm) -> None:
        self.pm = pm

    def after(self, pm) -> str:
        raise NotImplementedError

    def _where(self, offset: int) -> str:
        for start, end, symbol in self.pieces:
            if start <= offset <= end and symbol is not None:
                return f" in @{symbol}"
        return ""


class _ModuleJob(_Job):
    """A whole module, printed as ``bufls opt`` prints it."""

    def __init__(self, op, module):
        from ..syntax.parser import ParsedModule
        from ..syntax.printer import print_module

        if not hasattr(op, "aliases"):
            aliases = list(getattr(module, "aliases", ()))
            op = ParsedModule(op, 0, 0, implicit=False, aliases=aliases, metadata=list(getattr(module, "metadata", ())))
        self.text = self.input = print_module(op)
        self.pieces = []

    def after(self, pm) -> str:
        from ..syntax.printer import print_module

        return print_module(pm)


class _FunctionJob(_Job):
    """One function: the top-level op holding it and the ops it names
    (transitively), in a module of their own."""

    def __init__(self, op: Operation, module):
        from ..syntax.printer import print_op

        self.input = print_op(op)
        self.name = _symbol(op)
        top, path = _top_and_path(op)
        root = top.parent_op
        siblings = list(root.regions[0].blocks[0].ops) if root is not None else [top]
        printed = _wanted(top, siblings)
        chosen = [s for s in siblings if id(s) in printed]
        self.path = path
        self.index = next(i for i, s in enumerate(chosen) if s is top)
        head = "".join(f"{name} = {value}\n" for name, value, *_ in getattr(module, "aliases", ()))
        wrapper = _empty_module_text(root)  # "module attributes {...} {\n}"
        text = head + wrapper[: wrapper.rindex("}")]
        self.pieces = []
        for s in chosen:
            start = len(text)
            text += printed[id(s)] + "\n"
            self.pieces.append((start, len(text), _symbol(s)))
        text += "}\n"
        text += "".join(m + "\n" for m in getattr(module, "metadata", ()))
        self.text = text

    def attach(self, pm) -> None:
        super().attach(pm)
        cur = pm.op.regions[0].blocks[0].ops[self.index]
        for r, b, o in self.path:
            cur = cur.regions[r].blocks[b].ops[o]
        self.target = cur

    def after(self, pm) -> str:
        from ..syntax.printer import print_op

        if not _inside(self.target, pm.op):  # replaced by a pass: the function of that name
            found = [f for f in pm.op.walk() if callable_body(f) is not None and _symbol(f) == self.name]
            if not found:
                return ""
            self.target = found[0]
        return print_op(self.target)


def _symbol(op: Operation) -> str | None:
    value = getattr(op.attr("sym_name"), "value", None)
    return value if isinstance(value, str) else None


def _top_and_path(op: Operation) -> tuple[Operation, list[tuple[int, int, int]]]:
    """The top-level op holding ``op`` (a child of the root module) and the
    (region, block, op) indices from it down to ``op``."""
    path: list[tuple[int, int, int]] = []
    cur = op
    while cur.parent_op is not None and cur.parent_op.parent_op is not None:
        block = cur.parent
        parent = cur.parent_op
        r = next(i for i, reg in enumerate(parent.regions) if any(b is block for b in reg.blocks))
        b = next(i for i, blk in enumerate(parent.regions[r].blocks) if blk is block)
        o = next(i for i, x in enumerate(block.ops) if x is cur)
        path.append((r, b, o))
        cur = parent
    path.reverse()
    return cur, path


def _wanted(top: Operation, siblings: list[Operation]) -> dict[int, str]:
    """The text of ``top``, of the siblings it names (and of those they
    name...) and of the module's deallocation helpers (the pipeline names
    its new one after them), by the op's id."""
    from ..syntax.printer import print_op

    by_name: dict[str, Operation] = {}
    for s in siblings:
        name = _symbol(s)
        if name is not None:
            by_name.setdefault(name, s)
    todo = [top] + [s for name, s in by_name.items() if name.startswith(_HELPER) and s is not top]
    printed: dict[int, str] = {}
    while todo:
        s = todo.pop()
        if id(s) in printed:
            continue
        printed[id(s)] = text = print_op(s)
        for m in _SYMBOL_REF.finditer(text):
            other = by_name.get(m.group(1).strip('"'))
            if other is not None and id(other) not in printed:
                todo.append(other)
    return printed


def _empty_module_text(root: Operation | None) -> str:
    """``root`` (a builtin.module) printed with nothing in it."""
    from ..syntax.printer import print_op

    if root is None or (not root.attributes and not root.properties):
        return "module {\n}"
    empty = Operation("builtin.module", attributes=dict(root.attributes), properties=dict(root.properties), regions=1)
    empty.regions[0].add_block(Block())
    return print_op(empty)


def _inside(op: Operation, root: Operation) -> bool:
    cur = op
    while cur is not None:
        if cur is root:
            return True
        cur = cur.parent_op
    return False
