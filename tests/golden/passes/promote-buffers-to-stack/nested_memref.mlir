// memref elements have no bit width: the alloc stays on the heap
// upstream: mlir/test/Transforms/promote-buffers-to-stack.mlir (case @nestedMemref) at llvm/llvm-project 13ca3acf56c48ad8d961693eb8e4c2cb25f5b7fc, Apache-2.0 WITH LLVM-exception; test.buffer_based and test.copy written as memref.copy, test.region_buffer_based as linalg.generic, CHECK lines dropped
// flags: --promote-buffers-to-stack
// upstream-differs: mlir-opt 22.1.8 aborts ("neither the scoping op nor the type class provide data layout information for memref<2xf32>"); bufls keeps the heap alloc as the later upstream test expects
func.func @nestedMemref() {
  %0 = memref.alloc() : memref<1xmemref<2xf32>>
  return
}
// expected:
// func.func @nestedMemref() {
//   %0 = memref.alloc() : memref<1xmemref<2xf32>>
//   return
// }
