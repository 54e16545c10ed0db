// an 8 KiB buffer is over the 1024-byte default and stays on the heap
// upstream: mlir/test/Transforms/promote-buffers-to-stack.mlir (case @large_buffer_allocation) at llvm/llvm-project 13ca3acf56c48ad8d961693eb8e4c2cb25f5b7fc, Apache-2.0 WITH LLVM-exception; test.buffer_based and test.copy written as memref.copy, test.region_buffer_based as linalg.generic, CHECK lines dropped
// flags: --promote-buffers-to-stack
func.func @large_buffer_allocation(%arg0: memref<2048xf32>) {
  %0 = memref.alloc() : memref<2048xf32>
  memref.copy %0, %arg0 : memref<2048xf32> to memref<2048xf32>
  return
}
// expected:
// func.func @large_buffer_allocation(%arg0: memref<2048xf32>) {
//   %0 = memref.alloc() : memref<2048xf32>
//   memref.copy %0, %arg0 : memref<2048xf32> to memref<2048xf32>
//   return
// }
