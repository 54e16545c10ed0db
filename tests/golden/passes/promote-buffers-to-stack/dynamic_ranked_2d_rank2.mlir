// a 2-D alloc sized by ranks becomes an alloca with max-rank-of-allocated-memref=2
// upstream: mlir/test/Transforms/promote-buffers-to-stack.mlir (case @dynamicRanked2D) at llvm/llvm-project 13ca3acf56c48ad8d961693eb8e4c2cb25f5b7fc, Apache-2.0 WITH LLVM-exception; test.buffer_based and test.copy written as memref.copy, test.region_buffer_based as linalg.generic, CHECK lines dropped
// flags: --promote-buffers-to-stack=max-rank-of-allocated-memref=2
func.func @dynamicRanked2D(%memref: memref<*xf32>) {
  %0 = memref.rank %memref : memref<*xf32>
  %1 = memref.alloc(%0, %0) : memref<?x?xindex>
  return
}
// expected:
// func.func @dynamicRanked2D(%memref: memref<*xf32>) {
//   %0 = memref.rank %memref : memref<*xf32>
//   %alloca = memref.alloca(%0, %0) : memref<?x?xindex>
//   return
// }
