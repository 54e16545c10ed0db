"""Function-boundary contracts in the checker (core/checker/contracts.py):
read-only and untouched arguments (BUF103), llvm.noalias at calls
(BUF104), bufls.consumed at definitions and call sites."""

from __future__ import annotations

from .test_checker import check, codes

_CALLEES = """
    func.func @writes(%a: memref<4xf32>) {
      %c0 = arith.constant 0 : index
      %x = arith.constant 1.0 : f32
      memref.store %x, %a[%c0] : memref<4xf32>
      return
    }
    func.func @reads(%a: memref<4xf32>) -> f32 {
      %c0 = arith.constant 0 : index
      %x = memref.load %a[%c0] : memref<4xf32>
      return %x : f32
    }
    func.func @forwards(%a: memref<4xf32>) {
      %v = memref.subview %a[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
      scf.execute_region {
        call @writes(%a) : (memref<4xf32>) -> ()
        scf.yield
      }
      return
    }
    func.func private @external(memref<4xf32>)
    func.func private @external_reads(memref<4xf32> {bufferization.access = "read"})
"""


# -- read-only arguments ----------------------------------------------------------------


def test_store_into_a_read_only_argument():
    found = check("""
        func.func @f(%a: memref<4xf32> {bufferization.access = "read"}, %i: index, %x: f32) {
          %y = memref.load %a[%i] : memref<4xf32>
          memref.store %x, %a[%i] : memref<4xf32>
          return
        }
    """)
    assert codes(found) == [("BUF103", 3)]
    assert "'memref.store' writes %a, an argument @f promises only to read" in found[0][2]


def test_writable_false_is_read_only_and_views_count():
    found = check("""
        func.func @f(%a: memref<4xf32> {bufferization.writable = false}, %i: index, %x: f32) {
          %v = memref.subview %a[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
          memref.store %x, %v[%i] : memref<2xf32, strided<[1]>>
          return
        }
    """)
    assert codes(found) == [("BUF103", 3)]
    assert "%v (memory of %a)" in found[0][2] and "bufferization.writable = false" in found[0][2]


def test_writable_true_and_other_arguments_are_free_to_write():
    found = check("""
        func.func @f(%a: memref<4xf32> {bufferization.writable = true},
                     %b: memref<4xf32> {bufferization.access = "read"}, %i: index, %x: f32) {
          memref.store %x, %a[%i] : memref<4xf32>
          memref.copy %b, %a : memref<4xf32> to memref<4xf32>
          return
        }
    """)
    assert found == []


def test_copy_into_a_read_only_argument_is_reported_on_its_target_only():
    found = check("""
        func.func @f(%a: memref<4xf32> {bufferization.access = "read"}, %b: memref<4xf32>) {
          memref.copy %a, %b : memref<4xf32> to memref<4xf32>
          memref.copy %b, %a : memref<4xf32> to memref<4xf32>
          return
        }
    """)
    assert codes(found) == [("BUF103", 3)]


def test_no_access_argument_read():
    found = check("""
        func.func @f(%a: memref<4xf32> {bufferization.access = "none"}, %i: index) -> f32 {
          %y = memref.load %a[%i] : memref<4xf32>
          return %y : f32
        }
    """)
    assert codes(found) == [("BUF103", 2)]
    assert "reads %a, an argument @f promises not to access" in found[0][2]


def test_write_on_one_path_names_it():
    found = check("""
        func.func @f(%c: i1, %a: memref<4xf32> {bufferization.access = "read"}, %i: index, %x: f32) {
          %b = memref.alloc() : memref<4xf32>
          %t = arith.select %c, %a, %b : memref<4xf32>
          memref.store %x, %t[%i] : memref<4xf32>
          memref.dealloc %b : memref<4xf32>
          return
        }
    """)
    assert codes(found) == [("BUF103", 4)]
    assert "when %c is true" in found[0][2]


# -- read-only arguments at call sites --------------------------------------------------------


def test_read_only_argument_passed_to_a_writing_callee():
    found = check(
        _CALLEES
        + """
        func.func @f(%a: memref<4xf32> {bufferization.access = "read"}) {
          call @writes(%a) : (memref<4xf32>) -> ()
          %r = call @reads(%a) : (memref<4xf32>) -> f32
          call @external(%a) : (memref<4xf32>) -> ()
          call @external_reads(%a) : (memref<4xf32>) -> ()
          call @forwards(%a) : (memref<4xf32>) -> ()
          return
        }
    """
    )
    assert codes(found) == [("BUF103", 24), ("BUF103", 28)]
    assert "@writes writes its argument #0, %a" in found[0][2]
    assert "@forwards writes its argument #0" in found[1][2]


def test_untouched_argument_passed_to_a_reading_callee():
    found = check(
        _CALLEES
        + """
        func.func private @untouched(memref<4xf32> {bufferization.access = "none"})
        func.func @f(%a: memref<4xf32> {bufferization.access = "none"}) {
          %r = call @reads(%a) : (memref<4xf32>) -> f32
          call @untouched(%a) : (memref<4xf32>) -> ()
          return
        }
    """
    )
    assert codes(found) == [("BUF103", 25)]


def test_recursive_callee_is_summarised():
    found = check("""
        func.func @loop(%a: memref<4xf32>, %n: index) {
          %c0 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          %more = arith.cmpi sgt, %n, %c0 : index
          scf.if %more {
            %m = arith.subi %n, %c1 : index
            call @loop(%a, %m) : (memref<4xf32>, index) -> ()
          }
          return
        }
        func.func @f(%a: memref<4xf32> {bufferization.access = "read"}, %n: index) {
          call @loop(%a, %n) : (memref<4xf32>, index) -> ()
          return
        }
    """)
    assert found == []


# -- llvm.noalias ---------------------------------------------------------------------------


_NOALIAS = """
    func.func private @axpy(memref<4xf32> {llvm.noalias}, memref<4xf32>)
    func.func private @plain(memref<4xf32>, memref<4xf32>)
"""


def test_noalias_argument_passed_twice():
    found = check(
        _NOALIAS
        + """
        func.func @f(%a: memref<4xf32>, %b: memref<4xf32>) {
          call @axpy(%a, %a) : (memref<4xf32>, memref<4xf32>) -> ()
          call @axpy(%a, %b) : (memref<4xf32>, memref<4xf32>) -> ()
          call @plain(%a, %a) : (memref<4xf32>, memref<4xf32>) -> ()
          return
        }
    """
    )
    assert codes(found) == [("BUF104", 5)]
    assert "%a is passed twice, and @axpy declares its argument #0 llvm.noalias" in found[0][2]


def test_noalias_views_of_one_buffer_and_paths():
    found = check("""
        func.func private @axpy(memref<4xf32, strided<[1], offset: ?>> {llvm.noalias},
                                memref<4xf32, strided<[1], offset: ?>>)
        func.func @f(%c: i1, %o: index) {
          %a = memref.alloc() : memref<8xf32>
          %b = memref.alloc() : memref<8xf32>
          %l = memref.subview %a[%o] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: ?>>
          %h = memref.subview %a[%o] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: ?>>
          %m = memref.subview %b[%o] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: ?>>
          call @axpy(%l, %h) : (memref<4xf32, strided<[1], offset: ?>>, memref<4xf32, strided<[1], offset: ?>>) -> ()
          %t = arith.select %c, %l, %m : memref<4xf32, strided<[1], offset: ?>>
          call @axpy(%m, %t) : (memref<4xf32, strided<[1], offset: ?>>, memref<4xf32, strided<[1], offset: ?>>) -> ()
          memref.dealloc %a : memref<8xf32>
          memref.dealloc %b : memref<8xf32>
          return
        }
    """)
    assert codes(found) == [("BUF104", 9), ("BUF104", 11)]
    assert "views of one buffer, %a" in found[0][2]
    assert "when %c is false" in found[1][2] and "%m and %t are the same buffer" in found[1][2]


# -- bufls.consumed ---------------------------------------------------------------------------


def test_consumed_argument_must_be_freed_by_the_callee():
    found = check("""
        func.func @takes(%a: memref<4xf32> {bufls.consumed}) {
          return
        }
        func.func @frees(%a: memref<4xf32> {bufls.consumed}) {
          memref.dealloc %a : memref<4xf32>
          return
        }
        func.func @hands_on(%a: memref<4xf32> {bufls.consumed}) {
          call @frees(%a) : (memref<4xf32>) -> ()
          return
        }
        func.func @returns(%a: memref<4xf32> {bufls.consumed}) -> memref<4xf32> {
          return %a : memref<4xf32>
        }
    """)
    assert codes(found) == [("BUF001", 1)]
    assert "leak: %a is not freed before @takes returns" in found[0][2]


def test_caller_loses_the_buffer_at_the_call():
    found = check("""
        func.func private @take(memref<4xf32> {bufls.consumed})
        func.func @f(%i: index) -> f32 {
          %a = memref.alloc() : memref<4xf32>
          call @take(%a) : (memref<4xf32>) -> ()
          %y = memref.load %a[%i] : memref<4xf32>
          %b = memref.alloc() : memref<4xf32>
          call @take(%b) : (memref<4xf32>) -> ()
          memref.dealloc %b : memref<4xf32>
          return %y : f32
        }
    """)
    assert codes(found) == [("BUF003", 5), ("BUF002", 8)]
    assert "freed again" in found[1][2]


def test_handing_over_what_the_caller_does_not_own():
    found = check("""
        func.func private @take(memref<4xf32> {bufls.consumed})
        func.func @f(%arg: memref<4xf32>) {
          call @take(%arg) : (memref<4xf32>) -> ()
          %s = memref.alloca() : memref<4xf32>
          call @take(%s) : (memref<4xf32>) -> ()
          %a = memref.alloc() : memref<8xf32>
          %v = memref.subview %a[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
          %w = memref.cast %v : memref<4xf32, strided<[1]>> to memref<4xf32>
          call @take(%w) : (memref<4xf32>) -> ()
          return
        }
    """)
    assert codes(found) == [("BUF101", 3), ("BUF004", 5), ("BUF004", 9)]
    assert "'func.call' gives @take ownership of %arg, memory of a function argument" in found[0][2]
    assert "stack memory" in found[1][2]
    assert "a view ('memref.subview') of %a" in found[2][2]


def test_a_consumed_handover_frees_no_leak():
    found = check("""
        func.func private @take(memref<4xf32> {bufls.consumed})
        func.func @f(%c: i1) {
          %a = memref.alloc() : memref<4xf32>
          scf.if %c {
            call @take(%a) : (memref<4xf32>) -> ()
          }
          return
        }
    """)
    assert codes(found) == [("BUF001", 3)]
    assert "when %c is false" in found[0][2]
