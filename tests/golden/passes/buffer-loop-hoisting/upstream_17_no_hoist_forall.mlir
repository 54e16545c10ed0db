// an alloc stays in an scf.forall body
// upstream: mlir/test/Dialect/Bufferization/Transforms/buffer-loop-hoisting.mlir at 57f210d4301b704b0b2724a68959b0b5b625a2b1, chunk 17 (@no_hoist_forall); LLVM Project, Apache-2.0 WITH LLVM-exception
// converted: nothing (CHECK lines and comments removed)
// flags: --buffer-loop-hoisting
func.func @no_hoist_forall(
    %lb: index,
    %ub: index,
    %step: index) {
  scf.forall (%i) = (%lb) to (%ub) step (%step) {
      %1 = memref.alloc() : memref<2xf32>
  }
  return
}
// expected:
// func.func @no_hoist_forall(%lb: index, %ub: index, %step: index) {
//   scf.forall (%i) = (%lb) to (%ub) step (%step) {
//     %1 = memref.alloc() : memref<2xf32>
//   }
//   return
// }
