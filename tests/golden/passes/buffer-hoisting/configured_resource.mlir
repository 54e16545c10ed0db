// an alloc op of a configured resource moves like memref.alloc (to the entry block)
// config: pool.toml
// upstream-differs: mlir-opt does not know that acme.pool_alloc allocates (bufls reads it from the resource configuration), so it moves nothing
// flags: --buffer-hoisting
func.func @pool(%c: i1, %out: memref<2xf32>) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %a = "acme.pool_alloc"() : () -> memref<2xf32>
  cf.br ^bb3(%a : memref<2xf32>)
^bb2:
  cf.br ^bb3(%out : memref<2xf32>)
^bb3(%m: memref<2xf32>):
  memref.copy %m, %out : memref<2xf32> to memref<2xf32>
  return
}
// expected:
// func.func @pool(%c: i1, %out: memref<2xf32>) {
//   %a = "acme.pool_alloc"() : () -> memref<2xf32>
//   cf.cond_br %c, ^bb1, ^bb2
// ^bb1:
//   cf.br ^bb3(%a : memref<2xf32>)
// ^bb2:
//   cf.br ^bb3(%out : memref<2xf32>)
// ^bb3(%m: memref<2xf32>):
//   memref.copy %m, %out : memref<2xf32> to memref<2xf32>
//   return
// }
