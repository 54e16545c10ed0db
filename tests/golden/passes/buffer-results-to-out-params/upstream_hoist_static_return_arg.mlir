// hoist-static-allocs: a returned argument is copied into the out-parameter, not hoisted.
// upstream: mlir/test/Transforms/buffer-results-to-out-params-hosit-static-allocs.mlir (llvm/llvm-project 4135de715a8ef1ef2331496653ff3828fdb8b00e), case 1; Apache-2.0 WITH LLVM-exception
// flags: "--pass-pipeline=builtin.module(buffer-results-to-out-params{hoist-static-allocs})"
func.func private @return_arg(%arg0: memref<128x256xf32>, %arg1: memref<128x256xf32>) -> memref<128x256xf32> {
  "test.source"(%arg0, %arg1)  : (memref<128x256xf32>, memref<128x256xf32>) -> ()
  return %arg0 : memref<128x256xf32>
}
// expected:
// func.func private @return_arg(%arg0: memref<128x256xf32>, %arg1: memref<128x256xf32>, %arg2: memref<128x256xf32>) {
//   "test.source"(%arg0, %arg1) : (memref<128x256xf32>, memref<128x256xf32>) -> ()
//   memref.copy %arg0, %arg2 : memref<128x256xf32> to memref<128x256xf32>
//   return
// }
