// BUF001 when an scf.if frees on one side only: a new else branch frees it on the other.
func.func @free_if(%c: i1) {
  %a = memref.alloc() : memref<4xf32>
  scf.if %c {
    memref.dealloc %a : memref<4xf32>
  }
  return
}
// fixed:
// // BUF001 when an scf.if frees on one side only: a new else branch frees it on the other.
// func.func @free_if(%c: i1) {
//   %a = memref.alloc() : memref<4xf32>
//   scf.if %c {
//     memref.dealloc %a : memref<4xf32>
//   } else {
//     memref.dealloc %a : memref<4xf32>
//   }
//   return
// }
