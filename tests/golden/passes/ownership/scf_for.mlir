// scf.for: the loop-carried buffer gets an i1 iter_arg (false on entry); each iteration frees the previous buffer it owns.
// flags: --ownership-based-buffer-deallocation
func.func @f(%lb: index, %ub: index, %step: index, %init: memref<2xf32>, %out: memref<2xf32>) {
  %r = scf.for %i = %lb to %ub step %step iter_args(%cur = %init) -> (memref<2xf32>) {
    %next = memref.alloc() : memref<2xf32>
    memref.copy %cur, %next : memref<2xf32> to memref<2xf32>
    scf.yield %next : memref<2xf32>
  }
  memref.copy %r, %out : memref<2xf32> to memref<2xf32>
  return
}
// expected:
// func.func @f(%lb: index, %ub: index, %step: index, %init: memref<2xf32>, %out: memref<2xf32>) {
//   %false = arith.constant false
//   %false_0 = arith.constant false
//   %false_1 = arith.constant false
//   %r, %2 = scf.for %i = %lb to %ub step %step iter_args(%cur = %init, %3 = %false) -> (memref<2xf32>, i1) {
//     %true = arith.constant true
//     %next = memref.alloc() : memref<2xf32>
//     memref.copy %cur, %next : memref<2xf32> to memref<2xf32>
//     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %cur : memref<2xf32> -> memref<f32>, index, index, index
//     %base_buffer_4, %offset_5, %sizes_6, %strides_7 = memref.extract_strided_metadata %next : memref<2xf32> -> memref<f32>, index, index, index
//     %8 = bufferization.dealloc (%base_buffer, %base_buffer_4 : memref<f32>, memref<f32>) if (%3, %true) retain (%next : memref<2xf32>)
//     scf.yield %next, %8 : memref<2xf32>, i1
//   }
//   memref.copy %r, %out : memref<2xf32> to memref<2xf32>
//   %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %init : memref<2xf32> -> memref<f32>, index, index, index
//   %base_buffer_9, %offset_10, %sizes_11, %strides_12 = memref.extract_strided_metadata %out : memref<2xf32> -> memref<f32>, index, index, index
//   %base_buffer_13, %offset_14, %sizes_15, %strides_16 = memref.extract_strided_metadata %r : memref<2xf32> -> memref<f32>, index, index, index
//   bufferization.dealloc (%base_buffer, %base_buffer_9, %base_buffer_13 : memref<f32>, memref<f32>, memref<f32>) if (%false_0, %false_1, %2)
//   return
// }
