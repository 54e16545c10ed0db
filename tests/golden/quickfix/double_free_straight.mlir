// BUF002 in straight-line code: the second free is removed.
func.func @twice() {
  %a = memref.alloc() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %a : memref<4xf32>  // again
  return
}
// fixed:
// // BUF002 in straight-line code: the second free is removed.
// func.func @twice() {
//   %a = memref.alloc() : memref<4xf32>
//   memref.dealloc %a : memref<4xf32>
//   return
// }
