// a pool buffer (promote-to = "acme_stack") becomes acme.stack_alloc; a device buffer (no promote-to) and a freed pool buffer stay
// config: resources.toml
// flags: --promote-buffers-to-stack
// upstream-differs: configured resources: mlir-opt knows no acme op, and would promote the memory-space-1 memref.alloc, which this configuration gives to the device resource (no promote-to)
func.func @configured(%arg0: memref<4xf32>) {
  %0 = "acme.pool_alloc"() {alignment = 16 : i64} : () -> memref<4xf32>
  memref.copy %arg0, %0 : memref<4xf32> to memref<4xf32>
  %1 = memref.alloc() : memref<4xf32, 1>
  memref.copy %arg0, %1 : memref<4xf32> to memref<4xf32, 1>
  %2 = "acme.pool_alloc"() : () -> memref<4xf32>
  memref.copy %0, %2 : memref<4xf32> to memref<4xf32>
  "acme.pool_free"(%2) : (memref<4xf32>) -> ()
  %3 = memref.alloc() : memref<4xf32>
  memref.copy %0, %3 : memref<4xf32> to memref<4xf32>
  return
}
// expected:
// func.func @configured(%arg0: memref<4xf32>) {
//   %stack_alloc = "acme.stack_alloc"() {alignment = 16 : i64} : () -> memref<4xf32>
//   memref.copy %arg0, %stack_alloc : memref<4xf32> to memref<4xf32>
//   %1 = memref.alloc() : memref<4xf32, 1>
//   memref.copy %arg0, %1 : memref<4xf32> to memref<4xf32, 1>
//   %2 = "acme.pool_alloc"() : () -> memref<4xf32>
//   memref.copy %stack_alloc, %2 : memref<4xf32> to memref<4xf32>
//   "acme.pool_free"(%2) : (memref<4xf32>) -> ()
//   %alloca = memref.alloca() : memref<4xf32>
//   memref.copy %stack_alloc, %alloca : memref<4xf32> to memref<4xf32>
//   return
// }
