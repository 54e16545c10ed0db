// an alloc forwarded through a CFG diamond and never read becomes an alloca
// upstream: mlir/test/Transforms/promote-buffers-to-stack.mlir (case @ifElseNoUsers) at llvm/llvm-project 13ca3acf56c48ad8d961693eb8e4c2cb25f5b7fc, Apache-2.0 WITH LLVM-exception; test.buffer_based and test.copy written as memref.copy, test.region_buffer_based as linalg.generic, CHECK lines dropped
// flags: --promote-buffers-to-stack
func.func @ifElseNoUsers(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  memref.copy %arg1, %0 : memref<2xf32> to memref<2xf32>
  cf.cond_br %arg0,
    ^bb1(%arg1, %0 : memref<2xf32>, memref<2xf32>),
    ^bb2(%0, %arg1 : memref<2xf32>, memref<2xf32>)
^bb1(%1: memref<2xf32>, %2: memref<2xf32>):
  cf.br ^bb3(%1, %2 : memref<2xf32>, memref<2xf32>)
^bb2(%3: memref<2xf32>, %4: memref<2xf32>):
  cf.br ^bb3(%3, %4 : memref<2xf32>, memref<2xf32>)
^bb3(%5: memref<2xf32>, %6: memref<2xf32>):
  memref.copy %arg1, %arg2 : memref<2xf32> to memref<2xf32>
  return
}
// expected:
// func.func @ifElseNoUsers(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
//   %alloca = memref.alloca() : memref<2xf32>
//   memref.copy %arg1, %alloca : memref<2xf32> to memref<2xf32>
//   cf.cond_br %arg0, ^bb1(%arg1, %alloca : memref<2xf32>, memref<2xf32>), ^bb2(%alloca, %arg1 : memref<2xf32>, memref<2xf32>)
// ^bb1(%1: memref<2xf32>, %2: memref<2xf32>):
//   cf.br ^bb3(%1, %2 : memref<2xf32>, memref<2xf32>)
// ^bb2(%3: memref<2xf32>, %4: memref<2xf32>):
//   cf.br ^bb3(%3, %4 : memref<2xf32>, memref<2xf32>)
// ^bb3(%5: memref<2xf32>, %6: memref<2xf32>):
//   memref.copy %arg1, %arg2 : memref<2xf32> to memref<2xf32>
//   return
// }
