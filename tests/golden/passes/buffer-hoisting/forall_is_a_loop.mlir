// scf.forall is a loop (a parallel one): an alloc leaves the scf.if in its body, not the body
// flags: --buffer-hoisting
func.func @forall_keeps(%lb: index, %ub: index, %s: index, %out: memref<2xf32>) {
  scf.forall (%i) = (%lb) to (%ub) step (%s) {
    %c = arith.constant true
    scf.if %c {
      %a = memref.alloc() : memref<2xf32>
      memref.copy %a, %out : memref<2xf32> to memref<2xf32>
    }
  }
  return
}
// expected:
// func.func @forall_keeps(%lb: index, %ub: index, %s: index, %out: memref<2xf32>) {
//   scf.forall (%i) = (%lb) to (%ub) step (%s) {
//     %c = arith.constant true
//     scf.if %c {
//       %a = memref.alloc() : memref<2xf32>
//       memref.copy %a, %out : memref<2xf32> to memref<2xf32>
//     }
//   }
//   return
// }
