// an alloc sized by a block argument stays in its block
// upstream: mlir/test/Dialect/Bufferization/Transforms/buffer-loop-hoisting.mlir at 57f210d4301b704b0b2724a68959b0b5b625a2b1, chunk 1 (@condBranchDynamicType); LLVM Project, Apache-2.0 WITH LLVM-exception
// converted: test.buffer_based in(%a) out(%b) and test.copy(%a, %b) -> memref.copy %a, %b
// flags: --buffer-loop-hoisting
func.func @condBranchDynamicType(
  %arg0: i1,
  %arg1: memref<?xf32>,
  %arg2: memref<?xf32>,
  %arg3: index) {
  cf.cond_br %arg0, ^bb1, ^bb2(%arg3: index)
^bb1:
  cf.br ^bb3(%arg1 : memref<?xf32>)
^bb2(%0: index):
  %1 = memref.alloc(%0) : memref<?xf32>
  memref.copy %arg1, %1 : memref<?xf32> to memref<?xf32>
  cf.br ^bb3(%1 : memref<?xf32>)
^bb3(%2: memref<?xf32>):
  memref.copy %2, %arg2 : memref<?xf32> to memref<?xf32>
  return
}
// expected:
// func.func @condBranchDynamicType(%arg0: i1, %arg1: memref<?xf32>, %arg2: memref<?xf32>, %arg3: index) {
//   cf.cond_br %arg0, ^bb1, ^bb2(%arg3 : index)
// ^bb1:
//   cf.br ^bb3(%arg1 : memref<?xf32>)
// ^bb2(%0: index):
//   %1 = memref.alloc(%0) : memref<?xf32>
//   memref.copy %arg1, %1 : memref<?xf32> to memref<?xf32>
//   cf.br ^bb3(%1 : memref<?xf32>)
// ^bb3(%2: memref<?xf32>):
//   memref.copy %2, %arg2 : memref<?xf32> to memref<?xf32>
//   return
// }
