// an unused alloc in an scf.if branch stays in it (its only use is there)
// upstream: mlir/test/Dialect/Bufferization/Transforms/buffer-hoisting.mlir at 18302702707f55519e9b4e3250919810ce7a2173, chunk 11 (@nested_region_control_flow); LLVM Project, Apache-2.0 WITH LLVM-exception
// converted: nothing (CHECK lines and comments removed)
// flags: --buffer-hoisting
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
