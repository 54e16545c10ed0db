// allocas and allocs in a memref.alloca_scope stay in it (not a loop); an alloca of the loop body leaves the loop
// flags: --buffer-loop-hoisting
func.func @scope(%lb: index, %ub: index, %s: index, %out: memref<2xf32>) {
  scf.for %i = %lb to %ub step %s {
    memref.alloca_scope {
      %a = memref.alloca() : memref<2xf32>
      %b = memref.alloc() : memref<2xf32>
      memref.copy %a, %b : memref<2xf32> to memref<2xf32>
      memref.copy %b, %out : memref<2xf32> to memref<2xf32>
    }
    %c = memref.alloca() : memref<2xf32>
    memref.copy %c, %out : memref<2xf32> to memref<2xf32>
  }
  return
}
// expected:
// func.func @scope(%lb: index, %ub: index, %s: index, %out: memref<2xf32>) {
//   %c = memref.alloca() : memref<2xf32>
//   scf.for %i = %lb to %ub step %s {
//     memref.alloca_scope  {
//       %a = memref.alloca() : memref<2xf32>
//       %b = memref.alloc() : memref<2xf32>
//       memref.copy %a, %b : memref<2xf32> to memref<2xf32>
//       memref.copy %b, %out : memref<2xf32> to memref<2xf32>
//     }
//     memref.copy %c, %out : memref<2xf32> to memref<2xf32>
//   }
//   return
// }
