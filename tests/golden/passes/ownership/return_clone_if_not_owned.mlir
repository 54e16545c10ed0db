// Function returns: a fresh buffer is returned as is, a block argument of unknown ownership behind scf.if (yield it or a clone).
// flags: --ownership-based-buffer-deallocation
func.func @f(%c: i1, %arg: memref<2xf32>) -> (memref<2xf32>, memref<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb1(%a : memref<2xf32>), ^bb1(%arg : memref<2xf32>)
^bb1(%m: memref<2xf32>):
  %b = memref.alloc() : memref<2xf32>
  return %m, %b : memref<2xf32>, memref<2xf32>
}
// expected:
// func.func @f(%c: i1, %arg: memref<2xf32>) -> (memref<2xf32>, memref<2xf32>) {
//   %true = arith.constant true
//   %false = arith.constant false
//   %a = memref.alloc() : memref<2xf32>
//   %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg : memref<2xf32> -> memref<f32>, index, index, index
//   %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %a : memref<2xf32> -> memref<f32>, index, index, index
//   %5 = arith.andi %false, %c : i1
//   %6 = arith.andi %true, %c : i1
//   %7 = bufferization.dealloc (%base_buffer, %base_buffer_1 : memref<f32>, memref<f32>) if (%5, %6) retain (%a : memref<2xf32>)
//   %true_8 = arith.constant true
//   %9 = arith.xori %true_8, %c : i1
//   %10 = arith.andi %false, %9 : i1
//   %true_11 = arith.constant true
//   %12 = arith.xori %true_11, %c : i1
//   %13 = arith.andi %true, %12 : i1
//   %14 = bufferization.dealloc (%base_buffer, %base_buffer_1 : memref<f32>, memref<f32>) if (%10, %13) retain (%arg : memref<2xf32>)
//   cf.cond_br %c, ^bb1(%a, %7 : memref<2xf32>, i1), ^bb1(%arg, %14 : memref<2xf32>, i1)
// ^bb1(%m: memref<2xf32>, %0: i1):
//   %true_15 = arith.constant true
//   %b = memref.alloc() : memref<2xf32>
//   %16 = scf.if %0 -> (memref<2xf32>) {
//     scf.yield %m : memref<2xf32>
//   } else {
//     %17 = bufferization.clone %m : memref<2xf32> to memref<2xf32>
//     scf.yield %17 : memref<2xf32>
//   }
//   %true_18 = arith.constant true
//   %base_buffer_19, %offset_20, %sizes_21, %strides_22 = memref.extract_strided_metadata %m : memref<2xf32> -> memref<f32>, index, index, index
//   %base_buffer_23, %offset_24, %sizes_25, %strides_26 = memref.extract_strided_metadata %b : memref<2xf32> -> memref<f32>, index, index, index
//   %base_buffer_27, %offset_28, %sizes_29, %strides_30 = memref.extract_strided_metadata %16 : memref<2xf32> -> memref<f32>, index, index, index
//   %31, %32 = bufferization.dealloc (%base_buffer_19, %base_buffer_23, %base_buffer_27 : memref<f32>, memref<f32>, memref<f32>) if (%0, %true_15, %true_18) retain (%16, %b : memref<2xf32>, memref<2xf32>)
//   return %16, %b : memref<2xf32>, memref<2xf32>
// }
