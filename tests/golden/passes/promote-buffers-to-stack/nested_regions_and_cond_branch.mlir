// an alloc in a linalg.generic body stays (no known region control flow); the outer one is promoted
// upstream: mlir/test/Transforms/promote-buffers-to-stack.mlir (case @nested_regions_and_cond_branch) at llvm/llvm-project 13ca3acf56c48ad8d961693eb8e4c2cb25f5b7fc, Apache-2.0 WITH LLVM-exception; test.buffer_based and test.copy written as memref.copy, test.region_buffer_based as linalg.generic, CHECK lines dropped
// flags: --promote-buffers-to-stack
func.func @nested_regions_and_cond_branch(
  %arg0: i1,
  %arg1: memref<2xf32>,
  %arg2: memref<2xf32>) {
  cf.cond_br %arg0, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%arg1 : memref<2xf32>)
^bb2:
  %0 = memref.alloc() : memref<2xf32>
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg1 : memref<2xf32>) outs(%0 : memref<2xf32>) {
  ^bb0(%gen1_arg0: f32, %gen1_arg1: f32):
    %1 = memref.alloc() : memref<2xf32>
    memref.copy %arg1, %1 : memref<2xf32> to memref<2xf32>
    %tmp1 = math.exp %gen1_arg0 : f32
    linalg.yield %tmp1 : f32
  }
  cf.br ^bb3(%0 : memref<2xf32>)
^bb3(%1: memref<2xf32>):
  memref.copy %1, %arg2 : memref<2xf32> to memref<2xf32>
  return
}
// expected:
// func.func @nested_regions_and_cond_branch(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
//   cf.cond_br %arg0, ^bb1, ^bb2
// ^bb1:
//   cf.br ^bb3(%arg1 : memref<2xf32>)
// ^bb2:
//   %alloca = memref.alloca() : memref<2xf32>
//   linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg1 : memref<2xf32>) outs(%alloca : memref<2xf32>) {
//   ^bb0(%gen1_arg0: f32, %gen1_arg1: f32):
//     %0 = memref.alloc() : memref<2xf32>
//     memref.copy %arg1, %0 : memref<2xf32> to memref<2xf32>
//     %tmp1 = math.exp %gen1_arg0 : f32
//     linalg.yield %tmp1 : f32
//   }
//   cf.br ^bb3(%alloca : memref<2xf32>)
// ^bb3(%1: memref<2xf32>):
//   memref.copy %1, %arg2 : memref<2xf32> to memref<2xf32>
//   return
// }
