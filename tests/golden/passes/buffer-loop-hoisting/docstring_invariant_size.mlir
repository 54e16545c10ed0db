// an alloc of constant size leaves the loop; one sized by the induction variable stays (the pass docstring's example)
// flags: --buffer-loop-hoisting
func.func @f(%lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    %a = memref.alloc() : memref<4xf32>
    %b = memref.alloc(%i) : memref<?xf32>
    memref.copy %a, %b : memref<4xf32> to memref<?xf32>
  }
  return
}
// expected:
// func.func @f(%lb: index, %ub: index, %s: index) {
//   %a = memref.alloc() : memref<4xf32>
//   scf.for %i = %lb to %ub step %s {
//     %b = memref.alloc(%i) : memref<?xf32>
//     memref.copy %a, %b : memref<4xf32> to memref<?xf32>
//   }
//   return
// }
