// private-function-dynamic-ownership: a private callee returns an i1 per memref result instead of cloning, and its callers use it.
// flags: --ownership-based-buffer-deallocation=private-function-dynamic-ownership=true
func.func private @pick(%c: i1, %m: memref<2xf32>) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %r = arith.select %c, %a, %m : memref<2xf32>
  return %r : memref<2xf32>
}
func.func @caller(%c: i1, %out: memref<2xf32>) {
  %r = call @pick(%c, %out) : (i1, memref<2xf32>) -> memref<2xf32>
  memref.copy %r, %out : memref<2xf32> to memref<2xf32>
  return
}
// expected:
// func.func private @pick(%c: i1, %m: memref<2xf32>) -> (memref<2xf32>, i1) {
//   %true = arith.constant true
//   %false = arith.constant false
//   %a = memref.alloc() : memref<2xf32>
//   %r = arith.select %c, %a, %m : memref<2xf32>
//   %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %m : memref<2xf32> -> memref<f32>, index, index, index
//   %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %a : memref<2xf32> -> memref<f32>, index, index, index
//   %4 = bufferization.dealloc (%base_buffer, %base_buffer_0 : memref<f32>, memref<f32>) if (%false, %true) retain (%r : memref<2xf32>)
//   return %r, %4 : memref<2xf32>, i1
// }
// func.func @caller(%c: i1, %out: memref<2xf32>) {
//   %false = arith.constant false
//   %r, %5 = call @pick(%c, %out) : (i1, memref<2xf32>) -> (memref<2xf32>, i1)
//   memref.copy %r, %out : memref<2xf32> to memref<2xf32>
//   %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %out : memref<2xf32> -> memref<f32>, index, index, index
//   %base_buffer_6, %offset_7, %sizes_8, %strides_9 = memref.extract_strided_metadata %r : memref<2xf32> -> memref<f32>, index, index, index
//   bufferization.dealloc (%base_buffer, %base_buffer_6 : memref<f32>, memref<f32>) if (%false, %5)
//   return
// }
