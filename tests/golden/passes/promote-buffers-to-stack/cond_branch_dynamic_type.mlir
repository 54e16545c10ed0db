// a dynamically sized alloc whose size is no rank stays on the heap
// upstream: mlir/test/Transforms/promote-buffers-to-stack.mlir (case @condBranchDynamicType) at llvm/llvm-project 13ca3acf56c48ad8d961693eb8e4c2cb25f5b7fc, Apache-2.0 WITH LLVM-exception; test.buffer_based and test.copy written as memref.copy, test.region_buffer_based as linalg.generic, CHECK lines dropped
// flags: --promote-buffers-to-stack
func.func @condBranchDynamicType(
  %arg0: i1,
  %arg1: memref<?xf32>,
  %arg2: memref<?xf32>,
  %arg3: index) {
  cf.cond_br %arg0, ^bb1, ^bb2(%arg3: index)
^bb1:
  cf.br ^bb3(%arg1 : memref<?xf32>)
^bb2(%0: index):
  %1 = memref.alloc(%0) : memref<?xf32>
  memref.copy %arg1, %1 : memref<?xf32> to memref<?xf32>
  cf.br ^bb3(%1 : memref<?xf32>)
^bb3(%2: memref<?xf32>):
  memref.copy %2, %arg2 : memref<?xf32> to memref<?xf32>
  return
}
// expected:
// func.func @condBranchDynamicType(%arg0: i1, %arg1: memref<?xf32>, %arg2: memref<?xf32>, %arg3: index) {
//   cf.cond_br %arg0, ^bb1, ^bb2(%arg3 : index)
// ^bb1:
//   cf.br ^bb3(%arg1 : memref<?xf32>)
// ^bb2(%0: index):
//   %1 = memref.alloc(%0) : memref<?xf32>
//   memref.copy %arg1, %1 : memref<?xf32> to memref<?xf32>
//   cf.br ^bb3(%1 : memref<?xf32>)
// ^bb3(%2: memref<?xf32>):
//   memref.copy %2, %arg2 : memref<?xf32> to memref<?xf32>
//   return
// }
