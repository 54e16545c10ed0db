// A buffer of a configured resource (generic-form ops) is freed with the resource's dealloc op, directly (it comes straight from the resource's alloc).
// flags: --ownership-based-buffer-deallocation
// config: bufls.toml
// upstream-differs: upstream has no allocation resources and rejects the unregistered pool ops
func.func @f(%n: index, %v: f32) {
  %c0 = arith.constant 0 : index
  %p = "acme.pool_alloc"(%n) : (index) -> memref<?xf32>
  memref.store %v, %p[%c0] : memref<?xf32>
  return
}
// expected:
// func.func @f(%n: index, %v: f32) {
//   %true = arith.constant true
//   %false = arith.constant false
//   %c0 = arith.constant 0 : index
//   %p = "acme.pool_alloc"(%n) : (index) -> memref<?xf32>
//   memref.store %v, %p[%c0] : memref<?xf32>
//   %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %p : memref<?xf32> -> memref<f32>, index, index, index
//   bufferization.dealloc (%base_buffer : memref<f32>) if (%false)
//   "acme.pool_free"(%p) : (memref<?xf32>) -> ()
//   return
// }
