// A block argument fed by a pool buffer on one edge and a heap buffer on the other gets one ownership argument per resource and is freed by each resource's own op.
// flags: --ownership-based-buffer-deallocation
// config: bufls.toml
// upstream-differs: upstream has no allocation resources and rejects the unregistered pool ops
func.func @f(%c: i1, %n: index, %out: memref<?xf32>) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %p = "acme.pool_alloc"(%n) : (index) -> memref<?xf32>
  cf.br ^bb3(%p : memref<?xf32>)
^bb2:
  %h = memref.alloc(%n) : memref<?xf32>
  cf.br ^bb3(%h : memref<?xf32>)
^bb3(%m: memref<?xf32>):
  memref.copy %m, %out : memref<?xf32> to memref<?xf32>
  return
}
// expected:
// func.func @f(%c: i1, %n: index, %out: memref<?xf32>) {
//   %false = arith.constant false
//   %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %out : memref<?xf32> -> memref<f32>, index, index, index
//   %2 = arith.andi %false, %c : i1
//   %3 = bufferization.dealloc (%base_buffer : memref<f32>) if (%2) retain (%out : memref<?xf32>)
//   %true = arith.constant true
//   %4 = arith.xori %true, %c : i1
//   %5 = arith.andi %false, %4 : i1
//   %6 = bufferization.dealloc (%base_buffer : memref<f32>) if (%5) retain (%out : memref<?xf32>)
//   %7 = arith.select %c, %3, %6 : i1
//   cf.cond_br %c, ^bb1, ^bb2
// ^bb1:
//   %true_8 = arith.constant true
//   %false_9 = arith.constant false
//   %p = "acme.pool_alloc"(%n) : (index) -> memref<?xf32>
//   %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %out : memref<?xf32> -> memref<f32>, index, index, index
//   %base_buffer_14, %offset_15, %sizes_16, %strides_17 = memref.extract_strided_metadata %p : memref<?xf32> -> memref<f32>, index, index, index
//   %18, %19 = bufferization.dealloc (%base_buffer_10, %base_buffer_14 : memref<f32>, memref<f32>) if (%7, %false_9) retain (%p, %out : memref<?xf32>, memref<?xf32>)
//   cf.br ^bb3(%p, %18, %true_8 : memref<?xf32>, i1, i1)
// ^bb2:
//   %true_20 = arith.constant true
//   %h = memref.alloc(%n) : memref<?xf32>
//   %base_buffer_21, %offset_22, %sizes_23, %strides_24 = memref.extract_strided_metadata %out : memref<?xf32> -> memref<f32>, index, index, index
//   %base_buffer_25, %offset_26, %sizes_27, %strides_28 = memref.extract_strided_metadata %h : memref<?xf32> -> memref<f32>, index, index, index
//   %29, %30 = bufferization.dealloc (%base_buffer_21, %base_buffer_25 : memref<f32>, memref<f32>) if (%7, %true_20) retain (%h, %out : memref<?xf32>, memref<?xf32>)
//   %false_31 = arith.constant false
//   cf.br ^bb3(%h, %29, %false_31 : memref<?xf32>, i1, i1)
// ^bb3(%m: memref<?xf32>, %0: i1, %1: i1):
//   memref.copy %m, %out : memref<?xf32> to memref<?xf32>
//   %base_buffer_32, %offset_33, %sizes_34, %strides_35 = memref.extract_strided_metadata %out : memref<?xf32> -> memref<f32>, index, index, index
//   %base_buffer_36, %offset_37, %sizes_38, %strides_39 = memref.extract_strided_metadata %m : memref<?xf32> -> memref<f32>, index, index, index
//   bufferization.dealloc (%base_buffer_32, %base_buffer_36 : memref<f32>, memref<f32>) if (%7, %0)
//   %base_buffer_40, %offset_41, %sizes_42, %strides_43 = memref.extract_strided_metadata %m : memref<?xf32> -> memref<f32>, index, index, index
//   scf.if %1 {
//     "acme.pool_free"(%base_buffer_40) : (memref<f32>) -> ()
//   }
//   return
// }
