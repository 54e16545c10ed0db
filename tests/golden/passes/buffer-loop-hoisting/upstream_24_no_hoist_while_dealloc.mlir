// an scf.while alloc freed in the loop body
// upstream: mlir/test/Dialect/Bufferization/Transforms/buffer-loop-hoisting.mlir at 57f210d4301b704b0b2724a68959b0b5b625a2b1, chunk 24 (@no_hoist_while_dealloc); LLVM Project, Apache-2.0 WITH LLVM-exception
// converted: nothing (CHECK lines and comments removed)
// flags: --buffer-loop-hoisting
func.func @no_hoist_while_dealloc(%condition: i1) {
  %last = scf.while () : () -> memref<1xindex> {
    %buffer = memref.alloc() : memref<1xindex>
    scf.condition(%condition) %buffer : memref<1xindex>
  } do {
  ^bb0(%current: memref<1xindex>):
    memref.dealloc %current : memref<1xindex>
    scf.yield
  }
  return
}
// expected:
// func.func @no_hoist_while_dealloc(%condition: i1) {
//   %last = scf.while : () -> memref<1xindex> {
//     %buffer = memref.alloc() : memref<1xindex>
//     scf.condition(%condition) %buffer : memref<1xindex>
//   } do {
//   ^bb0(%current: memref<1xindex>):
//     memref.dealloc %current : memref<1xindex>
//     scf.yield
//   }
//   return
// }
