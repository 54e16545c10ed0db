// BUF001 on one cf exit: the dealloc goes before the return of the leaking block only.
func.func @leak_on_early_exit(%n: index, %limit: index) -> f32 {
  %c0 = arith.constant 0 : index
  %buf = memref.alloc(%n) : memref<?xf32>
  %too_big = arith.cmpi ugt, %n, %limit : index
  cf.cond_br %too_big, ^bail, ^compute
^bail:
  %nan = arith.constant 0x7FC00000 : f32
  return %nan : f32
^compute:
  %one = arith.constant 1.0 : f32
  memref.store %one, %buf[%c0] : memref<?xf32>
  %v = memref.load %buf[%c0] : memref<?xf32>
  memref.dealloc %buf : memref<?xf32>   // the only free
  return %v : f32
}
// fixed:
// // BUF001 on one cf exit: the dealloc goes before the return of the leaking block only.
// func.func @leak_on_early_exit(%n: index, %limit: index) -> f32 {
//   %c0 = arith.constant 0 : index
//   %buf = memref.alloc(%n) : memref<?xf32>
//   %too_big = arith.cmpi ugt, %n, %limit : index
//   cf.cond_br %too_big, ^bail, ^compute
// ^bail:
//   %nan = arith.constant 0x7FC00000 : f32
//   memref.dealloc %buf : memref<?xf32>
//   return %nan : f32
// ^compute:
//   %one = arith.constant 1.0 : f32
//   memref.store %one, %buf[%c0] : memref<?xf32>
//   %v = memref.load %buf[%c0] : memref<?xf32>
//   memref.dealloc %buf : memref<?xf32>   // the only free
//   return %v : f32
// }
