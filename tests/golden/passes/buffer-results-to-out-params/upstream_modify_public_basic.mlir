// modify-public-functions: public functions get out-parameters, after their existing arguments.
// upstream: mlir/test/Transforms/buffer-results-to-out-params-modify-public-functions.mlir (llvm/llvm-project 5baf89712e7b5484f286b59a289f19f92560467c), case 0; Apache-2.0 WITH LLVM-exception
// flags: "--pass-pipeline=builtin.module(buffer-results-to-out-params{modify-public-functions})"
func.func @basic() -> (memref<f32>) {
  %0 = "test.source"() : () -> (memref<f32>)
  return %0 : memref<f32>
}

func.func @presence_of_existing_arguments(%arg0: memref<1xf32>) -> (memref<2xf32>) {
  %0 = "test.source"() : () -> (memref<2xf32>)
  return %0 : memref<2xf32>
}

func.func @multiple_results() -> (memref<1xf32>, memref<2xf32>) {
  %0, %1 = "test.source"() : () -> (memref<1xf32>, memref<2xf32>)
  return %0, %1 : memref<1xf32>, memref<2xf32>
}
// expected:
// func.func @basic(%arg0: memref<f32>) {
//   %0 = "test.source"() : () -> memref<f32>
//   memref.copy %0, %arg0 : memref<f32> to memref<f32>
//   return
// }
// func.func @presence_of_existing_arguments(%arg0: memref<1xf32>, %arg1: memref<2xf32>) {
//   %0 = "test.source"() : () -> memref<2xf32>
//   memref.copy %0, %arg1 : memref<2xf32> to memref<2xf32>
//   return
// }
// func.func @multiple_results(%arg0: memref<1xf32>, %arg1: memref<2xf32>) {
//   %0, %1 = "test.source"() : () -> (memref<1xf32>, memref<2xf32>)
//   memref.copy %0, %arg0 : memref<1xf32> to memref<1xf32>
//   memref.copy %1, %arg1 : memref<2xf32> to memref<2xf32>
//   return
// }
