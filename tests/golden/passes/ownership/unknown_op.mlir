// An op with unknown memory effects gets a BUF202 warning; its result is assumed to alias its memref operands (no extra free, no failure).
// flags: --ownership-based-buffer-deallocation
// expected-diag: BUF202 'acme.touch' has unknown memory effects
// upstream-differs: mlir-opt 22.1.8 rejects ops with unknown memory side effects; bufls warns and goes on
func.func @f(%out: memref<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  %v = "acme.touch"(%a) : (memref<2xf32>) -> memref<2xf32>
  memref.copy %v, %out : memref<2xf32> to memref<2xf32>
  return
}
// expected:
// func.func @f(%out: memref<2xf32>) {
//   %true = arith.constant true
//   %false = arith.constant false
//   %a = memref.alloc() : memref<2xf32>
//   %v = "acme.touch"(%a) : (memref<2xf32>) -> memref<2xf32>
//   memref.copy %v, %out : memref<2xf32> to memref<2xf32>
//   %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %out : memref<2xf32> -> memref<f32>, index, index, index
//   %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %a : memref<2xf32> -> memref<f32>, index, index, index
//   bufferization.dealloc (%base_buffer, %base_buffer_0 : memref<f32>, memref<f32>) if (%false, %true)
//   return
// }
