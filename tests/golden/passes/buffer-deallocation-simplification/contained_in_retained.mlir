// A memref that is a retained value (and may alias no other) is dropped, its condition OR'ed into that result.
// flags: --buffer-deallocation-simplification
func.func @f(%a: memref<2xi32>, %c: i1, %d: i1) -> (i1, i1) {
  %alloc = memref.alloc() : memref<2xi32>
  "test.use"(%alloc) : (memref<2xi32>) -> ()
  %r:2 = bufferization.dealloc (%a, %alloc : memref<2xi32>, memref<2xi32>) if (%c, %d) retain (%a, %alloc : memref<2xi32>, memref<2xi32>)
  return %r#0, %r#1 : i1, i1
}
// expected:
// func.func @f(%a: memref<2xi32>, %c: i1, %d: i1) -> (i1, i1) {
//   %alloc = memref.alloc() : memref<2xi32>
//   "test.use"(%alloc) : (memref<2xi32>) -> ()
//   return %c, %d : i1, i1
// }
