// Equal constants are merged and hoisted to the function entry.
// flags: --canonicalize
func.func @f(%c: i1, %m: memref<4xf32>, %v: f32) {
  scf.if %c {
    %c1 = arith.constant 1 : index
    memref.store %v, %m[%c1] : memref<4xf32>
  }
  %c1_0 = arith.constant 1 : index
  memref.store %v, %m[%c1_0] : memref<4xf32>
  return
}
// expected:
// func.func @f(%c: i1, %m: memref<4xf32>, %v: f32) {
//   %c1 = arith.constant 1 : index
//   scf.if %c {
//     memref.store %v, %m[%c1] : memref<4xf32>
//   }
//   memref.store %v, %m[%c1] : memref<4xf32>
//   return
// }
