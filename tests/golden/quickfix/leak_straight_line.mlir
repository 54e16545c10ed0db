// BUF001 in straight-line code: freed before the return, after its last use.
func.func @straight() -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  %v = memref.load %a[%c0] : memref<4xf32>
  return %v : f32
}

func.func @frees(%n: index) {
  %b = memref.alloc(%n) : memref<?xf32>
  memref.dealloc %b : memref<?xf32>
  return
}
// fixed:
// // BUF001 in straight-line code: freed before the return, after its last use.
// func.func @straight() -> f32 {
//   %c0 = arith.constant 0 : index
//   %a = memref.alloc() : memref<4xf32>
//   %v = memref.load %a[%c0] : memref<4xf32>
//   memref.dealloc %a : memref<4xf32>
//   return %v : f32
// }
//
// func.func @frees(%n: index) {
//   %b = memref.alloc(%n) : memref<?xf32>
//   memref.dealloc %b : memref<?xf32>
//   return
// }
