// an alloc sized by an induction variable leaves the scf.if only; one in an unreachable block stays
// upstream: mlir/test/Dialect/Bufferization/Transforms/buffer-hoisting.mlir at 18302702707f55519e9b4e3250919810ce7a2173, chunk 23 (@loop_nested_alloc_dyn_dependency); LLVM Project, Apache-2.0 WITH LLVM-exception
// converted: test.buffer_based in(%a) out(%b) and test.copy(%a, %b) -> memref.copy %a, %b
// flags: --buffer-hoisting
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
        %5 = arith.cmpi eq, %i, %ub : index
        %6 = scf.if %5 -> (memref<?xf32>) {
          %7 = memref.alloc(%i3) : memref<?xf32>
          scf.yield %7 : memref<?xf32>
        } else {
          scf.yield %iterBuf3 : memref<?xf32>
        }
        scf.yield %6 : memref<?xf32>
      }
      scf.yield %3 : memref<?xf32>
    }
    scf.yield %0 : memref<?xf32>
  }
  memref.copy %1, %res : memref<?xf32> to memref<?xf32>
  return
}


func.func @unreachable_alloc(%arg0: f32) {
  %c0 = arith.constant 0 : index
  return
^bb1(%0: i32):  // no predecessors
  %alloc = memref.alloc() : memref<10xf32>
  return
}
// expected:
// func.func @loop_nested_alloc_dyn_dependency(%lb: index, %ub: index, %step: index, %arg0: index, %buf: memref<?xf32>, %res: memref<?xf32>) {
//   %0 = memref.alloc(%arg0) : memref<?xf32>
//   %1 = scf.for %i = %lb to %ub step %step iter_args(%iterBuf = %buf) -> (memref<?xf32>) {
//     %2 = scf.for %i2 = %lb to %ub step %step iter_args(%iterBuf2 = %iterBuf) -> (memref<?xf32>) {
//       %3 = scf.for %i3 = %lb to %ub step %step iter_args(%iterBuf3 = %iterBuf2) -> (memref<?xf32>) {
//         %5 = arith.cmpi eq, %i, %ub : index
//         %7 = memref.alloc(%i3) : memref<?xf32>
//         %6 = scf.if %5 -> (memref<?xf32>) {
//           scf.yield %7 : memref<?xf32>
//         } else {
//           scf.yield %iterBuf3 : memref<?xf32>
//         }
//         scf.yield %6 : memref<?xf32>
//       }
//       scf.yield %3 : memref<?xf32>
//     }
//     scf.yield %0 : memref<?xf32>
//   }
//   memref.copy %1, %res : memref<?xf32> to memref<?xf32>
//   return
// }
// func.func @unreachable_alloc(%arg0: f32) {
//   %c0 = arith.constant 0 : index
//   return
// ^bb1(%0: i32):
//   %alloc = memref.alloc() : memref<10xf32>
//   return
// }
