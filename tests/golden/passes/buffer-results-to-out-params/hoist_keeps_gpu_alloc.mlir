// hoist-static-allocs: a gpu.alloc is copied into the out-parameter, not hoisted (its resource has hoist = false: the caller's memref.alloc is not device memory); a memref.alloca is hoisted, as mlir-opt does.
// flags: "--buffer-results-to-out-params=hoist-static-allocs=true"
func.func private @device() -> memref<4xf32> {
  %a = gpu.alloc() : memref<4xf32>
  return %a : memref<4xf32>
}
func.func private @stack() -> memref<4xf32> {
  %a = memref.alloca() : memref<4xf32>
  return %a : memref<4xf32>
}
// expected:
// func.func private @device(%arg0: memref<4xf32>) {
//   %a = gpu.alloc () : memref<4xf32>
//   memref.copy %a, %arg0 : memref<4xf32> to memref<4xf32>
//   return
// }
// func.func private @stack(%arg0: memref<4xf32>) {
//   return
// }
