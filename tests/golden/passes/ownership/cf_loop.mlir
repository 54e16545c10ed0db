// A cf loop (back edge): the loop-carried buffer is a block argument with an ownership argument; the header frees the previous buffer on the way round and the last one on exit.
// flags: --ownership-based-buffer-deallocation
// upstream-differs: mlir-opt 22.1.8 rejects CFG loops ("Only structured control-flow loops are supported.")
func.func @f(%n: index, %out: memref<2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc() : memref<2xf32>
  cf.br ^header(%c0, %init : index, memref<2xf32>)
^header(%i: index, %cur: memref<2xf32>):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^exit
^body:
  %next = memref.alloc() : memref<2xf32>
  memref.copy %cur, %next : memref<2xf32> to memref<2xf32>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^header(%i1, %next : index, memref<2xf32>)
^exit:
  memref.copy %cur, %out : memref<2xf32> to memref<2xf32>
  return
}
// expected:
// func.func @f(%n: index, %out: memref<2xf32>) {
//   %true = arith.constant true
//   %false = arith.constant false
//   %c0 = arith.constant 0 : index
//   %c1 = arith.constant 1 : index
//   %init = memref.alloc() : memref<2xf32>
//   %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %out : memref<2xf32> -> memref<f32>, index, index, index
//   %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %init : memref<2xf32> -> memref<f32>, index, index, index
//   %5, %6 = bufferization.dealloc (%base_buffer, %base_buffer_1 : memref<f32>, memref<f32>) if (%false, %true) retain (%init, %out : memref<2xf32>, memref<2xf32>)
//   cf.br ^header(%c0, %init, %5 : index, memref<2xf32>, i1)
// ^header(%i: index, %cur: memref<2xf32>, %0: i1):
//   %more = arith.cmpi slt, %i, %n : index
//   %base_buffer_7, %offset_8, %sizes_9, %strides_10 = memref.extract_strided_metadata %out : memref<2xf32> -> memref<f32>, index, index, index
//   %base_buffer_11, %offset_12, %sizes_13, %strides_14 = memref.extract_strided_metadata %cur : memref<2xf32> -> memref<f32>, index, index, index
//   %15 = arith.andi %6, %more : i1
//   %16 = arith.andi %0, %more : i1
//   %17, %18 = bufferization.dealloc (%base_buffer_7, %base_buffer_11 : memref<f32>, memref<f32>) if (%15, %16) retain (%out, %cur : memref<2xf32>, memref<2xf32>)
//   %true_19 = arith.constant true
//   %20 = arith.xori %true_19, %more : i1
//   %21 = arith.andi %6, %20 : i1
//   %true_22 = arith.constant true
//   %23 = arith.xori %true_22, %more : i1
//   %24 = arith.andi %0, %23 : i1
//   %25, %26 = bufferization.dealloc (%base_buffer_7, %base_buffer_11 : memref<f32>, memref<f32>) if (%21, %24) retain (%out, %cur : memref<2xf32>, memref<2xf32>)
//   %27 = arith.select %more, %17, %25 : i1
//   %28 = arith.select %more, %18, %26 : i1
//   cf.cond_br %more, ^body, ^exit
// ^body:
//   %true_29 = arith.constant true
//   %next = memref.alloc() : memref<2xf32>
//   memref.copy %cur, %next : memref<2xf32> to memref<2xf32>
//   %i1 = arith.addi %i, %c1 : index
//   %base_buffer_30, %offset_31, %sizes_32, %strides_33 = memref.extract_strided_metadata %out : memref<2xf32> -> memref<f32>, index, index, index
//   %base_buffer_34, %offset_35, %sizes_36, %strides_37 = memref.extract_strided_metadata %cur : memref<2xf32> -> memref<f32>, index, index, index
//   %base_buffer_38, %offset_39, %sizes_40, %strides_41 = memref.extract_strided_metadata %next : memref<2xf32> -> memref<f32>, index, index, index
//   %42, %43 = bufferization.dealloc (%base_buffer_30, %base_buffer_34, %base_buffer_38 : memref<f32>, memref<f32>, memref<f32>) if (%6, %28, %true_29) retain (%next, %out : memref<2xf32>, memref<2xf32>)
//   cf.br ^header(%i1, %next, %42 : index, memref<2xf32>, i1)
// ^exit:
//   memref.copy %cur, %out : memref<2xf32> to memref<2xf32>
//   %base_buffer_44, %offset_45, %sizes_46, %strides_47 = memref.extract_strided_metadata %out : memref<2xf32> -> memref<f32>, index, index, index
//   %base_buffer_48, %offset_49, %sizes_50, %strides_51 = memref.extract_strided_metadata %cur : memref<2xf32> -> memref<f32>, index, index, index
//   bufferization.dealloc (%base_buffer_44, %base_buffer_48 : memref<f32>, memref<f32>) if (%6, %28)
//   return
// }
