// allocs whose size is computed inside the branch stay there
// upstream: mlir/test/Dialect/Bufferization/Transforms/buffer-hoisting.mlir at 18302702707f55519e9b4e3250919810ce7a2173, chunk 14 (@nested_region_control_flow_div_nested_dependencies); LLVM Project, Apache-2.0 WITH LLVM-exception
// converted: nothing (CHECK lines and comments removed)
// flags: --buffer-hoisting
func.func @nested_region_control_flow_div_nested_dependencies(
  %arg0: i32,
  %arg1: i1,
  %arg2: index) -> memref<?x?xf32> {
  %0 = scf.if %arg1 -> (memref<?x?xf32>) {
    %1 = arith.constant 1 : i32
    %2 = arith.addi %arg0, %1 : i32
    %3 = arith.index_cast %2 : i32 to index
    %4 = memref.alloc(%arg2, %3) : memref<?x?xf32>
    scf.yield %4 : memref<?x?xf32>
  } else {
    %1 = arith.constant 2 : i32
    %2 = arith.addi %arg0, %1 : i32
    %3 = arith.index_cast %2 : i32 to index
    %4 = memref.alloc(%arg2, %3) : memref<?x?xf32>
    scf.yield %4 : memref<?x?xf32>
  }
  return %0 : memref<?x?xf32>
}
// expected:
// func.func @nested_region_control_flow_div_nested_dependencies(%arg0: i32, %arg1: i1, %arg2: index) -> memref<?x?xf32> {
//   %0 = scf.if %arg1 -> (memref<?x?xf32>) {
//     %1 = arith.constant 1 : i32
//     %2 = arith.addi %arg0, %1 : i32
//     %3 = arith.index_cast %2 : i32 to index
//     %4 = memref.alloc(%arg2, %3) : memref<?x?xf32>
//     scf.yield %4 : memref<?x?xf32>
//   } else {
//     %1 = arith.constant 2 : i32
//     %2 = arith.addi %arg0, %1 : i32
//     %3 = arith.index_cast %2 : i32 to index
//     %4 = memref.alloc(%arg2, %3) : memref<?x?xf32>
//     scf.yield %4 : memref<?x?xf32>
//   }
//   return %0 : memref<?x?xf32>
// }
