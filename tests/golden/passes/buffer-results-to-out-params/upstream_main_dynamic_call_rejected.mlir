// A call of a function with a dynamically shaped result is rejected (hoisting off).
// upstream: mlir/test/Transforms/buffer-results-to-out-params.mlir (llvm/llvm-project 1e8a38a18e727b6a47b65a15dce15f1fc70a5c84), case 4, as in tests/corpus/upstream; Apache-2.0 WITH LLVM-exception
// flags: --buffer-results-to-out-params
// expected-error: cannot create out param for dynamically shaped result
func.func private @callee(%size: index) -> (memref<?xf32>) {
  %alloc = memref.alloc(%size) : memref<?xf32>
  return %alloc : memref<?xf32>
}

func.func @call_non_memref_result(%size: index) {
  %0 = call @callee(%size) : (index) -> (memref<?xf32>)
  "test.sink"(%0) : (memref<?xf32>) -> ()
}
