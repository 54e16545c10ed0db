"""The greedy driver's fast walks and its per-name dead-op verdicts agree
with the plain definitions they replace (``Region.ops``, ``Operation.walk``,
``would_be_trivially_dead``)."""

from __future__ import annotations

from pathlib import Path

from bufls.core import api
from bufls.core.passes import greedy as G
from bufls.core.passes.base import _default_resources

ROOT = Path(__file__).resolve().parents[2]
FILES = sorted((ROOT / "tests" / "corpus" / "upstream").glob("**/*.mlir"))


def _modules():
    for path in FILES:
        for pm in api.parse_file(path.read_text(encoding="utf-8"), str(path)).modules:
            yield pm.op


def test_corpus_is_present():
    assert len(FILES) > 50


def test_pre_order_is_the_ops_of_every_region_in_order():
    for root in _modules():
        assert G._pre_order(root) == [op for r in root.regions for op in r.ops()]


def test_with_regions_is_the_walk_without_ops_that_have_no_region():
    for root in _modules():
        assert G._with_regions(root) == [op for op in root.walk() if op is root or op.regions]


def test_a_name_that_decides_death_gives_one_verdict_for_all_its_ops():
    resources = _default_resources()
    verdicts: dict[str, bool] = {}
    for root in _modules():
        for op in G._pre_order(root):
            if op.opaque is not None or not G._name_decides_death(op, resources):
                continue
            verdict = G.would_be_trivially_dead(op, resources)
            assert verdicts.setdefault(op.name, verdict) == verdict, op.name
    assert verdicts
