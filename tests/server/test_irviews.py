"""The IR views (server/features/irviews.py) on snapshots: the stage uris,
and stages computed once per document version however many stage
documents are opened."""

from __future__ import annotations

from urllib.parse import parse_qsl, urlsplit

from bufls.core.services.document import snapshot_of
from bufls.server.features import irviews

TEXT = """func.func @f(%i: index) -> f32 {
  %a = memref.alloc() : memref<2xf32>
  %v = memref.load %a[%i] : memref<2xf32>
  return %v : f32
}
"""


def counting(monkeypatch) -> list:
    calls: list = []
    real = irviews.stages_of

    def count(*args, **kwargs):
        calls.append(args[0])
        return real(*args, **kwargs)

    monkeypatch.setattr(irviews, "stages_of", count)
    return calls


def test_opening_every_stage_runs_the_pipeline_once(monkeypatch):
    calls = counting(monkeypatch)
    uri = "file:///w/once.mlir"
    snap = snapshot_of(TEXT, path="/w/once.mlir", version=4)
    got = irviews.ir_after_passes(snap, {"textDocument": {"uri": uri}, "position": {"line": 1, "character": 0}})
    assert len(got["stages"]) == 9
    for stage in got["stages"]:
        q = dict(parse_qsl(urlsplit(stage["uri"]).query, keep_blank_values=True))
        doc = irviews.ir_document(
            snap,
            {"textDocument": {"uri": q["source"]}, "scope": q["scope"], "function": q["function"],
             "index": int(q["index"]), "version": int(q["version"])},
        )  # fmt: skip
        assert doc["error"] is None and doc["text"]
    assert len(calls) == 1
    # a new version is computed again
    newer = snapshot_of(TEXT.replace("2xf32", "3xf32"), path="/w/once.mlir", version=5)
    doc = irviews.ir_document(newer, {"textDocument": {"uri": uri}, "function": "@f", "index": 0, "version": 5})
    assert "3xf32" in doc["text"] and len(calls) == 2


def test_the_cache_is_bounded(monkeypatch):
    calls = counting(monkeypatch)
    for k in range(irviews.MAX_REMEMBERED + 3):
        snap = snapshot_of(TEXT, path="/w/b.mlir", version=k)
        irviews.ir_document(snap, {"textDocument": {"uri": "file:///w/b.mlir"}, "function": "@f", "index": 0})
    assert len(irviews._remembered) <= irviews.MAX_REMEMBERED
    assert len(calls) == irviews.MAX_REMEMBERED + 3


def test_a_stage_uri_is_percent_encoded():
    uri = irviews.stage_uri("file:///w/my%20file.mlir", 3, "function", "@f", 2, "canonicalize")
    assert uri == (
        "bufls-ir:/my%20file/2-canonicalize.mlir?source=file%3A%2F%2F%2Fw%2Fmy%2520file.mlir"
        "&version=3&scope=function&function=%40f&index=2"
    )
    assert irviews.stage_uri("untitled:Untitled-1", None, "file", "", 0, "input").startswith(
        "bufls-ir:/Untitled-1/0-input.mlir?source=untitled%3AUntitled-1&version=&scope=file&function=&index=0"
    )


def test_a_stage_past_the_last_is_an_error():
    snap = snapshot_of(TEXT, path="/w/past.mlir", version=1)
    doc = irviews.ir_document(snap, {"textDocument": {"uri": "file:///w/past.mlir"}, "function": "@f", "index": 99})
    assert doc["text"] == "" and "99" in doc["error"]


def test_a_function_named_in_several_parts_of_a_split_file_is_the_one_under_the_cursor():
    # upstream's test files define @f in many `// -----` parts
    text = TEXT + "\n// -----\n\n" + TEXT.replace("2xf32", "3xf32") + "\n// -----\n\nfunc.func @g() {\n  return\n}\n"
    uri = "file:///w/parts.mlir"
    snap = snapshot_of(text, path="/w/parts.mlir", version=1)
    second = text[: text.index("3xf32")].count("\n")
    got = irviews.ir_after_passes(snap, {"textDocument": {"uri": uri}, "position": {"line": second, "character": 2}})
    assert got["function"] == "@f (part 2)"
    assert got["stages"][1]["title"] == "@f (part 2) after expand-realloc"
    q = dict(parse_qsl(urlsplit(got["stages"][0]["uri"]).query, keep_blank_values=True))
    doc = irviews.ir_document(snap, {"textDocument": {"uri": uri}, "function": q["function"], "index": 0, "version": 1})
    assert "3xf32" in doc["text"] and "2xf32" not in doc["text"]
    first = irviews.ir_after_passes(snap, {"textDocument": {"uri": uri}, "position": {"line": 1, "character": 2}})
    assert first["function"] == "@f (part 1)"
    only = text.count("\n", 0, text.index("@g"))
    alone = irviews.ir_after_passes(snap, {"textDocument": {"uri": uri}, "position": {"line": only, "character": 2}})
    assert alone["function"] == "@g"  # (no other part defines one)
    plain = irviews.ir_document(snap, {"textDocument": {"uri": uri}, "function": "@f", "index": 0, "version": 1})
    assert "2xf32" in plain["text"]  # "@f": the first one, as before
