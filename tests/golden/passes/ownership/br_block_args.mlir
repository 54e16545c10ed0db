// A memref block argument gets an i1 ownership argument; each predecessor passes the indicator of what it forwards (false for a function argument).
// flags: --ownership-based-buffer-deallocation
func.func @f(%c: i1, %arg: memref<2xf32>, %out: memref<2xf32>) {
  cf.cond_br %c, ^bb2(%arg : memref<2xf32>), ^bb1
^bb1:
  %a = memref.alloc() : memref<2xf32>
  memref.copy %arg, %a : memref<2xf32> to memref<2xf32>
  cf.br ^bb2(%a : memref<2xf32>)
^bb2(%x: memref<2xf32>):
  memref.copy %x, %out : memref<2xf32> to memref<2xf32>
  return
}
// expected:
// func.func @f(%c: i1, %arg: memref<2xf32>, %out: memref<2xf32>) {
//   %false = arith.constant false
//   %false_1 = arith.constant false
//   %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg : memref<2xf32> -> memref<f32>, index, index, index
//   %base_buffer_2, %offset_3, %sizes_4, %strides_5 = memref.extract_strided_metadata %out : memref<2xf32> -> memref<f32>, index, index, index
//   %6 = arith.andi %false, %c : i1
//   %7 = arith.andi %false_1, %c : i1
//   %8, %9 = bufferization.dealloc (%base_buffer, %base_buffer_2 : memref<f32>, memref<f32>) if (%6, %7) retain (%arg, %out : memref<2xf32>, memref<2xf32>)
//   %true = arith.constant true
//   %10 = arith.xori %true, %c : i1
//   %11 = arith.andi %false, %10 : i1
//   %true_12 = arith.constant true
//   %13 = arith.xori %true_12, %c : i1
//   %14 = arith.andi %false_1, %13 : i1
//   %15, %16 = bufferization.dealloc (%base_buffer, %base_buffer_2 : memref<f32>, memref<f32>) if (%11, %14) retain (%arg, %out : memref<2xf32>, memref<2xf32>)
//   %17 = arith.select %c, %8, %15 : i1
//   %18 = arith.select %c, %9, %16 : i1
//   cf.cond_br %c, ^bb2(%arg, %8 : memref<2xf32>, i1), ^bb1
// ^bb1:
//   %true_19 = arith.constant true
//   %a = memref.alloc() : memref<2xf32>
//   memref.copy %arg, %a : memref<2xf32> to memref<2xf32>
//   %base_buffer_20, %offset_21, %sizes_22, %strides_23 = memref.extract_strided_metadata %arg : memref<2xf32> -> memref<f32>, index, index, index
//   %base_buffer_24, %offset_25, %sizes_26, %strides_27 = memref.extract_strided_metadata %out : memref<2xf32> -> memref<f32>, index, index, index
//   %base_buffer_28, %offset_29, %sizes_30, %strides_31 = memref.extract_strided_metadata %a : memref<2xf32> -> memref<f32>, index, index, index
//   %32, %33 = bufferization.dealloc (%base_buffer_20, %base_buffer_24, %base_buffer_28 : memref<f32>, memref<f32>, memref<f32>) if (%17, %18, %true_19) retain (%a, %out : memref<2xf32>, memref<2xf32>)
//   cf.br ^bb2(%a, %32 : memref<2xf32>, i1)
// ^bb2(%x: memref<2xf32>, %0: i1):
//   memref.copy %x, %out : memref<2xf32> to memref<2xf32>
//   %base_buffer_34, %offset_35, %sizes_36, %strides_37 = memref.extract_strided_metadata %out : memref<2xf32> -> memref<f32>, index, index, index
//   %base_buffer_38, %offset_39, %sizes_40, %strides_41 = memref.extract_strided_metadata %x : memref<2xf32> -> memref<f32>, index, index, index
//   bufferization.dealloc (%base_buffer_34, %base_buffer_38 : memref<f32>, memref<f32>) if (%18, %0)
//   return
// }
