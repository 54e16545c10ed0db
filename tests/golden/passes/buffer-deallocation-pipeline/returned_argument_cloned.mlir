// A public function returning an argument returns a clone (the caller owns every returned buffer).
// flags: --buffer-deallocation-pipeline
func.func @f(%arg: memref<2xf32>) -> memref<2xf32> {
  return %arg : memref<2xf32>
}
// expected:
// func.func @f(%arg: memref<2xf32>) -> memref<2xf32> {
//   %0 = bufferization.clone %arg : memref<2xf32> to memref<2xf32>
//   return %0 : memref<2xf32>
// }
