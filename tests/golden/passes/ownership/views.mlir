// Views (subview, cast, reinterpret_cast, expand_shape) share their source's ownership; only the base allocation is freed.
// flags: --ownership-based-buffer-deallocation
func.func @f(%out: memref<2x2xf32>) {
  %a = memref.alloc() : memref<8xf32>
  %s = memref.subview %a[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  %c = memref.cast %s : memref<4xf32, strided<[1], offset: 2>> to memref<?xf32, strided<[1], offset: ?>>
  %r = memref.reinterpret_cast %a to offset: [0], sizes: [4], strides: [1] : memref<8xf32> to memref<4xf32>
  %e = memref.expand_shape %r [[0, 1]] output_shape [2, 2] : memref<4xf32> into memref<2x2xf32>
  memref.copy %e, %out : memref<2x2xf32> to memref<2x2xf32>
  return
}
// expected:
// func.func @f(%out: memref<2x2xf32>) {
//   %true = arith.constant true
//   %false = arith.constant false
//   %a = memref.alloc() : memref<8xf32>
//   %s = memref.subview %a[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
//   %c = memref.cast %s : memref<4xf32, strided<[1], offset: 2>> to memref<?xf32, strided<[1], offset: ?>>
//   %r = memref.reinterpret_cast %a to offset: [0], sizes: [4], strides: [1] : memref<8xf32> to memref<4xf32>
//   %e = memref.expand_shape %r [[0, 1]] output_shape [2, 2] : memref<4xf32> into memref<2x2xf32>
//   memref.copy %e, %out : memref<2x2xf32> to memref<2x2xf32>
//   %base_buffer, %offset, %sizes, %sizes_0, %strides, %strides_1 = memref.extract_strided_metadata %out : memref<2x2xf32> -> memref<f32>, index, index, index, index, index
//   %base_buffer_2, %offset_3, %sizes_4, %strides_5 = memref.extract_strided_metadata %a : memref<8xf32> -> memref<f32>, index, index, index
//   bufferization.dealloc (%base_buffer, %base_buffer_2 : memref<f32>, memref<f32>) if (%false, %true)
//   return
// }
