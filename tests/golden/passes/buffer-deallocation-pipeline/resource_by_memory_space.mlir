// A memref.alloc in memory space 1 is a buffer of the "device" resource and is freed with its op; one in the default space stays memref's.
// flags: --buffer-deallocation-pipeline
// config: resources.toml
// upstream-differs: upstream has no allocation resources: it frees both buffers with memref.dealloc
func.func @f(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %d = memref.alloc(%n) : memref<?xf32, 1>
  %h = memref.alloc(%n) : memref<?xf32>
  %v = memref.load %d[%c0] : memref<?xf32, 1>
  %w = memref.load %h[%c0] : memref<?xf32>
  %r = arith.addf %v, %w : f32
  return %r : f32
}
// expected:
// func.func @f(%n: index) -> f32 {
//   %c0 = arith.constant 0 : index
//   %d = memref.alloc(%n) : memref<?xf32, 1>
//   %h = memref.alloc(%n) : memref<?xf32>
//   %v = memref.load %d[%c0] : memref<?xf32, 1>
//   %w = memref.load %h[%c0] : memref<?xf32>
//   %r = arith.addf %v, %w : f32
//   memref.dealloc %h : memref<?xf32>
//   "acme.device_free"(%d) : (memref<?xf32, 1>) -> ()
//   return %r : f32
// }
