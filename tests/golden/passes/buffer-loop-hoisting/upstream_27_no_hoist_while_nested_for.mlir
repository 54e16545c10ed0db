// an scf.while alloc sized by nothing, inside an scf.for, read after the while
// upstream: mlir/test/Dialect/Bufferization/Transforms/buffer-loop-hoisting.mlir at 57f210d4301b704b0b2724a68959b0b5b625a2b1, chunk 27 (@no_hoist_while_nested_for); LLVM Project, Apache-2.0 WITH LLVM-exception
// converted: nothing (CHECK lines and comments removed)
// flags: --buffer-loop-hoisting
func.func @no_hoist_while_nested_for(%n: index, %condition: i1, %out: memref<?xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %last = scf.while () : () -> memref<1xindex> {
      %buffer = memref.alloc() : memref<1xindex>
      memref.store %i, %buffer[%c0] : memref<1xindex>
      scf.condition(%condition) %buffer : memref<1xindex>
    } do {
    ^bb0(%current: memref<1xindex>):
      scf.yield
    }
    %value = memref.load %last[%c0] : memref<1xindex>
    memref.store %value, %out[%i] : memref<?xindex>
  }
  return
}
// expected:
// func.func @no_hoist_while_nested_for(%n: index, %condition: i1, %out: memref<?xindex>) {
//   %c0 = arith.constant 0 : index
//   %c1 = arith.constant 1 : index
//   scf.for %i = %c0 to %n step %c1 {
//     %last = scf.while : () -> memref<1xindex> {
//       %buffer = memref.alloc() : memref<1xindex>
//       memref.store %i, %buffer[%c0] : memref<1xindex>
//       scf.condition(%condition) %buffer : memref<1xindex>
//     } do {
//     ^bb0(%current: memref<1xindex>):
//       scf.yield
//     }
//     %value = memref.load %last[%c0] : memref<1xindex>
//     memref.store %value, %out[%i] : memref<?xindex>
//   }
//   return
// }
