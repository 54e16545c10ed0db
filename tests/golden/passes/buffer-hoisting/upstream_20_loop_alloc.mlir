// an alloc in an scf.for body stays in the loop
// upstream: mlir/test/Dialect/Bufferization/Transforms/buffer-hoisting.mlir at 18302702707f55519e9b4e3250919810ce7a2173, chunk 20 (@loop_alloc); LLVM Project, Apache-2.0 WITH LLVM-exception
// converted: test.buffer_based in(%a) out(%b) and test.copy(%a, %b) -> memref.copy %a, %b
// flags: --buffer-hoisting
func.func @loop_alloc(
  %lb: index,
  %ub: index,
  %step: index,
  %buf: memref<2xf32>,
  %res: memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  %1 = scf.for %i = %lb to %ub step %step
    iter_args(%iterBuf = %buf) -> memref<2xf32> {
    %2 = arith.cmpi eq, %i, %ub : index
    %3 = memref.alloc() : memref<2xf32>
    scf.yield %3 : memref<2xf32>
  }
  memref.copy %1, %res : memref<2xf32> to memref<2xf32>
  return
}
// expected:
// func.func @loop_alloc(%lb: index, %ub: index, %step: index, %buf: memref<2xf32>, %res: memref<2xf32>) {
//   %0 = memref.alloc() : memref<2xf32>
//   %1 = scf.for %i = %lb to %ub step %step iter_args(%iterBuf = %buf) -> (memref<2xf32>) {
//     %2 = arith.cmpi eq, %i, %ub : index
//     %3 = memref.alloc() : memref<2xf32>
//     scf.yield %3 : memref<2xf32>
//   }
//   memref.copy %1, %res : memref<2xf32> to memref<2xf32>
//   return
// }
