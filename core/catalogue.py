"""The catalogue of diagnostic codes: the one place a code is described.

Per code: its default severity, a name and a title, an explanation, a wrong
and a right MLIR example, the quick fix the language server offers on the
wrong example, and the anchor of its section in ``docs/diagnostics.md``.
Everything else reads it: ``DEFAULT_SEVERITY`` (``diagnostics.py``), the
SARIF rules of ``bufls --check --format sarif``, the ``codeDescription``
link of each LSP diagnostic, ``docs/diagnostics.md`` and the README's table
of codes.  The last two are generated::

    python -m bufls.core.catalogue --write .      # in the repository

``tests/core/test_catalogue.py`` checks that the examples produce their code
and that every reader agrees with the catalogue.  The codes are stable:
configuration (``severity``), inline suppressions and CI reports name them.

This module imports nothing from bufls (it sits beside ``diagnostics.py``
at the bottom of the layers).
"""

from __future__ import annotations

import argparse
import os
import sys
import textwrap
from dataclasses import dataclass
from pathlib import Path

__all__ = ["CATALOGUE", "DOCS_BASE", "Code", "doc_url", "markdown_page", "readme_table"]

DOCS_PAGE = "diagnostics.md"


def _docs_base() -> str | None:
    """Where docs/ can be read: the codeDescription links of the language
    server and the helpUri of SARIF rules point below it.  ``BUFLS_DOCS_URL``
    names a published copy (ending in ``/``); otherwise the ``docs/`` folder
    of the source tree bufls runs from (a checkout or an editable install)
    as a ``file:`` URI; otherwise no link is given."""
    base = os.environ.get("BUFLS_DOCS_URL")
    if base:
        return base if base.endswith("/") else base + "/"
    docs = Path(__file__).resolve().parents[1] / "docs"
    return docs.as_uri() + "/" if (docs / DOCS_PAGE).is_file() else None


DOCS_BASE = _docs_base()


@dataclass(frozen=True)
class Code:
    code: str
    severity: str  # "error" | "warning" | "info" | "hint", before configuration
    name: str  # identifier-like (the SARIF rule name)
    title: str  # one line
    explanation: str  # what it means and why it matters (one paragraph)
    wrong: str  # MLIR that produces the code
    right: str  # the same program without the problem
    quick_fix: str | None = None  # the code action's title on ``wrong``, as the server titles it
    also: tuple[str, ...] = ()  # the codes ``wrong`` cannot help reporting too
    enabled: bool = True  # False: reported only once ``severity`` turns it on

    @property
    def default_level(self) -> str:
        """The severity before configuration, or "off"."""
        return self.severity if self.enabled else "off"

    def __post_init__(self):
        object.__setattr__(self, "explanation", " ".join(self.explanation.split()))

    @property
    def anchor(self) -> str:
        """The section of ``docs/diagnostics.md`` (its heading is the code)."""
        return self.code.lower()


def doc_url(code: str) -> str | None:
    """The code's section of ``docs/diagnostics.md``, or None where no copy
    of the docs is known."""
    if DOCS_BASE is None or code not in CATALOGUE:
        return None
    return f"{DOCS_BASE}{DOCS_PAGE}#{CATALOGUE[code].anchor}"


_CODES = (
    Code(
        "syntax",
        "error",
        "Syntax",
        "The text does not parse",
        """The text is not valid MLIR: a token is missing or out of place, a
        bracket is not closed, an op's custom syntax is not followed, or a
        configuration file (`bufls.toml`, `[tool.bufls]`) is invalid. bufls
        cuts a file into its top-level ops before parsing them, so one error
        does not hide the rest of the file: the other functions are still
        analysed. An op whose name bufls does not know is no syntax error:
        in generic form (`"acme.op"(%a) : (memref<4xf32>) -> ()`) it is read
        as MLIR reads it; in custom syntax it is kept as written, with its
        results, uses, successors and regions, and the values its header
        binds (loop variables, function arguments) defined. If it touches
        memrefs, `BUF202` says what was assumed. Only a dialect bufls models
        completely (func, cf, memref, bufferization, scf) makes an unknown
        op name an error, as mlir-opt does.""",
        """\
func.func @twice(%x: i32) -> i32 {
  %y = arith.addi %x, %x i32
  return %y : i32
}
""",
        """\
func.func @twice(%x: i32) -> i32 {
  %y = arith.addi %x, %x : i32
  return %y : i32
}
""",
    ),
    Code(
        "verify",
        "error",
        "Verify",
        "The IR does not verify",
        """The text parses, but the IR breaks a rule of its ops: a value is
        used where it is not defined, the types or the number of operands,
        results or successor arguments do not match what the op or the
        enclosing function requires. `mlir-opt` rejects such IR as well, so
        no pass can run on it.""",
        """\
func.func @twice(%x: i32) -> i64 {
  %y = arith.addi %x, %x : i32
  return %y : i32
}
""",
        """\
func.func @twice(%x: i32) -> i32 {
  %y = arith.addi %x, %x : i32
  return %y : i32
}
""",
    ),
    Code(
        "BUF001",
        "warning",
        "Leak",
        "Leak: an owned allocation is not freed",
        """A buffer that the function allocated, and so owns, is not freed on
        some path to the function's exit (or before its last reference goes
        out of scope), and its ownership was not handed on by returning it.
        The checker follows each path separately, so the message says under
        which branch conditions the buffer leaks; the related location is
        where the function returns without freeing it. In a module that
        frees nothing at all, the leaks of a function are reported once, as
        `BUF201`, instead. For a reference-counted resource, a reference
        retained and never released leaks too; a `bufls.consumed` argument
        is owned by the callee and must be freed there.""",
        """\
func.func @f(%c: i1) {
  %a = memref.alloc() : memref<4xf32>
  scf.if %c {
    memref.dealloc %a : memref<4xf32>
  }
  return
}
""",
        """\
func.func @f(%c: i1) {
  %a = memref.alloc() : memref<4xf32>
  scf.if %c {
    memref.dealloc %a : memref<4xf32>
  } else {
    memref.dealloc %a : memref<4xf32>
  }
  return
}
""",
        "Free %a where it leaks ('memref.dealloc')",
    ),
    Code(
        "BUF002",
        "error",
        "DoubleFree",
        "Double free",
        """A buffer is freed a second time on some path, through the same
        value or through an alias of it, typically once on an error path and
        again at the common exit. Freeing memory twice corrupts the
        allocator: the program crashes or overwrites unrelated data later,
        far from the cause. The related location is the first free. For a
        reference-counted resource, it is a release too many: more releases
        than the allocation and the retains gave references.""",
        """\
func.func @f() {
  %a = memref.alloc() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}
""",
        """\
func.func @f() {
  %a = memref.alloc() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}
""",
        "Remove the second free of %a",
    ),
    Code(
        "BUF003",
        "error",
        "UseAfterFree",
        "Use after free",
        """A buffer, or a view or alias of it, is read, written, passed to an
        op or returned after it was freed on some path. The allocator may
        already have given the memory to another buffer, so the program
        reads garbage or corrupts data it does not own. The related
        locations are where the buffer was freed and where it was
        allocated.""",
        """\
func.func @f(%i: index) -> f32 {
  %a = memref.alloc() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  %v = memref.load %a[%i] : memref<4xf32>
  return %v : f32
}
""",
        """\
func.func @f(%i: index) -> f32 {
  %a = memref.alloc() : memref<4xf32>
  %v = memref.load %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return %v : f32
}
""",
    ),
    Code(
        "BUF004",
        "error",
        "FreeOfUnownedMemory",
        "Free of memory not owned here",
        """An op frees memory that is not a heap buffer owned here: stack
        memory from `memref.alloca` (freed automatically when its scope
        exits), a global (`memref.get_global`), a view such as a
        `memref.subview` instead of its base buffer, a buffer the function
        does not own on that path, or a buffer of one allocation resource
        freed with the dealloc op of another (resources declared in the
        configuration, such as a pool allocator, or chosen per allocation by
        memory space or a `bufls.resource` attribute), including a
        reference-counted buffer freed with a unique free or a unique buffer
        released or retained. Each hands an allocator a pointer it never
        gave out.""",
        """\
func.func @f() {
  %a = memref.alloca() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}
""",
        """\
func.func @f() {
  %a = memref.alloca() : memref<4xf32>
  return
}
""",
    ),
    Code(
        "BUF101",
        "error",
        "FreeOfArgument",
        "ABI: a function frees a memref argument it does not own",
        """A function frees one of its memref arguments, or a view of one. At
        function boundaries bufls follows upstream MLIR's ownership-based
        deallocation: a callee borrows its memref arguments and the caller
        keeps ownership and frees them, so a callee that frees them causes a
        double free or a use after free in its callers. To hand a buffer
        over, let the callee allocate it and return it instead.""",
        """\
func.func @f(%a: memref<4xf32>) {
  memref.dealloc %a : memref<4xf32>
  return
}
""",
        """\
func.func @f(%a: memref<4xf32>) {
  return
}
""",
        "Remove the free of argument %a",
    ),
    Code(
        "BUF102",
        "warning",
        "ReturnOfUnownedMemref",
        "ABI: a public function returns a memref it does not own",
        """A public function returns a memref it does not own: one of its
        arguments or an alias or view of one, stack memory from
        `memref.alloca`, or a global. The caller of a function owns every
        memref it returns and will free it, freeing memory it never
        allocated or that is already gone. Return a copy made with
        `bufferization.clone` instead.""",
        """\
func.func @f(%a: memref<4xf32>) -> memref<4xf32> {
  return %a : memref<4xf32>
}
""",
        """\
func.func @f(%a: memref<4xf32>) -> memref<4xf32> {
  %b = bufferization.clone %a : memref<4xf32> to memref<4xf32>
  return %b : memref<4xf32>
}
""",
        "Return a clone of %a (bufferization.clone)",
    ),
    Code(
        "BUF103",
        "error",
        "ReadOnlyArgumentWritten",
        "Contract: a write into an argument the function promises only to read",
        """The function declares an argument read-only
        (`bufferization.writable = false` or `bufferization.access = "read"`)
        or not accessed at all (`bufferization.access = "none"`), and then
        writes it (or, for "none", reads it): directly, through a view, or by
        passing it to a callee that writes that parameter. Callers rely on
        the promise: they pass constants and buffers they still read, and
        One-Shot Bufferize copies nothing for such arguments. Write into a
        copy instead, or drop the promise.""",
        """\
func.func @f(%a: memref<4xf32> {bufferization.access = "read"}, %i: index, %x: f32) {
  memref.store %x, %a[%i] : memref<4xf32>
  return
}
""",
        """\
func.func @f(%a: memref<4xf32> {bufferization.access = "read"}, %i: index, %x: f32) {
  %b = memref.alloc() : memref<4xf32>
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  memref.store %x, %b[%i] : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  return
}
""",
    ),
    Code(
        "BUF104",
        "error",
        "AliasingNoaliasArguments",
        "Contract: a call passes aliasing buffers where an argument is llvm.noalias",
        """The callee declares an argument `llvm.noalias`: no other argument
        of the call may refer to the same memory. This call passes one buffer
        (or views of it) both to that argument and to another one, on the
        path shown. After lowering to LLVM the callee's loads and stores may
        be reordered on the promise, so the program computes garbage. Pass a
        copy, or call a variant without the attribute.""",
        """\
func.func private @axpy(memref<4xf32> {llvm.noalias}, memref<4xf32>)
func.func @f(%a: memref<4xf32>) {
  call @axpy(%a, %a) : (memref<4xf32>, memref<4xf32>) -> ()
  return
}
""",
        """\
func.func private @axpy(memref<4xf32> {llvm.noalias}, memref<4xf32>)
func.func @f(%a: memref<4xf32>) {
  %b = bufferization.clone %a : memref<4xf32> to memref<4xf32>
  call @axpy(%b, %a) : (memref<4xf32>, memref<4xf32>) -> ()
  memref.dealloc %b : memref<4xf32>
  return
}
""",
    ),
    Code(
        "BUF201",
        "info",
        "DeallocationMissing",
        "Deallocation missing",
        """The module allocates buffers and frees none: bufferized input on
        which the buffer-deallocation pipeline has not run yet. Rather than
        one leak per buffer, each function that would leak gets this one
        hint, with its allocations as related locations. The code action
        runs the pipeline on the function (`bufls --fix` on whole files) and
        inserts the deallocations, as `mlir-opt
        --buffer-deallocation-pipeline` would. It is a hint, not an error:
        such IR is usually on its way through a compiler that runs the
        pipeline later.""",
        """\
func.func @f(%n: index, %x: f32) {
  %a = memref.alloc(%n) : memref<?xf32>
  memref.store %x, %a[%n] : memref<?xf32>
  return
}
""",
        """\
func.func @f(%n: index, %x: f32) {
  %a = memref.alloc(%n) : memref<?xf32>
  memref.store %x, %a[%n] : memref<?xf32>
  memref.dealloc %a : memref<?xf32>
  return
}
""",
        "Insert deallocations in @f (buffer-deallocation-pipeline)",
    ),
    Code(
        "BUF202",
        "warning",
        "UnknownMemoryEffects",
        "Op with unknown memory effects",
        """An op has memref operands, or uses memrefs in its regions, but
        bufls does not know its memory effects: it is neither a built-in op
        nor declared in the configuration. The message says what was
        assumed (the checker assumes it reads its operands and frees
        nothing; the deallocation pass, that it neither allocates nor frees
        and that its memref results may alias its operands), so leaks and
        frees through it may be missed. Declare its dialect in the
        configuration (`dialects = [...]`: ODS `.td` files, whose
        `MemAlloc`/`MemFree` effects name the resource) or the op as an
        allocation resource (`[[tool.bufls.resource]]`). An op the
        configuration names as a resource's alloc or dealloc op but written
        in its dialect's custom syntax, without the dialect's `.td` file,
        cannot be read (bufls knows neither its operands nor its results):
        the message says so, and that the op is taken to neither allocate
        nor free until its `.td` file is listed or the op is written in
        generic form (`"acme.pool_free"(%a) : (memref<?xf32>) -> ()`).""",
        """\
func.func @f() {
  %a = memref.alloc() : memref<4xf32>
  "acme.fill"(%a) : (memref<4xf32>) -> ()
  memref.dealloc %a : memref<4xf32>
  return
}
""",
        """\
func.func @f(%x: f32) {
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%x : f32) outs(%a : memref<4xf32>)
  memref.dealloc %a : memref<4xf32>
  return
}
""",
    ),
    Code(
        "BUF301",
        "hint",
        "AllocationInLoop",
        "Optimization: an allocation in a loop could be made once before it",
        """A loop allocates a buffer whose sizes do not depend on the loop,
        and no iteration passes the buffer on to the next one or out of the
        loop: every iteration allocates and frees the same buffer. Allocated
        once before the loop (and freed once after it), the program does
        the same with one allocation; `bufls opt --buffer-loop-hoisting`
        moves it (before `--buffer-deallocation-pipeline`), and the quick
        fix moves the allocation, and its free when the loop body frees it,
        in the text. A hint: turn it off with `severity = { BUF301 = "off" }`.""",
        """\
func.func @f(%n: index, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.alloc() : memref<4xf32>
    memref.store %x, %a[%c0] : memref<4xf32>
    memref.dealloc %a : memref<4xf32>
  }
  return
}
""",
        """\
func.func @f(%n: index, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %n step %c1 {
    memref.store %x, %a[%c0] : memref<4xf32>
  }
  memref.dealloc %a : memref<4xf32>
  return
}
""",
        "Move the allocation of %a out of the loop",
    ),
    Code(
        "BUF302",
        "hint",
        "HeapBufferCouldBeOnStack",
        "Optimization: a small heap buffer that never leaves its scope could be on the stack",
        """A heap allocation is small (a static shape of at most 1024 bytes,
        or a dynamic shape of rank 1 sized by a rank), nothing frees it and
        no function returns it: the stack would hold it for as long as it
        lives, freed when its scope ends, with no heap allocation and no
        free to place. `bufls opt --promote-buffers-to-stack` makes that
        change (before `--buffer-deallocation-pipeline`, which then has
        nothing to free), and the quick fix makes it in the text. Such a
        buffer is unfreed, so the function also gets `BUF201` (in a module
        that frees nothing) or `BUF001`: promotion is one remedy, freeing it
        the other. Off by default (bufferized IR has many such buffers):
        turn it on with `severity = { BUF302 = "hint" }`. The editor offers
        the rewrite "Allocate %a on the stack" on such an allocation
        either way, and hover says why an allocation stays on the heap.""",
        """\
func.func @f(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.store %x, %a[%c0] : memref<4xf32>
  %y = memref.load %a[%c0] : memref<4xf32>
  return %y : f32
}
""",
        """\
func.func @f(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloca() : memref<4xf32>
  memref.store %x, %a[%c0] : memref<4xf32>
  %y = memref.load %a[%c0] : memref<4xf32>
  return %y : f32
}
""",
        "Allocate %a on the stack (memref.alloca)",
        also=("BUF201",),
        enabled=False,
    ),
)

CATALOGUE: dict[str, Code] = {c.code: c for c in _CODES}


# ---------------------------------------------------------------------------
# docs/diagnostics.md and the README's table

_GENERATED = "<!-- generated by `python -m bufls.core.catalogue --write .` from core/catalogue.py -->"
README_BEGIN = "<!-- diagnostic codes: generated by `python -m bufls.core.catalogue --write .` -->"
README_END = "<!-- end of diagnostic codes -->"


def readme_table() -> str:
    """The README's table: each code linked to its section of the reference."""
    rows = [f"| [`{c.code}`](docs/{DOCS_PAGE}#{c.anchor}) | {c.severity} | {c.title} |" for c in _CODES]
    return "\n".join(["| code | default severity | meaning |", "|---|---|---|", *rows]) + "\n"


def markdown_page() -> str:
    """``docs/diagnostics.md``: a table of the codes, then one section per code."""
    out = [
        "# Diagnostic codes",
        "",
        _GENERATED,
        "",
        "Every problem bufls finds is reported with one of these codes by the",
        "language server and by `bufls --check` (text, JSON, SARIF and GitHub",
        "formats); `bufls opt` adds the code to the warnings of its passes.",
        "The codes are stable. A configuration changes a code's severity or",
        'turns it off (`severity = { BUF001 = "error", BUF202 = "off" }`),',
        "and `// bufls: ignore[BUF001]` on a line, or alone on the line above,",
        "silences a code there.",
        "",
        "| code | default severity | meaning | quick fix |",
        "|---|---|---|---|",
        *(
            f"| [`{c.code}`](#{c.anchor}) | {c.default_level} | {c.title} | {'yes' if c.quick_fix else 'no'} |"
            for c in _CODES
        ),
    ]
    for c in _CODES:
        out += [
            "",
            f"## {c.code}",
            "",
            f"**{c.title}** (default severity: {c.default_level})",
            "",
            _wrap(c.explanation),
            "",
            f"Wrong (reported as `{c.code}`):",
            "",
            "```mlir",
            c.wrong.rstrip("\n"),
            "```",
            "",
            "Right:",
            "",
            "```mlir",
            c.right.rstrip("\n"),
            "```",
        ]
        if c.quick_fix:
            out += ["", f"Quick fix offered on the wrong example: *{c.quick_fix}*."]
    return "\n".join(out) + "\n"


def _wrap(paragraph: str) -> str:
    return textwrap.fill(paragraph, 78, break_long_words=False, break_on_hyphens=False)


def _with_readme_table(readme: str) -> str:
    begin, end = readme.index(README_BEGIN), readme.index(README_END)
    return readme[: begin + len(README_BEGIN)] + "\n" + readme_table() + readme[end:]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m bufls.core.catalogue", description="Print or write the documentation of the diagnostic codes."
    )
    ap.add_argument("--markdown", action="store_true", help="print docs/diagnostics.md")
    ap.add_argument("--readme-table", action="store_true", help="print the README's table of codes")
    ap.add_argument("--write", metavar="REPO", help="rewrite REPO/docs/diagnostics.md and the table in REPO/README.md")
    args = ap.parse_args(argv)
    if args.write:
        root = Path(args.write)
        (root / "docs" / DOCS_PAGE).write_text(markdown_page(), encoding="utf-8")
        readme = root / "README.md"
        readme.write_text(_with_readme_table(readme.read_text(encoding="utf-8")), encoding="utf-8")
    if args.markdown:
        sys.stdout.write(markdown_page())
    if args.readme_table:
        sys.stdout.write(readme_table())
    if not (args.write or args.markdown or args.readme_table):
        ap.print_usage(sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
