// an alloc inside a region op without region control flow (linalg.generic) stays inside it
// upstream: mlir/test/Dialect/Bufferization/Transforms/buffer-hoisting.mlir at 18302702707f55519e9b4e3250919810ce7a2173, chunk 10 (@nested_regions_and_cond_branch); LLVM Project, Apache-2.0 WITH LLVM-exception
// converted: test.buffer_based in(%a) out(%b) and test.copy(%a, %b) -> memref.copy %a, %b; test.region_buffer_based -> linalg.generic (identity maps, parallel), test.region_yield -> linalg.yield
// flags: --buffer-hoisting
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
//   %0 = memref.alloc() : memref<2xf32>
//   cf.cond_br %arg0, ^bb1, ^bb2
// ^bb1:
//   cf.br ^bb3(%arg1 : memref<2xf32>)
// ^bb2:
//   linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg1 : memref<2xf32>) outs(%0 : memref<2xf32>) {
//   ^bb0(%gen1_arg0: f32, %gen1_arg1: f32):
//     %2 = memref.alloc() : memref<2xf32>
//     memref.copy %arg1, %2 : memref<2xf32> to memref<2xf32>
//     %tmp1 = math.exp %gen1_arg0 : f32
//     linalg.yield %tmp1 : f32
//   }
//   cf.br ^bb3(%0 : memref<2xf32>)
// ^bb3(%1: memref<2xf32>):
//   memref.copy %1, %arg2 : memref<2xf32> to memref<2xf32>
//   return
// }
