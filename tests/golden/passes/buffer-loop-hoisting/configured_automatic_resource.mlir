// an alloc op of a configured automatic resource leaves loops like memref.alloca
// config: stack.toml
// upstream-differs: mlir-opt does not know that acme.stack_alloc allocates (bufls reads it from the resource configuration), so it moves nothing
// flags: --buffer-loop-hoisting
func.func @stack(%lb: index, %ub: index, %s: index, %out: memref<2xf32>) {
  scf.for %i = %lb to %ub step %s {
    %a = "acme.stack_alloc"() : () -> memref<2xf32>
    memref.copy %a, %out : memref<2xf32> to memref<2xf32>
  }
  return
}
// expected:
// func.func @stack(%lb: index, %ub: index, %s: index, %out: memref<2xf32>) {
//   %a = "acme.stack_alloc"() : () -> memref<2xf32>
//   scf.for %i = %lb to %ub step %s {
//     memref.copy %a, %out : memref<2xf32> to memref<2xf32>
//   }
//   return
// }
