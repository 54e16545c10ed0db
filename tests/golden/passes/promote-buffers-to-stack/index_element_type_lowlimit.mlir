// with max-alloc-size-in-bytes=64 four 64-bit index elements (32 bytes) are promoted
// upstream: mlir/test/Transforms/promote-buffers-to-stack.mlir (case @indexElementType) at llvm/llvm-project 13ca3acf56c48ad8d961693eb8e4c2cb25f5b7fc, Apache-2.0 WITH LLVM-exception; test.buffer_based and test.copy written as memref.copy, test.region_buffer_based as linalg.generic, CHECK lines dropped
// flags: --promote-buffers-to-stack=max-alloc-size-in-bytes=64
func.func @indexElementType() {
  %0 = memref.alloc() : memref<4xindex>
  return
}
// expected:
// func.func @indexElementType() {
//   %alloca = memref.alloca() : memref<4xindex>
//   return
// }
