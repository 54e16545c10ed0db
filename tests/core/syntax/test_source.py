"""Offsets <-> (line, column), and the span index."""

from bufls.core.syntax.source import SourceFile, SpanIndex


def test_line_col_round_trip():
    src = SourceFile("ab\ncde\n\nf")
    for off in range(len(src.text) + 1):
        line, col = src.line_col(off)
        assert src.offset(line, col) == off
    assert src.line_col(3) == (1, 0)
    assert src.line_text(1) == "cde"
    assert src.line_count == 4


def test_offset_clamps_out_of_range_positions():
    src = SourceFile("ab\ncd")
    assert src.offset(0, 99) == 2
    assert src.offset(99, 0) == len(src.text)
    assert src.offset(-1, 0) == 0


def test_span_index_finds_innermost_entity():
    idx = SpanIndex([(0, 10, "op"), (2, 4, "name"), (6, 8, "use")])
    assert idx.at(3) == "name"
    assert idx.at(7) == "use"
    assert idx.at(5) == "op"
    assert idx.at(4) == "name"  # just after a token still finds it
    assert idx.at(20) is None


def test_spliced_line_starts_match_a_fresh_count():
    import random

    from bufls.core.syntax.source import SourceFile, spliced_line_starts

    rnd = random.Random(3)
    text = "".join(rnd.choice("ab\n") for _ in range(200))
    for _ in range(200):
        a = rnd.randrange(len(text) + 1)
        b = rnd.randrange(a, len(text) + 1)
        new = "".join(rnd.choice("x\n") for _ in range(rnd.randrange(4)))
        starts = spliced_line_starts(SourceFile(text).line_starts(), a, b, new)
        text = text[:a] + new + text[b:]
        assert starts == SourceFile(text).line_starts()
