// an alloc in a branch of a diamond is not in a loop: it stays put
// upstream: mlir/test/Dialect/Bufferization/Transforms/buffer-loop-hoisting.mlir at 57f210d4301b704b0b2724a68959b0b5b625a2b1, chunk 0 (@condBranch); LLVM Project, Apache-2.0 WITH LLVM-exception
// converted: test.buffer_based in(%a) out(%b) and test.copy(%a, %b) -> memref.copy %a, %b
// flags: --buffer-loop-hoisting
func.func @condBranch(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
  cf.cond_br %arg0, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%arg1 : memref<2xf32>)
^bb2:
  %0 = memref.alloc() : memref<2xf32>
  memref.copy %arg1, %0 : memref<2xf32> to memref<2xf32>
  cf.br ^bb3(%0 : memref<2xf32>)
^bb3(%1: memref<2xf32>):
  memref.copy %1, %arg2 : memref<2xf32> to memref<2xf32>
  return
}
// expected:
// func.func @condBranch(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
//   cf.cond_br %arg0, ^bb1, ^bb2
// ^bb1:
//   cf.br ^bb3(%arg1 : memref<2xf32>)
// ^bb2:
//   %0 = memref.alloc() : memref<2xf32>
//   memref.copy %arg1, %0 : memref<2xf32> to memref<2xf32>
//   cf.br ^bb3(%0 : memref<2xf32>)
// ^bb3(%1: memref<2xf32>):
//   memref.copy %1, %arg2 : memref<2xf32> to memref<2xf32>
//   return
// }
