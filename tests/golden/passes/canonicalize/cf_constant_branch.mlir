// cf.cond_br on a constant becomes cf.br; the dead block is erased, the live one merged.
// flags: --canonicalize
func.func @f(%m: memref<2xf32>) {
  %false = arith.constant false
  cf.cond_br %false, ^bb1, ^bb2
^bb1:
  memref.dealloc %m : memref<2xf32>
  cf.br ^bb2
^bb2:
  return
}
// expected:
// func.func @f(%m: memref<2xf32>) {
//   return
// }
