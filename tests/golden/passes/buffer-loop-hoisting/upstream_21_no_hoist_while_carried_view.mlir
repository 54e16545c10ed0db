// a view of the alloc passed back to the condition region
// upstream: mlir/test/Dialect/Bufferization/Transforms/buffer-loop-hoisting.mlir at 57f210d4301b704b0b2724a68959b0b5b625a2b1, chunk 21 (@no_hoist_while_carried_view); LLVM Project, Apache-2.0 WITH LLVM-exception
// converted: nothing (CHECK lines and comments removed)
// flags: --buffer-loop-hoisting
func.func @no_hoist_while_carried_view(%n: index, %seed: memref<1xindex>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %result:2 = scf.while (%i = %c0, %old = %seed)
      : (index, memref<1xindex>) -> (index, memref<1xindex>) {
    %fresh = memref.alloc() : memref<1xindex>
    memref.store %i, %fresh[%c0] : memref<1xindex>
    %previous = memref.load %old[%c0] : memref<1xindex>
    %continue = arith.cmpi slt, %i, %n : index
    scf.condition(%continue) %previous, %fresh : index, memref<1xindex>
  } do {
  ^bb0(%previous: index, %current: memref<1xindex>):
    %value = memref.load %current[%c0] : memref<1xindex>
    %next = arith.addi %value, %c1 : index
    %cast = memref.cast %current : memref<1xindex> to memref<?xindex>
    %view = memref.subview %cast[0] [1] [1] : memref<?xindex> to memref<1xindex>
    scf.yield %next, %view : index, memref<1xindex>
  }
  return %result#0 : index
}
// expected:
// func.func @no_hoist_while_carried_view(%n: index, %seed: memref<1xindex>) -> index {
//   %c0 = arith.constant 0 : index
//   %c1 = arith.constant 1 : index
//   %result:2 = scf.while (%i = %c0, %old = %seed) : (index, memref<1xindex>) -> (index, memref<1xindex>) {
//     %fresh = memref.alloc() : memref<1xindex>
//     memref.store %i, %fresh[%c0] : memref<1xindex>
//     %previous = memref.load %old[%c0] : memref<1xindex>
//     %continue = arith.cmpi slt, %i, %n : index
//     scf.condition(%continue) %previous, %fresh : index, memref<1xindex>
//   } do {
//   ^bb0(%previous: index, %current: memref<1xindex>):
//     %value = memref.load %current[%c0] : memref<1xindex>
//     %next = arith.addi %value, %c1 : index
//     %cast = memref.cast %current : memref<1xindex> to memref<?xindex>
//     %view = memref.subview %cast[0] [1] [1] : memref<?xindex> to memref<1xindex>
//     scf.yield %next, %view : index, memref<1xindex>
//   }
//   return %result#0 : index
// }
