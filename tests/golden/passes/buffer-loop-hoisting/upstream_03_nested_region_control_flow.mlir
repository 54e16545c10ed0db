// an alloc in an scf.if branch is not in a loop: it stays put
// upstream: mlir/test/Dialect/Bufferization/Transforms/buffer-loop-hoisting.mlir at 57f210d4301b704b0b2724a68959b0b5b625a2b1, chunk 3 (@nested_region_control_flow); LLVM Project, Apache-2.0 WITH LLVM-exception
// converted: nothing (CHECK lines and comments removed)
// flags: --buffer-loop-hoisting
func.func @nested_region_control_flow(
  %arg0 : index,
  %arg1 : index) -> memref<?x?xf32> {
  %0 = arith.cmpi eq, %arg0, %arg1 : index
  %1 = memref.alloc(%arg0, %arg0) : memref<?x?xf32>
  %2 = scf.if %0 -> (memref<?x?xf32>) {
    scf.yield %1 : memref<?x?xf32>
  } else {
    %3 = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
    scf.yield %1 : memref<?x?xf32>
  }
  return %2 : memref<?x?xf32>
}
// expected:
// func.func @nested_region_control_flow(%arg0: index, %arg1: index) -> memref<?x?xf32> {
//   %0 = arith.cmpi eq, %arg0, %arg1 : index
//   %1 = memref.alloc(%arg0, %arg0) : memref<?x?xf32>
//   %2 = scf.if %0 -> (memref<?x?xf32>) {
//     scf.yield %1 : memref<?x?xf32>
//   } else {
//     %3 = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
//     scf.yield %1 : memref<?x?xf32>
//   }
//   return %2 : memref<?x?xf32>
// }
