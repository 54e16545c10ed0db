"""Properties of a whole dialect come from its ``register()``
(``Registry.add_dialect_properties``): the verifier and the printer ask
the registry, they keep no list of dialect names."""

import pytest

from bufls.core.ir.registry import OpModel, Registry
from bufls.core.ir.verifier import verify_module
from bufls.core.syntax.parser import parse_text

UNKNOWN_OPS = """func.func @f() {
  "acme.known"() : () -> ()
  "acme.unknown"() : () -> ()
  "func.unknown"() : () -> ()
  return
}
"""


def _messages(registry) -> list[str]:
    result = parse_text(UNKNOWN_OPS)
    assert not result.diagnostics, result.diagnostics
    return [d.message for pm in result.modules for d in verify_module(pm, registry)]


def test_an_unknown_op_of_a_dialect_declared_closed_is_an_error():
    r = Registry()
    r.add(OpModel("acme.known"))
    r.add_dialect_properties("acme", "closed")
    assert _messages(r) == [
        "unregistered operation 'acme.unknown' found in dialect ('acme') that does not allow unknown operations",
        "unregistered operation 'func.unknown' found in dialect ('func') that does not allow unknown operations",
    ]


def test_an_unknown_op_of_any_other_dialect_is_accepted():
    r = Registry()
    r.add(OpModel("acme.known"))
    assert _messages(r) == [
        "unregistered operation 'func.unknown' found in dialect ('func') that does not allow unknown operations"
    ]


def test_the_built_in_dialects_declare_their_properties():
    r = Registry()
    assert all(r.dialect_has(d, "closed") for d in ("func", "cf", "memref", "bufferization", "scf"))
    assert not r.dialect_has("vector", "closed")  # bufls models only part of it
    assert r.dialect_has("builtin", "implicit_prefix")
    assert not r.dialect_has("func", "implicit_prefix")


def test_an_unknown_property_is_refused():
    with pytest.raises(AssertionError):
        Registry().add_dialect_properties("acme", "open")
