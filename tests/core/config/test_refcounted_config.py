"""``kind = "refcounted"`` resource tables: read into ``Resource.counted``
(release as ``dealloc``, retain as ``clone``), and located problems."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from bufls.core.analysis.resources import ResourceConfigError, resources_from_config
from bufls.core.config import project as C
from bufls.core.syntax.source import SourceFile

RC = '[[resource]]\nname = "rc"\nkind = "refcounted"\nalloc = ["rc.alloc"]\n'


def problem_lines(tmp_path: Path, text: str):
    (tmp_path / "bufls.toml").write_text(textwrap.dedent(text).lstrip("\n"), encoding="utf-8")
    cfg = C.load_config(tmp_path)
    src = SourceFile((tmp_path / "bufls.toml").read_text(encoding="utf-8"))
    return cfg, [(src.line_col(p.diagnostic.start)[0] + 1, p.diagnostic.message) for p in cfg.problems]


def test_a_refcounted_table_is_read(tmp_path):
    cfg, problems = problem_lines(tmp_path, RC + 'retain = "rc.retain"\nrelease = "rc.release"\n')
    assert problems == []
    rc = cfg.resources.by_name("rc")
    assert (rc.counted, rc.dealloc, rc.clone, rc.automatic) == (True, "rc.release", "rc.retain", False)
    assert cfg.resources.by_name("memref").counted is False


@pytest.mark.parametrize(
    "extra, line, words",
    [
        (
            'dealloc = "rc.free"\nretain = "rc.retain"\nrelease = "rc.release"\n',
            5,
            "has 'release' and 'retain', not 'dealloc'",
        ),
        ('release = "rc.release"\n', 3, "needs a 'retain' op"),
        ('retain = 4\nrelease = "rc.release"\n', 5, "'retain' must be an op name, not a number"),
    ],
    ids=["dealloc-in-counted", "no-retain", "retain-not-a-string"],
)
def test_bad_refcounted_tables_are_located(tmp_path, extra, line, words):
    _, problems = problem_lines(tmp_path, RC + extra)
    assert len(problems) == 1 and problems[0][0] == line and words in problems[0][1], problems


def test_kind_and_counted_keys_in_a_unique_table_are_located(tmp_path):
    _, problems = problem_lines(
        tmp_path, '[[resource]]\nname = "p"\nkind = "shared"\nalloc = ["p.alloc"]\ndealloc = "p.free"\n'
    )
    assert problems == [(3, "resource 'p': 'kind' must be \"unique\" or \"refcounted\", not 'shared'")]
    _, problems = problem_lines(
        tmp_path, '[[resource]]\nname = "p"\nalloc = ["p.alloc"]\ndealloc = "p.free"\nretain = "p.retain"\n'
    )
    assert len(problems) == 1 and problems[0][0] == 5 and "belongs to a reference-counted resource" in problems[0][1]


def test_the_resource_model_checks_the_same_rules():
    with pytest.raises(ResourceConfigError, match="needs a 'release' op"):
        resources_from_config(
            {"resource": [{"name": "rc", "kind": "refcounted", "alloc": ["rc.alloc"], "retain": "r"}]}
        )
    with pytest.raises(ResourceConfigError, match="'kind' must be"):
        resources_from_config({"resource": [{"name": "rc", "kind": 3, "alloc": ["rc.alloc"], "dealloc": "rc.f"}]})
