// allocs of a single block stay where they are
// upstream: mlir/test/Dialect/Bufferization/Transforms/buffer-hoisting.mlir at 18302702707f55519e9b4e3250919810ce7a2173, chunk 7 (@redundantOperations); LLVM Project, Apache-2.0 WITH LLVM-exception
// converted: test.buffer_based in(%a) out(%b) and test.copy(%a, %b) -> memref.copy %a, %b
// flags: --buffer-hoisting
func.func @redundantOperations(%arg0: memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  memref.copy %arg0, %0 : memref<2xf32> to memref<2xf32>
  %1 = memref.alloc() : memref<2xf32>
  memref.copy %0, %1 : memref<2xf32> to memref<2xf32>
  return
}
// expected:
// func.func @redundantOperations(%arg0: memref<2xf32>) {
//   %0 = memref.alloc() : memref<2xf32>
//   memref.copy %arg0, %0 : memref<2xf32> to memref<2xf32>
//   %1 = memref.alloc() : memref<2xf32>
//   memref.copy %0, %1 : memref<2xf32> to memref<2xf32>
//   return
// }
