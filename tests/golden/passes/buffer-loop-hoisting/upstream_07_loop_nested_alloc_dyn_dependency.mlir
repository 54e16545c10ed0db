// allocs sized by the innermost induction variable stay in the innermost loop
// upstream: mlir/test/Dialect/Bufferization/Transforms/buffer-loop-hoisting.mlir at 57f210d4301b704b0b2724a68959b0b5b625a2b1, chunk 7 (@loop_nested_alloc_dyn_dependency); LLVM Project, Apache-2.0 WITH LLVM-exception
// converted: test.buffer_based in(%a) out(%b) and test.copy(%a, %b) -> memref.copy %a, %b
// flags: --buffer-loop-hoisting
func.func @loop_nested_alloc_dyn_dependency(
  %lb: index,
  %ub: index,
  %step: index,
  %arg0: index,
  %buf: memref<?xf32>,
  %res: memref<?xf32>) {
  %0 = memref.alloc(%arg0) : memref<?xf32>
  %1 = scf.for %i = %lb to %ub step %step
    iter_args(%iterBuf = %buf) -> memref<?xf32> {
    %2 = scf.for %i2 = %lb to %ub step %step
      iter_args(%iterBuf2 = %iterBuf) -> memref<?xf32> {
      %3 = scf.for %i3 = %lb to %ub step %step
        iter_args(%iterBuf3 = %iterBuf2) -> memref<?xf32> {
        %4 = memref.alloc(%i3) : memref<?xf32>
        %5 = arith.cmpi eq, %i, %ub : index
        %6 = scf.if %5 -> (memref<?xf32>) {
          %7 = memref.alloc(%i3) : memref<?xf32>
          scf.yield %7 : memref<?xf32>
        } else {
          scf.yield %iterBuf3 : memref<?xf32>
        }
        %8 = memref.alloc(%i3) : memref<?xf32>
        scf.yield %6 : memref<?xf32>
      }
      scf.yield %3 : memref<?xf32>
    }
    scf.yield %0 : memref<?xf32>
  }
  memref.copy %1, %res : memref<?xf32> to memref<?xf32>
  return
}
// expected:
// func.func @loop_nested_alloc_dyn_dependency(%lb: index, %ub: index, %step: index, %arg0: index, %buf: memref<?xf32>, %res: memref<?xf32>) {
//   %0 = memref.alloc(%arg0) : memref<?xf32>
//   %1 = scf.for %i = %lb to %ub step %step iter_args(%iterBuf = %buf) -> (memref<?xf32>) {
//     %2 = scf.for %i2 = %lb to %ub step %step iter_args(%iterBuf2 = %iterBuf) -> (memref<?xf32>) {
//       %3 = scf.for %i3 = %lb to %ub step %step iter_args(%iterBuf3 = %iterBuf2) -> (memref<?xf32>) {
//         %4 = memref.alloc(%i3) : memref<?xf32>
//         %5 = arith.cmpi eq, %i, %ub : index
//         %6 = scf.if %5 -> (memref<?xf32>) {
//           %7 = memref.alloc(%i3) : memref<?xf32>
//           scf.yield %7 : memref<?xf32>
//         } else {
//           scf.yield %iterBuf3 : memref<?xf32>
//         }
//         %8 = memref.alloc(%i3) : memref<?xf32>
//         scf.yield %6 : memref<?xf32>
//       }
//       scf.yield %3 : memref<?xf32>
//     }
//     scf.yield %0 : memref<?xf32>
//   }
//   memref.copy %1, %res : memref<?xf32> to memref<?xf32>
//   return
// }
