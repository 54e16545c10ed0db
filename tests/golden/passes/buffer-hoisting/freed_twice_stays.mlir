// an alloc freed by two ops stays in its block; one freed once moves to the entry block
// flags: --buffer-hoisting
func.func @two_frees(%c: i1, %out: memref<2xf32>) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %a = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb3, ^bb4
^bb3:
  memref.dealloc %a : memref<2xf32>
  cf.br ^bb5
^bb4:
  memref.dealloc %a : memref<2xf32>
  cf.br ^bb5
^bb2:
  %b = memref.alloc() : memref<2xf32>
  memref.dealloc %b : memref<2xf32>
  cf.br ^bb5
^bb5:
  return
}
// expected:
// func.func @two_frees(%c: i1, %out: memref<2xf32>) {
//   cf.cond_br %c, ^bb1, ^bb2
// ^bb1:
//   %a = memref.alloc() : memref<2xf32>
//   cf.cond_br %c, ^bb3, ^bb4
// ^bb3:
//   memref.dealloc %a : memref<2xf32>
//   cf.br ^bb5
// ^bb4:
//   memref.dealloc %a : memref<2xf32>
//   cf.br ^bb5
// ^bb2:
//   %b = memref.alloc() : memref<2xf32>
//   memref.dealloc %b : memref<2xf32>
//   cf.br ^bb5
// ^bb5:
//   return
// }
