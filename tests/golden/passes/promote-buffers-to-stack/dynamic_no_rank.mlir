// a 1-D alloc sized by a function argument stays on the heap
// upstream: mlir/test/Transforms/promote-buffers-to-stack.mlir (case @dynamicNoRank) at llvm/llvm-project 13ca3acf56c48ad8d961693eb8e4c2cb25f5b7fc, Apache-2.0 WITH LLVM-exception; test.buffer_based and test.copy written as memref.copy, test.region_buffer_based as linalg.generic, CHECK lines dropped
// flags: --promote-buffers-to-stack
func.func @dynamicNoRank(%arg0: index) {
  %0 = memref.alloc(%arg0) : memref<?xindex>
  return
}
// expected:
// func.func @dynamicNoRank(%arg0: index) {
//   %0 = memref.alloc(%arg0) : memref<?xindex>
//   return
// }
