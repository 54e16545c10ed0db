// scf.if yielding a pool buffer from one branch and a heap buffer from the other: two ownership results, one per resource.
// flags: --ownership-based-buffer-deallocation
// config: bufls.toml
// upstream-differs: upstream has no allocation resources and rejects the unregistered pool ops
func.func @f(%c: i1, %n: index, %out: memref<?xf32>) {
  %r = scf.if %c -> (memref<?xf32>) {
    %p = "acme.pool_alloc"(%n) : (index) -> memref<?xf32>
    scf.yield %p : memref<?xf32>
  } else {
    %h = memref.alloc(%n) : memref<?xf32>
    scf.yield %h : memref<?xf32>
  }
  memref.copy %r, %out : memref<?xf32> to memref<?xf32>
  return
}
// expected:
// func.func @f(%c: i1, %n: index, %out: memref<?xf32>) {
//   %false = arith.constant false
//   %false_0 = arith.constant false
//   %r, %1, %2 = scf.if %c -> (memref<?xf32>, i1, i1) {
//     %true = arith.constant true
//     %false_3 = arith.constant false
//     %p = "acme.pool_alloc"(%n) : (index) -> memref<?xf32>
//     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %p : memref<?xf32> -> memref<f32>, index, index, index
//     %4 = bufferization.dealloc (%base_buffer : memref<f32>) if (%false_3) retain (%p : memref<?xf32>)
//     scf.yield %p, %4, %true : memref<?xf32>, i1, i1
//   } else {
//     %true = arith.constant true
//     %h = memref.alloc(%n) : memref<?xf32>
//     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %h : memref<?xf32> -> memref<f32>, index, index, index
//     %5 = bufferization.dealloc (%base_buffer : memref<f32>) if (%true) retain (%h : memref<?xf32>)
//     %false_6 = arith.constant false
//     scf.yield %h, %5, %false_6 : memref<?xf32>, i1, i1
//   }
//   memref.copy %r, %out : memref<?xf32> to memref<?xf32>
//   %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %out : memref<?xf32> -> memref<f32>, index, index, index
//   %base_buffer_7, %offset_8, %sizes_9, %strides_10 = memref.extract_strided_metadata %r : memref<?xf32> -> memref<f32>, index, index, index
//   bufferization.dealloc (%base_buffer, %base_buffer_7 : memref<f32>, memref<f32>) if (%false_0, %1)
//   %base_buffer_11, %offset_12, %sizes_13, %strides_14 = memref.extract_strided_metadata %r : memref<?xf32> -> memref<f32>, index, index, index
//   scf.if %2 {
//     "acme.pool_free"(%base_buffer_11) : (memref<f32>) -> ()
//   }
//   return
// }
