// dynamic allocs in and around scf.if stay on the heap
// upstream: mlir/test/Transforms/promote-buffers-to-stack.mlir (case @nested_region_control_flow) at llvm/llvm-project 13ca3acf56c48ad8d961693eb8e4c2cb25f5b7fc, Apache-2.0 WITH LLVM-exception; test.buffer_based and test.copy written as memref.copy, test.region_buffer_based as linalg.generic, CHECK lines dropped
// flags: --promote-buffers-to-stack
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
