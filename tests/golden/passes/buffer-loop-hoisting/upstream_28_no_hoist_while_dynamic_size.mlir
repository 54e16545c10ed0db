// an scf.while alloc sized by a loop-variant value stays
// upstream: mlir/test/Dialect/Bufferization/Transforms/buffer-loop-hoisting.mlir at 57f210d4301b704b0b2724a68959b0b5b625a2b1, chunk 28 (@no_hoist_while_dynamic_size); LLVM Project, Apache-2.0 WITH LLVM-exception
// converted: nothing (CHECK lines and comments removed)
// flags: --buffer-loop-hoisting
func.func @no_hoist_while_dynamic_size(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %last = scf.while (%i = %c0) : (index) -> memref<?xindex> {
    %size = arith.addi %i, %c1 : index
    %buffer = memref.alloc(%size) : memref<?xindex>
    memref.store %i, %buffer[%c0] : memref<?xindex>
    %continue = arith.cmpi slt, %i, %n : index
    scf.condition(%continue) %buffer : memref<?xindex>
  } do {
  ^bb0(%current: memref<?xindex>):
    %value = memref.load %current[%c0] : memref<?xindex>
    %next = arith.addi %value, %c1 : index
    scf.yield %next : index
  }
  %value = memref.load %last[%c0] : memref<?xindex>
  return %value : index
}
// expected:
// func.func @no_hoist_while_dynamic_size(%n: index) -> index {
//   %c0 = arith.constant 0 : index
//   %c1 = arith.constant 1 : index
//   %last = scf.while (%i = %c0) : (index) -> memref<?xindex> {
//     %size = arith.addi %i, %c1 : index
//     %buffer = memref.alloc(%size) : memref<?xindex>
//     memref.store %i, %buffer[%c0] : memref<?xindex>
//     %continue = arith.cmpi slt, %i, %n : index
//     scf.condition(%continue) %buffer : memref<?xindex>
//   } do {
//   ^bb0(%current: memref<?xindex>):
//     %value = memref.load %current[%c0] : memref<?xindex>
//     %next = arith.addi %value, %c1 : index
//     scf.yield %next : index
//   }
//   %value = memref.load %last[%c0] : memref<?xindex>
//   return %value : index
// }
