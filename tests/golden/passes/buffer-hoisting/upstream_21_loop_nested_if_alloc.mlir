// an alloc in an scf.if in a loop moves out of the if but not out of the loop
// upstream: mlir/test/Dialect/Bufferization/Transforms/buffer-hoisting.mlir at 18302702707f55519e9b4e3250919810ce7a2173, chunk 21 (@loop_nested_if_alloc); LLVM Project, Apache-2.0 WITH LLVM-exception
// converted: nothing (CHECK lines and comments removed)
// flags: --buffer-hoisting
func.func @loop_nested_if_alloc(
  %lb: index,
  %ub: index,
  %step: index,
  %buf: memref<2xf32>) -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  %1 = scf.for %i = %lb to %ub step %step
    iter_args(%iterBuf = %buf) -> memref<2xf32> {
    %2 = arith.cmpi eq, %i, %ub : index
    %3 = scf.if %2 -> (memref<2xf32>) {
      %4 = memref.alloc() : memref<2xf32>
      scf.yield %4 : memref<2xf32>
    } else {
      scf.yield %0 : memref<2xf32>
    }
    scf.yield %3 : memref<2xf32>
  }
  return %1 : memref<2xf32>
}
// expected:
// func.func @loop_nested_if_alloc(%lb: index, %ub: index, %step: index, %buf: memref<2xf32>) -> memref<2xf32> {
//   %0 = memref.alloc() : memref<2xf32>
//   %1 = scf.for %i = %lb to %ub step %step iter_args(%iterBuf = %buf) -> (memref<2xf32>) {
//     %2 = arith.cmpi eq, %i, %ub : index
//     %4 = memref.alloc() : memref<2xf32>
//     %3 = scf.if %2 -> (memref<2xf32>) {
//       scf.yield %4 : memref<2xf32>
//     } else {
//       scf.yield %0 : memref<2xf32>
//     }
//     scf.yield %3 : memref<2xf32>
//   }
//   return %1 : memref<2xf32>
// }
