// an alloc on one side of a critical edge moves to the entry block
// upstream: mlir/test/Dialect/Bufferization/Transforms/buffer-hoisting.mlir at 18302702707f55519e9b4e3250919810ce7a2173, chunk 3 (@criticalEdge); LLVM Project, Apache-2.0 WITH LLVM-exception
// converted: test.buffer_based in(%a) out(%b) and test.copy(%a, %b) -> memref.copy %a, %b
// flags: --buffer-hoisting
func.func @criticalEdge(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
  cf.cond_br %arg0, ^bb1, ^bb2(%arg1 : memref<2xf32>)
^bb1:
  %0 = memref.alloc() : memref<2xf32>
  memref.copy %arg1, %0 : memref<2xf32> to memref<2xf32>
  cf.br ^bb2(%0 : memref<2xf32>)
^bb2(%1: memref<2xf32>):
  memref.copy %1, %arg2 : memref<2xf32> to memref<2xf32>
  return
}
// expected:
// func.func @criticalEdge(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
//   %0 = memref.alloc() : memref<2xf32>
//   cf.cond_br %arg0, ^bb1, ^bb2(%arg1 : memref<2xf32>)
// ^bb1:
//   memref.copy %arg1, %0 : memref<2xf32> to memref<2xf32>
//   cf.br ^bb2(%0 : memref<2xf32>)
// ^bb2(%1: memref<2xf32>):
//   memref.copy %1, %arg2 : memref<2xf32> to memref<2xf32>
//   return
// }
