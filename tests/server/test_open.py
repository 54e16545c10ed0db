"""A whole text analysed in steps: the units the client shows first, the
others after, and the diagnostics of a text seen before from disk.

The analyzer's snapshot with ``priority`` covers only units whose
diagnostics are final (a BUF201 depends on whether anything in the module
frees: every unit is scanned first, or, in a big text, every unit whose text
may free, and the units on screen name the symbols that must be parsed with
them); ``finish`` parses and checks the rest.
The documents publish the partial snapshot of the opened version only
while nothing complete was shown, then the complete one; an edit of a
checked text is checked whole.  ``SavedResults`` gives back exactly what
was put for the same text, path, configuration and code."""

from __future__ import annotations

import asyncio
import json

import pytest

from bufls.core.analyze import analyze_result
from bufls.core.config.project import Config
from bufls.core.diagnostics import Diagnostic, Related, Severity
from bufls.core.services import incremental
from bufls.core.services.incremental import Analyzer
from bufls.core.services.savedresults import SavedResults
from bufls.server import documents as documents_module
from bufls.server.documents import Documents

PATH = "/tmp/bufls-tests/open.mlir"
URI = "file://" + PATH


def _leaky(k: int) -> str:
    return (
        f"func.func @f{k}(%v: f32, %i: index) {{\n"
        "  %a = memref.alloc() : memref<8xf32>\n"
        "  memref.store %v, %a[%i] : memref<8xf32>\n"
        "  return\n"
        "}\n\n"
    )


FUNCS = 40  # six lines each: 240 lines, beyond the first 100 taken as visible
TEXT = "".join(_leaky(k) for k in range(FUNCS))


def _key(diags):
    return sorted((d.code, d.start, d.end, d.message) for d in diags)


def _offset_of(k: int) -> int:
    return TEXT.index(f"@f{k}(")


def test_a_priority_range_is_checked_first_and_finish_checks_the_rest():
    analyzer = Analyzer(PATH)
    far = _offset_of(30)
    snap = analyzer.update(TEXT, 1, priority=[(far, far)])
    assert not snap.complete and analyzer.pending() == FUNCS - 1
    assert [d.start for d in snap.diagnostics] == [far]  # @f30's BUF201, final: nothing frees anywhere
    while not snap.complete:
        snap = analyzer.finish(1, budget=0.0)  # one batch a call
    assert analyzer.pending() == 0
    assert _key(snap.diagnostics) == _key(analyze_result(TEXT, PATH)[1])


def test_partial_diagnostics_are_those_of_the_complete_analysis_for_the_units_they_cover():
    analyzer = Analyzer(PATH)
    first = analyzer.update(TEXT, 1, priority=[(0, _offset_of(3))])
    complete = analyzer.finish(1)
    assert complete.complete
    covered = [d for d in complete.diagnostics if d.start < _offset_of(4)]
    assert _key(first.diagnostics) == _key(covered) and len(covered) == 4


def test_an_edit_while_units_are_pending_checks_the_edited_one_and_the_range():
    analyzer = Analyzer(PATH)
    analyzer.update(TEXT, 1, priority=[(0, 0)])
    edited = TEXT.replace(
        "@f20(%v: f32, %i: index) {\n  %a = memref.alloc()", "@f20(%v: f32, %i: index) {\n  %b = memref.alloc()"
    )
    edited = edited.replace("memref.store %v, %a[%i]", "memref.store %v, %b[%i]", 21)
    snap = analyzer.update(edited, 2, priority=[(0, 0)])
    assert not snap.complete
    starts = {d.start for d in snap.diagnostics}
    assert edited.index("@f20(") in starts and edited.index("@f0(") in starts
    assert edited.index("@f25(") not in starts
    snap = analyzer.finish(2)
    assert _key(snap.diagnostics) == _key(analyze_result(edited, PATH)[1])


def test_an_edit_of_a_checked_text_is_checked_whole():
    text = TEXT + "func.func @k() {\n  return\n}\n"
    analyzer = Analyzer(PATH)
    analyzer.update(text, 1)
    edited = text.replace("func.func @k() {", "func.func @k(%x: i32) {")  # every unit verified again
    snap = analyzer.update(edited, 2, priority=[(0, 0)])
    assert snap.complete and analyzer.full_runs == 1
    assert _key(snap.diagnostics) == _key(analyze_result(edited, PATH)[1])


def test_a_free_anywhere_is_known_before_any_unit_is_checked():
    # @f39 frees: no BUF201 anywhere, BUF001 leaks instead, even in @f0 checked first
    text = TEXT.replace(
        "memref.store %v, %a[%i] : memref<8xf32>\n  return\n}\n\n",
        "memref.store %v, %a[%i] : memref<8xf32>\n  memref.dealloc %a : memref<8xf32>\n  return\n}\n\n",
    )
    text = TEXT[: TEXT.index("func.func @f39")] + text[text.index("func.func @f39") :]
    snap = Analyzer(PATH).update(text, 1, priority=[(0, 0)])
    assert {d.code for d in snap.diagnostics} == {"BUF001"}


# -- a big text: units off screen parsed later -----------------------------------------


@pytest.fixture
def defer_all(monkeypatch):
    """Every text counts as big: units off screen are deferred."""
    monkeypatch.setattr(incremental, "DEFER_TEXT", 0)


def _parsed(analyzer) -> set[str]:
    units = [u for part in analyzer.parts for u in part.units if u.op is not None and "@" in u.text]
    return {u.text.split("(")[0].split("@")[1] for u in units}


def test_a_big_text_parses_first_only_the_units_on_screen(defer_all):
    analyzer = Analyzer(PATH)
    first = analyzer.update(TEXT, 1, priority=[(0, _offset_of(1))])
    assert _parsed(analyzer) == {"f0", "f1"} and not first.parsed and not first.complete
    assert analyzer.pending() == FUNCS - 2
    snap = analyzer.finish(1, budget=0.0)  # one unit parsed: nothing else to say yet
    assert snap is first and not snap.parsed
    while not snap.complete:
        snap = analyzer.finish(1, budget=0.0)
    assert snap.parsed and len(_parsed(analyzer)) == FUNCS
    assert _key(snap.diagnostics) == _key(analyze_result(TEXT, PATH)[1])
    covered = [d for d in snap.diagnostics if d.start < _offset_of(2)]
    assert _key(first.diagnostics) == _key(covered) and len(covered) == 2


def test_the_symbols_a_unit_on_screen_names_are_parsed_with_it(defer_all):
    callee = "func.func @g(%m: memref<8xf32>) -> memref<8xf32> {\n  return %m : memref<8xf32>\n}\n"
    caller = (
        "func.func @h() {\n  %a = memref.alloc() : memref<8xf32>\n"
        "  %b = func.call @g(%a) : (memref<8xf32>) -> memref<8xf32>\n  return\n}\n"
    )
    text = caller + TEXT + callee
    analyzer = Analyzer(PATH)
    first = analyzer.update(text, 1, priority=[(0, 0)])
    assert _parsed(analyzer) == {"h", "g"}
    whole = analyze_result(text, PATH)[1]
    assert _key(first.diagnostics) == _key([d for d in whole if d.start < len(caller)])
    bad = text.replace("-> memref<8xf32>\n  return\n", "-> memref<4xf32>\n  return\n")  # the call disagrees with @g
    first = Analyzer(PATH).update(bad, 1, priority=[(0, 0)])
    assert any(d.code == "verify" for d in first.diagnostics)
    assert _key(first.diagnostics) == _key([d for d in analyze_result(bad, PATH)[1] if d.start < len(caller)])


def test_a_deferred_unit_that_frees_is_parsed_before_the_first_snapshot(defer_all):
    # only @f39 frees: BUF001 leaks on screen, no BUF201
    text = TEXT[: TEXT.index("func.func @f39")] + _leaky(39).replace(
        "  return\n", "  memref.dealloc %a : memref<8xf32>\n  return\n"
    )
    analyzer = Analyzer(PATH)
    snap = analyzer.update(text, 1, priority=[(0, 0)])
    assert _parsed(analyzer) == {"f0", "f39"}
    assert {d.code for d in snap.diagnostics} == {"BUF001"}


def test_what_a_unit_names_only_in_a_comment_or_text_that_may_free_is_parsed_too(defer_all):
    # @f7 names 'dealloc' in a comment: parsed to learn that it frees nothing; BUF201 stays
    text = TEXT.replace(
        "func.func @f7(%v: f32, %i: index) {\n", "func.func @f7(%v: f32, %i: index) {\n  // no dealloc\n"
    )
    analyzer = Analyzer(PATH)
    snap = analyzer.update(text, 1, priority=[(0, 0)])
    assert _parsed(analyzer) == {"f0", "f7"} and {d.code for d in snap.diagnostics} == {"BUF201"}


@pytest.mark.parametrize(
    "extra",
    [
        "%c = arith.constant 0 : index\n",  # a top-level value: later units may use it
        "func.func @f3() {\n  return\n}\n",  # a symbol defined twice
        '"func.func"() <{function_type = () -> (), sym_name = "g"}> ({\n  "func.return"() : () -> ()\n}) : () -> ()\n',
    ],
)
def test_a_text_whose_units_depend_on_each_other_is_parsed_whole(defer_all, extra):
    text = TEXT + extra
    analyzer = Analyzer(PATH)
    snap = analyzer.update(text, 1, priority=[(0, 0)])
    assert snap.parsed and len(_parsed(analyzer)) >= FUNCS


def test_an_edit_while_units_are_deferred_parses_them_and_agrees_with_a_fresh_analysis(defer_all):
    analyzer = Analyzer(PATH)
    analyzer.update(TEXT, 1, priority=[(0, 0)])
    edited = TEXT.replace(
        "func.func @f30(%v: f32, %i: index) {\n", "func.func @f30(%v: f32, %i: index) {\n  // edited\n"
    )
    snap = analyzer.update(edited, 2, priority=[(0, 0)])
    assert snap.parsed and analyzer.full_runs == 1
    snap = analyzer.finish(2)
    assert _key(snap.diagnostics) == _key(analyze_result(edited, PATH)[1])


# -- the documents --------------------------------------------------------------------


class _Recorder:
    def __init__(self):
        self.published = []

    def __call__(self, doc, snap):
        self.published.append((snap.version, snap.complete, _key(snap.diagnostics)))


def _documents(results=None, partial=True):
    rec = _Recorder()
    docs = Documents(rec, lambda path: None, lambda: 0.0, results=results, partial=partial)
    return docs, rec


async def _settled(doc):
    snap = await doc.current(complete=True)
    await asyncio.sleep(0.05)
    return snap


@pytest.fixture
def small_steps(monkeypatch):
    monkeypatch.setattr(documents_module, "STEP", 0.0)  # one batch of units per job


def test_the_opened_version_is_published_partial_then_complete(small_steps):
    async def scenario():
        docs, rec = _documents()
        doc = docs.open(URI, TEXT, 1)
        snap = await _settled(doc)
        docs.worker.shutdown(wait=True)
        return rec.published, snap

    published, snap = asyncio.run(scenario())
    # partial ones (at most one a second after the first), then the complete one
    assert {v for v, _, _ in published} == {1}
    assert [c for _, c, _ in published] == [False] * (len(published) - 1) + [True]
    assert all(set(p) <= set(published[-1][2]) for _, _, p in published)
    first, last = published[0][2], published[-1][2]
    assert 0 < len(first) < len(last) == FUNCS and set(first) <= set(last)
    assert all(TEXT[:start].count("\n") < documents_module.VISIBLE_LINES for _, start, _, _ in first)
    assert last == _key(analyze_result(TEXT, PATH)[1]) == _key(snap.diagnostics)


def test_the_range_the_client_shows_goes_first(small_steps):
    async def scenario():
        docs, rec = _documents()
        doc = docs.open(URI, TEXT, 1)
        doc.visible = (TEXT[: _offset_of(35)].count("\n"), TEXT[: _offset_of(36)].count("\n"))  # before it is parsed
        await _settled(doc)
        docs.worker.shutdown(wait=True)
        return rec.published

    published = asyncio.run(scenario())
    assert [start for _, start, _, _ in published[0][2]] == [_offset_of(35), _offset_of(36)]


def test_requests_are_answered_from_the_partial_snapshot(small_steps):
    async def scenario():
        docs, _ = _documents()
        doc = docs.open(URI, TEXT, 1)
        early = await doc.current()
        complete = await doc.current(complete=True)
        docs.worker.shutdown(wait=True)
        return early, complete

    early, complete = asyncio.run(scenario())
    assert not early.complete and complete.complete
    assert early.unit_at(_offset_of(30)) is not None  # the IR is all there


def test_no_partial_diagnostics_when_taking_over_from_another_process(small_steps):
    async def scenario():
        docs, rec = _documents(partial=False)
        await _settled(docs.open(URI, TEXT, 1))
        docs.worker.shutdown(wait=True)
        return rec.published

    assert [(v, c) for v, c, _ in asyncio.run(scenario())] == [(1, True)]


def test_a_text_opened_again_shows_its_saved_diagnostics_at_once(tmp_path, small_steps):
    results = SavedResults(tmp_path)

    async def session():
        docs, rec = _documents(results)
        doc = docs.open(URI, TEXT, 1)
        await _settled(doc)
        docs.close(URI)
        await docs.run(lambda: None)
        docs.worker.shutdown(wait=True)
        return rec.published

    first = asyncio.run(session())
    assert [c for _, c, _ in first][-1] and results.saved == 1
    again = asyncio.run(session())  # another process, the same text
    assert [(v, c) for v, c, _ in again] == [(1, True)]  # the saved ones; the analysis says the same: not again
    assert again[0][2] == first[-1][2] and results.hits == 1


# -- saved results ----------------------------------------------------------------------

DIAG = Diagnostic("BUF201", "deallocation missing: é", 3, 9, Severity.INFO, (Related(20, 30, "%a is never freed"),))


def test_saved_results_come_back_as_they_were_put(tmp_path):
    results = SavedResults(tmp_path)
    results.put(PATH, TEXT, Config(), [DIAG])
    assert results.get(PATH, TEXT, Config()) == [DIAG]


@pytest.mark.parametrize(
    "other",
    [
        {"text": TEXT + "\n"},
        {"path": PATH + ".other.mlir"},
        {"config": Config(severity=(("BUF201", "warning"),))},
    ],
)
def test_another_text_path_or_configuration_is_a_miss(tmp_path, other):
    results = SavedResults(tmp_path)
    results.put(PATH, TEXT, Config(), [DIAG])
    args = {"path": PATH, "text": TEXT, "config": Config(), **other}
    assert results.get(args["path"], args["text"], args["config"]) is None


def test_a_corrupt_entry_is_a_miss_and_an_unwritable_folder_turns_saving_off(tmp_path):
    results = SavedResults(tmp_path)
    results.put(PATH, TEXT, Config(), [DIAG])
    (entry,) = tmp_path.rglob("*.json")
    entry.write_text(json.dumps([["BUF201"]]))
    assert results.get(PATH, TEXT, Config()) is None
    blocked = tmp_path / "file"
    blocked.write_text("")
    off = SavedResults(blocked)  # a file where the folder should be
    off.put(PATH, TEXT, Config(), [DIAG])
    assert off.root is None and off.get(PATH, TEXT, Config()) is None
