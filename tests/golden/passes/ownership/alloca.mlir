// memref.alloca is automatic (ownership false, never freed); returning it clones it under the function-boundary ABI.
// flags: --ownership-based-buffer-deallocation
func.func @f(%v: f32) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %a = memref.alloca() : memref<4xf32>
  memref.store %v, %a[%c0] : memref<4xf32>
  return %a : memref<4xf32>
}
// expected:
// func.func @f(%v: f32) -> memref<4xf32> {
//   %false = arith.constant false
//   %c0 = arith.constant 0 : index
//   %a = memref.alloca() : memref<4xf32>
//   memref.store %v, %a[%c0] : memref<4xf32>
//   %0 = scf.if %false -> (memref<4xf32>) {
//     scf.yield %a : memref<4xf32>
//   } else {
//     %1 = bufferization.clone %a : memref<4xf32> to memref<4xf32>
//     scf.yield %1 : memref<4xf32>
//   }
//   %true = arith.constant true
//   %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0 : memref<4xf32> -> memref<f32>, index, index, index
//   %2 = bufferization.dealloc (%base_buffer : memref<f32>) if (%true) retain (%0 : memref<4xf32>)
//   return %0 : memref<4xf32>
// }
