// A private function's memref result becomes an out-parameter filled by memref.copy; callers allocate it.
// flags: --buffer-results-to-out-params
func.func private @f(%x: i1) -> (i1, memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  "test.fill"(%0) : (memref<2xf32>) -> ()
  return %x, %0 : i1, memref<2xf32>
}
func.func @g(%x: i1) -> i1 {
  %b, %m = call @f(%x) : (i1) -> (i1, memref<2xf32>)
  "test.use"(%m) : (memref<2xf32>) -> ()
  return %b : i1
}
// expected:
// func.func private @f(%x: i1, %arg1: memref<2xf32>) -> i1 {
//   %0 = memref.alloc() : memref<2xf32>
//   "test.fill"(%0) : (memref<2xf32>) -> ()
//   memref.copy %0, %arg1 : memref<2xf32> to memref<2xf32>
//   return %x : i1
// }
// func.func @g(%x: i1) -> i1 {
//   %alloc = memref.alloc() : memref<2xf32>
//   %b = call @f(%x, %alloc) : (i1, memref<2xf32>) -> i1
//   "test.use"(%alloc) : (memref<2xf32>) -> ()
//   return %b : i1
// }
