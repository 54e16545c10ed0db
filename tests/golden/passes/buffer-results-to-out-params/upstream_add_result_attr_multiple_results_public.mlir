// add-result-attr with modify-public-functions: each new out-parameter of a public function is marked {bufferize.result} (upstream's CHECK lines, which predate the option).
// upstream: mlir/test/Transforms/buffer-results-to-out-params-add-result-attr.mlir (llvm/llvm-project 05277c5598edabe72fa7ac4ec7f15678549cbdf9), case 1; Apache-2.0 WITH LLVM-exception
// flags: "--pass-pipeline=builtin.module(buffer-results-to-out-params{add-result-attr modify-public-functions})"
func.func @multiple_results() -> (memref<1xf32>, memref<2xf32>) {
  %0, %1 = "test.source"() : () -> (memref<1xf32>, memref<2xf32>)
  return %0, %1 : memref<1xf32>, memref<2xf32>
}
// expected:
// func.func @multiple_results(%arg0: memref<1xf32> {bufferize.result}, %arg1: memref<2xf32> {bufferize.result}) {
//   %0, %1 = "test.source"() : () -> (memref<1xf32>, memref<2xf32>)
//   memref.copy %0, %arg0 : memref<1xf32> to memref<1xf32>
//   memref.copy %1, %arg1 : memref<2xf32> to memref<2xf32>
//   return
// }
