// an alloc stays in an scf.parallel body (parallel iterations need their own buffers)
// upstream: mlir/test/Dialect/Bufferization/Transforms/buffer-loop-hoisting.mlir at 57f210d4301b704b0b2724a68959b0b5b625a2b1, chunk 15 (@no_hoist_parallel); LLVM Project, Apache-2.0 WITH LLVM-exception
// converted: nothing (CHECK lines and comments removed)
// flags: --buffer-loop-hoisting
func.func @no_hoist_parallel(
    %lb: index,
    %ub: index,
    %step: index) {
  scf.parallel (%i) = (%lb) to (%ub) step (%step) {
      %0 = memref.alloc() : memref<2xf32>
      scf.reduce
  }
  return
}
// expected:
// func.func @no_hoist_parallel(%lb: index, %ub: index, %step: index) {
//   scf.parallel (%i) = (%lb) to (%ub) step (%step) {
//     %0 = memref.alloc() : memref<2xf32>
//     scf.reduce
//   }
//   return
// }
