// Covers: the custom resource: buffers from the configured pool
// ("acme.pool_alloc", freed by "acme.pool_free") returned from a function,
// viewed, and dead at the end; they must be freed with the pool's op.
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }

func.func @make(%n: index, %v: f32) -> memref<?x3xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %a = "acme.pool_alloc"(%n) : (index) -> memref<?x3xf32>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %ij = arith.addi %i, %j : index
      %k = arith.index_cast %ij : index to i64
      %f = arith.sitofp %k : i64 to f32
      %g = arith.addf %f, %v : f32
      memref.store %g, %a[%i, %j] : memref<?x3xf32>
    }
  }
  return %a : memref<?x3xf32>
}

func.func @main() {
  %c2 = arith.constant 2 : index
  %f = arith.constant 0.5 : f32
  %a = call @make(%c2, %f) : (index, f32) -> memref<?x3xf32>
  %u = memref.cast %a : memref<?x3xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %s = memref.subview %a[0, 1] [2, 2] [1, 1] : memref<?x3xf32> to memref<2x2xf32, strided<[3, 1], offset: 1>>
  %u2 = memref.cast %s : memref<2x2xf32, strided<[3, 1], offset: 1>> to memref<*xf32>
  call @printMemrefF32(%u2) : (memref<*xf32>) -> ()
  %local = "acme.pool_alloc"() : () -> memref<4xf32>
  linalg.fill ins(%f : f32) outs(%local : memref<4xf32>)
  %c3 = arith.constant 3 : index
  %x = memref.load %local[%c3] : memref<4xf32>
  vector.print %x : f32
  return
}
