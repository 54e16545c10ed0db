// allocs in both regions of an scf.while leave the loop (a view and a select of one stay in the body)
// flags: --buffer-loop-hoisting
func.func @w(%n: index, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.while (%i = %c0) : (index) -> index {
    %a = memref.alloc() : memref<4xf32>
    memref.copy %a, %out : memref<4xf32> to memref<4xf32>
    %cond = arith.cmpi slt, %i, %n : index
    scf.condition(%cond) %i : index
  } do {
  ^bb0(%j: index):
    %true = arith.constant true
    %b = memref.alloc() : memref<4xf32>
    %v = memref.subview %b[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
    %sel = arith.select %true, %b, %out : memref<4xf32>
    memref.copy %sel, %out : memref<4xf32> to memref<4xf32>
    %k = arith.addi %j, %c1 : index
    scf.yield %k : index
  }
  return
}
// expected:
// func.func @w(%n: index, %out: memref<4xf32>) {
//   %c0 = arith.constant 0 : index
//   %c1 = arith.constant 1 : index
//   %a = memref.alloc() : memref<4xf32>
//   %b = memref.alloc() : memref<4xf32>
//   %r = scf.while (%i = %c0) : (index) -> index {
//     memref.copy %a, %out : memref<4xf32> to memref<4xf32>
//     %cond = arith.cmpi slt, %i, %n : index
//     scf.condition(%cond) %i : index
//   } do {
//   ^bb0(%j: index):
//     %true = arith.constant true
//     %v = memref.subview %b[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
//     %sel = arith.select %true, %b, %out : memref<4xf32>
//     memref.copy %sel, %out : memref<4xf32> to memref<4xf32>
//     %k = arith.addi %j, %c1 : index
//     scf.yield %k : index
//   }
//   return
// }
