// hoist-dynamic-allocs: two dynamic allocations whose sizes are arguments become the out-parameters; the caller allocates them.
// upstream: mlir/test/Transforms/buffer-results-to-out-params-hosit-dynamic-allocs.mlir (llvm/llvm-project 6857bd1baf4d2c77bb511bbe979e2127a4ae2cb2), case 1; Apache-2.0 WITH LLVM-exception
// flags: "--pass-pipeline=builtin.module(buffer-results-to-out-params{hoist-dynamic-allocs})"
func.func private @mult_alloc(%size0 : index, %size1 : index) -> (memref<?x?xf32>, memref<?xf32>) {
  %alloc0 = memref.alloc(%size0, %size1) : memref<?x?xf32>
  %alloc1 = memref.alloc(%size1) : memref<?xf32>
  return %alloc0, %alloc1 : memref<?x?xf32>, memref<?xf32>
}

func.func @mult_alloc_test(%size0 : index, %size1: index) {
  %alloc0, %alloc1 = call @mult_alloc(%size0, %size1) : (index, index) -> (memref<?x?xf32>, memref<?xf32>)
  "test.sink"(%alloc0, %alloc1) : (memref<?x?xf32>, memref<?xf32>) -> ()
}
// expected:
// func.func private @mult_alloc(%size0: index, %size1: index, %arg2: memref<?x?xf32>, %arg3: memref<?xf32>) {
//   return
// }
// func.func @mult_alloc_test(%size0: index, %size1: index) {
//   %alloc = memref.alloc(%size0, %size1) : memref<?x?xf32>
//   %alloc_0 = memref.alloc(%size1) : memref<?xf32>
//   call @mult_alloc(%size0, %size1, %alloc, %alloc_0) : (index, index, memref<?x?xf32>, memref<?xf32>) -> ()
//   "test.sink"(%alloc, %alloc_0) : (memref<?x?xf32>, memref<?xf32>) -> ()
// }
