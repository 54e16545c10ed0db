// A declaration keeps its result even with modify-public-functions.
// upstream: mlir/test/Dialect/Bufferization/Transforms/drop-equivalent-buffer-results.mlir (llvm/llvm-project 927f4645313d68c32ea650faca9795f79f518b88), case 4; Apache-2.0 WITH LLVM-exception
// flags: --drop-equivalent-buffer-results=modify-public-functions=1
// upstream-differs: mlir-opt 22.1.8 has no modify-public-functions option for this pass (later upstream adds it)
!type = memref<?xf32, strided<[?]>>
func.func private @negative_external_function(%arg0: !type) -> !type
// expected:
// !type = memref<?xf32, strided<[?]>>
// func.func private @negative_external_function(memref<?xf32, strided<[?]>>) -> memref<?xf32, strided<[?]>>
