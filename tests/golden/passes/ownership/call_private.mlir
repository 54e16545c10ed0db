// Without dynamic ownership a private callee follows the ABI like a public one: owned results, clones of non-owned returns.
// flags: --ownership-based-buffer-deallocation
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
// func.func private @pick(%c: i1, %m: memref<2xf32>) -> memref<2xf32> {
//   %true = arith.constant true
//   %false = arith.constant false
//   %a = memref.alloc() : memref<2xf32>
//   %r = arith.select %c, %a, %m : memref<2xf32>
//   %0 = arith.select %c, %true, %false : i1
//   %1 = scf.if %0 -> (memref<2xf32>) {
//     scf.yield %r : memref<2xf32>
//   } else {
//     %2 = bufferization.clone %r : memref<2xf32> to memref<2xf32>
//     scf.yield %2 : memref<2xf32>
//   }
//   %true_3 = arith.constant true
//   %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %m : memref<2xf32> -> memref<f32>, index, index, index
//   %base_buffer_4, %offset_5, %sizes_6, %strides_7 = memref.extract_strided_metadata %a : memref<2xf32> -> memref<f32>, index, index, index
//   %base_buffer_8, %offset_9, %sizes_10, %strides_11 = memref.extract_strided_metadata %1 : memref<2xf32> -> memref<f32>, index, index, index
//   %12 = bufferization.dealloc (%base_buffer, %base_buffer_4, %base_buffer_8 : memref<f32>, memref<f32>, memref<f32>) if (%false, %true, %true_3) retain (%1 : memref<2xf32>)
//   return %1 : memref<2xf32>
// }
// func.func @caller(%c: i1, %out: memref<2xf32>) {
//   %false = arith.constant false
//   %true = arith.constant true
//   %r = call @pick(%c, %out) : (i1, memref<2xf32>) -> memref<2xf32>
//   memref.copy %r, %out : memref<2xf32> to memref<2xf32>
//   %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %out : memref<2xf32> -> memref<f32>, index, index, index
//   %base_buffer_13, %offset_14, %sizes_15, %strides_16 = memref.extract_strided_metadata %r : memref<2xf32> -> memref<f32>, index, index, index
//   bufferization.dealloc (%base_buffer, %base_buffer_13 : memref<f32>, memref<f32>) if (%false, %true)
//   return
// }
