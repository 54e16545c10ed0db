// A call with two memref results allocates two out-parameters.
// upstream: mlir/test/Transforms/buffer-results-to-out-params.mlir (llvm/llvm-project 1e8a38a18e727b6a47b65a15dce15f1fc70a5c84), case 2, as in tests/corpus/upstream; Apache-2.0 WITH LLVM-exception
// flags: --buffer-results-to-out-params
func.func private @callee() -> (memref<1xf32>, memref<2xf32>)

func.func @call_multiple_result() {
  %0, %1 = call @callee() : () -> (memref<1xf32>, memref<2xf32>)
  "test.sink"(%0, %1) : (memref<1xf32>, memref<2xf32>) -> ()
}
// expected:
// func.func private @callee() -> (memref<1xf32>, memref<2xf32>)
// func.func @call_multiple_result() {
//   %0, %1 = call @callee() : () -> (memref<1xf32>, memref<2xf32>)
//   "test.sink"(%0, %1) : (memref<1xf32>, memref<2xf32>) -> ()
// }
