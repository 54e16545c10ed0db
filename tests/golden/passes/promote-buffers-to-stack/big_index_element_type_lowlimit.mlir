// with max-alloc-size-in-bytes=64 the 128 bytes of 256-bit index elements stay on the heap
// upstream: mlir/test/Transforms/promote-buffers-to-stack.mlir (case @bigIndexElementType) at llvm/llvm-project 13ca3acf56c48ad8d961693eb8e4c2cb25f5b7fc, Apache-2.0 WITH LLVM-exception; test.buffer_based and test.copy written as memref.copy, test.region_buffer_based as linalg.generic, CHECK lines dropped
// flags: --promote-buffers-to-stack=max-alloc-size-in-bytes=64
module attributes { dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 256>>} {
  func.func @bigIndexElementType() {
    %0 = memref.alloc() {alignment = 64 : i64, custom_attr} : memref<4xindex>
    return
  }
}
// expected:
// module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 256>>} {
//   func.func @bigIndexElementType() {
//     %0 = memref.alloc() {alignment = 64 : i64, custom_attr} : memref<4xindex>
//     return
//   }
// }
