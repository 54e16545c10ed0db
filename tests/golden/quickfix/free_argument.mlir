// BUF101: the free of an argument is removed with its line and trailing comment.
func.func @consume(%m: memref<8xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<8xf32>
  memref.dealloc %m : memref<8xf32>  // not ours to free
  return %v : f32
}
// fixed:
// // BUF101: the free of an argument is removed with its line and trailing comment.
// func.func @consume(%m: memref<8xf32>) -> f32 {
//   %c0 = arith.constant 0 : index
//   %v = memref.load %m[%c0] : memref<8xf32>
//   return %v : f32
// }
