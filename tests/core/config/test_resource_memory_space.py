"""``memory-space`` in a resource table (issue 19, item 3): read, checked,
located, and what ``Resources`` makes of it."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from bufls.core.analysis.resources import ResourceConfigError, resources_from_config
from bufls.core.api import parse_file
from bufls.core.config import project as C
from bufls.core.syntax.source import SourceFile

DEVICE = '[[resource]]\nname = "device"\nalloc = ["memref.alloc"]\nmemory-space = [1]\ndealloc = "acme.device_free"\n'


def write(path: Path, text: str) -> Path:
    path.write_text(textwrap.dedent(text).lstrip("\n"), encoding="utf-8")
    return path


def problem_lines(cfg):
    out = []
    for p in cfg.problems:
        text = Path(p.path).read_text(encoding="utf-8")
        out.append((SourceFile(text).line_col(p.diagnostic.start)[0] + 1, p.diagnostic.message))
    return out


def test_memory_spaces_are_read_into_the_spec_and_the_resource(tmp_path):
    write(
        tmp_path / "bufls.toml",
        DEVICE + '[[resource]]\nname = "global"\nalloc = ["memref.alloc"]\n'
        'memory-space = ["#gpu.address_space< global >"]\ndealloc = "acme.free"\n',
    )
    cfg = C.load_config(tmp_path)
    assert cfg.problems == ()
    assert [s.memory_space for s in cfg.resource_specs] == [(1,), ("#gpu.address_space< global >",)]
    res = cfg.resources
    assert res.by_name("device").memory_space == {"1"}
    assert res.by_name("global").memory_space == {"#gpu.address_space<global>"}  # blanks do not count
    assert cfg.fingerprint() != C.config_from_mapping({}).fingerprint()


def test_one_memory_space_alone_is_a_list_of_one(tmp_path):
    write(tmp_path / "bufls.toml", DEVICE.replace("[1]", "1"))
    cfg = C.load_config(tmp_path)
    assert cfg.problems == () and cfg.resources.by_name("device").memory_space == {"1"}


@pytest.mark.parametrize(
    "tables,line,words",
    [
        (DEVICE.replace("[1]", "[true]"), 4, "'memory-space' must list memory spaces"),
        (DEVICE.replace("[1]", "[-1]"), 4, "not -1"),
        (DEVICE.replace("[1]", "[]"), 4, "not an empty array"),
        (DEVICE.replace("[1]", '[""]'), 4, "'memory-space' must list memory spaces"),
        (DEVICE.replace("[1]", "{a = 1}"), 4, "not a table"),
        # memref.alloc without a memory space is the built-in memref resource's
        (DEVICE.replace("memory-space = [1]\n", ""), 3, "memref.alloc already allocates resource 'memref'"),
        # two resources of one op in one memory space
        (DEVICE + DEVICE.replace('"device"', '"other"').replace("device_free", "other_free"), 9, "memory space 1"),
        # a dealloc op shared by two resources, neither restricted
        (
            DEVICE + '[[resource]]\nname = "p"\nalloc = ["a.b"]\ndealloc = "a.c"\n'
            '[[resource]]\nname = "q"\nalloc = ["x.y"]\ndealloc = "a.c"\n',
            13,
            "op 'a.c' already belongs to resource 'p'",
        ),
    ],
)
def test_bad_memory_spaces_are_located(tmp_path, tables, line, words):
    write(tmp_path / "bufls.toml", tables)
    cfg = C.load_config(tmp_path)
    found = problem_lines(cfg)
    assert found and found[0][0] == line and words in found[0][1], found
    cfg.resources  # the tables left are usable  # noqa: B018


def test_a_bad_table_is_left_out_and_the_others_still_apply(tmp_path):
    write(tmp_path / "bufls.toml", DEVICE + DEVICE.replace('"device"', '"other"').replace("device_free", "other_free"))
    cfg = C.load_config(tmp_path)
    assert [s.name for s in cfg.resource_specs] == ["device"]
    assert "device" in cfg.resources.names()


def test_a_free_op_may_be_shared_when_memory_spaces_tell_the_resources_apart():
    res = resources_from_config(
        {
            "resource": [
                {"name": "g", "alloc": ["memref.alloc"], "memory-space": [2], "dealloc": "acme.free"},
                {"name": "p", "alloc": ["acme.pool_alloc"], "dealloc": "acme.free"},
            ]
        }
    )
    assert res.shares_dealloc(res.by_name("g")) and res.shares_dealloc(res.by_name("p"))
    with pytest.raises(ResourceConfigError) as exc:
        resources_from_config(
            {
                "resource": [
                    {"name": "g", "alloc": ["memref.alloc"], "memory-space": [2], "dealloc": "acme.free"},
                    {"name": "p", "alloc": ["acme.pool_alloc"], "dealloc": "acme.free"},
                    {"name": "q", "alloc": ["acme.q_alloc"], "dealloc": "acme.free"},
                ]
            }
        )
    assert exc.value.key == "resource[2].dealloc"
    with pytest.raises(ResourceConfigError) as exc:
        resources_from_config({"resource": [{"name": "g", "alloc": ["acme.a"], "dealloc": "memref.alloc"}]})
    assert "already belongs to built-in resource 'memref'" in exc.value.message


def _ops(text: str):
    result = parse_file(textwrap.dedent(text).lstrip("\n"), "t.mlir")
    assert not result.diagnostics, result.diagnostics
    return [op for op in result.modules[0].op.walk() if op.name not in ("builtin.module", "func.func", "func.return")]


def test_for_alloc_and_for_dealloc_per_op():
    res = resources_from_config(
        {
            "resource": [
                {"name": "device", "alloc": ["memref.alloc"], "memory-space": [1], "dealloc": "memref.dealloc"},
                {"name": "pool", "alloc": ["acme.pool_alloc"], "dealloc": "acme.pool_free"},
            ]
        }
    )
    ops = _ops("""
        func.func @f() {
          %a = memref.alloc() : memref<4xf32, 1>
          %b = memref.alloc() : memref<4xf32>
          %c = memref.alloc() {bufls.resource = "pool"} : memref<4xf32, 1>
          %d = memref.alloc() {bufls.resource = "nothing"} : memref<4xf32, 1>
          memref.dealloc %a : memref<4xf32, 1>
          memref.dealloc %b : memref<4xf32>
          memref.dealloc %c {bufls.resource = "memref"} : memref<4xf32, 1>
          return
        }
    """)
    assert [getattr(res.for_alloc(op), "name", None) for op in ops] == [
        "device",
        "memref",
        "pool",
        "device",  # an unknown name is ignored (and reported: resource_attrs.py)
        None,
        None,
        None,
    ]
    assert [getattr(res.for_dealloc(op), "name", None) for op in ops[4:]] == ["device", "memref", "memref"]
