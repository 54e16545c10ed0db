"""IR verification: the structural rules MLIR checks after parsing.

``verify_module(pm)`` walks a parsed module once and returns ``verify``
diagnostics with precise spans; nothing is ever raised (an exception inside a
dialect's ``verify`` hook becomes an ``internal: ...`` diagnostic on its op).

What is checked, following MLIR's ``Verifier.cpp`` and the traits of each
op's model (``registry.py``):

- dominance: a use must be dominated by its definition (same block: defined
  earlier; other block of the same region: the defining block dominates the
  using block; a use in a nested region counts as a use by its ancestor op in
  the defining region).  Ops in unreachable blocks are not checked (ops nested
  in them are).  Regions of ``graph_region`` ops and of unregistered ops
  (which MLIR treats as graph regions) have no dominance.  Values from outside
  an ``isolated_from_above`` op are errors.
- terminators: blocks of regions that need one end with a ``terminator`` op
  (an unregistered op may be one); a terminator or branch must be last; empty
  blocks where a terminator is needed.
- successors: in the same region; operand counts and types against the target
  block's arguments (operand groups from the model's ``successor_operands``
  interface, else ``operandSegmentSizes`` or, for one successor, all operands).
- per-op: operand/result/region/successor counts of the model, the size of
  ``operandSegmentSizes``, ``single_block``, the discardable ``d.*`` attributes
  (dialect ``d``'s attribute verifier), then the model's ``verify`` hook.
- functions: a ``return_like`` op directly in a function-like op (one with a
  ``function_type`` attribute holding a FunctionType) returns its result types.
- symbols: duplicate ``sym_name`` in a ``symbol_table``; a ``symbol`` op whose
  registered parent is not a symbol table; calls (ops with a ``callee``
  symbol reference) to undefined symbols or with operand/result types other
  than the callee's function type.

``UnknownType`` (from recovered ops) never causes a type mismatch.

Speed: one walk with a set of the values visible at each point (values are
added as they are defined and removed when their region is left), so checking
an operand is one set lookup; dominator trees are only computed for regions
with more than one block (Cooper-Harvey-Kennedy on the region's CFG).
"""

from __future__ import annotations

import gc
import sys

from ..diagnostics import Diagnostic, Related
from . import attrs as A
from . import types as T
from .dominance import dominator_children, reverse_postorder
from .nodes import BlockArgument, Operation, OpResult, Region
from .registry import registry as _global_registry

__all__ = ["successor_operand_groups", "verify_module", "verify_op"]

_RECURSION_LIMIT = 12000


def verify_module(pm, registry=None) -> list[Diagnostic]:
    """Verify a parsed module (``pm.op`` is its ``builtin.module``)."""
    return verify_op(pm.op, registry)


def verify_units(module: Operation, units, registry=None, table: dict | None = None):
    """Verify the top-level ops ``units`` of ``module`` one by one (``table``:
    its symbol table, ``sym_name`` -> op, if the caller has it): returns
    ``(module_diagnostics, [diagnostics of each unit])``.  The same checks as
    ``verify_op(module)``, split so the language server verifies only the
    units whose text changed (module-level checks, e.g. duplicate symbols,
    are cheap and always redone)."""
    v = _Verifier(registry if registry is not None else _global_registry)
    info = v.info(module.name)
    with _deep_and_quiet():
        if info.model is not None and module.opaque is None:
            v.model_checks(module, info)
        if table is None:  # (the caller's table, when it knows there are no duplicates)
            table = v.table_of(module)
    head, per = v.diags, []
    v.tables.append(table)
    body = module.regions[0].blocks[0].ops if module.regions and module.regions[0].blocks else []
    last = body[-1] if body else None
    # the module body is a graph region: every top-level result is visible
    visible = {r for op in body if op.results for r in op.results}
    for unit in units:
        v.diags = []
        with _deep_and_quiet():
            try:
                v.block(_OneOpBlock(unit), set(visible), True, False, last)
            except RecursionError:
                v.error("internal: the IR is nested too deeply to verify", _span(unit))
            except Exception as e:  # a bug in bufls must not hide the other diagnostics
                v.error(f"internal: verifier failed: {type(e).__name__}: {e}", _span(unit))
        per.append(v.diags)
    return head, per


class _OneOpBlock:
    """A block holding one top-level op, for ``_Verifier.block``."""

    __slots__ = ("ops", "args", "label_span", "parent_op")

    def __init__(self, op: Operation):
        self.ops = [op]
        self.args = ()
        self.label_span = None
        self.parent_op = None


class _deep_and_quiet:
    """Deep recursion allowed and the cyclic GC paused (see ``verify_op``)."""

    def __enter__(self):
        self.limit = sys.getrecursionlimit()
        if self.limit < _RECURSION_LIMIT:
            sys.setrecursionlimit(_RECURSION_LIMIT)
        self.collect = gc.isenabled()
        gc.disable()

    def __exit__(self, *exc):
        if self.collect:
            gc.enable()
        if self.limit < _RECURSION_LIMIT:
            sys.setrecursionlimit(self.limit)
        return False


def verify_op(op: Operation, registry=None) -> list[Diagnostic]:
    """Verify ``op`` and everything nested in it; ``registry`` defaults to
    the global one."""
    v = _Verifier(registry if registry is not None else _global_registry)
    # three Python frames per level of region nesting (no C stack is used
    # by Python-to-Python calls since 3.11)
    limit = sys.getrecursionlimit()
    if limit < _RECURSION_LIMIT:
        sys.setrecursionlimit(_RECURSION_LIMIT)
    # the walk makes no reference cycles; collections triggered by its small
    # temporary objects would scan the whole (large) IR again and again
    collect = gc.isenabled()
    gc.disable()
    try:
        v.top(op)
    except RecursionError:
        v.error("internal: the IR is nested too deeply to verify", _span(op))
    except Exception as e:  # a bug in bufls must not hide the other diagnostics
        v.error(f"internal: verifier failed: {type(e).__name__}: {e}", _span(op))
    finally:
        if collect:
            gc.enable()
        if limit < _RECURSION_LIMIT:
            sys.setrecursionlimit(limit)
    return v.diags


def successor_operand_groups(op: Operation) -> list[list[int]] | None:
    """Default split of a branch op's operands per successor: with
    ``operandSegmentSizes``, the last segments, one per successor, after at
    least one other segment (``cf.cond_br``: condition, true, false); with a
    single successor, all operands.  ``None`` if unknown (ops like
    ``cf.switch`` give their own ``successor_operands`` interface)."""
    n = len(op.successors)
    if n == 0:
        return []
    seg = op.properties.get("operandSegmentSizes") or op.attributes.get("operandSegmentSizes")
    sizes = getattr(seg, "values", None)
    if sizes is not None:
        if len(sizes) <= n or sum(sizes) != len(op.operands):
            return None
        start = sum(sizes[:-n])
        groups = []
        for s in sizes[-n:]:
            groups.append(list(range(start, start + s)))
            start += s
        return groups
    if n == 1:
        return [list(range(len(op.operands)))]
    return None


# ---------------------------------------------------------------------------


class _Info:
    """What the verifier needs from an op's model, computed once per name."""

    __slots__ = (
        "model",
        "terminator",
        "return_like",
        "isolated",
        "symbol_table",
        "symbol",
        "no_terminator",
        "ssa",
        "single_block",
        "bounds",
        "hook",
    )

    def __init__(self, model):
        self.model = model
        traits = model.traits if model is not None else frozenset()
        self.terminator = "terminator" in traits
        self.return_like = "return_like" in traits
        self.isolated = "isolated_from_above" in traits
        self.symbol_table = "symbol_table" in traits
        self.symbol = "symbol" in traits
        self.single_block = "single_block" in traits
        # a single-block region may lack a terminator (MLIR: unregistered
        # ops "might have" NoTerminator)
        self.no_terminator = model is None or "no_terminator" in traits or "graph_region" in traits
        # regions with SSA dominance (MLIR: unregistered ops have graph regions)
        self.ssa = model is not None and "graph_region" not in traits
        self.hook = model.verify if model is not None else None
        # (min, max) operands, results, regions, successors; None: no limits
        self.bounds = None
        if model is not None:
            ranges = (model.num_operands, model.num_results, model.num_regions, model.num_successors)
            if any(r is not None for r in ranges):
                flat = []
                for r in ranges:
                    lo, hi = r if r is not None else (0, None)
                    flat += [lo, hi if hi is not None else 1 << 62]
                self.bounds = tuple(flat)


def _span(op: Operation | None) -> tuple[int, int]:
    """The op's name span, else the nearest spanned ancestor's."""
    while op is not None:
        s = op.name_span or op.span
        if s is not None:
            return s
        op = op.parent_op
    return (0, 0)


def _same_type(a, b) -> bool:
    return a is b or a == b or isinstance(a, T.UnknownType) or isinstance(b, T.UnknownType)


def _function_type(op: Operation):
    """The FunctionType of a function-like op (``function_type``), or None."""
    fa = op.properties.get("function_type") or op.attributes.get("function_type")
    t = getattr(fa, "type", None)
    return t if isinstance(t, T.FunctionType) else None


def _operand_span(op: Operation, k: int):
    spans = op.operand_spans
    return spans[k] if k < len(spans) and spans[k] is not None else _span(op)


def _successor_span(op: Operation, i: int):
    spans = op.successor_spans
    return spans[i] if i < len(spans) and spans[i] is not None else _span(op)


def _sym_name(op: Operation) -> str | None:
    a = op.attr("sym_name")
    return a.value if isinstance(a, A.StringAttr) else None


def _block_values(block):
    yield from block.args
    for op in block.ops:
        yield from op.results


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


class _Verifier:
    def __init__(self, registry):
        self.registry = registry
        self.diags: list[Diagnostic] = []
        self.infos: dict[str, _Info] = {}
        self.tables: list[dict] = []  # symbol tables of the ancestors
        self._table_cache: dict[int, dict] = {}
        self._hook_op: Operation | None = None
        self._op_start = 0  # first diagnostic of the current op
        self._hook_start = 0  # first diagnostic of its verify hook

    # -- reporting -------------------------------------------------------------
    def error(self, message: str, span, related=()) -> None:
        if span is None:
            span = (0, 0)
        self.diags.append(Diagnostic.make("verify", message, span[0], span[1], tuple(related)))

    def _report(self, message: str, span=None) -> None:
        """``report`` handed to models' verify hooks.  A message the generic
        checks already gave for this op (e.g. successor arguments) is dropped."""
        for d in self.diags[self._op_start : self._hook_start]:
            if d.message == message:
                return
        self.error(message, span if span is not None else _span(self._hook_op))

    def info(self, name: str) -> _Info:
        info = self.infos.get(name)
        if info is None:
            info = self.infos[name] = _Info(self.registry.get(name))
        return info

    def closed_dialect(self, op_name: str) -> bool:
        """Whether ``op_name``'s dialect is modelled completely (declared
        ``closed`` by its ``register()``): an unknown op name in it is an
        error, as in MLIR (elsewhere bufls may simply not know an op
        mlir-opt knows)."""
        return self.registry.dialect_has(op_name.split(".", 1)[0], "closed")

    # -- walk ------------------------------------------------------------------
    def top(self, op: Operation) -> None:
        self._op_start = len(self.diags)
        self.op(op, self.info(op.name), set())

    def op(self, op: Operation, info: _Info, visible: set) -> None:
        """Checks of ``op`` itself, then its regions."""
        if info.model is not None and op.opaque is None:
            self.model_checks(op, info)
        if info.symbol_table:
            self.tables.append(self.table_of(op))
        if op.regions:
            isolated = info.isolated
            for i, region in enumerate(op.regions):
                if isolated:
                    self.region(region, i, op, info, set(), True)
                else:
                    self.region(region, i, op, info, visible, False)
        if info.symbol_table:
            self.tables.pop()

    def region(self, region: Region, index: int, parent: Operation, pinfo: _Info, visible: set, fresh: bool) -> None:
        blocks = region.blocks
        if not blocks:
            return
        nb = len(blocks)
        if nb > 1 and pinfo.single_block:
            self.error(
                f"'{parent.name}' op expects region #{index} to have 0 or 1 blocks",
                blocks[1].label_span or _span(parent),
            )
        needs_term = not (nb == 1 and pinfo.no_terminator)
        if not pinfo.ssa:
            for b in blocks:
                visible.update(_block_values(b))
            for b in blocks:
                self.block(b, visible, True, needs_term)
        elif nb == 1:
            self.block(blocks[0], visible, True, needs_term)
        else:
            self.cfg_region(region, visible, needs_term)
        if not fresh:
            for b in blocks:
                if b.args:
                    visible.difference_update(b.args)
                for op in b.ops:
                    if op.results:
                        visible.difference_update(op.results)

    def block(self, block, visible: set, check: bool, needs_term: bool, last=None) -> None:
        """The ops of one block, in order; ``check``: verify the dominance of
        their operands (False in unreachable blocks); ``last``: the block's
        real last op when ``block`` holds only some of its ops."""
        if block.args:
            visible.update(block.args)
        ops = block.ops
        if not ops:
            if needs_term:
                self.error("empty block: expect at least a terminator", block.label_span or _span(block.parent_op))
            return
        if last is None:
            last = ops[-1]
        infos = self.infos
        issuperset = visible.issuperset
        for op in ops:
            info = infos.get(op.name)
            if info is None:
                info = self.info(op.name)
            if check and not issuperset(op.operands):
                self.bad_operands(op, visible)
            if op.successors:
                self._op_start = len(self.diags)
                self.successors(op, info)
                if op is not last:
                    self.error("operation with block successors must terminate its parent block", _span(op))
            elif info.terminator and op is not last:
                self.error(f"'{op.name}' op must be the last operation in the parent block", _span(op))
            if info.model is None and op.opaque is None and self.closed_dialect(op.name):
                self.error(
                    f"unregistered operation '{op.name}' found in dialect "
                    f"('{op.name.split('.', 1)[0]}') that does not allow unknown operations",
                    _span(op),
                )
            if op.regions or info.symbol_table:
                self.op(op, info, visible)
            elif info.model is not None and op.opaque is None:
                self.model_checks(op, info)
            if op.results:
                visible.update(op.results)
        if needs_term:
            info = infos[last.name]
            if info.model is not None and not info.terminator:
                self.error(f"block with no terminator, has '{last.name}'", _span(last))

    def cfg_region(self, region: Region, visible: set, needs_term: bool) -> None:
        """A multi-block SSA region: blocks in dominator-tree order, so the
        visible set holds exactly the values of the dominating blocks."""
        blocks = region.blocks
        succs = {}
        for b in blocks:
            t = b.ops[-1] if b.ops else None
            succs[b] = [s for s in t.successors if s.parent is region] if t is not None and t.successors else ()
        order = reverse_postorder(blocks[0], succs)
        children = dominator_children(order, succs)
        stack = [(blocks[0], False)]
        while stack:
            b, leaving = stack.pop()
            if leaving:
                visible.difference_update(_block_values(b))
                continue
            self.block(b, visible, True, needs_term)
            stack.append((b, True))
            for c in reversed(children.get(b, ())):
                stack.append((c, False))
        if len(order) != len(blocks):
            # Unreachable blocks: MLIR does not check their ops' operands,
            # and every other block dominates them (ops nested in them are
            # still checked against their ancestor in the block).
            reached = set(order)
            for b in blocks:
                visible.update(_block_values(b))
            for b in blocks:
                if b not in reached:
                    visible.difference_update(_block_values(b))
                    self.block(b, visible, False, needs_term)

    # -- dominance errors --------------------------------------------------------
    def bad_operands(self, op: Operation, visible: set) -> None:
        for k, v in enumerate(op.operands):
            if v in visible:
                continue
            if not isinstance(v, (OpResult, BlockArgument)):
                continue  # undefined name: reported by resolve.py
            span = _operand_span(op, k)
            def_block = v.parent_block
            def_region = def_block.parent if def_block is not None else None
            if def_region is None:
                self.error(f"operand #{k} is defined outside the IR (by a detached operation)", span)
                continue
            # the use's ancestor in the defining region; the isolated ops crossed
            cur, isolated = op, None
            while cur is not None and cur.parent is not None and cur.parent.parent is not def_region:
                region = cur.parent.parent
                parent = region.parent if region is not None else None
                if parent is not None and isolated is None and self.info(parent.name).isolated:
                    isolated = parent
                cur = parent
            found = cur is not None and cur.parent is not None
            if isolated is not None and not _inside(def_region, isolated):
                self.error(
                    "using value defined outside the region",
                    span,
                    [Related(*_span(isolated), "required by region isolation constraints")],
                )
                continue
            self.error(
                f"operand #{k} does not dominate this use",
                span,
                [Related(*self._def_span(v), "operand defined here" + _where(op, v, found))],
            )

    @staticmethod
    def _def_span(v) -> tuple[int, int]:
        if v.span is not None:
            return v.span
        owner = v.owner
        if isinstance(owner, Operation):
            return _span(owner)
        return owner.label_span or _span(owner.parent_op)

    # -- per-op checks ---------------------------------------------------------
    def model_checks(self, op: Operation, info: _Info) -> None:
        """The checks of a registered op that bufls could read."""
        if not op.successors:
            self._op_start = len(self.diags)
        ok = True
        b = info.bounds
        if b is not None and not (
            b[0] <= len(op.operands) <= b[1]
            and b[2] <= len(op.results) <= b[3]
            and b[4] <= len(op.regions) <= b[5]
            and b[6] <= len(op.successors) <= b[7]
        ):
            ok = self.counts(op, info.model)
        props, attrs = op.properties, op.attributes
        if props or attrs:
            seg = props.get("operandSegmentSizes") or attrs.get("operandSegmentSizes")
            if seg is not None and not self.segments(op, seg):
                ok = False
            callee = props.get("callee") or attrs.get("callee")
            if callee is not None and isinstance(callee, A.SymbolRefAttr):
                self.call(op, callee)
            if attrs:
                self.dialect_attributes(op, attrs)
            arg_attrs = props.get("arg_attrs") or attrs.get("arg_attrs")
            if arg_attrs is not None:
                self.argument_attributes(op, arg_attrs)
        if info.return_like:
            self.returned_types(op)
        if info.symbol:
            parent = op.parent_op
            if parent is not None:
                pinfo = self.info(parent.name)
                if pinfo.model is not None and not pinfo.symbol_table:
                    self.error(f"'{op.name}' op symbol's parent must have the SymbolTable trait", _span(op))
        if ok and info.hook is not None:
            self._hook_op = op
            self._hook_start = len(self.diags)
            try:
                info.hook(op, self._report)
            except Exception as e:
                self.error(f"internal: verifier of '{op.name}' failed: {type(e).__name__}: {e}", _span(op))

    def dialect_attributes(self, op: Operation, attrs) -> None:
        """Discardable attributes ``d.name`` checked by dialect ``d``'s
        attribute verifier (``Registry.add_attribute_verifier``)."""
        for name, attr in attrs.items():
            dialect, dot, _ = name.partition(".")
            hook = self.registry.attribute_verifier(dialect) if dot else None
            if hook is None:
                continue
            try:
                hook(op, name, attr, lambda message, span=None: self.error(message, span or _span(op)))
            except Exception as e:
                self.error(f"internal: verifier of attribute '{name}' failed: {type(e).__name__}: {e}", _span(op))

    def argument_attributes(self, op: Operation, arg_attrs) -> None:
        """The ``d.name`` entries of a function's ``arg_attrs``, checked by
        dialect ``d``'s argument attribute verifier
        (``Registry.add_argument_attribute_verifier``; MLIR's
        ``verifyRegionArgAttribute``), with the argument's type."""
        ft = getattr(op.attr("function_type"), "type", None)
        inputs = tuple(getattr(ft, "inputs", ()) or ())
        body = op.regions[0] if op.regions and op.regions[0].blocks else None
        args = body.blocks[0].args if body is not None else ()
        for i, entry in enumerate(getattr(arg_attrs, "values", ()) or ()):
            t = inputs[i] if i < len(inputs) else None
            for name, attr in getattr(entry, "entries", ()):
                dialect, dot, _ = name.partition(".")
                hook = self.registry.argument_attribute_verifier(dialect) if dot else None
                if hook is None:
                    continue
                span = (args[i].span if i < len(args) else None) or op.name_span or _span(op)
                try:
                    hook(name, attr, t, lambda message, span=span, i=i: self.error(f"argument #{i}: {message}", span))
                except Exception as e:
                    self.error(
                        f"internal: verifier of argument attribute '{name}' failed: {type(e).__name__}: {e}", span
                    )

    def segments(self, op: Operation, seg) -> bool:
        sizes = getattr(seg, "values", None)
        if sizes is None:
            return True
        total = sum(sizes)
        if total == len(op.operands):
            return True
        self.error(
            f"'{op.name}' op operand count ({len(op.operands)}) does not match with the "
            f"total size ({total}) specified in attribute 'operandSegmentSizes'",
            _span(op),
        )
        return False

    def counts(self, op: Operation, model) -> bool:
        ok = True
        for what, n, rng in (
            ("operand", len(op.operands), model.num_operands),
            ("result", len(op.results), model.num_results),
            ("region", len(op.regions), model.num_regions),
            ("successor", len(op.successors), model.num_successors),
        ):
            if rng is None:
                continue
            lo, hi = rng
            if n >= lo and (hi is None or n <= hi):
                continue
            if hi is None:
                want = f"{lo} or more {what}s"
            elif lo == hi:
                want = _plural(lo, what)
            else:
                want = f"between {lo} and {hi} {what}s"
            self.error(f"'{op.name}' op expected {want}, but found {n}", _span(op))
            ok = False
        return ok

    def successors(self, op: Operation, info: _Info) -> None:
        """Successors in the op's region; their operands match the target
        blocks' arguments (registered ops only, as MLIR's BranchOpInterface)."""
        block = op.parent
        region = block.parent if block is not None else None
        entry = region.blocks[0] if region is not None and region.blocks else None
        for i, s in enumerate(op.successors):
            if s is entry or (s.parent is not region and s.parent is not None):  # None: undefined label
                for i, s in enumerate(op.successors):
                    if s is entry:
                        self.error("entry block of region may not have predecessors", _successor_span(op, i))
                    elif s.parent is not region and s.parent is not None:
                        self.error(f"'{op.name}' op branching to block of a different region", _successor_span(op, i))
                return
        if info.model is None or op.opaque is not None:
            return
        hook = info.model.interfaces.get("successor_operands")
        if hook is not None:
            self._hook_op = op
            try:
                groups = hook(op)
            except Exception as e:
                self.error(f"internal: successor operands of '{op.name}' failed: {type(e).__name__}: {e}", _span(op))
                return
        else:
            groups = successor_operand_groups(op)
        if groups is None:
            return
        operands = op.operands
        try:
            for i, (s, idx) in enumerate(zip(op.successors, groups)):
                args = s.args
                if len(idx) != len(args):
                    if s.parent is not None:
                        self.error(
                            f"branch has {len(idx)} operands for successor #{i}, but target block has {len(args)}",
                            _successor_span(op, i),
                        )
                    continue
                for j, k in enumerate(idx):
                    a, b = operands[k].type, args[j].type
                    if a is not b and a != b and not _same_type(a, b):
                        self.error(
                            f"type mismatch for bb argument #{j} of successor #{i}: '{a}' vs '{b}'",
                            _operand_span(op, k),
                        )
        except (IndexError, TypeError) as e:  # a model's groups that do not fit the op
            self.error(f"internal: successor operands of '{op.name}' failed: {type(e).__name__}: {e}", _span(op))

    def returned_types(self, op: Operation) -> None:
        """A return_like op directly in a function returns its result types."""
        block = op.parent
        region = block.parent if block is not None else None
        func = region.parent if region is not None else None
        ft = _function_type(func) if func is not None else None
        if ft is None:
            return
        results = ft.results
        if len(op.operands) == len(results):
            for v, t in zip(op.operands, results):
                if v.type is not t and v.type != t:
                    break
            else:
                return
        name = _sym_name(func) or "?"
        if len(op.operands) != len(results):
            self.error(
                f"'{op.name}' op has {len(op.operands)} operands, but enclosing function "
                f"(@{name}) returns {len(results)}",
                _span(op),
            )
            return
        for i, (v, t) in enumerate(zip(op.operands, results)):
            if not _same_type(v.type, t):
                self.error(
                    f"type of return operand {i} ('{v.type}') doesn't match function result "
                    f"type ('{t}') in function @{name}",
                    _operand_span(op, i),
                )

    # -- symbols ---------------------------------------------------------------
    def table_of(self, op: Operation) -> dict:
        """``sym_name`` -> op for the symbols directly in ``op``'s regions;
        duplicates are reported when the table is first built."""
        table = self._table_cache.get(id(op))
        if table is not None:
            return table
        table = self._table_cache[id(op)] = {}
        for region in op.regions:
            for block in region.blocks:
                for child in block.ops:
                    name = _sym_name(child)
                    if name is None:
                        continue
                    prev = table.get(name)
                    if prev is None:
                        table[name] = child
                    else:
                        start, end = prev.symbol_span or _span(prev)
                        self.error(
                            f"redefinition of symbol named '{name}'",
                            child.symbol_span or _span(child),
                            [Related(start, end, "see existing symbol definition here")],
                        )
        return table

    def lookup(self, ref) -> Operation | None:
        if not self.tables:
            return None
        target = self.tables[-1].get(ref.root)
        for name in ref.nested:
            if target is None or not self.info(target.name).symbol_table:
                return None
            target = self.table_of(target).get(name)
        return target

    def call(self, op: Operation, ref) -> None:
        callee = self.lookup(ref)
        if callee is None:
            if self.tables:
                self.error(f"'{op.name}' op '{str(ref)[1:]}' does not reference a valid function", _span(op))
            return
        ft = _function_type(callee)
        if ft is None:
            return
        if len(ft.inputs) != len(op.operands):
            self.error(
                f"'{op.name}' op incorrect number of operands for callee: expected "
                f"{len(ft.inputs)}, got {len(op.operands)}",
                _span(op),
            )
        else:
            for i, (v, t) in enumerate(zip(op.operands, ft.inputs)):
                if not _same_type(v.type, t):
                    self.error(
                        f"'{op.name}' op operand type mismatch: expected operand type '{t}', "
                        f"but provided '{v.type}' for operand number {i}",
                        _operand_span(op, i),
                    )
                    break
        if len(ft.results) != len(op.results):
            self.error(
                f"'{op.name}' op incorrect number of results for callee: expected "
                f"{len(ft.results)}, got {len(op.results)}",
                _span(op),
            )
            return
        for i, (r, t) in enumerate(zip(op.results, ft.results)):
            if not _same_type(r.type, t):
                self.error(
                    f"'{op.name}' op result type mismatch at index {i}: '{r.type}' vs '{t}'", r.span or _span(op)
                )
                break


def _where(op: Operation, v, found: bool) -> str:
    """MLIR's note on where a non-dominating definition is."""
    use_block = op.parent
    def_block = v.parent_block
    if use_block is def_block:
        return " (op in the same block)" if isinstance(v, OpResult) else ""
    use_region = use_block.parent if use_block is not None else None
    def_region = def_block.parent
    kind = "op" if isinstance(v, OpResult) else "a block argument"
    if use_region is def_region:
        return f" ({kind} in the same region)"
    if found:
        return f" ({kind} in a parent region)"
    return (
        f" ({kind} in a child region)"
        if _encloses(use_region, def_region)
        else f" ({kind} neither in a parent nor in a child region)"
    )


def _inside(region: Region | None, op: Operation) -> bool:
    """Is ``region`` one of ``op``'s regions or nested in one?"""
    while region is not None:
        parent = region.parent
        if parent is op:
            return True
        b = parent.parent if parent is not None else None
        region = b.parent if b is not None else None
    return False


def _encloses(outer: Region | None, inner: Region | None) -> bool:
    while inner is not None:
        op = inner.parent
        b = op.parent if op is not None else None
        inner = b.parent if b is not None else None
        if inner is outer:
            return True
    return False
