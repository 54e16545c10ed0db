// A function returning a pool buffer hands it over as a pool buffer: a value not surely owned is cloned with the pool's clone op, and the caller frees the result with acme.pool_free.
// flags: --ownership-based-buffer-deallocation
// config: bufls.toml
// upstream-differs: upstream has no allocation resources and rejects the unregistered pool ops
func.func @make(%c: i1, %n: index, %arg: memref<?xf32>) -> memref<?xf32> {
  %p = "acme.pool_alloc"(%n) : (index) -> memref<?xf32>
  %r = arith.select %c, %p, %arg : memref<?xf32>
  %k = memref.cast %r : memref<?xf32> to memref<?xf32>
  return %k : memref<?xf32>
}
func.func @use(%c: i1, %n: index, %arg: memref<?xf32>, %out: memref<?xf32>) {
  %m = call @make(%c, %n, %arg) : (i1, index, memref<?xf32>) -> memref<?xf32>
  memref.copy %m, %out : memref<?xf32> to memref<?xf32>
  return
}
// expected:
// func.func @make(%c: i1, %n: index, %arg: memref<?xf32>) -> memref<?xf32> {
//   %true = arith.constant true
//   %false = arith.constant false
//   %false_0 = arith.constant false
//   %p = "acme.pool_alloc"(%n) : (index) -> memref<?xf32>
//   %false_1 = arith.constant false
//   %r = arith.select %c, %p, %arg : memref<?xf32>
//   %k = memref.cast %r : memref<?xf32> to memref<?xf32>
//   %2 = "acme.pool_clone"(%k) : (memref<?xf32>) -> memref<?xf32>
//   %true_3 = arith.constant true
//   %false_4 = arith.constant false
//   %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg : memref<?xf32> -> memref<f32>, index, index, index
//   %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %p : memref<?xf32> -> memref<f32>, index, index, index
//   %base_buffer_9, %offset_10, %sizes_11, %strides_12 = memref.extract_strided_metadata %2 : memref<?xf32> -> memref<f32>, index, index, index
//   %13 = bufferization.dealloc (%base_buffer, %base_buffer_5, %base_buffer_9 : memref<f32>, memref<f32>, memref<f32>) if (%false_0, %false, %false_4) retain (%2 : memref<?xf32>)
//   %intptr = memref.extract_aligned_pointer_as_index %p : memref<?xf32> -> index
//   %intptr_14 = memref.extract_aligned_pointer_as_index %2 : memref<?xf32> -> index
//   %15 = arith.cmpi eq, %intptr, %intptr_14 : index
//   %16 = arith.andi %true, %15 : i1
//   %17 = arith.ori %true_3, %16 : i1
//   %true_18 = arith.constant true
//   %19 = arith.xori %15, %true_18 : i1
//   %20 = arith.andi %true, %19 : i1
//   scf.if %20 {
//     "acme.pool_free"(%p) : (memref<?xf32>) -> ()
//   }
//   return %2 : memref<?xf32>
// }
// func.func @use(%c: i1, %n: index, %arg: memref<?xf32>, %out: memref<?xf32>) {
//   %false = arith.constant false
//   %false_21 = arith.constant false
//   %true = arith.constant true
//   %false_22 = arith.constant false
//   %m = call @make(%c, %n, %arg) : (i1, index, memref<?xf32>) -> memref<?xf32>
//   memref.copy %m, %out : memref<?xf32> to memref<?xf32>
//   %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg : memref<?xf32> -> memref<f32>, index, index, index
//   %base_buffer_23, %offset_24, %sizes_25, %strides_26 = memref.extract_strided_metadata %out : memref<?xf32> -> memref<f32>, index, index, index
//   %base_buffer_27, %offset_28, %sizes_29, %strides_30 = memref.extract_strided_metadata %m : memref<?xf32> -> memref<f32>, index, index, index
//   bufferization.dealloc (%base_buffer, %base_buffer_23, %base_buffer_27 : memref<f32>, memref<f32>, memref<f32>) if (%false, %false_21, %false_22)
//   %base_buffer_31, %offset_32, %sizes_33, %strides_34 = memref.extract_strided_metadata %m : memref<?xf32> -> memref<f32>, index, index, index
//   "acme.pool_free"(%base_buffer_31) : (memref<f32>) -> ()
//   return
// }
