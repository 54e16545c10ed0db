// Covers: dynamically shaped 2-d buffers (memref<?x?xf32>) sized at run time,
// memref.dim, a matrix product into a fresh buffer, a transposed copy and a
// dynamic subview printed with printMemrefF32.
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }

func.func @iota(%r: index, %c: index) -> memref<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc(%r, %c) : memref<?x?xf32>
  scf.for %i = %c0 to %r step %c1 {
    scf.for %j = %c0 to %c step %c1 {
      %k = arith.muli %i, %c : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i64
      %f = arith.sitofp %li : i64 to f32
      memref.store %f, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return %m : memref<?x?xf32>
}

func.func @matmul(%a: memref<?x?xf32>, %b: memref<?x?xf32>) -> memref<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %n = memref.dim %a, %c0 : memref<?x?xf32>
  %k = memref.dim %a, %c1 : memref<?x?xf32>
  %m = memref.dim %b, %c1 : memref<?x?xf32>
  %out = memref.alloc(%n, %m) : memref<?x?xf32>
  linalg.fill ins(%zero : f32) outs(%out : memref<?x?xf32>)
  linalg.matmul ins(%a, %b : memref<?x?xf32>, memref<?x?xf32>) outs(%out : memref<?x?xf32>)
  return %out : memref<?x?xf32>
}

func.func @transpose(%a: memref<?x?xf32>) -> memref<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = memref.dim %a, %c0 : memref<?x?xf32>
  %c = memref.dim %a, %c1 : memref<?x?xf32>
  %t = memref.alloc(%c, %r) : memref<?x?xf32>
  scf.for %i = %c0 to %r step %c1 {
    scf.for %j = %c0 to %c step %c1 {
      %v = memref.load %a[%i, %j] : memref<?x?xf32>
      memref.store %v, %t[%j, %i] : memref<?x?xf32>
    }
  }
  return %t : memref<?x?xf32>
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = call @iota(%c2, %c3) : (index, index) -> memref<?x?xf32>
  %at = call @transpose(%a) : (memref<?x?xf32>) -> memref<?x?xf32>
  %p = call @matmul(%a, %at) : (memref<?x?xf32>, memref<?x?xf32>) -> memref<?x?xf32>
  %u = memref.cast %p : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %sv = memref.subview %at[%c1, 0] [%c2, 2] [1, 1] : memref<?x?xf32> to memref<?x2xf32, strided<[?, 1], offset: ?>>
  %us = memref.cast %sv : memref<?x2xf32, strided<[?, 1], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%us) : (memref<*xf32>) -> ()
  return
}
