// BUF002 where removing the second free would leak on the other path: the first free is removed instead.
func.func @double_free_on_error_path(%ok: i1) -> i32 {
  %tmp = memref.alloc() : memref<32xi32>
  %c0 = arith.constant 0 : index
  %r = memref.load %tmp[%c0] : memref<32xi32>
  cf.cond_br %ok, ^exit, ^error
^error:
  memref.dealloc %tmp : memref<32xi32>
  cf.br ^exit
^exit:
  memref.dealloc %tmp : memref<32xi32>
  return %r : i32
}
// fixed:
// // BUF002 where removing the second free would leak on the other path: the first free is removed instead.
// func.func @double_free_on_error_path(%ok: i1) -> i32 {
//   %tmp = memref.alloc() : memref<32xi32>
//   %c0 = arith.constant 0 : index
//   %r = memref.load %tmp[%c0] : memref<32xi32>
//   cf.cond_br %ok, ^exit, ^error
// ^error:
//   cf.br ^exit
// ^exit:
//   memref.dealloc %tmp : memref<32xi32>
//   return %r : i32
// }
