// hoist-dynamic-allocs: two dynamic and one static returned allocations move to the call site, sizes taken from the call's arguments.
// upstream: mlir/test/Transforms/buffer-results-to-out-params-hosit-dynamic-allocs.mlir (llvm/llvm-project 6857bd1baf4d2c77bb511bbe979e2127a4ae2cb2), case 2; Apache-2.0 WITH LLVM-exception
// flags: "--pass-pipeline=builtin.module(buffer-results-to-out-params{hoist-dynamic-allocs})"
func.func private @complex_alloc(%size0 : index, %size1 : index) -> (memref<?x?xf32>, memref<4xf32>, memref<?xf32>) {
  %alloc0 = memref.alloc(%size0, %size1) : memref<?x?xf32>
  %alloc1 = memref.alloc() : memref<4xf32>
  %alloc2 = memref.alloc(%size1) : memref<?xf32>
  return %alloc0, %alloc1, %alloc2 : memref<?x?xf32>, memref<4xf32>, memref<?xf32>
}

func.func @complex_alloc_test(%size0 : index, %size1: index) {
  %alloc0, %alloc1, %alloc2 = call @complex_alloc(%size0, %size1) : (index, index) -> (memref<?x?xf32>, memref<4xf32>, memref<?xf32>)
  "test.sink"(%alloc0, %alloc1, %alloc2) : (memref<?x?xf32>, memref<4xf32>, memref<?xf32>) -> ()
}
// expected:
// func.func private @complex_alloc(%size0: index, %size1: index, %arg2: memref<?x?xf32>, %arg3: memref<4xf32>, %arg4: memref<?xf32>) {
//   %alloc1 = memref.alloc() : memref<4xf32>
//   memref.copy %alloc1, %arg3 : memref<4xf32> to memref<4xf32>
//   return
// }
// func.func @complex_alloc_test(%size0: index, %size1: index) {
//   %alloc = memref.alloc(%size0, %size1) : memref<?x?xf32>
//   %alloc_0 = memref.alloc() : memref<4xf32>
//   %alloc_1 = memref.alloc(%size1) : memref<?xf32>
//   call @complex_alloc(%size0, %size1, %alloc, %alloc_0, %alloc_1) : (index, index, memref<?x?xf32>, memref<4xf32>, memref<?xf32>) -> ()
//   "test.sink"(%alloc, %alloc_0, %alloc_1) : (memref<?x?xf32>, memref<4xf32>, memref<?xf32>) -> ()
// }
