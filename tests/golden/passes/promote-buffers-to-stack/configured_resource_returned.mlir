// a pool buffer returned from its function stays a pool buffer
// config: resources.toml
// flags: --promote-buffers-to-stack
// upstream-differs: configured resources: mlir-opt knows no acme op (it leaves the input as it is, as bufls does here)
func.func @returned() -> memref<4xf32> {
  %0 = "acme.pool_alloc"() : () -> memref<4xf32>
  return %0 : memref<4xf32>
}
// expected:
// func.func @returned() -> memref<4xf32> {
//   %0 = "acme.pool_alloc"() : () -> memref<4xf32>
//   return %0 : memref<4xf32>
// }
