// Covers: memref.subview of allocations: a function returns a subview of its
// own allocation (the caller must free the base), subviews passed to calls and
// the original buffer dead except through its views.
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }

func.func @window(%n: index, %off: index) -> memref<2xf32, strided<[1], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %buf = memref.alloc(%n) : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i64
    %fi = arith.sitofp %ii : i64 to f32
    memref.store %fi, %buf[%i] : memref<?xf32>
  }
  %v = memref.subview %buf[%off] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1], offset: ?>>
  return %v : memref<2xf32, strided<[1], offset: ?>>
}

func.func @show(%v: memref<2xf32, strided<[1], offset: ?>>) {
  %u = memref.cast %v : memref<2xf32, strided<[1], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %w = call @window(%c8, %c3) : (index, index) -> memref<2xf32, strided<[1], offset: ?>>
  call @show(%w) : (memref<2xf32, strided<[1], offset: ?>>) -> ()
  %m = memref.alloc() : memref<4x4xf32>
  %f = arith.constant 7.0 : f32
  linalg.fill ins(%f : f32) outs(%m : memref<4x4xf32>)
  %row = memref.subview %m[1, 1] [1, 2] [1, 1] : memref<4x4xf32> to memref<2xf32, strided<[1], offset: 5>>
  %rowd = memref.cast %row : memref<2xf32, strided<[1], offset: 5>> to memref<2xf32, strided<[1], offset: ?>>
  call @show(%rowd) : (memref<2xf32, strided<[1], offset: ?>>) -> ()
  return
}
