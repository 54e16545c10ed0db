// Retained values that cannot alias any freed memref get false and leave the retain list.
// flags: --buffer-deallocation-simplification
func.func @f(%c: i1, %arg: memref<2xi32>) -> (i1, i1, memref<2xi32>) {
  %alloc = memref.alloc() : memref<2xi32>
  %alloc0 = memref.alloc() : memref<2xi32>
  %r:2 = bufferization.dealloc (%alloc : memref<2xi32>) if (%c) retain (%alloc0, %arg : memref<2xi32>, memref<2xi32>)
  return %r#0, %r#1, %alloc : i1, i1, memref<2xi32>
}
// expected:
// func.func @f(%c: i1, %arg: memref<2xi32>) -> (i1, i1, memref<2xi32>) {
//   %false = arith.constant false
//   %alloc = memref.alloc() : memref<2xi32>
//   bufferization.dealloc (%alloc : memref<2xi32>) if (%c)
//   return %false, %false, %alloc : i1, i1, memref<2xi32>
// }
