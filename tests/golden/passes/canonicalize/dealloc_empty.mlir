// A bufferization.dealloc with nothing to free gives false for every retained value.
// flags: --canonicalize
func.func @f(%x: memref<2xf32>) -> i1 {
  %r = bufferization.dealloc retain (%x : memref<2xf32>)
  return %r : i1
}
// expected:
// func.func @f(%x: memref<2xf32>) -> i1 {
//   %false = arith.constant false
//   return %false : i1
// }
