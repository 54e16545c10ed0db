// an alloc used only inside an affine.parallel body
// upstream: mlir/test/Dialect/Bufferization/Transforms/buffer-loop-hoisting-affine-parallel.mlir at 15202ebe248537fa403d264ad626604f6696bb2e (@affine_parallel_alloc); LLVM Project, Apache-2.0 WITH LLVM-exception
// converted: nothing (CHECK lines removed)
// upstream-differs: affine.parallel is a parallel loop in bufls (loop_like = parallel, the HasParallelRegion trait upstream adds to it: llvm/llvm-project#225149), so the buffer stays in its body; mlir-opt 22.1.8 takes it for a sequential loop and moves the buffer out, sharing one buffer between iterations that may run at the same time (the upstream test, newer than 22.1.8, expects it to stay)
// flags: --buffer-loop-hoisting
func.func @affine_parallel_alloc(%out: memref<2xindex>) {
  %c0 = arith.constant 0 : index
  affine.parallel (%i) = (0) to (2) {
    %buffer = memref.alloc() : memref<1xindex>
    memref.store %i, %buffer[%c0] : memref<1xindex>
    %value = memref.load %buffer[%c0] : memref<1xindex>
    memref.store %value, %out[%i] : memref<2xindex>
  }
  return
}
// expected:
// func.func @affine_parallel_alloc(%out: memref<2xindex>) {
//   %c0 = arith.constant 0 : index
//   affine.parallel (%i) = (0) to (2) {
//     %buffer = memref.alloc() : memref<1xindex>
//     memref.store %i, %buffer[%c0] : memref<1xindex>
//     %value = memref.load %buffer[%c0] : memref<1xindex>
//     memref.store %value, %out[%i] : memref<2xindex>
//   }
//   return
// }
