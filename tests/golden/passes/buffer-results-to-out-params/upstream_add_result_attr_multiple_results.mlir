// With add-result-attr, a public function with two results is left alone in MLIR 22 as well.
// upstream: mlir/test/Transforms/buffer-results-to-out-params-add-result-attr.mlir (llvm/llvm-project 05277c5598edabe72fa7ac4ec7f15678549cbdf9), case 1; Apache-2.0 WITH LLVM-exception
// flags: "--pass-pipeline=builtin.module(buffer-results-to-out-params{add-result-attr})"
func.func @multiple_results() -> (memref<1xf32>, memref<2xf32>) {
  %0, %1 = "test.source"() : () -> (memref<1xf32>, memref<2xf32>)
  return %0, %1 : memref<1xf32>, memref<2xf32>
}
// expected:
// func.func @multiple_results() -> (memref<1xf32>, memref<2xf32>) {
//   %0, %1 = "test.source"() : () -> (memref<1xf32>, memref<2xf32>)
//   return %0, %1 : memref<1xf32>, memref<2xf32>
// }
