// With add-result-attr, a public function is left alone in MLIR 22 (no modify-public-functions): its result stays.
// upstream: mlir/test/Transforms/buffer-results-to-out-params-add-result-attr.mlir (llvm/llvm-project 05277c5598edabe72fa7ac4ec7f15678549cbdf9), case 0; Apache-2.0 WITH LLVM-exception
// flags: "--pass-pipeline=builtin.module(buffer-results-to-out-params{add-result-attr})"
func.func @basic() -> (memref<f32>) {
  %0 = "test.source"() : () -> (memref<f32>)
  return %0 : memref<f32>
}
// expected:
// func.func @basic() -> memref<f32> {
//   %0 = "test.source"() : () -> memref<f32>
//   return %0 : memref<f32>
// }
