// Block arguments vs allocations: an allocation in the block of a block argument is a different buffer, so it leaves the retain list.
// flags: --buffer-deallocation-simplification
func.func @f(%c: i1, %init: memref<2xi32>, %own: i1) {
  cf.br ^bb1(%init, %own : memref<2xi32>, i1)
^bb1(%p: memref<2xi32>, %po: i1):
  %n = memref.alloc() : memref<2xi32>
  %r = bufferization.dealloc (%p : memref<2xi32>) if (%po) retain (%n : memref<2xi32>)
  cf.cond_br %c, ^bb1(%n, %r : memref<2xi32>, i1), ^bb2
^bb2:
  return
}
// expected:
// func.func @f(%c: i1, %init: memref<2xi32>, %own: i1) {
//   %false = arith.constant false
//   cf.br ^bb1(%init, %own : memref<2xi32>, i1)
// ^bb1(%p: memref<2xi32>, %po: i1):
//   %n = memref.alloc() : memref<2xi32>
//   bufferization.dealloc (%p : memref<2xi32>) if (%po)
//   cf.cond_br %c, ^bb1(%n, %false : memref<2xi32>, i1), ^bb2
// ^bb2:
//   return
// }
