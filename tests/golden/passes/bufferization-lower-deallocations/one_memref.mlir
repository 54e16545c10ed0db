// One memref, nothing retained: a guarded memref.dealloc.
// flags: --bufferization-lower-deallocations
func.func @f(%m: memref<2xf32>, %c: i1) {
  bufferization.dealloc (%m : memref<2xf32>) if (%c)
  return
}
// expected:
// func.func @f(%m: memref<2xf32>, %c: i1) {
//   scf.if %c {
//     memref.dealloc %m : memref<2xf32>
//   }
//   return
// }
