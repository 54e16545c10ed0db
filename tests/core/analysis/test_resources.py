"""Allocation resources: the built-in ones, resources declared in the
configuration, and clear errors (with the offending key) for bad tables."""

import tomllib

import pytest

from bufls.core.analysis.resources import (
    BUILTIN,
    DEFAULT,
    Resource,
    ResourceConfigError,
    Resources,
    resources_from_config,
)
from bufls.core.ir import types as T
from bufls.core.ir.nodes import Operation

MEMREF = T.MemRefType((4,), T.FloatType("f32"))


def op(name, operands=(), results=(MEMREF,)):
    return Operation(name, list(operands), list(results))


def test_builtin_resources():
    res = Resources()
    assert [r.name for r in res] == ["memref", "alloca", "gpu"]
    assert res.for_alloc(op("memref.alloc")).dealloc == "memref.dealloc"
    assert res.for_alloc(op("memref.alloca")).automatic
    assert res.for_alloc(op("memref.alloca")).dealloc is None
    assert res.for_alloc(op("gpu.alloc")).name == "gpu"
    assert res.for_dealloc(op("gpu.dealloc", results=())).name == "gpu"
    assert res.for_clone(op("bufferization.clone")).name == "memref"
    assert res.for_alloc(op("memref.load")) is None
    assert res.by_name("memref") is BUILTIN[0]
    assert DEFAULT.by_name("alloca").automatic


def test_unknown_resource_name():
    with pytest.raises(KeyError, match="no allocation resource named 'pool'"):
        Resources().by_name("pool")


def test_config_tables_from_toml():
    cfg = tomllib.loads("""
[tool.bufls]
[[tool.bufls.resource]]
name = "pool"
alloc = ["acme.pool_alloc", "acme.pool_alloc_aligned"]
dealloc = "acme.pool_free"
clone = "acme.pool_clone"
[[tool.bufls.resource]]
name = "stack"
alloc = ["acme.stack_alloc"]
automatic = true
""")["tool"]["bufls"]
    res = resources_from_config(cfg)
    assert [r.name for r in res] == ["memref", "alloca", "gpu", "pool", "stack"]
    pool = res.by_name("pool")
    assert pool == Resource(
        "pool", frozenset({"acme.pool_alloc", "acme.pool_alloc_aligned"}), "acme.pool_free", "acme.pool_clone"
    )
    assert res.for_alloc(op("acme.pool_alloc_aligned")) is pool
    assert res.for_dealloc(op("acme.pool_free", [], ())) is pool
    assert res.for_clone(op("acme.pool_clone")) is pool
    stack = res.by_name("stack")
    assert stack.automatic and stack.dealloc is None and stack.clone is None
    assert res.for_alloc(op("memref.alloc")).name == "memref"  # built-ins stay


def test_no_resource_tables_gives_the_builtins():
    assert [r.name for r in resources_from_config({})] == ["memref", "alloca", "gpu"]


BAD = [
    # (what it checks, resource tables, key, message fragment)
    ("a name is required", [{"alloc": ["a.b"], "dealloc": "a.c"}], "resource[0].name", "'name'"),
    (
        "alloc must be a list of op names",
        [{"name": "p", "alloc": [], "dealloc": "a.c"}],
        "resource[0].alloc",
        "non-empty array",
    ),
    (
        "op names need a dialect prefix",
        [{"name": "p", "alloc": ["alloc"], "dealloc": "a.c"}],
        "resource[0].alloc",
        "'dialect.op'",
    ),
    ("a freed resource needs a dealloc op", [{"name": "p", "alloc": ["a.b"]}], "resource[0]", "needs a 'dealloc' op"),
    (
        "an automatic resource has no dealloc op",
        [{"name": "p", "alloc": ["a.b"], "dealloc": "a.c", "automatic": True}],
        "resource[0].dealloc",
        "automatic",
    ),
    (
        "automatic is a boolean",
        [{"name": "p", "alloc": ["a.b"], "automatic": "yes"}],
        "resource[0].automatic",
        "true or false",
    ),
    (
        "unknown keys are rejected",
        [{"name": "p", "alloc": ["a.b"], "dealloc": "a.c", "free": "x.y"}],
        "resource[0].free",
        "unknown key 'free'",
    ),
    (
        "built-in names cannot be redeclared",
        [{"name": "memref", "alloc": ["a.b"], "dealloc": "a.c"}],
        "resource[0].name",
        "built-in",
    ),
    (
        "names are unique",
        [{"name": "p", "alloc": ["a.b"], "dealloc": "a.c"}, {"name": "p", "alloc": ["a.d"], "dealloc": "a.e"}],
        "resource[1].name",
        "already declared",
    ),
    (
        "an op belongs to one resource",
        [{"name": "p", "alloc": ["a.b"], "dealloc": "a.c"}, {"name": "q", "alloc": ["a.d"], "dealloc": "a.c"}],
        "resource[1].dealloc",
        "already belongs to resource 'p'",
    ),
    (
        "built-in ops cannot be claimed",
        [{"name": "p", "alloc": ["memref.alloc"], "dealloc": "a.c"}],
        "resource[0].alloc",
        "built-in resource 'memref'",
    ),
    ("one op, one role", [{"name": "p", "alloc": ["a.b"], "dealloc": "a.b"}], "resource[0]", "two roles"),
    ("tables, not strings", ["pool"], "resource[0]", "expected a table"),
]


@pytest.mark.parametrize("what,tables,key,fragment", BAD, ids=[b[0] for b in BAD])
def test_bad_config_is_a_clear_error(what, tables, key, fragment):
    with pytest.raises(ResourceConfigError) as info:
        resources_from_config({"resource": tables})
    assert info.value.key == key
    assert fragment in info.value.message
    assert str(info.value).startswith(key + ": ")


def test_resource_must_be_an_array():
    with pytest.raises(ResourceConfigError, match="array of tables"):
        resources_from_config({"resource": 3})
