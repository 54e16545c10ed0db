// BUF102 for a returned argument: a clone is returned instead.
func.func @identity(%a: memref<4xf32>) -> memref<4xf32> {
  return %a : memref<4xf32>
}
// fixed:
// // BUF102 for a returned argument: a clone is returned instead.
// func.func @identity(%a: memref<4xf32>) -> memref<4xf32> {
//   %clone = bufferization.clone %a : memref<4xf32> to memref<4xf32>
//   return %clone : memref<4xf32>
// }
