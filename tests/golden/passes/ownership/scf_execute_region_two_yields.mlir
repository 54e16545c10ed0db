// scf.execute_region whose region returns from two blocks: each scf.yield gets its own dealloc and ownership operand.
// flags: --ownership-based-buffer-deallocation
func.func @f(%c: i1, %out: memref<2xf32>) {
  %r = scf.execute_region -> memref<2xf32> {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %a = memref.alloc() : memref<2xf32>
    scf.yield %a : memref<2xf32>
  ^bb2:
    scf.yield %out : memref<2xf32>
  }
  memref.copy %r, %out : memref<2xf32> to memref<2xf32>
  return
}
// expected:
// func.func @f(%c: i1, %out: memref<2xf32>) {
//   %false = arith.constant false
//   %false_0 = arith.constant false
//   %r, %1 = scf.execute_region -> (memref<2xf32>, i1) {
//     %false_2 = arith.constant false
//     bufferization.dealloc
//     %3 = bufferization.dealloc retain (%out : memref<2xf32>)
//     cf.cond_br %c, ^bb1, ^bb2
//   ^bb1:
//     %true = arith.constant true
//     %a = memref.alloc() : memref<2xf32>
//     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %a : memref<2xf32> -> memref<f32>, index, index, index
//     %4 = bufferization.dealloc (%base_buffer : memref<f32>) if (%true) retain (%a : memref<2xf32>)
//     scf.yield %a, %4 : memref<2xf32>, i1
//   ^bb2:
//     %false_5 = arith.constant false
//     %6 = bufferization.dealloc retain (%out : memref<2xf32>)
//     scf.yield %out, %6 : memref<2xf32>, i1
//   }
//   memref.copy %r, %out : memref<2xf32> to memref<2xf32>
//   %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %out : memref<2xf32> -> memref<f32>, index, index, index
//   %base_buffer_7, %offset_8, %sizes_9, %strides_10 = memref.extract_strided_metadata %r : memref<2xf32> -> memref<f32>, index, index, index
//   bufferization.dealloc (%base_buffer, %base_buffer_7 : memref<f32>, memref<f32>) if (%false_0, %1)
//   return
// }
