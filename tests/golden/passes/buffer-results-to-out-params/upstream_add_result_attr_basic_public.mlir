// add-result-attr with modify-public-functions: each new out-parameter of a public function is marked {bufferize.result} (upstream's CHECK lines, which predate the option).
// upstream: mlir/test/Transforms/buffer-results-to-out-params-add-result-attr.mlir (llvm/llvm-project 05277c5598edabe72fa7ac4ec7f15678549cbdf9), case 0; Apache-2.0 WITH LLVM-exception
// flags: "--pass-pipeline=builtin.module(buffer-results-to-out-params{add-result-attr modify-public-functions})"
func.func @basic() -> (memref<f32>) {
  %0 = "test.source"() : () -> (memref<f32>)
  return %0 : memref<f32>
}
// expected:
// func.func @basic(%arg0: memref<f32> {bufferize.result}) {
//   %0 = "test.source"() : () -> memref<f32>
//   memref.copy %0, %arg0 : memref<f32> to memref<f32>
//   return
// }
