"""Resources whose ops are calls (``alloc = ["func.call @rt_alloc"]``) in
the checker: the calls allocate and free like the resource's ops."""

from __future__ import annotations

import textwrap

from bufls.core.analysis.resources import resources_from_config
from bufls.core.api import parse_file
from bufls.core.checker import engine as checker
from bufls.core.passes.base import run_pipeline

checker.STRICT = True

RT = resources_from_config(
    {"resource": [{"name": "rt", "alloc": ["func.call @rt_alloc"], "dealloc": "func.call @rt_free"}]}
)
DECLS = """
    func.func private @rt_alloc(index) -> memref<?xf32>
    func.func private @rt_free(memref<*xf32>)
"""


def check(src: str):
    text = textwrap.dedent(DECLS + src).lstrip("\n")
    (pm,) = parse_file(text, "t.mlir").modules
    return [
        (d.code, text.count("\n", 0, d.start) + 1, d.message) for d in checker.check_module(pm, resources=RT, text=text)
    ]


def test_a_call_of_the_free_function_frees():
    found = check("""
        func.func @f(%n: index, %c: i1) {
          %p = func.call @rt_alloc(%n) : (index) -> memref<?xf32>
          %u = memref.cast %p : memref<?xf32> to memref<*xf32>
          scf.if %c {
            func.call @rt_free(%u) : (memref<*xf32>) -> ()
          }
          return
        }
    """)
    assert [(c, ln) for c, ln, _ in found] == [("BUF001", 5)]
    assert "when %c is false" in found[0][2]


def test_double_free_and_wrong_resource_through_calls():
    found = check("""
        func.func @f(%n: index) {
          %p = func.call @rt_alloc(%n) : (index) -> memref<?xf32>
          %u = memref.cast %p : memref<?xf32> to memref<*xf32>
          func.call @rt_free(%u) : (memref<*xf32>) -> ()
          func.call @rt_free(%u) : (memref<*xf32>) -> ()
          %h = memref.alloc(%n) : memref<?xf32>
          %w = memref.cast %h : memref<?xf32> to memref<*xf32>
          func.call @rt_free(%w) : (memref<*xf32>) -> ()
          %q = func.call @rt_alloc(%n) : (index) -> memref<?xf32>
          memref.dealloc %q : memref<?xf32>
          return
        }
    """)
    assert [(c, ln) for c, ln, _ in found] == [("BUF002", 8), ("BUF004", 11), ("BUF004", 13)]
    assert "freed again" in found[0][2]
    assert "a buffer of resource 'memref'" in found[1][2] and "resource 'rt'" in found[1][2]
    assert "a buffer of resource 'rt'" in found[2][2]


def test_the_pipeline_output_with_call_resources_checks_clean():
    src = textwrap.dedent(
        DECLS
        + """
        func.func @f(%c: i1, %n: index, %v: f32) -> f32 {
          %c0 = arith.constant 0 : index
          cf.cond_br %c, ^rt, ^heap
        ^rt:
          %p = func.call @rt_alloc(%n) : (index) -> memref<?xf32>
          cf.br ^join(%p : memref<?xf32>)
        ^heap:
          %h = memref.alloc(%n) : memref<?xf32>
          cf.br ^join(%h : memref<?xf32>)
        ^join(%m: memref<?xf32>):
          memref.store %v, %m[%c0] : memref<?xf32>
          %r = memref.load %m[%c0] : memref<?xf32>
          return %r : f32
        }
    """
    ).lstrip("\n")
    result = parse_file(src, "t.mlir")
    (pm,) = result.modules
    before = checker.check_module(pm, resources=RT, text=src)
    assert [d.code for d in before] == ["BUF201"]
    run_pipeline(pm.op, ["buffer-deallocation-pipeline"], resources=RT)
    assert checker.check_module(pm, resources=RT) == []
