// an scf.while alloc whose address is stored
// upstream: mlir/test/Dialect/Bufferization/Transforms/buffer-loop-hoisting.mlir at 57f210d4301b704b0b2724a68959b0b5b625a2b1, chunk 25 (@no_hoist_while_pointer_escape); LLVM Project, Apache-2.0 WITH LLVM-exception
// converted: nothing (CHECK lines and comments removed)
// flags: --buffer-loop-hoisting
func.func @no_hoist_while_pointer_escape(%addresses: memref<2xindex>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %last = scf.while (%i = %c0) : (index) -> memref<1xindex> {
    %buffer = memref.alloc() : memref<1xindex>
    memref.store %i, %buffer[%c0] : memref<1xindex>
    %address = memref.extract_aligned_pointer_as_index %buffer : memref<1xindex> -> index
    memref.store %address, %addresses[%i] : memref<2xindex>
    %continue = arith.cmpi slt, %i, %c1 : index
    scf.condition(%continue) %buffer : memref<1xindex>
  } do {
  ^bb0(%current: memref<1xindex>):
    %value = memref.load %current[%c0] : memref<1xindex>
    %next = arith.addi %value, %c1 : index
    scf.yield %next : index
  }
  %result = memref.load %last[%c0] : memref<1xindex>
  return %result : index
}
// expected:
// func.func @no_hoist_while_pointer_escape(%addresses: memref<2xindex>) -> index {
//   %c0 = arith.constant 0 : index
//   %c1 = arith.constant 1 : index
//   %last = scf.while (%i = %c0) : (index) -> memref<1xindex> {
//     %buffer = memref.alloc() : memref<1xindex>
//     memref.store %i, %buffer[%c0] : memref<1xindex>
//     %address = memref.extract_aligned_pointer_as_index %buffer : memref<1xindex> -> index
//     memref.store %address, %addresses[%i] : memref<2xindex>
//     %continue = arith.cmpi slt, %i, %c1 : index
//     scf.condition(%continue) %buffer : memref<1xindex>
//   } do {
//   ^bb0(%current: memref<1xindex>):
//     %value = memref.load %current[%c0] : memref<1xindex>
//     %next = arith.addi %value, %c1 : index
//     scf.yield %next : index
//   }
//   %result = memref.load %last[%c0] : memref<1xindex>
//   return %result : index
// }
