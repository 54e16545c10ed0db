"""Spans become LSP positions with UTF-16 columns, and back."""

from hypothesis import given
from hypothesis import strategies as st

from bufls.core.source import SourceFile
from bufls.server import convert

EMOJI = "\U0001F600"   # outside the BMP: two UTF-16 code units


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
