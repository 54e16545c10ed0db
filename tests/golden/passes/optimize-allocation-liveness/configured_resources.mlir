// a pool buffer's free (a configured resource's op) moves up after the buffer's last use, past another buffer's uses
// config: resources.toml
// flags: --optimize-allocation-liveness
// upstream-differs: configured resources: mlir-opt knows no acme op and moves nothing of the pool buffer
func.func @configured(%arg0: memref<4xf32>, %f: f32, %i: index) {
  %0 = "acme.pool_alloc"() : () -> memref<4xf32>
  memref.copy %arg0, %0 : memref<4xf32> to memref<4xf32>
  %1 = memref.alloc() : memref<8xf32>
  memref.store %f, %1[%i] : memref<8xf32>
  %2 = memref.load %1[%i] : memref<8xf32>
  memref.store %2, %arg0[%i] : memref<4xf32>
  "acme.pool_free"(%0) : (memref<4xf32>) -> ()
  memref.dealloc %1 : memref<8xf32>
  return
}
// expected:
// func.func @configured(%arg0: memref<4xf32>, %f: f32, %i: index) {
//   %0 = "acme.pool_alloc"() : () -> memref<4xf32>
//   memref.copy %arg0, %0 : memref<4xf32> to memref<4xf32>
//   "acme.pool_free"(%0) : (memref<4xf32>) -> ()
//   %1 = memref.alloc() : memref<8xf32>
//   memref.store %f, %1[%i] : memref<8xf32>
//   %2 = memref.load %1[%i] : memref<8xf32>
//   memref.dealloc %1 : memref<8xf32>
//   memref.store %2, %arg0[%i] : memref<4xf32>
//   return
// }
