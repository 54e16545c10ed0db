// two allocs copied into each other in one block both become allocas
// upstream: mlir/test/Transforms/promote-buffers-to-stack.mlir (case @redundantOperations) at llvm/llvm-project 13ca3acf56c48ad8d961693eb8e4c2cb25f5b7fc, Apache-2.0 WITH LLVM-exception; test.buffer_based and test.copy written as memref.copy, test.region_buffer_based as linalg.generic, CHECK lines dropped
// flags: --promote-buffers-to-stack
func.func @redundantOperations(%arg0: memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  memref.copy %arg0, %0 : memref<2xf32> to memref<2xf32>
  %1 = memref.alloc() : memref<2xf32>
  memref.copy %0, %1 : memref<2xf32> to memref<2xf32>
  return
}
// expected:
// func.func @redundantOperations(%arg0: memref<2xf32>) {
//   %alloca = memref.alloca() : memref<2xf32>
//   memref.copy %arg0, %alloca : memref<2xf32> to memref<2xf32>
//   %alloca_0 = memref.alloca() : memref<2xf32>
//   memref.copy %alloca, %alloca_0 : memref<2xf32> to memref<2xf32>
//   return
// }
