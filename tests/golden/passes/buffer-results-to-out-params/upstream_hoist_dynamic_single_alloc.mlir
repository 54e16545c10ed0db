// hoist-dynamic-allocs: a dynamic allocation sized by an argument is allocated by the caller instead of copied.
// upstream: mlir/test/Transforms/buffer-results-to-out-params-hosit-dynamic-allocs.mlir (llvm/llvm-project 6857bd1baf4d2c77bb511bbe979e2127a4ae2cb2), case 0; Apache-2.0 WITH LLVM-exception
// flags: "--pass-pipeline=builtin.module(buffer-results-to-out-params{hoist-dynamic-allocs})"
func.func private @single_alloc(%size : index) -> (memref<?xf32>) {
  %alloc = memref.alloc(%size) : memref<?xf32>
  return %alloc : memref<?xf32>
}

func.func @single_alloc_test(%size : index) {
  %alloc = call @single_alloc(%size) : (index) -> (memref<?xf32>)
  "test.sink"(%alloc) : (memref<?xf32>) -> ()
}
// expected:
// func.func private @single_alloc(%size: index, %arg1: memref<?xf32>) {
//   return
// }
// func.func @single_alloc_test(%size: index) {
//   %alloc = memref.alloc(%size) : memref<?xf32>
//   call @single_alloc(%size, %alloc) : (index, memref<?xf32>) -> ()
//   "test.sink"(%alloc) : (memref<?xf32>) -> ()
// }
