// A gpu.alloc buffer belongs to the built-in gpu resource: it is freed with gpu.dealloc (inline scf.if), not memref.dealloc.
// flags: --ownership-based-buffer-deallocation
// upstream-differs: upstream would free the gpu.alloc buffer with memref.dealloc (bufferization.dealloc knows one resource)
func.func @f(%c: i1, %out: memref<4xf32>) {
  %g = gpu.alloc () : memref<4xf32>
  %h = memref.alloc() : memref<4xf32>
  %s = arith.select %c, %g, %h : memref<4xf32>
  memref.copy %s, %out : memref<4xf32> to memref<4xf32>
  return
}
// expected:
// func.func @f(%c: i1, %out: memref<4xf32>) {
//   %true = arith.constant true
//   %true_0 = arith.constant true
//   %false = arith.constant false
//   %false_1 = arith.constant false
//   %g = gpu.alloc () : memref<4xf32>
//   %h = memref.alloc() : memref<4xf32>
//   %false_2 = arith.constant false
//   %s = arith.select %c, %g, %h : memref<4xf32>
//   memref.copy %s, %out : memref<4xf32> to memref<4xf32>
//   %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %out : memref<4xf32> -> memref<f32>, index, index, index
//   %base_buffer_3, %offset_4, %sizes_5, %strides_6 = memref.extract_strided_metadata %g : memref<4xf32> -> memref<f32>, index, index, index
//   %base_buffer_7, %offset_8, %sizes_9, %strides_10 = memref.extract_strided_metadata %h : memref<4xf32> -> memref<f32>, index, index, index
//   bufferization.dealloc (%base_buffer, %base_buffer_3, %base_buffer_7 : memref<f32>, memref<f32>, memref<f32>) if (%false_1, %false, %true)
//   gpu.dealloc %g : memref<4xf32>
//   return
// }
