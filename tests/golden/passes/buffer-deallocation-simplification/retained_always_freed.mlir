// When every retained value is a memref freed under constant true, the results are true and those memrefs go.
// flags: --buffer-deallocation-simplification
func.func @f(%a: memref<2xi32>, %b: memref<2xi32>, %x: memref<2xi32>) -> (i1, i1) {
  %true = arith.constant true
  %r:2 = bufferization.dealloc (%a, %b, %x : memref<2xi32>, memref<2xi32>, memref<2xi32>) if (%true, %true, %true) retain (%a, %b : memref<2xi32>, memref<2xi32>)
  return %r#0, %r#1 : i1, i1
}
// expected:
// func.func @f(%a: memref<2xi32>, %b: memref<2xi32>, %x: memref<2xi32>) -> (i1, i1) {
//   %true = arith.constant true
//   %r:2 = bufferization.dealloc (%x : memref<2xi32>) if (%true) retain (%a, %b : memref<2xi32>, memref<2xi32>)
//   return %true, %true : i1, i1
// }
