// BUF101 inside an scf.if: the free is removed, the (now empty) scf.if stays.
func.func @maybe_free(%m: memref<8xf32>, %c: i1) {
  scf.if %c {
    memref.dealloc %m : memref<8xf32>
  }
  return
}
// fixed:
// // BUF101 inside an scf.if: the free is removed, the (now empty) scf.if stays.
// func.func @maybe_free(%m: memref<8xf32>, %c: i1) {
//   scf.if %c {
//   }
//   return
// }
