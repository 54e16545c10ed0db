// Two returned arguments, in another order than the arguments, both go.
// upstream: mlir/test/Dialect/Bufferization/Transforms/drop-equivalent-buffer-results.mlir (llvm/llvm-project 927f4645313d68c32ea650faca9795f79f518b88), case 1; Apache-2.0 WITH LLVM-exception
// flags: --drop-equivalent-buffer-results
!type = memref<?xf32, strided<[?]>>
!type1 = memref<?x?xf32>
func.func private @multiple_buffer_returns(
    %buf: !type, %buf1: !type1, %val: f32, %idx: index) -> (!type1, !type) {
  memref.store %val, %buf[%idx] : !type
  memref.store %val, %buf1[%idx, %idx] : !type1
  return %buf1, %buf : !type1, !type
}
// expected:
// !type = memref<?xf32, strided<[?]>>
// !type1 = memref<?x?xf32>
// func.func private @multiple_buffer_returns(%buf: memref<?xf32, strided<[?]>>, %buf1: memref<?x?xf32>, %val: f32, %idx: index) {
//   memref.store %val, %buf[%idx] : memref<?xf32, strided<[?]>>
//   memref.store %val, %buf1[%idx, %idx] : memref<?x?xf32>
//   return
// }
