// Anchored on functions, the generic lowering cannot add its library function.
// flags: --pass-pipeline=builtin.module(func.func(bufferization-lower-deallocations))
// expected-error: library function required for generic lowering
func.func @f(%a: memref<2xf32>, %b: memref<5xf32>, %c: i1, %d: i1) {
  bufferization.dealloc (%a, %b : memref<2xf32>, memref<5xf32>) if (%c, %d)
  return
}
