// a returned alloc stays on the heap, the local one is promoted
// upstream: mlir/test/Transforms/promote-buffers-to-stack.mlir (case @memref_in_function_results) at llvm/llvm-project 13ca3acf56c48ad8d961693eb8e4c2cb25f5b7fc, Apache-2.0 WITH LLVM-exception; test.buffer_based and test.copy written as memref.copy, test.region_buffer_based as linalg.generic, CHECK lines dropped
// flags: --promote-buffers-to-stack
func.func @memref_in_function_results(
  %arg0: memref<5xf32>,
  %arg1: memref<10xf32>,
  %arg2: memref<5xf32>) -> (memref<10xf32>, memref<15xf32>) {
  %x = memref.alloc() : memref<15xf32>
  %y = memref.alloc() : memref<5xf32>
  memref.copy %arg0, %y : memref<5xf32> to memref<5xf32>
  memref.copy %y, %arg2 : memref<5xf32> to memref<5xf32>
  return %arg1, %x : memref<10xf32>, memref<15xf32>
}
// expected:
// func.func @memref_in_function_results(%arg0: memref<5xf32>, %arg1: memref<10xf32>, %arg2: memref<5xf32>) -> (memref<10xf32>, memref<15xf32>) {
//   %x = memref.alloc() : memref<15xf32>
//   %alloca = memref.alloca() : memref<5xf32>
//   memref.copy %arg0, %alloca : memref<5xf32> to memref<5xf32>
//   memref.copy %alloca, %arg2 : memref<5xf32> to memref<5xf32>
//   return %arg1, %x : memref<10xf32>, memref<15xf32>
// }
