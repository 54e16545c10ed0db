"""Catches real contract and resource bugs (issue 19): bugs injected into
correct IR by ``inject_contracts.py`` (read-only and untouched arguments,
``llvm.noalias``, ``bufls.consumed``, buffers freed with another resource's
op) must be reported with the right code on the right line, and contracts
that hold must give no finding.

Run with ``-s`` for the tables (per source and per bug kind):

    pytest tests/checker/test_injected_contract_bugs.py -s -n0

As in ``test_injected_bugs.py``, a mutant counts only when the concrete
interpreter (``concrete.py``: it models the promises, the hand-over of
consumed buffers and the resource of each buffer) sees the bug happen on a
run, on the mutant's line.  A variant with contracts that hold counts only
when no concrete run of any of its functions shows anything wrong (the
originals the oracle cannot run clean are skipped); then every BUF001-BUF104
finding of the checker on it is a false alarm.

Mutants of a known gap of the checker (``known_gap``) are counted apart and
must all be found by ``test_known_gaps`` (``xfail(strict=True)``: it fails
once the checker finds them, and the gap is then to be removed here).
"""

from __future__ import annotations

import collections
import textwrap
import time

import concrete
import corpora
import pytest
from inject_contracts import EVENT, KINDS, RESOURCES, holding, mutants, parsed

from bufls.core.checker import engine as checker
from bufls.core.config.project import config_from_mapping
from bufls.core.ir.interfaces import callable_body

pytestmark = pytest.mark.xdist_group("injected-contract-bugs")  # (one worker builds the sources once)

FALSE_ALARM_CODES = ("BUF001", "BUF002", "BUF003", "BUF004", "BUF101", "BUF102", "BUF103", "BUF104")
CONFIGS = {
    dyn: config_from_mapping({"resource": RESOURCES, "private-function-dynamic-ownership": dyn})
    for dyn in (False, True)
}
MARKERS = (  # what the variants that hold add, counted in the table
    'bufferization.access = "read"',
    "bufferization.writable = false",
    'bufferization.access = "none"',
    "call @bufls_reader",
    "llvm.noalias",  # (on new read-only declarations: two `access = "read"` each)
    "bufls.consumed",
    'bufls.resource = "pool"',
    "func.call @rt_alloc",
)
GAPS: dict[str, str] = {}  # key -> the gap of the checker (none now; the last one closed: see below)


def known_gap(mu) -> str | None:
    """The ``GAPS`` key of a gap of the checker that ``mu`` falls into, else None."""
    return None


def _line(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1


def _config(cfg):
    return CONFIGS[bool(getattr(cfg, "private_function_dynamic_ownership", False))]


def _function_at(pm, text, ln):
    best = None
    for op in pm.op.walk():
        if callable_body(op) is not None and op.span and _line(text, op.span[0]) <= ln <= _line(text, op.span[1]):
            best = op
    return best


def real_lines(mu) -> set[int]:
    """Lines of the mutant where concrete runs show its bug."""
    for pm in parsed(mu.text).modules:
        func = _function_at(pm, mu.text, mu.at)
        if func is None:
            continue
        seen = concrete.events(pm, func, runs=12, resources=RESOURCES)
        return {_line(mu.text, op.span[0]) for kind, op in seen if kind == EVENT[mu.kind] and op.span} & mu.lines
    return set()


def _sources():
    """``(title, items, mutants per kind and file)``."""
    out = [("upstream mlir-opt outputs", corpora.upstream_outputs(), 1)]
    out.append(("mlir-opt on genmod", list(corpora.mlir_opt_generated(3, 300)), 3))
    if corpora.bufls_available():
        out.append(("bufls pipeline", corpora.bufls_pipeline(corpora.generated_inputs(3, 300))[0], 3))
    out.append(("hand-written (genmod all)", corpora.hand_written(3, 300), 3))
    return [src for src in out if src[1]]


def _check(text, cfg):
    checker.STRICT = True
    found = []
    for pm in parsed(text).modules:
        found += checker.check_module(pm, _config(cfg), text=text)
    return found


def _findings(text, cfg):
    return [(d.code, _line(text, d.start)) for d in _check(text, cfg)]


def measure_mutants(items, per_kind):
    """Tally per kind (``bugs``, ``found``, ``no bug in runs``; ``gap``,
    ``gap found`` for mutants of a known gap), the misses ``(kind, source,
    note, lines, findings)`` and the known-gap mutants ``(gap, mutant, cfg)``."""
    tally = {k: collections.Counter() for k in KINDS}
    misses, gaps = [], []
    for name, text, cfg in items:
        for mu in mutants(text, per_kind=per_kind):
            lines = real_lines(mu)
            if not lines:
                tally[mu.kind]["no bug in runs"] += 1
                continue
            found = _findings(mu.text, cfg)
            ok = any(code == mu.code and ln in lines for code, ln in found)
            gap = known_gap(mu)
            if gap is not None:
                tally[mu.kind]["gap"] += 1
                tally[mu.kind]["gap found"] += ok
                gaps.append((gap, mu, cfg, lines))
                continue
            tally[mu.kind]["bugs"] += 1
            tally[mu.kind]["found"] += ok
            if not ok:
                misses.append((mu.kind, name, mu.note, sorted(lines), found))
    return tally, misses, gaps


def _runs_clean(text) -> bool:
    for pm in parsed(text).modules:
        for op in pm.op.walk():
            body = callable_body(op)
            if body is not None and body.blocks and concrete.events(pm, op, runs=6, resources=RESOURCES):
                return False
    return True


def measure_holding(items):
    tally = collections.Counter()
    alarms = []
    for name, text, cfg in items:
        if not _runs_clean(text):  # (the oracle's own limits: a big @dealloc_helper of genmod-300-1)
            tally["original not clean in runs"] += 1
            continue
        for what, variant in holding(text):
            if not _runs_clean(variant):
                tally[f"{what}: not clean in runs"] += 1
                continue
            tally[what] += 1
            for marker in MARKERS:
                tally[marker] += variant.count(marker) - text.count(marker)
            for d in _check(variant, cfg):
                if d.code in FALSE_ALARM_CODES:
                    alarms.append((what, name, d.code, _line(variant, d.start), d.message))
    return tally, alarms


@pytest.fixture(scope="module")
def sources():
    srcs = _sources()
    if not srcs:
        pytest.skip("no correct IR to inject into")
    return srcs


@pytest.fixture(scope="module")
def measured(sources):
    t0 = time.perf_counter()
    total = {k: collections.Counter() for k in KINDS}
    rows, misses, gaps = [], [], []
    for title, items, per_kind in sources:
        tally, m, g = measure_mutants(items, per_kind)
        misses += m
        gaps += g
        for k in KINDS:
            total[k].update(tally[k])
        rows.append(
            f"{title} ({len(items)} files): " + ", ".join(f"{k} {tally[k]['found']}/{tally[k]['bugs']}" for k in KINDS)
        )
    return total, rows, misses, gaps, time.perf_counter() - t0


def test_injected_contract_and_resource_bugs_are_found(measured):
    total, rows, misses, gaps, seconds = measured
    print("\n" + "\n".join(rows))
    print(f"\n{'bug kind':20} {'found':>7} {'bugs':>6} {'rate':>7} {'not a bug in runs':>18} {'known gap':>10}")
    for k in KINDS:
        c = total[k]
        rate = c["found"] / c["bugs"] if c["bugs"] else 1.0
        gap = f"{c['gap found']}/{c['gap']}" if c["gap"] else ""
        print(f"{k:20} {c['found']:7} {c['bugs']:6} {100 * rate:6.1f}% {c['no bug in runs']:18} {gap:>10}")
    found = sum(c["found"] for c in total.values())
    bugs = sum(c["bugs"] for c in total.values())
    print(f"{'all':20} {found:7} {bugs:6} {100 * found / max(bugs, 1):6.1f}%   ({seconds:.0f} s)")
    for key, reason in GAPS.items():
        n = sum(1 for g in gaps if g[0] == key)
        print(f"known gap {key} ({reason}): {n} mutants")
    for m in misses[:20]:
        print("  missed:", *m)
    for k in KINDS:
        assert total[k]["bugs"] > 0, f"no real {k} mutant"
    assert misses == []


def test_contracts_that_hold_give_no_finding(sources):
    t0 = time.perf_counter()
    total = collections.Counter()
    all_alarms = []
    print()
    for title, items, _ in sources:
        tally, alarms = measure_holding(items)
        total.update(tally)
        all_alarms += alarms
        shown = {k: v for k, v in sorted(tally.items()) if k not in MARKERS}
        print(f"{title} ({len(items)} files): variants {shown}, false alarms {len(alarms)}")
    total['bufferization.access = "read"'] -= 2 * total["llvm.noalias"]  # (the pair declarations' own)
    print("contracts and resources that hold, added: " + ", ".join(f"{m} {total[m]}" for m in MARKERS))
    variants = sum(v for k, v in total.items() if "not clean" not in k and k not in MARKERS)
    print(f"all: {variants} variants with contracts that hold, {len(all_alarms)} false alarms", end="")
    print(f" ({time.perf_counter() - t0:.0f} s)")
    for a in all_alarms[:20]:
        print("  false alarm:", *a)
    assert variants > 0
    assert not any(": not clean" in k for k in total), total
    assert all_alarms == []


# -- known gaps of the checker -------------------------------------------------------------

HELPER_NOALIAS = """
    func.func @f(%c: i1) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %a = memref.alloc() : memref<2xf32>
      %ptrs = memref.alloc() : memref<1xindex>
      %conds = memref.alloc() : memref<1xi1>
      %none = memref.alloc() : memref<0xindex>
      %out = memref.alloc() : memref<1xi1>
      %own = memref.alloc() : memref<0xi1>
      %p = memref.extract_aligned_pointer_as_index %a : memref<2xf32> -> index
      memref.store %p, %ptrs[%c0] : memref<1xindex>
      memref.store %c, %conds[%c0] : memref<1xi1>
      %0 = memref.cast %ptrs : memref<1xindex> to memref<?xindex>
      %1 = memref.cast %none : memref<0xindex> to memref<?xindex>
      %2 = memref.cast %conds : memref<1xi1> to memref<?xi1>
      %3 = memref.cast %out : memref<1xi1> to memref<?xi1>
      call @dealloc_helper(%0, %1, %2, %3, %2) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
      %4 = memref.load %out[%c0] : memref<1xi1>
      scf.if %4 {
        memref.dealloc %a : memref<2xf32>
      }
      memref.dealloc %ptrs : memref<1xindex>
      memref.dealloc %conds : memref<1xi1>
      memref.dealloc %none : memref<0xindex>
      memref.dealloc %out : memref<1xi1>
      memref.dealloc %own : memref<0xi1>
      return
    }
    func.func private @dealloc_helper(%arg0: memref<?xindex>, %arg1: memref<?xindex>,
                                      %arg2: memref<?xi1> {llvm.noalias}, %arg3: memref<?xi1>, %arg4: memref<?xi1>) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %true = arith.constant true
      %false = arith.constant false
      %dim = memref.dim %arg0, %c0 : memref<?xindex>
      %dim_0 = memref.dim %arg1, %c0 : memref<?xindex>
      scf.for %arg5 = %c0 to %dim_0 step %c1 {
        memref.store %false, %arg4[%arg5] : memref<?xi1>
      }
      scf.for %arg5 = %c0 to %dim step %c1 {
        %0 = memref.load %arg0[%arg5] : memref<?xindex>
        %1 = memref.load %arg2[%arg5] : memref<?xi1>
        %2 = scf.for %arg6 = %c0 to %dim_0 step %c1 iter_args(%arg7 = %true) -> (i1) {
          %5 = memref.load %arg1[%arg6] : memref<?xindex>
          %6 = arith.cmpi eq, %5, %0 : index
          scf.if %6 {
            %9 = memref.load %arg4[%arg6] : memref<?xi1>
            %10 = arith.ori %9, %1 : i1
            memref.store %10, %arg4[%arg6] : memref<?xi1>
          }
          %7 = arith.cmpi ne, %5, %0 : index
          %8 = arith.andi %arg7, %7 : i1
          scf.yield %8 : i1
        }
        %3 = scf.for %arg6 = %c0 to %arg5 step %c1 iter_args(%arg7 = %2) -> (i1) {
          %5 = memref.load %arg0[%arg6] : memref<?xindex>
          %6 = arith.cmpi ne, %5, %0 : index
          %7 = arith.andi %arg7, %6 : i1
          scf.yield %7 : i1
        }
        %4 = arith.andi %3, %1 : i1
        memref.store %4, %arg3[%arg5] : memref<?xi1>
      }
      return
    }
"""


def test_noalias_at_a_dealloc_helper_call_is_reported():
    """A call of a function the checker takes for the generated
    ``@dealloc_helper`` passes %2 to its ``llvm.noalias`` parameter #2 and to
    #4: BUF104 on the call (line 17); the concrete runs see the alias (and
    the leak of %a it causes: the helper clears the conditions it reads).
    (Once a gap: the helper's calls skipped the call-site contract checks.)"""
    text = textwrap.dedent(HELPER_NOALIAS).lstrip("\n")
    assert ("BUF104", 17) in _findings(text, corpora.STATIC)


def test_the_same_call_of_another_function_is_reported():
    text = textwrap.dedent(HELPER_NOALIAS).lstrip("\n").replace("dealloc_helper", "helper")
    assert ("BUF104", 17) in _findings(text, corpora.STATIC)
    (pm,) = parsed(text).modules
    func = _function_at(pm, text, 1)
    assert ("noalias-alias", 17) in {(k, _line(text, o.span[0])) for k, o in concrete.events(pm, func, runs=8)}
