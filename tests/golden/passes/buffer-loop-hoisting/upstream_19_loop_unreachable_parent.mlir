// an alloc in an scf.while inside an unreachable block
// upstream: mlir/test/Dialect/Bufferization/Transforms/buffer-loop-hoisting.mlir at 57f210d4301b704b0b2724a68959b0b5b625a2b1, chunk 19 (@loop_unreachable_parent); LLVM Project, Apache-2.0 WITH LLVM-exception
// converted: nothing (CHECK lines and comments removed)
// upstream-differs: mlir-opt 22.1.8 crashes (segmentation fault in hoistBuffersFromLoops) on an allocation below an unreachable block; bufls moves it out of the loop into that block and stops there, as later upstream does
// flags: --buffer-loop-hoisting
func.func @loop_unreachable_parent() {
  return
^dead:
  %c0 = arith.constant 0 : index
  %false = arith.constant false
  scf.while : () -> () {
    %buffer = memref.alloc() : memref<1xindex>
    memref.store %c0, %buffer[%c0] : memref<1xindex>
    scf.condition(%false)
  } do {
    scf.yield
  }
  return
}
// expected:
// func.func @loop_unreachable_parent() {
//   return
// ^dead:
//   %c0 = arith.constant 0 : index
//   %false = arith.constant false
//   %buffer = memref.alloc() : memref<1xindex>
//   scf.while : () -> () {
//     memref.store %c0, %buffer[%c0] : memref<1xindex>
//     scf.condition(%false)
//   } do {
//     scf.yield
//   }
//   return
// }
