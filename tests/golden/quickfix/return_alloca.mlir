// BUF102 for returned stack memory: a clone is returned instead (the name %clone is taken, so %clone_0).
func.func @stack(%clone: f32) -> memref<4xf32> {
  %s = memref.alloca() : memref<4xf32>
  %c0 = arith.constant 0 : index
  memref.store %clone, %s[%c0] : memref<4xf32>
  return %s : memref<4xf32>
}
// fixed:
// // BUF102 for returned stack memory: a clone is returned instead (the name %clone is taken, so %clone_0).
// func.func @stack(%clone: f32) -> memref<4xf32> {
//   %s = memref.alloca() : memref<4xf32>
//   %c0 = arith.constant 0 : index
//   memref.store %clone, %s[%c0] : memref<4xf32>
//   %clone_0 = bufferization.clone %s : memref<4xf32> to memref<4xf32>
//   return %clone_0 : memref<4xf32>
// }
