// hoist-static-allocs with modify-public-functions on public functions: static allocation hoisted, the rest copied (upstream's CHECK lines, which predate the option).
// upstream: mlir/test/Transforms/buffer-results-to-out-params-elim.mlir (llvm/llvm-project 30d7d86faa91166faada3b168c28f49145ca771e), case 0; Apache-2.0 WITH LLVM-exception
// flags: "--pass-pipeline=builtin.module(buffer-results-to-out-params{hoist-static-allocs modify-public-functions})"
func.func @basic() -> (memref<8x64xf32>) {
  %b = memref.alloc() : memref<8x64xf32>
  "test.source"(%b)  : (memref<8x64xf32>) -> ()
  return %b : memref<8x64xf32>
}

func.func @basic_no_change() -> (memref<f32>) {
  %0 = "test.source"() : () -> (memref<f32>)
  return %0 : memref<f32>
}

func.func @basic_dynamic(%d: index) -> (memref<?xf32>) {
  %b = memref.alloc(%d) : memref<?xf32>
  "test.source"(%b)  : (memref<?xf32>) -> ()
  return %b : memref<?xf32>
}


func.func @return_arg(%arg0: memref<128x256xf32>, %arg1: memref<128x256xf32>) -> memref<128x256xf32> {
  "test.source"(%arg0, %arg1)  : (memref<128x256xf32>, memref<128x256xf32>) -> ()
  return %arg0 : memref<128x256xf32>
}
// expected:
// func.func @basic(%arg0: memref<8x64xf32>) {
//   "test.source"(%arg0) : (memref<8x64xf32>) -> ()
//   return
// }
// func.func @basic_no_change(%arg0: memref<f32>) {
//   %0 = "test.source"() : () -> memref<f32>
//   memref.copy %0, %arg0 : memref<f32> to memref<f32>
//   return
// }
// func.func @basic_dynamic(%d: index, %arg1: memref<?xf32>) {
//   %b = memref.alloc(%d) : memref<?xf32>
//   "test.source"(%b) : (memref<?xf32>) -> ()
//   memref.copy %b, %arg1 : memref<?xf32> to memref<?xf32>
//   return
// }
// func.func @return_arg(%arg0: memref<128x256xf32>, %arg1: memref<128x256xf32>, %arg2: memref<128x256xf32>) {
//   "test.source"(%arg0, %arg1) : (memref<128x256xf32>, memref<128x256xf32>) -> ()
//   memref.copy %arg0, %arg2 : memref<128x256xf32> to memref<128x256xf32>
//   return
// }
