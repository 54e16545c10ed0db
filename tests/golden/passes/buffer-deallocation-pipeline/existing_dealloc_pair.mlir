// An allocation with its own memref.dealloc and no other use is removed by the first canonicalize.
// flags: --buffer-deallocation-pipeline
func.func @f() {
  %a = memref.alloc() : memref<2xf32>
  memref.dealloc %a : memref<2xf32>
  return
}
// expected:
// func.func @f() {
//   return
// }
