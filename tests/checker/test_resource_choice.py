"""The checker with resources chosen per allocation (issue 19, item 3): by
the memref's memory space or the op's ``bufls.resource`` attribute
(core/analysis/resources.py); a free with another resource's op is BUF004."""

from __future__ import annotations

import textwrap

from bufls.core.analyze import analyze
from bufls.core.api import parse_file
from bufls.core.checker import engine as checker
from bufls.core.config.project import config_from_mapping

checker.STRICT = True

CONFIG = config_from_mapping(
    {
        "resource": [
            {"name": "device", "alloc": ["memref.alloc"], "memory-space": [1], "dealloc": "acme.device_free"},
            {
                "name": "global",
                "alloc": ["memref.alloc"],
                "memory-space": ["#gpu.address_space<global>"],
                "dealloc": "acme.free",
            },
            {"name": "pool", "alloc": ["acme.pool_alloc"], "dealloc": "acme.free"},
        ]
    }
)


def check(src: str, config=CONFIG):
    """[(code, 1-based line, message)] of the checker on ``src``."""
    text = textwrap.dedent(src).lstrip("\n")
    result = parse_file(text, "t.mlir")
    assert not result.diagnostics, result.diagnostics
    out = []
    for pm in result.modules:
        for d in checker.check_module(pm, config, text=text):
            out.append((d.code, text.count("\n", 0, d.start) + 1, d.message))
    return out


def codes(found):
    return [(c, ln) for c, ln, _ in found]


def test_the_memory_space_chooses_the_resource_of_an_alloc():
    found = check("""
        func.func @f(%n: index) {
          %d = memref.alloc(%n) : memref<?xf32, 1>
          %h = memref.alloc(%n) : memref<?xf32>
          %e = memref.alloc(%n) : memref<?xf32, 1>
          "acme.device_free"(%d) : (memref<?xf32, 1>) -> ()
          memref.dealloc %h : memref<?xf32>
          memref.dealloc %e : memref<?xf32, 1>
          return
        }
    """)
    assert codes(found) == [("BUF004", 7)]
    assert "resource 'device'" in found[0][2] and "expected 'acme.device_free'" in found[0][2]


def test_a_memory_space_attribute_chooses_the_resource():
    found = check("""
        func.func @f(%n: index) {
          %g = memref.alloc(%n) : memref<?xf32, #gpu.address_space<global>>
          %h = memref.alloc(%n) : memref<?xf32, #gpu.address_space<global>>
          "acme.free"(%g) : (memref<?xf32, #gpu.address_space<global>>) -> ()
          memref.dealloc %h : memref<?xf32, #gpu.address_space<global>>
          return
        }
    """)
    assert codes(found) == [("BUF004", 5)]
    assert "resource 'global'" in found[0][2]


def test_the_resource_attribute_chooses_the_resource():
    found = check("""
        func.func @f(%n: index) {
          %p = memref.alloc(%n) {bufls.resource = "pool"} : memref<?xf32>
          %q = memref.alloc(%n) {bufls.resource = "pool"} : memref<?xf32>
          "acme.free"(%p) : (memref<?xf32>) -> ()
          memref.dealloc %q : memref<?xf32>
          return
        }
    """)
    assert codes(found) == [("BUF004", 5)]
    assert "resource 'pool'" in found[0][2] and "expected 'acme.free'" in found[0][2]


def test_a_leak_of_a_buffer_chosen_by_attribute_is_reported():
    found = check("""
        func.func @f(%n: index) {
          %p = memref.alloc(%n) {bufls.resource = "pool"} : memref<?xf32>
          %q = memref.alloc(%n) {bufls.resource = "pool"} : memref<?xf32>
          "acme.free"(%q) : (memref<?xf32>) -> ()
          return
        }
    """)
    assert codes(found) == [("BUF001", 2)]


def test_a_shared_free_op_is_told_apart_by_the_freed_type():
    # acme.free frees "global" (its memory space) and "pool" (any other space)
    found = check("""
        func.func @f(%n: index) {
          %p = "acme.pool_alloc"(%n) : (index) -> memref<?xf32>
          %g = memref.alloc(%n) : memref<?xf32, #gpu.address_space<global>>
          %q = "acme.pool_alloc"(%n) : (index) -> memref<?xf32>
          "acme.free"(%p) : (memref<?xf32>) -> ()
          "acme.free"(%g) : (memref<?xf32, #gpu.address_space<global>>) -> ()
          "acme.device_free"(%q) : (memref<?xf32>) -> ()
          return
        }
    """)
    assert codes(found) == [("BUF004", 7)]
    assert "resource 'pool'" in found[0][2] and "resource 'device'" in found[0][2]


def test_a_shared_free_op_naming_its_resource():
    # a "global" buffer in the default space: the free says whose it is
    found = check("""
        func.func @f(%n: index) {
          %g = memref.alloc(%n) {bufls.resource = "global"} : memref<?xf32>
          %h = memref.alloc(%n) {bufls.resource = "global"} : memref<?xf32>
          "acme.free"(%g) {bufls.resource = "global"} : (memref<?xf32>) -> ()
          "acme.free"(%h) : (memref<?xf32>) -> ()
          return
        }
    """)
    assert codes(found) == [("BUF004", 5)]
    assert "a buffer of resource 'global'" in found[0][2] and "of resource 'pool'" in found[0][2]


def test_joined_buffers_of_two_resources_freed_each_by_its_own_op():
    src = """
        func.func @f(%c: i1, %n: index) {
          %t = arith.constant true
          %f = arith.constant false
          cf.cond_br %c, ^bb1, ^bb2
        ^bb1:
          %p = memref.alloc(%n) {bufls.resource = "pool"} : memref<?xf32>
          cf.br ^bb3(%p, %f, %t : memref<?xf32>, i1, i1)
        ^bb2:
          %h = memref.alloc(%n) : memref<?xf32>
          cf.br ^bb3(%h, %t, %f : memref<?xf32>, i1, i1)
        ^bb3(%m: memref<?xf32>, %own: i1, %own_pool: i1):
          %base, %offset, %size, %stride = memref.extract_strided_metadata %m : memref<?xf32> -> memref<f32>, index, index, index
          scf.if %own {
            memref.dealloc %base : memref<f32>
          }
          scf.if %own_pool {
            FREE(%base) : (memref<f32>) -> ()
          }
          return
        }
    """
    assert check(src.replace("FREE", '"acme.free"')) == []
    found = check(src.replace("FREE", '"acme.device_free"'))
    assert codes(found) == [("BUF004", 17)]
    assert "resource 'pool'" in found[0][2]


def _analyzed(src: str):
    text = textwrap.dedent(src).lstrip("\n")
    return [(d.code, text.count("\n", 0, d.start) + 1, d.message) for d in analyze(text, "t.mlir", CONFIG)]


def test_a_bad_resource_attribute_is_a_verify_error_on_its_op():
    found = _analyzed("""
        func.func @f(%n: index) {
          %a = memref.alloc(%n) {bufls.resource = 3} : memref<?xf32>
          %b = memref.alloc(%n) {bufls.resource = "poll"} : memref<?xf32>
          %c = arith.constant {bufls.resource = "pool"} 0 : index
          %d = memref.alloc(%n) : memref<?xf32>
          memref.dealloc %a : memref<?xf32>
          memref.dealloc %b : memref<?xf32>
          memref.dealloc %d {bufls.resource = "device"} : memref<?xf32>
          return
        }
    """)
    verify = [(ln, m) for c, ln, m in found if c == "verify"]
    assert [ln for ln, _ in verify] == [2, 3, 4, 8]
    assert "must be a string naming an allocation resource" in verify[0][1]
    assert "names no allocation resource: 'poll' (did you mean 'pool'?)" in verify[1][1]
    assert "neither allocates nor frees" in verify[2][1]
    assert "resource 'device' does not free with 'memref.dealloc'" in verify[3][1]
    # the attribute is ignored: plain memref buffers, freed right
    assert [c for c, _, _ in found if c != "verify"] == []


def test_the_language_server_reports_the_same_attribute_problems():
    from bufls.core.services.incremental import Analyzer

    text = textwrap.dedent("""
        func.func @f(%n: index) {
          %b = memref.alloc(%n) {bufls.resource = "poll"} : memref<?xf32>
          memref.dealloc %b : memref<?xf32>
          return
        }
    """).lstrip("\n")
    snap = Analyzer("t.mlir").update(text, 1, CONFIG)
    got = sorted((d.code, d.start, d.message) for d in snap.diagnostics)
    want = sorted((d.code, d.start, d.message) for d in analyze(text, "t.mlir", CONFIG))
    assert got == want and [c for c, _, _ in got] == ["verify"]
    edited = text.replace('"poll"', '"pool"')
    snap = Analyzer("t.mlir").update(edited, 2, CONFIG)
    assert [d.code for d in snap.diagnostics] == ["BUF004"]
