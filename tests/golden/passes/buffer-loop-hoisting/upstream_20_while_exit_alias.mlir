// an alloc passed from the scf.while condition region to its body and results
// upstream: mlir/test/Dialect/Bufferization/Transforms/buffer-loop-hoisting.mlir at 57f210d4301b704b0b2724a68959b0b5b625a2b1, chunk 20 (@while_exit_alias); LLVM Project, Apache-2.0 WITH LLVM-exception
// converted: nothing (CHECK lines and comments removed)
// flags: --buffer-loop-hoisting
func.func @while_exit_alias(%n: index, %size: index, %other: memref<1xindex>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %last:2 = scf.while (%i = %c0, %keep = %other)
      : (index, memref<1xindex>) -> (memref<?xindex>, memref<1xindex>) {
    %buffer = memref.alloc(%size) : memref<?xindex>
    memref.store %i, %buffer[%c0] : memref<?xindex>
    %continue = arith.cmpi slt, %i, %n : index
    scf.condition(%continue) %buffer, %keep : memref<?xindex>, memref<1xindex>
  } do {
  ^bb0(%current: memref<?xindex>, %keep: memref<1xindex>):
    %value = memref.load %current[%c0] : memref<?xindex>
    %next = arith.addi %value, %c1 : index
    scf.yield %next, %keep : index, memref<1xindex>
  }
  %view = memref.subview %last#0[0] [1] [1] : memref<?xindex> to memref<1xindex>
  %cast = memref.cast %view : memref<1xindex> to memref<?xindex>
  %result = memref.load %cast[%c0] : memref<?xindex>
  return %result : index
}
// expected:
// func.func @while_exit_alias(%n: index, %size: index, %other: memref<1xindex>) -> index {
//   %c0 = arith.constant 0 : index
//   %c1 = arith.constant 1 : index
//   %last:2 = scf.while (%i = %c0, %keep = %other) : (index, memref<1xindex>) -> (memref<?xindex>, memref<1xindex>) {
//     %buffer = memref.alloc(%size) : memref<?xindex>
//     memref.store %i, %buffer[%c0] : memref<?xindex>
//     %continue = arith.cmpi slt, %i, %n : index
//     scf.condition(%continue) %buffer, %keep : memref<?xindex>, memref<1xindex>
//   } do {
//   ^bb0(%current: memref<?xindex>, %keep: memref<1xindex>):
//     %value = memref.load %current[%c0] : memref<?xindex>
//     %next = arith.addi %value, %c1 : index
//     scf.yield %next, %keep : index, memref<1xindex>
//   }
//   %view = memref.subview %last#0[0] [1] [1] : memref<?xindex> to memref<1xindex>
//   %cast = memref.cast %view : memref<1xindex> to memref<?xindex>
//   %result = memref.load %cast[%c0] : memref<?xindex>
//   return %result : index
// }
