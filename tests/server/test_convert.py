"""Spans become LSP positions with UTF-16 columns (or the negotiated
encoding's), and back; the server's lines end at \\n, \\r\\n and a lone \\r."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bufls.core.services.document import snapshot_of
from bufls.core.syntax.source import SourceFile
from bufls.server import convert
from bufls.server.lines import Lines

CODECS = {"utf-8": ("utf-8", 1), "utf-16": ("utf-16-le", 2), "utf-32": ("utf-32-le", 4)}

EMOJI = "\U0001f600"  # outside the BMP: two UTF-16 code units


def test_ascii_columns_are_unchanged():
    src = SourceFile("abc\ndef\n")
    assert convert.offset_to_position(src, 5) == (1, 1)


def test_a_character_outside_the_bmp_counts_as_two_units():
    src = SourceFile(f"a{EMOJI}b\n")
    assert convert.offset_to_position(src, 2) == (0, 3)
    assert convert.span_to_range(src, 1, 3) == {
        "start": {"line": 0, "character": 1},
        "end": {"line": 0, "character": 4},
    }


def test_bmp_non_ascii_counts_as_one_unit():
    src = SourceFile("é%x\n")
    assert convert.offset_to_position(src, 1) == (0, 1)


def test_position_inside_a_surrogate_pair_moves_to_the_next_code_point():
    src = SourceFile(f"{EMOJI}x")
    assert convert.position_to_offset(src, 0, 1) == 1
    assert convert.position_to_offset(src, 0, 2) == 1


def test_positions_past_the_line_or_file_are_clamped():
    src = SourceFile("ab\ncd")
    assert convert.position_to_offset(src, 0, 99) == 2
    assert convert.position_to_offset(src, 9, 0) == 5
    assert convert.position_to_offset(src, -1, 0) == 0


def test_to_lsp_range_builds_lsprotocol_objects():
    src = SourceFile(f"{EMOJI}ab")
    r = convert.to_lsp_range(src, 1, 2)
    assert (r.start.line, r.start.character, r.end.character) == (0, 2, 3)


@given(st.text(alphabet=st.sampled_from(["a", "\n", "é", EMOJI, "\r"]), max_size=40), st.data())
def test_offset_to_position_and_back_round_trips(text, data):
    src = SourceFile(text)
    offset = data.draw(st.integers(0, len(text)))
    line, character = convert.offset_to_position(src, offset)
    assert convert.position_to_offset(src, line, character) == offset
    # UTF-16 length agrees with Python's encoder
    assert convert.utf16_len(text) == len(text.encode("utf-16-le")) // 2


# -- LSP lines (server/lines.py) and the negotiated encoding -------------------


def test_lsp_lines_break_at_a_lone_cr_where_the_command_line_does_not():
    text = "// a\rb\nc"
    assert convert.offset_to_position(Lines(text), text.index("b")) == (1, 0)
    assert convert.offset_to_position(SourceFile(text), text.index("b")) == (0, 5)  # as mlir-opt counts
    assert convert.position_to_offset(Lines(text), 2, 0) == text.index("c")


def test_a_crlf_is_one_line_break_and_not_part_of_the_line():
    lines = Lines("ab\r\ncd")
    assert convert.position_to_offset(lines, 0, 99) == 2  # the end of line 0 is before \r
    assert convert.span_to_range(lines, 0, 3)["end"] == {"line": 0, "character": 2}


@pytest.mark.parametrize("encoding, character", [("utf-16", 3), ("utf-8", 6), ("utf-32", 2)])
def test_characters_are_counted_in_the_negotiated_encoding(encoding, character):
    lines = Lines(f"é{EMOJI}x\r\n", encoding=encoding)
    assert convert.offset_to_position(lines, 2) == (0, character)
    assert convert.position_to_offset(lines, 0, character) == 2


def test_a_position_inside_a_utf8_sequence_moves_to_the_next_code_point():
    lines = Lines(f"a{EMOJI}b", encoding="utf-8")
    assert [convert.position_to_offset(lines, 0, c) for c in range(7)] == [0, 1, 2, 2, 2, 2, 3]


def test_a_snapshot_made_outside_the_server_gets_lsp_lines_of_its_text():
    snap = snapshot_of("// x\rfunc.func @f() {\n  return\n}\n")
    lines = convert.lines_of(snap)
    assert lines.line_count == 5 and convert.lines_of(snap) is lines
    attached = Lines(snap.text, encoding="utf-8")
    convert.attach_lines(snap, attached)
    assert convert.lines_of(snap) is attached


@given(
    st.text(alphabet=st.sampled_from(["a", "\n", "\r", "é", EMOJI]), max_size=40),
    st.sampled_from(["utf-8", "utf-16", "utf-32"]),
    st.data(),
)
def test_lsp_positions_round_trip_except_inside_a_crlf(text, encoding, data):
    lines = Lines(text, encoding=encoding)
    offset = data.draw(st.integers(0, len(text)))
    line, character = convert.offset_to_position(lines, offset)
    back = convert.position_to_offset(lines, line, character)
    inside_crlf = 0 < offset < len(text) and text[offset - 1 : offset + 1] == "\r\n"
    assert back == (offset - 1 if inside_crlf else offset)
    codec, unit = CODECS[encoding]
    before = lines.line_text(line)[: offset - lines.line_start(line)]
    assert character == len(before.encode(codec)) // unit
