// BUF001 reported at the function's return for a buffer of a nested region: freed inside the region, where it is visible.
func.func @inner(%c: i1) {
  %x = memref.alloc() : memref<4xf32>
  scf.if %c {
    %a = memref.alloc() : memref<4xf32>
    memref.copy %x, %a : memref<4xf32> to memref<4xf32>
  }
  memref.dealloc %x : memref<4xf32>
  return
}
// fixed:
// // BUF001 reported at the function's return for a buffer of a nested region: freed inside the region, where it is visible.
// func.func @inner(%c: i1) {
//   %x = memref.alloc() : memref<4xf32>
//   scf.if %c {
//     %a = memref.alloc() : memref<4xf32>
//     memref.copy %x, %a : memref<4xf32> to memref<4xf32>
//     memref.dealloc %a : memref<4xf32>
//   }
//   memref.dealloc %x : memref<4xf32>
//   return
// }
