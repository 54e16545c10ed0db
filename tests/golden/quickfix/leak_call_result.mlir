// BUF001 of the second result of a call: the caller frees that result (not the one it already frees).
func.func private @make() -> (memref<4xf32>, memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  return %a, %b : memref<4xf32>, memref<4xf32>
}

func.func @user() {
  %m:2 = call @make() : () -> (memref<4xf32>, memref<4xf32>)
  memref.dealloc %m#0 : memref<4xf32>
  return
}
// fixed:
// // BUF001 of the second result of a call: the caller frees that result (not the one it already frees).
// func.func private @make() -> (memref<4xf32>, memref<4xf32>) {
//   %a = memref.alloc() : memref<4xf32>
//   %b = memref.alloc() : memref<4xf32>
//   return %a, %b : memref<4xf32>, memref<4xf32>
// }
//
// func.func @user() {
//   %m:2 = call @make() : () -> (memref<4xf32>, memref<4xf32>)
//   memref.dealloc %m#0 : memref<4xf32>
//   memref.dealloc %m#1 : memref<4xf32>
//   return
// }
