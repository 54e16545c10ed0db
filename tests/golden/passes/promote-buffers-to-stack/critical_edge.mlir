// an alloc in a block on a critical edge becomes an alloca
// upstream: mlir/test/Transforms/promote-buffers-to-stack.mlir (case @criticalEdge) at llvm/llvm-project 13ca3acf56c48ad8d961693eb8e4c2cb25f5b7fc, Apache-2.0 WITH LLVM-exception; test.buffer_based and test.copy written as memref.copy, test.region_buffer_based as linalg.generic, CHECK lines dropped
// flags: --promote-buffers-to-stack
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
//   cf.cond_br %arg0, ^bb1, ^bb2(%arg1 : memref<2xf32>)
// ^bb1:
//   %alloca = memref.alloca() : memref<2xf32>
//   memref.copy %arg1, %alloca : memref<2xf32> to memref<2xf32>
//   cf.br ^bb2(%alloca : memref<2xf32>)
// ^bb2(%1: memref<2xf32>):
//   memref.copy %1, %arg2 : memref<2xf32> to memref<2xf32>
//   return
// }
