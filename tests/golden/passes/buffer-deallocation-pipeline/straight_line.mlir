// An allocation used in straight-line code is freed after its last use.
// flags: --buffer-deallocation-pipeline
func.func @f(%arg: memref<2xf32>, %out: memref<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  memref.copy %arg, %a : memref<2xf32> to memref<2xf32>
  memref.copy %a, %out : memref<2xf32> to memref<2xf32>
  return
}
// expected:
// func.func @f(%arg: memref<2xf32>, %out: memref<2xf32>) {
//   %a = memref.alloc() : memref<2xf32>
//   memref.copy %arg, %a : memref<2xf32> to memref<2xf32>
//   memref.copy %a, %out : memref<2xf32> to memref<2xf32>
//   memref.dealloc %a : memref<2xf32>
//   return
// }
