"""The ownership checker on small cases: one test per behaviour, each
naming the code, the line and the words of the path it must report."""

from __future__ import annotations

import textwrap

import pytest

from bufls.core.api import parse_file
from bufls.core.checker import engine as checker
from bufls.core.config.project import config_from_mapping

checker.STRICT = True


def check(src: str, config=None):
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


# -- leaks -----------------------------------------------------------------------------


def test_leak_on_one_branch_names_the_condition():
    found = check("""
        func.func @f(%c: i1) {
          %a = memref.alloc() : memref<4xf32>
          scf.if %c {
            memref.dealloc %a : memref<4xf32>
          }
          return
        }
        func.func @g() {
          %b = memref.alloc() : memref<4xf32>
          memref.dealloc %b : memref<4xf32>
          return
        }
    """)
    assert codes(found) == [("BUF001", 2)]
    assert "when %c is false" in found[0][2]


def test_leak_on_a_cfg_edge():
    found = check("""
        func.func @f(%c: i1) {
          %a = memref.alloc() : memref<4xf32>
          cf.cond_br %c, ^bb1, ^bb2
        ^bb1:
          memref.dealloc %a : memref<4xf32>
          cf.br ^bb2
        ^bb2:
          return
        }
    """)
    assert codes(found) == [("BUF001", 2)]
    assert "on the edge ^bb0 → ^bb2" in found[0][2] and "%c is false" in found[0][2]


def test_leak_of_every_iteration_of_a_loop():
    found = check("""
        func.func @f(%n: index) {
          %c0 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          scf.for %i = %c0 to %n step %c1 {
            %a = memref.alloc() : memref<4xf32>
          }
          %b = memref.alloc() : memref<4xf32>
          memref.dealloc %b : memref<4xf32>
          return
        }
    """)
    assert codes(found) == [("BUF001", 5)]


def test_returned_buffer_is_not_a_leak_and_a_public_function_must_own_it():
    found = check("""
        func.func @ok() -> memref<4xf32> {
          %a = memref.alloc() : memref<4xf32>
          return %a : memref<4xf32>
        }
        func.func @arg(%x: memref<4xf32>) -> memref<4xf32> {
          %y = memref.alloc() : memref<4xf32>
          memref.dealloc %y : memref<4xf32>
          return %x : memref<4xf32>
        }
        func.func @view(%x: memref<8xf32>) -> memref<4xf32, strided<[1]>> {
          %v = memref.subview %x[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
          return %v : memref<4xf32, strided<[1]>>
        }
        func.func private @priv(%x: memref<4xf32>) -> memref<4xf32> {
          return %x : memref<4xf32>
        }
    """)
    assert codes(found) == [("BUF102", 8), ("BUF102", 12)]
    assert "a view of a function argument" in found[1][2]


def test_call_results_are_owned_by_the_caller():
    found = check("""
        func.func private @make() -> memref<4xf32>
        func.func @f() {
          %a = call @make() : () -> memref<4xf32>
          %b = call @make() : () -> memref<4xf32>
          memref.dealloc %b : memref<4xf32>
          return
        }
    """)
    assert codes(found) == [("BUF001", 3)]


# -- double free, use after free --------------------------------------------------------


def test_double_free_points_at_the_first_free():
    found = check("""
        func.func @f() {
          %a = memref.alloc() : memref<4xf32>
          %v = memref.cast %a : memref<4xf32> to memref<?xf32>
          memref.dealloc %a : memref<4xf32>
          memref.dealloc %v : memref<?xf32>
          return
        }
    """)
    assert codes(found) == [("BUF002", 5)]
    result = parse_file(
        textwrap.dedent("""
        func.func @f() {
          %a = memref.alloc() : memref<4xf32>
          memref.dealloc %a : memref<4xf32>
          memref.dealloc %a : memref<4xf32>
          return
        }
    """)
    )
    (d,) = checker.check_module(result.modules[0])
    assert d.related and d.related[0].message == "%a is first freed here"


def test_double_free_after_loop_iterations():
    found = check("""
        func.func @f(%n: index) {
          %c0 = arith.constant 0 : index
          %a = memref.alloc() : memref<4xf32>
          cf.br ^bb1(%c0 : index)
        ^bb1(%i: index):
          %c = arith.cmpi slt, %i, %n : index
          cf.cond_br %c, ^bb2, ^bb3
        ^bb2:
          memref.dealloc %a : memref<4xf32>
          %c1 = arith.constant 1 : index
          %j = arith.addi %i, %c1 : index
          cf.br ^bb1(%j : index)
        ^bb3:
          return
        }
    """)
    assert ("BUF002", 9) in codes(found)
    msg = next(m for c, ln, m in found if c == "BUF002")
    assert "after 1 iteration of the loop at line 5" in msg


def test_a_free_in_a_loop_body():
    found = check("""
        func.func @f(%n: index) {
          %c0 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          %a = memref.alloc() : memref<4xf32>
          scf.for %i = %c0 to %n step %c1 {
            memref.dealloc %a : memref<4xf32>
          }
          return
        }
    """)
    assert codes(found) == [("BUF001", 4), ("BUF002", 6)]
    assert "when the loop at line 5 does not run" in found[0][2]
    assert "after 1 iteration of the loop at line 5" in found[1][2]


def test_use_after_free():
    found = check("""
        func.func @f(%o: memref<4xf32>) {
          %a = memref.alloc() : memref<4xf32>
          memref.dealloc %a : memref<4xf32>
          memref.copy %a, %o : memref<4xf32> to memref<4xf32>
          return
        }
    """)
    assert codes(found) == [("BUF003", 4)]


def test_use_after_free_through_a_view_and_when_returned():
    found = check("""
        func.func @f(%c: i1) -> memref<4xf32> {
          %c0 = arith.constant 0 : index
          %a = memref.alloc() : memref<4xf32>
          %s = memref.subview %a[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
          scf.if %c {
            memref.dealloc %a : memref<4xf32>
          }
          %x = memref.load %s[%c0] : memref<2xf32, strided<[1]>>
          return %a : memref<4xf32>
        }
    """)
    assert codes(found) == [("BUF003", 8), ("BUF003", 9)]
    assert "when %c is true" in found[0][2]


# -- frees of memory not owned here -----------------------------------------------------


def test_free_of_an_argument_alloca_global_and_view():
    found = check("""
        memref.global "private" constant @g : memref<4xf32> = dense<0.0>
        func.func @f(%x: memref<4xf32>) {
          memref.dealloc %x : memref<4xf32>
          %s = memref.alloca() : memref<4xf32>
          memref.dealloc %s : memref<4xf32>
          %g = memref.get_global @g : memref<4xf32>
          memref.dealloc %g : memref<4xf32>
          %a = memref.alloc() : memref<8xf32>
          %v = memref.subview %a[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
          memref.dealloc %v : memref<4xf32, strided<[1], offset: 2>>
          return
        }
    """)
    assert codes(found) == [("BUF101", 3), ("BUF004", 5), ("BUF004", 7), ("BUF004", 10)]
    assert "stack memory" in found[1][2] and "a global" in found[2][2]
    assert "a view ('memref.subview')" in found[3][2]


def test_free_with_the_dealloc_op_of_another_resource():
    found = check("""
        func.func @f() {
          %a = gpu.alloc () : memref<4xf32>
          memref.dealloc %a : memref<4xf32>
          return
        }
    """)
    assert codes(found) == [("BUF004", 3)]
    assert "resource 'gpu'" in found[0][2] and "'gpu.dealloc'" in found[0][2]


def test_configured_resources():
    cfg = config_from_mapping(
        {"resource": [{"name": "pool", "alloc": ["acme.pool_alloc"], "dealloc": "acme.pool_free"}]}
    )
    src = """
        func.func @f(%n: index) {
          %a = "acme.pool_alloc"(%n) : (index) -> memref<?xf32>
          %b = "acme.pool_alloc"(%n) : (index) -> memref<?xf32>
          %c = "acme.pool_alloc"(%n) : (index) -> memref<?xf32>
          "acme.pool_free"(%a) : (memref<?xf32>) -> ()
          memref.dealloc %b : memref<?xf32>
          return
        }
    """
    found = check(src, cfg)
    assert codes(found) == [("BUF001", 4), ("BUF004", 6)]
    assert "resource 'pool'" in found[1][2]


def test_a_configured_free_in_a_custom_syntax_bufls_cannot_read_says_what_to_do():
    cfg = config_from_mapping(
        {"resource": [{"name": "pool", "alloc": ["acme.pool_alloc"], "dealloc": "acme.pool_free"}]}
    )
    found = check(
        """
        func.func @g(%n: index) {
          %a = "acme.pool_alloc"(%n) : (index) -> memref<?xf32>
          acme.pool_free %a : memref<?xf32>
          return
        }
    """,
        cfg,
    )
    assert ("BUF202", 3) in codes(found)
    [message] = [m for code, _, m in found if code == "BUF202"]
    assert "op of an allocation resource" in message and "ODS definition" in message
    assert "assumed to read" not in message  # (not the message of an op nobody named)


# -- the output of the deallocation pipeline ----------------------------------------------


def test_guarded_frees_follow_ownership_through_block_arguments():
    assert (
        check("""
        func.func @f(%c: i1, %x: memref<2xf32>) {
          %true = arith.constant true
          %false = arith.constant false
          cf.cond_br %c, ^bb2(%x, %false : memref<2xf32>, i1), ^bb1
        ^bb1:
          %a = memref.alloc() : memref<2xf32>
          cf.br ^bb2(%a, %true : memref<2xf32>, i1)
        ^bb2(%m: memref<2xf32>, %own: i1):
          %base, %off, %size, %stride = memref.extract_strided_metadata %m : memref<2xf32> -> memref<f32>, index, index, index
          scf.if %own {
            memref.dealloc %base : memref<f32>
          }
          return
        }
    """)
        == []
    )


def test_bufferization_dealloc_with_retained_values():
    ok = """
        func.func @f(%c: i1) -> memref<2xf32> {
          %a = memref.alloc() : memref<2xf32>
          %b = memref.alloc() : memref<2xf32>
          %r = arith.select %c, %a, %b : memref<2xf32>
          %own:1 = bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%true, %true) retain (%r : memref<2xf32>)
          %k = scf.if %own#0 -> memref<2xf32> {
            scf.yield %r : memref<2xf32>
          } else {
            %cl = bufferization.clone %r : memref<2xf32> to memref<2xf32>
            scf.yield %cl : memref<2xf32>
          }
          return %k : memref<2xf32>
        }
    """.replace("%own:1 =", "%true = arith.constant true\n          %own:1 =")
    assert check(ok) == []
    bad = ok.replace("retain (%r : memref<2xf32>)", "retain (%b : memref<2xf32>)")
    found = check(bad)  # %b retained instead of %r: %a freed, then returned
    assert codes(found) == [("BUF001", 3), ("BUF003", 13)]
    assert "when %c is true" in found[1][2]


def test_dealloc_helper_semantics():
    """The generic lowering: pointers and conditions in buffers, the helper
    call, a guarded free per memref (from lower-deallocations)."""
    src = """
        func.func @f(%c: i1) -> memref<2xf32> {
          %c0 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          %true = arith.constant true
          %a = memref.alloc() : memref<2xf32>
          %b = memref.alloc() : memref<2xf32>
          %r = arith.select %c, %a, %b : memref<2xf32>
          %ptrs = memref.alloc() : memref<2xindex>
          %conds = memref.alloc() : memref<2xi1>
          %keep = memref.alloc() : memref<1xindex>
          %pa = memref.extract_aligned_pointer_as_index %a : memref<2xf32> -> index
          memref.store %pa, %ptrs[%c0] : memref<2xindex>
          %pb = memref.extract_aligned_pointer_as_index %b : memref<2xf32> -> index
          memref.store %pb, %ptrs[%c1] : memref<2xindex>
          memref.store %true, %conds[%c0] : memref<2xi1>
          memref.store %true, %conds[%c1] : memref<2xi1>
          %pr = memref.extract_aligned_pointer_as_index %r : memref<2xf32> -> index
          memref.store %pr, %keep[%c0] : memref<1xindex>
          %out = memref.alloc() : memref<2xi1>
          %own = memref.alloc() : memref<1xi1>
          %0 = memref.cast %ptrs : memref<2xindex> to memref<?xindex>
          %1 = memref.cast %keep : memref<1xindex> to memref<?xindex>
          %2 = memref.cast %conds : memref<2xi1> to memref<?xi1>
          %3 = memref.cast %out : memref<2xi1> to memref<?xi1>
          %4 = memref.cast %own : memref<1xi1> to memref<?xi1>
          call @dealloc_helper(%0, %1, %2, %3, %4) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
          %da = memref.load %out[%c0] : memref<2xi1>
          scf.if %da {
            memref.dealloc %a : memref<2xf32>
          }
          %db = memref.load %out[%c1] : memref<2xi1>
          scf.if %db {
            memref.dealloc %b : memref<2xf32>
          }
          memref.dealloc %ptrs : memref<2xindex>
          memref.dealloc %conds : memref<2xi1>
          memref.dealloc %keep : memref<1xindex>
          memref.dealloc %out : memref<2xi1>
          memref.dealloc %own : memref<1xi1>
          return %r : memref<2xf32>
        }
        func.func private @dealloc_helper(%arg0: memref<?xindex>, %arg1: memref<?xindex>, %arg2: memref<?xi1>, %arg3: memref<?xi1>, %arg4: memref<?xi1>) {
          return
        }
    """
    assert check(src) == []
    found = check(src.replace("memref.dealloc %b : memref<2xf32>", ""))
    assert codes(found) == [("BUF001", 6)] and "when %c is true" in found[0][2]


def test_dynamic_ownership_of_private_callees():
    src = """
        func.func private @maybe(%x: memref<4xf32>, %c: i1) -> (memref<4xf32>, i1) {
          %false = arith.constant false
          %true = arith.constant true
          %r = scf.if %c -> memref<4xf32> {
            %a = memref.alloc() : memref<4xf32>
            scf.yield %a : memref<4xf32>
          } else {
            scf.yield %x : memref<4xf32>
          }
          return %r, %c : memref<4xf32>, i1
        }
        func.func @f(%x: memref<4xf32>, %c: i1) {
          %r:2 = call @maybe(%x, %c) : (memref<4xf32>, i1) -> (memref<4xf32>, i1)
          scf.if %r#1 {
            memref.dealloc %r#0 : memref<4xf32>
          }
          return
        }
    """
    dyn = config_from_mapping({"private-function-dynamic-ownership": True})
    assert check(src, dyn) == []
    found = check(src)  # without the option the call result is always owned
    assert codes(found) == [("BUF001", 13)] and "when %r#1 is false" in found[0][2]


# -- hints -------------------------------------------------------------------------------


def test_bufferized_input_gets_one_hint_per_function():
    found = check("""
        func.func @f(%c: i1) {
          %a = memref.alloc() : memref<4xf32>
          %b = memref.alloc() : memref<4xf32>
          return
        }
        func.func @g() -> memref<4xf32> {
          %a = memref.alloc() : memref<4xf32>
          return %a : memref<4xf32>
        }
    """)
    assert codes(found) == [("BUF201", 1)]
    assert "apply the buffer-deallocation pipeline" in found[0][2]


def test_unknown_effects_are_reported_with_the_assumption():
    found = check("""
        func.func @f() {
          %a = memref.alloc() : memref<4xf32>
          "acme.use"(%a) : (memref<4xf32>) -> ()
          memref.dealloc %a : memref<4xf32>
          return
        }
    """)
    assert codes(found) == [("BUF202", 3)]
    assert "assumed to read its memref operands and not to free them" in found[0][2]


# -- precision and bounds ------------------------------------------------------------------


def test_correlated_branches_are_not_confused():
    assert (
        check("""
        func.func @f(%c: i1) {
          %a = scf.if %c -> memref<4xf32> {
            %x = memref.alloc() : memref<4xf32>
            scf.yield %x : memref<4xf32>
          } else {
            %y = memref.alloca() : memref<4xf32>
            scf.yield %y : memref<4xf32>
          }
          scf.if %c {
            memref.dealloc %a : memref<4xf32>
          }
          return
        }
    """)
        == []
    )


def test_many_independent_branches_stay_bounded_and_quiet():
    body = "\n".join(
        f"""
          scf.if %p{i} {{
            memref.store %f, %a[%c0] : memref<4xf32>
          }}"""
        for i in range(24)
    )
    args = ", ".join(f"%p{i}: i1" for i in range(24))
    found = check(f"""
        func.func @f({args}, %f: f32) {{
          %c0 = arith.constant 0 : index
          %a = memref.alloc() : memref<4xf32>{body}
          memref.dealloc %a : memref<4xf32>
          return
        }}
    """)
    assert found == []


def test_deep_nesting_does_not_crash():
    depth = 300
    inner = "memref.dealloc %a : memref<4xf32>"
    for _ in range(depth):
        inner = f"scf.if %c {{\n{inner}\n}}"
    text = f"func.func @f(%c: i1) {{\n%a = memref.alloc() : memref<4xf32>\n{inner}\nreturn\n}}\n"
    result = parse_file(text)
    found = checker.check_module(result.modules[0], text=text)
    assert [d.code for d in found] == ["BUF001"]


@pytest.mark.parametrize("n", [3])
def test_alias_of_arguments_is_unknown(n):
    """Arguments may alias: freeing an owned copy chosen by pointer equality
    with an argument is not reported."""
    assert (
        check("""
        func.func @f(%x: memref<4xf32>, %y: memref<4xf32>) {
          %px = memref.extract_aligned_pointer_as_index %x : memref<4xf32> -> index
          %py = memref.extract_aligned_pointer_as_index %y : memref<4xf32> -> index
          %same = arith.cmpi eq, %px, %py : index
          %a = memref.alloc() : memref<4xf32>
          scf.if %same {
            memref.dealloc %a : memref<4xf32>
          } else {
            memref.dealloc %a : memref<4xf32>
          }
          return
        }
    """)
        == []
    )


def test_a_branch_to_an_undefined_block_is_no_crash():
    """The verifier reports the undefined ^label; the checker goes on."""
    from bufls.core.analyze import analyze

    text = """func.func @f(%c: i1) {
  %a = memref.alloc() : memref<4xf32>
  cf.cond_br %c, ^left, ^right
^left:
  cf.br ^nowhere
^right:
  memref.dealloc %a : memref<4xf32>
  return
}
"""
    codes = {d.code for d in analyze(text)}
    assert "verify" in codes
