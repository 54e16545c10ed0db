// Two classic hand-written deallocation bugs.  Both files parse and verify
// (mlir-opt accepts them); only an ownership analysis finds the problems.

// Leak: the early-exit branch returns without freeing %buf.  The ^compute
// path frees it, the ^bail path does not (BUF001 on the allocation).
func.func @leak_on_early_exit(%n: index, %limit: index) -> f32 {
  %c0 = arith.constant 0 : index
  %buf = memref.alloc(%n) : memref<?xf32>
  %too_big = arith.cmpi ugt, %n, %limit : index
  cf.cond_br %too_big, ^bail, ^compute
^bail:
  %nan = arith.constant 0x7FC00000 : f32
  return %nan : f32
^compute:
  %one = arith.constant 1.0 : f32
  memref.store %one, %buf[%c0] : memref<?xf32>
  %v = memref.load %buf[%c0] : memref<?xf32>
  memref.dealloc %buf : memref<?xf32>
  return %v : f32
}

// Double free: the error path frees %tmp and then falls through to the
// common exit block, which frees it again (BUF002 on the second dealloc).
func.func @double_free_on_error_path(%ok: i1) -> i32 {
  %tmp = memref.alloc() : memref<32xi32>
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : i32
  memref.store %c7, %tmp[%c0] : memref<32xi32>
  %r = memref.load %tmp[%c0] : memref<32xi32>
  cf.cond_br %ok, ^exit, ^error
^error:
  memref.dealloc %tmp : memref<32xi32>
  cf.br ^exit
^exit:
  memref.dealloc %tmp : memref<32xi32>
  return %r : i32
}

// Correct for contrast: both paths free the buffer exactly once.
func.func @no_leak(%flag: i1) {
  %m = memref.alloc() : memref<2xf64>
  cf.cond_br %flag, ^a, ^b
^a:
  memref.dealloc %m : memref<2xf64>
  return
^b:
  memref.dealloc %m : memref<2xf64>
  return
}
