// an scf.while alloc in an unreachable block, passed to the body
// upstream: mlir/test/Dialect/Bufferization/Transforms/buffer-loop-hoisting.mlir at 57f210d4301b704b0b2724a68959b0b5b625a2b1, chunk 33 (@while_unreachable_parent); LLVM Project, Apache-2.0 WITH LLVM-exception
// converted: nothing (CHECK lines and comments removed)
// flags: --buffer-loop-hoisting
func.func @while_unreachable_parent() {
  return
^dead:
  %false = arith.constant false
  %last = scf.while () : () -> memref<1xindex> {
    %buffer = memref.alloc() : memref<1xindex>
    scf.condition(%false) %buffer : memref<1xindex>
  } do {
  ^bb0(%current: memref<1xindex>):
    scf.yield
  }
  return
}
// expected:
// func.func @while_unreachable_parent() {
//   return
// ^dead:
//   %false = arith.constant false
//   %last = scf.while : () -> memref<1xindex> {
//     %buffer = memref.alloc() : memref<1xindex>
//     scf.condition(%false) %buffer : memref<1xindex>
//   } do {
//   ^bb0(%current: memref<1xindex>):
//     scf.yield
//   }
//   return
// }
