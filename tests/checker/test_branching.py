"""The branch-guard models are found through the registry (``core.guards``
builds them; ``analysis.branching`` looks them up by interface)."""

from __future__ import annotations

import textwrap

from bufls.core.api import parse_file
from bufls.core.checker.branching import induction_facts, region_guards, successor_guards
from bufls.core.ir.interfaces import PARENT, region_successors
from bufls.core.ir.registry import registry


def _ops(src: str) -> dict:
    result = parse_file(textwrap.dedent(src).lstrip("\n"), "t.mlir")
    assert not result.diagnostics, result.diagnostics
    found = {}
    for pm in result.modules:
        for op in pm.op.walk():
            found.setdefault(op.name, op)
    return found


def test_models_are_registry_interfaces():
    for name in ("cf.cond_br", "cf.switch"):
        assert callable(registry.get(name).interfaces["successor_guards"])
    for name in ("scf.if", "scf.while", "scf.for", "scf.index_switch"):
        assert callable(registry.get(name).interfaces["region_guards"])
    assert callable(registry.get("scf.for").interfaces["induction_facts"])
    assert "successor_guards" not in registry.get("cf.br").interfaces


def test_switch_guards_through_registry():
    ops = _ops("""
        func.func @f(%x: i32) {
          cf.switch %x : i32, [default: ^d, 0: ^a, 1: ^b]
        ^d:
          return
        ^a:
          return
        ^b:
          return
        }
    """)
    sw = ops["cf.switch"]
    x = sw.operands[0]
    assert successor_guards(sw) == [
        ("cases", x, ((0, False), (1, False))),
        ("cases", x, ((0, True),)),
        ("cases", x, ((1, True),)),
    ]


def test_if_guards_and_for_facts():
    ops = _ops("""
        func.func @f(%c: i1, %lb: index, %ub: index, %s: index) {
          scf.if %c {
          }
          scf.for %i = %lb to %ub step %s {
          }
          return
        }
    """)
    op_if, op_for = ops["scf.if"], ops["scf.for"]
    c = op_if.operands[0]
    succs = region_successors(op_if, PARENT)
    assert region_guards(op_if, PARENT, None, succs) == [("cond", c, True), ("cond", c, False)]
    assert len(induction_facts(op_for, 0)) == 5
    assert induction_facts(op_for, PARENT) == []
    assert induction_facts(op_if, 0) == []


class _Unknown:
    name = "test.unknown_branch"
    successors = [object(), object(), object()]
    operands = []
    regions = []


def test_unknown_op_gets_no_guards():
    assert registry.get(_Unknown.name) is None
    assert successor_guards(_Unknown()) == [None] * 3
    assert region_guards(_Unknown(), PARENT, None, [(0, []), (1, [])]) == [None] * 2
    assert induction_facts(_Unknown(), 0) == []
