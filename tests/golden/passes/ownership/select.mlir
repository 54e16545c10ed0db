// Returning arith.select of two owned buffers selects their ownership indicators too (no clone is needed at run time).
// flags: --ownership-based-buffer-deallocation
func.func @f(%c: i1) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %s = arith.select %c, %a, %b : memref<2xf32>
  return %s : memref<2xf32>
}
// expected:
// func.func @f(%c: i1) -> memref<2xf32> {
//   %true = arith.constant true
//   %true_0 = arith.constant true
//   %a = memref.alloc() : memref<2xf32>
//   %b = memref.alloc() : memref<2xf32>
//   %s = arith.select %c, %a, %b : memref<2xf32>
//   %1 = arith.select %c, %true_0, %true : i1
//   %2 = scf.if %1 -> (memref<2xf32>) {
//     scf.yield %s : memref<2xf32>
//   } else {
//     %3 = bufferization.clone %s : memref<2xf32> to memref<2xf32>
//     scf.yield %3 : memref<2xf32>
//   }
//   %true_4 = arith.constant true
//   %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %a : memref<2xf32> -> memref<f32>, index, index, index
//   %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %b : memref<2xf32> -> memref<f32>, index, index, index
//   %base_buffer_9, %offset_10, %sizes_11, %strides_12 = memref.extract_strided_metadata %2 : memref<2xf32> -> memref<f32>, index, index, index
//   %13 = bufferization.dealloc (%base_buffer, %base_buffer_5, %base_buffer_9 : memref<f32>, memref<f32>, memref<f32>) if (%true_0, %true, %true_4) retain (%2 : memref<2xf32>)
//   return %2 : memref<2xf32>
// }
