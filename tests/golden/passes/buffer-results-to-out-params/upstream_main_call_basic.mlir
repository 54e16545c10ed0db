// A call of a declaration with a memref result allocates the out-parameter.
// upstream: mlir/test/Transforms/buffer-results-to-out-params.mlir (llvm/llvm-project 1e8a38a18e727b6a47b65a15dce15f1fc70a5c84), case 1, as in tests/corpus/upstream; Apache-2.0 WITH LLVM-exception
// flags: --buffer-results-to-out-params
func.func private @callee() -> memref<1xf32>

func.func @call_basic() {
  %0 = call @callee() : () -> memref<1xf32>
  "test.sink"(%0) : (memref<1xf32>) -> ()
  return
}
// expected:
// func.func private @callee() -> memref<1xf32>
// func.func @call_basic() {
//   %0 = call @callee() : () -> memref<1xf32>
//   "test.sink"(%0) : (memref<1xf32>) -> ()
//   return
// }
