// a resource configured with hoist = false keeps its allocations in the loop; memref.alloc beside it leaves
// config: nohoist.toml
// flags: --buffer-loop-hoisting
func.func @pinned(%lb: index, %ub: index, %s: index, %out: memref<2xf32>) {
  scf.for %i = %lb to %ub step %s {
    %a = "acme.pinned_alloc"() : () -> memref<2xf32>
    %b = memref.alloc() : memref<2xf32>
    memref.copy %a, %b : memref<2xf32> to memref<2xf32>
  }
  return
}
// expected:
// func.func @pinned(%lb: index, %ub: index, %s: index, %out: memref<2xf32>) {
//   %b = memref.alloc() : memref<2xf32>
//   scf.for %i = %lb to %ub step %s {
//     %a = "acme.pinned_alloc"() : () -> memref<2xf32>
//     memref.copy %a, %b : memref<2xf32> to memref<2xf32>
//   }
//   return
// }
