"""Random edits of an open document, as someone working on the file makes
them (used by ``soak_lsp.py`` and tests/lsp/test_soak.py).

    stream = EditStream(doc, seed=1, original=text)     # doc: lspclient.Document
    for changes in stream.next_op():                     # one user action
        await client.change(doc, changes)                # already applied to doc

Actions: typing and deleting characters one at a time, inserting and
deleting lines, changing tokens, breaking the syntax (a bracket removed or
added) and fixing it again, pasting blocks copied from elsewhere, undoing
(the inverse of the last edits, newest first), several changes in one
``didChange``, and rarely a whole-text replacement (the file reverted).  The
line count is kept within about 90-110% of the start, so memory figures
taken at different times compare like with like.  Derandomized: the same
seed and text give the same edits.

Text is only ever split at ``\n`` (no ``\r``, form feed or U+2028, whose
line-breaking differs between LSP and Python's ``str.splitlines``).
"""

from __future__ import annotations

import random
import re

from lspclient import Document

__all__ = ["EditStream"]

TOKEN = re.compile(r"%[\w.$-]+|\^\w+|@\w+|\d+|[a-z_]\w*(?:\.\w+)*|[{}()<>\[\]:,=]")
BRACKETS = "{}()<>[]"
TYPED = (
    "%alloc",
    "%0",
    "%arg0",
    "42",
    "memref.dealloc ",
    "memref.alloc() : memref<8xf32>",
    "{",
    "}",
    "(",
    ")",
    "<",
    ">",
    ":",
    ",",
    " = ",
    "^bb1",
    "@f",
    " ",
    '"',
    "// note é \U0001d518 \u200b",
    "memref<?xf32>",
    "f32",
    "index",
    "cf.br ^bb1",
    "scf.yield",
    "return",
    "\t",
    "x",
    "0x1F",
    "-",
)
LINES = (
    "    // x",
    "    %new = arith.constant 3 : index",
    "    memref.dealloc %alloc : memref<16xf32>",
    "    %a = memref.alloc() : memref<8xf32>",
    "  }",
    "  func.func @pasted() {",
    "    return",
    'garbage ((( <<< "',
    "",
    "    cf.br ^bb9",
    '    %x = "test.op"() : () -> ()',
    "    // ünïcödé \U0001f600 comment",
    "  func.func private @decl(memref<?xf32>)",
    "}",
    "{",
)


class EditStream:
    """Random edits of ``doc``: ``next_op()`` applies one user action to
    ``doc`` and returns its ``didChange`` payloads (lists of changes)."""

    def __init__(self, doc: Document, seed: int, original: str):
        self.doc = doc
        self.rng = random.Random(seed)
        self.original = original
        self.n0 = len(doc.lines)
        self.undo: list[tuple[tuple[int, int], tuple[int, int], str]] = []
        self.counts: dict[str, int] = {}

    # -- primitives -----------------------------------------------------------

    def _apply(self, start, end, new: str, record: bool = True, bump: bool = True) -> dict:
        old = self.doc.get(start, end)
        change = self.doc.edit(start, end, new, bump)
        if record:
            self.undo.append((start, self.doc.end_of(start, new), old))
            del self.undo[:-500]
        return change

    def _pos(self, line: int | None = None) -> tuple[int, int]:
        line = self.rng.randrange(len(self.doc.lines)) if line is None else line
        return line, self.rng.randint(0, len(self.doc.lines[line]))

    def _token(self) -> str:
        line = self.doc.lines[self.rng.randrange(len(self.doc.lines))]
        found = TOKEN.findall(line)
        if found and self.rng.random() < 0.6:
            return self.rng.choice(found)
        return self.rng.choice(TYPED)

    # -- user actions ---------------------------------------------------------

    def type_text(self):
        line, col = self._pos()
        for ch in self.rng.choice(TYPED):
            yield [self._apply((line, col), (line, col), ch)]
            col += 1

    def backspace(self):
        line, col = self._pos()
        for _ in range(self.rng.randint(1, 6)):
            if col == 0:
                if line == 0:
                    return
                line, col = line - 1, len(self.doc.lines[line - 1])
                yield [self._apply((line, col), (line + 1, 0), "")]
            else:
                yield [self._apply((line, col - 1), (line, col), "")]
                col -= 1

    def insert_line(self):
        line = self.rng.randrange(len(self.doc.lines))
        yield [self._apply((line, 0), (line, 0), self.rng.choice(LINES) + "\n")]

    def delete_lines(self):
        big = len(self.doc.lines) > 1.1 * self.n0
        k = self.rng.randint(10, 60) if big else self.rng.randint(1, 3)
        if len(self.doc.lines) <= k + 1:
            return
        line = self.rng.randrange(len(self.doc.lines) - k)
        yield [self._apply((line, 0), (line + k, 0), "")]

    def change_token(self):
        line = self.rng.randrange(len(self.doc.lines))
        found = list(TOKEN.finditer(self.doc.lines[line]))
        if not found:
            return
        m = self.rng.choice(found)
        yield [self._apply((line, m.start()), (line, m.end()), self._token())]

    def break_and_fix(self):
        cands = [
            i
            for i in (self.rng.randrange(len(self.doc.lines)) for _ in range(20))
            if any(c in self.doc.lines[i] for c in BRACKETS)
        ]
        if not cands:
            return
        line = cands[0]
        text = self.doc.lines[line]
        col = self.rng.choice([i for i, c in enumerate(text) if c in BRACKETS])
        if self.rng.random() < 0.5:
            yield [self._apply((line, col), (line, col + 1), "", record=False)]  # remove one
            yield [self._apply((line, col), (line, col), text[col], record=False)]  # and put it back
        else:
            yield [self._apply((line, col), (line, col), text[col], record=False)]  # one too many
            yield [self._apply((line, col), (line, col + 1), "", record=False)]

    def paste_block(self):
        if len(self.doc.lines) > 1.1 * self.n0:
            return
        k = self.rng.randint(3, 80)
        src = self.rng.randrange(max(1, len(self.doc.lines) - k))
        block = "\n".join(self.doc.lines[src : src + k]) + "\n"
        dst = self.rng.randrange(len(self.doc.lines))
        yield [self._apply((dst, 0), (dst, 0), block)]

    def undo_some(self):
        for _ in range(self.rng.randint(1, 5)):
            if not self.undo:
                return
            start, end, old = self.undo.pop()
            yield [self._apply(start, end, old, record=False)]

    def multi(self):
        changes = []
        for _ in range(self.rng.randint(2, 3)):
            line = self.rng.randrange(len(self.doc.lines))
            found = list(TOKEN.finditer(self.doc.lines[line]))
            if found:
                m = self.rng.choice(found)
                changes.append(self._apply((line, m.start()), (line, m.end()), self._token(), bump=not changes))
        if changes:
            yield changes

    def revert(self):
        self.doc.lines = self.original.split("\n")
        self.doc.version += 1
        self.undo.clear()
        yield [{"text": self.original}]

    ACTIONS = (
        ("type_text", 20),
        ("backspace", 10),
        ("insert_line", 10),
        ("delete_lines", 9),
        ("change_token", 15),
        ("break_and_fix", 8),
        ("paste_block", 7),
        ("undo_some", 15),
        ("multi", 5.9),
        ("revert", 0.1),
    )

    def next_op(self):
        names, weights = zip(*self.ACTIONS)
        name = self.rng.choices(names, weights)[0]
        if len(self.doc.lines) < 0.9 * self.n0 and self.rng.random() < 0.5:
            name = "paste_block"
        self.counts[name] = self.counts.get(name, 0) + 1
        return getattr(self, name)()
