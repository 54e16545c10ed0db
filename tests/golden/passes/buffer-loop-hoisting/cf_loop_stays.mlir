// a cf loop is not a region loop: an alloc in its body block stays
// flags: --buffer-loop-hoisting
func.func @cfloop(%n: index, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^hdr(%c0 : index)
^hdr(%i: index):
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^body, ^exit
^body:
  %a = memref.alloc() : memref<4xf32>
  memref.copy %a, %out : memref<4xf32> to memref<4xf32>
  %j = arith.addi %i, %c1 : index
  cf.br ^hdr(%j : index)
^exit:
  return
}
// expected:
// func.func @cfloop(%n: index, %out: memref<4xf32>) {
//   %c0 = arith.constant 0 : index
//   %c1 = arith.constant 1 : index
//   cf.br ^hdr(%c0 : index)
// ^hdr(%i: index):
//   %c = arith.cmpi slt, %i, %n : index
//   cf.cond_br %c, ^body, ^exit
// ^body:
//   %a = memref.alloc() : memref<4xf32>
//   memref.copy %a, %out : memref<4xf32> to memref<4xf32>
//   %j = arith.addi %i, %c1 : index
//   cf.br ^hdr(%j : index)
// ^exit:
//   return
// }
