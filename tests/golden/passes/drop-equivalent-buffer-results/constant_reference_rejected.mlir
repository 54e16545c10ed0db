// A function that func.constant refers to with its old type: the pass refuses, at the constant, as mlir-opt's verifier does after the pass.
// flags: --drop-equivalent-buffer-results
func.func private @identity(%arg0: memref<f32>) -> memref<f32> {
  return %arg0 : memref<f32>
}
func.func @user(%arg0: memref<f32>) -> memref<f32> {
  %f = constant @identity : (memref<f32>) -> memref<f32>
  %0 = call_indirect %f(%arg0) : (memref<f32>) -> memref<f32>
  %1 = call @identity(%0) : (memref<f32>) -> memref<f32>
  return %1 : memref<f32>
}
// expected-error: 'func.constant' op reference to function with mismatched type
