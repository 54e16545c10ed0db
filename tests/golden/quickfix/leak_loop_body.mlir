// BUF001 of a buffer allocated in a loop body: freed at the end of the body (implicit yield).
func.func @per_iteration(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    %tmp = memref.alloc() : memref<4xf32>
    memref.store %f, %tmp[%c0] : memref<4xf32>
  }
  %done = memref.alloc() : memref<4xf32>
  memref.dealloc %done : memref<4xf32>
  return
}
// fixed:
// // BUF001 of a buffer allocated in a loop body: freed at the end of the body (implicit yield).
// func.func @per_iteration(%n: index) {
//   %c0 = arith.constant 0 : index
//   %c1 = arith.constant 1 : index
//   %f = arith.constant 1.0 : f32
//   scf.for %i = %c0 to %n step %c1 {
//     %tmp = memref.alloc() : memref<4xf32>
//     memref.store %f, %tmp[%c0] : memref<4xf32>
//     memref.dealloc %tmp : memref<4xf32>
//   }
//   %done = memref.alloc() : memref<4xf32>
//   memref.dealloc %done : memref<4xf32>
//   return
// }
