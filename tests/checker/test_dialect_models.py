"""An op of a new dialect gets the checker's semantics from the models its
dialect attaches to the registry, never from its name: the same IR is
checked with and without the model."""

from __future__ import annotations

import textwrap

import pytest

from bufls.core.api import parse_file
from bufls.core.checker import engine as checker
from bufls.core.ir.checker_transfer import KEY as CHECKER_TRANSFER
from bufls.core.ir.checker_transfer import TransferModel
from bufls.core.ir.interfaces import read
from bufls.core.ir.registry import OpModel, registry


@pytest.fixture
def acme(monkeypatch):
    """Registers the ops of ``interfaces`` (op name -> interface models) in
    the registry for one test, as a dialect's ``register()`` would."""
    registry.get("memref.load")  # the built-in dialects first

    def register(**ops):
        for name, interfaces in ops.items():
            monkeypatch.setitem(registry._models, f"acme.{name}", OpModel(f"acme.{name}", interfaces=dict(interfaces)))

    return register


def codes(src: str) -> list[str]:
    text = textwrap.dedent(src).lstrip("\n")
    result = parse_file(text, "t.mlir")
    assert not result.diagnostics, result.diagnostics
    return [d.code for pm in result.modules for d in checker.check_module(pm, None, text=text)]


# The flag stored in %flags is true, so %a is freed on every path: only a
# checker that reads the flag back through acme.load sees it.
LOAD = """
    func.func @f() {
      %c0 = arith.constant 0 : index
      %true = arith.constant true
      %flags = memref.alloca() : memref<1xi1>
      memref.store %true, %flags[%c0] : memref<1xi1>
      %c = "acme.load"(%flags, %c0) : (memref<1xi1>, index) -> i1
      %a = memref.alloc() : memref<4xf32>
      scf.if %c {
        memref.dealloc %a : memref<4xf32>
      }
      return
    }
"""


def test_a_load_like_op_reads_back_what_was_stored_when_its_dialect_says_it_is_a_load(acme):
    acme(load={"memory_effects": [read(0)], CHECKER_TRANSFER: TransferModel("load")})
    assert codes(LOAD) == []


def test_without_the_model_the_loaded_flag_is_unknown_and_the_buffer_may_leak(acme):
    acme(load={"memory_effects": [read(0)]})
    assert codes(LOAD) == ["BUF001"]


CAST = """
    func.func @f() {
      %a = memref.alloc() : memref<4xf32>
      %b = "acme.cast"(%a) : (memref<4xf32>) -> memref<?xf32>
      memref.dealloc %b : memref<?xf32>
      return
    }
"""


def test_freeing_through_a_view_that_keeps_its_base_frees_the_buffer(acme):
    acme(cast={"memory_effects": [], "view_source": 0, "view_keeps_base": True})
    assert codes(CAST) == []


def test_freeing_through_any_other_view_is_a_free_of_a_view(acme):
    acme(cast={"memory_effects": [], "view_source": 0})
    assert codes(CAST) == ["BUF004"]


def test_a_comparison_reads_its_predicate_through_its_model(acme):
    """``acme.cmp`` numbers its predicates its own way: 7 is ``eq``."""

    def predicate(op):
        return {7: "eq"}.get(getattr(op.attr("predicate"), "value", None))

    acme(cmp={"memory_effects": [], CHECKER_TRANSFER: TransferModel("cmpi", predicate)})
    src = """
        func.func @f() {
          %c1 = arith.constant 1 : index
          %e = "acme.cmp"(%c1, %c1) {predicate = 7 : i64} : (index, index) -> i1
          %a = memref.alloc() : memref<4xf32>
          scf.if %e {
            memref.dealloc %a : memref<4xf32>
          }
          return
        }
    """
    assert codes(src) == []
    assert codes(src.replace("7 : i64", "3 : i64")) == ["BUF001"]


def test_a_role_the_checker_does_not_know_is_refused_at_registration():
    with pytest.raises(AssertionError):
        TransferModel("copy")
    with pytest.raises(AssertionError):
        TransferModel("load", predicate=lambda op: "eq")
