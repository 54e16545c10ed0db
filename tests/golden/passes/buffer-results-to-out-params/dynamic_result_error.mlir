// A call to a rewritten function with a dynamically shaped result of unknown size is rejected.
// flags: --buffer-results-to-out-params
// expected-error: cannot create out param for dynamically shaped result
func.func private @callee(%n: index) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  return %a : memref<?xf32>
}
func.func @caller(%n: index) {
  %0 = call @callee(%n) : (index) -> memref<?xf32>
  "test.sink"(%0) : (memref<?xf32>) -> ()
  return
}
