// With hoist-static-allocs the returned allocation is the out-parameter itself (no copy); result attributes move to the argument.
// flags: "--buffer-results-to-out-params=hoist-static-allocs=true add-result-attr=true"
func.func private @f() -> (memref<2xf32> {test.some_attr}) {
  %0 = memref.alloc() : memref<2xf32>
  "test.fill"(%0) : (memref<2xf32>) -> ()
  return %0 : memref<2xf32>
}
func.func @g() {
  %m = call @f() : () -> memref<2xf32>
  "test.use"(%m) : (memref<2xf32>) -> ()
  return
}
// expected:
// func.func private @f(%arg0: memref<2xf32> {test.some_attr, bufferize.result}) {
//   "test.fill"(%arg0) : (memref<2xf32>) -> ()
//   return
// }
// func.func @g() {
//   %alloc = memref.alloc() : memref<2xf32>
//   call @f(%alloc) : (memref<2xf32>) -> ()
//   "test.use"(%alloc) : (memref<2xf32>) -> ()
//   return
// }
