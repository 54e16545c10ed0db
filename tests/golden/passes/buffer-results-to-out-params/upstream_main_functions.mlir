// Private functions with memref results (and attributes, non-memref results, declarations) get out-parameters.
// upstream: mlir/test/Transforms/buffer-results-to-out-params.mlir (llvm/llvm-project 1e8a38a18e727b6a47b65a15dce15f1fc70a5c84), case 0, as in tests/corpus/upstream; Apache-2.0 WITH LLVM-exception
// flags: --buffer-results-to-out-params
func.func private @basic() -> (memref<f32>) {
  %0 = "test.source"() : () -> (memref<f32>)
  return %0 : memref<f32>
}

func.func private @presence_of_existing_arguments(%arg0: memref<1xf32>) -> (memref<2xf32>) {
  %0 = "test.source"() : () -> (memref<2xf32>)
  return %0 : memref<2xf32>
}

func.func private @multiple_results() -> (memref<1xf32>, memref<2xf32>) {
  %0, %1 = "test.source"() : () -> (memref<1xf32>, memref<2xf32>)
  return %0, %1 : memref<1xf32>, memref<2xf32>
}

func.func private @non_memref_types() -> (i1, memref<f32>, i32) {
  %0, %1, %2 = "test.source"() : () -> (i1, memref<f32>, i32)
  return %0, %1, %2 : i1, memref<f32>, i32
}

func.func private @external_function() -> (memref<f32>)
func.func private @result_attrs() -> (memref<f32> {test.some_attr})
func.func private @mixed_result_attrs() -> (memref<1xf32>, memref<2xf32> {test.some_attr}, memref<3xf32>)
// expected:
// func.func private @basic(%arg0: memref<f32>) {
//   %0 = "test.source"() : () -> memref<f32>
//   memref.copy %0, %arg0 : memref<f32> to memref<f32>
//   return
// }
// func.func private @presence_of_existing_arguments(%arg0: memref<1xf32>, %arg1: memref<2xf32>) {
//   %0 = "test.source"() : () -> memref<2xf32>
//   memref.copy %0, %arg1 : memref<2xf32> to memref<2xf32>
//   return
// }
// func.func private @multiple_results(%arg0: memref<1xf32>, %arg1: memref<2xf32>) {
//   %0, %1 = "test.source"() : () -> (memref<1xf32>, memref<2xf32>)
//   memref.copy %0, %arg0 : memref<1xf32> to memref<1xf32>
//   memref.copy %1, %arg1 : memref<2xf32> to memref<2xf32>
//   return
// }
// func.func private @non_memref_types(%arg0: memref<f32>) -> (i1, i32) {
//   %0, %1, %2 = "test.source"() : () -> (i1, memref<f32>, i32)
//   memref.copy %1, %arg0 : memref<f32> to memref<f32>
//   return %0, %2 : i1, i32
// }
// func.func private @external_function() -> memref<f32>
// func.func private @result_attrs() -> (memref<f32> {test.some_attr})
// func.func private @mixed_result_attrs() -> (memref<1xf32>, memref<2xf32> {test.some_attr}, memref<3xf32>)
