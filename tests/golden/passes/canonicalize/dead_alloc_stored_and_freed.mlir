// An allocation that is only written into and freed is erased with its store and free.
// flags: --canonicalize
func.func @f(%v: f32, %i: index) {
  %a = memref.alloc() : memref<2xf32>
  memref.store %v, %a[%i] : memref<2xf32>
  memref.dealloc %a : memref<2xf32>
  return
}
// expected:
// func.func @f(%v: f32, %i: index) {
//   return
// }
