// scf.if on a constant condition is replaced by the taken region.
// flags: --canonicalize
func.func @f(%m: memref<2xf32>) {
  %true = arith.constant true
  scf.if %true {
    memref.dealloc %m : memref<2xf32>
  }
  return
}
// expected:
// func.func @f(%m: memref<2xf32>) {
//   memref.dealloc %m : memref<2xf32>
//   return
// }
