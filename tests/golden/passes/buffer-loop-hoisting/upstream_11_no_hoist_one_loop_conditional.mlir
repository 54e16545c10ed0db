// an alloc yielded through an scf.if to the next iteration stays
// upstream: mlir/test/Dialect/Bufferization/Transforms/buffer-loop-hoisting.mlir at 57f210d4301b704b0b2724a68959b0b5b625a2b1, chunk 11 (@no_hoist_one_loop_conditional); LLVM Project, Apache-2.0 WITH LLVM-exception
// converted: test.buffer_based in(%a) out(%b) and test.copy(%a, %b) -> memref.copy %a, %b
// flags: --buffer-loop-hoisting
func.func @no_hoist_one_loop_conditional(
  %lb: index,
  %ub: index,
  %step: index,
  %buf: memref<2xf32>,
  %res: memref<2xf32>) {
  %0 = scf.for %i = %lb to %ub step %step
    iter_args(%iterBuf = %buf) -> memref<2xf32> {
      %1 = arith.cmpi eq, %i, %ub : index
      %2 = scf.if %1 -> (memref<2xf32>) {
        %3 = memref.alloc() : memref<2xf32>
        scf.yield %3 : memref<2xf32>
      } else {
        scf.yield %iterBuf : memref<2xf32>
      }
    scf.yield %2 : memref<2xf32>
  }
  memref.copy %0, %res : memref<2xf32> to memref<2xf32>
  return
}
// expected:
// func.func @no_hoist_one_loop_conditional(%lb: index, %ub: index, %step: index, %buf: memref<2xf32>, %res: memref<2xf32>) {
//   %0 = scf.for %i = %lb to %ub step %step iter_args(%iterBuf = %buf) -> (memref<2xf32>) {
//     %1 = arith.cmpi eq, %i, %ub : index
//     %2 = scf.if %1 -> (memref<2xf32>) {
//       %3 = memref.alloc() : memref<2xf32>
//       scf.yield %3 : memref<2xf32>
//     } else {
//       scf.yield %iterBuf : memref<2xf32>
//     }
//     scf.yield %2 : memref<2xf32>
//   }
//   memref.copy %0, %res : memref<2xf32> to memref<2xf32>
//   return
// }
