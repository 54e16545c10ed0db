// A private function returning its argument loses the result; the call uses the argument it passed.
// upstream: mlir/test/Dialect/Bufferization/Transforms/drop-equivalent-buffer-results.mlir (llvm/llvm-project 927f4645313d68c32ea650faca9795f79f518b88), case 0; Apache-2.0 WITH LLVM-exception
// flags: --drop-equivalent-buffer-results
!type = memref<?xf32, strided<[?]>>
func.func private @single_buffer_return(%buf: !type, %val: f32, %idx: index) -> !type {
  memref.store %val, %buf[%idx] : !type
  return %buf : !type
}

func.func @caller(%buf: !type, %val: f32, %idx: index) -> f32 {
  %0 = call @single_buffer_return(%buf, %val, %idx) : (!type, f32, index) -> (!type)
  %1 = memref.load %0[%idx] : !type
  return %1 : f32
}
// expected:
// !type = memref<?xf32, strided<[?]>>
// func.func private @single_buffer_return(%buf: memref<?xf32, strided<[?]>>, %val: f32, %idx: index) {
//   memref.store %val, %buf[%idx] : memref<?xf32, strided<[?]>>
//   return
// }
// func.func @caller(%buf: memref<?xf32, strided<[?]>>, %val: f32, %idx: index) -> f32 {
//   call @single_buffer_return(%buf, %val, %idx) : (memref<?xf32, strided<[?]>>, f32, index) -> ()
//   %1 = memref.load %buf[%idx] : memref<?xf32, strided<[?]>>
//   return %1 : f32
// }
