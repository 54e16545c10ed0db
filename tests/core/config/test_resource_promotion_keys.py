"""``hoist`` and ``promote-to`` in a resource table (issue 20): read into the
spec and the resource, checked, located, and kept by the fingerprint."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from bufls.core.analysis.resources import DEFAULT, ResourceConfigError, resources_from_config
from bufls.core.config import project as C
from bufls.core.syntax.source import SourceFile

STACK = '[[resource]]\nname = "stack"\nalloc = ["acme.stack_alloc"]\nautomatic = true\n'
POOL = (
    '[[resource]]\nname = "pool"\nalloc = ["acme.pool_alloc"]\ndealloc = "acme.pool_free"\n'
    'promote-to = "stack"\nhoist = false\n'
)


def write(path: Path, text: str) -> Path:
    path.write_text(textwrap.dedent(text).lstrip("\n"), encoding="utf-8")
    return path


def problem_lines(cfg):
    out = []
    for p in cfg.problems:
        text = Path(p.path).read_text(encoding="utf-8")
        out.append((SourceFile(text).line_col(p.diagnostic.start)[0] + 1, p.diagnostic.message))
    return out


def test_the_built_in_resources_promote_memref_to_alloca_and_gpu_buffers_stay_put():
    memref = DEFAULT.by_name("memref")
    assert memref.stack == "alloca" and DEFAULT.promotion_target(memref) is DEFAULT.by_name("alloca")
    assert DEFAULT.promotion_target(DEFAULT.by_name("gpu")) is None
    assert [r.name for r in DEFAULT if not r.hoist] == ["gpu"]  # (mlir-opt 22 never moves gpu.alloc)


def test_hoist_and_promote_to_are_read_into_the_spec_and_the_resource(tmp_path):
    write(tmp_path / "bufls.toml", STACK + POOL)
    cfg = C.load_config(tmp_path)
    assert cfg.problems == ()
    pool = next(s for s in cfg.resource_specs if s.name == "pool")
    assert (pool.hoist, pool.stack) == (False, "stack")
    assert pool.as_table()["promote-to"] == "stack" and pool.as_table()["hoist"] is False
    res = cfg.resources
    assert res.promotion_target(res.by_name("pool")) is res.by_name("stack")
    assert res.by_name("pool").hoist is False and res.by_name("stack").hoist is True
    plain = C.config_from_mapping({"resource": [{"name": "stack", "alloc": ["acme.stack_alloc"], "automatic": True}]})
    assert cfg.fingerprint() != C.config_from_mapping({}).fingerprint() != plain.fingerprint()


def test_a_configured_resource_is_never_promoted_unless_it_says_so(tmp_path):
    write(tmp_path / "bufls.toml", STACK + POOL.replace('promote-to = "stack"\n', ""))
    res = C.load_config(tmp_path).resources
    assert res.by_name("pool").stack is None and res.promotion_target(res.by_name("pool")) is None


def test_promote_to_the_built_in_stack(tmp_path):
    write(tmp_path / "bufls.toml", POOL.replace('"stack"', '"alloca"'))
    cfg = C.load_config(tmp_path)
    assert cfg.problems == () and cfg.resources.promotion_target(cfg.resources.by_name("pool")).name == "alloca"


@pytest.mark.parametrize(
    "tables,line,words",
    [
        (STACK + POOL.replace("hoist = false", 'hoist = "no"'), 10, "'hoist' must be true or false, not a string"),
        (STACK + POOL.replace('"stack"\n', "1\n"), 9, "'promote-to' must name an automatic resource, not a number"),
        (STACK + POOL.replace('"stack"\n', '""\n'), 9, "not an empty string"),
        (POOL, 5, "'promote-to' names no resource: 'stack'"),
        (POOL.replace('"stack"', '"gpu"'), 5, "must name an automatic resource"),
        (STACK + 'promote-to = "alloca"\n', 5, "'stack' is automatic"),
        (
            '[[resource]]\nname = "rc"\nkind = "refcounted"\nalloc = ["rc.alloc"]\nretain = "rc.retain"\n'
            'release = "rc.release"\npromote-to = "alloca"\n',
            7,
            "is reference-counted",
        ),
    ],
)
def test_bad_hoist_and_promote_to_are_located(tmp_path, tables, line, words):
    write(tmp_path / "bufls.toml", tables)
    cfg = C.load_config(tmp_path)
    found = problem_lines(cfg)
    assert found and found[0][0] == line and words in found[0][1], found
    cfg.resources  # the tables left are usable  # noqa: B018


def test_the_resource_model_checks_the_keys_itself():
    with pytest.raises(ResourceConfigError) as exc:
        resources_from_config({"resource": [{"name": "p", "alloc": ["a.b"], "dealloc": "a.c", "promote-to": "nope"}]})
    assert exc.value.key == "resource[0].promote-to"
    with pytest.raises(ResourceConfigError) as exc:
        resources_from_config({"resource": [{"name": "p", "alloc": ["a.b"], "dealloc": "a.c", "hoist": 1}]})
    assert exc.value.key == "resource[0].hoist"
