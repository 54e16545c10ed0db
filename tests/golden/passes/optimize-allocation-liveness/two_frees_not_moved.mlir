// a buffer freed twice keeps both frees where they are; a free whose buffer is used after it moves down to the last use
// flags: --optimize-allocation-liveness
func.func @two_frees(%c: i1, %f: f32, %i: index) {
  %0 = memref.alloc() : memref<8xf32>
  memref.store %f, %0[%i] : memref<8xf32>
  memref.dealloc %0 : memref<8xf32>
  memref.dealloc %0 : memref<8xf32>
  %1 = memref.alloc() : memref<8xf32>
  memref.dealloc %1 : memref<8xf32>
  memref.store %f, %1[%i] : memref<8xf32>
  return
}
// expected:
// func.func @two_frees(%c: i1, %f: f32, %i: index) {
//   %0 = memref.alloc() : memref<8xf32>
//   memref.store %f, %0[%i] : memref<8xf32>
//   memref.dealloc %0 : memref<8xf32>
//   memref.dealloc %0 : memref<8xf32>
//   %1 = memref.alloc() : memref<8xf32>
//   memref.store %f, %1[%i] : memref<8xf32>
//   memref.dealloc %1 : memref<8xf32>
//   return
// }
