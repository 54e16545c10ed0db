// allocs of the blocks of an scf.execute_region move to its entry block and out of it, not out of the scf.for
// flags: --buffer-hoisting
func.func @exec(%c: i1, %n: index, %out: memref<?xf32>) {
  %r = scf.execute_region -> memref<?xf32> {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %a = memref.alloc(%n) : memref<?xf32>
    scf.yield %a : memref<?xf32>
  ^bb2:
    %b = memref.alloc(%n) : memref<?xf32>
    scf.yield %b : memref<?xf32>
  }
  memref.copy %r, %out : memref<?xf32> to memref<?xf32>
  scf.for %i = %n to %n step %n {
    %d = scf.execute_region -> memref<?xf32> {
      %e = memref.alloc(%n) : memref<?xf32>
      scf.yield %e : memref<?xf32>
    }
    memref.copy %d, %out : memref<?xf32> to memref<?xf32>
  }
  return
}
// expected:
// func.func @exec(%c: i1, %n: index, %out: memref<?xf32>) {
//   %a = memref.alloc(%n) : memref<?xf32>
//   %b = memref.alloc(%n) : memref<?xf32>
//   %r = scf.execute_region -> memref<?xf32> {
//     cf.cond_br %c, ^bb1, ^bb2
//   ^bb1:
//     scf.yield %a : memref<?xf32>
//   ^bb2:
//     scf.yield %b : memref<?xf32>
//   }
//   memref.copy %r, %out : memref<?xf32> to memref<?xf32>
//   scf.for %i = %n to %n step %n {
//     %e = memref.alloc(%n) : memref<?xf32>
//     %d = scf.execute_region -> memref<?xf32> {
//       scf.yield %e : memref<?xf32>
//     }
//     memref.copy %d, %out : memref<?xf32> to memref<?xf32>
//   }
//   return
// }
