// scf.while: ownership indicators travel through scf.condition and the after region's yield, and come out as an i1 result.
// flags: --ownership-based-buffer-deallocation
func.func @f(%c: i1, %init: memref<2xf32>, %out: memref<2xf32>) {
  %r = scf.while (%x = %init) : (memref<2xf32>) -> memref<2xf32> {
    scf.condition(%c) %x : memref<2xf32>
  } do {
  ^bb0(%y: memref<2xf32>):
    %n = memref.alloc() : memref<2xf32>
    memref.copy %y, %n : memref<2xf32> to memref<2xf32>
    scf.yield %n : memref<2xf32>
  }
  memref.copy %r, %out : memref<2xf32> to memref<2xf32>
  return
}
// expected:
// func.func @f(%c: i1, %init: memref<2xf32>, %out: memref<2xf32>) {
//   %false = arith.constant false
//   %false_0 = arith.constant false
//   %false_1 = arith.constant false
//   %r, %2 = scf.while (%x = %init, %3 = %false) : (memref<2xf32>, i1) -> (memref<2xf32>, i1) {
//     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %x : memref<2xf32> -> memref<f32>, index, index, index
//     %4 = bufferization.dealloc (%base_buffer : memref<f32>) if (%3) retain (%x : memref<2xf32>)
//     scf.condition(%c) %x, %4 : memref<2xf32>, i1
//   } do {
//   ^bb0(%y: memref<2xf32>, %5: i1):
//     %true = arith.constant true
//     %n = memref.alloc() : memref<2xf32>
//     memref.copy %y, %n : memref<2xf32> to memref<2xf32>
//     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %y : memref<2xf32> -> memref<f32>, index, index, index
//     %base_buffer_6, %offset_7, %sizes_8, %strides_9 = memref.extract_strided_metadata %n : memref<2xf32> -> memref<f32>, index, index, index
//     %10 = bufferization.dealloc (%base_buffer, %base_buffer_6 : memref<f32>, memref<f32>) if (%5, %true) retain (%n : memref<2xf32>)
//     scf.yield %n, %10 : memref<2xf32>, i1
//   }
//   memref.copy %r, %out : memref<2xf32> to memref<2xf32>
//   %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %init : memref<2xf32> -> memref<f32>, index, index, index
//   %base_buffer_11, %offset_12, %sizes_13, %strides_14 = memref.extract_strided_metadata %out : memref<2xf32> -> memref<f32>, index, index, index
//   %base_buffer_15, %offset_16, %sizes_17, %strides_18 = memref.extract_strided_metadata %r : memref<2xf32> -> memref<f32>, index, index, index
//   bufferization.dealloc (%base_buffer, %base_buffer_11, %base_buffer_15 : memref<f32>, memref<f32>, memref<f32>) if (%false_0, %false_1, %2)
//   return
// }
