// Covers: memref.cast (static to dynamic, ranked to unranked) and
// memref.reinterpret_cast to a 2-d shape of a 1-d allocation, the view
// yielded from an scf.if while the base is only reachable through it.
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }

func.func @shape(%flag: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %r = scf.if %flag -> (memref<2x3xf32, strided<[3, 1], offset: ?>>) {
    %flat = memref.alloc() : memref<6xf32>
    scf.for %i = %c0 to %c6 step %c1 {
      %ii = arith.index_cast %i : index to i64
      %fi = arith.sitofp %ii : i64 to f32
      memref.store %fi, %flat[%i] : memref<6xf32>
    }
    %view2d = memref.reinterpret_cast %flat to offset: [0], sizes: [2, 3], strides: [3, 1] : memref<6xf32> to memref<2x3xf32, strided<[3, 1]>>
    %c = memref.cast %view2d : memref<2x3xf32, strided<[3, 1]>> to memref<2x3xf32, strided<[3, 1], offset: ?>>
    scf.yield %c : memref<2x3xf32, strided<[3, 1], offset: ?>>
  } else {
    %big = memref.alloc() : memref<12xf32>
    %five = arith.constant 5.0 : f32
    linalg.fill ins(%five : f32) outs(%big : memref<12xf32>)
    %dyn = memref.cast %big : memref<12xf32> to memref<?xf32>
    %view2d = memref.reinterpret_cast %dyn to offset: [%c6], sizes: [2, 3], strides: [3, 1] : memref<?xf32> to memref<2x3xf32, strided<[3, 1], offset: ?>>
    scf.yield %view2d : memref<2x3xf32, strided<[3, 1], offset: ?>>
  }
  %u = memref.cast %r : memref<2x3xf32, strided<[3, 1], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  call @shape(%t) : (i1) -> ()
  call @shape(%f) : (i1) -> ()
  return
}
