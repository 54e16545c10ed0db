// A dealloc without memrefs lowers to false for every retained value.
// flags: --bufferization-lower-deallocations
func.func @f(%x: memref<2xi32>, %y: memref<2xi32>) -> (i1, i1) {
  %r:2 = bufferization.dealloc retain (%x, %y : memref<2xi32>, memref<2xi32>)
  return %r#0, %r#1 : i1, i1
}
// expected:
// func.func @f(%x: memref<2xi32>, %y: memref<2xi32>) -> (i1, i1) {
//   %false = arith.constant false
//   return %false, %false : i1, i1
// }
