"""Catches real bugs: bugs injected into correct IR (``inject.py``) must be
reported with the right code on the right line.

Run with ``-s`` for the table (per source and per bug kind):

    pytest tests/checker/test_injected_bugs.py -s

A mutant counts only when it is a real bug: the concrete interpreter
(``concrete.py``, independent of the checker) runs the mutated function on
random inputs and must see it happen (a leaked allocation, a double free on
the duplicated line...).  For a leak the right line is one of the
allocations the runs saw leak.  Mutants no run showed are listed apart
(a free inside a branch that the random inputs never take, a free that
never frees anything owned).  A deletion that would leave the module
without any free is not made: that module is bufferized input, which gets
BUF201.
"""

from __future__ import annotations

import collections
import time

import concrete
import corpora
import pytest
from inject import KINDS, mutants

from bufls.core.api import parse_file
from bufls.core.checker import engine as checker
from bufls.core.ir.interfaces import callable_body

EVENT = {
    "delete-free": "leak",
    "drop-branch-free": "leak",
    "duplicate-free": "double-free",
    "free-before-use": "use-after-free",
    "free-argument": "free-arg",
    "free-alloca": "free-stack",
    "return-argument": "return-not-owned",
    "free-view": "free-view",
}
TARGET = 0.98


def _line(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1


def _function_at(pm, text, ln):
    best = None
    for op in pm.op.walk():
        if callable_body(op) is not None and op.span and _line(text, op.span[0]) <= ln <= _line(text, op.span[1]):
            best = op
    return best


def real_lines(mu) -> set[int]:
    """Lines where concrete runs of the mutated function show the bug."""
    result = parse_file(mu.text)
    for pm in result.modules:
        func = _function_at(pm, mu.text, mu.at)
        if func is None:
            continue
        seen = concrete.events(pm, func, runs=12)
        lines = {_line(mu.text, op.span[0]) for kind, op in seen if kind == EVENT[mu.kind] and op.span}
        return lines if EVENT[mu.kind] == "leak" else lines & set(mu.lines)
    return set()


def measure(items, per_kind=3):
    checker.STRICT = True
    tally = {k: collections.Counter() for k in KINDS}
    misses = []
    for name, text, cfg in items:
        for mu in mutants(text, per_kind=per_kind):
            lines = real_lines(mu)
            if not lines:
                tally[mu.kind]["no bug in runs"] += 1
                continue
            found = []
            for pm in parse_file(mu.text).modules:
                found += checker.check_module(pm, cfg, text=mu.text)
            ok = any(d.code == mu.code and _line(mu.text, d.start) in lines for d in found)
            tally[mu.kind]["bugs"] += 1
            tally[mu.kind]["found"] += ok
            if not ok:
                misses.append(
                    (name, mu.kind, mu.note, sorted(lines), [(d.code, _line(mu.text, d.start)) for d in found])
                )
    return tally, misses


def sources():
    out = [("upstream mlir-opt outputs", corpora.upstream_outputs())]
    out.append(("mlir-opt on genmod", list(corpora.mlir_opt_generated(8, 300))))
    if corpora.bufls_available():
        out.append(
            (
                "bufls pipeline",
                corpora.bufls_pipeline(corpora.upstream_inputs()[:30] + corpora.generated_inputs(6, 300))[0],
            )
        )
    out.append(("hand-written (genmod all)", corpora.hand_written(8, 300)))
    return [(title, items) for title, items in out if items]


def test_the_oracle_sees_nothing_wrong_in_correct_ir():
    """Concrete runs of every function of the correct upstream outputs show
    no leak, double free or bad free (else the oracle or the corpus is wrong)."""
    bad = []
    for name, text, _ in corpora.upstream_outputs() + corpora.hand_written(4, 300):
        for pm in parse_file(text).modules:
            for op in pm.op.walk():
                body = callable_body(op)
                if body is not None and body.blocks:
                    seen = concrete.events(pm, op, runs=8)
                    if seen:
                        bad.append((name, sorted({(k, _line(text, o.span[0])) for k, o in seen})))
    assert bad == []


def test_injected_bugs_are_found():
    srcs = sources()
    if not srcs:
        pytest.skip("no correct IR to inject into")
    total = {k: collections.Counter() for k in KINDS}
    all_misses = []
    t0 = time.perf_counter()
    print()
    for title, items in srcs:
        tally, misses = measure(items)
        all_misses += misses
        cells = []
        for k in KINDS:
            c = tally[k]
            total[k].update(c)
            cells.append(f"{k} {c['found']}/{c['bugs']}")
        print(f"{title} ({len(items)} files): " + ", ".join(cells))
    print(f"\n{'bug kind':18} {'found':>7} {'bugs':>6} {'rate':>7} {'not a bug in runs':>18}")
    for k in KINDS:
        c = total[k]
        rate = c["found"] / c["bugs"] if c["bugs"] else 1.0
        print(f"{k:18} {c['found']:7} {c['bugs']:6} {100 * rate:6.1f}% {c['no bug in runs']:18}")
    found = sum(c["found"] for c in total.values())
    bugs = sum(c["bugs"] for c in total.values())
    print(f"{'all':18} {found:7} {bugs:6} {100 * found / max(bugs, 1):6.1f}%   ({time.perf_counter() - t0:.0f} s)")
    for m in all_misses[:15]:
        print("  missed:", *m)
    for k in KINDS:
        c = total[k]
        assert c["bugs"] > 0, f"no real {k} mutant"
        assert c["found"] >= TARGET * c["bugs"], (k, c, all_misses[:5])
