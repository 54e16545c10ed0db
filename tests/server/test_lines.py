"""The server's LSP line table (server/lines.py): a line ends at \\n, \\r\\n or
a lone \\r, and the table follows edits without counting the text again."""

from __future__ import annotations

import random

import pytest

from bufls.server.lines import Lines, LineTable


def fresh(text: str) -> list[int]:
    """LSP line starts, counted one character at a time."""
    starts, i = [0], 0
    while i < len(text):
        i += 2 if text.startswith("\r\n", i) else 1
        if text[i - 1] in "\r\n":
            starts.append(i)
    return starts


def test_a_line_ends_at_lf_crlf_and_a_lone_cr():
    lines = Lines("a\rb\r\nc\nd\r")
    assert lines.starts.to_list() == [0, 2, 5, 7, 9]
    assert [lines.line_text(i) for i in range(lines.line_count)] == ["a", "b", "c", "d", ""]


def test_line_col_and_offset_count_lines_as_lsp_does():
    lines = Lines("// x\r%a = 1\r\n%b = 2\n")
    assert lines.line_col(lines.text.index("%a")) == (1, 0)
    assert lines.line_col(lines.text.index("%b")) == (2, 0)
    assert lines.offset(1, 99) == lines.text.index("\r\n")  # clamped before the line break
    assert lines.offset(9, 0) == len(lines.text)
    assert lines.offset(-1, 3) == 0


@pytest.mark.parametrize(
    "text, start, end, new, want",
    [
        ("a\rx\nb", 2, 3, "", "a\r\nb"),  # deleting x joins \r and \n into one break
        ("a\r\nb", 1, 3, "\ry\n", "a\ry\nb"),  # and replacing the break splits it again
        ("a\nb", 1, 1, "\r", "a\r\nb"),  # an inserted \r meets the \n after it
        ("a\r", 2, 2, "\n", "a\r\n"),  # a \n typed after a \r at the end
        ("a\r\nb", 2, 2, "z", "a\rz\nb"),  # text put between \r and \n
        ("\r\n\r\n", 0, 1, "", "\n\r\n"),
        ("", 0, 0, "\r\r\n\n", "\r\r\n\n"),
    ],
)
def test_a_splice_joins_and_splits_cr_lf(text, start, end, new, want):
    table = LineTable(text)
    after = text[:start] + new + text[end:]
    assert after == want
    table.splice(after, start, end, len(new))
    assert table.to_list() == fresh(after)


def test_random_splices_match_a_fresh_count_and_views_stay_as_they_were():
    rnd = random.Random(11)
    text = "".join(rnd.choice("ab\r\n") for _ in range(400))
    table = LineTable(text)
    views = []
    for step in range(1500):
        if rnd.random() < 0.3:  # a run of edits near one place, then a jump
            at = rnd.randrange(len(text) + 1)
        else:
            at = min(len(text), max(0, (views[-1][2] if views else 0) + rnd.randrange(-8, 9)))
        end = min(len(text), at + rnd.choice([0, 0, 1, 2, 5]))
        new = "".join(rnd.choice("xy\r\n") for _ in range(rnd.choice([0, 1, 1, 2, 6])))
        text = text[:at] + new + text[end:]
        table.splice(text, at, end, len(new))
        if step % 7 == 0:
            views.append((table.view(text), fresh(text), at))
    assert table.to_list() == fresh(text)
    for view, want, _ in views:
        assert view.starts.to_list() == want
        assert all(view.line_col(s) == (i, 0) for i, s in enumerate(want))


def test_a_view_keeps_its_encoding():
    table = LineTable("a\rb")
    assert table.view("a\rb", "utf-8").encoding == "utf-8"
    assert Lines("x").encoding == "utf-16"


def test_typing_in_a_long_document_does_not_rewrite_every_line_start():
    text = "%x = 1\n" * 50_000
    table = LineTable(text)
    at = 7 * 100  # typing near the top
    for k in range(200):
        text = text[: at + k] + "y" + text[at + k :]
        table.splice(text, at + k, at + k, 1)
    assert table.raw[-1] == len(text) - 200  # the last start still waits for its shift
    assert table.to_list() == fresh(text)
