// scf.if yielding a new buffer on one side and an outer buffer on the other: an i1 ownership result next to the memref result.
// flags: --ownership-based-buffer-deallocation
func.func @f(%c: i1, %n: index, %out: memref<?xf32>) {
  %a = memref.alloc(%n) : memref<?xf32>
  %r = scf.if %c -> (memref<?xf32>) {
    %b = memref.alloc(%n) : memref<?xf32>
    scf.yield %b : memref<?xf32>
  } else {
    scf.yield %a : memref<?xf32>
  }
  memref.copy %r, %out : memref<?xf32> to memref<?xf32>
  return
}
// expected:
// func.func @f(%c: i1, %n: index, %out: memref<?xf32>) {
//   %false = arith.constant false
//   %true = arith.constant true
//   %false_0 = arith.constant false
//   %a = memref.alloc(%n) : memref<?xf32>
//   %r, %1 = scf.if %c -> (memref<?xf32>, i1) {
//     %true_2 = arith.constant true
//     %b = memref.alloc(%n) : memref<?xf32>
//     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %b : memref<?xf32> -> memref<f32>, index, index, index
//     %3 = bufferization.dealloc (%base_buffer : memref<f32>) if (%true_2) retain (%b : memref<?xf32>)
//     scf.yield %b, %3 : memref<?xf32>, i1
//   } else {
//     %false_4 = arith.constant false
//     %5 = bufferization.dealloc retain (%a : memref<?xf32>)
//     scf.yield %a, %5 : memref<?xf32>, i1
//   }
//   memref.copy %r, %out : memref<?xf32> to memref<?xf32>
//   %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %out : memref<?xf32> -> memref<f32>, index, index, index
//   %base_buffer_6, %offset_7, %sizes_8, %strides_9 = memref.extract_strided_metadata %a : memref<?xf32> -> memref<f32>, index, index, index
//   %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %r : memref<?xf32> -> memref<f32>, index, index, index
//   bufferization.dealloc (%base_buffer, %base_buffer_6, %base_buffer_10 : memref<f32>, memref<f32>, memref<f32>) if (%false_0, %true, %1)
//   return
// }
