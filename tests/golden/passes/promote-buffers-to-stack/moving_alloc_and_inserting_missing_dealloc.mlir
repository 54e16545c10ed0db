// allocs in both branches of a diamond become allocas
// upstream: mlir/test/Transforms/promote-buffers-to-stack.mlir (case @moving_alloc_and_inserting_missing_dealloc) at llvm/llvm-project 13ca3acf56c48ad8d961693eb8e4c2cb25f5b7fc, Apache-2.0 WITH LLVM-exception; test.buffer_based and test.copy written as memref.copy, test.region_buffer_based as linalg.generic, CHECK lines dropped
// flags: --promote-buffers-to-stack
func.func @moving_alloc_and_inserting_missing_dealloc(
  %cond: i1,
    %arg0: memref<2xf32>,
    %arg1: memref<2xf32>) {
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  %0 = memref.alloc() : memref<2xf32>
  memref.copy %arg0, %0 : memref<2xf32> to memref<2xf32>
  cf.br ^exit(%0 : memref<2xf32>)
^bb2:
  %1 = memref.alloc() : memref<2xf32>
  memref.copy %arg0, %1 : memref<2xf32> to memref<2xf32>
  cf.br ^exit(%1 : memref<2xf32>)
^exit(%arg2: memref<2xf32>):
  memref.copy %arg2, %arg1 : memref<2xf32> to memref<2xf32>
  return
}
// expected:
// func.func @moving_alloc_and_inserting_missing_dealloc(%cond: i1, %arg0: memref<2xf32>, %arg1: memref<2xf32>) {
//   cf.cond_br %cond, ^bb1, ^bb2
// ^bb1:
//   %alloca = memref.alloca() : memref<2xf32>
//   memref.copy %arg0, %alloca : memref<2xf32> to memref<2xf32>
//   cf.br ^exit(%alloca : memref<2xf32>)
// ^bb2:
//   %alloca_0 = memref.alloca() : memref<2xf32>
//   memref.copy %arg0, %alloca_0 : memref<2xf32> to memref<2xf32>
//   cf.br ^exit(%alloca_0 : memref<2xf32>)
// ^exit(%arg2: memref<2xf32>):
//   memref.copy %arg2, %arg1 : memref<2xf32> to memref<2xf32>
//   return
// }
