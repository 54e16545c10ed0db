// scf.execute_region with its own CFG: the inner blocks pass ownership like function blocks and the region yields an indicator.
// flags: --ownership-based-buffer-deallocation
func.func @f(%c: i1, %out: memref<2xf32>) {
  %r = scf.execute_region -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    cf.cond_br %c, ^bb1(%a : memref<2xf32>), ^bb1(%out : memref<2xf32>)
  ^bb1(%m: memref<2xf32>):
    scf.yield %m : memref<2xf32>
  }
  memref.copy %r, %out : memref<2xf32> to memref<2xf32>
  return
}
// expected:
// func.func @f(%c: i1, %out: memref<2xf32>) {
//   %false = arith.constant false
//   %false_0 = arith.constant false
//   %r, %1 = scf.execute_region -> (memref<2xf32>, i1) {
//     %true = arith.constant true
//     %false_3 = arith.constant false
//     %a = memref.alloc() : memref<2xf32>
//     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %a : memref<2xf32> -> memref<f32>, index, index, index
//     %4 = arith.andi %true, %c : i1
//     %5 = bufferization.dealloc (%base_buffer : memref<f32>) if (%4) retain (%a : memref<2xf32>)
//     %true_6 = arith.constant true
//     %7 = arith.xori %true_6, %c : i1
//     %8 = arith.andi %true, %7 : i1
//     %9 = bufferization.dealloc (%base_buffer : memref<f32>) if (%8) retain (%out : memref<2xf32>)
//     cf.cond_br %c, ^bb1(%a, %5 : memref<2xf32>, i1), ^bb1(%out, %9 : memref<2xf32>, i1)
//   ^bb1(%m: memref<2xf32>, %2: i1):
//     %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %m : memref<2xf32> -> memref<f32>, index, index, index
//     %14 = bufferization.dealloc (%base_buffer_10 : memref<f32>) if (%2) retain (%m : memref<2xf32>)
//     scf.yield %m, %14 : memref<2xf32>, i1
//   }
//   memref.copy %r, %out : memref<2xf32> to memref<2xf32>
//   %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %out : memref<2xf32> -> memref<f32>, index, index, index
//   %base_buffer_15, %offset_16, %sizes_17, %strides_18 = memref.extract_strided_metadata %r : memref<2xf32> -> memref<f32>, index, index, index
//   bufferization.dealloc (%base_buffer, %base_buffer_15 : memref<f32>, memref<f32>) if (%false_0, %1)
//   return
// }
