// an alloc without users becomes an alloca
// upstream: mlir/test/Transforms/promote-buffers-to-stack.mlir (case @emptyUsesValue) at llvm/llvm-project 13ca3acf56c48ad8d961693eb8e4c2cb25f5b7fc, Apache-2.0 WITH LLVM-exception; test.buffer_based and test.copy written as memref.copy, test.region_buffer_based as linalg.generic, CHECK lines dropped
// flags: --promote-buffers-to-stack
func.func @emptyUsesValue(%arg0: memref<4xf32>) {
  %0 = memref.alloc() : memref<4xf32>
  return
}
// expected:
// func.func @emptyUsesValue(%arg0: memref<4xf32>) {
//   %alloca = memref.alloca() : memref<4xf32>
//   return
// }
