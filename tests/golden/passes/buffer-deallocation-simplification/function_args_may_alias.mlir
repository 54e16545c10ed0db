// Function arguments may alias each other: nothing is simplified between them.
// flags: --buffer-deallocation-simplification
func.func @f(%a: memref<2xi32>, %b: memref<2xi32>, %c: i1, %d: i1) -> i1 {
  %r = bufferization.dealloc (%a, %b : memref<2xi32>, memref<2xi32>) if (%c, %d) retain (%b : memref<2xi32>)
  return %r : i1
}
// expected:
// func.func @f(%a: memref<2xi32>, %b: memref<2xi32>, %c: i1, %d: i1) -> i1 {
//   %r = bufferization.dealloc (%a : memref<2xi32>) if (%c) retain (%b : memref<2xi32>)
//   %0 = arith.ori %r, %d : i1
//   return %0 : i1
// }
