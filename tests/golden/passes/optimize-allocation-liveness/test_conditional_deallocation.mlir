// a free inside an scf.if branch is not moved out of it
// upstream: mlir/test/Dialect/Bufferization/Transforms/optimize-allocation-liveness.mlir (case @test_conditional_deallocation) at llvm/llvm-project 02ef918486eb19d37232a38227af9da488e686f5, Apache-2.0 WITH LLVM-exception; CHECK lines and comments dropped
// flags: --optimize-allocation-liveness
func.func private @test_conditional_deallocation() -> memref<32xf32, 1> {
  %0 = memref.alloc() {alignment = 64 : i64} : memref<32xf32, 1>
  %true = arith.constant true
  %3 = scf.if %true -> (memref<32xf32, 1>) {
    memref.dealloc %0: memref<32xf32, 1>
    %1 = memref.alloc() {alignment = 64 : i64} : memref<32xf32, 1>
    scf.yield %1 : memref<32xf32, 1>
  }
  else {
    scf.yield %0 : memref<32xf32, 1>
  }

  return %3 : memref<32xf32, 1>
}
// expected:
// func.func private @test_conditional_deallocation() -> memref<32xf32, 1> {
//   %0 = memref.alloc() {alignment = 64 : i64} : memref<32xf32, 1>
//   %true = arith.constant true
//   %3 = scf.if %true -> (memref<32xf32, 1>) {
//     memref.dealloc %0 : memref<32xf32, 1>
//     %1 = memref.alloc() {alignment = 64 : i64} : memref<32xf32, 1>
//     scf.yield %1 : memref<32xf32, 1>
//   } else {
//     scf.yield %0 : memref<32xf32, 1>
//   }
//   return %3 : memref<32xf32, 1>
// }
