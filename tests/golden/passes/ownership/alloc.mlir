// An allocation is owned by its block (indicator true) and freed through its base buffer before the return.
// flags: --ownership-based-buffer-deallocation
func.func @f(%v: f32) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%c0] : memref<4xf32>
  return
}
// expected:
// func.func @f(%v: f32) {
//   %true = arith.constant true
//   %c0 = arith.constant 0 : index
//   %a = memref.alloc() : memref<4xf32>
//   memref.store %v, %a[%c0] : memref<4xf32>
//   %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %a : memref<4xf32> -> memref<f32>, index, index, index
//   bufferization.dealloc (%base_buffer : memref<f32>) if (%true)
//   return
// }
