// A declaration (no body) keeps its result.
// upstream: mlir/test/Dialect/Bufferization/Transforms/drop-equivalent-buffer-results.mlir (llvm/llvm-project 927f4645313d68c32ea650faca9795f79f518b88), case 4; Apache-2.0 WITH LLVM-exception
// flags: --drop-equivalent-buffer-results
!type = memref<?xf32, strided<[?]>>
func.func private @negative_external_function(%arg0: !type) -> !type
// expected:
// !type = memref<?xf32, strided<[?]>>
// func.func private @negative_external_function(memref<?xf32, strided<[?]>>) -> memref<?xf32, strided<[?]>>
