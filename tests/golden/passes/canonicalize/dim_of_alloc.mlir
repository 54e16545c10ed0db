// memref.dim of a static dimension is a constant, of a dynamic one the allocation's size operand.
// flags: --canonicalize
func.func @f(%n: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<4x?xf32>
  "test.use"(%a) : (memref<4x?xf32>) -> ()
  %d0 = memref.dim %a, %c0 : memref<4x?xf32>
  %d1 = memref.dim %a, %c1 : memref<4x?xf32>
  return %d0, %d1 : index, index
}
// expected:
// func.func @f(%n: index) -> (index, index) {
//   %c4 = arith.constant 4 : index
//   %a = memref.alloc(%n) : memref<4x?xf32>
//   "test.use"(%a) : (memref<4x?xf32>) -> ()
//   return %c4, %n : index, index
// }
