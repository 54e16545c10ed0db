"""The incremental analyzer gives exactly the diagnostics of a fresh analysis,
re-parses only what changed, and keeps spans right for the features."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from bufls.core.analyze import analyze_result
from bufls.core.config.project import Config
from bufls.core.services.incremental import Analyzer, _edit_window

ROOT = Path(__file__).resolve().parents[3]
CASES = sorted((ROOT / "tests/corpus/upstream/cases").glob("*.mlir"))
FILES = sorted((ROOT / "examples").glob("*.mlir")) + CASES[::8]


def _key(diags):
    return [(d.code, d.start, d.end, d.message, d.severity) for d in diags]


def _mutate(rnd: random.Random, text: str) -> str:
    lines = text.split("\n")
    k = rnd.randrange(len(lines))
    op = rnd.choice(["del", "dup", "ins", "swap", "char", "free", "cr"])
    if op == "del":
        del lines[k]
    elif op == "dup":
        lines.insert(k, lines[k])
    elif op == "ins":
        lines.insert(k, "  // note")
    elif op == "swap" and k + 1 < len(lines):
        lines[k], lines[k + 1] = lines[k + 1], lines[k]
    elif op == "char" and lines[k]:
        j = rnd.randrange(len(lines[k]))
        lines[k] = lines[k][:j] + rnd.choice("{}()%x ,") + lines[k][j + 1 :]
    elif op == "free":
        lines[k] = lines[k].replace("memref.dealloc", "memref.copy", 1)
    elif op == "cr":  # a comment ended by a lone \r, code after it
        lines[k] = "  // note\r" + lines[k]
    return "\n".join(lines)


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_random_edits_give_the_diagnostics_of_a_fresh_analysis(path):
    text = path.read_text()
    rnd = random.Random(path.name)
    analyzer = Analyzer(str(path))
    analyzer.update(text, 0)
    for version in range(1, 31):
        text = _mutate(rnd, text)
        snap = analyzer.update(text, version)
        assert _key(snap.diagnostics) == _key(analyze_result(text, str(path))[1]), f"edit {version}"
        assert snap.version == version


LEAK = (ROOT / "examples/leak.mlir").read_text()


def test_an_edit_inside_one_function_parses_only_that_function():
    analyzer = Analyzer("leak.mlir")
    analyzer.update(LEAK, 1)
    before = [u.op for u in analyzer.parts[0].units]
    edited = LEAK.replace("%c0 = arith.constant 0 : index", "%c0 = arith.constant 1 : index", 1)
    snap = analyzer.update(edited, 2)
    after = [u.op for u in analyzer.parts[0].units]
    assert analyzer.full_runs == 1 and analyzer.incremental_runs == 1
    assert after[0] is not before[0]  # the edited function is new IR
    assert after[1:] == before[1:]  # the others are reused
    assert _key(snap.diagnostics) == _key(analyze_result(edited, "leak.mlir")[1])


def test_a_big_edit_is_parsed_first_and_checked_by_finish():
    # (what the server does with an edit of a function of thousands of lines)
    analyzer = Analyzer("leak.mlir")
    analyzer.update(LEAK, 1)
    edited = LEAK.replace("%c0 = arith.constant 0 : index", "%c0 = arith.constant 1 : index", 1)
    first = analyzer.update(edited, 2, parse_first=10)
    assert first.parsed and not first.complete
    edited_function = analyzer.parts[0].units[0]
    assert not any(edited_function.start <= d.start < edited_function.end for d in first.diagnostics)
    done = analyzer.finish(2)
    assert done.complete
    assert _key(done.diagnostics) == _key(analyze_result(edited, "leak.mlir")[1])
    small = analyzer.update(edited.replace("constant 1 : index", "constant 2 : index", 1), 3, parse_first=10**6)
    assert small.complete  # (an edit below the size: checked at once)


SPILL = """\
func.func @a() {
  return
}
func.func @b(%n: index) {
  %m = memref.alloc(%n) : memref<?xf32>
  memref.dealloc %m : memref<?xf32>
  return
}
func.func @c() {
  %m = memref.alloc() : memref<4xf32>
  return
}
"""


def test_a_function_body_spilled_into_the_module_is_followed_without_a_full_analysis():
    """Deleting ``func.func @b(...) {`` leaves @b's ops at the top level, with
    results (`%m`) that later top-level ops see; @c, isolated from above,
    does not see them and keeps its IR."""
    analyzer = Analyzer("spill.mlir")
    analyzer.update(SPILL, 1)
    c_before = analyzer.parts[0].units[-1].op
    spilled = SPILL.replace("func.func @b(%n: index) {\n", "")
    back = SPILL
    for version, text in enumerate([spilled, back, spilled.replace("%n", "%k")], start=2):
        snap = analyzer.update(text, version)
        assert _key(snap.diagnostics) == _key(analyze_result(text, "spill.mlir")[1]), version
    assert analyzer.full_runs == 1 and analyzer.incremental_runs == 3, analyzer.fallbacks
    assert analyzer.parts[0].units[-1].op is c_before


def test_spans_of_moved_functions_are_right_when_a_feature_asks():
    analyzer = Analyzer("leak.mlir")
    analyzer.update(LEAK, 1)
    edited = LEAK.replace("func.func @leak_on_early_exit", "// a longer comment line\nfunc.func @leak_on_early_exit", 1)
    snap = analyzer.update(edited, 2)
    offset = edited.index("@double_free_on_error_path")
    unit = snap.unit_at(offset)
    assert edited[unit.span[0] : unit.span[1]].startswith("func.func @double_free_on_error_path")
    entity = snap.unit_index(offset + 1).at(offset + 1)
    assert entity.kind == "symbol"
    fresh = Analyzer("leak.mlir").update(edited, 2)
    snap.modules()  # every unit moved to its place
    assert [op.span for op in (u.op for u in snap.units())] == [op.span for op in (u.op for u in fresh.units())]


def test_a_config_change_analyses_again():
    analyzer = Analyzer("leak.mlir")
    assert {d.code for d in analyzer.update(LEAK, 1).diagnostics} == {"BUF001", "BUF002"}
    quiet = Config(severity=(("BUF001", "off"),))
    assert {d.code for d in analyzer.update(LEAK, 1, quiet).diagnostics} == {"BUF002"}
    assert analyzer.full_runs == 2


def test_edits_in_aliases_or_split_markers_fall_back_to_a_full_analysis():
    text = "#map = affine_map<(d0) -> (d0)>\n" + LEAK + "// -----\n" + LEAK
    analyzer = Analyzer("a.mlir")
    analyzer.update(text, 1)
    analyzer.update(text.replace("(d0) -> (d0)", "(d1) -> (d1)"), 2)
    assert analyzer.full_runs == 2
    edited = text.replace("// -----\n", "", 1)
    snap = analyzer.update(edited, 3)
    assert analyzer.full_runs == 3
    assert _key(snap.diagnostics) == _key(analyze_result(edited, "a.mlir")[1])


@pytest.mark.parametrize(
    "old,new,window",
    [
        ("abcdef", "abXdef", (2, 3, 3)),
        ("abcdef", "abdef", (2, 3, 2)),
        ("abc", "abc!", (3, 3, 4)),
        ("aaaa", "aaaaa", (4, 4, 5)),
        ("x" * 200_000 + "y", "x" * 200_000 + "z", (200_000, 200_001, 200_001)),
    ],
)
def test_edit_window(old, new, window):
    assert _edit_window(old, new) == window
    p, oe, ne = window
    assert old[:p] + new[p:ne] + old[oe:] == new


def test_units_of_the_same_text_keep_their_own_place():
    # the first `return` is not the last op of the module body: an error the
    # second one does not have; moving a comment must not swap their states
    head = "func.func @f() {\n  return\n}\n"
    before = head + "return\n// note\nreturn\n"
    after = head + "// note\nreturn\nreturn\n"
    analyzer = Analyzer("same.mlir")
    analyzer.update(before, 0)
    snap = analyzer.update(after, 1)
    assert analyzer.full_runs == 1
    assert _key(snap.diagnostics) == _key(analyze_result(after, "same.mlir")[1])
    assert any("must be the last operation" in d.message for d in snap.diagnostics)


CONTRACT = """\
func.func @f(%a: memref<4xf32> {bufferization.access = "read"}) {
  call @g(%a) : (memref<4xf32>) -> ()
  return
}
func.func @g(%b: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %x = memref.load %b[%c0] : memref<4xf32>
  return
}
"""


_WRITES = CONTRACT.replace(
    "%x = memref.load %b[%c0] : memref<4xf32>",
    "%x = arith.constant 1.0 : f32\n  memref.store %x, %b[%c0] : memref<4xf32>",
)
_NO_PROMISE = _WRITES.replace('%a: memref<4xf32> {bufferization.access = "read"}', "%a: memref<4xf32>")


@pytest.mark.parametrize(
    "before, after",
    [(CONTRACT, _WRITES), (_WRITES, _NO_PROMISE)],
    ids=["callee-starts-writing", "caller-drops-its-promise"],
)
def test_a_contract_change_in_one_function_checks_the_other_again(before, after):
    """BUF103 at the call in @f depends on what @g does (checker/contracts.py)."""
    analyzer = Analyzer("contract.mlir")
    first = analyzer.update(before, 1)
    snap = analyzer.update(after, 2)
    assert analyzer.incremental_runs == 1
    assert _key(snap.diagnostics) == _key(analyze_result(after, "contract.mlir")[1])
    back = analyzer.update(before, 3)
    assert _key(back.diagnostics) == _key(first.diagnostics)
    codes = [d.code for d in snap.diagnostics] + [d.code for d in first.diagnostics]
    assert codes.count("BUF103") == 1
