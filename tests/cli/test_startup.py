"""``bufls --check`` of a small file starts fast: it runs in the process
itself and imports nothing that only other work needs (worker pools, lark,
the JSON and SARIF formats, the cache's hashing, ctypes, the pass
pipeline).  ``benchmarks/bench_startup.py`` measures it against mlir-opt."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from bufls.cli import check
from bufls.core.config.project import Config

ROOT = Path(__file__).resolve().parents[2]

NOT_FOR_A_SMALL_CHECK = (
    "concurrent.futures.process",
    "multiprocessing",
    "lark",
    "json",
    "hashlib",
    "ctypes",
    "difflib",
    "bufls.core.passes.pipeline",
    "bufls.core.dialects.ods.loader",
    "bufls.cli.fix",
)

_PROBE = """
import sys
from bufls.cli.main import main
code = main(sys.argv[1:])
print(repr(sorted(m for m in sys.modules)), file=sys.stderr)
sys.exit(code)
"""


def _modules_after(*argv: str, cwd: Path = ROOT) -> tuple[int, str, set[str]]:
    done = subprocess.run([sys.executable, "-c", _PROBE, *argv], capture_output=True, text=True, cwd=cwd)
    *_, modules = done.stderr.strip().splitlines()
    return done.returncode, done.stdout, set(eval(modules))


@pytest.mark.parametrize("fmt", ["text", "github"])
def test_a_check_of_one_small_file_imports_only_what_it_uses(fmt):
    code, out, modules = _modules_after("--check", "--no-cache", "--format", fmt, "examples/leak.mlir")
    assert code == 1 and "BUF002" in out
    assert not {m for m in modules for name in NOT_FOR_A_SMALL_CHECK if m == name or m.startswith(name + ".")}


def test_the_json_format_still_writes_json():
    code, out, modules = _modules_after("--check", "--no-cache", "--format", "json", "examples/leak.mlir")
    assert code == 1 and {f["code"] for f in json.loads(out)} == {"BUF001", "BUF002"}
    assert "concurrent.futures.process" not in modules and "lark" not in modules


def _todo(*sizes: int) -> list:
    return [(i, check.Task(f"f{i}.mlir", "x" * n, Config())) for i, n in enumerate(sizes)]


def test_workers_only_for_enough_text_unless_asked(monkeypatch):
    monkeypatch.setattr(check.os, "cpu_count", lambda: 8)
    small = _todo(*[2_000] * 10)
    assert check.workers(small, 0) == 0  # 20 kB: in this process
    assert check.workers(small, 3) == 3  # -j 3 asks for three
    assert check.workers(small, 1) == 0
    assert check.workers(_todo(10**6), 4) == 0  # one file: never a pool
    big = _todo(*[check.WORK_PER_WORKER] * 3)
    assert check.workers(big, 0) == 3  # one per 32 KiB, at most one per file
    assert check.workers(_todo(*[check.SMALL_WORK] * 20), 0) == 8  # one per core


def test_a_check_answered_from_the_cache_builds_no_ir(tmp_path):
    mlir = tmp_path / "leak.mlir"
    mlir.write_text((ROOT / "examples" / "leak.mlir").read_text())
    first = _modules_after("--check", str(mlir), cwd=tmp_path)
    code, out, modules = _modules_after("--check", str(mlir), cwd=tmp_path)
    assert (code, out) == first[:2] and code == 1 and "BUF002" in out
    assert "bufls.core.ir.nodes" in first[2]
    assert not {m for m in modules if m.startswith(("bufls.core.ir", "bufls.core.syntax.parser", "bufls.core.checker"))}
