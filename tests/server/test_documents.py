"""Open documents: incremental text sync and the LSP line starts kept with it
(a line ends at \\n, \\r\\n or a lone \\r)."""

from __future__ import annotations

import random

from lsprotocol import types as lsp

from bufls.server.documents import Document, uri_to_path


def _change(sl, sc, el, ec, text):
    return lsp.TextDocumentContentChangePartial(
        range=lsp.Range(start=lsp.Position(line=sl, character=sc), end=lsp.Position(line=el, character=ec)), text=text
    )


def _lines(text):
    """LSP line starts, counted one character at a time."""
    starts, i = [0], 0
    while i < len(text):
        i += 2 if text.startswith("\r\n", i) else 1
        if text[i - 1] in "\r\n":
            starts.append(i)
    return starts


def _starts(doc):
    return doc.lines().starts.to_list()


def test_changes_apply_in_order_and_keep_line_starts():
    doc = Document("file:///a.mlir", "abc\ndef\nghi\n", 1)
    doc.apply([_change(1, 1, 2, 1, "X\nY\nZ"), _change(0, 0, 0, 0, "// c\n")])
    assert doc.text == "// c\nabc\ndX\nY\nZhi\n"
    assert _starts(doc) == _lines(doc.text)


def test_columns_are_utf16_units():
    doc = Document("file:///a.mlir", "// 😀 x\nfunc\n", 1)
    doc.apply([_change(0, 6, 0, 7, "y")])  # the emoji counts two units
    assert doc.text == "// 😀 y\nfunc\n"


def test_a_whole_document_change_replaces_the_text():
    doc = Document("file:///a.mlir", "old\n", 1)
    doc.apply([lsp.TextDocumentContentChangeWholeDocument(text="new\ntext\n")])
    assert doc.text == "new\ntext\n" and _starts(doc) == [0, 4, 9]


def test_positions_past_the_end_are_clamped():
    doc = Document("file:///a.mlir", "ab\ncd", 1)
    doc.apply([_change(1, 99, 7, 0, "!")])
    assert doc.text == "ab\ncd!"


def test_random_edits_match_a_plain_splice():
    rnd = random.Random(7)
    text = "".join(rnd.choice("ab\n") for _ in range(300))
    doc = Document("file:///a.mlir", text, 1)
    for _ in range(300):
        starts = _lines(text)
        sl = rnd.randrange(len(starts))
        el = rnd.randrange(sl, len(starts))
        line_len = lambda n, starts=starts, text=text: (
            (starts[n + 1] - 1 if n + 1 < len(starts) else len(text)) - starts[n]
        )
        sc = rnd.randrange(line_len(sl) + 1)
        ec = rnd.randrange(line_len(el) + 1) if el > sl else rnd.randrange(sc, line_len(el) + 1)
        new = "".join(rnd.choice("xy\n") for _ in range(rnd.randrange(4)))
        a, b = starts[sl] + sc, starts[el] + ec
        text = text[:a] + new + text[b:]
        doc.apply([_change(sl, sc, el, ec, new)])
        assert doc.text == text
    assert _starts(doc) == _lines(text)


def test_a_lone_cr_and_a_crlf_end_lines_as_lsp_says():
    doc = Document("file:///a.mlir", "a\rb\r\nc\nd", 1)
    assert _starts(doc) == [0, 2, 5, 7]
    doc.apply([_change(1, 0, 1, 1, "B"), _change(3, 1, 3, 1, "!")])
    assert doc.text == "a\rB\r\nc\nd!"
    doc.apply([_change(1, 9, 2, 0, "")])  # past the end of line 1 is its end: the \r\n goes
    assert doc.text == "a\rBc\nd!" and _starts(doc) == [0, 2, 5]


def test_deleting_between_a_cr_and_a_lf_joins_them_into_one_line_break_and_back():
    doc = Document("file:///a.mlir", "a\rx\nb", 1)  # lines: a | x | b
    doc.apply([_change(1, 0, 1, 1, "")])
    assert doc.text == "a\r\nb" and _starts(doc) == [0, 3]  # a | b
    doc.apply([_change(1, 0, 1, 0, "c")])  # line 1 starts after the \r\n
    assert doc.text == "a\r\ncb"
    doc.apply([_change(0, 1, 1, 0, "\ry\n")])  # the break replaced: split again
    assert doc.text == "a\ry\ncb" and _starts(doc) == [0, 2, 4]
    doc.apply([_change(1, 1, 1, 1, "\r")])  # a \r typed just before a \n joins it
    assert doc.text == "a\ry\r\ncb" and _starts(doc) == [0, 2, 5]
    doc.apply([_change(1, 0, 1, 1, "")])  # y goes: the two \r stay apart
    assert doc.text == "a\r\r\ncb" and _starts(doc) == [0, 2, 4]


def test_random_edits_of_mixed_line_breaks_match_a_plain_splice():
    rnd = random.Random(17)
    text = "".join(rnd.choice("ab\r\n") for _ in range(300))
    doc = Document("file:///a.mlir", text, 1)
    for step in range(400):
        starts = _lines(text)
        ends = [s - (2 if text[s - 2 : s] == "\r\n" else 1) for s in starts[1:]] + [len(text)]
        sl = rnd.randrange(len(starts))
        el = rnd.randrange(sl, min(sl + 3, len(starts)))
        sc = rnd.randrange(ends[sl] - starts[sl] + 1)
        ec = rnd.randrange(ends[el] - starts[el] + 1) if el > sl else rnd.randrange(sc, ends[el] - starts[el] + 1)
        new = "".join(rnd.choice("xy\r\n") for _ in range(rnd.randrange(4)))
        a, b = starts[sl] + sc, starts[el] + ec
        text = text[:a] + new + text[b:]
        doc.apply([_change(sl, sc, el, ec, new)])
        assert doc.text == text
        if step % 5 == 0:
            assert _starts(doc) == _lines(text)
    assert _starts(doc) == _lines(text)


def test_columns_follow_the_negotiated_encoding():
    utf8 = Document("file:///a.mlir", "é😀x\n", 1, encoding="utf-8")  # 2 + 4 bytes before x
    utf8.apply([_change(0, 6, 0, 7, "y")])
    assert utf8.text == "é😀y\n"
    utf32 = Document("file:///a.mlir", "é😀x\n", 1, encoding="utf-32")  # code points
    utf32.apply([_change(0, 2, 0, 3, "y")])
    assert utf32.text == "é😀y\n"
    assert utf32.lines().encoding == "utf-32"


def test_uri_to_path():
    assert uri_to_path("file:///tmp/a%20b.mlir") == "/tmp/a b.mlir"
    assert uri_to_path("untitled:Untitled-1") == "untitled:Untitled-1"


def test_changes_during_a_long_analysis_queue_no_job_and_the_newest_is_analysed_next():
    """Edits that pause longer than the debounce come in while the worker is
    busy with one analysis: none of them queues a job of its own (each would
    hold a copy of the text), and the newest version is analysed next."""
    import asyncio
    import threading

    from bufls.server.documents import Documents

    async def scenario():
        published, analysed = [], []
        docs = Documents(lambda doc, snap: published.append(snap.version), lambda path: None, lambda: 0.01)
        doc = docs.open("file:///a.mlir", "func.func @f() {\n  return\n}\n", 1)
        await doc.current()
        release = threading.Event()
        update = doc.analyzer.update

        def slow_update(text, version, config=None, **options):
            analysed.append(version)
            if version == 2:
                release.wait(10)  # the worker is busy with version 2
            return update(text, version, config, **options)

        doc.analyzer.update = slow_update
        jobs = []
        run = docs.run

        async def counting_run(fn, *args):
            jobs.append(fn.__name__)
            return await run(fn, *args)

        docs.run = counting_run
        for version in range(2, 7):
            docs.change(doc.uri, [_change(1, 2, 1, 2, " ")], version)
            await asyncio.sleep(0.05)  # longer than the debounce: a job each
        release.set()
        snap = await doc.current()
        await asyncio.sleep(0.05)
        docs.worker.shutdown(wait=True)
        return snap.version, analysed, published, jobs

    version, analysed, published, jobs = asyncio.run(scenario())
    assert jobs.count("_update_if_newest") == 2
    assert version == 6
    assert analysed == [2, 6]
    assert published == [1, 6]  # 2 was outdated when it was ready


def test_a_request_after_an_analysis_that_raised_is_not_left_waiting():
    """A bug in the analysis of one version: the requests about that version
    get the error (and the server its default answer), never a wait for a
    snapshot that will not come; the next version is analysed as usual."""
    import asyncio

    from bufls.server.documents import Documents

    async def scenario():
        docs = Documents(lambda doc, snap: None, lambda path: None, lambda: 0.01)
        doc = docs.open("file:///a.mlir", "func.func @f() {\n  return\n}\n", 1)
        await doc.current()
        update = doc.analyzer.update

        def broken(text, version, config=None, **options):
            if version == 2:
                raise RuntimeError("a bug")
            return update(text, version, config, **options)

        doc.analyzer.update = broken
        docs.change(doc.uri, [_change(1, 2, 1, 2, " ")], 2)
        await asyncio.sleep(0.3)
        try:
            await asyncio.wait_for(doc.current(), 10)
            raised = None
        except RuntimeError as exc:
            raised = str(exc)
        docs.change(doc.uri, [_change(1, 2, 1, 2, " ")], 3)
        snap = await asyncio.wait_for(doc.current(), 10)
        docs.worker.shutdown(wait=True)
        return raised, snap.version

    assert asyncio.run(scenario()) == ("a bug", 3)
