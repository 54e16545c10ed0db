// allocs yielded out of both branches of an scf.if move before it (the pass docstring's example)
// flags: --buffer-hoisting
func.func @f(%c: i1, %n: index) -> memref<?xf32> {
  %r = scf.if %c -> (memref<?xf32>) {
    %a = memref.alloc(%n) : memref<?xf32>
    scf.yield %a : memref<?xf32>
  } else {
    %b = memref.alloc(%n) : memref<?xf32>
    scf.yield %b : memref<?xf32>
  }
  return %r : memref<?xf32>
}
// expected:
// func.func @f(%c: i1, %n: index) -> memref<?xf32> {
//   %a = memref.alloc(%n) : memref<?xf32>
//   %b = memref.alloc(%n) : memref<?xf32>
//   %r = scf.if %c -> (memref<?xf32>) {
//     scf.yield %a : memref<?xf32>
//   } else {
//     scf.yield %b : memref<?xf32>
//   }
//   return %r : memref<?xf32>
// }
