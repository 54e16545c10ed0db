// A call result is owned by the caller (true); a public callee returning an argument clones it (clone-if-not-owned).
// flags: --ownership-based-buffer-deallocation
func.func @id(%m: memref<2xf32>) -> memref<2xf32> {
  return %m : memref<2xf32>
}
func.func @caller(%out: memref<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  %r = call @id(%a) : (memref<2xf32>) -> memref<2xf32>
  memref.copy %r, %out : memref<2xf32> to memref<2xf32>
  return
}
// expected:
// func.func @id(%m: memref<2xf32>) -> memref<2xf32> {
//   %false = arith.constant false
//   %0 = scf.if %false -> (memref<2xf32>) {
//     scf.yield %m : memref<2xf32>
//   } else {
//     %1 = bufferization.clone %m : memref<2xf32> to memref<2xf32>
//     scf.yield %1 : memref<2xf32>
//   }
//   %true = arith.constant true
//   %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %m : memref<2xf32> -> memref<f32>, index, index, index
//   %base_buffer_2, %offset_3, %sizes_4, %strides_5 = memref.extract_strided_metadata %0 : memref<2xf32> -> memref<f32>, index, index, index
//   %6 = bufferization.dealloc (%base_buffer, %base_buffer_2 : memref<f32>, memref<f32>) if (%false, %true) retain (%0 : memref<2xf32>)
//   return %0 : memref<2xf32>
// }
// func.func @caller(%out: memref<2xf32>) {
//   %true = arith.constant true
//   %false = arith.constant false
//   %a = memref.alloc() : memref<2xf32>
//   %true_7 = arith.constant true
//   %r = call @id(%a) : (memref<2xf32>) -> memref<2xf32>
//   memref.copy %r, %out : memref<2xf32> to memref<2xf32>
//   %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %out : memref<2xf32> -> memref<f32>, index, index, index
//   %base_buffer_8, %offset_9, %sizes_10, %strides_11 = memref.extract_strided_metadata %a : memref<2xf32> -> memref<f32>, index, index, index
//   %base_buffer_12, %offset_13, %sizes_14, %strides_15 = memref.extract_strided_metadata %r : memref<2xf32> -> memref<f32>, index, index, index
//   bufferization.dealloc (%base_buffer, %base_buffer_8, %base_buffer_12 : memref<f32>, memref<f32>, memref<f32>) if (%false, %true, %true_7)
//   return
// }
