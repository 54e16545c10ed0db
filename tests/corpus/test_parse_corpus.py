"""Parse coverage on the upstream MLIR test corpus (tests/corpus, copied from
../shared/corpus; see the README files there for provenance and license).

Figures printed by ``test_parse_coverage_figures`` (run with ``-s``):

* valid cases (mlir-opt accepts them) that parse with no ``syntax`` diagnostic
  (target >= 95 %);
* crashes on all cases (target 0);
* invalid cases whose upstream error is malformed text (``parse_subclass ==
  "syntax"``) that get a ``syntax`` diagnostic (target >= 90 %), and the other
  invalid cases getting a ``syntax`` or ``verify`` one;
* upstream deallocation cases (inputs and mlir-opt outputs) that parse (100 %).
"""

from __future__ import annotations

import json
import pathlib
import traceback

import pytest

from bufls.core.api import parse_file

CORPUS = pathlib.Path(__file__).parent
PARSE = json.loads((CORPUS / "parse" / "manifest.json").read_text())["cases"]
UPSTREAM = json.loads((CORPUS / "upstream" / "manifest.json").read_text())["cases"]


def _run(path: pathlib.Path):
    text = path.read_text()
    try:
        return parse_file(text, str(path)), None
    except Exception:  # a crash is what this test counts
        return None, traceback.format_exc()


def _codes(result) -> set[str]:
    return {d.code for d in result.diagnostics}


def _tally():
    t = {
        "valid": 0,
        "valid_ok": 0,
        "valid_clean": 0,
        "valid_noisy": [],
        "crash": [],
        "syntax": 0,
        "syntax_ok": 0,
        "other_invalid": 0,
        "other_ok": 0,
        "valid_fail": [],
    }
    for case in PARSE:
        result, crash = _run(CORPUS / "parse" / case["path"])
        if crash:
            t["crash"].append((case["path"], crash.splitlines()[-1]))
            continue
        codes = _codes(result)
        if case["kind"] == "valid":
            t["valid"] += 1
            if not codes:
                t["valid_clean"] += 1
            elif "syntax" not in codes:
                t["valid_noisy"].append((case["path"], result.diagnostics[0].message))
            if "syntax" not in codes:
                t["valid_ok"] += 1
            else:
                first = next(d for d in result.diagnostics if d.code == "syntax")
                t["valid_fail"].append((case["path"], first.message))
        elif case.get("parse_subclass") == "syntax":
            t["syntax"] += 1
            t["syntax_ok"] += "syntax" in codes
        else:
            t["other_invalid"] += 1
            t["other_ok"] += bool(codes & {"syntax", "verify"})
    return t


@pytest.fixture(scope="module")
def tally():
    return _tally()


def _pct(a: int, b: int) -> str:
    return f"{a}/{b} = {100.0 * a / max(b, 1):.1f}%"


def test_parse_coverage_figures(tally, capsys):
    with capsys.disabled():
        print()
        print(f"parse corpus: valid cases without syntax diagnostic: {_pct(tally['valid_ok'], tally['valid'])}")
        print(
            f"parse corpus: valid cases with no diagnostic at all (no false verify error): "
            f"{_pct(tally['valid_clean'], tally['valid'])}"
        )
        print(f"parse corpus: crashes on {len(PARSE)} cases: {len(tally['crash'])}")
        print(
            f"parse corpus: malformed-text invalid cases with a syntax diagnostic: "
            f"{_pct(tally['syntax_ok'], tally['syntax'])}"
        )
        print(
            f"parse corpus: other invalid cases with a syntax or verify diagnostic: "
            f"{_pct(tally['other_ok'], tally['other_invalid'])}"
        )
        for path, msg in tally["valid_fail"]:
            print(f"  valid but syntax diagnostic: {path}: {msg}")
        for path, msg in tally["valid_noisy"]:
            print(f"  valid but verify diagnostic: {path}: {msg}")
    assert not tally["crash"], tally["crash"]
    assert tally["valid_ok"] >= 0.95 * tally["valid"]
    assert tally["syntax_ok"] >= 0.90 * tally["syntax"]
    assert tally["valid_noisy"] == []


def test_no_crash_on_any_case(tally):
    assert tally["crash"] == []


UPSTREAM_FILES = sorted({c["input"] for c in UPSTREAM} | {c["expected"] for c in UPSTREAM if c["kind"] == "valid"})


@pytest.mark.parametrize("rel", UPSTREAM_FILES)
def test_upstream_case_parses(rel):
    result, crash = _run(CORPUS / "upstream" / rel)
    assert crash is None, crash
    syntax = [d for d in result.diagnostics if d.code == "syntax"]
    assert syntax == []
