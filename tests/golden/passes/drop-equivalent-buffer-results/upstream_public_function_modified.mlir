// With modify-public-functions a public function loses its equivalent result too (upstream's MODIFY-PUBLIC run).
// upstream: mlir/test/Dialect/Bufferization/Transforms/drop-equivalent-buffer-results.mlir (llvm/llvm-project 927f4645313d68c32ea650faca9795f79f518b88), case 3; Apache-2.0 WITH LLVM-exception
// flags: --drop-equivalent-buffer-results=modify-public-functions=1
// upstream-differs: mlir-opt 22.1.8 has no modify-public-functions option for this pass (later upstream adds it); the output follows upstream's MODIFY-PUBLIC CHECK lines
!type = memref<?xf32, strided<[?]>>
func.func @public_function(
    %buf: !type, %val: f32, %idx: index) -> !type {
  memref.store %val, %buf[%idx] : !type
  return %buf : !type
}

func.func @caller(%buf: !type, %val: f32, %idx: index) -> f32 {
  %0 = call @public_function(%buf, %val, %idx) : (!type, f32, index) -> (!type)
  %1 = memref.load %0[%idx] : !type
  return %1 : f32
}
// expected:
// !type = memref<?xf32, strided<[?]>>
// func.func @public_function(%buf: memref<?xf32, strided<[?]>>, %val: f32, %idx: index) {
//   memref.store %val, %buf[%idx] : memref<?xf32, strided<[?]>>
//   return
// }
// func.func @caller(%buf: memref<?xf32, strided<[?]>>, %val: f32, %idx: index) -> f32 {
//   call @public_function(%buf, %val, %idx) : (memref<?xf32, strided<[?]>>, f32, index) -> ()
//   %1 = memref.load %buf[%idx] : memref<?xf32, strided<[?]>>
//   return %1 : f32
// }
