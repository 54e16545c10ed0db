// cf.cond_br: one dealloc per successor under 'owned and this edge is taken'; the ownership of values live on both edges is merged with arith.select.
// flags: --ownership-based-buffer-deallocation
func.func @f(%c: i1, %out: memref<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.copy %a, %out : memref<2xf32> to memref<2xf32>
  return
^bb2:
  return
}
// expected:
// func.func @f(%c: i1, %out: memref<2xf32>) {
//   %true = arith.constant true
//   %false = arith.constant false
//   %a = memref.alloc() : memref<2xf32>
//   %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %out : memref<2xf32> -> memref<f32>, index, index, index
//   %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %a : memref<2xf32> -> memref<f32>, index, index, index
//   %4 = arith.andi %false, %c : i1
//   %5 = arith.andi %true, %c : i1
//   %6, %7 = bufferization.dealloc (%base_buffer, %base_buffer_0 : memref<f32>, memref<f32>) if (%4, %5) retain (%out, %a : memref<2xf32>, memref<2xf32>)
//   %true_8 = arith.constant true
//   %9 = arith.xori %true_8, %c : i1
//   %10 = arith.andi %false, %9 : i1
//   %true_11 = arith.constant true
//   %12 = arith.xori %true_11, %c : i1
//   %13 = arith.andi %true, %12 : i1
//   bufferization.dealloc (%base_buffer, %base_buffer_0 : memref<f32>, memref<f32>) if (%10, %13)
//   cf.cond_br %c, ^bb1, ^bb2
// ^bb1:
//   memref.copy %a, %out : memref<2xf32> to memref<2xf32>
//   %base_buffer_14, %offset_15, %sizes_16, %strides_17 = memref.extract_strided_metadata %out : memref<2xf32> -> memref<f32>, index, index, index
//   %base_buffer_18, %offset_19, %sizes_20, %strides_21 = memref.extract_strided_metadata %a : memref<2xf32> -> memref<f32>, index, index, index
//   bufferization.dealloc (%base_buffer_14, %base_buffer_18 : memref<f32>, memref<f32>) if (%6, %7)
//   return
// ^bb2:
//   return
// }
