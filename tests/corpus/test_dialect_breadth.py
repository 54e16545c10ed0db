"""How bufls handles dialects it does not know: upstream MLIR test inputs of
every dialect folder of ``mlir/test/Dialect`` (and ``mlir/test/IR``), in
tests/corpus/dialects (see its README.md for provenance and license).

Each case of ``dialects/manifest.json`` is sliced out of its raw file by its
character offsets and given to bufls as text (path ``"<raw name>#<index>"``):

* ``bufls.core.api.parse_file(text, path, split=False)`` (parse + verify);
* ``bufls.core.analyze.analyze(text, path, Config())``, what ``bufls
  --check`` runs on a file (cli/check.py ``run_task``): parse, verify, the
  ownership checker, suppressions and severities, with the default
  configuration.

Any exception of either is a crash.  ``test_dialect_breadth_figures`` prints
the per-folder table (run with ``-s``) and asserts: no crash on any case, and
at most 1 % of the valid cases (mlir-opt accepts them) get a ``syntax`` or
``verify`` diagnostic.  ``test_dialect_breadth_worklist`` prints, for the
valid cases, the first ``syntax``/``verify`` message grouped by op name
(most frequent first, top 40): the worklist, not asserted; and, for
information, the ownership checker's findings on valid cases by op (mostly
BUF202: an op whose memory effects bufls does not know).
"""

from __future__ import annotations

import json
import pathlib
import re
import time
import traceback
from collections import Counter, defaultdict

import pytest

from bufls.core.analyze import analyze
from bufls.core.api import parse_file
from bufls.core.config.project import Config

pytestmark = pytest.mark.xdist_group("dialect-breadth")

CORPUS = pathlib.Path(__file__).parent / "dialects"
MANIFEST = json.loads((CORPUS / "manifest.json").read_text(encoding="utf-8"))
CASES = MANIFEST["cases"]
NOISE = ("syntax", "verify")
MAX_NOISY_FRACTION = 0.01
WORKLIST_TOP = 40


def _raw_texts() -> dict[str, str]:
    out = {}
    for name in sorted({c["raw"] for c in CASES}):
        with open(CORPUS / "raw" / name, encoding="utf-8", newline="") as fh:
            out[name] = fh.read()
    return out


def case_text(raws: dict[str, str], case: dict) -> str:
    return raws[case["raw"]][case["start"] : case["end"]]


def _op_of(text: str, offset: int, message: str) -> str:
    """The op a diagnostic is about: the worklist key.  The name in the
    message when it has one (``custom op 'x.y' ...``, ``'x.y' op ...``),
    else the op on the diagnostic's line (generic ``"x.y"(``, ``= x.y``, a
    leading ``x.y``, or a bare name after ``=``: a default-dialect op)."""
    m = re.search(r"custom (?:op|assembly of) '([^']+)'|'([\w$.]+)' op\b", message)
    if m:
        return m.group(1) or m.group(2)
    line_start = text.rfind("\n", 0, offset) + 1
    line_end = text.find("\n", offset)
    line = text[line_start : line_end if line_end >= 0 else len(text)]
    for pattern in (
        r'"([A-Za-z_][\w$]*(?:\.[\w$]+)+)"\s*\(',
        r"(?:^|[=\s{(])([A-Za-z_][\w$]*(?:\.[\w$]+)+)\b",
        r"=\s*([A-Za-z_][\w$]*)\b",
        r"^\s*([A-Za-z_][\w$]*)\b",
    ):
        m = re.search(pattern, line)
        if m:
            return m.group(1)
    return "(no op on the line)"


def _run(text: str, path: str):
    """(parse diagnostics, analyze diagnostics, crash text or None)."""
    try:
        parsed = parse_file(text, path, split=False).diagnostics
        checked = analyze(text, path, Config())
    except Exception:  # a crash is what this test counts
        return None, None, traceback.format_exc()
    return parsed, checked, None


def _tally():
    raws = _raw_texts()
    folders: dict[str, Counter] = defaultdict(Counter)
    crashes: list[tuple[str, str]] = []
    worklist: dict[str, list[str]] = defaultdict(list)
    others: dict[str, list[str]] = defaultdict(list)  # checker findings on valid cases
    t0 = time.perf_counter()
    for case in CASES:
        text = case_text(raws, case)
        path = f"{case['raw']}#{case['index']}"
        row = folders[case["folder"]]
        row["cases"] += 1
        parsed, checked, crash = _run(text, path)
        if crash:
            row["crash"] += 1
            crashes.append((path, crash.strip().splitlines()[-1]))
            continue
        if case["kind"] != "valid":
            continue
        row["valid"] += 1
        diags = [d for d in [*parsed, *checked] if d.code in NOISE]
        codes = {d.code for d in diags}
        row["valid_syntax"] += "syntax" in codes
        row["valid_verify"] += "verify" in codes
        row["valid_noisy"] += bool(codes)
        if diags:
            first = min(diags, key=lambda d: (d.start, d.code))
            worklist[_op_of(text, first.start, first.message)].append(f"[{first.code}] {first.message}")
        for d in checked:
            if d.code not in NOISE:
                others[_op_of(text, d.start, d.message)].append(f"[{d.code}] {d.message}")
    return {
        "folders": dict(sorted(folders.items())),
        "crashes": crashes,
        "worklist": worklist,
        "others": others,
        "seconds": time.perf_counter() - t0,
    }


@pytest.fixture(scope="module")
def tally():
    return _tally()


def _pct(a: int, b: int) -> str:
    return f"{100.0 * a / b:.1f}%" if b else "-"


def format_table(t) -> str:
    cols = ("cases", "valid", "valid_syntax", "valid_verify", "valid_noisy", "crash")
    head = f"{'folder':14s} {'files':>5s} " + " ".join(f"{c:>12s}" for c in cols) + f" {'noisy%':>7s}"
    per_folder_files = defaultdict(set)
    for c in CASES:
        per_folder_files[c["folder"]].add(c["raw"])
    lines = [head, "-" * len(head)]
    total: Counter[str] = Counter()
    for folder, row in t["folders"].items():
        total.update(row)
        lines.append(
            f"{folder:14s} {len(per_folder_files[folder]):5d} "
            + " ".join(f"{row[c]:12d}" for c in cols)
            + f" {_pct(row['valid_noisy'], row['valid']):>7s}"
        )
    lines.append("-" * len(head))
    n_files = len({c["raw"] for c in CASES})
    lines.append(
        f"{'TOTAL':14s} {n_files:5d} "
        + " ".join(f"{total[c]:12d}" for c in cols)
        + f" {_pct(total['valid_noisy'], total['valid']):>7s}"
    )
    return "\n".join(lines)


def format_worklist(t, top: int = WORKLIST_TOP, key: str = "worklist") -> str:
    items = sorted(t[key].items(), key=lambda kv: (-len(kv[1]), kv[0]))
    lines = [f"{'cases':>5s}  op: most common first message"]
    for op, msgs in items[:top]:
        msg, _count = Counter(msgs).most_common(1)[0]
        more = f" (+{len(set(msgs)) - 1} other messages)" if len(set(msgs)) > 1 else ""
        lines.append(f"{len(msgs):5d}  {op}: {msg[:160]}{more}")
    return "\n".join(lines)


def test_dialect_breadth_figures(tally, capsys):
    total: Counter[str] = Counter()
    for row in tally["folders"].values():
        total.update(row)
    with capsys.disabled():
        print()
        print(f"dialect breadth corpus: {MANIFEST['counts']} ({tally['seconds']:.1f} s)")
        print(format_table(tally))
        for path, last in tally["crashes"]:
            print(f"  crash: {path}: {last}")
        print(
            f"valid cases with a syntax or verify diagnostic: {total['valid_noisy']}/{total['valid']}"
            f" = {_pct(total['valid_noisy'], total['valid'])} (limit {100 * MAX_NOISY_FRACTION:.0f}%)"
        )
    assert tally["crashes"] == []
    assert total["valid_noisy"] <= MAX_NOISY_FRACTION * total["valid"]


def test_dialect_breadth_worklist(tally, capsys):
    with capsys.disabled():
        print()
        print(f"worklist: first syntax/verify diagnostic of valid cases, by op (top {WORKLIST_TOP})")
        print(format_worklist(tally))
        print()
        print("for information: the other diagnostics of --check on valid cases (ownership checker), by op (top 20)")
        print(format_worklist(tally, 20, "others"))


def test_manifest_offsets_match_raw():
    """The manifest's offsets still cut the raw files where it says."""
    raws = _raw_texts()
    for case in CASES:
        text = raws[case["raw"]]
        assert 0 <= case["start"] <= case["end"] <= len(text)
        assert text[: case["start"]].count("\n") + 1 == case["line_start"] or case["start"] == len(text)
        assert len(case_text(raws, case).encode("utf-8")) == case["bytes"]
