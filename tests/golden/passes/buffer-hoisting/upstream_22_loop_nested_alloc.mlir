// allocs in three nested loops stay in the innermost loop
// upstream: mlir/test/Dialect/Bufferization/Transforms/buffer-hoisting.mlir at 18302702707f55519e9b4e3250919810ce7a2173, chunk 22 (@loop_nested_alloc); LLVM Project, Apache-2.0 WITH LLVM-exception
// converted: test.buffer_based in(%a) out(%b) and test.copy(%a, %b) -> memref.copy %a, %b
// flags: --buffer-hoisting
func.func @loop_nested_alloc(
  %lb: index,
  %ub: index,
  %step: index,
  %buf: memref<2xf32>,
  %res: memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  %1 = scf.for %i = %lb to %ub step %step
    iter_args(%iterBuf = %buf) -> memref<2xf32> {
    %2 = scf.for %i2 = %lb to %ub step %step
      iter_args(%iterBuf2 = %iterBuf) -> memref<2xf32> {
      %3 = scf.for %i3 = %lb to %ub step %step
        iter_args(%iterBuf3 = %iterBuf2) -> memref<2xf32> {
        %4 = memref.alloc() : memref<2xf32>
        %5 = arith.cmpi eq, %i, %ub : index
        %6 = scf.if %5 -> (memref<2xf32>) {
          %7 = memref.alloc() : memref<2xf32>
          scf.yield %7 : memref<2xf32>
        } else {
          scf.yield %iterBuf3 : memref<2xf32>
        }
        scf.yield %6 : memref<2xf32>
      }
      scf.yield %3 : memref<2xf32>
    }
    scf.yield %2 : memref<2xf32>
  }
  memref.copy %1, %res : memref<2xf32> to memref<2xf32>
  return
}
// expected:
// func.func @loop_nested_alloc(%lb: index, %ub: index, %step: index, %buf: memref<2xf32>, %res: memref<2xf32>) {
//   %0 = memref.alloc() : memref<2xf32>
//   %1 = scf.for %i = %lb to %ub step %step iter_args(%iterBuf = %buf) -> (memref<2xf32>) {
//     %2 = scf.for %i2 = %lb to %ub step %step iter_args(%iterBuf2 = %iterBuf) -> (memref<2xf32>) {
//       %3 = scf.for %i3 = %lb to %ub step %step iter_args(%iterBuf3 = %iterBuf2) -> (memref<2xf32>) {
//         %4 = memref.alloc() : memref<2xf32>
//         %5 = arith.cmpi eq, %i, %ub : index
//         %7 = memref.alloc() : memref<2xf32>
//         %6 = scf.if %5 -> (memref<2xf32>) {
//           scf.yield %7 : memref<2xf32>
//         } else {
//           scf.yield %iterBuf3 : memref<2xf32>
//         }
//         scf.yield %6 : memref<2xf32>
//       }
//       scf.yield %3 : memref<2xf32>
//     }
//     scf.yield %2 : memref<2xf32>
//   }
//   memref.copy %1, %res : memref<2xf32> to memref<2xf32>
//   return
// }
