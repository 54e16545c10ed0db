// Two resources free with acme.free, told apart by memory space: a "global" buffer chosen by attribute in the default space is freed with acme.free naming its resource, a pool buffer with a plain acme.free.
// flags: --buffer-deallocation-pipeline
// config: resources.toml
// upstream-differs: upstream has no allocation resources and rejects the unregistered pool op
func.func @f(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %g = memref.alloc(%n) {bufls.resource = "global"} : memref<?xf32>
  %p = "acme.pool_alloc"(%n) : (index) -> memref<?xf32>
  %v = memref.load %g[%c0] : memref<?xf32>
  %w = memref.load %p[%c0] : memref<?xf32>
  %r = arith.addf %v, %w : f32
  return %r : f32
}
// expected:
// func.func @f(%n: index) -> f32 {
//   %c0 = arith.constant 0 : index
//   %g = memref.alloc(%n) {bufls.resource = "global"} : memref<?xf32>
//   %p = "acme.pool_alloc"(%n) : (index) -> memref<?xf32>
//   %v = memref.load %g[%c0] : memref<?xf32>
//   %w = memref.load %p[%c0] : memref<?xf32>
//   %r = arith.addf %v, %w : f32
//   "acme.free"(%g) {bufls.resource = "global"} : (memref<?xf32>) -> ()
//   "acme.free"(%p) : (memref<?xf32>) -> ()
//   return %r : f32
// }
