// A bufferization.dealloc of an allocation nobody else uses goes away with the allocation.
// flags: --canonicalize
func.func @f(%c: i1) {
  %a = memref.alloc() : memref<2xf32>
  %true = arith.constant true
  bufferization.dealloc (%a : memref<2xf32>) if (%true)
  return
}
// expected:
// func.func @f(%c: i1) {
//   return
// }
