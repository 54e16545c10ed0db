// An unregistered terminator with several successors: each edge is split into a block of its own that frees what dies on that edge.
// flags: --ownership-based-buffer-deallocation
// upstream-differs: mlir-opt 22.1.8 rejects ops with unknown memory side effects
func.func @f(%out: memref<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  "acme.branch"() [^bb1, ^bb2] : () -> ()
^bb1:
  memref.copy %a, %out : memref<2xf32> to memref<2xf32>
  return
^bb2:
  return
}
// expected:
// func.func @f(%out: memref<2xf32>) {
//   %true = arith.constant true
//   %false = arith.constant false
//   %a = memref.alloc() : memref<2xf32>
//   %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %out : memref<2xf32> -> memref<f32>, index, index, index
//   %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %a : memref<2xf32> -> memref<f32>, index, index, index
//   %4, %5 = bufferization.dealloc (%base_buffer, %base_buffer_0 : memref<f32>, memref<f32>) if (%false, %true) retain (%out, %a : memref<2xf32>, memref<2xf32>)
//   "acme.branch"()[^bb1, ^bb2] : () -> ()
// ^bb1:
//   %base_buffer_6, %offset_7, %sizes_8, %strides_9 = memref.extract_strided_metadata %out : memref<2xf32> -> memref<f32>, index, index, index
//   %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %a : memref<2xf32> -> memref<f32>, index, index, index
//   %14, %15 = bufferization.dealloc (%base_buffer_6, %base_buffer_10 : memref<f32>, memref<f32>) if (%4, %5) retain (%out, %a : memref<2xf32>, memref<2xf32>)
//   cf.br ^bb3
// ^bb2:
//   %base_buffer_16, %offset_17, %sizes_18, %strides_19 = memref.extract_strided_metadata %out : memref<2xf32> -> memref<f32>, index, index, index
//   %base_buffer_20, %offset_21, %sizes_22, %strides_23 = memref.extract_strided_metadata %a : memref<2xf32> -> memref<f32>, index, index, index
//   bufferization.dealloc (%base_buffer_16, %base_buffer_20 : memref<f32>, memref<f32>) if (%4, %5)
//   cf.br ^bb4
// ^bb3:
//   memref.copy %a, %out : memref<2xf32> to memref<2xf32>
//   %base_buffer_24, %offset_25, %sizes_26, %strides_27 = memref.extract_strided_metadata %out : memref<2xf32> -> memref<f32>, index, index, index
//   %base_buffer_28, %offset_29, %sizes_30, %strides_31 = memref.extract_strided_metadata %a : memref<2xf32> -> memref<f32>, index, index, index
//   bufferization.dealloc (%base_buffer_24, %base_buffer_28 : memref<f32>, memref<f32>) if (%4, %5)
//   return
// ^bb4:
//   return
// }
