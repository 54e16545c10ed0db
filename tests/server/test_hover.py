"""Hover (server/features/hover.py): Markdown for a memref value (type,
ownership at that point, allocation, aliases, frees, leaks) and for an op
name (memory effects, treatment by the deallocation pass); plain text for a
client that does not read Markdown."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from lsprotocol import types as lsp

from bufls.core.config.project import Config
from bufls.core.services.document import snapshot_of
from bufls.server.features.hover import hover

PATH = "/x/hover.mlir"
TEXT = """func.func @guarded(%c: i1, %arg: memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  %v = memref.subview %a[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
  scf.if %c {
    memref.dealloc %a : memref<4xf32>
  }
  %b = memref.alloca() : memref<f32>
  return
}
"""


def at(text: str, needle: str, nth: int = 0, config: Config | None = None, capabilities=None):
    pos = -1
    for _ in range(nth + 1):
        pos = text.index(needle, pos + 1)
    line = text.count("\n", 0, pos)
    char = pos - (text.rfind("\n", 0, pos) + 1) + 1
    snap = snapshot_of(text, path=PATH, version=1, config=config)
    return hover(
        snap,
        lsp.HoverParams(
            text_document=lsp.TextDocumentIdentifier(uri=Path(PATH).as_uri()),
            position=lsp.Position(line=line, character=char),
        ),
        capabilities,
    )


def lines(h: lsp.Hover) -> list[str]:
    assert h.contents.kind == lsp.MarkupKind.Markdown
    return h.contents.value.split("\n")


def test_hover_on_an_allocation_shows_type_ownership_site_free_and_leak():
    h = at(TEXT, "%a =")
    got = lines(h)
    assert got[0] == "`%a : memref<4xf32>`"
    assert got[1] == ("- ownership at its definition: **owned** — this block owns it on every path here")
    assert "- allocated by `memref.alloc` (line 2), resource 'memref'" in got
    assert "- may alias: `%v` (line 3)" in got
    assert "- freed by `memref.dealloc` (line 5) inside `scf.if` (line 4) when `%c` is true" in got
    assert "- leaks: `%a` is not freed when `%c` is false before `@guarded` returns" in got
    assert h.range == lsp.Range(start=lsp.Position(line=1, character=2), end=lsp.Position(line=1, character=4))


def test_hover_on_a_use_in_a_nested_block_says_the_enclosing_block_owns_it():
    got = lines(at(TEXT, "%a :", nth=0))
    assert got[1] == (
        "- ownership at its use by `memref.dealloc` (line 5): **not owned by this "
        "block** — block ^bb0 of `@guarded` owns it (owned there) and frees it"
    )


def test_hover_on_a_view_names_its_base_buffer():
    got = lines(at(TEXT, "%v ="))
    assert got[0] == "`%v : memref<2xf32, strided<[1]>>`"
    assert "- base buffer: `%a` (line 2), through `memref.subview`" in got


def test_hover_on_an_argument_and_on_stack_memory_says_not_owned():
    arg = lines(at(TEXT, "%arg:"))
    assert arg[1].startswith("- ownership at its definition: **not owned** — the memory of function argument `%arg`")
    stack = lines(at(TEXT, "%b ="))
    assert stack[1].startswith("- ownership at its definition: **not owned** — an automatic resource")
    assert "- allocated by `memref.alloca` (line 7), resource 'alloca'" in stack


def test_hover_on_an_op_name_shows_effects_and_pass_treatment():
    h = at(TEXT, "memref.alloc()")
    got = lines(h)
    assert got[0] == "`memref.alloc` — Allocates a buffer on the heap; free it with memref.dealloc."
    assert got[1] == "- memory effects: allocates result 0 (`%a`)"
    assert "- resource: alloc op of resource 'memref' (freed by `memref.dealloc`)" in got
    assert got[-2].startswith(
        "- deallocation pass: an allocation of resource 'memref': the pass takes ownership of result 0"
    )
    assert got[-1] == (
        "- buffer optimizations: stays on the heap under promote-buffers-to-stack: it is freed (by "
        "`memref.dealloc`), and the pass leaves freed buffers alone"
    )
    assert h.range.start == lsp.Position(line=1, character=7)


def test_hover_on_an_unknown_op_says_what_is_assumed():
    text = """func.func @u(%m: memref<4xf32>) {
  "acme.frob"(%m) : (memref<4xf32>) -> ()
  return
}
"""
    got = lines(at(text, "acme.frob"))
    assert got[0] == "`acme.frob` — unregistered op"
    assert got[1] == "- memory effects: unknown"
    assert got[2].startswith("- deallocation pass: unknown memory effects: bufls warns (BUF202)")


def test_hover_on_a_scalar_shows_only_its_type():
    got = lines(at(TEXT, "%c:"))
    assert got == ["`%c : i1`"]


def test_hover_on_an_ownership_indicator_names_its_memref():
    text = """func.func @d(%c: i1, %arg: memref<4xf32>) {
  %f = arith.constant false
  %r, %o = scf.if %c -> (memref<4xf32>, i1) {
    %a = memref.alloc() : memref<4xf32>
    scf.yield %a, %c : memref<4xf32>, i1
  } else {
    scf.yield %arg, %f : memref<4xf32>, i1
  }
  scf.if %o {
    memref.dealloc %r : memref<4xf32>
  }
  return
}
"""
    assert lines(at(text, "%o =")) == ["`%o : i1`", "- ownership indicator (`i1`) of `%r`"]
    r = lines(at(text, "%r,"))
    assert r[1] == ("- ownership at its definition: **owned if `%o`** — owned through its ownership indicator `%o`")


def test_hover_follows_private_function_dynamic_ownership():
    text = """func.func private @mk() -> (memref<4xf32>, i1) {
  %t = arith.constant true
  %a = memref.alloc() : memref<4xf32>
  return %a, %t : memref<4xf32>, i1
}
func.func @user() {
  %p, %own = call @mk() : () -> (memref<4xf32>, i1)
  return
}
"""
    dyn = lines(at(text, "%p,", config=Config(private_function_dynamic_ownership=True)))
    assert "- returned by the call of `@mk` (line 7)" in dyn
    assert "private-function-dynamic-ownership" in dyn[-1]
    abi = lines(at(text, "%p,"))
    assert "function-boundary ABI" in abi[-1]


def test_hover_on_a_global_says_where_it_comes_from():
    text = """memref.global "private" @g : memref<4xf32> = dense<0.0>
func.func @k() {
  %g = memref.get_global @g : memref<4xf32>
  return
}
"""
    got = lines(at(text, "%g ="))
    assert got[1].startswith("- ownership at its definition: **not owned** — a global")
    assert got[2] == "- comes from `memref.get_global` (line 3)"


@pytest.mark.parametrize("needle", ["  return", "[0]", "@guarded"])
def test_no_hover_where_there_is_nothing_to_explain(needle):
    assert at(TEXT, needle) is None


def test_markdown_never_leaks_html_or_emphasis_outside_code():
    tokens = [m.start() for m in re.finditer(r"%\w+|\b[a-z]+\.[a-z_]+", TEXT)]
    snap = snapshot_of(TEXT, path=PATH)
    seen = 0
    for pos in tokens:
        line = TEXT.count("\n", 0, pos)
        char = pos - (TEXT.rfind("\n", 0, pos) + 1)
        h = hover(
            snap,
            lsp.HoverParams(
                text_document=lsp.TextDocumentIdentifier(uri="file:///x"),
                position=lsp.Position(line=line, character=char),
            ),
        )
        if h is None:
            continue
        seen += 1
        prose = re.sub(r"`[^`]*`", "", h.contents.value).replace("**", "")
        assert not re.search(r"(?<!\\)[<>*_\[]", prose), prose
    assert seen >= 12


def _client(*formats) -> lsp.ClientCapabilities:
    """Capabilities of a client whose hover shows ``formats`` (None: it does not say)."""
    hover_caps = lsp.HoverClientCapabilities(content_format=list(formats) if formats != (None,) else None)
    return lsp.ClientCapabilities(text_document=lsp.TextDocumentClientCapabilities(hover=hover_caps))


@pytest.mark.parametrize(
    "capabilities",
    [
        _client(lsp.MarkupKind.PlainText),
        _client(None),
        lsp.ClientCapabilities(),  # no textDocument capabilities at all
    ],
    ids=["plaintext only", "no content format", "no hover capabilities"],
)
def test_a_client_without_markdown_gets_the_same_hover_in_plain_text(capabilities):
    md = at(TEXT, "%a =")
    plain = at(TEXT, "%a =", capabilities=capabilities)
    assert plain.contents.kind == lsp.MarkupKind.PlainText and plain.range == md.range
    got = plain.contents.value.split("\n")
    assert got[0] == "%a : memref<4xf32>"
    assert got[1] == "- ownership at its definition: owned — this block owns it on every path here"
    assert "- freed by memref.dealloc (line 5) inside scf.if (line 4) when %c is true" in got
    assert len(got) == len(md.contents.value.split("\n"))
    op = at(TEXT, "memref.alloc()", capabilities=capabilities).contents.value
    assert op.startswith("memref.alloc — Allocates a buffer on the heap")
    for text in (plain.contents.value, op):
        assert not re.search(r"[`\\]|\*\*", text), text  # no code marks, escapes or emphasis


def test_a_client_that_lists_markdown_gets_markdown():
    h = at(TEXT, "%a =", capabilities=_client(lsp.MarkupKind.PlainText, lsp.MarkupKind.Markdown))
    assert h.contents.kind == lsp.MarkupKind.Markdown and h.contents.value == at(TEXT, "%a =").contents.value


CONTRACTS = """func.func private @take(memref<4xf32> {bufls.consumed}, memref<4xf32> {bufferization.access = "read", llvm.noalias})
func.func @eat(%a: memref<4xf32> {bufls.consumed}, %r: memref<4xf32> {bufferization.access = "read"}) {
  %b = memref.alloc() : memref<4xf32>
  call @take(%b, %r) : (memref<4xf32>, memref<4xf32>) -> ()
  memref.dealloc %a : memref<4xf32>
  return
}
"""


def test_hover_on_a_function_and_its_arguments_shows_their_contract():
    func = lines(at(CONTRACTS, "func.func @eat"))
    assert "- contract: argument #0 (`%a`): ownership passes to the callee, which frees it (bufls.consumed)" in func
    assert '- contract: argument #1 (`%r`): read only (bufferization.access = "read")' in func
    consumed = lines(at(CONTRACTS, "%a:"))
    assert consumed[1] == "- ownership at its definition: **owned** — this block owns it on every path here"
    assert "- contract: ownership passes to the callee, which frees it (bufls.consumed)" in consumed
    read_only = lines(at(CONTRACTS, "%r:"))
    assert '- contract: read only (bufferization.access = "read")' in read_only


def test_hover_on_a_call_shows_the_callee_contract_and_what_is_handed_over():
    got = lines(at(CONTRACTS, "call @take"))
    assert (
        "- contract: `@take` argument #0: ownership passes to the callee, which frees it (bufls.consumed), given `%b`"
        in got
    )
    assert any(line.startswith("- contract: `@take` argument #1: read only, aliases no other argument") for line in got)
    assert any("`%b` goes to bufls.consumed parameters" in line for line in got)
