// a buffer passed through scf.if and scf.for results but not returned is promoted
// upstream: mlir/test/Transforms/promote-buffers-to-stack.mlir (case @loop_nested_if_no_alloc) at llvm/llvm-project 13ca3acf56c48ad8d961693eb8e4c2cb25f5b7fc, Apache-2.0 WITH LLVM-exception; test.buffer_based and test.copy written as memref.copy, test.region_buffer_based as linalg.generic, CHECK lines dropped
// flags: --promote-buffers-to-stack
func.func @loop_nested_if_no_alloc(
  %lb: index,
  %ub: index,
  %step: index,
  %buf: memref<2xf32>,
  %res: memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  %1 = scf.for %i = %lb to %ub step %step
    iter_args(%iterBuf = %buf) -> memref<2xf32> {
    %2 = arith.cmpi eq, %i, %ub : index
    %3 = scf.if %2 -> (memref<2xf32>) {
      scf.yield %0 : memref<2xf32>
    } else {
      scf.yield %iterBuf : memref<2xf32>
    }
    scf.yield %3 : memref<2xf32>
  }
  memref.copy %1, %res : memref<2xf32> to memref<2xf32>
  return
}
// expected:
// func.func @loop_nested_if_no_alloc(%lb: index, %ub: index, %step: index, %buf: memref<2xf32>, %res: memref<2xf32>) {
//   %alloca = memref.alloca() : memref<2xf32>
//   %1 = scf.for %i = %lb to %ub step %step iter_args(%iterBuf = %buf) -> (memref<2xf32>) {
//     %2 = arith.cmpi eq, %i, %ub : index
//     %3 = scf.if %2 -> (memref<2xf32>) {
//       scf.yield %alloca : memref<2xf32>
//     } else {
//       scf.yield %iterBuf : memref<2xf32>
//     }
//     scf.yield %3 : memref<2xf32>
//   }
//   memref.copy %1, %res : memref<2xf32> to memref<2xf32>
//   return
// }
