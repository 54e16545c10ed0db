"""Inlay hints (server/features/inlay.py): the ownership of memref block
arguments and region-op results, for the requested range only."""

from __future__ import annotations

from lsprotocol import types as lsp

from bufls.core.config.project import Config
from bufls.core.services.document import snapshot_of
from bufls.server.features.inlay import inlay_hints

TEXT = """func.func @h(%c: i1, %arg: memref<4xf32>, %lb: index, %ub: index, %st: index) {
  %a = memref.alloc() : memref<4xf32>
  %r = scf.if %c -> (memref<4xf32>) {
    scf.yield %a : memref<4xf32>
  } else {
    scf.yield %arg : memref<4xf32>
  }
  %l = scf.for %i = %lb to %ub step %st iter_args(%it = %a) -> (memref<4xf32>) {
    scf.yield %it : memref<4xf32>
  }
  cf.br ^bb1(%a : memref<4xf32>)
^bb1(%m: memref<4xf32>):
  memref.dealloc %m : memref<4xf32>
  return
}
func.func private @second(%x: memref<2xf32>) {
  return
}
"""


def request(text: str, start=(0, 0), end=(10_000, 0), config: Config | None = None):
    snap = snapshot_of(text, path="/x/inlay.mlir", version=1, config=config)
    return inlay_hints(
        snap,
        lsp.InlayHintParams(
            text_document=lsp.TextDocumentIdentifier(uri="file:///x/inlay.mlir"),
            range=lsp.Range(
                start=lsp.Position(line=start[0], character=start[1]), end=lsp.Position(line=end[0], character=end[1])
            ),
        ),
    )


def triples(hints) -> list[tuple[int, int, str]]:
    return [(h.position.line, h.position.character, h.label) for h in hints]


def test_hints_for_arguments_region_results_iter_args_and_block_args():
    got = request(TEXT)
    assert triples(got) == [
        (0, 25, "not owned"),  # %arg: function argument under the ABI
        (2, 4, "owned if %c"),  # %r = scf.if: owned when the alloc branch ran
        (7, 4, "owned"),  # %l = scf.for
        (7, 53, "not owned"),  # %it: the parent keeps the init buffer
        (11, 7, "owned"),  # ^bb1(%m)
        (15, 28, "not owned"),  # @second's %x
    ]
    assert all(h.padding_left and h.tooltip for h in got)
    assert "function-boundary ABI" in got[0].tooltip


def test_only_the_requested_range_is_answered():
    assert triples(request(TEXT, (2, 0), (8, 0))) == [(2, 4, "owned if %c"), (7, 4, "owned"), (7, 53, "not owned")]
    assert triples(request(TEXT, (15, 0), (16, 0))) == [(15, 28, "not owned")]


def test_no_hints_without_memrefs():
    assert request("func.func @f(%n: index) -> index {\n  return %n : index\n}\n") == []


def test_pipeline_output_hints_name_the_ownership_indicators():
    text = """func.func @loop(%lb: index, %ub: index, %st: index, %init: memref<?xf32>) {
  %true = arith.constant true
  %false = arith.constant false
  %r, %0 = scf.for %i = %lb to %ub step %st iter_args(%acc = %init, %1 = %false) -> (memref<?xf32>, i1) {
    %n = memref.alloc(%i) : memref<?xf32>
    %base, %off, %sz, %sd = memref.extract_strided_metadata %acc : memref<?xf32> -> memref<f32>, index, index, index
    scf.if %1 {
      memref.dealloc %base : memref<f32>
    }
    scf.yield %n, %true : memref<?xf32>, i1
  }
  %b, %o, %s, %d = memref.extract_strided_metadata %r : memref<?xf32> -> memref<f32>, index, index, index
  scf.if %0 {
    memref.dealloc %b : memref<f32>
  }
  return
}
"""
    labels = [h.label for h in request(text)]
    assert labels == ["not owned", "owned if %0", "owned if %1"]


def test_edit_elsewhere_keeps_the_hints_of_an_unchanged_function():
    moved = "// a new first line\n" + TEXT
    before = triples(request(TEXT))
    after = triples(request(moved))
    assert [(line - 1, char, label) for line, char, label in after] == before
