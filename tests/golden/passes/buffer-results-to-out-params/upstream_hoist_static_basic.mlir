// hoist-static-allocs: a static returned allocation is the out-parameter; a non-allocation and a dynamic allocation are still copied.
// upstream: mlir/test/Transforms/buffer-results-to-out-params-hosit-static-allocs.mlir (llvm/llvm-project 4135de715a8ef1ef2331496653ff3828fdb8b00e), case 0; Apache-2.0 WITH LLVM-exception
// flags: "--pass-pipeline=builtin.module(buffer-results-to-out-params{hoist-static-allocs})"
func.func private @basic() -> (memref<8x64xf32>) {
  %b = memref.alloc() : memref<8x64xf32>
  "test.source"(%b)  : (memref<8x64xf32>) -> ()
  return %b : memref<8x64xf32>
}

func.func private @basic_no_change() -> (memref<f32>) {
  %0 = "test.source"() : () -> (memref<f32>)
  return %0 : memref<f32>
}

func.func private @basic_dynamic(%d: index) -> (memref<?xf32>) {
  %b = memref.alloc(%d) : memref<?xf32>
  "test.source"(%b)  : (memref<?xf32>) -> ()
  return %b : memref<?xf32>
}
// expected:
// func.func private @basic(%arg0: memref<8x64xf32>) {
//   "test.source"(%arg0) : (memref<8x64xf32>) -> ()
//   return
// }
// func.func private @basic_no_change(%arg0: memref<f32>) {
//   %0 = "test.source"() : () -> memref<f32>
//   memref.copy %0, %arg0 : memref<f32> to memref<f32>
//   return
// }
// func.func private @basic_dynamic(%d: index, %arg1: memref<?xf32>) {
//   %b = memref.alloc(%d) : memref<?xf32>
//   "test.source"(%b) : (memref<?xf32>) -> ()
//   memref.copy %b, %arg1 : memref<?xf32> to memref<?xf32>
//   return
// }
