"""A dialect gives its ops pass behaviour by attaching models when it
registers (``register(registry)``, as every module of core/dialects does);
the passes ask the registry and know no op names.

The dialect ``acme`` below is registered by the tests only: ``acme.invoke``
calls a function pointer (like ``func.call_indirect``), and ``acme.not``
negates an ``i1``.
"""

from __future__ import annotations

import pytest

from bufls.core.api import parse_file, print_result
from bufls.core.ir.buffer_deallocation import KEY as BUFFER_DEALLOCATION
from bufls.core.ir.buffer_deallocation import DeallocModel
from bufls.core.ir.nodes import Operation
from bufls.core.ir.registry import OpModel, registry
from bufls.core.ir.rewriter import declare_patterns
from bufls.core.passes.base import run_pipeline

ACME_OPS = ("acme.invoke", "acme.not")


def double_negation(op: Operation, rw) -> bool:
    """``acme.not(acme.not(%x))`` is ``%x``."""
    inner = op.operands[0].owner
    if not isinstance(inner, Operation) or inner.name != "acme.not":
        return False
    rw.replace_op(op, [inner.operands[0]])
    return True


def register_acme(reg, with_models: bool) -> None:
    """What ``core/dialects/acme.py`` would hold."""
    reg.add(OpModel("acme.invoke", summary="Calls a function pointer."))
    reg.add(OpModel("acme.not", traits=frozenset({"pure"}), summary="Negates an i1."))
    if with_models:
        # the caller owns the memref results (the function-boundary ABI)
        reg.attach("acme.invoke", BUFFER_DEALLOCATION, DeallocModel(process=lambda fd, op: fd.own_call_results(op)))
        declare_patterns(reg, {"acme.not": [double_negation]})


@pytest.fixture(params=[False, True], ids=["without_models", "with_models"])
def acme(request):
    register_acme(registry, request.param)
    yield request.param
    for name in ACME_OPS:
        registry._models.pop(name, None)


def run(text: str, *flags: str) -> tuple[str, list]:
    result = parse_file(text, "case.mlir", split=True)
    assert not [d for d in result.diagnostics if d.severity.name == "ERROR"]
    diagnostics: list = []
    for pm in result.modules:
        run_pipeline(pm, list(flags), None, diagnostics)
    return print_result(result), diagnostics


INVOKE = """
func.func @f(%p: i64) -> memref<2xf32> {
  %m = "acme.invoke"(%p) : (i64) -> memref<2xf32>
  return %m : memref<2xf32>
}
"""


def test_an_invoke_result_is_owned_only_with_the_model_its_dialect_attaches(acme):
    out, diagnostics = run(INVOKE, "--ownership-based-buffer-deallocation")
    if acme:
        # owned like a call result: returned as is, no clone, no warning
        assert "bufferization.clone" not in out
        assert diagnostics == []
    else:
        # unknown effects: a warning, and the result (not surely owned) is cloned
        assert "bufferization.clone" in out
        assert [d.code for d in diagnostics] == ["BUF202"]


NOT_NOT = """
func.func @f(%c: i1) -> i1 {
  %n = "acme.not"(%c) : (i1) -> i1
  %m = "acme.not"(%n) : (i1) -> i1
  return %m : i1
}
"""


def test_canonicalize_applies_the_patterns_the_dialect_declares(acme):
    out, _ = run(NOT_NOT, "--canonicalize")
    assert out.count('"acme.not"') == (0 if acme else 2)
    assert ("return %c : i1" in out) == acme
