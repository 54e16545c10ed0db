"""Shared pieces of the fuzz tests: the seed texts, the mutations, and the
checks every answer of bufls must pass.

Seeds are the ``.mlir`` files of ``tests/corpus`` (the repository's copy of
the corpus) and modules of ``benchmarks/genmod.py``.  A mutation is plain
data (``Mutation``), drawn by hypothesis and applied by ``apply``, so a
failing example shrinks to few, small edits:

* delete / duplicate a token or a line, delete a range, truncate;
* swap two blocks of lines;
* insert text: punctuation MLIR cares about, huge numbers, astral
  characters, NUL, CR, BOM, U+2028, lone surrogates (the language server can receive those in a
  JSON string; on disk they are invalid UTF-8, see ``to_bytes``);
* CRLF line ends; a token repeated into a very long line; a huge nest of
  regions or brackets, closed or not.

``check_diagnostics`` (spans of ``analyze``) and ``check_cli_answer`` (what
``bufls --check --format json`` printed) are the properties.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "tests" / "corpus"
GENMOD = ROOT / "benchmarks" / "genmod.py"

#: ``BUFLS_FUZZ_EXAMPLES=N`` runs N examples of every property test (and
#: checks N files in the folder test) instead of the CI defaults.
EXAMPLES = int(os.environ.get("BUFLS_FUZZ_EXAMPLES", "0") or 0)


def examples(ci_default: int) -> int:
    return EXAMPLES if EXAMPLES > 0 else ci_default


# ---------------------------------------------------------------------------
# seeds


@cache
def corpus_files() -> tuple[Path, ...]:
    return tuple(sorted(CORPUS.rglob("*.mlir")))


@cache
def corpus_text(path: Path) -> str:
    return path.read_text(encoding="utf-8")


@cache
def genmod():
    spec = importlib.util.spec_from_file_location("bufls_fuzz_genmod", GENMOD)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@cache
def generated(lines: int, seed: int, deallocs: str) -> str:
    return genmod().generate(lines, seed, deallocs)


def seed_texts() -> st.SearchStrategy[str]:
    corpus = st.sampled_from(corpus_files()).map(corpus_text)
    gen = st.builds(generated, st.integers(10, 160), st.integers(0, 10_000), st.sampled_from(("none", "some", "all")))
    return st.one_of(corpus, gen)


# ---------------------------------------------------------------------------
# mutations

_TOKEN = re.compile(r'\s+|[%^@#!]?[\w.$-]+|"(?:[^"\\\n]|\\.)*"|.', re.S)

#: Pieces worth inserting: MLIR punctuation and keywords, separators, and
#: characters that are hard on position maps and encoders.
SNIPPETS = (
    "{",
    "}",
    "(",
    ")",
    "[",
    "]",
    "<",
    ">",
    "{-#",
    "#-}",
    "<{",
    "}>",
    ",",
    ":",
    "=",
    "->",
    "%",
    "^",
    "@",
    "#",
    "!",
    '"',
    "\\",
    "//",
    "/",
    "%0 = ",
    "^bb1:",
    "^bb1(%a: memref<2xf32>):",
    "memref<?xf32>",
    "dense<",
    "loc(",
    '"x.op"(',
    "module {",
    "func.func @g(",
    "// -----\n",
    "// bufls: ignore[",
    "memref.dealloc %0 : memref<2xf32>\n",
    "\n",
    "\r",
    "\r\n",
    "\t",
    "\x00",
    "\x0b",
    "\x0c",
    "\ufeff",
    "\u2028",
    "\u00e9",
    "\U0001f600",
    "\U00010000",
    "\U0010ffff",
    "\ud800",
    "\udfff",
    "9" * 30,
    "9" * 5000,
    "-0x" + "f" * 40,
    "%0:99999999 = ",
    "i99999999",
    "locality<08>",
)

#: Openers and closers of huge nests.
NESTS = (
    ("scf.execute_region {\n", "scf.yield\n}\n"),
    ('"x.region"() ({\n', "}) : () -> ()\n"),
    ("(", ")"),
    ("[", "]"),
    ("<", ">"),
    ("{", "}"),
    ("memref<", ">"),
    ("module {\n", "}\n"),
    ("{a = ", "}"),
    ("array<i32: ", ">"),
)

MAX_GROWTH = 100_000  # characters one long_line mutation may add
MAX_SIZE = 300_000  # characters of a mutated text

KINDS = (
    "del_token",
    "dup_token",
    "del_line",
    "dup_line",
    "del_range",
    "truncate",
    "swap_blocks",
    "insert",
    "crlf",
    "long_line",
    "nest",
    "random_text",
)


@dataclass(frozen=True)
class Mutation:
    kind: str
    a: int  # a position (taken modulo the length it indexes)
    b: int  # a second position / a count
    text: str = ""


def _text_piece() -> st.SearchStrategy[str]:
    return st.one_of(
        st.lists(st.sampled_from(SNIPPETS), min_size=1, max_size=6).map("".join),
        st.text(max_size=12),  # any code point, surrogates included
        st.text(st.characters(codec="utf-8"), max_size=12),
    )


def mutations(max_size: int = 4) -> st.SearchStrategy[list[Mutation]]:
    one = st.builds(Mutation, st.sampled_from(KINDS), st.integers(0, 1 << 20), st.integers(0, 1 << 20), _text_piece())
    return st.lists(one, min_size=1, max_size=max_size)


def _lines(text: str) -> list[str]:
    return text.split("\n")


def apply(text: str, m: Mutation) -> str:
    """``text`` after one mutation (deterministic in ``m``)."""
    n = len(text)
    k = m.kind
    if k in ("del_token", "dup_token", "long_line"):
        toks = _TOKEN.findall(text)
        if not toks:
            return text + m.text
        i = m.a % len(toks)
        if k == "del_token":
            del toks[i]
        elif k == "dup_token":
            toks.insert(i, toks[i])
        else:
            toks[i] = toks[i] * min(2 + m.b % 5000, 1 + MAX_GROWTH // max(len(toks[i]), 1))
        return "".join(toks)
    if k in ("del_line", "dup_line"):
        lines = _lines(text)
        i = m.a % len(lines)
        if k == "del_line":
            del lines[i]
        else:
            lines.insert(i, lines[i])
        return "\n".join(lines)
    if k == "del_range":
        i = m.a % (n + 1)
        return text[:i] + text[i + 1 + m.b % 400 :]
    if k == "truncate":
        return text[: m.a % (n + 1)]
    if k == "swap_blocks":
        lines = _lines(text)
        if len(lines) < 4:
            return text
        i, j = sorted((m.a % len(lines), m.b % len(lines)))
        size = max(1, min(j - i, 1 + (m.a >> 8) % 8, len(lines) - j))
        if i + size > j:
            return text
        lines[i : i + size], lines[j : j + size] = lines[j : j + size], lines[i : i + size]
        return "\n".join(lines)
    if k == "insert":
        i = m.a % (n + 1)
        return text[:i] + m.text + text[i:]
    if k == "crlf":
        return text.replace("\r\n", "\n").replace("\n", "\r\n")
    if k == "nest":
        opener, closer = NESTS[m.b % len(NESTS)]
        depth = (3, 40, 400, 3000)[(m.b >> 4) % 4]
        closed = depth if (m.b >> 6) % 3 else (m.b >> 8) % (depth + 1)
        lines = _lines(text)
        i = m.a % (len(lines) + 1)
        lines.insert(i, opener * depth + m.text + closer * closed)
        return "\n".join(lines)
    if k == "random_text":
        i = m.a % (n + 1)
        return text[:i] + m.text * (1 + m.b % 3) + text[i:]
    raise ValueError(k)


def apply_all(text: str, ms: list[Mutation]) -> str:
    """``text`` after the mutations, cut at ``MAX_SIZE`` characters (the
    big inputs have tests of their own: see test_linear_time.py)."""
    for m in ms:
        text = apply(text, m)[:MAX_SIZE]
    return text


def to_bytes(text: str) -> bytes:
    """The file bytes of ``text``: UTF-8, lone surrogates as their (invalid)
    three-byte encodings."""
    return text.encode("utf-8", "surrogatepass")


# ---------------------------------------------------------------------------
# properties


def check_diagnostics(text: str, diagnostics, path: str) -> None:
    """Every span of every diagnostic (and related location in this file)
    lies inside the text: ``0 <= start <= end <= len(text)``."""
    for d in diagnostics:
        assert 0 <= d.start <= d.end <= len(text), (d.code, d.start, d.end, len(text), d.message)
        for r in d.related:
            if r.path is None or r.path == path:
                assert 0 <= r.start <= r.end <= len(text), (d.code, "related", r.start, r.end, len(text))


def utf16_lines(text: str) -> list[int]:
    """UTF-16 length of each line (``\\n`` separated, the line end excluded)."""
    return [len(line.encode("utf-16-le", "surrogatepass")) // 2 for line in text.split("\n")]


def check_range(rng: dict, lengths: list[int]) -> None:
    start, end = rng["start"], rng["end"]
    for pos in (start, end):
        assert set(pos) == {"line", "character"}, pos
        assert isinstance(pos["line"], int) and isinstance(pos["character"], int), pos
        assert 0 <= pos["line"] < len(lengths), (pos, len(lengths))
        assert 0 <= pos["character"] <= lengths[pos["line"]], (pos, lengths[pos["line"]])
    assert (start["line"], start["character"]) <= (end["line"], end["character"]), rng


def check_cli_answer(code: int, stdout: str, stderr: str, data: bytes, file: str) -> list:
    """What ``bufls --check --format json FILE`` answered for a file with
    bytes ``data``: exit 0 or 1 with a valid JSON report whose ranges lie
    inside the file (0-based lines, UTF-16 characters); for bytes that are
    not UTF-8, exit 2 and a message that says so.  Returns the report."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        text = None
    report = json.loads(stdout)
    assert isinstance(report, list), stdout[:200]
    if text is None:
        assert code == 2, (code, stderr)
        assert "not valid UTF-8" in stderr and report == [], stderr
        return report
    assert code in (0, 1), (code, stderr[-2000:])
    assert "internal error" not in stderr, stderr[-2000:]
    lengths = utf16_lines(text)
    for item in report:
        assert set(item) == {"file", "range", "severity", "code", "message", "related"}, item
        assert item["file"] == file, item["file"]
        assert item["severity"] in ("error", "warning", "info", "hint"), item
        check_range(item["range"], lengths)
        for r in item["related"]:
            if r["file"] == file:
                check_range(r["range"], lengths)
    assert code == (1 if any(i["severity"] == "error" for i in report) else 0), (code, report[:3])
    return report
