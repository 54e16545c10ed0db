// A call keeps its non-memref results and passes an out-parameter for the memref one.
// upstream: mlir/test/Transforms/buffer-results-to-out-params.mlir (llvm/llvm-project 1e8a38a18e727b6a47b65a15dce15f1fc70a5c84), case 3, as in tests/corpus/upstream; Apache-2.0 WITH LLVM-exception
// flags: --buffer-results-to-out-params
func.func private @callee() -> (i1, memref<1xf32>, i32)

func.func @call_non_memref_result() {
  %0, %1, %2 = call @callee() : () -> (i1, memref<1xf32>, i32)
  "test.sink"(%0, %1, %2) : (i1, memref<1xf32>, i32) -> ()
}
// expected:
// func.func private @callee() -> (i1, memref<1xf32>, i32)
// func.func @call_non_memref_result() {
//   %0, %1, %2 = call @callee() : () -> (i1, memref<1xf32>, i32)
//   "test.sink"(%0, %1, %2) : (i1, memref<1xf32>, i32) -> ()
// }
