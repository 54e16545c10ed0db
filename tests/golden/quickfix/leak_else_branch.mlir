// BUF001 when the else branch of an scf.if forgets the free: it is freed at the end of that branch.
func.func @free_then(%c: i1) {
  %a = memref.alloc() : memref<4xf32>
  scf.if %c {
    memref.dealloc %a : memref<4xf32>
  } else {
    %c0 = arith.constant 0 : index
    %v = memref.load %a[%c0] : memref<4xf32>
  }
  return
}
// fixed:
// // BUF001 when the else branch of an scf.if forgets the free: it is freed at the end of that branch.
// func.func @free_then(%c: i1) {
//   %a = memref.alloc() : memref<4xf32>
//   scf.if %c {
//     memref.dealloc %a : memref<4xf32>
//   } else {
//     %c0 = arith.constant 0 : index
//     %v = memref.load %a[%c0] : memref<4xf32>
//     memref.dealloc %a : memref<4xf32>
//   }
//   return
// }
