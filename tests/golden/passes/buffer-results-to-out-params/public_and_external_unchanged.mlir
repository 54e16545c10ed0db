// Public functions (without modify-public-functions) and declarations keep their results.
// flags: --buffer-results-to-out-params
func.func @pub() -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  return %0 : memref<2xf32>
}
func.func private @ext() -> memref<2xf32>
// expected:
// func.func @pub() -> memref<2xf32> {
//   %0 = memref.alloc() : memref<2xf32>
//   return %0 : memref<2xf32>
// }
// func.func private @ext() -> memref<2xf32>
