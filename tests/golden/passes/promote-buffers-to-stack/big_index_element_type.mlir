// index elements as wide as the module's dlti spec says (256 bits): 128 bytes, promoted with its attributes
// upstream: mlir/test/Transforms/promote-buffers-to-stack.mlir (case @bigIndexElementType) at llvm/llvm-project 13ca3acf56c48ad8d961693eb8e4c2cb25f5b7fc, Apache-2.0 WITH LLVM-exception; test.buffer_based and test.copy written as memref.copy, test.region_buffer_based as linalg.generic, CHECK lines dropped
// flags: --promote-buffers-to-stack
module attributes { dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 256>>} {
  func.func @bigIndexElementType() {
    %0 = memref.alloc() {alignment = 64 : i64, custom_attr} : memref<4xindex>
    return
  }
}
// expected:
// module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 256>>} {
//   func.func @bigIndexElementType() {
//     %alloca = memref.alloca() {alignment = 64 : i64, custom_attr} : memref<4xindex>
//     return
//   }
// }
