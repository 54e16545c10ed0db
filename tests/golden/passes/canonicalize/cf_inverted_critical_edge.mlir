// cf branches: a pass-through block is skipped, identical successors become an arith.select, blocks merge.
// flags: --canonicalize
func.func @f(%c: i1, %arg: memref<2xf32>, %out: memref<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  memref.copy %arg, %a : memref<2xf32> to memref<2xf32>
  cf.cond_br %c, ^bb1, ^bb2(%arg : memref<2xf32>)
^bb1:
  cf.br ^bb2(%a : memref<2xf32>)
^bb2(%x: memref<2xf32>):
  memref.copy %x, %out : memref<2xf32> to memref<2xf32>
  return
}
// expected:
// func.func @f(%c: i1, %arg: memref<2xf32>, %out: memref<2xf32>) {
//   %a = memref.alloc() : memref<2xf32>
//   memref.copy %arg, %a : memref<2xf32> to memref<2xf32>
//   %0 = arith.select %c, %a, %arg : memref<2xf32>
//   memref.copy %0, %out : memref<2xf32> to memref<2xf32>
//   return
// }
