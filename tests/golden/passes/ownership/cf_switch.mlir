// cf.switch: each successor gets its own dealloc under 'flag selects this successor' (arith.cmpi eq per case) and its forwarded buffers get indicators.
// flags: --ownership-based-buffer-deallocation
// upstream-differs: mlir-opt 22.1.8 rejects terminators with more than one successor other than cf.cond_br
func.func @f(%flag: i32, %out: memref<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  cf.switch %flag : i32, [
    default: ^bb1(%a : memref<2xf32>),
    4: ^bb1(%b : memref<2xf32>),
    7: ^bb2
  ]
^bb1(%m: memref<2xf32>):
  memref.copy %m, %out : memref<2xf32> to memref<2xf32>
  return
^bb2:
  return
}
// expected:
// func.func @f(%flag: i32, %out: memref<2xf32>) {
//   %true = arith.constant true
//   %true_1 = arith.constant true
//   %false = arith.constant false
//   %a = memref.alloc() : memref<2xf32>
//   %b = memref.alloc() : memref<2xf32>
//   %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %out : memref<2xf32> -> memref<f32>, index, index, index
//   %base_buffer_2, %offset_3, %sizes_4, %strides_5 = memref.extract_strided_metadata %a : memref<2xf32> -> memref<f32>, index, index, index
//   %base_buffer_6, %offset_7, %sizes_8, %strides_9 = memref.extract_strided_metadata %b : memref<2xf32> -> memref<f32>, index, index, index
//   %c4_i32 = arith.constant 4 : i32
//   %10 = arith.cmpi eq, %flag, %c4_i32 : i32
//   %c7_i32 = arith.constant 7 : i32
//   %11 = arith.cmpi eq, %flag, %c7_i32 : i32
//   %12 = arith.ori %10, %11 : i1
//   %true_13 = arith.constant true
//   %14 = arith.xori %12, %true_13 : i1
//   %15 = arith.andi %false, %14 : i1
//   %16 = arith.andi %true_1, %14 : i1
//   %17 = arith.andi %true, %14 : i1
//   %18, %19 = bufferization.dealloc (%base_buffer, %base_buffer_2, %base_buffer_6 : memref<f32>, memref<f32>, memref<f32>) if (%15, %16, %17) retain (%a, %out : memref<2xf32>, memref<2xf32>)
//   %20 = arith.andi %false, %10 : i1
//   %21 = arith.andi %true_1, %10 : i1
//   %22 = arith.andi %true, %10 : i1
//   %23, %24 = bufferization.dealloc (%base_buffer, %base_buffer_2, %base_buffer_6 : memref<f32>, memref<f32>, memref<f32>) if (%20, %21, %22) retain (%b, %out : memref<2xf32>, memref<2xf32>)
//   %25 = arith.andi %false, %11 : i1
//   %26 = arith.andi %true_1, %11 : i1
//   %27 = arith.andi %true, %11 : i1
//   bufferization.dealloc (%base_buffer, %base_buffer_2, %base_buffer_6 : memref<f32>, memref<f32>, memref<f32>) if (%25, %26, %27)
//   %28 = arith.select %14, %19, %24 : i1
//   cf.switch %flag : i32, [default: ^bb1(%a, %18 : memref<2xf32>, i1), 4: ^bb1(%b, %23 : memref<2xf32>, i1), 7: ^bb2]
// ^bb1(%m: memref<2xf32>, %0: i1):
//   memref.copy %m, %out : memref<2xf32> to memref<2xf32>
//   %base_buffer_29, %offset_30, %sizes_31, %strides_32 = memref.extract_strided_metadata %out : memref<2xf32> -> memref<f32>, index, index, index
//   %base_buffer_33, %offset_34, %sizes_35, %strides_36 = memref.extract_strided_metadata %m : memref<2xf32> -> memref<f32>, index, index, index
//   bufferization.dealloc (%base_buffer_29, %base_buffer_33 : memref<f32>, memref<f32>) if (%28, %0)
//   return
// ^bb2:
//   return
// }
